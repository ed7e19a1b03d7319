//! The duel's undo line (`rules::duel::undo`, docs/decisions.md "Where undo stops"): over
//! seeded random games, each step is judged for both seats and checked against what the
//! states themselves show (the RNG, the decks, which cards each seat can see); then
//! hand-picked steps: a dice attack, a pass, an ether conversion, a draw.

use std::collections::BTreeSet;
use std::path::Path;

use horizon_notes::content::duel::{Amount, DuelContent};
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::core::{Core, DuelCore};
use horizon_notes::rules::duel::{self, Action, CardUid, Decision, Event, PlayerId, State};
use horizon_notes::rules::undo::{Line, Undo};
use horizon_notes::sim::{game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("shipped content loads")
}

/// One step of a random game: the state before, the action, the state after, its events.
struct Step {
    before: State,
    seat: PlayerId,
    action: Action,
    after: State,
    events: Vec<Event>,
}

/// Plays seeded game `index` with uniformly random legal actions, handing each step to
/// `look` until it returns false.
fn random_game(c: &DuelContent, index: u64, mut look: impl FnMut(&Step) -> bool) {
    let seed = game_seed(41, index);
    let config = sim_config(c, seed).expect("config");
    let (mut s, _) = duel::new_game(c, &config).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xBEEF);
    while let Some(seat) = s.deciding_player() {
        let legal = duel::legal_actions(c, &s);
        let action = legal[rng.random_range(0..legal.len())];
        let before = s.clone();
        let events = duel::apply(c, &mut s, seat, action).expect("legal actions apply");
        let step = Step {
            before,
            seat,
            action,
            after: s.clone(),
            events,
        };
        if !look(&step) {
            return;
        }
    }
}

/// D-2.3, D-29.6: the cards `viewer` cannot see: both decks and the opponent's hand.
fn hidden_from(s: &State, viewer: PlayerId) -> BTreeSet<CardUid> {
    let opp = s.player(viewer.other());
    s.players
        .iter()
        .flat_map(|p| &p.deck)
        .chain(&opp.hand)
        .map(|c| c.uid)
        .collect()
}

/// D-2.3: the cards `viewer` can see: its own hand and every public zone.
fn seen_by(s: &State, viewer: PlayerId) -> BTreeSet<CardUid> {
    let public = s.players.iter().flat_map(|p| {
        p.ether_area
            .iter()
            .chain(&p.cemetery)
            .chain(p.arcastella.iter().filter_map(|a| a.code.as_ref()))
    });
    public
        .chain(&s.player(viewer).hand)
        .map(|c| c.uid)
        .collect()
}

/// Whether a card hidden from `viewer` before the step is seen by it after.
fn shown_to(step: &Step, viewer: PlayerId) -> bool {
    !hidden_from(&step.before, viewer).is_disjoint(&seen_by(&step.after, viewer))
}

#[derive(Default, Debug)]
struct Tally {
    open: u32,
    exposed: u32,
    chance: u32,
    drawn: u32,
    revealed: u32,
}

/// The checks of one step for `viewer`, against what the states show. True if settled.
fn check(step: &Step, viewer: PlayerId, tally: &mut Tally) -> bool {
    let undo = DuelCore::undo(&step.before, &step.after, &step.events, viewer);
    let at = format!("{viewer} judging {:?} by {}", step.action, step.seat);
    let decks_moved = PlayerId::BOTH
        .iter()
        .any(|p| step.before.player(*p).deck != step.after.player(*p).deck);
    let chance = step.before.rng != step.after.rng;
    // D-27.3, D-7.3: dice, picks, shuffles and draws always settle.
    if chance || decks_moved {
        assert!(undo.is_settled(), "{at}: chance or a draw, judged {undo:?}");
    }
    // D-29.6: a card the viewer could not see, now seen, settles.
    if shown_to(step, viewer) {
        assert!(
            undo.is_settled(),
            "{at}: a hidden card shown, judged {undo:?}"
        );
    }
    match &undo {
        Undo::Open => tally.open += 1,
        Undo::Exposed { to } => {
            tally.exposed += 1;
            assert_eq!(to, &[viewer.other()], "{at}");
            assert!(
                shown_to(step, viewer.other()),
                "{at}: exposed, yet the opponent sees no new card"
            );
        }
        Undo::Settled(Line::Chance) => {
            tally.chance += 1;
            assert!(chance, "{at}: chance, yet the RNG did not move");
        }
        Undo::Settled(Line::Drawn { by }) => {
            tally.drawn += 1;
            assert_ne!(
                step.before.player(*by).deck,
                step.after.player(*by).deck,
                "{at}: drawn, yet the deck is the same"
            );
        }
        Undo::Settled(Line::Revealed { of }) => {
            tally.revealed += 1;
            assert_eq!(*of, viewer.other(), "{at}");
            assert!(
                shown_to(step, viewer),
                "{at}: revealed, yet no new card seen"
            );
        }
    }
    undo.is_settled()
}

