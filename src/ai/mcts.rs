//! Information-set Monte Carlo tree search (single-observer ISMCTS): each iteration deals
//! the hidden information anew from the searcher's view and reseeds the dice, then walks
//! one shared tree of the searcher's and the opponents' actions.

use std::fmt;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Bot, Difficulty, Evaluation, Game};

mod mast;

use mast::Mast;

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
    /// is then scored by the game's evaluation; `None`: the horizon the game sets for that
    /// evaluation (`Game::horizon`).
    pub rollout_horizon: Option<u32>,
    /// Root parallel search: this many independent trees, one a thread, each with its
    /// share of the iterations (and the whole time), their root statistics summed.
    pub threads: usize,
    /// What scores a rollout's last position.
    pub evaluation: Evaluation,
    /// The level whose search this is: a thousand of its iterations count for
    /// `Game::level_permille` of the game's, its rollouts follow `Game::level_rollout`
    /// unless `rollout` names a policy, and they stop at `Game::level_horizon` unless
    /// `rollout_horizon` names one.
    pub level: Option<Difficulty>,
    /// How a rollout picks its actions; `None`: uniformly, or a level's the game's way.
    pub rollout: Option<Rollout>,
}

/// How a rollout picks each action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rollout {
    /// Uniformly among the legal actions (`Game::rollout_step`).
    Uniform,
    /// Move-average sampling (MAST): the search keeps each seat's mean result after every
    /// kind of action it took (`Game::policy_key`), in the tree and in rollouts alike, and a
    /// rollout takes the kind with the best mean, or with chance `epsilon` a uniform pick.
    Mast { epsilon: f64 },
}

impl MctsConfig {
    pub fn new(budget: Budget) -> Self {
        MctsConfig {
            budget,
            exploration: 0.7,
            rollout_horizon: None,
            threads: 1,
            evaluation: Evaluation::default(),
            level: None,
            rollout: None,
        }
    }

    /// The same search as level `d`'s: its iterations counted by `Game::level_permille`,
    /// its rollouts by `Game::level_rollout` and `Game::level_horizon`.
    pub fn as_level(self, d: Difficulty) -> Self {
        MctsConfig {
            level: Some(d),
            ..self
        }
    }

    /// The rollout policy this search uses in `G`.
    fn rollout_in<G: Game>(&self) -> Rollout {
        match (self.rollout, self.level) {
            (Some(r), _) => r,
            (None, Some(_)) => G::level_rollout(),
            (None, None) => Rollout::Uniform,
        }
    }

    /// How many turns of `G`'s clock this search's rollouts play.
    fn horizon_in<G: Game>(&self) -> u32 {
        match (self.rollout_horizon, self.level) {
            (Some(h), _) => h,
            (None, Some(d)) => G::level_horizon(d, self.evaluation),
            (None, None) => G::horizon(self.evaluation),
        }
    }

    /// The same search on `threads` threads.
    pub fn on_threads(self, threads: usize) -> Self {
        MctsConfig {
            threads: threads.max(1),
            ..self
        }
    }

    /// The same search scoring its rollouts with `e`.
    pub fn evaluated_by(self, e: Evaluation) -> Self {
        MctsConfig {
            evaluation: e,
            ..self
        }
    }

    /// One thread's share of the budget: the iterations split, the time whole.
    fn share(&self) -> MctsConfig {
        let n = u32::try_from(self.threads.max(1)).unwrap_or(u32::MAX);
        let budget = match self.budget {
            Budget::Iterations(i) => Budget::Iterations(i.div_ceil(n)),
            Budget::Both { iterations, ms } => Budget::Both {
                iterations: iterations.div_ceil(n),
                ms,
            },
            Budget::Millis(ms) => Budget::Millis(ms),
        };
        MctsConfig {
            budget,
            threads: 1,
            ..self.clone()
        }
    }

    /// The same search bounded by a count of iterations alone, so that it gives the same
    /// answer on any machine under any load: one thread's share of the search (a level's
    /// iterations are scaled by the machine's cores, and a root-parallel answer depends on
    /// how many trees were summed), a time budget becomes its iteration cap, or for a
    /// budget of time alone the iterations Normal runs in as long (4 a millisecond).
    pub fn counted(self) -> Self {
        let one = self.share();
        let budget = match one.budget {
            Budget::Iterations(n) | Budget::Both { iterations: n, .. } => Budget::Iterations(n),
            Budget::Millis(ms) => {
                Budget::Iterations(u32::try_from(ms.saturating_mul(4)).unwrap_or(u32::MAX))
            }
        };
        MctsConfig { budget, ..one }
    }
}

