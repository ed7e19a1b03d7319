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
/// The line under the top bar where a replay shows the opponent's hand, in logical pixels
/// at UI scale 1 in the Latin face.
pub const HAND_LINE: f32 = 24.0;

/// Where things go, in world coordinates (the camera looks at the origin, 1 unit = 1
/// logical pixel).
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub min: Vec2,
    pub max: Vec2,
    pub scale: f32,
    pub horizon: f32,
    pub window: Vec2,
    /// The UI scale: the labels under each unit grow with it, the board does not.
    pub ui_scale: f32,
    /// How tall the language's face draws a line, against the Latin one.
    pub face: f32,
}

/// The Japanese face draws a line a third taller than the Latin one.
pub fn text_face() -> f32 {
    match crate::locale::lang() {
        crate::locale::Lang::Ja => 4.0 / 3.0,
        crate::locale::Lang::En => 1.0,
    }
}

/// The height of a unit's labels (name, stats, status: three lines of about 14, 11.5 and
/// 11 points, each line 1.3 of its size) at board scale 1 and UI scale 1, in logical pixels.
const LABELS: f32 = 48.0;
/// The gap between a medallion and its name, at board scale 1.
const NAME_GAP: f32 = 17.0;
/// How far a leader's crown stands above its medallion, as a share of the radius.
const CROWN: f32 = 0.4;
/// The height of the prompt at the horizon (one line of 14.5 points and its frame) at UI
/// scale 1, and the least margin at the board's edges.
const PROMPT: f32 = 26.0;
const EDGE: f32 = 4.0;

impl Layout {
    pub fn new(window: Vec2, ui_scale: f32) -> Layout {
        Layout::within(window, ui_scale, 0.0, 0.0)
    }

    /// Whether even at their smallest the units, their labels and the prompt do not fit
    /// the board's height.
    pub fn squashed(&self) -> bool {
        self.height_needed() > self.max.y - self.min.y + 0.5
    }

    /// Whether a replay's playback bar has room kept above the hand (else it stands at
    /// the window's foot, over the hand).
    pub fn bar_above_hand(&self) -> bool {
        self.min.y > -self.window.y / 2.0 + BOTTOM_BAR * self.ui_scale + 0.5
    }

    /// The board with `below` more logical pixels kept free above the hand (a replay's
    /// playback bar) and `above` more below the top bar (a replay's line of the
    /// opponent's hand), both at UI scale 1.
    pub fn within(window: Vec2, ui_scale: f32, below: f32, above: f32) -> Layout {
        let min = Vec2::new(
            -window.x / 2.0,
            -window.y / 2.0 + (BOTTOM_BAR + below) * ui_scale,
        );
        let max = Vec2::new(
            window.x / 2.0 - SIDE_PANEL * ui_scale,
            window.y / 2.0 - (TOP_BAR + above) * ui_scale,
        );
        let size = (max - min).max(Vec2::splat(1.0));
        let mut l = Layout {
            min,
            max,
            scale: (size.x / 1030.0).min(size.y / 462.0).clamp(0.4, 2.5),
            horizon: (min.y + max.y) / 2.0,
            window,
            ui_scale,
            face: text_face(),
        };
        // Where large text leaves too little height (UI scale 1.5 in a 720-pixel window),
        // the medallions shrink until both rows, their labels and the prompt fit.
        while l.scale > 0.4 && l.height_needed() > size.y {
            l.scale = (l.scale - 0.01).max(0.4);
        }
        l
    }

    /// The centre of a unit: the viewer's side below the horizon.
    pub fn unit_pos(&self, unit: UnitId, row_index: u8, viewer: PlayerId) -> Vec2 {
        let w = self.max.x - self.min.x;
        let (player, fx) = match unit {
            UnitId::Arc { player, slot } => (player, [0.14, 0.37, 0.60][usize::from(slot.min(2))]),
            UnitId::Follower { player, .. } => (
                player,
                0.76 + FOLLOWER_SPACING * f32::from(row_index.min(2)),
            ),
        };
        let dy = self.row_offset()
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
        Vec2::new(self.min.x + w * fx, y + self.label_lift())
    }

    /// The height of a unit's labels in world units: their fonts grow with the board's
    /// scale and the UI scale, each by its square root (`hud::labels`), so that at UI scale
    /// 1.5 in a 720-pixel window the board keeps room for its units.
    pub fn labels_height(&self) -> f32 {
        LABELS * self.face * self.scale.sqrt() * self.ui_scale.sqrt()
    }

    /// The height both rows of Arcastella need with their crowns and labels, the prompt
    /// between them and the margins at the edges.
    fn height_needed(&self) -> f32 {
        let unit = (2.0 + CROWN) * ARC_R * self.scale + NAME_GAP * self.scale;
        2.0 * (unit + self.labels_height() + EDGE * self.scale) + self.prompt_height()
    }

    /// The prompt's height with its frame, in world units.
    fn prompt_height(&self) -> f32 {
        PROMPT * self.face * self.ui_scale
    }

    /// How far both rows stand above the middles of their halves: each unit's labels hang
    /// below it, so that a medallion with its labels is centred in its half, and the labels
    /// of the row nearest the hand stay above it at every UI scale.
    fn label_lift(&self) -> f32 {
        0.5 * (NAME_GAP * self.scale + self.labels_height())
    }

    /// How far each row of Arcastella stands from the horizon (before the lift): a quarter
    /// of the board, or farther where the prompt would not fit between the enemy's labels
    /// and the person's crowns, as far as the board's edges allow.
    fn row_offset(&self) -> f32 {
        let h = self.max.y - self.min.y;
        let r = ARC_R * self.scale;
        let lift = self.label_lift();
        let fits_prompt = (self.prompt_height() + 2.0 * r + CROWN * r + 2.0 * lift) / 2.0;
        let at_most = h / 2.0 - lift - r - CROWN * r - EDGE * self.scale;
        (h * 0.25).max(fits_prompt.min(at_most))
    }

    /// The height of the band between the enemy's labels and the top of the person's
    /// crowns, where the prompt goes, in world units.
    pub fn prompt_room(&self) -> f32 {
        let r = ARC_R * self.scale;
        2.0 * self.row_offset() - 2.0 * r - CROWN * r - 2.0 * self.label_lift()
    }

    /// Where the prompt's middle goes: halfway between the enemy's labels and the top of
    /// the person's crowns, in world units.
    pub fn prompt_y(&self) -> f32 {
        self.horizon + 0.5 * CROWN * ARC_R * self.scale
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
