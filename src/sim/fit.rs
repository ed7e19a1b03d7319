//! `sim fit`: fits the duel's evaluation (`ai::duel::eval`) on self-play. Duels between two
//! copies of a bot are played; the position at the first decision of every turn (where the
//! search's rollouts stop) is kept from both seats' sides, labelled with how the duel ended
//! for that seat. One game in five is held out; a logistic regression is fitted on the rest
//! by Newton's method, and both it and the hand-written evaluation are scored on the
//! held-out positions.

use serde::Serialize;

use crate::ai::duel::DuelGame;
use crate::ai::duel::eval::{FEATURE_NAMES, FEATURES, dot, features, logistic};
use crate::ai::{BotSpec, Game};
use crate::content::duel::DuelContent;
use crate::rules::duel::{self, PlayerId};

use super::{Player, Simulated, each_game, game_seed, play, sim_config};

/// A position's features from one seat's side, the hand-written evaluation's estimate for
/// that seat, and how the duel ended for it (1 won, 0 lost, 0.5 drawn).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub x: [f64; FEATURES],
    pub hand: f64,
    pub y: f64,
}

/// How well an evaluation predicts the held-out duels' results.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Score {
    /// Mean cross-entropy, in nats (lower is better; 0.693 is a coin's).
    pub log_loss: f64,
    /// The share of decided positions whose winner it favours.
    pub accuracy: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct FitReport {
    pub games: u64,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// (feature, weight), in the order of `FEATURE_NAMES`.
    pub weights: Vec<(String, f64)>,
    pub fitted: Score,
    pub hand_written: Score,
}

/// L2 penalty of the fit: enough to keep a rarely-seen feature's weight finite.
const RIDGE: f64 = 1.0;

/// Plays `games` duels of `bot` against itself and fits the evaluation.
pub fn fit_duel_eval(
    c: &DuelContent,
    games: u64,
    seed: u64,
    bot: &BotSpec,
    threads: usize,
) -> Result<FitReport, String> {
    let per_game = each_game(games, threads, |i| {
        samples_of_game(c, i, game_seed(seed, i), bot)
    })?;
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, s) in per_game.into_iter().enumerate() {
        if i % 5 == 4 { &mut test } else { &mut train }.extend(s);
    }
    let w = fit_logistic(&train, RIDGE);
    Ok(FitReport {
        games,
        train_positions: train.len(),
        held_out_positions: test.len(),
        weights: FEATURE_NAMES
            .iter()
            .zip(w)
            .map(|(n, v)| (n.to_string(), v))
            .collect(),
        fitted: score(&test, |s| logistic(dot(&w, &s.x))),
        hand_written: score(&test, |s| s.hand),
    })
}

/// The positions of one self-play duel, from both seats' sides.
fn samples_of_game(c: &DuelContent, i: u64, gs: u64, bot: &BotSpec) -> Result<Vec<Sample>, String> {
    let config = sim_config(c, gs)?;
    let mut players: Vec<Player<DuelGame>> = (0..2)
        .map(|seat| Player::new(bot, DuelGame::bot_seed(gs, DuelGame::side(i, seat))))
        .collect();
    let mut log = Vec::new();
    let (end, _) = play::<DuelGame>(c, &config, &mut players, Some(&mut log))?;
    let (mut s, _) = duel::new_game(c, &config).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut turn = 0;
    for (p, a) in &log {
        if s.turn != turn {
            turn = s.turn;
            for me in [PlayerId::P0, PlayerId::P1] {
                out.push(Sample {
                    x: features(c, &s, me),
                    hand: DuelGame::value(c, &s, me.index()),
                    // The finished duel's own score: 1 won, 0 lost, 0.5 drawn.
                    y: DuelGame::value(c, &end, me.index()),
                });
            }
        }
        duel::apply_quiet(c, &mut s, *p, *a).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// The mean log loss and accuracy of `p` over `samples`.
pub fn score(samples: &[Sample], p: impl Fn(&Sample) -> f64) -> Score {
    let mut r = Score::default();
    let (mut decided, mut right) = (0usize, 0usize);
    for s in samples {
        let q = p(s).clamp(1e-6, 1.0 - 1e-6);
        r.log_loss -= s.y * q.ln() + (1.0 - s.y) * (1.0 - q).ln();
        if s.y != 0.5 {
            decided += 1;
            right += usize::from((q > 0.5) == (s.y > 0.5));
        }
    }
    r.log_loss /= samples.len().max(1) as f64;
    r.accuracy = right as f64 / decided.max(1) as f64;
    r
}

/// Logistic regression without intercept (the features are one side's less the other's,
/// so an even position is a coin) by Newton's method with an L2 penalty of `ridge`.
pub fn fit_logistic(samples: &[Sample], ridge: f64) -> [f64; FEATURES] {
    let mut w = [0.0; FEATURES];
    for _ in 0..25 {
        let mut g = [0.0; FEATURES];
        let mut h = [[0.0; FEATURES]; FEATURES];
        for (k, gk) in g.iter_mut().enumerate() {
            *gk = ridge * w[k];
            h[k][k] = ridge;
        }
        for s in samples {
            let p = logistic(dot(&w, &s.x));
            let r = p * (1.0 - p);
            for ((ga, ha), xa) in g.iter_mut().zip(h.iter_mut()).zip(&s.x) {
                *ga += (p - s.y) * xa;
                for (hab, xb) in ha.iter_mut().zip(&s.x) {
                    *hab += r * xa * xb;
                }
            }
        }
        let Some(step) = solve(h, g) else {
            break;
        };
        let mut moved = 0.0f64;
        for (wk, d) in w.iter_mut().zip(step) {
            *wk -= d;
            moved = moved.max(d.abs());
        }
        if moved < 1e-9 {
            break;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, below) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (k, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (x, p) in row.iter_mut().zip(pivot_row).skip(col) {
                *x -= f * p;
            }
            b[col + 1 + k] -= f * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Samples drawn from a known logistic model give its weights back, and score better
    /// under it than under a coin.
    #[test]
    fn the_fit_recovers_a_known_model() {
        let mut truth = [0.0; FEATURES];
        for (k, w) in truth.iter_mut().enumerate() {
            *w = (k as f64 - 8.0) / 8.0;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let samples: Vec<Sample> = (0..40_000)
            .map(|_| {
                let mut x = [0.0; FEATURES];
                for v in &mut x {
                    *v = rng.random_range(-1.0..1.0);
                }
                let p = logistic(dot(&truth, &x));
                let y = f64::from(u8::from(rng.random_bool(p)));
                Sample { x, hand: 0.5, y }
            })
            .collect();
        let w = fit_logistic(&samples, RIDGE);
        for (k, (got, want)) in w.iter().zip(&truth).enumerate() {
            assert!((got - want).abs() < 0.1, "weight {k}: {got} against {want}");
        }
        let fitted = score(&samples, |s| logistic(dot(&w, &s.x)));
        let coin = score(&samples, |s| s.hand);
        assert!(
            fitted.log_loss < coin.log_loss - 0.05,
            "{fitted:?} {coin:?}"
        );
        assert!(fitted.accuracy > 0.6, "{fitted:?}");
    }
}
