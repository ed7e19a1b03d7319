//! The menus: title, duel setup, skirmish setup, rules and settings, over an animated
//! night sky.

mod page;
mod rules;
mod settings;
mod setup;
mod skirmish;
mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        setup::plugin,
        skirmish::plugin,
        rules::plugin,
        settings::plugin,
    ));
}
