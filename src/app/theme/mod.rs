//! The look in one place: the palette, the egui style and the sky behind the menus.

mod palette;
mod sky;
mod style;

pub use palette::*;
pub use sky::sky;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    style::plugin(app);
}
