//! Free actions' legality (G-8.10, G-19.2.7): command spells (G-33), skills with their
//! targets and magic modifiers, Supply MP (G-7.5) and dissolving an alliance.

use super::*;

pub(super) fn check_free(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    kind: &DecisionKind,
    ctx: Ctx,
    a: &Action,
) -> R {
    match a {
        Action::UseCommandSpell { spell } => check_spell(c, s, f, kind, ctx, spell),
        Action::UseSkill {
            skill,
            targets,
            magic_mods,
        } => check_skill(c, s, f, ctx, *skill, targets, magic_mods),
        Action::SupplyMp { amount } => {
            // G-7.5.
            ensure(q::link_active(s, f), Illegal::LinkInactive)?;
            let mp = s.faction(f).map(|x| x.master.mp).unwrap_or(0);
            ensure(*amount >= 1 && *amount <= mp, Illegal::SupplyAmount)
        }
        Action::DissolveAlliance => {
            ensure(
                matches!(kind, DecisionKind::PriorityPrompt { .. }),
                Illegal::DissolveOnlyAtPriority,
            )?;
            ensure(s.ally_of(f).is_some(), Illegal::NoAlliance)
        }
        _ => Err(Illegal::NotAFreeAction),
    }
}

fn district_ok(c: &GrailContent, s: &GameState, d: DistrictIdx) -> bool {
    q::map(c, s).is_some_and(|m| usize::from(d) < m.len())
}

/// G-33.
fn check_spell(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    kind: &DecisionKind,
    ctx: Ctx,
    spell: &CommandSpell,
) -> R {
    let x = s.faction(f).ok_or(Illegal::NoSuchFaction)?;
    ensure(!x.master.asleep, Illegal::SleepingMasterCannotCast)?;
    ensure(
        x.master.command_spells >= spell.cost(),
        Illegal::NoCommandSpells,
    )?;
    let combat = matches!(ctx, Ctx::Combat(_));
    if combat {
        ensure(q::in_combat(s, f), Illegal::NotAnActiveParticipant)?;
    }
    match spell {
        CommandSpell::Withdrawal { destination } => {
            ensure(combat, Illegal::WithdrawalCombatOnly)?;
            ensure(district_ok(c, s, *destination), Illegal::UnknownDistrict)
        }
        CommandSpell::TacticalRefinement { cards } => {
            ensure(combat, Illegal::RefinementCombatOnly)?;
            ensure(cards.total() == 6, Illegal::RefinementSixCards)
        }
        CommandSpell::BattleRoar { target } => {
            ensure(combat, Illegal::BattleRoarCombatOnly)?;
            ensure(
                matches!(
                    kind,
                    DecisionKind::RoundStartWindow | DecisionKind::OwnTurnStartWindow
                ),
                Illegal::BattleRoarWindow,
            )?;
            let p = q::participant(s, f).ok_or(Illegal::NotAParticipant)?;
            ensure(!p.main_action_spent, Illegal::BattleRoarMainActionSpent)?;
            ensure(p.retreat.is_none(), Illegal::BattleRoarRetreatPending)?;
            let np = q::sdef(c, s, f).map(|d| &d.np).ok_or(Illegal::NoServant)?;
            ensure(np.kind != NpKind::Passive, Illegal::PassiveNpNeverFires)?;
            fire_ok(c, s, f, x.district, *target)
        }
        CommandSpell::Teleport { destination } => {
            ensure(district_ok(c, s, *destination), Illegal::UnknownDistrict)?;
            if combat {
                // G-33.6.21: no district holding a faction outside the combat.
                let outsider = s
                    .factions
                    .iter()
                    .any(|y| y.alive() && y.district == *destination && !q::in_combat(s, y.id));
                ensure(!outsider, Illegal::TeleportOutsider)?;
            }
            Ok(())
        }
        CommandSpell::Rally => {
            // G-33.6.14: not while a Rally Guts is present.
            let has = x.servant.buffs.iter().any(|b| {
                b.source == EffectSource::CommandSpell
                    && matches!(b.buff_kind(), Some(BuffKind::Guts { .. }))
            });
            ensure(!has, Illegal::RallyGutsPresent)
        }
        _ => Ok(()),
    }
}

