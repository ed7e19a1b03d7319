//! Move-average sampling (MAST), a rollout policy that learns during one search which
//! kinds of action pay for each seat.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;

use super::Rollout;
use crate::ai::{Evaluation, Game};

/// The move averages of a search's rollout policy ([`Rollout::Mast`]).
#[derive(Default)]
pub(super) struct Mast {
    /// (seat, `Game::policy_key`) → (summed result for that seat, times taken).
    means: FxHashMap<(usize, u64), (f64, u32)>,
    /// What this iteration took so far: (seat, key).
    pub(super) played: Vec<(usize, u64)>,
}

impl Mast {
    /// Notes that `seat` takes `a` at `s` (kept only where the rollouts learn from it).
    pub(super) fn note<G: Game>(
        &mut self,
        r: Rollout,
        c: &G::Content,
        s: &G::State,
        seat: usize,
        a: G::Action,
    ) {
        if let Rollout::Mast { .. } = r {
            self.played.push((seat, G::policy_key(c, s, a)));
        }
    }

    /// The mean result of `seat`'s action `key`, with one even result assumed before any
    /// seen so that a kind never taken is neither shunned nor preferred.
    fn mean(&self, seat: usize, key: u64) -> f64 {
        let (sum, n) = self.means.get(&(seat, key)).copied().unwrap_or((0.0, 0));
        (sum + 0.5) / (f64::from(n) + 1.0)
    }

    /// One rollout step: the legal action with the best mean (ties drawn uniformly), or
    /// with chance `epsilon` a uniform pick; `false` where there was none.
    pub(super) fn step<G: Game>(
        &mut self,
        c: &G::Content,
        s: &mut G::State,
        seat: usize,
        epsilon: f64,
        rng: &mut ChaCha8Rng,
        legal: &mut Vec<G::Action>,
    ) -> bool {
        G::legal(c, s, legal);
        if legal.is_empty() {
            return false;
        }
        let (a, key) = if rng.random::<f64>() < epsilon {
            let a = legal[rng.random_range(0..legal.len())];
            (a, G::policy_key(c, s, a))
        } else {
            let mut best = (f64::NEG_INFINITY, 0u32, legal[0], 0u64);
            for &a in legal.iter() {
                let key = G::policy_key(c, s, a);
                let m = self.mean(seat, key);
                if m > best.0 {
                    best = (m, 1, a, key);
                } else if m == best.0 {
                    // Reservoir sampling: each tied action is kept with equal chance.
                    best.1 += 1;
                    if rng.random_range(0..best.1) == 0 {
                        best.2 = a;
                        best.3 = key;
                    }
                }
            }
            (best.2, best.3)
        };
        self.played.push((seat, key));
        G::apply(c, s, a);
        true
    }

    /// Adds this iteration's result at `s` to the mean of every action taken in it, for
    /// the seat that took it. `values` holds the seats' results scored so far.
    pub(super) fn learn<G: Game>(
        &mut self,
        c: &G::Content,
        s: &G::State,
        e: Evaluation,
        values: &mut Vec<f64>,
    ) {
        for &(seat, key) in &self.played {
            while values.len() <= seat {
                let next = values.len();
                values.push(G::value_by(c, s, next, e));
            }
            let m = self.means.entry((seat, key)).or_default();
            m.0 += values[seat];
            m.1 += 1;
        }
    }
}
