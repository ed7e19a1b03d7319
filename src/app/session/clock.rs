//! The time of day as the app reads it, and how its searches meet time. A person's app reads
//! the system clock and lets the AI search against it on other threads. The robot's runs
//! (docs/robot.md) run in lockstep instead, so that a seed replays bit for bit: the clock
//! starts at a fixed date and moves only with the frames, and every search is counted in
//! iterations and awaited in the frame it is due: an AI seat's after `THINKING` seconds of
//! the app's time, so that input still meets an AI's turn, the rest at once.

use std::time::{Duration, SystemTime};

use bevy::prelude::*;

use crate::replay;

/// How long an AI seat's search takes in lockstep, in the app's seconds.
pub const THINKING: f32 = 0.25;

/// Whether an AI seat's search that has run for `secs` (and is `finished` or not) is to be
/// collected now: once finished, or in lockstep after `THINKING`, waiting for it if need be.
pub fn search_due(lockstep: bool, finished: bool, secs: f32) -> bool {
    if lockstep { secs >= THINKING } else { finished }
}

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AppClock {
    /// The time in lockstep; `None` reads the system clock.
    fixed: Option<SystemTime>,
}

impl AppClock {
    /// A clock in lockstep, standing at `at` until it is moved on.
    pub fn lockstep(at: SystemTime) -> Self {
        AppClock { fixed: Some(at) }
    }

    pub fn in_lockstep(&self) -> bool {
        self.fixed.is_some()
    }

    pub fn now(&self) -> SystemTime {
        self.fixed.unwrap_or_else(SystemTime::now)
    }

    /// Moves a clock in lockstep to `at`; the system clock cannot be moved.
    pub fn set(&mut self, at: SystemTime) {
        if self.fixed.is_some() {
            self.fixed = Some(at);
        }
    }

    /// The time now, UTC, as a replay's `created` says it.
    pub fn stamp(&self) -> String {
        replay::timestamp_at(self.now())
    }

    /// A seed for a game whose player asked for none: the system's randomness, or in
    /// lockstep one drawn from the clock's time.
    pub fn fresh_seed(&self) -> u64 {
        use rand::{Rng, SeedableRng};
        match self.fixed {
            Some(t) => {
                let nanos = t.duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
                rand_chacha::ChaCha8Rng::seed_from_u64(nanos.as_nanos() as u64).random()
            }
            None => rand::rng().random(),
        }
    }

    /// How long ago `then` was, by this clock (none for a time ahead of it).
    pub fn since(&self, then: SystemTime) -> Option<Duration> {
        self.now().duration_since(then).ok()
    }
}
