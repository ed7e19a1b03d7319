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
            threads,
            json,
        } => {
            use horizon_notes::sim::ladder::{LadderGame, REFERENCES, ladder};
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
            let r = ladder(which, &levels, &refs, *games, *seed, threads, |p| {
                eprintln!(
                    "{} vs {}: {}-{}-{} in {:.0} s",
                    p.a, p.b, p.a_wins, p.b_wins, p.draws, p.wall_secs
                );
            })?;
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
