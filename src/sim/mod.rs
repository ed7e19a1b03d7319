//! The simulator: many seeded games between bots, on every core, with win counts, game
//! lengths and speed. The game loop ([`play`]) and the loop over games ([`sim_games`]) are
//! written once over [`Simulated`]; the duel and the Grail War are its two implementations.
//! Grail War games between random factions (`sim grail --factions N`) are the core's own
//! random games instead (`rules::grail::sim`: one policy RNG for the table, G-37.6).
//!
//! Every game is seeded by its index alone (`game_seed`) and the results are tallied in
//! index order, so a report does not depend on the number of threads.

pub mod ladder;
pub mod purpose;
pub mod verdicts;

use std::path::Path;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use crate::ai::duel::DuelGame;
use crate::ai::grail::{GrailAction, GrailGame, GrailState};
use crate::ai::{Bot, BotSpec, Game, make_bot, show};
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::replay::{self, Recorded, SeatInfo};
use crate::rules::core::{Core, DuelCore, GrailCore};
use crate::rules::duel::{self, GameConfig, PlayerId};
use crate::rules::grail;

/// A game the simulator plays between bots: the bots' interface ([`Game`]), and what a
/// whole game needs beyond one decision.
pub trait Simulated: Game<Content: Sync> + Sized + 'static {
    /// The rules core underneath: setups and replays are its.
    type Core: Recorded<Content = Self::Content>;
    /// What the report keeps of one game.
    type Summary: Send;

    /// The setup of the simulated game with seed `seed` and `seats` seats.
    fn setup(c: &Self::Content, seed: u64, seats: usize) -> Result<Config<Self>, String>;
    /// The state before the first decision, and the summary of a game not yet played.
    fn start(
        c: &Self::Content,
        config: &Config<Self>,
    ) -> Result<(Self::State, Self::Summary), String>;
    /// Plays `a`, chosen by the seat to move among its legal actions, checked by the core;
    /// notes what the summary counts, and appends the core action it stands for (if any)
    /// to `log`. `ev` is a buffer for the events.
    fn step(
        c: &Self::Content,
        s: &mut Self::State,
        a: Self::Action,
        ev: &mut Vec<<Self::Core as Core>::Event>,
        summary: &mut Self::Summary,
        log: Option<&mut Vec<Taken<Self>>>,
    ) -> Result<(), String>;
    /// Completes the summary once no seat is to move; an error if the game is not over.
    fn finish(s: &Self::State, summary: &mut Self::Summary) -> Result<(), String>;
    /// The error when the seat to move has no legal action.
    fn stuck(s: &Self::State) -> String;
    /// Which of the bots (sides) plays `seat` in game `index`.
    fn side(index: u64, seat: usize) -> usize;
    /// The seed of the bot of `side` in the game with seed `seed`.
    fn bot_seed(seed: u64, side: usize) -> u64;
    /// The name of `seat`, played by `bot`, in a simulated game's replay.
    fn seat_name(config: &Config<Self>, seat: usize, bot: &BotSpec) -> String;
}

/// The setup of a simulated game.
pub type Config<G> = <<G as Simulated>::Core as Core>::Config;
/// One action as a replay records it: who took it, and the core action.
pub type Taken<G> = (
    <<G as Simulated>::Core as Core>::Seat,
    <<G as Simulated>::Core as Core>::Action,
);

/// Who plays a seat.
pub enum Player<G: Game> {
    /// A bot that decides from its seat's view and is shown every action.
    Bot(Box<dyn Bot<G>>),
    /// The random bot on the fast path: a uniform pick from the state's own legal actions,
    /// with no view built and nothing to observe. The pick is the one `RandomBot` makes
    /// from its view with the same seed, since a view offers exactly the state's actions
    /// (`tests/ai_duel.rs`, `tests/ai_grail.rs`).
    Random(Box<ChaCha8Rng>),
}

impl<G: Game + 'static> Player<G> {
    /// The player a spec names, seeded.
    pub fn new(spec: &BotSpec, seed: u64) -> Self {
        match spec {
            BotSpec::Random => Player::Random(Box::new(ChaCha8Rng::seed_from_u64(seed))),
            _ => Player::Bot(make_bot::<G>(spec, seed)),
        }
    }
}

