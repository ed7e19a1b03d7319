//! Unfinished duels for the title's Continue: each save checked with the loaded content
//! (every action re-applied, the fingerprints compared) and described; and a continued
//! duel started from its file.

use bevy::prelude::*;

use super::data::DuelData;
use crate::app::replays::names;
use crate::app::session::saves::{self, SaveInfo, SaveList, SaveProblem, SaveRow};
use crate::app::session::{AppClock, ReplayStore};
use crate::replay::{self, DuelPlayback, GameKind, Replay};
use crate::tr;

/// Fills the list of unfinished games: duels that can be continued, and every other file
/// with the reason it cannot.
pub(super) fn list_saves(
    store: Res<ReplayStore>,
    clock: Res<AppClock>,
    content: Res<DuelData>,
    mut list: ResMut<SaveList>,
) {
    list.message = None;
    let scanned = match saves::scan(&store) {
        Ok(s) => s,
        Err(e) => {
            list.message = Some(e);
            return;
        }
    };
    // The duel answers for its own saves and for the files nobody can read.
    let rows = scanned
        .into_iter()
        .filter(|f| !matches!(f.loaded, Ok(Replay::Grail(_))))
        .map(|f| {
            let file = f.path.display().to_string();
            let game = f.loaded.as_ref().ok().map(Replay::game);
            let info = match f.loaded {
                Err(e) => Err(SaveProblem::of(&e)),
                Ok(Replay::Grail(_)) => Err(SaveProblem::plain(tr!("menu-save-grail"))),
                Ok(Replay::Duel(r)) => replay::verify_duel(&file, &r, &content.0)
                    .and_then(|_| DuelPlayback::at(&file, &r, &content.0, r.actions.len()))
                    .map(|p| SaveInfo {
                        game: tr!("menu-save-duel"),
                        players: names::players_line(&Replay::Duel(r.clone())),
                        progress: tr!("menu-save-turn", turn = p.state.turn),
                        saved: saves::saved_ago(f.modified, &clock),
                    })
                    .map_err(|e| SaveProblem::of(&e)),
            };
            SaveRow {
                path: f.path,
                game,
                screen: crate::app::screens::Screen::Duel,
                modified: f.modified,
                info,
            }
        })
        .collect();
    list.replace(|r| r.game != Some(GameKind::Grail), rows);
}
