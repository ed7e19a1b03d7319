//! Exact odds (`rules::grail::odds`) against a seeded Monte Carlo of `apply`: for each of a
//! dozen situations, 100,000 copies of the position, each with its own dice, play the
//! attack, the chosen reaction and the table choices the odds assume; every probability
//! must agree within 0.5 percentage points and the mean damage within four standard errors.
//! Rules: G-22.2, G-22.3, G-22.4, G-23.1, G-23.2, G-23.3, G-23.4, G-23.5, G-23.6, G-23.8,
//! G-24.4, G-26.2, G-26.4, G-27.1, G-27.2, G-27.4, G-28.1, G-28.2, G-28.3, G-28.4, G-29.5,
//! G-30.2, G-30.3, G-30.7, G-34.2, G-35.2.

use horizon_notes::content::grail::{BuffKind, CardType, DebuffId, GrailContent};
use horizon_notes::rules::dice::Dice;
use horizon_notes::rules::grail::odds::{self, Assume, HitOdds, OddsError};
use horizon_notes::rules::grail::query as q;
use horizon_notes::rules::grail::*;

const SAMPLES: u64 = 100_000;
const TOLERANCE: f64 = 0.005;

fn content() -> GrailContent {
    GrailContent::builtin().expect("builtin content")
}

/// Two factions (servants `a` and `b`) in combat at the temple, `attacker` to act.
fn fixture(c: &GrailContent, a: &str, b: &str, attacker: FactionId) -> GameState {
    let setup = |name: &str, servant: &str| FactionSetup {
        name: name.into(),
        servant: servant.into(),
        master: "master_celestine".into(),
        controller: Controller::Ai,
        class: None,
    };
    let mut config = GameConfig::default_lineup(1, 2);
    config.factions = vec![setup("A", a), setup("B", b)];
    config.factions[1].master = "master_tobias".into();
    let (mut s, _) = new_game_with_dice(c, config, Dice::seeded(7)).expect("game");
    let m = q::map(c, &s).expect("map").clone();
    let temple = m.index_of("TEMPLE").expect("temple");
    let market = m.index_of("MARKET").expect("market");
    for f in &mut s.factions {
        f.servant.mp = 100;
        f.district = temple;
    }
    let _ = begin_fixture_combat(
        c,
        &mut s,
        CombatOrigin::Encounter {
            initiator: 0,
            target: 1,
            origin: market,
        },
        vec![0, 1],
    );
    // Every window passes and every other main action waits, until `attacker` acts.
    for _ in 0..100 {
        let d = s.pending.clone().expect("a decision");
        if d.kind
            == (DecisionKind::MainAction {
                actor: Actor::Servant { faction: attacker },
            })
        {
            return s;
        }
        let legal = legal_actions(c, &s);
        let pick = [Action::Done, Action::Wait]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or_else(|| legal[0].clone());
        apply(c, &mut s, d.faction, pick).expect("legal");
    }
    panic!("faction {attacker} never got its main action");
}

fn buff(s: &mut GameState, f: FactionId, kind: BuffKind, magnitude: i32) {
    s.next_uid += 1;
    let uid = s.next_uid;
    s.factions[usize::from(f)].servant.buffs.push(Buff {
        uid,
        kind: BuffOrDebuff::Buff { kind },
        magnitude,
        expiry: Expiry::CombatEnd,
        source: EffectSource::CommandSpell,
        source_faction: Some(f),
        removable: true,
    });
}

fn debuff(s: &mut GameState, f: FactionId, id: DebuffId) {
    s.next_uid += 1;
    let uid = s.next_uid;
    s.factions[usize::from(f)].servant.buffs.push(Buff {
        uid,
        kind: BuffOrDebuff::Debuff { id },
        magnitude: id.magnitude(),
        expiry: Expiry::CombatEnd,
        source: EffectSource::Fumble,
        source_faction: Some(f),
        removable: true,
    });
}

fn participant(s: &mut GameState, f: FactionId) -> &mut Participant {
    s.combat
        .as_mut()
        .and_then(|cb| cb.participants.iter_mut().find(|p| p.faction == f))
        .expect("participant")
}

