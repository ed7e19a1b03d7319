//! The How to play page's pictures, drawn with egui's painter: the hand filling back up to
//! five, ether emptying at the End Phase, and an attacker lying tapped through the
//! opponent's turn. Each is a small schematic of what the board shows.

use std::f32::consts::FRAC_PI_2;

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, pos2,
    vec2,
};

use crate::app::theme::{DANGER, DIM, GOLD, PARCHMENT, SILVER, c32, class_rgb};
use crate::content::duel::Class;
use crate::tr;

/// The widest a picture grows, in points; narrower windows get a smaller one.
const MAX_WIDTH: f32 = 600.0;
/// The cost gem's blue (as on the cards in hand).
const ETHER: Color32 = Color32::from_rgb(30, 60, 140);
const CARD_FILL: Color32 = Color32::from_rgb(24, 22, 58);

/// Room for a picture `h` points tall (at full width), and its scale: 1 at `MAX_WIDTH`.
fn canvas(ui: &mut egui::Ui, h: f32) -> (Rect, Painter, f32) {
    let w = ui.available_width().min(MAX_WIDTH);
    let k = (w / MAX_WIDTH).max(0.6);
    let (rect, _) = ui.allocate_exact_size(vec2(w, h * k), Sense::hover());
    (rect, ui.painter_at(rect), k)
}

fn label(p: &Painter, at: Pos2, text: &str, size: f32, col: [u8; 3]) -> Rect {
    p.text(
        at,
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(size),
        c32(col),
    )
}

/// An arrow from `a` to `b` with a filled head.
fn arrow(p: &Painter, a: Pos2, b: Pos2, col: Color32, k: f32) {
    let d = (b - a).normalized();
    let n = d.rot90();
    let head = 7.0 * k;
    p.line_segment([a, b - d * head], Stroke::new(2.0 * k, col));
    p.add(Shape::convex_polygon(
        vec![
            b,
            b - d * head + n * head * 0.6,
            b - d * head - n * head * 0.6,
        ],
        col,
        Stroke::NONE,
    ));
}

/// A card in hand: frame, cost gem and lines of text; a new one glows gold.
fn card(p: &Painter, c: Pos2, k: f32, new: bool) {
    let r = Rect::from_center_size(c, vec2(30.0, 42.0) * k);
    if new {
        p.rect_filled(r.expand(3.0 * k), 5.0, c32(GOLD).gamma_multiply(0.55));
    }
    p.rect_filled(r, 4.0, CARD_FILL);
    p.rect_stroke(r, 4.0, Stroke::new(1.5, c32(SILVER)), StrokeKind::Inside);
    p.circle_filled(r.left_top() + vec2(7.0, 7.0) * k, 4.0 * k, ETHER);
    for i in 0..3 {
        let y = r.top() + (19.0 + 6.0 * i as f32) * k;
        p.hline(
            r.left() + 5.0 * k..=r.right() - 5.0 * k,
            y,
            Stroke::new(1.0, c32(DIM)),
        );
    }
}

/// The place of a card not held: a dashed outline.
fn empty_slot(p: &Painter, c: Pos2, k: f32) {
    let r = Rect::from_center_size(c, vec2(30.0, 42.0) * k);
    let path = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    p.extend(Shape::dashed_line(
        &path,
        Stroke::new(1.2, c32(DIM)),
        4.0 * k,
        3.0 * k,
    ));
}

/// An ether counter, as the gem on the cards: `n` in a blue disc; `lost` rims it red.
fn ether_gem(p: &Painter, c: Pos2, n: u8, k: f32, lost: bool) {
    let r = 17.0 * k;
    p.circle_filled(c, r, ETHER);
    let rim = if lost { DANGER } else { GOLD };
    p.circle_stroke(c, r, Stroke::new(2.0 * k, c32(rim)));
    label(p, c, &n.to_string(), 18.0 * k, PARCHMENT);
}

