//! Random games for the simulator, benchmarks and property tests: every decision is a
//! uniformly random legal action from a separate RNG (G-37.6), so AI choices never shift
//! the game dice.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::content::grail::GrailContent;

use super::action::Action;
use super::engine::apply_listed;
use super::event::{Event, EventKind};
use super::legal::{MainPlan, legal_free_actions};
use super::setup::{SetupError, new_game};
use super::state::*;

/// Why a random game stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    /// The table could not be set up (G-2).
    Setup(SetupError),
    /// G-39.1: no decision is pending, yet the game has no outcome.
    NoDecision { seed: u64 },
    /// G-39.1: the pending decision offers no legal action.
    NoLegalAction {
        seed: u64,
        pending: Option<Decision>,
    },
    /// More than [`SimOptions::max_actions`] actions: a runaway engine.
    TooManyActions { seed: u64, max_actions: u64 },
    /// The observer of [`random_game_with`] stopped the game, saying why.
    Observer(String),
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimError::Setup(e) => write!(f, "{e}"),
            SimError::NoDecision { seed } => {
                write!(f, "seed {seed}: no decision pending and no outcome")
            }
            SimError::NoLegalAction { seed, pending } => {
                write!(f, "seed {seed}: no legal action at {pending:?}")
            }
            SimError::TooManyActions { seed, max_actions } => {
                write!(f, "seed {seed}: more than {max_actions} actions")
            }
            SimError::Observer(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for SimError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SimError::Setup(e) => Some(e),
            _ => None,
        }
    }
}

/// A finished random game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub seed: u64,
    pub factions: usize,
    pub outcome: Option<Outcome>,
    pub winner: Option<FactionId>,
    /// The day on which the game ended.
    pub days: u8,
    pub combats: u32,
    pub rounds_per_combat: Vec<u16>,
    /// How each combat ended, in the order of `rounds_per_combat`.
    pub combat_ends: Vec<CombatEnd>,
    pub actions: u64,
    pub events: u64,
    /// The servant of each seat (content id), as the setup drew or named it.
    #[serde(default)]
    pub servants: Vec<String>,
}

impl GameSummary {
    /// A game just set up with `seed` and `factions`, its setup's events counted.
    pub fn start(seed: u64, factions: usize, setup_events: &[Event]) -> GameSummary {
        GameSummary {
            seed,
            factions,
            outcome: None,
            winner: None,
            days: 1,
            combats: 0,
            rounds_per_combat: Vec::new(),
            combat_ends: Vec::new(),
            actions: 0,
            events: setup_events.len() as u64,
            servants: Vec::new(),
        }
    }

    /// Records the servant of each seat of `s`, for the wins per servant.
    pub fn set_servants(&mut self, c: &GrailContent, s: &GameState) {
        self.servants = s
            .factions
            .iter()
            .map(|x| {
                c.servants
                    .get(usize::from(x.servant.def))
                    .map_or_else(String::new, |d| d.id.clone())
            })
            .collect();
    }
}

/// How a combat ended (G-32.1, G-32.3), for the balance report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CombatEnd {
    /// A servant died or vanished.
    Fell,
    /// No fall, but a servant left: escaped, fled or withdrew (G-31, G-33).
    Left,
    /// Every active participant offered a ceasefire.
    Ceasefire,
    /// No hostile pair was left otherwise (an alliance formed, say).
    NoHostiles,
    /// The round cap or the stalemate rule.
    Limit,
}

impl CombatEnd {
    pub fn of(
        reason: CombatEndReason,
        results: &[(FactionId, ParticipantStatus, i32)],
    ) -> CombatEnd {
        let any = |f: fn(ParticipantStatus) -> bool| results.iter().any(|r| f(r.1));
        if any(|st| matches!(st, ParticipantStatus::Dead | ParticipantStatus::Vanished)) {
            CombatEnd::Fell
        } else if any(|st| {
            matches!(
                st,
                ParticipantStatus::Escaped | ParticipantStatus::Fled | ParticipantStatus::Withdrew
            )
        }) {
            CombatEnd::Left
        } else {
            match reason {
                CombatEndReason::Ceasefire => CombatEnd::Ceasefire,
                CombatEndReason::RoundCap | CombatEndReason::Stalemate => CombatEnd::Limit,
                CombatEndReason::NoHostiles => CombatEnd::NoHostiles,
            }
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            CombatEnd::Fell => "a servant fell",
            CombatEnd::Left => "a servant left",
            CombatEnd::Ceasefire => "ceasefire",
            CombatEnd::NoHostiles => "no hostiles left",
            CombatEnd::Limit => "round cap or stalemate",
        }
    }
}

impl GameSummary {
    /// Counts a combat start or end.
    pub fn count(&mut self, e: &EventKind) {
        match e {
            EventKind::CombatStarted { .. } => self.combats += 1,
            EventKind::CombatEnded {
                rounds,
                reason,
                results,
                ..
            } => {
                self.rounds_per_combat.push(*rounds);
                self.combat_ends.push(CombatEnd::of(*reason, results));
            }
            _ => {}
        }
    }
}

