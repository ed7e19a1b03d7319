//! G-8.4: the declaration clock. When the setup gave the game a time per decision
//! (`GameConfig::decision_timer_s`, the seed's 5 minutes by default in hot seat), it counts
//! down each decision of a person while that person can see it, and at zero takes the core's
//! default (`timeout_action`: Wait, Pass, Guard with no card, Done). It stops while the
//! pause menu or the hand-over curtain is up and while events are still being shown, so
//! that nobody loses time they could not use.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::Real;

use crate::app::frame_pace::Busy;
use crate::app::screens::Menu;
use crate::rules::grail::timeout_action;

use super::data::GrailData;
use super::session::{GrailChoice, GrailSession};

/// The time left to the person deciding, or `None` where no clock runs.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct DeclarationClock {
    /// The decision counted: the number of actions taken before it.
    decision: Option<usize>,
    left_s: f32,
}

impl DeclarationClock {
    /// The whole seconds left to show, while a clock runs for the decision on screen.
    pub fn shown(&self, session: &GrailSession) -> Option<u32> {
        (self.decision == Some(session.actions.len())).then(|| self.left_s.ceil().max(0.0) as u32)
    }
}

/// Counts the clock down, and at zero chooses the core's default for the person.
pub(super) fn tick_clock(
    mut clock: ResMut<DeclarationClock>,
    session: Res<GrailSession>,
    content: Res<GrailData>,
    menu: Option<Res<State<Menu>>>,
    time: Res<Time<Real>>,
    mut busy: ResMut<Busy>,
    mut choices: MessageWriter<GrailChoice>,
) {
    let Some(d) = session.state.pending.as_ref() else {
        clock.decision = None;
        return;
    };
    let Some(limit) = d.deadline_s.filter(|_| session.seat(d.faction).is_human()) else {
        clock.decision = None;
        return;
    };
    let decision = session.actions.len();
    if clock.decision != Some(decision) {
        *clock = DeclarationClock {
            decision: Some(decision),
            left_s: limit as f32,
        };
    }
    // The rules window stands beside the game: reading counts as thinking.
    let paused = menu.is_some_and(|m| !matches!(m.get(), Menu::None | Menu::Rules));
    let hidden = session.shown.curtain.is_some() || session.shown.waiting;
    if paused || hidden || !session.queue_empty() {
        return;
    }
    clock.left_s -= time.delta_secs();
    if clock.left_s > 0.0 {
        // The figure shown changes at the next whole second.
        let to_next = clock.left_s - (clock.left_s.ceil() - 1.0);
        busy.wake_in = Some(Duration::from_secs_f32(to_next.max(0.01)));
        return;
    }
    if let Some((faction, action)) = timeout_action(&content.0, &session.state) {
        info!("the declaration clock ran out for faction {faction}: {action:?}");
        choices.write(GrailChoice {
            seat: faction,
            action,
        });
    }
}
