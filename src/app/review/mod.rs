//! A replay's review in the window, for any game (docs/analysis.md): asked for from the
//! Replays screen or a game's end screen, it runs on a background task (the searches on
//! every core) beside the replay being watched, with its progress and a Cancel button;
//! then a graph of each side's chance to win, with the turning points, the mistakes and
//! the big rolls marked, and each side's mistakes with the better move. A click on either
//! moves the playback there. Each game turns its review into a [`ReviewSheet`] in the
//! player's words; this part knows no game.

mod panel;
mod run;
mod sheet;

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::order::AppSystems;
use crate::app::replays::WatchRequest;
use crate::app::screens::Screen;
use crate::replay::GameKind;

pub use run::{ReviewRun, RunState};
pub use sheet::{ReviewSheet, SheetDecision, SheetSeat};

/// How hard the window's reviews search (the command line's default; tests use less).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct ReviewBudget(pub crate::review::ReviewConfig);

/// An end screen's Review: the replay of the game just finished, to be watched with its
/// review.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct ReviewAsk(pub Option<(PathBuf, GameKind)>);

pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<ReviewAsk>()
        .init_resource::<ReviewBudget>()
        .add_plugins(run::plugin)
        .add_systems(Update, open_asked.in_set(AppSystems::Input));
}

/// The replay asked for opens by way of the Replays screen, which closes the game's
/// screen first (and says why, should the file not open).
fn open_asked(
    mut ask: ResMut<ReviewAsk>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some((path, game)) = ask.0.take() else {
        return;
    };
    commands.insert_resource(WatchRequest {
        path,
        game,
        review: true,
    });
    next.set(Screen::Replays);
}

pub(super) fn view_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(panel::plugin);
}

/// Why a replay cannot be reviewed: the common reasons in the player's words, with the
/// detail (file, field, reason) under them.
pub fn cannot_review(e: &crate::replay::ReplayError) -> String {
    let why = e.problem().unwrap_or_else(|| e.message());
    format!(
        "{}\n{}",
        crate::tr!("review-cannot", why = why),
        e.message()
    )
}

/// The sides' names for a review: as the replay saved them, numbered where two are the
/// same ("AI (Normal) 1", "AI (Normal) 2").
pub fn seat_names(saved: &[String]) -> Vec<String> {
    saved
        .iter()
        .enumerate()
        .map(|(i, n)| {
            if saved.iter().filter(|m| *m == n).count() > 1 {
                crate::tr!("review-seat-numbered", name = n.as_str(), n = i + 1)
            } else {
                n.clone()
            }
        })
        .collect()
}
