//! The person's choice flow without a window: keys and picks go in, the offer the overlay
//! would draw and the actions the core applies come out (`app::duel::interact`).

mod common;

use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

use horizon_notes::ai::BotSpec;
use horizon_notes::app::duel::interact::{Choosing, Dir, Effect, Pick, Picked};
use horizon_notes::app::duel::{DeckPick, DuelData, DuelSession, DuelSetup};
use horizon_notes::app::keys::GameKey;
use horizon_notes::app::screens::{Menu, Screen};
use horizon_notes::app::session::Seat;
use horizon_notes::rules::duel::{Action, Decision, PlayerId, UnitId, legal_actions, preview};

/// A duel of a person (P0, first) against the random bot, through the interaction layer,
/// with the keys as a test presses them.
fn interaction_app(seed: u64) -> App {
    let mut app = common::headless_app();
    app.insert_resource(DuelSetup {
        decks: [
            DeckPick::Preset("deck_procession".into()),
            DeckPick::Preset("deck_vanguard".into()),
        ],
        seats: [
            Seat::Human,
            Seat::Ai {
                spec: "random".parse::<BotSpec>().expect("a known bot"),
                label: "random".into(),
            },
        ],
        first: Some(PlayerId::P0),
        seed: Some(seed),
        house: Default::default(),
    });
    app.world_mut().spawn(ActionState::<GameKey>::default());
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    app.update();
    app
}

fn pick(app: &mut App, p: Pick) {
    app.world_mut().write_message(Picked(p));
    app.update();
}

/// Presses a key for one frame, as leafwing reports a tap.
fn press(app: &mut App, key: GameKey) {
    let mut q = app.world_mut().query::<&mut ActionState<GameKey>>();
    q.single_mut(app.world_mut()).expect("controls").press(&key);
    app.update();
    let mut q = app.world_mut().query::<&mut ActionState<GameKey>>();
    let mut keys = q.single_mut(app.world_mut()).expect("controls");
    keys.release(&key);
    keys.tick(
        std::time::Instant::now(),
        std::time::Instant::now() - std::time::Duration::from_millis(16),
    );
    app.update();
}

fn session(app: &App) -> &DuelSession {
    app.world().resource::<DuelSession>()
}

fn choosing(app: &App) -> &Choosing {
    app.world().resource::<Choosing>()
}

/// Runs frames until the person may decide (or the game ends).
fn until_my_decision(app: &mut App) -> bool {
    for _ in 0..400 {
        if choosing(app).active {
            return true;
        }
        if session(app).state.is_over() {
            return false;
        }
        app.update();
    }
    panic!("the person never got a decision");
}

/// The legal attacks of P0 now that have more than one target, by (user, skill).
fn attacks_with_choice(app: &App) -> Option<(u8, u8)> {
    let content = app.world().resource::<DuelData>().0.clone();
    let legal = legal_actions(&content, &session(app).state);
    legal.iter().find_map(|a| match a {
        Action::UseAttackSkill { user, skill, .. } => {
            let targets = legal
                .iter()
                .filter(|b| {
                    matches!(b, Action::UseAttackSkill { user: u, skill: k, .. }
                        if u == user && k == skill)
                })
                .count();
            (targets > 1).then_some((*user, *skill))
        }
        _ => None,
    })
}

/// Plays the person's decisions through picks, converting every card it may and passing,
/// until an attack with a choice of targets is possible.
fn until_an_attack_with_targets(app: &mut App) -> (u8, u8) {
    for _ in 0..200 {
        assert!(until_my_decision(app), "the game ended first");
        if let Some(found) = attacks_with_choice(app) {
            return found;
        }
        let s = &session(app).state;
        let charge = matches!(s.pending, Some(Decision::Charge { .. }));
        let first_card = s.player(PlayerId::P0).hand.first().map(|k| k.uid);
        match (charge, first_card) {
            (true, Some(uid)) => {
                pick(app, Pick::Card(uid));
                if choosing(app).now.convert.is_some() {
                    pick(app, Pick::Button(0));
                }
            }
            _ => pick(app, Pick::PassOnce),
        }
        app.update();
    }
    panic!("no attack with a choice of targets came up");
}

