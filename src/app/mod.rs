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
pub mod pause;
pub mod picture_check;
pub mod replays;
pub mod review;
pub mod robot;
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

/// Bevy's plugins with the game's window: 1280x720, titled.
fn window_plugins() -> bevy::app::PluginGroupBuilder {
    DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "HorizonNotes".into(),
            resolution: WindowResolution::new(1280, 720),
            ..default()
        }),
        ..default()
    })
}

/// Opens the game window and runs until the player quits.
pub fn run(content: DuelContent, grail: GrailContent, opts: PlayOptions) -> AppExit {
    let untranslated = crate::content::duel_load::untranslated(&content);
    let mut app = App::new();
    app.add_plugins(window_plugins())
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

/// The whole game as a person plays it, driven by the robot player ([`robot`]): every
/// plugin of the window. `headless`: no window is opened and there is no GPU (the renderer
/// has no backend), and time advances 1/60 s a frame; else the real window, renderer and
/// clock. Its settings, saves and replays live in `opts.data`; a settings file is written
/// there first from `initial` unless one is there (a robot restarting after Quit finds
/// what it left).
pub fn robot_app(
    marked: &robot::Marked,
    opts: &robot::RobotOptions,
    initial: &settings::Settings,
    log: Arc<std::sync::Mutex<robot::RobotLog>>,
    headless: bool,
) -> App {
    use bevy::render::RenderPlugin;
    use bevy::render::settings::{RenderCreation, WgpuSettings};
    use bevy::time::TimeUpdateStrategy;
    use bevy::winit::WinitPlugin;

    let settings_file = opts.data.join("settings.json");
    if !settings_file.exists()
        && let Err(e) = settings::save(&settings_file, initial)
    {
        warn!("robot: cannot write {}: {e}", settings_file.display());
    }
    let mut app = App::new();
    app.set_error_handler(bevy::ecs::error::panic);
    let window = window_plugins();
    if headless {
        app.add_plugins(
            window
                .set(RenderPlugin {
                    render_creation: RenderCreation::Automatic(Box::new(WgpuSettings {
                        backends: None,
                        ..default()
                    })),
                    ..default()
                })
                .disable::<WinitPlugin>()
                .disable::<bevy::log::LogPlugin>(),
        )
        .insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_secs_f64(1.0 / 60.0),
        ))
        // In lockstep, so that a seed replays bit for bit (docs/robot.md); its reviews
        // search little, as each is awaited in the frame that asks for it.
        .insert_resource(session::AppClock::lockstep(
            std::time::UNIX_EPOCH + robot::EPOCH,
        ))
        .insert_resource(review::ReviewBudget(crate::review::ReviewConfig {
            iterations: 20,
            ..default()
        }));
    } else {
        app.add_plugins(window);
    }
    // Every secret marked, so that the robot knows each one it sees drawn (G-35, D-29.6).
    app.add_plugins(EguiPlugin::default())
        .insert_resource(duel::DuelData(marked.duel.clone()))
        .insert_resource(grail::GrailData(marked.grail.clone()))
        .insert_resource(marked.secrets.clone())
        .insert_resource(capture::Capture::new(&PlayOptions::default()))
        .insert_resource(frame_pace::FramePace { reactive: false })
        .insert_resource(settings::SettingsStore::at(Some(settings_file)))
        .insert_resource(session::ReplayStore {
            dir: Some(opts.data.join("replays")),
            saves: Some(opts.data.join("saves")),
            autosave: true,
        })
        .insert_resource(initial.clone())
        .insert_resource(robot::Robot::new(opts, log))
        .add_plugins((plugin, robot::plugin));
    // G-8.4: every other seed plays its Grail games with a declaration clock of a minute,
    // so that the clock's prompt line and its running out meet the robot's promises too.
    if opts.seed % 2 == 1 {
        let clock = grail::picks::ClockPick::Minutes(1);
        app.insert_resource(grail::SkirmishPicks { clock, ..default() })
            .insert_resource(grail::WarPicks { clock, ..default() });
    }
    app
}

/// Runs the robot over the headless app for `opts.frames` frames, starting the game again
/// whenever the robot quits it (as a person reopens it: the same data folder). A panic ends
/// the run and is reported with the inputs that led to it.
pub fn run_robot_headless(
    marked: &robot::Marked,
    opts: &robot::RobotOptions,
    initial: &crate::app::settings::Settings,
) -> robot::RobotRun {
    let log = Arc::new(std::sync::Mutex::new(robot::RobotLog::default()));
    let mut restarts = 0;
    let mut carried: Option<robot::Robot> = None;
    let panic = 'run: loop {
        let mut app = robot_app(marked, opts, initial, log.clone(), true);
        if let Some(robot) = carried.take() {
            app.insert_resource(robot);
        }
        app.finish();
        app.cleanup();
        loop {
            let step = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| app.update()));
            if let Err(payload) = step {
                break 'run Some(robot::panic_text(payload.as_ref()));
            }
            let robot = app.world().resource::<robot::Robot>();
            if robot.done() {
                break 'run None;
            }
            if app.should_exit().is_some() {
                restarts += 1;
                carried = app.world_mut().remove_resource::<robot::Robot>();
                break;
            }
        }
    };
    let log = std::mem::take(&mut *log.lock().unwrap_or_else(|e| e.into_inner()));
    robot::RobotRun {
        log,
        panic,
        restarts,
    }
}

/// Runs the robot in the real window (under Xvfb in CI) for `opts.frames` frames; the app
/// exits when they are done, or when the robot quits from the title. A panic prints the
/// inputs that led to it before the process ends.
pub fn run_robot_window(
    marked: &robot::Marked,
    opts: &robot::RobotOptions,
    initial: &crate::app::settings::Settings,
) -> (AppExit, robot::RobotLog) {
    let log = Arc::new(std::sync::Mutex::new(robot::RobotLog::default()));
    let for_panic = log.clone();
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        default_hook(info);
        if let Ok(l) = for_panic.try_lock() {
            eprintln!(
                "robot: panicked on {} at frame {}; the inputs before:\n{}",
                l.coverage.now(),
                l.frame,
                l.inputs_before(l.frame, 40)
            );
        }
    }));
    let mut app = robot_app(marked, opts, initial, log.clone(), false);
    app.add_systems(Last, (keep_open, stop_when_done).chain());
    let exit = app.run();
    let log = std::mem::take(&mut *log.lock().unwrap_or_else(|e| e.into_inner()));
    (exit, log)
}

/// In the window the robot's Quit is ignored until its frames are done (the headless run
/// starts the game again instead): the run covers what it was asked to.
fn keep_open(robot: Res<robot::Robot>, mut exits: ResMut<Messages<AppExit>>) {
    if !robot.done() {
        exits.clear();
    }
}

fn stop_when_done(robot: Res<robot::Robot>, mut exit: MessageWriter<AppExit>) {
    if robot.done() {
        exit.write(AppExit::Success);
    }
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
