//! The Skirmish: one Grail War combat as a whole game. Its setup (positions at the asked
//! ranges, the ambusher first in round 1, waiting seats asked to intervene), its setup
//! errors, and seeded games of random and bot play that all end with the combat, with an
//! outcome that follows from it, and replay bit for bit.
//! Rules: G-12.4, G-17.3, G-17.4, G-32.3, G-36.1, G-37.7.

use horizon_notes::ai::BotSpec;
use horizon_notes::ai::grail::GrailGame;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::replay::{self, SeatInfo};
use horizon_notes::rules::core::GrailCore;
use horizon_notes::rules::grail::query as q;
use horizon_notes::rules::grail::sim::{SimOptions, ai_rng, random_action};
use horizon_notes::rules::grail::*;
use horizon_notes::sim::{Player, game_seed, play};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> GrailContent {
    GrailContent::builtin().expect("builtin content")
}

fn skirmish(
    seed: u64,
    range: &[u8],
    waiting: &[FactionId],
    ambusher: Option<FactionId>,
) -> GameConfig {
    let mut config = GameConfig::skirmish(seed, range.len());
    config.skirmish = Some(SkirmishSetup {
        range: range.to_vec(),
        waiting: waiting.to_vec(),
        ambusher,
    });
    config
}

fn combat(s: &GameState) -> &CombatState {
    s.combat.as_ref().expect("the skirmish is in its combat")
}

/// The combat starts at once with every fighter, each seat at its asked distance from
/// the district of the fight, and the game's first decision is a combat one.
#[test]
fn a_skirmish_sets_up_into_its_combat_with_the_seats_at_their_ranges() {
    let c = content();
    for seed in 0..20 {
        let range = [0, 1, 2, 3];
        let (s, ev) = new_game(&c, skirmish(seed, &range, &[], None)).expect("skirmish");
        let cb = combat(&s);
        let m = q::map(&c, &s).expect("map");
        for (f, r) in range.iter().enumerate() {
            assert_eq!(
                m.hop(cb.district, s.factions[f].district),
                *r,
                "seed {seed} seat {f}"
            );
        }
        let parts: Vec<FactionId> = cb.participants.iter().map(|p| p.faction).collect();
        assert_eq!(parts, vec![0, 1, 2, 3]);
        assert_eq!(
            cb.origin,
            CombatOrigin::Encounter {
                initiator: 0,
                target: 1,
                origin: s.factions[0].district,
            }
        );
        let kinds: Vec<&EventKind> = ev.iter().map(|e| &e.kind).collect();
        assert!(matches!(kinds[0], EventKind::GameStarted { factions: 4 }));
        assert!(matches!(kinds[1], EventKind::DayStarted { day: 1 }));
        assert!(kinds.iter().any(|k| matches!(
            k,
            EventKind::CombatStarted { district, participants, .. }
                if *district == cb.district && *participants == parts
        )));
        let d = s.pending.as_ref().expect("a decision");
        assert_eq!(d.kind, DecisionKind::CombatStartWindow, "seed {seed}");
    }
}

/// The default skirmish config: 2 to 4 seats of the default lineup, all fighting at range 0.
#[test]
fn the_default_skirmish_config_clamps_its_seats_and_fights_at_one_district() {
    let c = content();
    assert_eq!(GameConfig::skirmish(1, 1).factions.len(), 2);
    assert_eq!(GameConfig::skirmish(1, 9).factions.len(), 4);
    let config = GameConfig::skirmish(5, 3);
    assert_eq!(
        config.skirmish,
        Some(SkirmishSetup {
            range: vec![0, 0, 0],
            waiting: Vec::new(),
            ambusher: None,
        })
    );
    let (s, _) = new_game(&c, config).expect("skirmish");
    let cb = combat(&s);
    assert!(s.factions.iter().all(|x| x.district == cb.district));
}

