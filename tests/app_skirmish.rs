//! The skirmish's logic under `MinimalPlugins`, with no window: whole AI skirmishes driven
//! through the Bevy schedule to their end, checking after every action, once its events are
//! shown, that the servant and master entities match the core's view for the faction shown
//! (G-35: the mirror holds only what it may know), that `CombatRound` follows the combat,
//! and at the end that the recorded replay reproduces the game.

mod common;
mod grail_mirror;

use grail_mirror::check;

use std::sync::Arc;

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::grail::picks::{Side, Who};
use horizon_notes::app::grail::{CombatRound, GrailData, GrailSession, GrailTable, SkirmishPicks};
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::Seat;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::core::{Core, GrailCore};

fn side(range: u8) -> Side {
    Side {
        who: Who::Ai(horizon_notes::ai::Difficulty::Easy),
        servant: None,
        master: None,
        range,
        waiting: false,
    }
}

/// A skirmish app for `picks`, its seats played by `bots` (fast bots, so that the test
/// stays quick; the menu's difficulties are MCTS searches).
fn start(picks: SkirmishPicks, bots: &[&str]) -> App {
    let grail = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    let mut app = common::headless_app();
    app.insert_resource(GrailData(Arc::new(grail)))
        .insert_resource(picks);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Skirmish);
    app.update();
    let mut session = app.world_mut().resource_mut::<GrailSession>();
    for (seat, b) in session.seats.iter_mut().zip(bots) {
        *seat = Seat::Ai {
            spec: b.parse::<BotSpec>().expect("a known bot"),
            label: (*b).into(),
        };
    }
    app
}

fn run(picks: SkirmishPicks, bots: &[&str]) -> usize {
    let mut app = start(picks, bots);
    let mut checks = 0;
    let mut last = usize::MAX;
    for _ in 0..100_000 {
        app.update();
        let world = app.world();
        let session = world.resource::<GrailSession>();
        let settled = session.queue_empty()
            && matches!(
                world.resource::<NextState<CombatRound>>(),
                NextState::Unchanged
            );
        let n = session.actions.len();
        let over = session.state.is_over();
        if settled && n != last {
            last = n;
            check(&mut app);
            checks += 1;
        }
        if over && settled {
            break;
        }
    }
    let world = app.world();
    let session = world.resource::<GrailSession>();
    assert!(session.state.is_over(), "the skirmish ends");
    assert_eq!(
        *world.resource::<State<CombatRound>>().get(),
        CombatRound::Over
    );
    let c = world.resource::<GrailData>().0.clone();
    horizon_notes::replay::verify_record::<GrailCore>("skirmish", session.recorder.replay(), &c)
        .unwrap_or_else(|e| panic!("the skirmish's replay verifies: {e}"));
    let log = world.resource::<GrailTable>().log(session);
    assert!(!log.is_empty(), "the log told the fight");
    // G-21.3: a buff that ran out is named, though the state no longer holds it.
    let unknown = horizon_notes::tr!("grail-unknown-effect");
    let unnamed: Vec<&str> = log
        .iter()
        .map(|l| l.text.as_str())
        .filter(|t| t.contains(&unknown))
        .collect();
    assert!(unnamed.is_empty(), "buffs left unnamed: {unnamed:?}");
    checks
}

#[test]
fn an_ai_skirmish_runs_through_the_schedule_and_the_mirror_follows_the_core() {
    let picks = SkirmishPicks {
        sides: vec![side(0), side(1)],
        ambusher: Some(1),
        seed: Some(5),
        ..SkirmishPicks::default()
    };
    let checks = run(picks, &["greedy", "random"]);
    assert!(checks > 10, "{checks} actions checked");
}

#[test]
fn a_four_sided_skirmish_at_range_with_a_waiting_side_runs_to_its_end() {
    let mut waiting = side(2);
    waiting.waiting = true;
    let picks = SkirmishPicks {
        sides: vec![side(0), side(1), side(3), waiting],
        ambusher: None,
        seed: Some(9),
        ..SkirmishPicks::default()
    };
    let checks = run(picks, &["random", "greedy", "random", "random"]);
    assert!(checks > 10, "{checks} actions checked");
}

