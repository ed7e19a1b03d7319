//! The unfinished games on disk, for any game: each live game's file in the store's `saves`
//! folder, read when the title screen opens. A file that cannot be continued (truncated,
//! tampered, made with other game data, from a newer version) is listed with the reason
//! and kept until the player deletes it. Which games can be continued, and how, is each
//! game's: it fills [`SaveList`] from [`scan`] and starts a game from a [`ContinueRequest`].

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use bevy::prelude::*;

use crate::replay::{self, Replay, ReplayError};
use crate::tr;

use super::clock::AppClock;
use super::store::ReplayStore;

/// One unfinished game as the title lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveRow {
    pub path: PathBuf,
    /// The game the file holds, where it could be read.
    pub game: Option<replay::GameKind>,
    /// The screen it is continued on.
    pub screen: crate::app::screens::Screen,
    pub modified: Option<SystemTime>,
    /// What it is, or why it cannot be continued.
    pub info: Result<SaveInfo, SaveProblem>,
}

/// Why a save cannot be continued, in the language of the moment it was listed.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveProblem {
    /// The common reason in a player's words, or the detail when it is a rarer one.
    pub summary: String,
    /// Field and reason, without the file (the list names it).
    pub detail: String,
}

impl SaveProblem {
    pub fn of(e: &ReplayError) -> SaveProblem {
        SaveProblem {
            summary: e.problem_or_detail(),
            detail: e.detail(),
        }
    }

    /// A reason that is not the replay module's (a game the window cannot continue).
    pub fn plain(summary: String) -> SaveProblem {
        SaveProblem {
            detail: summary.clone(),
            summary,
        }
    }
}

/// What the title says of a game that can be continued.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveInfo {
    /// "Duel". Each is in the language of the moment the title listed it (it lists the
    /// saves each time it opens, so after a change in Settings too).
    pub game: String,
    /// "You vs AI (Normal)".
    pub players: String,
    /// "turn 7".
    pub progress: String,
    /// "saved 5 min ago".
    pub saved: String,
}

/// The unfinished games, newest first; filled when the title screen opens.
#[derive(Resource, Default, Debug)]
pub struct SaveList {
    pub rows: Vec<SaveRow>,
    /// Why the folder could not be read.
    pub message: Option<String>,
}

impl SaveList {
    /// Puts a game's rows in the list in place of its earlier ones (`owns`: the rows it
    /// answers for), newest first.
    pub fn replace(&mut self, owns: impl Fn(&SaveRow) -> bool, rows: Vec<SaveRow>) {
        self.rows.retain(|r| !owns(r));
        self.rows.extend(rows);
        self.rows.sort_by(|a, b| {
            b.modified
                .cmp(&a.modified)
                .then_with(|| b.path.cmp(&a.path))
        });
    }

    /// The screen the game in `path` is continued on (a duel's board if it is not listed).
    pub fn screen_of(&self, path: &Path) -> crate::app::screens::Screen {
        self.rows
            .iter()
            .find(|r| r.path == path)
            .map_or(crate::app::screens::Screen::Duel, |r| r.screen)
    }

    /// The newest game that can be continued.
    pub fn newest(&self) -> Option<(&Path, &SaveInfo)> {
        self.rows
            .iter()
            .find_map(|r| r.info.as_ref().ok().map(|i| (r.path.as_path(), i)))
    }
}

/// Continue the game saved in this file.
#[derive(Resource, Clone, Debug)]
pub struct ContinueRequest(pub PathBuf);

/// A file of the saves folder, read: its replay, or why it cannot be read.
pub struct Scanned {
    pub path: PathBuf,
    pub loaded: Result<Replay, ReplayError>,
    pub modified: Option<SystemTime>,
}

/// Reads every file of the saves folder, newest first. A finished game left there (the
/// game ended as the process stopped) is moved to the replays on the way.
pub fn scan(store: &ReplayStore) -> Result<Vec<Scanned>, String> {
    let Some(dir) = &store.saves else {
        return Ok(Vec::new());
    };
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(tr!(
                "menu-saves-unreadable",
                dir = dir.display().to_string(),
                error = e.to_string()
            ));
        }
    };
    let paths = super::store::newest_first(entries);
    let mut out = Vec::new();
    for path in paths {
        let loaded = replay::load_file(&path);
        if loaded.as_ref().is_ok_and(|r| r.result().is_some()) {
            if let Err(e) = store.file_away(&path) {
                warn!("cannot move {} to the replays: {e}", path.display());
            }
            continue;
        }
        let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
        out.push(Scanned {
            path,
            loaded,
            modified,
        });
    }
    Ok(out)
}

/// "saved 5 min ago", from the file's time by the app's clock, in the player's language.
pub fn saved_ago(modified: Option<SystemTime>, clock: &AppClock) -> String {
    let Some(secs) = modified.and_then(|m| clock.since(m)).map(|d| d.as_secs()) else {
        return tr!("menu-saved");
    };
    match secs {
        0..60 => tr!("menu-saved-just-now"),
        60..3600 => tr!("menu-saved-minutes", n = secs / 60),
        3600..86_400 => tr!("menu-saved-hours", n = secs / 3600),
        _ => tr!("menu-saved-days", n = secs / 86_400),
    }
}

/// Deletes an unfinished game's file: the player's choice on the title screen.
pub fn delete(path: &Path) -> Result<(), String> {
    std::fs::remove_file(path).map_err(|e| {
        tr!(
            "menu-save-cannot-delete",
            file = path.display().to_string(),
            error = e.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(tag: &str) -> (ReplayStore, PathBuf) {
        let root = std::env::temp_dir().join(format!("hn-saves-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let store = ReplayStore {
            dir: Some(root.join("replays")),
            saves: Some(root.join("saves")),
            autosave: true,
        };
        std::fs::create_dir_all(root.join("saves")).expect("temp dir");
        (store, root)
    }

    #[test]
    fn a_broken_save_is_listed_with_its_reason_and_kept() {
        let (store, root) = store("broken");
        let bad = root
            .join("saves")
            .join("duel-20261201-101010-00000001.json");
        std::fs::write(&bad, "{\"format_version\": 1, \"game\": \"duel\", \"act").expect("w");
        let rows = scan(&store).expect("scans");
        assert_eq!(rows.len(), 1);
        assert!(rows[0].loaded.is_err());
        assert!(bad.exists(), "kept until the player deletes it");
        delete(&bad).expect("deleted");
        assert!(scan(&store).expect("scans").is_empty());
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn the_age_of_a_save_reads_in_words() {
        let now = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_800_000_000);
        let clock = AppClock::lockstep(now);
        assert_eq!(saved_ago(Some(now), &clock), "saved just now");
        let ago = now - std::time::Duration::from_secs(600);
        assert_eq!(saved_ago(Some(ago), &clock), "saved 10 min ago");
        assert_eq!(saved_ago(None, &clock), "saved");
        let days = now - std::time::Duration::from_secs(86_400);
        assert_eq!(saved_ago(Some(days), &clock), "saved 1 day ago");
        crate::locale::with_lang(crate::locale::Lang::Ja, || {
            assert_eq!(saved_ago(Some(ago), &clock), "10分前に保存");
        });
    }
}
