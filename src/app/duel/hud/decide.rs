//! Draws the person's open decision as the interaction layer offers it: the prompt with its
//! buttons, or an Arcastella's menu beside it. The focused button has a gold frame and a
//! marker that no other button has; a click becomes a pick, nothing more.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Id, Order, RichText, Stroke};

use crate::app::duel::interact::{Button, Offer, Pick};
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::rules::duel::UnitId;
use crate::tr;

use super::prompt::prompt;
use super::text::keyword_text_sized;
use super::view::View;

/// The marker before the focused button's label.
const FOCUS_MARK: &str = "▶ ";

/// Draws the offer; a clicked button is returned as a pick.
pub(super) fn draw_offer(ctx: &egui::Context, v: &View, offer: &Offer) -> Option<Pick> {
    let mut out = None;
    if let Some(slot) = offer.menu {
        arc_menu(ctx, v, offer, slot, &mut out);
        prompt(ctx, v, &offer.text, None);
        return out;
    }
    if offer.buttons.is_empty() {
        prompt(ctx, v, &offer.text, None);
        return out;
    }
    prompt(
        ctx,
        v,
        &offer.text,
        Some(&mut |ui: &mut egui::Ui| {
            for (i, b) in offer.buttons.iter().enumerate() {
                // A unit's button is in its side's colour.
                let side = b.unit.map(|u| v.player_col(u.player()));
                if button(ui, b, offer.focus == Some(i), 13.0, side).clicked() {
                    out = Some(Pick::Button(i));
                }
            }
            if let Some(note) = &offer.note {
                theme::label(ui, RichText::new(note).color(c32(DIM)).size(12.0));
            }
        }),
    );
    out
}

/// One button; the focused one is framed in gold and marked.
fn button(
    ui: &mut egui::Ui,
    b: &Button,
    focused: bool,
    size: f32,
    side: Option<Color32>,
) -> egui::Response {
    let enabled = b.blocked.is_none();
    let label = if focused {
        format!("{FOCUS_MARK}{}", b.label)
    } else {
        b.label.clone()
    };
    let mut text = RichText::new(label).size(size);
    if !enabled {
        text = text.color(c32(DIM));
    } else if focused {
        text = text.color(c32(GOLD)).strong();
    } else if let Some(col) = side {
        text = text.color(col);
    }
    let text = theme::button_lines(ui, text, ui.available_width());
    let mut w = egui::Button::new(text).wrap();
    if focused {
        w = w
            .stroke(Stroke::new(2.5, c32(GOLD)))
            .fill(c32(GOLD).gamma_multiply(0.18));
    }
    ui.add_enabled(enabled, w)
}

/// The menu of one of the person's Arcastella, beside it: each skill with its text and,
/// if it cannot be used now, why.
fn arc_menu(ctx: &egui::Context, v: &View, offer: &Offer, slot: u8, out: &mut Option<Pick>) {
    let unit = UnitId::arc(v.me, slot);
    let pos = v.screen(
        v.layout.unit_pos(unit, 0, v.me)
            + Vec2::new(v.layout.radius(unit) + 10.0, v.layout.radius(unit)),
    );
    egui::Window::new(tr!("hud-arc-menu-title", name = v.plain_name(unit)))
        .id(Id::new("arc_menu"))
        .collapsible(false)
        .resizable(false)
        .fixed_pos(pos)
        .pivot(Align2::LEFT_BOTTOM)
        .order(Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(330.0);
            for (i, b) in offer.buttons.iter().enumerate() {
                let enabled = b.blocked.is_none();
                if button(ui, b, offer.focus == Some(i), 14.0, None).clicked() {
                    *out = Some(Pick::Button(i));
                }
                if !b.detail.is_empty() {
                    keyword_text_sized(
                        ui,
                        &b.detail,
                        if enabled { c32(PARCHMENT) } else { c32(DIM) },
                        Some(11.5),
                    );
                }
                if let Some(r) = &b.blocked {
                    theme::label(ui, RichText::new(r).size(11.0).color(c32(DANGER)));
                }
                ui.add_space(3.0);
            }
        });
}
