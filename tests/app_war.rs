//! The whole war's logic under `MinimalPlugins`, with no window: a seven-faction AI war
//! driven through the Bevy schedule to its end, checking after every action, once its
//! events are shown, that every servant and master entity (and so every token on the map)
//! matches the core's view for the faction shown (G-35), that `GrailTime` follows the
//! day (G-6.1) and `CombatRound` the combats; then that the recorded replay reproduces the
//! war and opens for watching with its combats listed.

mod common;
mod grail_mirror;

use std::sync::Arc;

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::grail::picks::Who;
use horizon_notes::app::grail::session::people_out;
use horizon_notes::app::grail::war_picks::WarSide;
use horizon_notes::app::grail::{
    CombatRound, GrailData, GrailPlayback, GrailSession, GrailTable, GrailTime, WarPicks,
};
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::Seat;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::core::GrailCore;
use horizon_notes::rules::grail::{EliminationCause, FactionStatus, TimeOfDay};

fn war_app(seed: u64, bots: &[&str]) -> App {
    let grail = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    let picks = WarPicks {
        sides: bots
            .iter()
            .map(|_| WarSide {
                who: Who::Ai(horizon_notes::ai::Difficulty::Easy),
                servant: None,
                master: None,
            })
            .collect(),
        seed: Some(seed),
        ..WarPicks::default()
    };
    let mut app = common::headless_app();
    app.insert_resource(GrailData(Arc::new(grail)))
        .insert_resource(picks);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::War);
    app.update();
    // Fast bots keep the test quick; the menu's difficulties are MCTS searches.
    let mut session = app.world_mut().resource_mut::<GrailSession>();
    for (seat, b) in session.seats.iter_mut().zip(bots) {
        *seat = Seat::Ai {
            spec: b.parse::<BotSpec>().expect("a known bot"),
            label: (*b).into(),
        };
    }
    app
}

#[test]
fn a_seven_faction_ai_war_runs_through_the_schedule_and_the_mirror_follows_the_core() {
    let bots = [
        "greedy", "random", "greedy", "random", "greedy", "random", "greedy",
    ];
    let mut app = war_app(7, &bots);
    let (mut checks, mut combats, mut last) = (0, 0, usize::MAX);
    for _ in 0..400_000 {
        app.update();
        let world = app.world();
        let session = world.resource::<GrailSession>();
        let settled = session.queue_empty()
            && matches!(
                world.resource::<NextState<GrailTime>>(),
                NextState::Unchanged
            )
            && matches!(
                world.resource::<NextState<CombatRound>>(),
                NextState::Unchanged
            );
        let n = session.actions.len();
        let over = session.state.is_over();
        if settled && n != last {
            last = n;
            grail_mirror::check(&mut app);
            let world = app.world();
            let s = &world.resource::<GrailSession>().state;
            let time = *world.resource::<State<GrailTime>>().get();
            assert_eq!(time, GrailTime::from(s.time), "GrailTime follows the day");
            let table = world.resource::<GrailTable>();
            assert_eq!(table.day, s.day, "the day shown is the core's");
            if s.combat.is_some() {
                assert!(table.fighting, "a combat is on screen while it is fought");
            }
            checks += 1;
        }
        if settled && over {
            break;
        }
    }
    let world = app.world();
    let session = world.resource::<GrailSession>();
    let s = &session.state;
    assert!(
        s.is_over(),
        "the war ends (day {} of {})",
        s.day,
        s.config.day_limit
    );
    assert!(checks > 50, "{checks} actions checked");
    let table = world.resource::<GrailTable>();
    assert!(
        !table.fighting,
        "no fight holds back the war's end (G-36.1)"
    );
    combats += table.tally.iter().map(|t| t.combats).sum::<u32>();
    assert!(!table.log(session).is_empty(), "the log told the war");
    let c = world.resource::<GrailData>().0.clone();
    let r = session.recorder.replay().clone();
    horizon_notes::replay::verify_record::<GrailCore>("war", &r, &c)
        .unwrap_or_else(|e| panic!("the war's replay verifies: {e}"));
    let pb = GrailPlayback::new(&c, "war.json", r).expect("a war's replay opens");
    assert_eq!(pb.screen(), Screen::War);
    assert!(pb.rounds.len() > 3, "the timeline has the war's turns");
    assert!(combats > 0, "the war had combats");
    assert!(!pb.combats.is_empty(), "its combats are listed");
    for span in &pb.combats {
        assert!(span.from < span.to, "a combat spans actions");
    }
    // G-34: a person whose every side is out of the war watches the rest of it in full; a
    // person still in it, or a table of AIs alone, keeps its eyes (G-40.1).
    assert!(!people_out(session), "nobody plays");
    let mut session = app.world_mut().resource_mut::<GrailSession>();
    session.seats[0] = Seat::Human;
    session.seats[1] = Seat::Human;
    session.state.factions[0].status = FactionStatus::Active;
    session.state.factions[1].status = FactionStatus::Eliminated {
        cause: EliminationCause::Vanished,
        day: 1,
        time: TimeOfDay::Night,
    };
    assert!(
        !people_out(&session),
        "one of the person's sides is still in"
    );
    session.state.factions[0].status = session.state.factions[1].status;
    assert!(people_out(&session), "the person's sides are out");
}
