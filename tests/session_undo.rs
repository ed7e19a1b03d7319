//! Undo and redo in the game-agnostic session, over many random duels: undo takes back a
//! person's last choice and the AI's answers, never across a roll, a draw, a reveal or a
//! hand-over between people; redo meets the same dice; the replay holds the game as finally
//! played.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use horizon_notes::app::session::{Seat, Session};
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::replay::{self, DuelRecorder, SeatInfo};
use horizon_notes::rules::core::{Core, DuelCore};
use horizon_notes::rules::duel::{self, GameConfig, PlayerId, State};

fn content() -> DuelContent {
    load_duel_dir(&default_content_dir().join("duel")).expect("the shipped content loads")
}

fn session(c: &DuelContent, seed: u64, seats: [Seat; 2]) -> Session<DuelCore> {
    let ids: Vec<String> = c.decks.iter().map(|d| d.id.clone()).collect();
    let config = GameConfig::from_decks(
        c,
        seed,
        [
            &ids[seed as usize % ids.len()],
            &ids[(seed as usize / 2) % ids.len()],
        ],
    )
    .expect("config");
    let (state, events) = duel::new_game(c, &config).expect("setup");
    let rec = DuelRecorder::new(
        c,
        &config,
        [SeatInfo::human("a"), SeatInfo::human("b")],
        &state,
        "2026-12-01T00:00:00Z".into(),
    );
    Session::new(state, events, seats.to_vec(), PlayerId::P0, rec)
}

fn bot() -> Seat {
    Seat::Ai {
        spec: horizon_notes::ai::BotSpec::Random,
        label: "random".into(),
    }
}

/// The state after the first `n` actions, replayed from the setup.
fn replayed(c: &DuelContent, s: &Session<DuelCore>, n: usize) -> State {
    let (mut state, _) = DuelCore::new_game(c, s.config()).expect("setup");
    let mut ev = Vec::new();
    for (p, a) in &s.actions[..n] {
        DuelCore::apply(c, &mut state, *p, *a, &mut ev).expect("legal");
    }
    state
}

fn random_action(c: &DuelContent, s: &State, rng: &mut ChaCha8Rng) -> duel::Action {
    let legal = duel::legal_actions(c, s);
    // Conceding ends the game at once; keep the games long enough to undo in.
    let pick: Vec<_> = legal
        .iter()
        .copied()
        .filter(|a| *a != duel::Action::Concede)
        .collect();
    pick[rng.random_range(0..pick.len())]
}

#[test]
fn undo_then_redo_gives_the_same_state_and_never_crosses_the_line() {
    let c = content();
    let (mut undone, mut refused) = (0, 0);
    for seed in 0..60u64 {
        let mut s = session(&c, seed, [Seat::Human, bot()]);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        while let Some(p) = DuelCore::deciding(&s.state) {
            steps += 1;
            if steps > 400 {
                break;
            }
            if p == PlayerId::P0 && rng.random_bool(0.4) {
                let n = s.actions.len();
                match s.undo_depth(PlayerId::P0) {
                    Some(d) => {
                        let k = n - d;
                        assert_eq!(s.actions[k].0, PlayerId::P0, "back to the person's choice");
                        assert!(
                            s.actions[k + 1..].iter().all(|(by, _)| *by == PlayerId::P1),
                            "only the AI's answers go with it"
                        );
                        // Nothing random happened and no card came off a deck since.
                        let before = replayed(&c, &s, k);
                        assert_eq!(before.rng, s.state.rng, "seed {seed}: no roll crossed");
                        for q in PlayerId::BOTH {
                            assert_eq!(
                                before.player(q).deck.len(),
                                s.state.player(q).deck.len(),
                                "seed {seed}: no draw crossed"
                            );
                        }
                        let after_choice = replayed(&c, &s, k + 1).hash();
                        assert!(s.undo(PlayerId::P0));
                        assert_eq!(s.state.hash(), before.hash(), "undo: the state before");
                        assert_eq!(s.actions.len(), k);
                        assert_eq!(s.recorder.replay().actions.len(), k);
                        assert!(s.queue.is_empty());
                        assert!(s.redo(&c, PlayerId::P0).expect("legal"));
                        assert_eq!(s.state.hash(), after_choice, "redo: the same dice");
                        undone += 1;
                        continue;
                    }
                    None => {
                        refused += 1;
                        assert!(!s.undo(PlayerId::P0), "no undo past the line");
                        assert_eq!(s.actions.len(), n);
                    }
                }
            }
            let a = random_action(&c, &s.state, &mut rng);
            s.submit(&c, p, a).expect("legal");
        }
        let r = s.recorder.replay();
        assert_eq!(r.actions.len(), s.actions.len());
        replay::verify_record::<DuelCore>("undo", r, &c)
            .expect("the replay holds the game as finally played");
    }
    assert!(undone > 100, "undo was taken often: {undone}");
    assert!(refused > 100, "and refused often: {refused}");
}

