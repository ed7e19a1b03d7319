//! After a fight in the war, the city says how it ended before anything else: the combat
//! screen closes with its last event, and a fight that ends by a retreat, a withdrawal or a
//! ceasefire (G-32) otherwise leaves its player guessing. The window holds the end's words
//! as the log has them (who fell, fled or stands, with HP) for the person who fought.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::notice::notice;
use super::panels::FightSeen;
use super::scene::Scene;
use crate::app::grail::session::GrailTable;
use crate::app::theme::{self, GOLD, PARCHMENT, c32};
use crate::tr;

/// Whether the end of the person's last fight waits to be read, the city shown.
pub fn unread(scene: &Scene, seen: &FightSeen) -> bool {
    scene.table.fight_over.as_ref().is_some_and(|e| {
        seen.0 != Some(e.seq)
            && !scene.table.fighting
            && scene.secrets()
            && !scene.session.state.is_over()
    })
}

/// Draws the end of the person's last fight until they close it; called while it is
/// `unread`.
pub fn draw(ctx: &egui::Context, scene: &Scene, seen: &mut FightSeen) {
    let Some(e) = &scene.table.fight_over else {
        return;
    };
    // An end with no words would hold back every window after it.
    let Some(text) = scene.words().event(e) else {
        seen.0 = Some(e.seq);
        return;
    };
    let (mut read, mut open) = (false, true);
    notice(tr!("war-fight-over-title"), "war_fight_over", &mut open).show(ctx, |ui| {
        theme::para(ui, RichText::new(text).size(16.0).color(c32(PARCHMENT)));
        ui.add_space(6.0);
        read = ui
            .button(
                RichText::new(tr!("war-fight-over-continue"))
                    .size(17.0)
                    .color(c32(GOLD)),
            )
            .clicked();
    });
    if read || !open {
        seen.0 = Some(e.seq);
    }
}

/// A new war has read nothing; a continued one read the end of its last fight when it came.
pub fn reset(mut seen: ResMut<FightSeen>, table: Option<Res<GrailTable>>) {
    seen.0 = table.and_then(|t| t.fight_over.as_ref().map(|e| e.seq));
}
