//! The day's end over the city (G-6.5): each servant's upkeep and who paid it, its own MP
//! or its master's covering the shortfall (G-6.4), the servants that vanished for want of
//! it, the masters who fell asleep for the next day (G-16.1). It stays until closed, or
//! until the next day ends.

use bevy_egui::egui::{self, Align2, RichText};

use super::panels::DayEndSeen;
use super::scene::Scene;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::tr;

pub fn draw(ctx: &egui::Context, scene: &Scene, seen: &mut DayEndSeen) {
    let Some(end) = &scene.table.day_end else {
        return;
    };
    if seen.0 == Some(end.day) || scene.table.fighting {
        return;
    }
    let w = scene.words();
    let mut open = true;
    egui::Window::new(tr!("war-upkeep-title", day = end.day))
        .id(egui::Id::new("war_day_end"))
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .anchor(Align2::RIGHT_TOP, egui::vec2(-340.0, 70.0))
        .show(ctx, |ui| {
            egui::Grid::new("war_upkeep")
                .striped(true)
                .spacing([12.0, 3.0])
                .show(ui, |ui| {
                    for h in [
                        "war-upkeep-faction",
                        "war-upkeep-cost",
                        "war-upkeep-servant",
                        "war-upkeep-master",
                    ] {
                        theme::label(ui, RichText::new(tr!(h)).color(c32(DIM)).small());
                    }
                    ui.end_row();
                    for &(f, cost, servant, master) in &end.upkeep {
                        theme::label(ui, RichText::new(w.faction(f)).color(c32(PARCHMENT)));
                        theme::label(ui, cost.to_string());
                        theme::label(ui, servant.to_string());
                        theme::label(
                            ui,
                            RichText::new(master.to_string()).color(if master > 0 {
                                c32(GOLD)
                            } else {
                                c32(PARCHMENT)
                            }),
                        );
                        ui.end_row();
                    }
                });
            if end.upkeep.is_empty() {
                theme::label(ui, RichText::new(tr!("war-upkeep-none")).color(c32(DIM)));
            }
            for f in &end.vanished {
                theme::label(
                    ui,
                    RichText::new(tr!("war-upkeep-vanished", name = w.faction(*f)))
                        .color(c32(DANGER)),
                );
            }
            for f in &end.asleep {
                theme::label(
                    ui,
                    RichText::new(tr!("war-upkeep-asleep", name = w.faction(*f))).color(c32(DIM)),
                );
            }
        });
    if !open {
        seen.0 = Some(end.day);
    }
}
