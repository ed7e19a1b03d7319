//! The robot player: seeded random input through the same paths as a person's (keyboard and
//! mouse messages of the primary window, read by leafwing and egui alike), on whatever is on
//! screen, with the promises a player relies on checked every frame (docs/robot.md):
//! no system error or panic, no secret drawn for a side that may not know it, always a way
//! out (Esc at most twice reaches a pause menu or the title), everything fits (no text
//! outside the window, cut by its widget, or over another text), and no game is lost (an
//! unfinished one is among the saves; a save goes only once its replay is complete). `app::run_robot_headless`
//! runs it for `cargo test`, `app::run_robot_window` for `--robot SEED`.

mod checks;
mod coverage;
mod drive;
mod log;
mod saves;
mod secrets;
mod state;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::order::AppSystems;
use crate::app::session::AppClock;

pub use coverage::Coverage;
pub use drive::Input;
pub use log::{Failure, Promise, RobotLog};
pub use secrets::{Marked, Secrets};
pub use state::{EPOCH, Robot, RobotOptions, RobotRun};

/// The robot's systems: input first of all, the checks of egui's shapes at the end of its
/// pass, the screen's coverage and the way out after the frame.
pub fn plugin(app: &mut App) {
    app.add_systems(First, (drive::send_input, move_clock).chain())
        .add_systems(
            EguiPrimaryContextPass,
            (
                checks::check_texts,
                secrets::check_secrets,
                secrets::check_duel_secrets,
            )
                .after(AppSystems::Draw),
        )
        .add_systems(
            Last,
            (
                checks::record_screen,
                checks::check_way_out,
                saves::check_saves,
            )
                .chain(),
        );
}

/// A headless run's clock in lockstep stands at its frame (the real window's runs read the
/// system clock, which cannot be moved).
fn move_clock(robot: Res<Robot>, mut clock: ResMut<AppClock>) {
    let at = std::time::UNIX_EPOCH
        + state::EPOCH
        + std::time::Duration::from_secs(1) * robot.frame() / 60;
    clock.set(at);
}

/// The text of a panic's payload.
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}
