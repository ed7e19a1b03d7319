//! `sim verdicts`: how far a review's verdicts can be trusted. Duels between two bots are
//! played and reviewed as a person's would be; every mistake and blunder the review shows
//! is searched again, independently, with ten times the review's budget spent on the
//! review's favourite and the move played alone; a verdict survives if that search still
//! finds a loss of a mistake's size. Each seat's accuracy is reported too: the weaker bot
//! should score lower.

use serde::Serialize;

use crate::ai::BotSpec;
use crate::ai::Game;
use crate::ai::duel::DuelGame;
use crate::ai::mcts::{self, Budget, MctsConfig};
use crate::content::duel::DuelContent;
use crate::replay::{SeatInfo, record_duel};
use crate::review::{Class, ReviewConfig, review_duel};
use crate::rules::duel;

use super::{Player, Simulated, each_game, game_seed, play, sim_config};

/// The deeper search's budget, in review budgets.
pub const CHECK: u32 = 10;

#[derive(Clone, Debug, Default, Serialize)]
pub struct VerdictReport {
    pub games: u64,
    /// Mistakes and blunders the reviews showed, and how many a search of ten times the
    /// budget confirmed.
    pub shown: u64,
    pub survived: u64,
    /// The first and second bot's mean accuracy, and the games in which the first scored
    /// lower than the second.
    pub accuracy: [f64; 2],
    pub first_lower: u64,
}

/// One game's figures: (shown, survived, each side's accuracy).
type GameVerdicts = (u64, u64, [f64; 2]);

/// Plays `games` duels of `bots[0]` against `bots[1]` (seats swapped every other game),
/// reviews each at `review` and checks its verdicts.
pub fn sim_verdicts(
    c: &DuelContent,
    games: u64,
    seed: u64,
    bots: [&BotSpec; 2],
    review: &ReviewConfig,
    threads: usize,
) -> Result<VerdictReport, String> {
    let per_game = each_game(games, threads, |i| {
        one_game(c, i, game_seed(seed, i), bots, review)
    })?;
    let mut r = VerdictReport {
        games,
        ..VerdictReport::default()
    };
    for (shown, survived, acc) in &per_game {
        r.shown += shown;
        r.survived += survived;
        r.accuracy[0] += acc[0] / games.max(1) as f64;
        r.accuracy[1] += acc[1] / games.max(1) as f64;
        r.first_lower += u64::from(acc[0] < acc[1]);
    }
    Ok(r)
}

fn one_game(
    c: &DuelContent,
    i: u64,
    gs: u64,
    bots: [&BotSpec; 2],
    review: &ReviewConfig,
) -> Result<GameVerdicts, String> {
    let config = sim_config(c, gs)?;
    let side = |seat: usize| DuelGame::side(i, seat);
    let mut players: Vec<Player<DuelGame>> = (0..2)
        .map(|seat| Player::new(bots[side(seat)], DuelGame::bot_seed(gs, side(seat))))
        .collect();
    let mut log = Vec::new();
    play::<DuelGame>(c, &config, &mut players, Some(&mut log))?;
    let seats = [0, 1].map(|seat| {
        let spec = bots[side(seat)];
        SeatInfo::bot(format!("{spec} {}", seat + 1), spec.to_string(), None)
    });
    let replay = record_duel(c, &config, seats, &log, String::new())?;
    let file = format!("simulated duel {i}");
    let r = review_duel(&file, &replay, c, review, &|_, _| true)
        .map_err(|e| e.to_string())?
        .ok_or("the review stopped")?;
    // The states before each decision, to search them again.
    let (mut s, _) = duel::new_game(c, &config).map_err(|e| e.to_string())?;
    let mut before = Vec::with_capacity(log.len());
    for (p, a) in &log {
        before.push(s.clone());
        duel::apply_quiet(c, &mut s, *p, *a).map_err(|e| e.to_string())?;
    }
    let deep = MctsConfig::new(Budget::Iterations(review.iterations.saturating_mul(CHECK)));
    let (mut shown, mut survived) = (0, 0);
    for (k, d) in r.decisions.iter().enumerate() {
        if d.class < Class::Mistake {
            continue;
        }
        shown += 1;
        let Some(state) = before.get(d.ply) else {
            continue;
        };
        let view = DuelGame::view(c, state, d.seat);
        let mut rng = rand::SeedableRng::seed_from_u64(game_seed(gs ^ 0xDEE9, k as u64));
        let moves = mcts::search_values_among::<DuelGame>(
            c,
            &view,
            &deep,
            &mut rng,
            2,
            &[d.best, d.action],
        );
        let value = |a| {
            moves
                .iter()
                .find(|(m, _)| m.action == a)
                .map(|(_, v)| v[d.seat])
        };
        if let (Some(b), Some(p)) = (value(d.best), value(d.action))
            && Class::of((b - p).max(0.0)) >= Class::Mistake
        {
            survived += 1;
        }
    }
    let acc = |side_k: usize| {
        let seat = if side(0) == side_k { 0 } else { 1 };
        r.seats.get(seat).map_or(100.0, |x| x.accuracy)
    };
    Ok((shown, survived, [acc(0), acc(1)]))
}
