//! The app's game logic under `MinimalPlugins`, with no window: an AI-vs-AI duel driven
//! through the Bevy schedule to its end, checking after every action that the ECS mirror
//! (units and their components) and `DuelPhase` match the rules core.

mod common;

use std::collections::BTreeSet;

use bevy::prelude::*;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::duel::DuelData;
use horizon_notes::app::duel::mirror::{
    Arcastella, Barrier, EquippedCode, Fallen, Follower, Hp, Leader, Owner, Resonance, Slot, Stats,
    Tapped, Unit, unit_stats,
};
use horizon_notes::app::duel::{DeckPick, Duel, DuelPhase, DuelSession, DuelSetup};
use horizon_notes::app::screens::{Menu, Screen};
use horizon_notes::app::session::Seat;
use horizon_notes::rules::duel::{Phase, PlayerId, UnitId};

fn test_app(setup: DuelSetup) -> App {
    let mut app = common::headless_app();
    app.insert_resource(setup);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    app.update();
    app
}

fn bot(spec: &str) -> Seat {
    Seat::Ai {
        spec: spec.parse::<BotSpec>().expect("a known bot"),
        label: spec.into(),
    }
}

fn phase_of(p: Phase) -> DuelPhase {
    match p {
        Phase::Start => DuelPhase::Start,
        Phase::Draw => DuelPhase::Draw,
        Phase::Charge => DuelPhase::Charge,
        Phase::Main => DuelPhase::Main,
        Phase::End => DuelPhase::End,
    }
}

/// Checks every unit entity and the phase against the core; panics with the difference.
fn check_mirror(app: &mut App) {
    let world = app.world_mut();
    let content = world.resource::<DuelData>().0.clone();
    let phase = *world.resource::<State<DuelPhase>>().get();
    let mut q = world.query::<(
        &Unit,
        &Owner,
        &Slot,
        &Hp,
        &Stats,
        &Barrier,
        Option<&Tapped>,
        Option<&Fallen>,
        Option<&Resonance>,
        Option<&EquippedCode>,
        Option<&Arcastella>,
        Option<&Follower>,
        Has<Leader>,
    )>();
    let rows: Vec<_> = q
        .iter(world)
        .map(|r| {
            (
                r.0.0,
                *r.1,
                *r.2,
                *r.3,
                *r.4,
                *r.5,
                r.6.copied(),
                r.7.copied(),
                r.8.copied(),
                r.9.copied(),
                r.10.copied(),
                r.11.copied(),
                r.12,
            )
        })
        .collect();
    let session = world.resource::<DuelSession>();
    let s = &session.state;
    let turn = s.turn;
    assert_eq!(
        phase,
        phase_of(s.phase),
        "turn {turn}: DuelPhase follows the core"
    );
    let mut seen = BTreeSet::new();
    for (unit, owner, slot, hp, stats, barrier, tapped, fallen, res, code, arc, fol, leader) in rows
    {
        seen.insert(unit);
        assert_eq!(owner.0, unit.player(), "{unit:?}: owner");
        assert_eq!(
            stats,
            unit_stats(&content, s, unit),
            "turn {turn}, {unit:?}: stats"
        );
        match unit {
            UnitId::Arc { player, slot: sl } => {
                let a = s.arc(player, sl).expect("the slot exists");
                assert_eq!(slot.0, sl);
                assert_eq!(hp.current, a.hp, "turn {turn}, {unit:?}: hp");
                assert_eq!(hp.max, content.arc(a.def).max_hp);
                assert_eq!(
                    tapped.map(|t| t.0),
                    Some(a.tapped),
                    "turn {turn}, {unit:?}: tapped"
                );
                assert_eq!(
                    fallen.map(|f| f.0),
                    Some(a.fallen),
                    "turn {turn}, {unit:?}: fallen"
                );
                assert_eq!(
                    res.map(|r| r.0),
                    Some(a.resonance),
                    "turn {turn}, {unit:?}: resonance"
                );
                assert_eq!(barrier.0, a.barrier, "turn {turn}, {unit:?}: barrier");
                assert_eq!(
                    code.map(|k| k.0),
                    Some(a.code.map(|k| k.def)),
                    "turn {turn}, {unit:?}: code"
                );
                assert_eq!(arc.map(|x| x.def), Some(a.def));
                assert_eq!(
                    leader,
                    sl == s.player(player).leader_slot,
                    "{unit:?}: leader"
                );
            }
            UnitId::Follower { player, uid } => {
                let row = s.player(player).followers.iter().position(|f| f.uid == uid);
                let row = row.unwrap_or_else(|| {
                    panic!("turn {turn}: {unit:?} has an entity but is not on the board")
                });
                let f = &s.player(player).followers[row];
                assert_eq!(usize::from(slot.0), row, "turn {turn}, {unit:?}: row");
                assert_eq!(hp.current, f.hp, "turn {turn}, {unit:?}: hp");
                assert_eq!(barrier.0, f.barrier, "turn {turn}, {unit:?}: barrier");
                assert_eq!(fol.map(|x| x.def), Some(f.def));
            }
        }
    }
    for p in PlayerId::BOTH {
        for slot in 0..3 {
            assert!(
                seen.contains(&UnitId::arc(p, slot)),
                "{p} slot {slot} has an entity"
            );
        }
        for f in &s.player(p).followers {
            assert!(
                seen.contains(&UnitId::Follower {
                    player: p,
                    uid: f.uid
                }),
                "turn {turn}: follower {:?} has an entity",
                f.uid
            );
        }
    }
}

