//! A negotiation over the city (G-11.3): the two factions face each other where they met,
//! the offer on the table, and what each answer leads to; the choice itself is made in the
//! core's menu along the bottom.

use bevy_egui::egui::{self, Align2, RichText, vec2};

use super::looks;
use super::scene::Scene;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::{DecisionKind, FactionId, Offer};
use crate::tr;

/// The two sides of the talk and what is on the table, for the person deciding.
fn talk(scene: &Scene) -> Option<(FactionId, FactionId, Option<Offer>, &'static str)> {
    let s = &scene.session;
    let me = s.human_to_decide().filter(|f| *f == s.shown.seat)?;
    if !scene.secrets() {
        return None;
    }
    Some(match &s.state.pending.as_ref()?.kind {
        DecisionKind::NegotiationOffer { target } => (me, *target, None, "war-talk-offer"),
        DecisionKind::NegotiationAnswer { from, offer } => {
            (*from, me, Some(*offer), "war-talk-answer")
        }
        DecisionKind::AfterDecline { declined_by, offer } => {
            (me, *declined_by, Some(*offer), "war-talk-declined")
        }
        _ => return None,
    })
}

fn offer_word(o: Offer) -> String {
    tr!(
        "war-talk-offered",
        offer = match o {
            Offer::Truce => "truce",
            Offer::Alliance => "alliance",
            Offer::IntelExchange => "intel",
            Offer::Fight => "fight",
        }
    )
}

pub fn draw(ctx: &egui::Context, scene: &Scene) {
    let Some((from, to, offer, help)) = talk(scene) else {
        return;
    };
    let w = scene.words();
    let sides = scene.sides();
    let district = sides
        .iter()
        .find(|x| x.faction == to)
        .map(|x| w.district(x.standing.district));
    egui::Window::new(tr!("war-talk-title"))
        .id(egui::Id::new("war_talk"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_TOP, vec2(-20.0, 90.0))
        .show(ctx, |ui| {
            if let Some(d) = district {
                theme::label(
                    ui,
                    RichText::new(tr!("war-talk-where", district = d)).color(c32(DIM)),
                );
            }
            ui.horizontal(|ui| {
                for (i, f) in [from, to].into_iter().enumerate() {
                    if i == 1 {
                        let (gap, _) =
                            ui.allocate_exact_size(vec2(36.0, 44.0), egui::Sense::hover());
                        let stroke = egui::Stroke::new(2.0, c32(GOLD));
                        let (a, b) = (gap.left_center(), gap.right_center());
                        ui.painter().line_segment([a, b], stroke);
                    }
                    let (rect, _) = ui.allocate_exact_size(vec2(44.0, 44.0), egui::Sense::hover());
                    if let Some(x) = sides.iter().find(|x| x.faction == f) {
                        looks::badge(
                            ui.painter(),
                            x.profile.class,
                            rect.center(),
                            18.0,
                            scene.colour(f),
                            f == scene.session.shown.seat,
                        );
                    }
                    theme::label(
                        ui,
                        RichText::new(w.faction(f)).color(c32(PARCHMENT)).size(16.0),
                    );
                }
            });
            if let Some(o) = offer {
                theme::label(ui, RichText::new(offer_word(o)).color(c32(GOLD)).size(16.0));
            }
            theme::label(ui, RichText::new(tr!(help)).color(c32(PARCHMENT)));
        });
}
