//! Player settings: animation speed, UI scale, fullscreen, colour-blind-safe palette.

use bevy::prelude::*;

#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    /// Animation speed, 0.5x to 4x.
    pub speed: f32,
    /// Multiplies the size of every panel, card and label.
    pub ui_scale: f32,
    pub fullscreen: bool,
    /// Swap the player colours for a blue / orange pair that stays apart for every
    /// kind of colour blindness.
    pub colour_blind: bool,
    /// Show the event log beside the board.
    pub show_log: bool,
    /// The shortest time an AI decision stays on screen before it is played, in seconds.
    pub ai_min_delay: f32,
    /// Play every event at once (tests and screenshots).
    pub instant: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            ui_scale: 1.0,
            fullscreen: false,
            colour_blind: false,
            show_log: true,
            ai_min_delay: 0.4,
            instant: false,
        }
    }
}

pub const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 3.0, 4.0];

impl Settings {
    pub fn faster(&mut self) {
        if let Some(s) = SPEEDS.iter().find(|s| **s > self.speed + 0.01) {
            self.speed = *s;
        }
    }
    pub fn slower(&mut self) {
        if let Some(s) = SPEEDS.iter().rev().find(|s| **s < self.speed - 0.01) {
            self.speed = *s;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
