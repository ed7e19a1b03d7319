//! `horizon-notes bench`: the speed figures of the rules cores and the AI, measured in the
//! binary itself (no dev-dependencies needed), on one core.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::ai::duel::DuelGame;
use crate::ai::grail::{GrailGame, GrailState, GrailView};
use crate::ai::mcts::{self, Budget, MctsConfig};
use crate::ai::{Bot, Difficulty, Game, show};
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::dice::Dice;
use crate::rules::duel::{self, Action, Phase, State};
use crate::rules::grail;
use crate::sim::{game_seed, sim_config};

#[derive(Debug, Serialize)]
pub struct BenchReport {
    pub duel_games_per_sec_from_opening: f64,
    pub duel_playouts_per_sec_from_midgame: f64,
    pub duel_actions_per_game: f64,
    pub duel_state_clone_ns: f64,
    pub duel_mcts_iterations_per_sec: f64,
    /// The Normal AI's search at each decision with a choice of a duel that two of them
    /// play, from its first turn.
    pub duel_normal: Option<DecisionTimes>,
    /// The same for the Hard AI.
    pub duel_hard: Option<DecisionTimes>,
    pub grail_games_per_sec_7_factions: Option<f64>,
    pub grail_mcts_iterations_per_sec: Option<f64>,
    /// The Normal AI's search at each decision with a choice of a 4-seat Skirmish that
    /// four of them play.
    pub grail_skirmish_normal: Option<DecisionTimes>,
    /// The same in a 7-faction war (the default lineup) that seven of them play, from its
    /// first day: the city's declarations and priority windows as well as its combats.
    pub grail_war_normal: Option<DecisionTimes>,
    /// Actions in the replay the next figures verify and review (the random duel nearest
    /// 200).
    pub replay_actions: usize,
    pub replays_verified_per_sec: f64,
    /// Seconds of wall time to review that replay at the default budget on every core.
    pub review_duel_secs: f64,
}

/// The Normal AI's search (one core's share of its iteration budget, without its 1 s
/// clock) timed at each decision with a choice: how many were timed, and the median and
/// the longest in seconds of this thread's CPU time.
#[derive(Debug, Serialize)]
pub struct DecisionTimes {
    pub decisions: usize,
    pub median_secs: f64,
    pub max_secs: f64,
}

impl DecisionTimes {
    fn of(mut secs: Vec<f64>) -> Option<DecisionTimes> {
        secs.sort_by(f64::total_cmp);
        Some(DecisionTimes {
            decisions: secs.len(),
            median_secs: *secs.get(secs.len() / 2)?,
            max_secs: *secs.last()?,
        })
    }
}

/// Random legal actions until the game ends; returns the number of actions.
fn playout(c: &DuelContent, s: &mut State, rng: &mut ChaCha8Rng, legal: &mut Vec<Action>) -> u64 {
    let mut n = 0;
    while let Some(p) = s.deciding_player() {
        duel::legal_actions_into(c, s, legal);
        let a = legal[rng.random_range(0..legal.len())];
        let _ = duel::apply_quiet(c, s, p, a);
        n += 1;
    }
    n
}

/// A Main Phase decision after turn 6 of a seeded random game.
fn midgame(c: &DuelContent) -> Result<State, String> {
    for i in 0..1_000 {
        let (mut s, _) =
            duel::new_game(c, &sim_config(c, game_seed(5, i))?).map_err(|e| e.to_string())?;
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        while let Some(p) = s.deciding_player() {
            if s.turn >= 6 && s.phase == Phase::Main && duel::legal_actions(c, &s).len() > 4 {
                return Ok(s);
            }
            let legal = duel::legal_actions(c, &s);
            duel::apply(c, &mut s, p, legal[rng.random_range(0..legal.len())])
                .map_err(|e| e.to_string())?;
        }
    }
    Err("no random game reached a rich mid-game position".into())
}

/// A Declaration of a 7-faction game on day 3 or later with four factions or more alive,
/// reached by random play (the position of `benches/ai_grail.rs`).
fn grail_midgame(c: &GrailContent) -> Result<grail::GameState, String> {
    let opts = grail::sim::SimOptions::default();
    for i in 0..200 {
        let seed = game_seed(9, i);
        let (mut s, _) = grail::new_game(c, grail::GameConfig::default_lineup(seed, 7))
            .map_err(|e| e.to_string())?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut free = 0;
        while let Some(f) = s.deciding() {
            let declaring = matches!(
                s.pending.as_ref().map(|d| &d.kind),
                Some(grail::DecisionKind::Declaration { engaged: false })
            );
            if s.day >= 3 && declaring && s.factions.iter().filter(|x| x.alive()).count() >= 4 {
                return Ok(s);
            }
            let Some(a) = grail::sim::random_action(c, &s, &mut rng, &opts, free) else {
                break;
            };
            free = if a.is_free() { free + 1 } else { 0 };
            grail::apply(c, &mut s, f, a).map_err(|e| e.to_string())?;
        }
    }
    Err("no random Grail War reached day 3 with four factions alive".into())
}

