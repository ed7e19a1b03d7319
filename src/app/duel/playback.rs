//! Duel replays in the window (docs/replays.md): every live duel is saved to the data folder
//! after every action; a saved duel is watched through the same board, event queue and log
//! as live play, with play/pause, steps, speed, a timeline and "take over from here". The
//! logic here runs headless; the shared playback bar (`app::replays`) draws what
//! `fill_bar` writes and asks for what `obey_bar` carries out.

use bevy::prelude::*;

use super::data::DuelData;
use super::describe;
use super::layout::{BOTTOM_BAR, SIDE_PANEL};
use super::mirror::{self, BoardFx};
use super::phase::DuelPhase;
use super::session::{self, DuelSession, player_name};
use crate::app::frame_pace::Busy;
use crate::app::order::AppSystems;
use crate::app::replays::bar::next_speed;
use crate::app::replays::names::shown_seat_name;
use crate::app::replays::{PlaybackBar, PlaybackCommand, ReplayNotice, WatchRequest, Watchable};
use crate::app::review::{ReviewBudget, seat_names};
use crate::app::screens::Screen;
use crate::app::session::{
    AppClock, Pacing, PlaybackClock, ReplayStore, Seat, ShowsEvents, autosave, idle,
};
use crate::app::settings::Settings;
use crate::app::theme::player_rgb;
use crate::content::duel::DuelContent;
use crate::replay::{self, DuelPlayback, DuelReplay, GameKind, ReplayError, ReplayReason};
use crate::rules::core::DuelCore;
use crate::rules::duel::{CardUid, Event, PlayerId, Source, UnitId};
use crate::tr;

/// Where a playback stands: the first `actions` actions applied, and the first `shown`
/// events of the last one (of the setup, before any action) shown on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub actions: usize,
    pub shown: usize,
}

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
    /// Show the next queued event now, even while paused.
    pub step: bool,
    /// A step forward under way: events are shown one a frame until this many have been
    /// shown since the start.
    pub step_to: Option<usize>,
    /// Rebuild the board at this point (the timeline and step back).
    pub jump: Option<Cursor>,
    /// For the timeline: each turn and the number of actions before it begins.
    pub turns: Vec<(u32, usize)>,
    /// Events shown since the start once each batch is shown: the setup's, then each
    /// action's (`ends[0]` is the setup's event count).
    ends: Vec<usize>,
    /// Where a step forward or back stops, in events shown since the start, ascending:
    /// before every event the log shows except an action's first, and at every action's
    /// end. So a step shows one logged event together with the unlogged ones around it
    /// (a decision being asked for, a card moving), never a step that changes nothing.
    stops: Vec<usize>,
}

/// Names for telling which events the log leaves out.
struct Unnamed;

impl describe::log::Names for Unnamed {
    fn player(&self, _: PlayerId) -> String {
        String::new()
    }
    fn unit(&self, _: UnitId) -> String {
        String::new()
    }
    fn card(&self, _: CardUid) -> String {
        String::new()
    }
    fn source(&self, _: Source) -> String {
        String::new()
    }
}

/// Adds a batch of events to the step index (see `Playback::stops`).
fn index_batch(ends: &mut Vec<usize>, stops: &mut Vec<usize>, events: &[Event]) {
    let mut shown = ends.last().copied().unwrap_or(0);
    let mut logged_before = false;
    for ev in events {
        let logged = describe::log::event_line(ev, &Unnamed).is_some();
        if logged && logged_before {
            stops.push(shown);
        }
        logged_before |= logged;
        shown += 1;
    }
    if stops.last() != Some(&shown) {
        stops.push(shown);
    }
    ends.push(shown);
}