pub(super) fn timing_ok(sk: &Skill, ctx: Ctx) -> bool {
    match (sk.timing, ctx) {
        (Timing::Anytime { context }, Ctx::Strategic) => {
            matches!(context, Context::Strategic | Context::Both)
        }
        (Timing::Anytime { context }, Ctx::Combat(_)) => {
            matches!(context, Context::Combat | Context::Both)
        }
        (t, Ctx::Combat(Some(w))) => t == w,
        _ => false,
    }
}

/// The shared part of a skill's usability (G-19.1, G-19.5, G-15.2, DB18).
pub(super) fn skill_base_ok(
    s: &GameState,
    f: FactionId,
    r: SkillRef,
    sk: &Skill,
    combat: bool,
) -> R {
    if r.owner == SkillOwner::Master {
        ensure(q::awake(s, f), Illegal::MasterSkillAsleep)?;
        ensure(q::skill_unlocked(s, f, sk), Illegal::SkillLocked)?;
    } else {
        ensure(!q::has_debuff(s, f, DebuffId::DB18), Illegal::SkillSeal)?;
    }
    let used = if combat {
        q::participant(s, f).is_some_and(|p| p.skills_used_this_round.contains(&r))
    } else {
        s.faction(f)
            .is_some_and(|x| x.turn.skills_used.contains(&r))
    };
    ensure(!used, Illegal::SkillUsed)?;
    ensure(!q::skill_effect_active(s, f, r), Illegal::SkillEffectActive)
}

fn check_skill(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    ctx: Ctx,
    r: SkillRef,
    targets: &[TargetRef],
    mods: &[SkillRef],
) -> R {
    let sk = q::skill(c, s, f, r).ok_or(Illegal::NoSuchSkill)?;
    ensure(timing_ok(sk, ctx), Illegal::SkillTiming)?;
    let combat = matches!(ctx, Ctx::Combat(_));
    skill_base_ok(s, f, r, sk, combat)?;
    // Costs, with the OnMagicUse modifiers (G-19.2.6).
    let (mut sv_cost, mut ms_cost) = (0, 0);
    let mut add = |owner: SkillOwner, cost: i32| match owner {
        SkillOwner::Servant => sv_cost += cost,
        SkillOwner::Master => ms_cost += cost,
    };
    add(r.owner, sk.mp_cost);
    for (i, m) in mods.iter().enumerate() {
        ensure(sk.magic, Illegal::ModifierOnNonMagic)?;
        ensure(
            !mods[..i].contains(m) && *m != r,
            Illegal::DuplicateModifier,
        )?;
        let ms = q::skill(c, s, f, *m).ok_or(Illegal::NoSuchModifier)?;
        ensure(ms.timing == Timing::OnMagicUse, Illegal::NotAModifier)?;
        skill_base_ok(s, f, *m, ms, combat)?;
        add(m.owner, ms.mp_cost);
    }
    ensure(q::can_pay_servant(s, f, sv_cost), Illegal::ServantMpTooLow)?;
    ensure(q::can_pay_master(s, f, ms_cost), Illegal::MasterMpTooLow)?;
    check_skill_targets(c, s, f, sk, targets)
}

fn check_skill_targets(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    sk: &Skill,
    targets: &[TargetRef],
) -> R {
    match sk.target {
        TargetSpec::SelfServant
        | TargetSpec::AllHostilesInRange { .. }
        | TargetSpec::CurrentDistrict => ensure(targets.is_empty(), Illegal::NoChosenTarget),
        TargetSpec::HostileInRange { range } => {
            let [t] = targets else {
                return Err(Illegal::ExactlyOneTarget);
            };
            let tf = match t {
                TargetRef::Actor {
                    actor: Actor::Servant { faction },
                }
                | TargetRef::Faction { id: faction } => *faction,
                _ => return Err(Illegal::TargetNotServant),
            };
            ensure(
                q::in_combat(s, tf) && q::in_combat(s, f),
                Illegal::TargetNotActive,
            )?;
            ensure(s.hostile(f, tf), Illegal::TargetNotHostile)?;
            let m = q::map(c, s).ok_or(Illegal::NoMap)?;
            let (a, b) = (
                s.faction(f).map(|x| x.district).unwrap_or(0),
                s.faction(tf).map(|x| x.district).unwrap_or(0),
            );
            ensure(m.hop(a, b) <= range, Illegal::OutOfRange)
        }
        TargetSpec::AnyOtherServant => {
            let [TargetRef::Faction { id }] = targets else {
                return Err(Illegal::ExactlyOneFactionTarget);
            };
            ensure(*id != f && s.alive(*id), Illegal::NotAnotherLivingServant)
        }
    }
}
