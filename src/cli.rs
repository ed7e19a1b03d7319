//! The command line: which subcommand, and where the game data lives.

use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Parser, Debug)]
#[command(
    name = "horizon-notes",
    version,
    about = "HorizonNotes: a duel card battle and a Grail War"
)]
pub struct Cli {
    /// Load the game data from this folder instead of the shipped assets/content.
    #[arg(long, global = true, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// The window's language for this run (en or ja), for screenshots and autoplay, which
    /// read no settings; in play the language chosen in Settings is kept.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<crate::locale::Lang>,
    /// The window's UI scale for this run (0.75-1.5), for screenshots and autoplay, which
    /// read no settings; in play the scale chosen in Settings is kept.
    #[arg(long, global = true, value_name = "X", value_parser = parse_ui_scale)]
    pub ui_scale: Option<f32>,
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub play: PlayArgs,
}

fn parse_lang(s: &str) -> Result<crate::locale::Lang, String> {
    crate::locale::Lang::from_code(s)
        .ok_or_else(|| format!("\"{s}\" is not a language of the game (en, ja)"))
}

fn parse_ui_scale(s: &str) -> Result<f32, String> {
    let range = crate::app::settings::UI_SCALES;
    s.parse::<f32>()
        .ok()
        .filter(|x| range.contains(x))
        .ok_or_else(|| {
            format!(
                "\"{s}\" is not a UI scale (a number from {} to {})",
                range.start(),
                range.end()
            )
        })
}

/// Flags for playing in the window (no subcommand).
#[derive(Args, Debug, Clone, Default)]
pub struct PlayArgs {
    /// Save a screenshot of the window to this PNG file, then exit. Without --autoplay it
    /// shows the title screen.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Skip the menus and let two AIs play a duel.
    #[arg(long)]
    pub autoplay: bool,
    /// The seed of the autoplayed duel.
    #[arg(long, value_name = "S", requires = "autoplay")]
    pub seed: Option<u64>,
    /// With --autoplay and --screenshot: take it once this many turns are over.
    #[arg(long, value_name = "N", default_value_t = 4, requires = "autoplay")]
    pub after_turns: u32,
    /// With --autoplay: the game the AIs play (a duel, or a Grail War skirmish).
    #[arg(long, value_enum, default_value_t = AutoGame::Duel, requires = "autoplay")]
    pub game: AutoGame,
    /// With --autoplay --game skirmish and --screenshot: take it once this many combat
    /// rounds have begun (or at the skirmish's end, if sooner).
    #[arg(long, value_name = "N", default_value_t = 2, requires = "autoplay")]
    pub after_rounds: u16,
    /// With --autoplay --game grail and --screenshot: take it once this many days are over
    /// (0: on the first day), at the time of day `--time` (or at the war's end, if sooner).
    #[arg(long, value_name = "N", default_value_t = 0, requires = "autoplay")]
    pub after_days: u8,
    /// With --autoplay --game grail: the time of day of the screenshot.
    #[arg(long, value_enum, default_value_t = AutoTime::Morning, requires = "autoplay")]
    pub time: AutoTime,
    /// With --autoplay --game grail: a person plays the first seat (the six others stay
    /// AIs), so that the war waits for that person's decisions; with --screenshot, the run
    /// passes that person's priority windows and takes the picture at their first secret
    /// declaration.
    #[arg(long, requires = "autoplay")]
    pub human_seat: bool,
    /// Open on the Replays screen.
    #[arg(long, conflicts_with = "autoplay")]
    pub open_replays: bool,
    /// Let the robot player drive the window with this seed (docs/robot.md), over a fresh
    /// data folder of its own, for --robot-frames frames; exits with failure if it found a
    /// broken promise.
    #[arg(long, value_name = "SEED", conflicts_with_all = ["autoplay", "screenshot", "open_replays"])]
    pub robot: Option<u64>,
    /// With --robot: how many frames it plays.
    #[arg(long, value_name = "N", default_value_t = 3000, requires = "robot")]
    pub robot_frames: u32,
}

/// The games `--autoplay` can show.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AutoGame {
    #[default]
    Duel,
    Skirmish,
    /// The whole Grail War, seven AI factions.
    Grail,
}

