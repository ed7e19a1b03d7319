//! The look in one place: the palette, the egui style, the fonts, the sky behind the menus
//! and the war's sky by the time of day.

mod fit;
mod fonts;
mod lines;
mod palette;
mod sky;
mod style;

pub use fit::{fit_row, fit_size, word_fit_size};
pub use lines::{Tip, button_lines, label, layout, lines, lines_within, para};
pub use palette::*;
pub use sky::{Daylight, day_sky, daylight, sky};
/// For the menus' tests, which lay pages out in the game's look.
#[cfg(test)]
pub use style::apply_look;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    style::plugin(app);
    fonts::plugin(app);
}

/// Whether the area `id` of `order` is shown this frame and was not the last: a page or
/// window just opened, which starts at its top and gives its first button the focus.
pub fn just_opened(
    ctx: &bevy_egui::egui::Context,
    order: bevy_egui::egui::Order,
    id: &str,
) -> bool {
    let layer = bevy_egui::egui::LayerId::new(order, bevy_egui::egui::Id::new(id));
    !ctx.memory(|m| m.areas().visible_last_frame(&layer))
}