/// A level's count of `n` iterations in `G`'s own (`Game::level_permille`), at least one.
pub fn level_iterations<G: Game>(n: u32) -> u32 {
    let scaled = u64::from(n) * u64::from(G::level_permille()) / 1_000;
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

const NONE: u32 = u32::MAX;

/// A tree node. Children form a sibling list inside one arena, so a node costs no
/// allocation of its own.
#[derive(Clone, Copy)]
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

impl<A> Node<A> {
    fn root(mover: usize) -> Self {
        Node {
            action: None,
            mover,
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            reward: 0.0,
            avail: 1,
        }
    }
}

/// A search tree in one arena, node 0 its root. A bot keeps it between decisions and
/// follows the actions it sees played, so that the next search starts from the subtree
/// of the position it has reached rather than from nothing.
pub struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// The arena the kept subtree is copied into when the root moves down (then swapped),
    /// so that re-rooting allocates nothing once both have grown.
    spare: Vec<Node<A>>,
    /// (node in `nodes`, its copy in `spare`) still to copy the children of.
    stack: Vec<(u32, u32)>,
}

impl<A: Copy + PartialEq> Default for Tree<A> {
    fn default() -> Self {
        Tree {
            nodes: Vec::new(),
            spare: Vec::new(),
            stack: Vec::new(),
        }
    }
}

impl<A: Copy + PartialEq> Tree<A> {
    /// Visits of the root: how much search a kept subtree brings to the next decision.
    pub fn root_visits(&self) -> u32 {
        self.nodes.first().map_or(0, |n| n.visits)
    }

    /// Forgets everything (after an action the bot could not see, for instance).
    pub fn clear(&mut self) {
        self.nodes.clear();
    }

    /// Whether the kept root can serve `seat`'s next decision: every move below it is
    /// `seat`'s. Where a chance outcome or a hidden card gave the move to another seat in
    /// some determinizations, the kept statistics are not this decision's.
    pub fn serves(&self, seat: usize) -> bool {
        self.children(0).all(|n| n.mover == seat)
    }

    fn children(&self, node: u32) -> impl Iterator<Item = &Node<A>> {
        self.child_ids(node).map(|id| &self.nodes[id as usize])
    }

    /// The ids of `node`'s children, in the order of [`Tree::children`].
    fn child_ids(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut child = self
            .nodes
            .get(node as usize)
            .map_or(NONE, |n| n.first_child);
        std::iter::from_fn(move || {
            let id = child;
            child = self.nodes.get(id as usize)?.next_sibling;
            Some(id)
        })
    }

    /// Moves the root down to its child for `a`, keeping that child's subtree (in the same
    /// sibling order, so that the search stays deterministic) and dropping the rest. With no
    /// such child the tree is emptied.
    pub fn descend(&mut self, a: A) {
        let mut child = self.nodes.first().map_or(NONE, |n| n.first_child);
        while child != NONE && self.nodes[child as usize].action != Some(a) {
            child = self.nodes[child as usize].next_sibling;
        }
        if child == NONE {
            self.nodes.clear();
            return;
        }
        self.spare.clear();
        self.spare.push(Node {
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            ..self.nodes[child as usize]
        });
        self.stack.clear();
        self.stack.push((child, 0));
        while let Some((old, new)) = self.stack.pop() {
            let mut last = NONE;
            let mut c = self.nodes[old as usize].first_child;
            while c != NONE {
                let id = self.spare.len() as u32;
                self.spare.push(Node {
                    parent: new,
                    first_child: NONE,
                    next_sibling: NONE,
                    ..self.nodes[c as usize]
                });
                if last == NONE {
                    self.spare[new as usize].first_child = id;
                } else {
                    self.spare[last as usize].next_sibling = id;
                }
                last = id;
                self.stack.push((c, id));
                c = self.nodes[c as usize].next_sibling;
            }
        }
        std::mem::swap(&mut self.nodes, &mut self.spare);
    }
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
    search_in::<G>(&mut Tree::default(), c, view, cfg, rng)
}

/// Searches from `view` in `tree`: a tree kept from earlier decisions whose root is this
/// position, or an empty one. Every iteration adds at most one node; the budget counts the
/// iterations of this call only. With more than one thread, `tree` is the first thread's
/// and the others grow trees of their own, seeded from `rng`.
pub fn search_in<G: Game>(
    tree: &mut Tree<G::Action>,
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    rng: &mut ChaCha8Rng,
) -> Vec<Suggestion<G::Action>> {
    if cfg.threads <= 1 {
        return run::<G>(tree, c, view, cfg, rng, None);
    }
    let share = cfg.share();
    let seeds: Vec<u64> = (1..cfg.threads).map(|_| rng.random()).collect();
    let found: Vec<Vec<Suggestion<G::Action>>> = std::thread::scope(|scope| {
        let others: Vec<_> = seeds
            .iter()
            .map(|&seed| {
                let share = &share;
                scope.spawn(move || {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    run::<G>(&mut Tree::default(), c, view, share, &mut rng, None)
                })
            })
            .collect();
        let mut all = vec![run::<G>(tree, c, view, &share, rng, None)];
        // A thread that failed adds nothing; the others' answer stands.
        all.extend(others.into_iter().filter_map(|h| h.join().ok()));
        all
    });
    merge::<G>(c, view, found)
}

