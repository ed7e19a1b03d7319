//! G-35 hidden information and G-39 decision points: `view_for` reveals exactly what the
//! knowledge tiers allow, and every decision point is answered by a listed `Action`.

use horizon_notes::content::grail::{GrailContent, SkillOwner};
use horizon_notes::rules::grail::*;

fn game(n: usize) -> (GrailContent, GameState) {
    let c = GrailContent::builtin().expect("content");
    let (s, _) = new_game(&c, GameConfig::starter_lineup(3, n)).expect("game");
    (c, s)
}

/// G-35.1: tier 0 shows class, stats, HP and movement only.
#[test]
fn g35_1_tier0_hides_deck_skills_np_profile() {
    let (c, s) = game(3);
    let v = s.view_for(&c, 0);
    let other = &v.factions[1].servant;
    assert_eq!(other.tier, 0);
    assert_eq!(other.stats.agi, 50);
    assert_eq!(other.hp, s.factions[1].servant.hp, "HP is public (G-35.1)");
    assert!(other.deck.is_none() && other.skills.is_none());
    assert!(other.np.is_none());
    assert!(other.true_name.is_none() && other.weakness.is_none() && other.profile.is_none());
    assert!(other.mp.is_none(), "servant MP is private (G-35.1)");
    assert!(v.factions[1].master_mp.is_none() && v.factions[1].master_skills.is_none());
    // Always public.
    assert_eq!(v.factions[1].command_spells, 3);
    assert_eq!(v.factions[1].district, s.factions[1].district);
    // Own faction in full.
    assert_eq!(v.factions[0].servant.mp, Some(150));
    assert!(v.factions[0].master_skills.is_some());
    assert!(v.factions[0].servant.np.is_some());
}

/// G-35.1, G-10.4: tiers 1, 2 and 3 reveal deck and skills, then the NP, then the profile.
#[test]
fn g35_1_each_tier_reveals_more() {
    let (c, mut s) = game(3);
    s.factions[0].knowledge[1].tier = 1;
    let v = s.view_for(&c, 0);
    let o = &v.factions[1].servant;
    assert!(o.deck.is_some() && o.skills.is_some() && o.np.is_none());
    s.factions[0].knowledge[1].tier = 2;
    let v = s.view_for(&c, 0);
    let o = &v.factions[1].servant;
    assert!(o.np.is_some() && o.true_name.is_none());
    s.factions[0].knowledge[1].tier = 3;
    let v = s.view_for(&c, 0);
    let o = &v.factions[1].servant;
    assert_eq!(o.true_name.as_deref(), Some("William Tell of Uri"));
    assert!(o.weakness.is_some() && o.era.is_some());
    // Still private at tier 3.
    assert!(o.mp.is_none());
}

/// G-14.3, G-35.1: an ally sees everything private.
#[test]
fn g35_1_allies_share_private_information() {
    let (c, mut s) = game(3);
    s.relations.push(Relation {
        a: 0,
        b: 1,
        kind: RelationKind::Alliance,
    });
    let v = s.view_for(&c, 0);
    assert!(v.factions[1].servant.mp.is_some() && v.factions[1].master_mp.is_some());
    assert!(v.factions[2].servant.mp.is_none());
}

/// G-8.6: declarations stay hidden until all are in.
#[test]
fn g8_6_declarations_hidden_until_revealed() {
    let (c, mut s) = game(3);
    // Pass through the priority window.
    while !matches!(
        s.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::Declaration { .. })
    ) {
        let f = s.deciding().expect("decision");
        apply(&c, &mut s, f, Action::Pass).expect("pass");
    }
    let f = s.deciding().expect("decision");
    let a = Action::Declare {
        move_path: vec![],
        action: Some(TurnAction::Rest),
    };
    let ev = apply(&c, &mut s, f, a).expect("declare");
    assert!(
        ev.iter()
            .all(|e| !matches!(e.kind, EventKind::DeclarationsRevealed { .. }))
    );
    let other = (f + 1) % 3;
    let v = s.view_for(&c, other);
    assert!(
        v.factions[usize::from(f)].declared.is_none(),
        "another faction's declaration is hidden"
    );
    let v = s.view_for(&c, f);
    assert!(v.factions[usize::from(f)].declared.is_some());
    // The pending decision is only shown to its owner.
    let deciding = s.deciding().expect("decision");
    assert!(s.view_for(&c, (deciding + 1) % 3).pending.is_none());
    assert!(s.view_for(&c, deciding).pending.is_some());
}

