//! The side panel (turn, phase track, decision, Pass and Hint), each side's counters, the
//! public piles and the log.

use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, Color32, Id, Order, Rect, RichText, Sense, Stroke, StrokeKind,
};

use crate::app::duel::ai::{AiThinking, Hint, request_hint};
use crate::app::duel::data::DuelData;
use crate::app::duel::describe;
use crate::app::duel::flight::{Flights, Spot};
use crate::app::duel::interact::Pick;
use crate::app::duel::layout::SIDE_PANEL;
use crate::app::duel::session::{Duel, player_name};
use crate::app::input::Keys;
use crate::app::keys::{GameKey, keys_label};
use crate::app::session::Seat;
use crate::app::session::{Pacing, Rewind};
use crate::app::settings::Settings;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::duel::{self, Action, Decision, Phase, PlayerId};

use super::hand::{card_tooltip, class_col};
use super::state::Pile;
use super::text::plural;
use super::view::View;

/// One side's counters: ether, hand, deck, ether area, cemetery, Astral charges.
/// Records where the piles and the hand lie, for the cards that fly between them.
pub(super) fn side_summary(
    ui: &mut egui::Ui,
    v: &View,
    p: PlayerId,
    show_backs: bool,
    flights: &mut Flights,
    inspect: &mut Option<(PlayerId, Pile)>,
) {
    let s = v.state;
    let ps = s.player(p);
    let col = v.player_col(p);
    let mut name = player_name(v.session, p);
    if let Seat::Ai { .. } = v.session.seat(p) {
        name = format!("{name} ♟");
    }
    // A narrow bar (a larger UI scale) keeps the counters and names the deck on hover, so
    // nothing runs on under the side panel.
    let roomy = ui.available_width() > 900.0;
    let deck = &v.duel.deck_names[p.index()];
    let who = ui.label(RichText::new(name).color(col).strong().size(16.0));
    if roomy {
        ui.label(RichText::new(deck).color(c32(DIM)).italics());
    } else {
        who.on_hover_text(deck.as_str());
    }
    ui.separator();
    ui.label(
        RichText::new(format!("♦ Ether {}", ps.ether))
            .color(c32(GOLD))
            .strong(),
    )
    .on_hover_text("Ether pays for cards and skills. It empties at the end of every turn.");
    ui.separator();
    if show_backs {
        let held = v.hand_sizes[p.index()];
        ui.label(format!("Hand {held}"));
        let (r, _) = ui.allocate_exact_size(
            egui::vec2(held.min(8) as f32 * 9.0 + 10.0, 22.0),
            Sense::hover(),
        );
        for i in 0..held.min(8) {
            let card = Rect::from_min_size(
                r.min + egui::vec2(i as f32 * 9.0, 0.0),
                egui::vec2(15.0, 22.0),
            );
            ui.painter()
                .rect_filled(card, 2.0, Color32::from_rgb(40, 34, 90));
            ui.painter().rect_stroke(
                card,
                2.0,
                Stroke::new(1.0, c32(GOLD).gamma_multiply(0.7)),
                StrokeKind::Inside,
            );
        }
        flights.record_spot(Spot::Hand(p), r);
        ui.separator();
    }
    let deck = ui
        .label(format!("Deck {}", v.deck_sizes[p.index()]))
        .on_hover_text("When the deck runs out, it is rebuilt and you earn an Astral charge.");
    flights.record_spot(Spot::Deck(p), deck.rect);
    for (pile, label, n) in [
        (Pile::EtherArea, "Ether area", ps.ether_area.len()),
        (Pile::Cemetery, "Cemetery", ps.cemetery.len()),
    ] {
        let open = *inspect == Some((p, pile));
        let text = RichText::new(format!("{label} {n}")).underline();
        let resp = ui
            .add(
                egui::Label::new(if open { text.color(c32(GOLD)) } else { text })
                    .sense(Sense::click()),
            )
            .on_hover_text("Public: click to see its cards");
        if resp.clicked() {
            *inspect = (!open).then_some((p, pile));
        }
        let spot = match pile {
            Pile::EtherArea => Spot::EtherArea(p),
            Pile::Cemetery => Spot::Cemetery(p),
        };
        flights.record_spot(spot, resp.rect);
    }
    ui.separator();
    let charge = if ps.astral_charges > 0 {
        c32(GOLD)
    } else {
        c32(DIM)
    };
    ui.label(RichText::new(format!("Astral ★ {}", ps.astral_charges)).color(charge))
        .on_hover_text("An Astral charge lets one Arcastella use its Astral Code. Earned by rebuilding the deck.");
}