/// The time of day of a Grail War screenshot (G-6.1).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AutoTime {
    #[default]
    Morning,
    Noon,
    Night,
}

impl AutoTime {
    /// The turn's slot in its day (G-6.2).
    pub fn slot(self) -> u16 {
        match self {
            AutoTime::Morning => 0,
            AutoTime::Noon => 1,
            AutoTime::Night => 2,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run duel and Grail War scenario files (the game is read from each file) and print
    /// pass or fail for each (docs/scenarios.md).
    Scenario {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Simulate many games between bots.
    Sim(SimArgs),
    /// Check, describe or watch replay files (docs/replays.md).
    #[command(subcommand)]
    Replay(ReplayCommand),
    /// Check screenshots for CI: fail if one is blank (near-uniform) or two consecutive ones
    /// are the same picture.
    CheckScreenshots {
        #[arg(required = true, value_name = "PNG")]
        files: Vec<PathBuf>,
    },
    /// Play a duel between two bots without a window, saved after every action among the
    /// unfinished games (in the data folder) like a live duel, which Continue resumes.
    Headless {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value = "random")]
        p1: String,
        #[arg(long, default_value = "random")]
        p2: String,
        /// Each AI decision takes at least this many milliseconds.
        #[arg(long, value_name = "MS", default_value_t = 0)]
        ai_delay_ms: u64,
    },
    /// Measure the speed of the rules cores and the AI on one core.
    Bench {
        /// Seconds spent on each measurement.
        #[arg(long, default_value_t = 3.0)]
        secs: f64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum ReplayCommand {
    /// Re-apply every action and compare the final state hash: OK, or the first action
    /// where the replay diverges.
    Verify {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Print a replay's summary: game, date, players, result, length.
    Info {
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Open the window on a duel replay and play it back.
    Play {
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Save a screenshot of the playback to this PNG file, then exit.
        #[arg(long, value_name = "PATH")]
        screenshot: Option<PathBuf>,
        /// With --screenshot: take it once this many turns are over.
        #[arg(long, value_name = "N", default_value_t = 4)]
        after_turns: u32,
        /// Open paused after this many events (the next step's end if N falls inside one);
        /// with --screenshot, take it there.
        #[arg(long, value_name = "N")]
        after_events: Option<usize>,
    },
    /// Review a replay: every decision's win chances before and after, the search's best
    /// move, and the class of the move played; each seat's accuracy, mistakes and luck.
    Analyze {
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print the review as JSON.
        #[arg(long)]
        json: bool,
        /// The search's iterations at each decision.
        #[arg(long, value_name = "N", default_value_t = 2000)]
        iters: u32,
    },
}

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct SimArgs {
    #[command(subcommand)]
    pub report: Option<SimReportCommand>,
    #[arg(value_enum, required = true)]
    pub game: Option<GameKind>,
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The bot of the first side (it takes seat P0 in even games, P1 in odd ones).
    #[arg(long, default_value = "random")]
    pub p1: String,
    /// The bot of the second side.
    #[arg(long, default_value = "random")]
    pub p2: String,
    /// Grail War: the number of random factions (2-7, a skirmish 2-4; default 7, a
    /// skirmish 2), or a comma-separated list of the bots that play seats 0, 1, ...
    /// (e.g. mcts:easy,random,random).
    #[arg(long)]
    pub factions: Option<String>,
    /// Grail War: play Skirmishes, one combat as a whole game, every seat fighting.
    #[arg(long, conflicts_with = "rotate")]
    pub skirmish: bool,
    /// Grail War with a list of bots: rotate them over the seats game by game (seat k plays
    /// bot (k + game) mod n) and report each bot's win rate with its 95% Wilson interval and
    /// its time per decision.
    #[arg(long)]
    pub rotate: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Save the replay of every game in this folder.
    #[arg(long, value_name = "DIR")]
    pub replays: Option<PathBuf>,
    /// Play the games on this many threads (default: one per core). The results are the
    /// same for any number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

#[derive(Subcommand, Debug)]
pub enum SimReportCommand {
    /// The AI against itself over every pairing that matters, with win rates and their
    /// 95% intervals, game length and the first player's share (docs/balance.md).
    Balance {
        #[arg(value_enum)]
        game: BalanceGame,
        /// Duel: games of each ordered pairing of decks (so each deck plays each other in
        /// both seats). Grail War: seven-faction wars.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Grail War: one-on-one Skirmishes of each pair of servants in each seat order.
        #[arg(long, default_value_t = 4)]
        skirmishes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The bot on every seat; default: mcts:easy for the duel, mcts:iters=50 for the
        /// Grail War's wars and mcts:iters=200 for its Skirmishes (docs/balance.md says why
        /// these budgets).
        #[arg(long)]
        bot: Option<String>,
        /// Grail War: the Skirmishes' bot, when it should differ from `--bot`.
        #[arg(long)]
        skirmish_bot: Option<String>,
        /// Play the games on this many threads (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Grail War: AI-only wars (or Skirmishes) with every action judged: aimless play
    /// (a command spell or skill that changes nothing, a move back where it began,
    /// Withdrawal from a fight the faction started before it lost HP), the masters asleep on
    /// the last day, and when in a fight the command spells go (docs/ai.md).
    Purpose {
        #[arg(long, default_value_t = 500)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The bots of seats 0, 1, ... (2-7 of them; a skirmish 2-4).
        #[arg(long, default_value = "mcts:easy,mcts:easy,mcts:easy,mcts:easy")]
        factions: String,
        /// Play Skirmishes, one combat as a whole game.
        #[arg(long)]
        skirmish: bool,
        /// Play the games on this many threads (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The AI ladder: each level against the next and against random, greedy and its
    /// reference (the level before the current search), at the levels' real budgets, with
    /// every bot's Elo rating and its 95% interval (docs/ai.md).
    Ladder {
        #[arg(value_enum)]
        game: BalanceGame,
        /// Games of each pairing (the Grail War: two-faction wars).
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The levels, weakest first, comma-separated.
        #[arg(long, default_value = "random,greedy,mcts:easy,mcts:normal,mcts:hard")]
        levels: String,
        /// Play only these of the ladder's pairings: "A/B" entries separated by ";", as
        /// the report names them (e.g. "mcts:hard/mcts:normal;mcts:hard/ref:hard").
        #[arg(long, default_value = "")]
        only: String,
        /// Append each pairing to this file as it ends (one JSON line) and rate every
        /// pairing the file holds for this game: a ladder played in chunks, seed by seed;
        /// with `--games 0` nothing is played and the record is rated.
        #[arg(long, value_name = "FILE")]
        record: Option<std::path::PathBuf>,
        /// Play the games on this many threads (default: one per core); a level that
        /// searches on every core plays one game at a time.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Duels reviewed as a person's are: how many of the mistakes and blunders shown a
    /// search of ten times the review's budget confirms, and each bot's accuracy (docs/ai.md).
    Verdicts {
        #[arg(long, default_value_t = 50)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The first bot (it takes seat P0 in even games, P1 in odd ones).
        #[arg(long, default_value = "mcts:easy")]
        p1: String,
        #[arg(long, default_value = "mcts:hard")]
        p2: String,
        /// The review's search iterations at each decision (the app's default).
        #[arg(long, default_value_t = 2000)]
        iters: u32,
        /// Play and review the games on this many threads (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Fits the duel's evaluation on positions of self-play duels and scores it, and the
    /// hand-written one, on held-out duels (docs/ai.md).
    Fit {
        #[arg(long, default_value_t = 2000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The bot that plays both seats (by default Easy's reference, which does not
        /// read the fitted evaluation, so a fit does not depend on the weights it replaces).
        #[arg(long, default_value = "ref:easy")]
        bot: String,
        /// Play the games on this many threads (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// The games `sim balance` measures.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BalanceGame {
    Duel,
    Grail,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    Duel,
    Grail,
}

/// The shipped `assets/content`: next to the working directory, next to the executable (or
/// the crate root above `target/`), else where the crate was built.
pub fn default_content_dir() -> PathBuf {
    let mut candidates = vec![PathBuf::from("assets/content")];
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1).take(4) {
            candidates.push(dir.join("assets/content"));
        }
    }
    candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content"));
    candidates
        .into_iter()
        .find(|p| p.join("duel").is_dir())
        .unwrap_or_else(|| PathBuf::from("assets/content"))
}