/// Plays one game set up with `config` to its end; `players[i]` plays seat `i`. Returns the
/// final state and the game's summary; with `log`, every core action taken is appended to
/// it (for a replay).
pub fn play<G: Simulated>(
    c: &G::Content,
    config: &Config<G>,
    players: &mut [Player<G>],
    mut log: Option<&mut Vec<Taken<G>>>,
) -> Result<(G::State, G::Summary), String> {
    let (mut s, mut summary) = G::start(c, config)?;
    let mut legal = Vec::new();
    let mut ev = Vec::new();
    while let Some(seat) = G::to_move(&s) {
        G::legal(c, &s, &mut legal);
        if legal.is_empty() {
            return Err(G::stuck(&s));
        }
        let a = match players.get_mut(seat) {
            None => return Err(format!("no player for seat {seat}")),
            // As `RandomBot` picks, so that a seed plays the same game.
            Some(Player::Random(rng)) => legal[rng.random_range(0..legal.len())],
            Some(Player::Bot(bot)) => bot.choose(c, &G::view(c, &s, seat)),
        };
        for (k, p) in players.iter_mut().enumerate() {
            if let Player::Bot(bot) = p {
                show::<G>(bot.as_mut(), k, c, &s, a);
            }
        }
        ev.clear();
        G::step(c, &mut s, a, &mut ev, &mut summary, log.as_deref_mut())?;
    }
    G::finish(&s, &mut summary)?;
    Ok((s, summary))
}

/// The number of threads `sim` uses unless told: one per core.
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// What `one` gives for each of the games `0..games`, in index order, computed on
/// `threads` threads.
pub(crate) fn each_game<R: Send>(
    games: u64,
    threads: usize,
    one: impl Fn(u64) -> Result<R, String> + Sync,
) -> Result<Vec<R>, String> {
    let n = usize::try_from(games).map_err(|_| format!("--games {games}: too many"))?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .map_err(|e| format!("cannot start {threads} threads: {e}"))?;
    let results: Vec<Result<R, String>> =
        pool.install(|| (0..n).into_par_iter().map(|i| one(i as u64)).collect());
    // The error of the first failing game by index, whichever thread met one first.
    results.into_iter().collect()
}

/// Plays `games` games between the bots `sides` (which seat each side takes in which game
/// is [`Simulated::side`]) on `threads` threads. Returns each game's summary, in index
/// order. With `replays`, the replay of every game is saved in that folder.
pub fn sim_games<G: Simulated>(
    c: &G::Content,
    games: u64,
    seed: u64,
    sides: &[BotSpec],
    threads: usize,
    replays: Option<&Path>,
) -> Result<Vec<G::Summary>, String> {
    sim_games_of::<G>(c, games, seed, sides, threads, replays, G::setup)
}

/// Like [`sim_games`], each game set up by `setup(content, seed, seats)`.
pub(crate) fn sim_games_of<G: Simulated>(
    c: &G::Content,
    games: u64,
    seed: u64,
    sides: &[BotSpec],
    threads: usize,
    replays: Option<&Path>,
    setup: impl Fn(&G::Content, u64, usize) -> Result<Config<G>, String> + Sync,
) -> Result<Vec<G::Summary>, String> {
    let n = sides.len();
    each_game(games, threads, |i| {
        let gs = game_seed(seed, i);
        let config = setup(c, gs, n)?;
        let bot = |seat: usize| {
            let side = G::side(i, seat);
            (&sides[side], G::bot_seed(gs, side))
        };
        let mut players: Vec<Player<G>> = (0..n)
            .map(|k| {
                let (spec, bot_seed) = bot(k);
                Player::new(spec, bot_seed)
            })
            .collect();
        let mut log = replays.map(|_| Vec::new());
        let (_, summary) = play::<G>(c, &config, &mut players, log.as_mut())?;
        if let (Some(dir), Some(log)) = (replays, log) {
            let seats = (0..n)
                .map(|k| {
                    let (spec, _) = bot(k);
                    SeatInfo::bot(G::seat_name(&config, k, spec), spec.to_string(), None)
                })
                .collect();
            replay::save_sim::<G::Core>(c, dir, i, &config, seats, &log)?;
        }
        Ok(summary)
    })
}

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

/// What the duel report keeps of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct DuelSummary {
    pub turns: u32,
    pub outcome: Option<duel::Outcome>,
    pub first_player: PlayerId,
}

impl Simulated for DuelGame {
    type Core = DuelCore;
    type Summary = DuelSummary;

    fn setup(c: &DuelContent, seed: u64, seats: usize) -> Result<GameConfig, String> {
        if seats != 2 {
            return Err(format!("a duel has 2 seats, not {seats}"));
        }
        sim_config(c, seed)
    }

