//! The factions down the left of the war screen, as the viewer knows them (G-35): each
//! servant's badge and name, its HP (public, G-35.1), where it stands, its master's
//! command spells, its Grail points, whether its master sleeps, its ties to the viewer
//! (truce, alliance: G-14), and who is out of the war and when. A row opens that faction's
//! window over the map: the viewer's own sheet, or what the viewer knows of a rival, whose
//! knowledge tier (G-35.1) the row shows as a track.

use bevy_egui::egui::{self, Color32, RichText, vec2};

use super::intel::{self, TOP_TIER};
use super::looks;
use super::panels::FactionPanel;
use super::scene::Scene;
use crate::app::grail::words;
use crate::app::theme::Tip;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::query as q;
use crate::rules::grail::{FactionStatus, RelationKind};
use crate::tr;

const WIDTH: f32 = 290.0;

pub fn draw(root: &mut egui::Ui, scene: &Scene, panel: &mut FactionPanel) {
    egui::Panel::left("war_roster")
        .exact_size(super::room::width(root, WIDTH))
        .resizable(false)
        .frame(
            egui::Frame::NONE
                .fill(Color32::from_rgba_unmultiplied(10, 10, 30, 200))
                .inner_margin(8.0),
        )
        .show(root, |ui| {
            theme::label(
                ui,
                RichText::new(tr!("war-factions")).color(c32(GOLD)).strong(),
            );
            egui::ScrollArea::vertical()
                .id_salt("war_roster")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for i in 0..scene.session.state.factions.len() {
                        let f = i as crate::rules::grail::FactionId;
                        let open = panel.open == Some(f);
                        if row(ui, scene, f, open) {
                            panel.toggle(f);
                        }
                    }
                });
        });
}

/// One faction's row, highlighted while hovered or open; whether it was clicked.
fn row(ui: &mut egui::Ui, scene: &Scene, f: crate::rules::grail::FactionId, open: bool) -> bool {
    let seen = scene.seen();
    let Some(info) = seen.get(usize::from(f)).map(|x| &x.info) else {
        return false;
    };
    let w = scene.words();
    let viewer = scene.table.viewer(&scene.session).faction();
    let back = ui.painter().add(egui::Shape::Noop);
    let clicked = ui
        .scope_builder(egui::UiBuilder::new().sense(egui::Sense::click()), |ui| {
            ui.set_min_width(ui.available_width());
            // A label that can be selected takes the click: the whole row opens the sheet.
            ui.style_mut().interaction.selectable_labels = false;
            row_body(ui, scene, f, info, &w, viewer)
        })
        .response;
    let lit = clicked.hovered() || open;
    if lit {
        ui.painter().set(
            back,
            egui::Shape::rect_filled(
                clicked.rect.expand(3.0),
                4.0,
                Color32::from_rgba_unmultiplied(236, 196, 92, if open { 48 } else { 24 }),
            ),
        );
    }
    let hint = if viewer == Some(f) || viewer.is_none() {
        tr!("intel-open-sheet")
    } else {
        tr!("intel-open-rival")
    };
    let clicked = clicked.tip(hint).clicked();
    ui.add_space(4.0);
    clicked
}

fn row_body(
    ui: &mut egui::Ui,
    scene: &Scene,
    f: crate::rules::grail::FactionId,
    info: &crate::rules::grail::FactionInfo,
    w: &crate::app::grail::words::Words,
    viewer: Option<crate::rules::grail::FactionId>,
) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(vec2(28.0, 28.0), egui::Sense::hover());
        looks::badge(
            ui.painter(),
            info.servant.class,
            rect.center(),
            11.0,
            scene.colour(f),
            viewer == Some(f),
        );
        ui.vertical(|ui| {
            theme::label(
                ui,
                RichText::new(w.faction(f)).color(c32(PARCHMENT)).strong(),
            );
            let out = match info.status {
                FactionStatus::Active => None,
                FactionStatus::Eliminated { day, time, .. } => {
                    Some(tr!("war-out", day = day, time = words::time(time)))
                }
            };
            if let Some(out) = out {
                theme::label(ui, RichText::new(out).color(c32(DANGER)).small());
                return;
            }
            let sv = &info.servant;
            theme::label(
                ui,
                RichText::new(tr!(
                    "war-roster-line",
                    hp = sv.hp,
                    max = sv.max_hp,
                    district = w.district(info.district),
                ))
                .color(c32(DIM))
                .small(),
            );
            let mut notes = vec![tr!(
                "war-roster-spells",
                spells = info.command_spells,
                points = info.grail_points
            )];
            if info.asleep {
                notes.push(tr!("war-asleep"));
            }
            // G-4.2.8: concealment hides no place, only the chance to encounter or ambush
            // the Assassin; whether it holds is the viewer's knowledge, a secret of theirs.
            let concealed = |v| q::concealed_from(&scene.content.0, &scene.session.state, f, v);
            if scene.secrets() && viewer.is_some_and(|v| v != f && concealed(v)) {
                notes.push(tr!("war-concealed"));
            }
            if let Some(v) = viewer.filter(|v| *v != f) {
                for r in scene
                    .relations()
                    .iter()
                    .filter(|r| (r.a == v && r.b == f) || (r.a == f && r.b == v))
                {
                    notes.push(match r.kind {
                        RelationKind::Alliance => tr!("war-allied"),
                        RelationKind::Truce { .. } | RelationKind::TruceTurn { .. } => {
                            tr!("war-truce")
                        }
                    });
                }
            }
            theme::label(ui, RichText::new(notes.join(" · ")).color(c32(DIM)).small());
            // G-35.1: how much the viewer knows of a rival, a secret of the viewer's.
            if viewer.is_some_and(|v| v != f) && scene.secrets() {
                ui.horizontal(|ui| {
                    theme::label(
                        ui,
                        RichText::new(tr!("intel-roster-tier"))
                            .color(c32(DIM))
                            .small(),
                    );
                    intel::track(ui, sv.tier, TOP_TIER, c32(GOLD));
                });
            }
        });
    });
}
