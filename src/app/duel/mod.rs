//! The duel on screen: the core's session, its ECS mirror, the `DuelPhase` state, the AI on
//! background tasks, replays of duels, and (with a window) the board, the hand, the choices
//! and the log. This file only assembles the parts; each lives in its own module.

pub mod action_words;
mod ai;
mod board;
mod choose;
mod data;
pub mod describe;
mod dice;
mod end;
mod events;
mod flight;
mod how_to_play;
mod hud;
pub mod interact;
mod layout;
pub mod mirror;
mod phase;
mod pictures;
pub mod playback;
mod review;
mod rewind;
mod rules_book;
mod rules_text;
mod saves;
pub mod session;
mod start;

use bevy::prelude::*;

use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session as game_session;
use crate::rules::core::DuelCore;

pub use ai::{AiMove, AiThinking, Hint};
pub use data::DuelData;
pub use layout::{BOTTOM_BAR, SIDE_PANEL, TOP_BAR};
pub use phase::DuelPhase;
pub use playback::Playback;
pub use rules_book::{RulesTab, rules_book};
pub use session::{DeckPick, Duel, DuelChoice, DuelSession, DuelSetup};

/// The rules-side systems: no rendering, so they run headless too.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_sub_state::<DuelPhase>()
        .init_resource::<DuelSetup>()
        .init_resource::<mirror::UnitIndex>()
        .init_resource::<AiThinking>()
        .init_resource::<AiMove>()
        .init_resource::<Hint>()
        .add_message::<mirror::BoardFx>()
        .add_message::<DuelChoice>()
        .add_systems(OnEnter(Screen::Duel), start::start_duel)
        .add_systems(OnEnter(Screen::Title), saves::list_saves)
        .add_systems(
            Update,
            (
                (
                    ai::drive_ai.run_if(not(resource_exists::<Playback>)),
                    ai::poll_hint,
                )
                    .in_set(AppSystems::Decide),
                game_session::apply_choices::<DuelCore, DuelData>.in_set(AppSystems::Apply),
                (
                    game_session::play_events::<DuelCore>,
                    game_session::follow_decision::<DuelCore>,
                    events::end_when_shown,
                )
                    .chain()
                    .in_set(AppSystems::ShowEvents),
                ai::mark_busy.in_set(AppSystems::Animate),
            )
                .run_if(in_state(Screen::Duel).and_then(resource_exists::<DuelSession>)),
        )
        .add_systems(
            PreUpdate,
            rewind::rewind.run_if(
                in_state(Screen::Duel)
                    .and_then(resource_exists::<DuelSession>)
                    .and_then(not(resource_exists::<Playback>)),
            ),
        )
        .add_plugins((playback::plugin, interact::plugin));
}

/// The window-side systems: board, HUD, end screen, the rules book.
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((board::plugin, hud::plugin, end::plugin, rules_book::plugin));
}
