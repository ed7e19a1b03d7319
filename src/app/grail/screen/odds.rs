//! The odds panels of the Skirmish combat screen: the attack a servant considers (against
//! each target, with every reply the target may choose and any NP clash) and the answers
//! of a servant under attack, with the exact odds in front of the player, as Wesnoth's
//! attack prediction and XCOM's shot breakdown show them.
//!
//! Every number comes from the core (`rules::grail::odds`): the odds themselves and the
//! terms they are made of. The panels only arrange them; drawing them needs a `Words` for
//! the names and nothing else. The state given must be the one the deciding faction may
//! know (its own hand, the others' as the screen shows them): the odds read it as it is.

use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, RichText, Sense, Stroke, Ui};

use crate::app::theme::{DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::content::grail::{CardType, GrailContent};
use crate::rules::grail::odds::{
    self, Assume, CheckSpec, ClashOdds, ClashTerms, DamageSpec, HitOdds, HitTerms, OddsError,
    TargetOdds,
};
use crate::rules::grail::{
    Action, Actor, AttackKind, AttackMode, DamageTerm, DecisionKind, GameState, Reaction,
};
use crate::tr;

use super::super::words::Words;

/// The critical and fumble choices the panels assume (G-23.4, G-23.5): each side takes
/// what helps it most in this attack, the attacker C3 Might and the defender C3 Ward, and a
/// fumbling defender pays F1 in MP rather than HP; the greedy bot scores attacks alike.
pub const ASSUME: Assume = Assume {
    attacker_might: true,
    defender_ward: true,
    fumble_hp: false,
};

/// One reply of a target (or one answer of the defender): its odds and what they are made of.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub odds: HitOdds,
    pub terms: HitTerms,
}

impl Reply {
    /// The chance the attack misses: the complement of `odds.hit`.
    pub fn avoid(&self) -> f64 {
        1.0 - self.odds.hit
    }
}

/// One target of an attack: each reply it may choose, in the core's order.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetPanel {
    pub target: Actor,
    pub replies: Vec<Reply>,
    /// The index in `replies` of the target's best reply, the one that leaves the least mean
    /// damage (`TargetOdds::best_reply`): the summary an attacker plans against.
    pub best: Option<usize>,
}

impl TargetPanel {
    pub fn best_reply(&self) -> Option<&Reply> {
        self.best.and_then(|i| self.replies.get(i))
    }
}

/// An NP clash with one target (G-30.7): its odds and each side's value.
#[derive(Clone, Debug, PartialEq)]
pub struct ClashPanel {
    pub odds: ClashOdds,
    pub terms: ClashTerms,
}

/// What the attack panel shows for one `Attack` or attack `FireNp`.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackPanel {
    pub attacker: Actor,
    pub is_np: bool,
    pub targets: Vec<TargetPanel>,
    pub clashes: Vec<ClashPanel>,
    /// `AttackOdds::expected_damage` and `AttackOdds::expected_damage_taken`.
    pub expected_damage: f64,
    pub expected_taken: f64,
}

/// The attack panel of a legal `Attack` or `FireNp` of the faction deciding at `s`.
pub fn attack_panel(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
) -> Result<AttackPanel, OddsError> {
    let o = odds::attack(c, s, action, ASSUME)?;
    let terms = odds::attack_terms(c, s, action)?;
    let targets = o
        .targets
        .iter()
        .zip(terms.targets)
        .map(|(t, ts)| TargetPanel {
            target: t.target,
            best: best_index(t),
            replies: t
                .reactions
                .iter()
                .cloned()
                .zip(ts)
                .map(|(odds, terms)| Reply { odds, terms })
                .collect(),
        })
        .collect();
    let clashes = o
        .clashes
        .iter()
        .cloned()
        .zip(terms.clashes)
        .map(|(odds, terms)| ClashPanel { odds, terms })
        .collect();
    Ok(AttackPanel {
        attacker: o.attacker,
        is_np: o.is_np,
        targets,
        clashes,
        expected_damage: o.expected_damage(),
        expected_taken: o.expected_damage_taken(),
    })
}

/// The index of `t`'s best reply among its reactions.
fn best_index(t: &TargetOdds) -> Option<usize> {
    let best = t.best_reply()?;
    t.reactions.iter().position(|h| std::ptr::eq(h, best))
}

