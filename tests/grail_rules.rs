//! Grail War rules that a scenario file cannot express: game setup and its errors (G-2), the
//! controllers (G-2.3, G-8.4) and event headers (G-17.2, G-40.1). Rule scenarios are in
//! `tests/scenarios/grail/`.

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::sim::{SimOptions, ai_rng, random_action};
use horizon_notes::rules::grail::*;

fn content() -> GrailContent {
    GrailContent::builtin().expect("the built-in Grail content loads")
}

fn with_controller(mut config: GameConfig, controller: Controller) -> GameConfig {
    for f in &mut config.factions {
        f.controller = controller;
    }
    config
}

/// G-2.4, G-2.5, G-2.7: seats follow the faction list; each faction starts on its start
/// district at full HP and MP with 3 command spells, bond 0, tier 0 on everyone and nothing
/// soul-eaten; play starts on Day 1, Morning.
#[test]
fn g2_5_initial_state() {
    let c = content();
    let config = GameConfig::default_lineup(11, 4);
    let (s, _) = new_game(&c, config.clone()).expect("a valid config");
    assert_eq!((s.day, s.time, s.turn_index), (1, TimeOfDay::Morning, 0));
    let m = &c.maps[usize::from(s.map)];
    for (i, x) in s.factions.iter().enumerate() {
        let sd = &c.servants[usize::from(x.servant.def)];
        let md = &c.masters[usize::from(x.master.def)];
        assert_eq!(usize::from(x.id), i, "seat numbers follow the list (G-2.4)");
        assert_eq!(x.name, config.factions[i].name);
        assert_eq!(
            sd.id, s.config.factions[i].servant,
            "the drawn servant is named"
        );
        assert_eq!(
            Some(sd.class),
            config.factions[i].class,
            "of the seat's class"
        );
        assert_eq!(
            x.district, m.start[i],
            "seat {i} starts on start district {i}"
        );
        assert_eq!((x.servant.hp, x.servant.mp), (sd.max_hp, sd.max_mp));
        assert_eq!(x.master.mp, md.max_mp);
        assert_eq!(x.master.command_spells, 3);
        assert_eq!(x.bond, 0);
        assert!(!x.master.fourth_skill_unlocked);
        assert!(!x.master.rested_today && !x.master.asleep);
        assert!(x.knowledge.iter().all(|k| k.tier == 0));
        assert!(x.servant.buffs.is_empty());
    }
    assert!(s.relations.is_empty());
    assert!(s.soul_eaten.iter().all(|e| !e));
}

/// G-2.6, G-2.2: a day limit below 2, a repeated class or a wrong faction count is refused
/// with a reason that names the rule.
#[test]
fn g2_6_bad_configs_are_refused() {
    let c = content();
    let mut short = GameConfig::default_lineup(1, 2);
    short.day_limit = 1;
    let e = new_game(&c, short).expect_err("day limit 1");
    assert_eq!(e, SetupError::DayLimit { got: 1 }, "{e}");
    let mut twins = GameConfig::starter_lineup(1, 3);
    twins.factions[2].servant = twins.factions[0].servant.clone();
    let e = new_game(&c, twins).expect_err("two Sabers");
    assert!(matches!(e, SetupError::ClassTaken { seat: 2, .. }), "{e}");
    let mut alone = GameConfig::default_lineup(1, 2);
    alone.factions.truncate(1);
    let e = new_game(&c, alone).expect_err("one faction");
    assert_eq!(e, SetupError::FactionCount { got: 1 }, "{e}");
}

/// Plays `actions` random legal actions and returns every event.
fn play(c: &GrailContent, config: GameConfig, actions: usize) -> (GameState, Vec<Event>) {
    let seed = config.rng_seed;
    let (mut s, mut events) = new_game(c, config).expect("a valid config");
    let mut rng = ai_rng(seed);
    let opts = SimOptions::default();
    let mut free = 0;
    for _ in 0..actions {
        let Some(f) = s.deciding() else { break };
        let a = random_action(c, &s, &mut rng, &opts, free).expect("a legal action");
        free = if a.is_free() { free + 1 } else { 0 };
        events.extend(apply(c, &mut s, f, a).expect("a listed action is legal"));
    }
    (s, events)
}