/// G-24.6: in combat everyone sees the hand size, only the owner its composition.
#[test]
fn g24_6_hand_composition_is_private() {
    let (c, mut s) = game(2);
    let _ = begin_fixture_combat(
        &c,
        &mut s,
        CombatOrigin::Ambush {
            ambusher: 0,
            target: 1,
            target_flees: false,
        },
        vec![0, 1],
    );
    let v = s.view_for(&c, 0);
    let cb = v.combat.expect("combat");
    assert_eq!(cb.participants[1].hand_size, Some(5));
    assert!(cb.participants[1].hand.is_none());
    assert!(cb.participants[0].hand.is_some());
}

/// G-39.1: at every decision of a few random games, the pending faction has at least one
/// non-free legal action, and every listed action is accepted by `apply`.
#[test]
fn g39_1_every_decision_point_has_a_legal_action() {
    use horizon_notes::rules::grail::sim::*;
    let c = GrailContent::builtin().expect("content");
    for seed in 0..3 {
        let (mut s, _) = new_game(&c, GameConfig::default_lineup(seed, 4)).expect("game");
        let mut rng = ai_rng(seed);
        let opts = SimOptions::default();
        let mut steps = 0;
        while s.outcome.is_none() && steps < 3000 {
            let listed = legal_actions(&c, &s);
            assert!(
                listed.iter().any(|a| !a.is_free()),
                "no ending action at {:?}",
                s.pending
            );
            for a in listed.iter().take(40) {
                let mut t = s.clone();
                let f = t.deciding().expect("decision");
                assert!(
                    apply(&c, &mut t, f, a.clone()).is_ok(),
                    "listed {a:?} rejected"
                );
            }
            let a = random_action(&c, &s, &mut rng, &opts, 0).expect("action");
            let f = s.deciding().expect("decision");
            apply(&c, &mut s, f, a).expect("apply");
            steps += 1;
        }
    }
}

/// G-35.3 (extended, docs/grail-rules-changes.md): a servant's skill used outside a combat
/// (a free action, or the Skill turn action) is a public event, and every other faction's
/// view holds it from then on; a master's skill used so stays private (G-35.1).
#[test]
fn g35_3_a_skill_used_outside_a_combat_is_learned_by_everyone() {
    use rand::{Rng, SeedableRng};
    let (c, mut s) = game(7);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut seen = [0, 0];
    let wanted = |a: &Action| match a {
        Action::UseSkill { .. } => true,
        Action::Declare { action, .. } => matches!(action, Some(TurnAction::Skill { .. })),
        _ => false,
    };
    for _ in 0..20_000 {
        if s.is_over() {
            break;
        }
        let f = s.deciding().expect("decision");
        let legal = legal_actions(&c, &s);
        let skills: Vec<&Action> = legal.iter().filter(|a| wanted(a)).collect();
        let a = if !skills.is_empty() && s.combat.is_none() && rng.random_bool(0.7) {
            skills[rng.random_range(0..skills.len())].clone()
        } else {
            legal[rng.random_range(0..legal.len())].clone()
        };
        let ev = apply(&c, &mut s, f, a).expect("a legal action");
        for e in &ev {
            let EventKind::SkillActivated { faction, skill, .. } = e.kind else {
                continue;
            };
            // An elimination later in the action forgets what was known of the fallen.
            if e.visibility != Visibility::Public || !s.factions[usize::from(faction)].alive() {
                continue;
            }
            let def = &c.servants[usize::from(s.factions[usize::from(faction)].servant.def)];
            for other in (0..7u8).filter(|o| *o != faction && s.factions[usize::from(*o)].alive()) {
                let v = s.view_for(&c, other);
                let info = &v.factions[usize::from(faction)];
                match skill.owner {
                    SkillOwner::Servant => {
                        let id = &def.skills[usize::from(skill.idx)].id;
                        assert!(
                            info.servant.seen_skills.iter().any(|k| &k.id == id),
                            "faction {other} saw {id} used"
                        );
                    }
                    SkillOwner::Master => assert!(info.master_skills.is_none()),
                }
            }
            seen[usize::from(skill.owner == SkillOwner::Master)] += 1;
        }
    }
    assert!(seen[0] > 0, "no servant's skill was used outside a combat");
}