/// What the reaction panel shows: the incoming attack and each answer.
#[derive(Clone, Debug, PartialEq)]
pub struct ReactionPanel {
    pub defender: Actor,
    pub attacker: Actor,
    pub is_np: bool,
    pub np_name: Option<String>,
    pub kind: AttackKind,
    pub mode: AttackMode,
    pub range: u8,
    /// The card the attack paid, public by G-24.6.
    pub card: Option<CardType>,
    /// Every legal answer, in the core's order.
    pub answers: Vec<Reply>,
    /// The index in `answers` of the one that leaves the least mean damage taken.
    pub best: Option<usize>,
}

/// The reaction panel of the reaction decision pending at `s`.
pub fn reaction_panel(c: &GrailContent, s: &GameState) -> Result<ReactionPanel, OddsError> {
    let all = odds::reactions(c, s, ASSUME)?;
    let Some(DecisionKind::Reaction {
        defender,
        attacker,
        is_np,
        kind,
        mode,
        range,
        card,
        np_name,
    }) = s.pending.as_ref().map(|d| &d.kind)
    else {
        return Err(OddsError::WrongAction);
    };
    let best = best_index(&TargetOdds {
        target: *defender,
        reactions: all.clone(),
    });
    let answers = all
        .into_iter()
        .map(|h| {
            let terms = odds::reaction_terms(
                c,
                s,
                &Action::React {
                    reaction: h.reaction,
                },
            )?;
            Ok(Reply { odds: h, terms })
        })
        .collect::<Result<Vec<_>, OddsError>>()?;
    Ok(ReactionPanel {
        defender: *defender,
        attacker: *attacker,
        is_np: *is_np,
        np_name: np_name.clone(),
        kind: *kind,
        mode: *mode,
        range: *range,
        card: *card,
        answers,
        best,
    })
}

// ------------------------------------------------------------------ drawing

/// The size of the headline percentages.
const BIG: f32 = 30.0;
const HISTOGRAM_HEIGHT: f32 = 54.0;

/// Draws the attack panel: per target the best reply's odds in big figures, its damage
/// histogram and breakdown, then the table of every reply; then each clash.
pub fn draw_attack(ui: &mut Ui, p: &AttackPanel, w: &Words) {
    let title = if p.is_np {
        tr!("grail-odds-np-title", attacker = w.actor(p.attacker))
    } else {
        tr!("grail-odds-attack-title", attacker = w.actor(p.attacker))
    };
    ui.label(RichText::new(title).size(20.0).color(c32(GOLD)).strong());
    for (i, t) in p.targets.iter().enumerate() {
        ui.push_id(("target", i), |ui| draw_target(ui, t, w));
    }
    for (i, cl) in p.clashes.iter().enumerate() {
        ui.push_id(("clash", i), |ui| draw_clash(ui, p.attacker, cl, w));
    }
    if p.targets.len() > 1 || !p.clashes.is_empty() {
        ui.separator();
        ui.label(tr!(
            "grail-odds-expected",
            dealt = mean(p.expected_damage),
            taken = mean(p.expected_taken)
        ));
    }
    ui.label(
        RichText::new(tr!("grail-odds-assumes"))
            .small()
            .color(c32(DIM)),
    );
}

