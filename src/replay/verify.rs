//! Re-applying a replay: every action through the rules core, then the final state hash
//! against the recorded one. When the hashes differ, the per-action fingerprints (`after`)
//! name the first action that diverges.

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::{duel, grail};

use super::format::{DuelReplay, DuelStep, GrailReplay, Replay};
use super::load::ReplayError;
use super::record::{duel_result, grail_result, short_hash};

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
            verify_duel(file, r, c)
        }
        Replay::Grail(r) => {
            let c = grail
                .ok_or_else(|| ReplayError::new(file, "game", "no Grail War content loaded"))?;
            verify_grail(file, r, c)
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

/// A duel replay being stepped through: the state after the actions applied so far.
#[derive(Clone, Debug)]
pub struct DuelPlayback {
    pub state: duel::State,
    /// How many of the replay's actions have been applied.
    pub applied: usize,
}

impl DuelPlayback {
    /// The state before the first action (content hash checked), and the setup's events.
    pub fn start(
        file: &str,
        r: &DuelReplay,
        c: &DuelContent,
    ) -> Result<(DuelPlayback, Vec<duel::Event>), ReplayError> {
        check_content(file, &r.content_hash, &c.hash)?;
        let (state, events) = duel::new_game(c, &r.setup)
            .map_err(|e| ReplayError::new(file, "setup", e.to_string()))?;
        Ok((DuelPlayback { state, applied: 0 }, events))
    }

    /// Applies the next action, appending its events to `ev`.
    pub fn step(
        &mut self,
        file: &str,
        r: &DuelReplay,
        c: &DuelContent,
        ev: &mut Vec<duel::Event>,
    ) -> Result<(), ReplayError> {
        let i = self.applied;
        let step: &DuelStep = r
            .actions
            .get(i)
            .ok_or_else(|| ReplayError::new(file, "actions", "no more actions"))?;
        duel::apply_into(c, &mut self.state, step.player, step.action, ev)
            .map_err(|e| ReplayError::at_action(file, i, "action", e.to_string()))?;
        self.applied += 1;
        Ok(())
    }

    /// The state after the first `n` actions (the timeline's jumps rebuild it this way).
    pub fn at(
        file: &str,
        r: &DuelReplay,
        c: &DuelContent,
        n: usize,
    ) -> Result<DuelPlayback, ReplayError> {
        let (mut p, _) = DuelPlayback::start(file, r, c)?;
        let mut ev = Vec::new();
        while p.applied < n.min(r.actions.len()) {
            ev.clear();
            p.step(file, r, c, &mut ev)?;
        }
        Ok(p)
    }
}

/// Re-applies a duel replay: the content hash, every action, the final state hash and the
/// recorded result.
pub fn verify_duel(file: &str, r: &DuelReplay, c: &DuelContent) -> Result<Verified, ReplayError> {
    let (mut p, _) = DuelPlayback::start(file, r, c)?;
    let mut ev = Vec::with_capacity(64);
    while p.applied < r.actions.len() {
        ev.clear();
        p.step(file, r, c, &mut ev)?;
    }
    let hash = p.state.hash();
    if hash != r.final_state_hash {
        return Err(duel_divergence(file, r, c)
            .unwrap_or_else(|| hash_mismatch(file, r.actions.len(), &hash, &r.final_state_hash)));
    }
    check_result(file, r.result.as_ref(), duel_result(&p.state).as_ref())?;
    Ok(Verified {
        actions: r.actions.len(),
        final_state_hash: hash,
        finished: p.state.is_over(),
    })
}

/// The first action whose recorded fingerprint differs from the re-applied state's.
fn duel_divergence(file: &str, r: &DuelReplay, c: &DuelContent) -> Option<ReplayError> {
    let (mut p, _) = DuelPlayback::start(file, r, c).ok()?;
    let mut ev = Vec::new();
    for (i, step) in r.actions.iter().enumerate() {
        p.step(file, r, c, &mut ev).ok()?;
        if let Some(after) = &step.after
            && *after != short_hash(&p.state.hash())
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

/// Re-applies a Grail War replay, as [`verify_duel`].
pub fn verify_grail(
    file: &str,
    r: &GrailReplay,
    c: &GrailContent,
) -> Result<Verified, ReplayError> {
    check_content(file, &r.content_hash, &c.hash)?;
    let run = |fingerprints: bool| -> Result<(grail::GameState, Option<usize>), ReplayError> {
        let (mut s, _) = grail::new_game(c, r.setup.clone())
            .map_err(|e| ReplayError::new(file, "setup", e.to_string()))?;
        let mut ev = Vec::with_capacity(64);
        for (i, step) in r.actions.iter().enumerate() {
            ev.clear();
            grail::apply_into(c, &mut s, step.faction, step.action.clone(), &mut ev)
                .map_err(|e| ReplayError::at_action(file, i, "action", e.to_string()))?;
            if fingerprints
                && step
                    .after
                    .as_ref()
                    .is_some_and(|a| *a != short_hash(&s.hash()))
            {
                return Ok((s, Some(i)));
            }
        }
        Ok((s, None))
    };
    let (s, _) = run(false)?;
    let hash = s.hash();
    if hash != r.final_state_hash {
        return Err(match run(true)? {
            (_, Some(i)) => divergence(file, i),
            (_, None) => hash_mismatch(file, r.actions.len(), &hash, &r.final_state_hash),
        });
    }
    check_result(file, r.result.as_ref(), grail_result(&s).as_ref())?;
    Ok(Verified {
        actions: r.actions.len(),
        final_state_hash: hash,
        finished: s.is_over(),
    })
}
