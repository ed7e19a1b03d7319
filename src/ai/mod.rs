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

pub use game::{Evaluation, Game};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use mcts::{Budget, MctsConfig, Rollout};

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
    /// time as before on a machine's cores, the search multiplied by their number. In the
    /// duel the levels score rollouts by the fitted evaluation, which halves a rollout
    /// (`Evaluation`, docs/ai.md), and their rollouts learn move averages
    /// (`Game::level_rollout`); Hard's rollouts there play a turn more
    /// (`Game::level_horizon`). A level's count is each game's own share
    /// (`Game::level_permille`): twice it in the duel, whose iterations cost a fortieth of
    /// the Grail War's, and 0.6 of it in the Grail War, whose seven-faction iterations
    /// did not fit Normal's second. The references keep the hand-written evaluation,
    /// uniform rollouts and the unscaled count. The iteration
    /// caps, reached first in the duel, keep an AI's duel turn short (a duel turn is a dozen
    /// decisions or more; filling each one's time was measured, docs/ai.md) and its
    /// decisions reproducible on a machine with the same number of cores; a counted search
    /// (`MctsConfig::counted`) is one core's share, the same on any machine.
    pub fn config(self) -> MctsConfig {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let per_core = |n: u32| n.saturating_mul(u32::try_from(cores).unwrap_or(1));
        match self {
            Difficulty::Easy => MctsConfig::new(Budget::Iterations(300)),
            Difficulty::Normal => MctsConfig::new(Budget::Both {
                iterations: per_core(4_000),
                ms: 1_000,
            })
            .on_threads(cores)
            .as_level(self),
            Difficulty::Hard => MctsConfig::new(Budget::Both {
                iterations: per_core(12_000),
                ms: 3_000,
            })
            .on_threads(cores)
            .as_level(self),
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
        .evaluated_by(Evaluation::Hand)
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
    /// A comma-separated list of bots, each with its knobs after it
    /// (`mcts:easy,horizon=2,greedy`: a knob, `key=value` with no `:`, belongs to the bot
    /// before it).
    pub fn list(s: &str) -> Result<Vec<BotSpec>, String> {
        let mut names: Vec<String> = Vec::new();
        for part in s.split(',').map(str::trim) {
            match names.last_mut() {
                Some(last) if part.contains('=') && !part.contains(':') => {
                    last.push(',');
                    last.push_str(part);
                }
                _ => names.push(part.to_string()),
            }
        }
        names.iter().map(|n| n.parse()).collect()
    }

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
                "unknown bot \"{s}\" (random, greedy, mcts:easy|normal|hard, ref:easy|normal|hard, mcts:iters=N, mcts:ms=N; a search may add ,threads=N ,horizon=N ,c=X ,eval=fitted|hand ,mast=EPSILON ,rollout=uniform)"
            )
        };
        match s {
            "random" => return Ok(BotSpec::Random),
            "greedy" => return Ok(BotSpec::Greedy),
            "mcts" => return Ok(BotSpec::Mcts(Difficulty::Normal.config())),
            _ => {}
        }
        let (kind, rest) = s.split_once(':').ok_or_else(err)?;
        let mut parts = rest.split(',');
        let first = parts.next().unwrap_or_default();
        let level = match first {
            "easy" => Some(Difficulty::Easy),
            "normal" => Some(Difficulty::Normal),
            "hard" => Some(Difficulty::Hard),
            _ => None,
        };
        let mut cfg = match (kind, level) {
            ("mcts", Some(d)) => d.config(),
            ("ref", Some(d)) => d.reference(),
            ("mcts", None) => {
                let budget = budget_of(first)
                    .ok_or_else(err)?
                    .map_err(|e| format!("\"{s}\": {e}"))?;
                MctsConfig::new(budget)
            }
            _ => return Err(err()),
        };
        // Experiments' knobs on top of a level or a budget (the ladder's tuning runs).
        for part in parts {
            let (key, v) = part.split_once('=').ok_or_else(err)?;
            let bad = || format!("\"{s}\": \"{part}\" is not a usable value");
            match key {
                "threads" => {
                    cfg.threads = v.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(bad)?
                }
                "horizon" => cfg.rollout_horizon = Some(v.parse().map_err(|_| bad())?),
                "eval" => {
                    cfg.evaluation = match v {
                        "fitted" => Evaluation::Fitted,
                        "hand" => Evaluation::Hand,
                        _ => return Err(bad()),
                    }
                }
                "mast" => {
                    cfg.rollout = Some(Rollout::Mast {
                        epsilon: v
                            .parse::<f64>()
                            .ok()
                            .filter(|x| (0.0..=1.0).contains(x))
                            .ok_or_else(bad)?,
                    })
                }
                "rollout" if v == "uniform" => cfg.rollout = Some(Rollout::Uniform),
                "c" => {
                    cfg.exploration = v
                        .parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite() && *x >= 0.0)
                        .ok_or_else(bad)?;
                }
                _ => return Err(err()),
            }
        }
        Ok(BotSpec::Mcts(cfg))
    }
}

