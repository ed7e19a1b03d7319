//! How much of the screen a panel takes. The panels' sizes are set for the 1280x720 window
//! at UI scale 1; where the screen has fewer points (a smaller window, or a larger UI
//! scale), each panel keeps its share of the screen rather than its size, down to a floor
//! under which its text no longer fits. Scrolling takes what still does not fit.

use bevy_egui::egui;

/// The screen the sizes were set for, in points.
const BASE: egui::Vec2 = egui::vec2(1280.0, 720.0);
/// The smallest share a panel keeps of its size.
const FLOOR: f32 = 0.6;

/// A panel `base` points wide at the base screen, as wide as it is now.
pub fn width(ui: &egui::Ui, base: f32) -> f32 {
    base * share(ui.ctx().content_rect().width() / BASE.x)
}

/// A panel `base` points tall at the base screen, as tall as it is now.
pub fn height(ui: &egui::Ui, base: f32) -> f32 {
    base * share(ui.ctx().content_rect().height() / BASE.y)
}

fn share(f: f32) -> f32 {
    f.clamp(FLOOR, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panel_keeps_its_share_of_a_smaller_screen_and_its_size_on_a_larger_one() {
        assert_eq!(share(0.8), 0.8);
        assert_eq!(share(1.5), 1.0);
        assert_eq!(share(0.3), FLOOR);
    }
}
