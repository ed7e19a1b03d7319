//! Duel rules that scenario files cannot express (rules-duel.md): uid assignment, the game
//! config, conceding, content validation of triggered effects, the RNG draw order, replays,
//! the shape of decisions, actions and events, and the fixed order of `legal_actions`.
//! Each test is named after the rule it checks and cites it.

use std::path::PathBuf;

use horizon_notes::content::duel::{CardKind, DuelContent, DuelRules, Timing};
use horizon_notes::content::duel_load::{load_duel_dir, parse_duel};
use horizon_notes::rules::dice::Dice;
use horizon_notes::rules::duel::{
    self, Action, CardUid, Decision, EndReason, Event, FollowerState, FollowerUid, GameConfig,
    Outcome, Phase, PlayerId, PlayerSetup, RngMode, State, UnitId,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use PlayerId::{P0, P1};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The Appendix B fixture content as JSON (`tests/scenarios/duel/fixtures/fixture.json`).
fn fixture_json() -> Value {
    let path = root().join("tests/scenarios/duel/fixtures/fixture.json");
    let text = std::fs::read_to_string(&path).expect("the fixture is readable");
    serde_json::from_str(&text).expect("the fixture is JSON")
}

fn content_from(v: &Value) -> Result<DuelContent, String> {
    parse_duel(
        &v["arcastella"].to_string(),
        &v["followers"].to_string(),
        &v["cards"].to_string(),
        &v["decks"].to_string(),
        DuelRules::default(),
    )
    .map_err(|e| e.to_string())
}

fn fixture() -> DuelContent {
    content_from(&fixture_json()).expect("the fixture loads")
}

fn starter() -> DuelContent {
    load_duel_dir(&root().join("assets/content/duel")).expect("the shipped content loads")
}

/// The definition with this id in one of the fixture's lists.
fn def_mut<'a>(v: &'a mut Value, kind: &str, id: &str) -> &'a mut Value {
    v[kind]
        .as_array_mut()
        .and_then(|list| list.iter_mut().find(|d| d["id"] == id))
        .unwrap_or_else(|| panic!("no {kind} {id}"))
}

/// Adds a card copied from `like`, with the top-level fields of `fields` replaced.
fn add_card(v: &mut Value, like: &str, fields: Value) {
    let mut card = def_mut(v, "cards", like).clone();
    for (k, x) in fields.as_object().expect("fields are an object") {
        card[k] = x.clone();
    }
    v["cards"].as_array_mut().expect("cards").push(card);
}

/// The fixture deck in list order: 3 copies each of Blank 1 to Blank 8.
fn fixture_deck() -> Vec<String> {
    (1..=8)
        .flat_map(|i| std::iter::repeat_n(format!("card_blank_{i}"), 3))
        .collect()
}

fn seat(lineup: [&str; 3], deck: Vec<String>) -> PlayerSetup {
    PlayerSetup {
        lineup: lineup.map(String::from),
        leader_slot: 0,
        deck,
    }
}

/// P0 plays A0-A2, P1 plays B0-B2, both with the fixture deck, unshuffled, scripted dice.
fn config(first: Option<PlayerId>) -> GameConfig {
    GameConfig {
        seed: 7,
        players: [
            seat(["arc_a0", "arc_a1", "arc_a2"], fixture_deck()),
            seat(["arc_b0", "arc_b1", "arc_b2"], fixture_deck()),
        ],
        first_player: first,
        shuffle_decks: false,
        auto_pass: true,
        rng_mode: RngMode::Scripted(Vec::new()),
        house: Default::default(),
    }
}

fn arc(player: PlayerId, slot: u8) -> UnitId {
    UnitId::arc(player, slot)
}

fn play(c: &DuelContent, s: &mut State, p: PlayerId, a: Action) -> Vec<Event> {
    duel::apply(c, s, p, a).unwrap_or_else(|e| panic!("{p} {a:?}: {e}"))
}

/// Every card uid a player holds in a zone or as an equipped Code.
fn uids(s: &State, p: PlayerId) -> Vec<u32> {
    let ps = s.player(p);
    let zones = ps
        .deck
        .iter()
        .chain(&ps.hand)
        .chain(&ps.ether_area)
        .chain(&ps.cemetery);
    let codes = ps.arcastella.iter().filter_map(|a| a.code.as_ref());
    zones.chain(codes).map(|ci| ci.uid.0).collect()
}

/// Gives `p` a fresh follower (a Mote) directly, as the test builder may (D-27.5).
fn give_mote(c: &DuelContent, s: &mut State, p: PlayerId) -> UnitId {
    let uid = FollowerUid(s.next_follower_uid);
    s.next_follower_uid += 1;
    let def = c.follower_idx("fol_tmote").expect("the fixture Mote");
    s.player_mut(p).followers.push(FollowerState {
        uid,
        def,
        hp: 2,
        barrier: false,
        summoned_turn: 0,
    });
    UnitId::Follower { player: p, uid }
}

/// Plays random legal actions from `s` to the end of the game, calling `each` before every
/// action with the state, the action and the events it produced.
fn random_playout(
    c: &DuelContent,
    s: &mut State,
    seed: u64,
    mut each: impl FnMut(&State, PlayerId, Action, &State, &[Event]),
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    while let Some(p) = s.deciding_player() {
        let legal = duel::legal_actions(c, s);
        let a = legal[rng.random_range(0..legal.len())];
        let before = s.clone();
        let ev = play(c, s, p, a);
        each(&before, p, a, s, &ev);
        n += 1;
        assert!(n < 20_000, "the game must end");
    }
}

