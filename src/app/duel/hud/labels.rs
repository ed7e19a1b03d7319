//! What is drawn over the board: unit labels, floating numbers, the banner, the dice, the
//! cards in flight, and a unit's tooltip.

use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, Color32, FontId, Id, LayerId, Order, Pos2, Rect, RichText, Stroke, StrokeKind,
};

use crate::app::duel::describe;
use crate::app::duel::dice;
use crate::app::duel::mirror::{
    Arcastella, Barrier, EquippedCode, Fallen, Hp, Leader, Resonance, Slot, Stats, Tapped, Unit,
};
use crate::app::duel::session::side_word;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::locale::capitalized;
use crate::locale::{Flavored, Named};
use crate::rules::duel::{self, UnitId};
use crate::tr;

use super::hand::class_col;
use super::state::{FLOAT_SECS, HudState};
use super::text::gloss_lines;
use super::view::View;

/// What a unit's label over the board reads from its entity.
pub(super) type UnitLabel = (
    &'static Unit,
    &'static Hp,
    &'static Stats,
    Option<&'static Tapped>,
    Option<&'static Resonance>,
    Option<&'static Fallen>,
    &'static Barrier,
    Option<&'static EquippedCode>,
    Has<Leader>,
    Option<&'static Arcastella>,
    Option<&'static Slot>,
);

/// Where the label line after `line` starts: one line's advance for its font size, or
/// below the line's box where its face draws it taller. The Japanese face is a third
/// taller than the Latin one: a fixed advance either pushed the bottom row's last line
/// under the bottom bar (in Latin text) or let a Japanese line's box cross the next.
fn below(line: Rect, font: &FontId) -> Pos2 {
    Pos2::new(
        line.center().x,
        (line.top() + font.size * 1.3).max(line.bottom()),
    )
}

