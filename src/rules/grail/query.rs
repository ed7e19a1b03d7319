//! Read-only rule queries shared by the legality checks and the engine: effective stats
//! (G-3.4), modifiers (G-20.2), MP access (G-7), movement (G-5.5, G-25.2), upkeep (G-6.3).

use crate::content::grail::{
    BuffKind, Class, DebuffId, Effect, GrailContent, MapGraph, MasterDef, NpKind, ServantDef,
    Skill, SkillOwner, Stat, Timing,
};

use super::illegal::Illegal;
use super::state::*;

/// Fallbacks so that a corrupt index in a hand-edited state never panics.
static EMPTY_SKILLS: [Skill; 0] = [];

pub fn sdef<'c>(c: &'c GrailContent, s: &GameState, f: FactionId) -> Option<&'c ServantDef> {
    let fac = s.faction(f)?;
    c.servants.get(usize::from(fac.servant.def))
}

pub fn mdef<'c>(c: &'c GrailContent, s: &GameState, f: FactionId) -> Option<&'c MasterDef> {
    let fac = s.faction(f)?;
    c.masters.get(usize::from(fac.master.def))
}

pub fn map<'c>(c: &'c GrailContent, s: &GameState) -> Option<&'c MapGraph> {
    c.maps.get(usize::from(s.map))
}

pub fn class(c: &GrailContent, s: &GameState, f: FactionId) -> Option<Class> {
    sdef(c, s, f).map(|d| d.class)
}

pub fn is_class(c: &GrailContent, s: &GameState, f: FactionId, k: Class) -> bool {
    class(c, s, f) == Some(k)
}

pub fn skills<'c>(
    c: &'c GrailContent,
    s: &GameState,
    f: FactionId,
    owner: SkillOwner,
) -> &'c [Skill] {
    match owner {
        SkillOwner::Servant => sdef(c, s, f).map(|d| d.skills.as_slice()),
        SkillOwner::Master => mdef(c, s, f).map(|d| d.skills.as_slice()),
    }
    .unwrap_or(&EMPTY_SKILLS)
}

pub fn skill<'c>(
    c: &'c GrailContent,
    s: &GameState,
    f: FactionId,
    r: SkillRef,
) -> Option<&'c Skill> {
    skills(c, s, f, r.owner).get(usize::from(r.idx))
}

/// Every skill of a faction with its reference: servant skills first, then master skills.
pub fn all_skills<'c>(
    c: &'c GrailContent,
    s: &GameState,
    f: FactionId,
) -> impl Iterator<Item = (SkillRef, &'c Skill)> + 'c {
    let sv = skills(c, s, f, SkillOwner::Servant);
    let ms = skills(c, s, f, SkillOwner::Master);
    sv.iter()
        .enumerate()
        .map(|(i, k)| {
            (
                SkillRef {
                    owner: SkillOwner::Servant,
                    idx: i as u8,
                },
                k,
            )
        })
        .chain(ms.iter().enumerate().map(|(i, k)| {
            (
                SkillRef {
                    owner: SkillOwner::Master,
                    idx: i as u8,
                },
                k,
            )
        }))
}

/// G-15.2: a bond-locked master skill is usable only once unlocked.
pub fn skill_unlocked(s: &GameState, f: FactionId, k: &Skill) -> bool {
    !k.bond_locked || s.faction(f).is_some_and(|x| x.master.fourth_skill_unlocked)
}

/// G-19.2.4: passive effects of a faction (servant skills, unlocked master skills, and a
/// passive NP's `on_fire` effects, G-29.8).
pub fn passive_effects<'c>(
    c: &'c GrailContent,
    s: &'c GameState,
    f: FactionId,
) -> impl Iterator<Item = &'c Effect> + 'c {
    let np_passive = sdef(c, s, f)
        .filter(|d| d.np.kind == NpKind::Passive)
        .map(|d| d.np.on_fire.as_slice())
        .unwrap_or(&[]);
    all_skills(c, s, f)
        .filter(move |(_, k)| k.timing == Timing::Passive && skill_unlocked(s, f, k))
        .flat_map(|(_, k)| k.effects.iter())
        .chain(np_passive.iter())
}

