//! The Bevy front end: one plugin per feature, screens as states, the rules core as the
//! only source of truth. `run` opens the window; `headless_plugin` is the same game logic
//! without any rendering, for tests.

mod capture;
pub mod describe;
pub mod duel;
mod frame_pace;
mod input;
mod menu;
pub mod picture_check;
pub mod replays;
pub mod screens;
pub mod settings;
mod theme;

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::content::duel::DuelContent;

/// How the window was asked to start.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// Save a screenshot here and exit.
    pub screenshot: Option<PathBuf>,
    /// Skip the menus and watch two AIs play.
    pub autoplay: bool,
    pub seed: Option<u64>,
    /// With `autoplay` or `watch`: take the screenshot once this many turns are over.
    pub after_turns: u32,
    /// Open on this replay, already loaded and verified.
    pub watch: Option<replays::Playback>,
    /// Open on the Replays screen.
    pub open_replays: bool,
}

/// The loaded duel content, shared with background AI tasks.
#[derive(Resource, Clone)]
pub struct Content(pub Arc<DuelContent>);

/// Opens the game window and runs until the player quits.
pub fn run(content: DuelContent, opts: PlayOptions) -> AppExit {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "HorizonNotes".into(),
            resolution: WindowResolution::new(1280, 720),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(EguiPlugin::default())
    .insert_resource(Content(Arc::new(content)))
    .insert_resource(capture::Capture::new(&opts))
    .insert_resource(frame_pace::FramePace {
        reactive: opts.screenshot.is_none() && !opts.autoplay,
    })
    // Screenshots and autoplay neither read nor change the player's settings.
    .insert_resource(settings::SettingsStore::at(
        (opts.screenshot.is_none() && !opts.autoplay)
            .then(settings::default_path)
            .flatten(),
    ))
    // Autoplayed games (screenshots, demos) are not saved among the player's replays.
    .insert_resource(replays::ReplayStore {
        dir: crate::replay::replay_dir(),
        autosave: !opts.autoplay,
    })
    .add_plugins(plugin);
    if let Some(pb) = opts.watch {
        app.insert_resource(pb);
    }
    app.run()
}

/// Everything the window shows: screens, menus, the duel and its visuals.
fn plugin(app: &mut App) {
    app.add_plugins((
        logic_plugin,
        theme::plugin,
        input::plugin,
        menu::plugin,
        duel::view_plugin,
        replays::view_plugin,
        capture::plugin,
        frame_pace::plugin,
    ));
}

/// The game without graphics: screens, settings and the duel's logic (core, ECS mirror,
/// `DuelPhase`, AI tasks). Tests run it under `MinimalPlugins`, together with
/// `bevy::state::app::StatesPlugin` and a [`Content`] resource.
pub fn headless_plugin(app: &mut App) {
    logic_plugin(app);
}

fn logic_plugin(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        settings::plugin,
        duel::logic_plugin,
        replays::logic_plugin,
    ));
}
