//! Which servant and master each faction may have, as far as one faction knows (G-35), and
//! dealing them at random for a determinization.
//!
//! Within a class the servants share their public profile (class, stats, HP, movement:
//! content-grail.md), so tier 0 alone leaves every servant of the class open; each tier,
//! each skill or NP seen in a shared combat (G-35.3), each public buff a skill left and each
//! summoned unit narrows the choice down. Masters are never revealed by a tier, only by
//! the buffs their skills leave. A servant or master that the viewer knows to be at another
//! seat (its own, its ally's, or another pinned down) is never dealt twice.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::content::grail::{
    BuffKind, Effect, GrailContent, MasterDef, ServantDef, Skill, SkillOwner,
};
use crate::rules::grail::{
    BuffOrDebuff, EffectSource, FactionId, FactionInfo, FactionView, GameState, SkillRef,
    is_insider,
};

/// For each seat, the servant and master definitions (content indexes) consistent with what
/// the viewer knows: one each for the viewer and its ally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identities {
    pub servants: Vec<Vec<u16>>,
    pub masters: Vec<Vec<u16>>,
    /// Seats whose identities the viewer knows (itself and its ally).
    pub insider: Vec<bool>,
}

/// Whether a skill can have left a buff or debuff of this kind: one of its effects applies
/// it. Only the kind is compared (OnMagicUse modifiers change magnitudes and durations).
fn leaves(sk: &Skill, kind: &BuffOrDebuff) -> bool {
    sk.effects.iter().any(|e| match (e, kind) {
        (Effect::ApplyBuff { kind: k, .. }, BuffOrDebuff::Buff { kind }) => same_buff(k, kind),
        (Effect::ApplyDebuff { id: a, .. }, BuffOrDebuff::Debuff { id: b }) => a == b,
        _ => false,
    })
}