fn buffs(s: &GameState, f: FactionId) -> &[Buff] {
    s.faction(f)
        .map(|x| x.servant.buffs.as_slice())
        .unwrap_or(&[])
}

pub fn has_debuff(s: &GameState, f: FactionId, id: DebuffId) -> bool {
    buffs(s, f).iter().any(|b| b.debuff() == Some(id))
}

fn debuff_mag(s: &GameState, f: FactionId, id: DebuffId) -> i32 {
    buffs(s, f)
        .iter()
        .filter(|b| b.debuff() == Some(id))
        .map(|b| b.magnitude)
        .max()
        .unwrap_or(0)
}

/// Sum of the magnitudes of every active buff (and passive ApplyBuff) matching `pred`.
pub fn buff_sum(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    pred: impl Fn(BuffKind) -> bool,
) -> i32 {
    let Some(x) = s.faction(f) else { return 0 };
    let active: i32 = x
        .servant
        .buffs
        .iter()
        .filter_map(|b| b.buff_kind().filter(|k| pred(*k)).map(|_| b.magnitude))
        .sum();
    active + passive_sum(c, x, &pred)
}

/// The passive ApplyBuff magnitudes matching `pred`, as `passive_effects` lists them, from
/// the index built at load: this runs for every stat, movement and check lookup.
fn passive_sum(c: &GrailContent, x: &Faction, pred: &impl Fn(BuffKind) -> bool) -> i32 {
    let unlocked = x.master.fourth_skill_unlocked;
    c.servant_passives(x.servant.def)
        .iter()
        .chain(c.master_passives(x.master.def))
        .filter(|p| (!p.bond_locked || unlocked) && pred(p.kind))
        .map(|p| p.magnitude)
        .sum()
}

/// [`buff_sum`] split by where the buffs came from, for the events' breakdowns: one term per
/// source in the order the buffs were applied (a skill's, a command spell's...), then the
/// passive skills together as `EffectSource::Passive`. Zero terms are left out.
pub fn buff_terms(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    pred: impl Fn(BuffKind) -> bool,
) -> Vec<(EffectSource, i32)> {
    let mut out: Vec<(EffectSource, i32)> = Vec::new();
    let Some(x) = s.faction(f) else { return out };
    for b in &x.servant.buffs {
        if b.buff_kind().is_some_and(&pred) {
            match out.iter_mut().find(|(src, _)| *src == b.source) {
                Some((_, v)) => *v += b.magnitude,
                None => out.push((b.source, b.magnitude)),
            }
        }
    }
    let passive = passive_sum(c, x, &pred);
    match out
        .iter_mut()
        .find(|(src, _)| *src == EffectSource::Passive)
    {
        Some((_, v)) => *v += passive,
        None => out.push((EffectSource::Passive, passive)),
    }
    out.retain(|(_, v)| *v != 0);
    out
}

pub fn has_buff(s: &GameState, f: FactionId, pred: impl Fn(BuffKind) -> bool) -> bool {
    buffs(s, f).iter().any(|b| b.buff_kind().is_some_and(&pred))
}

/// G-3.4: effective stat = base + modifiers, minimum 0. DB1–DB4 lower STR/END/AGI/LUK.
pub fn stat(c: &GrailContent, s: &GameState, f: FactionId, st: Stat) -> i32 {
    let Some(d) = sdef(c, s, f) else { return 0 };
    let base = match st {
        Stat::Str => d.stats.str,
        Stat::End => d.stats.end,
        Stat::Agi => d.stats.agi,
        Stat::Luk => d.stats.luk,
    };
    let up = buff_sum(c, s, f, |k| k == BuffKind::StatUp { stat: st });
    let down = match st {
        Stat::Str => debuff_mag(s, f, DebuffId::DB1),
        Stat::End => debuff_mag(s, f, DebuffId::DB2),
        Stat::Agi => debuff_mag(s, f, DebuffId::DB3),
        Stat::Luk => debuff_mag(s, f, DebuffId::DB4),
    };
    (base + up - down).max(0)
}

