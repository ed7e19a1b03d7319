//! The top bar: the round, with the hands' refill marked on every third round (G-24.5),
//! and the initiative bar in its order for this round (G-18.2; the ambusher first in round
//! 1, G-20.1), the one acting lit.

use bevy_egui::egui::{self, RichText, vec2};

use super::looks;
use super::scene::Scene;
use crate::app::theme::Tip;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::{Actor, ROUND_CAP, refills_after};
use crate::tr;

pub const HEIGHT: f32 = 58.0;

pub fn draw(root: &mut egui::Ui, scene: &Scene) {
    egui::Panel::top("combat_top")
        .exact_size(HEIGHT)
        .frame(egui::Frame::NONE.fill(egui::Color32::from_rgba_unmultiplied(10, 10, 30, 220)))
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                ui.add_space(12.0);
                let words = scene.words();
                // Where the fight began (G-17.2): its servants may move off it, which the
                // map on the left shows.
                if let Some(d) = scene.table.district {
                    theme::label(
                        ui,
                        RichText::new(words.district(d))
                            .color(c32(PARCHMENT))
                            .size(16.0),
                    )
                    .tip(tr!("combat-district-tip"));
                    ui.separator();
                }
                match scene.table.round.filter(|r| *r > 0) {
                    Some(r) => {
                        theme::label(
                            ui,
                            RichText::new(tr!("combat-round", round = r, cap = ROUND_CAP))
                                .color(c32(GOLD))
                                .size(20.0),
                        );
                        let next = (r..=ROUND_CAP).find(|x| refills_after(*x)).unwrap_or(r);
                        let text = if refills_after(r) {
                            tr!("combat-refill-now")
                        } else {
                            tr!("combat-refill-at", round = next)
                        };
                        theme::label(ui, RichText::new(text).color(c32(DIM)).small());
                    }
                    None => {
                        theme::label(
                            ui,
                            RichText::new(tr!("combat-before-round"))
                                .color(c32(GOLD))
                                .size(20.0),
                        );
                    }
                }
                ui.separator();
                initiative(ui, scene);
            });
        });
}

fn initiative(ui: &mut egui::Ui, scene: &Scene) {
    if scene.table.order.is_empty() {
        return;
    }
    theme::label(
        ui,
        RichText::new(tr!("combat-initiative"))
            .color(c32(DIM))
            .small(),
    );
    let words = scene.words();
    let sides = scene.sides();
    for a in &scene.table.order {
        let lit = scene.table.acting == Some(*a);
        let (rect, resp) = ui.allocate_exact_size(vec2(36.0, 36.0), egui::Sense::hover());
        match a {
            Actor::Servant { faction } => {
                let class = sides
                    .iter()
                    .find(|s| s.faction == *faction)
                    .map(|s| s.profile.class);
                if let Some(class) = class {
                    looks::badge(
                        ui.painter(),
                        class,
                        rect.center(),
                        14.0,
                        scene.colour(*faction),
                        lit,
                    );
                }
            }
            Actor::Unit { .. } => {
                ui.painter().circle_filled(rect.center(), 9.0, c32(DIM));
            }
        }
        resp.tip(words.actor(*a));
    }
}
