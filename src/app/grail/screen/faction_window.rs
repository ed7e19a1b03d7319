//! The window for one faction, over the city (opened from the list on the left) or over a
//! fight (opened from its servant's card): its own sheet (sheet.rs) or a rival's
//! intelligence (intel.rs), as the screen's viewer knows it.

use bevy_egui::egui::{self, RichText, vec2};

use super::intel::{Fact, TOP_TIER, fact, facts, public_facts, track};
use super::panels::FactionPanel;
use super::scene::Scene;
use super::sheet;
use crate::app::grail::session::Viewer;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::{FactionId, FactionInfo};
use crate::tr;

/// What the open window shows: a faction's own sheet, or a rival's intelligence.
pub enum Panel {
    Sheet(sheet::Sheet),
    Intel {
        tier: u8,
        facts: Vec<Fact>,
        /// Private insight an ally shares (G-35.1): its servant's and master's MP.
        shared: Vec<Fact>,
    },
    /// With two or more people, only what is public while the viewer's secrets are hidden.
    Public(Vec<Fact>),
}

/// The window of faction `f` as the screen's viewer knows it.
fn panel(scene: &Scene, f: FactionId) -> Option<(FactionInfo, Panel)> {
    let c = &scene.content.0;
    let s = &scene.session.state;
    let w = scene.words();
    let (view, own) = match scene.table.viewer(&scene.session) {
        // A spectator sees each faction as the faction sees itself.
        Viewer::All => (s.view_for(c, f), true),
        Viewer::Faction(v) => (s.view_for(c, v), v == f),
    };
    let info = view.factions.get(usize::from(f))?.clone();
    if !scene.secrets() {
        let public = public_facts(&w, &info.servant);
        return Some((info, Panel::Public(public)));
    }
    let panel = if own {
        Panel::Sheet(sheet::sheet(&w, c, &info, view.me.as_ref()))
    } else {
        Panel::Intel {
            tier: info.servant.tier,
            facts: facts(&w, c, &info.servant),
            shared: sheet::shared(&info),
        }
    };
    Some((info, panel))
}

/// The facts grouped under their tier's heading (G-35.1), lit where the viewer has reached it.
fn by_tier(ui: &mut egui::Ui, known: u8, facts: &[Fact]) {
    for t in 0..=TOP_TIER {
        let here: Vec<&Fact> = facts.iter().filter(|f| f.tier == t).collect();
        if here.is_empty() {
            continue;
        }
        ui.add_space(6.0);
        let reached = known >= t;
        ui.horizontal(|ui| {
            if t > 0 {
                track(ui, if reached { t } else { 0 }, t, c32(GOLD));
            }
            theme::label(
                ui,
                RichText::new(tr!("intel-tier-head", tier = t))
                    .color(c32(if reached { GOLD } else { DIM }))
                    .small()
                    .strong(),
            );
        });
        ui.separator();
        for f in here {
            fact(ui, f);
        }
    }
}

/// The window of the open faction, over the map (`area`), closable with its button or Escape.
pub fn draw(ctx: &egui::Context, scene: &Scene, open: &mut FactionPanel, area: egui::Rect) {
    let Some(f) = open.open else {
        return;
    };
    let Some((info, panel)) = panel(scene, f) else {
        open.close();
        return;
    };
    let w = scene.words();
    let title = match panel {
        Panel::Sheet(_) => tr!("intel-title-sheet", faction = w.faction(f)),
        _ => tr!("intel-title-rival", faction = w.faction(f)),
    };
    let mut shown = true;
    let width = (area.width() - 16.0).clamp(200.0, 440.0);
    egui::Window::new(RichText::new(title).color(c32(GOLD)).strong())
        // One window per faction, so each keeps its own scroll; above the map, which a
        // click on the roster would otherwise raise over it.
        .id(egui::Id::new(("war_faction_panel", f)))
        .order(egui::Order::Foreground)
        .open(&mut shown)
        .collapsible(false)
        .resizable(false)
        .constrain_to(area)
        .fixed_pos(area.min + vec2(8.0, 8.0))
        .fixed_size(vec2(width, (area.height() - 56.0).max(80.0)))
        .vscroll(true)
        .show(ctx, |ui| {
            // A long true name wraps in a narrow window (over a fight at UI scale 1.25).
            ui.horizontal_wrapped(|ui| {
                theme::label(
                    ui,
                    RichText::new(
                        w.actor(crate::rules::grail::Actor::Servant { faction: info.id }),
                    )
                    .color(scene.colour(f))
                    .strong(),
                );
                theme::label(
                    ui,
                    RichText::new(w.district(info.district))
                        .color(c32(DIM))
                        .small(),
                );
            });
            match &panel {
                Panel::Sheet(sh) => sheet::draw(ui, sh),
                Panel::Intel {
                    tier,
                    facts,
                    shared,
                } => {
                    ui.horizontal(|ui| {
                        theme::label(
                            ui,
                            RichText::new(tr!("intel-knowledge", tier = *tier, top = TOP_TIER))
                                .color(c32(PARCHMENT)),
                        );
                        track(ui, *tier, TOP_TIER, c32(GOLD));
                    });
                    theme::label(
                        ui,
                        RichText::new(tr!("intel-knowledge-about", tier = *tier))
                            .color(c32(DIM))
                            .small(),
                    );
                    by_tier(ui, *tier, facts);
                    if !shared.is_empty() {
                        ui.add_space(6.0);
                        theme::label(
                            ui,
                            RichText::new(tr!("intel-shared"))
                                .color(c32(GOLD))
                                .small()
                                .strong(),
                        );
                        ui.separator();
                        for x in shared {
                            fact(ui, x);
                        }
                    }
                }
                Panel::Public(facts) => {
                    theme::label(
                        ui,
                        RichText::new(tr!("intel-hidden")).color(c32(DIM)).italics(),
                    );
                    for x in facts {
                        fact(ui, x);
                    }
                }
            }
            ui.add_space(6.0);
            if ui.button(tr!("intel-close")).clicked() {
                open.close();
            }
        });
    if !shown {
        open.close();
    }
}
