//! The pass flow (as Forge's): a decision a person could only pass is passed for them where
//! they asked not to stop — a stop the settings turned off, the opponent's turn after "Pass
//! until my turn", the rest of a Charge Phase after "Done charging" (D-8.5 would ask again
//! after every card the opponent converts). In hot seat, a decision passed here is never
//! handed over: it is passed before the curtain would fall. A Block always asks.

use crate::app::duel::session::DuelSession;
use crate::app::settings::Settings;
use crate::rules::duel::PlayerId;
use crate::rules::duel::stops::{Stop, stop_at};

/// What each person asked to pass beyond the settings' stops.
#[derive(Default, Debug)]
pub struct PassFlow {
    /// Per player, the turn whose Charge Phase they have finished ("Done charging").
    pub done_charging: [Option<u32>; 2],
    /// Per player, "Pass until my turn": the opponent's turn is passed for them.
    pub until_my_turn: [bool; 2],
}

impl PassFlow {
    /// Whether `p` ended their charging for this turn's Charge Phase.
    pub fn done_charging(&self, p: PlayerId, turn: u32) -> bool {
        self.done_charging[p.index()] == Some(turn)
    }
}

/// The person the pending decision is passed for, if it is one they asked not to stop at.
/// Their own turn ends a "Pass until my turn".
pub(super) fn passed_for(
    session: &DuelSession,
    choosing: &mut PassFlow,
    settings: &Settings,
) -> Option<PlayerId> {
    let s = &session.state;
    let (p, stop) = stop_at(s)?;
    if !session.seat(p).is_human() {
        return None;
    }
    if stop.own_turn() {
        choosing.until_my_turn[p.index()] = false;
    }
    let charging = matches!(stop, Stop::OwnCharge | Stop::TheirCharge);
    let skip = (charging && choosing.done_charging(p, s.turn))
        || !settings.duel_stops.contains(&stop)
        || (choosing.until_my_turn[p.index()] && !stop.own_turn());
    skip.then_some(p)
}
