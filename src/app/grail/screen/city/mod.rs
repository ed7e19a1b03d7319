//! The city in the middle of the war screen, under the sky of the time of day (G-6.1): the
//! map's districts where the content places them (G-5.1), each named, its leyline drawn as
//! rings of light that grow with its level (G-5.3, with a legend of what resting there
//! gives, G-10.5), the roads with a rough road's cost of 2 marked (G-5.2), a soul-eaten
//! district marked (G-9.9), the Grail once it has appeared (G-36.2), and every servant
//! where the viewer knows it stands, walking its moves (G-10.1). While the person shown
//! declares a move, the districts the present step of the core's menu offers light up with
//! their costs, and a click on one presses its entry.

mod layout;
mod plan;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Shape, Stroke, pos2, vec2};

use super::bottom;
use super::looks;
use super::scene::{Acts, Scene};
use crate::app::grail::fx::FxKind;
use crate::app::grail::mirror::Seen;
use crate::app::grail::time::GrailTime;
use crate::app::theme::{self, DANGER, DIM, Daylight, GOLD, PARCHMENT, c32, daylight};
use crate::content::grail::{Leyline, MapGraph};
use crate::rules::grail::menu::MenuItem;
use crate::rules::grail::{DistrictIdx, FactionId, FactionStatus, TimeOfDay, query};
use crate::tr;
use layout::{Layout, along};
use plan::Offer;

/// The city's light: the time of day on screen and how it lights the city.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CityLight {
    pub time: TimeOfDay,
    pub light: Daylight,
}

impl CityLight {
    pub fn at(time: TimeOfDay) -> CityLight {
        CityLight {
            time,
            light: daylight(time),
        }
    }
}

impl Default for CityLight {
    fn default() -> Self {
        CityLight::at(TimeOfDay::Morning)
    }
}

pub(super) fn plugin(app: &mut App) {
    let lit = |t: TimeOfDay| move |mut l: ResMut<CityLight>| *l = CityLight::at(t);
    app.init_resource::<CityLight>()
        .add_systems(OnEnter(GrailTime::Morning), lit(TimeOfDay::Morning))
        .add_systems(OnEnter(GrailTime::Noon), lit(TimeOfDay::Noon))
        .add_systems(OnEnter(GrailTime::Night), lit(TimeOfDay::Night));
}

/// The leyline's colour: a cool blue, the Dragon Vein gold (G-5.7: it is the Grail's).
fn ley_rgb(l: Leyline) -> [u8; 3] {
    match l {
        Leyline::DragonVein => [255, 214, 120],
        _ => [120, 204, 255],
    }
}

fn ley_level(l: Leyline) -> u8 {
    match l {
        Leyline::None => 0,
        Leyline::Small => 1,
        Leyline::Medium => 2,
        Leyline::Large => 3,
        Leyline::DragonVein => 4,
    }
}

fn ley_name(l: Leyline) -> String {
    match l {
        Leyline::None => tr!("city-leyline-none"),
        Leyline::Small => tr!("city-leyline-small"),
        Leyline::Medium => tr!("city-leyline-medium"),
        Leyline::Large => tr!("city-leyline-large"),
        Leyline::DragonVein => tr!("city-leyline-dragon-vein"),
    }
}

const LEVELS: [Leyline; 5] = [
    Leyline::None,
    Leyline::Small,
    Leyline::Medium,
    Leyline::Large,
    Leyline::DragonVein,
];

fn rgba(rgb: [u8; 3], a: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(rgb[0], rgb[1], rgb[2], a)
}

/// A leyline around a district's disc of radius `r`: a glow and one ring per level, so
/// that the level is counted, not guessed from a shade (G-5.3).
fn leyline_mark(p: &egui::Painter, c: Pos2, r: f32, l: Leyline, night: bool) {
    let n = ley_level(l);
    if n == 0 {
        return;
    }
    let rgb = ley_rgb(l);
    let gap = (r * 0.42).max(2.5);
    let outer = r + gap * f32::from(n);
    let a = if night { 70 } else { 52 };
    p.circle_filled(c, outer + gap * 0.6, rgba(rgb, a / 2));
    p.circle_filled(c, outer, rgba(rgb, a));
    // Each ring on a dark one, to be counted on the bright sky of Noon too.
    let w = (r * 0.12).clamp(1.0, 1.8);
    for k in 1..=n {
        let at = r + gap * f32::from(k);
        p.circle_stroke(c, at, Stroke::new(w + 1.6, Color32::from_black_alpha(110)));
        p.circle_stroke(c, at, Stroke::new(w, rgba(rgb, 235)));
    }
}