/// A config of two starter preset decks, seeded and shuffled.
fn starter_config(c: &DuelContent, seed: u64, auto_pass: bool) -> GameConfig {
    let decks = [
        c.decks[0].id.as_str(),
        c.decks[seed as usize % c.decks.len()].id.as_str(),
    ];
    let mut config = GameConfig::from_decks(c, seed, decks).expect("preset decks");
    config.auto_pass = auto_pass;
    config
}

/// D-2.4: a deck holds spell cards of kind Spell or Code; an Afterglow card cannot be in a
/// deck list, and setup rejects one.
#[test]
fn d2_4_afterglow_cards_cannot_be_in_a_deck_list() {
    let mut v = fixture_json();
    add_card(
        &mut v,
        "card_blank_1",
        json!({ "id": "card_code_k", "name": "Code K", "kind": "Code", "target": "AllyArcastella",
                "effects": [ { "Equip": { "target": "Chosen" } } ], "code": { "fragility": 1, "mods": [ { "Def": 2 } ] } }),
    );
    let c = content_from(&v).expect("content");
    for card in &c.cards {
        // The three kinds, and no other.
        match card.kind {
            CardKind::Spell | CardKind::Code | CardKind::Afterglow => {}
        }
    }
    let mut with_code = config(Some(P0));
    with_code.players[1].deck[0] = "card_code_k".into();
    assert!(
        duel::new_game(&c, &with_code).is_ok(),
        "a Code card may be in a deck"
    );
    let mut with_glow = config(Some(P0));
    with_glow.players[1].deck[0] = "card_glow".into();
    let err = duel::new_game(&c, &with_glow).expect_err("an Afterglow card may not be in a deck");
    assert_eq!(err.player, P1);
    assert!(err.reason.contains("Afterglow"), "{err}");
}

/// D-2.5, D-4.5: every card has a unique uid. Setup numbers them in deck-list order, P0's
/// cards first, then P1's, from 1; an afterglow card gets the next new uid when it is made.
#[test]
fn d2_5_card_uids_unique_from_setup_and_new_for_afterglows() {
    let c = fixture();
    let mut cfg = config(Some(P0));
    cfg.players[0].deck[0] = "card_bolt_3".into();
    let (mut s, _) = duel::new_game(&c, &cfg).expect("setup");
    let mut all: Vec<u32> = uids(&s, P0).into_iter().chain(uids(&s, P1)).collect();
    all.sort();
    assert_eq!(
        all,
        (1..=48).collect::<Vec<u32>>(),
        "48 cards, uids 1..=48, no repeats"
    );
    for (p, first) in [(P0, 1u32), (P1, 25)] {
        let ps = s.player(p);
        let mut cards: Vec<_> = ps.deck.iter().chain(&ps.hand).collect();
        cards.sort_by_key(|ci| ci.uid);
        let listed: Vec<&str> = cards.iter().map(|ci| c.card(ci.def).id.as_str()).collect();
        assert_eq!(
            listed,
            cfg.players[p.index()].deck,
            "{p}: uids follow the deck list"
        );
        assert_eq!(cards[0].uid, CardUid(first));
    }
    assert_eq!(
        s.player(P0)
            .hand
            .iter()
            .map(|ci| ci.uid.0)
            .collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5],
        "unshuffled: the first listed card is on top and drawn first"
    );
    assert_eq!(s.next_card_uid, 49);

    let mote = give_mote(&c, &mut s, P1);
    play(&c, &mut s, P0, Action::Pass);
    play(&c, &mut s, P1, Action::Pass);
    let ev = play(
        &c,
        &mut s,
        P0,
        Action::CastSpell {
            card: CardUid(1),
            caster: 0,
            target: Some(mote),
        },
    );
    assert!(
        ev.contains(&Event::FollowerDefeated {
            unit: mote,
            afterglow: CardUid(49)
        }),
        "{ev:?}"
    );
    let glow = s
        .player(P1)
        .cemetery
        .last()
        .expect("the afterglow is in P1's cemetery");
    assert_eq!(
        (glow.uid, c.card(glow.def).id.as_str()),
        (CardUid(49), "card_glow")
    );
    let mut all: Vec<u32> = uids(&s, P0).into_iter().chain(uids(&s, P1)).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 49, "still unique");
}