/// Two people at one machine: whenever the decision passes from one to the other, the
/// curtain falls before anything of the next is shown, and nothing secret is drawn while it
/// is down; lifting it shows the person deciding (a reaction prompt is a decision too).
#[test]
fn in_hot_seat_the_curtain_falls_at_every_hand_over() {
    use horizon_notes::app::grail::GrailChoice;
    use horizon_notes::app::grail::session::secrets_shown;
    let picks = SkirmishPicks {
        sides: vec![
            Side {
                who: Who::Human,
                ..side(0)
            },
            Side {
                who: Who::Human,
                ..side(0)
            },
        ],
        ambusher: None,
        seed: Some(4),
        ..SkirmishPicks::default()
    };
    let mut app = start(picks, &[]);
    let c = app.world().resource::<GrailData>().0.clone();
    let mut hand_overs = 0;
    let mut last_decider = None;
    for step in 0..400 {
        for _ in 0..3 {
            app.update();
        }
        let world = app.world_mut();
        let session = world.resource::<GrailSession>();
        if session.state.is_over() {
            break;
        }
        let Some(f) = session.state.deciding() else {
            continue;
        };
        let table = world.resource::<GrailTable>();
        if let Some(next) = session.shown.curtain {
            assert_eq!(next, f, "the curtain names the one deciding");
            assert!(
                !secrets_shown(session, table),
                "nothing secret behind the curtain"
            );
            if last_decider.is_some_and(|l| l != f) {
                hand_overs += 1;
            }
            last_decider = Some(f);
            world.resource_mut::<GrailSession>().shown.lift();
            continue;
        }
        assert_eq!(
            session.shown.seat, f,
            "step {step}: the screen shows the one deciding"
        );
        assert!(
            last_decider.is_none_or(|l| l == f),
            "step {step}: the decision passed from {last_decider:?} to {f} with no curtain"
        );
        assert!(secrets_shown(session, table));
        last_decider = Some(f);
        // Attacks first, so that reaction prompts (decisions of the other person) come.
        let legal = horizon_notes::rules::grail::legal_main_actions(&c, &session.state);
        let a = legal
            .iter()
            .find(|a| matches!(a, horizon_notes::rules::grail::Action::Attack { .. }))
            .or(legal.first())
            .cloned()
            .expect("a decision has an action");
        // What is drawn is the one deciding's knowledge, never the last person's (G-35).
        check(&mut app);
        let world = app.world();
        no_secret_in_the_logs(
            &c,
            world.resource::<GrailSession>(),
            world.resource::<GrailTable>(),
        );
        app.world_mut()
            .write_message(GrailChoice { seat: f, action: a });
    }
    assert!(hand_overs >= 2, "{hand_overs} hand-overs seen");
}

/// G-35 in the log: each person reads the log worded for them, which never names the other
/// person's servant by its true name before they know it (the log once kept the words of
/// whoever was shown when a line was written, and the next person read them).
fn no_secret_in_the_logs(c: &GrailContent, session: &GrailSession, table: &GrailTable) {
    use horizon_notes::app::grail::Viewer;
    use horizon_notes::app::grail::words::Words;
    use horizon_notes::locale::Named;
    use horizon_notes::rules::grail::{Actor, query};
    for f in 0..2u8 {
        let words = Words::new(c, &session.state, Some(f));
        for g in (0..2u8).filter(|g| *g != f) {
            let name = query::sdef(c, &session.state, g)
                .expect("a servant")
                .shown_name()
                .to_string();
            if words.actor(Actor::Servant { faction: g }).contains(&name) {
                continue;
            }
            for line in table.log_of(Viewer::Faction(f)) {
                assert!(
                    !line.text.contains(&name),
                    "faction {f}'s log names faction {g}'s servant {name}: {}",
                    line.text
                );
            }
        }
    }
}

/// A skirmish replay opens on the combat screen, plays to its end through the same event
/// queue, steps back to an earlier action with the entities rebuilt, and a spectator sees
/// every side's hand while a faction's view hides the other's.
#[test]
fn a_skirmish_replay_plays_steps_back_and_switches_views() {
    use horizon_notes::app::grail::GrailPlayback;
    use horizon_notes::app::replays::PlaybackCommand;
    let grail = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    let config = horizon_notes::rules::grail::GameConfig::skirmish(21, 2);
    let mut s = GrailCore::new_game(&grail, &config).expect("setup").0;
    let mut actions = Vec::new();
    while let Some(f) = s.deciding() {
        let a = horizon_notes::rules::grail::legal_main_actions(&grail, &s).swap_remove(0);
        actions.push((f, a.clone()));
        GrailCore::apply(&grail, &mut s, f, a, &mut Vec::new()).expect("legal");
    }
    let seats = vec![horizon_notes::replay::SeatInfo::bot("AI", "random", None); 2];
    let r = horizon_notes::replay::record_grail(
        &grail,
        &config,
        seats,
        &actions,
        "2026-12-01T00:00:00Z".into(),
    )
    .expect("recorded");
    let pb = GrailPlayback::new(&grail, "test.json", r).expect("a skirmish replay opens");
    let total = pb.replay.actions.len();
    let mut app = common::headless_app();
    app.insert_resource(GrailData(Arc::new(grail)))
        .insert_resource(pb);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Skirmish);
    for _ in 0..5_000 {
        app.update();
        let s = app.world().resource::<GrailSession>();
        if s.actions.len() == total && s.queue_empty() {
            break;
        }
    }
    // The round state set by the last events takes effect at the next frame's transition.
    app.update();
    assert_eq!(
        app.world().resource::<GrailSession>().actions.len(),
        total,
        "played to the end"
    );
    assert!(app.world().resource::<GrailSession>().state.is_over());
    check(&mut app);
    app.world_mut().write_message(PlaybackCommand::StepBack);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<GrailSession>().actions.len(),
        total - 1,
        "one action back"
    );
    check(&mut app);
    // Every side, then one faction's view: the other's hand is hidden there.
    let see_all = app.world().resource::<GrailTable>().see_all;
    assert!(
        see_all,
        "a replay nobody played at this machine shows every side"
    );
    app.world_mut().write_message(PlaybackCommand::SwapSides);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<GrailTable>().see_all);
    check(&mut app);
}

