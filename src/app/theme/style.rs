//! The egui style: indigo panels, gold for what you can do now, parchment text, at the UI
//! scale of the settings.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, CornerRadius, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::palette::{GOLD, NIGHT, PARCHMENT, c32};
use crate::app::order::AppSystems;
use crate::app::settings::{Settings, UI_SCALES};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(NIGHT))
        // In the first set of egui's pass, so the style holds before anything is drawn.
        .add_systems(EguiPrimaryContextPass, style.in_set(AppSystems::Input));
}

/// Applies the look once the egui context exists, and again whenever the saved UI scale
/// changes (other settings leave the look alone).
fn style(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<f32>>,
) -> Result {
    if *applied == Some(settings.ui_scale) {
        return Ok(());
    }
    apply_look(contexts.ctx_mut()?, settings.ui_scale);
    *applied = Some(settings.ui_scale);
    Ok(())
}

/// egui's zoom for a saved UI scale: the scale itself, within the slider's range. It is
/// never multiplied onto the zoom in force, so a scale applied again changes nothing.
fn zoom_for(ui_scale: f32) -> f32 {
    ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())
}

/// Sets the look and the zoom from scratch: applying it twice is applying it once. (The
/// font sizes were once multiplied onto the current ones, and every change of any setting
/// grew the whole UI.)
pub fn apply_look(ctx: &egui::Context, ui_scale: f32) {
    // The saved scale is the only zoom: egui's own Ctrl +/- would leave it behind.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
    ctx.set_zoom_factor(zoom_for(ui_scale));
    let look = look();
    ctx.all_styles_mut(|s| *s = look.clone());
}

/// The game's egui style, built from egui's defaults.
fn look() -> egui::Style {
    let mut s = egui::Style {
        visuals: egui::Visuals::dark(),
        ..default()
    };
    let v = &mut s.visuals;
    v.override_text_color = Some(c32(PARCHMENT));
    v.panel_fill = Color32::from_rgba_unmultiplied(16, 16, 44, 236);
    v.window_fill = Color32::from_rgb(20, 20, 54);
    v.window_stroke = Stroke::new(1.0, Color32::from_rgb(90, 84, 150));
    v.window_corner_radius = CornerRadius::same(8);
    v.extreme_bg_color = Color32::from_rgb(12, 12, 30);
    v.widgets.inactive.weak_bg_fill = Color32::from_rgb(44, 40, 96);
    v.widgets.inactive.bg_fill = Color32::from_rgb(44, 40, 96);
    v.widgets.hovered.weak_bg_fill = Color32::from_rgb(84, 70, 140);
    v.widgets.hovered.bg_stroke = Stroke::new(1.5, c32(GOLD));
    v.widgets.active.weak_bg_fill = Color32::from_rgb(120, 96, 60);
    // The title bar of the window on top (and open menus): indigo, not egui's grey.
    v.widgets.open.weak_bg_fill = Color32::from_rgb(34, 30, 78);
    v.selection.bg_fill = Color32::from_rgb(120, 96, 40);
    v.selection.stroke = Stroke::new(1.0, c32(GOLD));
    s.spacing.button_padding = egui::vec2(10.0, 5.0);
    s.spacing.item_spacing = egui::vec2(8.0, 6.0);
    for (_, font) in s.text_styles.iter_mut() {
        font.size *= 1.08;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// egui's zoom, the physical pixels per point and the body font size after a pass.
    fn after_pass(ctx: &egui::Context) -> (f32, f32, f32) {
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .drop_without_applying_deltas();
        let body = ctx.global_style().text_styles[&egui::TextStyle::Body].size;
        (ctx.zoom_factor(), ctx.pixels_per_point(), body)
    }

    /// The saved scale is the zoom, however often it is applied: applying it again, or
    /// applying another and coming back, ends where one application does.
    #[test]
    fn a_scale_applied_again_changes_nothing() {
        let ctx = egui::Context::default();
        apply_look(&ctx, 1.5);
        let once = after_pass(&ctx);
        assert_eq!(once.0, 1.5);
        assert_eq!(
            once.1, 1.5,
            "pixels per point on a screen of 1 pixel a point"
        );
        for _ in 0..3 {
            apply_look(&ctx, 1.5);
        }
        assert_eq!(after_pass(&ctx), once, "applied again");
        apply_look(&ctx, 1.25);
        assert_eq!(after_pass(&ctx).0, 1.25);
        apply_look(&ctx, 1.5);
        assert_eq!(after_pass(&ctx), once, "there and back");
        let fresh = egui::Context::default();
        apply_look(&fresh, 1.5);
        assert_eq!(after_pass(&fresh), once, "as after a restart");
    }

    #[test]
    fn the_zoom_is_the_saved_scale_within_the_slider_range() {
        for s in [0.75, 1.0, 1.25, 1.5] {
            assert_eq!(zoom_for(s), s);
            assert_eq!(zoom_for(zoom_for(s)), zoom_for(s));
        }
        assert_eq!(zoom_for(3.0), 1.5);
        assert_eq!(zoom_for(0.1), 0.75);
    }
}