fn melee(kind: AttackKind, luck_card: Option<CardType>) -> Action {
    Action::Attack {
        pre_move: Vec::new(),
        target: Actor::Servant { faction: 1 },
        mode: AttackMode::Melee,
        kind,
        luck_card,
    }
}

/// One situation: the position, the attacker's action, the defender's reaction (`None`
/// for an NP that only clashes) and the table choices.
struct Case {
    name: &'static str,
    s: GameState,
    action: Action,
    reaction: Option<Reaction>,
    assume: Assume,
}

/// What one play of the attack gave.
#[derive(Default, Clone, Copy)]
struct Outcome {
    hit: bool,
    crit: bool,
    fumble: bool,
    defender_crit: bool,
    defender_fumble: bool,
    damage: i32,
    falls: bool,
    clash: Option<std::cmp::Ordering>,
    damage_to_attacker: i32,
}

fn play(c: &GrailContent, case: &Case, seed: u64) -> Outcome {
    let mut s = case.s.clone();
    s.rng = Dice::seeded(seed);
    let attacker = s.deciding().expect("attacker");
    let mut ev = apply(c, &mut s, attacker, case.action.clone()).expect("legal attack");
    for _ in 0..20 {
        let Some(d) = s.pending.clone() else { break };
        let action = match d.kind {
            DecisionKind::Reaction { .. } => Action::React {
                reaction: case.reaction.expect("a reaction"),
            },
            DecisionKind::CriticalChoice { .. } => {
                let buff = if d.faction == attacker {
                    case.assume
                        .attacker_might
                        .then(|| odds::strongest(c, BuffKind::DamageDealtUp))
                        .flatten()
                } else {
                    case.assume
                        .defender_ward
                        .then(|| odds::strongest(c, BuffKind::DamageTakenDown))
                        .flatten()
                };
                Action::ChooseCritical {
                    choice: match buff {
                        Some(menu) => CritChoice::Buff { menu },
                        None => CritChoice::GainCard {
                            card: CardType::Buster,
                        },
                    },
                }
            }
            DecisionKind::FumbleHpOrMp { .. } => Action::ChooseFumbleTarget {
                hp: case.assume.fumble_hp,
            },
            _ => break,
        };
        ev.extend(apply(c, &mut s, d.faction, action).expect("legal answer"));
    }
    let me = Actor::Servant { faction: attacker };
    let target = Actor::Servant { faction: 1 };
    let mut o = Outcome {
        falls: !s.factions[1].alive(),
        ..Outcome::default()
    };
    for e in &ev {
        match &e.kind {
            EventKind::CheckRolled {
                actor,
                crit,
                fumble,
                ..
            } => {
                if *actor == me {
                    o.crit |= *crit;
                    o.fumble |= *fumble;
                } else if *actor == target {
                    o.defender_crit |= *crit;
                    o.defender_fumble |= *fumble;
                }
            }
            EventKind::CheckResolved { winner, .. } => o.hit = *winner == me,
            EventKind::DamageDealt {
                target: t,
                source: Some(src),
                amount,
                ..
            } => {
                if *t == target && *src == me {
                    o.damage += amount;
                } else if *t == me {
                    o.damage_to_attacker += amount;
                }
            }
            EventKind::NpClash {
                value_a, value_b, ..
            } => o.clash = Some(value_a.cmp(value_b)),
            _ => {}
        }
    }
    o
}

/// Plays the case `SAMPLES` times, on every core, each with its own dice seed.
fn monte_carlo(c: &GrailContent, case: &Case) -> Vec<Outcome> {
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8) as u64;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..SAMPLES)
                        .step_by(threads as usize)
                        .map(|i| play(c, case, 0x5EED_0000 + i))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("sampler"))
            .collect()
    })
}

fn share(xs: &[Outcome], f: impl Fn(&Outcome) -> bool) -> f64 {
    xs.iter().filter(|o| f(o)).count() as f64 / xs.len() as f64
}

fn close(case: &str, what: &str, exact: f64, sampled: f64) {
    assert!(
        (exact - sampled).abs() <= TOLERANCE,
        "{case}: {what}: exact {exact:.5}, sampled {sampled:.5}"
    );
}

