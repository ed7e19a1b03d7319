//! The log on the right: every event the viewer was shown, in plain words, newest at the
//! bottom, with a header at each new round.

use bevy_egui::egui::{self, RichText};

use super::scene::Scene;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32, lines};
use crate::tr;

const WIDTH: f32 = 330.0;

pub fn draw(root: &mut egui::Ui, scene: &Scene) {
    egui::Panel::right("combat_log")
        .exact_size(super::room::width(root, WIDTH))
        .resizable(false)
        .frame(
            egui::Frame::NONE
                .fill(egui::Color32::from_rgba_unmultiplied(10, 10, 30, 200))
                .inner_margin(8.0),
        )
        .show(root, |ui| {
            theme::label(
                ui,
                RichText::new(tr!("combat-log")).color(c32(GOLD)).strong(),
            );
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let mut round = None;
                    for line in scene.table.log(&scene.session) {
                        if line.round != round && line.round.is_some_and(|r| r > 0) {
                            round = line.round;
                            theme::label(
                                ui,
                                RichText::new(tr!("combat-log-round", round = round.unwrap_or(0)))
                                    .color(c32(DIM))
                                    .small(),
                            );
                        }
                        let text = lines(ui, &line.text, &egui::FontId::proportional(13.0));
                        theme::label(ui, RichText::new(text).color(c32(PARCHMENT)).size(13.0));
                    }
                });
        });
}
