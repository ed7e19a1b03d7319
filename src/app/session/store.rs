//! Where a game's files go: a live game is saved after every action among the unfinished
//! games (`saves`), from where Continue resumes it; once it is over its file moves to the
//! replays. `None` folders (no data folder) turn saving off.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::replay::{self, GameKind};

/// Where replays are listed and unfinished games saved; `autosave` off saves nothing.
#[derive(Resource, Clone, Debug, Default)]
pub struct ReplayStore {
    pub dir: Option<PathBuf>,
    /// The unfinished games, one file each, in the replay format.
    pub saves: Option<PathBuf>,
    pub autosave: bool,
}

impl ReplayStore {
    /// The store in the player's data folder.
    pub fn in_data_folder(autosave: bool) -> Self {
        ReplayStore {
            dir: replay::replay_dir(),
            saves: replay::saves_dir(),
            autosave,
        }
    }

    /// Where a new live game is saved while it goes on: named by its game, start time and
    /// seed; `None` when autosave is off.
    pub fn path_for(&self, game: GameKind, created: &str, seed: u64) -> Option<PathBuf> {
        self.saves
            .as_ref()
            .filter(|_| self.autosave)
            .map(|d| d.join(replay::file_name_for(game, created, seed)))
    }

    /// Moves a finished game's file from the unfinished games to the replays (atomic
    /// within one file system); a file already elsewhere stays where it is. Returns where
    /// the file is now.
    pub fn file_away(&self, path: &Path) -> std::io::Result<PathBuf> {
        let (Some(saves), Some(dir), Some(name)) = (&self.saves, &self.dir, path.file_name())
        else {
            return Ok(path.to_path_buf());
        };
        if path.parent() != Some(saves.as_path()) {
            return Ok(path.to_path_buf());
        }
        std::fs::create_dir_all(dir)?;
        let to = dir.join(name);
        std::fs::rename(path, &to)?;
        Ok(to)
    }
}

/// The replay files (`.json`) of a folder's listing, newest first: their names start with
/// the date and time they were made.
pub fn newest_first(entries: std::fs::ReadDir) -> Vec<std::path::PathBuf> {
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths.reverse();
    paths
}
