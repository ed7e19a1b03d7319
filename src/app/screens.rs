//! The screens a player moves between. Entities spawned for a screen carry
//! `DespawnOnExit(screen)`, so nothing leaks from one screen into the next.

use bevy::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Rules,
    Settings,
    /// Choosing decks and who goes first.
    DuelSetup,
    /// The board.
    Duel,
    GameEnd,
    /// The saved replays.
    Replays,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
