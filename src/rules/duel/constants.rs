//! The duel's tunable numbers (D-3), in one place. D-4.7's setup ether is content
//! (`rules.json`); the deck-building limits (D-4.4, D-31.2) are facts of the content,
//! defined there and re-exported here.

pub use crate::content::duel::{COPIES_MAX, DECK_MAX, DECK_MIN, LINEUP_SIZE};

/// D-4.6
pub const OPENING_HAND: usize = 5;
/// D-7.1
pub const REFILL_TO: usize = 5;
/// D-7.3
pub const HAND_MAX: usize = 8;
/// D-21.2
pub const FOLLOWER_MAX: usize = 3;
/// D-23.2
pub const RESONANCE_MAX: u8 = 5;
/// D-13.3
pub const ASTRAL_CHARGE_MAX: u8 = 1;
/// D-19.4
pub const TURN_LIMIT: u32 = 30;
/// D-9.10
pub const PHASE_ACTION_CAP: u32 = 100;