#[test]
fn ai_duel_runs_through_the_schedule_and_the_mirror_follows_the_core() {
    let mut app = test_app(DuelSetup {
        decks: [
            DeckPick::Preset("deck_procession".into()),
            DeckPick::Preset("deck_vanguard".into()),
        ],
        seats: [bot("greedy"), bot("random")],
        first: None,
        seed: Some(11),
        house: Default::default(),
    });
    let mut checks = 0;
    let mut last_checked = usize::MAX;
    for _ in 0..200_000 {
        app.update();
        let world = app.world();
        if *world.resource::<State<Screen>>().get() == Screen::GameEnd {
            break;
        }
        let session = world.resource::<DuelSession>();
        let settled = session.queue_empty()
            && matches!(
                world.resource::<NextState<DuelPhase>>(),
                NextState::Unchanged
            )
            && world.get_resource::<State<DuelPhase>>().is_some();
        let n = session.actions.len();
        if settled && n != last_checked {
            last_checked = n;
            check_mirror(&mut app);
            checks += 1;
        }
    }
    let world = app.world();
    assert_eq!(
        *world.resource::<State<Screen>>().get(),
        Screen::GameEnd,
        "the duel reaches its end screen"
    );
    let session = world.resource::<DuelSession>();
    assert!(session.state.is_over());
    assert!(
        checks > 20,
        "the mirror was checked after many actions ({checks})"
    );
    assert!(
        world
            .resource::<Duel>()
            .log
            .iter()
            .any(|l| l.text.contains("takes")),
        "the log tells the damage"
    );
    assert!(
        world.get_resource::<State<DuelPhase>>().is_none(),
        "DuelPhase exists only during the duel"
    );
}

