//! A game's review: at every decision of a finished game, every seat's chance to win before
//! and after the move, the move the deciding seat's search liked best from what that seat
//! could know, how much the move played lost against it, and the swings that dice and
//! draws brought, told apart from the players' choices (docs/analysis.md).
//!
//! Pure and deterministic for a seed: the searches run on every core, each seeded from the
//! review's seed and its decision's index, so the answer does not depend on the threads.

mod duel;
mod grail;

pub use duel::review_duel;
pub use grail::review_grail;

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::Game;
use crate::ai::mcts::{self, Budget, MctsConfig};

/// Told how many decisions of how many are judged; returns false to stop the review.
pub type Progress = dyn Fn(usize, usize) -> bool + Sync;

/// How hard each decision is searched, and the seed the searches are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewConfig {
    pub iterations: u32,
    pub seed: u64,
}

impl Default for ReviewConfig {
    fn default() -> Self {
        ReviewConfig {
            iterations: 2000,
            seed: 1,
        }
    }
}

/// A decision by the win chance it gave away, with lichess's thresholds in percentage
/// points: 5 an inaccuracy, 10 a mistake, 15 a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    pub fn of(loss: f64) -> Class {
        match loss * 100.0 {
            l if l >= 15.0 => Class::Blunder,
            l if l >= 10.0 => Class::Mistake,
            l if l >= 5.0 => Class::Inaccuracy,
            _ => Class::Good,
        }
    }
}

/// One step of the game as the review reads it: the state before the decision, the move
/// played, and whether a die or a draw was settled before the next decision.
pub struct Step<G: Game> {
    /// How many of the replay's actions came before: where a playback shows the decision.
    pub ply: usize,
    pub state: G::State,
    pub action: G::Action,
    pub chance: bool,
    /// Whether the move is one the seat's search lists. A person may play a legal move the
    /// search leaves out (another path to the same district, another Supply MP amount):
    /// such a move is judged by the position it led to, the next decision's value.
    pub listed: bool,
}

/// One decision, judged.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Decision<A> {
    /// How many of the replay's actions came before the decision.
    pub ply: usize,
    pub seat: usize,
    pub action: A,
    /// The search's favourite move for the deciding seat.
    pub best: A,
    /// Each seat's win chance (0 to 1) with the best move, and with the move played.
    pub win_before: Vec<f64>,
    pub win_after: Vec<f64>,
    /// How much of its win chance the deciding seat gave away (0 with the best move).
    pub loss: f64,
    pub class: Class,
    /// Whether the seat had a choice at all (a forced move counts for nothing).
    pub choice: bool,
    /// The swing, for each seat, between the move's expected result and the next decision
    /// when a die or a draw came between: luck, never a mistake.
    pub luck: Vec<f64>,
}

/// One seat's figures over the game.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct SeatSummary {
    /// lichess's per-move accuracy, averaged over the seat's decisions with a choice.
    pub accuracy: f64,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The seat's luck: the sum of its swings across dice and draws.
    pub luck: f64,
}

/// Why the win chance swung at a turning point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Cause {
    /// The deciding seat's move gave it away.
    Mistake,
    /// A die or a draw.
    Luck,
    /// Neither: what the move showed or a good move's reward.
    Play,
}

/// One of the game's largest swings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurningPoint {
    /// The decision after which it swung.
    pub decision: usize,
    /// The seat whose chance moved most, and by how much (signed).
    pub seat: usize,
    pub swing: f64,
    pub cause: Cause,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Review<A> {
    pub seats: Vec<SeatSummary>,
    pub decisions: Vec<Decision<A>>,
    pub turning_points: Vec<TurningPoint>,
}

/// How many turning points a review names.
const TURNING_POINTS: usize = 5;
/// A swing smaller than this is not a turning point.
const TURNING_MIN: f64 = 0.10;