/// D-4.1: the game config's seed, lineups, leader slots, deck lists, `first_player`,
/// `shuffle_decks`, `auto_pass` and `rng_mode` all take effect, and lineups and decks are
/// checked (D-31) before the game starts.
#[test]
fn d4_1_game_config_fields_take_effect() {
    let c = fixture();
    // Lineups and leader slot.
    let mut cfg = config(Some(P0));
    cfg.players[1].lineup = ["arc_b2", "arc_b0", "arc_b1"].map(String::from);
    cfg.players[1].leader_slot = 2;
    let (s, ev) = duel::new_game(&c, &cfg).expect("setup");
    let b = s.player(P1);
    let ids: Vec<&str> = b
        .arcastella
        .iter()
        .map(|a| c.arc(a.def).id.as_str())
        .collect();
    assert_eq!(ids, ["arc_b2", "arc_b0", "arc_b1"]);
    assert_eq!(
        (b.leader_slot, c.arc(b.leader().def).id.as_str()),
        (2, "arc_b1")
    );
    assert_eq!(
        ev[0],
        Event::GameStarted {
            first_player: P0,
            seed: 7
        }
    );

    // first_player, or a coin flip from the RNG mode.
    assert_eq!(
        duel::new_game(&c, &config(Some(P1)))
            .expect("setup")
            .0
            .turn_player,
        P1
    );
    for (value, first) in [(1, P0), (2, P1)] {
        let mut cfg = config(None);
        cfg.rng_mode = RngMode::Scripted(vec![value]);
        assert_eq!(
            duel::new_game(&c, &cfg).expect("setup").0.first_player,
            first
        );
    }

    // auto_pass: P0 has no TurnStart card, so its Start window is settled only with it on.
    assert_eq!(
        duel::new_game(&c, &config(Some(P0)))
            .expect("setup")
            .0
            .pending,
        Some(Decision::Charge { player: P0 })
    );
    let mut manual = config(Some(P0));
    manual.auto_pass = false;
    assert_eq!(
        duel::new_game(&c, &manual).expect("setup").0.pending,
        Some(Decision::StartWindow { player: P0 })
    );

    // shuffle_decks and the seed (with a seeded RNG).
    let order = |seed: u64, shuffle: bool| {
        let mut cfg = config(Some(P0));
        cfg.seed = seed;
        cfg.shuffle_decks = shuffle;
        cfg.rng_mode = RngMode::Seeded;
        let (s, _) = duel::new_game(&c, &cfg).expect("setup");
        s.player(P0)
            .hand
            .iter()
            .chain(s.player(P0).deck.iter().rev())
            .map(|ci| ci.uid.0)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        order(5, false),
        (1..=24).collect::<Vec<_>>(),
        "unshuffled: list order"
    );
    assert_ne!(order(5, true), order(5, false), "shuffled");
    assert_eq!(
        order(5, true),
        order(5, true),
        "the same seed, the same order"
    );
    assert_ne!(
        order(5, true),
        order(6, true),
        "another seed, another order"
    );

    // Checked before the game starts.
    let mut twice = config(Some(P0));
    twice.players[0].lineup[1] = "arc_a0".into();
    assert!(
        duel::new_game(&c, &twice).is_err(),
        "a lineup needs 3 distinct Arcastella"
    );
    let mut short = config(Some(P0));
    short.players[1].deck.truncate(19);
    assert_eq!(duel::new_game(&c, &short).expect_err("19 cards").player, P1);
    let mut slot = config(Some(P0));
    slot.players[0].leader_slot = 3;
    assert!(duel::new_game(&c, &slot).is_err(), "leader_slot is 0-2");
}

/// One state at each kind of decision: StartWindow, Charge, Priority and Block.
fn states_at_each_decision(c: &DuelContent) -> Vec<State> {
    let mut manual = config(Some(P0));
    manual.auto_pass = false;
    let (start, _) = duel::new_game(c, &manual).expect("setup");
    let (charge, _) = duel::new_game(c, &config(Some(P0))).expect("setup");
    let mut priority = charge.clone();
    play(c, &mut priority, P0, Action::Pass);
    play(c, &mut priority, P1, Action::Pass);
    let mut block = priority.clone();
    play(
        c,
        &mut block,
        P0,
        Action::UseAttackSkill {
            user: 1,
            skill: 0,
            target: arc(P1, 1),
        },
    );
    assert_eq!(start.pending, Some(Decision::StartWindow { player: P0 }));
    assert_eq!(charge.pending, Some(Decision::Charge { player: P0 }));
    assert_eq!(priority.pending, Some(Decision::Priority { player: P0 }));
    assert!(matches!(
        block.pending,
        Some(Decision::Block { defender: P1, .. })
    ));
    vec![start, charge, priority, block]
}

/// D-19.5, D-29.3: either player may concede at any decision, the deciding player's or not;
/// the opponent wins by `Concede`. `Concede` is never listed as a legal action.
#[test]
fn d19_5_concede_from_either_player_at_any_time() {
    let c = fixture();
    for s in states_at_each_decision(&c) {
        assert!(
            !duel::legal_actions(&c, &s).contains(&Action::Concede),
            "{:?}",
            s.pending
        );
        for p in PlayerId::BOTH {
            let mut s = s.clone();
            let ev = duel::apply(&c, &mut s, p, Action::Concede)
                .expect("a concession is always accepted");
            let outcome = Outcome::Win {
                winner: p.other(),
                reason: EndReason::Concede,
            };
            assert_eq!(s.outcome, Some(outcome));
            assert_eq!(s.pending, None);
            assert_eq!(ev.last(), Some(&Event::GameEnded { outcome }));
            for q in PlayerId::BOTH {
                assert!(
                    duel::apply(&c, &mut s, q, Action::Concede).is_err(),
                    "the game is over"
                );
                assert!(duel::apply(&c, &mut s, q, Action::Pass).is_err());
            }
        }
    }
}

