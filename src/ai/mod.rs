//! Bots for both rule systems through one small interface over the cores ([`Game`]):
//! `random`, `greedy` (one ply with a hand-written evaluation) and `mcts`
//! (information-set Monte Carlo tree search over determinized views).

pub mod duel;
mod game;
pub mod grail;
pub mod greedy;
pub mod mcts;

use std::fmt;
use std::str::FromStr;

pub use game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use mcts::{Budget, MctsConfig};

/// Named AI strengths for menus and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
}

impl Difficulty {
    /// Easy searches 300 iterations on one thread. Normal and Hard search on every core
    /// (root parallel, `MctsConfig::threads`), each core the iterations the level had on
    /// its one thread before (4,000 and 12,000, `reference`), within 1 s and 3 s: the same
    /// time as before on a machine's cores, the search multiplied by their number. The
    /// iteration caps, reached first in the duel, keep those decisions reproducible on a
    /// machine with the same number of cores.
    pub fn config(self) -> MctsConfig {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let per_core = |n: u32| n.saturating_mul(u32::try_from(cores).unwrap_or(1));
        match self {
            Difficulty::Easy => MctsConfig::new(Budget::Iterations(300)),
            Difficulty::Normal => MctsConfig::new(Budget::Both {
                iterations: per_core(4_000),
                ms: 1_000,
            })
            .on_threads(cores),
            Difficulty::Hard => MctsConfig::new(Budget::Both {
                iterations: per_core(12_000),
                ms: 3_000,
            })
            .on_threads(cores),
        }
    }

    /// The level as it was before the parallel search above (one thread), kept as the
    /// ladder's fixed reference (`ref:easy|normal|hard`).
    pub fn reference(self) -> MctsConfig {
        match self {
            Difficulty::Easy => MctsConfig::new(Budget::Iterations(300)),
            Difficulty::Normal => MctsConfig::new(Budget::Both {
                iterations: 4_000,
                ms: 1_000,
            }),
            Difficulty::Hard => MctsConfig::new(Budget::Both {
                iterations: 12_000,
                ms: 3_000,
            }),
        }
    }
}

/// Which bot plays a seat: `random`, `greedy`, `mcts:easy|normal|hard`, `mcts:iters=N`,
/// `mcts:ms=N`, or a level's reference, `ref:easy|normal|hard`.
#[derive(Clone, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    Greedy,
    Mcts(MctsConfig),
}

impl BotSpec {
    /// The same bot with its search bounded by a count of iterations alone
    /// (`MctsConfig::counted`).
    pub fn counted(self) -> Self {
        match self {
            BotSpec::Mcts(cfg) => BotSpec::Mcts(cfg.counted()),
            other => other,
        }
    }
}

impl FromStr for BotSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let err = || {
            format!(
                "unknown bot \"{s}\" (random, greedy, mcts:easy|normal|hard, ref:easy|normal|hard, mcts:iters=N, mcts:ms=N)"
            )
        };
        match s {
            "random" => Ok(BotSpec::Random),
            "greedy" => Ok(BotSpec::Greedy),
            "mcts" | "mcts:normal" => Ok(BotSpec::Mcts(Difficulty::Normal.config())),
            "mcts:easy" => Ok(BotSpec::Mcts(Difficulty::Easy.config())),
            "mcts:hard" => Ok(BotSpec::Mcts(Difficulty::Hard.config())),
            "ref:easy" => Ok(BotSpec::Mcts(Difficulty::Easy.reference())),
            "ref:normal" => Ok(BotSpec::Mcts(Difficulty::Normal.reference())),
            "ref:hard" => Ok(BotSpec::Mcts(Difficulty::Hard.reference())),
            _ => {
                let arg = s.strip_prefix("mcts:").ok_or_else(err)?;
                let (key, n) = arg.split_once('=').ok_or_else(err)?;
                let n: u64 = n.parse().map_err(|_| err())?;
                if n == 0 {
                    return Err(format!("\"{s}\": the budget must be above 0"));
                }
                match key {
                    "iters" => Ok(BotSpec::Mcts(MctsConfig::new(Budget::Iterations(n as u32)))),
                    "ms" => Ok(BotSpec::Mcts(MctsConfig::new(Budget::Millis(n)))),
                    _ => Err(err()),
                }
            }
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => write!(f, "random"),
            BotSpec::Greedy => write!(f, "greedy"),
            BotSpec::Mcts(c) if c.threads > 1 => {
                write!(f, "mcts({},threads={})", c.budget, c.threads)
            }
            BotSpec::Mcts(c) => write!(f, "mcts({})", c.budget),
        }
    }
}

/// A bot for game `G`: it sees only the view of its seat.
pub trait Bot<G: Game> {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action;
    /// Each action played in the game, the bot's own included, as the bot's seat sees it
    /// ([`Game::seen_by`]): `None` for one it cannot see. A bot that keeps a search tree
    /// follows it down; the others ignore it.
    fn observe(&mut self, _seen: Option<G::Action>) {}
}

/// Tells `bot`, playing `seat`, the action `a` about to be played at `s`, as its seat sees it.
pub fn show<G: Game>(
    bot: &mut dyn Bot<G>,
    seat: usize,
    c: &G::Content,
    s: &G::State,
    a: G::Action,
) {
    bot.observe(G::seen_by(c, s, a, seat).then_some(a));
}

pub struct RandomBot(ChaCha8Rng);

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action {
        let legal = G::view_legal(c, view);
        legal[self.0.random_range(0..legal.len())]
    }
}

/// Builds the bot a spec names, seeded.
pub fn make_bot<G: Game + 'static>(spec: &BotSpec, seed: u64) -> Box<dyn Bot<G>> {
    match spec {
        BotSpec::Random => Box::new(RandomBot::new(seed)),
        BotSpec::Greedy => Box::new(greedy::GreedyBot::new(seed)),
        BotSpec::Mcts(cfg) => Box::new(mcts::MctsBot::new(cfg.clone(), seed)),
    }
}
