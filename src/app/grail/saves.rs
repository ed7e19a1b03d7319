//! Unfinished skirmishes for the title's Continue: each save checked with the loaded
//! content (every action re-applied, the fingerprints compared) and described; and a
//! continued skirmish rebuilt from its file where it stood.

use bevy::prelude::*;

use super::data::GrailData;
use super::playback::rebuild;
use super::session::{GrailSession, GrailTable};
use crate::app::replays::names;
use crate::app::screens::Screen;
use crate::app::session::saves::{self, SaveInfo, SaveList, SaveProblem, SaveRow};
use crate::app::session::{AppClock, ReplayStore, Seat, saved_seat};
use crate::content::grail::GrailContent;
use crate::replay::{self, GameKind, GrailReplay, Playback, Replay, ReplayError, ReplayReason};
use crate::rules::core::GrailCore;
use crate::tr;

/// Fills the Grail games' rows of the list of unfinished games.
pub(super) fn list_saves(
    store: Res<ReplayStore>,
    clock: Res<AppClock>,
    content: Res<GrailData>,
    mut list: ResMut<SaveList>,
) {
    let Ok(scanned) = saves::scan(&store) else {
        // The duel's listing reports the folder's trouble.
        return;
    };
    let rows = scanned
        .into_iter()
        .filter_map(|f| match f.loaded {
            Ok(Replay::Grail(r)) => Some((f.path, f.modified, r)),
            _ => None,
        })
        .map(|(path, modified, r)| {
            let file = path.display().to_string();
            let info = describe(&content.0, &file, &r, modified, &clock);
            SaveRow {
                path,
                game: Some(GameKind::Grail),
                screen: if r.setup.skirmish.is_some() {
                    Screen::Skirmish
                } else {
                    Screen::War
                },
                modified,
                info,
            }
        })
        .collect();
    list.replace(|r| r.game == Some(GameKind::Grail), rows);
}

fn describe(
    c: &GrailContent,
    file: &str,
    r: &GrailReplay,
    modified: Option<std::time::SystemTime>,
    clock: &AppClock,
) -> Result<SaveInfo, SaveProblem> {
    replay::verify_record::<GrailCore>(file, r, c)
        .and_then(|_| Playback::<GrailCore>::at(file, r, c, r.actions.len()))
        .map(|p| SaveInfo {
            game: if r.setup.skirmish.is_some() {
                tr!("combat-save-skirmish")
            } else {
                tr!("replays-game-grail")
            },
            players: names::players_line(&Replay::Grail(r.clone())),
            progress: if r.setup.skirmish.is_some() {
                tr!(
                    "combat-save-round",
                    round = p.state.combat.as_ref().map_or(0, |cb| cb.round)
                )
            } else {
                tr!(
                    "war-save-day",
                    day = p.state.day,
                    time = super::words::time(p.state.time)
                )
            },
            saved: saves::saved_ago(modified, clock),
        })
        .map_err(|e| SaveProblem::of(&e))
}

/// The seats of a saved skirmish: people, and bots by their recorded setting.
fn saved_seats(file: &str, r: &GrailReplay) -> Result<Vec<Seat>, ReplayError> {
    (0..r.setup.factions.len())
        .map(|i| {
            let info = r.seats.get(i).ok_or_else(|| {
                ReplayError::new(
                    file,
                    "seats",
                    ReplayReason::SeatCount {
                        seats: r.seats.len(),
                        players: r.setup.factions.len(),
                    },
                )
            })?;
            saved_seat(file, i, info)
        })
        .collect()
}

/// The skirmish saved in `path`, where it stood, saved on in the same file; in hot seat
/// the curtain is down for whoever decides.
pub fn resume(
    c: &GrailContent,
    path: &std::path::Path,
) -> Result<(GrailSession, GrailTable), String> {
    let file = path.display().to_string();
    let r = match replay::load_file(path).map_err(|e| e.to_string())? {
        Replay::Grail(r) => r,
        Replay::Duel(_) => return Err(tr!("replays-refusal-game")),
    };
    replay::verify_record::<GrailCore>(&file, &r, c).map_err(|e| e.to_string())?;
    let seats = saved_seats(&file, &r).map_err(|e| e.to_string())?;
    let (mut s, t) =
        rebuild(c, &file, &r, r.actions.len(), seats, false, false).map_err(|e| e.to_string())?;
    if s.hot_seat()
        && let Some(f) = s.human_to_decide()
    {
        s.shown.curtain = Some(f);
    }
    s.save_to = Some(path.to_path_buf());
    s.saved = Some(r.actions.len());
    Ok((s, t))
}