/// Tab moves the focus, the focused target is the one the board marks, and Enter hits that
/// one and no other.
#[test]
fn enter_takes_the_focused_target_and_only_the_focus_is_marked() {
    let mut app = interaction_app(3);
    let (user, skill) = until_an_attack_with_targets(&mut app);
    pick(&mut app, Pick::Unit(UnitId::arc(PlayerId::P0, user)));
    let offer = choosing(&app).offer.clone();
    assert_eq!(offer.menu, Some(user), "the Arcastella's menu is open");
    let attack = offer
        .buttons
        .iter()
        .position(|b| matches!(&b.effect, Effect::Compose(k) if k.candidates.iter().any(|a| matches!(a, Action::UseAttackSkill { skill: s, .. } if *s == skill))))
        .expect("the attack is in the menu");
    pick(&mut app, Pick::Button(attack));
    let offer = choosing(&app).offer.clone();
    assert!(offer.targets.len() > 1, "a choice of targets: {offer:?}");
    let first = offer.selected.expect("one target is focused");
    // The focus starts on the target that loses the most HP (the core's preview, capped by
    // the HP it has left), so that Enter at once never lands on one a Barrier or DEF stops
    // while another would be hit, nor spends a big hit on a nearly dead follower.
    let content = app.world().resource::<DuelData>().0.clone();
    let state = session(&app).state.clone();
    let damage = |u: UnitId| {
        let a = Action::UseAttackSkill {
            user,
            skill,
            target: u,
        };
        preview::action_preview(&content, &state, PlayerId::P0, a)
            .map_or(0, |pv| if pv.stopped_by.is_some() { 0 } else { pv.most })
            .min(state.unit_hp(u).unwrap_or(0))
    };
    assert!(
        offer.targets.iter().all(|u| damage(*u) <= damage(first)),
        "the focus starts on the target that loses the most HP: {offer:?}"
    );
    assert_eq!(offer.focus, Some(offer.first));
    press(&mut app, GameKey::NextTarget);
    let next = (offer.first + 1) % offer.targets.len();
    let offer = choosing(&app).offer.clone();
    let second = offer.selected.expect("one target is focused");
    assert_ne!(first, second, "Tab moved the focus");
    assert_eq!(
        offer.focus,
        Some(next),
        "one button, the focused one, is marked"
    );
    assert_eq!(
        offer.buttons[next].effect,
        Effect::Unit(second),
        "the marked button is the marked target"
    );
    let before = session(&app).actions.len();
    press(&mut app, GameKey::Confirm);
    let s = session(&app);
    assert_eq!(s.actions.len(), before + 1, "Enter chose");
    assert!(
        matches!(s.actions[before], (PlayerId::P0, Action::UseAttackSkill { user: u, skill: k, target }) if u == user && k == skill && target == second),
        "the focused target was hit: {:?}",
        s.actions[before]
    );
}

/// Esc closes an open menu first; only with nothing open does it bring up the pause menu.
#[test]
fn esc_closes_the_open_menu_before_it_pauses() {
    let mut app = interaction_app(5);
    let (user, _) = until_an_attack_with_targets(&mut app);
    press(&mut app, GameKey::ARCS[usize::from(user)]);
    assert_eq!(
        choosing(&app).offer.menu,
        Some(user),
        "Q/W/E opens the menu"
    );
    press(&mut app, GameKey::Cancel);
    assert_eq!(choosing(&app).offer.menu, None);
    assert_eq!(
        *app.world().resource::<State<Menu>>().get(),
        Menu::None,
        "the first Esc only closed the menu"
    );
    press(&mut app, GameKey::Cancel);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
}

