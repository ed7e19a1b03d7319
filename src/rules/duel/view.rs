//! What one seat may see (D-29.6), and fingerprints of states and event streams.

use serde::{Deserialize, Serialize};

use crate::rules::dice::Dice;

use super::event::Event;
use super::state::{CardInst, CardUid, PlayerId, State};
use crate::content::duel::CardIdx;

/// A player's view: the state with the opponent's hand, both decks' order and the RNG's
/// future removed. Only sizes of the hidden zones remain.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelView {
    pub viewer: PlayerId,
    /// The state, with `players[opponent].hand` and both `deck`s emptied and a blank RNG.
    pub state: State,
    pub hand_sizes: [usize; 2],
    pub deck_sizes: [usize; 2],
    /// The viewer's own deck as a multiset (sorted by uid), since a player knows what is
    /// left in their own deck, though not its order.
    pub own_deck: Vec<CardInst>,
    /// The opponent's unseen cards (hand and deck together) as two sorted lists: the uids,
    /// and the card definitions. Both follow from the public deck list and the public zones;
    /// which uid is which card, and which are in the hand, stay hidden.
    pub unseen_uids: Vec<CardUid>,
    pub unseen_defs: Vec<CardIdx>,
}

impl State {
    /// D-29.6: the view of `viewer`.
    pub fn view_for(&self, viewer: PlayerId) -> DuelView {
        let mut state = self.clone();
        let hand_sizes = [self.players[0].hand.len(), self.players[1].hand.len()];
        let deck_sizes = [self.players[0].deck.len(), self.players[1].deck.len()];
        let mut own_deck = std::mem::take(&mut state.player_mut(viewer).deck);
        own_deck.sort_by_key(|c| c.uid);
        let opp = self.player(viewer.other());
        let unseen = || opp.hand.iter().chain(&opp.deck);
        let mut unseen_uids: Vec<CardUid> = unseen().map(|c| c.uid).collect();
        let mut unseen_defs: Vec<CardIdx> = unseen().map(|c| c.def).collect();
        unseen_uids.sort();
        unseen_defs.sort();
        state.player_mut(viewer.other()).deck.clear();
        state.player_mut(viewer.other()).hand.clear();
        state.rng = Dice::seeded(0);
        DuelView {
            viewer,
            state,
            hand_sizes,
            deck_sizes,
            own_deck,
            unseen_uids,
            unseen_defs,
        }
    }

    /// SHA-256 of the whole state (RNG included): equal hashes mean equal futures.
    pub fn hash(&self) -> String {
        crate::content::hash_json(self)
    }
}

/// A fingerprint of an event stream, for determinism checks.
pub fn events_hash(events: &[Event]) -> String {
    crate::content::hash_json(&events)
}
