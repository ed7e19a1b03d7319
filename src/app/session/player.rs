//! The core's events reach the screen one by one, at the pace of the animations, for any
//! game: the game says how long each event stays on screen and what showing it does; the
//! player pops the session's queue at the speed setting, the skip key and a watched
//! replay's clock.

use bevy::prelude::*;

use super::game::{Playable, Queued, Session};
use super::pacing::{Pacing, PlaybackClock};
use crate::app::settings::Settings;

/// What the event player needs from a game.
pub trait ShowsEvents: Playable {
    /// Seconds an event stays on screen at 1x speed.
    fn seconds(ev: &Self::Event) -> f32;
    /// One event reaches the screen (the game's mirror, log, animations).
    fn show(world: &mut World, q: &Queued<Self::Event>);
}

/// Shows the queued events whose time has come: all of them at once when animations are
/// instant or skipped; while a replay is paused, only the one step it asks for.
pub fn play_events<G: ShowsEvents>(world: &mut World) {
    let dt = world.resource::<Time>().delta_secs();
    let settings = world.resource::<Settings>();
    let (mut rate, instant_setting) = (settings.speed, settings.instant);
    if let Some(pb) = world.get_resource::<PlaybackClock>().copied() {
        if pb.step {
            if let Some(q) = world.resource_mut::<Session<G>>().queue.pop_front() {
                G::show(world, &q);
                let mut clock = world.resource_mut::<PlaybackClock>();
                clock.step = false;
                clock.step_shown = true;
                world.resource_mut::<Pacing>().wait = 0.0;
            }
            return;
        }
        if !pb.playing {
            return;
        }
        rate *= pb.speed;
    }
    let instant = instant_setting || world.resource::<Pacing>().skip;
    {
        let mut pacing = world.resource_mut::<Pacing>();
        pacing.wait = if instant {
            0.0
        } else {
            (pacing.wait - dt * rate).max(-1.0)
        };
    }
    while world.resource::<Pacing>().settled() {
        let Some(q) = world.resource_mut::<Session<G>>().queue.pop_front() else {
            break;
        };
        G::show(world, &q);
        if !instant {
            world.resource_mut::<Pacing>().wait += G::seconds(&q.event);
        }
    }
    if world.resource::<Session<G>>().queue_empty() {
        world.resource_mut::<Pacing>().skip = false;
    }
}

/// Whether the screen shows the present: nothing queued, nothing still animating.
pub fn idle<G: Playable>(session: &Session<G>, pacing: &Pacing) -> bool {
    session.queue_empty() && pacing.settled()
}
