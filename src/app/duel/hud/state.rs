//! What the HUD is in the middle of showing: floating numbers, banners, dice, cards in
//! flight and an open pile. (What the person is choosing is the interaction layer's.)

use bevy::prelude::*;

use crate::app::duel::dice;
use crate::app::duel::flight::Flights;
use crate::rules::duel::{PlayerId, UnitId};

/// How long a floating number stays on screen, in seconds.
pub(super) const FLOAT_SECS: f32 = 1.2;

/// How long a unit's next floating number waits behind the one before: the time the first
/// takes to rise a line (a 30-point font's line is about 36 points tall, at 50 points a
/// second), so that a heal and a hit of one action read one above the other.
const FLOAT_GAP: f32 = 0.8;

/// A number or word rising from a unit.
pub(super) struct Floater {
    pub(super) unit: UnitId,
    pub(super) text: String,
    pub(super) small: String,
    pub(super) colour: [u8; 3],
    pub(super) born: f32,
}

/// What the HUD is in the middle of.
#[derive(Resource, Default)]
pub(super) struct HudState {
    pub(super) floaters: Vec<Floater>,
    /// The dice last rolled, their total and when.
    pub(super) dice: Option<(Vec<u8>, u32, f32)>,
    /// The banner on screen: text, start, duration, and whether it is a turn banner.
    pub(super) banner: Option<(String, f32, f32, bool)>,
    pub(super) banners: std::collections::VecDeque<(String, f32, bool)>,
    /// Cards flying between zones.
    pub(super) flights: Flights,
    /// An open pile whose cards are listed (D-29.6: ether areas and cemeteries are public).
    pub(super) inspect: Option<(PlayerId, Pile)>,
}

/// The public piles a player can open (D-6: ether area, cemetery).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pile {
    EtherArea,
    Cemetery,
}

impl HudState {
    /// Sets a floating number rising, after any of its unit's that has not yet risen a line.
    pub(super) fn float(&mut self, mut f: Floater) {
        let last = self
            .floaters
            .iter()
            .filter(|o| o.unit == f.unit)
            .map(|o| o.born)
            .fold(f32::NEG_INFINITY, f32::max);
        f.born = f.born.max(last + FLOAT_GAP);
        self.floaters.push(f);
    }

    /// Whether a floating number, a banner or the dice are still on screen.
    pub(super) fn animating(&self, now: f32) -> bool {
        self.floaters.iter().any(|f| now - f.born < FLOAT_SECS)
            || !self.banners.is_empty()
            || self
                .banner
                .as_ref()
                .is_some_and(|(_, born, dur, _)| now - born < *dur)
            || self
                .dice
                .as_ref()
                .is_some_and(|(_, _, born)| now - born < dice::SHOW_SECS)
            || self.flights.active(now)
    }
}

/// A new duel starts with nothing open, composed or on screen.
pub(super) fn reset(mut hud: ResMut<HudState>) {
    *hud = HudState::default();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floater(unit: UnitId, born: f32) -> Floater {
        Floater {
            unit,
            text: "−3".into(),
            small: String::new(),
            colour: [0, 0, 0],
            born,
        }
    }

    #[test]
    fn a_units_floating_numbers_rise_one_after_another_and_others_at_once() {
        let a = UnitId::arc(PlayerId::P0, 0);
        let b = UnitId::arc(PlayerId::P1, 0);
        let mut hud = HudState::default();
        hud.float(floater(a, 5.0));
        hud.float(floater(a, 5.0));
        hud.float(floater(b, 5.0));
        hud.float(floater(a, 9.0));
        let born: Vec<f32> = hud.floaters.iter().map(|f| f.born).collect();
        assert_eq!(born, vec![5.0, 5.0 + FLOAT_GAP, 5.0, 9.0]);
        assert!(hud.animating(5.0 + FLOAT_GAP + FLOAT_SECS - 0.01));
    }
}
