//! Main actions (G-25), attacks (G-26), reactions (G-27), checks with critical and fumble
//! (G-22, G-23), command cards (G-24), damage (G-28), Noble Phantasms (G-29) and clashes
//! (G-30).

use crate::content::grail::{
    BuffKind, CardType, Class, DebuffId, Duration, GrailContent, NpKind, Stat, SummonSpec,
};

use super::super::action::{Action, CritBuff, CritChoice, NpTarget};
use super::super::engine::{EffTarget, Engine};
use super::super::event::{
    BuffEndReason, CardPurpose, CheckPurpose, CheckReason, CheckTerm, DamageTerm, EventKind,
    FumbleOutcome, MpReason,
};
use super::super::query as q;
use super::super::state::*;
use super::super::strategic::Ask;

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

impl Engine<'_> {
    // ------------------------------------------------------------------ cards (G-24)

    /// G-24.3, G-24.4: consumes a card and applies its bonus.
    pub fn consume_card(&mut self, f: FactionId, card: CardType, purpose: CardPurpose) {
        let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) else {
            return;
        };
        if !p.hand.take(card) {
            return;
        }
        match card {
            CardType::Buster => {
                p.buster_pending = (p.buster_pending + BUSTER_BONUS).min(BUSTER_CAP)
            }
            CardType::Quick => p.quick_pending = (p.quick_pending + QUICK_BONUS).min(QUICK_CAP),
            CardType::Arts => {}
        }
        let (buster, quick) = (p.buster_pending, p.quick_pending);
        let actor = Actor::Servant { faction: f };
        self.emit_combat(EventKind::CardConsumed {
            actor,
            card,
            purpose,
        });
        if card == CardType::Arts {
            self.gain_servant_mp(f, ARTS_MP, MpReason::ArtsCard);
        } else {
            self.emit_private(
                f,
                EventKind::BonusPending {
                    actor,
                    buster,
                    quick,
                },
            );
        }
    }

    // ------------------------------------------------------------------ main actions (G-25)

    pub fn main_action(&mut self, actor: Actor, a: Action) {
        let round = self.current_round().unwrap_or(1);
        match (actor, a) {
            (Actor::Servant { faction: f }, Action::Wait) => {
                // G-25.6: a stunned or bound retreater's Wait is an empty retreat move.
                let retreat_now = q::participant(self.s, f)
                    .and_then(|p| p.retreat)
                    .is_some_and(|r| r.declared_round == round && !r.moved);
                if retreat_now {
                    self.retreat_moved(f, &[]);
                }
            }
            (Actor::Servant { faction: f }, Action::Move { path }) => self.combat_move(f, &path),
            (Actor::Servant { faction: f }, Action::RetreatMove { path }) => {
                self.retreat_moved(f, &path)
            }
            (
                _,
                Action::Attack {
                    pre_move,
                    target,
                    mode,
                    kind,
                    luck_card,
                },
            ) => self.start_attack(actor, &pre_move, target, mode, kind, luck_card),
            (Actor::Servant { faction: f }, Action::FireNp { pre_move, target }) => {
                if !pre_move.is_empty() {
                    self.combat_move(f, &pre_move);
                }
                self.fire_np(f, target);
            }
            (Actor::Unit { uid }, Action::Move { path }) => self.unit_move(uid, &path),
            _ => {}
        }
    }

    fn retreat_moved(&mut self, f: FactionId, path: &[DistrictIdx]) {
        let from = self.fac(f).district;
        let cost = q::walk_cost(self.c, self.s, f, from, path);
        if let Some(r) = self
            .s
            .combat
            .as_mut()
            .and_then(|cb| cb.participant_mut(f))
            .and_then(|p| p.retreat.as_mut())
        {
            r.moved = true;
        }
        if let Some(&last) = path.last() {
            self.fac_mut(f).district = last;
        }
        self.emit_combat(EventKind::RetreatMoved {
            faction: f,
            from,
            path: path.to_vec(),
            cost,
        });
        self.catch_check();
    }

    fn unit_move(&mut self, uid: u32, path: &[DistrictIdx]) {
        let Some(&last) = path.last() else { return };
        if let Some(u) = self
            .s
            .combat
            .as_mut()
            .and_then(|cb| cb.units.iter_mut().find(|u| u.uid == uid))
        {
            u.position = last;
        }
        self.catch_check();
    }

    fn actor_faction(&self, a: Actor) -> Option<FactionId> {
        q::actor_owner(self.s, a)
    }

    /// G-26.5 steps 1–3: declares an attack; reactions follow.
    fn start_attack(
        &mut self,
        attacker: Actor,
        pre_move: &[DistrictIdx],
        target: Actor,
        mode: AttackMode,
        kind: AttackKind,
        luck_card: Option<CardType>,
    ) {
        if !pre_move.is_empty() {
            match attacker {
                Actor::Servant { faction } => self.combat_move(faction, pre_move),
                Actor::Unit { uid } => self.unit_move(uid, pre_move),
            }
        }
        self.mark_offense();
        let card = match attacker {
            Actor::Servant { .. } => kind.card().or(luck_card),
            Actor::Unit { .. } => None,
        };
        if let (Actor::Servant { faction }, Some(card)) = (attacker, card) {
            self.consume_card(faction, card, CardPurpose::Attack);
        }
        let range = match (
            q::actor_pos(self.s, attacker),
            q::actor_pos(self.s, target),
            q::map(self.c, self.s),
        ) {
            (Some(a), Some(b), Some(m)) => m.hop(a, b),
            _ => 0,
        };
        self.emit_combat(EventKind::AttackDeclared {
            attacker,
            target,
            mode,
            kind,
            range,
        });
        let first_strike = first_strike(self.c, self.s, attacker);
        let auto_guard = matches!(target, Actor::Unit { .. });
        let atk = AttackInProgress {
            attacker,
            is_np: false,
            kind,
            mode,
            range,
            card,
            targets: vec![target],
            reactions: vec![if auto_guard {
                Some(Reaction::Guard { card: None })
            } else {
                None
            }],
            clashes: Vec::new(),
            hit: None,
            defense: vec![None],
            hits: vec![false],
            tables: Vec::new(),
            rolled: false,
            first_strike,
        };
        if let Some(cb) = &mut self.s.combat {
            cb.attack = Some(atk);
        }
    }

    // ------------------------------------------------------------------ NP (G-29)

    /// G-29.6: the targets of an attack NP fired by `f`, in initiative order.
    pub fn np_targets(&self, f: FactionId, target: NpTarget) -> Vec<Actor> {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| &d.np) else {
            return Vec::new();
        };
        let Some(m) = q::map(self.c, self.s) else {
            return Vec::new();
        };
        let pos = self.fac(f).district;
        let init = self.compute_initiative();
        let mut all: Vec<Actor> = q::combat_actors(self.s)
            .into_iter()
            .filter(|&a| a != Actor::Servant { faction: f } && q::hostile_to(self.s, f, a))
            .filter(|&a| q::actor_pos(self.s, a).is_some_and(|d| m.hop(pos, d) <= np.range))
            .collect();
        all.sort_by_key(|a| init.iter().position(|x| x == a).unwrap_or(usize::MAX));
        match target {
            NpTarget::Unit { actor } => all.into_iter().filter(|a| *a == actor).collect(),
            NpTarget::District { id } => all
                .into_iter()
                .filter(|&a| q::actor_pos(self.s, a) == Some(id))
                .collect(),
            NpTarget::Area => all,
        }
    }

    /// G-30.6: whether target servant `t` clashes with an attack NP fired this round.
    fn clashes_with(&self, t: FactionId, round: u16) -> bool {
        let Some(d) = q::sdef(self.c, self.s, t) else {
            return false;
        };
        let Some(p) = q::participant(self.s, t) else {
            return false;
        };
        d.np.kind == NpKind::Attack
            && p.status == ParticipantStatus::Active
            && p.np_charge.is_some_and(|c| c.fire_round == round)
            && p.np_fired_round != Some(round)
            && p.hand.has(d.np.card)
            && q::can_pay_servant(self.s, t, d.np.mp_cost)
            && !q::has_debuff(self.s, t, DebuffId::DB16)
            && !q::has_debuff(self.s, t, DebuffId::DB17)
            && !q::has_debuff(self.s, t, DebuffId::DB19)
    }

    /// Pays an NP's card and MP and applies the type bonus at firing (G-29.3.4, G-29.5.2).
    fn pay_np(&mut self, f: FactionId) {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| d.np.clone()) else {
            return;
        };
        let round = self.current_round().unwrap_or(1);
        self.consume_card(f, np.card, CardPurpose::Np);
        self.pay_servant(f, np.mp_cost, MpReason::NpCost);
        if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
            p.np_charge = None;
            p.np_fired_round = Some(round);
            p.used_np = true;
        }
        if np.card == CardType::Arts && np.kind != NpKind::Summon && self.fac(f).alive() {
            self.gain_servant_mp(f, 20, MpReason::ArtsNp);
        }
    }

    /// G-29.3.3, G-29.7, G-29.9, G-33.6.20: fires the NP of `f`.
    pub fn fire_np(&mut self, f: FactionId, target: NpTarget) {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| d.np.clone()) else {
            return;
        };
        let round = self.current_round().unwrap_or(1);
        self.mark_offense();
        self.pay_np(f);
        if !self.fac(f).alive() {
            return;
        }
        match np.kind {
            NpKind::Support | NpKind::Passive => {
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: Vec::new(),
                });
                for e in &np.on_fire {
                    self.apply_effect(f, EffectSource::Np, EffTarget::Faction(f), e, 0, 0);
                }
                // G-29.5.1, G-29.5.3: the next round's attack gets the type bonus.
                let next = round + 1;
                match np.card {
                    CardType::Buster => self.add_buff(
                        f,
                        BuffKind::NextAttackPower { from_round: next },
                        20,
                        Duration::Rounds { n: 2 },
                        EffectSource::Np,
                        Some(f),
                        true,
                    ),
                    CardType::Quick => self.add_buff(
                        f,
                        BuffKind::NextAttackCrit { from_round: next },
                        3,
                        Duration::Rounds { n: 2 },
                        EffectSource::Np,
                        Some(f),
                        true,
                    ),
                    CardType::Arts => {}
                }
            }
            NpKind::Summon => {
                let Some(spec) = np.summon.clone() else {
                    return;
                };
                self.summon_units(f, &spec, np.card, round);
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: Vec::new(),
                });
            }
            NpKind::Attack => {
                let targets = self.np_targets(f, target);
                let mut clashes = Vec::new();
                let mut rest = Vec::new();
                for t in &targets {
                    match *t {
                        Actor::Servant { faction: tf } if self.clashes_with(tf, round) => {
                            clashes.push(tf)
                        }
                        other => rest.push(other),
                    }
                }
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: targets.clone(),
                });
                // G-30.7 step 1: each clashing target pays its NP.
                for &tf in &clashes {
                    self.pay_np(tf);
                    if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(tf)) {
                        p.main_action_spent = true;
                    }
                }
                let n = rest.len();
                let reactions = rest
                    .iter()
                    .map(|a| {
                        matches!(a, Actor::Unit { .. }).then_some(Reaction::Guard { card: None })
                    })
                    .collect();
                let first_strike = first_strike(self.c, self.s, Actor::Servant { faction: f });
                let atk = AttackInProgress {
                    attacker: Actor::Servant { faction: f },
                    is_np: true,
                    kind: AttackKind::of_card(np.card),
                    mode: AttackMode::Ranged,
                    range: np.range,
                    card: Some(np.card),
                    targets: rest,
                    reactions,
                    clashes,
                    hit: None,
                    defense: vec![None; n],
                    hits: vec![false; n],
                    tables: Vec::new(),
                    rolled: false,
                    first_strike,
                };
                if let Some(cb) = &mut self.s.combat {
                    cb.attack = Some(atk);
                }
            }
        }
    }

    /// G-29.9.1, G-29.9.4: creates the summoned units.
    fn summon_units(&mut self, f: FactionId, spec: &SummonSpec, card: CardType, round: u16) {
        let pos = self.fac(f).district;
        for _ in 0..spec.count {
            let uid = self.new_uid();
            let hp = spec.hp + if card == CardType::Arts { 20 } else { 0 };
            let unit = SummonedUnit {
                uid,
                owner: f,
                spec: spec.clone(),
                hp,
                max_hp: hp,
                position: pos,
                first_attack_power: if card == CardType::Buster { 20 } else { 0 },
                first_attack_crit: if card == CardType::Quick { 3 } else { 0 },
                joined_round: round,
            };
            if let Some(cb) = &mut self.s.combat {
                cb.units.push(unit);
            }
            self.emit_combat(EventKind::UnitSummoned {
                unit: uid,
                owner: f,
            });
        }
    }

    // ------------------------------------------------------------------ resolution

    fn attack(&self) -> Option<&AttackInProgress> {
        self.s.combat.as_ref().and_then(|cb| cb.attack.as_ref())
    }

    fn attack_mut(&mut self) -> Option<&mut AttackInProgress> {
        self.s.combat.as_mut().and_then(|cb| cb.attack.as_mut())
    }

    /// The attack sub-machine: reactions, rolls, tables, damage.
    pub fn attack_step(&mut self) -> Ask {
        // Read in place: this runs at every step of every attack, and cloning the attack's
        // vectors here was a measurable share of a simulated game.
        let (rolled, attacker, is_np, kind, mode, range, card) = {
            let a = self.attack()?;
            (
                a.rolled, a.attacker, a.is_np, a.kind, a.mode, a.range, a.card,
            )
        };
        if !rolled && !q::actor_present(self.s, attacker) {
            // The attacker left before the rolls: the attack ends (G-27.8).
            self.finish_attack();
            return None;
        }
        if !rolled {
            // A removed target gets no reaction, damage or effect (G-27.8).
            let n = self.attack()?.targets.len();
            for i in 0..n {
                let (t, reacted) = {
                    let a = self.attack()?;
                    (
                        a.targets[i],
                        a.reactions.get(i).copied().flatten().is_some(),
                    )
                };
                if reacted {
                    continue;
                }
                if !q::actor_present(self.s, t) {
                    if let Some(a) = self.attack_mut() {
                        a.targets.remove(i);
                        a.reactions.remove(i);
                        a.defense.remove(i);
                        a.hits.remove(i);
                    }
                    return None;
                }
                let owner = self.actor_faction(t)?;
                let np_name = match attacker {
                    Actor::Servant { faction } if is_np => {
                        q::sdef(self.c, self.s, faction).map(|d| d.np.name.clone())
                    }
                    _ => None,
                };
                return Some((
                    owner,
                    DecisionKind::Reaction {
                        defender: t,
                        attacker,
                        is_np,
                        kind,
                        mode,
                        range,
                        card,
                        np_name,
                    },
                ));
            }
            let a = self.attack()?;
            let none_present = a.targets.iter().all(|t| !q::actor_present(self.s, *t));
            if none_present && a.clashes.is_empty() {
                self.finish_attack();
                return None;
            }
            self.roll_attack();
            return None;
        }
        if let Some(step) = self.attack()?.tables.first().copied() {
            return self.table_step(step);
        }
        self.attack_damage();
        self.finish_attack();
        None
    }

    /// G-27: records a reaction and pays its card.
    pub fn attack_react(&mut self, f: FactionId, reaction: Reaction) {
        let Some(atk) = self.attack() else {
            return;
        };
        let kind = atk.kind;
        let Some(i) = atk.targets.iter().enumerate().position(|(i, t)| {
            atk.reactions.get(i).copied().flatten().is_none() && *t == Actor::Servant { faction: f }
        }) else {
            return;
        };
        if let Some(a) = self.attack_mut()
            && let Some(r) = a.reactions.get_mut(i)
        {
            *r = Some(reaction);
        }
        if let Some(card) = reaction_card(kind, reaction) {
            self.consume_card(f, card, CardPurpose::Reaction);
        }
        self.emit_combat(EventKind::ReactionChosen {
            defender: Actor::Servant { faction: f },
            reaction,
        });
    }

    /// Rolls a 2d6 check (G-22.4) with its modifiers and flags (G-23.3).
    fn roll_check(&mut self, actor: Actor, purpose: CheckPurpose, spec: CheckSpec) -> Check {
        let d1 = self.die(6);
        let d2 = self.die(6);
        let natural = (d1 + d2) as i32;
        let total = natural + spec.modifier();
        let (crit, fumble) = spec.flags(natural);
        self.emit_combat(EventKind::CheckRolled {
            actor,
            purpose,
            dice: vec![d1, d2],
            modifiers: spec.mods,
            total,
            crit_from: spec.crit_from,
            fumble_on: spec.fumble_on,
            crit,
            fumble,
        });
        Check {
            dice: [d1, d2],
            natural,
            total,
            crit,
            fumble,
        }
    }

    /// G-22.5, G-22.2, G-22.3, G-23: the rolls and the opposed results.
    fn roll_attack(&mut self) {
        let Some(atk) = self.attack().cloned() else {
            return;
        };
        let live: Vec<bool> = atk
            .targets
            .iter()
            .map(|t| q::actor_present(self.s, *t))
            .collect();
        let need_hit = live.iter().any(|x| *x);
        let mut tables = Vec::new();
        let hit = if need_hit {
            Some(self.attacker_check(&atk))
        } else {
            None
        };
        let attacker_faction = match atk.attacker {
            Actor::Servant { faction } => Some(faction),
            Actor::Unit { .. } => None,
        };
        if let (Some(h), Some(f)) = (&hit, attacker_faction) {
            if h.crit {
                tables.push(TableStep::Critical { faction: f });
            } else if h.fumble {
                tables.push(TableStep::Fumble {
                    faction: f,
                    table: None,
                });
            }
        }
        let mut defense = vec![None; atk.targets.len()];
        let mut hits = vec![false; atk.targets.len()];
        for (i, t) in atk.targets.iter().enumerate() {
            if !live.get(i).copied().unwrap_or(false) {
                continue;
            }
            let Some(h) = &hit else { continue };
            let reaction = atk
                .reactions
                .get(i)
                .copied()
                .flatten()
                .unwrap_or(Reaction::Guard { card: None });
            let (won, reason, def) = match (reaction, *t) {
                (Reaction::Guard { .. }, _) | (_, Actor::Unit { .. }) => {
                    let reason = if h.fumble {
                        CheckReason::Fumble
                    } else {
                        CheckReason::Guard
                    };
                    (!h.fumble, reason, None)
                }
                (r, Actor::Servant { faction: tf }) => {
                    let d = self.defender_check(tf, &atk, r);
                    let (won, reason) = opposed(h, &d);
                    (won, reason, Some(d))
                }
            };
            let winner = if won { atk.attacker } else { *t };
            self.emit_combat(EventKind::CheckResolved {
                attacker: atk.attacker,
                defender: *t,
                winner,
                reason,
            });
            if let (Some(d), Actor::Servant { faction: tf }, false) = (&def, *t, atk.is_np) {
                if d.crit {
                    tables.push(TableStep::Critical { faction: tf });
                } else if d.fumble {
                    tables.push(TableStep::Fumble {
                        faction: tf,
                        table: None,
                    });
                }
            }
            defense[i] = def;
            hits[i] = won;
        }
        // G-24.4: quick_pending resets after the check; the defender's only if it rolled.
        if let (Some(f), true) = (attacker_faction, hit.is_some())
            && let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f))
        {
            p.quick_pending = 0;
        }
        for (i, t) in atk.targets.iter().enumerate() {
            if let (Some(Some(_)), Actor::Servant { faction }) = (defense.get(i), *t)
                && let Some(p) = self
                    .s
                    .combat
                    .as_mut()
                    .and_then(|cb| cb.participant_mut(faction))
            {
                p.quick_pending = 0;
            }
        }
        if let Some(a) = self.attack_mut() {
            a.hit = hit;
            a.defense = defense;
            a.hits = hits;
            a.tables = tables;
            a.rolled = true;
        }
    }

    fn attacker_check(&mut self, atk: &AttackInProgress) -> Check {
        let round = self.current_round().unwrap_or(1);
        let spec = hit_check_spec(self.c, self.s, atk);
        if let Actor::Servant { faction: f } = atk.attacker {
            // NextAttackCrit is consumed by this check.
            self.remove_buffs(f, BuffEndReason::Consumed, |b| matches!(b.buff_kind(), Some(BuffKind::NextAttackCrit { from_round }) if from_round <= round));
        }
        let purpose = match atk.attacker {
            Actor::Servant { .. } if atk.is_np => CheckPurpose::NpHit,
            _ => CheckPurpose::Hit,
        };
        self.roll_check(atk.attacker, purpose, spec)
    }

    fn defender_check(&mut self, f: FactionId, atk: &AttackInProgress, r: Reaction) -> Check {
        let spec = defense_check_spec(self.c, self.s, f, atk, r);
        self.roll_check(Actor::Servant { faction: f }, CheckPurpose::Reaction, spec)
    }

    // ------------------------------------------------------------------ tables (G-23.4/5)

    fn pop_table(&mut self) {
        if let Some(a) = self.attack_mut()
            && !a.tables.is_empty()
        {
            a.tables.remove(0);
        }
    }

    /// Which check of the current attack a table step of `faction` comes from: its hit
    /// check if it attacks, else its reaction (G-23.8).
    fn table_check(&self, faction: FactionId) -> Option<(CheckPurpose, Actor)> {
        let a = self.attack()?;
        let check = if a.attacker == (Actor::Servant { faction }) {
            if a.is_np {
                CheckPurpose::NpHit
            } else {
                CheckPurpose::Hit
            }
        } else {
            CheckPurpose::Reaction
        };
        Some((check, a.attacker))
    }

    fn table_step(&mut self, step: TableStep) -> Ask {
        match step {
            TableStep::Critical { faction } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let (check, attacker) = self.table_check(faction)?;
                Some((faction, DecisionKind::CriticalChoice { check, attacker }))
            }
            TableStep::Fumble {
                faction,
                table: None,
            } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let t = self.die(3);
                match t {
                    1 => {
                        if let Some(a) = self.attack_mut()
                            && let Some(first) = a.tables.first_mut()
                        {
                            *first = TableStep::Fumble {
                                faction,
                                table: Some(1),
                            };
                        }
                    }
                    2 => {
                        self.fumble_f2(faction);
                        self.pop_table();
                    }
                    _ => {
                        self.fumble_f3(faction);
                        self.pop_table();
                    }
                }
                None
            }
            TableStep::Fumble {
                faction,
                table: Some(_),
            } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let (check, attacker) = self.table_check(faction)?;
                Some((faction, DecisionKind::FumbleHpOrMp { check, attacker }))
            }
        }
    }

    /// G-23.4: applies a critical choice.
    pub fn crit_choice(&mut self, f: FactionId, choice: CritChoice) {
        let actor = Actor::Servant { faction: f };
        let mut dice = None;
        match choice {
            CritChoice::HealHp => {
                let d = self.die(10);
                dice = Some(d);
                self.heal(f, d as i32, false);
            }
            CritChoice::HealMp => {
                let d = self.die(10);
                dice = Some(d);
                self.gain_servant_mp(f, d as i32, MpReason::Critical);
            }
            CritChoice::GainCard { card } => {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand.add(card);
                }
            }
            CritChoice::Buff { menu } => {
                // G-21.6: the Critical Buff Menu, each for 1R.
                let (kind, mag) = match menu {
                    CritBuff::Might => (BuffKind::DamageDealtUp, 10),
                    CritBuff::Ward => (BuffKind::DamageTakenDown, 10),
                    CritBuff::Aim => (BuffKind::HitUp, 2),
                    CritBuff::Parry => (BuffKind::DefenseUp, 2),
                    CritBuff::Keen => (BuffKind::CritRangeUp, 1),
                };
                self.add_buff(
                    f,
                    kind,
                    mag,
                    Duration::Rounds { n: 1 },
                    EffectSource::Critical,
                    Some(f),
                    true,
                );
            }
        }
        self.emit_combat(EventKind::CriticalEffect {
            actor,
            choice,
            dice,
        });
        self.pop_table();
    }

    /// G-23.5 F1: 1d10 to HP or MP, ignoring every reduction.
    pub fn fumble_f1(&mut self, f: FactionId, hp: bool) {
        let d = self.die(10);
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 1,
            detail: if hp {
                FumbleOutcome::Hp
            } else {
                FumbleOutcome::Mp
            },
            dice: vec![d],
        });
        if hp {
            self.hurt_servant(f, d as i32, None, false, true);
        } else {
            self.lose_servant_mp(f, d as i32, MpReason::Fumble);
        }
        self.pop_table();
    }

    /// G-23.5 F2, G-24.7: loses the card at 1d(hand size) in canonical order.
    fn fumble_f2(&mut self, f: FactionId) {
        let hand = q::participant(self.s, f)
            .map(|p| p.hand)
            .unwrap_or_default();
        let n = hand.total();
        let mut dice = Vec::new();
        let mut detail = FumbleOutcome::EmptyHand;
        if n > 0 {
            let d = self.die(n);
            dice.push(d);
            if let Some(card) = hand.canonical(d) {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand.take(card);
                }
                detail = FumbleOutcome::CardLost(card);
            }
        }
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 2,
            detail,
            dice,
        });
    }

    /// G-23.5 F3: one random debuff (1d20), never resisted.
    fn fumble_f3(&mut self, f: FactionId) {
        let d = self.die(20);
        let id = crate::content::grail::DebuffId::from_d20(d);
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 3,
            detail: FumbleOutcome::Debuff(id),
            dice: vec![d],
        });
        self.add_debuff(f, id, None, EffectSource::Fumble, Some(f));
    }

    // ------------------------------------------------------------------ damage (G-28)

    /// G-28.3: the target side, then the HP damage (G-28.4).
    fn damage_target(
        &mut self,
        target: Actor,
        source: Actor,
        raw: i32,
        guard: bool,
        mut breakdown: Vec<(DamageTerm, i32)>,
        dice: Vec<u32>,
    ) {
        let src_f = q::actor_owner(self.s, source);
        match target {
            Actor::Unit { uid } => {
                let g = if guard {
                    guard_value(self.c, self.s, target)
                } else {
                    0
                };
                if g != 0 {
                    breakdown.push((DamageTerm::Guard, -g));
                }
                let fin = (raw - g).max(0);
                self.emit_combat(EventKind::DamageDealt {
                    target,
                    source: Some(source),
                    amount: fin,
                    breakdown,
                    dice,
                });
                if fin > 0 {
                    self.mark_offense();
                }
                let mut destroyed = false;
                if let Some(cb) = &mut self.s.combat {
                    if let Some(u) = cb.units.iter_mut().find(|u| u.uid == uid) {
                        u.hp -= fin;
                        destroyed = u.hp <= 0;
                    }
                    if destroyed {
                        cb.units.retain(|u| u.uid != uid);
                    }
                }
                if destroyed {
                    self.emit_combat(EventKind::UnitDestroyed { unit: uid });
                }
            }
            Actor::Servant { faction: t } => {
                if !self.fac(t).alive() {
                    return;
                }
                let g = if guard {
                    guard_value(self.c, self.s, target)
                } else {
                    0
                };
                if g != 0 {
                    breakdown.push((DamageTerm::Guard, -g));
                }
                let fin = target_side(self.c, self.s, t, src_f).apply(raw - g, &mut breakdown);
                self.emit_combat(EventKind::DamageDealt {
                    target,
                    source: Some(source),
                    amount: fin,
                    breakdown,
                    dice,
                });
                if fin > 0 {
                    self.mark_offense();
                }
                self.hurt_servant(t, fin, src_f, true, true);
            }
        }
    }

    fn attack_damage(&mut self) {
        let Some(atk) = self.attack().cloned() else {
            return;
        };
        if atk.is_np {
            self.np_damage(&atk);
            return;
        }
        let Some((i, target)) = atk
            .targets
            .iter()
            .copied()
            .enumerate()
            .find(|(i, _)| atk.hits.get(*i).copied().unwrap_or(false))
        else {
            return;
        };
        if !q::actor_present(self.s, target) {
            return;
        }
        let guard = matches!(
            atk.reactions.get(i).copied().flatten(),
            Some(Reaction::Guard { .. })
        ) || matches!(target, Actor::Unit { .. });
        let Some(spec) = attack_damage_spec(self.c, self.s, &atk, target) else {
            return;
        };
        let dice = self.roll(spec.count, spec.sides);
        let sum: u32 = dice.iter().sum();
        let raw = sum as i32 + spec.flat();
        let mut breakdown = vec![(DamageTerm::Dice, sum as i32)];
        breakdown.extend(spec.terms);
        self.damage_target(target, atk.attacker, raw, guard, breakdown, dice);
    }

    /// NP damage of servant `f` without target-side terms (G-28.2): (value, dice, breakdown).
    fn np_raw(
        &mut self,
        f: FactionId,
        first_strike: bool,
    ) -> (i32, Vec<u32>, Vec<(DamageTerm, i32)>) {
        let Some(spec) = np_damage_spec(self.c, self.s, f, first_strike) else {
            return (0, Vec::new(), Vec::new());
        };
        let dice = self.roll(spec.count, spec.sides);
        let sum: u32 = dice.iter().sum();
        let raw = sum as i32 + spec.flat();
        let mut b = vec![(DamageTerm::Dice, sum as i32)];
        b.extend(spec.terms);
        (raw, dice, b)
    }

    /// G-29.6, G-30.7, G-30.8: damage of an attack NP, including clashes.
    fn np_damage(&mut self, atk: &AttackInProgress) {
        let Actor::Servant { faction: f } = atk.attacker else {
            return;
        };
        let any_hit = atk.hits.iter().any(|h| *h);
        if !any_hit && atk.clashes.is_empty() {
            return;
        }
        let Some(np_x) = q::sdef(self.c, self.s, f).map(|d| d.np.clone()) else {
            return;
        };
        let (base_f, dice_f, bd_f) = self.np_raw(f, atk.first_strike);
        // Roll every clashing target's damage after F's (G-30.7 step 2).
        let mut clash_rolls = Vec::new();
        for &t in &atk.clashes {
            let first = first_strike(self.c, self.s, Actor::Servant { faction: t });
            let (v, d, b) = self.np_raw(t, first);
            clash_rolls.push((t, v, d, b));
        }
        // Non-clashing targets that were hit.
        for (i, t) in atk.targets.iter().enumerate() {
            if !atk.hits.get(i).copied().unwrap_or(false) || !q::actor_present(self.s, *t) {
                continue;
            }
            let guard = matches!(
                atk.reactions.get(i).copied().flatten(),
                Some(Reaction::Guard { .. })
            ) || matches!(t, Actor::Unit { .. });
            let mut b = bd_f.clone();
            let w = weakness(self.s, f, *t);
            if w != 0 {
                b.push((DamageTerm::Weakness, w));
            }
            self.damage_target(*t, atk.attacker, base_f + w, guard, b, dice_f.clone());
            if let Actor::Servant { faction: tf } = *t {
                for e in &np_x.on_hit {
                    self.apply_effect(f, EffectSource::Np, EffTarget::Faction(tf), e, 0, 0);
                }
            }
        }
        // Clashes (G-30.7 steps 3–8).
        let m = q::map(self.c, self.s);
        for (t, vt_raw, dice_t, bd_t) in clash_rolls {
            let Some(np_y) = q::sdef(self.c, self.s, t).map(|d| d.np.clone()) else {
                continue;
            };
            let pen_f = np_x.category.clash_penalty(np_y.category);
            let pen_t = np_y.category.clash_penalty(np_x.category);
            let w_f = weakness(self.s, f, Actor::Servant { faction: t });
            let w_t = weakness(self.s, t, Actor::Servant { faction: f });
            let v_f = base_f + w_f - pen_f;
            let v_t = vt_raw + w_t - pen_t;
            let mut breakdown_a = bd_f.clone();
            if w_f != 0 {
                breakdown_a.push((DamageTerm::Weakness, w_f));
            }
            let mut breakdown_b = bd_t;
            if w_t != 0 {
                breakdown_b.push((DamageTerm::Weakness, w_t));
            }
            let reaches =
                m.is_some_and(|m| m.hop(self.fac(t).district, self.fac(f).district) <= np_y.range);
            let winner = if v_f > v_t {
                Some(f)
            } else if v_t > v_f {
                Some(t)
            } else {
                None
            };
            self.emit_combat(EventKind::NpClash {
                a: f,
                b: t,
                dice_a: dice_f.clone(),
                dice_b: dice_t.clone(),
                breakdown_a,
                breakdown_b,
                value_a: v_f,
                value_b: v_t,
                penalty_a: pen_f,
                penalty_b: pen_t,
                winner,
                reaches,
            });
            if v_f > v_t {
                let mut b = vec![(DamageTerm::Clash, v_f - v_t)];
                let fin = target_side(self.c, self.s, t, Some(f)).apply(v_f - v_t, &mut b);
                self.emit_combat(EventKind::DamageDealt {
                    target: Actor::Servant { faction: t },
                    source: Some(atk.attacker),
                    amount: fin,
                    breakdown: b,
                    dice: dice_f.clone(),
                });
                self.hurt_servant(t, fin, Some(f), true, true);
            } else if v_t > v_f && reaches {
                let mut b = vec![(DamageTerm::Clash, v_t - v_f)];
                let fin = target_side(self.c, self.s, f, Some(t)).apply(v_t - v_f, &mut b);
                self.emit_combat(EventKind::DamageDealt {
                    target: atk.attacker,
                    source: Some(Actor::Servant { faction: t }),
                    amount: fin,
                    breakdown: b,
                    dice: dice_t.clone(),
                });
                self.hurt_servant(f, fin, Some(t), true, true);
            }
            for e in &np_x.on_hit {
                self.apply_effect(f, EffectSource::Np, EffTarget::Faction(t), e, 0, 0);
            }
            if reaches {
                for e in &np_y.on_hit {
                    self.apply_effect(t, EffectSource::Np, EffTarget::Faction(f), e, 0, 0);
                }
            }
            self.spend_damage_pools(t);
        }
    }

    /// G-24.4: an attack that resolved (hit, miss or clash) spends what adds to its damage:
    /// `buster_pending` and NextAttackPower (G-29.5.1). `quick_pending` is not touched here:
    /// only a rolled check spends it (`roll_attack`), and a clash replaces the check
    /// (G-30.7 step 9), so it survives for both sides of a clash.
    fn spend_damage_pools(&mut self, f: FactionId) {
        let round = self.current_round().unwrap_or(1);
        if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
            p.buster_pending = 0;
        }
        self.remove_buffs(f, BuffEndReason::Consumed, |b| matches!(b.buff_kind(), Some(BuffKind::NextAttackPower { from_round }) if from_round <= round));
    }

    /// G-26.5 step 9: end of the attack.
    fn finish_attack(&mut self) {
        let Some(atk) = self.s.combat.as_mut().and_then(|cb| cb.attack.take()) else {
            return;
        };
        match atk.attacker {
            Actor::Servant { faction } => self.spend_damage_pools(faction),
            Actor::Unit { uid } => {
                if let Some(u) = self
                    .s
                    .combat
                    .as_mut()
                    .and_then(|cb| cb.units.iter_mut().find(|u| u.uid == uid))
                {
                    u.first_attack_power = 0;
                    u.first_attack_crit = 0;
                }
            }
        }
    }
}

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
