//! Re-applying a replay: every action through the rules core, then the final state hash
//! against the recorded one. When the hashes differ, the per-action fingerprints (`after`)
//! name the first action that diverges.

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::core::{Core, DuelCore, GrailCore};

use super::error::{ReplayError, ReplayReason};
use super::format::{DuelReplay, Replay};
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
            let c = duel.ok_or_else(|| {
                ReplayError::new(file, "game", ReplayReason::NoContent { grail: false })
            })?;
            verify_record::<DuelCore>(file, r, c)
        }
        Replay::Grail(r) => {
            let c = grail.ok_or_else(|| {
                ReplayError::new(file, "game", ReplayReason::NoContent { grail: true })
            })?;
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
        ReplayReason::OtherContent {
            recorded: recorded.to_string(),
            ours: ours.to_string(),
        },
    ))
}

/// A replay being stepped through: the state after the actions applied so far.
#[derive(Clone, Debug)]
pub struct Playback<G: Core> {
    pub state: G::State,
    /// How many of the replay's actions have been applied.
    pub applied: usize,
}

/// A replay's states (before each action, and the last) and each action's events.
pub type History<G> = (Vec<<G as Core>::State>, Vec<Vec<<G as Core>::Event>>);

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
        let (state, events) = G::new_game(c, &r.setup)
            .map_err(|e| ReplayError::new(file, "setup", ReplayReason::Setup(e.to_string())))?;
        Ok((Playback { state, applied: 0 }, events))
    }

    /// The state before each action of the replay, and the last (content checked).
    pub fn states(file: &str, r: &ReplayOf<G>, c: &G::Content) -> Result<Vec<G::State>, ReplayError>
    where
        G::State: Clone,
    {
        Ok(Playback::<G>::history(file, r, c)?.0)
    }

    /// The states as [`Playback::states`] gives them, and each action's events.
    pub fn history(file: &str, r: &ReplayOf<G>, c: &G::Content) -> Result<History<G>, ReplayError>
    where
        G::State: Clone,
    {
        let (mut p, _) = Playback::<G>::start(file, r, c)?;
        let mut states = Vec::with_capacity(r.actions.len() + 1);
        let mut events = Vec::with_capacity(r.actions.len());
        states.push(p.state.clone());
        while p.applied < r.actions.len() {
            let mut ev = Vec::new();
            p.step(file, r, c, &mut ev)?;
            states.push(p.state.clone());
            events.push(ev);
        }
        Ok((states, events))
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
            .ok_or_else(|| ReplayError::new(file, "actions", ReplayReason::NoMoreActions))?;
        let (seat, action) = G::taken(step);
        G::apply(c, &mut self.state, seat, action, ev).map_err(|e| {
            ReplayError::at_action(file, i, "action", ReplayReason::Refused(e.to_string()))
        })?;
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
    ReplayError::at_action(file, i, "after", ReplayReason::Diverges)
}

fn hash_mismatch(file: &str, n: usize, got: &str, want: &str) -> ReplayError {
    ReplayError::new(
        file,
        "final_state_hash",
        ReplayReason::HashMismatch {
            actions: n,
            got: got.to_string(),
            want: want.to_string(),
        },
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
            ReplayReason::ResultDiffers {
                recorded: format!(
                    "winner {:?} ({}, turn {})",
                    want.winner, want.reason, want.turns
                ),
                actual: format!(
                    "winner {:?} ({}, turn {})",
                    got.winner, got.reason, got.turns
                ),
            },
        )),
        (Some(_), None) => Err(ReplayError::new(file, "result", ReplayReason::StillGoing)),
        _ => Ok(()),
    }
}
