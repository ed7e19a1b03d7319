//! Rolled dice drawn over the board: they tumble (spinning, bouncing, showing random faces)
//! for a moment, then land on the faces the core rolled, with the total beside them.

use bevy_egui::egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, Vec2};

use crate::app::theme::{GOLD, PARCHMENT, c32};

/// Seconds the dice tumble before they show the rolled faces, and the whole time on screen.
pub const TUMBLE_SECS: f32 = 0.55;
pub const SHOW_SECS: f32 = 1.6;

/// Pip positions of a d6 face, in units of a third of the half-side.
fn pips(face: u8) -> &'static [(i8, i8)] {
    match face {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
}

/// The face a tumbling die shows: changes a dozen times a second, differently per die.
fn tumbling_face(die: usize, age: f32) -> u8 {
    let tick = (age * 12.0) as u64;
    // SplitMix64's finaliser: every bit of the input reaches the low bits.
    let mut x = tick
        .wrapping_add((die as u64) << 32)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^= x >> 31;
    (x % 6) as u8 + 1
}

/// One die centred at `c`, turned by `angle`, showing `face`.
fn die(p: &Painter, c: Pos2, half: f32, angle: f32, face: u8, alpha: f32, landed: bool) {
    let rot = |v: Vec2| {
        let (s, co) = angle.sin_cos();
        c + Vec2::new(v.x * co - v.y * s, v.x * s + v.y * co)
    };
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, y)| rot(Vec2::new(x * half, y * half)));
    let edge = if landed {
        c32(GOLD).gamma_multiply(alpha)
    } else {
        Color32::from_gray(90).gamma_multiply(alpha)
    };
    p.add(Shape::convex_polygon(
        corners.to_vec(),
        c32(PARCHMENT).gamma_multiply(alpha),
        Stroke::new(if landed { 2.0 } else { 1.0 }, edge),
    ));
    let step = half * 0.5;
    for (x, y) in pips(face) {
        let at = rot(Vec2::new(f32::from(*x) * step, f32::from(*y) * step));
        p.circle_filled(
            at,
            half * 0.17,
            Color32::from_rgb(40, 30, 70).gamma_multiply(alpha),
        );
    }
}

/// Paints dice rolled `age` seconds ago, starting at `left` (the left edge, mid-height).
pub fn paint(p: &Painter, left: Pos2, faces: &[u8], total: u32, age: f32) {
    if !(0.0..SHOW_SECS).contains(&age) {
        return;
    }
    let alpha = (1.0 - (age - (SHOW_SECS - 0.4)).max(0.0) / 0.4).clamp(0.0, 1.0);
    let half = 15.0;
    let landed = age >= TUMBLE_SECS;
    let mut x = left.x + half;
    for (i, face) in faces.iter().enumerate() {
        let (shown, angle, lift) = if landed {
            (*face, 0.0, 0.0)
        } else {
            let left_to_go = 1.0 - age / TUMBLE_SECS;
            let spin = left_to_go * (4.0 + i as f32) * std::f32::consts::PI;
            // Two shrinking bounces.
            let bounce = (age / TUMBLE_SECS * 2.0 * std::f32::consts::PI).sin().abs();
            (tumbling_face(i, age), spin, -bounce * 14.0 * left_to_go)
        };
        die(
            p,
            Pos2::new(x, left.y + lift),
            half,
            angle,
            shown,
            alpha,
            landed,
        );
        x += half * 2.6;
    }
    if landed {
        p.text(
            Pos2::new(x - half * 0.6, left.y),
            Align2::LEFT_CENTER,
            format!("= {total}"),
            FontId::proportional(22.0),
            c32(GOLD).gamma_multiply(alpha),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_has_its_number_of_pips_and_tumbling_shows_real_faces() {
        for f in 1..=6 {
            assert_eq!(pips(f).len(), usize::from(f));
        }
        let faces: std::collections::BTreeSet<u8> =
            (0..40).map(|t| tumbling_face(1, t as f32 / 12.0)).collect();
        assert!(
            faces.len() >= 4 && faces.iter().all(|f| (1..=6).contains(f)),
            "{faces:?}"
        );
    }
}