/// The mark of a soul-eaten district (G-9.9): a crimson ring, struck through.
fn soul_mark(p: &egui::Painter, c: Pos2, r: f32) {
    let red = c32(DANGER);
    p.circle_stroke(c, r + 1.5, Stroke::new((r * 0.22).max(1.5), red));
    let d = vec2(r, -r) * 0.72;
    p.line_segment([c - d, c + d], Stroke::new((r * 0.2).max(1.5), red));
}

/// The Grail (G-36.2): a gold chalice with its rays.
fn grail_mark(p: &egui::Painter, c: Pos2, r: f32) {
    let gold = c32(GOLD);
    for i in 0..12 {
        let a = std::f32::consts::TAU * i as f32 / 12.0;
        let dir = vec2(a.cos(), a.sin());
        p.line_segment(
            [c + dir * r * 1.25, c + dir * r * 1.9],
            Stroke::new(1.5, gold.gamma_multiply(0.8)),
        );
    }
    let bowl = vec![
        pos2(c.x - r * 0.75, c.y - r * 0.7),
        pos2(c.x + r * 0.75, c.y - r * 0.7),
        pos2(c.x + r * 0.45, c.y),
        pos2(c.x, c.y + r * 0.15),
        pos2(c.x - r * 0.45, c.y),
    ];
    p.add(Shape::convex_polygon(bowl, gold, Stroke::NONE));
    p.rect_filled(
        egui::Rect::from_center_size(pos2(c.x, c.y + r * 0.35), vec2(r * 0.2, r * 0.5)),
        0.0,
        gold,
    );
    p.rect_filled(
        egui::Rect::from_center_size(pos2(c.x, c.y + r * 0.68), vec2(r * 0.9, r * 0.2)),
        2.0,
        gold,
    );
}

/// The lamps of a district at Night: warm windows around its disc.
fn lamps(p: &egui::Painter, c: Pos2, r: f32, d: usize) {
    p.circle_filled(
        c,
        r * 2.3,
        Color32::from_rgba_unmultiplied(255, 196, 96, 22),
    );
    for k in 0..6 {
        let a = (d * 7 + k * 11) as f32 * 0.9;
        let dist = r * (1.45 + 0.12 * ((d + k) % 4) as f32);
        p.circle_filled(
            c + vec2(a.cos(), a.sin()) * dist,
            (r * 0.13).max(1.2),
            Color32::from_rgb(255, 214, 128),
        );
    }
}

/// What the viewer knows of the city itself (G-35.4): which districts are soul-eaten and
/// whether the Grail has appeared.
struct Facts {
    soul_eaten: Vec<bool>,
    grail: bool,
}

impl Facts {
    fn of(scene: &Scene) -> Facts {
        let s = &scene.session.state;
        match scene.table.viewer(&scene.session).faction() {
            Some(f) => {
                let v = s.view_for(&scene.content.0, f);
                Facts {
                    soul_eaten: v.soul_eaten,
                    grail: v.grail_manifested,
                }
            }
            None => Facts {
                soul_eaten: s.soul_eaten.clone(),
                grail: s.grail_manifested,
            },
        }
    }
}

/// One servant on the map.
struct Token {
    faction: FactionId,
    class: crate::content::grail::Class,
    district: DistrictIdx,
    asleep: bool,
    /// Its walk now: how far along (0 to 1) and through which districts.
    walk: Option<(f32, Vec<DistrictIdx>)>,
}

fn tokens(scene: &Scene, seen: &[Seen]) -> Vec<Token> {
    let now = scene.motion.now;
    scene
        .sides()
        .iter()
        .filter(|x| x.vitals.hp > 0)
        .filter(|x| {
            seen.get(usize::from(x.faction))
                .is_some_and(|s| s.info.status == FactionStatus::Active)
        })
        .map(|x| Token {
            faction: x.faction,
            class: x.profile.class,
            district: x.standing.district,
            asleep: seen
                .get(usize::from(x.faction))
                .is_some_and(|s| s.info.asleep),
            walk: scene
                .motion
                .live
                .iter()
                .rev()
                .find_map(|fx| match &fx.kind {
                    FxKind::Walk { faction, path } if *faction == x.faction => {
                        Some((fx.t(now), path.clone()))
                    }
                    _ => None,
                }),
        })
        .collect()
}

