//! The prompt at the horizon, and what it says while others decide.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Id, Order, RichText, Stroke};

use crate::app::duel::ai::{AiMove, AiThinking};
use crate::app::duel::describe;
use crate::app::duel::session::player_name;
use crate::app::session::Seat;
use crate::app::theme::{GOLD, c32};

use super::view::View;

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
    // A bare prompt sits mid-horizon; one with choices moves to the right, clear of the
    // Arcastella.
    let (at, pivot) = if buttons.is_some() {
        (
            Vec2::new(v.layout.max.x - 12.0, v.layout.horizon),
            Align2::RIGHT_CENTER,
        )
    } else {
        (
            Vec2::new((v.layout.min.x + v.layout.max.x) / 2.0, v.layout.horizon),
            Align2::CENTER_CENTER,
        )
    };
    egui::Area::new(Id::new(("prompt", buttons.is_some())))
        .order(Order::Middle)
        .pivot(pivot)
        .fixed_pos(v.screen(at))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(18, 16, 52, 225))
                .stroke(Stroke::new(1.0, c32(GOLD).gamma_multiply(0.6)))
                .corner_radius(CornerRadius::same(8))
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        if !text.is_empty() {
                            // A prompt's keywords (DEF in a block prompt, ether while
                            // charging) are explained when it is hovered.
                            let label = ui.label(RichText::new(text).size(16.0).color(c32(GOLD)));
                            let glosses = describe::glosses(text);
                            if !glosses.is_empty() {
                                label.on_hover_ui(|ui| {
                                    for (k, g) in glosses {
                                        ui.label(format!("{k}: {g}"));
                                    }
                                });
                            }
                        }
                        if let Some(b) = buttons {
                            ui.horizontal_wrapped(|ui| b(ui));
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
        return format!(
            "{}: {}",
            player_name(v.session, p),
            v.action_text_for(p, &a)
        );
    }
    match s.deciding_player() {
        // A replay's seat does not think: its next move is in the file.
        Some(p) if matches!(v.session.seat(p), Seat::Recorded { .. }) && is_idle => {
            format!("{} to move", player_name(v.session, p))
        }
        Some(p) if !v.session.seat(p).is_human() && (ai.busy() || is_idle) => {
            format!("{} is thinking…", player_name(v.session, p))
        }
        _ => String::new(),
    }
}