/// The cards of an open pile, oldest first (the cemetery's top last); each shows its full
/// text on hover.
pub(super) fn pile_window(ctx: &egui::Context, v: &View, p: PlayerId, pile: Pile, open: &mut bool) {
    let ps = v.state.player(p);
    let (what, cards) = match pile {
        Pile::EtherArea => ("ether area", &ps.ether_area),
        Pile::Cemetery => ("cemetery", &ps.cemetery),
    };
    egui::Window::new(format!("{}'s {what}", player_name(v.session, p)))
        .id(Id::new("pile"))
        .open(open)
        .collapsible(false)
        .default_size(egui::vec2(300.0, 320.0))
        .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
        .order(Order::Foreground)
        .show(ctx, |ui| {
            if cards.is_empty() {
                ui.label(RichText::new("No cards yet.").color(c32(DIM)));
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, k) in cards.iter().enumerate() {
                    let card = v.c.card(k.def);
                    ui.label(
                        RichText::new(format!("{}. {} ({} ether)", i + 1, card.name, card.cost))
                            .color(c32(class_col(v.c, k.def))),
                    )
                    .on_hover_ui(|ui| card_tooltip(ui, v, k.def, None));
                }
            });
        });
}

/// Undo and Redo: enabled while the person's last choice is theirs to take back (nothing
/// rolled, drawn or revealed since, and no other person has chosen).
fn undo_buttons(ui: &mut egui::Ui, v: &View, rewind: &mut Option<Rewind>) {
    ui.horizontal(|ui| {
        let undo = ui
            .add_enabled(
                v.session.undo_depth(v.me).is_some(),
                egui::Button::new(v.keyed("Undo", GameKey::Undo)),
            )
            .on_disabled_hover_text(
                "Nothing to take back: a roll, a draw or a reveal since your last choice fixes it",
            );
        if undo.clicked() {
            *rewind = Some(Rewind::Undo);
        }
        let redo = ui
            .add_enabled(v.session.can_redo(v.me), egui::Button::new("Redo"))
            .on_hover_text("Ctrl+Shift+Z");
        if redo.clicked() {
            *rewind = Some(Rewind::Redo);
        }
    });
}

