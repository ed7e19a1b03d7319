//! Re-applying a replay: every action through the rules core, then the final state hash
//! against the recorded one. When the hashes differ, the per-action fingerprints (`after`)
//! name the first action that diverges.

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::core::{Core, DuelCore, GrailCore};

use super::format::{DuelReplay, Replay};
use super::load::ReplayError;
use super::record::short_hash;
use super::recorded::{Recorded, ReplayOf};

/// What a successful verification found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub actions: usize,
    pub final_state_hash: String,
    /// Whether the game reached its end.
    pub finished: bool,
}

/// Verifies a replay of either game; the content of the other game may be absent.
pub fn verify(
    file: &str,
    replay: &Replay,
    duel: Option<&DuelContent>,
    grail: Option<&GrailContent>,
) -> Result<Verified, ReplayError> {
    match replay {
        Replay::Duel(r) => {
            let c = duel.ok_or_else(|| ReplayError::new(file, "game", "no duel content loaded"))?;
            verify_record::<DuelCore>(file, r, c)
        }
        Replay::Grail(r) => {
            let c = grail
                .ok_or_else(|| ReplayError::new(file, "game", "no Grail War content loaded"))?;
            verify_record::<GrailCore>(file, r, c)
        }
    }
}

fn check_content(file: &str, recorded: &str, ours: &str) -> Result<(), ReplayError> {
    if recorded == ours {
        return Ok(());
    }
    Err(ReplayError::new(
        file,
        "content_hash",
        format!(
            "recorded with other card data ({}…); this game's data is {}…",
            short_hash(recorded),
            short_hash(ours)
        ),
    ))
}

/// A replay being stepped through: the state after the actions applied so far.
#[derive(Clone, Debug)]
pub struct Playback<G: Core> {
    pub state: G::State,
    /// How many of the replay's actions have been applied.
    pub applied: usize,
}

/// A duel replay being stepped through.
pub type DuelPlayback = Playback<DuelCore>;

impl<G: Recorded> Playback<G> {
    /// The state before the first action (content hash checked), and the setup's events.
    pub fn start(
        file: &str,
        r: &ReplayOf<G>,
        c: &G::Content,
    ) -> Result<(Playback<G>, Vec<G::Event>), ReplayError> {
        check_content(file, &r.content_hash, G::content_hash(c))?;
        let (state, events) =
            G::new_game(c, &r.setup).map_err(|e| ReplayError::new(file, "setup", e))?;
        Ok((Playback { state, applied: 0 }, events))
    }

    /// Applies the next action, appending its events to `ev`.
    pub fn step(
        &mut self,
        file: &str,
        r: &ReplayOf<G>,
        c: &G::Content,
        ev: &mut Vec<G::Event>,
    ) -> Result<(), ReplayError> {
        let i = self.applied;
        let step = r
            .actions
            .get(i)
            .ok_or_else(|| ReplayError::new(file, "actions", "no more actions"))?;
        let (seat, action) = G::taken(step);
        G::apply(c, &mut self.state, seat, action, ev)
            .map_err(|e| ReplayError::at_action(file, i, "action", e))?;
        self.applied += 1;
        Ok(())
    }

    /// The state after the first `n` actions (the timeline's jumps rebuild it this way).
    pub fn at(
        file: &str,
        r: &ReplayOf<G>,
        c: &G::Content,
        n: usize,
    ) -> Result<Playback<G>, ReplayError> {
        let (mut p, _) = Playback::start(file, r, c)?;
        let mut ev = Vec::with_capacity(64);
        while p.applied < n.min(r.actions.len()) {
            ev.clear();
            p.step(file, r, c, &mut ev)?;
        }
        Ok(p)
    }
}

/// Re-applies a replay: the content hash, every action, the final state hash and the
/// recorded result.
pub fn verify_record<G: Recorded>(
    file: &str,
    r: &ReplayOf<G>,
    c: &G::Content,
) -> Result<Verified, ReplayError> {
    let p = Playback::<G>::at(file, r, c, r.actions.len())?;
    let hash = G::hash(&p.state);
    if hash != r.final_state_hash {
        return Err(first_divergence::<G>(file, r, c)
            .unwrap_or_else(|| hash_mismatch(file, r.actions.len(), &hash, &r.final_state_hash)));
    }
    check_result(file, r.result.as_ref(), G::result(&p.state).as_ref())?;
    Ok(Verified {
        actions: r.actions.len(),
        final_state_hash: hash,
        finished: G::is_over(&p.state),
    })
}

/// [`verify_record`] for a duel.
pub fn verify_duel(file: &str, r: &DuelReplay, c: &DuelContent) -> Result<Verified, ReplayError> {
    verify_record::<DuelCore>(file, r, c)
}

/// The first action whose recorded fingerprint differs from the re-applied state's. Only
/// run once the final hashes differ: fingerprinting every step costs a hash per action.
fn first_divergence<G: Recorded>(
    file: &str,
    r: &ReplayOf<G>,
    c: &G::Content,
) -> Option<ReplayError> {
    let (mut p, _) = Playback::<G>::start(file, r, c).ok()?;
    let mut ev = Vec::new();
    for (i, step) in r.actions.iter().enumerate() {
        ev.clear();
        p.step(file, r, c, &mut ev).ok()?;
        if let Some(after) = G::after(step)
            && after != short_hash(&G::hash(&p.state))
        {
            return Some(divergence(file, i));
        }
    }
    None
}

fn divergence(file: &str, i: usize) -> ReplayError {
    ReplayError::at_action(
        file,
        i,
        "after",
        "the state after this action differs from the recorded one (first divergence)",
    )
}

fn hash_mismatch(file: &str, n: usize, got: &str, want: &str) -> ReplayError {
    ReplayError::new(
        file,
        "final_state_hash",
        format!(
            "all {n} actions apply, but they lead to state {}…, not the recorded {}…",
            short_hash(got),
            short_hash(want)
        ),
    )
}

fn check_result(
    file: &str,
    recorded: Option<&super::GameResult>,
    actual: Option<&super::GameResult>,
) -> Result<(), ReplayError> {
    match (recorded, actual) {
        (Some(want), Some(got)) if want != got => Err(ReplayError::new(
            file,
            "result",
            format!(
                "the replay says winner {:?} ({}, turn {}), the actions give winner {:?} ({}, turn {})",
                want.winner, want.reason, want.turns, got.winner, got.reason, got.turns
            ),
        )),
        (Some(_), None) => Err(ReplayError::new(
            file,
            "result",
            "the replay says the game ended, but after its actions it is still going",
        )),
        _ => Ok(()),
    }
}
