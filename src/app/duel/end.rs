//! The game end screen: the winner, the number of turns, the damage each Arcastella
//! dealt; Rematch, Review (the replay watched with its review) or back to the main menu.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::data::DuelData;
use super::describe;
use super::session::{Duel, DuelSession, is_you, player_name};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::review::ReviewAsk;
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::theme::Tip;
use crate::app::theme::{self, DIM, GOLD, c32};
use crate::locale::Named;
use crate::replay::GameKind;
use crate::rules::duel::{PlayerId, UnitId};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        end_screen
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::GameEnd).and_then(resource_exists::<Duel>)),
    );
}

fn end_screen(
    mut contexts: EguiContexts,
    (duel, session): (Res<Duel>, Res<DuelSession>),
    content: Res<DuelData>,
    settings: Res<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut review: ResMut<ReviewAsk>,
    time: Res<Time>,
    keys: Keys,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    // Esc is the main menu's button.
    if keys.just_pressed(&GameKey::Cancel) {
        next.set(Screen::Title);
    }
    let c = &content.0;
    let s = &session.state;
    egui::Window::new(tr!("hud-end-title"))
        .id(egui::Id::new("duel_end"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(560.0)
        .show(ctx, |ui| {
            let headline = match s.outcome.and_then(|o| o.winner()) {
                Some(w) if is_you(&session, w) => tr!("hud-end-you-win"),
                Some(w) => tr!("hud-end-wins", name = player_name(&session, w)),
                None => tr!("hud-end-draw"),
            };
            let col = s.outcome.and_then(|o| o.winner()).map_or(c32(GOLD), |w| c32(theme::player_rgb(w, &settings)));
            ui.vertical_centered(|ui| {
                theme::label(ui, RichText::new(headline).size(34.0).strong().color(col));
                if let Some(o) = s.outcome {
                    theme::label(ui, describe::log::outcome(o, |p| player_name(&session, p)));
                }
                theme::label(ui, RichText::new(tr!("hud-end-turns", n = s.turn)).color(c32(DIM)));
            });
            ui.add_space(8.0);
            ui.columns(2, |cols| {
                for (col_ui, p) in cols.iter_mut().zip(PlayerId::BOTH) {
                    col_ui.label(
                        RichText::new(tr!(
                            "hud-end-player-deck",
                            name = player_name(&session, p),
                            deck = duel.deck_names[p.index()].as_str()
                        ))
                            .strong()
                            .color(c32(theme::player_rgb(p, &settings))),
                    );
                    egui::Grid::new(("dmg", p.index())).striped(true).show(col_ui, |ui| {
                        theme::label(ui, RichText::new(tr!("hud-end-col-arcastella")).color(c32(DIM)));
                        theme::label(ui, RichText::new(tr!("hud-end-col-damage")).color(c32(DIM)));
                        theme::label(ui, RichText::new(tr!("hud-end-col-hp")).color(c32(DIM)));
                        ui.end_row();
                        let ps = s.player(p);
                        for (slot, a) in ps.arcastella.iter().enumerate() {
                            let d = c.arc(a.def);
                            let unit = UnitId::arc(p, slot as u8);
                            let crown = if slot as u8 == ps.leader_slot { "♛ " } else { "" };
                            let name = RichText::new(format!("{crown}{}", d.shown_name())).color(c32(theme::class_rgb(d.class)));
                            theme::label(ui, if a.fallen { name.strikethrough() } else { name });
                            theme::label(ui, duel.damage_by.get(&unit).copied().unwrap_or(0).to_string());
                            theme::label(ui, format!("{}/{}", a.hp, d.max_hp));
                            ui.end_row();
                        }
                        let followers: u32 = duel
                            .damage_by
                            .iter()
                            .filter(|(u, _)| matches!(u, UnitId::Follower { player, .. } if *player == p))
                            .map(|(_, d)| *d)
                            .sum();
                        if followers > 0 {
                            theme::label(ui, tr!("hud-end-followers"));
                            theme::label(ui, followers.to_string());
                            theme::label(ui, "");
                            ui.end_row();
                        }
                    });
                }
            });
            // The recap scrolls in what the window leaves (a title bar, margins and the
            // buttons' row), so that the buttons stay on screen at any UI scale.
            let used = ui.min_rect().height();
            let room = (ui.ctx().content_rect().height() - used - 130.0).max(60.0);
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| recap(ui, &duel, &settings));
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                if ui.add(egui::Button::new(RichText::new(tr!("hud-end-rematch")).size(18.0)).fill(Color32::from_rgb(90, 70, 30))).clicked() {
                    next.set(Screen::Duel);
                }
                if let Some(path) = session.save_to.clone().filter(|p| p.exists())
                    && ui.add(egui::Button::new(RichText::new(tr!("review-button")).size(18.0))).tip(tr!("review-button-tip")).clicked()
                {
                    review.0 = Some((path, GameKind::Duel));
                }
                if ui.add(egui::Button::new(RichText::new(tr!("hud-end-main-menu")).size(18.0))).clicked() {
                    next.set(Screen::Title);
                }
            });
        });
    Ok(())
}

/// How it ended: the key moments of the last two turns, newest last.
fn recap(ui: &mut egui::Ui, duel: &Duel, settings: &Settings) {
    let last = duel.log.last().map_or(0, |l| l.turn);
    let lines: Vec<_> = duel
        .log
        .iter()
        .filter(|l| l.key && l.turn + 1 >= last)
        .collect();
    if lines.is_empty() {
        return;
    }
    ui.add_space(8.0);
    theme::label(
        ui,
        RichText::new(tr!("hud-end-how")).strong().color(c32(GOLD)),
    );
    for l in lines.iter().skip(lines.len().saturating_sub(RECAP_LINES)) {
        let col = l
            .player
            .map_or(c32(DIM), |p| c32(theme::player_rgb(p, settings)));
        theme::label(
            ui,
            RichText::new(tr!(
                "hud-end-recap-line",
                turn = l.turn,
                text = l.text.as_str()
            ))
            .color(col),
        );
    }
}

/// The most lines the recap shows.
const RECAP_LINES: usize = 8;
