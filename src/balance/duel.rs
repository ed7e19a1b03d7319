//! `sim balance duel`: the AI against itself over every pairing of the preset decks, each
//! deck in both seats, with win rates and their 95% Wilson intervals, game length, the
//! first player's share of wins and each Arcastella's win rate in the lineups it is in.

use std::time::Instant;

use serde::Serialize;

use super::Rate;
use crate::ai::BotSpec;
use crate::ai::duel::DuelGame;
use crate::content::duel::DuelContent;
use crate::rules::duel::{EndReason, GameConfig, Outcome, PlayerId};
use crate::sim::{DuelSummary, sim_games_of};

/// How one deck did against another, over both seats.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DeckPairing {
    pub deck: String,
    pub against: String,
    pub rate: Rate,
}

/// The duel's balance report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DuelBalance {
    pub bot: String,
    /// Games of each ordered pairing (deck in P0, deck in P1), mirrors included.
    pub games_per_pairing: u64,
    pub games: u64,
    pub mean_turns: f64,
    pub median_turns: f64,
    pub turn_limit_games: u64,
    pub draws: u64,
    /// The first player's wins over every game.
    pub first_player: Rate,
    /// Each deck's wins against the other decks (mirrors left out: they are even by
    /// construction).
    pub decks: Vec<(String, Rate)>,
    pub pairings: Vec<DeckPairing>,
    /// Each Arcastella's wins in the lineups it is in, mirrors left out.
    pub arcastella: Vec<(String, Rate)>,
    pub secs: f64,
}

/// Plays `games` duels of every ordered pairing of preset decks between two copies of
/// `bot`, on `threads` threads.
pub fn duel_balance(
    c: &DuelContent,
    games: u64,
    seed: u64,
    bot: &BotSpec,
    threads: usize,
) -> Result<DuelBalance, String> {
    let started = Instant::now();
    let decks: Vec<&str> = c.decks.iter().map(|d| d.id.as_str()).collect();
    if decks.is_empty() {
        return Err("the content has no preset decks".into());
    }
    let sides = [bot.clone(), bot.clone()];
    let mut played: Vec<([usize; 2], DuelSummary)> = Vec::new();
    for (a, da) in decks.iter().enumerate() {
        for (b, db) in decks.iter().enumerate() {
            let pairing_seed = crate::sim::game_seed(seed, (a * decks.len() + b) as u64);
            let summaries = sim_games_of::<DuelGame>(
                c,
                games,
                pairing_seed,
                &sides,
                threads,
                None,
                |c, s, _| GameConfig::from_decks(c, s, [da, db]).map_err(|e| e.to_string()),
            )?;
            played.extend(summaries.into_iter().map(|s| ([a, b], s)));
        }
    }
    let winner = |s: &DuelSummary| s.outcome.and_then(|o| o.winner());
    let mut turns: Vec<u32> = played.iter().map(|(_, s)| s.turns).collect();
    turns.sort_unstable();
    let n = played.len() as u64;
    let first = played
        .iter()
        .filter(|(_, s)| winner(s) == Some(s.first_player))
        .count() as u64;
    let draws = played.iter().filter(|(_, s)| winner(s).is_none()).count() as u64;
    let limit = played
        .iter()
        .filter(|(_, s)| {
            matches!(
                s.outcome,
                Some(
                    Outcome::Win {
                        reason: EndReason::TurnLimit,
                        ..
                    } | Outcome::Draw {
                        reason: EndReason::TurnLimit
                    }
                )
            )
        })
        .count() as u64;
    // Each side of each game between two different decks: its deck, and whether it won.
    let sided: Vec<(usize, usize, bool)> = played
        .iter()
        .filter(|([a, b], _)| a != b)
        .flat_map(|([a, b], s)| {
            let w = winner(s);
            [
                (*a, *b, w == Some(PlayerId::P0)),
                (*b, *a, w == Some(PlayerId::P1)),
            ]
        })
        .collect();
    let rate_of = |keep: &dyn Fn(usize, usize) -> bool| {
        let mine: Vec<bool> = sided
            .iter()
            .filter(|(d, o, _)| keep(*d, *o))
            .map(|(_, _, won)| *won)
            .collect();
        Rate::new(
            mine.iter().filter(|w| **w).count() as u64,
            mine.len() as u64,
        )
    };
    let deck_rates = decks
        .iter()
        .enumerate()
        .map(|(k, d)| (d.to_string(), rate_of(&|x, _| x == k)))
        .collect();
    let mut pairings = Vec::new();
    for (a, da) in decks.iter().enumerate() {
        for (b, db) in decks.iter().enumerate().filter(|(b, _)| *b != a) {
            pairings.push(DeckPairing {
                deck: da.to_string(),
                against: db.to_string(),
                rate: rate_of(&|x, o| x == a && o == b),
            });
        }
    }
    let mut arcs: Vec<String> = c
        .decks
        .iter()
        .flat_map(|d| d.lineup.iter().cloned())
        .collect();
    arcs.sort();
    arcs.dedup();
    let arcastella = arcs
        .into_iter()
        .map(|id| {
            let holds = |k: usize| c.decks[k].lineup.contains(&id);
            let r = rate_of(&|x, o| holds(x) && !holds(o));
            (id, r)
        })
        .collect();
    let median = match turns.len() {
        0 => 0.0,
        k if k % 2 == 1 => f64::from(turns[k / 2]),
        k => (f64::from(turns[k / 2 - 1]) + f64::from(turns[k / 2])) / 2.0,
    };
    Ok(DuelBalance {
        bot: bot.to_string(),
        games_per_pairing: games,
        games: n,
        mean_turns: turns.iter().map(|t| f64::from(*t)).sum::<f64>() / n.max(1) as f64,
        median_turns: median,
        turn_limit_games: limit,
        draws,
        first_player: Rate::new(first, n),
        decks: deck_rates,
        pairings,
        arcastella,
        secs: started.elapsed().as_secs_f64(),
    })
}