/// Redo: the same action from the same state is the same step, and draws nothing.
fn check_redo(c: &DuelContent, step: &Step) {
    let mut redo = step.before.clone();
    duel::apply(c, &mut redo, step.seat, step.action).expect("the redo applies");
    let at = format!("{:?} by {}", step.action, step.seat);
    // `==` compares what the hash digests (the whole state, RNG included) at a fraction
    // of its cost.
    assert!(redo == step.after, "{at}: redo differs");
    assert_eq!(redo.rng, step.before.rng, "{at}: redo moved the RNG");
}

/// D-27.3, D-7.3, D-29.6: in 300 seeded random games, every step is judged for both seats,
/// and the judgement agrees with the states: what moved the RNG or a deck, or showed a
/// seat a card it could not see, is settled; what is not settled redoes to the same state;
/// an exposure is a card of the seat's hand the opponent now sees. Each kind of answer
/// occurs.
#[test]
fn d27_3_d29_6_undo_line_over_random_games() {
    let c = content();
    let mut tally = Tally::default();
    for i in 0..300 {
        random_game(&c, i, |step| {
            let settled = PlayerId::BOTH.map(|viewer| check(step, viewer, &mut tally));
            if !settled.iter().all(|s| *s) {
                check_redo(&c, step);
            }
            true
        });
    }
    assert!(
        tally.open > 10_000
            && tally.exposed > 1_000
            && tally.chance > 1_000
            && tally.drawn > 1_000
            && tally.revealed > 1_000,
        "every kind of answer occurs: {tally:?}"
    );
}

/// The first step of the seeded games for which `pick` holds.
fn first_step(c: &DuelContent, pick: impl Fn(&DuelContent, &Step) -> bool) -> Step {
    for i in 0..50 {
        let mut found = None;
        random_game(c, i, |step| {
            if pick(c, step) {
                found = Some(Step {
                    before: step.before.clone(),
                    seat: step.seat,
                    action: step.action,
                    after: step.after.clone(),
                    events: step.events.clone(),
                });
            }
            found.is_none()
        });
        if let Some(step) = found {
            return step;
        }
    }
    panic!("no such step in 50 games");
}

fn judge(step: &Step, viewer: PlayerId) -> Undo<PlayerId> {
    DuelCore::undo(&step.before, &step.after, &step.events, viewer)
}

/// D-11.4, D-15.4, D-27.3: an attack skill with dice damage rolls at once: settled by
/// chance, for both seats.
#[test]
fn d15_4_a_dice_attack_is_settled() {
    let c = content();
    let step = first_step(&c, |c, step| match step.action {
        Action::UseAttackSkill { user, skill, .. } => {
            let arc = step.before.arc(step.seat, user).expect("the user exists");
            matches!(
                c.arc(arc.def).attack_skills[usize::from(skill)].damage,
                Amount::Dice { .. }
            )
        }
        _ => false,
    });
    assert!(
        step.events
            .iter()
            .any(|e| matches!(e, Event::DiceRolled { .. }))
    );
    for viewer in PlayerId::BOTH {
        assert_eq!(judge(&step, viewer), Undo::Settled(Line::Chance));
    }
}

/// D-8.4: a Pass in the Charge Phase draws nothing and shows nothing: open for both.
#[test]
fn d8_4_a_charge_pass_is_open() {
    let c = content();
    let step = first_step(&c, |_, step| {
        step.action == Action::Pass && matches!(step.before.pending, Some(Decision::Charge { .. }))
    });
    for viewer in PlayerId::BOTH {
        assert_eq!(judge(&step, viewer), Undo::Open);
    }
}

/// D-8.6, D-2.3: converting a hand card without its ether effect rolls and draws nothing,
/// but puts the card in the public ether area: exposed to the opponent for the converter,
/// whose call it is (an AI opponent that has not acted since); revealed for the opponent.
#[test]
fn d8_6_an_ether_conversion_without_effect_exposes_the_card() {
    let c = content();
    let step = first_step(&c, |_, step| {
        matches!(
            step.action,
            Action::ConvertEther {
                use_ether_effect: false,
                ..
            }
        )
    });
    let me = step.seat;
    assert_eq!(step.before.rng, step.after.rng);
    assert_eq!(
        judge(&step, me),
        Undo::Exposed {
            to: vec![me.other()]
        }
    );
    assert_eq!(
        judge(&step, me.other()),
        Undo::Settled(Line::Revealed { of: me })
    );
}

/// D-7.1, D-7.3: a Pass that ends the Main Phase runs into the next turn's Draw Phase: the
/// new turn player's draw settles the pass for both seats, though nobody rolled.
#[test]
fn d7_1_a_pass_into_the_next_draw_is_settled() {
    let c = content();
    let step = first_step(&c, |_, step| {
        step.action == Action::Pass
            && matches!(step.before.pending, Some(Decision::Priority { .. }))
            && step.before.turn != step.after.turn
            && step.before.rng == step.after.rng
            && step
                .events
                .iter()
                .any(|e| matches!(e, Event::CardDrawn { .. }))
    });
    let drawer = step.after.turn_player;
    for viewer in PlayerId::BOTH {
        assert_eq!(
            judge(&step, viewer),
            Undo::Settled(Line::Drawn { by: drawer })
        );
    }
}
