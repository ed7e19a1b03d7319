//! Drawing the odds panels: headline percentages, damage histograms, the breakdown of
//! every check and damage roll into signed terms, and the clash of two noble phantasms.

use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, RichText, Sense, Stroke, Ui};

use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::odds::{CheckSpec, DamageSpec, HitTerms};
use crate::rules::grail::{Actor, AttackMode, DamageTerm, Reaction};
use crate::tr;

use super::{AttackPanel, ClashPanel, ReactionPanel, TargetPanel};
use crate::app::grail::words::Words;
use crate::app::theme::Tip;

/// The size of a panel's title: a little above the body's, the panel's figures are what
/// the eye should find.
const TITLE: f32 = 16.0;
/// The size of the headline percentages.
const BIG: f32 = 30.0;
const HISTOGRAM_HEIGHT: f32 = 54.0;
/// The least width at which a reply's three tables stand side by side.
const BREAKDOWN_ROW: f32 = 620.0;

/// Draws the attack panel: per target the best reply's odds in big figures, its damage
/// histogram and breakdown, then the table of every reply; then each clash. `ahead`: the
/// panel is of an attack not yet chosen, and this says which, in place of the title.
pub fn draw_attack(ui: &mut Ui, p: &AttackPanel, w: &Words, ahead: Option<&str>) {
    match ahead {
        Some(text) => {
            theme::label(ui, RichText::new(text).color(c32(GOLD)).italics());
        }
        None => {
            let title = if p.is_np {
                tr!("grail-odds-np-title", attacker = w.actor(p.attacker))
            } else {
                tr!("grail-odds-attack-title", attacker = w.actor(p.attacker))
            };
            theme::label(
                ui,
                RichText::new(title).size(TITLE).color(c32(GOLD)).strong(),
            );
        }
    }
    for (i, t) in p.targets.iter().enumerate() {
        ui.push_id(("target", i), |ui| draw_target(ui, t, w));
    }
    for (i, cl) in p.clashes.iter().enumerate() {
        ui.push_id(("clash", i), |ui| draw_clash(ui, p.attacker, cl, w));
    }
    if p.targets.len() > 1 || !p.clashes.is_empty() {
        ui.separator();
        theme::label(
            ui,
            tr!(
                "grail-odds-expected",
                dealt = mean(p.expected_damage),
                taken = mean(p.expected_taken)
            ),
        );
    }
    theme::label(
        ui,
        RichText::new(tr!("grail-odds-assumes"))
            .small()
            .color(c32(DIM)),
    );
}

fn draw_target(ui: &mut Ui, t: &TargetPanel, w: &Words) {
    ui.separator();
    theme::label(
        ui,
        RichText::new(tr!("grail-odds-target", target = w.actor(t.target))).strong(),
    );
    let Some(best) = t.best_reply() else {
        return;
    };
    if t.replies.len() > 1 {
        theme::label(
            ui,
            RichText::new(tr!(
                "grail-odds-best-reply",
                reaction = reaction_name(&best.terms, w)
            ))
            .color(c32(DIM)),
        );
    }
    headline(ui, best.odds.hit, &tr!("grail-odds-hit"));
    ui.horizontal_wrapped(|ui| {
        theme::label(ui, tr!("grail-odds-crit", p = percent(best.odds.crit)));
        theme::label(ui, tr!("grail-odds-fumble", p = percent(best.odds.fumble)));
        if best.terms.defense.is_some() {
            theme::label(
                ui,
                tr!(
                    "grail-odds-defender-crit",
                    p = percent(best.odds.defender_crit)
                ),
            );
            theme::label(
                ui,
                tr!(
                    "grail-odds-defender-fumble",
                    p = percent(best.odds.defender_fumble)
                ),
            );
        }
    });
    theme::label(
        ui,
        tr!("grail-odds-mean-damage", mean = mean(best.odds.mean_damage)),
    );
    histogram(
        ui,
        &best.odds.damage,
        best.terms.lethal,
        Some(best.odds.falls),
    );
    breakdown(ui, &best.terms, w, true);
    if t.replies.len() > 1 {
        replies_table(ui, t, w);
    }
}