/// G-2.3: the rules are the same for human and AI controllers: the same seed and the same
/// actions give the same events.
#[test]
fn g2_3_controllers_play_by_the_same_rules() {
    let c = content();
    for seed in [3, 8] {
        let base = GameConfig::default_lineup(seed, 5);
        let (_, ai) = play(&c, with_controller(base.clone(), Controller::Ai), 3000);
        let (_, human) = play(&c, with_controller(base, Controller::Human), 3000);
        assert_eq!(ai, human, "seed {seed}");
    }
}

/// G-8.4: with a decision timer, every decision of a human controller carries the deadline;
/// AI decisions carry none.
#[test]
fn g8_4_human_decisions_carry_the_timer() {
    let c = content();
    let mut config = GameConfig::default_lineup(5, 3);
    config.decision_timer_s = Some(45);
    config.factions[1].controller = Controller::Human;
    let (mut s, _) = new_game(&c, config).expect("a valid config");
    let mut rng = ai_rng(5);
    let opts = SimOptions::default();
    let mut seen = [false; 2];
    for _ in 0..2000 {
        let Some(d) = s.pending.clone() else { break };
        let human = d.faction == 1;
        assert_eq!(d.deadline_s, human.then_some(45), "{d:?}");
        seen[usize::from(human)] = true;
        let a = random_action(&c, &s, &mut rng, &opts, 0).expect("a legal action");
        apply(&c, &mut s, d.faction, a).expect("a listed action is legal");
    }
    assert_eq!(seen, [true, true], "both kinds of controller were asked");
}

/// G-40.1, G-17.2: events are numbered without gaps, carry the day and time of the state
/// they were emitted in, and every faction learns that a combat started.
#[test]
fn g40_1_event_headers_and_public_combat_start() {
    let c = content();
    let mut combats = 0;
    for seed in 0..6 {
        let (_, events) = play(&c, GameConfig::default_lineup(seed, 7), 4000);
        let first = events.first().map_or(0, |e| e.seq);
        for (i, e) in events.iter().enumerate() {
            assert_eq!(
                e.seq,
                first + i as u64,
                "seed {seed}: event {i} is numbered {}",
                e.seq
            );
            if let EventKind::CombatStarted { .. } = e.kind {
                combats += 1;
                assert_eq!(e.visibility, Visibility::Public, "seed {seed}: {e:?}");
            }
            if let EventKind::DayStarted { day } = e.kind {
                assert_eq!(e.day, day, "seed {seed}: {e:?}");
            }
        }
    }
    assert!(combats > 0, "the random games started no combat");
}

/// G-39.3, G-39.4: a refused action comes back with a typed reason that callers match on;
/// its text, for the log, names the rule.
#[test]
fn g39_4_a_refused_action_says_why_by_variant() {
    let c = content();
    let (mut s, _) = new_game(&c, GameConfig::default_lineup(1, 2)).expect("a valid config");
    let d = s.pending.clone().expect("a decision");
    assert!(
        matches!(d.kind, DecisionKind::PriorityPrompt { .. }),
        "{d:?}"
    );
    let me = Action::DeclareAmbush { target: d.faction };
    let before = s.clone();
    let e = apply(&c, &mut s, d.faction, me.clone()).expect_err("an ambush on oneself");
    assert_eq!(
        e,
        RuleError::IllegalAction {
            faction: d.faction,
            action: me,
            reason: Illegal::AmbushTarget,
        }
    );
    assert!(e.to_string().ends_with("(G-9.8)"), "{e}");
    assert_eq!(s, before, "a refused action changes nothing (G-39.4)");

    // A path reason carries the districts, named by their content ids.
    let m = query::map(&c, &s).expect("the map");
    let here = s.factions[usize::from(d.faction)].district;
    let far = (0..m.len() as DistrictIdx)
        .find(|&x| x != here && m.edge_cost(here, x).is_none())
        .expect("a district not adjacent to the start");
    assert_eq!(
        query::strategic_path_ok(&c, &s, d.faction, &[far]),
        Err(Illegal::NotAdjacent {
            district: m.id(far).to_string(),
            from: m.id(here).to_string(),
        })
    );
}
