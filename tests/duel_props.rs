//! Property tests of the duel engine over many seeded random games: termination within the
//! turn limit (D-19.4), invariants, determinism (D-27.1) and save/resume (D-27.2).

use std::path::Path;

use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::duel::constants::TURN_LIMIT;
use horizon_notes::rules::duel::view::events_hash;
use horizon_notes::rules::duel::{self, Action, Event, PlayerId, State, UnitId, stats};
use horizon_notes::sim::{game_seed, sim_config};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("shipped content loads")
}

fn games(default: u64) -> u64 {
    std::env::var("DUEL_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Cards each player owns anywhere: zones plus equipped Codes.
fn owned_cards(s: &State, p: PlayerId) -> usize {
    let ps = s.player(p);
    ps.zone_card_count() + ps.arcastella.iter().filter(|a| a.code.is_some()).count()
}

fn check_invariants(c: &DuelContent, s: &State, start_cards: [usize; 2], afterglows: [usize; 2]) {
    for p in PlayerId::BOTH {
        assert_eq!(
            owned_cards(s, p),
            start_cards[p.index()] + afterglows[p.index()],
            "cards conserved for {p}"
        );
        let ps = s.player(p);
        for (slot, a) in ps.arcastella.iter().enumerate() {
            let unit = UnitId::arc(p, slot as u8);
            let max = stats::max_hp(c, s, unit).expect("arc exists");
            assert!(a.hp <= max, "HP within max");
            assert_eq!(a.fallen, a.hp == 0, "fallen exactly at 0 HP");
            assert!(a.resonance <= 5);
        }
        for f in &ps.followers {
            assert!(f.hp > 0 && f.hp <= c.follower(f.def).max_hp);
        }
        assert!(ps.followers.len() <= 3);
        assert!(ps.hand.len() <= 8);
    }
    assert!(s.turn <= TURN_LIMIT);
    assert_eq!(
        s.outcome.is_some(),
        s.pending.is_none(),
        "a decision is pending exactly while the game runs"
    );
}

/// Plays one random game, checking invariants at every step. Returns (actions, events hash).
fn random_game(
    c: &DuelContent,
    seed: u64,
    check: bool,
) -> (Vec<(PlayerId, Action)>, String, State) {
    let config = sim_config(c, seed).expect("config");
    let (mut s, mut events) = duel::new_game(c, &config).expect("setup");
    let start_cards = [owned_cards(&s, PlayerId::P0), owned_cards(&s, PlayerId::P1)];
    let mut afterglows = [0usize; 2];
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xBEEF);
    let mut actions = Vec::new();
    let mut winners_seen = 0;
    while let Some(p) = s.deciding_player() {
        let legal = duel::legal_actions(c, &s);
        assert!(
            !legal.is_empty(),
            "a pending decision always has a legal action"
        );
        let a = legal[rng.random_range(0..legal.len())];
        let ev = duel::apply(c, &mut s, p, a).expect("legal actions apply");
        for e in &ev {
            match e {
                Event::FollowerDefeated { unit, .. } => afterglows[unit.player().index()] += 1,
                Event::GameEnded { .. } => winners_seen += 1,
                _ => {}
            }
        }
        events.extend(ev);
        actions.push((p, a));
        if check {
            check_invariants(c, &s, start_cards, afterglows);
        }
        assert!(actions.len() < 20_000, "the game must end");
    }
    assert!(s.outcome.is_some());
    assert_eq!(winners_seen, 1, "exactly one GameEnded");
    (actions, events_hash(&events), s)
}

/// D-19.4, D-9.10: 10,000 random games end within the turn limit, never panic, and keep the
/// invariants (cards conserved, 0 <= HP <= max, at most one outcome).
#[test]
fn d19_4_random_games_end_and_keep_invariants() {
    let c = content();
    for i in 0..games(10_000) {
        let (_, _, s) = random_game(&c, game_seed(1, i), true);
        assert!(s.turn <= TURN_LIMIT);
    }
}

/// D-27.1: the same config and actions give the identical event stream.
#[test]
fn d27_1_same_seed_and_actions_same_events() {
    let c = content();
    for i in 0..200 {
        let seed = game_seed(2, i);
        let (actions, hash, end) = random_game(&c, seed, false);
        let config = sim_config(&c, seed).expect("config");
        let (mut s, mut events) = duel::new_game(&c, &config).expect("setup");
        for (p, a) in &actions {
            events.extend(duel::apply(&c, &mut s, *p, *a).expect("replays"));
        }
        assert_eq!(events_hash(&events), hash, "game {i}");
        assert_eq!(s.hash(), end.hash());
    }
}

/// D-27.1: a quiet run (no events, as in playouts and search) reaches exactly the same
/// state after every action as the recorded run.
#[test]
fn d27_1_quiet_apply_matches_recorded_apply() {
    let c = content();
    for i in 0..300 {
        let seed = game_seed(4, i);
        let (actions, _, end) = random_game(&c, seed, false);
        let config = sim_config(&c, seed).expect("config");
        let (mut s, _) = duel::new_game(&c, &config).expect("setup");
        let mut loud = s.clone();
        for (p, a) in &actions {
            duel::apply_quiet(&c, &mut s, *p, *a).expect("quiet run accepts the action");
            duel::apply(&c, &mut loud, *p, *a).expect("recorded run accepts the action");
            assert_eq!(s, loud, "game {i}: the runs differ after {a:?}");
        }
        assert_eq!(s, end, "game {i}");
    }
}

/// D-27.2: a state saved to JSON and loaded again, at every step, continues exactly as the
/// game played straight through (the RNG is part of the state).
#[test]
fn d27_2_save_and_resume_at_every_step() {
    let c = content();
    for i in 0..games(1_000).min(1_000) {
        let seed = game_seed(3, i);
        let (actions, hash, _) = random_game(&c, seed, false);
        let config = sim_config(&c, seed).expect("config");
        let (mut s, mut events) = duel::new_game(&c, &config).expect("setup");
        for (p, a) in &actions {
            let json = serde_json::to_string(&s).expect("state saves");
            let loaded: State = serde_json::from_str(&json).expect("state loads");
            assert_eq!(loaded, s, "round trip is exact");
            s = loaded;
            events.extend(
                duel::apply(&c, &mut s, *p, *a).expect("resumed game accepts the same action"),
            );
        }
        assert_eq!(events_hash(&events), hash, "game {i}");
    }
}

/// D-29.6: a view hides the opponent's hand, both decks' order and the RNG.
#[test]
fn d29_6_view_hides_the_opponent_hand() {
    let c = content();
    let (s, _) = duel::new_game(&c, &sim_config(&c, 5).expect("config")).expect("setup");
    let v = s.view_for(PlayerId::P0);
    assert!(v.state.player(PlayerId::P1).hand.is_empty());
    assert!(v.state.player(PlayerId::P1).deck.is_empty());
    assert!(v.state.player(PlayerId::P0).deck.is_empty());
    assert_eq!(v.hand_sizes[1], s.player(PlayerId::P1).hand.len());
    assert_eq!(
        v.state.player(PlayerId::P0).hand,
        s.player(PlayerId::P0).hand
    );
    assert_eq!(v.own_deck.len(), s.player(PlayerId::P0).deck.len());
}

fn any_unit() -> impl Strategy<Value = UnitId> {
    prop_oneof![
        (0u8..4, any::<bool>()).prop_map(|(slot, p)| UnitId::Arc {
            player: if p { PlayerId::P1 } else { PlayerId::P0 },
            slot
        }),
        (0u32..8, any::<bool>()).prop_map(|(uid, p)| UnitId::Follower {
            player: if p { PlayerId::P1 } else { PlayerId::P0 },
            uid: duel::FollowerUid(uid)
        }),
    ]
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0u32..80, 0u8..4, proptest::option::of(any_unit())).prop_map(|(c, caster, target)| {
            Action::CastSpell {
                card: duel::CardUid(c),
                caster,
                target,
            }
        }),
        (0u8..4, 0u8..3, any_unit()).prop_map(|(user, skill, target)| Action::UseAttackSkill {
            user,
            skill,
            target
        }),
        (0u8..4, proptest::option::of(any_unit()))
            .prop_map(|(user, target)| Action::UseSupportSkill { user, target }),
        (0u8..4, any_unit()).prop_map(|(user, target)| Action::UseAstralCode { user, target }),
        (0u32..80, any::<bool>()).prop_map(|(c, e)| Action::ConvertEther {
            card: duel::CardUid(c),
            use_ether_effect: e
        }),
        (0u8..4).prop_map(|blocker| Action::Block { blocker }),
        Just(Action::NoBlock),
        Just(Action::Pass),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    /// D-29.4: any action, legal or not, by either player, at any point of a game either
    /// applies (it was legal) or is rejected leaving the state unchanged; never a panic.
    #[test]
    fn d29_4_arbitrary_actions_never_panic(seed in 0u64..1_000, steps in 0usize..300, tries in proptest::collection::vec((any_action(), any::<bool>()), 1..40)) {
        let c = content();
        let config = sim_config(&c, seed).expect("config");
        let (mut s, _) = duel::new_game(&c, &config).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..steps {
            let Some(p) = s.deciding_player() else { break };
            let legal = duel::legal_actions(&c, &s);
            let a = legal[rng.random_range(0..legal.len())];
            duel::apply(&c, &mut s, p, a).expect("legal");
        }
        for (a, p1) in tries {
            let player = if p1 { PlayerId::P1 } else { PlayerId::P0 };
            let was_legal = s.deciding_player() == Some(player) && duel::legal_actions(&c, &s).contains(&a);
            let before = s.clone();
            match duel::apply(&c, &mut s, player, a) {
                Ok(_) => prop_assert!(was_legal),
                Err(_) => { prop_assert!(!was_legal); prop_assert_eq!(&s, &before); }
            }
        }
    }
}
