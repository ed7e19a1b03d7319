//! The previews of `rules::duel::preview` checked against the engine: each previewed hit is
//! what `apply` then deals (D-16: tapped targets, blocks, Ward, Barrier, break checks, Power),
//! each reason names a rule that refuses the card or skill, and over many random games the
//! previews agree with the legal actions, with `apply`, and with each seat's view (D-29.6).

use std::path::Path;

use horizon_notes::content::duel::{DuelContent, StatMod, TickPhase};
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::dice::Dice;
use horizon_notes::rules::duel::preview::{
    self, DamagePreview, DiceExpr, Reduction, SkillKind, Stop, Unusable,
};
use horizon_notes::rules::duel::{
    self, Action, CardInst, CardUid, Continuous, ContinuousBody, ContinuousId, DamageKind,
    Decision, EndReason, Event, GameConfig, Outcome, Phase, PlayerId, Source, State, UnitId,
};
use horizon_notes::sim::{game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use PlayerId::{P0, P1};

/// The duel content at content-duel.md's numbers (tests/fixtures/duel-spec): the cases
/// below name them, and the shipped content's tuning (docs/balance.md) should not move them.
fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/duel-spec"))
        .expect("the spec's content loads")
}

fn games(default: u64) -> u64 {
    std::env::var("DUEL_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn arc(p: PlayerId, slot: u8) -> UnitId {
    UnitId::arc(p, slot)
}

/// P0's Main Phase priority in turn 3, P0 playing `decks[0]` and P1 `decks[1]`, both with
/// 9 ether, empty hands, no followers, no continuous effects, fresh Arcastella (full HP,
/// untapped, no Code, Barrier or resonance), and no roll scripted yet. Auto-pass is off so
/// that every decision stops.
fn position(c: &DuelContent, decks: [&str; 2]) -> State {
    let config = GameConfig::from_decks(c, 1, decks).expect("preset decks");
    let (mut s, _) = duel::new_game(c, &config).expect("setup");
    s.turn = 3;
    s.turn_player = P0;
    s.phase = Phase::Main;
    s.pending = Some(Decision::Priority { player: P0 });
    s.auto_pass = false;
    s.rng = Dice::scripted(Vec::new());
    s.continuous.clear();
    s.consecutive_passes = 0;
    s.phase_actions = 0;
    for p in PlayerId::BOTH {
        let ps = s.player_mut(p);
        ps.ether = 9;
        ps.astral_charges = 0;
        ps.hand.clear();
        ps.followers.clear();
        for a in &mut ps.arcastella {
            a.hp = c.arc(a.def).max_hp;
            a.tapped = false;
            a.fallen = false;
            a.support_used = false;
            a.resonance = 0;
            a.barrier = false;
            a.code = None;
        }
    }
    s
}

/// Vanguard (Orrin, Tessaly, Rhea) against Nocturne (Lyra, Vey, Halden).
fn vanguard_vs_nocturne(c: &DuelContent) -> State {
    position(c, ["deck_vanguard", "deck_nocturne"])
}

fn give_card(c: &DuelContent, s: &mut State, p: PlayerId, id: &str) -> CardInst {
    let card = CardInst {
        uid: CardUid(s.next_card_uid),
        def: c.card_idx(id).expect("a shipped card"),
    };
    s.next_card_uid += 1;
    s.player_mut(p).hand.push(card);
    card
}

fn equip(c: &DuelContent, s: &mut State, unit: UnitId, id: &str) {
    let UnitId::Arc { player, slot } = unit else {
        panic!("only an Arcastella bears a Code");
    };
    let code = CardInst {
        uid: CardUid(s.next_card_uid),
        def: c.card_idx(id).expect("a shipped Code"),
    };
    s.next_card_uid += 1;
    s.player_mut(player).arcastella[usize::from(slot)].code = Some(code);
}

/// A modifier on `unit` until the end of this turn (D-24.7).
fn modify(s: &mut State, unit: UnitId, stat: StatMod) {
    let id = ContinuousId(s.next_continuous_id);
    s.next_continuous_id += 1;
    s.continuous.push(Continuous {
        id,
        controller: unit.player(),
        source: Source::Continuous(id),
        bearer: Some(unit),
        body: ContinuousBody::Modifier(stat),
        remaining: 1,
        tick: TickPhase::End,
        created_turn: s.turn,
        created_phase: s.phase,
    });
}

fn play(c: &DuelContent, s: &mut State, p: PlayerId, a: Action) -> Vec<Event> {
    duel::apply(c, s, p, a).unwrap_or_else(|e| panic!("{p} {a:?}: {e}"))
}

/// The first hit of `kind` on `target` in `ev`: its amount, what step 3 took off, and
/// whether the break check just before it broke the target's Code.
fn hit_on(ev: &[Event], target: UnitId, kinds: &[DamageKind]) -> Option<(u32, Reduction, bool)> {
    let mut broke = false;
    for e in ev {
        match e {
            Event::BreakCheck { unit, broke: b, .. } if *unit == target => broke = *b,
            Event::DamageDealt {
                kind,
                target: t,
                amount,
                reduced_by_def,
                reduced_by_ward,
                barrier_used,
                final_amount,
                ..
            } if *t == target && kinds.contains(kind) => {
                let r = Reduction {
                    def_applied: *reduced_by_def,
                    ward: *reduced_by_ward,
                    barrier: *barrier_used,
                    taken: *final_amount,
                };
                return Some((*amount, r, broke));
            }
            _ => {}
        }
    }
    None
}

/// The outcome a preview gives for how the break check went.
fn outcome(d: &DamagePreview, broke: bool) -> Option<Reduction> {
    if broke { d.broken } else { d.kept }
}

const PHYSICAL: &[DamageKind] = &[DamageKind::Attack, DamageKind::Astral];

fn red(def_applied: u32, ward: u32, barrier: bool, taken: u32) -> Reduction {
    Reduction {
        def_applied,
        ward,
        barrier,
        taken,
    }
}

/// The Block decision's hits, each checked by playing that choice on a copy.
fn check_block_choices(c: &DuelContent, s: &State, want: &[(Action, UnitId, Reduction)]) {
    let legal = duel::legal_actions(c, s);
    let blocks = preview::block_previews(c, s, &legal);
    let got: Vec<(Action, UnitId, Option<Reduction>)> = blocks
        .iter()
        .map(|b| (b.action, b.unit, b.damage.kept))
        .collect();
    let want_opt: Vec<(Action, UnitId, Option<Reduction>)> =
        want.iter().map(|(a, u, r)| (*a, *u, Some(*r))).collect();
    assert_eq!(got, want_opt);
    let Some(Decision::Block { defender, attack }) = &s.pending else {
        panic!("a Block decision");
    };
    for b in &blocks {
        let mut after = s.clone();
        let ev = play(c, &mut after, *defender, b.action);
        let (amount, r, broke) = hit_on(&ev, b.unit, PHYSICAL).expect("the hit lands");
        assert_eq!(amount, attack.amount);
        assert_eq!(Some(r), outcome(&b.damage, broke), "{:?}", b.action);
    }
}

/// D-15.5, D-16.4, D-14.7: Power +6 turns 3d6+1 into 3d6+7; the preview's range and each
/// Block choice's damage (full DEF for a blocker, untapped target) are what `apply` deals.
#[test]
fn d15_5_power_in_the_amount_and_each_block_choice_as_dealt() {
    let c = content();
    let mut s = vanguard_vs_nocturne(&c);
    let rhea = arc(P0, 2);
    modify(&mut s, rhea, StatMod::Power(6));
    let dive = preview::skill_amount(&c, &s, P0, 2, SkillKind::Attack(0)).expect("damage");
    assert_eq!(
        dive,
        DiceExpr {
            count: 3,
            bonus: 7,
            min: 10,
            max: 25
        }
    );
    assert_eq!(dive.to_string(), "3d6+7");
    let lyra = arc(P1, 0);
    let attack = Action::UseAttackSkill {
        user: 2,
        skill: 0,
        target: lyra,
    };
    let p = preview::action_preview(&c, &s, P0, attack).expect("an attack");
    assert_eq!((p.least, p.most, p.kind), (8, 23, DamageKind::Attack));
    assert!(
        !p.leaves_no_blocker,
        "Orrin and Tessaly still stand untapped"
    );
    s.rng = Dice::scripted(vec![2, 3, 4]);
    play(&c, &mut s, P0, attack);
    let Some(Decision::Block {
        attack: pending, ..
    }) = &s.pending
    else {
        panic!("P1 may block");
    };
    assert_eq!(pending.amount, 16, "2+3+4+1, plus Power 6");
    check_block_choices(
        &c,
        &s,
        &[
            (
                Action::Block { blocker: 1 },
                arc(P1, 1),
                red(3, 0, false, 13),
            ),
            (
                Action::Block { blocker: 2 },
                arc(P1, 2),
                red(5, 0, false, 11),
            ),
            (Action::NoBlock, lyra, red(2, 0, false, 14)),
        ],
    );
}

/// D-16.4, D-14.7: a tapped target keeps only half its DEF (rounded down); a blocker
/// uses its full DEF. D-14.4: the last untapped Arcastella attacking leaves no blocker.
#[test]
fn d16_4_tapped_target_halves_def_and_a_blocker_keeps_it_whole() {
    let c = content();
    let mut s = vanguard_vs_nocturne(&c);
    let halden = arc(P1, 2);
    s.player_mut(P1).arcastella[2].tapped = true;
    s.player_mut(P0).arcastella[0].tapped = true;
    s.player_mut(P0).arcastella[1].tapped = true;
    let spark = Action::UseAttackSkill {
        user: 2,
        skill: 1,
        target: halden,
    };
    let p = preview::action_preview(&c, &s, P0, spark).expect("an attack");
    assert_eq!(p.amount.to_string(), "5");
    assert_eq!((p.least, p.most), (3, 3), "5 - floor(5 / 2)");
    assert!(p.leaves_no_blocker, "Rhea is P0's last untapped Arcastella");
    play(&c, &mut s, P0, spark);
    check_block_choices(
        &c,
        &s,
        &[
            (
                Action::Block { blocker: 0 },
                arc(P1, 0),
                red(2, 0, false, 3),
            ),
            (
                Action::Block { blocker: 1 },
                arc(P1, 1),
                red(3, 0, false, 2),
            ),
            (Action::NoBlock, halden, red(2, 0, false, 3)),
        ],
    );
}

/// D-16.9, D-22.5, D-22.6: Ward from a Code counts only while the Code holds; the break
/// check decides which of the two previewed hits lands.
#[test]
fn d22_6_a_code_that_may_break_gives_two_hits_and_the_check_picks_one() {
    let c = content();
    for (roll, broke) in [(4, false), (1, true)] {
        let mut s = vanguard_vs_nocturne(&c);
        let vey = arc(P1, 1);
        equip(&c, &mut s, vey, "card_code_halo");
        let d =
            preview::damage_preview(&c, &s, vey, 5, DamageKind::Attack, false).expect("Vey stands");
        assert_eq!(d.kept, Some(red(3, 1, false, 1)));
        assert_eq!(d.broken, Some(red(3, 0, false, 2)));
        assert_eq!((d.least(), d.most(), d.taken()), (1, 2, 1));
        let spark = Action::UseAttackSkill {
            user: 2,
            skill: 1,
            target: vey,
        };
        let p = preview::action_preview(&c, &s, P0, spark).expect("an attack");
        assert_eq!((p.least, p.most), (1, 2));
        play(&c, &mut s, P0, spark);
        s.rng = Dice::scripted(vec![roll]);
        let ev = play(&c, &mut s, P1, Action::NoBlock);
        let (_, r, b) = hit_on(&ev, vey, PHYSICAL).expect("the hit lands");
        assert_eq!(b, broke);
        assert_eq!(Some(r), outcome(&d, broke));
    }
}

/// D-22.7: a fragility-1 Code on a Sephira Warden cannot break, though its die is rolled.
#[test]
fn d22_7_a_warden_code_of_fragility_one_never_breaks() {
    let c = content();
    let mut s = vanguard_vs_nocturne(&c);
    s.turn_player = P1;
    s.pending = Some(Decision::Priority { player: P1 });
    let orrin = arc(P0, 0);
    equip(&c, &mut s, orrin, "card_code_keystone");
    let d = preview::damage_preview(&c, &s, orrin, 10, DamageKind::Attack, false).expect("Orrin");
    assert_eq!((d.kept, d.broken), (Some(red(6, 0, false, 4)), None));
    // Lyra's Grace Note, Fixed 4; the Keystone's DEF +2 on Orrin's 4 takes it all.
    let note = Action::UseAttackSkill {
        user: 0,
        skill: 1,
        target: orrin,
    };
    let p = preview::action_preview(&c, &s, P1, note).expect("an attack");
    assert_eq!((p.least, p.most), (0, 0));
    play(&c, &mut s, P1, note);
    s.rng = Dice::scripted(vec![1]);
    let ev = play(&c, &mut s, P0, Action::NoBlock);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::BreakCheck {
            roll: 1,
            broke: false,
            ..
        }
    )));
    let (_, r, _) = hit_on(&ev, orrin, PHYSICAL).expect("the hit lands");
    assert_eq!(r, red(4, 0, false, 0));
}

