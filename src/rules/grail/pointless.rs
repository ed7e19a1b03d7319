//! Legal actions that would change nothing a player wants: a heal at full HP, a teleport to
//! the district the servant stands in, a boost already on, a retreat that is caught where it
//! starts. The core answers it, so that the AI never offers them and the simulator's audit
//! counts them by one truth.

use crate::content::grail::{BuffKind, Effect, GrailContent, Skill, Stat, TargetSpec};

use super::action::{Action, CommandSpell, TargetRef};
use super::legal::retreat_hops_within;
use super::query as q;
use super::state::{Actor, EffectSource, FactionId, GameState, SkillRef, TurnAction};

/// Why an action is pointless.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Pointless {
    /// G-33.6.21: a teleport to the district the servant already stands in.
    SameDistrict,
    /// G-33.6.1, G-20.1 (HealHp): every servant it heals is at full HP.
    FullHp,
    /// G-33.6.2, G-20.1 (RestoreMp, RestoreMasterMp): every pool it fills is full.
    FullMp,
    /// G-33.6.8, G-20.1 (Cleanse): nothing to remove.
    NoDebuff,
    /// G-21.2: a command spell's boost while the same boost from a command spell is on. The
    /// two add up, but a second spell for one round's effect is never worth its cost.
    AlreadyActive,
    /// G-31.2, G-31.4: a retreat that can move nowhere (after its movement −2) while a
    /// hostile stands in its district, so it is caught where it started.
    CaughtInPlace,
}

impl Pointless {
    /// A stable name for reports.
    pub fn key(self) -> &'static str {
        match self {
            Pointless::SameDistrict => "teleport to its own district",
            Pointless::FullHp => "heal at full HP",
            Pointless::FullMp => "MP at full",
            Pointless::NoDebuff => "debuff removal with no debuff",
            Pointless::AlreadyActive => "boost already active",
            Pointless::CaughtInPlace => "retreat caught where it starts",
        }
    }
}

