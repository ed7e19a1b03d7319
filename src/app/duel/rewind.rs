//! Undo and redo on the board: the session takes the person's last choice back (and the
//! AI's answers with it) or plays it again; after an undo the board, the log and the phase
//! are rebuilt from the state, and the AI's search is dropped.

use bevy::prelude::*;

use super::ai::{AiMove, AiThinking, Hint};
use super::data::DuelData;
use super::interact::Choosing;
use super::mirror::{self, BoardFx};
use super::phase::DuelPhase;
use super::session::{self, DuelSession};
use crate::app::session::{Pacing, Rewind};
use crate::rules::duel::PlayerId;

/// Carries out this frame's undo and redo requests for the person shown. Runs before
/// `Update`, so no command of this frame is left aimed at a despawned unit.
pub(super) fn rewind(world: &mut World) {
    let asked: Vec<Rewind> = world.resource_mut::<Messages<Rewind>>().drain().collect();
    if asked.is_empty() {
        return;
    }
    let content = world.resource::<DuelData>().0.clone();
    let mut undone = false;
    for ask in asked {
        let mut s = world.resource_mut::<DuelSession>();
        let seat = s.shown.seat;
        if s.shown.curtain.is_some() {
            continue;
        }
        match ask {
            Rewind::Undo => undone |= s.undo(seat),
            Rewind::Redo => {
                if let Err(e) = s.redo(&content, seat) {
                    error!("cannot redo: {e}");
                }
            }
        }
    }
    if undone {
        rebuild(world, &content);
    }
}

/// The board, the log and the phase as the session's state stands, shown at once.
fn rebuild(world: &mut World, content: &crate::content::duel::DuelContent) {
    let (state, replay, n, seats) = {
        let s = world.resource::<DuelSession>();
        let seats = [s.seat(PlayerId::P0).clone(), s.seat(PlayerId::P1).clone()];
        (
            s.state.clone(),
            s.recorder.replay().clone(),
            s.actions.len(),
            seats,
        )
    };
    match session::rebuild(content, "undo", &replay, n, seats) {
        Ok((_, duel)) => world.insert_resource(duel),
        Err(e) => error!("cannot rebuild the log after an undo: {e}"),
    }
    mirror::respawn_units(world, content, &state);
    world
        .resource_mut::<NextState<DuelPhase>>()
        .set(mirror::duel_phase(state.phase));
    world.resource_mut::<Messages<BoardFx>>().clear();
    world.resource_mut::<AiThinking>().forget();
    *world.resource_mut::<AiMove>() = AiMove::default();
    world.resource_mut::<Hint>().forget();
    // A fresh choice: an undone Charge pass is no longer "done charging" (D-8.5), or the
    // pass would be played again at once and the undo would seem to do nothing.
    *world.resource_mut::<Choosing>() = Choosing::default();
    let mut pacing = world.resource_mut::<Pacing>();
    pacing.wait = 0.0;
    pacing.skip = false;
}
