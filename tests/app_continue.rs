//! Continue: a live duel is saved after every action among the unfinished games; killed
//! with `kill -9` mid-game (a real process), it continues from its last saved action to the
//! same end as straight play; a save that cannot be continued is listed with its reason.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::duel::{Duel, DuelSession, DuelSetup};
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::saves::{ContinueRequest, SaveList};
use horizon_notes::app::session::{ReplayStore, Seat};
use horizon_notes::replay::{self, Replay};
use horizon_notes::rules::duel::{Action, PlayerId};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hn-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn random() -> Seat {
    Seat::Ai {
        spec: BotSpec::Random,
        label: "random".into(),
    }
}

/// The headless game with its files under `data` (as the data folder).
fn app_at(data: &Path, setup: DuelSetup) -> App {
    let mut app = common::headless_app();
    app.insert_resource(ReplayStore {
        dir: Some(data.join("replays")),
        saves: Some(data.join("saves")),
        autosave: true,
    })
    .insert_resource(setup);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn go(app: &mut App, to: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(to);
    app.update();
}

fn play_to_the_end(app: &mut App) -> (String, Vec<(PlayerId, Action)>) {
    for _ in 0..200_000 {
        if screen(app) == Screen::GameEnd {
            let s = app.world().resource::<DuelSession>();
            return (s.state.hash(), s.actions.clone());
        }
        app.update();
    }
    panic!("the duel ends");
}

/// The real game, killed with SIGKILL after `at_least` saved actions; the save it left.
fn kill_mid_game(data_home: &Path, seed: u64, at_least: usize) -> PathBuf {
    let mut child = Command::new(env!("CARGO_BIN_EXE_horizon-notes"))
        .args([
            "headless",
            "--seed",
            &seed.to_string(),
            "--ai-delay-ms",
            "10",
        ])
        .env("XDG_DATA_HOME", data_home)
        .env("XDG_CONFIG_HOME", data_home.join("config"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the game starts");
    let saves = data_home.join("horizon-notes").join("saves");
    let start = Instant::now();
    let path = loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the game saved {at_least} actions"
        );
        if let Some(p) = common::json_files(&saves).first()
            && replay::load_file(p).is_ok_and(|r| r.action_count() >= at_least)
        {
            break p.clone();
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    child.kill().expect("kill -9");
    child.wait().expect("the game stopped");
    path
}

#[test]
fn a_duel_killed_mid_game_continues_from_its_last_action_to_the_same_end() {
    let home = temp_dir("continue-kill");
    let seed = 4;
    let path = kill_mid_game(&home, seed, 30);
    let loaded = replay::load_file(&path).expect("the save after kill -9 loads");
    let Replay::Duel(saved) = &loaded else {
        panic!("a duel");
    };
    assert!(saved.result.is_none(), "killed mid-game");
    let n = saved.actions.len();

    // Continue it (the title lists it; Continue starts it).
    let data = home.join("horizon-notes");
    let setup = DuelSetup {
        seats: [random(), random()],
        seed: Some(seed),
        ..default()
    };
    let mut app = app_at(&data, setup.clone());
    let list = app.world().resource::<SaveList>();
    let (listed, info) = list.newest().expect("the title offers Continue");
    assert_eq!(listed, path.as_path());
    assert!(info.progress.starts_with("turn "), "{info:?}");
    app.world_mut()
        .insert_resource(ContinueRequest(path.clone()));
    go(&mut app, Screen::Duel);
    {
        let s = app.world().resource::<DuelSession>();
        assert_eq!(s.actions.len(), n, "nothing lost or duplicated");
        assert_eq!(s.state.hash(), saved.final_state_hash);
        assert!(s.seats.iter().all(|s| matches!(
            s,
            Seat::Ai {
                spec: BotSpec::Random,
                ..
            }
        )));
        assert_eq!(
            s.save_to.as_deref(),
            Some(path.as_path()),
            "saved on in the same file"
        );
    }
    assert!(
        !app.world().resource::<Duel>().log.is_empty(),
        "the log is rebuilt"
    );
    let (resumed_hash, resumed_actions) = play_to_the_end(&mut app);

    // Straight play with the same seed and bots.
    let straight_dir = temp_dir("continue-straight");
    let mut straight = app_at(&straight_dir, setup);
    go(&mut straight, Screen::Duel);
    let (straight_hash, straight_actions) = play_to_the_end(&mut straight);
    assert_eq!(
        resumed_actions[..n],
        straight_actions[..n],
        "the saved part"
    );
    assert_eq!(resumed_actions, straight_actions);
    assert_eq!(resumed_hash, straight_hash);

    // Over: among the replays, no longer unfinished.
    app.update();
    assert!(common::json_files(&data.join("saves")).is_empty());
    assert_eq!(common::json_files(&data.join("replays")).len(), 1);
    let _ = std::fs::remove_dir_all(&home);
    let _ = std::fs::remove_dir_all(&straight_dir);
}

/// Copies a save's text with one change.
fn variant(from: &Path, to: &Path, edit: impl Fn(String) -> String) {
    let text = std::fs::read_to_string(from).expect("read");
    std::fs::write(to, edit(text)).expect("write");
}

#[test]
fn saves_that_cannot_be_continued_are_listed_with_their_reason_and_kept() {
    let data = temp_dir("continue-broken");
    let saves = data.join("saves");
    std::fs::create_dir_all(&saves).expect("saves");
    // A real unfinished duel, left after a few actions.
    let mut app = app_at(
        &data,
        DuelSetup {
            seats: [Seat::Human, random()],
            seed: Some(3),
            first: Some(PlayerId::P0),
            ..default()
        },
    );
    go(&mut app, Screen::Duel);
    for _ in 0..6 {
        app.world_mut()
            .write_message(horizon_notes::app::duel::DuelChoice {
                seat: PlayerId::P0,
                action: Action::Pass,
            });
        for _ in 0..30 {
            app.update();
        }
    }
    go(&mut app, Screen::Title);
    let good = common::json_files(&saves)
        .pop()
        .expect("the live duel is saved");
    let name = |tag: &str| saves.join(format!("duel-20260101-00000{tag}-0000000{tag}.json"));
    let text = std::fs::read_to_string(&good).expect("read");
    std::fs::write(name("1"), &text[..text.len() / 2]).expect("truncated");
    variant(&good, &name("2"), |t| {
        t.replacen("\"Pass\"", "\"Concede\"", 1)
    });
    variant(&good, &name("3"), |t| {
        let at = t.find("\"content_hash\": \"").expect("a content hash") + 17;
        format!("{}0000{}", &t[..at], &t[at + 4..])
    });
    variant(&good, &name("4"), |t| {
        t.replacen("\"format_version\": 1", "\"format_version\": 99", 1)
    });
    // The title lists the saves each time it opens.
    go(&mut app, Screen::Replays);
    go(&mut app, Screen::Title);
    let list = app.world().resource::<SaveList>();
    assert_eq!(list.rows.len(), 5, "{list:?}");
    let ok: Vec<_> = list.rows.iter().filter(|r| r.info.is_ok()).collect();
    assert_eq!(ok.len(), 1, "only the good save continues: {list:?}");
    assert_eq!(ok[0].path, good);
    for (tag, says) in [
        ("1", "truncated"),
        ("2", "actions[1]"),
        ("3", "other card data"),
        ("4", "newer"),
    ] {
        let row = list
            .rows
            .iter()
            .find(|r| r.path == name(tag))
            .expect("listed");
        let why = row.info.as_ref().expect_err("cannot be continued");
        assert!(why.detail.contains(says), "{tag}: {why:?}");
        assert!(row.path.exists(), "kept until the player deletes it");
    }
    let _ = std::fs::remove_dir_all(&data);
}
