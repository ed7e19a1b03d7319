//! Who decides for each seat of a game: a person at this machine, the AI, or a recorded
//! replay. The same for both games.

use crate::ai::{BotSpec, Difficulty};

/// Who decides for a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Seat {
    Human,
    Ai {
        spec: BotSpec,
        label: String,
    },
    /// A seat of a replay being watched: its actions come from the file.
    Recorded {
        name: String,
    },
}

impl Seat {
    pub fn is_human(&self) -> bool {
        matches!(self, Seat::Human)
    }

    /// The menu's AI of strength `d`. Its label is the game's English, which replays and
    /// saves keep; screens show it translated (`replays::names::shown_seat_name`).
    pub fn ai(d: Difficulty) -> Seat {
        let label = match d {
            Difficulty::Easy => "AI (Easy)",
            Difficulty::Normal => "AI (Normal)",
            Difficulty::Hard => "AI (Hard)",
        };
        Seat::Ai {
            spec: BotSpec::Mcts(d.config()),
            label: label.into(),
        }
    }
}

/// Seat `i` of a saved game (`file`): a person, or a bot by its recorded setting (the
/// menu's AIs are saved with their difficulty, other bots by their setting).
pub fn saved_seat(
    file: &str,
    i: usize,
    info: &crate::replay::SeatInfo,
) -> Result<Seat, crate::replay::ReplayError> {
    use crate::replay::{ReplayError, ReplayReason, SeatKind};
    match info.kind {
        SeatKind::Human => Ok(Seat::Human),
        SeatKind::Bot => {
            let spec = match info.difficulty {
                Some(d) => BotSpec::Mcts(d.config()),
                None => info
                    .bot
                    .as_deref()
                    .unwrap_or_default()
                    .parse::<BotSpec>()
                    .map_err(|e| {
                        ReplayError::new(file, format!("seats[{i}].bot"), ReplayReason::BadBot(e))
                    })?,
            };
            Ok(Seat::Ai {
                spec,
                label: info.name.clone(),
            })
        }
    }
}

/// The menu's difficulty a bot plays at, if it is one of them.
pub fn menu_difficulty(spec: &BotSpec) -> Option<Difficulty> {
    [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard]
        .into_iter()
        .find(|d| BotSpec::Mcts(d.config()) == *spec)
}
