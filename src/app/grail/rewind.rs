//! Undo and redo in a live skirmish (`Session::undo`): the person's last choice and the
//! AI's answers to it are taken back, up to the line the core draws (a roll, something
//! hidden shown); then the log is told again and the entities set from the state.

use bevy::prelude::*;

use super::data::GrailData;
use super::events::resync;
use super::playback::retell;
use super::round;
use super::session::{GrailSession, GrailTable};
use crate::app::session::{Pacing, Rewind};

pub(super) fn rewind(world: &mut World) {
    let asked: Vec<Rewind> = world.resource_mut::<Messages<Rewind>>().drain().collect();
    if asked.is_empty() {
        return;
    }
    let content = world.resource::<GrailData>().0.clone();
    let mut changed = false;
    world.resource_scope(|_, mut s: Mut<GrailSession>| {
        for r in asked {
            // Only the person shown asks (the keys answer the one deciding there).
            let f = s.shown.seat;
            match r {
                Rewind::Undo => changed |= s.undo(f),
                Rewind::Redo => match s.redo(&content, f) {
                    Ok(done) => changed |= done,
                    Err(e) => error!("redo: {e}"),
                },
            }
        }
    });
    if !changed {
        return;
    }
    let see_all = world.resource::<GrailTable>().see_all;
    match retell(&content, world.resource::<GrailSession>(), see_all) {
        Ok(t) => world.insert_resource(t),
        Err(e) => error!("cannot tell the game again: {e}"),
    }
    resync(world);
    let r = round::at(&world.resource::<GrailSession>().state);
    world.resource_mut::<NextState<round::CombatRound>>().set(r);
    world.resource_mut::<Pacing>().wait = 0.0;
}
