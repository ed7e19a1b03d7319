//! A skirmish begins: from the setup screen's picks (kept for the rematch).

use bevy::prelude::*;

use super::ai::{GrailAi, GrailHint};
use super::data::GrailData;
use super::fx::Motion;
use super::mirror;
use super::picks::{self, SkirmishPicks};
use super::playback::{self, GrailPlayback};
use super::saves;
use super::session::GrailTable;
use crate::app::screens::Screen;
use crate::app::session::saves::ContinueRequest;
use crate::app::session::{Pacing, ReplayStore};

pub(super) fn start_skirmish(
    mut commands: Commands,
    content: Res<GrailData>,
    picks: Res<SkirmishPicks>,
    store: Res<ReplayStore>,
    mut pacing: ResMut<Pacing>,
    mut next: ResMut<NextState<Screen>>,
    playback: Option<Res<GrailPlayback>>,
    resume: Option<Res<ContinueRequest>>,
    mut round: ResMut<NextState<super::round::CombatRound>>,
) {
    *pacing = Pacing {
        hold: pacing.hold,
        ..default()
    };
    commands.insert_resource(GrailAi::default());
    commands.insert_resource(GrailHint::default());
    commands.insert_resource(Motion::default());
    let resume = resume.map(|r| r.0.clone());
    if resume.is_some() {
        commands.remove_resource::<ContinueRequest>();
    }
    let started = match (&resume, &playback) {
        (Some(path), _) => saves::resume(&content.0, path),
        (None, Some(pb)) => playback::rebuild(
            &content.0,
            &pb.file,
            &pb.replay,
            0,
            playback::watch_seats(&pb.replay),
            playback::sees_all_at_first(&pb.replay),
            true,
        )
        .map_err(|e| e.to_string()),
        (None, None) => picks::new_skirmish(&content.0, &picks).map(|mut session| {
            session.save_in(&store);
            (session, GrailTable::default())
        }),
    };
    match started {
        Ok((session, table)) => {
            let seen = mirror::seen(&content.0, &session.state, table.viewer(&session));
            mirror::spawn(&mut commands, &seen, Screen::Skirmish);
            // A continued skirmish stands mid-combat with nothing queued.
            if resume.is_some() {
                round.set(super::round::at(&session.state));
            }
            commands.insert_resource(session);
            commands.insert_resource(table);
        }
        Err(e) => {
            error!("cannot start the skirmish: {e}");
            next.set(if resume.is_some() {
                Screen::Title
            } else if playback.is_some() {
                Screen::Replays
            } else {
                Screen::SkirmishSetup
            });
        }
    }
}

/// Leaving the screen ends the game shown: its resources go with it.
pub(super) fn end_skirmish(mut commands: Commands) {
    commands.remove_resource::<super::session::GrailSession>();
    commands.remove_resource::<GrailTable>();
}
