//! The numbers of an attack: the modifiers and critical ranges of its checks (G-22, G-23,
//! G-26, G-27), the terms of its damage (G-28, G-29.9.2), what a command card adds (G-24),
//! and the opposed resolution of two checks.

use crate::content::grail::{BuffKind, CardType, Class, DebuffId, GrailContent, NpKind, Stat};

use super::super::event::{CheckReason, CheckTerm, DamageTerm};
use super::super::query as q;
use super::super::state::*;

/// G-27.1: the card of the normal defense against an attack kind.
pub fn defense_card(kind: AttackKind) -> Option<CardType> {
    match kind {
        AttackKind::Buster => Some(CardType::Quick),
        AttackKind::Arts => Some(CardType::Buster),
        AttackKind::Quick => Some(CardType::Arts),
        AttackKind::Luck => None,
    }
}

/// G-27.1, G-27.2, G-27.4: the card a reaction to an attack of `kind` pays: the normal
/// defense's card, or the one a luck defense or a Guard chose to spend.
pub fn reaction_card(kind: AttackKind, r: Reaction) -> Option<CardType> {
    match r {
        Reaction::NormalDefense => defense_card(kind),
        Reaction::LuckDefense { card } | Reaction::Guard { card } => card,
    }
}

/// G-26.2, G-27.1: the stat of an attack kind or of a defense card.
pub fn kind_stat(kind: AttackKind) -> Stat {
    match kind {
        AttackKind::Buster => Stat::Str,
        AttackKind::Arts => Stat::End,
        AttackKind::Quick => Stat::Agi,
        AttackKind::Luck => Stat::Luk,
    }
}

/// G-26.4, G-4.2.2, G-4.2.7: the range penalty of a ranged attack (to hit and to damage).
pub fn range_penalty(class: Option<Class>, kind: AttackKind, mode: AttackMode, range: u8) -> i32 {
    if mode == AttackMode::Melee {
        return 0;
    }
    let r = i32::from(range);
    match class {
        Some(Class::Archer) => r,
        Some(Class::Caster) if kind == AttackKind::Arts => 0,
        _ => 2 * r,
    }
}

/// G-23.3: the critical threshold, never below 3.
pub fn threshold(base_reduction: i32) -> i32 {
    (12 - base_reduction).max(3)
}

/// G-23.2, G-23.3: the critical range and the fumble roll of a check from its threshold
/// reduction, as `CheckRolled` reports them: (`crit_from`, the lowest natural roll that is
/// critical; `fumble_on`, the natural roll that fumbles). A check without a reduction
/// (`None`: a reaction against an NP, G-23.6) has neither; Crit Seal (DB9) only takes the
/// critical away.
pub fn check_range(crit_reduction: Option<i32>, no_crit: bool) -> (Option<i32>, Option<i32>) {
    let fumble_on = crit_reduction.map(|_| 2);
    let crit_from = match crit_reduction {
        Some(red) if !no_crit => Some(threshold(red)),
        _ => None,
    };
    (crit_from, fumble_on)
}

/// G-23.2, G-23.3: the critical and fumble flags of a natural 2d6 roll for the range
/// [`check_range`] gives: a natural 2 fumbles and is never critical. Returns (critical,
/// fumble).
pub fn check_flags(natural: i32, crit_from: Option<i32>, fumble_on: Option<i32>) -> (bool, bool) {
    let fumble = fumble_on == Some(natural);
    let crit = !fumble && crit_from.is_some_and(|t| natural >= t);
    (crit, fumble)
}

/// Everything a 2d6 check adds to its dice, before they are rolled (G-22.4, G-23.3): the
/// engine rolls it (its `CheckRolled` lists these terms and range) and the odds (`odds.rs`)
/// enumerate it, from the same values.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckSpec {
    pub mods: Vec<(CheckTerm, i32)>,
    /// The lowest natural roll that is critical; `None`: the check cannot be critical.
    pub crit_from: Option<i32>,
    /// The natural roll that fumbles; `None`: the check cannot fumble (G-23.6).
    pub fumble_on: Option<i32>,
}

impl CheckSpec {
    /// A check with `mods`, the threshold reduction `crit_reduction` (`None`: neither
    /// critical nor fumble) and Crit Seal `no_crit` ([`check_range`]).
    pub fn new(mods: Vec<(CheckTerm, i32)>, crit_reduction: Option<i32>, no_crit: bool) -> Self {
        let (crit_from, fumble_on) = check_range(crit_reduction, no_crit);
        CheckSpec {
            mods,
            crit_from,
            fumble_on,
        }
    }

    pub fn modifier(&self) -> i32 {
        self.mods.iter().map(|(_, v)| v).sum()
    }

