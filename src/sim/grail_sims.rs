//! The Grail War in the simulator: its games as [`Simulated`], random wars, wars and
//! Skirmishes between bots, and rotated strength runs with timed decisions.

use std::path::Path;
use std::time::Instant;

use serde::Serialize;

use crate::ai::grail::{GrailAction, GrailGame, GrailState};
use crate::ai::{Bot, BotSpec, Game, make_bot};
use crate::content::grail::GrailContent;
use crate::replay::{self, SeatInfo};
use crate::rules::core::{Core, GrailCore};
use crate::rules::grail;

use super::{Player, Simulated, each_game, game_seed, play, sim_games, sim_games_of, wilson_95};

/// What `sim grail` reports: wins per servant, game and combat lengths, speed.
#[derive(Clone, Debug, Serialize)]
pub struct GrailSimReport {
    pub games: u64,
    pub factions: usize,
    /// Wins of each seat, in seat order (the seat's class, or "class (bot)").
    pub wins: Vec<(String, u64)>,
    /// Each servant that played (by content id, in content order): games and wins. A
    /// servant is drawn per game (`GameConfig::default_lineup`), so it plays fewer games
    /// than a seat.
    pub servants: Vec<ServantRecord>,
    /// Games that ended with no single winner.
    pub no_winner: u64,
    pub mean_days: f64,
    pub mean_combats: f64,
    pub mean_rounds_per_combat: f64,
    /// How combats ended: (how, combats, mean rounds), commonest first.
    pub combat_ends: Vec<(String, u64, f64)>,
    pub games_per_sec: f64,
}

/// One servant's games and wins in a [`GrailSimReport`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ServantRecord {
    pub servant: String,
    pub games: u64,
    pub wins: u64,
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
    /// Games and wins by servant id.
    servants: std::collections::BTreeMap<String, (u64, u64)>,
}

impl GrailTally {
    fn add(&mut self, wins: &mut [(String, u64)], g: &grail::sim::GameSummary) {
        match g.winner.and_then(|w| wins.get_mut(usize::from(w))) {
            Some(entry) => entry.1 += 1,
            None => self.no_winner += 1,
        }
        for (seat, id) in g.servants.iter().enumerate() {
            let e = self.servants.entry(id.clone()).or_default();
            e.0 += 1;
            e.1 += u64::from(g.winner.is_some_and(|w| usize::from(w) == seat));
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
        c: &GrailContent,
        games: u64,
        factions: usize,
        wins: Vec<(String, u64)>,
        took: std::time::Duration,
    ) -> GrailSimReport {
        let servants = c
            .servants
            .iter()
            .filter_map(|d| {
                let (games, wins) = *self.servants.get(&d.id)?;
                Some(ServantRecord {
                    servant: d.id.clone(),
                    games,
                    wins,
                })
            })
            .collect();
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
            servants,
            no_winner: self.no_winner,
            mean_days: self.days as f64 / n,
            mean_combats: self.combats as f64 / n,
            mean_rounds_per_combat: self.rounds as f64 / self.combat_count.max(1) as f64,
            combat_ends,
            games_per_sec: games as f64 / took.as_secs_f64().max(1e-9),
        }
    }
}

/// The report of the Grail War games `played`, whose seats `wins` names (with no wins yet).
fn grail_report(
    c: &GrailContent,
    played: &[grail::sim::GameSummary],
    factions: usize,
    mut wins: Vec<(String, u64)>,
    took: std::time::Duration,
) -> GrailSimReport {
    let mut tally = GrailTally::default();
    for g in played {
        tally.add(&mut wins, g);
    }
    tally.report(c, played.len() as u64, factions, wins, took)
}

impl Simulated for GrailGame {
    type Core = GrailCore;
    type Summary = grail::sim::GameSummary;

    /// The default lineup with the simulator's day limit, as the core's random games.
    fn setup(_: &GrailContent, seed: u64, seats: usize) -> Result<grail::GameConfig, String> {
        let mut config = grail::GameConfig::default_lineup(seed, seats);
        config.day_limit = grail::sim::SimOptions::default().day_limit;
        Ok(config)
    }