pub(super) fn board_labels(
    ctx: &egui::Context,
    v: &View,
    units: &Query<UnitLabel>,
    hud: &HudState,
    now: f32,
) {
    let painter = ctx.layer_painter(LayerId::background());
    let l = v.layout;
    // The labels grow with the board and the UI scale each by its square root, as the
    // layout leaves them room (`Layout::labels_height`); egui's zoom multiplies points.
    let grow = (l.scale * l.ui_scale).sqrt() / v.zoom;
    let font = |s: f32| FontId::proportional((s * grow).max(9.0 / v.zoom.sqrt()));
    for (unit, hp, stats, tapped, res, fallen, _barrier, code, leader, arc, _) in units.iter() {
        let pos = v.unit_pos(unit.0);
        let r = l.radius(unit.0);
        let top = v.screen(pos - Vec2::new(0.0, r + 17.0 * l.scale));
        let fallen = fallen.is_some_and(|f| f.0);
        let col = if fallen { c32(DIM) } else { c32(PARCHMENT) };
        let name = v.plain_name(unit.0);
        let is_arc = arc.is_some();
        let title = if leader { format!("♛ {name}") } else { name };
        let mut size = if is_arc { 14.0 } else { 11.0 };
        // Followers stand close together: a name wider than its slot (the Japanese names
        // are) is drawn smaller, and where even the smallest legible size is too wide, on
        // two lines, rather than over its neighbour's.
        let wrap = if is_arc {
            f32::INFINITY
        } else {
            let next = v.screen(pos + Vec2::new(l.follower_spacing(), 0.0)).x;
            let slot = next - v.screen(pos).x - 6.0;
            let width = painter
                .layout_no_wrap(title.clone(), font(size), col)
                .size()
                .x;
            if width > slot {
                size = (size * slot / width).max(7.0);
            }
            slot
        };
        let name_col = if leader && !fallen { c32(GOLD) } else { col };
        let title = if wrap.is_finite() {
            theme::lines_within(ctx, &title, &font(size), wrap)
        } else {
            title
        };
        let galley = painter.layout(title, font(size), name_col, wrap);
        let name = Align2::CENTER_TOP.anchor_size(top, galley.size());
        painter.galley(name.min, galley, name_col);
        // The lines below follow the name's last line, as `below` measures from a top.
        let rect = Rect::from_min_max(
            Pos2::new(name.min.x, name.max.y - font(size).size * 1.2),
            name.max,
        );
        let mut line = tr!(
            "hud-label-stats",
            hp = hp.current,
            max = hp.max,
            def = stats.def
        );
        if stats.power != 0 {
            line.push_str("  ");
            line.push_str(&tr!(
                "hud-label-power",
                power = format!("{:+}", stats.power)
            ));
        }
        if stats.ward > 0 {
            line.push_str("  ");
            line.push_str(&tr!("hud-label-ward", n = stats.ward));
        }
        let rect2 = painter.text(
            below(rect, &font(size)),
            Align2::CENTER_TOP,
            line,
            font(size - 2.5),
            col,
        );
        let mut status = Vec::new();
        if fallen {
            status.push(tr!("hud-label-fallen"));
        }
        if tapped.is_some_and(|t| t.0) && !fallen {
            status.push(tr!("hud-label-tapped"));
        }
        if let Some(a) = arc
            && a.class == crate::content::duel::Class::AuraComporta
            && !fallen
        {
            let n = res.map_or(0, |r| r.0);
            status.push(tr!(
                "hud-label-resonance",
                stars = format!(
                    "{}{}",
                    "★".repeat(usize::from(n)),
                    "☆".repeat(usize::from(5u8.saturating_sub(n)))
                )
            ));
        }
        if let Some(k) = code.and_then(|k| k.0) {
            status.push(format!("🔷 {}", v.c.card(k).shown_name()));
        }
        if !status.is_empty() {
            painter.text(
                below(rect2, &font(size - 2.5)),
                Align2::CENTER_TOP,
                status.join("  "),
                font(size - 3.0),
                c32(GOLD).gamma_multiply(if fallen { 0.5 } else { 0.9 }),
            );
        }
    }
    // Floating numbers rise and fade.
    let fg = ctx.layer_painter(LayerId::new(Order::Foreground, Id::new("floaters")));
    for f in &hud.floaters {
        let age = now - f.born;
        if !(0.0..FLOAT_SECS).contains(&age) {
            continue;
        }
        let pos = v.unit_pos(f.unit) + Vec2::new(0.0, 20.0 + age * 50.0);
        let a = (1.0 - age / FLOAT_SECS).clamp(0.0, 1.0);
        let p = v.screen(pos);
        let r = fg.text(
            p,
            Align2::CENTER_CENTER,
            &f.text,
            FontId::proportional(30.0),
            c32(f.colour).gamma_multiply(a),
        );
        if !f.small.is_empty() {
            fg.text(
                r.right_center() + egui::vec2(4.0, 0.0),
                Align2::LEFT_CENTER,
                &f.small,
                FontId::proportional(14.0),
                c32(PARCHMENT).gamma_multiply(a),
            );
        }
    }
    let centre = v.screen(Vec2::new((l.min.x + l.max.x) / 2.0, l.horizon));
    if let Some((text, born, dur, big)) = &hud.banner {
        let age = now - born;
        if (0.0..*dur).contains(&age) {
            let fade = 0.3 * dur;
            let a = (1.0 - (age - (dur - fade)).max(0.0) / fade).clamp(0.0, 1.0);
            let slide = (1.0 - (age / (0.25 * dur)).min(1.0)) * -80.0;
            let (size, font) = if *big {
                (egui::vec2(420.0, 46.0), 24.0)
            } else {
                (egui::vec2(230.0, 34.0), 18.0)
            };
            let rect = Rect::from_center_size(centre + egui::vec2(slide, 0.0), size);
            fg.rect_filled(
                rect,
                8.0,
                Color32::from_rgba_unmultiplied(20, 18, 60, (220.0 * a) as u8),
            );
            fg.rect_stroke(
                rect,
                8.0,
                Stroke::new(1.5, c32(GOLD).gamma_multiply(a)),
                StrokeKind::Inside,
            );
            fg.text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(font),
                c32(GOLD).gamma_multiply(a),
            );
        }
    }
    if let Some((faces, total, born)) = &hud.dice {
        let pos = v.screen(Vec2::new(l.min.x + 90.0 * l.scale, l.horizon));
        dice::paint(&fg, pos, faces, *total, now - born);
    }
}

