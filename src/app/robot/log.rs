//! What a robot run records: the inputs it sent, the screens it reached, and the promises
//! it found broken.

use std::collections::{BTreeMap, BTreeSet};

use super::coverage::Coverage;

/// The promises checked every frame (a panic ends the run and is reported apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promise {
    /// Esc at most twice reaches a pause menu or the title.
    WayOut,
    /// No text outside the window, cut by its widget, or over another.
    Fits,
    /// Nothing drawn names what the side shown may not know (G-35).
    Secrecy,
    /// A person's unfinished game is always among the saves, and a save leaves them only
    /// once its replay is complete.
    NeverLost,
}

/// A promise broken, where and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub promise: Promise,
    pub frame: u32,
    /// The screen as [`Coverage`] names it.
    pub screen: String,
    pub what: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "frame {} on {}: {}", self.frame, self.screen, self.what)
    }
}

/// Everything a run records, shared with the caller so that it outlives a panic inside the
/// app (the test prints the inputs that led there).
#[derive(Debug, Default)]
pub struct RobotLog {
    pub frame: u32,
    /// Each input sent, with its frame, in words.
    pub inputs: Vec<(u32, String)>,
    pub coverage: Coverage,
    pub failures: Vec<Failure>,
    seen: BTreeSet<(String, String)>,
    /// The text problems of the last frame, with how many frames running each was there:
    /// one counts once it lasts [`LASTING`] frames (egui sizes a new or changed area a frame
    /// late, and opens a panel or window over a few frames, unseen by a person).
    last_frame: BTreeMap<(String, String), u32>,
}

/// How many frames running a text problem must last to count: longer than egui's
/// animations (1/12 s, five frames at the robot's 60 a second).
const LASTING: u32 = 8;

impl RobotLog {
    /// Records this frame's text problems, and as failures those there [`LASTING`] frames
    /// running.
    pub(super) fn fail_lasting(&mut self, screen: &str, problems: Vec<(String, String)>) {
        let mut now = BTreeMap::new();
        for (key, what) in problems {
            let id = (screen.to_string(), key.clone());
            let frames = self.last_frame.get(&id).map_or(1, |n| n + 1);
            if frames >= LASTING {
                self.fail(Promise::Fits, screen, key, what);
            }
            now.insert(id, frames);
        }
        self.last_frame = now;
    }

    /// The last `n` inputs up to frame `upto`, one a line, for a failure's report.
    pub fn inputs_before(&self, upto: u32, n: usize) -> String {
        let end = self.inputs.partition_point(|(f, _)| *f <= upto);
        let from = end.saturating_sub(n);
        self.inputs[from..end]
            .iter()
            .map(|(f, what)| format!("  frame {f}: {what}\n"))
            .collect()
    }

    /// Records a broken promise once: `key` names it apart from where it was seen (a text
    /// cut on one screen is one failure however many frames it is cut in), `what` says it
    /// in full.
    pub(super) fn fail(&mut self, promise: Promise, screen: &str, key: String, what: String) {
        if self.seen.contains(&(screen.to_string(), key.clone())) {
            return;
        }
        self.seen.insert((screen.to_string(), key));
        self.failures.push(Failure {
            promise,
            frame: self.frame,
            screen: screen.to_string(),
            what,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem() -> Vec<(String, String)> {
        vec![("cut 10%".into(), "text \"10%\" is cut".into())]
    }

    /// A text problem counts once it outlasts egui's animations, and a frame without it
    /// starts the count again.
    #[test]
    fn a_text_problem_counts_once_it_lasts() {
        let mut log = RobotLog::default();
        for _ in 1..LASTING {
            log.fail_lasting("Duel", problem());
        }
        log.fail_lasting("Duel", Vec::new());
        for _ in 1..LASTING {
            log.fail_lasting("Duel", problem());
        }
        assert!(log.failures.is_empty(), "{:?}", log.failures);
        log.fail_lasting("Duel", problem());
        assert_eq!(log.failures.len(), 1);
    }
}
