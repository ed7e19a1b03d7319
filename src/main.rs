//! `horizon-notes`: the game, the simulator and the scenario runner.

use std::process::ExitCode;

mod replay_commands;
mod sim_reports;

use clap::Parser;
use horizon_notes::ai::BotSpec;
use horizon_notes::app::{self, PlayOptions};
use horizon_notes::cli::{
    BalanceGame, Cli, Command, GameKind, PlayArgs, ReplayCommand, SimArgs, SimReportCommand,
    default_content_dir,
};
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::scenario;
use horizon_notes::sim;

/// The simulator, the search and replay verification allocate many small vectors: mimalloc
/// makes them measurably faster than the system allocator (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let content = cli.content.clone().unwrap_or_else(default_content_dir);
    let result = match cli.command {
        None => return play(&cli.play, (cli.lang, cli.ui_scale), &content),
        Some(Command::Scenario { files }) => run_scenarios(&files, &content),
        Some(Command::Sim(args)) => run_sim(&args, &content),
        Some(Command::Replay(ReplayCommand::Play {
            file,
            screenshot,
            after_turns,
            after_events,
        })) => {
            return watch(
                &file,
                screenshot,
                after_turns,
                after_events,
                (cli.lang, cli.ui_scale),
                &content,
            );
        }
        Some(Command::Replay(ReplayCommand::Verify { files })) => {
            replay_commands::verify_replays(&files, &content)
        }
        Some(Command::Replay(ReplayCommand::Info { file })) => replay_commands::replay_info(&file),
        Some(Command::Replay(ReplayCommand::Analyze { file, json, iters })) => {
            replay_commands::analyze(&file, json, iters, &content)
        }
        Some(Command::Bench { secs, json }) => run_bench(secs, json, &content),
        Some(Command::Headless {
            seed,
            p1,
            p2,
            ai_delay_ms,
        }) => return headless(seed, [&p1, &p2], ai_delay_ms, &content),
        Some(Command::CheckScreenshots { files }) => {
            app::picture_check::check(&files).map(|report| print!("{report}"))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Both games' content, from `content/duel` and `content/grail`.
fn load_both(
    content: &std::path::Path,
) -> Result<
    (
        horizon_notes::content::duel::DuelContent,
        horizon_notes::content::grail::GrailContent,
    ),
    String,
> {
    let duel = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
    let grail = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
        .map_err(|e| e.to_string())?;
    Ok((duel, grail))
}

/// Opens the window and plays; with `--screenshot`, saves one and exits.
fn play(
    args: &PlayArgs,
    (lang, ui_scale): (Option<horizon_notes::locale::Lang>, Option<f32>),
    content: &std::path::Path,
) -> ExitCode {
    let (c, grail) = match load_both(content) {
        Ok(both) => both,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(seed) = args.robot {
        return robot(c, grail, seed, args.robot_frames, (lang, ui_scale));
    }
    let opts = PlayOptions {
        screenshot: args.screenshot.clone(),
        autoplay: args.autoplay,
        seed: args.seed,
        after_turns: args.after_turns,
        game: args.game,
        after_rounds: args.after_rounds,
        after_days: args.after_days,
        time: args.time,
        human_seat: args.human_seat,
        watch: None,
        watch_grail: None,
        open_replays: args.open_replays,
        lang,
        ui_scale,
    };
    if app::run(c, grail, opts).is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `--robot SEED`: the robot player drives the window for `frames` frames over a data
/// folder of its own (removed afterwards); prints what it reached and what it found.
fn robot(
    c: horizon_notes::content::duel::DuelContent,
    grail: horizon_notes::content::grail::GrailContent,
    seed: u64,
    frames: u32,
    (lang, ui_scale): (Option<horizon_notes::locale::Lang>, Option<f32>),
) -> ExitCode {
    use horizon_notes::app::robot::RobotOptions;
    use horizon_notes::app::run_robot_window;
    let data =
        std::env::temp_dir().join(format!("horizon-notes-robot-{seed}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    if let Err(e) = std::fs::create_dir_all(&data) {
        eprintln!("error: cannot make {}: {e}", data.display());
        return ExitCode::FAILURE;
    }
    let opts = RobotOptions {
        seed,
        frames,
        data: data.clone(),
    };
    let initial = app::settings::Settings {
        language: lang.unwrap_or_default(),
        ui_scale: ui_scale.unwrap_or(1.0),
        speed: 4.0,
        ai_min_delay: 0.0,
        ..Default::default()
    };
    let marked = match horizon_notes::app::robot::Marked::new(&c, &grail) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: the robot's marked content: {e}");
            return ExitCode::FAILURE;
        }
    };
    let started = std::time::Instant::now();
    let (exit, log) = run_robot_window(&marked, &opts, &initial);
    let _ = std::fs::remove_dir_all(&data);
    println!(
        "robot {seed}: {} frames in {:.0} s\n{}",
        log.frame,
        started.elapsed().as_secs_f32(),
        log.coverage.report()
    );
    let failed = !exit.is_success() || !log.failures.is_empty();
    for f in &log.failures {
        println!("FAIL {f}");
    }
    if failed {
        println!(
            "the inputs before the end:\n{}",
            log.inputs_before(log.frame, 40)
        );
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `headless`: two bots play a saved duel with no window.
fn headless(seed: u64, bots: [&str; 2], ai_delay_ms: u64, content: &std::path::Path) -> ExitCode {
    let setup = (|| -> Result<app::duel::DuelSetup, String> {
        let seat = |s: &str| -> Result<app::session::Seat, String> {
            Ok(app::session::Seat::Ai {
                spec: s.parse::<BotSpec>()?,
                label: s.to_string(),
            })
        };
        Ok(app::duel::DuelSetup {
            seats: [seat(bots[0])?, seat(bots[1])?],
            seed: Some(seed),
            ..Default::default()
        })
    })();
    let run = setup.and_then(|setup| {
        let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
        Ok(app::run_headless(c, setup, ai_delay_ms as f32 / 1000.0))
    });
    match run {
        Ok(exit) if exit.is_success() => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The replay `replay play` opens.
enum Watched {
    Duel(Box<app::duel::Playback>),
    Grail(Box<app::grail::GrailPlayback>),
}

/// `replay play FILE`: checks the replay, then opens the window on it (paused after
/// `after_events` events, if given).
fn watch(
    file: &std::path::Path,
    screenshot: Option<std::path::PathBuf>,
    after_turns: u32,
    after_events: Option<usize>,
    (lang, ui_scale): (Option<horizon_notes::locale::Lang>, Option<f32>),
    content: &std::path::Path,
) -> ExitCode {
    let loaded = load_both(content).and_then(|(c, grail)| {
        // A Grail War file is watched on its screen (a skirmish's or the war's); anything
        // else as a duel (which reports what is wrong with the file).
        if let Some(pb) =
            app::grail::GrailPlayback::load(&grail, file).map_err(|e| e.to_string())?
        {
            return Ok((c, grail, Watched::Grail(Box::new(pb))));
        }
        let mut pb = app::duel::Playback::load(&c, file).map_err(|e| e.to_string())?;
        if let Some(n) = after_events {
            pb.pause_at(n);
        }
        Ok((c, grail, Watched::Duel(Box::new(pb))))
    });
    let (c, grail, watched) = match loaded {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (watch, watch_grail) = match watched {
        Watched::Duel(pb) => (Some(*pb), None),
        Watched::Grail(pb) => (None, Some(*pb)),
    };
    let opts = PlayOptions {
        screenshot,
        after_turns,
        watch,
        watch_grail,
        lang,
        ui_scale,
        ..PlayOptions::default()
    };
    if app::run(c, grail, opts).is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `scenario FILE...`: runs duel and Grail War scenario files alike (each file's game is
/// read from its contents), prints pass or FAIL for each, then a summary.
fn run_scenarios(files: &[std::path::PathBuf], content: &std::path::Path) -> Result<(), String> {
    let (mut duel, mut grail, mut failed) = (0, 0, 0);
    for f in files {
        match scenario::run_file(f, content) {
            Ok(game) => {
                match game {
                    scenario::Game::Duel => duel += 1,
                    scenario::Game::Grail => grail += 1,
                }
                println!("pass  {}", f.display());
            }
            Err(e) => {
                failed += 1;
                println!(
                    "FAIL  {}\n      {}",
                    f.display(),
                    e.failure.to_string().replace('\n', "\n      ")
                );
            }
        }
    }
    println!(
        "{} passed ({duel} duel, {grail} Grail War), {failed} failed",
        duel + grail
    );
    if failed > 0 {
        Err(format!("{failed} scenario(s) failed"))
    } else {
        Ok(())
    }
}

/// The duel's balance report, as text or one JSON object.
fn print_duel_balance(r: &horizon_notes::balance::DuelBalance, json: bool) -> Result<(), String> {
    if json {
        println!("{}", serde_json::to_string(r).map_err(|e| e.to_string())?);
        return Ok(());
    }
    let pct = |x: &horizon_notes::balance::Rate| {
        format!(
            "{:5.1}% [{:4.1}-{:4.1}] of {}",
            x.rate * 100.0,
            x.low * 100.0,
            x.high * 100.0,
            x.games
        )
    };
    println!(
        "{} games ({} a pairing), bot {}, {:.1} s",
        r.games, r.games_per_pairing, r.bot, r.secs
    );
    println!(
        "turns: mean {:.2}, median {:.1}; {} reached the turn limit; {} draws",
        r.mean_turns, r.median_turns, r.turn_limit_games, r.draws
    );
    println!("first player wins {}", pct(&r.first_player));
    println!("decks against the others:");
    for (d, x) in &r.decks {
        println!("  {d:<24} {}", pct(x));
    }
    println!("deck against deck (both seats):");
    for p in &r.pairings {
        println!("  {:<24} vs {:<24} {}", p.deck, p.against, pct(&p.rate));
    }
    println!("Arcastella in their lineups:");
    for (a, x) in &r.arcastella {
        println!("  {a:<24} {}", pct(x));
    }
    Ok(())
}

/// The Grail War's balance report, as text or one JSON object.
fn print_grail_balance(r: &horizon_notes::balance::GrailBalance, json: bool) -> Result<(), String> {
    if json {
        println!("{}", serde_json::to_string(r).map_err(|e| e.to_string())?);
        return Ok(());
    }
    let pct = |x: &horizon_notes::balance::Rate| {
        format!(
            "{:5.1}% [{:4.1}-{:4.1}] of {}",
            x.rate * 100.0,
            x.low * 100.0,
            x.high * 100.0,
            x.games
        )
    };
    let ends = |e: &horizon_notes::balance::CombatEnds| {
        e.iter()
            .map(|(how, k, rounds)| format!("{how} {k} ({rounds:.1} rounds)"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!(
        "{} seven-faction wars (bot {}) and {} one-on-one skirmishes (bot {}), {:.1} s",
        r.wars, r.bot, r.skirmishes, r.skirmish_bot, r.secs
    );
    if r.wars > 0 {
        print_grail_wars(r, &pct, &ends);
    }
    if r.skirmishes > 0 {
        print_grail_skirmishes(r, &pct, &ends);
    }
    Ok(())
}

fn print_grail_wars(
    r: &horizon_notes::balance::GrailBalance,
    pct: &dyn Fn(&horizon_notes::balance::Rate) -> String,
    ends: &dyn Fn(&horizon_notes::balance::CombatEnds) -> String,
) {
    println!(
        "wars: {} won before the day limit; mean {:.2} days, {:.1} combats, {:.2} rounds a combat",
        r.wars_won_early, r.mean_days, r.mean_combats, r.war_rounds_per_combat
    );
    let how: Vec<String> = r
        .war_ends
        .iter()
        .map(|(how, k)| format!("{how} {k}"))
        .collect();
    println!("  wars ended: {}", how.join(", "));
    println!("  combats ended: {}", ends(&r.war_combat_ends));
    println!(
        "servants' wins in the decided wars (fair share {:.1}%):",
        r.fair_share * 100.0
    );
    for s in &r.servants {
        println!(
            "  {:<22} {}  {:4.0}% of fair  ({} wars)",
            s.servant,
            pct(&s.rate),
            s.of_fair * 100.0,
            s.wars
        );
    }
}

fn print_grail_skirmishes(
    r: &horizon_notes::balance::GrailBalance,
    pct: &dyn Fn(&horizon_notes::balance::Rate) -> String,
    ends: &dyn Fn(&horizon_notes::balance::CombatEnds) -> String,
) {
    println!(
        "skirmishes, neither side retreating ({} a pair in each seat order): mean {:.2} rounds",
        r.skirmishes_per_seating, r.skirmish_mean_rounds
    );
    println!("  ended: {}", ends(&r.skirmish_ends));
    println!("servants over all their skirmishes:");
    for (s, x) in &r.skirmish_servants {
        println!("  {s:<22} {}", pct(x));
    }
    println!("pair by pair:");
    for p in &r.pairs {
        println!(
            "  {:<22} vs {:<22} {}  {:.1} rounds",
            p.servant,
            p.against,
            pct(&p.rate),
            p.mean_rounds
        );
    }
}

fn run_sim(args: &SimArgs, content: &std::path::Path) -> Result<(), String> {
    if let Some(report) = &args.report
        && let Some(done) = sim_reports::run(report, content)
    {
        return done;
    }
    if let Some(SimReportCommand::Balance {
        game,
        games,
        skirmishes,
        seed,
        bot,
        skirmish_bot,
        threads,
        json,
    }) = &args.report
    {
        use horizon_notes::balance::{DUEL_BOT, GRAIL_BOT, SKIRMISH_BOT};
        let bot_of = |default: &str| -> Result<BotSpec, String> {
            bot.as_deref().unwrap_or(default).parse()
        };
        let bot = bot_of(match game {
            BalanceGame::Duel => DUEL_BOT,
            BalanceGame::Grail => GRAIL_BOT,
        })?;
        let skirmish_bot: BotSpec = match skirmish_bot {
            Some(b) => b.parse()?,
            None => bot_of(SKIRMISH_BOT)?,
        };
        let threads = threads.map_or_else(sim::available_threads, usize::from);
        return match game {
            BalanceGame::Duel => {
                let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
                let r = horizon_notes::balance::duel_balance(&c, *games, *seed, &bot, threads)?;
                print_duel_balance(&r, *json)
            }
            BalanceGame::Grail => {
                let c =
                    horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
                        .map_err(|e| e.to_string())?;
                let r = horizon_notes::balance::grail_balance(
                    &c,
                    *games,
                    *skirmishes,
                    *seed,
                    (&bot, &skirmish_bot),
                    threads,
                )?;
                print_grail_balance(&r, *json)
            }
        };
    }
    let threads = args
        .threads
        .map_or_else(sim::available_threads, usize::from);
    let game = args.game.ok_or("sim: name a game (duel or grail)")?;
    match game {
        GameKind::Duel => {
            let c = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
            let p1: BotSpec = args.p1.parse()?;
            let p2: BotSpec = args.p2.parse()?;
            let report = sim::sim_duel(
                &c,
                args.games,
                args.seed,
                [&p1, &p2],
                threads,
                args.replays.as_deref(),
            )?;
            if args.json {
                println!(
                    "{}",
                    serde_json::to_string(&report).map_err(|e| e.to_string())?
                );
            } else {
                println!("duel: {} games, seed {}", report.games, args.seed);
                println!("  --p1 {}: {} wins", args.p1, report.p1_wins);
                println!("  --p2 {}: {} wins", args.p2, report.p2_wins);
                println!("  draws: {}", report.draws);
                println!("  first player won: {}", report.first_player_wins);
                println!(
                    "  turns: mean {:.2}, median {:.1}; {} reached the turn limit",
                    report.mean_turns, report.median_turns, report.turn_limit_games
                );
                println!(
                    "  {:.0} games/s on {}",
                    report.games_per_sec,
                    on_threads(threads)
                );
            }
            Ok(())
        }
        GameKind::Grail if args.rotate => {
            let c = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
                .map_err(|e| e.to_string())?;
            let bots = args.factions.as_deref().unwrap_or("7");
            let bots = BotSpec::list(bots)?;
            let r = sim::sim_grail_strength(&c, args.games, args.seed, &bots, threads)?;
            if args.json {
                println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
            } else {
                println!(
                    "grail war, bots rotated over the seats: {} games of {} factions, seed {}",
                    r.games, r.factions, args.seed
                );
                for b in &r.bots {
                    println!(
                        "  {}: {} wins ({:.1}%, 95% interval {:.1}%-{:.1}%; fair share {:.1}%), \
                         {} decisions, {:.2} ms each",
                        b.bot,
                        b.wins,
                        100.0 * b.win_rate,
                        100.0 * b.wilson_low,
                        100.0 * b.wilson_high,
                        100.0 * r.fair_share,
                        b.decisions,
                        b.ms_per_decision
                    );
                }
                println!(
                    "  no single winner: {}; mean days {:.2}; {:.0} s on {}",
                    r.no_winner,
                    r.mean_days,
                    r.wall_secs,
                    on_threads(threads)
                );
            }
            Ok(())
        }
        GameKind::Grail => {
            let c = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail"))
                .map_err(|e| e.to_string())?;
            let factions =
                args.factions
                    .as_deref()
                    .unwrap_or(if args.skirmish { "2" } else { "7" });
            let replays = args.replays.as_deref();
            let (games, seed) = (args.games, args.seed);
            let report = match factions.trim().parse::<usize>() {
                Ok(n) if args.skirmish => {
                    if !(2..=4).contains(&n) {
                        return Err(format!("--factions {n}: a skirmish has 2-4 factions"));
                    }
                    let bots = vec![BotSpec::Random; n];
                    sim::sim_grail_skirmish(&c, games, seed, &bots, threads, replays)?
                }
                Ok(n) => sim::sim_grail(&c, games, seed, n, threads, replays)?,
                Err(_) => {
                    let bots = BotSpec::list(factions)?;
                    if args.skirmish {
                        sim::sim_grail_skirmish(&c, games, seed, &bots, threads, replays)?
                    } else {
                        sim::sim_grail_bots(&c, games, seed, &bots, threads, replays)?
                    }
                }
            };
            if args.json {
                println!(
                    "{}",
                    serde_json::to_string(&report).map_err(|e| e.to_string())?
                );
            } else {
                println!(
                    "{}: {} games of {} factions, seed {}",
                    if args.skirmish {
                        "grail war skirmish"
                    } else {
                        "grail war"
                    },
                    report.games,
                    report.factions,
                    args.seed
                );
                for (servant, wins) in &report.wins {
                    println!(
                        "  {servant}: {wins} wins ({:.1}%)",
                        100.0 * *wins as f64 / report.games.max(1) as f64
                    );
                }
                println!("  no single winner: {}", report.no_winner);
                for r in &report.servants {
                    println!(
                        "  {}: {} wins in {} games ({:.1}%)",
                        r.servant,
                        r.wins,
                        r.games,
                        100.0 * r.wins as f64 / r.games.max(1) as f64
                    );
                }
                println!(
                    "  mean days {:.2}, combats per game {:.2}, rounds per combat {:.2}",
                    report.mean_days, report.mean_combats, report.mean_rounds_per_combat
                );
                for (how, combats, rounds) in &report.combat_ends {
                    println!("  ended ({how}): {combats} combats, {rounds:.2} rounds each");
                }
                println!(
                    "  {:.0} games/s on {}",
                    report.games_per_sec,
                    on_threads(threads)
                );
            }
            Ok(())
        }
    }
}

/// "on 1 thread", "on 2 threads".
fn on_threads(n: usize) -> String {
    if n == 1 {
        "1 thread".into()
    } else {
        format!("{n} threads")
    }
}

fn run_bench(secs: f64, json: bool, content: &std::path::Path) -> Result<(), String> {
    let duel = load_duel_dir(&content.join("duel")).map_err(|e| e.to_string())?;
    let grail = horizon_notes::content::grail::GrailContent::load_dir(&content.join("grail")).ok();
    let r = horizon_notes::bench::run(&duel, grail.as_ref(), secs)?;
    if json {
        println!("{}", serde_json::to_string(&r).map_err(|e| e.to_string())?);
    } else {
        println!(
            "duel: {:.0} random games/s from the opening ({:.0} actions a game)",
            r.duel_games_per_sec_from_opening, r.duel_actions_per_game
        );
        println!(
            "duel: {:.0} random playouts/s from a mid-game position",
            r.duel_playouts_per_sec_from_midgame
        );
        println!("duel: state clone {:.0} ns", r.duel_state_clone_ns);
        println!(
            "duel: {:.0} ISMCTS iterations/s (mid-game, 500 a search)",
            r.duel_mcts_iterations_per_sec
        );
        if let Some(g) = r.grail_games_per_sec_7_factions {
            println!("grail war: {g:.0} random 7-faction games/s");
        }
        if let Some(g) = r.grail_mcts_iterations_per_sec {
            println!("grail war: {g:.0} ISMCTS iterations/s (7 factions, day 3+, 100 a search)");
        }
        for (what, times) in [
            ("duel: Normal", &r.duel_normal),
            ("duel: Hard", &r.duel_hard),
            ("grail skirmish, 4 seats: Normal", &r.grail_skirmish_normal),
            ("grail war, 7 factions: Normal", &r.grail_war_normal),
        ] {
            if let Some(t) = times {
                println!(
                    "{what} AI's search (one core's share) {:.3} s median, {:.3} s \
                     max per decision ({} decisions)",
                    t.median_secs, t.max_secs, t.decisions
                );
            }
        }
        println!(
            "replays: {:.0} duel replays of {} actions verified/s",
            r.replays_verified_per_sec, r.replay_actions
        );
        println!(
            "review: the duel of {} actions reviewed in {:.2} s (2,000 iterations a decision, every core)",
            r.replay_actions, r.review_duel_secs
        );
    }
    Ok(())
}