/// A search budget written `iters=N` or `ms=N`: `None` for another key, an error for a
/// number that is not above 0.
fn budget_of(s: &str) -> Option<Result<Budget, &'static str>> {
    let (key, n) = s.split_once('=')?;
    let n: u64 = match n.parse() {
        Ok(n) if n > 0 => n,
        Ok(_) => return Some(Err("the budget must be above 0")),
        Err(_) => return None,
    };
    match key {
        "iters" => Some(Ok(Budget::Iterations(u32::try_from(n).unwrap_or(u32::MAX)))),
        "ms" => Some(Ok(Budget::Millis(n))),
        _ => None,
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => write!(f, "random"),
            BotSpec::Greedy => write!(f, "greedy"),
            BotSpec::Mcts(c) => {
                let plain = MctsConfig::new(c.budget);
                write!(f, "mcts({}", c.budget)?;
                if c.threads > 1 {
                    write!(f, ",threads={}", c.threads)?;
                }
                if let Some(h) = c.rollout_horizon {
                    write!(f, ",horizon={h}")?;
                }
                if c.exploration != plain.exploration {
                    write!(f, ",c={}", c.exploration)?;
                }
                if c.evaluation == Evaluation::Hand {
                    write!(f, ",eval=hand")?;
                }
                match c.rollout {
                    Some(Rollout::Mast { epsilon }) => write!(f, ",mast={epsilon}")?,
                    Some(Rollout::Uniform) => write!(f, ",rollout=uniform")?,
                    None => {}
                }
                if let Some(d) = c.level {
                    write!(f, ",level={d:?}")?;
                }
                write!(f, ")")
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A counted search is the same on any machine: a level scaled to a machine's cores
    /// counts one core's share on one thread, whatever the number of cores.
    #[test]
    fn a_counted_search_does_not_depend_on_the_cores() {
        let one = MctsConfig::new(Budget::Iterations(4_000));
        for cores in [1, 2, 3, 16] {
            let scaled = MctsConfig::new(Budget::Both {
                iterations: 4_000 * cores,
                ms: 1_000,
            })
            .on_threads(cores as usize);
            assert_eq!(scaled.counted(), one, "{cores} cores");
        }
        assert_eq!(
            Difficulty::Normal.config().counted(),
            one.as_level(Difficulty::Normal)
        );
        assert_eq!(
            Difficulty::Hard.config().counted(),
            MctsConfig::new(Budget::Iterations(12_000)).as_level(Difficulty::Hard)
        );
    }

    /// A bot is named on the command line by a level or a budget, with the search's knobs
    /// after it; a name it cannot read is refused with the forms it can.
    #[test]
    fn bots_are_named_with_their_knobs() {
        let spec: BotSpec = "ref:normal,horizon=2,c=0.5".parse().expect("a bot");
        let BotSpec::Mcts(cfg) = &spec else {
            panic!("a search: {spec}")
        };
        assert_eq!(cfg.rollout_horizon, Some(2));
        assert_eq!(cfg.exploration, 0.5);
        assert_eq!(cfg.evaluation, Evaluation::Hand);
        assert_eq!(
            spec.to_string(),
            "mcts(iters=4000,ms=1000,horizon=2,c=0.5,eval=hand)"
        );
        let spec: BotSpec = "mcts:iters=300,threads=2".parse().expect("a bot");
        assert_eq!(spec.to_string(), "mcts(iters=300,threads=2)");
        let spec: BotSpec = "mcts:iters=300,eval=hand".parse().expect("a bot");
        assert_eq!(spec.to_string(), "mcts(iters=300,eval=hand)");
        let spec: BotSpec = "mcts:iters=300,mast=0.25".parse().expect("a bot");
        assert_eq!(spec.to_string(), "mcts(iters=300,mast=0.25)");
        let spec: BotSpec = "mcts:normal,rollout=uniform".parse().expect("a bot");
        let BotSpec::Mcts(cfg) = &spec else {
            panic!("a search: {spec}")
        };
        assert_eq!(cfg.rollout, Some(mcts::Rollout::Uniform));
        let list = BotSpec::list("mcts:iters=300,horizon=2, greedy,mcts:iters=300").expect("bots");
        let names: Vec<String> = list.iter().map(ToString::to_string).collect();
        assert_eq!(
            names,
            ["mcts(iters=300,horizon=2)", "greedy", "mcts(iters=300)"]
        );
        assert!(BotSpec::list("horizon=2,greedy").is_err());
        assert_eq!("greedy".parse::<BotSpec>(), Ok(BotSpec::Greedy));
        for bad in [
            "mcts:iters=0",
            "mcts:fast",
            "ref:iters=5",
            "mcts:easy,horizon=x",
            "mcts:easy,depth=3",
            "mcts:iters=9,c=-1",
            "mcts:easy,eval=best",
            "mcts:easy,mast=1.5",
            "mcts:easy,rollout=greedy",
        ] {
            assert!(bad.parse::<BotSpec>().is_err(), "{bad}");
        }
        let e = "mcts:iters=0".parse::<BotSpec>().expect_err("refused");
        assert!(e.contains("above 0"), "{e}");
    }
}
