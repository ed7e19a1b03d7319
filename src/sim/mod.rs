//! The simulator: many seeded games between bots, on every core, with win counts, game
//! lengths and speed. The game loop ([`play`]) and the loop over games ([`sim_games`]) are
//! written once over [`Simulated`]; the duel and the Grail War are its two implementations.
//! Grail War games between random factions (`sim grail --factions N`) are the core's own
//! random games instead (`rules::grail::sim`: one policy RNG for the table, G-37.6).
//!
//! Every game is seeded by its index alone (`game_seed`) and the results are tallied in
//! index order, so a report does not depend on the number of threads.

pub mod fit;
mod grail_sims;
pub mod ladder;
pub mod purpose;
pub mod verdicts;

pub use grail_sims::*;

use std::path::Path;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use crate::ai::duel::DuelGame;
use crate::ai::{Bot, BotSpec, Game, make_bot, show};
use crate::content::duel::DuelContent;
use crate::replay::{self, Recorded, SeatInfo};
use crate::rules::core::{Core, DuelCore};
use crate::rules::duel::{self, GameConfig, PlayerId};

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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::ai::RandomBot;
    use crate::ai::grail::GrailGame;
    use crate::content::duel_load::load_duel_dir;
    use crate::content::grail::GrailContent;

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
