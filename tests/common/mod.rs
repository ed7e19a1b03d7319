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

/// The replay files (`.json`) in `dir`, oldest first (their names start with the date); none
/// if the folder is missing.
// Each test binary compiles this module; only those that look at the saved files call it.
#[allow(dead_code)]
pub fn json_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