    fn start(c: &DuelContent, config: &GameConfig) -> Result<(duel::State, DuelSummary), String> {
        let (s, _) = DuelCore::new_game(c, config)?;
        let summary = DuelSummary {
            turns: s.turn,
            outcome: s.outcome,
            first_player: s.first_player,
        };
        Ok((s, summary))
    }

    /// The report reads only the final state, so no event is built (`apply_quiet`: the
    /// same rules, checks and resulting state as `apply`).
    fn step(
        c: &DuelContent,
        s: &mut duel::State,
        a: duel::Action,
        _: &mut Vec<duel::Event>,
        _: &mut DuelSummary,
        log: Option<&mut Vec<(PlayerId, duel::Action)>>,
    ) -> Result<(), String> {
        let p = s.deciding_player().ok_or("no decision is pending")?;
        duel::apply_quiet(c, s, p, a).map_err(|e| e.to_string())?;
        if let Some(log) = log {
            log.push((p, a));
        }
        Ok(())
    }

    fn finish(s: &duel::State, summary: &mut DuelSummary) -> Result<(), String> {
        *summary = DuelSummary {
            turns: s.turn,
            outcome: s.outcome,
            first_player: s.first_player,
        };
        Ok(())
    }

    fn stuck(s: &duel::State) -> String {
        format!("seed {}: no legal action on turn {}", s.seed, s.turn)
    }

    /// Seats alternate: the first bot takes P0 in even games and P1 in odd ones.
    fn side(index: u64, seat: usize) -> usize {
        if index % 2 == 1 { 1 - seat } else { seat }
    }

    fn bot_seed(seed: u64, side: usize) -> u64 {
        seed ^ if side == 0 { 0xA11CE } else { 0xB0B }
    }

    fn seat_name(_: &GameConfig, seat: usize, bot: &BotSpec) -> String {
        format!("{bot} {}", seat + 1)
    }
}

