//! A window in the middle of the city that tells the person one thing and waits for them to
//! read it (the master's words, how a fight ended), closable with its × or its button.

use bevy_egui::egui::{self, Align2};

/// The window titled `title`, under its own `id`; `open` turns false when its × is pressed.
pub fn notice<'a>(title: String, id: &'static str, open: &'a mut bool) -> egui::Window<'a> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .open(open)
        .max_width(460.0)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}