    /// (critical, fumble) of a natural roll ([`check_flags`]).
    pub fn flags(&self, natural: i32) -> (bool, bool) {
        check_flags(natural, self.crit_from, self.fumble_on)
    }
}

/// A damage roll before its dice: `count`d`sides` plus the terms, which the breakdown lists
/// after the dice (G-28.1, G-28.2, G-28.5).
#[derive(Clone, Debug, PartialEq)]
pub struct DamageSpec {
    pub count: u32,
    pub sides: u32,
    pub terms: Vec<(DamageTerm, i32)>,
}

impl DamageSpec {
    pub fn flat(&self) -> i32 {
        self.terms.iter().map(|(_, v)| v).sum()
    }
}

/// The target-side terms of G-28.3 for one target servant and source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetSide {
    /// DamageTakenDown per source (negative) and Defense Down (DB6, +5), in the order the
    /// breakdown lists them.
    pub terms: Vec<(DamageTerm, i32)>,
    /// Invincible, not pierced by the source's InvinciblePierce.
    pub invincible: bool,
}

impl TargetSide {
    /// G-28.3: the final damage of `value` (already less the guard), one clamp at the end.
    pub fn apply(&self, value: i32, breakdown: &mut Vec<(DamageTerm, i32)>) -> i32 {
        breakdown.extend(self.terms.iter().copied());
        if self.invincible {
            breakdown.push((DamageTerm::Invincible, 0));
        }
        self.final_damage(value)
    }

    /// [`TargetSide::apply`] without the breakdown.
    pub fn final_damage(&self, value: i32) -> i32 {
        if self.invincible {
            0
        } else {
            (value + self.terms.iter().map(|(_, v)| v).sum::<i32>()).max(0)
        }
    }
}

fn round_of(s: &GameState) -> u16 {
    s.combat.as_ref().map_or(1, |cb| cb.round)
}

/// G-28.3: DamageTakenDown (one term per source), Defense Down (DB6) and Invincible vs
/// InvinciblePierce of target servant `t` against damage from `src`.
pub fn target_side(
    c: &GrailContent,
    s: &GameState,
    t: FactionId,
    src: Option<FactionId>,
) -> TargetSide {
    let mut terms: Vec<(DamageTerm, i32)> =
        q::buff_terms(c, s, t, |k| k == BuffKind::DamageTakenDown)
            .into_iter()
            .map(|(source, v)| (DamageTerm::DamageTakenDown(source), -v))
            .collect();
    if q::has_debuff(s, t, DebuffId::DB6) {
        terms.push((DamageTerm::DefenseDown, 5));
    }
    TargetSide {
        terms,
        invincible: q::has_buff(s, t, |k| k == BuffKind::Invincible)
            && !src.is_some_and(|x| q::has_buff(s, x, |k| k == BuffKind::InvinciblePierce)),
    }
}

/// G-27.4, G-29.9.2: what a Guard takes off: floor(END/10) for a servant, the unit's guard.
pub fn guard_value(c: &GrailContent, s: &GameState, target: Actor) -> i32 {
    match target {
        Actor::Servant { faction } => q::stat(c, s, faction, Stat::End) / 10,
        Actor::Unit { uid } => s
            .combat
            .as_ref()
            .and_then(|cb| cb.unit(uid))
            .map_or(0, |u| u.spec.guard),
    }
}

/// G-35.2: +5 damage against a servant the attacker's faction knows at tier 3.
pub fn weakness(s: &GameState, f: FactionId, target: Actor) -> i32 {
    match target {
        Actor::Servant { faction } if q::knowledge_tier(s, f, faction) >= 3 => 5,
        _ => 0,
    }
}

/// G-4.2.9: Assassin First Strike in round 1 of a combat begun by its own ambush.
pub fn first_strike(c: &GrailContent, s: &GameState, attacker: Actor) -> bool {
    let Actor::Servant { faction } = attacker else {
        return false;
    };
    let Some(cb) = &s.combat else {
        return false;
    };
    cb.round == 1
        && matches!(cb.origin, CombatOrigin::Ambush { ambusher, .. } if ambusher == faction)
        && q::is_class(c, s, faction, Class::Assassin)
}

/// The critical threshold reduction of a servant's check (G-23.3).
pub fn crit_reduction(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    attack_hit: bool,
    np_quick: bool,
) -> i32 {
    let round = round_of(s);
    let quick = q::participant(s, f).map(|p| p.quick_pending).unwrap_or(0);
    let mut r = quick + q::buff_sum(c, s, f, |k| k == BuffKind::CritRangeUp);
    if attack_hit {
        r += q::buff_sum(
            c,
            s,
            f,
            |k| matches!(k, BuffKind::NextAttackCrit { from_round } if from_round <= round),
        );
    }
    if np_quick {
        r += 3;
    }
    let passive_quick = q::sdef(c, s, f)
        .is_some_and(|d| d.np.kind == NpKind::Passive && d.np.card == CardType::Quick);
    if passive_quick {
        r += 1;
    }
    r
}