/// Every reply of a target in one table, its best reply marked.
fn replies_table(ui: &mut Ui, t: &TargetPanel, w: &Words) {
    theme::label(ui, RichText::new(tr!("grail-odds-replies")).color(c32(DIM)));
    egui::Grid::new("replies")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for id in [
                "grail-odds-col-reply",
                "grail-odds-col-hit",
                "grail-odds-col-damage",
                "grail-odds-col-falls",
            ] {
                theme::label(ui, RichText::new(tr!(id)).color(c32(DIM)));
            }
            theme::label(ui, "");
            ui.end_row();
            for (i, r) in t.replies.iter().enumerate() {
                theme::label(ui, reaction_name(&r.terms, w));
                theme::label(ui, percent(r.odds.hit));
                theme::label(ui, mean(r.odds.mean_damage));
                theme::label(ui, falls_text(r.odds.falls));
                if t.best == Some(i) {
                    theme::label(
                        ui,
                        RichText::new(tr!("grail-odds-best-mark")).color(c32(GOLD)),
                    );
                } else {
                    theme::label(ui, "");
                }
                ui.end_row();
            }
        });
}

/// Draws the reaction panel: the incoming attack, then each answer with its chance to
/// avoid in big figures, its chance to be hit, the damage taken and the chance to fall.
/// `chosen`: the answer picked and waiting for its confirmation, drawn first and marked,
/// so that the figures beside the menu are those of the answer about to be given.
pub fn draw_reaction(ui: &mut Ui, p: &ReactionPanel, w: &Words, chosen: Option<Reaction>) {
    // The prompt above names the attacker; a noble phantasm's name is news.
    if let (Some(np), true) = (&p.np_name, p.is_np) {
        let title = tr!(
            "grail-odds-incoming-np",
            attacker = w.actor(p.attacker),
            np = w.fired_np(p.attacker, np),
            defender = w.actor(p.defender)
        );
        theme::label(
            ui,
            RichText::new(title).size(TITLE).color(c32(GOLD)).strong(),
        );
    }
    let kind = match p.kind.card() {
        Some(card) => w.card(card),
        None => tr!("grail-odds-kind-luck"),
    };
    let mode = match p.mode {
        AttackMode::Melee => tr!("grail-odds-melee"),
        AttackMode::Ranged => tr!("grail-odds-ranged", range = p.range),
    };
    let card = match p.card {
        Some(card) => tr!("grail-odds-card-played", card = w.card(card)),
        None => tr!("grail-odds-no-card"),
    };
    // One line for what the prompt above already names, so the answers' odds stay in
    // sight at UI scale 1.5.
    theme::label(
        ui,
        tr!(
            "grail-odds-incoming-kind",
            kind = kind,
            mode = mode,
            card = card
        ),
    );
    ui.separator();
    theme::label(ui, RichText::new(tr!("grail-odds-answers")).strong());
    let mut order: Vec<usize> = (0..p.answers.len()).collect();
    order.sort_by_key(|&i| Some(p.answers[i].terms.reaction) != chosen);
    for i in order {
        let a = &p.answers[i];
        ui.push_id(("answer", i), |ui| {
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    theme::label(ui, RichText::new(reaction_name(&a.terms, w)).strong());
                    if Some(a.terms.reaction) == chosen {
                        theme::label(
                            ui,
                            RichText::new(tr!("grail-odds-chosen-answer")).color(c32(GOLD)),
                        );
                    }
                    if p.best == Some(i) {
                        theme::label(
                            ui,
                            RichText::new(tr!("grail-odds-best-answer")).color(c32(GOLD)),
                        );
                    }
                });
                // A Guard avoids nothing itself (G-27.4): only the attacker's own failed
                // check spares it, which the figure must not pass off as the Guard's doing.
                let avoid = if matches!(a.terms.reaction, Reaction::Guard { .. }) {
                    tr!("grail-odds-avoid-guard")
                } else {
                    tr!("grail-odds-avoid")
                };
                headline(ui, a.avoid(), &avoid);
                ui.horizontal_wrapped(|ui| {
                    theme::label(ui, tr!("grail-odds-hit-taken", p = percent(a.odds.hit)));
                    theme::label(
                        ui,
                        tr!("grail-odds-damage-taken", mean = mean(a.odds.mean_damage)),
                    );
                });
                histogram(ui, &a.odds.damage, a.terms.lethal, Some(a.odds.falls));
                breakdown(ui, &a.terms, w, false);
            });
        });
    }
    theme::label(
        ui,
        RichText::new(tr!("grail-odds-assumes"))
            .small()
            .color(c32(DIM)),
    );
}