/// G-8.4: with a clock, a person's decision left unanswered becomes the core's default
/// (`timeout_action`) when the time runs out; the clock stands still while the pause menu
/// is up, and counts again from the whole time at the next decision.
#[test]
fn the_declaration_clock_takes_the_default_when_it_runs_out() {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;
    use horizon_notes::app::grail::DeclarationClock;
    use horizon_notes::app::grail::picks::ClockPick;
    use horizon_notes::app::screens::Menu;
    use horizon_notes::rules::grail::timeout_action;

    let picks = SkirmishPicks {
        sides: vec![
            Side {
                who: Who::Human,
                ..side(0)
            },
            side(0),
        ],
        seed: Some(3),
        clock: ClockPick::Minutes(1),
        ..SkirmishPicks::default()
    };
    let mut app = start(picks, &[]);
    app.world_mut().resource_mut::<GrailSession>().seats[1] = Seat::Ai {
        spec: "random".parse::<BotSpec>().expect("a known bot"),
        label: "random".into(),
    };
    let c = app.world().resource::<GrailData>().0.clone();
    let mine = |app: &App| {
        let s = app.world().resource::<GrailSession>();
        s.queue_empty() && s.state.deciding() == Some(0)
    };
    for _ in 0..2000 {
        if mine(&app) {
            break;
        }
        app.update();
    }
    assert!(mine(&app), "the person comes to decide");
    let session = app.world().resource::<GrailSession>();
    let pending = session.state.pending.clone().expect("a decision");
    assert_eq!(
        pending.deadline_s,
        Some(60),
        "the setup's minute reaches the core"
    );
    let taken = session.actions.len();
    let expected = timeout_action(&c, &session.state).expect("a default");

    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(25)));
    app.update();
    let left = |app: &App| {
        let w = app.world();
        w.resource::<DeclarationClock>()
            .shown(w.resource::<GrailSession>())
    };
    let first = left(&app).expect("the clock runs for the person's decision");
    assert!(first < 60, "{first} s left of a minute after 25 s");

    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<GrailSession>().actions.len(),
        taken,
        "nothing is taken while the game is paused"
    );
    let paused = left(&app).expect("the clock still shows");
    assert_eq!(paused, first, "the paused clock stands still");

    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    for _ in 0..6 {
        app.update();
    }
    let session = app.world().resource::<GrailSession>();
    assert!(session.actions.len() > taken, "the time ran out");
    assert_eq!(
        session.actions[taken],
        (expected.0, expected.1),
        "the core's default was taken for the person"
    );
}

/// The window's AI factions keep their search trees across their own runs of decisions, as
/// the simulator's bots do (docs/ai.md, subtree reuse; another faction's action between
/// starts afresh, G-35.4). A kept root with more visits than one search's 40, read right
/// after a decision that was not a free action (so its search did not go through the
/// menu), went on from the tree kept at the faction's decision before; the game still
/// plays to its end and its replay verifies.
#[test]
fn the_windows_ai_factions_keep_their_trees_across_their_runs() {
    use horizon_notes::app::grail::GrailAi;

    let picks = SkirmishPicks {
        sides: vec![side(0), side(1)],
        ambusher: Some(1),
        seed: Some(5),
        ..SkirmishPicks::default()
    };
    let mut app = start(picks, &["mcts:iters=40", "mcts:iters=40"]);
    let (mut decisions, mut resumed, mut last) = (0, 0, 0);
    for _ in 0..100_000 {
        app.update();
        let world = app.world();
        let session = world.resource::<GrailSession>();
        let ai = world.resource::<GrailAi>();
        let n = session.actions.len();
        if n > last {
            if let Some((f, a)) = session.actions.last()
                && n == last + 1
                && !a.is_free()
            {
                decisions += 1;
                resumed += usize::from(ai.kept_visits(*f) > 40);
            }
            last = n;
        }
        if session.state.is_over() {
            break;
        }
    }
    let session = app.world().resource::<GrailSession>();
    assert!(session.state.is_over(), "the skirmish ends");
    let c = app.world().resource::<GrailData>().0.clone();
    horizon_notes::replay::verify_record::<GrailCore>("skirmish", session.recorder.replay(), &c)
        .unwrap_or_else(|e| panic!("the skirmish's replay verifies: {e}"));
    eprintln!("{resumed} of {decisions} decisions went on from a kept tree");
    assert!(
        resumed * 10 > decisions,
        "only {resumed} of {decisions} decisions went on from a kept tree"
    );
}
