//! Where a game's replays are listed and autosaved: the data folder, or nowhere.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::replay::{self, GameKind};

/// Where replays are listed and, with `autosave`, saved; `None` (no data folder) turns
/// autosave off.
#[derive(Resource, Clone, Debug, Default)]
pub struct ReplayStore {
    pub dir: Option<PathBuf>,
    pub autosave: bool,
}

impl ReplayStore {
    /// Where the replay of a new live game goes: named by its game, start time and seed;
    /// `None` when autosave is off.
    pub fn path_for(&self, game: GameKind, created: &str, seed: u64) -> Option<PathBuf> {
        self.dir
            .as_ref()
            .filter(|_| self.autosave)
            .map(|d| d.join(replay::file_name_for(game, created, seed)))
    }
}
