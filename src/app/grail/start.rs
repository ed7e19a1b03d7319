//! A skirmish begins: from the setup screen's picks (kept for the rematch).

use bevy::prelude::*;

use super::ai::{GrailAi, GrailHint};
use super::data::GrailData;
use super::fx::Motion;
use super::mirror;
use super::picks::{self, SkirmishPicks};
use super::session::GrailTable;
use crate::app::screens::Screen;
use crate::app::session::{Pacing, ReplayStore};

pub(super) fn start_skirmish(
    mut commands: Commands,
    content: Res<GrailData>,
    picks: Res<SkirmishPicks>,
    store: Res<ReplayStore>,
    mut pacing: ResMut<Pacing>,
    mut next: ResMut<NextState<Screen>>,
) {
    *pacing = Pacing {
        hold: pacing.hold,
        ..default()
    };
    commands.insert_resource(GrailAi::default());
    commands.insert_resource(GrailHint::default());
    commands.insert_resource(Motion::default());
    match picks::new_skirmish(&content.0, &picks) {
        Ok(mut session) => {
            session.save_in(&store);
            let table = GrailTable::default();
            let seen = mirror::seen(&content.0, &session.state, table.viewer(&session));
            mirror::spawn(&mut commands, &seen, Screen::Skirmish);
            commands.insert_resource(session);
            commands.insert_resource(table);
        }
        Err(e) => {
            error!("cannot start the skirmish: {e}");
            next.set(Screen::SkirmishSetup);
        }
    }
}

/// Leaving the screen ends the game shown: its resources go with it.
pub(super) fn end_skirmish(mut commands: Commands) {
    commands.remove_resource::<super::session::GrailSession>();
    commands.remove_resource::<GrailTable>();
}
