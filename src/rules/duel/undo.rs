//! The duel's undo line (`rules::undo`, docs/decisions.md "Where undo stops"): whether one
//! applied step can be taken back by a seat.
//!
//! Chance is read from the state: a step settles when the RNG moved (dice, break checks,
//! `RandomEnemyUnit` picks and rebuild shuffles, D-27.3). Cards are read from the events,
//! every variant classified: a card that leaves a deck settles the step for both seats (the
//! order of every deck is hidden, D-2.3, D-29.6), and a card that leaves a hand for a zone
//! the other seat sees (a spell cast, an ether conversion) reveals it to that seat (D-2.3).

use crate::rules::undo::{Line, Undo};

use super::event::{Event, Zone};
use super::state::{PlayerId, State};

/// What the step from `before` to `after` means for `seat`'s undo. `events` are the
/// step's events, as `apply` returns them (`apply_quiet` builds none).
///
/// Settled when the RNG moved ([`Line::Chance`]), when any card came off a deck, a
/// draw or a rebuild ([`Line::Drawn`], D-7.3, D-7.5), or when a card of the opponent's
/// hand was shown to `seat` ([`Line::Revealed`]). Exposed when a card of `seat`'s own hand
/// was shown to the opponent, by `seat`'s cast (D-10) or conversion (D-8.6); open
/// otherwise. A pass, a block or an attack with a fixed amount that draws nothing is open.
pub fn judge(before: &State, after: &State, events: &[Event], seat: PlayerId) -> Undo<PlayerId> {
    let rng = if before.rng == after.rng {
        Undo::Open
    } else {
        Undo::Settled(Line::Chance)
    };
    events
        .iter()
        .fold(rng, |found, e| found.and(event_line(e, seat)))
}

/// One event's share of the line. Dice and break checks are public facts whose chance
/// shows in the RNG, so they count there, not here.
fn event_line(e: &Event, seat: PlayerId) -> Undo<PlayerId> {
    match e {
        Event::CardDrawn { player, .. } | Event::DeckRebuilt { player, .. } => {
            Undo::Settled(Line::Drawn { by: *player })
        }
        Event::SpellCast { player, .. } | Event::EtherConverted { player, .. } => {
            from_hand(*player, seat)
        }
        Event::CardMoved { from, to, .. } => moved(*from, *to, seat),
        Event::GameStarted { .. }
        | Event::TurnStarted { .. }
        | Event::PhaseChanged { .. }
        | Event::DecisionRequested { .. }
        | Event::Untapped { .. }
        | Event::Tapped { .. }
        | Event::DrawSkipped { .. }
        | Event::AstralChargeChanged { .. }
        | Event::EtherEffectTriggered { .. }
        | Event::EtherChanged { .. }
        | Event::Passed { .. }
        | Event::AttackSkillUsed { .. }
        | Event::AstralCodeUsed { .. }
        | Event::SupportSkillUsed { .. }
        | Event::Triggered { .. }
        | Event::DiceRolled { .. }
        | Event::BlockDeclared { .. }
        | Event::NoBlockDeclared { .. }
        | Event::BreakCheck { .. }
        | Event::CodeEquipped { .. }
        | Event::CodeRemoved { .. }
        | Event::DamageDealt { .. }
        | Event::Healed { .. }
        | Event::BarrierGained { .. }
        | Event::ResonanceChanged { .. }
        | Event::ContinuousAdded { .. }
        | Event::ContinuousTicked { .. }
        | Event::ContinuousRemoved { .. }
        | Event::FollowerSummoned { .. }
        | Event::SummonFailed { .. }
        | Event::ArcastellaFell { .. }
        | Event::FollowerDefeated { .. }
        | Event::PhaseActionCapReached { .. }
        | Event::GameEnded { .. } => Undo::Open,
    }
}

/// D-2.3: a card of `owner`'s hand now seen by the opponent.
fn from_hand(owner: PlayerId, seat: PlayerId) -> Undo<PlayerId> {
    if owner == seat {
        Undo::exposed([owner.other()])
    } else {
        Undo::Settled(Line::Revealed { of: owner })
    }
}

/// A card moving between zones: off a deck it settles; out of a hand into a zone the
/// other seat sees, it is shown.
fn moved(from: Zone, to: Zone, seat: PlayerId) -> Undo<PlayerId> {
    match from {
        Zone::Deck(p) => Undo::Settled(Line::Drawn { by: p }),
        Zone::Hand(owner) if !hidden(to, owner.other()) => from_hand(owner, seat),
        Zone::Hand(_)
        | Zone::EtherArea(_)
        | Zone::Cemetery(_)
        | Zone::Equipped(_)
        | Zone::Resolving
        | Zone::Created => Undo::Open,
    }
}

/// D-2.3, D-29.6: whether `viewer` cannot see the cards in `zone`.
fn hidden(zone: Zone, viewer: PlayerId) -> bool {
    match zone {
        Zone::Deck(_) => true,
        Zone::Hand(owner) => owner != viewer,
        Zone::EtherArea(_)
        | Zone::Cemetery(_)
        | Zone::Equipped(_)
        | Zone::Resolving
        | Zone::Created => false,
    }
}