/// The root statistics of several trees summed by move, ordered as [`run`] orders them.
fn merge<G: Game>(
    c: &G::Content,
    view: &G::View,
    found: Vec<Vec<Suggestion<G::Action>>>,
) -> Vec<Suggestion<G::Action>> {
    let mut out: Vec<(G::Action, u32, f64)> = Vec::new();
    for s in found.into_iter().flatten() {
        let reward = s.win_estimate * f64::from(s.visits);
        match out.iter_mut().find(|(a, _, _)| *a == s.action) {
            Some((_, v, r)) => {
                *v += s.visits;
                *r += reward;
            }
            None => out.push((s.action, s.visits, reward)),
        }
    }
    let mut out: Vec<Suggestion<G::Action>> = out
        .into_iter()
        .map(|(action, visits, reward)| Suggestion {
            action,
            win_estimate: reward / f64::from(visits.max(1)),
            visits,
        })
        .collect();
    order::<G>(&G::view_legal(c, view), &mut out);
    out
}

/// Most visits first; ties by estimate, then by the core's legal order for stability.
fn order<G: Game>(legal_now: &[G::Action], out: &mut [Suggestion<G::Action>]) {
    let order = |a: &G::Action| legal_now.iter().position(|x| x == a).unwrap_or(usize::MAX);
    out.sort_by(|x, y| {
        y.visits
            .cmp(&x.visits)
            .then(y.win_estimate.total_cmp(&x.win_estimate))
            .then(order(&x.action).cmp(&order(&y.action)))
    });
}

/// Every seat's mean result below each root move, for a review: `seats` values a move.
struct SeatSums<A> {
    seats: usize,
    /// The root moves searched; empty for all.
    among: Vec<A>,
    /// (root child, iterations through it, each seat's summed result).
    sums: Vec<(u32, u32, Vec<f64>)>,
}

/// Searches from `view` like [`search`], and returns with each move every seat's mean
/// result (0 to 1) over the iterations through it: the win chances of all `seats` seats
/// should the searcher play it. Most visited first.
pub fn search_values<G: Game>(
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    rng: &mut ChaCha8Rng,
    seats: usize,
) -> Vec<(Suggestion<G::Action>, Vec<f64>)> {
    search_values_among::<G>(c, view, cfg, rng, seats, &[])
}

/// Like [`search_values`], with the root's moves limited to `among` (all when it is
/// empty): the whole budget goes to comparing those, for a verdict a review can trust.
pub fn search_values_among<G: Game>(
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    rng: &mut ChaCha8Rng,
    seats: usize,
    among: &[G::Action],
) -> Vec<(Suggestion<G::Action>, Vec<f64>)> {
    let mut tree = Tree::default();
    let mut sums = SeatSums {
        seats,
        among: among.to_vec(),
        sums: Vec::new(),
    };
    let moves = run::<G>(&mut tree, c, view, cfg, rng, Some(&mut sums));
    moves
        .into_iter()
        .map(|m| {
            let mean = tree
                .child_ids(0)
                .find(|&id| tree.nodes[id as usize].action == Some(m.action))
                .and_then(|id| sums.sums.iter().find(|(c, _, _)| *c == id))
                .map_or_else(
                    || vec![m.win_estimate; seats],
                    |(_, n, s)| s.iter().map(|x| x / f64::from((*n).max(1))).collect(),
                );
            (m, mean)
        })
        .collect()
}

