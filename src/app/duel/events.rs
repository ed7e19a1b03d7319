//! How the duel's events reach the board through the session's event player: how long each
//! stays on screen, and what showing it does (the ECS mirror, `DuelPhase`, the log).

use bevy::prelude::*;

use super::data::DuelData;
use super::mirror;
use super::session::{Duel, DuelSession, Queued};
use crate::app::screens::Screen;
use crate::app::session::{Pacing, PlaybackClock, Seat, ShowsEvents, idle};
use crate::rules::core::DuelCore;
use crate::rules::duel::Event;

/// Seconds an event stays on screen at 1x speed.
fn event_time(ev: &Event) -> f32 {
    match ev {
        Event::TurnStarted { .. } => 0.6,
        Event::PhaseChanged { .. } => 0.3,
        Event::Untapped { .. } | Event::CardDrawn { .. } | Event::Passed { .. } => 0.1,
        Event::Tapped { .. } | Event::BlockDeclared { .. } => 0.25,
        Event::EtherConverted { .. }
        | Event::FollowerSummoned { .. }
        | Event::CodeEquipped { .. } => 0.3,
        Event::SpellCast { .. }
        | Event::AttackSkillUsed { .. }
        | Event::SupportSkillUsed { .. } => 0.35,
        Event::AstralCodeUsed { .. } => 0.6,
        Event::DiceRolled { .. } | Event::BreakCheck { .. } => 0.5,
        Event::DamageDealt { .. } => 0.7,
        Event::Healed { .. } => 0.4,
        Event::ArcastellaFell { .. } | Event::FollowerDefeated { .. } => 0.6,
        Event::GameEnded { .. } => 1.5,
        Event::GameStarted { .. }
        | Event::DecisionRequested { .. }
        | Event::DrawSkipped { .. }
        | Event::DeckRebuilt { .. }
        | Event::AstralChargeChanged { .. }
        | Event::EtherEffectTriggered { .. }
        | Event::EtherChanged { .. }
        | Event::Triggered { .. }
        | Event::NoBlockDeclared { .. }
        | Event::CodeRemoved { .. }
        | Event::BarrierGained { .. }
        | Event::ResonanceChanged { .. }
        | Event::ContinuousAdded { .. }
        | Event::ContinuousTicked { .. }
        | Event::ContinuousRemoved { .. }
        | Event::SummonFailed { .. }
        | Event::CardMoved { .. }
        | Event::PhaseActionCapReached { .. } => 0.0,
    }
}

impl ShowsEvents for DuelCore {
    fn seconds(ev: &Event) -> f32 {
        event_time(ev)
    }

    /// The log first (it learns the cards an event names), then the mirror, and after an
    /// action's last event the derived stats.
    fn show(world: &mut World, q: &Queued) {
        let content = world.resource::<DuelData>().0.clone();
        world.resource_scope(|world, session: Mut<DuelSession>| {
            world
                .resource_mut::<Duel>()
                .record(&session, &content, &q.event);
        });
        mirror::apply_event(world, &content, &q.event);
        if q.batch_end {
            mirror::refresh_stats(world, &content);
        }
    }
}

/// When the duel is over and everything is shown, the end screen. With a person at the
/// table the board stays until they move on (the overlay's "See the result"), so the last
/// blow is seen; a watched replay stays on the board.
pub(super) fn end_when_shown(
    session: Res<DuelSession>,
    pacing: Res<Pacing>,
    clock: Option<Res<PlaybackClock>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let person = session.seats.iter().any(Seat::is_human);
    if session.state.is_over() && clock.is_none() && !person && idle(&session, &pacing) {
        next.set(Screen::GameEnd);
    }
}
