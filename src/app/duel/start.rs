//! A duel begins: from the setup screen's choices, or from a replay to be watched.

use bevy::prelude::*;

use super::ai::{AiMove, AiThinking, Hint};
use super::data::DuelData;
use super::mirror::{self, UnitIndex};
use super::phase::DuelPhase;
use super::playback::Playback;
use super::session::{self, DuelSetup};
use crate::app::screens::Screen;
use crate::app::session::saves::ContinueRequest;
use crate::app::session::{AppClock, Pacing, ReplayStore};
use crate::replay::{self, Replay};

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
    (store, clock): (Res<ReplayStore>, Res<AppClock>),
    (resume, mut next_phase): (Option<Res<ContinueRequest>>, ResMut<NextState<DuelPhase>>),
) {
    *pacing = Pacing {
        hold: pacing.hold,
        ..default()
    };
    ai.forget();
    commands.insert_resource(AiMove::default());
    hint.forget();
    let started = match (&resume, &playback) {
        (Some(r), _) => {
            commands.remove_resource::<ContinueRequest>();
            continue_duel(&content.0, &r.0)
        }
        (None, Some(pb)) => {
            session::watch(&content.0, &pb.file, &pb.replay, 0).map_err(|e| e.to_string())
        }
        (None, None) => session::new_duel(&content.0, &setup, &clock).map(|(mut s, d)| {
            s.save_in(&store);
            (s, d)
        }),
    };
    match started {
        Ok((session, duel)) => {
            mirror::spawn_board(&mut commands, &content.0, &session.state, &mut index);
            // A continued duel stands mid-game with nothing queued: its followers on the
            // board, its phase shown. (A new one's followers arrive with its events.)
            if resume.is_some() {
                mirror::spawn_followers(&mut commands, &content.0, &session.state, &mut index);
                next_phase.set(mirror::duel_phase(session.state.phase));
            }
            commands.insert_resource(session);
            commands.insert_resource(duel);
        }
        Err(e) => {
            error!("cannot start the duel: {e}");
            next.set(if resume.is_some() {
                Screen::Title
            } else {
                Screen::DuelSetup
            });
        }
    }
}

/// The duel saved in `path`, where it stood.
fn continue_duel(
    c: &crate::content::duel::DuelContent,
    path: &std::path::Path,
) -> Result<(session::DuelSession, session::Duel), String> {
    match replay::load_file(path).map_err(|e| e.to_string())? {
        Replay::Duel(r) => session::resume(c, path, &r).map_err(|e| e.to_string()),
        Replay::Grail(_) => Err(format!("{}: not a duel", path.display())),
    }
}
