//! The core's phase as a Bevy state, so that systems can run in a phase or on entering one.

use bevy::prelude::*;

use crate::app::screens::Screen;
use crate::rules::duel::Phase;

/// The core's phase, followed as its `PhaseChanged` events are shown: the phase the board
/// shows, which lags the core's while events wait in the queue. The side panel's phase
/// track reads it, so a paused replay or a busy queue never shows a phase ahead of the
/// board.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Duel)]
pub enum DuelPhase {
    #[default]
    Start,
    Draw,
    Charge,
    Main,
    End,
}

impl DuelPhase {
    /// The core's name for this phase.
    pub fn core(self) -> Phase {
        match self {
            DuelPhase::Start => Phase::Start,
            DuelPhase::Draw => Phase::Draw,
            DuelPhase::Charge => Phase::Charge,
            DuelPhase::Main => Phase::Main,
            DuelPhase::End => Phase::End,
        }
    }
}
