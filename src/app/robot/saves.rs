//! The promise that a game is never lost: a person's unfinished game is always among the
//! saves that Continue lists, and a save leaves that folder only because its game is over
//! and its replay, complete, is among the replays (or because the person deleted it on the
//! title). Checked from the data folder itself, as a person reopening the game would find it.

use std::collections::BTreeSet;
use std::path::Path;

use bevy::prelude::*;

use super::coverage::OnScreen;
use super::log::Promise;
use super::state::Robot;
use crate::app::duel::{DuelData, DuelSession, Playback};
use crate::app::grail::{GrailData, GrailPlayback, GrailSession};
use crate::app::screens::Screen;
use crate::app::session::{Playable, ReplayStore, Session};
use crate::replay;

/// The check runs every this many frames: reading the folders costs more than a frame's
/// work, and a save is written within a frame of its action.
const EVERY: u32 = 15;

/// The saves seen at the last look, by file name.
#[derive(Default)]
pub(super) struct Seen(BTreeSet<String>);

/// The game files in `dir`, by name.
fn names(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|n| n.ends_with(".json"))
                .collect()
        })
        .unwrap_or_default()
}

/// Why a live game of `session` is not safe among the saves, if it is not: a person plays
/// it, it is not over, an action was taken and written, so its file must be there.
fn unsaved<G: Playable>(session: &Session<G>) -> Option<String> {
    let people = session.seats.iter().any(|s| s.is_human());
    if !people || session.actions.is_empty() || G::is_over(&session.state) {
        return None;
    }
    let Some(path) = &session.save_to else {
        return Some("a person's unfinished game has no save: Continue would not list it".into());
    };
    (session.saved == Some(session.actions.len()) && !path.exists()).then(|| {
        format!(
            "the unfinished game's save {} is missing: Continue would not list it",
            path.display()
        )
    })
}

/// Checks the saves folder against the replays and the live game.
#[allow(clippy::too_many_arguments)]
pub(super) fn check_saves(
    robot: Res<Robot>,
    on: OnScreen,
    screen: Res<State<Screen>>,
    store: Res<ReplayStore>,
    (duel, grail): (Option<Res<DuelSession>>, Option<Res<GrailSession>>),
    (watching, watching_grail): (Option<Res<Playback>>, Option<Res<GrailPlayback>>),
    (duel_data, grail_data): (Res<DuelData>, Res<GrailData>),
    mut seen: Local<Seen>,
) {
    let Ok(mut log) = robot.log.lock() else {
        return;
    };
    if !log.frame.is_multiple_of(EVERY) {
        return;
    }
    let (Some(saves), Some(replays)) = (&store.saves, &store.dir) else {
        return;
    };
    let name = on.name();
    let now = names(saves);
    for gone in seen.0.difference(&now) {
        let filed = replays.join(gone);
        if !filed.exists() {
            // Only the title deletes a save at the person's word.
            if *screen.get() != Screen::Title {
                log.fail(
                    Promise::NeverLost,
                    &name,
                    format!("save {gone} lost"),
                    format!("the save {gone} is gone, and no replay of it was filed"),
                );
            }
            continue;
        }
        let checked = replay::load_file(&filed).and_then(|r| {
            let v = replay::verify(gone, &r, Some(&duel_data.0), Some(&grail_data.0))?;
            Ok(v.finished)
        });
        match checked {
            Ok(true) => {}
            Ok(false) => log.fail(
                Promise::NeverLost,
                &name,
                format!("replay {gone} unfinished"),
                format!("the save {gone} was filed among the replays unfinished"),
            ),
            Err(e) => log.fail(
                Promise::NeverLost,
                &name,
                format!("replay {gone} broken"),
                format!("the save {gone} was filed among the replays broken: {e}"),
            ),
        }
    }
    seen.0 = now;
    let live = matches!(screen.get(), Screen::Duel | Screen::Skirmish | Screen::War)
        && watching.is_none()
        && watching_grail.is_none();
    if !live {
        return;
    }
    let why = match screen.get() {
        Screen::Duel => duel.as_deref().and_then(unsaved),
        _ => grail.as_deref().and_then(unsaved),
    };
    if let Some(what) = why {
        log.fail(Promise::NeverLost, &name, "unsaved game".into(), what);
    }
}
