//! The look in one place: the night-sky palette, class colours and shapes, player colours,
//! and the egui style (indigo panels, gold for what you can do now, parchment text).

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, CornerRadius, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

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

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(NIGHT))
        .add_systems(EguiPrimaryContextPass, style);
}

/// Applies the style once the egui context exists, and again whenever the settings change.
fn style(mut contexts: EguiContexts, settings: Res<Settings>, mut applied: Local<bool>) -> Result {
    if *applied && !settings.is_changed() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    *applied = true;
    ctx.set_zoom_factor(settings.ui_scale);
    ctx.all_styles_mut(|s| {
        let v = &mut s.visuals;
        *v = egui::Visuals::dark();
        v.override_text_color = Some(c32(PARCHMENT));
        v.panel_fill = Color32::from_rgba_unmultiplied(16, 16, 44, 236);
        v.window_fill = Color32::from_rgba_unmultiplied(20, 20, 54, 246);
        v.window_stroke = Stroke::new(1.0, Color32::from_rgb(90, 84, 150));
        v.window_corner_radius = CornerRadius::same(8);
        v.extreme_bg_color = Color32::from_rgb(12, 12, 30);
        v.widgets.inactive.weak_bg_fill = Color32::from_rgb(44, 40, 96);
        v.widgets.inactive.bg_fill = Color32::from_rgb(44, 40, 96);
        v.widgets.hovered.weak_bg_fill = Color32::from_rgb(84, 70, 140);
        v.widgets.hovered.bg_stroke = Stroke::new(1.5, c32(GOLD));
        v.widgets.active.weak_bg_fill = Color32::from_rgb(120, 96, 60);
        v.selection.bg_fill = Color32::from_rgb(120, 96, 40);
        v.selection.stroke = Stroke::new(1.0, c32(GOLD));
        s.spacing.button_padding = egui::vec2(10.0, 5.0);
        s.spacing.item_spacing = egui::vec2(8.0, 6.0);
        for (_, font) in s.text_styles.iter_mut() {
            font.size *= 1.08;
        }
    });
    Ok(())
}