/// A percentage in big figures and what it is the chance of, which wraps beside it.
fn headline(ui: &mut Ui, p: f64, what: &str) {
    ui.horizontal_wrapped(|ui| {
        theme::label(
            ui,
            RichText::new(percent(p))
                .size(BIG)
                .color(c32(GOLD))
                .strong(),
        );
        theme::label(ui, RichText::new(what).size(18.0));
    });
}

/// The name of a reply: the reaction and the card it pays.
pub(super) fn reaction_name(t: &HitTerms, w: &Words) -> String {
    match (t.reaction, t.card) {
        (Reaction::NormalDefense, Some(card)) => {
            tr!("grail-odds-reaction-normal", card = w.card(card))
        }
        (Reaction::NormalDefense, None) => tr!("grail-odds-reaction-normal-plain"),
        (Reaction::LuckDefense { .. }, Some(card)) => {
            tr!("grail-odds-reaction-luck-card", card = w.card(card))
        }
        (Reaction::LuckDefense { .. }, None) => tr!("grail-odds-reaction-luck"),
        (Reaction::Guard { .. }, Some(card)) => {
            tr!("grail-odds-reaction-guard-card", card = w.card(card))
        }
        (Reaction::Guard { .. }, None) => tr!("grail-odds-reaction-guard"),
    }
}

/// The checks and the damage of one reply, each a two-column table of signed terms: side
/// by side where the column is wide, else one under another (side by side, the damage's
/// terms ran off a narrow column's edge).
fn breakdown(ui: &mut Ui, t: &HitTerms, w: &Words, open: bool) {
    let layout = if ui.available_width() < BREAKDOWN_ROW {
        egui::Layout::top_down(egui::Align::Min)
    } else {
        egui::Layout::left_to_right(egui::Align::Min)
    };
    ui.with_layout(layout, |ui| {
        ui.vertical(|ui| {
            egui::CollapsingHeader::new(tr!("grail-odds-hit-check"))
                .id_salt("hit-check")
                .default_open(open)
                .show(ui, |ui| check_table(ui, "hit-terms", &t.hit, w));
        });
        ui.vertical(|ui| {
            egui::CollapsingHeader::new(tr!("grail-odds-defense-check"))
                .id_salt("defense-check")
                .default_open(open)
                .show(ui, |ui| match &t.defense {
                    Some(spec) => check_table(ui, "defense-terms", spec, w),
                    None => {
                        theme::label(
                            ui,
                            RichText::new(tr!("grail-odds-no-defense-check")).color(c32(DIM)),
                        );
                    }
                });
        });
        ui.vertical(|ui| {
            egui::CollapsingHeader::new(tr!("grail-odds-damage-roll"))
                .id_salt("damage")
                .default_open(open)
                .show(ui, |ui| damage_table(ui, t, w));
        });
    });
}

/// A check: the 2d6, each signed term, the fixed total, and its critical and fumble range.
fn check_table(ui: &mut Ui, id: &str, spec: &CheckSpec, w: &Words) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            theme::label(ui, tr!("grail-odds-check-dice"));
            theme::label(ui, "");
            ui.end_row();
            for (term, v) in &spec.mods {
                term_row(ui, &w.check_term(term), *v);
            }
            total_row(ui, spec.modifier());
        });
    let crit = match spec.crit_from {
        Some(n) => tr!("grail-odds-crit-from", n = n),
        None => tr!("grail-odds-no-crit"),
    };
    let fumble = match spec.fumble_on {
        Some(n) => tr!("grail-odds-fumble-on", n = n),
        None => tr!("grail-odds-no-fumble"),
    };
    theme::label(ui, RichText::new(crit).small().color(c32(DIM)));
    theme::label(ui, RichText::new(fumble).small().color(c32(DIM)));
}