/// The replay of the random duel, among the first 100 seeds, nearest 200 actions long.
fn replay_near_200(c: &DuelContent) -> Result<crate::replay::DuelReplay, String> {
    let mut best: Option<(crate::replay::DuelReplay, usize)> = None;
    for i in 0..100 {
        let config = sim_config(c, game_seed(7, i))?;
        let (mut s, _) = duel::new_game(c, &config).map_err(|e| e.to_string())?;
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        let mut actions = Vec::new();
        while let Some(p) = s.deciding_player() {
            let legal = duel::legal_actions(c, &s);
            let a = legal[rng.random_range(0..legal.len())];
            duel::apply_quiet(c, &mut s, p, a).map_err(|e| e.to_string())?;
            actions.push((p, a));
        }
        let off = actions.len().abs_diff(200);
        if best.as_ref().is_none_or(|(_, o)| off < *o) {
            let seats = [
                crate::replay::SeatInfo::bot("Random 1", "random", None),
                crate::replay::SeatInfo::bot("Random 2", "random", None),
            ];
            let r = crate::replay::record_duel(c, &config, seats, &actions, "bench".into())?;
            best = Some((r, off));
        }
    }
    best.map(|(r, _)| r).ok_or_else(|| "no replay".into())
}

/// Times the decisions of `level` in the game from `start`, every seat played by it, for
/// about `time` (at least one): one core's share of its iteration budget with no clock, so
/// the figure says whether the level's clock (1 s at Normal) cuts the search short.
/// Decisions with one legal action take no search and are not timed. Returns the seconds
/// of each timed decision.
fn level_decisions<G: Game>(
    c: &G::Content,
    level: Difficulty,
    start: G::State,
    seats: usize,
    time: Duration,
) -> Result<Vec<f64>, String> {
    // One thread's share: what each core of the parallel search runs within the clock.
    let cfg = level.config().counted();
    let mut g = start;
    let mut bots: Vec<mcts::MctsBot<_>> = (0..seats as u64)
        .map(|k| mcts::MctsBot::new(cfg.clone(), k))
        .collect();
    let (started, mut secs) = (Instant::now(), Vec::new());
    while let Some(seat) = G::to_move(&g) {
        if !secs.is_empty() && started.elapsed() >= time {
            break;
        }
        let view = G::view(c, &g, seat);
        let searched = G::view_legal(c, &view).len() > 1;
        let (wall, cpu) = (Instant::now(), thread_cpu());
        let bot = bots.get_mut(seat).ok_or("a seat without a bot")?;
        let a = Bot::<G>::choose(bot, c, &view);
        if searched {
            let spent = match (cpu, thread_cpu()) {
                (Some(a), Some(b)) if b > a => b - a,
                _ => wall.elapsed(),
            };
            secs.push(spent.as_secs_f64());
        }
        for (k, b) in bots.iter_mut().enumerate() {
            show::<G>(b, k, c, &g, a);
        }
        G::apply(c, &mut g, a);
    }
    Ok(secs)
}

/// [`level_decisions`] of Normal in the Grail War of `config`.
fn grail_normal_decisions(
    c: &GrailContent,
    config: grail::GameConfig,
    time: Duration,
) -> Result<Vec<f64>, String> {
    let seats = config.factions.len();
    let (s, _) = grail::new_game(c, config).map_err(|e| e.to_string())?;
    level_decisions::<GrailGame>(c, Difficulty::Normal, GrailState::new(s), seats, time)
}

/// The CPU time this thread has used, where the OS tells it (Linux: schedstat, in ns).
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Runs `f` repeatedly for about `time`; returns calls per second of this thread's CPU
/// time, so that the figure is "on one core" even while other processes share the
/// machine (wall time where the OS does not report thread CPU time).
fn rate(time: Duration, mut f: impl FnMut()) -> f64 {
    let (start, cpu_start) = (Instant::now(), thread_cpu());
    let mut n = 0u64;
    while start.elapsed() < time {
        f();
        n += 1;
    }
    let wall = start.elapsed();
    let spent = match (cpu_start, thread_cpu()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall,
    };
    n as f64 / spent.as_secs_f64()
}

