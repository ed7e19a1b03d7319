//! The Grail War on screen. Today: the Skirmish, one combat fought to its end — its setup,
//! the core's session, the ECS mirror of servants and masters, the `CombatRound` state,
//! the AI on background tasks, the motion of the fight, and (with a window) the combat
//! screen with its choices and odds. This file only assembles the parts.

mod ai;
pub mod clock;
mod data;
mod events;
mod fx;
pub mod mirror;
pub mod picks;
pub mod playback;
mod review;
mod rewind;
mod round;
mod rules_book;
mod rules_pictures;
mod saves;
mod screen;
pub mod session;
pub mod setup_reasons;
mod start;
pub mod time;
pub mod war_picks;
pub mod words;

use bevy::prelude::*;

use crate::app::order::AppSystems;
use crate::app::screens::{Screen, on_grail};
use crate::app::session as game_session;
use crate::rules::core::GrailCore;

pub use ai::{GrailAi, GrailHint};
pub use clock::DeclarationClock;
pub use data::GrailData;
pub use picks::SkirmishPicks;
pub use playback::GrailPlayback;
pub use round::CombatRound;
pub use rules_book::{GrailRulesTab, grail_rules_book};
pub use session::{GrailChoice, GrailSession, GrailTable, Viewer};
pub use time::GrailTime;
pub use war_picks::WarPicks;

/// The window-side systems: the combat screen.
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((screen::plugin, rules_book::plugin));
}

/// The rules-side systems: no rendering, so they run headless too.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_sub_state::<CombatRound>()
        .add_sub_state::<GrailTime>()
        .init_resource::<SkirmishPicks>()
        .init_resource::<WarPicks>()
        .init_resource::<DeclarationClock>()
        .add_message::<GrailChoice>()
        .add_plugins(playback::plugin)
        .add_systems(OnEnter(Screen::Skirmish), start::start_game)
        .add_systems(OnEnter(Screen::War), start::start_game)
        .add_systems(
            OnEnter(Screen::Title),
            // A duel-only app (the headless duel, some tests) has no Grail content.
            saves::list_saves.run_if(resource_exists::<GrailData>),
        )
        .add_systems(
            PreUpdate,
            rewind::rewind.run_if(
                on_grail
                    .and_then(resource_exists::<GrailSession>)
                    .and_then(not(resource_exists::<GrailPlayback>)),
            ),
        )
        .add_systems(OnExit(Screen::Skirmish), start::end_game)
        .add_systems(OnExit(Screen::War), start::end_game)
        .add_systems(
            Update,
            (
                (
                    (ai::drive_ai, clock::tick_clock).run_if(not(resource_exists::<GrailPlayback>)),
                    ai::poll_hint,
                )
                    .in_set(AppSystems::Decide),
                game_session::apply_choices::<GrailCore, GrailData>.in_set(AppSystems::Apply),
                (
                    game_session::play_events::<GrailCore>,
                    game_session::follow_decision::<GrailCore>,
                    events::follow_viewer,
                    game_session::autosave::<GrailCore>
                        .run_if(not(resource_exists::<GrailPlayback>)),
                )
                    .chain()
                    .in_set(AppSystems::ShowEvents),
                (fx::tick, ai::mark_busy).in_set(AppSystems::Animate),
            )
                .run_if(on_grail.and_then(resource_exists::<GrailSession>)),
        );
}