/// G-12.4: the ambusher acts first in round 1 whatever its agility; it ambushed the first
/// other fighter, who does not flee.
#[test]
fn the_ambusher_acts_first_in_round_one() {
    let c = content();
    for seed in 0..10 {
        // Seat 2 is the Lancer; seat 0 the Saber, seat 1 the Archer.
        let (mut s, _) = new_game(&c, skirmish(seed, &[1, 0, 2], &[], Some(2))).expect("game");
        assert_eq!(
            combat(&s).origin,
            CombatOrigin::Ambush {
                ambusher: 2,
                target: 0,
                target_flees: false,
            }
        );
        while let Some(d) = s.pending.clone() {
            if !matches!(
                d.kind,
                DecisionKind::CombatStartWindow | DecisionKind::RoundStartWindow
            ) {
                break;
            }
            apply(&c, &mut s, d.faction, Action::Done).expect("done");
        }
        let cb = combat(&s);
        assert_eq!(cb.round, 1);
        assert_eq!(
            cb.order.first(),
            Some(&Actor::Servant { faction: 2 }),
            "seed {seed}"
        );
        assert_eq!(s.deciding(), Some(2));
    }
}

/// G-17.3, G-17.4: a waiting seat is asked first thing, and it can join the fight from
/// where it stands; once joined it fights like the others.
#[test]
fn a_waiting_seat_is_asked_to_intervene_and_can_join() {
    let c = content();
    let (s, _) = new_game(&c, skirmish(3, &[0, 0, 2], &[2], None)).expect("game");
    let d = s.pending.clone().expect("a decision");
    assert_eq!(d.faction, 2);
    let cb = combat(&s);
    assert_eq!(
        d.kind,
        DecisionKind::InterventionPrompt {
            combat: cb.id,
            district: cb.district,
            participants: vec![0, 1],
        }
    );
    let standing = s.factions[2].district;
    let mut joined = s.clone();
    let ev = apply(&c, &mut joined, 2, Action::Intervene { join: true }).expect("join");
    assert!(ev.iter().any(|e| e.kind
        == EventKind::Intervened {
            faction: 2,
            from: standing
        }));
    let p = combat(&joined).participant(2).expect("a participant now");
    assert!(p.joined_as_intervener && p.status == ParticipantStatus::Active);
    assert_eq!(joined.factions[2].district, standing);
    let mut declined = s.clone();
    apply(&c, &mut declined, 2, Action::Intervene { join: false }).expect("decline");
    assert!(combat(&declined).participant(2).is_none());
    assert_eq!(
        declined.pending.as_ref().map(|d| &d.kind),
        Some(&DecisionKind::CombatStartWindow)
    );
}

fn setup_error(config: GameConfig) -> SetupError {
    let e = new_game(&content(), config).expect_err("a bad skirmish");
    assert!(!e.to_string().is_empty());
    e
}

#[test]
fn a_skirmish_of_five_factions_is_refused() {
    let mut config = GameConfig::default_lineup(1, 5);
    config.skirmish = Some(SkirmishSetup {
        range: vec![0; 5],
        waiting: Vec::new(),
        ambusher: None,
    });
    let e = setup_error(config);
    assert_eq!(e, SetupError::SkirmishFactionCount { got: 5 });
    assert!(e.to_string().contains("2 to 4"), "{e}");
}

#[test]
fn a_skirmish_needs_one_range_per_seat() {
    let mut config = skirmish(1, &[0, 0, 0], &[], None);
    if let Some(sk) = &mut config.skirmish {
        sk.range.pop();
    }
    let e = setup_error(config);
    assert_eq!(
        e,
        SetupError::SkirmishRangeCount {
            got: 2,
            factions: 3
        }
    );
    assert!(e.to_string().contains("2 ranges for 3 factions"), "{e}");
}

#[test]
fn a_skirmish_range_above_three_is_refused() {
    let e = setup_error(skirmish(1, &[0, 4], &[], None));
    assert_eq!(e, SetupError::SkirmishRange { seat: 1, range: 4 });
    assert!(e.to_string().contains("seat 1"), "{e}");
}

#[test]
fn a_skirmish_needs_two_fighters() {
    let e = setup_error(skirmish(1, &[0, 0, 1], &[1, 2], None));
    assert_eq!(e, SetupError::SkirmishFighters { got: 1 });
    assert!(e.to_string().contains("at least two"), "{e}");
}