/// The damage roll: the dice, each signed term and the fixed total, then the guard and the
/// target side.
fn damage_table(ui: &mut Ui, t: &HitTerms, w: &Words) {
    let Some(spec) = &t.damage else {
        theme::label(
            ui,
            RichText::new(tr!("grail-odds-no-damage-roll")).color(c32(DIM)),
        );
        return;
    };
    egui::Grid::new("damage-terms")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            roll_rows(ui, spec, w);
            total_row(ui, spec.flat());
            if t.guard != 0 {
                term_row(ui, &w.damage_term(&DamageTerm::Guard), -t.guard);
            }
            if let Some(side) = &t.side {
                for (term, v) in &side.terms {
                    term_row(ui, &w.damage_term(term), *v);
                }
                if side.invincible {
                    theme::label(ui, w.damage_term(&DamageTerm::Invincible));
                    theme::label(
                        ui,
                        RichText::new(tr!("grail-odds-amount", n = 0)).color(c32(DANGER)),
                    );
                    ui.end_row();
                }
            }
        });
}

/// The dice and the terms of a damage roll.
fn roll_rows(ui: &mut Ui, spec: &DamageSpec, w: &Words) {
    theme::label(ui, w.damage_term(&DamageTerm::Dice));
    theme::label(
        ui,
        tr!("grail-odds-dice", count = spec.count, sides = spec.sides),
    );
    ui.end_row();
    for (term, v) in &spec.terms {
        term_row(ui, &w.damage_term(term), *v);
    }
}

fn term_row(ui: &mut Ui, name: &str, v: i32) {
    theme::label(ui, name);
    theme::label(ui, RichText::new(signed(v)).color(sign_colour(v)));
    ui.end_row();
}

fn total_row(ui: &mut Ui, v: i32) {
    theme::label(ui, RichText::new(tr!("grail-odds-fixed")).strong());
    theme::label(ui, RichText::new(signed(v)).strong().color(sign_colour(v)));
    ui.end_row();
}

fn sign_colour(v: i32) -> Color32 {
    if v < 0 { c32(DANGER) } else { c32(PARCHMENT) }
}

/// An NP clash: the chances to win, tie and lose, each side's value, and the damage each way.
fn draw_clash(ui: &mut Ui, attacker: Actor, cl: &ClashPanel, w: &Words) {
    let target = Actor::Servant {
        faction: cl.odds.target,
    };
    ui.separator();
    theme::label(
        ui,
        RichText::new(tr!("grail-odds-clash-title", target = w.actor(target)))
            .strong()
            .color(c32(GOLD)),
    );
    headline(ui, cl.odds.win, &tr!("grail-odds-clash-win"));
    ui.horizontal_wrapped(|ui| {
        theme::label(ui, tr!("grail-odds-clash-tie", p = percent(cl.odds.tie)));
        theme::label(ui, tr!("grail-odds-clash-lose", p = percent(cl.odds.lose)));
    });
    ui.horizontal_top(|ui| {
        for (who, roll, penalty, id) in [
            (
                attacker,
                &cl.terms.attacker_roll,
                cl.terms.attacker_penalty,
                "clash-attacker",
            ),
            (
                target,
                &cl.terms.target_roll,
                cl.terms.target_penalty,
                "clash-target",
            ),
        ] {
            ui.vertical(|ui| {
                theme::label(
                    ui,
                    RichText::new(tr!("grail-odds-clash-value", servant = w.actor(who))).strong(),
                );
                match roll {
                    Some(spec) => {
                        egui::Grid::new(id)
                            .num_columns(2)
                            .striped(true)
                            .show(ui, |ui| {
                                roll_rows(ui, spec, w);
                                if penalty != 0 {
                                    term_row(ui, &tr!("grail-odds-clash-penalty"), -penalty);
                                }
                            });
                    }
                    None => {
                        theme::label(
                            ui,
                            RichText::new(tr!("grail-odds-no-damage-roll")).color(c32(DIM)),
                        );
                    }
                }
            });
        }
    });
    theme::label(
        ui,
        tr!(
            "grail-odds-clash-to-target",
            target = w.actor(target),
            mean = mean(cl.odds.mean_to_target)
        ),
    );
    ui.push_id("to-target", |ui| {
        histogram(
            ui,
            &cl.odds.damage_to_target,
            cl.terms.lethal_to_target,
            None,
        )
    });
    if cl.odds.reaches {
        theme::label(
            ui,
            tr!(
                "grail-odds-clash-to-attacker",
                attacker = w.actor(attacker),
                mean = mean(cl.odds.mean_to_attacker)
            ),
        );
        ui.push_id("to-attacker", |ui| {
            histogram(
                ui,
                &cl.odds.damage_to_attacker,
                cl.terms.lethal_to_attacker,
                None,
            )
        });
    } else {
        theme::label(
            ui,
            RichText::new(tr!(
                "grail-odds-clash-no-reach",
                attacker = w.actor(attacker)
            ))
            .color(c32(DIM)),
        );
    }
}

