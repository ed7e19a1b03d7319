//! A Grail game begins on its screen: a skirmish from its setup screen's picks, a war from
//! its own (both kept for the rematch), a continued game from its save, or a replay.

use bevy::prelude::*;

use super::ai::{GrailAi, GrailHint};
use super::data::GrailData;
use super::fx::Motion;
use super::mirror;
use super::picks::{self, SkirmishPicks};
use super::playback::{self, GrailPlayback};
use super::round::{self, CombatRound};
use super::saves;
use super::session::{GrailSession, GrailTable};
use super::time::{self, GrailTime};
use super::war_picks::{self, WarPicks};
use crate::app::screens::Screen;
use crate::app::session::saves::ContinueRequest;
use crate::app::session::{AppClock, Pacing, ReplayStore};

/// What a new game is made from.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Picks<'w> {
    skirmish: Res<'w, SkirmishPicks>,
    war: Res<'w, WarPicks>,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn start_game(
    mut commands: Commands,
    content: Res<GrailData>,
    picks: Picks,
    store: Res<ReplayStore>,
    clock: Res<AppClock>,
    screen: Res<State<Screen>>,
    mut pacing: ResMut<Pacing>,
    mut next: ResMut<NextState<Screen>>,
    playback: Option<Res<GrailPlayback>>,
    resume: Option<Res<ContinueRequest>>,
    (mut round, mut day_time): (ResMut<NextState<CombatRound>>, ResMut<NextState<GrailTime>>),
) {
    let screen = *screen.get();
    *pacing = Pacing {
        hold: pacing.hold,
        ..default()
    };
    commands.insert_resource(GrailAi::default());
    commands.insert_resource(GrailHint::new(&clock));
    commands.insert_resource(Motion::default());
    let resume = resume.map(|r| r.0.clone());
    if resume.is_some() {
        commands.remove_resource::<ContinueRequest>();
    }
    let fresh = || match screen {
        Screen::War => war_picks::new_war(&content.0, &picks.war, &clock),
        _ => picks::new_skirmish(&content.0, &picks.skirmish, &clock),
    };
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
        (None, None) => fresh().map(|mut session| {
            session.save_in(&store);
            (session, GrailTable::default())
        }),
    };
    match started {
        Ok((session, table)) => {
            let seen = mirror::seen(&content.0, &session.state, table.viewer(&session));
            mirror::spawn(&mut commands, &seen, screen);
            // A war starts outside any combat, a continued game wherever it stood, with
            // nothing queued; a new skirmish's first events open its combat.
            if resume.is_some() || screen == Screen::War {
                round.set(round::at(&session.state));
            }
            if screen == Screen::War {
                day_time.set(time::at(&session.state));
            }
            commands.insert_resource(session);
            commands.insert_resource(table);
        }
        Err(e) => {
            error!("cannot start the game: {e}");
            next.set(if resume.is_some() {
                Screen::Title
            } else if playback.is_some() {
                Screen::Replays
            } else if screen == Screen::War {
                Screen::WarSetup
            } else {
                Screen::SkirmishSetup
            });
        }
    }
}

/// Leaving the screen ends the game shown: its resources go with it.
pub(super) fn end_game(mut commands: Commands) {
    commands.remove_resource::<GrailSession>();
    commands.remove_resource::<GrailTable>();
}