/// Options of a random game.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Chance (per mille) of taking a free action at a decision that allows one.
    pub free_per_mille: u32,
    /// At most this many free actions in a row before an ending action.
    pub max_free_in_a_row: u32,
    /// A game that takes more actions than this is an error (a runaway engine).
    pub max_actions: u64,
    pub day_limit: u8,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            free_per_mille: 60,
            max_free_in_a_row: 2,
            max_actions: 200_000,
            day_limit: 7,
        }
    }
}

/// The AI RNG of G-37.6, for the whole table.
pub fn ai_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ (0xA1 << 8))
}

/// Picks a random legal action for the pending decision.
pub fn random_action(
    c: &GrailContent,
    s: &GameState,
    rng: &mut ChaCha8Rng,
    opts: &SimOptions,
    free_in_a_row: u32,
) -> Option<Action> {
    RandomPolicy::default().pick(c, s, rng, opts, free_in_a_row)
}

/// The policy of [`random_action`] with its action buffers kept from one decision to the
/// next, for loops that pick thousands of actions.
#[derive(Clone, Debug, Default)]
pub struct RandomPolicy {
    main: MainPlan,
}

impl RandomPolicy {
    /// The same pick, with the same random draws, as [`random_action`].
    pub fn pick(
        &mut self,
        c: &GrailContent,
        s: &GameState,
        rng: &mut ChaCha8Rng,
        opts: &SimOptions,
        free_in_a_row: u32,
    ) -> Option<Action> {
        if free_in_a_row < opts.max_free_in_a_row && rng.random_range(0..1000) < opts.free_per_mille
        {
            let free = legal_free_actions(c, s);
            if !free.is_empty() {
                let i = rng.random_range(0..free.len());
                return free.into_iter().nth(i);
            }
        }
        // The same pick as from `legal_main_actions`, building only the chosen action.
        self.main.refill(c, s);
        if self.main.is_empty() {
            return None;
        }
        self.main.get(rng.random_range(0..self.main.len()))
    }
}

/// Plays a random game of the default lineup with `factions` seats (2..=7).
pub fn random_game(c: &GrailContent, seed: u64, factions: usize) -> Result<GameSummary, SimError> {
    random_game_with(c, seed, factions, &SimOptions::default(), |_, _, _| Ok(()))
}

/// Like [`random_game`], calling `observe(state, action, events)` after every action;
/// an error from it stops the game ([`SimError::Observer`]).
pub fn random_game_with(
    c: &GrailContent,
    seed: u64,
    factions: usize,
    opts: &SimOptions,
    mut observe: impl FnMut(&GameState, &Action, &[Event]) -> Result<(), String>,
) -> Result<GameSummary, SimError> {
    let mut config = GameConfig::default_lineup(seed, factions);
    config.day_limit = opts.day_limit;
    let (mut s, first) = new_game(c, config).map_err(SimError::Setup)?;
    let mut rng = ai_rng(seed);
    let mut summary = GameSummary::start(seed, factions, &first);
    summary.set_servants(c, &s);
    let mut ev = Vec::new();
    let mut policy = RandomPolicy::default();
    let mut free_in_a_row = 0;
    while s.outcome.is_none() {
        let Some(f) = s.deciding() else {
            return Err(SimError::NoDecision { seed });
        };
        let Some(a) = policy.pick(c, &s, &mut rng, opts, free_in_a_row) else {
            return Err(SimError::NoLegalAction {
                seed,
                pending: s.pending.clone(),
            });
        };
        free_in_a_row = if a.is_free() { free_in_a_row + 1 } else { 0 };
        ev.clear();
        apply_listed(c, &mut s, f, a.clone(), &mut ev);
        summary.actions += 1;
        summary.events += ev.len() as u64;
        for e in &ev {
            summary.count(&e.kind);
        }
        observe(&s, &a, &ev).map_err(SimError::Observer)?;
        if summary.actions > opts.max_actions {
            return Err(SimError::TooManyActions {
                seed,
                max_actions: opts.max_actions,
            });
        }
    }
    summary.days = s.day;
    summary.winner = match &s.outcome {
        Some(Outcome::Winner { faction, .. }) => Some(*faction),
        _ => None,
    };
    summary.outcome = s.outcome.clone();
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// G-32.1: a fall outranks a retreat, which outranks the reason the engine gives.
    #[test]
    fn a_combat_end_is_classified_by_what_happened_to_the_servants() {
        use ParticipantStatus::*;
        let r = |st: &[ParticipantStatus]| -> Vec<(FactionId, ParticipantStatus, i32)> {
            st.iter()
                .enumerate()
                .map(|(i, s)| (i as FactionId, *s, 0))
                .collect()
        };
        use CombatEndReason::*;
        let cases = [
            (NoHostiles, [Active, Dead], CombatEnd::Fell),
            (NoHostiles, [Fled, Vanished], CombatEnd::Fell),
            (NoHostiles, [Active, Withdrew], CombatEnd::Left),
            (Ceasefire, [Active, Active], CombatEnd::Ceasefire),
            (RoundCap, [Active, Active], CombatEnd::Limit),
            (Stalemate, [Active, Active], CombatEnd::Limit),
            (NoHostiles, [Active, Active], CombatEnd::NoHostiles),
        ];
        for (reason, statuses, want) in cases {
            assert_eq!(
                CombatEnd::of(reason, &r(&statuses)),
                want,
                "{reason:?} {statuses:?}"
            );
        }
    }
}
