//! The skirmish's logic under `MinimalPlugins`, with no window: whole AI skirmishes driven
//! through the Bevy schedule to their end, checking after every action, once its events are
//! shown, that the servant and master entities match the core's view for the faction shown
//! (G-35: the mirror holds only what it may know), that `CombatRound` follows the combat,
//! and at the end that the recorded replay reproduces the game.

mod common;

use std::sync::Arc;

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::grail::mirror::{
    self, Buffs, Charge, Command, Hand, MasterOf, Pools, ServantOf, Standing, Vitals,
};
use horizon_notes::app::grail::picks::{Side, Who};
use horizon_notes::app::grail::{CombatRound, GrailData, GrailSession, GrailTable, SkirmishPicks};
use horizon_notes::app::screens::Screen;
use horizon_notes::app::session::Seat;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::core::GrailCore;
use horizon_notes::rules::grail::{CombatPhase, GameState};

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

/// The round state the core's combat stands in once everything is shown.
fn round_of(s: &GameState) -> Option<CombatRound> {
    if s.is_over() {
        return Some(CombatRound::Over);
    }
    Some(match s.combat.as_ref()?.phase {
        CombatPhase::Intervention { .. }
        | CombatPhase::Begin
        | CombatPhase::CombatStartWindow { .. } => CombatRound::Opening,
        CombatPhase::RoundStart | CombatPhase::RoundStartWindow { .. } => CombatRound::RoundStart,
        CombatPhase::Activation { .. } | CombatPhase::RoundEnd => CombatRound::Activation,
        CombatPhase::Ended => CombatRound::Over,
    })
}

/// Every entity against the core's view for the viewer; panics with the difference.
fn check(app: &mut App) {
    let world = app.world_mut();
    let c = world.resource::<GrailData>().0.clone();
    let session = world.resource::<GrailSession>();
    let viewer = world.resource::<GrailTable>().viewer(session);
    let s = session.state.clone();
    let seen = mirror::seen(&c, &s, viewer);
    let round = *world.resource::<State<CombatRound>>().get();
    if let Some(r) = round_of(&s) {
        assert_eq!(
            round,
            r,
            "CombatRound follows the combat ({:?})",
            s.combat.as_ref().map(|cb| cb.phase)
        );
    }
    let mut q = world.query::<(
        &ServantOf,
        &Vitals,
        &Standing,
        &Hand,
        &Pools,
        &Charge,
        &Buffs,
    )>();
    let mut servants = 0;
    for (of, v, st, h, p, ch, b) in q.iter(world) {
        servants += 1;
        let x = &seen[usize::from(of.0)];
        let part = x.part.as_ref();
        assert_eq!(
            (v.hp, v.max_hp, v.mp, v.max_mp),
            (
                x.info.servant.hp,
                x.info.servant.max_hp,
                x.info.servant.mp,
                x.info.servant.max_mp
            ),
            "faction {}: HP and MP",
            of.0
        );
        assert_eq!(st.district, x.info.district, "faction {}: district", of.0);
        assert_eq!(
            st.status,
            part.map(|p| p.status),
            "faction {}: status",
            of.0
        );
        assert_eq!(
            (h.size, h.cards),
            (part.and_then(|p| p.hand_size), part.and_then(|p| p.hand)),
            "faction {}: hand",
            of.0
        );
        assert_eq!(
            (p.buster, p.quick),
            (
                part.and_then(|p| p.buster_pending),
                part.and_then(|p| p.quick_pending)
            ),
            "faction {}: pools",
            of.0
        );
        assert_eq!(
            ch.0,
            part.and_then(|p| p.np_charge),
            "faction {}: NP charge",
            of.0
        );
        assert_eq!(b.0, x.info.servant.buffs, "faction {}: buffs", of.0);
        // The mirror never holds a rival's secrets (G-35.1, G-24.6).
        if let Some(v) = viewer.faction()
            && v != of.0
            && s.ally_of(v) != Some(of.0)
        {
            assert_eq!(
                (seen[usize::from(of.0)].info.servant.mp, h.cards, p.buster),
                (None, None, None),
                "faction {} hides its secrets from {v}",
                of.0
            );
        }
    }
    assert_eq!(servants, s.factions.len(), "a servant entity per faction");
    let mut q = world.query::<(&MasterOf, &Command)>();
    for (of, cmd) in q.iter(world) {
        let x = &seen[usize::from(of.0)];
        assert_eq!(
            (cmd.mp, cmd.spells),
            (x.info.master_mp, x.info.command_spells),
            "master {}",
            of.0
        );
    }
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
    assert!(
        !world.resource::<GrailTable>().log.is_empty(),
        "the log told the fight"
    );
    checks
}

#[test]
fn an_ai_skirmish_runs_through_the_schedule_and_the_mirror_follows_the_core() {
    let picks = SkirmishPicks {
        sides: vec![side(0), side(1)],
        ambusher: Some(1),
        seed: Some(5),
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
    };
    let checks = run(picks, &["random", "greedy", "random", "random"]);
    assert!(checks > 10, "{checks} actions checked");
}
