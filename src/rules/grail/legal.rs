//! Legality (G-39.1, G-39.3): `check` validates one action at the pending decision without
//! changing anything; `legal_actions` lists every legal action (one canonical path per
//! destination for path-carrying actions, and one canonical Supply MP amount).

use crate::content::grail::{
    BuffKind, CardCounts, CardType, Class, Context, DebuffId, GrailContent, NpCategory, NpKind,
    Skill, SkillOwner, TargetSpec, Timing,
};

use super::action::{
    Action, Answer, CommandSpell, CritBuff, CritChoice, NpTarget, Offer, TargetRef,
};
use super::combat::defense_card;
use super::illegal::Illegal;
use super::query::{self as q, PathTree};
use super::state::*;

mod candidates;
mod free;
mod plan;

use candidates::{candidates, candidates_into, free_candidates, np_target_candidates};
use free::{check_free, skill_base_ok, timing_ok};
pub use plan::MainPlan;

/// Where free actions are being used (G-8.10, G-19.2.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    Strategic,
    /// In combat, with the timing of the window (if it is one).
    Combat(Option<Timing>),
}

fn free_ctx(kind: &DecisionKind) -> Option<Ctx> {
    match kind {
        DecisionKind::PriorityPrompt { .. }
        | DecisionKind::Declaration { .. }
        | DecisionKind::Targeted { .. }
        | DecisionKind::NormalResolutionPrompt => Some(Ctx::Strategic),
        DecisionKind::CombatStartWindow => Some(Ctx::Combat(Some(Timing::CombatStart))),
        DecisionKind::RoundStartWindow => Some(Ctx::Combat(Some(Timing::RoundStart))),
        DecisionKind::OwnTurnStartWindow => Some(Ctx::Combat(Some(Timing::OwnTurnStart))),
        DecisionKind::MainAction {
            actor: Actor::Servant { .. },
        }
        | DecisionKind::Reaction { .. } => Some(Ctx::Combat(None)),
        _ => None,
    }
}

type R = Result<(), Illegal>;

fn ensure(ok: bool, why: Illegal) -> R {
    if ok { Ok(()) } else { Err(why) }
}