/// G-3.3: check bonus of a stat: STR/END/AGI /10, LUK /20.
pub fn stat_bonus(c: &GrailContent, s: &GameState, f: FactionId, st: Stat) -> i32 {
    let v = stat(c, s, f, st);
    match st {
        Stat::Luk => v / 20,
        _ => v / 10,
    }
}

/// G-3.3, G-29.4: the NP rank value (effective; no content modifies it).
pub fn np_rank(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    sdef(c, s, f).map(|d| d.stats.np.max(0)).unwrap_or(0)
}

/// G-7.2: the link is active while the master holds at least one command spell.
pub fn link_active(s: &GameState, f: FactionId) -> bool {
    s.faction(f).is_some_and(|x| x.master.command_spells >= 1)
}

pub fn accessible_master_mp(s: &GameState, f: FactionId) -> i32 {
    match s.faction(f) {
        Some(x) if x.master.command_spells >= 1 => x.master.mp,
        _ => 0,
    }
}

/// G-7.6: a voluntary servant cost is legal only if servant MP + accessible master MP −
/// cost ≥ 1.
pub fn can_pay_servant(s: &GameState, f: FactionId, cost: i32) -> bool {
    let Some(x) = s.faction(f) else { return false };
    cost <= 0 || x.servant.mp + accessible_master_mp(s, f) - cost >= 1
}

/// G-19.5: master skills are paid from master MP.
pub fn can_pay_master(s: &GameState, f: FactionId, cost: i32) -> bool {
    s.faction(f)
        .is_some_and(|x| cost <= 0 || x.master.mp >= cost)
}

pub fn can_pay_skill(s: &GameState, f: FactionId, owner: SkillOwner, cost: i32) -> bool {
    match owner {
        SkillOwner::Servant => can_pay_servant(s, f, cost),
        SkillOwner::Master => can_pay_master(s, f, cost),
    }
}

pub fn awake(s: &GameState, f: FactionId) -> bool {
    s.faction(f).is_some_and(|x| !x.master.asleep)
}

/// The combat of which `f` is an Active participant.
pub fn in_combat(s: &GameState, f: FactionId) -> bool {
    s.combat.as_ref().is_some_and(|cb| cb.is_active(f))
}

pub fn participant(s: &GameState, f: FactionId) -> Option<&Participant> {
    s.combat.as_ref().and_then(|cb| cb.participant(f))
}

pub fn retreating(s: &GameState, f: FactionId) -> bool {
    participant(s, f).is_some_and(|p| {
        p.retreat.is_some_and(|r| {
            s.combat
                .as_ref()
                .is_some_and(|cb| cb.round == r.declared_round)
        })
    })
}

/// G-5.5, G-25.2, G-31.1, DB14, DB15: effective movement. Bind gives 0.
pub fn movement(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    movement_as(c, s, f, retreating(s, f))
}

/// [`movement`] as it would be were `f` retreating this round or not (G-31.1), without
/// declaring the retreat on a copy of the state.
pub fn movement_as(c: &GrailContent, s: &GameState, f: FactionId, retreating: bool) -> i32 {
    let Some(d) = sdef(c, s, f) else { return 0 };
    if has_debuff(s, f, DebuffId::DB14) {
        return 0;
    }
    let mut m = i32::from(d.movement) + buff_sum(c, s, f, |k| k == BuffKind::MovementUp)
        - debuff_mag(s, f, DebuffId::DB15);
    if retreating && d.class != Class::Rider {
        m -= 2;
    }
    m.max(0)
}

pub fn riding(c: &GrailContent, s: &GameState, f: FactionId) -> bool {
    is_class(c, s, f, Class::Rider)
}

/// G-6.3: daily upkeep.
pub fn upkeep(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    let Some(d) = sdef(c, s, f) else { return 0 };
    let class_mod = match d.class {
        Class::Archer => -5,
        Class::Berserker => 10,
        _ => 0,
    };
    let passive: i32 = passive_effects(c, s, f)
        .filter_map(|e| match e {
            Effect::UpkeepMod { amount } => Some(*amount),
            _ => None,
        })
        .sum();
    (10 + d.stats.np / 2 + d.era.upkeep_mod() + class_mod + passive).max(0)
}

