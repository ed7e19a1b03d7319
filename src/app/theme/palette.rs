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

/// A Grail War faction's colour: its servant's class (each faction has its own, G-2.2), so
/// a token, a name in the log and the curtain agree. The colour-blind set is Okabe and
/// Ito's, told apart without red and green.
pub fn grail_class_rgb(c: crate::content::grail::Class, colour_blind: bool) -> [u8; 3] {
    use crate::content::grail::Class as K;
    match (c, colour_blind) {
        (K::Saber, false) => [92, 148, 255],
        (K::Archer, false) => [236, 84, 84],
        (K::Lancer, false) => [72, 200, 120],
        (K::Rider, false) => [236, 170, 64],
        (K::Caster, false) => [178, 110, 240],
        (K::Assassin, false) => [150, 156, 170],
        (K::Berserker, false) => [200, 56, 120],
        (K::Saber, true) => [0, 114, 178],
        (K::Archer, true) => [213, 94, 0],
        (K::Lancer, true) => [0, 158, 115],
        (K::Rider, true) => [230, 159, 0],
        (K::Caster, true) => [204, 121, 167],
        (K::Assassin, true) => [160, 160, 160],
        (K::Berserker, true) => [86, 180, 233],
    }
}

/// The three command cards' colours: Buster red, Arts blue, Quick green (as the tabletop
/// prints them).
pub fn card_rgb(k: crate::content::grail::CardType) -> [u8; 3] {
    use crate::content::grail::CardType as K;
    match k {
        K::Buster => [214, 72, 60],
        K::Arts => [64, 120, 224],
        K::Quick => [60, 176, 96],
    }
}