/// Checks one action of `f` at the pending decision (G-39.4: no state change, no dice);
/// the error says why it is not legal.
pub fn check(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> R {
    let d = s.pending.as_ref().ok_or(Illegal::NoDecision)?;
    ensure(d.faction == f, Illegal::NotYourDecision)?;
    ensure(s.alive(f), Illegal::Eliminated)?;
    if a.is_free() {
        let ctx = free_ctx(&d.kind).ok_or(Illegal::NoFreeActionHere)?;
        return check_free(c, s, f, &d.kind, ctx, a);
    }
    match (&d.kind, a) {
        (DecisionKind::PriorityPrompt { .. }, a) => check_priority(c, s, f, a),
        (DecisionKind::Declaration { engaged }, Action::Declare { move_path, action }) => {
            check_declaration(c, s, f, *engaged, move_path, action.as_ref())
        }
        (
            DecisionKind::Targeted { .. }
            | DecisionKind::NormalResolutionPrompt
            | DecisionKind::CombatStartWindow
            | DecisionKind::OwnTurnStartWindow,
            Action::Done,
        ) => Ok(()),
        (DecisionKind::NegotiationOffer { .. }, Action::Propose { offer }) => {
            if *offer == Offer::Alliance {
                let target = s
                    .resolving
                    .as_ref()
                    .and_then(|r| s.priority_events.get(r.index))
                    .and_then(|e| match e {
                        PriorityEvent::Encounter { decl } => match s.priority_decls.get(*decl) {
                            Some(PriorityDecl::Encounter { target, .. }) => Some(*target),
                            _ => None,
                        },
                        _ => None,
                    });
                // G-11.3 step 6.
                ensure(
                    s.ally_of(f).is_none() && target.is_none_or(|t| s.ally_of(t).is_none()),
                    Illegal::AllianceInPlace,
                )?;
            }
            Ok(())
        }
        (DecisionKind::NegotiationAnswer { .. }, Action::Respond { .. })
        | (DecisionKind::AfterDecline { .. }, Action::AfterDecline { .. })
        | (DecisionKind::AmbushResponse { .. }, Action::AmbushResponse { .. })
        | (DecisionKind::InterventionPrompt { .. }, Action::Intervene { .. })
        | (DecisionKind::FumbleHpOrMp { .. }, Action::ChooseFumbleTarget { .. }) => Ok(()),
        (DecisionKind::CriticalChoice { .. }, Action::ChooseCritical { choice }) => match choice {
            // G-21.6: a buff of the content's, at its strength there.
            CritChoice::Buff { menu } => ensure(
                c.critical_buffs().contains(&(menu.kind, menu.magnitude)),
                Illegal::NotACriticalBuff,
            ),
            _ => Ok(()),
        },
        (DecisionKind::RoundStartWindow, a) => check_round_start(c, s, f, a),
        (DecisionKind::MainAction { actor }, a) => check_main(c, s, *actor, a),
        (
            DecisionKind::Reaction {
                defender,
                is_np,
                kind,
                ..
            },
            Action::React { reaction },
        ) => check_reaction(s, *defender, *is_np, *kind, reaction),
        _ => Err(Illegal::WrongDecision),
    }
}

// ---------------------------------------------------------------------- strategic

fn eff_movement(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    q::movement(c, s, f)
}

/// G-9.2, G-9.4: what the priority window still allows, from the declarations made so far
/// this turn: `(first, encounters)`. Only the turn's first declaration may be an Ambush or
/// Soul-eating; after it, only Encounters, and none at all after an Ambush (the seed's
/// exception covers only Encounter and Soul-eating declarations).
pub fn priority_openings(s: &GameState) -> (bool, bool) {
    match s.priority_decls.first() {
        None => (true, true),
        Some(PriorityDecl::Ambush { .. }) => (false, false),
        Some(_) => (false, true),
    }
}

/// G-9.3 – G-9.9. A response pass needs an earlier declaration, so `priority_openings`
/// already restricts it to Encounters (G-9.4).
fn check_priority(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> R {
    let m = q::map(c, s).ok_or(Illegal::NoMap)?;
    let me = s.faction(f).ok_or(Illegal::NoSuchFaction)?;
    let soul_eater = |t: FactionId| {
        s.priority_decls
            .contains(&PriorityDecl::SoulEating { by: t })
    };
    let (first, encounters) = priority_openings(s);
    match a {
        Action::Pass => Ok(()),
        Action::DeclareEncounter { target, stance } => {
            ensure(encounters, Illegal::NothingAfterAmbush)?;
            let t = s.faction(*target).ok_or(Illegal::NoSuchFaction)?;
            ensure(*target != f && t.alive(), Illegal::EncounterTarget)?;
            ensure(s.hostile(f, *target), Illegal::PeaceForbidsEncounter)?;
            ensure(!q::concealed_from(c, s, *target, f), Illegal::Concealed)?;
            let cost = i32::from(m.path_cost(me.district, t.district, q::riding(c, s, f)));
            ensure(cost <= eff_movement(c, s, f), Illegal::OutOfReach)?;
            if soul_eater(*target) {
                ensure(
                    matches!(stance, EncounterStance::Block | EncounterStance::Steal),
                    Illegal::SoulEaterStance,
                )
            } else {
                ensure(!t.turn.engaged, Illegal::TargetEngaged)?;
                ensure(
                    matches!(stance, EncounterStance::Negotiate | EncounterStance::Fight),
                    Illegal::EncounterStance,
                )
            }
        }
        Action::DeclareAmbush { target } => {
            ensure(first, Illegal::PriorityNotFirst)?;
            let t = s.faction(*target).ok_or(Illegal::NoSuchFaction)?;
            ensure(
                *target != f && t.alive() && !t.turn.engaged,
                Illegal::AmbushTarget,
            )?;
            ensure(s.hostile(f, *target), Illegal::PeaceForbidsAmbush)?;
            ensure(!q::concealed_from(c, s, *target, f), Illegal::Concealed)?;
            let hop = m.hop(me.district, t.district);
            ensure((1..=3).contains(&hop), Illegal::AmbushHop)
        }
        Action::DeclareSoulEating => {
            ensure(first, Illegal::PriorityNotFirst)?;
            ensure(
                !s.soul_eaten
                    .get(usize::from(me.district))
                    .copied()
                    .unwrap_or(true),
                Illegal::SoulEaten,
            )
        }
        _ => Err(Illegal::NotAPriorityAction),
    }
}

/// G-8.6, G-10, G-16.2.
fn check_declaration(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    engaged: bool,
    path: &[DistrictIdx],
    action: Option<&TurnAction>,
) -> R {
    let me = s.faction(f).ok_or(Illegal::NoSuchFaction)?;
    if !path.is_empty() {
        ensure(!me.master.asleep, Illegal::SleepingMasterCannotMove)?;
        q::strategic_path_ok(c, s, f, path)?;
    }
    if engaged {
        return ensure(action.is_none(), Illegal::EngagedMoveOnly);
    }
    let action = action.ok_or(Illegal::TurnActionRequired)?;
    check_turn_action(c, s, f, action)
}

fn check_turn_action(c: &GrailContent, s: &GameState, f: FactionId, action: &TurnAction) -> R {
    match action {
        TurnAction::Rest | TurnAction::Wait => Ok(()),
        TurnAction::Investigate { class } => {
            ensure(q::awake(s, f), Illegal::SleepingMasterCannotInvestigate)?;
            let t = s
                .factions
                .iter()
                .find(|x| x.id != f && x.alive() && q::class(c, s, x.id) == Some(*class))
                .ok_or(Illegal::NoServantOfClass)?;
            ensure(q::knowledge_tier(s, f, t.id) < 3, Illegal::TierThree)
        }
        TurnAction::Skill { skill, target } => {
            let sk = q::skill(c, s, f, *skill).ok_or(Illegal::NoSuchSkill)?;
            ensure(
                sk.timing == Timing::TurnAction,
                Illegal::NotATurnActionSkill,
            )?;
            skill_base_ok(s, f, *skill, sk, false)?;
            ensure(
                q::can_pay_skill(s, f, skill.owner, sk.mp_cost),
                Illegal::SkillCostUnpaid,
            )?;
            match (sk.target, target) {
                (TargetSpec::AnyOtherServant, Some(t)) => {
                    ensure(*t != f && s.alive(*t), Illegal::NotAnotherLivingServant)
                }
                (TargetSpec::AnyOtherServant, None) => Err(Illegal::TargetServantNeeded),
                (_, None) => Ok(()),
                (_, Some(_)) => Err(Illegal::SkillTakesNoTarget),
            }
        }
    }
}

// ---------------------------------------------------------------------- combat windows

fn check_round_start(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> R {
    let p = q::participant(s, f).ok_or(Illegal::NotAParticipant)?;
    match a {
        Action::Done => Ok(()),
        Action::DeclareNp => {
            // G-29.3.1.
            ensure(!p.np_decided_this_window, Illegal::NpDecided)?;
            let np = q::sdef(c, s, f).map(|d| &d.np).ok_or(Illegal::NoServant)?;
            ensure(np.kind != NpKind::Passive, Illegal::PassiveNpNeverDeclared)?;
            ensure(p.np_charge.is_none(), Illegal::ChargePending)?;
            ensure(!q::has_debuff(s, f, DebuffId::DB19), Illegal::NpSeal)?;
            ensure(p.retreat.is_none(), Illegal::Retreating)
        }
        Action::CancelNp => {
            ensure(!p.np_decided_this_window, Illegal::NpDecided)?;
            ensure(p.np_charge.is_some(), Illegal::NoChargeToCancel)
        }
        Action::DeclareRetreat => ensure(p.retreat.is_none(), Illegal::RetreatPending),
        Action::OfferCeasefire => {
            ensure(
                !q::is_class(c, s, f, Class::Berserker),
                Illegal::BerserkerCeasefire,
            )?;
            ensure(!p.ceasefire_offered, Illegal::CeasefireOffered)
        }
        _ => Err(Illegal::NotARoundStartAction),
    }
}

/// G-29.3.4, G-29.6: the NP of `f` can fire at `target` from `from`.
fn fire_ok(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    from: DistrictIdx,
    target: NpTarget,
) -> R {
    let np = q::sdef(c, s, f).map(|d| &d.np).ok_or(Illegal::NoServant)?;
    let p = q::participant(s, f).ok_or(Illegal::NotAParticipant)?;
    ensure(p.hand.has(np.card), Illegal::NpCardNotInHand)?;
    ensure(q::can_pay_servant(s, f, np.mp_cost), Illegal::NpCostUnpaid)?;
    ensure(!q::has_debuff(s, f, DebuffId::DB16), Illegal::Stun)?;
    ensure(!q::has_debuff(s, f, DebuffId::DB17), Illegal::Charm)?;
    ensure(!q::has_debuff(s, f, DebuffId::DB19), Illegal::NpSeal)?;
    let m = q::map(c, s).ok_or(Illegal::NoMap)?;
    let hostile_at = |pred: &dyn Fn(DistrictIdx) -> bool| {
        q::combat_actors(s).into_iter().any(|a| {
            a != Actor::Servant { faction: f }
                && q::hostile_to(s, f, a)
                && q::actor_pos(s, a).is_some_and(|d| m.hop(from, d) <= np.range && pred(d))
        })
    };
    match np.kind {
        NpKind::Support | NpKind::Summon => ensure(target == NpTarget::Area, Illegal::NpAreaOnly),
        NpKind::Passive => Err(Illegal::PassiveNpNeverFires),
        NpKind::Attack => match (np.category, target) {
            (NpCategory::AntiUnit, NpTarget::Unit { actor }) => {
                ensure(
                    actor != Actor::Servant { faction: f }
                        && q::actor_present(s, actor)
                        && q::hostile_to(s, f, actor),
                    Illegal::NotAHostileParticipant,
                )?;
                let d = q::actor_pos(s, actor).ok_or(Illegal::NoPosition)?;
                ensure(m.hop(from, d) <= np.range, Illegal::OutOfNpRange)
            }
            (NpCategory::AntiArmy, NpTarget::District { id }) => {
                ensure(m.hop(from, id) <= np.range, Illegal::OutOfNpRange)?;
                ensure(hostile_at(&|d| d == id), Illegal::NoHostileInDistrict)
            }
            (NpCategory::AntiFortress, NpTarget::Area) => {
                ensure(hostile_at(&|_| true), Illegal::NoHostileInRange)
            }
            _ => Err(Illegal::NpTargetForm),
        },
    }
}

/// G-31.2: the set of retreat destinations (districts at the largest hop distance
/// reachable) with canonical paths, and that distance.
pub fn retreat_options(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
) -> (u8, Vec<(DistrictIdx, Vec<DistrictIdx>)>) {
    let Some(m) = q::map(c, s) else {
        return (0, Vec::new());
    };
    let from = s.faction(f).map(|x| x.district).unwrap_or(0);
    let budget = q::movement(c, s, f);
    let paths = combat_paths(
        c,
        s,
        Actor::Servant { faction: f },
        from,
        budget,
        q::riding(c, s, f),
    );
    let h = paths
        .iter()
        .map(|(d, _)| m.hop(from, *d))
        .max()
        .unwrap_or(0);
    (
        h,
        paths
            .into_iter()
            .filter(|(d, _)| m.hop(from, *d) == h)
            .collect(),
    )
}

/// G-31.1, G-31.2: how far (in hops) `f`'s retreat would carry it with `budget` movement:
/// the `.0` of [`retreat_options`] without building the paths.
pub(crate) fn retreat_hops_within(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    budget: i32,
) -> u8 {
    let Some(m) = q::map(c, s) else {
        return 0;
    };
    let from = s.faction(f).map(|x| x.district).unwrap_or(0);
    let mover = Actor::Servant { faction: f };
    combat_tree(c, s, mover, from, budget, q::riding(c, s, f))
        .dests()
        .map(|d| m.hop(from, d))
        .max()
        .unwrap_or(0)
}

/// Canonical legal combat paths (G-25.2) from `from` within `budget`.
fn combat_paths(
    c: &GrailContent,
    s: &GameState,
    mover: Actor,
    from: DistrictIdx,
    budget: i32,
    riding: bool,
) -> Vec<(DistrictIdx, Vec<DistrictIdx>)> {
    let tree = combat_tree(c, s, mover, from, budget, riding);
    tree.dests().map(|d| (d, tree.path(d))).collect()
}

/// The tree of [`combat_paths`].
fn combat_tree(
    c: &GrailContent,
    s: &GameState,
    mover: Actor,
    from: DistrictIdx,
    budget: i32,
    riding: bool,
) -> PathTree {
    let Some(m) = q::map(c, s) else {
        return PathTree::empty(from);
    };
    // Districts holding a faction outside the combat, and districts holding another
    // combatant, as bit sets (maps have at most 64 districts).
    let bit = |d: DistrictIdx| 1u64.checked_shl(u32::from(d)).unwrap_or(0);
    let mut outsiders = 0u64;
    for x in &s.factions {
        if x.alive() && !q::in_combat(s, x.id) {
            outsiders |= bit(x.district);
        }
    }
    let mut occupied = 0u64;
    for a in q::combat_actors_iter(s) {
        if a != mover
            && let Some(d) = q::actor_pos(s, a)
        {
            occupied |= bit(d);
        }
    }
    let can_enter = |d: DistrictIdx, passing: bool| {
        outsiders & bit(d) == 0 && (!passing || occupied & bit(d) == 0)
    };
    PathTree::new(m, from, budget, riding, can_enter)
}

fn unit_of(s: &GameState, uid: u32) -> Option<&SummonedUnit> {
    s.combat.as_ref()?.unit(uid)
}

/// G-25: main actions.
fn check_main(c: &GrailContent, s: &GameState, actor: Actor, a: &Action) -> R {
    let m = q::map(c, s).ok_or(Illegal::NoMap)?;
    let cb = s.combat.as_ref().ok_or(Illegal::NoCombat)?;
    let round = cb.round;
    match actor {
        Actor::Unit { uid } => {
            // G-29.9.2.
            let u = unit_of(s, uid).ok_or(Illegal::NoSuchUnit)?;
            match a {
                Action::Wait => Ok(()),
                Action::Move { path } => {
                    ensure(!path.is_empty(), Illegal::EmptyMove)?;
                    q::combat_path_ok(
                        c,
                        s,
                        actor,
                        u.position,
                        path,
                        i32::from(u.spec.movement),
                        false,
                    )
                    .map(|_| ())
                }
                Action::Attack {
                    pre_move,
                    target,
                    mode,
                    kind,
                    luck_card,
                } => {
                    ensure(
                        *kind == AttackKind::Luck && luck_card.is_none(),
                        Illegal::UnitAttackForm,
                    )?;
                    let from = if pre_move.is_empty() {
                        u.position
                    } else {
                        q::combat_path_ok(
                            c,
                            s,
                            actor,
                            u.position,
                            pre_move,
                            i32::from(u.spec.movement),
                            false,
                        )?;
                        pre_move.last().copied().unwrap_or(u.position)
                    };
                    ensure(
                        q::actor_present(s, *target) && q::hostile_to(s, u.owner, *target),
                        Illegal::NotAHostileParticipant,
                    )?;
                    let hop = m.hop(from, q::actor_pos(s, *target).ok_or(Illegal::NoPosition)?);
                    match mode {
                        AttackMode::Melee => ensure(hop == 0, Illegal::UnitMeleeSameDistrict),
                        AttackMode::Ranged => ensure(
                            u.spec.range > 0 && hop >= 1 && hop <= u.spec.range,
                            Illegal::OutOfUnitRange,
                        ),
                    }
                }
                _ => Err(Illegal::NotAUnitAction),
            }
        }
        Actor::Servant { faction: f } => {
            let p = cb.participant(f).ok_or(Illegal::NotAParticipant)?;
            let here = s
                .faction(f)
                .map(|x| x.district)
                .ok_or(Illegal::NoSuchFaction)?;
            let stun = q::has_debuff(s, f, DebuffId::DB16);
            let charm = q::has_debuff(s, f, DebuffId::DB17);
            let bind = q::has_debuff(s, f, DebuffId::DB14);
            let retreat_now = p
                .retreat
                .is_some_and(|r| r.declared_round == round && !r.moved);
            if retreat_now {
                // G-31.2, G-25.6.
                if stun || bind {
                    return ensure(*a == Action::Wait, Illegal::RetreaterWaits);
                }
                let Action::RetreatMove { path } = a else {
                    return Err(Illegal::RetreaterMustRetreat);
                };
                let h = retreat_hops_within(c, s, f, q::movement(c, s, f));
                if path.is_empty() {
                    return ensure(h == 0, Illegal::RetreatNotFarEnough);
                }
                q::combat_path_ok(
                    c,
                    s,
                    actor,
                    here,
                    path,
                    q::movement(c, s, f),
                    q::riding(c, s, f),
                )?;
                let end = path.last().copied().unwrap_or(here);
                return ensure(m.hop(here, end) == h, Illegal::RetreatDestination);
            }
            if stun {
                return ensure(*a == Action::Wait, Illegal::StunOnlyWait);
            }
            let pre = |path: &[DistrictIdx]| -> Result<DistrictIdx, Illegal> {
                if path.is_empty() {
                    return Ok(here);
                }
                ensure(!bind, Illegal::BindForbidsMoving)?;
                q::combat_path_ok(
                    c,
                    s,
                    actor,
                    here,
                    path,
                    q::movement(c, s, f),
                    q::riding(c, s, f),
                )?;
                Ok(path.last().copied().unwrap_or(here))
            };
            match a {
                Action::Wait => Ok(()),
                Action::RetreatMove { .. } => Err(Illegal::NoRetreatDeclared),
                Action::Move { path } => {
                    ensure(!path.is_empty(), Illegal::EmptyMove)?;
                    pre(path).map(|_| ())
                }
                Action::Attack {
                    pre_move,
                    target,
                    mode,
                    kind,
                    luck_card,
                } => {
                    ensure(!charm, Illegal::CharmForbidsAttacks)?;
                    let from = pre(pre_move)?;
                    ensure(
                        *target != actor && q::actor_present(s, *target),
                        Illegal::TargetNotParticipant,
                    )?;
                    ensure(q::hostile_to(s, f, *target), Illegal::TargetNotHostile)?;
                    match (kind.card(), luck_card) {
                        (Some(card), None) => {
                            ensure(p.hand.has(card), Illegal::AttackCardNotInHand)?
                        }
                        (Some(_), Some(_)) => {
                            return Err(Illegal::LuckCardOnlyForLuck);
                        }
                        (None, Some(card)) => ensure(p.hand.has(*card), Illegal::CardNotInHand)?,
                        (None, None) => {}
                    }
                    let hop = m.hop(from, q::actor_pos(s, *target).ok_or(Illegal::NoPosition)?);
                    match mode {
                        AttackMode::Melee => {
                            let reach = q::is_class(c, s, f, Class::Lancer);
                            ensure(hop == 0 || (reach && hop == 1), Illegal::MeleeReach)
                        }
                        AttackMode::Ranged => {
                            ensure(*kind != AttackKind::Luck, Illegal::NoLuckRanged)?;
                            ensure((1..=3).contains(&hop), Illegal::RangedHop)
                        }
                    }
                }
                Action::FireNp { pre_move, target } => {
                    ensure(!charm, Illegal::CharmForbidsNps)?;
                    let ch = p.np_charge.ok_or(Illegal::NoNpDeclared)?;
                    ensure(
                        ch.fire_round == round && p.np_fired_round != Some(round),
                        Illegal::NotFireRound,
                    )?;
                    let from = pre(pre_move)?;
                    fire_ok(c, s, f, from, *target)
                }
                _ => Err(Illegal::NotAMainAction),
            }
        }
    }
}

/// G-27.
fn check_reaction(
    s: &GameState,
    defender: Actor,
    is_np: bool,
    kind: AttackKind,
    r: &Reaction,
) -> R {
    let Actor::Servant { faction } = defender else {
        return Err(Illegal::UnitsOnlyGuard);
    };
    let p = q::participant(s, faction).ok_or(Illegal::NotAParticipant)?;
    let has = |c: &Option<CardType>| c.is_none_or(|c| p.hand.has(c));
    match r {
        Reaction::NormalDefense => {
            let card = defense_card(kind).ok_or(Illegal::NoNormalDefenseVsLuck)?;
            ensure(p.hand.has(card), Illegal::DefenseCardNotInHand)
        }
        Reaction::LuckDefense { card } => {
            ensure(!is_np, Illegal::NoLuckDefenseVsNp)?;
            ensure(has(card), Illegal::CardNotInHand)
        }
        Reaction::Guard { card } => ensure(has(card), Illegal::CardNotInHand),
    }
}

// ---------------------------------------------------------------------- enumeration

/// Every legal action at the pending decision (G-39.1), in a fixed order. Paths are given
/// once per destination (the cheapest, then lexicographically smallest), and Supply MP as
/// the one amount that fills the servant up; `apply` accepts any legal path or amount.
pub fn legal_actions(c: &GrailContent, s: &GameState) -> Vec<Action> {
    let Some(f) = s.pending.as_ref().map(|d| d.faction) else {
        return Vec::new();
    };
    let mut out = candidate_actions(c, s);
    out.retain(|a| check(c, s, f, a).is_ok());
    out
}

/// Every action `legal_actions` considers at the pending decision, legal or not (in the
/// same order), for the menu, which shows the ones that cannot be taken with their reason.
pub fn candidate_actions(c: &GrailContent, s: &GameState) -> Vec<Action> {
    let Some(d) = &s.pending else {
        return Vec::new();
    };
    if s.outcome.is_some() {
        return Vec::new();
    }
    let f = d.faction;
    let mut out = candidates(c, s, f, &d.kind);
    if let Some(ctx) = free_ctx(&d.kind) {
        free_candidates(c, s, f, &d.kind, ctx, &mut out, None);
    }
    out
}

/// Only the non-free actions (what ends the decision), for playouts. Declarations and
/// main actions are generated legal by construction (the property tests apply every one
/// of them through `apply`, which checks them); the other kinds are filtered by `check`.
pub fn legal_main_actions(c: &GrailContent, s: &GameState) -> Vec<Action> {
    MainPlan::new(c, s).to_vec()
}

/// Only the free actions.
pub fn legal_free_actions(c: &GrailContent, s: &GameState) -> Vec<Action> {
    legal_free_actions_where(c, s, |_| true, |_| true)
}

/// The command spells that take a parameter, each a candidate for every value of it (a
/// teleport's or a Withdrawal's destination, a card split, a Noble Phantasm's target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpellFamily {
    Teleport,
    Withdrawal,
    TacticalRefinement,
    BattleRoar,
}

/// What a listing of the legal free actions asks before it builds a candidate: whether a
/// family of command spells is wanted at all, and whether an action is.
type LegalOnly<'a> = (
    &'a mut dyn FnMut(SpellFamily) -> bool,
    &'a mut dyn FnMut(&Action) -> bool,
);

/// The legal free actions that `wanted` accepts, of the families `families` accepts, in
/// the order of `legal_free_actions`. Both are asked first, so that a caller who wants few
/// of them (the bots: one Tactical Refinement split of 28, no teleport but onto the Grail)
/// pays for building and checking only those.
pub fn legal_free_actions_where(
    c: &GrailContent,
    s: &GameState,
    mut families: impl FnMut(SpellFamily) -> bool,
    mut wanted: impl FnMut(&Action) -> bool,
) -> Vec<Action> {
    let Some(d) = &s.pending else {
        return Vec::new();
    };
    let f = d.faction;
    // Room for the usual candidate count (17 spells, a teleport per district, skills).
    let mut out = Vec::with_capacity(64);
    if let Some(ctx) = free_ctx(&d.kind) {
        free_candidates(
            c,
            s,
            f,
            &d.kind,
            ctx,
            &mut out,
            Some((&mut families, &mut wanted)),
        );
    }
    out.retain(|a| check(c, s, f, a).is_ok());
    out
}
