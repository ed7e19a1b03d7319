//! Skirmish replays in the window: every live skirmish is saved after every action, like a
//! duel; a saved one is watched on the same combat screen, through the same event queue,
//! log and motion as live play, with the shared playback bar: play and pause, one action
//! forward or back, the speed, a timeline of rounds, every side shown or one faction's
//! view (each faction in turn), and "take over from here". The logic here runs headless.

use bevy::prelude::*;

use super::data::GrailData;
use super::events::resync;
use super::fx::Motion;
use super::picks::seat_infos;
use super::session::{GrailSession, GrailTable};
use crate::app::frame_pace::Busy;
use crate::app::order::AppSystems;
use crate::app::replays::bar::next_speed;
use crate::app::replays::{
    PlaybackBar, PlaybackCommand, ReplayNotice, WatchRequest, Watchable, WinnerSides,
};
use crate::app::screens::{Screen, on_grail};
use crate::app::session::{AppClock, Pacing, PlaybackClock, ReplayStore, Seat, Session, idle};
use crate::content::grail::GrailContent;
use crate::replay::{self, GameKind, GrailReplay, Playback, Recorder, ReplayError, SeatKind};
use crate::rules::core::{Core, GrailCore};
use crate::rules::grail::{EventKind, FactionId};
use crate::tr;

/// A skirmish replay being watched. Present while watching; "take over" removes it.
#[derive(Resource, Clone, Debug)]
pub struct GrailPlayback {
    pub file: String,
    pub replay: GrailReplay,
    pub playing: bool,
    /// 0.5x to 8x, on top of the animation speed setting.
    pub speed: f32,
    /// Play the next action now, while paused.
    pub step: bool,
    /// Rebuild the screen after this many actions (the timeline and a step back).
    pub jump: Option<usize>,
    /// The timeline: each step (a skirmish's combat round; the war's turn, counted from 1
    /// on Morning of day 1, G-6.2) and the number of actions played before it began (0:
    /// before the first).
    pub rounds: Vec<(u16, usize)>,
    /// The war's combats, each to be watched on its own.
    pub combats: Vec<CombatSpan>,
    /// Pause once this many actions are played (the end of a combat watched on its own).
    pub stop_at: Option<usize>,
}

/// One combat of a war's replay: where and when, who began it, and the actions before
/// its start and after its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombatSpan {
    pub day: u8,
    pub time: crate::rules::grail::TimeOfDay,
    pub district: crate::rules::grail::DistrictIdx,
    pub members: Vec<FactionId>,
    pub from: usize,
    pub to: usize,
}

/// Where the timeline of a game stands: its combat's round in a skirmish, its turn in a
/// war.
fn mark(s: &crate::rules::grail::GameState) -> u16 {
    if s.config.skirmish.is_some() {
        s.combat.as_ref().map_or(0, |cb| cb.round)
    } else {
        s.turn_index + 1
    }
}

