//! The odds of the picked action, from the core's odds API (never computed here).

use bevy_egui::egui::{self, RichText};

use super::Scene;
use crate::app::theme::{DIM, PARCHMENT, c32};
use crate::rules::grail::{Action, odds};
use crate::tr;

pub fn draw(ui: &mut egui::Ui, scene: &Scene, a: &Action) {
    let c = &scene.content.0;
    let s = &scene.session.state;
    match a {
        Action::Attack { .. } | Action::FireNp { .. } => {
            match odds::attack(c, s, a, odds::Assume::default()) {
                Ok(o) => {
                    let w = scene.words();
                    for t in &o.targets {
                        if let Some(h) = t.best_reply() {
                            ui.label(
                                RichText::new(tr!(
                                    "combat-odds-line",
                                    target = w.actor(t.target),
                                    hit = pct(h.hit),
                                    crit = pct(h.crit),
                                    fumble = pct(h.fumble),
                                    damage = format!("{:.1}", h.mean_damage),
                                    falls = pct(h.falls)
                                ))
                                .color(c32(PARCHMENT))
                                .small(),
                            );
                        }
                    }
                }
                Err(e) => {
                    ui.label(RichText::new(e.to_string()).color(c32(DIM)).small());
                }
            }
        }
        _ => {}
    }
}

pub fn draw_reactions(ui: &mut egui::Ui, scene: &Scene) {
    let _ = (ui, scene);
}

fn pct(p: f64) -> String {
    format!("{:.0}%", p * 100.0)
}
