//! The AI ladder (`sim ladder duel|grail`): each level plays the next, and every searching
//! level plays the fixed references (random, greedy, and the levels as they were before
//! the current search, `ref:easy|normal|hard`), at the levels' real budgets, on every core.
//! One Bradley–Terry fit over all the games gives each bot an Elo rating (random at 0) with
//! a 95% interval, so levels and references are read on one scale. A ladder played in
//! chunks (`--record FILE`, a JSON line a pairing as it ends) is rated over every chunk.

use serde::{Deserialize, Serialize};

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
#[derive(Clone, Debug, Serialize, Deserialize)]
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
    pub pairings: Vec<Pairing>,
    pub ratings: Vec<Rating>,
}

impl LadderReport {
    /// The report over `pairings`, the chunks of one pairing summed first (each pairing
    /// carries one virtual draw in the fit, however many chunks it was played in).
    pub fn of(game: &str, pairings: &[Pairing]) -> Self {
        let merged = merge(pairings);
        let ratings = rate(&merged);
        Self {
            game: game.to_string(),
            pairings: merged,
            ratings,
        }
    }
}

/// One line of a ladder's record: a pairing's chunk, the game and the seed it was played
/// with.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    pub game: String,
    pub seed: u64,
    pub pairing: Pairing,
}

/// The records of `game` in a record file's `text` (one JSON object a line, blank lines
/// allowed); a line that is not a record is an error naming the line and the reason.
pub fn read_records(text: &str, game: &str) -> Result<Vec<Record>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let r: Record = serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 1))?;
        if r.pairing.a_wins + r.pairing.b_wins + r.pairing.draws != r.pairing.games {
            return Err(format!(
                "line {}: {} vs {}: wins, losses and draws do not add up to {} games",
                i + 1,
                r.pairing.a,
                r.pairing.b,
                r.pairing.games
            ));
        }
        if r.game == game {
            out.push(r);
        }
    }
    Ok(out)
}

/// Refuses to play a pairing again with a seed the record already holds for it: its games
/// would be the same deals again, counted twice.
pub fn check_fresh(
    earlier: &[Record],
    to_play: &[(String, String)],
    seed: u64,
) -> Result<(), String> {
    match earlier
        .iter()
        .find(|r| r.seed == seed && to_play.contains(&(r.pairing.a.clone(), r.pairing.b.clone())))
    {
        Some(r) => Err(format!(
            "the record already holds {} vs {} with seed {seed}: the same deals again; choose another --seed",
            r.pairing.a, r.pairing.b
        )),
        None => Ok(()),
    }
}

/// The pairings with the chunks of each (the same bots in the same order) summed, in the
/// order each pairing first appears; scores and intervals recomputed.
pub fn merge(chunks: &[Pairing]) -> Vec<Pairing> {
    let mut out: Vec<Pairing> = Vec::new();
    for c in chunks {
        match out.iter_mut().find(|p| p.a == c.a && p.b == c.b) {
            Some(p) => {
                p.games += c.games;
                p.a_wins += c.a_wins;
                p.b_wins += c.b_wins;
                p.draws += c.draws;
                p.wall_secs += c.wall_secs;
            }
            None => out.push(c.clone()),
        }
    }
    out.iter_mut().for_each(Pairing::rescore);
    out
}

impl Pairing {
    /// Sets `a`'s score (a draw counts half) and its 95% Wilson interval from the counts.
    fn rescore(&mut self) {
        self.score = (self.a_wins as f64 + 0.5 * self.draws as f64) / self.games.max(1) as f64;
        (self.low, self.high) = wilson_95_of(self.score, self.games);
    }
}

/// The ladder's pairings kept by `only` ("A/B" entries separated by `;`, the bots as the
/// ladder names them), or all of them when `only` is empty; an entry that is not one of
/// the ladder's pairings is an error.
pub fn keep_only(all: Vec<(String, String)>, only: &str) -> Result<Vec<(String, String)>, String> {
    if only.trim().is_empty() {
        return Ok(all);
    }
    let wanted: Vec<(String, String)> = only
        .split(';')
        .map(|e| {
            e.split_once('/')
                .map(|(a, b)| (a.trim().to_string(), b.trim().to_string()))
                .ok_or_else(|| format!("--only: \"{e}\" is not A/B"))
        })
        .collect::<Result<_, _>>()?;
    if let Some((a, b)) = wanted.iter().find(|w| !all.contains(w)) {
        return Err(format!(
            "--only: {a}/{b} is not one of this ladder's pairings"
        ));
    }
    Ok(all.into_iter().filter(|p| wanted.contains(p)).collect())
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

/// Plays `pairings` (see [`pairings`] and [`keep_only`]), `games` games each, and rates
/// every bot. `progress` hears of each pairing as it ends. A pairing's deals depend on the
/// seed and on the pairing, not on its place in the list.
pub fn ladder(
    game: LadderGame,
    pairings: Vec<(String, String)>,
    games: u64,
    seed: u64,
    threads: usize,
    mut progress: impl FnMut(&Pairing),
) -> Result<LadderReport, String> {
    let mut out = Vec::new();
    for (a, b) in pairings {
        let sa: BotSpec = a.parse()?;
        let sb: BotSpec = b.parse()?;
        let start = std::time::Instant::now();
        let pseed = game_seed(seed, pairing_key(&a, &b));
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
        let mut p = Pairing {
            a,
            b,
            games,
            a_wins: aw,
            b_wins: bw,
            draws: d,
            score: 0.0,
            low: 0.0,
            high: 0.0,
            wall_secs: start.elapsed().as_secs_f64(),
        };
        p.rescore();
        progress(&p);
        out.push(p);
    }
    Ok(LadderReport::of(game.name(), &out))
}

impl LadderGame<'_> {
    /// The game's name in reports and records.
    pub fn name(&self) -> &'static str {
        match self {
            LadderGame::Duel(_) => "duel",
            LadderGame::Grail(_) => "grail",
        }
    }
}

