//! Who decides for each seat of a game: a person at this machine, the AI, or a recorded
//! replay. The same for both games.

use crate::ai::BotSpec;

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
}
