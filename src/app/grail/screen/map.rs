//! The districts around the fight as a small map on the left: the roads between them (a
//! road of cost 2 marked), every servant's token where it stands, and the range rings of
//! the one who decides: the districts 1, 2 and 3 hops away (G-5.4), where its ranged
//! attacks reach (G-26.3). The district the focused choice names (a move's destination,
//! where to strike from) is ringed and named, so that a choice is seen on the map before
//! it is taken.

use bevy_egui::egui::{self, Color32, RichText, Stroke, pos2, vec2};

use super::choice::ChoiceUi;
use super::looks;
use super::scene::Scene;
use crate::app::theme::Tip;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::rules::grail::menu::LabelArg;
use crate::rules::grail::{
    Actor, DistrictIdx, FactionId, FactionStatus, GameState, ParticipantStatus, query,
};
use crate::tr;

const WIDTH: f32 = 290.0;
/// The farthest district drawn from the fight, in hops.
const REACH: u8 = 3;
/// The farthest district drawn from the one deciding, in hops: as far as a move takes it.
const DECIDER_REACH: u8 = 2;

/// The district the focused entry of the deciding person's menu names, if any.
pub fn aimed(scene: &Scene, ui: &ChoiceUi) -> Option<DistrictIdx> {
    super::bottom::deciding(scene)?;
    ui.entries()
        .get(ui.focus)?
        .label
        .args
        .iter()
        .find_map(|(_, a)| match a {
            LabelArg::District(d) => Some(*d),
            _ => None,
        })
}

/// `aimed`: the district the focused choice names, ringed on the map.
pub fn draw(root: &mut egui::Ui, scene: &Scene, aimed: Option<DistrictIdx>) {
    egui::Panel::left("combat_map")
        .exact_size(super::room::width(root, WIDTH))
        .resizable(false)
        .frame(
            egui::Frame::NONE
                .fill(Color32::from_rgba_unmultiplied(10, 10, 30, 200))
                .inner_margin(8.0),
        )
        .show(root, |ui| {
            theme::label(
                ui,
                RichText::new(tr!("combat-map")).color(c32(GOLD)).strong(),
            );
            // Square, as large as the panel allows with room for the legend below it (two
            // lines in Japanese).
            let side = ui
                .available_width()
                .min(ui.available_height() - 44.0)
                .max(60.0);
            let size = vec2(ui.available_width(), side);
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            paint(ui, scene, rect, aimed);
            theme::label(
                ui,
                RichText::new(tr!("combat-map-rings"))
                    .color(c32(DIM))
                    .small(),
            );
        });
}