/// D-19.6: the outcome is `Win { winner, reason }` or `Draw { reason }`, with the reasons
/// LeaderFallen, BothLeadersFallen, TurnLimit and Concede.
#[test]
fn d19_6_outcome_and_end_reasons() {
    fn name(r: EndReason) -> &'static str {
        match r {
            EndReason::LeaderFallen => "LeaderFallen",
            EndReason::BothLeadersFallen => "BothLeadersFallen",
            EndReason::TurnLimit => "TurnLimit",
            EndReason::Concede => "Concede",
        }
    }
    for r in [
        EndReason::LeaderFallen,
        EndReason::BothLeadersFallen,
        EndReason::TurnLimit,
        EndReason::Concede,
    ] {
        let win = Outcome::Win {
            winner: P1,
            reason: r,
        };
        assert_eq!(
            serde_json::to_value(win).expect("json"),
            json!({ "Win": { "winner": "P1", "reason": name(r) } })
        );
        assert_eq!(win.winner(), Some(P1));
        let draw = Outcome::Draw { reason: r };
        assert_eq!(
            serde_json::to_value(draw).expect("json"),
            json!({ "Draw": { "reason": name(r) } })
        );
        assert_eq!(draw.winner(), None);
    }
    // A leader falling gives Win { LeaderFallen }.
    let c = fixture();
    let mut cfg = config(Some(P0));
    cfg.players[0].deck[0] = "card_bolt_3".into();
    let (mut s, _) = duel::new_game(&c, &cfg).expect("setup");
    play(&c, &mut s, P0, Action::Pass);
    play(&c, &mut s, P1, Action::Pass);
    s.player_mut(P1).arcastella[0].hp = 3;
    play(
        &c,
        &mut s,
        P0,
        Action::CastSpell {
            card: CardUid(1),
            caster: 0,
            target: Some(arc(P1, 0)),
        },
    );
    assert_eq!(
        s.outcome,
        Some(Outcome::Win {
            winner: P0,
            reason: EndReason::LeaderFallen
        })
    );
}

/// An edit of the fixture JSON.
type Edit<'a> = Box<dyn Fn(&mut Value) + 'a>;

/// D-25.6: triggered effects (leader skills, pulses, ether effects, continuous payloads and
/// on-KO effects) cannot use `Chosen`; content validation rejects it, even on a card that
/// has a target rule.
#[test]
fn d25_6_triggered_effects_cannot_use_chosen() {
    let chosen = json!([ { "Damage": { "amount": { "Fixed": 1 }, "target": "Chosen" } } ]);
    let base = fixture_json();
    assert!(
        content_from(&base).is_ok(),
        "Chosen in a targeted card's effects is fine"
    );
    let cases: Vec<(&str, Edit)> = vec![
        (
            "leader skill",
            Box::new(|v| {
                def_mut(v, "arcastella", "arc_a0")["leader_skill"]["effects"] = chosen.clone()
            }),
        ),
        (
            "on_fallen",
            Box::new(|v| def_mut(v, "arcastella", "arc_a0")["on_fallen"] = chosen.clone()),
        ),
        (
            "pulse",
            Box::new(|v| def_mut(v, "followers", "fol_tmote")["pulse"] = chosen.clone()),
        ),
        (
            "on_ko",
            Box::new(|v| def_mut(v, "followers", "fol_tmote")["on_ko"] = chosen.clone()),
        ),
        (
            "ether effect",
            Box::new(|v| def_mut(v, "cards", "card_bolt_1")["ether_effect"] = chosen.clone()),
        ),
        (
            "Periodic payload",
            Box::new(
                |v| def_mut(v, "cards", "card_bolt_1")["effects"] = json!([ { "Periodic": { "target": "Chosen", "count": 1, "tick": "Start", "effects": chosen.clone() } } ]),
            ),
        ),
    ];
    for (what, edit) in cases {
        let mut v = base.clone();
        edit(&mut v);
        let err = content_from(&v).expect_err(what);
        assert!(err.contains("automatic targets only"), "{what}: {err}");
    }
}

/// The expected hands and decks after setup from a shuffled deck (top = last): the first
/// player's 5 draws pop the top cards.
fn dealt(mut deck: Vec<u32>) -> (Vec<u32>, Vec<u32>) {
    let hand: Vec<u32> = (0..5).filter_map(|_| deck.pop()).collect();
    (hand, deck)
}

/// D-27.3, D-27.4: setup draws from the RNG in this order: the first-player coin flip
/// (`random_range(0..2)`, 0 = P0), then P0's deck shuffle, then P1's, each the Fisher-Yates
/// shuffle of `SliceRandom::shuffle`; and nothing else before turn 1's first decision.
#[test]
fn d27_3_rng_draw_order_coin_then_p0_then_p1_shuffle() {
    let c = fixture();
    let mut firsts = Vec::new();
    for seed in 0..16u64 {
        let mut cfg = config(None);
        cfg.seed = seed;
        cfg.shuffle_decks = true;
        cfg.rng_mode = RngMode::Seeded;
        let (s, _) = duel::new_game(&c, &cfg).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let coin: u32 = rng.random_range(0..2);
        let first = if coin == 0 { P0 } else { P1 };
        let mut d0: Vec<u32> = (1..=24).rev().collect();
        d0.shuffle(&mut rng);
        let mut d1: Vec<u32> = (25..=48).rev().collect();
        d1.shuffle(&mut rng);
        assert_eq!(s.first_player, first, "seed {seed}");
        for (p, deck) in [(P0, d0), (P1, d1)] {
            let (hand, rest) = dealt(deck);
            let ps = s.player(p);
            assert_eq!(
                ps.hand.iter().map(|ci| ci.uid.0).collect::<Vec<_>>(),
                hand,
                "seed {seed}, {p}'s hand"
            );
            assert_eq!(
                ps.deck.iter().map(|ci| ci.uid.0).collect::<Vec<_>>(),
                rest,
                "seed {seed}, {p}'s deck"
            );
        }
        assert_eq!(
            s.rng,
            Dice::Seeded(rng),
            "seed {seed}: no other draw during setup"
        );
        firsts.push(first);
    }
    assert!(
        firsts.contains(&P0) && firsts.contains(&P1),
        "both coin results occur"
    );
}

