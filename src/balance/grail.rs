//! `sim balance grail`: seven-faction wars between copies of one bot, with each servant's
//! share of the decided wars' wins against the fair share (one in seven) and how the wars and
//! their combats end; and one-on-one Skirmishes for every pair of servants of different classes, each in
//! both seats, fought by bots that never retreat or offer a ceasefire, with their rounds.

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;

use super::Rate;
use crate::ai::grail::{GrailAction, GrailGame, GrailView};
use crate::ai::{Bot, BotSpec, Game, make_bot};
use crate::content::grail::GrailContent;
use crate::rules::grail::sim::{CombatEnd, GameSummary};
use crate::rules::grail::{self, Action};
use crate::sim::{Player, Simulated, each_game, game_seed, play, sim_games};

/// The seats of a balance war: every class once (G-2.2).
const WAR_FACTIONS: usize = 7;

/// One servant's wins in the seven-faction wars it played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ServantShare {
    pub servant: String,
    /// The wars it played, drawn ones included.
    pub wars: u64,
    /// Its wins over the decided wars it played: a drawn war (G-36.1, G-36.2 key 4) has no
    /// winner, so it counts for no one and the draws' share is reported on its own.
    pub rate: Rate,
    /// That rate over the fair share (1/7): 1.0 is fair.
    pub of_fair: f64,
}

/// One pair of servants in one-on-one Skirmishes, both seats.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ServantPair {
    pub servant: String,
    pub against: String,
    /// `servant`'s wins.
    pub rate: Rate,
    pub mean_rounds: f64,
    /// Skirmishes with no winner (the round cap or the stalemate rule).
    pub no_winner: u64,
}

/// How the combats of a set of games ended: (how, combats, mean rounds), commonest first.
pub type CombatEnds = Vec<(String, u64, f64)>;

/// The Grail War's balance report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GrailBalance {
    /// The wars' bot.
    pub bot: String,
    /// The Skirmishes' bot (steadfast copies of it).
    pub skirmish_bot: String,
    pub wars: u64,
    pub fair_share: f64,
    pub servants: Vec<ServantShare>,
    /// Wars won before the day limit: one faction left standing (G-36.1).
    pub wars_won_early: u64,
    /// How the wars ended (G-36): (how, wars), commonest first.
    pub war_ends: Vec<(String, u64)>,
    pub mean_days: f64,
    pub mean_combats: f64,
    pub war_rounds_per_combat: f64,
    pub war_combat_ends: CombatEnds,
    /// Skirmishes of each pair in each seat order.
    pub skirmishes_per_seating: u64,
    pub skirmishes: u64,
    pub skirmish_mean_rounds: f64,
    pub skirmish_ends: CombatEnds,
    pub pairs: Vec<ServantPair>,
    /// Each servant's wins over all its one-on-one Skirmishes.
    pub skirmish_servants: Vec<(String, Rate)>,
    pub secs: f64,
}

/// A bot that fights on: where `inner` would declare a retreat or offer a ceasefire, it
/// declares nothing (`Done`). The skirmish figures measure a fight to the end with it.
struct Steadfast {
    inner: Box<dyn Bot<GrailGame>>,
}

impl Bot<GrailGame> for Steadfast {
    fn choose(&mut self, c: &GrailContent, v: &GrailView) -> GrailAction {
        let a = self.inner.choose(c, v);
        let leaving = [Action::DeclareRetreat, Action::OfferCeasefire].map(|x| GrailAction::of(&x));
        let done = GrailAction::of(&Action::Done);
        if leaving.contains(&a) && GrailGame::view_legal(c, v).contains(&done) {
            done
        } else {
            a
        }
    }

    fn observe(&mut self, seen: Option<GrailAction>) {
        self.inner.observe(seen);
    }
}

