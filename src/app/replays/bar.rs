//! The contract between the playback bar and the game being watched. The game writes what
//! the bar shows ([`PlaybackBar`]) each frame and carries out what it asks
//! ([`PlaybackCommand`]); the bar knows no game.

use bevy::prelude::*;

use crate::ai::Difficulty;
use crate::replay::{GameKind, Replay};
use crate::tr;

/// Playback speeds offered.
pub const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// How high the playback bar is, in logical pixels at UI scale 1: the board leaves this
/// much room above the hand while a replay is watched.
pub const BAR_HEIGHT: f32 = 74.0;

/// What the bar shows; present while a replay is watched.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PlaybackBar {
    /// Where the playback stands, in the game's words ("turn 3 · action 5/120"), in the
    /// player's language.
    pub position: String,
    pub playing: bool,
    /// Playback speed, one of [`SPEEDS`].
    pub speed: f32,
    pub can_play: bool,
    pub can_step_back: bool,
    pub can_step_forward: bool,
    /// The replay's actions played so far, for the review's graph.
    pub ply: usize,
    /// The turn shown and the last one, for the timeline.
    pub turn: u32,
    pub last_turn: u32,
    pub show_hands: bool,
    /// "Take over from here" is possible, playing on as this seat (its name as shown).
    pub take_over_as: Option<String>,
    /// Where the bar sits: its bottom centre's offset from the window's bottom centre, so
    /// that the game's own panels stay clear.
    pub offset: [f32; 2],
}

/// What the bar's keys and buttons ask of the game being watched.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum PlaybackCommand {
    PlayPause,
    StepForward,
    StepBack,
    NextTurn,
    PrevTurn,
    /// The start of this turn.
    JumpToTurn(u32),
    /// Paused after this many actions (the review's graph and lists).
    JumpToAction(usize),
    SetSpeed(f32),
    Faster,
    Slower,
    ToggleHands,
    SwapSides,
    TakeOver(Difficulty),
}

/// Asks the game of a replay file to open it for watching; that game's plugin takes it
/// and either starts the playback or says why it cannot in [`ReplayNotice`].
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct WatchRequest {
    pub path: std::path::PathBuf,
    /// Review the game as it is watched.
    pub review: bool,
    /// The game the file holds, as the list read it: that game's plugin opens it.
    pub game: GameKind,
}

/// Why the last replay asked for could not be watched.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ReplayNotice(pub Option<String>);

/// Names a replay's winning side beyond its seat's name, where its game can tell (the Grail
/// War: the winner's servant class, known only by setting the game up with its content).
pub type WinnerSide = Box<dyn Fn(&Replay) -> Option<String> + Send + Sync>;

/// Each game's [`WinnerSide`], registered by that game's plugin.
#[derive(Resource, Default)]
pub struct WinnerSides(pub Vec<(GameKind, WinnerSide)>);

impl WinnerSides {
    /// The side that won `r`, in the player's language, where its game can tell.
    pub fn of(&self, r: &Replay) -> Option<String> {
        let (_, side) = self.0.iter().find(|(g, _)| *g == r.game())?;
        side(r)
    }
}

/// The games whose replays can be watched here, with the content hash each was loaded
/// with: a replay recorded with other content cannot be shown.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Watchable(pub Vec<(GameKind, String)>);

impl Watchable {
    /// Why a replay of `game` recorded with `content_hash` cannot be watched, or `None`.
    pub fn refusal(&self, game: GameKind, content_hash: &str) -> Option<String> {
        match self.0.iter().find(|(g, _)| *g == game) {
            None => Some(tr!("replays-refusal-game")),
            Some((_, hash)) if hash != content_hash => Some(tr!("replays-refusal-content")),
            Some(_) => None,
        }
    }
}

/// The next speed up or down through [`SPEEDS`], or the same at either end.
pub fn next_speed(speed: f32, up: bool) -> f32 {
    let next = if up {
        SPEEDS.iter().find(|s| **s > speed + 0.01)
    } else {
        SPEEDS.iter().rev().find(|s| **s < speed - 0.01)
    };
    next.copied().unwrap_or(speed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_step_through_the_list_and_stop_at_the_ends() {
        assert_eq!(next_speed(1.0, true), 2.0);
        assert_eq!(next_speed(1.0, false), 0.5);
        assert_eq!(next_speed(8.0, true), 8.0);
        assert_eq!(next_speed(0.5, false), 0.5);
    }

    #[test]
    fn a_replay_is_watchable_only_for_a_known_game_and_its_content() {
        let w = Watchable(vec![(GameKind::Duel, "abc".into())]);
        assert_eq!(w.refusal(GameKind::Duel, "abc"), None);
        assert!(w.refusal(GameKind::Duel, "xyz").is_some());
        assert!(w.refusal(GameKind::Grail, "abc").is_some());
    }
}
