//! A duel begins: from the setup screen's choices, or from a replay to be watched.

use bevy::prelude::*;

use super::ai::{AiThinking, Hint};
use super::data::DuelData;
use super::mirror::{self, UnitIndex};
use super::playback::Playback;
use super::session::{self, DuelSetup};
use crate::app::screens::Screen;
use crate::app::session::{Pacing, ReplayStore};

pub(super) fn start_duel(
    mut commands: Commands,
    content: Res<DuelData>,
    setup: Res<DuelSetup>,
    mut index: ResMut<UnitIndex>,
    mut pacing: ResMut<Pacing>,
    mut ai: ResMut<AiThinking>,
    mut hint: ResMut<Hint>,
    mut next: ResMut<NextState<Screen>>,
    playback: Option<Res<Playback>>,
    store: Res<ReplayStore>,
) {
    *pacing = Pacing {
        hold: pacing.hold,
        ..default()
    };
    *ai = AiThinking::default();
    *hint = Hint::default();
    let started = match &playback {
        Some(pb) => session::watch(&content.0, &pb.file, &pb.replay, 0).map_err(|e| e.to_string()),
        None => session::new_duel(&content.0, &setup).map(|(mut s, d)| {
            s.save_in(&store);
            (s, d)
        }),
    };
    match started {
        Ok((session, duel)) => {
            mirror::spawn_board(&mut commands, &content.0, &session.state, &mut index);
            commands.insert_resource(session);
            commands.insert_resource(duel);
        }
        Err(e) => {
            error!("cannot start the duel: {e}");
            next.set(Screen::DuelSetup);
        }
    }
}