/// The mean of `values` agrees with the exact distribution's within four standard errors.
fn close_mean(case: &str, what: &str, dist: &[(i32, f64)], values: &[i32]) {
    let mean: f64 = dist.iter().map(|(d, p)| f64::from(*d) * p).sum();
    let var: f64 = dist
        .iter()
        .map(|(d, p)| (f64::from(*d) - mean).powi(2) * p)
        .sum();
    let sampled = values.iter().map(|v| f64::from(*v)).sum::<f64>() / values.len() as f64;
    let tol = (4.0 * (var / values.len() as f64).sqrt()).max(1e-9);
    assert!(
        (mean - sampled).abs() <= tol,
        "{case}: {what}: exact mean {mean:.4}, sampled {sampled:.4} (tolerance {tol:.4})"
    );
}

fn close_dist(case: &str, what: &str, dist: &[(i32, f64)], values: &[i32]) {
    let total: f64 = dist.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-9, "{case}: {what} sums to {total}");
    let mut amounts: Vec<i32> = dist.iter().map(|(d, _)| *d).collect();
    amounts.extend(values.iter().copied());
    amounts.sort_unstable();
    amounts.dedup();
    for a in amounts {
        let exact = dist.iter().find(|(d, _)| *d == a).map_or(0.0, |(_, p)| *p);
        let sampled = values.iter().filter(|v| **v == a).count() as f64 / values.len() as f64;
        close(case, &format!("{what} = {a}"), exact, sampled);
    }
    close_mean(case, what, dist, values);
}

fn check_hit(case: &Case, h: &HitOdds, xs: &[Outcome]) {
    let n = case.name;
    close(n, "hit", h.hit, share(xs, |o| o.hit));
    close(n, "crit", h.crit, share(xs, |o| o.crit));
    close(n, "fumble", h.fumble, share(xs, |o| o.fumble));
    close(
        n,
        "defender crit",
        h.defender_crit,
        share(xs, |o| o.defender_crit),
    );
    close(
        n,
        "defender fumble",
        h.defender_fumble,
        share(xs, |o| o.defender_fumble),
    );
    close(n, "falls", h.falls, share(xs, |o| o.falls));
    let damage: Vec<i32> = xs.iter().map(|o| o.damage).collect();
    close_dist(n, "damage", &h.damage, &damage);
}

/// Runs one case: the odds the attacker sees for this reaction, the same odds from the
/// defender's side at its Reaction decision, and the Monte Carlo.
fn run(c: &GrailContent, case: &Case) {
    let o = odds::attack(c, &case.s, &case.action, case.assume)
        .unwrap_or_else(|e| panic!("{}: {e}", case.name));
    let xs = monte_carlo(c, case);
    if let Some(r) = case.reaction {
        let t = o
            .targets
            .iter()
            .find(|t| t.target == Actor::Servant { faction: 1 })
            .expect("target");
        let h = t
            .reactions
            .iter()
            .find(|h| h.reaction == r)
            .unwrap_or_else(|| panic!("{}: {r:?} not among {:?}", case.name, t.reactions));
        // At the defender's Reaction decision the odds of that reaction are the same.
        let mut at = case.s.clone();
        let f = at.deciding().expect("attacker");
        apply(c, &mut at, f, case.action.clone()).expect("legal");
        let own = odds::reaction(c, &at, &Action::React { reaction: r }, case.assume)
            .expect("reaction odds");
        assert_eq!(&own, h, "{}: attacker and defender odds differ", case.name);
        let all = odds::reactions(c, &at, case.assume).expect("all reactions");
        assert_eq!(
            all, t.reactions,
            "{}: the reactions listed differ",
            case.name
        );
        check_hit(case, h, &xs);
    }
    for cl in &o.clashes {
        let n = case.name;
        use std::cmp::Ordering::*;
        close(
            n,
            "clash won",
            cl.win,
            share(&xs, |o| o.clash == Some(Greater)),
        );
        close(
            n,
            "clash tied",
            cl.tie,
            share(&xs, |o| o.clash == Some(Equal)),
        );
        close(
            n,
            "clash lost",
            cl.lose,
            share(&xs, |o| o.clash == Some(Less)),
        );
        let to_t: Vec<i32> = xs.iter().map(|o| o.damage).collect();
        let to_f: Vec<i32> = xs.iter().map(|o| o.damage_to_attacker).collect();
        close_dist(n, "clash damage to the target", &cl.damage_to_target, &to_t);
        close_dist(
            n,
            "clash damage to the attacker",
            &cl.damage_to_attacker,
            &to_f,
        );
    }
}

