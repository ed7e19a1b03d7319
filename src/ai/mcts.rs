//! Information-set Monte Carlo tree search (single-observer ISMCTS): each iteration deals
//! the hidden information anew from the searcher's view and reseeds the dice, then walks
//! one shared tree of the searcher's and the opponents' actions.

use std::fmt;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Bot, Game};

/// How long a search may run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    Iterations(u32),
    Millis(u64),
    /// Whichever comes first.
    Both {
        iterations: u32,
        ms: u64,
    },
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "iters={n}"),
            Budget::Millis(ms) => write!(f, "ms={ms}"),
            Budget::Both { iterations, ms } => write!(f, "iters={iterations},ms={ms}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct MctsConfig {
    pub budget: Budget,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Rollouts stop this many turns (the game's clock) after the node, and the position
    /// is then scored by the game's evaluation.
    pub rollout_horizon: u32,
}

impl MctsConfig {
    pub fn new(budget: Budget) -> Self {
        MctsConfig {
            budget,
            exploration: 0.7,
            rollout_horizon: 4,
        }
    }
}

const NONE: u32 = u32::MAX;

/// A tree node. Children form a sibling list inside one arena, so a node costs no
/// allocation of its own.
struct Node<A> {
    action: Option<A>,
    /// The seat that took `action`; rewards stored here are that seat's.
    mover: usize,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    reward: f64,
    /// How often this node was available when its parent was visited.
    avail: u32,
}

/// One searched move: the action, its estimated win rate for the searcher, and visits.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion<A> {
    pub action: A,
    pub win_estimate: f64,
    pub visits: u32,
}

/// Searches from `view` and returns the root's moves, most visited first.
pub fn search<G: Game>(
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    rng: &mut ChaCha8Rng,
) -> Vec<Suggestion<G::Action>> {
    let root_seat = G::view_seat(view);
    let mut nodes: Vec<Node<G::Action>> = vec![Node {
        action: None,
        mover: root_seat,
        parent: NONE,
        first_child: NONE,
        next_sibling: NONE,
        visits: 0,
        reward: 0.0,
        avail: 1,
    }];
    let start = Instant::now();
    let (max_iters, max_time) = match cfg.budget {
        Budget::Iterations(n) => (n, None),
        Budget::Millis(ms) => (u32::MAX, Some(Duration::from_millis(ms))),
        Budget::Both { iterations, ms } => (iterations, Some(Duration::from_millis(ms))),
    };
    let mut legal = Vec::new();
    let mut untried = Vec::new();
    let mut values = Vec::new();
    let mut iter = 0u32;
    while iter < max_iters {
        if let Some(t) = max_time
            && iter.is_multiple_of(32)
            && iter > 0
            && start.elapsed() >= t
        {
            break;
        }
        iter += 1;
        let mut s = G::determinize(c, view, rng);
        let mut node = 0u32;
        // Selection and expansion.
        while let Some(seat) = G::to_move(&s) {
            G::legal(c, &s, &mut legal);
            untried.clear();
            untried.extend(legal.iter().copied());
            let mut child = nodes[node as usize].first_child;
            while child != NONE {
                let n = &mut nodes[child as usize];
                if let Some(a) = n.action
                    && let Some(pos) = untried.iter().position(|u| *u == a)
                {
                    untried.swap_remove(pos);
                    n.avail += 1;
                }
                child = n.next_sibling;
            }
            if !untried.is_empty() {
                let a = untried[rng.random_range(0..untried.len())];
                let id = nodes.len() as u32;
                let parent = &mut nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                nodes.push(Node {
                    action: Some(a),
                    mover: seat,
                    parent: node,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    reward: 0.0,
                    avail: 1,
                });
                G::apply(c, &mut s, a);
                node = id;
                break;
            }
            // Every legal action has a child: pick by UCB among the available ones.
            let mut best = (f64::NEG_INFINITY, NONE);
            let mut child = nodes[node as usize].first_child;
            while child != NONE {
                let n = &nodes[child as usize];
                if let Some(a) = n.action
                    && legal.contains(&a)
                {
                    let visits = f64::from(n.visits.max(1));
                    let ucb = n.reward / visits
                        + cfg.exploration * (f64::from(n.avail).ln() / visits).sqrt();
                    if ucb > best.0 {
                        best = (ucb, child);
                    }
                }
                child = n.next_sibling;
            }
            if best.1 == NONE {
                break;
            }
            node = best.1;
            if let Some(a) = nodes[node as usize].action {
                G::apply(c, &mut s, a);
            }
        }
        // Rollout: random legal actions up to the horizon.
        let stop = G::clock(&s).saturating_add(cfg.rollout_horizon);
        while G::to_move(&s).is_some() && G::clock(&s) < stop {
            G::legal(c, &s, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            G::apply(c, &mut s, a);
        }
        // Backpropagation: each node scores the result for the seat that moved into it.
        values.clear();
        while node != NONE {
            let n = &mut nodes[node as usize];
            while values.len() <= n.mover {
                let seat = values.len();
                values.push(G::value(c, &s, seat));
            }
            n.visits += 1;
            n.reward += values[n.mover];
            node = n.parent;
        }
    }
    let mut out = Vec::new();
    let mut child = nodes[0].first_child;
    while child != NONE {
        let n = &nodes[child as usize];
        if let Some(a) = n.action {
            out.push(Suggestion {
                action: a,
                win_estimate: n.reward / f64::from(n.visits.max(1)),
                visits: n.visits,
            });
        }
        child = n.next_sibling;
    }
    // Most visits first; ties by estimate, then by the core's legal order for stability.
    let legal_now = G::view_legal(c, view);
    let order = |a: &G::Action| legal_now.iter().position(|x| x == a).unwrap_or(usize::MAX);
    out.sort_by(|x, y| {
        y.visits
            .cmp(&x.visits)
            .then(y.win_estimate.total_cmp(&x.win_estimate))
            .then(order(&x.action).cmp(&order(&y.action)))
    });
    out
}

/// The best few moves for a person's "hint" button, with estimated win rates and visits.
pub fn suggest<G: Game>(
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    seed: u64,
    few: usize,
) -> Vec<Suggestion<G::Action>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut s = search::<G>(c, view, cfg, &mut rng);
    s.truncate(few);
    s
}

/// ISMCTS as a bot: deterministic for a given seed and iteration budget.
pub struct MctsBot {
    cfg: MctsConfig,
    rng: ChaCha8Rng,
}

impl MctsBot {
    pub fn new(cfg: MctsConfig, seed: u64) -> Self {
        MctsBot {
            cfg,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Bot<G> for MctsBot {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action {
        let legal = G::view_legal(c, view);
        if legal.len() == 1 {
            return legal[0];
        }
        search::<G>(c, view, &self.cfg, &mut self.rng)
            .first()
            .map_or(legal[0], |s| s.action)
    }
}
