//! The combat screen of a skirmish (1280x720 baseline, scaling with the UI): the districts
//! around the fight as a small map with the tokens and the decider's range rings, the
//! round and the initiative bar along the top, a card per servant (portrait, HP and MP,
//! buffs, card bonuses, NP charge, the master's command spells), the log on the right, and
//! along the bottom the deciding person's hand and choices with their odds. Everything
//! drawn comes from the ECS mirror, the shown events and the core's answers (menu, odds);
//! the screen sends `Action`s and changes nothing itself.

mod bottom;
mod choice;
mod curtain;
mod end;
mod keys;
mod log;
mod looks;
mod map;
mod motion;
mod odds;
mod odds_view;
mod scene;
mod sides;
mod top;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub use choice::ChoiceUi;
use scene::{Acts, Scene};

use super::session::GrailSession;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChoiceUi>()
        .init_resource::<odds_view::OddsCache>()
        .add_systems(OnEnter(Screen::Skirmish), |mut ui: ResMut<ChoiceUi>| {
            *ui = ChoiceUi::default()
        })
        .add_systems(
            Update,
            keys::read_keys
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<GrailSession>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (curtain::lift, draw)
                .chain()
                .in_set(AppSystems::Draw)
                .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<GrailSession>)),
        );
}

fn draw(mut contexts: EguiContexts, scene: Scene, mut acts: Acts, time: Res<Time>) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    if scene.session.shown.curtain.is_some() {
        return Ok(());
    }
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("combat_root"))
        .fixed_pos(screen.min)
        .show(ctx, |root| {
            root.set_min_size(screen.size());
            root.set_max_size(screen.size());
            top::draw(root, &scene);
            bottom::draw(root, &scene, &mut acts);
            map::draw(root, &scene);
            log::draw(root, &scene);
            egui::CentralPanel::no_frame().show(root, |ui| {
                let cards = sides::layout(&scene, ui.available_rect_before_wrap());
                sides::draw(ui, &scene, &cards);
                motion::draw(ui, &scene, &cards);
            });
        });
    end::draw(ctx, &scene, &mut acts);
    Ok(())
}
