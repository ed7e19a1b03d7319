//! Text drawn smaller where it must keep to one line: a prompt in a band sized for one
//! line, a katakana name on a narrow face (ux.md: no break inside a word).

use bevy_egui::egui::{self, Color32, FontId};

/// The size, at most `size` points and no less than `least`, at which `text` keeps to
/// one line within `width` points.
pub fn fit_size(ctx: &egui::Context, text: &str, size: f32, width: f32, least: f32) -> f32 {
    let wide_at = |size: f32| {
        ctx.fonts_mut(|f| {
            f.layout_no_wrap(text.to_owned(), FontId::proportional(size), Color32::WHITE)
                .size()
                .x
        })
    };
    let mut fitted = size;
    // A face's advances grow nearly in step with its size: the glyphs are placed on the
    // screen's pixels, so a size scaled down in proportion may still overrun by a hair.
    for _ in 0..4 {
        let wide = wide_at(fitted);
        if wide <= width || fitted <= least {
            break;
        }
        fitted = (fitted * width / wide * 0.995).max(least);
    }
    fitted
}

/// The size, at most `size` points and no less than `least`, at which no word of `text`
/// (`locale::words`) is wider than `width`: a line may break between words only, so a
/// katakana name wider than a card's face is drawn smaller, not broken inside itself.
pub fn word_fit_size(ctx: &egui::Context, text: &str, size: f32, width: f32, least: f32) -> f32 {
    crate::locale::words(text)
        .into_iter()
        .map(|w| fit_size(ctx, w, size, width, least))
        .fold(size, f32::min)
}

/// A row of widgets, its items centred on the height left (`centred`) or on a line, drawn
/// at the size that keeps it within the width `ui` offers: its text styles, and through
/// the scale handed to `row` the texts it sizes by hand, shrink by as far as the row
/// overran when it was last drawn (egui measures a row only by drawing it; the first frame
/// of an overrunning row is drawn too wide).
pub fn fit_row<R>(
    ui: &mut egui::Ui,
    id: egui::Id,
    centred: bool,
    row: impl FnOnce(&mut egui::Ui, f32) -> R,
) -> R {
    let room = ui.available_width();
    let scale: f32 = ui.ctx().data(|d| d.get_temp(id)).unwrap_or(1.0);
    let drawn = ui.scope(|ui| {
        for font in ui.style_mut().text_styles.values_mut() {
            font.size *= scale;
        }
        if centred {
            ui.horizontal_centered(|ui| row(ui, scale)).inner
        } else {
            ui.horizontal(|ui| row(ui, scale)).inner
        }
    });
    let used = drawn.response.rect.width().max(1.0);
    // Its width grows in step with the scale: the scale at which it just fits, never
    // larger than the row's own.
    let next = (scale * room / used).clamp(LEAST_SCALE, 1.0);
    if (next - scale).abs() > 0.01 && (used > room + 1.0 || scale < 1.0) {
        ui.ctx().data_mut(|d| d.insert_temp(id, next));
        ui.ctx().request_repaint();
    }
    drawn.inner
}

/// The least a row is shrunk to: below it the words are no longer legible.
const LEAST_SCALE: f32 = 0.6;

#[cfg(test)]
mod tests {
    use super::*;

    fn width_at(ctx: &egui::Context, text: &str, size: f32) -> f32 {
        ctx.fonts_mut(|f| {
            f.layout_no_wrap(text.to_owned(), FontId::proportional(size), Color32::WHITE)
                .size()
                .x
        })
    }

    /// A text that fits keeps its size; a wider one shrinks until it fits, but not below
    /// the least legible size.
    #[test]
    fn a_text_shrinks_to_its_width_and_no_further() {
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let ctx = ui.ctx();
            let text = "Charge: pick a card of your hand to put into the ether area";
            let full = width_at(ctx, text, 14.5);
            assert_eq!(fit_size(ctx, text, 14.5, full + 1.0, 9.0), 14.5);
            let size = fit_size(ctx, text, 14.5, full * 0.8, 9.0);
            assert!(size < 14.5 && width_at(ctx, text, size) <= full * 0.8 + 0.5);
            assert_eq!(fit_size(ctx, text, 14.5, full * 0.2, 9.0), 9.0);
        });
        out.textures_delta.clear();
    }
}
