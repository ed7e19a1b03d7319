//! The interaction with the master that a quiet Wait brings (交流, G-15.1): the master
//! speaks a line of their own at each bond level, the bond's pips fill, and at the third
//! the master's fourth skill is announced with what it does (G-15.2). It waits for the
//! person to read it, and comes only to that person's own eyes.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::intel;
use super::notice::notice;
use super::panels::BondSeen;
use super::scene::Scene;
use crate::app::grail::session::{BondScene, GrailTable, Viewer};
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::content::grail::BOND_LEVELS;
use crate::locale::Named;
use crate::rules::grail::query as q;
use crate::tr;

/// The scene the person on screen has still to read, once the city is shown quietly.
fn unread(scene: &Scene, seen: &BondSeen) -> Option<BondScene> {
    let s = &scene.session;
    let Viewer::Faction(me) = scene.table.viewer(s) else {
        return None;
    };
    if scene.table.fighting || !s.queue_empty() || !scene.secrets() || s.state.is_over() {
        return None;
    }
    scene
        .table
        .bonds
        .iter()
        .find(|b| b.faction == me && !seen.0.contains(b))
        .copied()
}

pub fn draw(ctx: &egui::Context, scene: &Scene, seen: &mut BondSeen) {
    let Some(b) = unread(scene, seen) else {
        return;
    };
    let c = &scene.content.0;
    let s = &scene.session.state;
    let Some(master) = q::mdef(c, s, b.faction) else {
        return;
    };
    let (mut read, mut open) = (false, true);
    notice(tr!("war-bond-title"), "war_bond", &mut open).show(ctx, |ui| {
        theme::label(
            ui,
            RichText::new(master.shown_name())
                .size(20.0)
                .color(c32(GOLD)),
        );
        if let Some(line) = master.talk_line(b.bond) {
            theme::para(
                ui,
                RichText::new(tr!("war-bond-line", line = line))
                    .italics()
                    .size(16.0)
                    .color(c32(PARCHMENT)),
            );
        }
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            theme::label(ui, RichText::new(tr!("war-bond-level")).color(c32(DIM)));
            intel::track(ui, b.bond, BOND_LEVELS as u8, c32(GOLD));
            theme::label(
                ui,
                tr!("war-bond-of", bond = b.bond, of = BOND_LEVELS as u8),
            );
        });
        let fourth = master.skills.iter().find(|k| k.bond_locked);
        match (b.unlocked, fourth) {
            (Some(r), _) => {
                let Some(skill) = master.skills.get(usize::from(r.idx)) else {
                    return;
                };
                theme::label(
                    ui,
                    RichText::new(tr!("war-bond-unlocked", skill = skill.shown_name()))
                        .size(17.0)
                        .color(c32(GOLD)),
                );
                let entry = intel::skill(skill);
                theme::label(ui, RichText::new(entry.text).color(c32(PARCHMENT)));
                for line in entry.about {
                    theme::para(ui, RichText::new(line).color(c32(PARCHMENT)).small());
                }
            }
            (None, Some(skill)) => {
                let left = BOND_LEVELS as u8 - b.bond.min(BOND_LEVELS as u8);
                let text = tr!("war-bond-ahead", left = left, skill = skill.shown_name());
                theme::para(ui, RichText::new(text).color(c32(DIM)));
            }
            (None, None) => {}
        }
        ui.add_space(6.0);
        // No focus taken: Enter stays with the menu beneath, where a decision waits.
        read = ui
            .button(RichText::new(tr!("war-bond-continue")).size(17.0))
            .clicked();
    });
    if read || !open {
        seen.0.push(b);
    }
}

/// A new war has read nothing yet; a continued one has read what came before it was left
/// (its table, rebuilt from the save, holds the last interaction, which was shown then).
pub fn reset(mut seen: ResMut<BondSeen>, table: Option<Res<GrailTable>>) {
    seen.0 = table.map(|t| t.bonds.clone()).unwrap_or_default();
}