/// Plays `wars` seven-faction wars of the default lineup (each class once, its servant
/// drawn), every seat played by `bot`, and `skirmishes` one-on-one Skirmishes of every pair
/// of servants of different classes in each seat order, both seats played by steadfast
/// copies of `skirmish_bot`, on `threads` threads.
pub fn grail_balance(
    c: &GrailContent,
    wars: u64,
    skirmishes: u64,
    seed: u64,
    (bot, skirmish_bot): (&BotSpec, &BotSpec),
    threads: usize,
) -> Result<GrailBalance, String> {
    let started = Instant::now();
    let sides = vec![bot.clone(); WAR_FACTIONS];
    let played = sim_games::<GrailGame>(c, wars, seed, &sides, threads, None)?;
    // (wars, decided wars, wins) of each servant.
    let mut tally: BTreeMap<&str, (u64, u64, u64)> = BTreeMap::new();
    for g in &played {
        for (seat, id) in g.servants.iter().enumerate() {
            let e = tally.entry(id.as_str()).or_default();
            e.0 += 1;
            e.1 += u64::from(g.winner.is_some());
            e.2 += u64::from(g.winner.is_some_and(|w| usize::from(w) == seat));
        }
    }
    let fair = 1.0 / WAR_FACTIONS as f64;
    let servants = c
        .servants
        .iter()
        .filter_map(|d| {
            let (wars, decided, wins) = *tally.get(d.id.as_str())?;
            let rate = Rate::new(wins, decided);
            Some(ServantShare {
                servant: d.id.clone(),
                wars,
                of_fair: rate.rate / fair,
                rate,
            })
        })
        .collect();
    let mut war_ends: BTreeMap<&str, u64> = BTreeMap::new();
    for g in &played {
        *war_ends.entry(war_end(g.outcome.as_ref())).or_default() += 1;
    }
    let early = war_ends.get(LAST_STANDING).copied().unwrap_or(0);
    let mut war_ends: Vec<(String, u64)> = war_ends
        .into_iter()
        .map(|(k, n)| (k.to_string(), n))
        .collect();
    war_ends.sort_by_key(|e| std::cmp::Reverse(e.1));
    let n = played.len().max(1) as f64;

    let pairs_of = servant_pairs(c);
    let seatings: Vec<(usize, usize)> = pairs_of
        .iter()
        .flat_map(|&(a, b)| [(a, b), (b, a)])
        .collect();
    let per = skirmishes;
    let fights = each_game(seatings.len() as u64 * per, threads, |i| {
        let (a, b) = seatings[(i / per.max(1)) as usize];
        skirmish(c, game_seed(seed ^ 0x5C1F, i), [a, b], skirmish_bot)
    })?;
    let mut pairs = Vec::new();
    let mut by_servant: BTreeMap<usize, (u64, u64)> = BTreeMap::new();
    for &(a, b) in &pairs_of {
        let mine: Vec<(&GameSummary, usize)> = seatings
            .iter()
            .zip(fights.chunks(per.max(1) as usize))
            .filter(|((x, y), _)| (*x, *y) == (a, b) || (*x, *y) == (b, a))
            .flat_map(|(&(x, _), games)| games.iter().map(move |g| (g, usize::from(x != a))))
            .collect();
        let wins_of = |seat_of: &dyn Fn(usize) -> usize| {
            mine.iter()
                .filter(|(g, k)| g.winner.is_some_and(|w| usize::from(w) == seat_of(*k)))
                .count() as u64
        };
        let (wa, wb) = (wins_of(&|k| k), wins_of(&|k| 1 - k));
        let games = mine.len() as u64;
        for (s, w) in [(a, wa), (b, wb)] {
            let e = by_servant.entry(s).or_default();
            e.0 += games;
            e.1 += w;
        }
        let rounds: u64 = mine.iter().map(|(g, _)| rounds_of(g)).sum();
        pairs.push(ServantPair {
            servant: c.servants[a].id.clone(),
            against: c.servants[b].id.clone(),
            rate: Rate::new(wa, games),
            mean_rounds: rounds as f64 / games.max(1) as f64,
            no_winner: mine.iter().filter(|(g, _)| g.winner.is_none()).count() as u64,
        });
    }
    let skirmish_servants = by_servant
        .into_iter()
        .map(|(s, (games, wins))| (c.servants[s].id.clone(), Rate::new(wins, games)))
        .collect();
    let fought = fights.len().max(1) as f64;
    Ok(GrailBalance {
        bot: bot.to_string(),
        skirmish_bot: skirmish_bot.to_string(),
        wars,
        fair_share: fair,
        servants,
        wars_won_early: early,
        war_ends,
        mean_days: played.iter().map(|g| f64::from(g.days)).sum::<f64>() / n,
        mean_combats: played.iter().map(|g| f64::from(g.combats)).sum::<f64>() / n,
        war_rounds_per_combat: mean_rounds(&played),
        war_combat_ends: combat_ends(&played),
        skirmishes_per_seating: per,
        skirmishes: fights.len() as u64,
        skirmish_mean_rounds: fights.iter().map(rounds_of).sum::<u64>() as f64 / fought,
        skirmish_ends: combat_ends(&fights),
        pairs,
        skirmish_servants,
        secs: started.elapsed().as_secs_f64(),
    })
}

