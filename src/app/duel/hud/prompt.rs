//! The prompt at the horizon, and what it says while others decide.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Id, Order, RichText, Stroke};

use crate::app::duel::ai::{AiMove, AiThinking};
use crate::app::duel::describe;
use crate::app::duel::layout::Layout;
use crate::app::duel::session::player_name;
use crate::app::session::Seat;
use crate::app::theme::{self, GOLD, c32};
use crate::tr;

use super::view::View;

/// The prompt's size in points, and the least it is drawn at to keep to one line.
const PROMPT_SIZE: f32 = 14.5;
const LEAST_SIZE: f32 = 10.0;

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
    let id = Id::new("prompt");
    let height = ctx.memory(|m| m.area_rect(id)).map_or(0.0, |r| r.height());
    let (pivot, at) = spot(&v.layout, height * v.zoom, buttons.is_some());
    let width = (v.layout.max.x - v.layout.min.x) / v.zoom - 40.0;
    // Below the board it stands over the hand: above the bottom bar, which a click on the
    // hand would otherwise raise over it (a newcomer never saw a card's second answer).
    let order = if pivot == Align2::CENTER_TOP {
        Order::Foreground
    } else {
        Order::Middle
    };
    egui::Area::new(id)
        .order(order)
        .pivot(pivot)
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
                        // The band is one line tall (`Layout::prompt_height`): a prompt
                        // without answers (the Charge phase's, in Japanese at UI scale
                        // 1.5) is drawn smaller rather than on two lines across the labels
                        // above and below it.
                        let size = if buttons.is_none() {
                            let room = ui.available_width() - 2.0;
                            theme::fit_size(ui.ctx(), text, PROMPT_SIZE, room, LEAST_SIZE)
                        } else {
                            PROMPT_SIZE
                        };
                        if !text.is_empty() {
                            // A prompt's keywords (DEF in a block prompt, ether while
                            // charging) are explained when it is hovered.
                            let words = RichText::new(text).size(size).color(c32(GOLD));
                            // Without answers it keeps to its one line at the least size
                            // too, cut with its whole text on hover: a second line would
                            // lie over the labels either side of the band.
                            let label = if buttons.is_none() {
                                ui.add(egui::Label::new(words).truncate())
                            } else {
                                theme::label(ui, words)
                            };
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

/// Where a prompt `height` tall (in world units, as it was last drawn) goes: in the band
/// along the horizon where it fits; a prompt with answers (blockers, targets) that does not
/// fit goes below the board, over the hand, so that it covers none of the units it asks
/// about (a block's question in Japanese at UI scale 1.5 wraps to two lines above its two
/// answers). A prompt without answers stays in the band: it asks for a card of the hand.
fn spot(layout: &Layout, height: f32, answers: bool) -> (Align2, Vec2) {
    let mid = (layout.min.x + layout.max.x) / 2.0;
    if !answers || height <= layout.prompt_room() {
        (Align2::CENTER_CENTER, Vec2::new(mid, layout.prompt_y()))
    } else {
        (Align2::CENTER_TOP, Vec2::new(mid, layout.min.y))
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A prompt that fits the band sits on the horizon; a taller one with answers goes
    /// below the board rather than over the units (a newcomer's block question at UI scale
    /// 1.5 hid the units it asked about); one that asks for a card stays off the hand.
    #[test]
    fn a_prompt_taller_than_its_band_goes_below_the_board() {
        let l = Layout::new(Vec2::new(1280.0, 720.0), 1.5);
        let room = l.prompt_room();
        assert!(room > 0.0);
        assert_eq!(spot(&l, room, true).0, Align2::CENTER_CENTER);
        assert_eq!(spot(&l, room * 2.0, false).0, Align2::CENTER_CENTER);
        let (pivot, at) = spot(&l, room * 2.0, true);
        assert_eq!(pivot, Align2::CENTER_TOP);
        assert_eq!(at.y, l.min.y);
    }
}