/// A pairing's own stream of deals: FNV-1a of its two names, so that `--only` and a
/// longer list of levels leave each pairing's games as they were.
fn pairing_key(a: &str, b: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in a.bytes().chain([b'/']).chain(b.bytes()) {
        h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    h
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
        writeln!(f, "{} ladder", self.game)?;
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

    /// A ladder played in chunks is rated as if played at once: the chunks of a pairing
    /// sum, another game's lines are left out, and a line that does not add up is named.
    #[test]
    fn a_ladders_chunks_merge_into_one_pairing() {
        let line = |game: &str, p: Pairing| {
            serde_json::to_string(&Record {
                game: game.into(),
                seed: 1,
                pairing: p,
            })
            .unwrap()
        };
        let text = [
            line("duel", pairing("mcts:hard", "mcts:normal", 3, 1, 0)),
            line("grail", pairing("mcts:hard", "mcts:normal", 0, 4, 0)),
            String::new(),
            line("duel", pairing("mcts:hard", "mcts:normal", 2, 1, 1)),
            line("duel", pairing("mcts:normal", "random", 4, 0, 0)),
        ]
        .join("\n");
        let records = read_records(&text, "duel").unwrap();
        assert_eq!(records.len(), 3);
        let chunks: Vec<Pairing> = records.iter().map(|r| r.pairing.clone()).collect();
        let again = [("mcts:hard".to_string(), "mcts:normal".to_string())];
        assert!(check_fresh(&records, &again, 1).is_err(), "seed 1 is taken");
        assert!(check_fresh(&records, &again, 2).is_ok());
        let r = LadderReport::of("duel", &chunks);
        assert_eq!(r.pairings.len(), 2);
        let p = &r.pairings[0];
        assert_eq!((p.games, p.a_wins, p.b_wins, p.draws), (8, 5, 2, 1));
        assert!((p.score - 0.6875).abs() < 1e-12);
        assert!(p.low < p.score && p.score < p.high);
        assert_eq!(r.ratings.len(), 3);

        let mut broken = pairing("a", "b", 1, 1, 0);
        broken.games = 3;
        let bad = format!(
            "{}\n{}",
            line("duel", pairing("a", "b", 1, 0, 0)),
            line("duel", broken)
        );
        let e = read_records(&bad, "duel").unwrap_err();
        assert!(e.starts_with("line 2:") && e.contains("3 games"), "{e}");
        let e = read_records("{\"game\":\"duel\"}", "duel").unwrap_err();
        assert!(e.starts_with("line 1:") && e.contains("seed"), "{e}");
    }

    /// `--only` keeps the pairings it names, in the ladder's order, and refuses one the
    /// ladder does not play; a pairing's deals do not depend on what else is played.
    #[test]
    fn only_keeps_the_named_pairings() {
        let levels: Vec<String> = LEVELS.iter().map(|s| s.to_string()).collect();
        let refs: Vec<(String, String)> = REFERENCES
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let all = pairings(&levels, &refs);
        let kept = keep_only(all.clone(), "mcts:hard/ref:hard; mcts:hard/mcts:normal").unwrap();
        let names: Vec<String> = kept.iter().map(|(a, b)| format!("{a}/{b}")).collect();
        assert_eq!(names, ["mcts:hard/mcts:normal", "mcts:hard/ref:hard"]);
        assert_eq!(keep_only(all.clone(), "").unwrap(), all);
        assert!(keep_only(all.clone(), "mcts:easy/mcts:hard").is_err());
        assert!(keep_only(all, "mcts:easy").is_err());
        assert_ne!(
            pairing_key("mcts:hard", "mcts:normal"),
            pairing_key("mcts:normal", "mcts:hard")
        );
    }
}
