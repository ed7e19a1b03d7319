//! The menus: title, duel setup, the Grail War's setups (skirmish and whole war), rules
//! and settings, over an animated night sky.

mod page;
mod rules;
mod settings;
mod setup;
mod sides;
mod skirmish;
mod title;
mod war;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        setup::plugin,
        skirmish::plugin,
        war::plugin,
        rules::plugin,
        settings::plugin,
    ));
}