/// The cards in flight, above the board and the panels: a cast card waits in the middle of
/// the board, an equipped Code lands on its Arcastella.
pub(super) fn fly_cards(ctx: &egui::Context, v: &View, hud: &mut HudState, now: f32) {
    let l = v.layout;
    let middle = v.screen(Vec2::new((l.min.x + l.max.x) / 2.0, l.horizon));
    let elsewhere = |z: duel::event::Zone| match z {
        duel::event::Zone::Resolving => Some(middle),
        duel::event::Zone::Equipped(u) => Some(v.screen(v.unit_pos(u))),
        _ => None,
    };
    let face = |card: duel::CardUid| {
        v.duel.card_def(card).map(|def| {
            let k = v.c.card(def);
            (k.shown_name().to_string(), k.cost, c32(class_col(v.c, def)))
        })
    };
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::new("flights")));
    hud.flights.paint(&painter, now, v.me, &elsewhere, &face);
}

pub(super) fn unit_tooltip(ctx: &egui::Context, v: &View, u: UnitId, at: Pos2) {
    let id = Id::new("unit_tip");
    let screen = ctx.content_rect();
    // Beside the pointer, within the window: turned to the pointer's left, or lifted, where
    // it would run off (an Arcastella's skills ran off the bottom at UI scale 1.5); wider on
    // a short window, so that it is less tall.
    let size = ctx
        .memory(|m| m.area_rect(id))
        .map_or(egui::Vec2::ZERO, |r| r.size());
    let mut pos = at + egui::vec2(18.0, 12.0);
    if pos.x + size.x > screen.right() {
        pos.x = (at.x - 18.0 - size.x).max(screen.left());
    }
    if pos.y + size.y > screen.bottom() {
        pos.y = (screen.bottom() - size.y).max(screen.top());
    }
    let width = if screen.height() < 560.0 {
        460.0
    } else {
        320.0
    };
    egui::Area::new(id)
        .order(Order::Tooltip)
        .fixed_pos(pos)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                // Whose it is, in its side's colour: a mirror match has the same names twice.
                theme::label(
                    ui,
                    RichText::new(capitalized(&tr!(
                        "hud-tip-side",
                        side = side_word(v.session, u.player())
                    )))
                    .small()
                    .color(v.player_col(u.player())),
                );
                let s = v.state;
                match u {
                    UnitId::Arc { player, slot } => {
                        let Some(a) = s.arc(player, slot) else {
                            return;
                        };
                        let d = v.c.arc(a.def);
                        let col = c32(theme::class_rgb(d.class));
                        theme::label(
                            ui,
                            RichText::new(format!(
                                "{} {}",
                                describe::class_glyph(d.class),
                                d.shown_name()
                            ))
                            .strong()
                            .size(16.0)
                            .color(col),
                        );
                        let stats = if s.player(player).leader_slot == slot {
                            "hud-tip-leader-stats"
                        } else {
                            "hud-tip-arc-stats"
                        };
                        theme::label(
                            ui,
                            tr!(
                                stats,
                                class = describe::class_name(d.class),
                                hp = a.hp,
                                max = d.max_hp,
                                def = d.def
                            ),
                        );
                        for k in &d.attack_skills {
                            // The Japanese face has no ⚔ or ♛: egui's own draws them, outside
                            // the catalog that the face is subset to.
                            theme::label(
                                ui,
                                format!(
                                    "⚔ {}",
                                    tr!(
                                        "hud-tip-attack",
                                        name = k.shown_name(),
                                        cost = describe::cost(k.cost, k.resonance_cost),
                                        text = describe::attack_text(v.c, k)
                                    )
                                ),
                            );
                        }
                        let sup = &d.support_skill;
                        theme::label(
                            ui,
                            tr!(
                                "hud-tip-support",
                                name = sup.shown_name(),
                                cost = describe::cost(sup.cost, sup.resonance_cost),
                                text = describe::effects(v.c, &sup.effects)
                            ),
                        );
                        theme::label(
                            ui,
                            format!(
                                "♛ {}",
                                tr!(
                                    "hud-tip-leader-skill",
                                    name = d.leader_skill.shown_name(),
                                    text = describe::effects(v.c, &d.leader_skill.effects)
                                )
                            ),
                        );
                        let ac = &d.astral_code;
                        theme::label(
                            ui,
                            tr!(
                                "hud-tip-astral",
                                name = ac.shown_name(),
                                cost = describe::cost(ac.cost, ac.resonance_cost),
                                text = describe::attack_text(v.c, ac)
                            ),
                        );
                        if !d.on_fallen.is_empty() {
                            theme::label(
                                ui,
                                tr!(
                                    "hud-tip-on-fallen",
                                    text = describe::effects(v.c, &d.on_fallen)
                                ),
                            );
                        }
                        theme::label(
                            ui,
                            RichText::new(describe::class_rule(d.class))
                                .size(12.0)
                                .color(c32(theme::class_rgb(d.class))),
                        );
                        lasting_effects(ui, s, u);
                        theme::label(
                            ui,
                            RichText::new(d.shown_flavor()).italics().color(c32(DIM)),
                        );
                        // This tooltip follows the pointer over the board, so its keywords
                        // cannot be hovered: their glosses are listed instead.
                        let skills = d.attack_skills.iter().chain([ac]);
                        let mut text: Vec<String> =
                            skills.map(|k| describe::attack_text(v.c, k)).collect();
                        text.push(describe::effects(v.c, &sup.effects));
                        text.push(describe::effects(v.c, &d.leader_skill.effects));
                        text.push(tr!("hud-tip-arc-terms"));
                        text.push(describe::class_rule(d.class).to_string());
                        gloss_lines(ui, &text.join(" "));
                    }
                    UnitId::Follower { player, uid } => {
                        let Some(f) = s.player(player).follower(uid) else {
                            return;
                        };
                        let d = v.c.follower(f.def);
                        theme::label(ui, RichText::new(d.shown_name()).strong().size(15.0));
                        theme::label(
                            ui,
                            tr!(
                                "hud-tip-follower-stats",
                                hp = f.hp,
                                max = d.max_hp,
                                def = d.def
                            ),
                        );
                        theme::label(
                            ui,
                            tr!("hud-tip-pulse", text = describe::effects(v.c, &d.pulse)),
                        );
                        if !d.on_ko.is_empty() {
                            theme::label(
                                ui,
                                tr!("hud-tip-on-ko", text = describe::effects(v.c, &d.on_ko)),
                            );
                        }
                        lasting_effects(ui, s, u);
                        theme::label(
                            ui,
                            RichText::new(d.shown_flavor()).italics().color(c32(DIM)),
                        );
                        let pulse = describe::effects(v.c, &d.pulse);
                        let ko = describe::effects(v.c, &d.on_ko);
                        let terms = tr!("hud-tip-follower-terms");
                        gloss_lines(ui, &format!("{terms} {pulse} {ko}"));
                    }
                }
            });
        });
}

/// The continuous effects a unit bears, with how long they last.
pub(super) fn lasting_effects(ui: &mut egui::Ui, s: &crate::rules::duel::State, u: UnitId) {
    use crate::rules::duel::ContinuousBody;
    for c in s.continuous.iter().filter(|c| c.bearer == Some(u)) {
        let what = match &c.body {
            ContinuousBody::Modifier(m) => describe::stat(*m),
            ContinuousBody::Periodic(_) => tr!("hud-lasting-recurring"),
        };
        theme::label(
            ui,
            RichText::new(tr!("hud-lasting", what = what, n = c.remaining))
                .size(12.0)
                .color(c32(GOLD)),
        );
    }
}
