//! The rules cores: pure Rust, no Bevy, no I/O, no clock. Deterministic given a seed.

pub mod core;
pub mod dice;
pub mod duel;
pub mod grail;
pub mod undo;
