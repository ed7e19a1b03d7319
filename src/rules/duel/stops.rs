//! The stops of a pass flow (as Forge's): where a decision stands — whose turn, which
//! phase — so that a player may choose not to be asked where they would only pass. A
//! stop never covers a Block (D-14.4): an attack always asks its defender.

use serde::{Deserialize, Serialize};

use super::state::{Decision, PlayerId, State};

/// Where a decision a player may pass stands, from that player's side: their own turn's
/// Start window (D-6.6), Charge (D-8.3) and Main (D-9), or the opponent's Charge and Main.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Stop {
    OwnStart,
    OwnCharge,
    OwnMain,
    TheirCharge,
    TheirMain,
}

impl Stop {
    pub const ALL: [Stop; 5] = [
        Stop::OwnStart,
        Stop::OwnCharge,
        Stop::OwnMain,
        Stop::TheirCharge,
        Stop::TheirMain,
    ];

    /// Whether the stop is in the deciding player's own turn.
    pub fn own_turn(self) -> bool {
        matches!(self, Stop::OwnStart | Stop::OwnCharge | Stop::OwnMain)
    }
}

/// The pending decision's player and stop, where Pass answers it: none at a Block, or with
/// nothing pending.
pub fn stop_at(s: &State) -> Option<(PlayerId, Stop)> {
    let d = s.pending.as_ref()?;
    let p = d.player();
    let own = p == s.turn_player;
    let stop = match (d, own) {
        (Decision::Block { .. }, _) => return None,
        (Decision::StartWindow { .. }, _) => Stop::OwnStart,
        (Decision::Charge { .. }, true) => Stop::OwnCharge,
        (Decision::Charge { .. }, false) => Stop::TheirCharge,
        (Decision::Priority { .. }, true) => Stop::OwnMain,
        (Decision::Priority { .. }, false) => Stop::TheirMain,
    };
    Some((p, stop))
}
