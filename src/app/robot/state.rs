//! The robot's state in the app: its dice, the plan of inputs it is sending, the way-out
//! check under way, and the log it shares with the caller.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::log::RobotLog;

/// When a headless run's clock starts (2026-01-01T00:00:00Z): it moves 1/60 s a frame from
/// there, so that a seed's saves and replays are dated alike in every run.
pub const EPOCH: std::time::Duration = std::time::Duration::from_secs(1_767_225_600);

/// What one robot run is asked to do.
#[derive(Clone, Debug)]
pub struct RobotOptions {
    pub seed: u64,
    /// Frames to run before stopping (the app may also quit earlier: Quit on the title).
    pub frames: u32,
    /// The folder of this run's settings, saves and replays, as a player's data folder.
    pub data: PathBuf,
}

/// The robot's state in the app: its dice and its plan of inputs.
#[derive(Resource)]
pub struct Robot {
    pub(super) rng: ChaCha8Rng,
    pub(super) plan: VecDeque<Step>,
    pub(super) probe: Option<Probe>,
    pub log: Arc<Mutex<RobotLog>>,
    frames: u32,
}

impl Robot {
    pub fn new(opts: &RobotOptions, log: Arc<Mutex<RobotLog>>) -> Robot {
        Robot {
            rng: ChaCha8Rng::seed_from_u64(opts.seed),
            plan: default(),
            probe: None,
            log,
            frames: opts.frames,
        }
    }

    /// The frames run so far, over every start of the app.
    pub fn frame(&self) -> u32 {
        self.log.lock().map_or(0, |l| l.frame)
    }

    /// Whether the run has used its frames.
    pub fn done(&self) -> bool {
        self.log.lock().map_or(true, |l| l.frame >= self.frames)
    }
}

/// One input of a plan, sent in one frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Keys go down (modifiers first), in this frame.
    Down(Vec<KeyCode>),
    /// The same keys come up.
    Up(Vec<KeyCode>),
    /// The pointer moves here (window coordinates, logical pixels).
    Point(Vec2),
    Press,
    Release,
    /// A frame with no input.
    Idle,
}

/// The way-out check in progress: Esc has been pressed `escs` times from `from`; the
/// screen is looked at once the Esc and its wait have left the plan.
#[derive(Clone, Debug)]
pub struct Probe {
    pub from: String,
    pub escs: u8,
}

/// How a robot run ended.
#[derive(Debug)]
pub struct RobotRun {
    pub log: RobotLog,
    /// The app panicked: its message.
    pub panic: Option<String>,
    /// Times the robot quit the game from the title (and started it again).
    pub restarts: u32,
}