/// Reviews the game of `steps` for `seats` seats; `progress` is told, from any thread, how
/// many decisions of how many are judged, and may stop the review by returning false,
/// which yields `None`.
pub fn review<G>(
    c: &G::Content,
    steps: &[Step<G>],
    seats: usize,
    cfg: &ReviewConfig,
    progress: &Progress,
) -> Option<Review<G::Action>>
where
    G: Game,
    G::Content: Sync,
    G::State: Send + Sync,
    G::Action: Send + Sync,
{
    let done = AtomicUsize::new(0);
    let judged: Option<Vec<Decision<G::Action>>> = steps
        .par_iter()
        .enumerate()
        .map(|(i, step)| {
            let d = judge::<G>(c, step, seats, cfg, i as u64);
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(n, steps.len()).then_some(d)
        })
        .collect();
    let mut decisions = judged?;
    let flagged: Vec<usize> = (0..decisions.len())
        .filter(|&i| steps[i].listed && decisions[i].choice && decisions[i].class >= Class::Mistake)
        .collect();
    let confirmed: Option<Vec<(usize, Decision<G::Action>)>> = flagged
        .par_iter()
        .map(|&i| {
            let mut d = decisions[i].clone();
            confirm::<G>(c, &steps[i], &mut d, seats, cfg, i as u64);
            progress(steps.len(), steps.len()).then_some((i, d))
        })
        .collect();
    for (i, d) in confirmed? {
        decisions[i] = d;
    }
    for i in 0..decisions.len() {
        if steps[i].listed {
            continue;
        }
        let Some(next) = decisions.get(i + 1).map(|d| d.win_before.clone()) else {
            continue;
        };
        let d = &mut decisions[i];
        if d.choice {
            d.loss = (d.win_before[d.seat] - next[d.seat]).max(0.0);
            d.class = Class::of(d.loss);
        }
        d.win_after = next;
    }
    // Luck: where chance came between two decisions, the swing from the move's expected
    // result to the next decision's value.
    for i in 0..decisions.len() {
        if !steps[i].chance {
            continue;
        }
        let Some(next) = decisions.get(i + 1).map(|d| d.win_before.clone()) else {
            continue;
        };
        let d = &mut decisions[i];
        d.luck = next.iter().zip(&d.win_after).map(|(n, a)| n - a).collect();
    }
    let seats_summary = (0..seats).map(|k| summarize(&decisions, k)).collect();
    let turning_points = turning_points(&decisions, steps);
    Some(Review {
        seats: seats_summary,
        decisions,
        turning_points,
    })
}

/// Searches one decision from the deciding seat's view.
fn judge<G: Game>(
    c: &G::Content,
    step: &Step<G>,
    seats: usize,
    cfg: &ReviewConfig,
    i: u64,
) -> Decision<G::Action> {
    let seat = G::to_move(&step.state).unwrap_or(0);
    let view = G::view(c, &step.state, seat);
    let choice = G::view_legal(c, &view).len() > 1;
    let search = MctsConfig::new(Budget::Iterations(cfg.iterations));
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let moves = mcts::search_values::<G>(c, &view, &search, &mut rng, seats);
    let best = moves.first();
    let played = moves.iter().find(|(s, _)| s.action == step.action);
    let fallback = vec![1.0 / seats.max(1) as f64; seats];
    let win_before = best.map_or_else(|| fallback.clone(), |(_, v)| v.clone());
    let win_after = played.map_or_else(|| win_before.clone(), |(_, v)| v.clone());
    let loss = if choice {
        (win_before[seat] - win_after[seat]).max(0.0)
    } else {
        0.0
    };
    Decision {
        ply: step.ply,
        seat,
        action: step.action,
        best: best.map_or(step.action, |(s, _)| s.action),
        win_before,
        win_after,
        loss,
        class: Class::of(loss),
        choice,
        luck: vec![0.0; seats],
    }
}

/// A mistake or blunder is shown only if a search of this many times the review's budget,
/// spent on the search's favourite and the move played alone, confirms the loss: the first
/// search spreads its iterations over every move, so a move it rarely tried (a free
/// resonance before the attack it powers, say) can look much worse than it is.
pub const CONFIRM: u32 = 4;

