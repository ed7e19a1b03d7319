//! Dice and the game RNG: a seeded ChaCha8 stream, or a scripted list of values so
//! that a test or scenario can fix every roll (D-27.2, D-27.4, D-27.5).

use rand::seq::SliceRandom;
use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The one random source of a game. It lives inside the game state, so a saved state
/// resumes with exactly the same future rolls (D-27.2).
// Boxing the seeded stream would cost an allocation on every state clone, which the AI
// makes thousands of times a second; the scripted variant is only for tests.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Dice {
    Seeded(ChaCha8Rng),
    /// Test mode (D-27.5): each draw takes the next value. `exhausted` records that a draw
    /// found no value left, which a scenario reports as a failure instead of panicking.
    Scripted {
        values: Vec<u32>,
        next: usize,
        exhausted: bool,
    },
}

impl Dice {
    pub fn seeded(seed: u64) -> Self {
        Dice::Seeded(ChaCha8Rng::seed_from_u64(seed))
    }

    pub fn scripted(values: Vec<u32>) -> Self {
        Dice::Scripted {
            values,
            next: 0,
            exhausted: false,
        }
    }

    pub fn is_scripted(&self) -> bool {
        matches!(self, Dice::Scripted { .. })
    }

    /// True once a scripted draw found no value left.
    pub fn exhausted(&self) -> bool {
        matches!(
            self,
            Dice::Scripted {
                exhausted: true,
                ..
            }
        )
    }

    /// Scripted values not consumed yet.
    pub fn remaining(&self) -> &[u32] {
        match self {
            Dice::Seeded(_) => &[],
            Dice::Scripted { values, next, .. } => values.get(*next..).unwrap_or(&[]),
        }
    }

    fn next_scripted(values: &[u32], next: &mut usize, exhausted: &mut bool) -> u32 {
        match values.get(*next) {
            Some(v) => {
                *next += 1;
                *v
            }
            None => {
                *exhausted = true;
                1
            }
        }
    }

    /// One die with `sides` faces, 1..=sides. A scripted value outside that range is
    /// clamped into it, so a bad script never yields an impossible face.
    pub fn die(&mut self, sides: u32) -> u32 {
        let sides = sides.max(1);
        match self {
            Dice::Seeded(rng) => rng.random_range(1..=sides),
            Dice::Scripted {
                values,
                next,
                exhausted,
            } => Self::next_scripted(values, next, exhausted).clamp(1, sides),
        }
    }

    pub fn d6(&mut self) -> u32 {
        self.die(6)
    }

    /// `count` six-sided dice, left to right.
    pub fn xd6(&mut self, count: u32) -> Vec<u32> {
        (0..count).map(|_| self.d6()).collect()
    }

    /// `count` dice of `sides` faces.
    pub fn roll(&mut self, count: u32, sides: u32) -> Vec<u32> {
        (0..count).map(|_| self.die(sides)).collect()
    }

    pub fn two_d6(&mut self) -> [u32; 2] {
        [self.d6(), self.d6()]
    }

    pub fn d100(&mut self) -> u32 {
        self.die(100)
    }

    /// A fair coin: 0 or 1. Scripted: an odd value gives 0, an even value 1 (D-27.5).
    pub fn coin(&mut self) -> u32 {
        match self {
            Dice::Seeded(rng) => rng.random_range(0..2),
            Dice::Scripted {
                values,
                next,
                exhausted,
            } => u32::from(Self::next_scripted(values, next, exhausted) % 2 == 0),
        }
    }

    /// Picks an index among `n` candidates; scripted value v picks `(v - 1) mod n`.
    /// Returns `None`, drawing nothing, when there is no candidate (D-25.7).
    pub fn pick(&mut self, n: usize) -> Option<usize> {
        if n == 0 {
            return None;
        }
        Some(match self {
            Dice::Seeded(rng) => rng.random_range(0..n),
            Dice::Scripted {
                values,
                next,
                exhausted,
            } => (Self::next_scripted(values, next, exhausted).saturating_sub(1) as usize) % n,
        })
    }

    /// Fisher-Yates shuffle; scripted dice skip shuffles entirely (D-27.5).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        if let Dice::Seeded(rng) = self {
            items.shuffle(rng);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_dice_repeat_for_the_same_seed() {
        let mut a = Dice::seeded(7);
        let mut b = Dice::seeded(7);
        let ra: Vec<u32> = (0..50).map(|_| a.d6()).collect();
        let rb: Vec<u32> = (0..50).map(|_| b.d6()).collect();
        assert_eq!(ra, rb);
        assert!(ra.iter().all(|v| (1..=6).contains(v)));
    }

    #[test]
    fn d27_5_scripted_values_drive_each_primitive() {
        let mut d = Dice::scripted(vec![3, 5, 2, 1, 4]);
        assert_eq!(d.xd6(2), vec![3, 5]);
        assert_eq!(d.coin(), 1, "2 is even: P1");
        assert_eq!(d.coin(), 0, "1 is odd: P0");
        assert_eq!(d.pick(3), Some(0), "(4-1) mod 3");
        assert!(!d.exhausted());
        assert_eq!(d.d6(), 1);
        assert!(d.exhausted());
    }

    #[test]
    fn d25_7_pick_with_no_candidate_draws_nothing() {
        let mut d = Dice::scripted(vec![6]);
        assert_eq!(d.pick(0), None);
        assert_eq!(d.remaining(), &[6]);
    }

    #[test]
    fn seeded_state_round_trips_through_json() {
        let mut d = Dice::seeded(99);
        d.d6();
        let json = serde_json::to_string(&d).expect("serialize");
        let mut e: Dice = serde_json::from_str(&json).expect("deserialize");
        assert_eq!(
            (0..20).map(|_| d.d100()).collect::<Vec<_>>(),
            (0..20).map(|_| e.d100()).collect::<Vec<_>>()
        );
    }
}
