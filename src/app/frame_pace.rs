//! Issue 5, item 11: a turn-based game must not burn a core while it waits for a click.
//! While anything moves (events being shown, floating numbers, banners, units gliding, the
//! AI or the hint searching) the window updates continuously; otherwise it switches to
//! Bevy's reactive mode and only wakes for input, a redraw that egui asks for, or a slow
//! timer. Screenshots and autoplay always run continuously.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::Real;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::app::duel::{AiThinking, Duel, Hint, Pacing, Seat, idle};
use crate::app::replays::Playback;
use crate::app::screens::Screen;

/// How long an idle window sleeps before it updates anyway. On the board the only motion
/// left is the ambient glow of the deciding side, which may pause until the mouse moves
/// (under llvmpipe a 0.5 s wait still cost a third of a core); the menus' twinkling stars
/// keep a slow pace.
const IDLE_WAIT: Duration = Duration::from_secs(5);
const MENU_WAIT: Duration = Duration::from_millis(100);

/// Something on screen is moving this frame; set by the systems that animate, read and
/// cleared at the end of the frame.
#[derive(Resource, Default, Debug)]
pub struct Busy(pub bool);

/// Whether the window may go reactive at all (not while taking a screenshot or autoplaying,
/// which count frames).
#[derive(Resource, Debug)]
pub struct FramePace {
    pub reactive: bool,
}

/// With `HORIZON_NOTES_FRAME_LOG` set, every two seconds the log says how many frames were
/// drawn and their mean and longest time, by what the game was doing: the figures of
/// docs/app-status.md.
#[derive(Resource, Debug, Default)]
struct FrameLog {
    since: f32,
    /// Frames, total and longest seconds, per activity.
    by: std::collections::BTreeMap<&'static str, (u32, f32, f32)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Busy>()
        .add_systems(Last, choose_update_mode);
    if std::env::var_os("HORIZON_NOTES_FRAME_LOG").is_some() {
        app.init_resource::<FrameLog>()
            .add_systems(Last, log_frames.before(choose_update_mode));
    }
}

fn log_frames(
    mut log: ResMut<FrameLog>,
    time: Res<Time<Real>>,
    busy: Res<Busy>,
    duel: Option<Res<Duel>>,
    pacing: Res<Pacing>,
    ai: Res<AiThinking>,
) {
    let activity = if ai.busy() {
        "the AI thinks"
    } else if busy.0 || duel.as_ref().is_some_and(|d| !idle(d, &pacing)) {
        "animating"
    } else {
        "idle"
    };
    let dt = time.delta_secs();
    let e = log.by.entry(activity).or_default();
    e.0 += 1;
    e.1 += dt;
    e.2 = e.2.max(dt);
    let now = time.elapsed_secs();
    if now - log.since >= 2.0 {
        for (what, (n, total, max)) in std::mem::take(&mut log.by) {
            info!(
                "frames while {what}: {n}, mean {:.1} ms, longest {:.1} ms",
                total * 1000.0 / n.max(1) as f32,
                max * 1000.0
            );
        }
        log.since = now;
    }
}

/// The duel needs frames of its own: events are queued or still animating, or an AI seat
/// is to move (its search runs on a task that only a frame can collect). A replay's seat
/// waits for the playback, which asks for frames only while it plays or steps.
fn duel_busy(duel: &Duel, pacing: &Pacing, ai: &AiThinking, hint: &Hint) -> bool {
    if !idle(duel, pacing) || ai.busy() || hint.thinking() {
        return true;
    }
    !duel.state.is_over()
        && !pacing.hold
        && duel
            .state
            .deciding_player()
            .is_some_and(|p| matches!(duel.seat(p), Seat::Ai { .. }))
}

fn choose_update_mode(
    mut busy: ResMut<Busy>,
    pace: Res<FramePace>,
    screen: Res<State<Screen>>,
    duel: Option<Res<Duel>>,
    pacing: Res<Pacing>,
    ai: Res<AiThinking>,
    hint: Res<Hint>,
    playback: Option<Res<Playback>>,
    mut winit: ResMut<WinitSettings>,
) {
    // A replay that plays needs a frame to start its next action even when the board rests.
    let watching = playback.is_some_and(|p| p.needs_frames());
    let moving = std::mem::take(&mut busy.0) || watching;
    let wait = if *screen.get() == Screen::Duel {
        let duel_busy = duel
            .as_ref()
            .is_none_or(|d| duel_busy(d, &pacing, &ai, &hint));
        (!moving && !duel_busy).then_some(IDLE_WAIT)
    } else {
        (!moving).then_some(MENU_WAIT)
    };
    // Unfocused, the window keeps playing what moves (an AI's turn) but ignores the mouse.
    let (focused, unfocused) = match wait.filter(|_| pace.reactive) {
        Some(w) => (UpdateMode::reactive(w), UpdateMode::reactive_low_power(w)),
        None => (UpdateMode::Continuous, UpdateMode::Continuous),
    };
    if winit.focused_mode != focused {
        winit.focused_mode = focused;
    }
    if winit.unfocused_mode != unfocused {
        winit.unfocused_mode = unfocused;
    }
}