/// Why `f`'s `a` at `s` would be pointless, or `None` when it may achieve something.
pub fn pointless(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> Option<Pointless> {
    match a {
        Action::UseCommandSpell { spell } => spell_pointless(c, s, f, spell),
        Action::UseSkill { skill, targets, .. } => {
            let target = targets.iter().find_map(|t| match t {
                TargetRef::Faction { id } => Some(*id),
                TargetRef::Actor {
                    actor: Actor::Servant { faction },
                } => Some(*faction),
                _ => None,
            });
            skill_pointless(c, s, f, *skill, target)
        }
        Action::Declare {
            action: Some(TurnAction::Skill { skill, target }),
            ..
        } => skill_pointless(c, s, f, *skill, *target),
        Action::DeclareRetreat => retreat_pointless(c, s, f, true),
        Action::RetreatMove { path } if path.is_empty() => retreat_pointless(c, s, f, false),
        _ => None,
    }
}

fn full_hp(c: &GrailContent, s: &GameState, f: FactionId) -> bool {
    let max = q::sdef(c, s, f).map_or(0, |d| d.max_hp);
    s.faction(f).is_some_and(|x| x.servant.hp >= max)
}

fn full_mp(c: &GrailContent, s: &GameState, f: FactionId) -> bool {
    let max = q::sdef(c, s, f).map_or(0, |d| d.max_mp);
    s.faction(f).is_some_and(|x| x.servant.mp >= max)
}

fn full_master_mp(c: &GrailContent, s: &GameState, f: FactionId) -> bool {
    let max = q::mdef(c, s, f).map_or(0, |d| d.max_mp);
    s.faction(f).is_some_and(|x| x.master.mp >= max)
}

fn has_debuff(s: &GameState, f: FactionId) -> bool {
    s.faction(f)
        .is_some_and(|x| x.servant.buffs.iter().any(|b| b.debuff().is_some()))
}

/// The buff kind a command spell adds (the first, for Ability Boost's two), if it adds one
/// for a round.
fn spell_boost(spell: &CommandSpell) -> Option<BuffKind> {
    Some(match spell {
        CommandSpell::FightingSpirit => BuffKind::DamageDealtUp,
        CommandSpell::DefenseBoost => BuffKind::DamageTakenDown,
        CommandSpell::AbilityBoost => BuffKind::AllChecksUp,
        CommandSpell::Concentration => BuffKind::HitUp,
        CommandSpell::Technique => BuffKind::DefenseUp,
        CommandSpell::StrengthBoost => BuffKind::StatUp { stat: Stat::Str },
        CommandSpell::EnduranceBoost => BuffKind::StatUp { stat: Stat::End },
        CommandSpell::AgilityBoost => BuffKind::StatUp { stat: Stat::Agi },
        CommandSpell::Unfalling => BuffKind::Invincible,
        CommandSpell::Boundless => BuffKind::InvinciblePierce,
        CommandSpell::StarEye => BuffKind::CritRangeUp,
        CommandSpell::PhantasmUplift => BuffKind::NpPowerUp,
        _ => return None,
    })
}

fn spell_pointless(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    spell: &CommandSpell,
) -> Option<Pointless> {
    let x = s.faction(f)?;
    match spell {
        CommandSpell::HpRecovery => full_hp(c, s, f).then_some(Pointless::FullHp),
        CommandSpell::MpRecovery => full_mp(c, s, f).then_some(Pointless::FullMp),
        CommandSpell::DebuffRemoval => (!has_debuff(s, f)).then_some(Pointless::NoDebuff),
        CommandSpell::Teleport { destination } => {
            (*destination == x.district).then_some(Pointless::SameDistrict)
        }
        other => spell_boost(other).and_then(|kind| {
            x.servant
                .buffs
                .iter()
                .any(|b| b.source == EffectSource::CommandSpell && b.buff_kind() == Some(kind))
                .then_some(Pointless::AlreadyActive)
        }),
    }
}

/// A skill is pointless when every effect it has is: heals of full servants, MP into full
/// pools, a cleanse of nobody's debuffs. Any other effect may achieve something.
fn skill_pointless(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    r: SkillRef,
    target: Option<FactionId>,
) -> Option<Pointless> {
    let k: &Skill = q::skill(c, s, f, r)?;
    let on = match k.target {
        TargetSpec::SelfServant => f,
        TargetSpec::AnyOtherServant => target?,
        _ => return None,
    };
    let mut why = None;
    for e in &k.effects {
        let this = match e {
            Effect::HealHp { .. } => full_hp(c, s, on).then_some(Pointless::FullHp),
            Effect::RestoreMp { .. } => full_mp(c, s, on).then_some(Pointless::FullMp),
            Effect::RestoreMasterMp { .. } => full_master_mp(c, s, on).then_some(Pointless::FullMp),
            Effect::Cleanse => (!has_debuff(s, on)).then_some(Pointless::NoDebuff),
            _ => None,
        };
        why = Some(this?);
    }
    why
}

/// G-31.2, G-31.4: a retreat whose move (with the movement −2 it brings, or now, for the
/// move itself) reaches no other district, while a hostile stands in its district.
fn retreat_pointless(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    declaring: bool,
) -> Option<Pointless> {
    let here = s.faction(f)?.district;
    let caught = q::combat_actors_iter(s)
        .any(|a| q::hostile_to(s, f, a) && q::actor_pos(s, a) == Some(here));
    if !caught {
        return None;
    }
    let hops = if declaring {
        retreat_reach(c, s, f)?
    } else {
        retreat_hops_within(c, s, f, q::movement(c, s, f))
    };
    (hops == 0).then_some(Pointless::CaughtInPlace)
}

/// G-31.1, G-31.2: how far (in hops) a retreat `f` declared now would carry it, with the
/// movement −2 the declaration brings; `None` out of combat.
pub fn retreat_reach(c: &GrailContent, s: &GameState, f: FactionId) -> Option<u8> {
    s.combat.as_ref()?.participant(f)?;
    let budget = q::movement_as(c, s, f, true);
    Some(retreat_hops_within(c, s, f, budget))
}