    fn start(
        c: &GrailContent,
        config: &grail::GameConfig,
    ) -> Result<(GrailState, grail::sim::GameSummary), String> {
        let (s, first) = GrailCore::new_game(c, config)?;
        let mut summary = grail::sim::GameSummary::start(config.rng_seed, s.factions.len(), &first);
        // A Skirmish's combat starts during setup.
        for e in &first {
            summary.count(&e.kind);
        }
        summary.set_servants(c, &s);
        Ok((GrailState::new(s), summary))
    }

    fn step(
        c: &GrailContent,
        g: &mut GrailState,
        a: GrailAction,
        ev: &mut Vec<grail::Event>,
        summary: &mut grail::sim::GameSummary,
        log: Option<&mut Vec<(grail::FactionId, grail::Action)>>,
    ) -> Result<(), String> {
        let seed = summary.seed;
        let f = g.s.deciding();
        let played = GrailGame::play(c, g, a, ev).map_err(|e| match f {
            Some(f) => format!("seed {seed}: faction {f}: {e}"),
            None => format!("seed {seed}: {e}"),
        })?;
        if let (Some(log), Some(taken)) = (log, played) {
            log.push(taken);
        }
        summary.actions += 1;
        summary.events += ev.len() as u64;
        for e in ev.iter() {
            summary.count(&e.kind);
        }
        let max = grail::sim::SimOptions::default().max_actions;
        if summary.actions > max {
            return Err(format!("seed {seed}: more than {max} actions"));
        }
        Ok(())
    }

    fn finish(g: &GrailState, summary: &mut grail::sim::GameSummary) -> Result<(), String> {
        if g.s.outcome.is_none() {
            return Err(format!(
                "seed {}: no decision pending and no outcome",
                summary.seed
            ));
        }
        summary.days = g.s.day;
        summary.winner = match &g.s.outcome {
            Some(grail::Outcome::Winner { faction, .. }) => Some(*faction),
            _ => None,
        };
        summary.outcome = g.s.outcome.clone();
        Ok(())
    }

    fn stuck(g: &GrailState) -> String {
        format!(
            "seed {}: no legal action at {:?}",
            g.s.config.rng_seed, g.s.pending
        )
    }

    fn side(_: u64, seat: usize) -> usize {
        seat
    }

    /// Each bot seeded per game and seat (G-37.6).
    fn bot_seed(seed: u64, side: usize) -> u64 {
        seed ^ ((0xA1 << 8) | side as u64)
    }

    fn seat_name(config: &grail::GameConfig, seat: usize, bot: &BotSpec) -> String {
        let name = config.factions.get(seat).map_or("?", |f| f.name.as_str());
        format!("{name} ({bot})")
    }
}

/// Plays `games` random Grail War games with `factions` seats of the default lineup, on
/// `threads` threads.
pub fn sim_grail(
    c: &GrailContent,
    games: u64,
    seed: u64,
    factions: usize,
    threads: usize,
    replays: Option<&Path>,
) -> Result<GrailSimReport, String> {
    if !(2..=7).contains(&factions) {
        return Err(format!(
            "--factions {factions}: a Grail War has 2-7 factions"
        ));
    }
    let lineup = grail::GameConfig::default_lineup(seed, factions);
    let wins: Vec<(String, u64)> = lineup
        .factions
        .iter()
        .map(|f| (f.name.clone(), 0))
        .collect();
    let start = Instant::now();
    let played = each_game(games, threads, |i| {
        let gs = game_seed(seed, i);
        match replays {
            Some(dir) => random_grail_saved(c, dir, i, gs, factions),
            None => grail::sim::random_game(c, gs, factions).map_err(|e| e.to_string()),
        }
    })?;
    Ok(grail_report(c, &played, factions, wins, start.elapsed()))
}

