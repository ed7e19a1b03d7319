//! The sky: the night sky behind the menus (a slowly twinkling star field with a horizon
//! glow), and the war's sky, which follows the time of day (G-6.1): a pale dawn with a low
//! sun in the Morning, a high sun in a blue sky at Noon, and the stars and the moon at Night.

use bevy_egui::egui::{self, Color32, LayerId, Pos2};

use crate::rules::grail::TimeOfDay;

/// The light of the war's city at one time of day: the sky's colours at the top and at the
/// horizon, how bright the stars are, the sun or the moon (across and down the window, 0 to
/// 1: it crosses the top bar's empty right end, where no panel or district hides it and it
/// is not taken for one), and how the city below is lit (its ground, its districts, its roads, its lamps).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Daylight {
    pub zenith: [u8; 3],
    pub horizon: [u8; 3],
    pub stars: f32,
    pub orb: (f32, f32),
    pub orb_rgb: [u8; 3],
    /// The ground of the city under the districts (drawn over the sky, half seen through).
    pub ground: [u8; 4],
    /// A district's disc.
    pub plate: [u8; 3],
    pub road: [u8; 3],
    /// At Night the lamps of every district are lit.
    pub lamps: bool,
}

/// The light of time `t` of the war's day.
pub fn daylight(t: TimeOfDay) -> Daylight {
    match t {
        TimeOfDay::Morning => Daylight {
            zenith: [112, 146, 206],
            horizon: [250, 178, 128],
            stars: 0.0,
            orb: (0.66, 0.045),
            orb_rgb: [255, 196, 120],
            ground: [86, 62, 78, 110],
            plate: [116, 92, 118],
            road: [236, 206, 170],
            lamps: false,
        },
        TimeOfDay::Noon => Daylight {
            zenith: [58, 132, 226],
            horizon: [178, 218, 246],
            stars: 0.0,
            orb: (0.8, 0.035),
            orb_rgb: [255, 250, 220],
            ground: [44, 82, 96, 110],
            plate: [84, 122, 140],
            road: [226, 232, 236],
            lamps: false,
        },
        TimeOfDay::Night => Daylight {
            zenith: [6, 6, 24],
            horizon: [40, 30, 84],
            stars: 1.0,
            orb: (0.93, 0.045),
            orb_rgb: [226, 228, 250],
            ground: [12, 12, 34, 140],
            plate: [34, 34, 72],
            road: [140, 136, 176],
            lamps: true,
        },
    }
}

fn mix(a: [u8; 3], b: [u8; 3], f: f32) -> Color32 {
    let m = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * f).round() as u8;
    Color32::from_rgb(m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2]))
}

/// The war's sky at `light`, painted behind everything; `t` is the frame's time, for the
/// stars' twinkle.
pub fn day_sky(ctx: &egui::Context, t: f32, light: &Daylight) {
    let p = ctx.layer_painter(LayerId::background());
    let r = ctx.content_rect();
    let bands = 32;
    for i in 0..bands {
        let f0 = i as f32 / bands as f32;
        let band = egui::Rect::from_min_max(
            Pos2::new(r.left(), r.top() + f0 * r.height()),
            Pos2::new(
                r.right(),
                r.top() + (f0 + 1.0 / bands as f32) * r.height() + 1.0,
            ),
        );
        p.rect_filled(band, 0.0, mix(light.zenith, light.horizon, f0 * f0));
    }
    let orb = Pos2::new(
        r.left() + light.orb.0 * r.width(),
        r.top() + light.orb.1 * r.height(),
    );
    let [or, og, ob] = light.orb_rgb;
    let size = r.height().min(r.width()) * 0.028;
    for k in 0..6 {
        let grow = 1.0 + k as f32 * 0.9;
        p.circle_filled(
            orb,
            size * grow,
            Color32::from_rgba_unmultiplied(or, og, ob, 36u8.saturating_sub(k * 5)),
        );
    }
    p.circle_filled(orb, size, Color32::from_rgb(or, og, ob));
    if light.stars > 0.0 {
        stars(&p, r, t, light.stars);
        // The moon's shadowed side makes it a crescent.
        p.circle_filled(
            orb + egui::vec2(size * 0.45, -size * 0.2),
            size * 0.9,
            mix(light.zenith, light.horizon, light.orb.1 * light.orb.1),
        );
    }
}

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
    stars(&p, r, t, 1.0);
}

/// The same stars every frame (a fixed seed), `bright` 0 to 1.
fn stars(p: &egui::Painter, r: egui::Rect, t: f32, bright: f32) {
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
        let a = ((0.25 + 0.6 * next()) * tw * bright * 255.0) as u8;
        p.circle_filled(
            Pos2::new(x, y),
            size,
            Color32::from_rgba_unmultiplied(240, 232, 212, a),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The three times of day look apart (G-6.1): the sky's top differs between each two by
    /// a clear margin, only the Night has stars, and only the Night lights the lamps.
    #[test]
    fn each_time_of_day_has_its_own_light() {
        let all = [TimeOfDay::Morning, TimeOfDay::Noon, TimeOfDay::Night];
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                let (x, y) = (daylight(*a), daylight(*b));
                let d: i32 = (0..3)
                    .map(|k| (i32::from(x.zenith[k]) - i32::from(y.zenith[k])).abs())
                    .sum();
                assert!(d > 60, "{a:?} and {b:?} skies are too alike ({d})");
            }
            let l = daylight(*a);
            let night = *a == TimeOfDay::Night;
            assert_eq!(l.lamps, night, "{a:?} lamps");
            assert_eq!(l.stars > 0.0, night, "{a:?} stars");
        }
    }

    #[test]
    fn mixing_runs_from_one_colour_to_the_other() {
        assert_eq!(
            mix([0, 100, 200], [200, 100, 0], 0.0),
            Color32::from_rgb(0, 100, 200)
        );
        assert_eq!(
            mix([0, 100, 200], [200, 100, 0], 1.0),
            Color32::from_rgb(200, 100, 0)
        );
        assert_eq!(
            mix([0, 100, 200], [200, 100, 0], 0.5),
            Color32::from_rgb(100, 100, 100)
        );
    }
}