/// Every pair of servants (content indices) that can meet: two of one class cannot
/// (G-2.2).
fn servant_pairs(c: &GrailContent) -> Vec<(usize, usize)> {
    let n = c.servants.len();
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .filter(|&(a, b)| c.servants[a].class != c.servants[b].class)
        .collect()
}

/// One Skirmish between servants `pair` (content indices, in seat order), both seats
/// played by steadfast copies of `bot`.
fn skirmish(
    c: &GrailContent,
    seed: u64,
    pair: [usize; 2],
    bot: &BotSpec,
) -> Result<GameSummary, String> {
    let mut config = grail::GameConfig::skirmish(seed, 2);
    for (fs, s) in config.factions.iter_mut().zip(pair) {
        let d = &c.servants[s];
        fs.servant = d.id.clone();
        fs.class = Some(d.class);
        fs.name = d.id.clone();
    }
    let mut players: Vec<Player<GrailGame>> = (0..2)
        .map(|seat| {
            Player::Bot(Box::new(Steadfast {
                inner: make_bot::<GrailGame>(bot, GrailGame::bot_seed(seed, seat)),
            }) as Box<dyn Bot<GrailGame>>)
        })
        .collect();
    play::<GrailGame>(c, &config, &mut players, None).map(|(_, summary)| summary)
}

const LAST_STANDING: &str = "last faction standing";

/// How a war ended, in the report's words (G-36.1, G-36.2).
fn war_end(outcome: Option<&grail::Outcome>) -> &'static str {
    use grail::WinReason as W;
    match outcome {
        Some(grail::Outcome::Winner {
            by: W::LastStanding,
            ..
        }) => LAST_STANDING,
        Some(grail::Outcome::Winner {
            by: W::GrailDistrict,
            ..
        }) => "day limit: the Grail's district",
        Some(grail::Outcome::Winner {
            by: W::GrailPoints, ..
        }) => "day limit: Grail points",
        Some(grail::Outcome::Winner {
            by: W::HpPercent, ..
        }) => "day limit: HP share",
        Some(grail::Outcome::Winner {
            by: W::HeldTheField,
            ..
        }) => "held the field",
        Some(grail::Outcome::Draw { .. }) | None => "draw",
    }
}

fn rounds_of(g: &GameSummary) -> u64 {
    g.rounds_per_combat.iter().map(|r| u64::from(*r)).sum()
}

fn mean_rounds(games: &[GameSummary]) -> f64 {
    let combats: usize = games.iter().map(|g| g.rounds_per_combat.len()).sum();
    games.iter().map(rounds_of).sum::<u64>() as f64 / combats.max(1) as f64
}

fn combat_ends(games: &[GameSummary]) -> CombatEnds {
    let mut ends: BTreeMap<CombatEnd, (u64, u64)> = BTreeMap::new();
    for g in games {
        for (end, rounds) in g.combat_ends.iter().zip(&g.rounds_per_combat) {
            let e = ends.entry(*end).or_default();
            e.0 += 1;
            e.1 += u64::from(*rounds);
        }
    }
    let mut out: CombatEnds = ends
        .into_iter()
        .map(|(end, (k, r))| (end.label().to_string(), k, r as f64 / k.max(1) as f64))
        .collect();
    out.sort_by_key(|e| std::cmp::Reverse(e.1));
    out
}