/// Hot seat, where each side's moves are written as choices and P0's curtain is lifted
/// by hand when P0 is to pick.
fn hot_seat_app(seed: u64) -> App {
    let mut app = interaction_app(seed);
    app.world_mut().resource_mut::<DuelSession>().seats = vec![Seat::Human, Seat::Human];
    app.update();
    app
}

fn choose(app: &mut App, seat: PlayerId, action: Action) {
    app.world_mut()
        .write_message(horizon_notes::app::duel::DuelChoice { seat, action });
    app.update();
}

/// Both sides pass (or decline the block) until `stop` holds.
fn pass_until(app: &mut App, stop: impl Fn(&horizon_notes::rules::duel::State) -> bool) {
    for _ in 0..200 {
        let s = &session(app).state;
        if stop(s) {
            return;
        }
        let d = s.deciding_player().expect("the game goes on");
        let a = if matches!(s.pending, Some(Decision::Block { .. })) {
            Action::NoBlock
        } else {
            Action::Pass
        };
        choose(app, d, a);
    }
    panic!("the position never came");
}

/// P0's side is shown with the curtain lifted, as when P0 confirms at the screen.
fn p0_lifts_the_curtain(app: &mut App) {
    let mut s = app.world_mut().resource_mut::<DuelSession>();
    s.shown.seat = PlayerId::P0;
    s.shown.curtain = None;
    s.shown.confirmed = true;
}

/// P1 converts its first card, if it has one.
fn p1_converts(app: &mut App) -> bool {
    let s = &session(app).state;
    let Some(card) = s.player(PlayerId::P1).hand.first() else {
        return false;
    };
    let action = Action::ConvertEther {
        card: card.uid,
        use_ether_effect: false,
    };
    choose(app, PlayerId::P1, action);
    true
}

/// Done charging ends the person's charging for the phase: the Charge decision the rules
/// give them again after a card the opponent converts (D-8.5) is passed for them at once,
/// with no curtain in hot seat; the next Charge Phase asks again.
#[test]
fn done_charging_passes_the_rest_of_the_phase() {
    let mut app = hot_seat_app(11);
    // Through P0's first turn to P1's Charge Phase, P1 to convert.
    pass_until(&mut app, |s| {
        s.turn_player == PlayerId::P1
            && s.pending
                == Some(Decision::Charge {
                    player: PlayerId::P1,
                })
    });
    let turn = session(&app).state.turn;
    assert!(p1_converts(&mut app), "P1 has cards to convert");
    // P0's decision: P0 lifts the curtain and is done charging.
    assert_eq!(session(&app).state.deciding_player(), Some(PlayerId::P0));
    p0_lifts_the_curtain(&mut app);
    until_my_decision(&mut app);
    pick(&mut app, Pick::Pass);
    assert!(choosing(&app).passes.done_charging(PlayerId::P0, turn));
    // P1 converts again: the rules ask P0 again (D-8.5), and P0's pass is made at once.
    assert_eq!(session(&app).state.deciding_player(), Some(PlayerId::P1));
    assert!(p1_converts(&mut app));
    app.update();
    let s = session(&app);
    assert_eq!(
        s.actions.last(),
        Some(&(PlayerId::P0, Action::Pass)),
        "P0's charging stays done"
    );
    assert_ne!(
        s.shown.curtain,
        Some(PlayerId::P0),
        "no curtain for a decision P0 does not make"
    );
    assert_eq!(s.state.deciding_player(), Some(PlayerId::P1));
    assert_eq!(s.state.turn, turn);
    // Pass once instead keeps the chance to answer: next turn, P0 passes once, P1 converts,
    // and P0 is asked again.
    pass_until(&mut app, |s| {
        s.turn > turn
            && s.pending
                == Some(Decision::Charge {
                    player: PlayerId::P0,
                })
    });
    let s = &session(&app).state;
    assert!(
        s.turn > turn && s.turn_player == PlayerId::P0,
        "P0's next turn"
    );
    p0_lifts_the_curtain(&mut app);
    until_my_decision(&mut app);
    pick(&mut app, Pick::PassOnce);
    assert!(p1_converts(&mut app));
    app.update();
    assert_eq!(
        session(&app).state.pending,
        Some(Decision::Charge {
            player: PlayerId::P0
        }),
        "after Pass once, P0 decides again"
    );
}