impl GrailPlayback {
    /// Checks the replay (content, every action, final hash) and indexes its timeline and
    /// its combats.
    pub fn new(
        c: &GrailContent,
        file: &str,
        replay: GrailReplay,
    ) -> Result<GrailPlayback, ReplayError> {
        replay::verify_record::<GrailCore>(file, &replay, c)?;
        let skirmish = replay.setup.skirmish.is_some();
        let (mut p, _) = Playback::<GrailCore>::start(file, &replay, c)?;
        let mut rounds = vec![(mark(&p.state), 0)];
        let mut combats: Vec<CombatSpan> = Vec::new();
        let mut ev = Vec::new();
        while p.applied < replay.actions.len() {
            ev.clear();
            p.step(file, &replay, c, &mut ev)?;
            let r = mark(&p.state);
            if rounds.last().is_some_and(|(last, _)| r > *last) {
                rounds.push((r, p.applied));
            }
            for e in &ev {
                match &e.kind {
                    EventKind::CombatStarted {
                        participants,
                        district,
                        ..
                    } => combats.push(CombatSpan {
                        day: e.day,
                        time: e.time,
                        district: *district,
                        members: participants.clone(),
                        from: p.applied - 1,
                        to: replay.actions.len(),
                    }),
                    EventKind::CombatEnded { .. } => {
                        if let Some(span) = combats.last_mut() {
                            span.to = p.applied;
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(GrailPlayback {
            file: file.to_string(),
            replay,
            playing: true,
            speed: 1.0,
            step: false,
            jump: None,
            rounds,
            combats: if skirmish { Vec::new() } else { combats },
            stop_at: None,
        })
    }

    /// The replay in file `path`, if it is a Grail game's (`Ok(None)`: another game's).
    pub fn load(
        c: &GrailContent,
        path: &std::path::Path,
    ) -> Result<Option<GrailPlayback>, ReplayError> {
        let name = path.display().to_string();
        match replay::load_file(path)? {
            replay::Replay::Grail(r) => GrailPlayback::new(c, &name, r).map(Some),
            replay::Replay::Duel(_) => Ok(None),
        }
    }

    /// The screen the replay is watched on.
    pub fn screen(&self) -> Screen {
        if self.replay.setup.skirmish.is_some() {
            Screen::Skirmish
        } else {
            Screen::War
        }
    }

    /// The round shown after `actions` actions.
    pub fn round_at(&self, actions: usize) -> u16 {
        self.rounds
            .iter()
            .rev()
            .find(|(_, n)| *n <= actions)
            .map_or(0, |(r, _)| *r)
    }
}

/// The seats of a replay being watched: each as recorded.
fn recorded_seats(r: &GrailReplay) -> Vec<Seat> {
    (0..r.setup.factions.len())
        .map(|i| Seat::Recorded {
            name: r.seats.get(i).map_or_else(String::new, |s| s.name.clone()),
        })
        .collect()
}

/// The skirmish of replay `r` after its first `upto` actions, played by `seats`, every
/// event told in the log and nothing queued (`queue_setup`: at the start, the setup's
/// events wait to be shown instead).
pub fn rebuild(
    c: &GrailContent,
    file: &str,
    r: &GrailReplay,
    upto: usize,
    seats: Vec<Seat>,
    see_all: bool,
    queue_setup: bool,
) -> Result<(GrailSession, GrailTable), ReplayError> {
    let (mut p, setup) = Playback::<GrailCore>::start(file, r, c)?;
    let shown = seats
        .iter()
        .position(Seat::is_human)
        .or_else(|| r.seats.iter().position(|s| s.kind == SeatKind::Human))
        .unwrap_or(0) as FactionId;
    let recorder = Recorder::<GrailCore>::from_replay(r.clone());
    let mut table = GrailTable {
        see_all,
        ..GrailTable::default()
    };
    if queue_setup {
        let s = Session::new(p.state.clone(), setup, seats, shown, recorder);
        return Ok((s, table));
    }
    let mut s = Session::new(p.state.clone(), Vec::new(), seats, shown, recorder);
    for e in &setup {
        table.tell(c, &s, e);
    }
    let mut ev = Vec::new();
    while p.applied < upto.min(r.actions.len()) {
        ev.clear();
        p.step(file, r, c, &mut ev)?;
        let step = &r.actions[p.applied - 1];
        s.restore(
            step.faction,
            step.action.clone(),
            p.state.clone(),
            ev.clone(),
        );
        for e in &ev {
            table.tell(c, &s, e);
        }
    }
    Ok((s, table))
}

pub(super) fn plugin(app: &mut App) {
    let watching = || {
        on_grail
            .and_then(resource_exists::<GrailSession>)
            .and_then(resource_exists::<GrailPlayback>)
    };
    app.add_systems(Startup, offer_replays.run_if(resource_exists::<GrailData>))
        .add_systems(PreUpdate, jump.run_if(watching()))
        .add_systems(
            Update,
            (
                open_requested
                    .in_set(AppSystems::Input)
                    .run_if(resource_exists::<WatchRequest>),
                (obey_bar, drive_playback, write_clock)
                    .chain()
                    .in_set(AppSystems::Decide)
                    // Each asks for itself: "Take over" ends the watching between them.
                    .distributive_run_if(watching()),
                fill_bar.in_set(AppSystems::Animate).run_if(watching()),
            ),
        )
        .add_systems(OnExit(Screen::Skirmish), stop_watching)
        .add_systems(OnExit(Screen::War), stop_watching);
}

/// Skirmish replays recorded with the loaded content can be watched, and the Replays list
/// names their winner's class.
fn offer_replays(
    content: Res<GrailData>,
    mut watchable: ResMut<Watchable>,
    mut sides: ResMut<WinnerSides>,
) {
    watchable.0.retain(|(g, _)| *g != GameKind::Grail);
    watchable.0.push((GameKind::Grail, content.0.hash.clone()));
    let c = content.0.clone();
    sides.0.retain(|(g, _)| *g != GameKind::Grail);
    sides
        .0
        .push((GameKind::Grail, Box::new(move |r| winner_class(&c, r))));
}

/// The class of a Grail replay's winner, in the player's language: public from the start
/// (G-2.2), but drawn at the setup, so known only by setting the game up again.
fn winner_class(c: &GrailContent, r: &replay::Replay) -> Option<String> {
    let replay::Replay::Grail(g) = r else {
        return None;
    };
    let winner = g.result.as_ref()?.winner?;
    if g.content_hash != c.hash {
        return None;
    }
    let (state, _) = GrailCore::new_game(c, &g.setup).ok()?;
    crate::rules::grail::query::class(c, &state, winner).map(super::words::class_name)
}

/// A Grail replay picked on the Replays screen: checked, then watched.
fn open_requested(
    mut commands: Commands,
    request: Res<WatchRequest>,
    content: Res<GrailData>,
    settings: Res<crate::app::settings::Settings>,
    budget: Res<crate::app::review::ReviewBudget>,
    mut notice: ResMut<ReplayNotice>,
    mut next: ResMut<NextState<Screen>>,
) {
    if request.game != GameKind::Grail {
        return;
    }
    commands.remove_resource::<WatchRequest>();
    match GrailPlayback::load(&content.0, &request.path) {
        Ok(None) => notice.0 = Some(tr!("replays-refusal-game")),
        Ok(Some(pb)) => {
            if request.review {
                commands.insert_resource(super::review::start(
                    content.0.clone(),
                    request.path.clone(),
                    pb.replay.clone(),
                    settings.colour_blind,
                    budget.0,
                ));
            }
            next.set(pb.screen());
            commands.insert_resource(pb);
            notice.0 = None;
        }
        Err(e) => notice.0 = Some(crate::app::replays::cannot_watch(&e)),
    }
}

/// What the playback bar shows of the skirmish being watched.
fn fill_bar(
    mut commands: Commands,
    pb: Res<GrailPlayback>,
    session: Res<GrailSession>,
    table: Res<GrailTable>,
    content: Res<GrailData>,
    bar: Option<ResMut<PlaybackBar>>,
    mut busy: ResMut<Busy>,
) {
    let total = pb.replay.actions.len();
    let done = session.actions.len();
    let at_end = done == total && session.queue_empty();
    busy.animating |= pb.playing && !at_end;
    let round = pb.round_at(done);
    let shown = if table.see_all {
        tr!("combat-bar-all-sides")
    } else {
        super::words::Words::new(&content.0, &session.state, None).faction(session.shown.seat)
    };
    let position = if pb.replay.setup.skirmish.is_some() {
        tr!(
            "combat-bar-position",
            round = round,
            action = done,
            actions = total,
            shown = shown.clone()
        )
    } else {
        tr!(
            "war-bar-position",
            day = table.day.max(1),
            time = super::words::time(table.time.unwrap_or(session.state.time)),
            action = done,
            actions = total,
            shown = shown.clone()
        )
    };
    let fresh = PlaybackBar {
        position,
        playing: pb.playing,
        speed: pb.speed,
        can_play: !at_end || pb.playing,
        can_step_back: done > 0,
        can_step_forward: !at_end,
        ply: done,
        turn: u32::from(round),
        last_turn: pb.rounds.last().map_or(1, |(r, _)| u32::from(*r)),
        show_hands: table.see_all,
        take_over_as: (!session.state.is_over() && pb.jump.is_none()).then(|| shown.clone()),
        // Along the bottom, under the bottom panel's own lines (a watched game takes no
        // choices there).
        offset: [0.0, -6.0],
    };
    match bar {
        Some(mut bar) => {
            bar.set_if_neq(fresh);
        }
        None => commands.insert_resource(fresh),
    }
}

/// The clock the event player reads: the events of an action stepped to play out even
/// while the replay is paused.
fn write_clock(
    mut commands: Commands,
    pb: Res<GrailPlayback>,
    session: Res<GrailSession>,
    clock: Option<ResMut<PlaybackClock>>,
) {
    let fresh = PlaybackClock {
        playing: pb.playing || !session.queue_empty(),
        speed: pb.speed,
        step: false,
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
    mut pb: ResMut<GrailPlayback>,
    mut session: ResMut<GrailSession>,
    mut table: ResMut<GrailTable>,
    mut commands: Commands,
) {
    let total = pb.replay.actions.len();
    let done = session.actions.len();
    let at_end = done == total && session.queue_empty();
    for command in asked.read() {
        match *command {
            PlaybackCommand::PlayPause => pb.playing = !pb.playing && !at_end,
            PlaybackCommand::StepForward => {
                pb.playing = false;
                pb.step = !at_end;
            }
            PlaybackCommand::StepBack => {
                pb.playing = false;
                pb.jump = Some(done.saturating_sub(1));
            }
            PlaybackCommand::NextTurn | PlaybackCommand::PrevTurn => {
                let round = pb.round_at(done);
                let target = if *command == PlaybackCommand::NextTurn {
                    pb.rounds
                        .iter()
                        .find(|(r, _)| *r > round)
                        .map_or(total, |(_, n)| *n)
                } else {
                    let start = pb
                        .rounds
                        .iter()
                        .rev()
                        .find(|(r, _)| *r <= round)
                        .map_or(0, |(_, n)| *n);
                    if start < done {
                        start
                    } else {
                        pb.rounds
                            .iter()
                            .rev()
                            .find(|(r, _)| *r < round)
                            .map_or(0, |(_, n)| *n)
                    }
                };
                pb.jump = Some(target);
            }
            PlaybackCommand::JumpToTurn(round) => {
                let target = pb
                    .rounds
                    .iter()
                    .find(|(r, _)| u32::from(*r) >= round)
                    .map_or(total, |(_, n)| *n);
                pb.jump = Some(target);
            }
            PlaybackCommand::JumpToAction(n) => {
                pb.playing = false;
                pb.jump = Some(n.min(total));
            }
            PlaybackCommand::SetSpeed(s) => pb.speed = s,
            PlaybackCommand::Faster | PlaybackCommand::Slower => {
                pb.speed = next_speed(pb.speed, *command == PlaybackCommand::Faster);
            }
            // Every side shown, or one faction's view.
            PlaybackCommand::ToggleHands => {
                table.see_all = !table.see_all;
                pb.jump = Some(done);
            }
            // The next faction's view.
            PlaybackCommand::SwapSides => {
                let n = session.state.factions.len() as FactionId;
                session.shown.seat = (session.shown.seat + 1) % n.max(1);
                table.see_all = false;
                pb.jump = Some(done);
            }
            PlaybackCommand::TakeOver(difficulty) => {
                if !session.state.is_over() && pb.jump.is_none() {
                    commands.queue(move |world: &mut World| take_over(world, difficulty));
                }
            }
        }
    }
}

/// Plays the next recorded action once the screen has shown the last one.
fn drive_playback(
    mut session: ResMut<GrailSession>,
    mut pb: ResMut<GrailPlayback>,
    pacing: Res<Pacing>,
    content: Res<GrailData>,
) {
    if pb.jump.is_some() || !idle(&session, &pacing) || (!pb.playing && !pb.step) {
        return;
    }
    pb.step = false;
    if pb.stop_at.is_some_and(|n| session.actions.len() >= n) {
        pb.stop_at = None;
        pb.playing = false;
        return;
    }
    let Some(step) = pb.replay.actions.get(session.actions.len()).cloned() else {
        pb.playing = false;
        return;
    };
    if let Err(e) = session.replay_step(&content.0, step.faction, step.action) {
        // `GrailPlayback::new` verified every action, so this means a bug, not a bad file.
        error!("{}: the replay stopped: {e}", pb.file);
        pb.playing = false;
    }
}

/// Rebuilds the screen at `GrailPlayback::jump`: the state from the actions, the entities
/// from that state, the log from every event.
fn jump(world: &mut World) {
    let Some(to) = world.resource_mut::<GrailPlayback>().jump.take() else {
        return;
    };
    let content = world.resource::<GrailData>().0.clone();
    let pb = world.resource::<GrailPlayback>().clone();
    let viewer = world.resource::<GrailSession>().shown.seat;
    let see_all = world.resource::<GrailTable>().see_all;
    let seats = world.resource::<GrailSession>().seats.clone();
    match rebuild(&content, &pb.file, &pb.replay, to, seats, see_all, false) {
        Ok((mut s, t)) => {
            s.shown.seat = viewer;
            world.insert_resource(s);
            world.insert_resource(t);
        }
        Err(e) => {
            error!("cannot jump: {e}");
            return;
        }
    }
    world.resource_mut::<Motion>().live.clear();
    resync(world);
    let round = super::round::at(&world.resource::<GrailSession>().state);
    world
        .resource_mut::<NextState<super::round::CombatRound>>()
        .set(round);
    let mut pacing = world.resource_mut::<Pacing>();
    pacing.wait = 0.0;
    pacing.skip = false;
}

/// "Take over from here": the watched skirmish goes on live with the viewer's faction
/// played by a person and every other by the AI at `difficulty`, saved as a new replay.
pub fn take_over(world: &mut World, difficulty: crate::ai::Difficulty) {
    let store = world.resource::<ReplayStore>().clone();
    let content = world.resource::<GrailData>().0.clone();
    let created = world.resource::<AppClock>().stamp();
    world.remove_resource::<GrailPlayback>();
    world.remove_resource::<PlaybackBar>();
    world.remove_resource::<PlaybackClock>();
    world.resource_mut::<GrailTable>().see_all = false;
    let mut s = world.resource_mut::<GrailSession>();
    let human = s.shown.seat;
    let seats: Vec<Seat> = (0..s.seats.len())
        .map(|i| {
            if i == usize::from(human) {
                Seat::Human
            } else {
                Seat::ai(difficulty)
            }
        })
        .collect();
    s.seats = seats.clone();
    let infos = seat_infos(&seats);
    match replay::record_grail(&content, s.config(), infos, &s.actions, created) {
        Ok(r) => s.recorder = Recorder::<GrailCore>::from_replay(r),
        Err(e) => {
            error!("cannot take over: {e}");
            return;
        }
    }
    s.save_in(&store);
    // A person's game from here on: saved at once, so that Continue lists it even before
    // their first move.
    s.saved = None;
    resync(world);
}

fn stop_watching(mut commands: Commands) {
    commands.remove_resource::<GrailPlayback>();
    commands.remove_resource::<PlaybackBar>();
    commands.remove_resource::<PlaybackClock>();
}

/// The watched skirmish's seats (for starting it).
pub fn watch_seats(r: &GrailReplay) -> Vec<Seat> {
    recorded_seats(r)
}

/// Whether a replay shows every side at first: when nobody played it at this machine.
pub fn sees_all_at_first(r: &GrailReplay) -> bool {
    !r.seats.iter().any(|s| s.kind == SeatKind::Human)
}

/// The table of a live game told again from its start: after an undo or a redo, the log
/// holds what was played and no more.
pub fn retell(
    c: &GrailContent,
    s: &GrailSession,
    see_all: bool,
) -> Result<GrailTable, ReplayError> {
    let r = s.recorder.replay();
    let (mut p, setup) = Playback::<GrailCore>::start("", r, c)?;
    let mut table = GrailTable {
        see_all,
        ..GrailTable::default()
    };
    for e in &setup {
        table.tell(c, s, e);
    }
    let mut ev = Vec::new();
    while p.applied < s.actions.len().min(r.actions.len()) {
        ev.clear();
        p.step("", r, c, &mut ev)?;
        for e in &ev {
            table.tell(c, s, e);
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::BotSpec;
    use crate::app::replays::names::result_line;
    use crate::locale::{Lang, with_lang};

    /// The Replays list says which servant won a skirmish, in the player's language, and
    /// nothing where the replay was played with other content; a skirmish's day is not said.
    #[test]
    fn a_grail_replays_winner_is_named_by_class() {
        let c = GrailContent::builtin().expect("content");
        let dir = std::env::temp_dir().join(format!("hn-winner-class-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let bots = [BotSpec::Random, BotSpec::Random];
        crate::sim::sim_grail_skirmish(&c, 12, 3, &bots, 1, Some(&dir)).expect("skirmishes");
        let won: Vec<replay::Replay> = std::fs::read_dir(&dir)
            .expect("the replays")
            .filter_map(|e| replay::load_file(&e.ok()?.path()).ok())
            .filter(|r| r.result().is_some_and(|res| res.winner.is_some()))
            .collect();
        let _ = std::fs::remove_dir_all(&dir);
        let r = won.first().expect("a skirmish with a winner");
        let classes: Vec<String> = with_lang(Lang::En, || {
            crate::content::grail::Class::ALL
                .into_iter()
                .map(super::super::words::class_name)
                .collect()
        });
        let class = with_lang(Lang::En, || winner_class(&c, r)).expect("the winner's class");
        assert!(classes.contains(&class), "{class}");
        // The simulator names its seats for their classes: said once.
        let line = with_lang(Lang::En, || result_line(r, Some(&class)));
        assert_eq!(line.matches(class.as_str()).count(), 1, "{line}");
        let mut other = r.clone();
        if let replay::Replay::Grail(g) = &mut other {
            for seat in &mut g.seats {
                seat.name = "AI (Normal)".into();
            }
        }
        let line = with_lang(Lang::En, || result_line(&other, Some(&class)));
        assert!(
            line.starts_with(&format!("AI (Normal) ({class}) won")),
            "{line}"
        );
        // A skirmish is one fight: no "day 1" after its result.
        assert!(!line.contains("day"), "{line}");
        if let replay::Replay::Grail(g) = &mut other {
            g.content_hash = "other".into();
        }
        assert_eq!(winner_class(&c, &other), None);
    }
}