/// Sizes that follow the map's cell, so the city fits every UI scale.
struct Sizes {
    disc: f32,
    token: f32,
    font: f32,
}

impl Sizes {
    fn of(cell: f32) -> Sizes {
        Sizes {
            disc: (cell * 0.14).clamp(5.0, 13.0),
            token: (cell * 0.095).clamp(4.0, 9.0),
            font: (cell * 0.125).clamp(8.0, 12.0),
        }
    }
}

pub fn draw(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts, light: &CityLight) {
    let c = &scene.content.0;
    let s = &scene.session.state;
    let Some(map) = query::map(c, s) else { return };
    let facts = Facts::of(scene);
    let viewer = scene.table.viewer(&scene.session).faction();
    legend(ui, light, facts.grail, viewer.is_some());
    // Never wider than the panel, whatever the legend asked for.
    let rect = ui.available_rect_before_wrap().intersect(ui.max_rect());
    let painter = ui.painter_at(rect);
    let l = &light.light;
    painter.rect_filled(
        rect.shrink(2.0),
        10.0,
        Color32::from_rgba_unmultiplied(l.ground[0], l.ground[1], l.ground[2], l.ground[3]),
    );
    let layout = Layout::new(rect.shrink(4.0), map.def.districts.iter().map(|d| d.pos));
    let at = |d: DistrictIdx| {
        map.def
            .districts
            .get(usize::from(d))
            .map_or(rect.center(), |x| layout.at(x.pos))
    };
    let size = Sizes::of(layout.cell());
    let seen = scene.seen();
    // The person deciding now, the districts the present step offers, and the one focused.
    let planner = bottom::deciding(scene);
    if planner.is_some() {
        acts.ui.follow(c, s, scene.session.actions.len());
    }
    let here = planner.and_then(|f| seen.get(usize::from(f)).map(|x| x.info.district));
    let offers = match planner {
        Some(_) => plan::offers(acts.ui.entries(), here),
        None => Vec::new(),
    };
    roads(&painter, map, &at, &size, l);
    let n = map.def.districts.len();
    for d in 0..n {
        let d = d as DistrictIdx;
        let offer = offers.iter().find(|o| o.district == d);
        district(
            &painter,
            (map, d, at(d)),
            &size,
            light,
            &facts,
            (
                offer,
                !offers.is_empty(),
                offer.is_some_and(|o| o.entry == acts.ui.focus),
            ),
            ui.input(|i| i.time) as f32,
        );
    }
    let words = scene.words();
    for d in 0..n {
        name(
            &painter,
            at(d as DistrictIdx),
            &words.district(d as DistrictIdx),
            &size,
            &layout,
        );
    }
    let all = tokens(scene, &seen);
    draw_tokens(&painter, scene, &all, &at, &size, viewer);
    for o in &offers {
        cost_pill(&painter, at(o.district), o, &size);
    }
    for d in 0..n {
        let d = d as DistrictIdx;
        let spot = egui::Rect::from_center_size(at(d), vec2(layout.step.0, layout.step.1) * 0.62);
        let offer = offers.iter().find(|o| o.district == d);
        let sense = if offer.is_some_and(|o| o.why.is_none()) {
            egui::Sense::click()
        } else {
            egui::Sense::hover()
        };
        let mut resp = ui.interact(spot, ui.id().with(("city", d)), sense);
        if offer.is_some_and(|o| o.why.is_none()) {
            resp = resp.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
        if let Some(o) = offer
            && bottom::pointed(ui, &resp)
        {
            acts.ui.focus = o.entry;
        }
        let clicked = resp.clicked();
        resp.on_hover_ui(|ui| card(ui, scene, acts, (map, d), &facts, &all, offer));
        if let (true, Some(o), Some(f)) = (clicked, offer, planner) {
            bottom::pick(acts, f, o.entry);
        }
    }
}

/// The roads: a thin line, a rough road (G-5.2: cost 2) dashed and thicker with its cost
/// at its middle. A move's cost is the core's (the menu's labels): a Rider pays 1 on rough
/// roads too (G-4.2.5).
fn roads(
    p: &egui::Painter,
    map: &MapGraph,
    at: &impl Fn(DistrictIdx) -> Pos2,
    size: &Sizes,
    l: &Daylight,
) {
    let w = (size.disc * 0.16).clamp(1.2, 2.4);
    let colour = rgba(l.road, 170);
    for (a, near) in map.adj.iter().enumerate() {
        for &(b, cost) in near {
            if usize::from(b) <= a {
                continue;
            }
            let (pa, pb) = (at(a as DistrictIdx), at(b));
            if cost > 1 {
                p.extend(Shape::dashed_line(
                    &[pa, pb],
                    Stroke::new(w * 1.8, colour),
                    size.disc * 0.6,
                    size.disc * 0.35,
                ));
                let mid = pa.lerp(pb, 0.5);
                let r = size.font * 0.75;
                p.circle(
                    mid,
                    r,
                    Color32::from_rgb(40, 30, 24),
                    Stroke::new(1.0, colour),
                );
                p.text(
                    mid,
                    Align2::CENTER_CENTER,
                    cost.to_string(),
                    FontId::proportional(size.font),
                    c32(PARCHMENT),
                );
            } else {
                p.line_segment([pa, pb], Stroke::new(w, colour));
            }
        }
    }
}

/// A district's disc with its leyline, its marks, its lamps at Night, and how a plan sees
/// it: offered (gold, or grey when it cannot be taken), or not offered (dimmed).
fn district(
    p: &egui::Painter,
    (map, d, c): (&MapGraph, DistrictIdx, Pos2),
    size: &Sizes,
    light: &CityLight,
    facts: &Facts,
    (offer, planning, focused): (Option<&Offer>, bool, bool),
    time: f32,
) {
    let r = size.disc;
    let l = &light.light;
    if l.lamps {
        lamps(p, c, r, usize::from(d));
    }
    leyline_mark(p, c, r, map.leyline(d), l.lamps);
    let mut fill = c32(l.plate);
    if planning && offer.is_none() {
        fill = fill.gamma_multiply(0.45);
    }
    p.circle(c, r, fill, Stroke::new(1.2, c32(PARCHMENT)));
    if facts
        .soul_eaten
        .get(usize::from(d))
        .copied()
        .unwrap_or(false)
    {
        soul_mark(p, c, r);
    }
    if facts.grail && map.grail == d {
        grail_mark(p, c, r);
    }
    match offer {
        Some(o) if o.why.is_none() => {
            let pulse = 1.0 + 0.5 * (time * 4.0).sin();
            let w = if focused { 3.5 } else { 2.2 };
            p.circle_stroke(c, r + 3.0 + pulse, Stroke::new(w, c32(GOLD)));
        }
        Some(_) => {
            p.extend(Shape::dashed_line(
                &ring(c, r + 3.5),
                Stroke::new(1.5, c32(DIM)),
                3.0,
                3.0,
            ));
        }
        None => {}
    }
}

fn ring(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..=32)
        .map(|i| {
            let a = std::f32::consts::TAU * i as f32 / 32.0;
            c + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}

/// A district's name under its disc, on a dark band, wrapped to its cell (two lines at
/// most: the hover card has it whole).
fn name(p: &egui::Painter, c: Pos2, text: &str, size: &Sizes, layout: &Layout) {
    let mut job = egui::text::LayoutJob::simple(
        text.to_owned(),
        FontId::proportional(size.font),
        c32(PARCHMENT),
        layout.step.0 * 0.96,
    );
    job.wrap.max_rows = 2;
    job.halign = egui::Align::Center;
    let galley = p.layout_job(job);
    let top = pos2(c.x, c.y + size.disc + 3.0);
    let band = egui::Rect::from_center_size(
        pos2(c.x, top.y + galley.size().y / 2.0),
        galley.size() + vec2(6.0, 2.0),
    );
    p.rect_filled(band, 3.0, Color32::from_black_alpha(140));
    p.galley(top, galley, c32(PARCHMENT));
}

/// Where the `i`th of `n` tokens stands above a disc: rows of four.
fn token_spot(c: Pos2, i: usize, n: usize, size: &Sizes) -> Pos2 {
    let per = 4;
    let row = i / per;
    let in_row = (n - row * per).min(per);
    let k = (i % per) as f32 - (in_row as f32 - 1.0) / 2.0;
    let step = size.token * 2.2;
    c + vec2(
        k * step,
        -(size.disc + size.token + 3.0) - row as f32 * (size.token * 2.1),
    )
}

fn draw_tokens(
    p: &egui::Painter,
    scene: &Scene,
    all: &[Token],
    at: &impl Fn(DistrictIdx) -> Pos2,
    size: &Sizes,
    viewer: Option<FactionId>,
) {
    let still: Vec<&Token> = all.iter().filter(|t| t.walk.is_none()).collect();
    let mut spots: Vec<(&Token, Pos2)> = Vec::new();
    for t in &still {
        let group: Vec<&&Token> = still.iter().filter(|x| x.district == t.district).collect();
        let i = group
            .iter()
            .position(|x| x.faction == t.faction)
            .unwrap_or(0);
        spots.push((t, token_spot(at(t.district), i, group.len(), size)));
    }
    // A walking token goes along its road, above the districts it passes.
    for t in all.iter().filter(|t| t.walk.is_some()) {
        let Some((f, path)) = &t.walk else { continue };
        let points: Vec<Pos2> = path
            .iter()
            .map(|d| token_spot(at(*d), 0, 1, size))
            .collect();
        if let Some(pos) = along(&points, *f) {
            spots.push((t, pos));
        }
    }
    for (t, pos) in spots {
        let mine = viewer == Some(t.faction);
        if mine {
            p.circle_stroke(pos, size.token + 3.5, Stroke::new(2.0, c32(GOLD)));
        }
        looks::badge(p, t.class, pos, size.token, scene.colour(t.faction), mine);
        // The master, with the servant: dimmed while asleep (G-16.1).
        let m = pos + vec2(size.token, size.token) * 0.8;
        let fill = if t.asleep { c32(DIM) } else { c32(PARCHMENT) };
        p.circle(
            m,
            (size.token * 0.38).max(2.0),
            fill,
            Stroke::new(1.0, Color32::from_black_alpha(220)),
        );
    }
}

/// An offered district's cost, beside its disc (the core's number, from the label).
fn cost_pill(p: &egui::Painter, c: Pos2, o: &Offer, size: &Sizes) {
    let Some(cost) = o.cost else { return };
    let text = tr!("city-cost", cost = cost);
    let colour = if o.why.is_none() { c32(GOLD) } else { c32(DIM) };
    let galley = p.layout_no_wrap(text, FontId::proportional(size.font), colour);
    let at = pos2(c.x + size.disc + 4.0, c.y - galley.size().y / 2.0);
    let band = egui::Rect::from_min_size(at - vec2(3.0, 1.0), galley.size() + vec2(6.0, 2.0));
    p.rect(
        band,
        4.0,
        Color32::from_black_alpha(200),
        Stroke::new(1.0, colour),
        egui::StrokeKind::Outside,
    );
    p.galley(at, galley, colour);
}

/// The card of a hovered district: its name, its leyline and what resting there gives
/// (G-5.3, G-10.5), the Grail, soul-eating, who stands there as the viewer knows it, and
/// what the plan offers there.
fn card(
    ui: &mut egui::Ui,
    scene: &Scene,
    acts: &Acts,
    (map, d): (&MapGraph, DistrictIdx),
    facts: &Facts,
    all: &[Token],
    offer: Option<&Offer>,
) {
    let words = scene.words();
    let viewer = scene.table.viewer(&scene.session).faction();
    theme::label(
        ui,
        egui::RichText::new(words.district(d))
            .color(c32(GOLD))
            .strong(),
    );
    let ley = map.leyline(d);
    theme::label(
        ui,
        match ley {
            Leyline::None => tr!("city-card-no-leyline"),
            _ => tr!(
                "city-card-leyline",
                level = ley_name(ley),
                bonus = ley.bonus()
            ),
        },
    );
    if facts.grail && map.grail == d {
        theme::label(
            ui,
            egui::RichText::new(tr!("city-card-grail")).color(c32(GOLD)),
        );
    }
    if facts
        .soul_eaten
        .get(usize::from(d))
        .copied()
        .unwrap_or(false)
    {
        theme::label(
            ui,
            egui::RichText::new(tr!("city-card-soul-eaten")).color(c32(DANGER)),
        );
    }
    let here: Vec<&Token> = all.iter().filter(|t| t.district == d).collect();
    if here.is_empty() {
        theme::label(
            ui,
            egui::RichText::new(tr!("city-card-nobody")).color(c32(DIM)),
        );
    }
    for t in here {
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(vec2(18.0, 18.0), egui::Sense::hover());
            let mine = viewer == Some(t.faction);
            looks::badge(
                ui.painter(),
                t.class,
                r.center(),
                7.0,
                scene.colour(t.faction),
                mine,
            );
            let mut line = words.faction(t.faction);
            if mine {
                line = tr!("city-card-you", faction = line);
            }
            if t.asleep {
                line = format!("{line} · {}", tr!("war-asleep"));
            }
            theme::label(ui, line);
        });
    }
    let Some(o) = offer else { return };
    ui.separator();
    if let Some(e) = acts.ui.entries().get(o.entry) {
        theme::label(
            ui,
            egui::RichText::new(words.label(&e.label)).color(c32(PARCHMENT)),
        );
        match &e.item {
            MenuItem::Unusable(why) => {
                theme::label(
                    ui,
                    egui::RichText::new(words.illegal(why)).color(c32(DANGER)),
                );
            }
            _ => {
                theme::label(
                    ui,
                    egui::RichText::new(tr!("city-card-click")).color(c32(GOLD)),
                );
            }
        }
    }
}