/// D-27.3, D-27.4: after setup the RNG is drawn in resolution order: here turn 1's leader
/// skill picks a `RandomEnemyUnit` (`random_range(0..n)` over the candidates in target
/// order), then an attack rolls 2d6 (`random_range(1..=6)` each, left to right), then the
/// break check rolls 1d6.
#[test]
fn d27_4_primitive_draws_in_resolution_order() {
    let mut v = fixture_json();
    def_mut(&mut v, "arcastella", "arc_a0")["leader_skill"]["effects"] =
        json!([ { "Damage": { "amount": { "Fixed": 1 }, "target": "RandomEnemyUnit" } } ]);
    def_mut(&mut v, "arcastella", "arc_a1")["attack_skills"][0]["damage"] =
        json!({ "Dice": { "count": 2, "bonus": 0 } });
    add_card(
        &mut v,
        "card_blank_1",
        json!({ "id": "card_code_k", "name": "Code K", "kind": "Code", "target": "AllyArcastella",
                "effects": [ { "Equip": { "target": "Chosen" } } ], "code": { "fragility": 3, "mods": [] } }),
    );
    let c = content_from(&v).expect("content");
    for seed in 0..8u64 {
        let mut cfg = config(Some(P0));
        cfg.seed = seed;
        cfg.shuffle_decks = true;
        cfg.rng_mode = RngMode::Seeded;
        let (mut s, ev) = duel::new_game(&c, &cfg).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut skip = [0u8; 24];
        skip.shuffle(&mut rng);
        skip.shuffle(&mut rng);
        let pick: usize = rng.random_range(0..3);
        let hit = ev.iter().find_map(|e| match e {
            Event::DamageDealt { target, .. } => Some(*target),
            _ => None,
        });
        assert_eq!(hit, Some(arc(P1, pick as u8)), "seed {seed}");

        // B1 bears a Code, so the attack makes a break check after its dice.
        let code = s
            .player_mut(P0)
            .deck
            .pop()
            .expect("a card to make into the Code");
        let k = c.card_idx("card_code_k").expect("Code K");
        s.player_mut(P1).arcastella[1].code = Some(duel::CardInst {
            uid: code.uid,
            def: k,
        });
        s.player_mut(P1).arcastella[0].tapped = true;
        s.player_mut(P1).arcastella[2].tapped = true;
        play(&c, &mut s, P0, Action::Pass);
        play(&c, &mut s, P1, Action::Pass);
        let ev = play(
            &c,
            &mut s,
            P0,
            Action::UseAttackSkill {
                user: 1,
                skill: 0,
                target: arc(P1, 1),
            },
        );
        let d1: u32 = rng.random_range(1..=6);
        let d2: u32 = rng.random_range(1..=6);
        let check: u32 = rng.random_range(1..=6);
        let rolled = ev.iter().find_map(|e| match e {
            Event::DiceRolled { dice, .. } => Some(dice.clone()),
            _ => None,
        });
        assert_eq!(rolled, Some(vec![d1 as u8, d2 as u8]), "seed {seed}");
        let roll = ev.iter().find_map(|e| match e {
            Event::BreakCheck { roll, .. } => Some(*roll),
            _ => None,
        });
        assert_eq!(roll, Some(check as u8), "seed {seed}");
        assert_eq!(
            s.rng,
            Dice::Seeded(rng),
            "seed {seed}: nothing else was drawn"
        );
    }
}

/// D-27.6, D-29.5: a replay record `{ format_version, game, content_hash, seed, players,
/// actions }` holds only the actions the players chose (auto-passes are not recorded).
/// Loading it, checking the content hash, and applying every action again to a game set up
/// from it reproduces the final state hash; a record with another seed does not.
#[test]
fn d27_6_replay_record_reproduces_the_final_state() {
    let c = starter();
    for g in 0..6u64 {
        let config = starter_config(&c, 1000 + g, true);
        let (mut s, _) = duel::new_game(&c, &config).expect("setup");
        let mut actions: Vec<(PlayerId, Action)> = Vec::new();
        let mut auto_passes = 0;
        random_playout(&c, &mut s, g, |_, p, a, _, ev| {
            actions.push((p, a));
            let passes = ev
                .iter()
                .filter(|e| matches!(e, Event::Passed { .. }))
                .count();
            auto_passes += passes - usize::from(a == Action::Pass);
        });
        assert!(
            auto_passes > 0,
            "the game had auto-passes, which are not recorded"
        );
        let record = json!({
            "format_version": 1,
            "game": "duel",
            "content_hash": c.hash,
            "seed": config.seed,
            "players": config.players,
            "first_player": config.first_player,
            "actions": actions,
        });
        let text = serde_json::to_string(&record).expect("a replay serializes");
        let back: Value = serde_json::from_str(&text).expect("and loads");
        assert_eq!(back["game"], "duel");
        assert_eq!(
            back["content_hash"].as_str(),
            Some(c.hash.as_str()),
            "made with this content"
        );
        let replay_config = |seed: u64| GameConfig {
            seed,
            players: serde_json::from_value(back["players"].clone()).expect("players"),
            first_player: serde_json::from_value(back["first_player"].clone())
                .expect("first player"),
            shuffle_decks: true,
            auto_pass: true,
            rng_mode: RngMode::Seeded,
            house: Default::default(),
        };
        let replayed: Vec<(PlayerId, Action)> =
            serde_json::from_value(back["actions"].clone()).expect("actions");
        let verify = |seed: u64| -> Option<String> {
            let (mut r, _) = duel::new_game(&c, &replay_config(seed)).ok()?;
            for (p, a) in &replayed {
                duel::apply(&c, &mut r, *p, *a).ok()?;
            }
            Some(r.hash())
        };
        let seed = back["seed"].as_u64().expect("seed");
        assert_eq!(
            verify(seed),
            Some(s.hash()),
            "game {g} replays to the same final state"
        );
        assert_ne!(
            verify(seed + 1),
            Some(s.hash()),
            "game {g}: another seed does not verify"
        );
    }
}