/// Plays random Grail War game `index` as `grail::sim::random_game` does, and saves its
/// replay. The faction that took each action is the one deciding before it.
fn random_grail_saved(
    c: &GrailContent,
    dir: &Path,
    index: u64,
    seed: u64,
    factions: usize,
) -> Result<grail::sim::GameSummary, String> {
    let config = GrailGame::setup(c, seed, factions)?;
    let (first, _) = GrailCore::new_game(c, &config)?;
    let mut deciding = first.deciding();
    let mut actions = Vec::new();
    let summary = grail::sim::random_game_with(
        c,
        seed,
        factions,
        &grail::sim::SimOptions::default(),
        |s, a, _| {
            let f = deciding.ok_or("an action with no faction deciding")?;
            actions.push((f, a.clone()));
            deciding = s.deciding();
            Ok(())
        },
    )
    .map_err(|e| e.to_string())?;
    let seats = (0..factions)
        .map(|k| {
            let name = GrailGame::seat_name(&config, k, &BotSpec::Random);
            SeatInfo::bot(name, BotSpec::Random.to_string(), None)
        })
        .collect();
    replay::save_sim::<GrailCore>(c, dir, index, &config, seats, &actions).map(|()| summary)
}

/// Plays `games` Grail War games of the default lineup in which `bots[i]` plays faction
/// `i`, on `threads` threads. Each bot is seeded per game and seat (G-37.6). The wins are
/// listed per seat as "servant (bot)". With `replays`, the replay of every game is saved in
/// that folder.
pub fn sim_grail_bots(
    c: &GrailContent,
    games: u64,
    seed: u64,
    bots: &[BotSpec],
    threads: usize,
    replays: Option<&Path>,
) -> Result<GrailSimReport, String> {
    let factions = bots.len();
    if !(2..=7).contains(&factions) {
        return Err(format!(
            "--factions: {factions} bots, but a Grail War has 2-7 factions"
        ));
    }
    let wins = seat_wins(&grail::GameConfig::default_lineup(seed, factions), bots);
    let start = Instant::now();
    let played = sim_games::<GrailGame>(c, games, seed, bots, threads, replays)?;
    Ok(grail_report(c, &played, factions, wins, start.elapsed()))
}

/// Each seat's win count, at 0, named "servant (bot)" after `lineup`'s factions.
fn seat_wins(lineup: &grail::GameConfig, bots: &[BotSpec]) -> Vec<(String, u64)> {
    lineup
        .factions
        .iter()
        .zip(bots)
        .map(|(f, b)| (format!("{} ({b})", f.name), 0))
        .collect()
}

/// Plays `games` Skirmishes (`GameConfig::skirmish`: one combat as a whole game, every seat
/// fighting) in which `bots[i]` plays seat `i`, on `threads` threads; the report counts the
/// one combat of each game, its rounds and how it ended. With `replays`, the replay of every
/// game is saved in that folder.
pub fn sim_grail_skirmish(
    c: &GrailContent,
    games: u64,
    seed: u64,
    bots: &[BotSpec],
    threads: usize,
    replays: Option<&Path>,
) -> Result<GrailSimReport, String> {
    let factions = bots.len();
    if !(2..=4).contains(&factions) {
        return Err(format!(
            "--factions: {factions} seats, but a skirmish has 2-4 factions"
        ));
    }
    let wins = seat_wins(&grail::GameConfig::skirmish(seed, factions), bots);
    let start = Instant::now();
    let played = sim_games_of::<GrailGame>(c, games, seed, bots, threads, replays, |_, gs, n| {
        Ok(grail::GameConfig::skirmish(gs, n))
    })?;
    Ok(grail_report(c, &played, factions, wins, start.elapsed()))
}

/// A bot whose decisions are counted and timed; the tally is shared with the caller.
struct Timed<G: Game> {
    bot: Box<dyn Bot<G>>,
    tally: std::rc::Rc<std::cell::Cell<(u64, f64)>>,
}

impl<G: Game> Bot<G> for Timed<G> {
    fn choose(&mut self, c: &G::Content, view: &G::View) -> G::Action {
        let start = Instant::now();
        let a = self.bot.choose(c, view);
        let (n, secs) = self.tally.get();
        self.tally
            .set((n + 1, secs + start.elapsed().as_secs_f64()));
        a
    }

    fn observe(&mut self, seen: Option<G::Action>) {
        self.bot.observe(seen);
    }
}

