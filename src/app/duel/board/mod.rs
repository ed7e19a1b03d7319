//! The board drawn in code: a night sky with a horizon, and each unit as a framed
//! medallion in its class colour with a constellation made from its id, the class emblem,
//! an HP bar, a crown for the leader, a Code gem and a Barrier ring. A tapped Arcastella's
//! portrait turns 90 degrees (its crown stays upright); a fallen one greys out behind a
//! cracked frame.

mod backdrop;
mod motion;
mod paint;

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use rand::{Rng, SeedableRng};

use super::data::DuelData;
use super::layout::{ARC_R, BoardLayout, FOL_R, HAND_LINE, Highlights, Layout, text_face};
use super::mirror::{
    Arcastella, Barrier, BoardFx, EquippedCode, Fallen, Follower, Hp, Leader, Slot, Tapped, Unit,
    UnitIndex, shown_row,
};
use super::session::DuelSession;
use crate::app::frame_pace::Busy;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::theme::{self, GOLD, PARCHMENT};
use crate::content::duel::Class;
use crate::rules::duel::UnitId;
use motion::{Motion, MotionKind};
use paint::{Paint, ShapeCache, at, line, shape};

/// The parts of a unit's medallion that change.
#[derive(Component)]
struct Parts {
    portrait: Entity,
    glow_mat: Handle<ColorMaterial>,
    barrier: Entity,
    hp_fill: Entity,
    hp_fill_mat: Handle<ColorMaterial>,
    fallen: Entity,
    /// The veil's and the cracks' own materials, and their full alphas.
    fallen_mats: [(Handle<ColorMaterial>, f32); 2],
    /// How far the fallen veil has faded in (0-1).
    fallen_shown: f32,
    code: Entity,
    /// The keyboard focus's own marks: a white ring and a pointer above, shown on the
    /// focused unit only.
    focus: Entity,
    hp_shown: f32,
    hp_width: f32,
}

/// Seconds the fallen veil and its cracks take to fade in at 1x.
const FALL_FADE_SECS: f32 = 0.4;