fn common_check_mods(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    mods: &mut Vec<(CheckTerm, i32)>,
) {
    for (src, v) in q::buff_terms(c, s, f, |k| k == BuffKind::AllChecksUp) {
        mods.push((CheckTerm::AllChecks(src), v));
    }
    if q::retreating(s, f) {
        mods.push((CheckTerm::Retreat, -10));
    }
}

/// G-22.4, G-23.3: the attacker's hit check of `atk` (attack, unit attack or NP).
pub fn hit_check_spec(c: &GrailContent, s: &GameState, atk: &AttackInProgress) -> CheckSpec {
    match atk.attacker {
        Actor::Unit { uid } => {
            let (bonus, crit) = s
                .combat
                .as_ref()
                .and_then(|cb| cb.unit(uid))
                .map_or((0, 0), |u| (u.spec.hit_bonus, u.first_attack_crit));
            let pen = range_penalty(None, AttackKind::Luck, atk.mode, atk.range);
            CheckSpec::new(
                vec![(CheckTerm::Unit, bonus), (CheckTerm::Range, -pen)],
                Some(crit),
                false,
            )
        }
        Actor::Servant { faction: f } => {
            let mut mods: Vec<(CheckTerm, i32)> = Vec::new();
            let np_quick = atk.is_np && atk.kind == AttackKind::Quick;
            if atk.is_np {
                mods.push((CheckTerm::Np, 20));
                mods.push((CheckTerm::NpRank, q::np_rank(c, s, f) / 10));
            } else {
                let st = kind_stat(atk.kind);
                mods.push((CheckTerm::Stat(st), q::stat_bonus(c, s, f, st)));
                let pen = range_penalty(q::class(c, s, f), atk.kind, atk.mode, atk.range);
                if pen != 0 {
                    mods.push((CheckTerm::Range, -pen));
                }
            }
            for (src, v) in q::buff_terms(c, s, f, |k| k == BuffKind::HitUp) {
                mods.push((CheckTerm::HitUp(src), v));
            }
            if q::has_debuff(s, f, DebuffId::DB7) {
                mods.push((CheckTerm::AccuracyDown, -2));
            }
            common_check_mods(c, s, f, &mut mods);
            CheckSpec::new(
                mods,
                Some(crit_reduction(c, s, f, true, np_quick)),
                q::has_debuff(s, f, DebuffId::DB9),
            )
        }
    }
}

/// G-22.4, G-27.1, G-27.2, G-23.6: the reaction check of servant `f` answering `atk` with `r`.
pub fn defense_check_spec(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    atk: &AttackInProgress,
    r: Reaction,
) -> CheckSpec {
    let st = match r {
        Reaction::NormalDefense => match defense_card(atk.kind) {
            Some(CardType::Quick) => Stat::Agi,
            Some(CardType::Buster) => Stat::Str,
            _ => Stat::End,
        },
        _ => Stat::Luk,
    };
    let mut mods = vec![(CheckTerm::Stat(st), q::stat_bonus(c, s, f, st))];
    for (src, v) in q::buff_terms(c, s, f, |k| k == BuffKind::DefenseUp) {
        mods.push((CheckTerm::DefenseUp(src), v));
    }
    if q::has_debuff(s, f, DebuffId::DB8) {
        mods.push((CheckTerm::EvasionDown, -2));
    }
    common_check_mods(c, s, f, &mut mods);
    if q::participant(s, f).is_some_and(|p| p.fleeing) {
        mods.push((CheckTerm::Fleeing, -10));
    }
    // G-23.6: no critical or fumble on a reaction against an NP.
    CheckSpec::new(
        mods,
        (!atk.is_np).then(|| crit_reduction(c, s, f, false, false)),
        q::has_debuff(s, f, DebuffId::DB9),
    )
}