fn run<G: Game>(
    tree: &mut Tree<G::Action>,
    c: &G::Content,
    view: &G::View,
    cfg: &MctsConfig,
    rng: &mut ChaCha8Rng,
    mut seat_sums: Option<&mut SeatSums<G::Action>>,
) -> Vec<Suggestion<G::Action>> {
    let root_seat = G::view_seat(view);
    if !tree.serves(root_seat) {
        tree.clear();
    }
    if tree.nodes.is_empty() {
        tree.nodes.push(Node::root(root_seat));
    }
    let nodes = &mut tree.nodes;
    let start = Instant::now();
    let (max_iters, max_time) = match cfg.budget {
        Budget::Iterations(n) => (n, None),
        Budget::Millis(ms) => (u32::MAX, Some(Duration::from_millis(ms))),
        Budget::Both { iterations, ms } => (iterations, Some(Duration::from_millis(ms))),
    };
    let max_iters = match cfg.level {
        Some(_) => level_iterations::<G>(max_iters),
        None => max_iters,
    };
    // At most one node per iteration: one allocation for the whole search when the budget
    // is a count of iterations.
    nodes.reserve(max_iters.min(1 << 16) as usize);
    let mut legal = Vec::new();
    let mut untried = Vec::new();
    let mut values = Vec::new();
    let horizon = cfg.horizon_in::<G>();
    let rollout = cfg.rollout_in::<G>();
    let mut mast = Mast::default();
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
        mast.played.clear();
        // Selection and expansion.
        while let Some(seat) = G::to_move(&s) {
            G::legal(c, &s, &mut legal);
            if node == 0
                && let Some(st) = seat_sums.as_deref()
                && !st.among.is_empty()
            {
                legal.retain(|a| st.among.contains(a));
            }
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
                mast.note::<G>(rollout, c, &s, seat, a);
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
                mast.note::<G>(rollout, c, &s, seat, a);
                G::apply(c, &mut s, a);
            }
        }
        // Rollout: legal actions by the rollout policy up to the horizon.
        let stop = G::clock(&s).saturating_add(horizon);
        while let Some(seat) = G::to_move(&s)
            && G::clock(&s) < stop
        {
            let stepped = match rollout {
                Rollout::Uniform => G::rollout_step(c, &mut s, rng, &mut legal),
                Rollout::Mast { epsilon } => {
                    mast.step::<G>(c, &mut s, seat, epsilon, rng, &mut legal)
                }
            };
            if !stepped {
                break;
            }
        }
        // Backpropagation: each node scores the result for the seat that moved into it.
        values.clear();
        let mut top = NONE;
        while node != NONE {
            let n = &mut nodes[node as usize];
            while values.len() <= n.mover {
                let seat = values.len();
                values.push(G::value_by(c, &s, seat, cfg.evaluation));
            }
            n.visits += 1;
            n.reward += values[n.mover];
            if n.parent == 0 {
                top = node;
            }
            node = n.parent;
        }
        if !mast.played.is_empty() {
            mast.learn::<G>(c, &s, cfg.evaluation, &mut values);
        }
        if let Some(st) = seat_sums.as_deref_mut()
            && top != NONE
        {
            while values.len() < st.seats {
                let seat = values.len();
                values.push(G::value_by(c, &s, seat, cfg.evaluation));
            }
            let at = match st.sums.iter().position(|(id, _, _)| *id == top) {
                Some(at) => at,
                None => {
                    st.sums.push((top, 0, vec![0.0; st.seats]));
                    st.sums.len() - 1
                }
            };
            let (_, n, sum) = &mut st.sums[at];
            *n += 1;
            for (x, v) in sum.iter_mut().zip(&values) {
                *x += v;
            }
        }
    }
    // A kept root also has children for actions that were legal only in earlier deals (a
    // card of one's own deck drawn in some of them, say): only the legal ones are offered.
    let legal_now = G::view_legal(c, view);
    let mut out = Vec::new();
    let mut child = nodes[0].first_child;
    while child != NONE {
        let n = &nodes[child as usize];
        if let Some(a) = n.action
            && legal_now.contains(&a)
        {
            out.push(Suggestion {
                action: a,
                win_estimate: n.reward / f64::from(n.visits.max(1)),
                visits: n.visits,
            });
        }
        child = n.next_sibling;
    }
    order::<G>(&legal_now, &mut out);
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

/// ISMCTS as a bot: deterministic for a given seed, iteration budget and sequence of
/// observed actions. It keeps its tree between decisions and follows the actions it sees
/// (its own and, where its seat sees them, the others'); an action it cannot see drops the
/// tree, since the position it leads to is not in it.
pub struct MctsBot<A> {
    cfg: MctsConfig,
    rng: ChaCha8Rng,
    tree: Tree<A>,
}

impl<A: Copy + PartialEq> MctsBot<A> {
    pub fn new(cfg: MctsConfig, seed: u64) -> Self {
        MctsBot {
            cfg,
            rng: ChaCha8Rng::seed_from_u64(seed),
            tree: Tree::default(),
        }
    }

    /// The tree kept for the next decision.
    pub fn tree(&self) -> &Tree<A> {
        &self.tree
    }
}

impl<G: Game> Bot<G> for MctsBot<G::Action> {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action {
        let legal = G::view_legal(c, view);
        if legal.len() == 1 {
            return legal[0];
        }
        search_in::<G>(&mut self.tree, c, view, &self.cfg, &mut self.rng)
            .first()
            .map_or(legal[0], |s| s.action)
    }

    fn observe(&mut self, seen: Option<G::Action>) {
        match seen {
            Some(a) => self.tree.descend(a),
            None => self.tree.clear(),
        }
    }
}

#[cfg(test)]
mod tests;