fn draw_target(ui: &mut Ui, t: &TargetPanel, w: &Words) {
    ui.separator();
    ui.label(RichText::new(tr!("grail-odds-target", target = w.actor(t.target))).strong());
    let Some(best) = t.best_reply() else {
        return;
    };
    if t.replies.len() > 1 {
        ui.label(
            RichText::new(tr!(
                "grail-odds-best-reply",
                reaction = reaction_name(&best.terms, w)
            ))
            .color(c32(DIM)),
        );
    }
    headline(ui, best.odds.hit, &tr!("grail-odds-hit"));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("grail-odds-crit", p = percent(best.odds.crit)));
        ui.label(tr!("grail-odds-fumble", p = percent(best.odds.fumble)));
        if best.terms.defense.is_some() {
            ui.label(tr!(
                "grail-odds-defender-crit",
                p = percent(best.odds.defender_crit)
            ));
            ui.label(tr!(
                "grail-odds-defender-fumble",
                p = percent(best.odds.defender_fumble)
            ));
        }
    });
    ui.label(tr!(
        "grail-odds-mean-damage",
        mean = mean(best.odds.mean_damage)
    ));
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
    ui.label(RichText::new(tr!("grail-odds-replies")).color(c32(DIM)));
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
                ui.label(RichText::new(tr!(id)).color(c32(DIM)));
            }
            ui.label("");
            ui.end_row();
            for (i, r) in t.replies.iter().enumerate() {
                ui.label(reaction_name(&r.terms, w));
                ui.label(percent(r.odds.hit));
                ui.label(mean(r.odds.mean_damage));
                ui.label(falls_text(r.odds.falls));
                if t.best == Some(i) {
                    ui.label(RichText::new(tr!("grail-odds-best-mark")).color(c32(GOLD)));
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}

/// Draws the reaction panel: the incoming attack, then each answer with its chance to
/// avoid in big figures, its chance to be hit, the damage taken and the chance to fall.
pub fn draw_reaction(ui: &mut Ui, p: &ReactionPanel, w: &Words) {
    let title = match (&p.np_name, p.is_np) {
        (Some(np), true) => tr!(
            "grail-odds-incoming-np",
            attacker = w.actor(p.attacker),
            np = np.clone(),
            defender = w.actor(p.defender)
        ),
        _ => tr!(
            "grail-odds-incoming",
            attacker = w.actor(p.attacker),
            defender = w.actor(p.defender)
        ),
    };
    ui.label(RichText::new(title).size(20.0).color(c32(GOLD)).strong());
    let kind = match p.kind.card() {
        Some(card) => w.card(card),
        None => tr!("grail-odds-kind-luck"),
    };
    let mode = match p.mode {
        AttackMode::Melee => tr!("grail-odds-melee"),
        AttackMode::Ranged => tr!("grail-odds-ranged", range = p.range),
    };
    ui.label(tr!("grail-odds-incoming-kind", kind = kind, mode = mode));
    ui.label(match p.card {
        Some(card) => tr!("grail-odds-card-played", card = w.card(card)),
        None => tr!("grail-odds-no-card"),
    });
    ui.separator();
    ui.label(RichText::new(tr!("grail-odds-answers")).strong());
    for (i, a) in p.answers.iter().enumerate() {
        ui.push_id(("answer", i), |ui| {
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(reaction_name(&a.terms, w)).strong());
                    if p.best == Some(i) {
                        ui.label(RichText::new(tr!("grail-odds-best-answer")).color(c32(GOLD)));
                    }
                });
                headline(ui, a.avoid(), &tr!("grail-odds-avoid"));
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr!("grail-odds-hit-taken", p = percent(a.odds.hit)));
                    ui.label(tr!(
                        "grail-odds-damage-taken",
                        mean = mean(a.odds.mean_damage)
                    ));
                });
                histogram(ui, &a.odds.damage, a.terms.lethal, Some(a.odds.falls));
                breakdown(ui, &a.terms, w, false);
            });
        });
    }
    ui.label(
        RichText::new(tr!("grail-odds-assumes"))
            .small()
            .color(c32(DIM)),
    );
}

/// A percentage in big figures and what it is the chance of.
fn headline(ui: &mut Ui, p: f64, what: &str) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(percent(p))
                .size(BIG)
                .color(c32(GOLD))
                .strong(),
        );
        ui.label(RichText::new(what).size(18.0));
    });
}

/// The name of a reply: the reaction and the card it pays.
fn reaction_name(t: &HitTerms, w: &Words) -> String {
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

/// The checks and the damage of one reply, each a two-column table of signed terms.
fn breakdown(ui: &mut Ui, t: &HitTerms, w: &Words, open: bool) {
    ui.horizontal_top(|ui| {
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
                        ui.label(RichText::new(tr!("grail-odds-no-defense-check")).color(c32(DIM)));
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
            ui.label(tr!("grail-odds-check-dice"));
            ui.label("");
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
    ui.label(RichText::new(crit).small().color(c32(DIM)));
    ui.label(RichText::new(fumble).small().color(c32(DIM)));
}

/// The damage roll: the dice, each signed term and the fixed total, then the guard and the
/// target side.
fn damage_table(ui: &mut Ui, t: &HitTerms, w: &Words) {
    let Some(spec) = &t.damage else {
        ui.label(RichText::new(tr!("grail-odds-no-damage-roll")).color(c32(DIM)));
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
                    ui.label(w.damage_term(&DamageTerm::Invincible));
                    ui.label(RichText::new(tr!("grail-odds-amount", n = 0)).color(c32(DANGER)));
                    ui.end_row();
                }
            }
        });
}

