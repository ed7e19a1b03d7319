//! Replays in the window (docs/replays.md): every live duel is saved to the data folder
//! after every action; a saved duel is watched through the same board, event queue and log
//! as live play, with play/pause, steps, speed, a timeline and "take over from here".
//! The logic here runs headless; `screen` and `controls` draw it.

mod controls;
mod screen;

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::Content;
use crate::app::duel::mirror::{self, Unit, UnitIndex};
use crate::app::duel::{Duel, DuelPhase, Pacing, Seat, idle};
use crate::app::screens::Screen;
use crate::content::duel::DuelContent;
use crate::replay::{self, DuelPlayback, DuelReplay, GameKind, ReplayError};

/// Where replays are listed and, with `autosave`, saved; `None` (no data folder) turns
/// autosave off.
#[derive(Resource, Clone, Debug, Default)]
pub struct ReplayStore {
    pub dir: Option<PathBuf>,
    pub autosave: bool,
}

/// Playback speeds offered.
pub const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// A replay being watched. Present while watching; "take over" removes it.
#[derive(Resource, Clone, Debug)]
pub struct Playback {
    pub file: String,
    pub replay: DuelReplay,
    pub playing: bool,
    /// 0.5x to 8x, on top of the animation speed setting.
    pub speed: f32,
    /// Both hands face up, or both hidden.
    pub show_hands: bool,
    /// Show the next event now, even while paused.
    pub step: bool,
    /// Rebuild the board after this many actions (the timeline and step back).
    pub jump: Option<usize>,
    /// For the timeline: each turn and the number of actions before it begins.
    pub turns: Vec<(u32, usize)>,
}

impl Playback {
    /// Checks the replay (content, every action, final hash) and indexes its turns.
    pub fn new(c: &DuelContent, file: &str, replay: DuelReplay) -> Result<Playback, ReplayError> {
        replay::verify_duel(file, &replay, c)?;
        let (mut p, _) = DuelPlayback::start(file, &replay, c)?;
        let mut turns = vec![(p.state.turn, 0)];
        let mut ev = Vec::new();
        while p.applied < replay.actions.len() {
            ev.clear();
            p.step(file, &replay, c, &mut ev)?;
            if turns.last().is_some_and(|(t, _)| *t != p.state.turn) {
                turns.push((p.state.turn, p.applied));
            }
        }
        Ok(Playback {
            file: file.to_string(),
            replay,
            playing: true,
            speed: 1.0,
            show_hands: true,
            step: false,
            jump: None,
            turns,
        })
    }

    /// Loads a replay file for watching: it must be a duel that verifies.
    pub fn load(c: &DuelContent, path: &std::path::Path) -> Result<Playback, ReplayError> {
        let name = path.display().to_string();
        match replay::load_file(path)? {
            replay::Replay::Duel(r) => Playback::new(c, &name, r),
            replay::Replay::Grail(_) => Err(ReplayError::new(
                &name,
                "game",
                "a Grail War replay cannot be shown in the window yet (use `replay verify`)",
            )),
        }
    }

    /// The turn shown after `actions` actions.
    pub fn turn_at(&self, actions: usize) -> u32 {
        self.turns
            .iter()
            .rev()
            .find(|(_, n)| *n <= actions)
            .map_or(1, |(t, _)| *t)
    }
}

pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<ReplayStore>()
        .add_systems(
            Update,
            (drive_playback, jump).chain().run_if(
                in_state(Screen::Duel)
                    .and_then(resource_exists::<Duel>)
                    .and_then(resource_exists::<Playback>),
            ),
        )
        .add_systems(
            Update,
            autosave.run_if(resource_exists::<Duel>.and_then(resource_changed::<Duel>)),
        )
        .add_systems(OnExit(Screen::Duel), stop_watching);
}

pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((screen::plugin, controls::plugin));
}

