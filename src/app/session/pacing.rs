//! The pace at which a game's queued events are shown: how long until the next one, the
//! "skip" key, a hold that freezes the game for screenshots, and the clock of a watched
//! replay. Shared by both games.

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

/// The clock of a watched game, written by its playback and read by its event player:
/// paused, it shows nothing unless one step is asked for; playing, events run at `speed`
/// on top of the animation speed setting. The event player sets `step_shown` once it has
/// shown the step's event, and the playback takes the step as done. Present while a replay
/// is watched.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct PlaybackClock {
    pub playing: bool,
    pub speed: f32,
    /// Show the next queued event now, even while paused.
    pub step: bool,
    pub step_shown: bool,
}