impl Playback {
    /// Checks the replay (content, every action, final hash) and indexes its turns and
    /// events.
    pub fn new(c: &DuelContent, file: &str, replay: DuelReplay) -> Result<Playback, ReplayError> {
        replay::verify_duel(file, &replay, c)?;
        let (mut p, setup) = DuelPlayback::start(file, &replay, c)?;
        let mut turns = vec![(p.state.turn, 0)];
        let mut ends = Vec::with_capacity(replay.actions.len() + 1);
        let mut stops = vec![0];
        index_batch(&mut ends, &mut stops, &setup);
        let mut ev = Vec::new();
        while p.applied < replay.actions.len() {
            ev.clear();
            p.step(file, &replay, c, &mut ev)?;
            index_batch(&mut ends, &mut stops, &ev);
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
            step_to: None,
            jump: None,
            turns,
            ends,
            stops,
        })
    }

    /// Loads a replay file for watching: it must be a duel that verifies.
    pub fn load(c: &DuelContent, path: &std::path::Path) -> Result<Playback, ReplayError> {
        let name = path.display().to_string();
        match replay::load_file(path)? {
            replay::Replay::Duel(r) => Playback::new(c, &name, r),
            replay::Replay::Grail(_) => {
                Err(ReplayError::new(&name, "game", ReplayReason::NotADuel))
            }
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

    fn batch_start(&self, batch: usize) -> usize {
        batch
            .checked_sub(1)
            .and_then(|b| self.ends.get(b))
            .copied()
            .unwrap_or(0)
    }

    fn batch_len(&self, batch: usize) -> usize {
        self.ends
            .get(batch)
            .map_or(0, |e| e - self.batch_start(batch))
    }

    /// Every event of the replay.
    pub fn event_count(&self) -> usize {
        self.ends.last().copied().unwrap_or(0)
    }

    /// Where the board of `duel` stands.
    pub fn cursor(&self, session: &DuelSession) -> Cursor {
        let actions = session.actions.len();
        Cursor {
            actions,
            shown: self.batch_len(actions).saturating_sub(session.queue.len()),
        }
    }

    /// Events shown since the start at `c`.
    pub fn events_at(&self, c: Cursor) -> usize {
        self.batch_start(c.actions) + c.shown
    }

    /// The point where `events` events have been shown; at an action's end, before the
    /// next action is applied.
    pub fn cursor_at(&self, events: usize) -> Cursor {
        let batch = self
            .ends
            .partition_point(|e| *e < events)
            .min(self.ends.len().saturating_sub(1));
        Cursor {
            actions: batch,
            shown: events.saturating_sub(self.batch_start(batch)),
        }
    }

    /// The point after `actions` actions with all their events shown.
    pub fn after(&self, actions: usize) -> Cursor {
        Cursor {
            actions,
            shown: self.batch_len(actions),
        }
    }

    /// Where the board is, or is about to be once a jump or step under way is done.
    fn heading(&self, session: &DuelSession) -> usize {
        match (self.jump, self.step_to) {
            (Some(c), _) => self.events_at(c),
            (None, Some(t)) => t,
            (None, None) => self.events_at(self.cursor(session)),
        }
    }

    /// One event forward (with the unlogged ones beside it), paused; `false` at the end.
    pub fn step_forward(&mut self, session: &DuelSession) -> bool {
        let from = self.heading(session);
        let Some(to) = self.stops.iter().copied().find(|s| *s > from) else {
            return false;
        };
        self.playing = false;
        if self.jump.is_some() {
            // A rebuild is pending: rebuild at the step's end instead.
            self.jump = Some(self.cursor_at(to));
        } else {
            self.step_to = Some(to);
        }
        true
    }

    /// One event back, paused: the board is rebuilt from the actions and shown up to the
    /// event before; `false` at the start.
    pub fn step_back(&mut self, session: &DuelSession) -> bool {
        let from = self.heading(session);
        let Some(to) = self.stops.iter().copied().rev().find(|s| *s < from) else {
            return false;
        };
        self.playing = false;
        self.step = false;
        self.step_to = None;
        self.jump = Some(self.cursor_at(to));
        true
    }

    /// To the start of the next turn (`forward`) or of this one, or of the previous one
    /// when this one has just begun.
    pub fn jump_turn(&mut self, session: &DuelSession, forward: bool) -> bool {
        let from = self.heading(session);
        let starts = self
            .turns
            .iter()
            .map(|(_, n)| self.events_at(self.after(*n)));
        let to = if forward {
            starts.filter(|e| *e > from).min()
        } else {
            starts.filter(|e| *e < from).max()
        };
        let Some(to) = to else {
            return false;
        };
        self.step = false;
        self.step_to = None;
        self.jump = Some(self.cursor_at(to));
        true
    }

    /// Paused after `events` events, or at the end of the step that holds the event
    /// (`replay play FILE --after-events N`).
    pub fn pause_at(&mut self, events: usize) {
        let to = self
            .stops
            .iter()
            .copied()
            .find(|s| *s >= events)
            .unwrap_or(self.event_count());
        self.playing = false;
        self.step = false;
        self.step_to = None;
        self.jump = Some(self.cursor_at(to));
    }

    /// Faster (`up`) or slower playback, through the bar's speeds.
    pub fn change_speed(&mut self, up: bool) {
        self.speed = next_speed(self.speed, up);
    }

    /// Whether the window must keep drawing for the playback: it plays, steps or jumps. A
    /// paused replay is as idle as a live board waiting for a click.
    pub fn needs_frames(&self) -> bool {
        self.playing || self.step || self.step_to.is_some() || self.jump.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    let watching = || {
        in_state(Screen::Duel)
            .and_then(resource_exists::<DuelSession>)
            .and_then(resource_exists::<Playback>)
    };
    // The rebuild despawns every unit: it runs before `Update`, where the board queues
    // commands for units it has just seen spawned, so none is left aimed at a despawned one.
    app.add_systems(Startup, offer_duel_replays)
        .add_systems(PreUpdate, jump.run_if(watching()))
        .add_systems(
            Update,
            (
                open_requested
                    .in_set(AppSystems::Input)
                    .run_if(resource_exists::<WatchRequest>),
                (read_clock, obey_bar, drive_playback, write_clock)
                    .chain()
                    .in_set(AppSystems::Decide)
                    // Each asks for itself: "Take over" ends the watching between them.
                    .distributive_run_if(watching()),
                fill_bar.in_set(AppSystems::Animate).run_if(watching()),
                autosave::<DuelCore>.in_set(AppSystems::Apply).run_if(
                    resource_exists::<DuelSession>.and_then(resource_changed::<DuelSession>),
                ),
            ),
        )
        .add_systems(OnExit(Screen::Duel), stop_watching);
}

/// Duel replays recorded with the loaded content can be watched.
fn offer_duel_replays(content: Res<DuelData>, mut watchable: ResMut<Watchable>) {
    watchable.0.retain(|(g, _)| *g != GameKind::Duel);
    watchable.0.push((GameKind::Duel, content.0.hash.clone()));
}

/// A duel replay picked on the Replays screen: checked, then watched on the board.
fn open_requested(
    mut commands: Commands,
    request: Res<WatchRequest>,
    content: Res<DuelData>,
    settings: Res<Settings>,
    budget: Res<ReviewBudget>,
    mut notice: ResMut<ReplayNotice>,
    mut next: ResMut<NextState<Screen>>,
) {
    if request.game != GameKind::Duel {
        return;
    }
    commands.remove_resource::<WatchRequest>();
    match Playback::load(&content.0, &request.path) {
        Ok(pb) => {
            if request.review {
                let saved: Vec<String> = pb
                    .replay
                    .seats
                    .iter()
                    .map(|s| shown_seat_name(&s.name))
                    .collect();
                let seats = seat_names(&saved)
                    .into_iter()
                    .zip(PlayerId::BOTH)
                    .map(|(n, p)| (n, player_rgb(p, &settings)))
                    .collect();
                commands.insert_resource(super::review::start(
                    content.0.clone(),
                    request.path.clone(),
                    pb.replay.clone(),
                    seats,
                    budget.0,
                ));
            }
            commands.insert_resource(pb);
            notice.0 = None;
            next.set(Screen::Duel);
        }
        Err(e) => notice.0 = Some(crate::app::replays::cannot_watch(&e)),
    }
}

/// What the playback bar shows of the duel being watched.
fn fill_bar(
    mut commands: Commands,
    pb: Res<Playback>,
    session: Res<DuelSession>,
    bar: Option<ResMut<PlaybackBar>>,
    mut busy: ResMut<Busy>,
    layout: Option<Res<super::layout::BoardLayout>>,
) {
    // A replay that plays needs a frame to start its next action even when the board rests.
    busy.animating |= pb.needs_frames();
    let total = pb.replay.actions.len();
    let done = session.actions.len();
    let events = pb.events_at(pb.cursor(&session));
    let at_end = done == total && session.queue_empty();
    let fresh = PlaybackBar {
        position: tr!(
            "replays-bar-position",
            turn = session.state.turn,
            action = done,
            actions = total,
            event = events,
            events = pb.event_count()
        ),
        playing: pb.playing,
        speed: pb.speed,
        can_play: !at_end || pb.playing,
        can_step_back: events > 0,
        can_step_forward: !at_end,
        ply: done,
        turn: pb.turn_at(done),
        last_turn: pb.turns.last().map_or(1, |(t, _)| *t),
        show_hands: pb.show_hands,
        take_over_as: (!session.state.is_over() && pb.jump.is_none())
            .then(|| shown_seat_name(&player_name(&session, session.shown.seat))),
        // Over the bottom bar's top edge (its counters start lower), so that the bottom
        // row's last label line stays clear above it; at the window's foot where the
        // board has no room for it (`Layout::squashed`).
        offset: [
            -SIDE_PANEL / 2.0,
            // A headless app draws no board: the bar keeps its usual place.
            if layout.is_none_or(|l| l.0.bar_above_hand()) {
                -BOTTOM_BAR + 4.0
            } else {
                -4.0
            },
        ],
    };
    match bar {
        Some(mut bar) => {
            bar.set_if_neq(fresh);
        }
        None => commands.insert_resource(fresh),
    }
}

/// A step asked for may have been shown since the last frame.
fn read_clock(clock: Option<Res<PlaybackClock>>, mut pb: ResMut<Playback>) {
    if clock.is_some_and(|c| c.step_shown) && pb.step {
        pb.step = false;
    }
}

/// The clock the event player reads this frame.
fn write_clock(mut commands: Commands, pb: Res<Playback>, clock: Option<ResMut<PlaybackClock>>) {
    let fresh = PlaybackClock {
        playing: pb.playing,
        speed: pb.speed,
        step: pb.step,
        step_shown: false,
    };
    match clock {
        Some(mut c) => {
            c.set_if_neq(fresh);
        }
        None => commands.insert_resource(fresh),
    }
}

/// Carries out what the playback bar asks.
fn obey_bar(
    mut asked: MessageReader<PlaybackCommand>,
    mut pb: ResMut<Playback>,
    mut session: ResMut<DuelSession>,
    mut pacing: ResMut<Pacing>,
    mut commands: Commands,
) {
    let total = pb.replay.actions.len();
    let at_end = session.actions.len() == total && session.queue_empty();
    for command in asked.read() {
        match *command {
            PlaybackCommand::PlayPause => {
                pb.playing = !pb.playing && !at_end;
                pb.step_to = None;
            }
            PlaybackCommand::StepBack => {
                pb.step_back(&session);
            }
            PlaybackCommand::StepForward => {
                pb.step_forward(&session);
            }
            PlaybackCommand::NextTurn | PlaybackCommand::PrevTurn => {
                pb.jump_turn(&session, *command == PlaybackCommand::NextTurn);
            }
            PlaybackCommand::JumpToTurn(turn) => {
                let target = pb
                    .turns
                    .iter()
                    .find(|(t, _)| *t >= turn)
                    .map_or(total, |(_, n)| *n);
                pb.step_to = None;
                pb.step = false;
                pb.jump = Some(pb.after(target));
            }
            PlaybackCommand::JumpToAction(n) => {
                pb.playing = false;
                pb.step_to = None;
                pb.step = false;
                pb.jump = Some(pb.after(n.min(total)));
            }
            PlaybackCommand::SetSpeed(s) => pb.speed = s,
            PlaybackCommand::Faster | PlaybackCommand::Slower => {
                pb.change_speed(*command == PlaybackCommand::Faster);
            }
            PlaybackCommand::ToggleHands => pb.show_hands = !pb.show_hands,
            PlaybackCommand::SwapSides => session.shown.seat = session.shown.seat.other(),
            PlaybackCommand::TakeOver(difficulty) => {
                if !session.state.is_over() && pb.jump.is_none() {
                    commands.queue(move |world: &mut World| take_over(world, difficulty));
                }
            }
        }
    }
    if (pb.step || pb.step_to.is_some()) && !session.queue_empty() {
        pacing.wait = 0.0;
    }
}

/// Plays the next recorded action once the board has shown the last one, and carries a
/// step forward out one event a frame (applying the next action when its turn comes).
fn drive_playback(
    mut session: ResMut<DuelSession>,
    mut pb: ResMut<Playback>,
    pacing: Res<Pacing>,
    content: Res<DuelData>,
) {
    if pb.jump.is_some() {
        return;
    }
    if let Some(to) = pb.step_to {
        if pb.events_at(pb.cursor(&session)) >= to {
            pb.step_to = None;
            pb.step = false;
            return;
        }
        // `play_events` shows the next queued event.
        pb.step = true;
        if !session.queue_empty() {
            return;
        }
    } else if !idle(&session, &pacing) || (!pb.playing && !pb.step) {
        return;
    }
    match session::watch_step(&mut session, &content.0, &pb.replay) {
        Ok(true) => {}
        Ok(false) => {
            pb.playing = false;
            pb.step = false;
            pb.step_to = None;
        }
        Err(e) => {
            // `Playback::new` verified every action, so this means a bug, not a bad file.
            error!("{}: the replay stopped: {e}", pb.file);
            pb.playing = false;
            pb.step_to = None;
        }
    }
}

/// Rebuilds the board at `Playback::jump`: the state before the cursor's action from the
/// actions, the unit entities from that state, the log from every event; then the action
/// is applied and its first `shown` events are shown at once (the mirror updated, no
/// animation), the rest left queued.
fn jump(world: &mut World) {
    let Some(to) = world.resource_mut::<Playback>().jump.take() else {
        return;
    };
    let content = world.resource::<DuelData>().0.clone();
    let pb = world.resource::<Playback>().clone();
    let viewer = world.resource::<DuelSession>().shown.seat;
    let built = if to.actions == 0 {
        session::watch(&content, &pb.file, &pb.replay, 0)
    } else {
        session::watch_after(&content, &pb.file, &pb.replay, to.actions - 1)
    };
    let (mut s, d) = match built {
        Ok(sd) => sd,
        Err(e) => {
            error!("cannot jump: {e}");
            return;
        }
    };
    s.shown.seat = viewer;
    // Before the setup's events are shown a new duel's board reads Start, as `start_duel`
    // leaves it; else the phase of the state before the action.
    let phase = if to.actions == 0 {
        DuelPhase::default()
    } else {
        mirror::duel_phase(s.state.phase)
    };
    mirror::respawn_units(world, &content, &s.state);
    if to.actions > 0
        && let Err(e) = session::watch_step(&mut s, &content, &pb.replay)
    {
        // `Playback::new` verified every action, so this means a bug, not a bad file.
        error!("{}: cannot rebuild the board: {e}", pb.file);
    }
    world.insert_resource(s);
    world.insert_resource(d);
    world.resource_mut::<NextState<DuelPhase>>().set(phase);
    for _ in 0..to.shown {
        let Some(q) = world.resource_mut::<DuelSession>().queue.pop_front() else {
            break;
        };
        DuelCore::show(world, &q);
    }
    // The board is where it stands, not moving there: no lunge, float or banner.
    world.resource_mut::<Messages<BoardFx>>().clear();
    let mut pacing = world.resource_mut::<Pacing>();
    pacing.wait = 0.0;
    pacing.skip = false;
}

/// "Take over from here": the watched duel goes on live with the viewer's side played by
/// a person and the other by the AI at `difficulty`, saved as a new replay.
pub fn take_over(world: &mut World, difficulty: crate::ai::Difficulty) {
    let content = world.resource::<DuelData>().0.clone();
    let store = world.resource::<ReplayStore>().clone();
    let created = world.resource::<AppClock>().stamp();
    world.remove_resource::<Playback>();
    world.remove_resource::<PlaybackBar>();
    world.remove_resource::<PlaybackClock>();
    let mut s = world.resource_mut::<DuelSession>();
    let human = s.shown.seat;
    let ai = Seat::Ai {
        spec: crate::ai::BotSpec::Mcts(difficulty.config()),
        label: format!("AI ({difficulty:?})"),
    };
    if let Err(e) = session::take_over(&mut s, &content, human, ai, created) {
        error!("cannot take over: {e}");
        return;
    }
    s.save_in(&store);
}

fn stop_watching(mut commands: Commands) {
    commands.remove_resource::<Playback>();
    commands.remove_resource::<PlaybackBar>();
    commands.remove_resource::<PlaybackClock>();
}