pub fn rest_bonus_passive(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    passive_effects(c, s, f)
        .filter_map(|e| match e {
            Effect::RestBonus { amount } => Some(*amount),
            _ => None,
        })
        .sum()
}

pub fn investigate_bonus(c: &GrailContent, s: &GameState, f: FactionId) -> i32 {
    let passive: i32 = passive_effects(c, s, f)
        .filter_map(|e| match e {
            Effect::InvestigateBonus { amount } => Some(*amount),
            _ => None,
        })
        .sum();
    mdef(c, s, f).map(|m| m.investigation_bonus).unwrap_or(0) + passive
}

/// G-20.1 `NegateAmbushFirstStrike`: from a passive or a flag set by an effect.
pub fn negates_ambush(c: &GrailContent, s: &GameState, f: FactionId, flags: &[FactionId]) -> bool {
    flags.contains(&f)
        || passive_effects(c, s, f).any(|e| matches!(e, Effect::NegateAmbushFirstStrike))
}

/// G-19.1: "effect still active": a buff or debuff created by this skill exists on any unit.
pub fn skill_effect_active(s: &GameState, f: FactionId, r: SkillRef) -> bool {
    let src = EffectSource::Skill {
        faction: f,
        skill: r,
    };
    s.factions
        .iter()
        .any(|x| x.servant.buffs.iter().any(|b| b.source == src))
}

pub fn knowledge_tier(s: &GameState, f: FactionId, about: FactionId) -> u8 {
    s.faction(f)
        .and_then(|x| x.knowledge.get(usize::from(about)))
        .map(|k| k.tier)
        .unwrap_or(0)
}

/// G-4.2.8: Presence Concealment forbids Encounter/Ambush against an Assassin at tier 0.
pub fn concealed_from(
    c: &GrailContent,
    s: &GameState,
    target: FactionId,
    viewer: FactionId,
) -> bool {
    is_class(c, s, target, Class::Assassin) && knowledge_tier(s, viewer, target) == 0
}

/// The faction that owns an actor (a unit's summoner).
pub fn actor_owner(s: &GameState, a: Actor) -> Option<FactionId> {
    match a {
        Actor::Servant { faction } => Some(faction),
        Actor::Unit { uid } => s.combat.as_ref()?.unit(uid).map(|u| u.owner),
    }
}

pub fn actor_pos(s: &GameState, a: Actor) -> Option<DistrictIdx> {
    match a {
        Actor::Servant { faction } => s.faction(faction).map(|x| x.district),
        Actor::Unit { uid } => s.combat.as_ref()?.unit(uid).map(|u| u.position),
    }
}

/// An actor's HP: a servant's, or a unit's while the combat holds it.
pub fn actor_hp(s: &GameState, a: Actor) -> Option<i32> {
    match a {
        Actor::Servant { faction } => s.faction(faction).map(|x| x.servant.hp),
        Actor::Unit { uid } => s.combat.as_ref()?.unit(uid).map(|u| u.hp),
    }
}

/// Whether an actor is still in the current combat.
pub fn actor_present(s: &GameState, a: Actor) -> bool {
    match a {
        Actor::Servant { faction } => in_combat(s, faction),
        Actor::Unit { uid } => s.combat.as_ref().is_some_and(|cb| cb.unit(uid).is_some()),
    }
}

/// G-14.1, G-29.9.5: whether actor `a` is hostile to faction `f`.
pub fn hostile_to(s: &GameState, f: FactionId, a: Actor) -> bool {
    actor_owner(s, a).is_some_and(|o| s.hostile(f, o))
}

/// Every actor present in the combat: servants in participant order, then units.
pub fn combat_actors(s: &GameState) -> Vec<Actor> {
    combat_actors_iter(s).collect()
}

/// [`combat_actors`] without collecting them.
pub fn combat_actors_iter(s: &GameState) -> impl Iterator<Item = Actor> + '_ {
    let (ps, us) = match &s.combat {
        Some(cb) => (cb.participants.as_slice(), cb.units.as_slice()),
        None => (&[][..], &[][..]),
    };
    ps.iter()
        .filter(|p| p.status == ParticipantStatus::Active)
        .map(|p| Actor::Servant { faction: p.faction })
        .chain(us.iter().map(|u| Actor::Unit { uid: u.uid }))
}

