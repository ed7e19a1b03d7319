//! The board's backdrop: the sky, the horizon's glow stretched to the board, and the
//! glowing border that lights the deciding side.

use bevy::prelude::*;
use rand::{Rng, SeedableRng};

use super::paint::{Paint, ShapeCache, at, shape};
use crate::app::duel::layout::{BoardLayout, Highlights};
use crate::app::duel::session::DuelSession;
use crate::app::screens::Screen;
use crate::app::theme::{GOLD, PARCHMENT};
use crate::rules::duel::PlayerId;

#[derive(Component)]
pub(super) struct Backdrop;
#[derive(Component)]
pub(super) struct HorizonGlow;
/// One edge (0-3: bottom, top, left, right) of the glowing border around a side.
#[derive(Component)]
pub(super) struct SideGlow(PlayerId, u8);

/// The sky, the horizon and the sides' borders, once the duel opens.
pub(super) fn spawn_backdrop(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<ShapeCache>,
) {
    let mut p = Paint {
        meshes: &mut meshes,
        mats: &mut mats,
        cache: &mut cache,
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let circle = p.mesh("circle");
    let square = p.mesh("square");
    let root = commands
        .spawn((
            Backdrop,
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Duel),
        ))
        .id();
    let mut kids = Vec::new();
    for _ in 0..260 {
        let x = rng.random_range(-1400.0..1400.0);
        let y = rng.random_range(-800.0..800.0);
        let s = rng.random_range(0.6..1.9f32);
        let a = rng.random_range(0.25..0.9);
        let tint = if rng.random_bool(0.2) {
            [200, 200, 255]
        } else {
            PARCHMENT
        };
        kids.push(
            commands
                .spawn(shape(circle.clone(), p.mat(tint, a), at(x, y, -9.0, s, s)))
                .id(),
        );
    }
    commands.entity(root).add_children(&kids);
    // The horizon: a warm glow in layers and a thin line.
    let glow = commands
        .spawn((
            HorizonGlow,
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Duel),
        ))
        .id();
    let mut layers = Vec::new();
    for (i, (h, a)) in [
        (160.0, 0.012),
        (110.0, 0.014),
        (70.0, 0.018),
        (40.0, 0.022),
        (16.0, 0.03),
    ]
    .iter()
    .enumerate()
    {
        layers.push(
            commands
                .spawn(shape(
                    square.clone(),
                    p.mat([120, 90, 170], *a),
                    at(0.0, 0.0, -8.0 + i as f32 * 0.01, 1.0, *h),
                ))
                .id(),
        );
    }
    layers.push(
        commands
            .spawn(shape(
                square.clone(),
                p.mat(GOLD, 0.55),
                at(0.0, 0.0, -7.5, 1.0, 1.5),
            ))
            .id(),
    );
    commands.entity(glow).add_children(&layers);
    for player in PlayerId::BOTH {
        let mat = p.own_mat(GOLD, 0.0);
        for edge in 0..4 {
            commands.spawn((
                SideGlow(player, edge),
                shape(square.clone(), mat.clone(), at(0.0, 0.0, -7.0, 1.0, 1.0)),
                DespawnOnExit(Screen::Duel),
            ));
        }
    }
}

/// Stretches the horizon to the board and lights the deciding side.
pub(super) fn place_backdrop(
    mut horizon: Query<&mut Transform, (With<HorizonGlow>, Without<SideGlow>)>,
    mut sides: Query<
        (&SideGlow, &mut Transform, &MeshMaterial2d<ColorMaterial>),
        Without<HorizonGlow>,
    >,
    mut mats: ResMut<Assets<ColorMaterial>>,
    layout: Res<BoardLayout>,
    session: Res<DuelSession>,
    highlights: Res<Highlights>,
    time: Res<Time>,
) {
    let l = layout.0;
    let width = l.max.x - l.min.x;
    let cx = (l.max.x + l.min.x) / 2.0;
    for mut t in &mut horizon {
        t.translation = Vec3::new(cx, l.horizon, 0.0);
        t.scale = Vec3::new(width, l.scale, 1.0);
    }
    let pulse = 0.55 + 0.3 * (time.elapsed_secs() * 2.5).sin();
    for (side, mut t, mat) in &mut sides {
        let below = side.0 == session.shown.seat;
        let (y0, y1) = if below {
            (l.min.y + 4.0, l.horizon - 6.0)
        } else {
            (l.horizon + 6.0, l.max.y - 4.0)
        };
        let (x0, x1) = (l.min.x + 4.0, l.max.x - 4.0);
        let th = 3.0;
        let (pos, size) = match side.1 {
            0 => (Vec2::new(cx, y0), Vec2::new(x1 - x0, th)),
            1 => (Vec2::new(cx, y1), Vec2::new(x1 - x0, th)),
            2 => (Vec2::new(x0, (y0 + y1) / 2.0), Vec2::new(th, y1 - y0)),
            _ => (Vec2::new(x1, (y0 + y1) / 2.0), Vec2::new(th, y1 - y0)),
        };
        t.translation = pos.extend(-7.0);
        t.scale = size.extend(1.0);
        if let Some(mut m) = mats.get_mut(&mat.0) {
            let a = if highlights.deciding == Some(side.0) {
                pulse
            } else {
                0.0
            };
            m.color = Color::srgba_u8(GOLD[0], GOLD[1], GOLD[2], (a * 255.0) as u8);
        }
    }
}