/// A unit's medallion: a rim in its class colour, a constellation and an emblem. `turn` is
/// its rotation (clockwise, in radians): a tapped one lies a quarter turn over, as on the
/// board.
fn medallion(p: &Painter, c: Pos2, r: f32, turn: f32, class: Class) {
    let rgb = class_rgb(class);
    let col = c32(rgb);
    let inner = Color32::from_rgb(rgb[0] / 4, rgb[1] / 4, rgb[2] / 4);
    let rot = egui::emath::Rot2::from_angle(turn);
    let at = |x: f32, y: f32| c + rot * vec2(x, y) * r;
    p.circle_filled(c, r + 3.0, Color32::from_rgb(8, 8, 20));
    p.circle_filled(c, r, inner);
    p.circle_stroke(c, r, Stroke::new(3.0, col));
    let stars = [
        at(-0.5, -0.2),
        at(-0.15, -0.55),
        at(0.3, -0.35),
        at(0.45, 0.2),
    ];
    p.line(
        stars.to_vec(),
        Stroke::new(1.0, c32(PARCHMENT).gamma_multiply(0.4)),
    );
    for s in stars {
        p.circle_filled(s, 2.0, c32(PARCHMENT));
    }
    // The emblem's head points to the medallion's top, so its turn can be seen.
    p.add(Shape::convex_polygon(
        vec![at(0.0, -0.05), at(0.22, 0.55), at(-0.22, 0.55)],
        col,
        Stroke::new(1.0, c32(PARCHMENT)),
    ));
}

/// A quarter arc beside a medallion with an arrowhead: it has just been turned over.
fn turn_mark(p: &Painter, c: Pos2, r: f32, k: f32) {
    let pts: Vec<Pos2> = (0..=8)
        .map(|i| {
            let a = -FRAC_PI_2 * 0.9 + FRAC_PI_2 * 0.8 * i as f32 / 8.0;
            c + vec2(a.cos(), a.sin()) * (r + 9.0 * k)
        })
        .collect();
    let end = pts[pts.len() - 1];
    let before = pts[pts.len() - 2];
    p.line(pts, Stroke::new(2.0 * k, c32(GOLD)));
    arrow(p, before, end + (end - before) * 0.6, c32(GOLD), k);
}

/// A shield (what a block is), crossed out in red.
fn no_block(p: &Painter, c: Pos2, k: f32) {
    let s = 11.0 * k;
    let shield = vec![
        c + vec2(-s, -s),
        c + vec2(s, -s),
        c + vec2(s, 0.2 * s),
        c + vec2(0.0, 1.2 * s),
        c + vec2(-s, 0.2 * s),
    ];
    p.add(Shape::convex_polygon(
        shield,
        c32(SILVER).gamma_multiply(0.3),
        Stroke::new(1.5, c32(SILVER)),
    ));
    p.line_segment(
        [c + vec2(-1.3 * s, -1.3 * s), c + vec2(1.3 * s, 1.4 * s)],
        Stroke::new(2.5 * k, c32(DANGER)),
    );
}

/// Five cards, `held` of them kept from the last turn and the rest `new` or empty.
fn hand_row(p: &Painter, centre: Pos2, held: usize, refilled: bool, k: f32) {
    let step = 36.0 * k;
    for i in 0..5 {
        let c = centre + vec2((i as f32 - 2.0) * step, 0.0);
        match (i < held, refilled) {
            (true, _) => card(p, c, k, false),
            (false, true) => card(p, c, k, true),
            (false, false) => empty_slot(p, c, k),
        }
    }
}

