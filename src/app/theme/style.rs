//! The egui style: indigo panels, gold for what you can do now, parchment text, at the UI
//! scale of the settings.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, CornerRadius, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::palette::{GOLD, NIGHT, PARCHMENT, c32};
use crate::app::order::AppSystems;
use crate::app::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(NIGHT))
        // In the first set of egui's pass, so the style holds before anything is drawn.
        .add_systems(EguiPrimaryContextPass, style.in_set(AppSystems::Input));
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
