//! The fight in motion over the servants' cards: 2d6 tumbling and landing on their faces
//! with the terms and the total beside them (a critical or a fumble called out), the
//! attacker's strike at its target, a guard raised, the hit or the miss, damage numbers
//! rising with their breakdown, a phantasm's name released, two phantasms' values meeting
//! in a clash, and a fall.

use bevy_egui::egui::{self, Align2, Color32, FontId, Stroke, pos2, vec2};

use super::scene::Scene;
use crate::app::grail::fx::FxKind;
use crate::app::theme::{self, DANGER, GOLD, PARCHMENT, c32, card_rgb};
use crate::rules::grail::{Actor, FactionId};
use crate::tr;

fn card_of(cards: &[(FactionId, egui::Rect)], a: Actor) -> Option<egui::Rect> {
    match a {
        Actor::Servant { faction } => cards.iter().find(|(f, _)| *f == faction).map(|(_, r)| *r),
        Actor::Unit { .. } => None,
    }
}

pub fn draw(ui: &mut egui::Ui, scene: &Scene, cards: &[(FactionId, egui::Rect)]) {
    let area = ui.max_rect();
    // Above the cards (a painter's layer is drawn after its order's areas) and below the
    // menus: a moment's effect, not part of the layout.
    let painter = ui
        .ctx()
        .layer_painter(egui::LayerId::new(
            egui::Order::Middle,
            egui::Id::new("combat_motion"),
        ))
        .with_clip_rect(ui.ctx().content_rect());
    let now = scene.motion.now;
    let words = scene.words();
    let below = super::sides::below(cards, area);
    // The dice sit below the cards, one row per check still shown.
    let mut dice_row = 0.0;
    for fx in &scene.motion.live {
        let t = fx.t(now);
        match &fx.kind {
            FxKind::Dice {
                actor,
                dice,
                terms,
                total,
                crit,
                fumble,
                ..
            } => {
                let y = below + 40.0 + dice_row * 56.0;
                dice_row += 1.0;
                let x = (area.center().x - 160.0).max(area.left() + 24.0);
                let landed = t > 0.45;
                for (i, &d) in dice.iter().enumerate() {
                    let c = pos2(x + i as f32 * 48.0, y);
                    let spin = if landed { 0.0 } else { (1.0 - t / 0.45) * 3.0 };
                    let face = if landed {
                        d
                    } else {
                        1 + ((now * 23.0) as u32 + i as u32 * 3) % 6
                    };
                    die(&painter, c, 19.0, face, spin + i as f32);
                }
                let mut text = format!("{}: ", words.actor(*actor));
                for (term, v) in terms {
                    text.push_str(&format!("{:+} {} ", v, words.check_term(term)));
                }
                if landed {
                    text.push_str(&format!("= {total}"));
                }
                // The terms wrap to the room left beside the dice, on a dark ground
                // where they pass over a card.
                let left = x + dice.len() as f32 * 48.0 - 16.0;
                let wrap = (area.right() - 12.0 - left).max(80.0);
                let font = FontId::proportional(14.0);
                let galley = theme::layout(&painter, &text, font, c32(PARCHMENT), wrap);
                let at = pos2(left, y - galley.size().y / 2.0);
                let ground = egui::Rect::from_min_size(at, galley.size()).expand(3.0);
                painter.rect_filled(ground, 4.0, Color32::from_black_alpha(170));
                painter.galley(at, galley, c32(PARCHMENT));
                // A critical or a fumble is called out above the dice.
                if landed && (*crit || *fumble) {
                    let (word, col) = if *crit {
                        (tr!("combat-critical"), c32(GOLD))
                    } else {
                        (tr!("combat-fumble"), c32(DANGER))
                    };
                    painter.text(
                        pos2(x + 24.0, y - 22.0),
                        Align2::CENTER_BOTTOM,
                        word,
                        FontId::proportional(22.0),
                        col,
                    );
                }
            }
            FxKind::Strike {
                attacker,
                target,
                kind,
                ..
            } => {
                if let (Some(a), Some(b)) = (card_of(cards, *attacker), card_of(cards, *target)) {
                    let from = a.center();
                    let to = b.center();
                    let tip = from + (to - from) * (t * 1.2).min(1.0);
                    let col = kind.card().map_or(c32(PARCHMENT), |k| c32(card_rgb(k)));
                    painter.arrow(from, tip - from, Stroke::new(5.0, col));
                }
            }
            FxKind::Guard { defender } => {
                if let Some(r) = card_of(cards, *defender) {
                    let c = r.center() + vec2(0.0, 20.0);
                    painter.circle_stroke(
                        c,
                        40.0 + 8.0 * t,
                        Stroke::new(4.0, Color32::from_rgb(150, 200, 255)),
                    );
                    painter.text(
                        c,
                        Align2::CENTER_CENTER,
                        tr!("combat-guard"),
                        FontId::proportional(18.0),
                        c32(PARCHMENT),
                    );
                }
            }
            FxKind::Decided { attacker, hit } => {
                if let Some(r) = card_of(cards, *attacker) {
                    let word = if *hit {
                        tr!("combat-hit")
                    } else {
                        tr!("combat-miss")
                    };
                    painter.text(
                        r.center_bottom() + vec2(0.0, 18.0),
                        Align2::CENTER_CENTER,
                        word,
                        FontId::proportional(24.0),
                        if *hit { c32(GOLD) } else { c32(PARCHMENT) },
                    );
                }
            }
            FxKind::Damage {
                target,
                amount,
                breakdown,
            } => {
                if let Some(r) = card_of(cards, *target) {
                    let c = r.center() - vec2(0.0, 30.0 * t);
                    let alpha = ((1.0 - t) * 255.0) as u8;
                    painter.text(
                        c,
                        Align2::CENTER_CENTER,
                        format!("-{amount}"),
                        FontId::proportional(40.0),
                        Color32::from_rgba_unmultiplied(255, 90, 90, alpha.max(60)),
                    );
                    let parts: Vec<String> = breakdown
                        .iter()
                        .map(|(term, v)| format!("{:+} {}", v, words.damage_term(term)))
                        .collect();
                    painter.text(
                        c + vec2(0.0, 28.0),
                        Align2::CENTER_TOP,
                        parts.join("  "),
                        FontId::proportional(11.0),
                        c32(PARCHMENT),
                    );
                }
            }
            FxKind::Heal { target, hp } => {
                if let Some(r) = card_of(cards, *target) {
                    painter.text(
                        r.center() - vec2(0.0, 30.0 * t),
                        Align2::CENTER_CENTER,
                        format!("+{hp}"),
                        FontId::proportional(34.0),
                        Color32::from_rgb(110, 230, 140),
                    );
                }
            }
            FxKind::Phantasm { faction, name } => {
                let c = pos2(area.center().x, below + 24.0);
                let grow = 0.7 + 0.5 * t;
                let text = tr!(
                    "combat-np-released",
                    name = words.faction(*faction),
                    np = words.np(*faction, name)
                );
                // As large as the fight's width allows: a long name shrinks, never runs off.
                let wide = painter
                    .layout_no_wrap(text.clone(), FontId::proportional(26.0), c32(GOLD))
                    .size()
                    .x;
                let fit = (area.width() - 8.0) / wide.max(1.0);
                painter.text(
                    c,
                    Align2::CENTER_CENTER,
                    text,
                    FontId::proportional(26.0 * grow.min(fit)),
                    c32(GOLD),
                );
            }
            FxKind::Clash {
                a,
                b,
                value_a,
                value_b,
                penalty_a,
                penalty_b,
                winner,
            } => {
                let y = below + 60.0;
                let meet = (t * 1.5).min(1.0);
                let left = pos2(area.center().x - 220.0 + 160.0 * meet, y);
                let right = pos2(area.center().x + 220.0 - 160.0 * meet, y);
                painter.text(
                    left,
                    Align2::CENTER_CENTER,
                    format!("{} {}", words.faction(*a), value_a),
                    FontId::proportional(26.0),
                    scene.colour(*a),
                );
                painter.text(
                    right,
                    Align2::CENTER_CENTER,
                    format!("{} {}", value_b, words.faction(*b)),
                    FontId::proportional(26.0),
                    scene.colour(*b),
                );
                painter.text(
                    pos2(left.x, y + 26.0),
                    Align2::CENTER_CENTER,
                    tr!("combat-clash-penalty", n = *penalty_a),
                    FontId::proportional(12.0),
                    c32(PARCHMENT),
                );
                painter.text(
                    pos2(right.x, y + 26.0),
                    Align2::CENTER_CENTER,
                    tr!("combat-clash-penalty", n = *penalty_b),
                    FontId::proportional(12.0),
                    c32(PARCHMENT),
                );
                if meet >= 1.0 {
                    let text = match winner {
                        Some(w) => tr!("combat-clash-won", name = words.faction(*w)),
                        None => tr!("combat-clash-tie"),
                    };
                    painter.text(
                        pos2(area.center().x, y + 50.0),
                        Align2::CENTER_CENTER,
                        text,
                        FontId::proportional(20.0),
                        c32(GOLD),
                    );
                }
            }
            FxKind::Fall { faction } => {
                if let Some(r) = card_of(cards, Actor::Servant { faction: *faction }) {
                    painter.text(
                        r.center(),
                        Align2::CENTER_CENTER,
                        tr!("combat-falls"),
                        FontId::proportional(30.0 + 10.0 * t),
                        c32(DANGER),
                    );
                }
            }
            // A walk crosses the city's map, which draws it (city.rs).
            FxKind::Walk { .. } => {}
            FxKind::CardSpent { actor, card } => {
                if let Some(r) = card_of(cards, *actor) {
                    let size = vec2(34.0, 50.0);
                    let from = pos2(r.center().x, r.bottom() - size.y / 2.0);
                    let c = from + vec2(0.0, -(r.height() * 0.55) * t);
                    let fade = 1.0 - t * t;
                    super::looks::card(
                        &painter,
                        egui::Rect::from_center_size(c, size),
                        *card,
                        "",
                        c32(card_rgb(*card)).gamma_multiply(fade),
                        false,
                    );
                }
            }
            FxKind::Refill { faction, cards: n } => {
                if let Some(r) = card_of(cards, Actor::Servant { faction: *faction }) {
                    painter.text(
                        pos2(r.center().x, r.bottom() - 14.0 - 24.0 * t),
                        Align2::CENTER_CENTER,
                        tr!("combat-refill-fx", n = *n),
                        FontId::proportional(18.0),
                        c32(GOLD).gamma_multiply(1.0 - t * 0.7),
                    );
                }
            }
        }
    }
}

/// A die with `face` pips, turned by `spin` radians.
fn die(painter: &egui::Painter, c: egui::Pos2, r: f32, face: u32, spin: f32) {
    let corners: Vec<egui::Pos2> = (0..4)
        .map(|i| {
            let a = spin + std::f32::consts::FRAC_PI_4 + std::f32::consts::FRAC_PI_2 * i as f32;
            c + vec2(a.cos(), a.sin()) * r * std::f32::consts::SQRT_2
        })
        .collect();
    painter.add(egui::Shape::convex_polygon(
        corners,
        Color32::from_rgb(245, 240, 228),
        Stroke::new(1.5, Color32::BLACK),
    ));
    let (s, co) = spin.sin_cos();
    let pip = |x: f32, y: f32| c + vec2(x * co - y * s, x * s + y * co) * r * 0.55;
    let spots: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for &(x, y) in spots {
        painter.circle_filled(pip(x, y), r * 0.14, Color32::from_rgb(30, 30, 40));
    }
}