pub fn run(
    duel_c: &DuelContent,
    grail_c: Option<&GrailContent>,
    secs: f64,
) -> Result<BenchReport, String> {
    let time = Duration::from_secs_f64(secs);
    let mut legal = Vec::new();
    let configs: Vec<_> = (0..256)
        .map(|i| sim_config(duel_c, game_seed(1, i)))
        .collect::<Result<_, _>>()?;
    let (mut i, mut actions) = (0usize, 0u64);
    let games = rate(time, || {
        let (mut s, _) = match duel::new_game(duel_c, &configs[i % configs.len()]) {
            Ok(x) => x,
            Err(_) => return,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
        actions += playout(duel_c, &mut s, &mut rng, &mut legal);
        i += 1;
    });
    let per_game = actions as f64 / i.max(1) as f64;
    let mid = midgame(duel_c)?;
    let mut j = 0u64;
    let playouts = rate(time, || {
        j += 1;
        let mut s = mid.clone();
        s.rng = Dice::seeded(j);
        let mut rng = ChaCha8Rng::seed_from_u64(j);
        playout(duel_c, &mut s, &mut rng, &mut legal);
    });
    let clones = rate(time, || {
        black_box(mid.clone());
    });
    let view = mid.view_for(mid.deciding_player().ok_or("no decision")?);
    let iters = 500u32;
    let cfg = MctsConfig::new(Budget::Iterations(iters));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let searches = rate(time, || {
        black_box(mcts::search::<DuelGame>(duel_c, &view, &cfg, &mut rng));
    });
    let (duel_start, _) = duel::new_game(duel_c, &configs[0]).map_err(|e| e.to_string())?;
    let duel_level = |level| {
        level_decisions::<DuelGame>(duel_c, level, duel_start.clone(), 2, time)
            .map(DecisionTimes::of)
    };
    let (duel_normal, duel_hard) = (
        duel_level(Difficulty::Normal)?,
        duel_level(Difficulty::Hard)?,
    );
    let grail_rate = match grail_c {
        Some(gc) => {
            let mut k = 0u64;
            Some(rate(time, || {
                k += 1;
                let _ = black_box(grail::sim::random_game(gc, game_seed(3, k), 7));
            }))
        }
        None => None,
    };
    let grail_iters = match grail_c {
        Some(gc) => {
            let s = grail_midgame(gc)?;
            let f = s.deciding().ok_or("no Grail War decision")?;
            let view = GrailView::new(gc, &GrailState::new(s), f);
            let iters = 100u32;
            let cfg = MctsConfig::new(Budget::Iterations(iters));
            Some(
                rate(time, || {
                    black_box(mcts::search::<GrailGame>(gc, &view, &cfg, &mut rng));
                }) * f64::from(iters),
            )
        }
        None => None,
    };
    let (skirmish, war) = match grail_c {
        Some(gc) => (
            DecisionTimes::of(grail_normal_decisions(
                gc,
                grail::GameConfig::skirmish(1, 4),
                time,
            )?),
            DecisionTimes::of(grail_normal_decisions(
                gc,
                grail::GameConfig::default_lineup(1, 7),
                time,
            )?),
        ),
        None => (None, None),
    };
    let replay = replay_near_200(duel_c)?;
    // A replay that fails would be timed up to its first error: check it passes first.
    crate::replay::verify_duel("bench", &replay, duel_c).map_err(|e| e.to_string())?;
    let verified = rate(time, || {
        let _ = black_box(crate::replay::verify_duel("bench", &replay, duel_c));
    });
    let cfg = crate::review::ReviewConfig::default();
    let started = Instant::now();
    crate::review::review_duel("bench", &replay, duel_c, &cfg, &|_, _| true)
        .map_err(|e| e.to_string())?;
    let review_duel_secs = started.elapsed().as_secs_f64();
    Ok(BenchReport {
        replay_actions: replay.actions.len(),
        replays_verified_per_sec: verified,
        review_duel_secs,
        duel_games_per_sec_from_opening: games,
        duel_playouts_per_sec_from_midgame: playouts,
        duel_actions_per_game: per_game,
        duel_state_clone_ns: 1e9 / clones,
        duel_mcts_iterations_per_sec: searches * f64::from(iters),
        duel_normal,
        duel_hard,
        grail_games_per_sec_7_factions: grail_rate,
        grail_mcts_iterations_per_sec: grail_iters,
        grail_skirmish_normal: skirmish,
        grail_war_normal: war,
    })
}
