//! The review's background task: the game's searches on every core, its progress counted
//! as decisions are judged, stopped by Cancel or by leaving the replay.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use crate::app::frame_pace::Busy;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session::AppClock;
use crate::review::Progress;

use super::sheet::ReviewSheet;

/// Where a review stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunState {
    Running,
    Done(Box<ReviewSheet>),
    /// Why it could not be made (the replay's file, field and reason).
    Failed(String),
    Cancelled,
}

type Made = Result<Option<ReviewSheet>, String>;

/// The review of the replay being watched. Dropping it stops the searches.
#[derive(Resource)]
pub struct ReviewRun {
    pub state: RunState,
    /// The panel is open (else folded to its title).
    pub open: bool,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
    task: Option<Task<Made>>,
}

impl ReviewRun {
    /// Starts `make` on a background task; it is told how to report its progress and is
    /// stopped when that returns false.
    pub fn start(make: impl FnOnce(&Progress) -> Made + Send + 'static) -> ReviewRun {
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (d, t, c) = (done.clone(), total.clone(), cancel.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let progress = move |n: usize, of: usize| {
                d.fetch_max(n, Ordering::Relaxed);
                t.store(of, Ordering::Relaxed);
                !c.load(Ordering::Relaxed)
            };
            make(&progress)
        });
        ReviewRun {
            state: RunState::Running,
            open: true,
            done,
            total,
            cancel,
            task: Some(task),
        }
    }

    /// Decisions judged, and how many there are (0 until the first is judged).
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Stops the searches; the review is then cancelled.
    pub fn cancel(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.task = None;
        self.state = RunState::Cancelled;
    }

    /// The finished review, if it is done.
    pub fn sheet(&self) -> Option<&ReviewSheet> {
        match &self.state {
            RunState::Done(s) => Some(s),
            _ => None,
        }
    }
}

impl Drop for ReviewRun {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        collect
            .in_set(AppSystems::ShowEvents)
            .run_if(resource_exists::<ReviewRun>),
    );
    for screen in [Screen::Duel, Screen::Skirmish, Screen::War] {
        app.add_systems(OnExit(screen), forget);
    }
}

/// Takes the task's answer once it is done (in lockstep, waits for it); meanwhile the
/// window keeps drawing for the progress bar.
fn collect(mut run: ResMut<ReviewRun>, mut busy: ResMut<Busy>, clock: Res<AppClock>) {
    if run.task.as_ref().is_some_and(|t| !t.is_finished()) && !clock.in_lockstep() {
        busy.thinking = true;
        return;
    }
    let Some(task) = run.task.take() else {
        return;
    };
    let made = block_on(task);
    run.state = match made {
        Ok(Some(sheet)) => RunState::Done(Box::new(sheet)),
        Ok(None) => RunState::Cancelled,
        Err(e) => RunState::Failed(e),
    };
}

/// Leaving the replay's screen ends its review.
fn forget(mut commands: Commands) {
    commands.remove_resource::<ReviewRun>();
}
