//! The colours of the night sky: gold for what you can do now, parchment text, indigo
//! panels, the duel's class colours (ux.md) and each seat's colour.

use bevy::prelude::*;
use bevy_egui::egui::Color32;

use crate::app::settings::Settings;
use crate::content::duel::Class;
use crate::rules::duel::PlayerId;

pub const NIGHT: Color = Color::srgb(0.035, 0.035, 0.11);
pub const GOLD: [u8; 3] = [236, 196, 92];
pub const PARCHMENT: [u8; 3] = [240, 232, 212];
pub const INDIGO: [u8; 3] = [22, 22, 58];
pub const DIM: [u8; 3] = [140, 136, 160];
pub const DANGER: [u8; 3] = [232, 96, 96];

pub fn c32(rgb: [u8; 3]) -> Color32 {
    Color32::from_rgb(rgb[0], rgb[1], rgb[2])
}

/// The class colour (ux.md): violet, teal, amber, crimson, slate blue.
pub fn class_rgb(c: Class) -> [u8; 3] {
    match c {
        Class::AuraComporta => [168, 112, 236],
        Class::SephiraWarden => [64, 196, 188],
        Class::Conductor => [240, 170, 60],
        Class::Comet => [226, 64, 88],
        Class::Bastion => [112, 136, 190],
    }
}

/// Neutral cards have a silver frame.
pub const SILVER: [u8; 3] = [196, 200, 214];

/// Each player's colour, for the curtain, the log and the side glow.
pub fn player_rgb(p: PlayerId, settings: &Settings) -> [u8; 3] {
    match (p, settings.colour_blind) {
        (PlayerId::P0, false) => [96, 168, 255],
        (PlayerId::P1, false) => [255, 122, 156],
        (PlayerId::P0, true) => [86, 180, 233],
        (PlayerId::P1, true) => [230, 159, 0],
    }
}
