//! What the duel's bots leave out of the legal actions: moves a person would never make
//! and that only waste a search's time. Every action left out stays legal; the bots share
//! this with their references, since it fixes what they may choose, not how they search.

use crate::content::duel::{DuelContent, Effect, Target};
use crate::rules::duel::constants::FOLLOWER_MAX;
use crate::rules::duel::{Action, Decision, PlayerId, State};

/// Drops idle conversions and actions that would change nothing.
pub(super) fn drop_idle(c: &DuelContent, s: &State, out: &mut Vec<Action>) {
    drop_idle_conversions(c, s, out);
    drop_effectless(c, s, out);
}

/// D-8.6, D-8.8: a conversion gives ether that is gone at the turn's end, for a card that
/// is gone for good. The bots convert a card (for its ether alone) only while their ether
/// is below what the dearest thing they could pay for this turn costs: a spell left in
/// hand, or a standing Arcastella's attack skill, support skill or Astral Code. Past that,
/// converting only throws cards away (the whole hand into ether with nothing to cast).
fn drop_idle_conversions(c: &DuelContent, s: &State, out: &mut Vec<Action>) {
    let Some(Decision::Charge { player }) = &s.pending else {
        return;
    };
    let ps = s.player(*player);
    let skills = ps
        .arcastella
        .iter()
        .filter(|a| !a.fallen)
        .flat_map(|a| {
            let d = c.arc(a.def);
            d.attack_skills
                .iter()
                .map(|k| k.cost)
                .chain([d.support_skill.cost, d.astral_code.cost])
        })
        .max()
        .unwrap_or(0);
    out.retain(|a| match a {
        Action::ConvertEther {
            card,
            use_ether_effect: false,
        } => {
            let spells = ps
                .hand
                .iter()
                .filter(|h| h.uid != *card)
                .map(|h| c.card(h.def).cost)
                .max()
                .unwrap_or(0);
            ps.ether < u32::from(skills.max(spells))
        }
        _ => true,
    });
}

/// An effect that would change nothing now: a summon with every follower space taken
/// (D-21.2: it fails, "has no room for another follower"), or a heal of one's own leader at
/// full HP.
fn idle_effect(c: &DuelContent, s: &State, p: PlayerId, e: &Effect) -> bool {
    let ps = s.player(p);
    match e {
        Effect::Summon { .. } => ps.followers.len() >= FOLLOWER_MAX,
        Effect::Heal {
            target: Target::OwnLeader,
            ..
        } => {
            let leader = ps.leader();
            leader.hp >= c.arc(leader.def).max_hp
        }
        _ => false,
    }
}

/// The bots neither pay for a spell or support skill, nor spend the turn's one ether effect
/// (D-8.9), when every effect it has would change nothing (the Normal AI once kindled a
/// follower with no room for it); the conversion without its ether effect stays offered.
fn drop_effectless(c: &DuelContent, s: &State, out: &mut Vec<Action>) {
    let Some(p) = s.deciding_player() else {
        return;
    };
    let ps = s.player(p);
    let idle =
        |effects: &[Effect]| !effects.is_empty() && effects.iter().all(|e| idle_effect(c, s, p, e));
    let card = |uid| ps.hand.iter().find(|h| h.uid == uid).map(|h| c.card(h.def));
    out.retain(|a| match *a {
        Action::ConvertEther {
            card: uid,
            use_ether_effect: true,
        } => card(uid)
            .and_then(|d| d.ether_effect.as_deref())
            .is_none_or(|e| !idle(e)),
        Action::CastSpell { card: uid, .. } => card(uid).is_none_or(|d| !idle(&d.effects)),
        Action::UseSupportSkill { user, .. } => ps
            .arc(user)
            .is_none_or(|u| !idle(&c.arc(u.def).support_skill.effects)),
        _ => true,
    });
}