/// G-25.2: a legal combat move for `mover` (a servant of `f`, or a unit) along `path` from
/// `from`, within `budget`. Returns the path cost.
pub fn combat_path_ok(
    c: &GrailContent,
    s: &GameState,
    mover: Actor,
    from: DistrictIdx,
    path: &[DistrictIdx],
    budget: i32,
    riding: bool,
) -> Result<i32, Illegal> {
    let Some(m) = map(c, s) else {
        return Err(Illegal::NoMap);
    };
    let Some(cb) = &s.combat else {
        return Err(Illegal::NotInCombat);
    };
    let mut cost = 0i32;
    let mut at = from;
    for (i, &d) in path.iter().enumerate() {
        let Some(ec) = m.edge_cost(at, d) else {
            return Err(Illegal::NotAdjacent {
                district: m.id(d).to_string(),
                from: m.id(at).to_string(),
            });
        };
        cost += if riding { 1 } else { i32::from(ec) };
        // No district on the path may hold a faction that is not a participant.
        let outsider = s.factions.iter().any(|x| {
            x.alive()
                && x.district == d
                && !cb
                    .participants
                    .iter()
                    .any(|p| p.faction == x.id && p.status == ParticipantStatus::Active)
        });
        if outsider {
            return Err(Illegal::OutsiderOnPath {
                district: m.id(d).to_string(),
            });
        }
        // Every district but the last must hold no other participant or unit.
        if i + 1 < path.len() {
            let occupied = combat_actors(s)
                .into_iter()
                .any(|a| a != mover && actor_pos(s, a) == Some(d));
            if occupied {
                return Err(Illegal::CombatantOnPath {
                    district: m.id(d).to_string(),
                });
            }
        }
        at = d;
    }
    if cost > budget {
        return Err(Illegal::OverBudget { cost, budget });
    }
    Ok(cost)
}

/// G-5.5, G-10.1: a strategic path (adjacency and cost only).
pub fn strategic_path_ok(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    path: &[DistrictIdx],
) -> Result<i32, Illegal> {
    let Some(m) = map(c, s) else {
        return Err(Illegal::NoMap);
    };
    let Some(x) = s.faction(f) else {
        return Err(Illegal::NoSuchFaction);
    };
    if path.is_empty() {
        return Ok(0);
    }
    let ride = riding(c, s, f);
    let mut at = x.district;
    let mut cost = 0i32;
    for &d in path {
        let Some(ec) = m.edge_cost(at, d) else {
            return Err(Illegal::NotAdjacent {
                district: m.id(d).to_string(),
                from: m.id(at).to_string(),
            });
        };
        cost += if ride { 1 } else { i32::from(ec) };
        at = d;
    }
    let budget = movement(c, s, f);
    if cost > budget {
        return Err(Illegal::OverBudget { cost, budget });
    }
    Ok(cost)
}

/// Canonical shortest paths from `from` to every district within `budget`, under a
/// per-step admissibility test `can_enter(district, passing)` (used to list Move actions:
/// one path per destination). Ties between equally cheap paths go to the one found first
/// when districts are relaxed in index order, so the result is deterministic.
pub fn reachable_paths(
    m: &MapGraph,
    from: DistrictIdx,
    budget: i32,
    riding: bool,
    can_enter: impl Fn(DistrictIdx, bool) -> bool,
) -> Vec<(DistrictIdx, Vec<DistrictIdx>)> {
    let tree = PathTree::new(m, from, budget, riding, can_enter);
    tree.dests().map(|d| (d, tree.path(d))).collect()
}

/// The path cost of walking `path` from `from` (G-5.5: edge costs, or 1 an edge for
/// Riding), for the events; a step that is not an edge counts nothing (moves are checked
/// before they are applied).
pub fn walk_cost(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    from: DistrictIdx,
    path: &[DistrictIdx],
) -> u8 {
    let Some(m) = map(c, s) else { return 0 };
    let ride = riding(c, s, f);
    let mut at = from;
    let mut cost = 0u8;
    for &d in path {
        if let Some(ec) = m.edge_cost(at, d) {
            cost = cost.saturating_add(if ride { 1 } else { ec });
        }
        at = d;
    }
    cost
}