/// Plays `games` duels on `threads` threads. The `--p1` bot takes seat P0 in even games and
/// P1 in odd ones, so `p1_wins` counts that bot's wins whichever seat it had. With
/// `replays`, the replay of every game is saved in that folder.
pub fn sim_duel(
    c: &DuelContent,
    games: u64,
    seed: u64,
    bots: [&BotSpec; 2],
    threads: usize,
    replays: Option<&Path>,
) -> Result<SimReport, String> {
    let start = Instant::now();
    let sides = [bots[0].clone(), bots[1].clone()];
    let played = sim_games::<DuelGame>(c, games, seed, &sides, threads, replays)?;
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let mut turns = Vec::with_capacity(played.len());
    let (mut p1_wins, mut p2_wins, mut draws, mut first_wins, mut limit) = (0, 0, 0, 0, 0);
    for (i, g) in (0..).zip(&played) {
        turns.push(g.turns);
        let p1_seat = if DuelGame::side(i, 0) == 0 {
            PlayerId::P0
        } else {
            PlayerId::P1
        };
        let winner = g.outcome.and_then(|o| o.winner());
        match winner {
            Some(w) if w == p1_seat => p1_wins += 1,
            Some(_) => p2_wins += 1,
            None => draws += 1,
        }
        if winner == Some(g.first_player) {
            first_wins += 1;
        }
        if matches!(
            g.outcome,
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
    let lineup = grail::GameConfig::default_lineup(seed, factions);
    let wins: Vec<(String, u64)> = lineup
        .factions
        .iter()
        .zip(bots)
        .map(|(f, b)| (format!("{} ({b})", f.name), 0))
        .collect();
    let start = Instant::now();
    let played = sim_games::<GrailGame>(c, games, seed, bots, threads, replays)?;
    Ok(grail_report(c, &played, factions, wins, start.elapsed()))
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
    let lineup = grail::GameConfig::skirmish(seed, factions);
    let wins: Vec<(String, u64)> = lineup
        .factions
        .iter()
        .zip(bots)
        .map(|(f, b)| (format!("{} ({b})", f.name), 0))
        .collect();
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

/// The 95% Wilson score interval of `wins` successes in `n` trials.
pub fn wilson_95(wins: u64, n: u64) -> (f64, f64) {
    wilson_95_of(wins as f64 / n.max(1) as f64, n)
}

/// The 95% Wilson score interval of a score `p` (a share, draws counted half) over `n`
/// games.
pub fn wilson_95_of(p: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n) = (1.96f64, n as f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::ai::RandomBot;
    use crate::content::duel_load::load_duel_dir;

    fn duel_content() -> DuelContent {
        load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
            .expect("the shipped content loads")
    }

    fn specs(names: &[&str]) -> Vec<BotSpec> {
        names.iter().map(|s| s.parse().expect("spec")).collect()
    }

    /// The same games and the same report on 1 and on 2 threads, but for the speed.
    #[test]
    fn wilson_intervals_match_known_values() {
        let (lo, hi) = wilson_95(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson_95(0, 10);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
    }

    #[test]
    fn rotated_runs_count_every_game_and_decision() {
        let g = GrailContent::builtin().expect("content");
        let bots = specs(&["greedy", "random"]);
        let r = sim_grail_strength(&g, 2, 3, &bots, 1).expect("games");
        assert_eq!(r.bots.len(), 2);
        let wins: u64 = r.bots.iter().map(|b| b.wins).sum();
        assert_eq!(wins + r.no_winner, 2);
        assert!(
            r.bots
                .iter()
                .all(|b| b.decisions > 0 && b.wilson_low <= b.win_rate)
        );
    }

    #[test]
    fn reports_do_not_depend_on_the_thread_count() {
        let c = duel_content();
        let [random, greedy] = [BotSpec::Random, BotSpec::Greedy];
        let duel = |threads| {
            let mut r = sim_duel(&c, 120, 4, [&random, &greedy], threads, None).expect("duels");
            r.games_per_sec = 0.0;
            serde_json::to_string(&r).expect("json")
        };
        assert_eq!(duel(1), duel(2));
        let g = GrailContent::builtin().expect("builtin content");
        let bots = specs(&["greedy", "random", "random"]);
        let grail = |threads| {
            let mut r = sim_grail(&g, 12, 5, 4, threads, None).expect("random wars");
            r.games_per_sec = 0.0;
            let mut b = sim_grail_bots(&g, 4, 6, &bots, threads, None).expect("bot wars");
            b.games_per_sec = 0.0;
            serde_json::to_string(&(r, b)).expect("json")
        };
        assert_eq!(grail(1), grail(2));
    }

    /// Every Skirmish is one combat, counted with its rounds and how it ended.
    #[test]
    fn skirmishes_are_reported_as_one_combat_each() {
        let g = GrailContent::builtin().expect("builtin content");
        let bots = specs(&["random", "greedy", "random"]);
        let r = sim_grail_skirmish(&g, 6, 2, &bots, 1, None).expect("skirmishes");
        assert_eq!((r.games, r.factions), (6, 3));
        assert!((r.mean_combats - 1.0).abs() < 1e-9, "{}", r.mean_combats);
        assert_eq!(r.combat_ends.iter().map(|e| e.1).sum::<u64>(), 6);
        assert!(r.mean_rounds_per_combat >= 1.0);
        let wins: u64 = r.wins.iter().map(|w| w.1).sum();
        assert_eq!(wins + r.no_winner, 6);
        assert!(sim_grail_skirmish(&g, 1, 2, &specs(&["random"; 5]), 1, None).is_err());
    }

    /// The fast path of the random bot picks what `RandomBot` picks from its view.
    #[test]
    fn the_fast_random_player_plays_the_random_bots_games() {
        fn both<G: Simulated>(c: &G::Content, config: &Config<G>, seats: usize) {
            let fast: Vec<Player<G>> = (0..seats as u64)
                .map(|k| Player::new(&BotSpec::Random, k))
                .collect();
            let viewing: Vec<Player<G>> = (0..seats as u64)
                .map(|k| Player::Bot(Box::new(RandomBot::new(k))))
                .collect();
            let mut logs = [Vec::new(), Vec::new()];
            for (players, log) in [fast, viewing].into_iter().zip(&mut logs) {
                let mut players = players;
                play::<G>(c, config, &mut players, Some(log)).expect("the game ends");
            }
            assert!(!logs[0].is_empty());
            assert_eq!(format!("{:?}", logs[0]), format!("{:?}", logs[1]));
        }
        let c = duel_content();
        for i in 0..20 {
            let config = DuelGame::setup(&c, game_seed(8, i), 2).expect("config");
            both::<DuelGame>(&c, &config, 2);
        }
        let g = GrailContent::builtin().expect("builtin content");
        for i in 0..3 {
            let config = GrailGame::setup(&g, game_seed(9, i), 3).expect("config");
            both::<GrailGame>(&g, &config, 3);
        }
    }
}