fn same_buff(a: &BuffKind, b: &BuffKind) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// The public buffs (on any servant) that a skill of faction `f` left, with the skill's
/// reference and the kind.
fn skill_marks<'v>(
    view: &'v FactionView,
    f: FactionId,
) -> impl Iterator<Item = (SkillRef, &'v BuffOrDebuff)> + 'v {
    view.factions
        .iter()
        .flat_map(|x| x.servant.buffs.iter())
        .filter_map(move |b| match b.source {
            EffectSource::Skill { faction, skill } if faction == f => Some((skill, &b.kind)),
            _ => None,
        })
}

/// Whether servant definition `d` is consistent with everything `view` shows about seat
/// `f`: the public profile (G-35.1 tier 0), what the viewer's tier reveals, the skills and
/// NP it saw used (at their places in the list, G-35.3), the buffs its skills left, a
/// declared NP's charge, and its summoned units.
pub fn servant_consistent(view: &FactionView, f: FactionId, d: &ServantDef) -> bool {
    let Some(x) = view.factions.iter().find(|x| x.id == f) else {
        return false;
    };
    profile_fits(x, d)
        && seen_fit(view, f, x, d)
        && skill_marks(view, f).all(|(r, kind)| {
            r.owner != SkillOwner::Servant
                || d.skills
                    .get(usize::from(r.idx))
                    .is_some_and(|sk| leaves(sk, kind))
        })
        && view.combat.as_ref().is_none_or(|cb| {
            let charge_fits = cb
                .participants
                .iter()
                .filter(|p| p.faction == f)
                .filter_map(|p| p.np_charge)
                .all(|ch| {
                    d.np.kind != crate::content::grail::NpKind::Passive
                        && u16::from(d.np.charge) >= ch.fire_round.saturating_sub(ch.declared_round)
                });
            let units_fit = cb
                .units
                .iter()
                .filter(|u| u.owner == f)
                .all(|u| d.np.summon.as_ref() == Some(&u.spec));
            charge_fits && units_fit
        })
}

fn profile_fits(x: &FactionInfo, d: &ServantDef) -> bool {
    let i = &x.servant;
    d.class == i.class
        && d.stats == i.stats
        && d.max_hp == i.max_hp
        && d.movement == i.movement
        && i.deck.is_none_or(|k| k == d.deck)
        && i.skills.as_ref().is_none_or(|k| *k == d.skills)
        && i.np.as_ref().is_none_or(|np| *np == d.np)
        && i.true_name.as_ref().is_none_or(|t| *t == d.true_name)
        && i.era.is_none_or(|e| e == d.era)
        && i.profile.as_ref().is_none_or(|p| *p == d.profile)
        && i.weakness.as_ref().is_none_or(|w| *w == d.weakness)
        && i.seen_np.as_ref().is_none_or(|np| *np == d.np)
        && i.max_mp.is_none_or(|m| m == d.max_mp)
}

/// The skills seen used: the view lists them in the order of the viewer's knowledge, whose
/// references give their places in the servant's list.
fn seen_fit(view: &FactionView, f: FactionId, x: &FactionInfo, d: &ServantDef) -> bool {
    let refs: Vec<SkillRef> = view
        .me
        .as_ref()
        .and_then(|me| me.knowledge.get(usize::from(f)))
        .map(|k| {
            k.seen_skills
                .iter()
                .copied()
                .filter(|r| r.owner == SkillOwner::Servant)
                .collect()
        })
        .unwrap_or_default();
    refs.len() == x.servant.seen_skills.len()
        && refs
            .iter()
            .zip(&x.servant.seen_skills)
            .all(|(r, sk)| d.skills.get(usize::from(r.idx)) == Some(sk))
}

/// Whether master definition `m` is consistent with what `view` shows about seat `f`: the
/// buffs its skills left, and the master skills the viewer saw used (by their places).
pub fn master_consistent(view: &FactionView, f: FactionId, m: &MasterDef) -> bool {
    let seen_in_range = view
        .me
        .as_ref()
        .and_then(|me| me.knowledge.get(usize::from(f)))
        .is_none_or(|k| {
            k.seen_skills
                .iter()
                .filter(|r| r.owner == SkillOwner::Master)
                .all(|r| usize::from(r.idx) < m.skills.len())
        });
    seen_in_range
        && skill_marks(view, f).all(|(r, kind)| {
            r.owner != SkillOwner::Master
                || m.skills
                    .get(usize::from(r.idx))
                    .is_some_and(|sk| leaves(sk, kind))
        })
}

impl Identities {
    /// What `view`'s faction knows of every seat of `s` (the state gives only the viewer's
    /// and its ally's own identities, which it knows in full).
    pub fn new(c: &GrailContent, s: &GameState, view: &FactionView) -> Identities {
        let n = s.factions.len();
        let insider: Vec<bool> = (0..n)
            .map(|f| is_insider(s, view.viewer, f as FactionId))
            .collect();
        let servants = (0..n)
            .map(|f| {
                if insider[f] {
                    return vec![s.factions[f].servant.def];
                }
                (0..c.servants.len() as u16)
                    .filter(|&i| {
                        servant_consistent(view, f as FactionId, &c.servants[usize::from(i)])
                    })
                    .collect()
            })
            .collect();
        let masters = (0..n)
            .map(|f| {
                if insider[f] {
                    return vec![s.factions[f].master.def];
                }
                (0..c.masters.len() as u16)
                    .filter(|&i| {
                        master_consistent(view, f as FactionId, &c.masters[usize::from(i)])
                    })
                    .collect()
            })
            .collect();
        let mut out = Identities {
            servants,
            masters,
            insider,
        };
        out.servants = pinned_out(&out.servants);
        out.masters = pinned_out(&out.masters);
        out
    }

    /// A servant and a master for every seat, drawn at random among its candidates (the
    /// insiders' own), with no definition at two seats where the candidates allow it (see
    /// [`deal_one`]).
    pub fn deal(&self, rng: &mut ChaCha8Rng) -> Vec<(Option<u16>, Option<u16>)> {
        let servants = deal_one(&self.servants, rng);
        let masters = deal_one(&self.masters, rng);
        servants.into_iter().zip(masters).collect()
    }
}

/// Removes from every other seat's candidates each definition that one seat must have
/// (its only candidate), until nothing changes.
fn pinned_out(cands: &[Vec<u16>]) -> Vec<Vec<u16>> {
    let mut out = cands.to_vec();
    loop {
        let mut changed = false;
        for f in 0..out.len() {
            let [only] = out[f][..] else { continue };
            for (g, list) in out.iter_mut().enumerate() {
                if g != f && list.len() > 1 && list.contains(&only) {
                    list.retain(|&d| d != only);
                    changed = true;
                }
            }
        }
        if !changed {
            return out;
        }
    }
}

/// A candidate for every seat, none at two seats where that is possible: a depth-first
/// search over the seats, most constrained first, each trying its candidates in a random
/// order. Without such an assignment (content where seats may share), each seat takes a
/// random candidate of its own; a seat with none gets `None`.
fn deal_one(cands: &[Vec<u16>], rng: &mut ChaCha8Rng) -> Vec<Option<u16>> {
    let mut order: Vec<usize> = (0..cands.len()).collect();
    order.shuffle(rng);
    order.sort_by_key(|&f| cands[f].len());
    let tries: Vec<Vec<u16>> = order
        .iter()
        .map(|&f| {
            let mut l = cands[f].clone();
            l.shuffle(rng);
            l
        })
        .collect();
    let mut dealt: Vec<Option<u16>> = vec![None; cands.len()];
    let mut budget = 10_000u32;
    if distinct(&order, &tries, 0, &mut dealt, &mut budget) {
        return dealt;
    }
    cands
        .iter()
        .map(|l| (!l.is_empty()).then(|| l[rng.random_range(0..l.len())]))
        .collect()
}

fn distinct(
    order: &[usize],
    tries: &[Vec<u16>],
    k: usize,
    dealt: &mut [Option<u16>],
    budget: &mut u32,
) -> bool {
    let Some(&f) = order.get(k) else {
        return true;
    };
    for &d in &tries[k] {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if dealt.contains(&Some(d)) {
            continue;
        }
        dealt[f] = Some(d);
        if distinct(order, tries, k + 1, dealt, budget) {
            return true;
        }
        dealt[f] = None;
    }
    false
}