/// The side panel: turn, phase track, decision, Pass and Hint.
pub(super) fn side_panel(
    ui: &mut egui::Ui,
    v: &View,
    hint: &mut Hint,
    ai: &AiThinking,
    content: &DuelData,
    keys: &Keys,
    pacing: &mut Pacing,
    rewind: &mut Option<Rewind>,
) -> Option<Pick> {
    let s = v.state;
    let mut out = None;
    // The turn the board shows, like the phase track: a paused replay is not ahead of it.
    let (turn, turn_player) = v.duel.shown_turn.unwrap_or((s.turn, s.turn_player));
    ui.label(
        RichText::new(format!("Turn {turn} / {}", duel::constants::TURN_LIMIT))
            .size(18.0)
            .strong(),
    );
    let tp = player_name(v.session, turn_player);
    let whose = if tp == "You" {
        "Your turn".to_string()
    } else {
        format!("{tp}'s turn")
    };
    ui.label(RichText::new(whose).color(v.player_col(turn_player)));
    ui.add_space(4.0);
    for phase in [
        Phase::Start,
        Phase::Draw,
        Phase::Charge,
        Phase::Main,
        Phase::End,
    ] {
        let current = v.shown_phase == phase;
        let text = if current {
            format!("▶ {}", describe::phase_name(phase))
        } else {
            format!("   {}", describe::phase_name(phase))
        };
        let rt = RichText::new(text).size(15.0);
        ui.label(if current {
            rt.color(c32(GOLD)).strong()
        } else {
            rt.color(c32(DIM))
        });
    }
    ui.add_space(6.0);
    // Above the buttons it greys out, so that it reads as their reason.
    if !pacing.skip && !v.session.queue_empty() {
        ui.label(
            RichText::new(format!(
                "Showing {}… ({} skips)",
                plural(v.session.queue.len(), "move", "moves"),
                keys_label(&v.settings.keys, GameKey::Skip)
            ))
            .color(c32(DIM))
            .size(11.0),
        );
    }
    let not_now = not_now(v);
    let pass_legal = v.legal.contains(&Action::Pass) || v.legal.contains(&Action::NoBlock);
    let charging = matches!(v.decision(), Some(Decision::Charge { .. }));
    let pass_label = v.keyed(
        match v.decision() {
            Some(Decision::Charge { .. }) => "Done charging",
            Some(Decision::StartWindow { .. }) => "Continue",
            Some(Decision::Block { .. }) => "Do not block",
            _ => "Pass",
        },
        GameKey::Pass,
    );
    let pass = ui
        .add_enabled(
            pass_legal,
            egui::Button::new(RichText::new(pass_label).size(16.0))
                .min_size(egui::vec2(200.0, 30.0)),
        )
        .on_hover_text(if charging {
            "Pass for the rest of this Charge Phase"
        } else {
            ""
        })
        .on_disabled_hover_text(not_now.unwrap_or("Passing is not a choice here"));
    if pass.clicked() && pass_legal {
        out = Some(Pick::Pass);
    }
    // The rules ask a player who passed again after each card the opponent converts; this
    // keeps that chance, where Done charging passes the rest of the phase.
    if charging
        && pass_legal
        && ui
            .small_button("Pass once")
            .on_hover_text("You may still answer the cards the opponent converts after this")
            .clicked()
    {
        out = Some(Pick::PassOnce);
    }
    if v.session.seat(v.me).is_human() && v.session.shown.curtain.is_none() {
        undo_buttons(ui, v, rewind);
    }
    let hint_text = v.keyed("Hint", GameKey::Hint);
    let hint_label = if hint.thinking() {
        "Thinking…"
    } else {
        &hint_text
    };
    let h = ui
        .add_enabled(
            v.can_act && !hint.thinking(),
            egui::Button::new(hint_label).min_size(egui::vec2(200.0, 26.0)),
        )
        .on_hover_text("Ask the AI for its three best moves")
        .on_disabled_hover_text(if hint.thinking() {
            "The AI is looking for its three best moves"
        } else {
            not_now.unwrap_or_default()
        });
    if (h.clicked() || keys.just_pressed(&GameKey::Hint)) && v.can_act {
        request_hint(hint, v.session, content, v.me);
    }
    if let Some(sugg) = hint.for_decision(v.session.actions.len()) {
        for s in sugg {
            let text = format!(
                "{} ({:.0}%)",
                v.action_text(&s.action),
                s.win_estimate * 100.0
            );
            if ui
                .add(egui::Button::new(RichText::new(text).size(12.0)).wrap())
                .on_hover_text("Play this move")
                .clicked()
            {
                out = Some(Pick::Play(s.action));
            }
        }
    }
    if ai.busy() {
        ui.label(
            RichText::new("The AI is thinking…")
                .color(c32(DIM))
                .italics(),
        );
    }
    ui.add_space(4.0);
    out
}

/// Why the viewer cannot act now, for the buttons that grey out; `None` when they can.
fn not_now(v: &View) -> Option<&'static str> {
    if v.can_act {
        None
    } else if v.state.is_over() {
        Some("The duel is over")
    } else if v.state.deciding_player() != Some(v.me) || !v.session.seat(v.me).is_human() {
        Some("Not your decision now")
    } else {
        // Your decision, not yet shown: moves before it are still being played out.
        Some("Wait until the last moves are shown (the Skip key shows them at once)")
    }
}

pub(super) fn log_panel(ui: &mut egui::Ui, duel: &Duel, settings: &Settings) {
    ui.separator();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let start = duel.log.len().saturating_sub(300);
            for line in &duel.log[start..] {
                let col = line.player.map_or(c32(DIM), |p| {
                    c32(theme::player_rgb(p, settings))
                        .gamma_multiply(0.55)
                        .to_opaque()
                        .lerp_to_gamma(c32(PARCHMENT), 0.45)
                });
                let strong = line.text.starts_with('—');
                let rt = RichText::new(&line.text).size(11.5).color(col);
                ui.label(if strong {
                    rt.strong().color(c32(GOLD))
                } else {
                    rt
                });
            }
        });
}
