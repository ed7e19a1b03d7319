//! The balance reports (`sim balance duel|grail`, docs/balance.md): the AI against itself
//! over every pairing that matters, with win rates and their 95% Wilson intervals.
//! Reproducible from a seed on any number of threads.

mod duel;
mod grail;

use serde::Serialize;

use crate::sim::wilson_95;

/// The duel report's bot: it beats greedy in 77% of duels (docs/balance.md).
pub const DUEL_BOT: &str = "mcts:easy";
/// The Grail War report's bot: 50 iterations a decision beat greedy factions clearly where
/// 10 do not, and 300 (Easy) would take hours for a report (docs/balance.md).
pub const GRAIL_BOT: &str = "mcts:iters=50";
/// The one-on-one Skirmishes' bot: a fight is a few hundred decisions, so 200 iterations
/// are affordable, and they beat 50 in 68% of decided Skirmishes, where 50 kites at range 3
/// and the fight drags on (docs/balance.md).
pub const SKIRMISH_BOT: &str = "mcts:iters=200";

pub use duel::{DeckPairing, DuelBalance, duel_balance};
pub use grail::{CombatEnds, GrailBalance, ServantPair, ServantShare, grail_balance};

/// Wins out of games, with the 95% Wilson interval of the rate.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub wins: u64,
    pub games: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn new(wins: u64, games: u64) -> Rate {
        let (low, high) = wilson_95(wins, games);
        Rate {
            wins,
            games,
            rate: if games == 0 {
                0.0
            } else {
                wins as f64 / games as f64
            },
            low,
            high,
        }
    }
}
