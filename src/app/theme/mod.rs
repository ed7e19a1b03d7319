//! The look in one place: the palette, the egui style, the fonts, the sky behind the menus
//! and the war's sky by the time of day.

mod fonts;
mod lines;
mod palette;
mod sky;
mod style;

pub use lines::{lines, lines_within};
pub use palette::*;
pub use sky::{Daylight, day_sky, daylight, sky};
/// For the menus' tests, which lay pages out in the game's look.
#[cfg(test)]
pub use style::apply_look;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    style::plugin(app);
    fonts::plugin(app);
}
