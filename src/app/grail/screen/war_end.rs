//! The end of the war, once its last event is shown (G-36): the winner and how, or the
//! draw; each faction's fate (how long it lasted, its combats and the servants it defeated
//! as the viewer was shown them, its Grail points); Rematch, Replays and Main menu.

use bevy_egui::egui::{self, Align2, RichText};

use super::scene::{Acts, Scene};
use crate::app::grail::words;
use crate::app::screens::Screen;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::{EliminationCause, FactionStatus, Outcome, WinReason};
use crate::tr;

pub fn draw(ctx: &egui::Context, scene: &Scene, acts: &mut Acts) {
    let s = &scene.session;
    if !s.state.is_over() || !s.queue_empty() || scene.table.fighting {
        return;
    }
    let Some(outcome) = &s.state.outcome else {
        return;
    };
    let w = scene.words();
    egui::Window::new(tr!("war-end-title"))
        .id(egui::Id::new("war_end"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let head = match outcome {
                Outcome::Winner { faction, by } => tr!(
                    "war-end-winner",
                    name = w.faction(*faction),
                    by = match by {
                        WinReason::LastStanding => "last",
                        WinReason::GrailDistrict => "district",
                        WinReason::GrailPoints => "points",
                        WinReason::HpPercent | WinReason::HeldTheField => "hp",
                    }
                ),
                Outcome::Draw { factions } => tr!(
                    "war-end-draw",
                    names = factions
                        .iter()
                        .map(|f| w.faction(*f))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            theme::label(ui, RichText::new(head).size(24.0).color(c32(GOLD)));
            ui.add_space(6.0);
            egui::Grid::new("war_end_fates")
                .striped(true)
                .spacing([14.0, 4.0])
                .show(ui, |ui| {
                    for h in [
                        "war-end-faction",
                        "war-end-fate",
                        "war-end-combats",
                        "war-end-kills",
                        "war-end-points",
                    ] {
                        theme::label(ui, RichText::new(tr!(h)).color(c32(DIM)).small());
                    }
                    ui.end_row();
                    for x in scene.seen() {
                        let f = x.info.id;
                        let tally = scene
                            .table
                            .tally
                            .get(usize::from(f))
                            .copied()
                            .unwrap_or_default();
                        let fate = match x.info.status {
                            FactionStatus::Active => tr!(
                                "war-end-standing",
                                hp = x.info.servant.hp,
                                max = x.info.servant.max_hp
                            ),
                            FactionStatus::Eliminated { cause, day, time } => tr!(
                                "war-end-out",
                                day = day,
                                time = words::time(time),
                                how = match cause {
                                    EliminationCause::Killed { .. } => "killed",
                                    EliminationCause::Vanished => "vanished",
                                    EliminationCause::SelfDestruct => "self",
                                }
                            ),
                        };
                        theme::label(ui, RichText::new(w.faction(f)).color(c32(PARCHMENT)));
                        theme::label(ui, RichText::new(fate).color(c32(PARCHMENT)));
                        theme::label(ui, tally.combats.to_string());
                        theme::label(ui, tally.kills.to_string());
                        theme::label(ui, x.info.grail_points.to_string());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            let rematch = acts.playback.is_none().then_some(Screen::War);
            let review = super::end::reviewable(scene, acts);
            super::end::buttons(ui, acts, rematch, review);
        });
}