/// D-29.1, D-5.4: the engine waits at exactly one decision while the game runs and at none
/// once it is over. StartWindow belongs to the TP; Charge and Priority start with the TP and
/// alternate; Block belongs to the defender. Each decision offers only its own actions.
#[test]
fn d29_1_one_decision_at_a_time_with_its_own_actions() {
    let c = starter();
    for g in 0..24u64 {
        let auto_pass = g % 2 == 0;
        let (mut s, ev) =
            duel::new_game(&c, &starter_config(&c, 2000 + g, auto_pass)).expect("setup");
        check_first_decider(&ev, s.first_player);
        check_decision(&c, &s);
        random_playout(&c, &mut s, g, |before, p, a, after, ev| {
            check_decision(&c, after);
            check_first_decider(ev, before.turn_player);
            let new_phase = ev.iter().any(|e| matches!(e, Event::PhaseChanged { .. }));
            if auto_pass || new_phase || after.outcome.is_some() {
                return;
            }
            // Without auto-pass every decision is asked for, so the alternation is visible.
            match (before.pending.as_ref(), after.pending.as_ref()) {
                (Some(Decision::Charge { .. }), Some(Decision::Charge { player }))
                | (Some(Decision::Priority { .. }), Some(Decision::Priority { player })) => {
                    assert_eq!(
                        *player,
                        p.other(),
                        "{a:?} passes the decision to the other player"
                    )
                }
                (Some(Decision::Block { defender, .. }), Some(Decision::Priority { player })) => {
                    assert_eq!(
                        player, defender,
                        "after the attack, the attacker's opponent has priority"
                    )
                }
                _ => {}
            }
        });
        assert!(s.outcome.is_some() && s.pending.is_none());
        assert!(duel::legal_actions(&c, &s).is_empty());
    }
}

/// D-29.1: the pending decision matches the phase, its owner and its action kinds.
fn check_decision(c: &DuelContent, s: &State) {
    assert_eq!(
        s.pending.is_some(),
        s.outcome.is_none(),
        "one decision while the game runs, none after"
    );
    let Some(d) = &s.pending else { return };
    let legal = duel::legal_actions(c, s);
    let ok = |a: &Action| match d {
        Decision::StartWindow { .. } => match a {
            Action::CastSpell { card, .. } => s
                .player(s.turn_player)
                .hand
                .iter()
                .any(|ci| ci.uid == *card && c.card(ci.def).timing == Timing::TurnStart),
            a => *a == Action::Pass,
        },
        Decision::Charge { .. } => matches!(a, Action::ConvertEther { .. } | Action::Pass),
        Decision::Priority { .. } => matches!(
            a,
            Action::CastSpell { .. }
                | Action::UseAttackSkill { .. }
                | Action::UseSupportSkill { .. }
                | Action::UseAstralCode { .. }
                | Action::Pass
        ),
        Decision::Block { .. } => matches!(a, Action::Block { .. } | Action::NoBlock),
    };
    assert!(legal.iter().all(ok), "{d:?}: {legal:?}");
    match d {
        Decision::StartWindow { player } => {
            assert_eq!((*player, s.phase), (s.turn_player, Phase::Start));
            assert_eq!(legal.last(), Some(&Action::Pass));
        }
        Decision::Charge { .. } => {
            assert_eq!(s.phase, Phase::Charge);
            assert_eq!(legal.last(), Some(&Action::Pass));
        }
        Decision::Priority { .. } => {
            assert_eq!(s.phase, Phase::Main);
            assert_eq!(legal.last(), Some(&Action::Pass));
        }
        Decision::Block { defender, attack } => {
            assert_eq!(s.phase, Phase::Main);
            assert_eq!(*defender, attack.target.player());
            assert_eq!(attack.attacker.player(), defender.other());
            assert_eq!(legal.last(), Some(&Action::NoBlock));
        }
    }
}

/// D-29.1: the first Charge and Priority decision of a phase belongs to the TP.
fn check_first_decider(ev: &[Event], mut tp: PlayerId) {
    let mut phase_start = false;
    for e in ev {
        match e {
            Event::TurnStarted { player, .. } => tp = *player,
            Event::PhaseChanged { phase } => {
                phase_start = matches!(phase, Phase::Charge | Phase::Main)
            }
            Event::DecisionRequested { player, .. } | Event::Passed { player, .. }
                if phase_start =>
            {
                assert_eq!(*player, tp, "the TP decides first");
                phase_start = false;
            }
            _ => {}
        }
    }
}

