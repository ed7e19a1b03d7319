//! The robot player over the whole app (`app::robot`): seeded random clicks and keys on
//! whatever is on screen, through the same input paths as a person's, in English and
//! Japanese and at every UI scale; every frame no system may fail, no text may leave the
//! window, be cut or cross another, and Esc at most twice must lead out. A failing seed
//! prints its inputs; `ROBOT_SEEDS=3,9 ROBOT_FRAMES=5000 cargo test --test robot` runs
//! chosen seeds for longer. The seeds are shared among as many processes of this test as
//! there are cores (the language is a process's own).

use horizon_notes::ai::BotSpec;
use horizon_notes::app::robot::{Coverage, Failure, Marked, RobotOptions, RobotRun};
use horizon_notes::app::run_robot_headless;
use horizon_notes::app::settings::Settings;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::locale::Lang;
use horizon_notes::sim;

/// Each seed's language and UI scale, in turn: every pairing of the two languages and the
/// four scales the issue of fitting names.
const LOOKS: [(Lang, f32); 8] = [
    (Lang::En, 1.0),
    (Lang::Ja, 1.5),
    (Lang::En, 1.5),
    (Lang::Ja, 1.0),
    (Lang::En, 0.75),
    (Lang::Ja, 1.25),
    (Lang::En, 1.25),
    (Lang::Ja, 0.75),
];

/// A duel and a skirmish among the replays, as a player who has played before has them:
/// so that the robot reaches watching, reviewing and taking over in its first frames. They
/// are dated a day before the robot's clock starts, as the Replays list shows their dates
/// and a seed's runs must see the same.
fn finished_games(
    content: &horizon_notes::content::duel::DuelContent,
    grail: &GrailContent,
    replays: &std::path::Path,
    seed: u64,
) {
    let random = [&BotSpec::Random, &BotSpec::Random];
    sim::sim_duel(content, 1, seed, random, 1, Some(replays)).expect("a simulated duel");
    sim::sim_grail_skirmish(
        grail,
        1,
        seed,
        &[BotSpec::Random, BotSpec::Random],
        1,
        Some(replays),
    )
    .expect("a simulated skirmish");
    for entry in std::fs::read_dir(replays).expect("the replays") {
        let path = entry.expect("a replay").path();
        let text = std::fs::read_to_string(&path).expect("a replay's text");
        let mut json: serde_json::Value = serde_json::from_str(&text).expect("a replay's JSON");
        json["created"] = "2025-12-31T12:00:00Z".into();
        std::fs::write(&path, json.to_string()).expect("the replay dated");
    }
}

fn env_list(name: &str) -> Option<Vec<u64>> {
    let v = std::env::var(name).ok()?;
    Some(v.split(',').filter_map(|s| s.trim().parse().ok()).collect())
}

/// Set in the processes the test starts, each running its share of the seeds.
const PART: &str = "ROBOT_PART";
/// How a part hands its coverage back: a line of its output starting so.
const COVERAGE_LINE: &str = "robot coverage: ";

