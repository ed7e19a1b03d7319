//! The simulator: many seeded games between bots, with win counts, game lengths and speed.
//! Grail War games are random-vs-random (`sim_grail`) or between bots (`sim_grail_bots`).

use std::path::Path;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::ai::duel::DuelGame;
use crate::ai::grail::{GrailGame, GrailState, GrailView};
use crate::ai::{Bot, BotSpec, make_bot, show};
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::replay;
use crate::rules::duel::{self, GameConfig, PlayerId, State};
use crate::rules::grail;

/// A bot for a duel seat.
pub type DuelBot = dyn Bot<DuelGame>;

/// Mixes a base seed and a game index into a well-spread seed (SplitMix64).
pub fn game_seed(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The config of simulated game `index`: two preset decks drawn from the game's seed.
pub fn sim_config(c: &DuelContent, seed: u64) -> Result<GameConfig, String> {
    if c.decks.is_empty() {
        return Err("the content has no preset decks".into());
    }
    let mut pick = ChaCha8Rng::seed_from_u64(seed ^ 0xD3C4);
    let a = &c.decks[pick.random_range(0..c.decks.len())].id;
    let b = &c.decks[pick.random_range(0..c.decks.len())].id;
    GameConfig::from_decks(c, seed, [a, b]).map_err(|e| e.to_string())
}

/// Plays one game to its end; `bots[i]` plays seat `i`. Returns the final state; with
/// `log`, every action taken is appended to it (for a replay).
pub fn play_duel(
    c: &DuelContent,
    config: &GameConfig,
    mut bots: [&mut DuelBot; 2],
    mut log: Option<&mut Vec<(PlayerId, duel::Action)>>,
) -> Result<State, String> {
    let (mut s, _) = duel::new_game(c, config).map_err(|e| e.to_string())?;
    let mut ev = Vec::new();
    while let Some(p) = s.deciding_player() {
        let action = bots[p.index()].choose(c, &s.view_for(p));
        for (seat, bot) in bots.iter_mut().enumerate() {
            show::<DuelGame>(&mut **bot, seat, c, &s, action);
        }
        ev.clear();
        duel::apply_into(c, &mut s, p, action, &mut ev).map_err(|e| e.to_string())?;
        if let Some(log) = log.as_deref_mut() {
            log.push((p, action));
        }
    }
    Ok(s)
}

#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub games: u64,
    pub p1_wins: u64,
    pub p2_wins: u64,
    pub draws: u64,
    pub first_player_wins: u64,
    pub mean_turns: f64,
    pub median_turns: f64,
    pub turn_limit_games: u64,
    pub games_per_sec: f64,
}

