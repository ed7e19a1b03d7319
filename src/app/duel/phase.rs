//! The core's phase as a Bevy state, so that systems can run in a phase or on entering one.

use bevy::prelude::*;

use crate::app::screens::Screen;

/// The core's phase, followed as its `PhaseChanged` events are shown.
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