#[test]
fn the_robot_finds_no_broken_promise() {
    let seeds = env_list("ROBOT_SEEDS").unwrap_or_else(|| (1..=8).collect());
    let frames = env_list("ROBOT_FRAMES")
        .and_then(|v| v.first().copied())
        .unwrap_or(2000) as u32;
    let started = std::time::Instant::now();
    // One robot keeps about one core busy, and the language is the process's, so the seeds
    // run in as many processes as there are cores.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let parts = cores.min(seeds.len());
    let (coverage, broken) = if std::env::var_os(PART).is_some() || parts < 2 {
        let (coverage, broken) = run_seeds(&seeds, frames);
        println!("{COVERAGE_LINE}{}", coverage.to_json());
        (coverage, broken)
    } else {
        run_in_parts(&seeds, frames, parts)
    };
    println!(
        "{:.0} s in all\n{}",
        started.elapsed().as_secs_f32(),
        coverage.report()
    );
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Runs `seeds` in `parts` processes of this test at once; their coverage merged, and what
/// each found broken.
fn run_in_parts(seeds: &[u64], frames: u32, parts: usize) -> (Coverage, Vec<String>) {
    let exe = std::env::current_exe().expect("the test's own executable");
    let children: Vec<_> = (0..parts)
        .map(|k| {
            let share: Vec<String> = seeds
                .iter()
                .skip(k)
                .step_by(parts)
                .map(u64::to_string)
                .collect();
            std::process::Command::new(&exe)
                .args([
                    "the_robot_finds_no_broken_promise",
                    "--exact",
                    "--nocapture",
                ])
                .env(PART, k.to_string())
                .env("ROBOT_SEEDS", share.join(","))
                .env("ROBOT_FRAMES", frames.to_string())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("a process of the robot test")
        })
        .collect();
    let mut coverage = Coverage::default();
    let mut broken = Vec::new();
    for child in children {
        let out = child.wait_with_output().expect("the robot test's output");
        let stdout = String::from_utf8_lossy(&out.stdout);
        for line in stdout.lines() {
            match line.strip_prefix(COVERAGE_LINE) {
                Some(json) => coverage.merge(&Coverage::from_json(json).expect("coverage")),
                None if line.starts_with("seed ") => println!("{line}"),
                None => {}
            }
        }
        // A part's failure is its panic: what it found broken, with the inputs before.
        if !out.status.success() {
            broken.push(String::from_utf8_lossy(&out.stderr).into_owned());
        }
    }
    (coverage, broken)
}

/// The marked contents the robot plays: every secret marked (docs/robot.md); the replays
/// among the finished games are of them too, as the app the robot drives plays them.
fn marked() -> Marked {
    let content =
        load_duel_dir(&default_content_dir().join("duel")).expect("the shipped duel content");
    let grail = GrailContent::load_dir(&default_content_dir().join("grail"))
        .expect("the shipped grail content");
    Marked::new(&content, &grail).expect("the marked contents")
}

/// Runs the robot once over seed `seed` in a fresh data folder of its own.
fn run_seed(marked: &Marked, seed: u64, frames: u32) -> RobotRun {
    let (language, ui_scale) = LOOKS[(seed as usize) % LOOKS.len()];
    let data = std::env::temp_dir().join(format!("hn-robot-{seed}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).expect("a temporary folder");
    finished_games(&marked.duel, &marked.grail, &data.join("replays"), seed);
    let opts = RobotOptions {
        seed,
        frames,
        data: data.clone(),
    };
    let initial = Settings {
        language,
        ui_scale,
        speed: 4.0,
        ai_min_delay: 0.0,
        ..Settings::default()
    };
    let run = run_robot_headless(marked, &opts, &initial);
    let _ = std::fs::remove_dir_all(&data);
    run
}

/// Runs the robot over each of `seeds` here, one after another.
fn run_seeds(seeds: &[u64], frames: u32) -> (Coverage, Vec<String>) {
    let marked = marked();
    let mut coverage = Coverage::default();
    let mut broken = Vec::new();
    for &seed in seeds {
        let (language, ui_scale) = LOOKS[(seed as usize) % LOOKS.len()];
        let run = run_seed(&marked, seed, frames);
        println!(
            "seed {seed} ({language:?}, scale {ui_scale}): {} frames, {} screens, {} restarts",
            run.log.frame,
            run.log.coverage.frames.len(),
            run.restarts
        );
        coverage.merge(&run.log.coverage);
        let failing: Vec<&Failure> = run.log.failures.iter().collect();
        let mut problems: Vec<String> = failing.iter().map(|f| f.to_string()).collect();
        if let Some(p) = &run.panic {
            problems.push(format!(
                "frame {} on {}: the app panicked: {p}",
                run.log.frame,
                run.log.coverage.now()
            ));
        }
        if !problems.is_empty() {
            let first = failing.first().map_or(run.log.frame, |f| f.frame);
            broken.push(format!(
                "seed {seed} ({language:?}, UI scale {ui_scale}):\n  {}\nthe inputs up to frame {first}:\n{}",
                problems.join("\n  "),
                run.log.inputs_before(first, 40)
            ));
        }
    }
    (coverage, broken)
}

/// The seed and frames of the replay check: a Japanese seed at UI scale 1.5, long enough to
/// leave the title, play, save and reach the replays. `ROBOT_REPLAY=SEED,FRAMES` checks
/// another.
const REPLAYED: (u64, u32) = (1, 1200);

/// A seed replays bit for bit (the app's clock in lockstep, its searches counted and
/// awaited): run twice, the robot sends the same inputs in the same frames, reaches the
/// same screens and finds the same. The check runs in a process of its own, as the language
/// is the process's.
#[test]
fn a_seed_replays_bit_for_bit() {
    let (seed, frames) = match env_list("ROBOT_REPLAY").as_deref() {
        Some(&[seed, frames]) => (seed, frames as u32),
        _ => REPLAYED,
    };
    if std::env::var_os(PART).is_none() {
        let exe = std::env::current_exe().expect("the test's own executable");
        let out = std::process::Command::new(&exe)
            .args(["a_seed_replays_bit_for_bit", "--exact", "--nocapture"])
            .env(PART, "replay")
            .env("ROBOT_REPLAY", format!("{seed},{frames}"))
            .output()
            .expect("a process of the replay check");
        print!("{}", String::from_utf8_lossy(&out.stdout));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        return;
    }
    let marked = marked();
    let first = run_seed(&marked, seed, frames);
    let again = run_seed(&marked, seed, frames);
    let parted = first
        .log
        .inputs
        .iter()
        .zip(&again.log.inputs)
        .position(|(a, b)| a != b)
        .or((first.log.inputs.len() != again.log.inputs.len())
            .then(|| first.log.inputs.len().min(again.log.inputs.len())));
    if let Some(k) = parted {
        let frame = first.log.inputs.get(k).map_or(frames, |(f, _)| *f);
        panic!(
            "seed {seed}: the runs part at input {k} (frame {frame}) on {}\nfirst:\n{}again:\n{}",
            first.log.coverage.now(),
            first.log.inputs_before(frame, 12),
            again.log.inputs_before(frame, 12)
        );
    }
    assert_eq!(first.log.coverage.to_json(), again.log.coverage.to_json());
    assert_eq!(first.restarts, again.restarts);
    let failures = |r: &RobotRun| {
        r.log
            .failures
            .iter()
            .map(|f| f.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(failures(&first), failures(&again));
    println!(
        "seed {seed} replayed bit for bit over {frames} frames:\n{}",
        first.log.coverage.report()
    );
    assert!(
        first.log.coverage.frames.len() > 3,
        "the check should reach more than a few screens: {}",
        first.log.coverage.report()
    );
}