fn paint(ui: &egui::Ui, scene: &Scene, rect: egui::Rect, aimed: Option<DistrictIdx>) {
    let c = &scene.content.0;
    let s = &scene.session.state;
    let Some(map) = query::map(c, s) else { return };
    // The fallen are off the map: a servant dead or vanished in the fight, a faction out.
    let sides: Vec<_> = scene
        .sides()
        .into_iter()
        .filter(|x| on_the_map(s, x.faction, x.standing.status))
        .collect();
    let Some(centre) = scene
        .table
        .district
        .or_else(|| sides.first().map(|x| x.standing.district))
    else {
        return;
    };
    // The decider's rings: its district's distance to each shown district.
    let decider = s
        .deciding()
        .or(match scene.table.acting {
            Some(Actor::Servant { faction }) => Some(faction),
            _ => None,
        })
        .and_then(|f| sides.iter().find(|x| x.faction == f))
        .map(|x| usize::from(x.standing.district));
    // Around the fight's district, where every servant stands, where the one deciding may
    // go (a servant that moved off keeps its neighbours in sight) and the focused choice's.
    let near = |d: usize| {
        map.hops[usize::from(centre)][d] <= REACH
            || sides.iter().any(|x| usize::from(x.standing.district) == d)
            || decider.is_some_and(|from| map.hops[from][d] <= DECIDER_REACH)
            || aimed.is_some_and(|a| usize::from(a) == d)
    };
    let shown: Vec<usize> = (0..map.len()).filter(|&d| near(d)).collect();
    let xs = shown.iter().map(|&d| map.def.districts[d].pos.0);
    let ys = shown.iter().map(|&d| map.def.districts[d].pos.1);
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(1));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(1));
    // Room round the districts for the rings, and below them for the names.
    let inner = egui::Rect::from_min_max(rect.min + vec2(26.0, 20.0), rect.max - vec2(26.0, 34.0));
    let at = |d: usize| {
        let (x, y) = map.def.districts[d].pos;
        let fx = if x1 > x0 {
            (x - x0) as f32 / (x1 - x0) as f32
        } else {
            0.5
        };
        let fy = if y1 > y0 {
            (y - y0) as f32 / (y1 - y0) as f32
        } else {
            0.5
        };
        pos2(
            inner.left() + fx * inner.width(),
            inner.top() + fy * inner.height(),
        )
    };
    let painter = ui.painter_at(rect);
    for &a in &shown {
        for &(b, cost) in &map.adj[a] {
            let b = usize::from(b);
            if b > a && shown.contains(&b) {
                let w = if cost > 1 { 3.0 } else { 1.5 };
                painter.line_segment([at(a), at(b)], Stroke::new(w, c32(DIM).gamma_multiply(0.6)));
            }
        }
    }
    let words = scene.words();
    let mut names = Vec::new();
    let mut reaches = Vec::new();
    for &d in &shown {
        let p = at(d);
        if let Some(from) = decider {
            let hops = map.hops[from][d];
            if (1..=REACH).contains(&hops) {
                let a = [90u8, 60, 35][usize::from(hops - 1)];
                painter.circle_filled(p, 17.0, Color32::from_rgba_unmultiplied(236, 196, 92, a));
                reaches.push((p + vec2(13.0, -13.0), hops));
            }
        }
        let fight = d == usize::from(centre);
        painter.circle(
            p,
            9.0,
            Color32::from_rgb(34, 34, 70),
            Stroke::new(
                if fight { 2.5 } else { 1.0 },
                if fight { c32(GOLD) } else { c32(PARCHMENT) },
            ),
        );
        let is_aimed = aimed.is_some_and(|a| usize::from(a) == d);
        if is_aimed {
            painter.circle_stroke(p, 14.0, Stroke::new(2.5, Color32::WHITE));
        }
        // Every district is named where its name fits: the aimed one first, then the
        // fight's, those with a servant, and the rest (close districts' names would
        // overlap; one left out names itself on hover).
        let name = words.district(d as DistrictIdx);
        let occupied = sides.iter().any(|x| usize::from(x.standing.district) == d);
        let (rank, colour) = if is_aimed {
            (0, Color32::WHITE)
        } else if fight {
            (1, c32(GOLD))
        } else if occupied {
            (2, c32(PARCHMENT))
        } else {
            (3, c32(DIM))
        };
        let text = painter.layout_no_wrap(name.clone(), egui::FontId::proportional(10.0), colour);
        // Centred under the district, but kept inside the map.
        let w = text.size().x;
        let right = (rect.right() - w - 2.0).max(rect.left());
        let x = (p.x - w / 2.0).clamp(rect.left() + 2.0, right);
        names.push((rank, pos2(x, p.y + 16.0), text, colour));
        let spot = egui::Rect::from_center_size(p, vec2(22.0, 22.0));
        ui.interact(spot, ui.id().with(("district", d)), egui::Sense::hover())
            .tip(name);
    }
    // Names go over every district's rings, on a dark ground, so that none hides one; by
    // rank, and a name that would cross one already placed, or a district's circle, is
    // left to its hover (neighbours in a row ran into each other).
    names.sort_by_key(|(rank, ..)| *rank);
    let circles: Vec<egui::Rect> = shown
        .iter()
        .map(|&d| egui::Rect::from_center_size(at(d), vec2(18.0, 18.0)))
        .collect();
    let mut grounds: Vec<egui::Rect> = Vec::new();
    for (rank, at, text, colour) in names {
        let ground = egui::Rect::from_min_size(at, text.size()).expand(1.5);
        let covers_circle = rank > 1 && circles.iter().any(|c| c.intersects(ground));
        if covers_circle || grounds.iter().any(|g| g.intersects(ground)) {
            continue;
        }
        painter.rect_filled(ground, 3.0, Color32::from_black_alpha(150));
        painter.galley(at, text, colour);
        grounds.push(ground);
    }
    // A reach's number where no name stands: its ring's shade tells the reach too.
    for (at, hops) in reaches {
        let text = painter.layout_no_wrap(
            hops.to_string(),
            egui::FontId::proportional(11.0),
            c32(GOLD),
        );
        let spot = egui::Rect::from_center_size(at, text.size());
        if grounds.iter().all(|g| !g.intersects(spot)) {
            painter.galley(spot.min, text, c32(GOLD));
        }
    }
    // Tokens: the servants sharing a district stand side by side.
    for &d in &shown {
        let here: Vec<_> = sides
            .iter()
            .filter(|x| usize::from(x.standing.district) == d)
            .collect();
        let n = here.len() as f32;
        for (i, x) in here.iter().enumerate() {
            let off = (i as f32 - (n - 1.0) / 2.0) * 16.0;
            let lit = scene.table.acting == Some(Actor::Servant { faction: x.faction });
            looks::badge(
                &painter,
                x.profile.class,
                at(d) + vec2(off, -4.0),
                8.0,
                scene.colour(x.faction),
                lit,
            );
        }
    }
}

/// Whether faction `f`'s servant stands on the map: its faction is in the war and it did
/// not die or vanish in the fight shown (`status`).
fn on_the_map(s: &GameState, f: FactionId, status: Option<ParticipantStatus>) -> bool {
    !matches!(
        status,
        Some(ParticipantStatus::Dead | ParticipantStatus::Vanished)
    ) && s
        .faction(f)
        .is_some_and(|x| x.status == FactionStatus::Active)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::grail::GrailContent;
    use crate::rules::grail::{EliminationCause, GameConfig, TimeOfDay, new_game};

    #[test]
    fn the_fallen_are_off_the_map() {
        let c = GrailContent::builtin().expect("content");
        let (mut s, _) = new_game(&c, GameConfig::skirmish(2, 2)).expect("a skirmish");
        assert!(on_the_map(&s, 0, Some(ParticipantStatus::Active)));
        assert!(on_the_map(&s, 0, Some(ParticipantStatus::Fled)));
        assert!(!on_the_map(&s, 0, Some(ParticipantStatus::Dead)));
        assert!(!on_the_map(&s, 0, Some(ParticipantStatus::Vanished)));
        s.factions[1].status = FactionStatus::Eliminated {
            cause: EliminationCause::Killed { by: Some(0) },
            day: 1,
            time: TimeOfDay::Morning,
        };
        assert!(!on_the_map(&s, 1, None));
    }
}