/// The dice and the terms of a damage roll.
fn roll_rows(ui: &mut Ui, spec: &DamageSpec, w: &Words) {
    ui.label(w.damage_term(&DamageTerm::Dice));
    ui.label(tr!(
        "grail-odds-dice",
        count = spec.count,
        sides = spec.sides
    ));
    ui.end_row();
    for (term, v) in &spec.terms {
        term_row(ui, &w.damage_term(term), *v);
    }
}

fn term_row(ui: &mut Ui, name: &str, v: i32) {
    ui.label(name);
    ui.label(RichText::new(signed(v)).color(sign_colour(v)));
    ui.end_row();
}

fn total_row(ui: &mut Ui, v: i32) {
    ui.label(RichText::new(tr!("grail-odds-fixed")).strong());
    ui.label(RichText::new(signed(v)).strong().color(sign_colour(v)));
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
    ui.label(
        RichText::new(tr!("grail-odds-clash-title", target = w.actor(target)))
            .strong()
            .color(c32(GOLD)),
    );
    headline(ui, cl.odds.win, &tr!("grail-odds-clash-win"));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("grail-odds-clash-tie", p = percent(cl.odds.tie)));
        ui.label(tr!("grail-odds-clash-lose", p = percent(cl.odds.lose)));
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
                ui.label(
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
                        ui.label(RichText::new(tr!("grail-odds-no-damage-roll")).color(c32(DIM)));
                    }
                }
            });
        }
    });
    ui.label(tr!(
        "grail-odds-clash-to-target",
        target = w.actor(target),
        mean = mean(cl.odds.mean_to_target)
    ));
    ui.push_id("to-target", |ui| {
        histogram(
            ui,
            &cl.odds.damage_to_target,
            cl.terms.lethal_to_target,
            None,
        )
    });
    if cl.odds.reaches {
        ui.label(tr!(
            "grail-odds-clash-to-attacker",
            attacker = w.actor(attacker),
            mean = mean(cl.odds.mean_to_attacker)
        ));
        ui.push_id("to-attacker", |ui| {
            histogram(
                ui,
                &cl.odds.damage_to_attacker,
                cl.terms.lethal_to_attacker,
                None,
            )
        });
    } else {
        ui.label(
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
            response.on_hover_text(tr!("grail-odds-bar", amount = a, p = percent(p)));
        }
    }
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(tr!("grail-odds-amount", n = lo))
                .small()
                .color(c32(DIM)),
        );
        if let Some(f) = falls {
            let colour = if f > 0.0 { c32(DANGER) } else { c32(DIM) };
            ui.label(RichText::new(falls_text(f)).color(colour).strong());
        }
        if hi != lo {
            ui.label(
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
fn percent(p: f64) -> String {
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
fn signed(v: i32) -> String {
    if v < 0 {
        tr!("grail-odds-minus", n = -i64::from(v))
    } else {
        tr!("grail-odds-plus", n = v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};
    use crate::rules::dice::Dice;
    use crate::rules::grail::odds::tests::{attacks, positions};
    use crate::rules::grail::query as q;
    use crate::rules::grail::{
        CombatOrigin, Controller, EventKind, FactionId, FactionSetup, GameConfig, NpCharge,
        NpTarget, apply, begin_fixture_combat, legal_actions, new_game_with_dice,
    };

    fn content() -> GrailContent {
        GrailContent::builtin().expect("content")
    }

    fn reacting(s: &GameState) -> Option<()> {
        matches!(
            s.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::Reaction { .. })
        )
        .then_some(())
    }

    fn sums_to_one(d: &[(i32, f64)]) {
        let total: f64 = d.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-9, "the histogram sums to {total}");
    }

    /// The fixed part of every check rolled in `ev` (its total less its dice), by actor.
    fn rolled_fixed(ev: &[crate::rules::grail::Event]) -> Vec<(Actor, i32)> {
        ev.iter()
            .filter_map(|e| match &e.kind {
                EventKind::CheckRolled {
                    actor, dice, total, ..
                } => Some((*actor, total - dice.iter().sum::<u32>() as i32)),
                _ => None,
            })
            .collect()
    }

    fn terms_sum(spec: &CheckSpec) -> i32 {
        spec.mods.iter().map(|(_, v)| v).sum()
    }

    /// Saber and Lancer in combat at the temple, both NPs charged, Saber to act: Saber's NP
    /// clashes with Lancer's (G-30.6).
    fn clash_position(c: &GrailContent) -> (GameState, Action) {
        let setup = |name: &str, servant: &str, master: &str| FactionSetup {
            name: name.into(),
            servant: servant.into(),
            master: master.into(),
            controller: Controller::Ai,
            class: None,
        };
        let mut config = GameConfig::default_lineup(1, 2);
        config.factions = vec![
            setup("A", "saber_roland", "master_celestine"),
            setup("B", "lancer_zhaoyun", "master_tobias"),
        ];
        let (mut s, _) = new_game_with_dice(c, config, Dice::seeded(7)).expect("game");
        let m = q::map(c, &s).expect("map").clone();
        let temple = m.index_of("TEMPLE").expect("temple");
        let market = m.index_of("MARKET").expect("market");
        for f in &mut s.factions {
            f.servant.mp = 100;
            f.district = temple;
        }
        let _ = begin_fixture_combat(
            c,
            &mut s,
            CombatOrigin::Encounter {
                initiator: 0,
                target: 1,
                origin: market,
            },
            vec![0, 1],
        );
        for _ in 0..100 {
            let d = s.pending.clone().expect("a decision");
            if d.kind
                == (DecisionKind::MainAction {
                    actor: Actor::Servant { faction: 0 },
                })
            {
                break;
            }
            let legal = legal_actions(c, &s);
            let pick = [Action::Done, Action::Wait]
                .into_iter()
                .find(|a| legal.contains(a))
                .unwrap_or_else(|| legal[0].clone());
            apply(c, &mut s, d.faction, pick).expect("legal");
        }
        let round = s.combat.as_ref().map_or(1, |cb| cb.round);
        for f in [0 as FactionId, 1] {
            if let Some(p) = s
                .combat
                .as_mut()
                .and_then(|cb| cb.participants.iter_mut().find(|p| p.faction == f))
            {
                p.np_charge = Some(NpCharge {
                    declared_round: round,
                    fire_round: round,
                });
            }
        }
        let fire = Action::FireNp {
            pre_move: Vec::new(),
            target: NpTarget::Unit {
                actor: Actor::Servant { faction: 1 },
            },
        };
        (s, fire)
    }

    /// G-22, G-23, G-28, G-27.8: the attack panel shows the core's odds exactly (the same
    /// f64s), every reply the core lists with its best reply marked, histograms that sum to
    /// 1, and check terms that sum to the fixed part the engine then rolls with.
    #[test]
    fn g22_g28_attack_panel_shows_the_cores_odds() {
        let c = content();
        let found = positions(&c, 8, |s| attacks(&c, s));
        assert_eq!(found.len(), 8, "positions with an attack");
        let (mut replies, mut rolled) = (0, 0);
        for (k, (s, actions)) in found.iter().enumerate() {
            for a in actions {
                let p = attack_panel(&c, s, a).expect("panel");
                let o = odds::attack(&c, s, a, ASSUME).expect("odds");
                assert_eq!((p.attacker, p.is_np), (o.attacker, o.is_np));
                assert_eq!(p.expected_damage, o.expected_damage());
                assert_eq!(p.expected_taken, o.expected_damage_taken());
                assert_eq!(p.targets.len(), o.targets.len());
                for (tp, to) in p.targets.iter().zip(&o.targets) {
                    assert_eq!(tp.target, to.target);
                    let shown: Vec<&HitOdds> = tp.replies.iter().map(|r| &r.odds).collect();
                    let listed: Vec<&HitOdds> = to.reactions.iter().collect();
                    assert_eq!(shown, listed, "every reply the core lists, in its order");
                    assert_eq!(tp.best_reply().map(|r| &r.odds), to.best_reply());
                    for r in &tp.replies {
                        assert_eq!(r.terms.reaction, r.odds.reaction);
                        sums_to_one(&r.odds.damage);
                        replies += 1;
                    }
                }
                let clashes: Vec<&ClashOdds> = p.clashes.iter().map(|cl| &cl.odds).collect();
                assert_eq!(clashes, o.clashes.iter().collect::<Vec<_>>());
                // The engine rolls the checks with the fixed parts the breakdown shows.
                let Some(best) = p.targets.first().and_then(|t| t.best_reply()) else {
                    continue;
                };
                if p.targets.len() != 1 || !p.clashes.is_empty() {
                    continue;
                }
                let mut x = s.clone();
                x.rng = Dice::seeded(k as u64 + 11);
                let f = x.deciding().expect("attacker");
                let mut ev = apply(&c, &mut x, f, a.clone()).expect("legal");
                if reacting(&x).is_some() {
                    let d = x.pending.clone().expect("a decision");
                    let r = Action::React {
                        reaction: best.terms.reaction,
                    };
                    ev.extend(apply(&c, &mut x, d.faction, r).expect("legal"));
                }
                for (actor, fixed) in rolled_fixed(&ev) {
                    let spec = if actor == p.attacker {
                        &best.terms.hit
                    } else {
                        best.terms.defense.as_ref().expect("a reaction check")
                    };
                    assert_eq!(terms_sum(spec), fixed);
                    assert_eq!(spec.modifier(), fixed);
                    rolled += 1;
                }
            }
        }
        assert!(
            replies > 0 && rolled > 0,
            "{replies} replies, {rolled} checks"
        );
    }

    /// G-30.7: a clash the core has is on the panel, with its odds and both values.
    #[test]
    fn g30_7_the_clash_is_shown() {
        let c = content();
        let (s, fire) = clash_position(&c);
        let o = odds::attack(&c, &s, &fire, ASSUME).expect("odds");
        assert_eq!(o.clashes.len(), 1, "the fixture clashes");
        let p = attack_panel(&c, &s, &fire).expect("panel");
        assert_eq!(p.clashes.len(), 1);
        let cl = &p.clashes[0];
        assert_eq!(cl.odds, o.clashes[0]);
        assert_eq!(cl.terms.target, cl.odds.target);
        assert!(cl.terms.attacker_roll.is_some() && cl.terms.target_roll.is_some());
        // G-30.3: anti-unit Saber against anti-army Lancer suffers 20.
        assert_eq!(
            (cl.terms.attacker_penalty, cl.terms.target_penalty),
            (20, 0)
        );
        sums_to_one(&cl.odds.damage_to_target);
        sums_to_one(&cl.odds.damage_to_attacker);
        assert!((cl.odds.win + cl.odds.tie + cl.odds.lose - 1.0).abs() < 1e-9);
    }

    /// G-27: the reaction panel shows every legal reaction with the core's odds, the
    /// incoming attack as the decision states it, and the answer of least damage marked.
    #[test]
    fn g27_reaction_panel_shows_every_answer() {
        let c = content();
        let found = positions(&c, 6, reacting);
        assert_eq!(found.len(), 6, "positions with a reaction");
        for (s, ()) in &found {
            let p = reaction_panel(&c, s).expect("panel");
            let all = odds::reactions(&c, s, ASSUME).expect("odds");
            let shown: Vec<&HitOdds> = p.answers.iter().map(|a| &a.odds).collect();
            assert_eq!(shown, all.iter().collect::<Vec<_>>());
            let legal: Vec<Reaction> = legal_actions(&c, s)
                .into_iter()
                .filter_map(|a| match a {
                    Action::React { reaction } => Some(reaction),
                    _ => None,
                })
                .collect();
            let listed: Vec<Reaction> = p.answers.iter().map(|a| a.terms.reaction).collect();
            assert_eq!(listed, legal, "every legal reaction, once");
            let Some(DecisionKind::Reaction {
                defender,
                attacker,
                kind,
                mode,
                range,
                card,
                ..
            }) = s.pending.as_ref().map(|d| d.kind.clone())
            else {
                unreachable!("found at a reaction decision")
            };
            assert_eq!(
                (p.defender, p.attacker, p.kind, p.mode, p.range, p.card),
                (defender, attacker, kind, mode, range, card)
            );
            let least = all
                .iter()
                .map(|h| h.mean_damage)
                .fold(f64::INFINITY, f64::min);
            let best = p
                .best
                .and_then(|i| p.answers.get(i))
                .expect("a best answer");
            assert_eq!(best.odds.mean_damage, least);
            for a in &p.answers {
                sums_to_one(&a.odds.damage);
                // A miss deals nothing: the chance of no damage covers the chance to avoid.
                let none = a
                    .odds
                    .damage
                    .iter()
                    .find(|(d, _)| *d == 0)
                    .map_or(0.0, |(_, p)| *p);
                assert!(none >= a.avoid() - 1e-12, "{none} < {}", a.avoid());
            }
        }
    }

    /// Bad input is an error, never a panic.
    #[test]
    fn panels_of_the_wrong_decision_are_errors() {
        let c = content();
        let (s, fire) = clash_position(&c);
        assert_eq!(
            attack_panel(&c, &s, &Action::Wait),
            Err(OddsError::WrongAction)
        );
        assert_eq!(reaction_panel(&c, &s), Err(OddsError::WrongAction));
        let mut over = s.clone();
        over.pending = None;
        assert_eq!(attack_panel(&c, &over, &fire), Err(OddsError::NoDecision));
        assert_eq!(reaction_panel(&c, &over), Err(OddsError::NoDecision));
    }

    /// Every text an egui pass painted.
    fn painted(out: &egui::FullOutput) -> Vec<String> {
        fn walk(shape: &egui::Shape, out: &mut Vec<String>) {
            match shape {
                egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        let mut texts = Vec::new();
        for c in &out.shapes {
            walk(&c.shape, &mut texts);
        }
        texts
    }

    /// Draws `ui` in a pass of a fresh context, twice (the collapsing headers settle), and
    /// returns the texts painted.
    fn render(mut draw: impl FnMut(&mut Ui)) -> Vec<String> {
        let ctx = egui::Context::default();
        let input = || egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(900.0, 2400.0))),
            ..Default::default()
        };
        ctx.run_ui(input(), |ui| draw(ui))
            .drop_without_applying_deltas();
        let out = ctx.run_ui(input(), |ui| draw(ui));
        let texts = painted(&out);
        out.drop_without_applying_deltas();
        texts
    }

    fn all_resolved(l: Lang, texts: &[String]) {
        assert!(!texts.is_empty(), "{l:?}: nothing painted");
        for t in texts {
            assert!(
                !t.contains('{') && !t.contains("grail-odds-"),
                "{l:?}: unresolved text {t:?}"
            );
        }
    }

    /// The panels draw in both languages without a panic, every label resolved, the
    /// headline chances painted as the panel holds them.
    #[test]
    fn the_panels_draw_in_both_languages() {
        let c = content();
        let mut attacks_found = positions(&c, 2, |s| attacks(&c, s));
        let (s, fire) = clash_position(&c);
        attacks_found.push((s, vec![fire]));
        let reactions = positions(&c, 2, reacting);
        for l in Lang::ALL {
            with_lang(l, || {
                for (s, actions) in &attacks_found {
                    let w = Words::new(&c, s, s.deciding());
                    let p = attack_panel(&c, s, &actions[0]).expect("panel");
                    let texts = render(|ui| draw_attack(ui, &p, &w));
                    all_resolved(l, &texts);
                    if let Some(best) = p.targets.first().and_then(|t| t.best_reply()) {
                        let hit = percent(best.odds.hit);
                        assert!(texts.contains(&hit), "{l:?}: {hit} not among {texts:?}");
                    }
                    for cl in &p.clashes {
                        assert!(texts.contains(&percent(cl.odds.win)));
                    }
                }
                for (s, ()) in &reactions {
                    let w = Words::new(&c, s, s.deciding());
                    let p = reaction_panel(&c, s).expect("panel");
                    let texts = render(|ui| draw_reaction(ui, &p, &w));
                    all_resolved(l, &texts);
                    for a in &p.answers {
                        assert!(texts.contains(&percent(a.avoid())));
                    }
                }
            });
        }
    }

    #[test]
    fn percentages_never_round_a_risk_away() {
        with_lang(Lang::En, || {
            assert_eq!(percent(0.0), "0%");
            assert_eq!(percent(1.0), "100%");
            assert_eq!(percent(0.001), "under 1%");
            assert_eq!(percent(0.999), "over 99%");
            assert_eq!(percent(0.234), "23%");
            assert_eq!(signed(3), "+3");
            assert_eq!(signed(-2), "−2");
        });
    }
}