/// How far the fallen veil has faded in, one frame later: 0 while standing, rising to 1
/// over `FALL_FADE_SECS` at 1x (at once when animations are skipped).
fn fade_step(shown: f32, fallen: bool, dt: f32, speed: f32, instant: bool) -> f32 {
    match (fallen, instant) {
        (false, _) => 0.0,
        (true, true) => 1.0,
        (true, false) => (shown + dt * speed / FALL_FADE_SECS).min(1.0),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShapeCache>()
        .init_resource::<BoardLayout>()
        .add_systems(OnEnter(Screen::Duel), backdrop::spawn_backdrop)
        .add_systems(
            Update,
            (
                update_layout,
                decorate_units,
                start_motions,
                place_units,
                animate_units,
                backdrop::place_backdrop,
            )
                .chain()
                .in_set(AppSystems::Animate)
                .run_if(in_state(Screen::Duel).and_then(resource_exists::<DuelSession>)),
        );
}

fn mix(a: [u8; 3], b: [u8; 3], t: f32) -> [u8; 3] {
    [0, 1, 2].map(|i| (f32::from(a[i]) * (1.0 - t) + f32::from(b[i]) * t) as u8)
}

fn lighter(c: [u8; 3]) -> [u8; 3] {
    mix(c, [255, 255, 255], 0.35)
}

/// A stable number from an id, so the same Arcastella always draws the same stars.
fn id_seed(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The class emblem, in a box of half-size `e`, as shapes for the portrait.
fn emblem(
    p: &mut Paint,
    class: Option<Class>,
    e: f32,
    out: &mut Vec<(Handle<Mesh>, Handle<ColorMaterial>, Transform)>,
) {
    let col = class.map_or(theme::class_rgb(Class::Conductor), theme::class_rgb);
    let bright = p.mat(lighter(col), 0.95);
    let dark = p.mat(mix(col, [12, 12, 30], 0.75), 1.0);
    let z = 0.5;
    match class {
        Some(Class::AuraComporta) => {
            for (i, r) in [1.0, 0.68, 0.36].iter().enumerate() {
                out.push((
                    p.ring(0.78),
                    bright.clone(),
                    at(0.0, 0.0, z + i as f32 * 0.01, e * r, e * r),
                ));
            }
            out.push((
                p.mesh("circle"),
                bright,
                at(0.0, 0.0, z + 0.05, e * 0.12, e * 0.12),
            ));
        }
        Some(Class::SephiraWarden) => {
            let nodes = [
                (0.0, 1.0),
                (0.55, 0.72),
                (-0.55, 0.72),
                (0.55, 0.22),
                (-0.55, 0.22),
                (0.0, 0.0),
                (0.55, -0.45),
                (-0.55, -0.45),
                (0.0, -0.68),
                (0.0, -1.05),
            ];
            let paths = [
                (0, 1),
                (0, 2),
                (1, 2),
                (1, 3),
                (2, 4),
                (3, 4),
                (1, 5),
                (2, 5),
                (3, 5),
                (4, 5),
                (3, 6),
                (4, 7),
                (5, 6),
                (5, 7),
                (6, 7),
                (5, 8),
                (6, 8),
                (7, 8),
                (8, 9),
                (0, 5),
            ];
            let link = p.mat(lighter(col), 0.55);
            for (a, b) in paths {
                let (ax, ay) = nodes[a];
                let (bx, by) = nodes[b];
                out.push((
                    p.mesh("square"),
                    link.clone(),
                    line(Vec2::new(ax, ay) * e, Vec2::new(bx, by) * e, z, 1.6),
                ));
            }
            for (x, y) in nodes {
                out.push((
                    p.mesh("circle"),
                    bright.clone(),
                    at(x * e, y * e, z + 0.02, e * 0.14, e * 0.14),
                ));
            }
        }
        Some(Class::Comet) => {
            out.push((
                p.mesh("circle"),
                bright.clone(),
                at(e * 0.45, e * 0.45, z + 0.02, e * 0.32, e * 0.32),
            ));
            let tail = p.mat(lighter(col), 0.6);
            let head = Vec2::new(0.45, 0.45) * e;
            for (off, w) in [(0.0, e * 0.34), (0.22, e * 0.1), (-0.22, e * 0.1)] {
                let o = Vec2::new(off, -off) * e;
                out.push((
                    p.mesh("square"),
                    tail.clone(),
                    line(head + o, Vec2::new(-0.95, -0.95) * e + o * 0.5, z, w),
                ));
            }
        }
        Some(Class::Bastion) => {
            out.push((p.mesh("hexagon"), bright.clone(), at(0.0, 0.0, z, e, e)));
            out.push((
                p.mesh("hexagon"),
                dark,
                at(0.0, 0.0, z + 0.01, e * 0.78, e * 0.78),
            ));
            out.push((
                p.mesh("hexagon"),
                bright,
                at(0.0, 0.0, z + 0.02, e * 0.36, e * 0.36),
            ));
        }
        Some(Class::Conductor) | None => {
            // The baton's arc of small stars, the baton, and (for a follower) one star.
            for i in 0..9 {
                let a = std::f32::consts::PI * (0.15 + 0.7 * i as f32 / 8.0);
                let r = if i % 2 == 0 { 0.1 } else { 0.06 };
                out.push((
                    p.mesh("circle"),
                    bright.clone(),
                    at(a.cos() * e, a.sin() * e - e * 0.25, z, e * r, e * r),
                ));
            }
            if class.is_some() {
                out.push((
                    p.mesh("square"),
                    bright.clone(),
                    line(Vec2::new(-0.7, -0.8) * e, Vec2::new(0.35, 0.2) * e, z, 2.5),
                ));
            }
            out.push((
                p.mesh("rhombus"),
                bright.clone(),
                at(0.0, -e * 0.35, z + 0.01, e * 0.5, e * 0.9),
            ));
            out.push((
                p.mesh("rhombus"),
                bright,
                at(0.0, -e * 0.35, z + 0.01, e * 0.9, e * 0.5),
            ));
        }
    }
}

/// Adds the medallion and its bars to every new unit entity.
fn decorate_units(
    mut commands: Commands,
    new: Query<
        (
            Entity,
            &Unit,
            Option<&Arcastella>,
            Option<&Follower>,
            Has<Leader>,
            Option<&Fallen>,
        ),
        Without<Parts>,
    >,
    content: Res<DuelData>,
    layout: Res<BoardLayout>,
    session: Res<DuelSession>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<ShapeCache>,
) {
    let c = &content.0;
    for (e, unit, arc, fol, leader, fallen_now) in &new {
        let was_fallen = fallen_now.is_some_and(|f| f.0);
        let mut p = Paint {
            meshes: &mut meshes,
            mats: &mut mats,
            cache: &mut cache,
        };
        let (r, class, id) = match (arc, fol) {
            (Some(a), _) => (ARC_R, Some(a.class), c.arc(a.def).id.clone()),
            (_, Some(f)) => (FOL_R, None, c.follower(f.def).id.clone()),
            _ => continue,
        };
        let col = class.map_or(theme::class_rgb(Class::Conductor), theme::class_rgb);
        // Frame: a dark rim, the class ring and a thin gold inner line.
        let mut parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Transform)> = vec![
            (
                p.mesh("circle"),
                p.mat([8, 8, 20], 1.0),
                at(0.0, 0.0, 0.0, r + 3.0, r + 3.0),
            ),
            (p.ring(0.86), p.mat(col, 1.0), at(0.0, 0.0, 0.05, r, r)),
            (
                p.mesh("circle"),
                p.mat(mix(col, theme::INDIGO, 0.82), 1.0),
                at(0.0, 0.0, 0.1, r * 0.87, r * 0.87),
            ),
            (
                p.ring(0.96),
                p.mat(GOLD, 0.7),
                at(0.0, 0.0, 0.12, r * 0.88, r * 0.88),
            ),
        ];
        // The constellation of this id.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(id_seed(&id));
        let n = if arc.is_some() {
            rng.random_range(5..8)
        } else {
            4
        };
        let stars: Vec<Vec2> = (0..n)
            .map(|_| {
                let a = rng.random_range(0.0..std::f32::consts::TAU);
                let d = rng.random_range(0.3..0.72) * r;
                Vec2::new(a.cos() * d, a.sin() * d)
            })
            .collect();
        let link = p.mat(PARCHMENT, 0.28);
        for w in stars.windows(2) {
            parts.push((p.mesh("square"), link.clone(), line(w[0], w[1], 0.2, 1.0)));
        }
        for (i, s) in stars.iter().enumerate() {
            let size = if i % 3 == 0 { 2.6 } else { 1.8 };
            parts.push((
                p.mesh("circle"),
                p.mat(PARCHMENT, 0.85),
                at(s.x, s.y, 0.25, size, size),
            ));
        }
        emblem(&mut p, class, r * 0.42, &mut parts);
        // The crown is the unit's own child, not the portrait's: it stays upright above
        // the medallion while a tapped portrait lies sideways.
        let mut crown: Vec<(Handle<Mesh>, Handle<ColorMaterial>, Transform)> = Vec::new();
        if leader {
            let gold = p.mat(GOLD, 1.0);
            crown.push((
                p.mesh("square"),
                gold.clone(),
                at(0.0, r + 6.0, 0.6, 26.0, 5.0),
            ));
            for x in [-10.0, 0.0, 10.0] {
                crown.push((
                    p.mesh("triangle"),
                    gold.clone(),
                    at(x, r + 12.0, 0.6, 6.0, 8.0),
                ));
            }
        }
        // Fallen: a grey veil and cracks, shown only when fallen; they fade in.
        // A board rebuilt mid-game (a replay's jump, an undo, Continue) shows the fallen
        // veiled at once: the fade only runs when the fallen state changes.
        let shown = if was_fallen { 1.0 } else { 0.0 };
        let veil = p.own_mat([70, 70, 80], 0.72 * shown);
        let crack = p.own_mat([20, 20, 24], 0.95 * shown);
        let fallen_mats = [(veil.clone(), 0.72), (crack.clone(), 0.95)];
        let cracks = [
            (-0.9, 0.3, -0.2, 0.05),
            (-0.2, 0.05, 0.1, -0.4),
            (0.1, -0.4, 0.8, -0.5),
            (-0.2, 0.05, 0.4, 0.7),
        ];
        let position = layout.0.unit_pos(unit.0, 0, session.shown.seat);
        let portrait = commands
            .spawn((Transform::default(), Visibility::default()))
            .with_children(|b| {
                for (m, mat, t) in parts {
                    b.spawn(shape(m, mat, t));
                }
            })
            .id();
        let fallen = commands
            .spawn((Transform::from_xyz(0.0, 0.0, 0.8), Visibility::Hidden))
            .with_children(|b| {
                b.spawn(shape(
                    p.mesh("circle"),
                    veil,
                    at(0.0, 0.0, 0.0, r + 3.0, r + 3.0),
                ));
                for (x1, y1, x2, y2) in cracks {
                    b.spawn(shape(
                        p.mesh("square"),
                        crack.clone(),
                        line(Vec2::new(x1, y1) * r, Vec2::new(x2, y2) * r, 0.01, 2.5),
                    ));
                }
            })
            .id();
        commands.entity(portrait).add_child(fallen);
        let glow_mat = p.own_mat(GOLD, 0.0);
        let glow = commands
            .spawn(shape(
                p.ring(0.84),
                glow_mat.clone(),
                at(0.0, 0.0, -0.2, r + 12.0, r + 12.0),
            ))
            .id();
        let barrier = commands
            .spawn((
                shape(
                    p.ring(0.9),
                    p.mat([170, 230, 255], 0.8),
                    at(0.0, 0.0, 0.9, r + 7.0, r + 7.0),
                ),
                Visibility::Hidden,
            ))
            .id();
        let focus_mat = p.mat(PARCHMENT, 0.95);
        let focus = commands
            .spawn((Transform::from_xyz(0.0, 0.0, 1.1), Visibility::Hidden))
            .with_children(|b| {
                b.spawn(shape(
                    p.ring(0.9),
                    focus_mat.clone(),
                    at(0.0, 0.0, 0.0, r + 20.0, r + 20.0),
                ));
                b.spawn(shape(
                    p.mesh("triangle"),
                    focus_mat.clone(),
                    at(0.0, r + 34.0, 0.0, 16.0, 14.0)
                        .with_rotation(Quat::from_rotation_z(std::f32::consts::PI)),
                ));
            })
            .id();
        let hp_width = if arc.is_some() { 86.0 } else { 44.0 };
        let bar_y = -r - 11.0;
        let hp_bg = commands
            .spawn(shape(
                p.mesh("square"),
                p.mat([10, 10, 20], 0.9),
                at(0.0, bar_y, 0.3, hp_width + 4.0, 9.0),
            ))
            .id();
        let hp_fill_mat = p.own_mat([90, 200, 120], 1.0);
        let hp_fill = commands
            .spawn(shape(
                p.mesh("square"),
                hp_fill_mat.clone(),
                at(0.0, bar_y, 0.4, hp_width, 5.0),
            ))
            .id();
        let code = commands
            .spawn((
                shape(
                    p.mesh("rhombus"),
                    p.mat(lighter(theme::class_rgb(Class::SephiraWarden)), 1.0),
                    at(r * 0.74, -r * 0.74, 1.0, 16.0, 22.0),
                ),
                Visibility::Hidden,
            ))
            .id();
        commands
            .entity(e)
            .insert((
                Transform::from_translation(position.extend(1.0))
                    .with_scale(Vec3::splat(layout.0.scale)),
                Visibility::default(),
                Parts {
                    portrait,
                    glow_mat,
                    barrier,
                    hp_fill,
                    hp_fill_mat,
                    fallen,
                    fallen_mats,
                    // A board rebuilt mid-game (a replay's jump) shows the fallen as they are.
                    fallen_shown: if was_fallen { 1.0 } else { 0.0 },
                    code,
                    focus,
                    hp_shown: 1.0,
                    hp_width,
                },
            ))
            .add_children(&[portrait, glow, barrier, hp_bg, hp_fill, code, focus])
            .with_children(|b| {
                for (m, mat, t) in crown {
                    b.spawn(shape(m, mat, t));
                }
            });
    }
}

fn update_layout(
    window: Query<&Window, With<PrimaryWindow>>,
    settings: Res<crate::app::settings::Settings>,
    mut layout: ResMut<BoardLayout>,
    bar: Option<Res<crate::app::replays::PlaybackBar>>,
    playback: Option<Res<crate::app::duel::playback::Playback>>,
    mut contexts: bevy_egui::EguiContexts,
) {
    // The bar as egui last drew it: two rows of Japanese at UI scale 1.5 stand taller than
    // its usual height.
    let drawn_bar = contexts.ctx_mut().ok().and_then(|ctx| {
        ctx.memory(|m| m.area_rect(bevy_egui::egui::Id::new("playback")))
            .map(|r| r.height() + 4.0)
    });
    if let Ok(w) = window.single() {
        // A watched replay's playback bar sits between the board and the hand, and the
        // opponent's hand, shown, on a line of its own under the top bar (over the top
        // row it hid the enemy's names).
        let below = if bar.is_some() {
            drawn_bar.map_or(crate::app::replays::BAR_HEIGHT, |h| {
                h.max(crate::app::replays::BAR_HEIGHT)
            })
        } else {
            0.0
        };
        let above = if playback.is_some_and(|p| p.show_hands) {
            HAND_LINE * text_face()
        } else {
            0.0
        };
        let size = Vec2::new(w.width(), w.height());
        let mut l = Layout::within(size, settings.ui_scale, below, above);
        // Where the bar would squeeze the board until its rows cross (two rows of
        // Japanese at UI scale 1.5), it sinks to the window's foot over the hand's card
        // texts instead (their names stay in sight, and each card's tooltip has its text).
        if l.squashed() {
            l = Layout::within(size, settings.ui_scale, 0.0, above);
        }
        layout.0 = l;
    }
}

/// Starts a lunge for each attack shown and a shudder for each fall.
fn start_motions(
    mut commands: Commands,
    mut fx: MessageReader<BoardFx>,
    index: Res<UnitIndex>,
    time: Res<Time>,
    settings: Res<crate::app::settings::Settings>,
) {
    let speed = settings.speed.max(0.1);
    for f in fx.read() {
        let (unit, kind, secs) = match f {
            BoardFx::Attack { user, target } => (*user, MotionKind::Lunge(*target), 0.25),
            BoardFx::Fell { unit } => (*unit, MotionKind::Shake, 0.6),
            _ => continue,
        };
        if settings.instant {
            continue;
        }
        if let Some(e) = index.0.get(&unit) {
            commands.entity(*e).try_insert(Motion {
                kind,
                born: time.elapsed_secs(),
                secs: secs / speed,
            });
        }
    }
}

/// Moves units toward their places (so a board flip or a closing row glides), plus any
/// lunge or shudder under way.
fn place_units(
    mut q: Query<(&Unit, Option<&Slot>, Option<&Motion>, &mut Transform), With<Parts>>,
    layout: Res<BoardLayout>,
    session: Res<DuelSession>,
    time: Res<Time>,
    mut busy: ResMut<Busy>,
) {
    let k = (time.delta_secs() * 12.0).min(1.0);
    let now = time.elapsed_secs();
    let place = |unit: UnitId, slot: Option<&Slot>| {
        layout
            .0
            .unit_pos(unit, shown_row(unit, slot), session.shown.seat)
    };
    let places: HashMap<UnitId, Vec2> = q
        .iter()
        .map(|(unit, slot, _, _)| (unit.0, place(unit.0, slot)))
        .collect();
    for (unit, slot, motion, mut t) in &mut q {
        let mut goal = place(unit.0, slot);
        let mut z = 1.0;
        if let Some(m) = motion {
            let target = match m.kind {
                MotionKind::Lunge(u) => places.get(&u).copied(),
                MotionKind::Shake => None,
            };
            if let Some(off) = m.offset(now, goal, target, layout.0.scale) {
                goal += off;
                z = 2.0;
                busy.animating = true;
            }
        }
        let goal = goal.extend(z);
        busy.animating |= t.translation.truncate().distance(goal.truncate()) > 0.5;
        t.translation = t.translation.lerp(goal, k);
        t.scale = Vec3::splat(layout.0.scale);
    }
}

fn animate_units(
    mut units: Query<(
        &Unit,
        &mut Parts,
        &Hp,
        Option<&Tapped>,
        Option<&Fallen>,
        &Barrier,
        Option<&EquippedCode>,
    )>,
    mut transforms: Query<&mut Transform, Without<Parts>>,
    mut vis: Query<&mut Visibility>,
    mut mats: ResMut<Assets<ColorMaterial>>,
    highlights: Res<Highlights>,
    time: Res<Time>,
    settings: Res<crate::app::settings::Settings>,
    pacing: Res<crate::app::session::Pacing>,
    mut busy: ResMut<Busy>,
) {
    let dt = time.delta_secs();
    let pulse = 0.55 + 0.35 * (time.elapsed_secs() * 4.0).sin();
    let instant = settings.instant || pacing.skip;
    for (unit, mut parts, hp, tapped, fallen, barrier, code) in &mut units {
        let tapped = tapped.is_some_and(|t| t.0);
        let fallen = fallen.is_some_and(|f| f.0);
        if let Ok(mut t) = transforms.get_mut(parts.portrait) {
            // A fallen Arcastella keeps the core's tapped flag (D-17) but lies upright.
            let goal = if tapped && !fallen {
                -std::f32::consts::FRAC_PI_2
            } else {
                0.0
            };
            let now = t.rotation.to_euler(EulerRot::XYZ).2;
            let step = (goal - now).clamp(-dt * 8.0, dt * 8.0);
            busy.animating |= step.abs() > 1e-4;
            t.rotation = Quat::from_rotation_z(now + step);
        }
        let set = |vis: &mut Query<&mut Visibility>, e: Entity, on: bool| {
            if let Ok(mut v) = vis.get_mut(e) {
                let want = if on {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                if *v != want {
                    *v = want;
                }
            }
        };
        let shown = fade_step(parts.fallen_shown, fallen, dt, settings.speed, instant);
        if shown != parts.fallen_shown {
            parts.fallen_shown = shown;
            busy.animating |= shown < 1.0;
            let a = shown * shown * (3.0 - 2.0 * shown);
            for (mat, full) in &parts.fallen_mats {
                if let Some(mut m) = mats.get_mut(mat) {
                    m.color.set_alpha(full * a);
                }
            }
        }
        set(&mut vis, parts.fallen, fallen);
        set(&mut vis, parts.barrier, barrier.0);
        set(&mut vis, parts.code, code.is_some_and(|c| c.0.is_some()));
        set(&mut vis, parts.focus, highlights.selected == Some(unit.0));
        // HP drains over about 0.4 s.
        let ratio = if hp.max == 0 {
            0.0
        } else {
            hp.current as f32 / hp.max as f32
        };
        let diff = ratio - parts.hp_shown;
        busy.animating |= diff.abs() > 1e-4;
        parts.hp_shown += diff.clamp(-dt * 2.5, dt * 2.5);
        let shown = parts.hp_shown.clamp(0.0, 1.0);
        if let Ok(mut t) = transforms.get_mut(parts.hp_fill) {
            t.scale.x = (parts.hp_width * shown).max(0.01);
            t.translation.x = -parts.hp_width * (1.0 - shown) / 2.0;
        }
        if let Some(mut m) = mats.get_mut(&parts.hp_fill_mat) {
            let c = if ratio > 0.5 {
                Color::srgb_u8(96, 206, 128)
            } else if ratio > 0.25 {
                Color::srgb_u8(236, 180, 70)
            } else {
                Color::srgb_u8(232, 84, 84)
            };
            m.color = c;
        }
        // The focus glows steadily and carries its own marks; the other choices pulse.
        let glow = if highlights.selected == Some(unit.0) {
            Some((GOLD, 0.95))
        } else if highlights.targets.contains(&unit.0) {
            Some((GOLD, pulse * 0.6))
        } else if highlights.hovered == Some(unit.0) {
            Some((PARCHMENT, 0.5))
        } else if highlights.actors.contains(&unit.0) {
            Some((GOLD, 0.12))
        } else {
            None
        };
        if let Some(mut m) = mats.get_mut(&parts.glow_mat) {
            m.color = match glow {
                Some((c, a)) => Color::srgba_u8(c[0], c[1], c[2], (a * 255.0) as u8),
                None => Color::NONE,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fallen Arcastella's veil and cracks fade in over 0.4 s at 1x,
    /// twice as fast at 2x, at once when animations are skipped, and go when it stands.
    #[test]
    fn the_fallen_veil_fades_in() {
        let mut shown = 0.0;
        let mut frames = 0;
        while shown < 1.0 {
            shown = fade_step(shown, true, 0.05, 1.0, false);
            frames += 1;
        }
        assert!(
            (8..=9).contains(&frames),
            "0.4 s in frames of 0.05 s: {frames}"
        );
        assert_eq!(fade_step(0.0, true, 0.1, 2.0, false), 0.5);
        assert_eq!(fade_step(0.0, true, 0.0, 1.0, true), 1.0);
        assert_eq!(fade_step(0.7, false, 0.05, 1.0, false), 0.0);
    }
}
