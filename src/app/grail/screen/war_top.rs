//! The war's top bar: the day and the day limit (G-2.6), the time of day (G-6.1), who leads
//! this turn (G-8.3), the step of the turn being played (G-38.3), and the Grail once it has
//! appeared (G-36.1).

use bevy_egui::egui::{self, RichText};

use super::scene::{Acts, Scene};
use crate::app::grail::playback::GrailPlayback;
use crate::app::grail::words;
use crate::app::theme::Tip;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::Phase;
use crate::tr;

pub fn draw(root: &mut egui::Ui, scene: &Scene, acts: &mut Acts) {
    egui::Panel::top("war_top")
        .exact_size(super::top::HEIGHT)
        .frame(egui::Frame::NONE.fill(egui::Color32::from_rgba_unmultiplied(10, 10, 30, 220)))
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                ui.add_space(12.0);
                let s = &scene.session.state;
                let day = scene.table.day.max(1);
                theme::label(
                    ui,
                    RichText::new(tr!("war-day", day = day, limit = s.config.day_limit))
                        .color(c32(GOLD))
                        .size(20.0),
                );
                theme::label(
                    ui,
                    RichText::new(words::time(scene.table.time.unwrap_or(s.time)))
                        .color(c32(PARCHMENT))
                        .size(18.0),
                );
                ui.separator();
                theme::label(
                    ui,
                    RichText::new(tr!(
                        "war-lead",
                        faction = scene.words().faction(s.lead_seat)
                    ))
                    .color(c32(DIM)),
                );
                ui.separator();
                theme::label(ui, RichText::new(phase(&s.phase)).color(c32(PARCHMENT)));
                if s.grail_manifested {
                    ui.separator();
                    theme::label(
                        ui,
                        RichText::new(tr!("war-grail-appeared")).color(c32(GOLD)),
                    );
                }
                if let Some(pb) = acts.playback.as_mut() {
                    ui.separator();
                    combats(ui, scene, pb);
                }
            });
        });
}

/// A watched war's combats, each to be watched on its own: the replay jumps to the
/// action before it began and pauses once it has ended.
fn combats(ui: &mut egui::Ui, scene: &Scene, pb: &mut GrailPlayback) {
    let w = scene.words();
    ui.menu_button(tr!("war-combats", n = pb.combats.len()), |ui| {
        if pb.combats.is_empty() {
            theme::label(ui, tr!("war-combats-none"));
        }
        let mut picked = None;
        for span in &pb.combats {
            let who: Vec<String> = span.members.iter().map(|f| w.faction(*f)).collect();
            let item = tr!(
                "war-combat-item",
                day = span.day,
                time = words::time(span.time),
                who = who.join(" · "),
                district = w.district(span.district)
            );
            if ui.button(item).tip(tr!("war-combat-watch-tip")).clicked() {
                picked = Some((span.from, span.to));
            }
        }
        if let Some((from, to)) = picked {
            pb.jump = Some(from);
            pb.stop_at = Some(to);
            pb.playing = true;
            ui.close();
        }
    });
}

fn phase(p: &Phase) -> String {
    match p {
        Phase::TurnStart => tr!("war-phase-turn-start"),
        Phase::PriorityWindow { .. } => tr!("war-phase-priority"),
        Phase::Declarations { .. } => tr!("war-phase-declarations"),
        Phase::PriorityResolution { .. } => tr!("war-phase-priority-resolution"),
        Phase::NormalResolution { .. } => tr!("war-phase-resolution"),
        Phase::TurnEnd => tr!("war-phase-turn-end"),
        Phase::DayEnd => tr!("war-phase-day-end"),
        Phase::GameOver => tr!("war-phase-over"),
    }
}