/// The damage distribution as a bar for each amount, painted: a miss or a blocked hit (0)
/// dim, the amounts that fell the target (from `lethal` on) in the warning colour; the
/// lowest and highest amounts and the chance to fall beneath.
fn histogram(ui: &mut Ui, dist: &[(i32, f64)], lethal: Option<i32>, falls: Option<f64>) {
    let (Some(&(lo, _)), Some(&(hi, _))) = (dist.first(), dist.last()) else {
        return;
    };
    let width = ui.available_width().clamp(120.0, 280.0);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, HISTOGRAM_HEIGHT), Sense::hover());
    let painter = ui.painter_at(rect);
    let slots = (hi - lo + 1).max(1) as f32;
    let bar = rect.width() / slots;
    let gap = if bar > 4.0 { 1.0 } else { 0.0 };
    let top = dist.iter().map(|(_, p)| *p).fold(0.0, f64::max);
    for &(amount, p) in dist {
        let x = rect.left() + (amount - lo) as f32 * bar;
        let h = if top > 0.0 {
            ((p / top) as f32 * (rect.height() - 2.0)).max(1.0)
        } else {
            0.0
        };
        let colour = if lethal.is_some_and(|l| amount >= l) {
            c32(DANGER)
        } else if amount == 0 {
            c32(DIM)
        } else {
            c32(GOLD)
        };
        painter.rect_filled(
            Rect::from_min_max(
                Pos2::new(x + gap, rect.bottom() - h),
                Pos2::new(x + bar - gap, rect.bottom()),
            ),
            CornerRadius::same(1),
            colour,
        );
    }
    painter.line_segment(
        [rect.left_bottom(), rect.right_bottom()],
        Stroke::new(1.0, c32(DIM)),
    );
    if let Some(pos) = response.hover_pos() {
        let amount = lo + ((pos.x - rect.left()) / bar).floor() as i32;
        if let Some(&(a, p)) = dist.iter().find(|(a, _)| *a == amount) {
            response.tip(tr!("grail-odds-bar", amount = a, p = percent(p)));
        }
    }
    ui.horizontal(|ui| {
        theme::label(
            ui,
            RichText::new(tr!("grail-odds-amount", n = lo))
                .small()
                .color(c32(DIM)),
        );
        if let Some(f) = falls {
            let colour = if f > 0.0 { c32(DANGER) } else { c32(DIM) };
            theme::label(ui, RichText::new(falls_text(f)).color(colour).strong());
        }
        if hi != lo {
            theme::label(
                ui,
                RichText::new(tr!("grail-odds-amount", n = hi))
                    .small()
                    .color(c32(DIM)),
            );
        }
    });
}

fn falls_text(p: f64) -> String {
    tr!("grail-odds-falls", p = percent(p))
}

/// Closer than this to 0 or 1, a chance is shown as exactly 0% or 100%: only rounding in
/// the sums of the odds puts it there.
const EXACT: f64 = 1e-9;

/// A chance as a whole percentage; one that is possible but rounds to 0 or 100 says so
/// ("under 1%", "over 99%"), so that a certain outcome never hides a small risk.
pub(super) fn percent(p: f64) -> String {
    let x = p * 100.0;
    if p <= EXACT {
        tr!("grail-odds-percent", p = 0)
    } else if p >= 1.0 - EXACT {
        tr!("grail-odds-percent", p = 100)
    } else if x < 0.5 {
        tr!("grail-odds-percent-under")
    } else if x >= 99.5 {
        tr!("grail-odds-percent-over")
    } else {
        tr!("grail-odds-percent", p = x.round() as i64)
    }
}

/// A mean amount, to one decimal.
fn mean(m: f64) -> String {
    tr!("grail-odds-mean", mean = format!("{m:.1}"))
}

/// A term's value with its sign: "+3", "−2".
pub(super) fn signed(v: i32) -> String {
    if v < 0 {
        tr!("grail-odds-minus", n = -i64::from(v))
    } else {
        tr!("grail-odds-plus", n = v)
    }
}