/// The fourteen situations.
fn cases(c: &GrailContent) -> Vec<Case> {
    let base = || fixture(c, "saber_roland", "lancer_zhaoyun", 0);
    let mut out = vec![
        // 1. G-27.1: Buster against the normal (Quick) defense.
        Case {
            name: "buster vs normal defense",
            s: base(),
            action: melee(AttackKind::Buster, None),
            reaction: Some(Reaction::NormalDefense),
            assume: Assume::default(),
        },
        // 2. G-27.2: luck defense with no card.
        Case {
            name: "buster vs luck defense",
            s: base(),
            action: melee(AttackKind::Buster, None),
            reaction: Some(Reaction::LuckDefense { card: None }),
            assume: Assume::default(),
        },
        // 3. G-22.3, G-27.4: Guard, unopposed; a Quick card spent on the Guard.
        Case {
            name: "buster vs guard",
            s: base(),
            action: melee(AttackKind::Buster, None),
            reaction: Some(Reaction::Guard {
                card: Some(CardType::Quick),
            }),
            assume: Assume::default(),
        },
    ];
    // 4. G-23.3, G-24.4, G-23.8: a widened critical range (Quick pending 2 + the attack's
    // own Quick card + CritRangeUp 3), with C3 Might on the critical.
    let mut s = base();
    participant(&mut s, 0).quick_pending = 2;
    buff(&mut s, 0, BuffKind::CritRangeUp, 3);
    out.push(Case {
        name: "widened critical range with Might",
        s,
        action: melee(AttackKind::Quick, None),
        reaction: Some(Reaction::NormalDefense),
        assume: Assume {
            attacker_might: true,
            ..Assume::default()
        },
    });
    // 5. G-28.3: DamageTakenDown behind a Guard, Buster pending on the attacker.
    let mut s = base();
    buff(&mut s, 1, BuffKind::DamageTakenDown, 8);
    participant(&mut s, 0).buster_pending = 5;
    out.push(Case {
        name: "DamageTakenDown and Guard",
        s,
        action: melee(AttackKind::Arts, None),
        reaction: Some(Reaction::Guard { card: None }),
        assume: Assume::default(),
    });
    // 6. G-35.2, G-28.3: weakness (tier 3), Defense Down on the target, Damage Down on the
    // attacker; the defender's fumble may add Defense Down again (already held) and Ward
    // answers its critical.
    let mut s = base();
    s.factions[0].knowledge[1].tier = 3;
    debuff(&mut s, 1, DebuffId::DB6);
    debuff(&mut s, 0, DebuffId::DB5);
    out.push(Case {
        name: "weakness and Defense Down",
        s,
        action: melee(AttackKind::Buster, None),
        reaction: Some(Reaction::LuckDefense {
            card: Some(CardType::Arts),
        }),
        assume: Assume {
            defender_ward: true,
            ..Assume::default()
        },
    });
    // 7. G-22.4: HitUp and AllChecksUp against DefenseUp and Evasion Down.
    let mut s = base();
    buff(&mut s, 0, BuffKind::HitUp, 3);
    buff(&mut s, 0, BuffKind::AllChecksUp, 1);
    buff(&mut s, 1, BuffKind::DefenseUp, 4);
    debuff(&mut s, 1, DebuffId::DB8);
    out.push(Case {
        name: "hit and defense buffs",
        s,
        action: melee(AttackKind::Quick, None),
        reaction: Some(Reaction::NormalDefense),
        assume: Assume::default(),
    });
    // 8. G-26.2, G-27.6: a Luck attack with a Buster card against luck defense with Quick.
    out.push(Case {
        name: "luck attack",
        s: base(),
        action: melee(AttackKind::Luck, Some(CardType::Buster)),
        reaction: Some(Reaction::LuckDefense {
            card: Some(CardType::Quick),
        }),
        assume: Assume::default(),
    });
    // 9. G-28.3: Invincible pierced by InvinciblePierce.
    let mut s = base();
    buff(&mut s, 1, BuffKind::Invincible, 0);
    buff(&mut s, 0, BuffKind::InvinciblePierce, 0);
    out.push(Case {
        name: "Invincible pierced",
        s,
        action: melee(AttackKind::Buster, None),
        reaction: Some(Reaction::NormalDefense),
        assume: Assume::default(),
    });
    // 10. G-28.3: Invincible unpierced (no damage, but the checks still count).
    let mut s = base();
    buff(&mut s, 1, BuffKind::Invincible, 0);
    out.push(Case {
        name: "Invincible",
        s,
        action: melee(AttackKind::Buster, None),
        reaction: Some(Reaction::NormalDefense),
        assume: Assume::default(),
    });
    // 11. G-28.4, G-34.2, G-23.5: a target at 12 HP with a Guts, F1 on its HP, C3 Might.
    let mut s = base();
    s.factions[1].servant.hp = 12;
    buff(&mut s, 1, BuffKind::Guts { hp: 5 }, 0);
    out.push(Case {
        name: "low HP, Guts and F1 on HP",
        s,
        action: melee(AttackKind::Buster, None),
        reaction: Some(Reaction::NormalDefense),
        assume: Assume {
            attacker_might: true,
            fumble_hp: true,
            ..Assume::default()
        },
    });
    // 12. G-26.3, G-26.4: an Archer's ranged Quick attack at range 2 on a Guarding Saber.
    let mut s = fixture(c, "archer_tell", "saber_roland", 0);
    let m = q::map(c, &s).expect("map").clone();
    let from = s.factions[0].district;
    let far = (0..m.def.districts.len())
        .map(|d| d as DistrictIdx)
        .find(|&d| m.hop(from, d) == 2)
        .expect("a district at range 2");
    s.factions[1].district = far;
    out.push(Case {
        name: "ranged at range 2",
        s,
        action: Action::Attack {
            pre_move: Vec::new(),
            target: Actor::Servant { faction: 1 },
            mode: AttackMode::Ranged,
            kind: AttackKind::Quick,
            luck_card: None,
        },
        reaction: Some(Reaction::Guard { card: None }),
        assume: Assume::default(),
    });
    // 13. G-29.5, G-23.6: Saber's Buster NP against the normal defense (no critical or
    // fumble on the reaction).
    let mut s = base();
    let round = s.combat.as_ref().map_or(1, |cb| cb.round);
    participant(&mut s, 0).np_charge = Some(NpCharge {
        declared_round: round,
        fire_round: round,
    });
    out.push(Case {
        name: "NP vs normal defense",
        s,
        action: Action::FireNp {
            pre_move: Vec::new(),
            target: NpTarget::Unit {
                actor: Actor::Servant { faction: 1 },
            },
        },
        reaction: Some(Reaction::NormalDefense),
        assume: Assume::default(),
    });
    // 14. G-30.2, G-30.3, G-30.7: an NP clash, anti-unit Saber against anti-army Lancer
    // (Saber −20), Lancer's NP reaching.
    let mut s = base();
    let round = s.combat.as_ref().map_or(1, |cb| cb.round);
    for f in [0, 1] {
        participant(&mut s, f).np_charge = Some(NpCharge {
            declared_round: round,
            fire_round: round,
        });
    }
    out.push(Case {
        name: "NP clash",
        s,
        action: Action::FireNp {
            pre_move: Vec::new(),
            target: NpTarget::Unit {
                actor: Actor::Servant { faction: 1 },
            },
        },
        reaction: None,
        assume: Assume::default(),
    });
    out
}

