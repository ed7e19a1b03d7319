//! The AI ladder (`sim ladder duel|grail`): each level plays the next, and every searching
//! level plays the fixed references (random, greedy, and the levels as they were before
//! the current search, `ref:easy|normal|hard`), at the levels' real budgets, on every core.
//! One Bradley–Terry fit over all the games gives each bot an Elo rating (random at 0) with
//! a 95% interval, so levels and references are read on one scale.

use serde::Serialize;

use crate::ai::BotSpec;
use crate::ai::grail::GrailGame;
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;

use super::{Player, Simulated, each_game, game_seed, play, wilson_95_of};

/// The duel's and the Grail War's ladder: the levels in order, weakest first.
pub const LEVELS: [&str; 5] = ["random", "greedy", "mcts:easy", "mcts:normal", "mcts:hard"];
/// Each searching level's reference: the same level before the current search.
pub const REFERENCES: [(&str, &str); 3] = [
    ("mcts:easy", "ref:easy"),
    ("mcts:normal", "ref:normal"),
    ("mcts:hard", "ref:hard"),
];

/// One pairing's games, counted for its first bot.
#[derive(Clone, Debug, Serialize)]
pub struct Pairing {
    pub a: String,
    pub b: String,
    pub games: u64,
    pub a_wins: u64,
    pub b_wins: u64,
    pub draws: u64,
    /// `a`'s score (a draw counts half) and its 95% Wilson interval.
    pub score: f64,
    pub low: f64,
    pub high: f64,
    pub wall_secs: f64,
}

/// One bot's rating.
#[derive(Clone, Debug, Serialize)]
pub struct Rating {
    pub bot: String,
    pub elo: f64,
    /// The 95% interval of the rating (random's is exactly 0).
    pub low: f64,
    pub high: f64,
    pub games: u64,
}

#[derive(Clone, Debug, Serialize)]
pub struct LadderReport {
    pub game: String,
    pub games_per_pairing: u64,
    pub pairings: Vec<Pairing>,
    pub ratings: Vec<Rating>,
}