/// How one bot of a rotated Grail War run did.
#[derive(Clone, Debug, Serialize)]
pub struct BotStanding {
    pub bot: String,
    pub wins: u64,
    pub win_rate: f64,
    /// The 95% Wilson interval of the win rate.
    pub wilson_low: f64,
    pub wilson_high: f64,
    pub decisions: u64,
    /// Seconds spent in the bot's `choose`, on its game's thread.
    pub think_secs: f64,
    pub decisions_per_sec: f64,
    pub ms_per_decision: f64,
}

/// What `sim grail --rotate` reports: each bot's wins with a confidence interval, and its
/// speed.
#[derive(Clone, Debug, Serialize)]
pub struct GrailStrengthReport {
    pub games: u64,
    pub factions: usize,
    /// One in `factions`: a bot's expected win rate if all played alike and every game
    /// had a winner.
    pub fair_share: f64,
    pub bots: Vec<BotStanding>,
    pub no_winner: u64,
    pub mean_days: f64,
    pub wall_secs: f64,
}

/// Plays `games` Grail War games of the default lineup between `bots`, rotated: in game
/// `i` seat `k` is played by `bots[(k + i) % n]`, so over any `n` consecutive games every
/// bot plays every seat (and servant) once. Each bot is seeded per game (G-37.6) and its
/// decisions are timed.
pub fn sim_grail_strength(
    c: &GrailContent,
    games: u64,
    seed: u64,
    bots: &[BotSpec],
    threads: usize,
) -> Result<GrailStrengthReport, String> {
    let n = bots.len();
    if !(2..=7).contains(&n) {
        return Err(format!(
            "--factions: {n} bots, but a Grail War has 2-7 factions"
        ));
    }
    let start = Instant::now();
    let played = each_game(games, threads, |i| {
        let gs = game_seed(seed, i);
        let config = GrailGame::setup(c, gs, n)?;
        let bot_of = |seat: usize| (seat + (i % n as u64) as usize) % n;
        let tallies: Vec<std::rc::Rc<std::cell::Cell<(u64, f64)>>> = (0..n)
            .map(|_| std::rc::Rc::new(std::cell::Cell::new((0, 0.0))))
            .collect();
        let mut players: Vec<Player<GrailGame>> = (0..n)
            .map(|seat| {
                let b = bot_of(seat);
                Player::Bot(Box::new(Timed {
                    bot: make_bot::<GrailGame>(&bots[b], GrailGame::bot_seed(gs, b)),
                    tally: tallies[b].clone(),
                }))
            })
            .collect();
        let (_, summary) = play::<GrailGame>(c, &config, &mut players, None)?;
        let winner = summary.winner.map(|w| bot_of(usize::from(w)));
        let times: Vec<(u64, f64)> = tallies.iter().map(|t| t.get()).collect();
        Ok((winner, summary.days, times))
    })?;
    let mut standings: Vec<(u64, u64, f64)> = vec![(0, 0, 0.0); n];
    let mut no_winner = 0;
    let mut days = 0u64;
    for (winner, d, times) in &played {
        match winner {
            Some(b) => standings[*b].0 += 1,
            None => no_winner += 1,
        }
        days += u64::from(*d);
        for (b, (k, secs)) in times.iter().enumerate() {
            standings[b].1 += k;
            standings[b].2 += secs;
        }
    }
    let bots = bots
        .iter()
        .zip(standings)
        .map(|(spec, (wins, decisions, secs))| {
            let (lo, hi) = wilson_95(wins, games);
            BotStanding {
                bot: spec.to_string(),
                wins,
                win_rate: wins as f64 / games.max(1) as f64,
                wilson_low: lo,
                wilson_high: hi,
                decisions,
                think_secs: secs,
                decisions_per_sec: decisions as f64 / secs.max(1e-9),
                ms_per_decision: 1000.0 * secs / decisions.max(1) as f64,
            }
        })
        .collect();
    Ok(GrailStrengthReport {
        games,
        factions: n,
        fair_share: 1.0 / n as f64,
        bots,
        no_winner,
        mean_days: days as f64 / games.max(1) as f64,
        wall_secs: start.elapsed().as_secs_f64(),
    })
}
