//! Replays through the Bevy schedule under `MinimalPlugins` (docs/replays.md): an AI-vs-AI duel is
//! recorded and autosaved after every action, loaded, verified, and played back through the
//! same event queue and ECS mirror to the same final state; the timeline rebuilds the board
//! at any point, steps go one event forward and back, and "take over" turns the playback
//! into a live, saved game.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use horizon_notes::ai::{BotSpec, Difficulty};
use horizon_notes::app::duel::DuelData;
use horizon_notes::app::duel::mirror::{
    Barrier, EquippedCode, Fallen, Hp, Owner, Resonance, Slot, Stats, Tapped, Unit,
};
use horizon_notes::app::duel::playback;
use horizon_notes::app::duel::{Duel, DuelPhase, DuelSession, DuelSetup, Playback};
use horizon_notes::app::replays::PlaybackCommand;
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::{ReplayStore, Seat};
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::replay::{self, DuelPlayback, Replay};
use horizon_notes::rules::duel::{PlayerId, UnitId};
use horizon_notes::sim;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hn-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn bot() -> Seat {
    Seat::Ai {
        spec: BotSpec::Random,
        label: "Random".into(),
    }
}

fn test_app(dir: &Path) -> App {
    let mut app = common::headless_app();
    app.insert_resource(ReplayStore {
        dir: Some(dir.to_path_buf()),
        saves: Some(dir.join("saves")),
        autosave: true,
    })
    .insert_resource(DuelSetup {
        seats: [bot(), bot()],
        seed: Some(77),
        ..default()
    });
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The board's unit entities: unit and HP, sorted.
fn snapshot(app: &mut App) -> Vec<(String, u32)> {
    let world = app.world_mut();
    let mut rows: Vec<(String, u32)> = world
        .query::<(&Unit, &Hp)>()
        .iter(world)
        .map(|(u, h)| (format!("{:?}", u.0), h.current))
        .collect();
    rows.sort();
    rows
}

/// The board built from a state: every unit of the core, with its HP, and nothing else.
fn check_rebuilt(app: &mut App) {
    let session = app.world().resource::<DuelSession>();
    let mut want: Vec<(String, u32)> = Vec::new();
    for (i, ps) in session.state.players.iter().enumerate() {
        let p = PlayerId::BOTH[i];
        for (slot, a) in ps.arcastella.iter().enumerate() {
            let u = UnitId::arc(p, slot as u8);
            want.push((format!("{u:?}"), a.hp));
        }
        for f in &ps.followers {
            let u = UnitId::Follower {
                player: p,
                uid: f.uid,
            };
            want.push((format!("{u:?}"), f.hp));
        }
    }
    want.sort();
    assert_eq!(snapshot(app), want);
}

#[test]
fn a_recorded_duel_saves_loads_verifies_and_plays_back_to_the_same_state() {
    let dir = temp_dir("app-replay");
    let mut app = test_app(&dir);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    let mut frames = 0;
    let mut saved_sizes = Vec::new();
    let mut live_board = Vec::new();
    while screen(&app) != Screen::GameEnd {
        app.update();
        frames += 1;
        assert!(frames < 50_000, "the duel ends");
        if screen(&app) == Screen::Duel {
            live_board = snapshot(&mut app);
        }
        // Kept up to date during play, among the unfinished games: the file on disk always
        // holds every action so far.
        if frames % 5 == 0 {
            let session = app.world().resource::<DuelSession>();
            if session.saved == Some(session.actions.len()) && !session.state.is_over() {
                let files = common::json_files(&dir.join("saves"));
                assert_eq!(files.len(), 1, "one file for the game");
                assert!(
                    common::json_files(&dir).is_empty(),
                    "not among the replays yet"
                );
                let r = replay::load_file(&files[0]).expect("the autosave loads mid-game");
                assert_eq!(r.action_count(), session.actions.len());
                saved_sizes.push(r.action_count());
            }
        }
    }
    assert!(
        saved_sizes.len() > 1,
        "saved during play: {saved_sizes:?} in {frames} frames, saved {:?}, files {:?}",
        app.world().resource::<DuelSession>().saved,
        common::json_files(&dir)
    );
    let (live_hash, live_actions) = {
        let session = app.world().resource::<DuelSession>();
        (session.state.hash(), session.actions.clone())
    };
    let files = common::json_files(&dir);
    assert_eq!(files.len(), 1, "once over, the game is among the replays");
    assert!(
        common::json_files(&dir.join("saves")).is_empty(),
        "and no longer unfinished"
    );
    let content = app.world().resource::<DuelData>().0.clone();
    let loaded = replay::load_file(&files[0]).expect("loads");
    let Replay::Duel(r) = &loaded else {
        panic!("a duel replay");
    };
    assert_eq!(r.final_state_hash, live_hash);
    assert_eq!(r.actions.len(), live_actions.len());
    assert!(r.result.is_some());
    let name = files[0].display().to_string();
    replay::verify(&name, &loaded, Some(&content), None).expect("verifies");

    // Play it back through the schedule.
    let pb = Playback::load(&content, &files[0]).expect("watchable");
    let total = pb.replay.actions.len();
    app.world_mut().insert_resource(pb);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    app.update();
    let mut frames = 0;
    loop {
        app.update();
        frames += 1;
        assert!(frames < 50_000, "the playback ends");
        let session = app.world().resource::<DuelSession>();
        if session.actions.len() == total && session.queue_empty() {
            break;
        }
    }
    assert_eq!(
        screen(&app),
        Screen::Duel,
        "a playback stays on the board at the end"
    );
    assert_eq!(
        app.world().resource::<DuelSession>().state.hash(),
        live_hash
    );
    assert_eq!(app.world().resource::<DuelSession>().actions, live_actions);
    assert_eq!(
        snapshot(&mut app),
        live_board,
        "the same board as the live game's end"
    );
    assert_eq!(common::json_files(&dir).len(), 1, "watching saves nothing");

    // The timeline: jump back to the middle, the board rebuilt from the actions.
    let mid = total / 2;
    app.world_mut().resource_mut::<Playback>().playing = false;
    let to = app.world().resource::<Playback>().after(mid);
    app.world_mut().resource_mut::<Playback>().jump = Some(to);
    app.update();
    app.update();
    let want = DuelPlayback::at(&name, r, &content, mid).expect("rebuilds");
    assert_eq!(app.world().resource::<DuelSession>().actions.len(), mid);
    assert_eq!(app.world().resource::<DuelSession>().state, want.state);
    check_rebuilt(&mut app);
    assert!(
        !app.world().resource::<Duel>().log.is_empty(),
        "the log is rebuilt"
    );

    // One event at a time while paused.
    app.world_mut().resource_mut::<Playback>().step = true;
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<DuelSession>().actions.len(), mid + 1);

    // Take over from here, asked as the bar's button asks it (the systems after it in the
    // frame must not need the playback it ends): live against the AI, saved as a new replay.
    app.world_mut()
        .write_message(PlaybackCommand::TakeOver(Difficulty::Easy));
    app.update();
    let world = app.world_mut();
    assert!(!world.contains_resource::<Playback>());
    let session = world.resource::<DuelSession>();
    assert!(session.seat(session.shown.seat).is_human());
    assert!(!session.seat(session.shown.seat.other()).is_human());
    assert_eq!(session.recorder.replay().actions.len(), mid + 1);
    app.update();
    // A person's unfinished game from here on: Continue lists it before their first move.
    let saves = common::json_files(&dir.join("saves"));
    assert_eq!(saves.len(), 1, "taking over saves the game at once");
    let saved = replay::load_file(&saves[0]).expect("the save loads");
    assert_eq!(saved.action_count(), mid + 1);
    for _ in 0..2000 {
        if app.world().resource::<DuelSession>().actions.len() > mid + 1 {
            break;
        }
        let s = app.world().resource::<DuelSession>();
        if let Some(p) = s.human_to_decide() {
            let legal = horizon_notes::rules::duel::legal_actions(&content, &s.state);
            app.world_mut()
                .write_message(horizon_notes::app::duel::DuelChoice {
                    seat: p,
                    action: legal[0],
                });
        }
        app.update();
    }
    app.update();
    let files = common::json_files(&dir.join("saves"));
    assert_eq!(
        files.len(),
        1,
        "the taken-over game is saved once it goes on: {files:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_replay_is_refused_with_its_reason() {
    let dir = temp_dir("app-replay-broken");
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("broken.json");
    std::fs::write(
        &path,
        "{\"format_version\": 1, \"game\": \"duel\", \"actions\": [",
    )
    .expect("write");
    let content =
        load_duel_dir(&default_content_dir().join("duel")).expect("the shipped content loads");
    let e = Playback::load(&content, &path).expect_err("broken");
    assert!(e.file.ends_with("broken.json"), "{e}");
    assert!(e.reason.to_string().contains("truncated"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Everything a step changes on the board: where the playback stands, the phase shown, the
/// log, the events still queued, and every unit entity with every mirrored component.
#[derive(Debug, PartialEq)]
struct Board {
    events: usize,
    actions: usize,
    phase: Option<DuelPhase>,
    log: Vec<String>,
    queued: usize,
    units: Vec<String>,
}

fn board(app: &mut App) -> Board {
    let world = app.world_mut();
    // One entity per unit, and no two followers of a side in one place.
    let mut places = BTreeSet::new();
    let mut ids = BTreeSet::new();
    for (unit, owner, slot) in world.query::<(&Unit, &Owner, &Slot)>().iter(world) {
        assert!(ids.insert(format!("{:?}", unit.0)), "{:?} twice", unit.0);
        if matches!(unit.0, UnitId::Follower { .. }) {
            assert!(places.insert((owner.0, slot.0)), "{:?} on another", unit.0);
        }
    }
    let mut units: Vec<String> = world
        .query::<(
            &Unit,
            &Owner,
            &Slot,
            &Hp,
            &Stats,
            &Barrier,
            Option<&Tapped>,
            Option<&Resonance>,
            Option<&Fallen>,
            Option<&EquippedCode>,
        )>()
        .iter(world)
        .map(|u| format!("{u:?}"))
        .collect();
    units.sort();
    let session = world.resource::<DuelSession>();
    let duel = world.resource::<Duel>();
    let pb = world.resource::<Playback>();
    Board {
        events: pb.events_at(pb.cursor(session)),
        actions: session.actions.len(),
        phase: world.get_resource::<State<DuelPhase>>().map(|s| *s.get()),
        log: duel.log.iter().map(|l| l.text.clone()).collect(),
        queued: session.queue.len(),
        units,
    }
}

/// Runs frames until a step or jump is done and the phase it set is in force.
fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let pb = app.world().resource::<Playback>();
        if pb.step_to.is_none() && pb.jump.is_none() {
            app.update();
            return;
        }
    }
    panic!("the step ends");
}

/// A random duel simulated with `seed` and saved in `dir`, opened paused at its start.
fn watch_paused(dir: &Path, seed: u64) -> App {
    let content =
        load_duel_dir(&default_content_dir().join("duel")).expect("the shipped content loads");
    sim::sim_duel(
        &content,
        1,
        seed,
        [&BotSpec::Random, &BotSpec::Random],
        1,
        Some(dir),
    )
    .expect("a simulated duel");
    let files = common::json_files(dir);
    assert_eq!(files.len(), 1);
    let mut pb = Playback::load(&content, &files[0]).expect("watchable");
    pb.playing = false;
    let mut app = test_app(dir);
    app.world_mut().insert_resource(pb);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    app.update();
    settle(&mut app);
    app
}

#[test]
fn a_step_back_shows_the_board_as_it_was_one_event_before() {
    let dir = temp_dir("app-replay-steps");
    let mut app = watch_paused(&dir, 5);

    // Forward, one event a step, from the start (the setup's events) through several
    // actions, keeping each board.
    const STEPS: usize = 60;
    let mut boards = vec![board(&mut app)];
    assert_eq!(boards[0].events, 0, "paused at the start, nothing shown");
    for _ in 0..STEPS {
        app.world_mut()
            .resource_scope(|world, mut pb: Mut<Playback>| {
                assert!(
                    pb.step_forward(world.resource::<DuelSession>()),
                    "not at the end"
                );
            });
        settle(&mut app);
        let b = board(&mut app);
        let before = boards.last().expect("a board");
        assert!(b.events > before.events, "a step shows an event");
        assert_eq!(
            b.log.len(),
            before.log.len() + 1,
            "a step shows one event the log tells: {:?}",
            &b.log[before.log.len()..]
        );
        boards.push(b);
    }
    assert!(
        boards[STEPS].actions >= 3,
        "the steps crossed actions: {}",
        boards[STEPS].actions
    );
    assert!(
        boards.iter().any(|b| b.queued > 0),
        "some steps stop inside an action"
    );

    // Back, one event a step: each board equals the one forward after one event fewer,
    // rebuilt from the actions (inside an action too).
    for n in (0..STEPS).rev() {
        app.world_mut()
            .resource_scope(|world, mut pb: Mut<Playback>| {
                assert!(
                    pb.step_back(world.resource::<DuelSession>()),
                    "not at the start"
                );
            });
        settle(&mut app);
        assert_eq!(board(&mut app), boards[n], "after {n} steps");
    }
    app.world_mut()
        .resource_scope(|world, mut pb: Mut<Playback>| {
            assert!(
                !pb.step_back(world.resource::<DuelSession>()),
                "at the start"
            );
        });

    // Take over inside an action: the game goes on from the end of that action.
    let mid = boards
        .iter()
        .position(|b| b.queued > 0 && b.actions > 0)
        .expect("a step inside an action");
    app.world_mut()
        .resource_mut::<Playback>()
        .pause_at(boards[mid].events);
    settle(&mut app);
    assert_eq!(board(&mut app), boards[mid]);
    let world = app.world_mut();
    playback::take_over(world, Difficulty::Easy);
    let session = world.resource::<DuelSession>();
    assert_eq!(session.recorder.replay().actions.len(), boards[mid].actions);
    assert_eq!(
        session.queue.len(),
        boards[mid].queued,
        "the action's last events still to show"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The turn slider's jump rebuilds the board as the state stands: a fallen Arcastella is
/// drawn fallen at every turn after its fall, and with its HP.
#[test]
fn a_jump_to_any_turn_shows_the_fallen_as_fallen() {
    use horizon_notes::app::replays::PlaybackCommand;
    let dir = temp_dir("app-replay-jumps");
    let mut app = watch_paused(&dir, 11);
    let last = app
        .world()
        .resource::<Playback>()
        .turns
        .last()
        .map_or(1, |(t, _)| *t);
    let mut fallen_seen = 0;
    for turn in (1..=last).chain([last, 1, last]) {
        app.world_mut()
            .write_message(PlaybackCommand::JumpToTurn(turn));
        app.update();
        settle(&mut app);
        let world = app.world_mut();
        let state = world.resource::<DuelSession>().state.clone();
        let mut q = world.query::<(&Unit, &Hp, Option<&Fallen>)>();
        for (unit, hp, fallen) in q.iter(world) {
            let UnitId::Arc { player, slot } = unit.0 else {
                continue;
            };
            let a = state.arc(player, slot).expect("an Arcastella");
            assert_eq!(hp.current, a.hp, "turn {turn}, {:?}: HP", unit.0);
            assert_eq!(
                fallen.is_some_and(|f| f.0),
                a.fallen,
                "turn {turn}, {:?}: fallen",
                unit.0
            );
            fallen_seen += usize::from(a.fallen);
        }
    }
    assert!(fallen_seen > 0, "the duel had a fallen Arcastella");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Arcastellas drawn as the session's state stands: HP and fallen.
fn assert_units_match_state(app: &mut App, when: &str) {
    let world = app.world_mut();
    let state = world.resource::<DuelSession>().state.clone();
    let mut q = world.query::<(&Unit, &Hp, Option<&Fallen>)>();
    for (unit, hp, fallen) in q.iter(world) {
        let UnitId::Arc { player, slot } = unit.0 else {
            continue;
        };
        let a = state.arc(player, slot).expect("an Arcastella");
        assert_eq!(hp.current, a.hp, "{when}, {:?}: HP", unit.0);
        assert_eq!(
            fallen.is_some_and(|f| f.0),
            a.fallen,
            "{when}, {:?}: fallen",
            unit.0
        );
    }
}

/// Steps while paused: two Step clicks in one frame (during an animation) both count, and
/// stepped to the very end (the killing blow) the board shows the end, the beaten leader
/// fallen, without Play.
#[test]
fn steps_are_never_lost_and_the_last_one_shows_the_end() {
    let dir = temp_dir("app-replay-step-end");
    let mut app = watch_paused(&dir, 11);
    let events = |app: &App| {
        let pb = app.world().resource::<Playback>();
        pb.events_at(pb.cursor(app.world().resource::<DuelSession>()))
    };
    let to_start = |app: &mut App| {
        app.world_mut()
            .write_message(PlaybackCommand::JumpToAction(0));
        app.update();
        settle(app);
    };
    to_start(&mut app);
    let start = events(&app);
    for _ in 0..2 {
        app.world_mut().write_message(PlaybackCommand::StepForward);
        app.update();
        settle(&mut app);
    }
    let two_steps = events(&app);
    assert!(two_steps > start);
    to_start(&mut app);
    assert_eq!(events(&app), start);
    app.world_mut().write_message(PlaybackCommand::StepForward);
    app.world_mut().write_message(PlaybackCommand::StepForward);
    app.update();
    settle(&mut app);
    assert_eq!(events(&app), two_steps, "both steps were taken");

    let total = app.world().resource::<Playback>().event_count();
    for _ in 0..total {
        app.world_mut().write_message(PlaybackCommand::StepForward);
        app.update();
        settle(&mut app);
        if events(&app) == total {
            break;
        }
    }
    assert_eq!(events(&app), total, "stepped to the end");
    assert!(app.world().resource::<DuelSession>().state.is_over());
    assert_units_match_state(&mut app, "at the end");
    let _ = std::fs::remove_dir_all(&dir);
}
