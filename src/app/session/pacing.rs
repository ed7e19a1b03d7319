//! The pace at which a game's queued events are shown: how long until the next one, the
//! "skip" key, and a hold that freezes the game for screenshots. Shared by both games.

use bevy::prelude::*;

/// How long until the next queued event may be shown.
#[derive(Resource, Default, Debug)]
pub struct Pacing {
    pub wait: f32,
    /// Show everything queued at once (the "skip" key).
    pub skip: bool,
    /// Freeze the game where it stands: no AI moves (for screenshots).
    pub hold: bool,
}

impl Pacing {
    /// Whether the last event shown has had its time on screen.
    pub fn settled(&self) -> bool {
        self.wait <= 0.0
    }
}