/// Attacker-side damage terms shared by attacks and NPs (G-28.1, G-28.2).
pub fn attacker_terms(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    breakdown: &mut Vec<(DamageTerm, i32)>,
    first_strike: bool,
) -> i32 {
    let round = round_of(s);
    let mut total = 0;
    let mut add = |term: DamageTerm, v: i32, breakdown: &mut Vec<(DamageTerm, i32)>| {
        if v != 0 {
            breakdown.push((term, v));
            total += v;
        }
    };
    let pending = q::participant(s, f).map(|p| p.buster_pending).unwrap_or(0);
    add(DamageTerm::BusterPending, pending, breakdown);
    for (src, v) in q::buff_terms(c, s, f, |k| k == BuffKind::DamageDealtUp) {
        add(DamageTerm::DamageDealtUp(src), v, breakdown);
    }
    if q::has_debuff(s, f, DebuffId::DB5) {
        add(DamageTerm::AttackDown, -5, breakdown);
    }
    let nap = q::buff_sum(
        c,
        s,
        f,
        |k| matches!(k, BuffKind::NextAttackPower { from_round } if from_round <= round),
    );
    add(DamageTerm::NextAttackPower, nap, breakdown);
    if first_strike {
        add(DamageTerm::FirstStrike, 10, breakdown);
    }
    total
}

/// G-28.1, G-29.9.2: the damage roll of a normal attack `atk` on `target`, without the
/// target side; `None` when the attacker is gone.
pub fn attack_damage_spec(
    c: &GrailContent,
    s: &GameState,
    atk: &AttackInProgress,
    target: Actor,
) -> Option<DamageSpec> {
    let mut terms = Vec::new();
    match atk.attacker {
        Actor::Unit { uid } => {
            let u = s.combat.as_ref().and_then(|cb| cb.unit(uid))?;
            if u.spec.damage.flat != 0 {
                terms.push((DamageTerm::Flat, u.spec.damage.flat));
            }
            if u.first_attack_power != 0 {
                terms.push((DamageTerm::FirstAttack, u.first_attack_power));
            }
            let pen = range_penalty(None, AttackKind::Luck, atk.mode, atk.range);
            if pen != 0 {
                terms.push((DamageTerm::Range, -pen));
            }
            Some(DamageSpec {
                count: u32::from(u.spec.damage.count),
                sides: u32::from(u.spec.damage.sides),
                terms,
            })
        }
        Actor::Servant { faction: f } => {
            let st = kind_stat(atk.kind);
            terms.push((DamageTerm::Base, c.rules.normal_damage_flat));
            terms.push((DamageTerm::Stat(st), q::stat(c, s, f, st) / 5));
            attacker_terms(c, s, f, &mut terms, atk.first_strike);
            let passive_buster = q::sdef(c, s, f)
                .is_some_and(|d| d.np.kind == NpKind::Passive && d.np.card == CardType::Buster);
            if passive_buster {
                terms.push((DamageTerm::PassiveBusterNp, 2));
            }
            let w = weakness(s, f, target);
            if w != 0 {
                terms.push((DamageTerm::Weakness, w));
            }
            let pen = range_penalty(q::class(c, s, f), atk.kind, atk.mode, atk.range);
            if pen != 0 {
                terms.push((DamageTerm::Range, -pen));
            }
            Some(DamageSpec {
                count: 2,
                sides: 10,
                terms,
            })
        }
    }
}

/// G-28.2: the NP damage roll of servant `f`, without weakness and the target side.
pub fn np_damage_spec(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    first_strike: bool,
) -> Option<DamageSpec> {
    let np = &q::sdef(c, s, f)?.np;
    let mut terms = vec![(DamageTerm::Power, np.power)];
    if np.card == CardType::Buster {
        terms.push((DamageTerm::BusterNp, 20));
    }
    for (src, v) in q::buff_terms(c, s, f, |k| k == BuffKind::NpPowerUp) {
        terms.push((DamageTerm::NpPowerUp(src), v));
    }
    attacker_terms(c, s, f, &mut terms, first_strike);
    Some(DamageSpec {
        count: np.category.dice(),
        sides: 10,
        terms,
    })
}

/// G-24.3.1: a Buster card adds this much to the next attack's damage, up to the cap.
pub const BUSTER_BONUS: i32 = 5;
pub const BUSTER_CAP: i32 = 15;
/// G-24.3.2: an Arts card gives back this much of the servant's MP.
pub const ARTS_MP: i32 = 3;
/// G-24.3.3, G-24.4: a Quick card widens the next action's critical range by one, up to
/// three (a critical from 9 at best).
pub const QUICK_BONUS: i32 = 1;
pub const QUICK_CAP: i32 = 3;

/// G-22.2, G-23.1, G-23.2: opposed resolution. Returns (attacker wins, reason).
pub fn opposed(a: &Check, d: &Check) -> (bool, CheckReason) {
    if a.crit != d.crit {
        return (a.crit, CheckReason::Crit);
    }
    if a.fumble != d.fumble {
        return (d.fumble, CheckReason::Fumble);
    }
    if a.total > d.total {
        (true, CheckReason::Total)
    } else if a.total == d.total {
        (false, CheckReason::TieToReaction)
    } else {
        (false, CheckReason::Total)
    }
}
