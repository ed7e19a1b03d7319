//! The Bevy front end: one plugin per feature, screens as states, the rules cores as the
//! only source of truth. Shared parts (screens, order, theme, keys, input, settings, frame
//! pacing, session, replays) sit below the games (`duel`); the menus and the capture tool
//! sit above them. `run` opens the window; `headless_plugin` is the same game logic without
//! any rendering, for tests.

mod camera;
mod capture;
pub mod duel;
mod frame_pace;
pub mod grail;
mod input;
pub mod keys;
mod menu;
pub mod options;
pub mod order;
pub mod picture_check;
pub mod replays;
pub mod review;
pub mod screens;
pub mod session;
pub mod settings;
mod theme;

use std::sync::Arc;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;

pub use options::PlayOptions;

/// Opens the game window and runs until the player quits.
pub fn run(content: DuelContent, grail: GrailContent, opts: PlayOptions) -> AppExit {
    let untranslated = crate::content::duel_load::untranslated(&content);
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
    .insert_resource(duel::DuelData(Arc::new(content)))
    .insert_resource(grail::GrailData(Arc::new(grail)))
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
    .insert_resource(session::ReplayStore::in_data_folder(!opts.autoplay))
    .insert_resource(command_line_settings(&opts))
    .add_plugins(plugin);
    // Logged once the log plugin is up; these show in English, as documented.
    for missing in untranslated {
        warn!("content without its Japanese (shown in English): {missing}");
    }
    if let Some(l) = opts.lang {
        crate::locale::set_lang(l);
    }
    if let Some(pb) = opts.watch {
        app.insert_resource(pb);
    }
    if let Some(pb) = opts.watch_grail {
        app.insert_resource(pb);
    }
    app.run()
}

/// The settings of a run that reads none (screenshots, autoplay), as the command line names
/// them; in play the settings file replaces them once loaded.
fn command_line_settings(opts: &PlayOptions) -> settings::Settings {
    let mut s = settings::Settings {
        language: opts.lang.unwrap_or_default(),
        ..default()
    };
    if let Some(scale) = opts.ui_scale {
        s.ui_scale = scale;
    }
    s
}

/// A duel between two bots with no window, saved after every action among the unfinished
/// games like any live duel, until it ends (or the process is stopped: the save is what a
/// crash leaves). Each AI decision takes at least `ai_delay` seconds.
pub fn run_headless(content: DuelContent, setup: duel::DuelSetup, ai_delay: f32) -> AppExit {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(duel::DuelData(Arc::new(content)))
        .insert_resource(session::ReplayStore::in_data_folder(true))
        .insert_resource(setup)
        .add_plugins(headless_plugin)
        // Events are paced (fast) rather than instant, so that the AI's delay holds.
        .insert_resource(settings::Settings {
            speed: 16.0,
            ai_min_delay: ai_delay,
            ..default()
        })
        .add_systems(OnEnter(screens::Screen::Title), start_headless_duel)
        .add_systems(
            OnEnter(screens::Screen::GameEnd),
            |mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    app.run()
}

fn start_headless_duel(mut next: ResMut<NextState<screens::Screen>>) {
    next.set(screens::Screen::Duel);
}

/// Everything the window shows: screens, menus, the duel and its visuals.
fn plugin(app: &mut App) {
    app.add_plugins((
        logic_plugin,
        camera::plugin,
        theme::plugin,
        input::plugin,
        menu::plugin,
        duel::view_plugin,
        grail::view_plugin,
        replays::view_plugin,
        review::view_plugin,
        capture::plugin,
        frame_pace::plugin,
    ));
}

/// The game without graphics: screens, settings and the duel's logic (core, ECS mirror,
/// `DuelPhase`, AI tasks). Tests run it under `MinimalPlugins`, together with
/// `bevy::state::app::StatesPlugin` and a [`duel::DuelData`] resource.
pub fn headless_plugin(app: &mut App) {
    logic_plugin(app);
}

fn logic_plugin(app: &mut App) {
    app.add_plugins((
        order::plugin,
        frame_pace::busy_plugin,
        screens::plugin,
        settings::plugin,
        session::plugin,
        replays::logic_plugin,
        review::logic_plugin,
        duel::logic_plugin,
        grail::logic_plugin,
    ));
}