/// A pick that the decision does not offer changes nothing.
#[test]
fn a_pick_the_decision_does_not_offer_changes_nothing() {
    let mut app = interaction_app(7);
    assert!(until_my_decision(&mut app));
    let before = session(&app).state.hash();
    for p in [
        Pick::Unit(UnitId::arc(PlayerId::P1, 0)),
        Pick::Button(40),
        Pick::Focus(Dir::Next),
        Pick::Confirm,
        Pick::Play(Action::Block { blocker: 0 }),
    ] {
        pick(&mut app, p);
    }
    assert_eq!(session(&app).state.hash(), before);
}

/// Ctrl+Z takes a conversion back (the card returns to the hand, the board and the log are
/// rebuilt), and Ctrl+Shift+Z plays it again to the same state.
#[test]
fn undo_and_redo_through_the_keys() {
    let mut app = interaction_app(3);
    assert!(until_my_decision(&mut app));
    let s = session(&app);
    assert!(matches!(s.state.pending, Some(Decision::Charge { .. })));
    let (before, n) = (s.state.hash(), s.actions.len());
    let card = s.state.player(PlayerId::P0).hand[0];
    pick(&mut app, Pick::Card(card.uid));
    if choosing(&app).now.convert.is_some() {
        pick(&mut app, Pick::Button(0));
    }
    let after = {
        let s = session(&app);
        assert_eq!(
            s.actions.get(n).map(|a| a.0),
            Some(PlayerId::P0),
            "converted"
        );
        let c = &app.world().resource::<DuelData>().0;
        let (mut st, _) = horizon_notes::rules::duel::new_game(c, s.config()).expect("setup");
        for (p, a) in &s.actions[..=n] {
            horizon_notes::rules::duel::apply(c, &mut st, *p, *a).expect("legal");
        }
        st.hash()
    };
    press(&mut app, GameKey::Undo);
    let s = session(&app);
    assert_eq!(
        s.actions.len(),
        n,
        "the conversion and the AI's answers are taken back"
    );
    assert_eq!(s.state.hash(), before);
    assert!(s.state.player(PlayerId::P0).hand.contains(&card));
    let log = &app.world().resource::<horizon_notes::app::duel::Duel>().log;
    assert!(
        !log.iter().any(|l| l.text.contains("You convert")),
        "the log is rebuilt"
    );
    press(&mut app, GameKey::Redo);
    let s = session(&app);
    assert_eq!(s.actions.len(), n + 1);
    assert_eq!(s.state.hash(), after, "redo: the same conversion");
}

/// Undoing a Charge pass gives the Charge decision back and keeps it: the pass is not
/// made again for the person as "done charging" (D-8.5), so Undo does what it shows.
#[test]
fn an_undone_charge_pass_is_asked_again() {
    let mut app = interaction_app(3);
    assert!(until_my_decision(&mut app));
    let s = session(&app);
    assert!(matches!(s.state.pending, Some(Decision::Charge { .. })));
    let (before, n) = (s.state.hash(), s.actions.len());
    pick(&mut app, Pick::Pass);
    assert!(until_my_decision(&mut app));
    assert!(
        session(&app).undo_depth(PlayerId::P0).is_some(),
        "the pass can be taken back"
    );
    press(&mut app, GameKey::Undo);
    for _ in 0..10 {
        app.update();
    }
    let s = session(&app);
    assert_eq!(s.actions.len(), n, "the pass stays taken back");
    assert_eq!(s.state.hash(), before);
    assert!(choosing(&app).active, "the person decides again");
}