/// The hand at the end of a turn (two cards left) and at the start of the next one: drawn
/// back up to five, the three new cards glowing (D-7.1, D-7.2).
pub(super) fn hand_refills(ui: &mut egui::Ui) {
    let (rect, p, k) = canvas(ui, 112.0);
    let y = rect.top() + 58.0 * k;
    let left = pos2(rect.left() + rect.width() * 0.2, y);
    let right = pos2(rect.left() + rect.width() * 0.8, y);
    let top = rect.top() + 12.0 * k;
    label(
        &p,
        pos2(left.x, top),
        &tr!("rules-pic-end-of-turn"),
        13.0 * k,
        DIM,
    );
    label(
        &p,
        pos2(right.x, top),
        &tr!("rules-pic-next-turn"),
        13.0 * k,
        GOLD,
    );
    hand_row(&p, left, 2, false, k);
    hand_row(&p, right, 2, true, k);
    let a = pos2(left.x + 104.0 * k, y);
    let b = pos2(right.x - 104.0 * k, y);
    arrow(&p, a, b, c32(GOLD), k);
    label(
        &p,
        pos2((a.x + b.x) / 2.0, y - 12.0 * k),
        &tr!("rules-pic-draw"),
        13.0 * k,
        GOLD,
    );
    let bottom = rect.top() + 98.0 * k;
    label(
        &p,
        pos2(left.x, bottom),
        &tr!("rules-pic-cards", n = 2),
        13.0 * k,
        PARCHMENT,
    );
    label(
        &p,
        pos2(right.x, bottom),
        &tr!("rules-pic-cards-again", n = 5),
        13.0 * k,
        PARCHMENT,
    );
}

/// The ether of one turn: made in the Charge Phase, spent in the Main Phase, and what is
/// left emptied in the End Phase, so the next turn starts from 0 (D-8.6, D-8.8, D-18.5).
pub(super) fn ether_empties(ui: &mut egui::Ui) {
    let (rect, p, k) = canvas(ui, 118.0);
    let steps: [(String, u8, String, bool); 4] = [
        (
            tr!("rules-pic-charge"),
            5,
            tr!("rules-pic-convert", n = 2),
            false,
        ),
        (
            tr!("rules-pic-main"),
            1,
            tr!("rules-pic-spend", n = 4),
            false,
        ),
        (tr!("rules-pic-end"), 0, tr!("rules-pic-lost", n = 1), true),
        (tr!("rules-pic-next"), 0, tr!("rules-pic-from-zero"), false),
    ];
    let n = steps.len() as f32;
    let xs: Vec<f32> = (0..steps.len())
        .map(|i| rect.left() + rect.width() * (i as f32 + 0.5) / n)
        .collect();
    let gem_y = rect.top() + 56.0 * k;
    for (i, (phase, ether, what, lost)) in steps.iter().enumerate() {
        let x = xs[i];
        let pill = Rect::from_center_size(pos2(x, rect.top() + 14.0 * k), vec2(84.0, 22.0) * k);
        let col = if *lost { DANGER } else { GOLD };
        p.rect_filled(pill, 11.0 * k, c32(col).gamma_multiply(0.2));
        p.rect_stroke(
            pill,
            11.0 * k,
            Stroke::new(1.2, c32(col)),
            StrokeKind::Inside,
        );
        label(&p, pill.center(), phase, 13.0 * k, col);
        ether_gem(&p, pos2(x, gem_y), *ether, k, *lost);
        label(
            &p,
            pos2(x, rect.top() + 96.0 * k),
            what,
            12.5 * k,
            PARCHMENT,
        );
        if i + 1 < steps.len() {
            let gap = 30.0 * k;
            arrow(
                &p,
                pos2(x + gap, gem_y),
                pos2(xs[i + 1] - gap, gem_y),
                c32(DIM),
                k,
            );
        }
    }
    // The cards converted in the Charge Phase go into the counter.
    for (dx, dy) in [(-60.0, -10.0), (-48.0, 6.0)] {
        card(&p, pos2(xs[0] + dx * k, gem_y + dy * k), k * 0.6, false);
    }
    arrow(
        &p,
        pos2(xs[0] - 38.0 * k, gem_y),
        pos2(xs[0] - 19.0 * k, gem_y),
        c32(GOLD),
        k,
    );
}

