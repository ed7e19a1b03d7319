//! The `replay` subcommands: verify, info and review a saved replay.

use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::replay;

/// `replay verify FILE...`: OK or the first problem of each.
pub fn verify_replays(
    files: &[std::path::PathBuf],
    content: &std::path::Path,
) -> Result<(), String> {
    let mut loaded = ReplayContent {
        dir: content,
        duel: None,
        grail: None,
    };
    {
        {
            let mut failed = 0;
            for f in files {
                let name = f.display().to_string();
                let result = replay::load_file(f)
                    .map_err(|e| e.to_string())
                    .and_then(|r| {
                        loaded.load_for(r.game())?;
                        replay::verify(&name, &r, loaded.duel.as_ref(), loaded.grail.as_ref())
                            .map_err(|e| e.to_string())
                    });
                match result {
                    Ok(v) => println!(
                        "OK    {name}: {} actions, {}",
                        v.actions,
                        if v.finished { "finished" } else { "unfinished" }
                    ),
                    Err(e) => {
                        failed += 1;
                        println!("FAIL  {e}");
                    }
                }
            }
            if failed > 0 {
                Err(format!("{failed} of {} replay(s) failed", files.len()))
            } else {
                Ok(())
            }
        }
    }
}

/// `replay info FILE`: the summary.
pub fn replay_info(file: &std::path::Path) -> Result<(), String> {
    {
        {
            let r = replay::load_file(file).map_err(|e| e.to_string())?;
            println!("file:     {}", file.display());
            println!("game:     {}", r.game());
            println!("created:  {}", r.created());
            println!("players:  {}", r.players_line());
            for (i, s) in r.seats().iter().enumerate() {
                let what = match (&s.bot, s.difficulty) {
                    (Some(b), Some(d)) => format!("bot {b}, {d:?}"),
                    (Some(b), None) => format!("bot {b}"),
                    _ => "human".into(),
                };
                println!("  seat {i}: {} ({what})", s.name);
            }
            println!("result:   {}", r.result_line());
            println!("actions:  {}", r.action_count());
            println!("seed:     {}", r.seed());
            println!("content:  {}", r.content_hash());
            Ok(())
        }
    }
}

/// `replay analyze`: the review of a replay of either game, as text or JSON; progress goes
/// to stderr.
pub fn analyze(
    file: &std::path::Path,
    json: bool,
    iters: u32,
    content: &std::path::Path,
) -> Result<(), String> {
    use horizon_notes::review::{Review, ReviewConfig, review_duel, review_grail};
    let r = replay::load_file(file).map_err(|e| e.to_string())?;
    let name = file.display().to_string();
    let cfg = ReviewConfig {
        iterations: iters.max(1),
        ..ReviewConfig::default()
    };
    let progress = |n: usize, total: usize| {
        if n.is_multiple_of((total / 10).max(1)) {
            eprintln!("reviewed {n} of {total} decisions");
        }
        true
    };
    fn print<A: serde::Serialize + std::fmt::Debug + PartialEq>(
        rv: &Review<A>,
        json: bool,
    ) -> Result<(), String> {
        if json {
            println!("{}", serde_json::to_string(rv).map_err(|e| e.to_string())?);
            return Ok(());
        }
        for (i, d) in rv.decisions.iter().enumerate().filter(|(_, d)| d.choice) {
            let pct = |v: &[f64]| {
                v.iter()
                    .map(|x| format!("{:.0}", x * 100.0))
                    .collect::<Vec<_>>()
                    .join("/")
            };
            println!(
                "{i:>4} seat {} {:?}: win {} -> {} ({:?}{})",
                d.seat,
                d.action,
                pct(&d.win_before),
                pct(&d.win_after),
                d.class,
                if d.loss >= 0.01 && d.best != d.action {
                    format!(", best {:?} by {:.0} points", d.best, d.loss * 100.0)
                } else {
                    String::new()
                }
            );
        }
        for (k, s) in rv.seats.iter().enumerate() {
            println!(
                "seat {k}: accuracy {:.1}, {} inaccuracies, {} mistakes, {} blunders, luck {:+.0} points",
                s.accuracy,
                s.inaccuracies,
                s.mistakes,
                s.blunders,
                s.luck * 100.0
            );
        }
        for t in &rv.turning_points {
            println!(
                "turning point after decision {}: seat {} {:+.0} points ({:?})",
                t.decision,
                t.seat,
                t.swing * 100.0,
                t.cause
            );
        }
        Ok(())
    }
    let key = replay::ReviewKey::new(
        r.content_hash(),
        r.final_state_hash(),
        r.action_count(),
        cfg.iterations,
        cfg.seed,
    );
    let stopped = || "the review was stopped".to_string();
    match &r {
        replay::Replay::Duel(d) => {
            let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
            let rv =
                replay::saved_or_made(file, &key, || review_duel(&name, d, &c, &cfg, &progress))
                    .map_err(|e| e.to_string())?
                    .ok_or_else(stopped)?;
            print(&told(file, rv), json)
        }
        replay::Replay::Grail(g) => {
            let c = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
                .map_err(|e| e.to_string())?;
            let rv =
                replay::saved_or_made(file, &key, || review_grail(&name, g, &c, &cfg, &progress))
                    .map_err(|e| e.to_string())?
                    .ok_or_else(stopped)?;
            print(&told(file, rv), json)
        }
    }
}

/// The review, with what became of the saved one said on stderr.
fn told<T>(file: &std::path::Path, rv: replay::Reviewed<T>) -> T {
    if rv.reused {
        eprintln!(
            "the saved review {} is used",
            replay::review_path(file).display()
        );
    }
    for p in &rv.problems {
        eprintln!("{p}");
    }
    rv.review
}

/// The content a replay needs, loaded on first use.
struct ReplayContent<'a> {
    dir: &'a std::path::Path,
    duel: Option<horizon_notes::content::duel::DuelContent>,
    grail: Option<horizon_notes::content::grail::GrailContent>,
}

impl ReplayContent<'_> {
    fn load_for(&mut self, game: replay::GameKind) -> Result<(), String> {
        match game {
            replay::GameKind::Duel if self.duel.is_none() => {
                self.duel = Some(load_duel_dir(&self.dir.join("duel")).map_err(|e| e.to_string())?);
            }
            replay::GameKind::Grail if self.grail.is_none() => {
                self.grail = Some(
                    horizon_notes::content::grail::GrailContent::load_dir(&self.dir.join("grail"))
                        .map_err(|e| e.to_string())?,
                );
            }
            _ => {}
        }
        Ok(())
    }
}
