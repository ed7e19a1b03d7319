//! The city in the middle of the war screen: the map's districts where the content places
//! them (G-5.1), each named, its leyline drawn as a glow that grows with its level (G-5.3),
//! the roads between them with a cost-2 road drawn thicker and marked (G-5.2), and every
//! faction's servant token where the viewer knows it stands.

use bevy_egui::egui::{self, Color32, Stroke, pos2, vec2};

use super::looks;
use super::scene::Scene;
use crate::app::theme::{DIM, PARCHMENT, c32};
use crate::content::grail::Leyline;
use crate::rules::grail::{DistrictIdx, query};

/// How strongly a leyline glows (G-5.3: the level sets what resting there gives).
fn glow(l: Leyline) -> (f32, u8) {
    match l {
        Leyline::None => (0.0, 0),
        Leyline::Small => (16.0, 45),
        Leyline::Medium => (22.0, 70),
        Leyline::Large => (28.0, 95),
        Leyline::DragonVein => (36.0, 130),
    }
}

pub fn draw(ui: &mut egui::Ui, scene: &Scene) {
    let rect = ui.available_rect_before_wrap();
    let c = &scene.content.0;
    let s = &scene.session.state;
    let Some(map) = query::map(c, s) else { return };
    let n = map.def.districts.len();
    let xs = map.def.districts.iter().map(|d| d.pos.0);
    let ys = map.def.districts.iter().map(|d| d.pos.1);
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(1));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(1));
    let inner = rect.shrink2(vec2(60.0, 40.0));
    let at = |d: usize| {
        let (x, y) = map.def.districts[d].pos;
        let f = |v: i32, lo: i32, hi: i32| {
            if hi > lo {
                (v - lo) as f32 / (hi - lo) as f32
            } else {
                0.5
            }
        };
        pos2(
            inner.left() + f(x, x0, x1) * inner.width(),
            inner.top() + f(y, y0, y1) * inner.height(),
        )
    };
    let painter = ui.painter_at(rect);
    for a in 0..n {
        for &(b, cost) in &map.adj[a] {
            let b = usize::from(b);
            if b <= a {
                continue;
            }
            let w = if cost > 1 { 4.0 } else { 2.0 };
            painter.line_segment([at(a), at(b)], Stroke::new(w, c32(DIM).gamma_multiply(0.7)));
            if cost > 1 {
                painter.text(
                    at(a).lerp(at(b), 0.5),
                    egui::Align2::CENTER_CENTER,
                    cost.to_string(),
                    egui::FontId::proportional(11.0),
                    c32(PARCHMENT),
                );
            }
        }
    }
    let words = scene.words();
    for d in 0..n {
        let p = at(d);
        let (r, a) = glow(map.def.districts[d].leyline);
        if a > 0 {
            painter.circle_filled(p, r, Color32::from_rgba_unmultiplied(120, 200, 255, a / 2));
            painter.circle_filled(p, r * 0.6, Color32::from_rgba_unmultiplied(150, 220, 255, a));
        }
        painter.circle(
            p,
            10.0,
            Color32::from_rgb(34, 34, 70),
            Stroke::new(1.2, c32(PARCHMENT)),
        );
        let name = words.district(d as DistrictIdx);
        painter.text(
            p + vec2(0.0, 14.0),
            egui::Align2::CENTER_TOP,
            &name,
            egui::FontId::proportional(11.0),
            c32(PARCHMENT),
        );
        let spot = egui::Rect::from_center_size(p, vec2(26.0, 26.0));
        ui.interact(spot, ui.id().with(("city", d)), egui::Sense::hover())
            .on_hover_text(name);
    }
    let sides = scene.sides();
    for d in 0..n {
        let here: Vec<_> = sides
            .iter()
            .filter(|x| usize::from(x.standing.district) == d && x.vitals.hp > 0)
            .collect();
        let k = here.len() as f32;
        for (i, x) in here.iter().enumerate() {
            let off = (i as f32 - (k - 1.0) / 2.0) * 20.0;
            let mine = scene.table.viewer(&scene.session).faction() == Some(x.faction);
            looks::badge(
                &painter,
                x.profile.class,
                at(d) + vec2(off, -18.0),
                9.0,
                scene.colour(x.faction),
                mine,
            );
        }
    }
}
