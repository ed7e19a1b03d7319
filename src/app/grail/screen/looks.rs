//! How a servant looks, drawn in code: a badge in its class's colour and shape (a shield
//! for Saber, a bow's triangle for Archer…), so that seven factions are told apart at a
//! glance and without colour alone.

use bevy_egui::egui::{self, Color32, Pos2, Shape, Stroke, pos2, vec2};

use crate::content::grail::{CardType, Class};

/// The corners of a regular polygon of `n` sides around `c`, first corner up.
fn polygon(c: Pos2, r: f32, n: usize, turn: f32) -> Vec<Pos2> {
    (0..n)
        .map(|i| {
            let a =
                turn + std::f32::consts::TAU * i as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
            pos2(c.x + r * a.cos(), c.y + r * a.sin())
        })
        .collect()
}

/// A star of `n` points.
fn star(c: Pos2, r: f32, n: usize) -> Vec<Pos2> {
    (0..2 * n)
        .map(|i| {
            let rr = if i % 2 == 0 { r } else { r * 0.45 };
            let a = std::f32::consts::PI * i as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
            pos2(c.x + rr * a.cos(), c.y + rr * a.sin())
        })
        .collect()
}

/// The outline of a class's badge centred on `c`, `r` across half its size.
pub fn badge_points(class: Class, c: Pos2, r: f32) -> Vec<Pos2> {
    match class {
        // A heater shield: flat top, pointed foot.
        Class::Saber => vec![
            pos2(c.x - r * 0.85, c.y - r * 0.8),
            pos2(c.x + r * 0.85, c.y - r * 0.8),
            pos2(c.x + r * 0.85, c.y + r * 0.05),
            pos2(c.x, c.y + r),
            pos2(c.x - r * 0.85, c.y + r * 0.05),
        ],
        Class::Archer => polygon(c, r, 3, 0.0),
        Class::Lancer => vec![
            pos2(c.x, c.y - r),
            pos2(c.x + r * 0.55, c.y),
            pos2(c.x, c.y + r),
            pos2(c.x - r * 0.55, c.y),
        ],
        Class::Rider => polygon(c, r, 5, 0.0),
        Class::Caster => polygon(c, r, 6, 0.0),
        Class::Assassin => star(c, r, 4),
        Class::Berserker => star(c, r, 7),
    }
}

/// Paints a class badge: the shape filled in `fill`, a dark rim, a light rim when `lit`.
pub fn badge(painter: &egui::Painter, class: Class, c: Pos2, r: f32, fill: Color32, lit: bool) {
    let pts = badge_points(class, c, r);
    let rim = if lit {
        Stroke::new(3.0, Color32::from_rgb(255, 236, 160))
    } else {
        Stroke::new(2.0, Color32::from_black_alpha(200))
    };
    // Concave outlines (the stars, the shield) are drawn as triangles from the centre.
    let n = pts.len();
    for i in 0..n {
        painter.add(Shape::convex_polygon(
            vec![c, pts[i], pts[(i + 1) % n]],
            fill,
            Stroke::NONE,
        ));
    }
    painter.add(Shape::closed_line(pts, rim));
}

/// Paints a command card of kind `k` in `rect`, with its letter and its bonus written on it.
pub fn card(
    painter: &egui::Painter,
    rect: egui::Rect,
    k: CardType,
    text: &str,
    fill: Color32,
    dim: bool,
) {
    let fill = if dim { fill.gamma_multiply(0.35) } else { fill };
    painter.rect_filled(rect, 6.0, fill);
    painter.rect_stroke(
        rect,
        6.0,
        Stroke::new(2.0, Color32::from_white_alpha(if dim { 60 } else { 200 })),
        egui::StrokeKind::Inside,
    );
    let glyph = match k {
        CardType::Buster => "B",
        CardType::Arts => "A",
        CardType::Quick => "Q",
    };
    // The letter stands high enough that the Japanese face's taller line of the bonus
    // under it does not reach it.
    painter.text(
        rect.center() - vec2(0.0, rect.height() * 0.18),
        egui::Align2::CENTER_CENTER,
        glyph,
        egui::FontId::proportional(rect.height() * 0.42),
        Color32::WHITE,
    );
    painter.text(
        rect.center_bottom() - vec2(0.0, 6.0),
        egui::Align2::CENTER_BOTTOM,
        text,
        egui::FontId::proportional(12.0),
        Color32::WHITE,
    );
}