/// An attacker from its attack to its next turn: tapped at once, and through the whole of
/// the opponent's turn it lies sideways with half its DEF and cannot block, until its
/// owner's next Start Phase untaps it (D-11.2, D-16.4, D-14.1, D-14.4, D-6.2).
pub(super) fn tapped_attacker(ui: &mut egui::Ui) {
    let (rect, p, k) = canvas(ui, 150.0);
    let r = 24.0 * k;
    let y = rect.top() + 66.0 * k;
    let xs = [0.17, 0.5, 0.83].map(|f| rect.left() + rect.width() * f);
    let top = rect.top() + 12.0 * k;
    let caption = rect.top() + 118.0 * k;
    let small = 12.5 * k;
    label(
        &p,
        pos2(xs[0], top),
        &tr!("rules-pic-your-turn"),
        13.0 * k,
        GOLD,
    );
    label(
        &p,
        pos2(xs[1], top),
        &tr!("rules-pic-opponent-turn"),
        13.0 * k,
        DANGER,
    );
    label(
        &p,
        pos2(xs[2], top),
        &tr!("rules-pic-next-turn"),
        13.0 * k,
        GOLD,
    );
    // It attacks and taps.
    let c0 = pos2(xs[0], y);
    medallion(&p, c0, r, FRAC_PI_2, Class::Comet);
    turn_mark(&p, c0, r, k);
    arrow(
        &p,
        c0 + vec2(r + 14.0 * k, -r * 0.3),
        c0 + vec2(r + 48.0 * k, -r * 1.2),
        c32(DANGER),
        k,
    );
    label(
        &p,
        pos2(xs[0], caption),
        &tr!("rules-pic-attacks"),
        small,
        PARCHMENT,
    );
    // Still tapped while the opponent plays.
    let c1 = pos2(xs[1], y);
    medallion(&p, c1, r, FRAC_PI_2, Class::Comet);
    let tag = Rect::from_center_size(c1 + vec2(-r - 34.0 * k, -6.0 * k), vec2(52.0, 22.0) * k);
    p.rect_filled(tag, 4.0, c32(DANGER).gamma_multiply(0.25));
    p.rect_stroke(tag, 4.0, Stroke::new(1.2, c32(DANGER)), StrokeKind::Inside);
    label(
        &p,
        tag.center(),
        &tr!("rules-pic-def-half"),
        14.0 * k,
        DANGER,
    );
    no_block(&p, c1 + vec2(r + 24.0 * k, -6.0 * k), k);
    let first = label(
        &p,
        pos2(xs[1], caption),
        &tr!("rules-pic-half-def"),
        small,
        PARCHMENT,
    );
    // The next line below the first as tall as its face draws it (the Japanese face is a
    // third taller than the Latin one).
    label(
        &p,
        pos2(xs[1], first.bottom() + first.height() / 2.0 + 1.0),
        &tr!("rules-pic-no-attack"),
        small,
        PARCHMENT,
    );
    // Upright again at its owner's Start Phase.
    let c2 = pos2(xs[2], y);
    medallion(&p, c2, r, 0.0, Class::Comet);
    label(
        &p,
        pos2(xs[2], caption),
        &tr!("rules-pic-untaps"),
        small,
        PARCHMENT,
    );
    for i in 0..2 {
        arrow(
            &p,
            pos2(xs[i] + r + 56.0 * k, y + r + 10.0 * k),
            pos2(xs[i + 1] - r - 40.0 * k, y + r + 10.0 * k),
            c32(DIM),
            k,
        );
    }
}

/// A phase of the turn as on the side panel's track: a pill with its name.
pub(super) fn phase_pill(ui: &mut egui::Ui, name: &str) {
    let (rect, _) = ui.allocate_exact_size(vec2(74.0, 22.0), Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 11.0, c32(GOLD).gamma_multiply(0.2));
    p.rect_stroke(rect, 11.0, Stroke::new(1.2, c32(GOLD)), StrokeKind::Inside);
    label(p, rect.center(), name, 13.0, GOLD);
}