/// The pairings of a ladder over `levels` (weakest first): each level against the next,
/// and each searching level against random, greedy and its reference.
pub fn pairings(levels: &[String], references: &[(String, String)]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = levels
        .windows(2)
        .map(|w| (w[1].clone(), w[0].clone()))
        .collect();
    for l in levels.iter().filter(|l| l.starts_with("mcts")) {
        for fixed in ["random", "greedy"] {
            let pair = (l.clone(), fixed.to_string());
            if !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    for (level, reference) in references {
        if levels.contains(level) {
            out.push((level.clone(), reference.clone()));
        }
    }
    out
}

/// Plays `games` games of `a` against `b`, the seats swapped every other game; returns
/// (a's wins, b's wins, draws).
fn duel_pairing(
    c: &DuelContent,
    games: u64,
    seed: u64,
    specs: [&BotSpec; 2],
    threads: usize,
) -> Result<(u64, u64, u64), String> {
    let r = super::sim_duel(c, games, seed, specs, threads, None)?;
    Ok((r.p1_wins, r.p2_wins, r.draws))
}

/// Plays `games` two-faction Grail Wars of `a` against `b`, each side taking each seat (and
/// so each servant of the lineup) in every other game; a war with no single winner is a
/// draw.
fn grail_pairing(
    c: &GrailContent,
    games: u64,
    seed: u64,
    specs: [&BotSpec; 2],
    threads: usize,
) -> Result<(u64, u64, u64), String> {
    let results = each_game(games, threads, |i| {
        let gs = game_seed(seed, i);
        let config = GrailGame::setup(c, gs, 2)?;
        let swap = i % 2 == 1;
        let side_of = |seat: usize| if swap { 1 - seat } else { seat };
        let mut players: Vec<Player<GrailGame>> = (0..2)
            .map(|seat| {
                let side = side_of(seat);
                Player::new(specs[side], GrailGame::bot_seed(gs, side))
            })
            .collect();
        let (_, summary) = play::<GrailGame>(c, &config, &mut players, None)?;
        Ok(summary.winner.map(|w| side_of(usize::from(w))))
    })?;
    let a = results.iter().filter(|w| **w == Some(0)).count() as u64;
    let b = results.iter().filter(|w| **w == Some(1)).count() as u64;
    Ok((a, b, games - a - b))
}

/// The game a ladder is played in.
pub enum LadderGame<'a> {
    Duel(&'a DuelContent),
    Grail(&'a GrailContent),
}

/// Plays the ladder of `levels` with `references` (see [`pairings`]), `games` games a
/// pairing, and rates every bot. `progress` hears of each pairing as it ends.
pub fn ladder(
    game: LadderGame,
    levels: &[String],
    references: &[(String, String)],
    games: u64,
    seed: u64,
    threads: usize,
    mut progress: impl FnMut(&Pairing),
) -> Result<LadderReport, String> {
    let mut out = Vec::new();
    for (k, (a, b)) in pairings(levels, references).into_iter().enumerate() {
        let sa: BotSpec = a.parse()?;
        let sb: BotSpec = b.parse()?;
        let start = std::time::Instant::now();
        let pseed = game_seed(seed, 1000 + k as u64);
        // A level that searches on every core plays one game at a time, so that its time
        // budget is the one a person's game gives it.
        let search = |s: &BotSpec| match s {
            BotSpec::Mcts(c) => c.threads,
            _ => 1,
        };
        let threads = (threads / search(&sa).max(search(&sb))).max(1);
        let (aw, bw, d) = match &game {
            LadderGame::Duel(c) => duel_pairing(c, games, pseed, [&sa, &sb], threads)?,
            LadderGame::Grail(c) => grail_pairing(c, games, pseed, [&sa, &sb], threads)?,
        };
        let score = (aw as f64 + 0.5 * d as f64) / games.max(1) as f64;
        let (low, high) = wilson_95_of(score, games);
        let p = Pairing {
            a,
            b,
            games,
            a_wins: aw,
            b_wins: bw,
            draws: d,
            score,
            low,
            high,
            wall_secs: start.elapsed().as_secs_f64(),
        };
        progress(&p);
        out.push(p);
    }
    let ratings = rate(&out);
    Ok(LadderReport {
        game: match game {
            LadderGame::Duel(_) => "duel".into(),
            LadderGame::Grail(_) => "grail".into(),
        },
        games_per_pairing: games,
        pairings: out,
        ratings,
    })
}

/// Elo points per unit of the Bradley–Terry strength.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// The Bradley–Terry maximum-likelihood ratings of every bot in `pairings`, anchored at
/// random (or the first bot) = 0, with 95% intervals from the observed information. Each
/// pairing carries one virtual draw, so that a clean sweep gives a finite rating.
pub fn rate(pairings: &[Pairing]) -> Vec<Rating> {
    let mut bots: Vec<String> = Vec::new();
    for p in pairings {
        for b in [&p.a, &p.b] {
            if !bots.contains(b) {
                bots.push(b.clone());
            }
        }
    }
    let anchor = bots.iter().position(|b| b == "random").unwrap_or(0);
    let n = bots.len();
    let idx = |b: &str| bots.iter().position(|x| x == b).unwrap_or(0);
    // (i, j, score of i, games), the virtual draw included.
    let data: Vec<(usize, usize, f64, f64)> = pairings
        .iter()
        .map(|p| {
            (
                idx(&p.a),
                idx(&p.b),
                p.a_wins as f64 + 0.5 * p.draws as f64 + 0.5,
                p.games as f64 + 1.0,
            )
        })
        .collect();
    let mut theta = vec![0.0f64; n];
    let free: Vec<usize> = (0..n).filter(|&i| i != anchor).collect();
    let mut info = vec![vec![0.0; free.len()]; free.len()];
    // Newton's method on the free strengths.
    for _ in 0..100 {
        let mut grad = vec![0.0; n];
        let mut hess = vec![vec![0.0; n]; n];
        for &(i, j, s, g) in &data {
            let p = 1.0 / (1.0 + (theta[j] - theta[i]).exp());
            grad[i] += s - g * p;
            grad[j] -= s - g * p;
            let w = g * p * (1.0 - p);
            hess[i][i] += w;
            hess[j][j] += w;
            hess[i][j] -= w;
            hess[j][i] -= w;
        }
        for (a, &i) in free.iter().enumerate() {
            for (b, &j) in free.iter().enumerate() {
                info[a][b] = hess[i][j];
            }
        }
        let Some(inv) = invert(&info) else {
            break;
        };
        let mut step = 0.0f64;
        for (a, &i) in free.iter().enumerate() {
            let d: f64 = free
                .iter()
                .enumerate()
                .map(|(b, &j)| inv[a][b] * grad[j])
                .sum();
            theta[i] += d;
            step = step.max(d.abs());
        }
        if step < 1e-10 {
            break;
        }
    }
    let inv = invert(&info);
    let games_of = |i: usize| -> u64 {
        pairings
            .iter()
            .filter(|p| idx(&p.a) == i || idx(&p.b) == i)
            .map(|p| p.games)
            .sum()
    };
    bots.iter()
        .enumerate()
        .map(|(i, b)| {
            let se = free
                .iter()
                .position(|&x| x == i)
                .and_then(|a| inv.as_ref().map(|m| m[a][a].max(0.0).sqrt()))
                .unwrap_or(0.0);
            let elo = ELO * (theta[i] - theta[anchor]);
            Rating {
                bot: b.clone(),
                elo,
                low: elo - 1.96 * ELO * se,
                high: elo + 1.96 * ELO * se,
                games: games_of(i),
            }
        })
        .collect()
}

/// The inverse of a small symmetric positive definite matrix (Gauss–Jordan), or `None`
/// when it is singular (a bot not connected to the anchor).
fn invert(m: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut a: Vec<Vec<f64>> = m
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut r = row.clone();
            r.extend((0..n).map(|j| f64::from(u8::from(i == j))));
            r
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        let p = a[col][col];
        for v in a[col].iter_mut() {
            *v /= p;
        }
        for r in 0..n {
            if r != col {
                let f = a[r][col];
                if f != 0.0 {
                    let (src, dst) = if r < col {
                        let (lo, hi) = a.split_at_mut(col);
                        (&hi[0], &mut lo[r])
                    } else {
                        let (lo, hi) = a.split_at_mut(r);
                        (&lo[col], &mut hi[0])
                    };
                    for (d, s) in dst.iter_mut().zip(src.iter()) {
                        *d -= f * s;
                    }
                }
            }
        }
    }
    Some(a.into_iter().map(|r| r[n..].to_vec()).collect())
}

impl std::fmt::Display for LadderReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} ladder, {} games a pairing",
            self.game, self.games_per_pairing
        )?;
        for p in &self.pairings {
            writeln!(
                f,
                "  {} vs {}: {}-{}-{} (score {:.1}%, 95% {:.1}%-{:.1}%), {:.0} s",
                p.a,
                p.b,
                p.a_wins,
                p.b_wins,
                p.draws,
                100.0 * p.score,
                100.0 * p.low,
                100.0 * p.high,
                p.wall_secs
            )?;
        }
        writeln!(f, "ratings (random = 0):")?;
        let mut r = self.ratings.clone();
        r.sort_by(|a, b| b.elo.total_cmp(&a.elo));
        for x in &r {
            writeln!(
                f,
                "  {:<14} {:>6.0} Elo (95% {:.0} to {:.0}), {} games",
                x.bot, x.elo, x.low, x.high, x.games
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(a: &str, b: &str, aw: u64, bw: u64, d: u64) -> Pairing {
        Pairing {
            a: a.into(),
            b: b.into(),
            games: aw + bw + d,
            a_wins: aw,
            b_wins: bw,
            draws: d,
            score: 0.0,
            low: 0.0,
            high: 0.0,
            wall_secs: 0.0,
        }
    }

    /// A 75% score is about 191 Elo (400·log10(3)); the virtual draw pulls it in a little,
    /// and a chain of two such steps adds up.
    #[test]
    fn ratings_follow_the_elo_formula() {
        let r = rate(&[
            pairing("b", "random", 750, 250, 0),
            pairing("c", "b", 750, 250, 0),
        ]);
        let elo = |b: &str| r.iter().find(|x| x.bot == b).map(|x| x.elo).unwrap();
        assert_eq!(elo("random"), 0.0);
        assert!((elo("b") - 190.8).abs() < 1.0, "{}", elo("b"));
        assert!((elo("c") - 381.6).abs() < 2.0, "{}", elo("c"));
        let b = r.iter().find(|x| x.bot == "b").unwrap();
        // 1000 games at 75% against the anchor: a standard error of 1/sqrt(1000·0.75·0.25)
        // = 0.073 in strength, 12.7 Elo (c, rated only against b, adds nothing to it).
        assert!((b.high - b.low - 2.0 * 1.96 * 12.7).abs() < 2.0, "{b:?}");
    }

    /// Every level plays the next, random and greedy, and its reference.
    #[test]
    fn the_ladder_pairs_levels_with_the_next_and_the_references() {
        let levels: Vec<String> = LEVELS.iter().map(|s| s.to_string()).collect();
        let refs: Vec<(String, String)> = REFERENCES
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let p = pairings(&levels, &refs);
        let has = |a: &str, b: &str| p.iter().any(|(x, y)| x == a && y == b);
        assert!(has("greedy", "random"));
        assert!(has("mcts:hard", "mcts:normal"));
        assert!(has("mcts:normal", "greedy"));
        assert!(has("mcts:hard", "random"));
        assert!(has("mcts:normal", "ref:normal"));
        assert_eq!(p.len(), 4 + 5 + 3);
    }
}