/// Hot seat: once the other person has chosen, nothing before is taken back; a person
/// undoes only their own last choice.
#[test]
fn in_hot_seat_undo_stops_at_the_other_persons_choice() {
    let c = content();
    for seed in 0..30u64 {
        let mut s = session(&c, seed, [Seat::Human, Seat::Human]);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabc);
        for _ in 0..300 {
            let Some(p) = DuelCore::deciding(&s.state) else {
                break;
            };
            for q in PlayerId::BOTH {
                if let Some(d) = s.undo_depth(q) {
                    assert_eq!(d, 1, "only the person's own last choice");
                    assert_eq!(s.actions.last().map(|a| a.0), Some(q));
                }
            }
            let a = random_action(&c, &s.state, &mut rng);
            s.submit(&c, p, a).expect("legal");
        }
    }
}

/// A choice undone and replaced by another clears the redo.
#[test]
fn a_new_choice_after_an_undo_clears_the_redo() {
    let c = content();
    for seed in 0..40u64 {
        let mut s = session(&c, seed, [Seat::Human, bot()]);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..200 {
            let Some(p) = DuelCore::deciding(&s.state) else {
                break;
            };
            if p == PlayerId::P0 && s.undo(PlayerId::P0) {
                assert!(s.can_redo(PlayerId::P0));
                let a = random_action(&c, &s.state, &mut rng);
                s.submit(&c, PlayerId::P0, a).expect("legal");
                assert!(!s.can_redo(PlayerId::P0));
                return;
            }
            let a = random_action(&c, &s.state, &mut rng);
            s.submit(&c, p, a).expect("legal");
        }
    }
    panic!("no undo came up");
}

/// A continued game undoes as far back as the game it continues would have: the saved
/// actions are put back with what undo needs, up to the same line.
#[test]
fn a_continued_game_undoes_as_far_as_the_game_it_continues() {
    use horizon_notes::app::duel::session::resume;
    let c = content();
    let path = std::path::Path::new("continued.json");
    let mut checked = 0;
    for seed in 0..12u64 {
        let mut s = session(&c, seed, [Seat::Human, Seat::Human]);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        for step in 0..120 {
            let Some(p) = DuelCore::deciding(&s.state) else {
                break;
            };
            if step % 15 == 14 {
                let (mut r, _) = resume(&c, path, s.recorder.replay()).expect("continues");
                for q in PlayerId::BOTH {
                    assert_eq!(r.undo_depth(q), s.undo_depth(q), "seed {seed}, step {step}");
                }
                let mut original = session(&c, seed, [Seat::Human, Seat::Human]);
                for (who, a) in &s.actions {
                    original.submit(&c, *who, *a).expect("legal");
                }
                if r.undo(p) {
                    assert!(original.undo(p));
                    assert_eq!(r.state, original.state);
                    checked += 1;
                }
            }
            let a = random_action(&c, &s.state, &mut rng);
            s.submit(&c, p, a).expect("legal");
        }
    }
    assert!(checked > 5, "only {checked} undos after a continue");
}

/// The end is final: after a concession or the last blow nothing is taken back (the game
/// has been filed among the replays and is gone from Continue), and nothing is redone.
#[test]
fn a_game_over_is_not_undone() {
    let c = content();
    // A concession: before the rule it undid at once, reviving the game.
    let mut s = session(&c, 3, [Seat::Human, bot()]);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while DuelCore::deciding(&s.state) != Some(PlayerId::P0) {
        let p = DuelCore::deciding(&s.state).expect("a decision");
        let a = random_action(&c, &s.state, &mut rng);
        s.submit(&c, p, a).expect("legal");
    }
    s.submit(&c, PlayerId::P0, duel::Action::Concede)
        .expect("conceding is legal");
    assert!(DuelCore::is_over(&s.state));
    assert_eq!(s.undo_depth(PlayerId::P0), None);
    assert!(!s.undo(PlayerId::P0), "a concession stands");
    assert!(!s.can_redo(PlayerId::P0));
    // Games played out to their end by a person and the random bot.
    let mut ended = 0;
    for seed in 0..20u64 {
        let mut s = session(&c, seed, [Seat::Human, bot()]);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xe0d);
        for _ in 0..3000 {
            let Some(p) = DuelCore::deciding(&s.state) else {
                break;
            };
            let a = random_action(&c, &s.state, &mut rng);
            s.submit(&c, p, a).expect("legal");
        }
        if DuelCore::is_over(&s.state) {
            ended += 1;
            let n = s.actions.len();
            assert!(!s.undo(PlayerId::P0), "seed {seed}: the end stands");
            assert_eq!(s.actions.len(), n);
        }
    }
    assert!(ended > 5, "only {ended} games ended");
}