/// D-16.9 step 3: a Barrier stops what DEF and Ward leave, and only if anything is left.
#[test]
fn d16_9_barrier_is_used_only_when_damage_is_left() {
    let c = content();
    for (slot, want) in [(0u8, red(2, 0, true, 0)), (2, red(5, 0, false, 0))] {
        let mut s = vanguard_vs_nocturne(&c);
        let target = arc(P1, slot);
        s.player_mut(P1).arcastella[usize::from(slot)].barrier = true;
        let d =
            preview::damage_preview(&c, &s, target, 5, DamageKind::Attack, false).expect("stands");
        assert_eq!(d.kept, Some(want));
        let attack = Action::UseAttackSkill {
            user: 2,
            skill: 1,
            target,
        };
        // The target button says why nothing gets through.
        let pv = preview::action_preview(&c, &s, P0, attack).expect("an attack");
        let by = if want.barrier {
            Stop::Barrier
        } else {
            Stop::Def
        };
        assert_eq!((pv.most, pv.stopped_by), (0, Some(by)));
        play(&c, &mut s, P0, attack);
        let ev = play(&c, &mut s, P1, Action::NoBlock);
        assert_eq!(hit_on(&ev, target, PHYSICAL).map(|h| h.1), Some(want));
        let kept = s.arc(P1, slot).expect("slot").barrier;
        assert_eq!(kept, !want.barrier, "a used Barrier is gone");
    }
}