/// The legend along the top of the map: the leyline levels with their rest bonus (G-5.3),
/// the roads' costs (G-5.2), a soul-eaten district, the viewer's own token and the Grail.
fn legend(ui: &mut egui::Ui, light: &CityLight, grail: bool, has_viewer: bool) {
    let font = FontId::proportional(11.0);
    // A swatch and its words are one widget, so the legend wraps between items only.
    let item = |ui: &mut egui::Ui, paint: &dyn Fn(&egui::Painter, Pos2), t: String| {
        let galley = ui.painter().layout_no_wrap(t, font.clone(), c32(PARCHMENT));
        let size = vec2(20.0 + galley.size().x, galley.size().y.max(16.0));
        let (r, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        paint(ui.painter(), pos2(r.left() + 9.0, r.center().y));
        ui.painter().galley(
            pos2(r.left() + 20.0, r.center().y - galley.size().y / 2.0),
            galley,
            c32(PARCHMENT),
        );
    };
    let night = light.light.lamps;
    let plate = c32(light.light.plate);
    egui::Frame::NONE
        .fill(Color32::from_black_alpha(150))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(6, 3))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = vec2(8.0, 2.0);
                theme::label(
                    ui,
                    egui::RichText::new(tr!("city-legend-leyline"))
                        .font(font.clone())
                        .color(c32(GOLD)),
                );
                for l in LEVELS {
                    item(
                        ui,
                        &|p, c| {
                            leyline_mark(p, c, 2.5, l, night);
                            p.circle(c, 2.5, plate, Stroke::new(1.0, c32(PARCHMENT)));
                        },
                        tr!("city-legend-level", level = ley_name(l), bonus = l.bonus()),
                    );
                }
                let road = rgba(light.light.road, 220);
                item(
                    ui,
                    &|p, c| {
                        p.line_segment(
                            [c - vec2(8.0, 0.0), c + vec2(8.0, 0.0)],
                            Stroke::new(1.5, road),
                        );
                    },
                    tr!("city-legend-road"),
                );
                item(
                    ui,
                    &|p, c| {
                        p.extend(Shape::dashed_line(
                            &[c - vec2(8.0, 0.0), c + vec2(8.0, 0.0)],
                            Stroke::new(2.5, road),
                            4.0,
                            2.5,
                        ));
                    },
                    tr!("city-legend-rough"),
                );
                item(
                    ui,
                    &|p, c| {
                        p.circle(c, 5.0, plate, Stroke::new(1.0, c32(PARCHMENT)));
                        soul_mark(p, c, 5.0);
                    },
                    tr!("city-legend-soul-eaten"),
                );
                if has_viewer {
                    item(
                        ui,
                        &|p, c| {
                            p.circle_stroke(c, 7.0, Stroke::new(2.0, c32(GOLD)));
                        },
                        tr!("city-legend-you"),
                    );
                }
                if grail {
                    item(ui, &|p, c| grail_mark(p, c, 4.5), tr!("city-legend-grail"));
                }
            });
        });
}
