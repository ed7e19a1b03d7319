//! The duel on screen: the core's session, its ECS mirror, the `DuelPhase` state, the AI on
//! background tasks, and (with a window) the board, the hand, the choices and the log.

mod ai;
mod board;
mod choose;
mod dice;
mod end;
mod flight;
mod hud;
pub mod mirror;
pub mod session;

use bevy::prelude::*;

use crate::app::Content;
use crate::app::replays::{Playback, ReplayStore, save_path};
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::rules::duel::Event;

pub use ai::{AiThinking, Hint};
pub use board::{BOTTOM_BAR, SIDE_PANEL, TOP_BAR};
use mirror::{BoardFx, UnitIndex};
pub use session::{DeckPick, Duel, DuelSetup, Seat};

/// The core's phase, followed as its `PhaseChanged` events are shown.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Duel)]
pub enum DuelPhase {
    #[default]
    Start,
    Draw,
    Charge,
    Main,
    End,
}

/// How long until the next queued event may be shown.
#[derive(Resource, Default, Debug)]
pub struct Pacing {
    pub wait: f32,
    /// Show everything queued at once (the "skip" key).
    pub skip: bool,
    /// Freeze the game where it stands: no AI moves (for screenshots).
    pub hold: bool,
}

/// The rules-side systems: no rendering, so they run headless too.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_sub_state::<DuelPhase>()
        .init_resource::<DuelSetup>()
        .init_resource::<UnitIndex>()
        .init_resource::<Pacing>()
        .add_message::<BoardFx>()
        .add_systems(OnEnter(Screen::Duel), start_duel)
        .add_systems(
            Update,
            (
                play_events,
                ai::drive_ai.run_if(not(resource_exists::<Playback>)),
                ai::poll_hint,
                update_viewer,
            )
                .chain()
                .run_if(in_state(Screen::Duel).and_then(resource_exists::<Duel>)),
        );
    app.init_resource::<AiThinking>().init_resource::<Hint>();
}

/// The window-side systems: board, HUD, end screen.
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((board::plugin, hud::plugin, end::plugin));
}

fn start_duel(
    mut commands: Commands,
    content: Res<Content>,
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
        Some(pb) => Duel::watch(&content.0, &pb.file, &pb.replay, 0).map_err(|e| e.to_string()),
        None => Duel::new(&content.0, &setup).map(|mut d| {
            d.save_to = save_path(&store, &d);
            d
        }),
    };
    match started {
        Ok(duel) => {
            mirror::spawn_board(&mut commands, &content.0, &duel.state, &mut index);
            commands.insert_resource(duel);
        }
        Err(e) => {
            error!("cannot start the duel: {e}");
            next.set(Screen::DuelSetup);
        }
    }
}

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
        _ => 0.0,
    }
}

/// Shows queued events one by one at the pace of the animations: each updates the mirror,
/// `DuelPhase` and the log. When the game is over and everything is shown, the end screen.
fn play_events(world: &mut World) {
    let dt = world.resource::<Time>().delta_secs();
    let settings = world.resource::<Settings>().clone();
    let content = world.resource::<Content>().0.clone();
    // A watched replay: paused, it shows nothing unless one step is asked for; playing, it
    // runs at its own speed on top of the setting.
    let mut rate = settings.speed;
    if let Some(pb) = world.get_resource::<Playback>() {
        if pb.step {
            if let Some(q) = world.resource_mut::<Duel>().queue.pop_front() {
                show_event(world, &content, &q);
                world.resource_mut::<Playback>().step = false;
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
        if world.resource::<Pacing>().wait > 0.0 {
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
    let watching = world.contains_resource::<Playback>();
    if done && over && !watching && world.resource::<Pacing>().wait <= 0.0 {
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
    duel.queue_empty() && pacing.wait <= 0.0
}

/// Whose hand is shown. In hot seat, a curtain falls whenever the deciding human changes.
fn update_viewer(mut duel: ResMut<Duel>, pacing: Res<Pacing>) {
    if !idle(&duel, &pacing) || duel.state.is_over() {
        return;
    }
    let Some(d) = duel.state.deciding_player() else {
        return;
    };
    if !duel.seat(d).is_human() {
        return;
    }
    if duel.hot_seat() {
        if duel.curtain.is_none() && (d != duel.viewer || !duel.viewer_confirmed) {
            duel.curtain = Some(d);
        }
    } else if duel.viewer != d {
        duel.viewer = d;
    }
}
