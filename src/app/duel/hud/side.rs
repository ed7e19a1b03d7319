//! The side panel (turn, phase track, decision, Pass and Hint), each side's counters, the
//! public piles and the log.

use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, Color32, Id, Order, Rect, RichText, Sense, Stroke, StrokeKind,
};

use crate::app::duel::ai::{AiThinking, Hint, request_hint};
use crate::app::duel::data::DuelData;
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
use crate::locale::Named;
use crate::rules::duel::{self, Action, Decision, Phase, PlayerId};
use crate::tr;

use super::hand::{card_tooltip, class_col};
use super::state::Pile;
use super::text::{phase_label, whose_turn};
use super::view::View;
use crate::app::theme::Tip;

/// One side's counters: ether, hand, deck, ether area, cemetery, Astral charges.
/// Records where the piles and the hand lie, for the cards that fly between them.
pub(super) fn side_summary(
    ui: &mut egui::Ui,
    v: &View,
    p: PlayerId,
    show_backs: bool,
    flights: &mut Flights,
    inspect: &mut Option<(PlayerId, Pile)>,
    scale: f32,
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
    if !roomy {
        // Its counters in a smaller face: at UI scale 1.5 the Japanese words ran on under
        // the side panel.
        if let Some(body) = ui.style_mut().text_styles.get_mut(&egui::TextStyle::Body) {
            body.size *= 0.85;
        }
    }
    let size = if roomy { 16.0 } else { 14.0 } * scale;
    let who = theme::label(ui, RichText::new(name).color(col).strong().size(size));
    if roomy {
        theme::label(ui, RichText::new(deck).color(c32(DIM)).italics());
    } else {
        who.tip(deck.as_str());
    }
    ui.separator();
    theme::label(
        ui,
        RichText::new(tr!("hud-ether", n = ps.ether))
            .color(c32(GOLD))
            .strong(),
    )
    .tip(tr!("hud-ether-tip"));
    ui.separator();
    if show_backs && !roomy {
        // Too narrow for the card backs: the count, where the cards fly to and from.
        let held = theme::label(ui, tr!("hud-hand-count", n = v.hand_sizes[p.index()]));
        flights.record_spot(Spot::Hand(p), held.rect);
        ui.separator();
    } else if show_backs {
        let held = v.hand_sizes[p.index()];
        theme::label(ui, tr!("hud-hand-count", n = held));
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
        .label(tr!("hud-deck-count", n = v.deck_sizes[p.index()]))
        .tip(tr!("hud-deck-tip"));
    flights.record_spot(Spot::Deck(p), deck.rect);
    for (pile, label) in [
        (
            Pile::EtherArea,
            tr!("hud-ether-area-count", n = ps.ether_area.len()),
        ),
        (
            Pile::Cemetery,
            tr!("hud-cemetery-count", n = ps.cemetery.len()),
        ),
    ] {
        let open = *inspect == Some((p, pile));
        let text = RichText::new(label).underline();
        let resp = ui
            .add(
                egui::Label::new(if open { text.color(c32(GOLD)) } else { text })
                    .sense(Sense::click()),
            )
            .tip(tr!("hud-pile-tip"));
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
    theme::label(
        ui,
        RichText::new(tr!("hud-astral-charges", n = ps.astral_charges)).color(charge),
    )
    .tip(tr!("hud-astral-tip"));
}

/// The cards of an open pile, oldest first (the cemetery's top last); each shows its full
/// text on hover.
pub(super) fn pile_window(ctx: &egui::Context, v: &View, p: PlayerId, pile: Pile, open: &mut bool) {
    let ps = v.state.player(p);
    let name = player_name(v.session, p);
    let (title, cards) = match pile {
        Pile::EtherArea => (tr!("hud-pile-ether-area", name = name), &ps.ether_area),
        Pile::Cemetery => (tr!("hud-pile-cemetery", name = name), &ps.cemetery),
    };
    egui::Window::new(title)
        .id(Id::new("pile"))
        .open(open)
        .collapsible(false)
        .default_size(egui::vec2(300.0, 320.0))
        .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
        .order(Order::Foreground)
        .show(ctx, |ui| {
            if cards.is_empty() {
                theme::label(ui, RichText::new(tr!("hud-pile-empty")).color(c32(DIM)));
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, k) in cards.iter().enumerate() {
                    let card = v.c.card(k.def);
                    theme::label(
                        ui,
                        RichText::new(tr!(
                            "hud-pile-card",
                            place = i + 1,
                            name = card.shown_name(),
                            cost = card.cost
                        ))
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
                egui::Button::new(v.keyed(&tr!("hud-undo"), GameKey::Undo)),
            )
            .disabled_tip(tr!("hud-undo-none"));
        if undo.clicked() {
            *rewind = Some(Rewind::Undo);
        }
        let redo = ui
            .add_enabled(v.session.can_redo(v.me), egui::Button::new(tr!("hud-redo")))
            .tip("Ctrl+Shift+Z");
        if redo.clicked() {
            *rewind = Some(Rewind::Redo);
        }
    });
}

/// The side panel: turn, phase track, decision, Pass and Hint.
/// The side panel's head: the turn the board shows, whose it is and the phase track.
pub(super) fn turn_header(ui: &mut egui::Ui, v: &View) {
    let s = v.state;
    // The turn the board shows, like the phase track: a paused replay is not ahead of it.
    let (turn, turn_player) = v.duel.shown_turn.unwrap_or((s.turn, s.turn_player));
    theme::label(
        ui,
        RichText::new(tr!(
            "hud-turn-of-limit",
            turn = turn,
            limit = duel::constants::TURN_LIMIT
        ))
        .size(18.0)
        .strong(),
    );
    theme::label(
        ui,
        RichText::new(whose_turn(v.session, turn_player)).color(v.player_col(turn_player)),
    );
    ui.add_space(4.0);
    phase_track(ui, v.shown_phase);
    ui.add_space(6.0);
}

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
    let mut out = None;
    let not_now = not_now(v);
    let pass_legal = v.legal.contains(&Action::Pass) || v.legal.contains(&Action::NoBlock);
    let charging = matches!(v.decision(), Some(Decision::Charge { .. }));
    let pass_label = v.keyed(
        &match v.decision() {
            Some(Decision::Charge { .. }) => tr!("hud-pass-done-charging"),
            Some(Decision::StartWindow { .. }) => tr!("hud-pass-continue"),
            Some(Decision::Block { .. }) => tr!("hud-pass-no-block"),
            _ => tr!("hud-pass"),
        },
        GameKey::Pass,
    );
    let pass = ui
        .add_enabled(
            pass_legal,
            egui::Button::new(RichText::new(pass_label).size(16.0))
                .min_size(egui::vec2(200.0, 30.0)),
        )
        .tip(if charging {
            tr!("hud-pass-done-charging-tip")
        } else {
            String::new()
        })
        .disabled_tip(not_now.clone().unwrap_or_else(|| tr!("hud-pass-not-here")));
    if pass.clicked() && pass_legal {
        out = Some(Pick::Pass);
    }
    // The rules ask a player who passed again after each card the opponent converts; this
    // keeps that chance, where Done charging passes the rest of the phase.
    if charging
        && pass_legal
        && ui
            .small_button(tr!("hud-pass-once"))
            .tip(tr!("hud-pass-once-tip"))
            .clicked()
    {
        out = Some(Pick::PassOnce);
    }
    // On the opponent's turn, the rest of it may be passed at once (a Block still asks).
    let theirs = crate::rules::duel::stops::stop_at(&v.session.state)
        .is_some_and(|(p, stop)| p == v.me && !stop.own_turn());
    if theirs
        && pass_legal
        && ui
            .small_button(tr!("hud-pass-until-turn"))
            .tip(tr!("hud-pass-until-turn-tip"))
            .clicked()
    {
        out = Some(Pick::PassUntilMyTurn);
    }
    if v.session.seat(v.me).is_human() && v.session.shown.curtain.is_none() {
        undo_buttons(ui, v, rewind);
    }
    let hint_label = if hint.thinking() {
        tr!("hud-hint-thinking")
    } else {
        v.keyed(&tr!("hud-hint"), GameKey::Hint)
    };
    let h = ui
        .add_enabled(
            v.can_act && !hint.thinking(),
            egui::Button::new(hint_label).min_size(egui::vec2(200.0, 26.0)),
        )
        .tip(tr!("hud-hint-tip"))
        .disabled_tip(if hint.thinking() {
            tr!("hud-hint-busy-tip")
        } else {
            not_now.unwrap_or_default()
        });
    if (h.clicked() || keys.just_pressed(&GameKey::Hint)) && v.can_act {
        request_hint(hint, v.session, content, v.me);
    }
    if let Some(sugg) = hint.for_decision(v.session.actions.len()) {
        for s in sugg {
            let text = tr!(
                "hud-hint-move",
                action = v.action_text(&s.action),
                percent = (s.win_estimate * 100.0).round()
            );
            let text =
                theme::button_lines(ui, RichText::new(text).size(12.0), ui.available_width());
            if ui
                .add(egui::Button::new(text).wrap())
                .tip(tr!("hud-hint-play"))
                .clicked()
            {
                out = Some(Pick::Play(s.action));
            }
        }
    }
    if ai.busy() {
        theme::label(
            ui,
            RichText::new(tr!("hud-ai-thinking"))
                .color(c32(DIM))
                .italics(),
        );
    }
    // Below the buttons, with what the AI is doing: above them it came and went and
    // moved Pass under the cursor (the disabled buttons say their reason on hover).
    if !pacing.skip && !v.session.queue_empty() {
        theme::label(
            ui,
            RichText::new(tr!(
                "hud-showing-moves",
                n = v.session.queue.len(),
                key = keys_label(&v.settings.keys, GameKey::Skip)
            ))
            .color(c32(DIM))
            .size(11.0),
        );
    }
    ui.add_space(4.0);
    out
}

/// The five phases, the one shown lit: one a line where the window is tall enough to keep
/// room for the log below, else in one wrapped row.
fn phase_track(ui: &mut egui::Ui, shown: Phase) {
    let phases = [
        Phase::Start,
        Phase::Draw,
        Phase::Charge,
        Phase::Main,
        Phase::End,
    ];
    let label = |ui: &mut egui::Ui, phase: Phase, size: f32, gap: &str| {
        let current = shown == phase;
        let mark = if current { "▶ " } else { gap };
        let rt = RichText::new(format!("{mark}{}", phase_label(phase))).size(size);
        // Whole words: in the wrapped row a phase moves to the next line, never splits.
        ui.add(
            egui::Label::new(if current {
                rt.color(c32(GOLD)).strong()
            } else {
                rt.color(c32(DIM))
            })
            .extend(),
        );
    };
    if ui.ctx().content_rect().height() >= TALL {
        for phase in phases {
            label(ui, phase, 15.0, "   ");
        }
    } else {
        ui.horizontal_wrapped(|ui| {
            for phase in phases {
                label(ui, phase, 13.0, "");
            }
        });
    }
}

/// The window's height (in points) from which the phases take a line each.
const TALL: f32 = 600.0;

/// The log gets no smaller than this (in points); with less room left it says so.
pub(super) const LOG_MIN: f32 = 60.0;

/// Why the viewer cannot act now, for the buttons that grey out; `None` when they can.
fn not_now(v: &View) -> Option<String> {
    if v.can_act {
        None
    } else if v.state.is_over() {
        Some(tr!("hud-not-now-over"))
    } else if v.state.deciding_player() != Some(v.me) || !v.session.seat(v.me).is_human() {
        Some(tr!("hud-not-now-not-yours"))
    } else {
        // Your decision, not yet shown: moves before it are still being played out.
        Some(tr!("hud-not-now-showing"))
    }
}

pub(super) fn log_panel(ui: &mut egui::Ui, duel: &Duel, settings: &Settings) {
    ui.separator();
    let room = ui.available_height();
    if room < LOG_MIN {
        theme::label(
            ui,
            RichText::new(tr!("hud-log-no-room"))
                .color(c32(DIM))
                .small(),
        );
        return;
    }
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .max_height(room)
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
                let rt = RichText::new(theme::lines(
                    ui,
                    &line.text,
                    &egui::FontId::proportional(11.5),
                ))
                .size(11.5)
                .color(col);
                theme::label(
                    ui,
                    if strong {
                        rt.strong().color(c32(GOLD))
                    } else {
                        rt
                    },
                );
            }
        });
}
