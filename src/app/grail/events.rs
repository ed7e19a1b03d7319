//! How the Grail events reach the screen through the session's event player: how long each
//! stays on screen, and what showing it does (the ECS mirror, `CombatRound`, `GrailTime`,
//! the log and the motion). An event the viewer may not see (G-40.1) changes nothing on screen.

use bevy::prelude::*;

use super::data::GrailData;
use super::fx::Motion;
use super::mirror;
use super::round::{self, CombatRound};
use super::session::{GrailSession, GrailTable, Queued, Viewer};
use super::time::{self, GrailTime};
use crate::app::session::ShowsEvents;
use crate::rules::core::GrailCore;
use crate::rules::grail::{Event, EventKind};

/// Seconds an event stays on screen at 1x speed.
fn event_time(e: &Event) -> f32 {
    match e.kind {
        EventKind::CheckRolled { .. } => 0.9,
        EventKind::NpClash { .. } => 1.4,
        EventKind::NpFired { .. } => 1.0,
        EventKind::ServantDied { .. } | EventKind::FactionEliminated { .. } => 1.0,
        EventKind::GameEnded { .. } | EventKind::CombatEnded { .. } => 1.2,
        EventKind::DamageDealt { .. } => 0.7,
        EventKind::AttackDeclared { .. } | EventKind::RoundStarted { .. } => 0.6,
        EventKind::CheckResolved { .. }
        | EventKind::ReactionChosen { .. }
        | EventKind::NpDeclared { .. }
        | EventKind::CriticalEffect { .. }
        | EventKind::FumbleEffect { .. }
        | EventKind::CombatStarted { .. }
        | EventKind::Escaped { .. }
        | EventKind::Fled { .. }
        | EventKind::RetreatCaught { .. }
        | EventKind::CommandSpellUsed { .. }
        | EventKind::SkillActivated { .. } => 0.5,
        EventKind::UpkeepPaid { .. }
        | EventKind::ServantVanished { .. }
        | EventKind::MasterFellAsleep { .. } => 0.5,
        EventKind::Healed { .. }
        | EventKind::BuffApplied { .. }
        | EventKind::MpChanged { .. }
        | EventKind::Moved { .. }
        | EventKind::RetreatMoved { .. }
        | EventKind::ActivationStarted { .. }
        | EventKind::HandRefilled { .. }
        | EventKind::CriticalCardsFaded { .. }
        | EventKind::CardConsumed { .. } => 0.3,
        _ => 0.0,
    }
}

impl ShowsEvents for GrailCore {
    fn seconds(e: &Event) -> f32 {
        event_time(e)
    }

    fn show(world: &mut World, q: &Queued) {
        let content = world.resource::<GrailData>().0.clone();
        let e = &q.event;
        let seen = world.resource_scope(|world, mut table: Mut<GrailTable>| {
            let session = world.resource::<GrailSession>();
            table.tell(&content, session, e)
        });
        if seen {
            mirror::apply_event(world, e);
            world.resource_mut::<Motion>().start(e, event_time(e));
            if let Some(r) = round::after(e) {
                world.resource_mut::<NextState<CombatRound>>().set(r);
            }
            if let Some(t) = time::after(e) {
                world.resource_mut::<NextState<GrailTime>>().set(t);
            }
        }
        if q.batch_end {
            resync(world);
        }
    }
}

/// The screen changed eyes (a hand-over in hot seat, a replay's view switched): the
/// entities are set from the new viewer's view at once, so that nothing the last viewer
/// knew stays drawn for the next (G-35).
pub fn follow_viewer(world: &mut World, mut last: Local<Option<Viewer>>) {
    let viewer = {
        let session = world.resource::<GrailSession>();
        world.resource::<GrailTable>().viewer(session)
    };
    if *last != Some(viewer) {
        *last = Some(viewer);
        resync(world);
    }
}

/// Sets the entities from the viewer's view of the core: the truth once an action's events
/// are shown (or the viewer changed).
pub fn resync(world: &mut World) {
    let content = world.resource::<GrailData>().0.clone();
    let viewer = {
        let session = world.resource::<GrailSession>();
        world.resource::<GrailTable>().viewer(session)
    };
    let seen = mirror::seen(&content, &world.resource::<GrailSession>().state, viewer);
    mirror::sync(world, &seen);
}