/// A key pressed while the AI decides is not kept for the person's own decision: the
/// hand-over starts with nothing queued.
#[test]
fn keys_pressed_during_the_ais_turn_are_dropped() {
    let mut app = interaction_app(5);
    assert!(until_my_decision(&mut app));
    // Pass once at every Charge and Main decision until the AI decides.
    for _ in 0..200 {
        let s = session(&app);
        if s.state.deciding_player() == Some(PlayerId::P1) || s.state.is_over() {
            break;
        }
        if choosing(&app).active {
            pick(&mut app, Pick::PassOnce);
            pick(&mut app, Pick::Pass);
        } else {
            app.update();
        }
    }
    assert_eq!(session(&app).state.deciding_player(), Some(PlayerId::P1));
    press(&mut app, GameKey::Pass);
    pick(&mut app, Pick::Pass);
    let n = session(&app).actions.len();
    assert!(until_my_decision(&mut app));
    let s = session(&app);
    let mine_since = s.actions[n..]
        .iter()
        .filter(|(p, _)| *p == PlayerId::P0)
        .count();
    assert_eq!(mine_since, 0, "nothing was decided for the person");
}

/// A mirror match (the same lineup on both sides) never reads "X hits X": every unit named in
/// the log says whose it is.
#[test]
fn in_a_mirror_match_every_unit_in_the_log_has_its_side() {
    let mut app = common::headless_app();
    app.insert_resource(DuelSetup {
        decks: [
            DeckPick::Preset("deck_procession".into()),
            DeckPick::Preset("deck_procession".into()),
        ],
        seats: [
            Seat::Human,
            Seat::Ai {
                spec: "random".parse::<BotSpec>().expect("a known bot"),
                label: "random".into(),
            },
        ],
        first: Some(PlayerId::P1),
        seed: Some(21),
        house: Default::default(),
    });
    app.update();
    go_duel(&mut app);
    for _ in 0..3000 {
        let s = session(&app);
        if s.state.turn > 4 || s.state.is_over() {
            break;
        }
        if let Some(p) = s.human_to_decide() {
            let content = app.world().resource::<DuelData>().0.clone();
            let legal = legal_actions(&content, &s.state);
            let a = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::UseAttackSkill { .. }))
                .unwrap_or(legal[0]);
            app.world_mut()
                .write_message(horizon_notes::app::duel::DuelChoice { seat: p, action: a });
        }
        app.update();
    }
    let content = app.world().resource::<DuelData>().0.clone();
    let names: Vec<String> = content.arcastella.iter().map(|a| a.name.clone()).collect();
    let log = &app.world().resource::<horizon_notes::app::duel::Duel>().log;
    let mut named = 0;
    for line in log {
        for name in &names {
            for (at, _) in line.text.match_indices(name.as_str()) {
                named += 1;
                let before = line.text[..at].to_lowercase();
                assert!(
                    before.ends_with("your ") || before.ends_with("enemy "),
                    "no side before {name}: {}",
                    line.text
                );
            }
        }
    }
    assert!(named > 10, "the log named units: {named}");
}

fn go_duel(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Duel);
    app.update();
}