#[test]
fn hot_seat_curtain_falls_whenever_the_deciding_human_changes() {
    let mut app = test_app(DuelSetup {
        decks: [
            DeckPick::Preset("deck_nocturne".into()),
            DeckPick::Preset("deck_procession".into()),
        ],
        seats: [Seat::Human, Seat::Human],
        first: Some(PlayerId::P0),
        seed: Some(3),
        house: Default::default(),
    });
    app.update();
    {
        let session = app.world().resource::<DuelSession>();
        assert_eq!(
            session.shown.curtain,
            Some(PlayerId::P0),
            "the first player is asked to take the seat"
        );
    }
    let content = app.world().resource::<DuelData>().0.clone();
    let mut changes = 0;
    for _ in 0..60 {
        let mut session = app.world_mut().resource_mut::<DuelSession>();
        if let Some(p) = session.shown.curtain {
            // The player presses Enter.
            session.shown.seat = p;
            session.shown.confirmed = true;
            session.shown.curtain = None;
        }
        let Some(p) = session.state.deciding_player() else {
            break;
        };
        assert_eq!(p, session.shown.seat, "only the seated player decides");
        session
            .submit(&content, p, horizon_notes::rules::duel::Action::Pass)
            .expect("pass is legal at every decision here");
        app.update();
        let session = app.world().resource::<DuelSession>();
        if let Some(next) = session.state.deciding_player()
            && next != p
        {
            assert_eq!(
                session.shown.curtain,
                Some(next),
                "a curtain for {next} after {p} decided"
            );
            changes += 1;
        }
    }
    assert!(
        changes >= 4,
        "the decision changed hands several times ({changes})"
    );
}

/// The pause menu is a state: while it is up nobody decides (the AI makes no move), and
/// closing it lets the game go on; the rules window does not stop the game.
#[test]
fn the_pause_menu_stops_the_ai_and_the_rules_window_does_not() {
    let mut app = test_app(DuelSetup {
        decks: [
            DeckPick::Preset("deck_procession".into()),
            DeckPick::Preset("deck_vanguard".into()),
        ],
        seats: [bot("random"), bot("random")],
        first: None,
        seed: Some(3),
        house: Default::default(),
    });
    let actions = |app: &App| app.world().resource::<DuelSession>().actions.len();
    let set_menu = |app: &mut App, m: Menu| {
        app.world_mut().resource_mut::<NextState<Menu>>().set(m);
        app.update();
        assert_eq!(*app.world().resource::<State<Menu>>().get(), m);
    };
    set_menu(&mut app, Menu::Pause);
    let before = actions(&app);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(actions(&app), before, "no move while paused");
    set_menu(&mut app, Menu::Rules);
    for _ in 0..50 {
        app.update();
    }
    assert!(actions(&app) > before, "the game goes on beside the rules");
    // Leaving the board closes any menu: the state exists only on the duel screen.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert!(app.world().get_resource::<State<Menu>>().is_none());
}

/// A person's choice is a message the core applies: a legal one changes the game, an
/// illegal one, or one for the AI's seat, is refused and changes nothing. No window needed.
#[test]
fn choices_reach_the_core_as_messages_and_illegal_ones_change_nothing() {
    use horizon_notes::app::duel::{DuelChoice, DuelData};
    use horizon_notes::rules::duel::{Action, legal_actions};
    let mut app = test_app(DuelSetup {
        decks: [
            DeckPick::Preset("deck_procession".into()),
            DeckPick::Preset("deck_vanguard".into()),
        ],
        seats: [Seat::Human, bot("random")],
        first: Some(PlayerId::P0),
        seed: Some(9),
        house: Default::default(),
    });
    for _ in 0..20 {
        app.update();
    }
    let content = app.world().resource::<DuelData>().0.clone();
    let (before, legal) = {
        let session = app.world().resource::<DuelSession>();
        assert_eq!(session.state.deciding_player(), Some(PlayerId::P0));
        (
            session.state.hash(),
            legal_actions(&content, &session.state),
        )
    };
    // Not legal now: a block with no attack under way; and the AI's seat is not a person's.
    for (player, action) in [
        (PlayerId::P0, Action::Block { blocker: 0 }),
        (PlayerId::P1, legal[0]),
    ] {
        app.world_mut().write_message(DuelChoice {
            seat: player,
            action,
        });
        app.update();
        assert_eq!(
            app.world().resource::<DuelSession>().state.hash(),
            before,
            "{action:?}"
        );
    }
    app.world_mut().write_message(DuelChoice {
        seat: PlayerId::P0,
        action: legal[0],
    });
    app.update();
    let session = app.world().resource::<DuelSession>();
    assert_eq!(session.actions.first(), Some(&(PlayerId::P0, legal[0])));
}
