//! What the headless app tests share: the game's logic under `MinimalPlugins`.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use horizon_notes::app::duel::DuelData;
use horizon_notes::app::{self, settings::Settings};
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel_load::load_duel_dir;

/// The app without rendering, with the shipped duel content and instant animations; the
/// caller adds what its test needs and runs the first update.
pub fn headless_app() -> App {
    let content =
        load_duel_dir(&default_content_dir().join("duel")).expect("the shipped content loads");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(DuelData(Arc::new(content)))
        .add_plugins(app::headless_plugin)
        .insert_resource(Settings {
            instant: true,
            ..default()
        });
    app
}
