//! A replay's review in the window's logic, under `MinimalPlugins` (docs/analysis.md): asked
//! for as a replay is opened, it runs on a background task while the replay is watched,
//! gives every decision in words, is saved beside the replay and used again, moves the
//! playback to a decision asked for, can be cancelled, and ends when the screen is left.
//! The end screens' Review opens the finished game's replay the same way.

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::duel::{DuelSession, Playback};
use horizon_notes::app::grail::{GrailData, GrailSession};
use horizon_notes::app::replays::names::side_of;
use horizon_notes::app::replays::{PlaybackCommand, WatchRequest};
use horizon_notes::app::review::{ReviewAsk, ReviewBudget, ReviewRun, RunState, SheetDecision};
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::ReplayStore;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::replay::{self, GameKind};
use horizon_notes::review::ReviewConfig;
use horizon_notes::sim;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hn-app-review-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The headless app with a small review budget and both games' content.
fn app(dir: &Path) -> App {
    let mut app = common::headless_app();
    let grail = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    app.insert_resource(GrailData(Arc::new(grail)))
        .insert_resource(ReplayStore {
            dir: Some(dir.to_path_buf()),
            saves: Some(dir.join("saves")),
            autosave: false,
        })
        .insert_resource(ReviewBudget(ReviewConfig {
            iterations: 30,
            seed: 3,
        }));
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Updates until the review is no longer running.
fn finish(app: &mut App) -> RunState {
    for _ in 0..20_000 {
        app.update();
        let run = app.world().resource::<ReviewRun>();
        if run.state != RunState::Running {
            return run.state.clone();
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("the review ends");
}

fn duel_replay(dir: &Path, seed: u64) -> PathBuf {
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
    common::json_files(dir).remove(0)
}

fn open(app: &mut App, path: &Path, game: GameKind) {
    app.world_mut().insert_resource(WatchRequest {
        path: path.to_path_buf(),
        game,
        review: true,
    });
    app.update();
    app.update();
}

#[test]
fn a_duel_is_reviewed_while_watched_saved_reused_and_moves_the_playback() {
    let dir = temp_dir("duel");
    let path = duel_replay(&dir, 11);
    let mut app = app(&dir);
    open(&mut app, &path, GameKind::Duel);
    assert_eq!(screen(&app), Screen::Duel, "the replay opens");
    let RunState::Done(sheet) = finish(&mut app) else {
        panic!("the review is made")
    };
    let actions = app.world().resource::<Playback>().replay.actions.len();
    assert_eq!(sheet.seats.len(), 2);
    assert_eq!(sheet.actions, actions);
    assert_eq!(
        sheet.decisions.len(),
        actions,
        "one decision per duel action"
    );
    assert!(!sheet.reused);
    assert!(
        sheet
            .decisions
            .iter()
            .all(|d| !d.played.is_empty() && !d.best.is_empty() && !d.when.is_empty()),
        "every move and moment in words"
    );
    assert!(
        sheet.decisions.iter().any(|d| d.when.contains('3')),
        "moments are told by turn"
    );
    // A line says whose move it is ("AI played …"); the move's words do not say it again.
    let own = |d: &SheetDecision| {
        let side = side_of(&sheet.seats[d.seat].name);
        d.played.contains(&side) || d.best.contains(&side)
    };
    assert!(
        !sheet.decisions.iter().any(own),
        "a mover's own units go by their names"
    );
    assert!(
        sheet.decisions.iter().any(|d| {
            let other = side_of(&sheet.seats[1 - d.seat.min(1)].name);
            d.played.contains(&other)
        }),
        "the other side's units are named with their side"
    );
    assert!(
        replay::review_path(&path).exists(),
        "saved beside the replay"
    );

    // A decision asked for: the playback pauses just before it.
    let target = sheet.decisions[actions / 2].ply;
    app.world_mut()
        .write_message(PlaybackCommand::JumpToAction(target));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<DuelSession>().actions.len(),
        target,
        "the board shows the decision"
    );
    assert!(!app.world().resource::<Playback>().playing);

    // Leaving the board ends the review; opened again, the saved review is used.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Replays);
    app.update();
    app.update();
    assert!(!app.world().contains_resource::<ReviewRun>());
    open(&mut app, &path, GameKind::Duel);
    let RunState::Done(again) = finish(&mut app) else {
        panic!("the review is shown again")
    };
    assert!(again.reused, "the saved review is used");
    let told = |s: &horizon_notes::app::review::ReviewSheet| -> Vec<(usize, String, String)> {
        s.decisions
            .iter()
            .map(|d| (d.ply, d.played.clone(), format!("{:?}", d.class)))
            .collect()
    };
    assert_eq!(told(&again), told(&sheet), "the same review");
}

#[test]
fn a_review_can_be_cancelled_and_a_broken_saved_one_is_made_again() {
    let dir = temp_dir("cancel");
    let path = duel_replay(&dir, 12);
    let mut app = app(&dir);
    std::fs::write(replay::review_path(&path), "{\"key\": ").unwrap();
    app.world_mut().insert_resource(ReviewBudget(ReviewConfig {
        iterations: 20_000,
        seed: 3,
    }));
    open(&mut app, &path, GameKind::Duel);
    app.world_mut().resource_mut::<ReviewRun>().cancel();
    assert_eq!(finish(&mut app), RunState::Cancelled);
    app.world_mut().insert_resource(ReviewBudget(ReviewConfig {
        iterations: 30,
        seed: 3,
    }));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Replays);
    app.update();
    open(&mut app, &path, GameKind::Duel);
    let RunState::Done(sheet) = finish(&mut app) else {
        panic!("made again")
    };
    assert!(!sheet.reused);
    assert!(
        sheet.problems.iter().any(|p| p.contains(".review")),
        "the broken file is named: {:?}",
        sheet.problems
    );
}

/// A skirmish's review names its moves by the menu a player takes them from, and the end
/// screen's Review opens the replay with it.
#[test]
fn a_skirmish_is_reviewed_from_its_end_screen() {
    let dir = temp_dir("skirmish");
    let c = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    sim::sim_grail_skirmish(&c, 1, 4, &[BotSpec::Random, BotSpec::Random], 1, Some(&dir))
        .expect("a skirmish");
    let path = common::json_files(&dir).remove(0);
    let mut app = app(&dir);
    app.world_mut().resource_mut::<ReviewAsk>().0 = Some((path.clone(), GameKind::Grail));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Skirmish, "the replay opens");
    let RunState::Done(sheet) = finish(&mut app) else {
        panic!("the review is made")
    };
    let actions = app.world().resource::<GrailSession>().actions.len();
    assert!(actions <= sheet.actions);
    assert_eq!(sheet.seats.len(), 2);
    assert!(sheet.decisions.len() >= sheet.actions);
    assert!(
        sheet.decisions.iter().all(|d| !d.played.is_empty()),
        "every move in words"
    );
    assert!(
        sheet.decisions.iter().any(|d| d.played.contains(" › ")),
        "a move of several steps is told by its menu path"
    );
}
