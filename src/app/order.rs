//! The one order of the game's systems in a frame, declared here once: input is read, a
//! decision is made (a person's choice or the AI's), the core applies it, its events are
//! shown, what moves is animated, and the overlay is drawn. Every plugin puts its systems
//! in one of these sets.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::screens::not_paused;

/// The stages of a frame, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keys and clicks become requests (leafwing actions, playback commands).
    Input,
    /// A seat decides: the AI's task is collected, a replay's next action is taken.
    Decide,
    /// The core applies the decided action; its events join the queue.
    Apply,
    /// Queued events are shown one by one: the ECS mirror, the log, the phase state.
    ShowEvents,
    /// Units glide, numbers float, cards fly.
    Animate,
    /// The egui overlay: panels, prompts, menus.
    Draw,
}

pub(super) fn plugin(app: &mut App) {
    // egui's pass has a schedule of its own: the same order holds there. While the pause
    // menu is up nobody decides: no AI move, no replay step.
    app.configure_sets(Update, chained())
        .configure_sets(Update, AppSystems::Decide.run_if(not_paused))
        .configure_sets(EguiPrimaryContextPass, chained());
}

fn chained() -> impl IntoScheduleConfigs<bevy::ecs::schedule::InternedSystemSet, ()> {
    (
        AppSystems::Input,
        AppSystems::Decide,
        AppSystems::Apply,
        AppSystems::ShowEvents,
        AppSystems::Animate,
        AppSystems::Draw,
    )
        .chain()
}
