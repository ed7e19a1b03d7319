//! The AI thinks on `AsyncComputeTaskPool`, so the frame rate holds while it searches.
//! Its choice waits at least `Settings::ai_min_delay` on screen so a person can follow.
//! The Hint button runs the same search from the human's view.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use crate::ai::duel::DuelGame;
use crate::ai::mcts::{self, Suggestion};
use crate::ai::{Difficulty, make_bot};
use crate::app::frame_pace::Busy;
use crate::app::session::{Pacing, Seat};
use crate::app::settings::Settings;
use crate::rules::duel::{Action, PlayerId};

use super::data::DuelData;
use super::events::idle;
use super::session::Duel;

struct Thinking {
    task: Task<Action>,
    player: PlayerId,
    /// `Duel::actions.len()` when the search began: the decision it answers.
    decision: usize,
    started: f32,
}

/// The AI's search in progress, if any.
#[derive(Resource, Default)]
pub struct AiThinking(Option<Thinking>);

impl AiThinking {
    pub fn busy(&self) -> bool {
        self.0.is_some()
    }
}

pub(super) fn drive_ai(
    mut ai: ResMut<AiThinking>,
    mut duel: ResMut<Duel>,
    content: Res<DuelData>,
    pacing: Res<Pacing>,
    settings: Res<Settings>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    if pacing.hold {
        return;
    }
    if let Some(t) = &mut ai.0 {
        let stale =
            t.decision != duel.actions.len() || duel.state.deciding_player() != Some(t.player);
        if stale {
            ai.0 = None;
            return;
        }
        if !t.task.is_finished() || (!settings.instant && now - t.started < settings.ai_min_delay) {
            return;
        }
        let Some(t) = ai.0.take() else {
            return;
        };
        let action = block_on(t.task);
        if let Err(e) = duel.submit(&content.0, t.player, action) {
            error!("the AI chose an illegal action {action:?}: {e}");
        }
        return;
    }
    if !idle(&duel, &pacing) || duel.state.is_over() {
        return;
    }
    let Some(p) = duel.state.deciding_player() else {
        return;
    };
    let Seat::Ai { spec, .. } = duel.seat(p).clone() else {
        return;
    };
    let view = duel.state.view_for(p);
    let c = content.0.clone();
    let seed = duel.seed
        ^ (duel.actions.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ p.index() as u64;
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { make_bot::<DuelGame>(&spec, seed).choose(&c, &view) });
    ai.0 = Some(Thinking {
        task,
        player: p,
        decision: duel.actions.len(),
        started: now,
    });
}

/// The Hint button: the search's best few moves for the deciding human.
#[derive(Resource, Default)]
pub struct Hint {
    task: Option<(Task<Vec<Suggestion<Action>>>, usize)>,
    /// The suggestions and the decision they answer.
    pub result: Option<(usize, Vec<Suggestion<Action>>)>,
}

impl Hint {
    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Starts a search for `player` at the present decision.
    pub fn request(&mut self, duel: &Duel, content: &DuelData, player: PlayerId) {
        if self.task.is_some() {
            return;
        }
        let view = duel.state.view_for(player);
        let c = content.0.clone();
        let seed = duel.seed ^ 0x4849_4e54 ^ duel.actions.len() as u64;
        let cfg = Difficulty::Normal.config();
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { mcts::suggest::<DuelGame>(&c, &view, &cfg, seed, 3) });
        self.task = Some((task, duel.actions.len()));
        self.result = None;
    }

    /// The suggestions, if they answer the present decision.
    pub fn for_now(&self, duel: &Duel) -> Option<&[Suggestion<Action>]> {
        self.result
            .as_ref()
            .filter(|(n, _)| *n == duel.actions.len())
            .map(|(_, s)| s.as_slice())
    }
}

/// The duel needs frames of its own: events are queued or still animating, or an AI seat
/// is to move (its search runs on a task that only a frame can collect). A replay's seat
/// waits for the playback, which asks for frames only while it plays or steps.
pub(super) fn mark_busy(
    duel: Res<Duel>,
    pacing: Res<Pacing>,
    ai: Res<AiThinking>,
    hint: Res<Hint>,
    mut busy: ResMut<Busy>,
) {
    busy.animating |= !idle(&duel, &pacing);
    let ai_to_move = !duel.state.is_over()
        && !pacing.hold
        && duel
            .state
            .deciding_player()
            .is_some_and(|p| matches!(duel.seat(p), Seat::Ai { .. }));
    busy.thinking |= ai.busy() || hint.thinking() || ai_to_move;
}

pub(super) fn poll_hint(mut hint: ResMut<Hint>) {
    if hint.task.as_ref().is_some_and(|(t, _)| t.is_finished())
        && let Some((task, n)) = hint.task.take()
    {
        hint.result = Some((n, block_on(task)));
    }
}
