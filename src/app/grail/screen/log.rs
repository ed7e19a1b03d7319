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
            // The log follows the newest line until the player scrolls up to read; then a
            // button beside its title (so that it covers no line) brings it back to the
            // bottom, where it follows again. Whether it is scrolled up is last frame's.
            let up_id = egui::Id::new("combat_log_scrolled_up");
            let up = ui
                .ctx()
                .data(|d| d.get_temp::<bool>(up_id))
                .unwrap_or(false);
            let mut jump = false;
            ui.horizontal(|ui| {
                theme::label(
                    ui,
                    RichText::new(tr!("combat-log")).color(c32(GOLD)).strong(),
                );
                if up {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        jump = ui.small_button(tr!("combat-log-newest")).clicked();
                    });
                }
            });
            let area = egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false]);
            let out = area.show(ui, |ui| {
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
                // Room below the last line, so that it is never cut by the panel's edge.
                ui.add_space(6.0);
                // Back to the newest line: scrolled there as a widget asks to be shown (an
                // offset past the end left the log blank).
                if jump {
                    ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
                }
            });
            let bottom = (out.content_size.y - out.inner_rect.height()).max(0.0);
            let scrolled_up = !jump && out.state.offset.y < bottom - 4.0;
            ui.ctx().data_mut(|d| d.insert_temp(up_id, scrolled_up));
            if scrolled_up != up {
                ui.ctx().request_repaint();
            }
        });
}