/// Plays `games` duels. The `--p1` bot takes seat P0 in even games and P1 in odd ones, so
/// `p1_wins` counts that bot's wins whichever seat it had. With `replays`, the replay of
/// every game is saved in that folder.
pub fn sim_duel(
    c: &DuelContent,
    games: u64,
    seed: u64,
    bots: [&BotSpec; 2],
    replays: Option<&Path>,
) -> Result<SimReport, String> {
    let start = Instant::now();
    let mut turns = Vec::with_capacity(games as usize);
    let (mut p1_wins, mut p2_wins, mut draws, mut first_wins, mut limit) = (0, 0, 0, 0, 0);
    for i in 0..games {
        let gs = game_seed(seed, i);
        let config = sim_config(c, gs)?;
        let mut a = make_bot::<DuelGame>(bots[0], gs ^ 0xA11CE);
        let mut b = make_bot::<DuelGame>(bots[1], gs ^ 0xB0B);
        let swapped = i % 2 == 1;
        let mut log = replays.map(|_| Vec::new());
        let s = if swapped {
            play_duel(c, &config, [b.as_mut(), a.as_mut()], log.as_mut())?
        } else {
            play_duel(c, &config, [a.as_mut(), b.as_mut()], log.as_mut())?
        };
        if let (Some(dir), Some(log)) = (replays, log) {
            let seats = if swapped { [bots[1], bots[0]] } else { bots };
            replay::save_sim_duel(c, dir, i, &config, seats, &log)?;
        }
        turns.push(s.turn);
        let p1_seat = if swapped { PlayerId::P1 } else { PlayerId::P0 };
        match s.outcome.and_then(|o| o.winner()) {
            Some(w) if w == p1_seat => p1_wins += 1,
            Some(_) => p2_wins += 1,
            None => draws += 1,
        }
        if s.outcome.and_then(|o| o.winner()) == Some(s.first_player) {
            first_wins += 1;
        }
        if matches!(
            s.outcome,
            Some(
                duel::Outcome::Win {
                    reason: duel::EndReason::TurnLimit,
                    ..
                } | duel::Outcome::Draw {
                    reason: duel::EndReason::TurnLimit
                }
            )
        ) {
            limit += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    turns.sort_unstable();
    let mean = turns.iter().map(|t| f64::from(*t)).sum::<f64>() / (games.max(1) as f64);
    let median = match turns.len() {
        0 => 0.0,
        n if n % 2 == 1 => f64::from(turns[n / 2]),
        n => (f64::from(turns[n / 2 - 1]) + f64::from(turns[n / 2])) / 2.0,
    };
    Ok(SimReport {
        games,
        p1_wins,
        p2_wins,
        draws,
        first_player_wins: first_wins,
        mean_turns: mean,
        median_turns: median,
        turn_limit_games: limit,
        games_per_sec: games as f64 / secs,
    })
}

/// What `sim grail` reports: wins per servant, game and combat lengths, speed.
#[derive(Clone, Debug, Serialize)]
pub struct GrailSimReport {
    pub games: u64,
    pub factions: usize,
    /// Wins of each servant (by content id), in seat order.
    pub wins: Vec<(String, u64)>,
    /// Games that ended with no single winner.
    pub no_winner: u64,
    pub mean_days: f64,
    pub mean_combats: f64,
    pub mean_rounds_per_combat: f64,
    /// How combats ended: (how, combats, mean rounds), commonest first.
    pub combat_ends: Vec<(String, u64, f64)>,
    pub games_per_sec: f64,
}

/// Running totals of simulated Grail War games, for a [`GrailSimReport`].
#[derive(Default)]
struct GrailTally {
    no_winner: u64,
    days: u64,
    combats: u64,
    rounds: u64,
    combat_count: u64,
    /// Combats and their rounds by how they ended.
    ends: std::collections::BTreeMap<grail::sim::CombatEnd, (u64, u64)>,
}

impl GrailTally {
    fn add(&mut self, wins: &mut [(String, u64)], g: &grail::sim::GameSummary) {
        match g.winner.and_then(|w| wins.get_mut(usize::from(w))) {
            Some(entry) => entry.1 += 1,
            None => self.no_winner += 1,
        }
        self.days += u64::from(g.days);
        self.combats += u64::from(g.combats);
        self.rounds += g
            .rounds_per_combat
            .iter()
            .map(|r| u64::from(*r))
            .sum::<u64>();
        self.combat_count += g.rounds_per_combat.len() as u64;
        for (end, rounds) in g.combat_ends.iter().zip(&g.rounds_per_combat) {
            let e = self.ends.entry(*end).or_default();
            e.0 += 1;
            e.1 += u64::from(*rounds);
        }
    }

    fn report(
        &self,
        games: u64,
        factions: usize,
        wins: Vec<(String, u64)>,
        took: std::time::Duration,
    ) -> GrailSimReport {
        let n = games.max(1) as f64;
        let mut combat_ends: Vec<(String, u64, f64)> = self
            .ends
            .iter()
            .map(|(end, (k, r))| (end.label().to_string(), *k, *r as f64 / (*k).max(1) as f64))
            .collect();
        combat_ends.sort_by_key(|e| std::cmp::Reverse(e.1));
        GrailSimReport {
            games,
            factions,
            wins,
            no_winner: self.no_winner,
            mean_days: self.days as f64 / n,
            mean_combats: self.combats as f64 / n,
            mean_rounds_per_combat: self.rounds as f64 / self.combat_count.max(1) as f64,
            combat_ends,
            games_per_sec: games as f64 / took.as_secs_f64().max(1e-9),
        }
    }
}

/// Plays `games` random Grail War games with `factions` seats of the default lineup.
pub fn sim_grail(
    c: &GrailContent,
    games: u64,
    seed: u64,
    factions: usize,
    replays: Option<&Path>,
) -> Result<GrailSimReport, String> {
    if !(2..=7).contains(&factions) {
        return Err(format!(
            "--factions {factions}: a Grail War has 2-7 factions"
        ));
    }
    let lineup = grail::GameConfig::default_lineup(seed, factions);
    let mut wins: Vec<(String, u64)> = lineup
        .factions
        .iter()
        .map(|f| (f.servant.clone(), 0))
        .collect();
    let start = Instant::now();
    let mut tally = GrailTally::default();
    for i in 0..games {
        let g = match replays {
            Some(dir) => replay::random_grail_saved(c, dir, i, game_seed(seed, i), factions)?,
            None => grail::sim::random_game(c, game_seed(seed, i), factions)
                .map_err(|e| e.to_string())?,
        };
        tally.add(&mut wins, &g);
    }
    Ok(tally.report(games, factions, wins, start.elapsed()))
}

/// A bot for a Grail War seat.
pub type GrailBot = dyn Bot<GrailGame>;

/// Plays one Grail War game of the default lineup with seed `seed`; `bots[i]` plays seat
/// `i` from its own view. With `log`, the core actions taken are appended to it (G-37.7).
pub fn play_grail(
    c: &GrailContent,
    seed: u64,
    bots: &mut [Box<GrailBot>],
    log: Option<&mut Vec<(grail::FactionId, grail::Action)>>,
) -> Result<grail::sim::GameSummary, String> {
    let factions = bots.len();
    let opts = grail::sim::SimOptions::default();
    let mut config = grail::GameConfig::default_lineup(seed, factions);
    config.day_limit = opts.day_limit;
    let (s, first) = grail::new_game(c, config).map_err(|e| e.to_string())?;
    let mut g = GrailState::new(s);
    if log.is_some() {
        g.s.log = Some(Vec::new());
    }
    let mut summary = grail::sim::GameSummary {
        seed,
        factions,
        outcome: None,
        winner: None,
        days: 1,
        combats: 0,
        rounds_per_combat: Vec::new(),
        combat_ends: Vec::new(),
        actions: 0,
        events: first.len() as u64,
    };
    let mut ev = Vec::new();
    while g.s.outcome.is_none() {
        let Some(f) = g.s.deciding() else {
            return Err(format!("seed {seed}: no decision pending and no outcome"));
        };
        if GrailGame::actions(c, &g).is_empty() {
            return Err(format!("seed {seed}: no legal action at {:?}", g.s.pending));
        }
        let bot = bots
            .get_mut(usize::from(f))
            .ok_or_else(|| format!("seed {seed}: no bot for faction {f}"))?;
        let a = bot.choose(c, &GrailView::new(c, &g, f));
        for (seat, bot) in bots.iter_mut().enumerate() {
            show::<GrailGame>(bot.as_mut(), seat, c, &g, a);
        }
        ev.clear();
        GrailGame::play(c, &mut g, a, &mut ev)
            .map_err(|e| format!("seed {seed}: faction {f}: {e}"))?;
        summary.actions += 1;
        summary.events += ev.len() as u64;
        for e in &ev {
            summary.count(&e.kind);
        }
        if summary.actions > opts.max_actions {
            return Err(format!(
                "seed {seed}: more than {} actions",
                opts.max_actions
            ));
        }
    }
    summary.days = g.s.day;
    summary.winner = match &g.s.outcome {
        Some(grail::Outcome::Winner { faction, .. }) => Some(*faction),
        _ => None,
    };
    summary.outcome = g.s.outcome.clone();
    if let (Some(log), Some(taken)) = (log, g.s.log.take()) {
        log.extend(taken);
    }
    Ok(summary)
}

/// Plays `games` Grail War games of the default lineup in which `bots[i]` plays faction
/// `i`, on every core the machine has (the results do not depend on how many). Each bot is
/// seeded per game and seat (G-37.6). The wins are listed per seat as "servant (bot)". With
/// `replays`, the replay of every game is saved in that folder.
pub fn sim_grail_bots(
    c: &GrailContent,
    games: u64,
    seed: u64,
    bots: &[BotSpec],
    replays: Option<&Path>,
) -> Result<GrailSimReport, String> {
    let factions = bots.len();
    if !(2..=7).contains(&factions) {
        return Err(format!(
            "--factions: {factions} bots, but a Grail War has 2-7 factions"
        ));
    }
    let lineup = grail::GameConfig::default_lineup(seed, factions);
    let mut wins: Vec<(String, u64)> = lineup
        .factions
        .iter()
        .zip(bots)
        .map(|(f, b)| (format!("{} ({b})", f.servant), 0))
        .collect();
    let start = Instant::now();
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, games.max(1) as usize);
    let play = |i: u64| -> Result<grail::sim::GameSummary, String> {
        let gs = game_seed(seed, i);
        let mut players: Vec<Box<GrailBot>> = bots
            .iter()
            .enumerate()
            .map(|(k, b)| make_bot::<GrailGame>(b, gs ^ ((0xA1 << 8) | k as u64)))
            .collect();
        let mut log = replays.map(|_| Vec::new());
        let summary = play_grail(c, gs, &mut players, log.as_mut())?;
        if let (Some(dir), Some(log)) = (replays, log) {
            replay::save_sim_grail(c, dir, i, gs, bots, &log)?;
        }
        Ok(summary)
    };
    let next = std::sync::atomic::AtomicU64::new(0);
    let mut results: Vec<(u64, Result<grail::sim::GameSummary, String>)> =
        std::thread::scope(|sc| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    sc.spawn(|| {
                        let mut mine = Vec::new();
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            if i >= games {
                                break;
                            }
                            mine.push((i, play(i)));
                        }
                        mine
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| {
                    h.join().unwrap_or_else(|_| {
                        vec![(u64::MAX, Err("a simulation thread panicked".to_string()))]
                    })
                })
                .collect()
        });
    results.sort_by_key(|(i, _)| *i);
    let mut tally = GrailTally::default();
    for (_, r) in results {
        let g = r?;
        tally.add(&mut wins, &g);
    }
    Ok(tally.report(games, factions, wins, start.elapsed()))
}
