//! The duel's fitted evaluation: a logistic model of the chance to win from a position at
//! the start of a turn (where the search's rollouts stop), over features of both sides.
//! The weights are fitted on positions of self-play duels by `sim fit` (docs/ai.md says
//! the command, the data and the held-out accuracy); the hand-written evaluation they
//! replace is kept for the levels' references.

use crate::content::duel::DuelContent;
use crate::rules::duel::{PlayerId, State, UnitId, stats};

/// How many features a position has.
pub const FEATURES: usize = 17;

/// What each feature measures: the seat's figure less its opponent's, except the last.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "leader HP / 10",
    "leader HP, share of its maximum",
    "leader HP under 10, squared / 100",
    "other Arcastella's HP / 10",
    "other Arcastella standing",
    "Codes on standing Arcastella",
    "Barriers up",
    "resonance",
    "followers",
    "followers' HP / 10",
    "cards in hand",
    "cards in deck / 10",
    "Astral charges",
    "power of standing Arcastella / 10",
    "DEF of standing Arcastella / 10",
    "untapped standing Arcastella",
    "the seat's turn (1, else -1)",
];

/// Fitted on 1,500 duels (seed 3) of Easy against itself while this evaluation had no
/// weights yet (its rollouts scored every unfinished position as even); `sim fit`'s
/// default bot is now Easy's reference, which reads no weights (docs/ai.md).
pub const WEIGHTS: [f64; FEATURES] = [
    0.6759, 3.0533, -2.3721, 0.0656, 0.1433, -0.0205, 0.0702, 0.0817, 0.0943, 2.1067, 0.0433,
    -0.025, 0.057, 0.7077, 0.5231, 0.1294, -0.1849,
];

/// The features of `s` for `me`: each side's figure, `me`'s less the opponent's, and whose
/// turn it is.
pub fn features(c: &DuelContent, s: &State, me: PlayerId) -> [f64; FEATURES] {
    let mine = side(c, s, me);
    let theirs = side(c, s, me.other());
    let mut x = [0.0; FEATURES];
    for (k, v) in x.iter_mut().enumerate().take(FEATURES - 1) {
        *v = mine[k] - theirs[k];
    }
    x[FEATURES - 1] = if s.turn_player == me { 1.0 } else { -1.0 };
    x
}

/// The chance `me` wins from `s`, by the fitted weights.
pub fn fitted_value(c: &DuelContent, s: &State, me: PlayerId) -> f64 {
    logistic(dot(&WEIGHTS, &features(c, s, me)))
}

pub fn dot(w: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

pub fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// One side's figures, in the order of [`FEATURE_NAMES`] (the turn left out).
fn side(c: &DuelContent, s: &State, p: PlayerId) -> [f64; FEATURES - 1] {
    let ps = s.player(p);
    let mut f = [0.0; FEATURES - 1];
    for (slot, a) in ps.arcastella.iter().enumerate() {
        let unit = UnitId::arc(p, slot as u8);
        let hp = f64::from(a.hp);
        if slot as u8 == ps.leader_slot {
            let max = f64::from(stats::max_hp(c, s, unit).unwrap_or(1).max(1));
            f[0] = hp / 10.0;
            f[1] = hp / max;
            f[2] = (10.0 - hp).max(0.0).powi(2) / 100.0;
        } else {
            f[3] += hp / 10.0;
            f[4] += f64::from(u8::from(!a.fallen));
        }
        if a.fallen {
            continue;
        }
        f[5] += f64::from(u8::from(a.code.is_some()));
        f[6] += f64::from(u8::from(a.barrier));
        f[7] += f64::from(a.resonance);
        f[13] += f64::from(stats::power(c, s, unit)) / 10.0;
        f[14] += f64::from(stats::effective_def(c, s, unit)) / 10.0;
        f[15] += f64::from(u8::from(!a.tapped));
    }
    for fo in &ps.followers {
        f[6] += f64::from(u8::from(fo.barrier));
        f[8] += 1.0;
        f[9] += f64::from(fo.hp) / 10.0;
    }
    f[10] = ps.hand.len() as f64;
    f[11] = ps.deck.len() as f64 / 10.0;
    f[12] = f64::from(ps.astral_charges);
    f
}