/// Turn 1 of a hot-seat duel, as two people play it: each converts one card at their first
/// Charge decision and passes everything else (no block comes in turn 1: the second player
/// has no turn yet). Returns the hand-overs (the deciding person changing between two
/// decisions a person is asked) and the actions the core took in the turn.
fn turn_one_hand_overs(stops: &[horizon_notes::rules::duel::stops::Stop]) -> (usize, usize) {
    use horizon_notes::app::settings::Settings;
    let mut app = hot_seat_app(11);
    app.world_mut().resource_mut::<Settings>().duel_stops = stops.iter().copied().collect();
    let mut converted = [false; 2];
    let (mut hand_overs, mut last) = (0, None);
    for _ in 0..2000 {
        app.update();
        let s = session(&app);
        if s.state.turn > 1 || s.state.is_over() {
            break;
        }
        if !s.queue_empty() {
            continue;
        }
        let Some(p) = s.state.deciding_player() else {
            continue;
        };
        if last.is_some_and(|l| l != p) {
            hand_overs += 1;
        }
        last = Some(p);
        let action = match &s.state.pending {
            Some(Decision::Charge { .. }) if !converted[p.index()] => {
                converted[p.index()] = true;
                let card = s.state.player(p).hand.first().expect("a hand").uid;
                Action::ConvertEther {
                    card,
                    use_ether_effect: false,
                }
            }
            _ => Action::Pass,
        };
        choose(&mut app, p, action);
    }
    (hand_overs, session(&app).actions.len())
}

/// The pass flow: with every stop (the default, the seed's game as it is), turn 1 of a
/// hot-seat duel hands the screen over at each Charge decision and each priority the second
/// player holds; with the opponent's-turn stops off (or "Pass until my turn") the first
/// player plays the turn alone, and nothing is handed over.
#[test]
fn stops_off_on_the_opponents_turn_leave_turn_one_to_its_player() {
    use horizon_notes::rules::duel::stops::Stop;
    let (before, _) = turn_one_hand_overs(&Stop::ALL);
    let own: Vec<Stop> = Stop::ALL.into_iter().filter(|s| s.own_turn()).collect();
    let (after, _) = turn_one_hand_overs(&own);
    println!("turn 1 hand-overs: every stop {before}, the opponent's turn passed {after}");
    assert!(before >= 3, "{before} hand-overs with every stop");
    assert_eq!(after, 0, "the second player is never asked in turn 1");
}

/// "Pass until my turn" passes the rest of the opponent's turn for the person, and their
/// own turn asks them again.
#[test]
fn pass_until_my_turn_lasts_to_the_persons_turn() {
    let mut app = hot_seat_app(11);
    pass_until(&mut app, |s| {
        s.turn_player == PlayerId::P1
            && s.pending
                == Some(Decision::Charge {
                    player: PlayerId::P1,
                })
    });
    assert!(p1_converts(&mut app), "P1 has cards to convert");
    assert_eq!(session(&app).state.deciding_player(), Some(PlayerId::P0));
    p0_lifts_the_curtain(&mut app);
    until_my_decision(&mut app);
    pick(&mut app, Pick::PassUntilMyTurn);
    assert!(choosing(&app).passes.until_my_turn[PlayerId::P0.index()]);
    // P1 plays on; every decision of P0 in P1's turn is passed for P0.
    for _ in 0..200 {
        let s = &session(&app).state;
        if s.turn_player == PlayerId::P0 {
            break;
        }
        match s.deciding_player() {
            Some(PlayerId::P1) => choose(&mut app, PlayerId::P1, Action::Pass),
            Some(PlayerId::P0) if matches!(s.pending, Some(Decision::Block { .. })) => {
                choose(&mut app, PlayerId::P0, Action::NoBlock)
            }
            _ => app.update(),
        }
    }
    let s = session(&app);
    assert_eq!(s.state.turn_player, PlayerId::P0, "P0's turn came");
    assert!(
        s.actions
            .iter()
            .skip_while(|(_, a)| *a != Action::Pass)
            .all(|(p, a)| *p == PlayerId::P1 || *a == Action::Pass),
        "P0 only passed in P1's turn"
    );
    for _ in 0..20 {
        app.update();
    }
    assert!(
        !choosing(&app).passes.until_my_turn[PlayerId::P0.index()],
        "P0's own turn ends the pass"
    );
    assert_eq!(
        session(&app).state.deciding_player(),
        Some(PlayerId::P0),
        "P0 is asked in its own turn"
    );
}
