//! The duel's overlay, drawn with egui: the side panel, the hand, labels and numbers over
//! the board, the prompts of the viewer's decision, and the menus. Each part has its file.

mod decide;
mod frame;
mod fx;
mod hand;
mod labels;
mod menus;
mod prompt;
mod side;
mod state;
mod text;
mod view;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::duel::session::Duel;
use crate::app::order::AppSystems;
use crate::app::screens::{Menu, Screen};

pub(super) fn plugin(app: &mut App) {
    let on_board = || in_state(Screen::Duel).and_then(resource_exists::<Duel>);
    app.init_resource::<state::HudState>()
        .add_systems(OnEnter(Screen::Duel), state::reset)
        .add_systems(
            Update,
            fx::collect_fx
                .in_set(AppSystems::Animate)
                .run_if(in_state(Screen::Duel)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                frame::hud,
                menus::pause_menu
                    .run_if(|m: Option<Res<State<Menu>>>| m.is_some_and(|m| m.get().pauses())),
                menus::rules_window.run_if(in_state(Menu::Rules)),
            )
                .chain()
                .in_set(AppSystems::Draw)
                .run_if(on_board()),
        );
}
