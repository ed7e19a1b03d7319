//! The interface the bots use: just enough of a rules core to search it.

use std::hash::{Hash, Hasher};

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Which evaluation scores the positions where a search's rollouts stop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// Fitted on self-play where the game has one (the duel), else the hand-written one.
    #[default]
    Fitted,
    /// The hand-written evaluation ([`Game::value`]), the levels' references' own.
    Hand,
}

/// A game as the bots see it. Seats are numbered from 0.
pub trait Game {
    /// Shared by the threads of a parallel search.
    type Content: Sync;
    type State: Clone;
    type View: Sync;
    type Action: Copy + Eq + std::hash::Hash + std::fmt::Debug + Send;

    /// The seat that must decide now, or `None` once the game is over.
    fn to_move(s: &Self::State) -> Option<usize>;
    /// The legal actions of the seat to move, in the core's fixed order.
    fn legal(c: &Self::Content, s: &Self::State, out: &mut Vec<Self::Action>);
    /// Applies a legal action of the seat to move.
    fn apply(c: &Self::Content, s: &mut Self::State, a: Self::Action);
    /// What `seat` knows of the state: all a bot of that seat may decide from.
    fn view(c: &Self::Content, s: &Self::State, seat: usize) -> Self::View;
    /// The seat whose view this is, and the legal actions in it.
    fn view_seat(v: &Self::View) -> usize;
    fn view_legal(c: &Self::Content, v: &Self::View) -> Vec<Self::Action>;
    /// A full state consistent with the view: hidden cards dealt at random, hidden orders
    /// shuffled and the dice reseeded (chance is sampled, never read).
    fn determinize(c: &Self::Content, v: &Self::View, rng: &mut ChaCha8Rng) -> Self::State;
    /// How good the state is for `seat`, in [0, 1]: the result once the game is over
    /// (1 win, 0.5 draw, 0 loss), else a hand-written estimate.
    fn value(c: &Self::Content, s: &Self::State, seat: usize) -> f64;
    /// The evaluation `e` of `s` for `seat`, in [0, 1]; the hand-written one unless the game
    /// has a fitted one.
    fn value_by(c: &Self::Content, s: &Self::State, seat: usize, e: Evaluation) -> f64 {
        let _ = e;
        Self::value(c, s, seat)
    }
    /// How many iterations of this game a thousand of a level's count for (`Difficulty`):
    /// a thousand unless the game's iterations cost another share of the levels' time.
    fn level_permille() -> u32 {
        1_000
    }
    /// How a level's rollouts pick their actions ([`super::mcts::MctsConfig::as_level`]):
    /// uniformly unless the game measured a policy that plays better.
    fn level_rollout() -> super::mcts::Rollout {
        super::mcts::Rollout::Uniform
    }
    /// How many turns of the clock a rollout plays before `e` scores it: 4 unless the game
    /// says otherwise.
    fn horizon(e: Evaluation) -> u32 {
        let _ = e;
        4
    }
    /// How many turns level `d`'s rollouts play before `e` scores them: the game's horizon
    /// for `e` unless a level measured another.
    fn level_horizon(d: super::Difficulty, e: Evaluation) -> u32 {
        let _ = d;
        Self::horizon(e)
    }
    /// One step of a random rollout: a uniform pick among the legal actions of the seat to
    /// move (`legal` is a buffer), applied; `false` where there was none to take. A game may
    /// draw the same pick more cheaply than by listing every action.
    fn rollout_step(
        c: &Self::Content,
        s: &mut Self::State,
        rng: &mut ChaCha8Rng,
        legal: &mut Vec<Self::Action>,
    ) -> bool {
        Self::legal(c, s, legal);
        if legal.is_empty() {
            return false;
        }
        let a = legal[rng.random_range(0..legal.len())];
        Self::apply(c, s, a);
        true
    }
    /// What a rollout policy that learns from results ([`super::mcts::Rollout::Mast`])
    /// takes `a` at `s` to be: actions with the same key are the same move to it. The
    /// default is the action itself; a game whose actions name things that differ from deal
    /// to deal (a hidden card's instance) names them by what they are instead.
    fn policy_key(_c: &Self::Content, _s: &Self::State, a: Self::Action) -> u64 {
        let mut h = rustc_hash::FxHasher::default();
        a.hash(&mut h);
        h.finish()
    }
    /// Whether `seat` learns which action `a` the seat to move at `s` takes (its own always).
    fn seen_by(c: &Self::Content, s: &Self::State, a: Self::Action, seat: usize) -> bool;
    /// The value for `seat` of the seat to move taking `a` at `s`, averaged exactly over the
    /// dice where the core can enumerate them (the Grail War's attacks, NPs and reactions).
    /// `None`, the default: a bot plays `a` on one sampled state instead.
    fn expected_value(
        _c: &Self::Content,
        _s: &Self::State,
        _a: Self::Action,
        _seat: usize,
    ) -> Option<f64> {
        None
    }
    /// A clock that moves forward with the game (turns, or days and times), to cut
    /// rollouts off after a fixed stretch.
    fn clock(s: &Self::State) -> u32;
}
