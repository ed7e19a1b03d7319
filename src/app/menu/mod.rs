//! The menus: title, duel setup, rules and settings, over an animated night sky.

mod page;
mod rules;
mod settings;
mod setup;
mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        setup::plugin,
        rules::plugin,
        settings::plugin,
    ));
}