/// D-16.2, D-23.3, D-23.5: a spell ignores DEF but not Ward, and a resonance counter is
/// read after the caster's +1 for casting; a support skill's hit likewise.
#[test]
fn d16_2_spell_and_support_hits_skip_def_and_read_resonance_after_costs() {
    let c = content();
    let mut s = position(&c, ["deck_nocturne", "deck_vanguard"]);
    let rhea = arc(P1, 2);
    modify(&mut s, rhea, StatMod::Ward(1));
    s.player_mut(P0).arcastella[0].resonance = 2;
    let spark = give_card(&c, &mut s, P0, "card_overtone_spark");
    let refrain = give_card(&c, &mut s, P0, "card_nova_refrain");
    let amount = preview::spell_amount(&c, &s, P0, spark.def, 0).expect("a hit");
    assert_eq!(
        amount.to_string(),
        "3",
        "Lyra's 2 resonance, +1 for casting"
    );
    let nova = preview::spell_amount(&c, &s, P0, refrain.def, 2).expect("a hit");
    assert_eq!(
        nova,
        DiceExpr {
            count: 1,
            bonus: 1,
            min: 2,
            max: 7
        }
    );
    assert_eq!(nova.to_string(), "1d6+1");
    let cast = Action::CastSpell {
        card: spark.uid,
        caster: 0,
        target: Some(rhea),
    };
    let p = preview::action_preview(&c, &s, P0, cast).expect("a damage spell");
    assert_eq!(
        (p.kind, p.least, p.most, p.leaves_no_blocker),
        (DamageKind::Spell, 2, 2, false)
    );
    let ev = play(&c, &mut s, P0, cast);
    assert_eq!(
        hit_on(&ev, rhea, &[DamageKind::Spell]),
        Some((3, red(0, 1, false, 2), false))
    );
    // P1 passes; Vey's support skill deals its resonance, 3, to Rhea (Ward 1).
    play(&c, &mut s, P1, Action::Pass);
    s.player_mut(P0).arcastella[1].resonance = 3;
    let support = Action::UseSupportSkill {
        user: 1,
        target: Some(rhea),
    };
    let p = preview::action_preview(&c, &s, P0, support).expect("a damage support skill");
    assert_eq!((p.kind, p.least, p.most), (DamageKind::Support, 2, 2));
    let ev = play(&c, &mut s, P0, support);
    assert_eq!(
        hit_on(&ev, rhea, &[DamageKind::Support]),
        Some((3, red(0, 1, false, 2), false))
    );
}

