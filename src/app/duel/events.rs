//! The core's events reach the board one by one, at the pace of the animations: each
//! updates the ECS mirror, `DuelPhase` and the log.

use bevy::prelude::*;

use super::data::DuelData;
use super::mirror;
use super::session::{self, Duel};
use crate::app::replays::PlaybackClock;
use crate::app::screens::Screen;
use crate::app::session::Pacing;
use crate::app::settings::Settings;
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

/// Shows queued events one by one at the pace of the animations: each updates the mirror,
/// `DuelPhase` and the log. When the game is over and everything is shown, the end screen.
pub(super) fn play_events(world: &mut World) {
    let dt = world.resource::<Time>().delta_secs();
    let settings = world.resource::<Settings>().clone();
    let content = world.resource::<DuelData>().0.clone();
    // A watched replay: paused, it shows nothing unless one step is asked for; playing, it
    // runs at its own speed on top of the setting.
    let mut rate = settings.speed;
    if let Some(pb) = world.get_resource::<PlaybackClock>().copied() {
        if pb.step {
            if let Some(q) = world.resource_mut::<Duel>().queue.pop_front() {
                show_event(world, &content, &q);
                {
                    let mut clock = world.resource_mut::<PlaybackClock>();
                    clock.step = false;
                    clock.step_shown = true;
                }
                world.resource_mut::<Pacing>().wait = 0.0;
            }
            return;
        }
        if !pb.playing {
            return;
        }
        rate *= pb.speed;
    }
    let instant = settings.instant || world.resource::<Pacing>().skip;
    {
        let mut pacing = world.resource_mut::<Pacing>();
        pacing.wait = if instant {
            0.0
        } else {
            (pacing.wait - dt * rate).max(-1.0)
        };
    }
    loop {
        if !world.resource::<Pacing>().settled() {
            break;
        }
        let Some(q) = world.resource_mut::<Duel>().queue.pop_front() else {
            break;
        };
        show_event(world, &content, &q);
        if !instant {
            world.resource_mut::<Pacing>().wait += event_time(&q.event);
        }
    }
    let duel = world.resource::<Duel>();
    let done = duel.queue_empty();
    let over = duel.state.is_over();
    if done {
        world.resource_mut::<Pacing>().skip = false;
    }
    let watching = world.contains_resource::<PlaybackClock>();
    if done && over && !watching && world.resource::<Pacing>().settled() {
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::GameEnd);
    }
}

/// One event reaches the board: the mirror, the log, and after an action's last event the
/// derived stats.
pub fn show_event(
    world: &mut World,
    content: &crate::content::duel::DuelContent,
    q: &session::Queued,
) {
    mirror::apply_event(world, content, &q.event);
    world.resource_mut::<Duel>().record(content, &q.event);
    if q.batch_end {
        mirror::refresh_stats(world, content);
    }
}

/// Whether the board shows the present: nothing queued, nothing still animating.
pub fn idle(duel: &Duel, pacing: &Pacing) -> bool {
    duel.queue_empty() && pacing.settled()
}
