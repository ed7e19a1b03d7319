//! The prompt at the horizon, and what it says while others decide.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Id, Order, RichText, Stroke};

use crate::app::duel::ai::{AiMove, AiThinking};
use crate::app::duel::describe;
use crate::app::duel::session::player_name;
use crate::app::session::Seat;
use crate::app::theme::{GOLD, c32};
use crate::tr;

use super::view::View;
use crate::app::theme;

/// The one-line prompt at the horizon, with optional buttons below it.
pub(super) fn prompt(
    ctx: &egui::Context,
    v: &View,
    text: &str,
    buttons: Option<&mut dyn FnMut(&mut egui::Ui)>,
) {
    if text.is_empty() && buttons.is_none() {
        return;
    }
    // Every prompt sits in the band along the horizon, between the enemy's labels and the
    // person's medallions (and the focus's pointer above them), at most as wide as the
    // board: its text and its buttons on one line, wrapping only when they must, so
    // nothing that shows the game is covered. The band runs from the end of the enemy's
    // three label lines to the top of the person's medallions and crowns (`Layout`).
    let at = Vec2::new((v.layout.min.x + v.layout.max.x) / 2.0, v.layout.prompt_y());
    let width = (v.layout.max.x - v.layout.min.x) / v.zoom - 40.0;
    egui::Area::new(Id::new("prompt"))
        .order(Order::Middle)
        .pivot(Align2::CENTER_CENTER)
        .fixed_pos(v.screen(at))
        .show(ctx, |ui| {
            ui.set_max_width(width);
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(18, 16, 52, 225))
                .stroke(Stroke::new(1.0, c32(GOLD).gamma_multiply(0.6)))
                .corner_radius(CornerRadius::same(8))
                .inner_margin(egui::Margin::symmetric(10, 3))
                .show(ui, |ui| {
                    // Compact rows, so that two of them (a block's choices) fit the band.
                    ui.spacing_mut().button_padding = egui::vec2(6.0, 1.0);
                    ui.spacing_mut().item_spacing.y = 2.0;
                    ui.horizontal_wrapped(|ui| {
                        if !text.is_empty() {
                            // A prompt's keywords (DEF in a block prompt, ether while
                            // charging) are explained when it is hovered.
                            let label =
                                theme::label(ui, RichText::new(text).size(14.5).color(c32(GOLD)));
                            let glosses = describe::keywords::glosses(text);
                            if !glosses.is_empty() {
                                label.on_hover_ui(|ui| {
                                    for (k, g) in glosses {
                                        theme::label(ui, format!("{k}: {g}"));
                                    }
                                });
                            }
                        }
                        if let Some(b) = buttons {
                            b(ui);
                        }
                    });
                });
        });
}

pub(super) fn waiting_text(v: &View, ai: &AiThinking, shown: &AiMove, is_idle: bool) -> String {
    let s = v.state;
    if s.is_over() {
        return String::new();
    }
    if let Some((p, a)) = shown.shown {
        return tr!(
            "hud-ai-move",
            name = player_name(v.session, p),
            action = v.action_text_for(p, &a)
        );
    }
    match s.deciding_player() {
        // A replay's seat does not think: its next move is in the file.
        Some(p) if matches!(v.session.seat(p), Seat::Recorded { .. }) && is_idle => {
            tr!("hud-to-move", name = player_name(v.session, p))
        }
        Some(p) if !v.session.seat(p).is_human() && (ai.busy() || is_idle) => {
            tr!("hud-thinking", name = player_name(v.session, p))
        }
        _ => String::new(),
    }
}
