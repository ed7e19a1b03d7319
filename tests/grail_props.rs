//! Property tests: seeded games of random legal actions with 7 factions
//! end within the day limit (G-36.3), never panic, keep their invariants (G-1.3 HP/MP
//! bounds, G-33.2 command spells, G-34.4 eliminated factions never act again), and are
//! deterministic: the same seed and actions give the same event-stream hash (G-37.7).
//! Every pending decision carries a context that agrees with the state (G-39.2), and the
//! typed events agree with themselves (G-40.2).
//!
//! The test plays 5,000 seeded 7-faction games, split over two threads (about 50 s on two
//! cores at the test profile's opt-level 1). `GRAIL_PROP_GAMES=n` overrides the count, for
//! a quick local run.

use std::sync::atomic::{AtomicU64, Ordering};

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::query as q;
use horizon_notes::rules::grail::sim::*;
use horizon_notes::rules::grail::*;
use proptest::prelude::*;
use sha2::{Digest, Sha256};

fn games() -> u64 {
    std::env::var("GRAIL_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000)
}

/// G-1.3, G-7.4, G-33.2, G-34.4, G-24.4, G-15.2, G-35.1: invariants after every action.
fn invariants(c: &GrailContent, s: &GameState) -> Result<(), String> {
    for x in &s.factions {
        let d = q::sdef(c, s, x.id).ok_or("no servant def")?;
        let m = q::mdef(c, s, x.id).ok_or("no master def")?;
        let tag = format!("faction {} day {} {:?}", x.id, s.day, s.time);
        if x.servant.hp < 0 || x.servant.hp > d.max_hp {
            return Err(format!(
                "{tag}: HP {} out of 0..={} (G-1.3)",
                x.servant.hp, d.max_hp
            ));
        }
        if x.servant.mp < 0 || x.servant.mp > d.max_mp {
            return Err(format!(
                "{tag}: MP {} out of 0..={} (G-1.3)",
                x.servant.mp, d.max_mp
            ));
        }
        if x.master.mp < 0 || x.master.mp > m.max_mp {
            return Err(format!(
                "{tag}: master MP {} out of 0..={} (G-1.3)",
                x.master.mp, m.max_mp
            ));
        }
        if x.master.command_spells > 3 {
            return Err(format!(
                "{tag}: {} command spells (G-33.2)",
                x.master.command_spells
            ));
        }
        if x.alive() && (x.servant.hp <= 0 || x.servant.mp <= 0) {
            return Err(format!(
                "{tag}: alive with HP {} MP {} (G-34.1, G-7.4)",
                x.servant.hp, x.servant.mp
            ));
        }
        if x.bond > 3 || x.knowledge.iter().any(|k| k.tier > 3) {
            return Err(format!("{tag}: bond or tier above 3"));
        }
    }
    if let Some(d) = &s.pending
        && !s.alive(d.faction)
    {
        return Err(format!(
            "an eliminated faction {} is asked to act (G-34.4)",
            d.faction
        ));
    }
    if let Some(cb) = &s.combat {
        for p in &cb.participants {
            if p.buster_pending > 15
                || p.quick_pending > 3
                || p.buster_pending < 0
                || p.quick_pending < 0
            {
                return Err(format!(
                    "pending pools out of range (G-24.4): {} {}",
                    p.buster_pending, p.quick_pending
                ));
            }
            if p.status == ParticipantStatus::Active && !s.alive(p.faction) {
                return Err("an eliminated faction is an active participant (G-34.4)".into());
            }
        }
        if cb.round > ROUND_CAP + 1 {
            return Err("round cap exceeded (G-32.3)".into());
        }
    }
    if s.day > s.config.day_limit {
        return Err(format!("day {} beyond the limit (G-36.3)", s.day));
    }
    Ok(())
}

/// G-39.2: the pending decision carries what a screen needs to ask it, and it agrees with
/// the state: the attack a reaction or a table choice is about, the declarations that
/// target the decider, who offers or declined, who ambushes, which combat to join.
fn decision_context(c: &GrailContent, s: &GameState) -> Result<(), String> {
    let Some(d) = &s.pending else { return Ok(()) };
    let f = d.faction;
    let bad = |what: &str| Err(format!("{what} (G-39.2): {:?}", d.kind));
    let attack = s.combat.as_ref().and_then(|cb| cb.attack.as_ref());
    match &d.kind {
        DecisionKind::Reaction {
            defender,
            attacker,
            is_np,
            kind,
            mode,
            range,
            card,
            np_name,
        } => {
            let Some(a) = attack else {
                return bad("a reaction without an attack");
            };
            if q::actor_owner(s, *defender) != Some(f)
                || a.attacker != *attacker
                || a.is_np != *is_np
                || a.kind != *kind
                || a.mode != *mode
                || a.card != *card
                || !a.targets.contains(defender)
            {
                return bad("the reaction does not name the attack in progress");
            }
            let np = match attacker {
                Actor::Servant { faction } if *is_np => {
                    q::sdef(c, s, *faction).map(|x| x.np.name.clone())
                }
                _ => None,
            };
            if *np_name != np {
                return bad("the reaction names the wrong NP");
            }
            if *range != a.range {
                return bad("the reaction's range is not the attack's");
            }
        }
        DecisionKind::CriticalChoice { check, attacker }
        | DecisionKind::FumbleHpOrMp { check, attacker } => {
            let Some(a) = attack else {
                return bad("a table choice without an attack");
            };
            let attacking = a.attacker == Actor::Servant { faction: f };
            let want = match (attacking, a.is_np) {
                (false, _) => CheckPurpose::Reaction,
                (true, true) => CheckPurpose::NpHit,
                (true, false) => CheckPurpose::Hit,
            };
            if a.attacker != *attacker || *check != want {
                return bad("the table choice names the wrong check");
            }
        }
        DecisionKind::Targeted { declarations, .. } => {
            let aimed = |x: &PriorityDecl| match *x {
                PriorityDecl::Encounter { target, .. } | PriorityDecl::Ambush { target, .. } => {
                    target == f
                }
                PriorityDecl::SoulEating { .. } => false,
            };
            if !declarations
                .iter()
                .all(|x| aimed(x) && s.priority_decls.contains(x))
            {
                return bad("a Targeted prompt names a declaration that is not aimed at it");
            }
            let eater = s
                .priority_decls
                .contains(&PriorityDecl::SoulEating { by: f });
            if declarations.is_empty() && !eater {
                return bad("a Targeted prompt names no declaration");
            }
        }
        DecisionKind::NegotiationOffer { target } if *target == f => {
            return bad("an offer to oneself");
        }
        DecisionKind::NegotiationAnswer { from, .. } if *from == f => {
            return bad("an answer to oneself");
        }
        DecisionKind::AfterDecline { declined_by, .. } if *declined_by == f => {
            return bad("declined by oneself");
        }
        DecisionKind::AmbushResponse { ambusher }
            if !s.priority_decls.contains(&PriorityDecl::Ambush {
                by: *ambusher,
                target: f,
            }) =>
        {
            return bad("an ambush response without that ambush");
        }
        DecisionKind::InterventionPrompt {
            combat,
            district,
            participants,
        } => {
            let Some(cb) = &s.combat else {
                return bad("an intervention prompt without a combat");
            };
            let parts: Vec<FactionId> = cb.participants.iter().map(|p| p.faction).collect();
            if cb.id != *combat || cb.district != *district || parts != *participants {
                return bad("the intervention prompt names another combat");
            }
            if participants.contains(&f) {
                return bad("a participant is asked to intervene");
            }
        }
        _ => {}
    }
    Ok(())
}

/// G-40.2: typed events agree with themselves: a check's critical and fumble flags follow
/// its ranges (G-23.1 – G-23.3), a resolved check's winner is one of its sides, and a move
/// walks map edges from where it starts at its path cost (G-5.5).
fn event_shape(c: &GrailContent, s: &GameState, e: &EventKind) -> Result<(), String> {
    match e {
        EventKind::CheckRolled {
            dice,
            crit_from,
            fumble_on,
            crit,
            fumble,
            ..
        } => {
            let natural: i32 = dice.iter().map(|&d| d as i32).sum();
            let want_fumble = *fumble_on == Some(natural);
            let want_crit = !want_fumble && crit_from.is_some_and(|t| natural >= t);
            if *crit != want_crit || *fumble != want_fumble || crit_from.is_some_and(|t| t < 3) {
                return Err(format!("check flags disagree with its ranges: {e:?}"));
            }
        }
        EventKind::CheckResolved {
            attacker,
            defender,
            winner,
            ..
        } if winner != attacker && winner != defender => {
            return Err(format!("a check won by neither side: {e:?}"));
        }
        EventKind::Moved {
            faction,
            from,
            path,
            cost,
        }
        | EventKind::RetreatMoved {
            faction,
            from,
            path,
            cost,
        } => {
            let m = q::map(c, s).ok_or("no map")?;
            let mut at = *from;
            let mut edges = 0u32;
            let mut sum = 0u32;
            for &d in path {
                let ec = m
                    .edge_cost(at, d)
                    .ok_or_else(|| format!("a move along a non-edge: {e:?}"))?;
                sum += u32::from(ec);
                edges += 1;
                at = d;
            }
            let riding = q::riding(c, s, *faction);
            let want = if riding { edges } else { sum };
            if u32::from(*cost) != want {
                return Err(format!("a move's cost is not its path cost: {e:?}"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Actors named by events that must never belong to an eliminated faction.
fn acting_faction(e: &EventKind) -> Option<FactionId> {
    match e {
        EventKind::ActivationStarted {
            actor: Actor::Servant { faction },
        }
        | EventKind::AttackDeclared {
            attacker: Actor::Servant { faction },
            ..
        } => Some(*faction),
        EventKind::NpFired { faction, .. }
        | EventKind::SkillActivated { faction, .. }
        | EventKind::CommandSpellUsed { faction, .. }
        | EventKind::TacticalRefinementUsed { faction, .. }
        | EventKind::Rested { faction, .. }
        | EventKind::Investigated { faction, .. }
        | EventKind::PriorityDeclared {
            decl: PriorityDecl::SoulEating { by: faction },
        } => Some(*faction),
        _ => None,
    }
}

fn play(
    c: &GrailContent,
    seed: u64,
    factions: usize,
    hash: bool,
) -> Result<(GameSummary, String), String> {
    let mut hasher = Sha256::new();
    let mut dead: Vec<FactionId> = Vec::new();
    let opts = SimOptions::default();
    let summary = random_game_with(c, seed, factions, &opts, |s, _, ev| {
        for e in ev {
            if let Some(f) = acting_faction(&e.kind)
                && dead.contains(&f)
            {
                return Err(format!(
                    "seed {seed}: eliminated faction {f} acted: {:?}",
                    e.kind
                ));
            }
            event_shape(c, s, &e.kind).map_err(|m| format!("seed {seed}: {m}"))?;
            if let EventKind::FactionEliminated { faction } = e.kind {
                dead.push(faction);
            }
            if hash {
                hasher.update(serde_json::to_vec(e).unwrap_or_default());
            }
        }
        invariants(c, s).map_err(|m| format!("seed {seed}: {m}"))?;
        decision_context(c, s).map_err(|m| format!("seed {seed}: {m}"))
    })
    .map_err(|e| e.to_string())?;
    let hash: String = hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Ok((summary, hash))
}

/// G-36.3, G-1.3, G-33.2, G-34.4: many 7-faction games, split over two threads.
#[test]
fn g36_3_random_seven_faction_games_end_and_keep_invariants() {
    let c = GrailContent::builtin().expect("content");
    let n = games();
    let next = AtomicU64::new(0);
    let errors = std::sync::Mutex::new(Vec::new());
    let combats = AtomicU64::new(0);
    std::thread::scope(|sc| {
        for _ in 0..2 {
            sc.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= n {
                        break;
                    }
                    match play(&c, seed, 7, false) {
                        Ok((g, _)) => {
                            combats.fetch_add(u64::from(g.combats), Ordering::Relaxed);
                            if g.outcome.is_none() || g.days > 7 {
                                errors
                                    .lock()
                                    .map(|mut e| {
                                        e.push(format!(
                                            "seed {seed}: no outcome within the day limit"
                                        ))
                                    })
                                    .ok();
                            }
                        }
                        Err(e) => {
                            errors.lock().map(|mut v| v.push(e)).ok();
                        }
                    }
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap_or_default();
    assert!(
        errors.is_empty(),
        "{} failures, first: {:?}",
        errors.len(),
        errors.first()
    );
    assert!(
        combats.load(Ordering::Relaxed) > n,
        "random games should fight"
    );
}

/// G-37.1, G-37.7: the same seed gives the same event stream; replaying the recorded
/// actions on a fresh game reproduces the final state.
#[test]
fn g37_7_same_seed_same_event_hash_and_replay() {
    let c = GrailContent::builtin().expect("content");
    for seed in [1u64, 17, 99, 2024] {
        let (a, ha) = play(&c, seed, 7, true).expect("game a");
        let (b, hb) = play(&c, seed, 7, true).expect("game b");
        assert_eq!(ha, hb, "seed {seed}: event streams differ");
        assert_eq!(a, b);
        // Replay: record the actions with their factions, then apply them to a new game.
        let mut config = GameConfig::default_lineup(seed, 7);
        config.day_limit = 7;
        let (mut s, _) = new_game(&c, config.clone()).expect("game");
        s.log = Some(Vec::new());
        let mut rng = ai_rng(seed);
        let opts = SimOptions::default();
        let mut free = 0;
        let mut events = Vec::new();
        while s.outcome.is_none() {
            let f = s.deciding().expect("decision");
            let act = random_action(&c, &s, &mut rng, &opts, free).expect("action");
            free = if act.is_free() { free + 1 } else { 0 };
            events.extend(apply(&c, &mut s, f, act).expect("apply"));
        }
        let log = s.log.clone().expect("log");
        let (mut r, _) = new_game(&c, config).expect("game");
        let mut revents = Vec::new();
        for (f, act) in log {
            revents.extend(apply(&c, &mut r, f, act).expect("replay"));
        }
        assert_eq!(
            events_hash(&events),
            events_hash(&revents),
            "seed {seed}: replay events differ"
        );
        r.log = s.log.clone();
        assert_eq!(s.hash(), r.hash(), "seed {seed}: replay state differs");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]
    /// G-2.2, G-36.3: any seed and 2 to 7 factions.
    #[test]
    fn g2_2_any_seed_and_table_size_ends(seed in any::<u64>(), n in 2usize..=7) {
        let c = GrailContent::builtin().expect("content");
        let r = play(&c, seed, n, false);
        prop_assert!(r.is_ok(), "{:?}", r.err());
        if let Ok((g, _)) = r {
            prop_assert!(g.outcome.is_some());
        }
    }
}

/// G-32.2: a faction that fought neither moves nor acts that turn; a move it had declared is
/// dropped, and the log is told so (`MoveSkipped` with the reason), never silently.
#[test]
fn g32_2_a_declared_move_dropped_after_a_fight_is_told() {
    let c = GrailContent::builtin().expect("content");
    let opts = SimOptions::default();
    let mut told = 0;
    for seed in 0..40 {
        random_game_with(&c, seed, 4, &opts, |_, _, ev| {
            for e in ev {
                if let EventKind::MoveSkipped {
                    reason: Illegal::FoughtThisTurn,
                    ..
                } = e.kind
                {
                    told += 1;
                }
            }
            Ok(())
        })
        .expect("a game");
    }
    assert!(told > 0, "some fighter had declared a move in 40 games");
}