#[test]
fn g22_g23_g28_g30_exact_odds_match_a_monte_carlo_of_apply() {
    let c = content();
    let start = std::time::Instant::now();
    let cases = cases(&c);
    for case in &cases {
        run(&c, case);
    }
    // The clash case must really clash, and the NP case really roll a reaction.
    let clash = cases.iter().find(|k| k.name == "NP clash").expect("case");
    let o = odds::attack(&c, &clash.s, &clash.action, clash.assume).expect("odds");
    assert_eq!(o.clashes.len(), 1);
    assert!(o.clashes[0].reaches && o.clashes[0].win > 0.0 && o.clashes[0].lose > 0.0);
    eprintln!(
        "{} cases x {SAMPLES} samples in {:.1} s",
        cases.len(),
        start.elapsed().as_secs_f64()
    );
}

/// G-27.8: the attacker-facing summary is the defender's best reply; every listed
/// reaction's damage distribution sums to 1 and its mean is the distribution's.
#[test]
fn g27_8_summary_is_the_best_reply() {
    let c = content();
    let s = fixture(&c, "saber_roland", "lancer_zhaoyun", 0);
    let o =
        odds::attack(&c, &s, &melee(AttackKind::Buster, None), Assume::default()).expect("odds");
    let t = &o.targets[0];
    assert!(t.reactions.len() >= 3, "{:?}", t.reactions);
    let best = t.best_reply().expect("a reaction");
    for h in &t.reactions {
        assert!(best.mean_damage <= h.mean_damage);
        let total: f64 = h.damage.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-9);
        let mean: f64 = h.damage.iter().map(|(d, p)| f64::from(*d) * p).sum();
        assert!((mean - h.mean_damage).abs() < 1e-9);
        assert!(h.hit > 0.0 && h.hit < 1.0);
    }
    assert!((o.expected_damage() - best.mean_damage).abs() < 1e-9);
}

