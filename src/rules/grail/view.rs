//! Hidden information (G-35): what one faction may see.

use serde::{Deserialize, Serialize};

use super::state::*;

/// A faction's view of the game (G-35.4).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FactionView {
    pub viewer: FactionId,
    pub state: GameState,
}