/// D-9.5, D-6.6, D-10.3, D-10.5, D-11.3, D-12.2, D-13.4, D-23.4, D-29.1: each reason names
/// the rule that refuses the card or skill.
#[test]
fn d29_1_reasons_name_the_refusing_rule() {
    let c = content();
    let mut s = position(&c, ["deck_nocturne", "deck_vanguard"]);
    let guard = give_card(&c, &mut s, P0, "card_contrapuntal_guard");
    let prelude = give_card(&c, &mut s, P0, "card_morning_prelude");
    let sforzando = give_card(&c, &mut s, P0, "card_sforzando");
    let starling = give_card(&c, &mut s, P0, "card_starling_call");
    let verse = give_card(&c, &mut s, P0, "card_meteor_verse");
    let p1_card = give_card(&c, &mut s, P1, "card_shard");
    {
        let ps = s.player_mut(P0);
        ps.ether = 2;
        ps.astral_charges = 0;
        ps.arcastella[2].tapped = true;
        ps.arcastella[2].support_used = true;
    }
    let legal = duel::legal_actions(&c, &s);
    let card = |s: &State, p, card| preview::card_unusable(&c, s, p, card, &legal);
    let skill = |s: &State, p, slot, kind| preview::skill_unusable(&c, s, p, slot, kind, &legal);
    assert_eq!(card(&s, P0, guard), Some(Unusable::OnlyOpponentTurn));
    assert_eq!(card(&s, P0, prelude), Some(Unusable::TimingTurnStart));
    assert_eq!(
        card(&s, P0, sforzando),
        Some(Unusable::NeedsAuraResonance(3))
    );
    assert_eq!(
        card(&s, P0, starling),
        Some(Unusable::NeedsClass(
            horizon_notes::content::duel::Class::Conductor
        ))
    );
    assert_eq!(card(&s, P0, verse), None);
    assert_eq!(card(&s, P1, p1_card), Some(Unusable::NotYourDecision));
    assert_eq!(
        skill(&s, P0, 0, SkillKind::Attack(0)),
        None,
        "Chord Strike costs 2"
    );
    assert_eq!(
        skill(&s, P0, 1, SkillKind::Attack(0)),
        Some(Unusable::NeedsResonance { need: 2, have: 0 })
    );
    assert_eq!(
        skill(&s, P0, 2, SkillKind::Attack(0)),
        Some(Unusable::Tapped)
    );
    assert_eq!(
        skill(&s, P0, 2, SkillKind::Support),
        Some(Unusable::SupportUsed)
    );
    assert_eq!(
        skill(&s, P0, 0, SkillKind::Astral),
        Some(Unusable::NeedsAstralCharge)
    );
    assert_eq!(
        skill(&s, P0, 0, SkillKind::Attack(7)),
        Some(Unusable::NoSuchSkill)
    );
    s.player_mut(P0).astral_charges = 1;
    assert_eq!(
        preview::skill_unusable(
            &c,
            &s,
            P0,
            0,
            SkillKind::Astral,
            &duel::legal_actions(&c, &s)
        ),
        Some(Unusable::NeedsEther { need: 4, have: 2 })
    );
    assert_eq!(
        skill(&s, P1, 0, SkillKind::Support),
        Some(Unusable::NotPriority)
    );
    s.player_mut(P1).arcastella[1].fallen = true;
    assert_eq!(skill(&s, P1, 1, SkillKind::Support), Some(Unusable::Fallen));
    // In the opponent's turn a YourTurn card waits for your own turn.
    let mut theirs = s.clone();
    theirs.turn_player = P1;
    theirs.pending = Some(Decision::Priority { player: P0 });
    let legal = duel::legal_actions(&c, &theirs);
    let verse_there = preview::card_unusable(&c, &theirs, P0, verse, &legal);
    assert_eq!(verse_there, Some(Unusable::OnlyYourTurn));
    // Other decisions.
    for (decision, want) in [
        (
            Decision::StartWindow { player: P0 },
            Some(Unusable::OnlyTurnStartCards),
        ),
        (Decision::Charge { player: P0 }, None),
    ] {
        let mut at = s.clone();
        at.pending = Some(decision);
        let legal = duel::legal_actions(&c, &at);
        assert_eq!(preview::card_unusable(&c, &at, P0, verse, &legal), want);
    }
    let mut charge = s.clone();
    charge.pending = Some(Decision::Charge { player: P0 });
    let legal = duel::legal_actions(&c, &charge);
    assert_eq!(
        preview::card_unusable(&c, &charge, P0, p1_card, &legal),
        Some(Unusable::CannotConvertNow),
        "a card not in hand"
    );
    let mut over = s.clone();
    over.pending = None;
    over.outcome = Some(Outcome::Win {
        winner: P1,
        reason: EndReason::Concede,
    });
    assert_eq!(
        preview::card_unusable(&c, &over, P0, verse, &[]),
        Some(Unusable::GameOver)
    );
}