/// D-29.2: the actions, their fields and their serde form.
#[test]
fn d29_2_action_enum_shape() {
    fn kind(a: Action) -> &'static str {
        match a {
            Action::CastSpell {
                card: CardUid(_),
                caster: _,
                target: _,
            } => "CastSpell",
            Action::UseAttackSkill {
                user: _,
                skill: _,
                target: _,
            } => "UseAttackSkill",
            Action::UseSupportSkill { user: _, target: _ } => "UseSupportSkill",
            Action::UseAstralCode { user: _, target: _ } => "UseAstralCode",
            Action::ConvertEther {
                card: _,
                use_ether_effect: _,
            } => "ConvertEther",
            Action::Block { blocker: _ } => "Block",
            Action::NoBlock => "NoBlock",
            Action::Pass => "Pass",
            Action::Concede => "Concede",
        }
    }
    let b1 = json!({ "Arc": { "player": "P1", "slot": 1 } });
    let cases = [
        (
            Action::CastSpell {
                card: CardUid(3),
                caster: 2,
                target: Some(arc(P1, 1)),
            },
            json!({ "CastSpell": { "card": 3, "caster": 2, "target": b1 } }),
        ),
        (
            Action::CastSpell {
                card: CardUid(4),
                caster: 0,
                target: None,
            },
            json!({ "CastSpell": { "card": 4, "caster": 0, "target": null } }),
        ),
        (
            Action::UseAttackSkill {
                user: 1,
                skill: 1,
                target: arc(P1, 1),
            },
            json!({ "UseAttackSkill": { "user": 1, "skill": 1, "target": b1 } }),
        ),
        (
            Action::UseSupportSkill {
                user: 0,
                target: None,
            },
            json!({ "UseSupportSkill": { "user": 0, "target": null } }),
        ),
        (
            Action::UseAstralCode {
                user: 2,
                target: arc(P1, 1),
            },
            json!({ "UseAstralCode": { "user": 2, "target": b1 } }),
        ),
        (
            Action::ConvertEther {
                card: CardUid(9),
                use_ether_effect: true,
            },
            json!({ "ConvertEther": { "card": 9, "use_ether_effect": true } }),
        ),
        (
            Action::Block { blocker: 2 },
            json!({ "Block": { "blocker": 2 } }),
        ),
        (Action::NoBlock, json!("NoBlock")),
        (Action::Pass, json!("Pass")),
        (Action::Concede, json!("Concede")),
    ];
    for (a, want) in cases {
        let v = serde_json::to_value(a).expect("json");
        assert_eq!(v, want, "{a:?}");
        let name = v
            .as_str()
            .map(String::from)
            .or_else(|| v.as_object().and_then(|o| o.keys().next().cloned()));
        assert_eq!(name.as_deref(), Some(kind(a)));
        assert_eq!(serde_json::from_value::<Action>(v).expect("round trip"), a);
    }
    let follower = UnitId::Follower {
        player: P0,
        uid: FollowerUid(2),
    };
    assert_eq!(
        serde_json::to_value(follower).expect("json"),
        json!({ "Follower": { "player": "P0", "uid": 2 } })
    );
}

/// D-29.3: `legal_actions` lists actions in a fixed order: by action kind (CastSpell,
/// UseAttackSkill, UseSupportSkill, UseAstralCode, then Pass), then hand order, slot, skill
/// index and target order (Arcastella by slot, then followers); for ConvertEther, `false`
/// before `true`; Block by slot, then NoBlock. Concede is never listed.
#[test]
fn d29_3_legal_actions_in_fixed_order() {
    let mut v = fixture_json();
    add_card(
        &mut v,
        "card_blank_1",
        json!({ "id": "card_spring", "name": "Spring", "cost": 0, "timing": "AnyTime", "ether_effect": [ { "GainEther": { "amount": 1 } } ] }),
    );
    let hit = def_mut(&mut v, "arcastella", "arc_a1")["attack_skills"][0].clone();
    def_mut(&mut v, "arcastella", "arc_a1")["attack_skills"] = json!([hit.clone(), hit]);
    let c = content_from(&v).expect("content");
    let mut cfg = config(Some(P0));
    cfg.players[0].deck[0] = "card_spring".into();
    cfg.players[0].deck[1] = "card_bolt_1".into();
    let (mut s, _) = duel::new_game(&c, &cfg).expect("setup");
    // Hand: Spring (uid 1), Bolt 1 (uid 2), three Blanks (uids 3-5).
    let conv = |card: u32, fx: bool| Action::ConvertEther {
        card: CardUid(card),
        use_ether_effect: fx,
    };
    assert_eq!(
        duel::legal_actions(&c, &s),
        vec![
            conv(1, false),
            conv(1, true),
            conv(2, false),
            conv(3, false),
            conv(4, false),
            conv(5, false),
            Action::Pass
        ]
    );

    let mote = give_mote(&c, &mut s, P1);
    s.player_mut(P0).astral_charges = 1;
    s.player_mut(P0).arcastella[2].tapped = true;
    play(&c, &mut s, P0, Action::Pass);
    play(&c, &mut s, P1, Action::Pass);
    assert_eq!(s.pending, Some(Decision::Priority { player: P0 }));
    let targets = [arc(P1, 0), arc(P1, 1), arc(P1, 2), mote];
    let mut want = Vec::new();
    for caster in 0..3 {
        want.push(Action::CastSpell {
            card: CardUid(1),
            caster,
            target: None,
        });
    }
    for caster in 0..3 {
        for t in targets {
            want.push(Action::CastSpell {
                card: CardUid(2),
                caster,
                target: Some(t),
            });
        }
    }
    for (user, skill) in [(0, 0), (1, 0), (1, 1)] {
        for target in targets {
            want.push(Action::UseAttackSkill {
                user,
                skill,
                target,
            });
        }
    }
    for user in 0..3 {
        want.push(Action::UseSupportSkill { user, target: None });
    }
    for user in 0..2 {
        for target in targets {
            want.push(Action::UseAstralCode { user, target });
        }
    }
    want.push(Action::Pass);
    assert_eq!(duel::legal_actions(&c, &s), want);

    play(
        &c,
        &mut s,
        P0,
        Action::UseAttackSkill {
            user: 0,
            skill: 0,
            target: arc(P1, 1),
        },
    );
    assert_eq!(
        duel::legal_actions(&c, &s),
        vec![
            Action::Block { blocker: 0 },
            Action::Block { blocker: 2 },
            Action::NoBlock
        ]
    );
}

