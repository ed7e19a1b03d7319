//! The simulator's reports that measure the AI: `sim purpose`, `sim ladder`, `sim verdicts`
//! (docs/ai.md). `sim balance` is main's.

use std::path::Path;

use horizon_notes::ai::BotSpec;
use horizon_notes::cli::{BalanceGame, SimReportCommand};
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::sim;

/// Runs `report` if it is one of these; `None` for `sim balance`.
pub fn run(report: &SimReportCommand, content: &Path) -> Option<Result<(), String>> {
    match report {
        SimReportCommand::Balance { .. } => None,
        other => Some(run_one(other, content)),
    }
}

fn run_one(report: &SimReportCommand, content: &Path) -> Result<(), String> {
    match report {
        SimReportCommand::Verdicts {
            games,
            seed,
            p1,
            p2,
            iters,
            threads,
            json,
        } => {
            let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
            let (a, b): (BotSpec, BotSpec) = (p1.parse()?, p2.parse()?);
            let review = horizon_notes::review::ReviewConfig {
                iterations: *iters,
                seed: *seed,
            };
            let threads = threads.map_or_else(sim::available_threads, usize::from);
            let r = sim::verdicts::sim_verdicts(&c, *games, *seed, [&a, &b], &review, threads)?;
            if *json {
                println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
            } else {
                println!(
                    "{} duels reviewed: {} mistakes and blunders shown, {} confirmed by a search of {}x the budget ({:.1}%)",
                    r.games,
                    r.shown,
                    r.survived,
                    sim::verdicts::CHECK,
                    100.0 * r.survived as f64 / r.shown.max(1) as f64
                );
                println!(
                    "accuracy: {p1} {:.1}%, {p2} {:.1}%; {p1} lower in {} of {} games",
                    r.accuracy[0], r.accuracy[1], r.first_lower, r.games
                );
            }
            Ok(())
        }
        SimReportCommand::Fit {
            games,
            seed,
            bot,
            threads,
            json,
        } => {
            let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
            let bot: BotSpec = bot.parse()?;
            let threads = threads.map_or_else(sim::available_threads, usize::from);
            let r = sim::fit::fit_duel_eval(&c, *games, *seed, &bot, threads)?;
            if *json {
                println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
                return Ok(());
            }
            println!(
                "{} duels of {bot} against itself: {} positions fitted, {} held out",
                r.games, r.train_positions, r.held_out_positions
            );
            for (name, w) in &r.weights {
                println!("  {w:>9.4}  {name}");
            }
            for (name, s) in [("fitted", &r.fitted), ("hand-written", &r.hand_written)] {
                println!(
                    "held out, {name}: log loss {:.4}, accuracy {:.1}%",
                    s.log_loss,
                    100.0 * s.accuracy
                );
            }
            Ok(())
        }
        SimReportCommand::Ladder {
            game,
            games,
            seed,
            levels,
            only,
            record,
            threads,
            json,
        } => {
            use horizon_notes::sim::ladder::{
                LadderGame, LadderReport, REFERENCES, check_fresh, keep_only, ladder, pairings,
            };
            let levels: Vec<String> = levels.split(',').map(|s| s.trim().to_string()).collect();
            let refs: Vec<(String, String)> = REFERENCES
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect();
            let threads = threads.map_or_else(sim::available_threads, usize::from);
            let duel;
            let grail;
            let which = match game {
                BalanceGame::Duel => {
                    duel = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
                    LadderGame::Duel(&duel)
                }
                BalanceGame::Grail => {
                    grail = horizon_notes::content::grail::GrailContent::load_dir(
                        &content.join("grail"),
                    )
                    .map_err(|e| e.to_string())?;
                    LadderGame::Grail(&grail)
                }
            };
            let name = which.name();
            // Read the record before playing, so that a broken file stops the run at once.
            let earlier = match record {
                Some(path) => read_record_file(path, name)?,
                None => Vec::new(),
            };
            let mut failed_write = None;
            // `--games 0` plays nothing: it rates what the record holds.
            let to_play = match games {
                0 => Vec::new(),
                _ => keep_only(pairings(&levels, &refs), only)?,
            };
            if let Some(path) = record {
                check_fresh(&earlier, &to_play, *seed)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
            }
            let mut r = ladder(which, to_play, *games, *seed, threads, |p| {
                eprintln!(
                    "{} vs {}: {}-{}-{} in {:.0} s",
                    p.a, p.b, p.a_wins, p.b_wins, p.draws, p.wall_secs
                );
                if let Some(path) = record
                    && let Err(e) = append_record(path, name, *seed, p)
                {
                    failed_write.get_or_insert(e);
                }
            })?;
            if let Some(e) = failed_write {
                return Err(e);
            }
            if record.is_some() {
                let mut all: Vec<_> = earlier.into_iter().map(|x| x.pairing).collect();
                all.extend(r.pairings);
                r = LadderReport::of(name, &all);
            }
            if *json {
                println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
            } else {
                print!("{r}");
            }
            Ok(())
        }
        SimReportCommand::Purpose {
            games,
            seed,
            factions,
            skirmish,
            threads,
            json,
        } => {
            let c = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
                .map_err(|e| e.to_string())?;
            let bots = BotSpec::list(factions)?;
            let threads = threads.map_or_else(sim::available_threads, usize::from);
            let r = sim::purpose::sim_purpose(&c, *games, *seed, &bots, *skirmish, threads)?;
            if *json {
                println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
            } else {
                print!("{r}");
            }
            Ok(())
        }
        SimReportCommand::Balance { .. } => Err("sim balance is not one of these reports".into()),
    }
}

/// The records of `game` in a ladder's record file; a missing file holds none.
fn read_record_file(
    path: &Path,
    game: &str,
) -> Result<Vec<horizon_notes::sim::ladder::Record>, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => horizon_notes::sim::ladder::read_records(&text, game)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Appends one pairing to a ladder's record file as a JSON line.
fn append_record(
    path: &Path,
    game: &str,
    seed: u64,
    p: &horizon_notes::sim::ladder::Pairing,
) -> Result<(), String> {
    use std::io::Write;
    let line = serde_json::to_string(&horizon_notes::sim::ladder::Record {
        game: game.to_string(),
        seed,
        pairing: p.clone(),
    })
    .map_err(|e| e.to_string())?;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut f| writeln!(f, "{line}"))
        .map_err(|e| format!("{}: {e}", path.display()))
}
