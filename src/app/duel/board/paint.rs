//! Drawing in meshes: a cache of shapes and colours, and the transforms that place them.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;

#[derive(Resource, Default)]
pub(super) struct ShapeCache {
    pub(super) meshes: HashMap<&'static str, Handle<Mesh>>,
    pub(super) rings: HashMap<u32, Handle<Mesh>>,
    pub(super) mats: HashMap<[u8; 4], Handle<ColorMaterial>>,
}

pub(super) struct Paint<'a> {
    pub(super) meshes: &'a mut Assets<Mesh>,
    pub(super) mats: &'a mut Assets<ColorMaterial>,
    pub(super) cache: &'a mut ShapeCache,
}

impl Paint<'_> {
    pub(super) fn mesh(&mut self, key: &'static str) -> Handle<Mesh> {
        if let Some(h) = self.cache.meshes.get(key) {
            return h.clone();
        }
        let mesh: Mesh = match key {
            "circle" => Circle::new(1.0).mesh().resolution(48).build(),
            "square" => Rectangle::new(1.0, 1.0).into(),
            "hexagon" => RegularPolygon::new(1.0, 6).into(),
            "triangle" => Triangle2d::new(
                Vec2::new(0.0, 1.0),
                Vec2::new(-0.6, -0.5),
                Vec2::new(0.6, -0.5),
            )
            .into(),
            _ => Rhombus::new(1.0, 1.0).into(),
        };
        let h = self.meshes.add(mesh);
        self.cache.meshes.insert(key, h.clone());
        h
    }

    /// A ring of outer radius 1 and the given inner radius.
    pub(super) fn ring(&mut self, inner: f32) -> Handle<Mesh> {
        let key = (inner * 1000.0) as u32;
        if let Some(h) = self.cache.rings.get(&key) {
            return h.clone();
        }
        let h = self
            .meshes
            .add(Annulus::new(inner, 1.0).mesh().resolution(64).build());
        self.cache.rings.insert(key, h.clone());
        h
    }

    pub(super) fn mat(&mut self, rgb: [u8; 3], alpha: f32) -> Handle<ColorMaterial> {
        let key = [rgb[0], rgb[1], rgb[2], (alpha * 255.0) as u8];
        if let Some(h) = self.cache.mats.get(&key) {
            return h.clone();
        }
        let h = self.mats.add(ColorMaterial::from(Color::srgba_u8(
            key[0], key[1], key[2], key[3],
        )));
        self.cache.mats.insert(key, h.clone());
        h
    }

    /// A material of its own, whose alpha can change.
    pub(super) fn own_mat(&mut self, rgb: [u8; 3], alpha: f32) -> Handle<ColorMaterial> {
        self.mats.add(ColorMaterial {
            color: Color::srgba_u8(rgb[0], rgb[1], rgb[2], (alpha * 255.0) as u8),
            alpha_mode: AlphaMode2d::Blend,
            ..default()
        })
    }
}

pub(super) fn shape(mesh: Handle<Mesh>, mat: Handle<ColorMaterial>, t: Transform) -> impl Bundle {
    (Mesh2d(mesh), MeshMaterial2d(mat), t)
}

pub(super) fn at(x: f32, y: f32, z: f32, sx: f32, sy: f32) -> Transform {
    Transform::from_xyz(x, y, z).with_scale(Vec3::new(sx, sy, 1.0))
}

/// A thin bar from `a` to `b`.
pub(super) fn line(a: Vec2, b: Vec2, z: f32, width: f32) -> Transform {
    let d = b - a;
    let mid = (a + b) / 2.0;
    Transform::from_xyz(mid.x, mid.y, z)
        .with_rotation(Quat::from_rotation_z(d.y.atan2(d.x)))
        .with_scale(Vec3::new(d.length(), width, 1.0))
}