/// The D-30.1 event list, by name. The exhaustive match fails to compile if a variant is
/// added or removed.
fn event_name(e: &Event) -> &'static str {
    match e {
        Event::GameStarted { .. } => "GameStarted",
        Event::TurnStarted { .. } => "TurnStarted",
        Event::PhaseChanged { .. } => "PhaseChanged",
        Event::DecisionRequested { .. } => "DecisionRequested",
        Event::Untapped { .. } => "Untapped",
        Event::Tapped { .. } => "Tapped",
        Event::CardDrawn { .. } => "CardDrawn",
        Event::DrawSkipped { .. } => "DrawSkipped",
        Event::DeckRebuilt { .. } => "DeckRebuilt",
        Event::AstralChargeChanged { .. } => "AstralChargeChanged",
        Event::EtherConverted { .. } => "EtherConverted",
        Event::EtherEffectTriggered { .. } => "EtherEffectTriggered",
        Event::EtherChanged { .. } => "EtherChanged",
        Event::Passed { .. } => "Passed",
        Event::SpellCast { .. } => "SpellCast",
        Event::AttackSkillUsed { .. } => "AttackSkillUsed",
        Event::AstralCodeUsed { .. } => "AstralCodeUsed",
        Event::SupportSkillUsed { .. } => "SupportSkillUsed",
        Event::Triggered { .. } => "Triggered",
        Event::DiceRolled { .. } => "DiceRolled",
        Event::BlockDeclared { .. } => "BlockDeclared",
        Event::NoBlockDeclared { .. } => "NoBlockDeclared",
        Event::BreakCheck { .. } => "BreakCheck",
        Event::CodeEquipped { .. } => "CodeEquipped",
        Event::CodeRemoved { .. } => "CodeRemoved",
        Event::DamageDealt { .. } => "DamageDealt",
        Event::Healed { .. } => "Healed",
        Event::BarrierGained { .. } => "BarrierGained",
        Event::ResonanceChanged { .. } => "ResonanceChanged",
        Event::ContinuousAdded { .. } => "ContinuousAdded",
        Event::ContinuousTicked { .. } => "ContinuousTicked",
        Event::ContinuousRemoved { .. } => "ContinuousRemoved",
        Event::FollowerSummoned { .. } => "FollowerSummoned",
        Event::SummonFailed { .. } => "SummonFailed",
        Event::ArcastellaFell { .. } => "ArcastellaFell",
        Event::FollowerDefeated { .. } => "FollowerDefeated",
        Event::CardMoved { .. } => "CardMoved",
        Event::PhaseActionCapReached { .. } => "PhaseActionCapReached",
        Event::GameEnded { .. } => "GameEnded",
    }
}

/// D-30.1: each time the engine stops for a decision it emits exactly one
/// `DecisionRequested`, last, for the pending decision; decisions settled by auto-pass emit
/// only `Passed`; a finished game ends its events with `GameEnded`; `EtherChanged` is
/// emitted only when the value really changes, and always when it does.
#[test]
fn d30_1_decision_requested_auto_pass_and_ether_changed() {
    let c = starter();
    let check = |before: [u32; 2], s: &State, ev: &[Event]| {
        let requests: Vec<&Event> = ev
            .iter()
            .filter(|e| matches!(e, Event::DecisionRequested { .. }))
            .collect();
        match &s.pending {
            Some(d) => {
                assert_eq!(
                    requests.len(),
                    1,
                    "one stop, one request: {:?}",
                    ev.iter().map(event_name).collect::<Vec<_>>()
                );
                assert_eq!(
                    ev.last(),
                    Some(&Event::DecisionRequested {
                        player: d.player(),
                        decision: d.clone()
                    })
                );
            }
            None => {
                assert!(requests.is_empty());
                assert!(matches!(ev.last(), Some(Event::GameEnded { .. })));
            }
        }
        let mut ether = before;
        for e in ev {
            if let Event::EtherChanged {
                player,
                ether: value,
            } = e
            {
                assert_ne!(
                    ether[player.index()],
                    *value,
                    "EtherChanged without a change"
                );
                ether[player.index()] = *value;
            }
        }
        assert_eq!(
            ether,
            [s.player(P0).ether, s.player(P1).ether],
            "every change is reported"
        );
    };
    let mut seen = std::collections::BTreeSet::new();
    for g in 0..24u64 {
        let (mut s, ev) = duel::new_game(&c, &starter_config(&c, 3000 + g, true)).expect("setup");
        check([0, 0], &s, &ev);
        seen.extend(ev.iter().map(event_name));
        random_playout(&c, &mut s, g, |before, _, _, after, ev| {
            check(
                [before.player(P0).ether, before.player(P1).ether],
                after,
                ev,
            );
            seen.extend(ev.iter().map(event_name));
        });
    }
    for name in [
        "Passed",
        "EtherChanged",
        "DamageDealt",
        "GameEnded",
        "DecisionRequested",
    ] {
        assert!(seen.contains(name), "the games exercised {name}");
    }
}