/// The canonical cheapest path of `f` from `from` to `to` with occupancy ignored (as
/// G-9.6.1 measures an Encounter's reach), and its cost.
pub fn cheapest_path(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    from: DistrictIdx,
    to: DistrictIdx,
) -> (Vec<DistrictIdx>, u8) {
    let Some(m) = map(c, s) else {
        return (Vec::new(), 0);
    };
    let ride = riding(c, s, f);
    let path = PathTree::new(m, from, i32::MAX, ride, |_, _| true).path(to);
    let cost = walk_cost(c, s, f, from, &path);
    (path, cost)
}

/// Maps hold at most 64 districts (content validation), so a path tree fits in arrays.
const MAX_DISTRICTS: usize = 64;

/// The shortest-path tree of [`reachable_paths`], kept as parent links so that callers
/// that need one path (a random pick) or only the destinations build no path vectors.
#[derive(Clone, Debug)]
pub struct PathTree {
    start: DistrictIdx,
    /// The reachable destinations (never `start`), in index order.
    dests: [DistrictIdx; MAX_DISTRICTS],
    len: u8,
    parent: [DistrictIdx; MAX_DISTRICTS],
}

impl PathTree {
    /// Dijkstra on a tiny graph: picks the cheapest open district (lowest index on ties).
    pub fn new(
        m: &MapGraph,
        from: DistrictIdx,
        budget: i32,
        riding: bool,
        can_enter: impl Fn(DistrictIdx, bool) -> bool,
    ) -> PathTree {
        let mut tree = PathTree::empty(from);
        let n = m.len().min(MAX_DISTRICTS);
        let start = usize::from(from);
        if start >= n {
            return tree;
        }
        let mut cost = [i32::MAX; MAX_DISTRICTS];
        // Districts settled, and districts with a finite cost not yet settled.
        let mut done = 0u64;
        let mut open = 1u64 << start;
        cost[start] = 0;
        while open != 0 {
            let mut u = open.trailing_zeros() as usize;
            let mut rest = open & (open - 1);
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                if cost[i] < cost[u] {
                    u = i;
                }
                rest &= rest - 1;
            }
            open &= !(1u64 << u);
            done |= 1u64 << u;
            if u != start && !can_enter(u as DistrictIdx, true) {
                continue;
            }
            for &(v, ec) in &m.adj[u] {
                let vi = usize::from(v);
                if vi == start || vi >= n || done & (1u64 << vi) != 0 {
                    continue;
                }
                let nc = cost[u] + if riding { 1 } else { i32::from(ec) };
                if nc <= budget && nc < cost[vi] && can_enter(v, false) {
                    cost[vi] = nc;
                    tree.parent[vi] = u as DistrictIdx;
                    open |= 1u64 << vi;
                }
            }
        }
        for (d, &c) in cost.iter().enumerate().take(n) {
            if d != start && c != i32::MAX {
                tree.dests[usize::from(tree.len)] = d as DistrictIdx;
                tree.len += 1;
            }
        }
        tree
    }

    /// A tree with no destination.
    pub fn empty(from: DistrictIdx) -> PathTree {
        PathTree {
            start: from,
            dests: [0; MAX_DISTRICTS],
            len: 0,
            parent: [from; MAX_DISTRICTS],
        }
    }

    /// The reachable destinations in index order.
    pub fn dests(&self) -> impl Iterator<Item = DistrictIdx> + '_ {
        self.dests[..usize::from(self.len)].iter().copied()
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `i`-th destination in index order.
    pub fn dest(&self, i: usize) -> DistrictIdx {
        self.dests[i]
    }

    /// The canonical path to a destination (empty for the start or an unreachable one).
    pub fn path(&self, d: DistrictIdx) -> Vec<DistrictIdx> {
        let mut path = Vec::new();
        if usize::from(d) >= MAX_DISTRICTS || !self.dests().any(|x| x == d) {
            return path;
        }
        let mut at = d;
        while at != self.start && path.len() < MAX_DISTRICTS {
            path.push(at);
            at = self.parent[usize::from(at)];
        }
        path.reverse();
        path
    }
}
