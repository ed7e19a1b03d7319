//! Where the board's parts go in the window: the room the HUD leaves, the units' places on
//! either side of the horizon, and which units glow.

use bevy::prelude::*;

use crate::rules::duel::{PlayerId, UnitId};

/// Medallion radius of an Arcastella and a follower, in board units at scale 1.
pub const ARC_R: f32 = 46.0;
pub const FOL_R: f32 = 24.0;
/// Followers' distance from one to the next, as a share of the board's width.
pub const FOLLOWER_SPACING: f32 = 0.085;
/// Space the HUD takes at each edge, in logical pixels at UI scale 1.
pub const TOP_BAR: f32 = 46.0;
pub const BOTTOM_BAR: f32 = 218.0;
pub const SIDE_PANEL: f32 = 250.0;

/// Where things go, in world coordinates (the camera looks at the origin, 1 unit = 1
/// logical pixel).
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub min: Vec2,
    pub max: Vec2,
    pub scale: f32,
    pub horizon: f32,
    pub window: Vec2,
}

impl Layout {
    pub fn new(window: Vec2, ui_scale: f32) -> Layout {
        Layout::above(window, ui_scale, 0.0)
    }

    /// The board with `extra` more logical pixels kept free above the hand (a replay's
    /// playback bar).
    pub fn above(window: Vec2, ui_scale: f32, extra: f32) -> Layout {
        let min = Vec2::new(
            -window.x / 2.0,
            -window.y / 2.0 + (BOTTOM_BAR + extra) * ui_scale,
        );
        let max = Vec2::new(
            window.x / 2.0 - SIDE_PANEL * ui_scale,
            window.y / 2.0 - TOP_BAR * ui_scale,
        );
        let size = (max - min).max(Vec2::splat(1.0));
        let scale = (size.x / 1030.0).min(size.y / 462.0).clamp(0.4, 2.5);
        Layout {
            min,
            max,
            scale,
            horizon: (min.y + max.y) / 2.0,
            window,
        }
    }

    /// The centre of a unit: the viewer's side below the horizon.
    pub fn unit_pos(&self, unit: UnitId, row_index: u8, viewer: PlayerId) -> Vec2 {
        let h = self.max.y - self.min.y;
        let w = self.max.x - self.min.x;
        let (player, fx) = match unit {
            UnitId::Arc { player, slot } => (player, [0.14, 0.37, 0.60][usize::from(slot.min(2))]),
            UnitId::Follower { player, .. } => (
                player,
                0.76 + FOLLOWER_SPACING * f32::from(row_index.min(2)),
            ),
        };
        let dy = h * 0.25
            + if matches!(unit, UnitId::Follower { .. }) {
                10.0 * self.scale
            } else {
                0.0
            };
        let y = if player == viewer {
            self.horizon - dy
        } else {
            self.horizon + dy
        };
        Vec2::new(self.min.x + w * fx, y)
    }

    /// Followers' distance from one to the next, in world units.
    pub fn follower_spacing(&self) -> f32 {
        FOLLOWER_SPACING * (self.max.x - self.min.x)
    }

    pub fn radius(&self, unit: UnitId) -> f32 {
        match unit {
            UnitId::Arc { .. } => ARC_R * self.scale,
            UnitId::Follower { .. } => FOL_R * self.scale,
        }
    }

    /// World position to egui points (top-left origin), given egui's zoom.
    pub fn screen_pos(&self, p: Vec2, zoom: f32) -> [f32; 2] {
        [
            (p.x + self.window.x / 2.0) / zoom,
            (self.window.y / 2.0 - p.y) / zoom,
        ]
    }

    pub fn world_pos(&self, p: [f32; 2], zoom: f32) -> Vec2 {
        Vec2::new(
            p[0] * zoom - self.window.x / 2.0,
            self.window.y / 2.0 - p[1] * zoom,
        )
    }
}

/// The current layout, refreshed each frame from the window.
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardLayout(pub Layout);

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout(Layout::new(Vec2::new(1280.0, 720.0), 1.0))
    }
}

/// Which units glow: legal targets of the choice being made, or the viewer's Arcastella
/// that can act. Written by the HUD, drawn here.
#[derive(Resource, Default, Debug)]
pub struct Highlights {
    pub targets: Vec<UnitId>,
    pub actors: Vec<UnitId>,
    pub selected: Option<UnitId>,
    pub hovered: Option<UnitId>,
    /// The side that must decide now, if a person can see it.
    pub deciding: Option<PlayerId>,
}