#[test]
fn a_waiting_seat_must_be_a_seat() {
    let e = setup_error(skirmish(1, &[0, 0, 1], &[3], None));
    assert_eq!(e, SetupError::SkirmishWaitingSeat { seat: 3 });
    assert!(e.to_string().contains("waiting seat 3"), "{e}");
}

#[test]
fn the_ambusher_must_be_a_seat() {
    let e = setup_error(skirmish(1, &[0, 1], &[], Some(2)));
    assert_eq!(e, SetupError::SkirmishAmbusherSeat { seat: 2 });
    assert!(e.to_string().contains("seat 2"), "{e}");
}

#[test]
fn the_ambusher_cannot_wait() {
    let e = setup_error(skirmish(1, &[0, 1, 1], &[2], Some(2)));
    assert_eq!(e, SetupError::SkirmishAmbusherWaits { seat: 2 });
    assert!(e.to_string().contains("ambush and wait"), "{e}");
}

#[test]
fn a_skirmish_on_a_map_without_the_asked_ranges_is_refused() {
    let mut c = content();
    // Every district one hop from every other: no district is three away.
    for m in &mut c.maps {
        let n = m.len();
        m.hops = (0..n)
            .map(|a| (0..n).map(|b| u8::from(a != b)).collect())
            .collect();
    }
    let e = new_game(&c, skirmish(1, &[0, 3], &[], None)).expect_err("no district at range 3");
    assert_eq!(
        e,
        SetupError::SkirmishNoDistrict {
            map: "map_mikagami".into()
        }
    );
    assert!(e.to_string().contains("map_mikagami"), "{e}");
}

/// G-2.6: a config saved before the Skirmish existed still reads, as an ordinary game.
#[test]
fn an_old_config_without_skirmish_still_parses() {
    let json = r#"{"rng_seed":7,"day_limit":7,"map":"map_mikagami","factions":[
        {"name":"Saber","controller":"Ai","class":"Saber"},
        {"name":"Archer","controller":"Ai","class":"Archer"}],"decision_timer_s":null}"#;
    let config: GameConfig = serde_json::from_str(json).expect("an old config");
    assert_eq!(config.skirmish, None);
    assert_eq!(config, GameConfig::default_lineup(7, 2));
    let text = serde_json::to_string(&config).expect("json");
    assert!(!text.contains("skirmish"), "{text}");
    let sk = GameConfig::skirmish(7, 2);
    let back: GameConfig =
        serde_json::from_str(&serde_json::to_string(&sk).expect("json")).expect("parses");
    assert_eq!(back, sk);
}

/// A random legal skirmish setup: 2 to 4 seats at random ranges, some waiting, perhaps
/// an ambusher among the fighters.
fn random_setup(seed: u64) -> GameConfig {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5c1);
    let n = rng.random_range(2..=4usize);
    let range: Vec<u8> = (0..n).map(|_| rng.random_range(0..=3u8)).collect();
    let mut waiting = Vec::new();
    for f in 0..n as FactionId {
        if usize::from(f) >= 2 && rng.random_range(0..3) == 0 {
            waiting.push(f);
        }
    }
    let ambusher = (rng.random_range(0..3) == 0).then(|| rng.random_range(0..2u8));
    skirmish(seed, &range, &waiting, ambusher)
}

/// Random legal actions (free ones too) from the core's own lists until the game ends.
fn random_log(c: &GrailContent, config: &GameConfig) -> Vec<(FactionId, Action)> {
    let (mut s, _) = new_game(c, config.clone()).expect("skirmish");
    let mut rng = ai_rng(config.rng_seed);
    let opts = SimOptions::default();
    let (mut log, mut free) = (Vec::new(), 0);
    while let Some(f) = s.deciding() {
        let a = random_action(c, &s, &mut rng, &opts, free).expect("a legal action");
        free = if a.is_free() { free + 1 } else { 0 };
        apply(c, &mut s, f, a.clone()).expect("legal");
        log.push((f, a));
        assert!(
            log.len() < 50_000,
            "seed {}: a runaway skirmish",
            config.rng_seed
        );
    }
    log
}