/// Bad input is an error, never a panic.
#[test]
fn odds_of_other_actions_are_errors() {
    let c = content();
    let s = fixture(&c, "saber_roland", "lancer_zhaoyun", 0);
    assert_eq!(
        odds::attack(&c, &s, &Action::Wait, Assume::default()),
        Err(OddsError::WrongAction)
    );
    let ranged_same_district = Action::Attack {
        pre_move: Vec::new(),
        target: Actor::Servant { faction: 1 },
        mode: AttackMode::Ranged,
        kind: AttackKind::Buster,
        luck_card: None,
    };
    assert!(matches!(
        odds::attack(&c, &s, &ranged_same_district, Assume::default()),
        Err(OddsError::Illegal(_))
    ));
    assert_eq!(
        odds::reaction(
            &c,
            &s,
            &Action::React {
                reaction: Reaction::NormalDefense
            },
            Assume::default()
        ),
        Err(OddsError::WrongAction)
    );
    let mut over = s.clone();
    over.pending = None;
    assert_eq!(
        odds::attack(
            &c,
            &over,
            &melee(AttackKind::Buster, None),
            Assume::default()
        ),
        Err(OddsError::NoDecision)
    );
}

/// G-27: the greedy bot scores each reaction by its odds (`Game::expected_value`): of two
/// reactions, the one with less mean damage (rounded, as the score takes it) scores higher.
#[test]
fn g27_greedy_scores_reactions_by_their_odds() {
    use horizon_notes::ai::Game;
    use horizon_notes::ai::grail::{GrailAction, GrailGame, GrailState};
    let c = content();
    let mut s = fixture(&c, "saber_roland", "lancer_zhaoyun", 0);
    apply(&c, &mut s, 0, melee(AttackKind::Buster, None)).expect("legal");
    let assume = Assume {
        attacker_might: true,
        defender_ward: true,
        fumble_hp: false,
    };
    let g = GrailState::new(s.clone());
    let scored: Vec<(f64, f64)> = legal_actions(&c, &s)
        .into_iter()
        .filter(|a| matches!(a, Action::React { .. }))
        .map(|a| {
            let v = GrailGame::expected_value(&c, &g, GrailAction::of(&a), 1).expect("scored");
            let h = odds::reaction(&c, &s, &a, assume).expect("odds");
            (v, h.mean_damage.round())
        })
        .collect();
    assert!(scored.len() >= 3);
    let distinct = scored.iter().any(|(_, m)| *m != scored[0].1);
    assert!(distinct, "{scored:?}");
    for (va, ma) in &scored {
        for (vb, mb) in &scored {
            if ma < mb {
                assert!(va > vb, "{scored:?}");
            }
        }
    }
    // Not an attack, an NP or a reaction: no expectation, the bot samples.
    assert_eq!(
        GrailGame::expected_value(&c, &g, GrailAction::FreeMenu, 1),
        None
    );
}
