//! The Grail War's undo line (`rules::grail::undo`, docs/decisions.md "Where undo stops"):
//! over seeded random games, each step is judged for every faction and checked against
//! the states themselves (the RNG, and what each faction's view shows of the others); then
//! hand-picked steps: declarations, a priority pass, an attack and its reaction, an
//! investigation, an intel exchange.

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::core::{Core, GrailCore};
use horizon_notes::rules::grail::sim::{RandomPolicy, SimOptions, ai_rng};
use horizon_notes::rules::grail::*;
use horizon_notes::rules::undo::{Line, Undo};

fn content() -> GrailContent {
    GrailContent::builtin().expect("the built-in Grail content loads")
}

/// One step of a random game: the state before, the action, the state after, its events.
struct Step {
    before: GameState,
    seat: FactionId,
    action: Action,
    after: GameState,
    events: Vec<Event>,
}

/// Plays seeded game `seed` with `factions` seats and random legal actions (the
/// simulator's policy), handing each step to `look` until it returns false.
fn random_game(c: &GrailContent, seed: u64, factions: usize, mut look: impl FnMut(&Step) -> bool) {
    let opts = SimOptions {
        day_limit: 3,
        ..SimOptions::default()
    };
    let mut config = GameConfig::default_lineup(seed, factions);
    config.day_limit = opts.day_limit;
    let (mut s, _) = new_game(c, config).expect("setup");
    let mut rng = ai_rng(seed);
    let mut policy = RandomPolicy::default();
    let mut free = 0;
    while let Some(seat) = s.deciding() {
        let action = policy
            .pick(c, &s, &mut rng, &opts, free)
            .expect("a decision has a legal action");
        free = if action.is_free() { free + 1 } else { 0 };
        let before = s.clone();
        let events = apply(c, &mut s, seat, action.clone()).expect("legal actions apply");
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

/// G-35.1, G-8.6, G-14.3: how much `viewer`'s view shows of faction `f` that is hidden
/// from outsiders, field by field: what the tier opens, the skills and NP seen, the
/// declaration, the private values, the hand in combat.
fn shown_of(v: &FactionView, f: FactionId) -> [usize; 11] {
    let Some(x) = v.factions.iter().find(|x| x.id == f) else {
        return [0; 11];
    };
    let sv = &x.servant;
    let hand = v
        .combat
        .iter()
        .flat_map(|cb| &cb.participants)
        .any(|p| p.faction == f && p.hand.is_some());
    [
        sv.deck.is_some(),
        sv.skills.is_some(),
        sv.np.is_some(),
        sv.true_name.is_some(),
        sv.seen_np.is_some(),
        sv.mp.is_some(),
        x.declared.is_some(),
        x.master_mp.is_some(),
        x.master_skills.is_some(),
        hand,
    ]
    .map(usize::from)
    .into_iter()
    .chain([sv.seen_skills.len()])
    .collect::<Vec<_>>()
    .try_into()
    .expect("eleven fields")
}

/// Whether the view `now` after the step shows more of an outsider than `was` before it.
fn learned(step: &Step, was: &FactionView, now: &FactionView) -> bool {
    step.before.factions.iter().any(|x| {
        !is_insider(&step.before, was.viewer, x.id)
            && shown_of(now, x.id)
                .iter()
                .zip(shown_of(was, x.id))
                .any(|(now, was)| *now > was)
    })
}

#[derive(Default, Debug)]
struct Tally {
    open: u32,
    exposed: u32,
    chance: u32,
    revealed: u32,
    learned: u32,
}

/// The checks of one step for the viewer of `was` (its view before the step) and `now`
/// (after it), against what the states show. True if settled.
fn check(step: &Step, was: &FactionView, now: &FactionView, tally: &mut Tally) -> bool {
    let viewer = was.viewer;
    let undo = GrailCore::undo(&step.before, &step.after, &step.events, viewer);
    let at = format!(
        "faction {viewer} judging {:?} by {}",
        step.action, step.seat
    );
    let chance = step.before.rng != step.after.rng;
    // G-37.4: every die settles.
    if chance {
        assert!(undo.is_settled(), "{at}: the RNG moved, judged {undo:?}");
    }
    // G-35.4: what the view shows of another faction that it did not show before settles.
    if learned(step, was, now) {
        tally.learned += 1;
        assert!(undo.is_settled(), "{at}: the view learned, judged {undo:?}");
    }
    match &undo {
        Undo::Open => tally.open += 1,
        Undo::Exposed { to } => {
            tally.exposed += 1;
            assert!(
                to.iter().all(|w| !is_insider(&step.before, *w, viewer)),
                "{at}: exposed to itself or an ally: {to:?}"
            );
        }
        Undo::Settled(Line::Chance) => {
            tally.chance += 1;
            assert!(chance, "{at}: chance, yet the RNG did not move");
        }
        Undo::Settled(Line::Revealed { of }) => {
            tally.revealed += 1;
            assert!(
                !is_insider(&step.before, viewer, *of),
                "{at}: revealed by itself or an ally"
            );
        }
        Undo::Settled(Line::Drawn { .. }) => panic!("{at}: the Grail War has no decks to draw"),
    }
    undo.is_settled()
}

/// Redo: the same action from the same state is the same step, and rolls nothing.
fn check_redo(c: &GrailContent, step: &Step) {
    let mut redo = step.before.clone();
    apply(c, &mut redo, step.seat, step.action.clone()).expect("the redo applies");
    let at = format!("{:?} by {}", step.action, step.seat);
    // `==` compares what the hash digests (the whole state, RNG included) at a fraction
    // of its cost.
    assert!(redo == step.after, "{at}: redo differs");
    assert_eq!(redo.rng, step.before.rng, "{at}: redo moved the RNG");
}

/// G-37.4, G-35.4, G-8.6: in 300 seeded random games of 3 to 5 factions, every step is
/// judged for every faction, and the judgement agrees with the states: what moved the RNG,
/// or made a faction's view show more of an outsider, is settled; what is not settled
/// redoes to the same state; nobody is exposed to itself or its ally. Each kind of answer
/// occurs.
#[test]
fn g37_4_g35_4_undo_line_over_random_games() {
    let c = content();
    let mut tally = Tally::default();
    let views = |s: &GameState| -> Vec<FactionView> {
        s.factions.iter().map(|x| s.view_for(&c, x.id)).collect()
    };
    for seed in 0..300u64 {
        // Each step's state after is the next one's state before: its views are kept.
        let mut was: Option<Vec<FactionView>> = None;
        random_game(&c, seed, 3 + (seed % 3) as usize, |step| {
            let before = was.take().unwrap_or_else(|| views(&step.before));
            let after = views(&step.after);
            let settled: Vec<bool> = before
                .iter()
                .zip(&after)
                .map(|(was, now)| check(step, was, now, &mut tally))
                .collect();
            if !settled.iter().all(|s| *s) {
                check_redo(&c, step);
            }
            was = Some(after);
            true
        });
    }
    assert!(
        tally.open > 100_000
            && tally.exposed > 1_000
            && tally.chance > 10_000
            && tally.revealed > 5_000
            && tally.learned > 5_000,
        "every kind of answer occurs: {tally:?}"
    );
}

/// The first step of the seeded 4-faction games for which `pick` holds.
fn first_step(c: &GrailContent, pick: impl Fn(&Step) -> bool) -> Step {
    for seed in 0..60 {
        let mut found = None;
        random_game(c, seed, 4, |step| {
            if pick(step) {
                found = Some(Step {
                    before: step.before.clone(),
                    seat: step.seat,
                    action: step.action.clone(),
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
    panic!("no such step in 60 games");
}

fn judge(step: &Step, viewer: FactionId) -> Undo<FactionId> {
    GrailCore::undo(&step.before, &step.after, &step.events, viewer)
}

fn seats(step: &Step) -> impl Iterator<Item = FactionId> + '_ {
    step.before.factions.iter().map(|x| x.id)
}

fn reveals_declarations(step: &Step) -> bool {
    step.events
        .iter()
        .any(|e| matches!(e.kind, EventKind::DeclarationsRevealed { .. }))
}

/// G-8.6: a declaration is stored hidden, so one that is not the last is open for every
/// faction; the last reveals them all, which settles it for every faction.
#[test]
fn g8_6_declarations_are_open_until_the_last_reveals_them() {
    let c = content();
    let first = first_step(&c, |step| {
        matches!(step.action, Action::Declare { .. }) && !reveals_declarations(step)
    });
    for viewer in seats(&first) {
        assert_eq!(judge(&first, viewer), Undo::Open, "faction {viewer}");
    }
    let last = first_step(&c, |step| {
        matches!(step.action, Action::Declare { .. })
            && reveals_declarations(step)
            && step.before.rng == step.after.rng
    });
    for viewer in seats(&last) {
        assert!(
            matches!(
                judge(&last, viewer),
                Undo::Settled(Line::Revealed { of }) if of != viewer
            ),
            "faction {viewer}: {:?}",
            judge(&last, viewer)
        );
    }
}

/// G-9.3: a Pass in the PriorityWindow shows nothing and rolls nothing: open for all.
#[test]
fn g9_3_a_priority_pass_is_open() {
    let c = content();
    let step = first_step(&c, |step| {
        step.action == Action::Pass && matches!(step.before.phase, Phase::PriorityWindow { .. })
    });
    for viewer in seats(&step) {
        assert_eq!(judge(&step, viewer), Undo::Open, "faction {viewer}");
    }
}

/// G-26.5, G-24.6, G-22.2: an attack consumes its card at once, in the participants' sight,
/// and waits for the defender's reaction: exposed for the attacker (its call, if the
/// defender is an AI that has not reacted yet), revealed for the defender. The reaction
/// then rolls the 2d6 checks: settled by chance for everyone.
#[test]
fn g26_5_an_attack_exposes_its_card_and_the_reaction_rolls() {
    let c = content();
    let attack = first_step(&c, |step| {
        matches!(
            step.action,
            Action::Attack {
                target: Actor::Servant { .. },
                ..
            }
        ) && matches!(
            step.after.pending,
            Some(Decision {
                kind: DecisionKind::Reaction { .. },
                ..
            })
        )
    });
    let Action::Attack {
        target: Actor::Servant { faction: defender },
        ..
    } = attack.action
    else {
        unreachable!("picked for it")
    };
    assert_eq!(attack.before.rng, attack.after.rng, "no die yet");
    let me = attack.seat;
    assert!(
        matches!(judge(&attack, me), Undo::Exposed { ref to } if to.contains(&defender)),
        "{:?}",
        judge(&attack, me)
    );
    assert_eq!(
        judge(&attack, defender),
        Undo::Settled(Line::Revealed { of: me })
    );
    let react = first_step(&c, |step| matches!(step.action, Action::React { .. }));
    for viewer in seats(&react) {
        assert_eq!(judge(&react, viewer), Undo::Settled(Line::Chance));
    }
}

/// G-10.3: an investigation rolls 2d6: settled by chance for everyone.
#[test]
fn g10_3_an_investigation_is_settled() {
    let c = content();
    let step = first_step(&c, |step| {
        step.events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Investigated { .. }))
    });
    for viewer in seats(&step) {
        assert_eq!(judge(&step, viewer), Undo::Settled(Line::Chance));
    }
}

/// G-14.4, G-11.3: accepting an Intel Exchange rolls no die, but each side learns the
/// other's servant: settled for both, by revelation.
#[test]
fn g14_4_an_accepted_intel_exchange_reveals() {
    let c = content();
    let step = first_step(&c, |step| {
        step.action
            == Action::Respond {
                answer: Answer::Accept,
            }
            && step.before.rng == step.after.rng
            && step
                .events
                .iter()
                .any(|e| matches!(e.kind, EventKind::IntelExchanged { .. }))
    });
    let me = step.seat;
    let Some(proposer) = step.events.iter().find_map(|e| match e.kind {
        EventKind::IntelExchanged { a, b } => Some(if a == me { b } else { a }),
        _ => None,
    }) else {
        unreachable!("picked for it")
    };
    assert_eq!(
        judge(&step, me),
        Undo::Settled(Line::Revealed { of: proposer })
    );
    assert_eq!(
        judge(&step, proposer),
        Undo::Settled(Line::Revealed { of: me })
    );
}