/// The kinds of skill of `p`'s Arcastella `slot`.
fn kinds(c: &DuelContent, s: &State, p: PlayerId, slot: u8) -> Vec<SkillKind> {
    let n = s
        .arc(p, slot)
        .map_or(0, |a| c.arc(a.def).attack_skills.len());
    (0..n as u8)
        .map(SkillKind::Attack)
        .chain([SkillKind::Support, SkillKind::Astral])
        .collect()
}

/// Whether `kind` of `slot` has a target rule: attacks and Astral Codes always (D-11.3).
fn has_target_rule(c: &DuelContent, s: &State, p: PlayerId, slot: u8, kind: SkillKind) -> bool {
    match kind {
        SkillKind::Support => s
            .arc(p, slot)
            .is_some_and(|a| c.arc(a.def).support_skill.target.is_some()),
        SkillKind::Attack(_) | SkillKind::Astral => true,
    }
}

/// One decision of a random game: every preview against the legal actions, `apply` and
/// both seats' views.
fn check_decision(c: &DuelContent, s: &State, legal: &[Action]) {
    let deciding = s.deciding_player();
    let views = PlayerId::BOTH.map(|p| s.view_for(p).state);
    for q in PlayerId::BOTH {
        let view = &views[q.index()];
        let mine = deciding == Some(q);
        for card in &s.player(q).hand {
            let why = preview::card_unusable(c, s, q, *card, legal);
            assert_eq!(
                why,
                preview::card_unusable(c, view, q, *card, legal),
                "hidden info"
            );
            let listed = mine
                && legal.iter().any(|a| {
                    matches!(a, Action::CastSpell { card: u, .. }
                        | Action::ConvertEther { card: u, .. } if *u == card.uid)
                });
            assert_eq!(
                why.is_none(),
                listed,
                "{card:?} at {:?}: {why:?}",
                s.pending
            );
            if why == Some(Unusable::NoLegalTarget) {
                assert!(
                    c.card(card.def).target.is_some(),
                    "only a target can be missing"
                );
            }
        }
        for slot in 0..3u8 {
            for kind in kinds(c, s, q, slot) {
                let why = preview::skill_unusable(c, s, q, slot, kind, legal);
                assert_eq!(why, preview::skill_unusable(c, view, q, slot, kind, legal));
                let listed = mine && legal.iter().any(|a| kind.matches(slot, a));
                assert_eq!(why.is_none(), listed, "{q} {slot} {kind:?}: {why:?}");
                if why == Some(Unusable::NoLegalTarget) {
                    assert!(has_target_rule(c, s, q, slot, kind));
                }
                assert_eq!(
                    preview::skill_amount(c, s, q, slot, kind),
                    preview::skill_amount(c, view, q, slot, kind)
                );
            }
        }
    }
    let Some(p) = deciding else {
        return;
    };
    let view = &views[p.index()];
    for a in legal {
        let pre = preview::action_preview(c, s, p, *a);
        assert_eq!(pre, preview::action_preview(c, view, p, *a), "hidden info");
        let Some(pre) = pre else {
            continue;
        };
        let mut after = s.clone();
        let mut ev = play(c, &mut after, p, *a);
        if let Some(Decision::Block { defender, attack }) = &after.pending {
            assert!((pre.amount.min..=pre.amount.max).contains(&attack.amount));
            let defender = *defender;
            ev.extend(play(c, &mut after, defender, Action::NoBlock));
        }
        let (amount, r, broke) = hit_on(&ev, pre.target, &[pre.kind]).expect("the hit lands");
        assert!((pre.amount.min..=pre.amount.max).contains(&amount), "{a:?}");
        assert!(
            (pre.least..=pre.most).contains(&r.taken),
            "{a:?}: {r:?} vs {pre:?}"
        );
        let exact = preview::damage_preview(c, s, pre.target, amount, pre.kind, false)
            .expect("a legal target stands");
        assert_eq!(Some(r), outcome(&exact, broke), "{a:?}");
    }
    if let Some(Decision::Block { attack, .. }) = &s.pending {
        let blocks = preview::block_previews(c, s, legal);
        assert_eq!(
            blocks,
            preview::block_previews(c, view, legal),
            "hidden info"
        );
        assert_eq!(blocks.len(), legal.len(), "each choice has its hit");
        for b in &blocks {
            let mut after = s.clone();
            let ev = play(c, &mut after, p, b.action);
            let (amount, r, broke) = hit_on(&ev, b.unit, PHYSICAL).expect("the hit lands");
            assert_eq!(amount, attack.amount);
            assert_eq!(Some(r), outcome(&b.damage, broke), "{:?}", b.action);
        }
    }
}

/// D-29.1, D-29.6, D-16: over seeded random games, at every decision a card or skill is
/// reported usable exactly when a legal action uses it, a reason of "no legal target" is
/// given only to what has a target rule, every previewed hit is what `apply` deals, and
/// each seat's view gives the same previews as the full state.
#[test]
fn d29_6_previews_agree_with_legal_actions_apply_and_the_seat_views() {
    let c = content();
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for g in 0..games(200) {
        let config = sim_config(&c, game_seed(41, g)).expect("config");
        let (mut s, _) = duel::new_game(&c, &config).expect("setup");
        s.auto_pass = g % 2 == 0;
        while let Some(p) = s.deciding_player() {
            let legal = duel::legal_actions(&c, &s);
            check_decision(&c, &s, &legal);
            let a = legal[rng.random_range(0..legal.len())];
            play(&c, &mut s, p, a);
        }
        for p in PlayerId::BOTH {
            for card in &s.player(p).hand {
                assert_eq!(
                    preview::card_unusable(&c, &s, p, *card, &[]),
                    Some(Unusable::GameOver)
                );
            }
        }
    }
}