/// Searches again, deeper, between the favourite and the move played of decision `d` (the
/// `i`-th), and judges it by that search.
fn confirm<G: Game>(
    c: &G::Content,
    step: &Step<G>,
    d: &mut Decision<G::Action>,
    seats: usize,
    cfg: &ReviewConfig,
    i: u64,
) {
    let view = G::view(c, &step.state, d.seat);
    let search = MctsConfig::new(Budget::Iterations(cfg.iterations.saturating_mul(CONFIRM)));
    let mut rng = ChaCha8Rng::seed_from_u64(
        cfg.seed ^ 0xC0_4F12 ^ (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    let moves =
        mcts::search_values_among::<G>(c, &view, &search, &mut rng, seats, &[d.best, d.action]);
    let value = |a: G::Action| {
        moves
            .iter()
            .find(|(s, _)| s.action == a)
            .map(|(_, v)| v.clone())
    };
    let (Some(best), Some(played)) = (value(d.best), value(d.action)) else {
        return;
    };
    if played[d.seat] >= best[d.seat] {
        d.best = d.action;
        d.win_before = played.clone();
    } else {
        d.win_before = best;
    }
    d.loss = (d.win_before[d.seat] - played[d.seat]).max(0.0);
    d.win_after = played;
    d.class = Class::of(d.loss);
}

/// lichess's accuracy of one move from the win chance it lost, in percentage points.
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-0.04354 * loss * 100.0).exp() - 3.1669).clamp(0.0, 100.0)
}

fn summarize<A>(decisions: &[Decision<A>], seat: usize) -> SeatSummary {
    let mine: Vec<&Decision<A>> = decisions
        .iter()
        .filter(|d| d.seat == seat && d.choice)
        .collect();
    let count = |k: Class| mine.iter().filter(|d| d.class == k).count() as u32;
    let accuracy = if mine.is_empty() {
        100.0
    } else {
        mine.iter().map(|d| move_accuracy(d.loss)).sum::<f64>() / mine.len() as f64
    };
    SeatSummary {
        accuracy,
        inaccuracies: count(Class::Inaccuracy),
        mistakes: count(Class::Mistake),
        blunders: count(Class::Blunder),
        luck: decisions.iter().filter_map(|d| d.luck.get(seat)).sum(),
    }
}

/// The largest swings from one decision to the next, each with its cause.
fn turning_points<G: Game>(
    decisions: &[Decision<G::Action>],
    steps: &[Step<G>],
) -> Vec<TurningPoint> {
    let mut out: Vec<TurningPoint> = decisions
        .windows(2)
        .enumerate()
        .filter_map(|(i, w)| {
            let (seat, swing) = w[1]
                .win_before
                .iter()
                .zip(&w[0].win_before)
                .map(|(b, a)| b - a)
                .enumerate()
                .max_by(|x, y| x.1.abs().total_cmp(&y.1.abs()))?;
            let cause = if w[0].class >= Class::Mistake {
                Cause::Mistake
            } else if steps[i].chance {
                Cause::Luck
            } else {
                Cause::Play
            };
            (swing.abs() >= TURNING_MIN).then_some(TurningPoint {
                decision: i,
                seat,
                swing,
                cause,
            })
        })
        .collect();
    out.sort_by(|a, b| b.swing.abs().total_cmp(&a.swing.abs()));
    out.truncate(TURNING_POINTS);
    out.sort_by_key(|t| t.decision);
    out
}

impl<A> Review<A> {
    /// The same review with each decision's moves told another way; `f` gets the decision's
    /// index.
    pub fn map_actions<B>(self, f: impl Fn(usize, A) -> B) -> Review<B> {
        Review {
            seats: self.seats,
            decisions: self
                .decisions
                .into_iter()
                .enumerate()
                .map(|(i, d)| Decision {
                    ply: d.ply,
                    seat: d.seat,
                    action: f(i, d.action),
                    best: f(i, d.best),
                    win_before: d.win_before,
                    win_after: d.win_after,
                    loss: d.loss,
                    class: d.class,
                    choice: d.choice,
                    luck: d.luck,
                })
                .collect(),
            turning_points: self.turning_points,
        }
    }
}
