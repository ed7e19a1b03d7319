//! A rules core as the tools that drive whole games see it: the simulator (`sim`) and
//! replay recording and verification (`replay`) are written once over [`Core`], and each
//! game is one implementation of it ([`DuelCore`], [`GrailCore`]). The bots search through
//! the smaller `ai::Game`, which looks at one decision at a time.

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;

use super::undo::Undo;
use super::{duel, grail};

/// One game's rules: setup from a config, a checked apply with its events and
/// a fingerprint of the state. Pure, like the cores: no I/O, and the config holds the seed.
pub trait Core {
    type Content;
    /// A game's whole setup, seed included: what a replay stores.
    type Config: Clone + std::fmt::Debug;
    type State;
    /// Who takes an action: a duel player, a Grail War faction.
    type Seat: Copy + PartialEq + std::fmt::Debug;
    type Action: Clone + std::fmt::Debug;
    type Event;

    /// The state before the first decision, and the setup's events.
    fn new_game(
        c: &Self::Content,
        config: &Self::Config,
    ) -> Result<(Self::State, Vec<Self::Event>), String>;
    /// Plays `seat`'s action, appending its events to `ev`. An illegal action is an error
    /// that leaves the state as it was (D-29.4, G-39.4).
    fn apply(
        c: &Self::Content,
        s: &mut Self::State,
        seat: Self::Seat,
        action: Self::Action,
        ev: &mut Vec<Self::Event>,
    ) -> Result<(), String>;
    /// SHA-256 of the whole state, RNG included: equal hashes mean equal futures.
    fn hash(s: &Self::State) -> String;
    fn is_over(s: &Self::State) -> bool;
    /// The seat that must decide now; `None` once the game is over.
    fn deciding(s: &Self::State) -> Option<Self::Seat>;
    /// A seat's place in the seat list (a duel's P0/P1, a faction's number).
    fn seat_index(seat: Self::Seat) -> usize;
    /// The undo line (`rules::undo`): what the step from `before` to `after`, which
    /// emitted `events`, means for `seat`'s undo. Settled once chance was consumed or
    /// something hidden from `seat` was shown to it; exposed when only `seat`'s own
    /// secret was shown, which leaves the call to the session.
    fn undo(
        before: &Self::State,
        after: &Self::State,
        events: &[Self::Event],
        seat: Self::Seat,
    ) -> Undo<Self::Seat>;
}

/// The duel.
#[derive(Clone, Copy, Debug)]
pub struct DuelCore;

impl Core for DuelCore {
    type Content = DuelContent;
    type Config = duel::GameConfig;
    type State = duel::State;
    type Seat = duel::PlayerId;
    type Action = duel::Action;
    type Event = duel::Event;

    fn new_game(
        c: &DuelContent,
        config: &duel::GameConfig,
    ) -> Result<(duel::State, Vec<duel::Event>), String> {
        duel::new_game(c, config).map_err(|e| e.to_string())
    }

    fn apply(
        c: &DuelContent,
        s: &mut duel::State,
        seat: duel::PlayerId,
        action: duel::Action,
        ev: &mut Vec<duel::Event>,
    ) -> Result<(), String> {
        duel::apply_into(c, s, seat, action, ev).map_err(|e| e.to_string())
    }

    fn hash(s: &duel::State) -> String {
        s.hash()
    }

    fn is_over(s: &duel::State) -> bool {
        s.is_over()
    }

    fn deciding(s: &duel::State) -> Option<duel::PlayerId> {
        s.deciding_player()
    }

    fn seat_index(seat: duel::PlayerId) -> usize {
        seat.index()
    }

    fn undo(
        before: &duel::State,
        after: &duel::State,
        events: &[duel::Event],
        seat: duel::PlayerId,
    ) -> Undo<duel::PlayerId> {
        duel::undo::judge(before, after, events, seat)
    }
}

/// The Grail War.
#[derive(Clone, Copy, Debug)]
pub struct GrailCore;

impl Core for GrailCore {
    type Content = GrailContent;
    type Config = grail::GameConfig;
    type State = grail::GameState;
    type Seat = grail::FactionId;
    type Action = grail::Action;
    type Event = grail::Event;

    fn new_game(
        c: &GrailContent,
        config: &grail::GameConfig,
    ) -> Result<(grail::GameState, Vec<grail::Event>), String> {
        grail::new_game(c, config.clone()).map_err(|e| e.to_string())
    }

    fn apply(
        c: &GrailContent,
        s: &mut grail::GameState,
        seat: grail::FactionId,
        action: grail::Action,
        ev: &mut Vec<grail::Event>,
    ) -> Result<(), String> {
        grail::apply_into(c, s, seat, action, ev).map_err(|e| e.to_string())
    }

    fn hash(s: &grail::GameState) -> String {
        s.hash()
    }

    fn is_over(s: &grail::GameState) -> bool {
        s.is_over()
    }

    fn deciding(s: &grail::GameState) -> Option<grail::FactionId> {
        s.deciding()
    }

    fn seat_index(seat: grail::FactionId) -> usize {
        usize::from(seat)
    }

    fn undo(
        before: &grail::GameState,
        after: &grail::GameState,
        events: &[grail::Event],
        seat: grail::FactionId,
    ) -> Undo<grail::FactionId> {
        grail::undo::judge(before, after, events, seat)
    }
}