/// Replays `log`: the game ends with its one combat (G-32.3), the outcome follows from the
/// combat's result, and the recorded replay verifies (G-37.7).
fn check_game(
    c: &GrailContent,
    config: &GameConfig,
    log: &[(FactionId, Action)],
    bot: &str,
) -> Outcome {
    let seed = config.rng_seed;
    let (mut s, mut ev) = new_game(c, config.clone()).expect("skirmish");
    let waiting = config
        .skirmish
        .as_ref()
        .map(|sk| sk.waiting.clone())
        .unwrap_or_default();
    for (f, a) in log {
        ev.extend(apply(c, &mut s, *f, a.clone()).expect("the log replays"));
    }
    let starts = ev
        .iter()
        .filter(|e| matches!(e.kind, EventKind::CombatStarted { .. }))
        .count();
    assert_eq!(starts, 1, "seed {seed}: one combat");
    let results = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::CombatEnded { results, .. } => Some(results.clone()),
            _ => None,
        })
        .expect("the combat ended");
    let Some(EventKind::GameEnded { outcome }) = ev.last().map(|e| &e.kind) else {
        panic!(
            "seed {seed}: the last event is not GameEnded: {:?}",
            ev.last()
        );
    };
    assert_eq!(s.outcome.as_ref(), Some(outcome));
    assert!(s.combat.is_none() && s.pending.is_none(), "seed {seed}");
    assert_eq!(
        (s.day, s.time),
        (1, TimeOfDay::Morning),
        "seed {seed}: no day passed"
    );
    let held: Vec<FactionId> = results
        .iter()
        .filter(|(f, st, _)| *st == ParticipantStatus::Active && s.alive(*f))
        .map(|r| r.0)
        .collect();
    let alive: Vec<FactionId> = s
        .factions
        .iter()
        .filter(|x| x.alive())
        .map(|x| x.id)
        .collect();
    let want = match held.as_slice() {
        [one] => Outcome::Winner {
            faction: *one,
            by: WinReason::HeldTheField,
        },
        _ if alive.is_empty() => Outcome::Draw {
            factions: s.factions.iter().map(|x| x.id).collect(),
        },
        _ => Outcome::Draw { factions: alive },
    };
    assert_eq!(*outcome, want, "seed {seed}");
    let want = outcome.clone();
    for (f, _, _) in &results {
        let joined = !waiting.contains(f)
            || ev
                .iter()
                .any(|e| matches!(e.kind, EventKind::Intervened { faction, .. } if faction == *f));
        assert!(
            joined,
            "seed {seed}: seat {f} fought without fighting or joining"
        );
    }
    let seats: Vec<SeatInfo> = (0..config.factions.len())
        .map(|k| SeatInfo::bot(format!("{bot} {}", k + 1), bot, None))
        .collect();
    let r = replay::record_grail(c, config, seats, log, "2026-12-01T00:00:00Z".into())
        .expect("recorded");
    let v = replay::verify_record::<GrailCore>("skirmish", &r, c).expect("the replay verifies");
    assert!(v.finished && v.actions == log.len(), "seed {seed}");
    want
}

#[test]
fn two_hundred_random_skirmishes_end_with_their_combat_and_replay() {
    let c = content();
    let mut winners = 0;
    for i in 0..200 {
        let config = random_setup(game_seed(11, i));
        let log = random_log(&c, &config);
        let outcome = check_game(&c, &config, &log, "random");
        winners += usize::from(matches!(outcome, Outcome::Winner { .. }));
    }
    assert!(winners > 0, "no random skirmish had a winner");
}

/// Bots play skirmishes through the simulator's game loop, as the window's games do.
#[test]
fn bot_skirmishes_end_with_their_combat_and_replay() {
    let c = content();
    let bots: [BotSpec; 2] = [
        "greedy".parse().expect("spec"),
        "mcts:easy".parse().expect("spec"),
    ];
    for i in 0..4 {
        let config = random_setup(game_seed(12, i));
        let n = config.factions.len();
        let spec = &bots[i as usize % 2];
        let mut players: Vec<Player<GrailGame>> = (0..n as u64)
            .map(|k| Player::new(spec, game_seed(i, k)))
            .collect();
        let mut log = Vec::new();
        play::<GrailGame>(&c, &config, &mut players, Some(&mut log)).expect("the skirmish ends");
        check_game(&c, &config, &log, &spec.to_string());
    }
}
