//! Japanese broken into lines by its own rules (`locale::break_lines`) before egui lays it
//! out: egui would break inside a word and before a closing bracket (ux.md).

use bevy_egui::egui;

use crate::locale::{Lang, break_lines, lang};

/// `text` as drawn in `font` across the width left in `ui`: in Japanese with a line break
/// wherever a line must break, so that egui's own wrapping has nothing left to break; in
/// English as it is.
pub fn lines(ui: &egui::Ui, text: &str, font: &egui::FontId) -> String {
    lines_within(ui.ctx(), text, font, ui.available_width())
}

/// `text` as drawn in `font` within `width` points, broken as [`lines`] breaks it.
pub fn lines_within(ctx: &egui::Context, text: &str, font: &egui::FontId, width: f32) -> String {
    if lang() != Lang::Ja {
        return text.to_string();
    }
    // A little short of the width: egui measures with kerning, which may add a hair.
    ctx.fonts_mut(|f| break_lines(text, width - 2.0, |c| f.glyph_width(font, c)))
}