/// Saves a live duel's replay whenever an action was added (atomically, so a crash keeps
/// the previous version). A failure is reported once and autosave stops for this duel.
fn autosave(mut duel: ResMut<Duel>) {
    let n = duel.recorder.replay().actions.len();
    let Some(path) = duel.save_to.clone() else {
        return;
    };
    if duel.saved == Some(n) {
        return;
    }
    let text = replay::Replay::Duel(duel.recorder.replay().clone()).to_json();
    match replay::save_atomic(&path, &text) {
        Ok(()) => duel.saved = Some(n),
        Err(e) => {
            error!("cannot save the replay to {}: {e}", path.display());
            duel.save_to = None;
        }
    }
}

/// Where a new live duel's replay goes.
pub fn save_path(store: &ReplayStore, duel: &Duel) -> Option<PathBuf> {
    let r = duel.recorder.replay();
    store
        .dir
        .as_ref()
        .filter(|_| store.autosave)
        .map(|d| d.join(replay::file_name_for(GameKind::Duel, &r.created, r.seed)))
}

/// Plays the next recorded action once the board has shown the last one (or at once when
/// a single step is asked for).
fn drive_playback(
    mut duel: ResMut<Duel>,
    mut pb: ResMut<Playback>,
    pacing: Res<Pacing>,
    content: Res<Content>,
) {
    if pb.jump.is_some() || !idle(&duel, &pacing) {
        return;
    }
    if !pb.playing && !pb.step {
        return;
    }
    match duel.watch_step(&content.0, &pb.replay) {
        Ok(true) => {}
        Ok(false) => {
            pb.playing = false;
            pb.step = false;
        }
        Err(e) => {
            // `Playback::new` verified every action, so this means a bug, not a bad file.
            error!("{}: the replay stopped: {e}", pb.file);
            pb.playing = false;
        }
    }
}

/// Rebuilds the board after `Playback::jump` actions: the state from the actions, the unit
/// entities from the state, the log from every event.
fn jump(world: &mut World) {
    let Some(n) = world.resource_mut::<Playback>().jump.take() else {
        return;
    };
    let content = world.resource::<Content>().0.clone();
    let pb = world.resource::<Playback>().clone();
    let viewer = world.resource::<Duel>().viewer;
    let mut d = match Duel::watch(&content, &pb.file, &pb.replay, n) {
        Ok(d) => d,
        Err(e) => {
            error!("cannot jump: {e}");
            return;
        }
    };
    d.viewer = viewer;
    let phase = mirror::duel_phase(d.state.phase);
    let units: Vec<Entity> = world
        .query_filtered::<Entity, With<Unit>>()
        .iter(world)
        .collect();
    for e in units {
        world.despawn(e);
    }
    let mut index = std::mem::take(&mut *world.resource_mut::<UnitIndex>());
    {
        let mut commands = world.commands();
        mirror::spawn_board(&mut commands, &content, &d.state, &mut index);
        mirror::spawn_followers(&mut commands, &content, &d.state, &mut index);
    }
    world.flush();
    *world.resource_mut::<UnitIndex>() = index;
    world.insert_resource(d);
    world.resource_mut::<NextState<DuelPhase>>().set(phase);
    let mut pacing = world.resource_mut::<Pacing>();
    pacing.wait = 0.0;
    pacing.skip = false;
}

/// "Take over from here": the watched duel goes on live with the viewer's side played by
/// a person and the other by the AI at `difficulty`, saved as a new replay.
pub fn take_over(world: &mut World, difficulty: crate::ai::Difficulty) {
    let content = world.resource::<Content>().0.clone();
    let store = world.resource::<ReplayStore>().clone();
    world.remove_resource::<Playback>();
    let mut duel = world.resource_mut::<Duel>();
    let human = duel.viewer;
    let ai = Seat::Ai {
        spec: crate::ai::BotSpec::Mcts(difficulty.config()),
        label: format!("AI ({difficulty:?})"),
    };
    if let Err(e) = duel.take_over(&content, human, ai) {
        error!("cannot take over: {e}");
        return;
    }
    duel.save_to = save_path(&store, &duel);
}

fn stop_watching(mut commands: Commands) {
    commands.remove_resource::<Playback>();
}
