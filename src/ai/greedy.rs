//! The greedy bot: tries each legal action once on a determinized state and keeps the one
//! that evaluates best for its seat; where the game can average an action over its dice
//! exactly (`Game::expected_value`), it scores the action by that expectation instead.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Bot, Game};

pub struct GreedyBot(ChaCha8Rng);

impl GreedyBot {
    pub fn new(seed: u64) -> Self {
        GreedyBot(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl<G: Game> Bot<G> for GreedyBot {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action {
        let seat = G::view_seat(view);
        let legal = G::view_legal(c, view);
        // One sample of the hidden information and the dice, shared by every candidate so
        // that they are compared on equal terms.
        let base = G::determinize(c, view, &mut self.0);
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for a in &legal {
            let v = G::expected_value(c, &base, *a, seat).unwrap_or_else(|| {
                let mut s = base.clone();
                G::apply(c, &mut s, *a);
                G::value(c, &s, seat)
            });
            if v > best.0 + 1e-12 {
                best = (v, *a);
            }
        }
        best.1
    }
}
