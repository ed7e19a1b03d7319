//! The night sky behind the menus: a slowly twinkling star field with a horizon glow.

use bevy_egui::egui::{self, Color32, LayerId, Pos2};

/// A slowly twinkling star field with a horizon glow, painted behind the menus. The
/// twinkle follows `t`, the time of the frame: it moves in the frames that input brings, and
/// never wakes an idle menu (frame_pace.rs).
pub fn sky(ctx: &egui::Context, t: f32) {
    let p = ctx.layer_painter(LayerId::background());
    let r = ctx.content_rect();
    let horizon = r.top() + r.height() * 0.72;
    for i in 0..24 {
        let f = i as f32 / 24.0;
        let h = (1.0 - f) * 140.0;
        let a = (f * 22.0) as u8;
        p.rect_filled(
            egui::Rect::from_center_size(
                Pos2::new(r.center().x, horizon),
                egui::vec2(r.width(), h),
            ),
            0.0,
            Color32::from_rgba_unmultiplied(120, 90, 170, a / 3),
        );
    }
    p.line_segment(
        [Pos2::new(r.left(), horizon), Pos2::new(r.right(), horizon)],
        egui::Stroke::new(1.5, Color32::from_rgba_unmultiplied(236, 196, 92, 130)),
    );
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % 10_000) as f32 / 10_000.0
    };
    for i in 0..220 {
        let x = r.left() + next() * r.width();
        let y = r.top() + next() * r.height();
        let size = 0.5 + next() * 1.4;
        let phase = next() * std::f32::consts::TAU;
        let tw = if i % 5 == 0 {
            0.5 + 0.5 * (t * 1.7 + phase).sin()
        } else {
            0.8
        };
        let a = ((0.25 + 0.6 * next()) * tw * 255.0) as u8;
        p.circle_filled(
            Pos2::new(x, y),
            size,
            Color32::from_rgba_unmultiplied(240, 232, 212, a),
        );
    }
}
