//! The Grail screens (1280x720 baseline, scaling with the UI). The war's city: the day and
//! the time along the top, the factions as the viewer knows them on the left, the city's
//! map in the middle, the log on the right and the choices along the bottom. The combat
//! screen, a skirmish's and the war's while a combat is on: the districts
//! around the fight as a small map with the tokens and the decider's range rings, the
//! round and the initiative bar along the top, a card per servant (portrait, HP and MP,
//! buffs, card bonuses, NP charge, the master's command spells), the log on the right, and
//! along the bottom the deciding person's hand and choices with their odds. Everything
//! drawn comes from the ECS mirror, the shown events and the core's answers (menu, odds);
//! the screen sends `Action`s and changes nothing itself.

mod bond;
mod bottom;
mod choice;
mod city;
mod curtain;
mod day_end;
mod end;
mod faction_window;
mod fight_over;
mod intel;
mod keys;
mod log;
mod looks;
mod map;
mod motion;
mod notice;
mod odds;
mod odds_view;
mod out;
mod panels;
mod pause;
mod room;
mod roster;
mod scene;
mod sheet;
mod sides;
mod talk;
mod tips;
mod top;
mod war_end;
mod war_top;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub use choice::ChoiceUi;
use scene::{Acts, Scene};

use super::session::{GrailSession, GrailTable};
use crate::app::order::AppSystems;
use crate::app::screens::{Menu, Screen, on_grail};

pub(super) fn plugin(app: &mut App) {
    city::plugin(app);
    app.init_resource::<ChoiceUi>()
        .init_resource::<panels::DayEndSeen>()
        .init_resource::<panels::BondSeen>()
        .init_resource::<panels::FightSeen>()
        .init_resource::<odds_view::OddsCache>()
        .init_resource::<panels::FactionPanel>()
        .init_resource::<out::Watching>()
        .add_systems(OnEnter(Screen::Skirmish), reset_choices)
        .add_systems(
            OnEnter(Screen::War),
            (reset_choices, out::reset, bond::reset, fight_over::reset),
        )
        .add_systems(
            Update,
            out::skip_fights
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::War).and_then(resource_exists::<GrailTable>)),
        )
        .add_systems(
            Update,
            keys::read_keys
                .in_set(AppSystems::Input)
                .run_if(on_grail.and_then(resource_exists::<GrailSession>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                curtain::lift,
                draw,
                pause::pause_menu
                    .run_if(|m: Option<Res<State<Menu>>>| m.is_some_and(|m| m.get().pauses())),
                pause::rules_window.run_if(in_state(Menu::Rules)),
            )
                .chain()
                .in_set(AppSystems::Draw)
                .run_if(on_grail.and_then(resource_exists::<GrailSession>)),
        );
}

/// A new game opens with no choice half made and no faction's window left open.
fn reset_choices(mut ui: ResMut<ChoiceUi>, mut panel: ResMut<panels::FactionPanel>) {
    *ui = ChoiceUi::default();
    panel.close();
}

fn draw(
    mut contexts: EguiContexts,
    scene: Scene,
    mut acts: Acts,
    time: Res<Time>,
    screen: Res<State<Screen>>,
    (light, mut watching): (Res<city::CityLight>, ResMut<out::Watching>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let war = *screen.get() == Screen::War;
    // The war's sky follows its time of day; a skirmish keeps the menus' night sky.
    if war {
        crate::app::theme::day_sky(ctx, time.elapsed_secs(), &light.light);
    } else {
        crate::app::theme::sky(ctx, time.elapsed_secs());
    }
    if scene.session.shown.hidden() {
        return Ok(());
    }
    let rect = ctx.content_rect();
    // The screen's body stays beneath every window over it: a press on it would raise a
    // Middle area over the end, day's end or bond window (their buttons then under the
    // panels' fill).
    egui::Area::new(egui::Id::new("combat_root"))
        .order(egui::Order::Background)
        .fixed_pos(rect.min)
        .show(ctx, |root| {
            root.set_min_size(rect.size());
            root.set_max_size(rect.size());
            // The war is fought on the combat screen while a combat is on (G-17).
            if war && !scene.table.fighting {
                city_layout(root, &scene, &mut acts, &light);
            } else {
                combat_layout(root, &scene, &mut acts);
            }
        });
    if war {
        // One window at a time, in the order things happened: how the person's last fight
        // ended, the day's end, then the master's words. The war's end tells every
        // faction's fate: a day's end left open gives way to it.
        let fight_open = fight_over::unread(&scene, &acts.fight);
        if !scene.session.state.is_over() {
            if fight_open {
                fight_over::draw(ctx, &scene, &mut acts.fight);
            } else {
                day_end::draw(ctx, &scene, &mut acts.day_end);
            }
            out::draw(ctx, &scene, &mut acts, &mut watching);
        }
        if !scene.table.fighting {
            talk::draw(ctx, &scene);
            // The day's end, left open, is read first: the two would cover each other.
            let day_end_open = scene
                .table
                .day_end
                .as_ref()
                .is_some_and(|e| acts.day_end.0 != Some(e.day));
            if !day_end_open && !fight_open {
                bond::draw(ctx, &scene, &mut acts.bond);
            }
        }
        war_end::draw(ctx, &scene, &mut acts);
    } else {
        end::draw(ctx, &scene, &mut acts);
    }
    Ok(())
}

fn combat_layout(root: &mut egui::Ui, scene: &Scene, acts: &mut Acts) {
    top::draw(root, scene);
    bottom::draw(root, scene, acts, true);
    map::draw(root, scene, map::aimed(scene, &acts.ui));
    log::draw(root, scene);
    let middle = root.available_rect_before_wrap();
    egui::CentralPanel::no_frame().show(root, |ui| {
        let cards = sides::layout(scene, ui.available_rect_before_wrap());
        sides::draw(ui, scene, &cards, &mut acts.panel);
        motion::draw(ui, scene, &cards);
    });
    // Where the middle is short (UI scale 1.5), the window reaches down over the menu: a
    // sheet read in a strip a few lines high is not read; Esc or its button gives the menu
    // back.
    let over = if middle.height() < SHEET_ROOM {
        middle.with_max_y(root.max_rect().bottom() - 8.0)
    } else {
        middle
    };
    faction_window::draw(&root.ctx().clone(), scene, &mut acts.panel, over);
}

/// The least height a faction's window over a fight is given.
const SHEET_ROOM: f32 = 300.0;

fn city_layout(root: &mut egui::Ui, scene: &Scene, acts: &mut Acts, light: &city::CityLight) {
    war_top::draw(root, scene, acts);
    bottom::draw(root, scene, acts, false);
    roster::draw(root, scene, &mut acts.panel);
    log::draw(root, scene);
    let map = root.available_rect_before_wrap();
    egui::CentralPanel::no_frame().show(root, |ui| city::draw(ui, scene, acts, light));
    faction_window::draw(&root.ctx().clone(), scene, &mut acts.panel, map);
}
