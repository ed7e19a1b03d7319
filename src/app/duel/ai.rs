//! The duel's seats played by the AI, through the session's searches on background tasks
//! (`app::session::AiThinking`): its choice waits at least `Settings::ai_min_delay` on
//! screen, and is then announced (its card or skill and target) for a moment before it is
//! played, so a person can follow. The Hint button runs a search from the person's view.

use bevy::prelude::*;

use crate::ai::duel::DuelGame;
use crate::app::frame_pace::Busy;
use crate::app::session::{Pacing, Seat};
use crate::app::settings::Settings;
use crate::rules::duel::{Action, PlayerId};

use super::data::DuelData;
use super::session::DuelSession;
use crate::app::session::idle;

/// The duel's AI search in progress, if any.
pub type AiThinking = crate::app::session::AiThinking<DuelGame>;

/// The duel's Hint button.
pub type Hint = crate::app::session::Hint<DuelGame>;

/// The AI's chosen move while it is shown before it is played: the player reads what the
/// AI does (its card or skill, its target) before the board moves.
#[derive(Resource, Default, Debug)]
pub struct AiMove {
    pub shown: Option<(PlayerId, Action)>,
    since: f32,
}

/// Seconds an AI's move is announced at 1x before it is played; a pass is played at once.
const ANNOUNCE_SECS: f32 = 1.2;

/// The AI seat to move gets its search started; its answer, once the search has been
/// shown long enough, is announced, and then handed to the core.
pub(super) fn drive_ai(
    (mut ai, mut shown): (ResMut<AiThinking>, ResMut<AiMove>),
    mut duel: ResMut<DuelSession>,
    content: Res<DuelData>,
    pacing: Res<Pacing>,
    settings: Res<Settings>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    if pacing.hold {
        return;
    }
    if let Some((player, action)) = shown.shown {
        let wait = if settings.instant || pacing.skip {
            0.0
        } else {
            ANNOUNCE_SECS / settings.speed.max(0.1)
        };
        if now - shown.since >= wait {
            shown.shown = None;
            if let Err(e) = duel.submit(&content.0, player, action) {
                error!("the AI chose an illegal action {action:?}: {e}");
            }
        }
        return;
    }
    let decision = duel.actions.len();
    if ai.busy() {
        let deciding = duel.state.deciding_player().map(PlayerId::index);
        let delay = if settings.instant {
            0.0
        } else {
            settings.ai_min_delay
        };
        if let Some((seat, action)) = ai.poll(decision, deciding, now, delay)
            && let Some(&player) = PlayerId::BOTH.get(seat)
        {
            if matches!(action, Action::Pass | Action::NoBlock) {
                if let Err(e) = duel.submit(&content.0, player, action) {
                    error!("the AI chose an illegal action {action:?}: {e}");
                }
            } else {
                *shown = AiMove {
                    shown: Some((player, action)),
                    since: now,
                };
            }
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
    let seed =
        duel.seed() ^ (decision as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ p.index() as u64;
    let view = duel.state.view_for(p);
    let played: Vec<Action> = duel.actions.iter().map(|&(_, a)| a).collect();
    ai.start(content.0.clone(), view, spec, seed, p.index(), &played, now);
}

/// Starts the hint's search for `player` at the present decision.
pub fn request_hint(hint: &mut Hint, duel: &DuelSession, content: &DuelData, player: PlayerId) {
    let decision = duel.actions.len();
    let seed = duel.seed() ^ 0x4849_4e54 ^ decision as u64;
    hint.request(
        content.0.clone(),
        duel.state.view_for(player),
        seed,
        decision,
    );
}

/// The duel needs frames of its own: events are queued or still animating, or an AI seat
/// is to move (its search runs on a task that only a frame can collect). A replay's seat
/// waits for the playback, which asks for frames only while it plays or steps.
pub(super) fn mark_busy(
    duel: Res<DuelSession>,
    pacing: Res<Pacing>,
    (ai, shown): (Res<AiThinking>, Res<AiMove>),
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
    busy.thinking |= ai.busy() || hint.thinking() || ai_to_move || shown.shown.is_some();
}

pub(super) fn poll_hint(mut hint: ResMut<Hint>) {
    hint.poll();
}
