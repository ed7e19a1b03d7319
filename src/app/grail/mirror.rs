//! The Grail game as ECS entities: each faction's servant and master, with components for
//! what the viewer knows of them (G-35): stats, HP and MP, the hand, the pending card
//! bonuses, the NP charge, buffs and where it stands; the master's MP and command spells.
//! Shown events move the numbers as they happen (bars drain with the damage); after the
//! last event of an action the entities are set again from the viewer's view of the core,
//! which stays the truth.

use bevy::prelude::*;

use crate::content::grail::{CardCounts, CardType, GrailContent, Stats};
use crate::rules::grail::{
    Actor, Buff, DistrictIdx, Event, EventKind, FactionId, FactionInfo, GameState, NpCharge,
    ParticipantInfo, ParticipantStatus,
};

use super::session::Viewer;

/// A faction's servant.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServantOf(pub FactionId);

/// A faction's master.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MasterOf(pub FactionId);

/// HP and MP as the viewer knows them (MP only for its own side and its ally, G-35.1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Vitals {
    pub hp: i32,
    pub max_hp: i32,
    pub mp: Option<i32>,
    pub max_mp: Option<i32>,
}

/// The servant's public stats (tier 0) and class.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub class: crate::content::grail::Class,
    pub stats: Stats,
}

/// Where the servant stands and how it stands in the combat shown.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub district: DistrictIdx,
    /// `None`: not in the combat.
    pub status: Option<ParticipantStatus>,
}

/// The combat hand: its size for every participant (G-24.6), the cards for its side only.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Hand {
    pub size: Option<u32>,
    pub cards: Option<CardCounts>,
}

/// The pending card bonuses (Buster +N, Quick's wider critical range), for its side.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pools {
    pub buster: Option<i32>,
    pub quick: Option<i32>,
}

/// The NP charge as the participants know it (G-29.3.1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Charge(pub Option<NpCharge>);

/// The servant's buffs and debuffs.
#[derive(Component, Clone, Debug, PartialEq, Default)]
pub struct Buffs(pub Vec<Buff>);

/// The master's MP (its own side only) and command spells left (public).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Command {
    pub mp: Option<i32>,
    pub spells: u8,
}

/// What the viewer knows of one faction: the view's entry, and its participant entry in
/// the combat shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    pub info: FactionInfo,
    pub part: Option<ParticipantInfo>,
}

/// Every faction as `viewer` knows it, from the core's views (a spectator sees each
/// faction as the faction sees itself).
pub fn seen(c: &GrailContent, s: &GameState, viewer: Viewer) -> Vec<Seen> {
    let entry = |v: &crate::rules::grail::FactionView, f: FactionId| Seen {
        info: v.factions[usize::from(f)].clone(),
        part: v
            .combat
            .as_ref()
            .and_then(|cb| cb.participants.iter().find(|p| p.faction == f).cloned()),
    };
    match viewer {
        Viewer::Faction(v) => {
            let view = s.view_for(c, v);
            (0..s.factions.len() as FactionId)
                .map(|f| entry(&view, f))
                .collect()
        }
        Viewer::All => (0..s.factions.len() as FactionId)
            .map(|f| entry(&s.view_for(c, f), f))
            .collect(),
    }
}

/// The components of a servant as `seen` tells them.
fn servant_parts(x: &Seen) -> (Vitals, Profile, Standing, Hand, Pools, Charge, Buffs) {
    let sv = &x.info.servant;
    let p = x.part.as_ref();
    (
        Vitals {
            hp: sv.hp,
            max_hp: sv.max_hp,
            mp: sv.mp,
            max_mp: sv.max_mp,
        },
        Profile {
            class: sv.class,
            stats: sv.stats,
        },
        Standing {
            district: x.info.district,
            status: p.map(|p| p.status),
        },
        Hand {
            size: p.and_then(|p| p.hand_size),
            cards: p.and_then(|p| p.hand),
        },
        Pools {
            buster: p.and_then(|p| p.buster_pending),
            quick: p.and_then(|p| p.quick_pending),
        },
        Charge(p.and_then(|p| p.np_charge)),
        Buffs(sv.buffs.clone()),
    )
}

fn master_parts(x: &Seen) -> Command {
    Command {
        mp: x.info.master_mp,
        spells: x.info.command_spells,
    }
}

/// Spawns a servant and a master per faction, for the screen `screen`.
pub fn spawn(commands: &mut Commands, seen: &[Seen], screen: crate::app::screens::Screen) {
    for x in seen {
        commands.spawn((
            Name::new(format!("servant {}", x.info.id)),
            ServantOf(x.info.id),
            servant_parts(x),
            DespawnOnExit(screen),
        ));
        commands.spawn((
            Name::new(format!("master {}", x.info.id)),
            MasterOf(x.info.id),
            master_parts(x),
            DespawnOnExit(screen),
        ));
    }
}

type ServantRow<'a> = (
    &'a ServantOf,
    &'a mut Vitals,
    &'a mut Profile,
    &'a mut Standing,
    &'a mut Hand,
    &'a mut Pools,
    &'a mut Charge,
    &'a mut Buffs,
);

/// Sets every entity from `seen`: the truth after an action.
pub fn sync(world: &mut World, seen: &[Seen]) {
    let mut q = world.query::<ServantRow>();
    for (of, mut v, mut pr, mut st, mut h, mut po, mut ch, mut b) in q.iter_mut(world) {
        let Some(x) = seen.get(usize::from(of.0)) else {
            continue;
        };
        let (v2, pr2, st2, h2, po2, ch2, b2) = servant_parts(x);
        v.set_if_neq(v2);
        pr.set_if_neq(pr2);
        st.set_if_neq(st2);
        h.set_if_neq(h2);
        po.set_if_neq(po2);
        ch.set_if_neq(ch2);
        b.set_if_neq(b2);
    }
    let mut q = world.query::<(&MasterOf, &mut Command)>();
    for (of, mut cmd) in q.iter_mut(world) {
        if let Some(x) = seen.get(usize::from(of.0)) {
            cmd.set_if_neq(master_parts(x));
        }
    }
}

/// One shown event moves the numbers it names, so the screen follows the fight event by
/// event; only what the viewer's entities already show changes (a hidden MP stays hidden).
pub fn apply_event(world: &mut World, e: &Event) {
    let servant = |a: &Actor| match a {
        Actor::Servant { faction } => Some(*faction),
        Actor::Unit { .. } => None,
    };
    match &e.kind {
        EventKind::DamageDealt { target, amount, .. } => {
            if let Some(f) = servant(target) {
                with_servant(world, f, |v: &mut Vitals| v.hp = (v.hp - amount).max(0));
            }
        }
        EventKind::Healed { target, hp } | EventKind::GutsTriggered { target, hp } => {
            if let Some(f) = servant(target) {
                let guts = matches!(e.kind, EventKind::GutsTriggered { .. });
                with_servant(world, f, |v: &mut Vitals| {
                    v.hp = if guts { *hp } else { (v.hp + hp).min(v.max_hp) };
                });
            }
        }
        EventKind::MpChanged {
            faction,
            servant: d,
            ..
        } => with_servant(world, *faction, |v: &mut Vitals| {
            if let Some(mp) = &mut v.mp {
                *mp = (*mp + d).max(0);
            }
        }),
        EventKind::CardConsumed { actor, card, .. } => {
            if let Some(f) = servant(actor) {
                with_servant(world, f, |h: &mut Hand| {
                    h.size = h.size.map(|n| n.saturating_sub(1));
                    if let Some(cards) = &mut h.cards {
                        let slot = match card {
                            CardType::Buster => &mut cards.buster,
                            CardType::Arts => &mut cards.arts,
                            CardType::Quick => &mut cards.quick,
                        };
                        *slot = slot.saturating_sub(1);
                    }
                });
            }
        }
        EventKind::HandRefilled { faction, hand }
        | EventKind::HandSet { faction, hand }
        | EventKind::CriticalCardsFaded { faction, hand, .. } => {
            with_servant(world, *faction, |h: &mut Hand| {
                h.size = Some(hand.total());
                if h.cards.is_some() {
                    h.cards = Some(*hand);
                }
            })
        }
        EventKind::BonusPending {
            actor,
            buster,
            quick,
        } => {
            if let Some(f) = servant(actor) {
                with_servant(world, f, |p: &mut Pools| {
                    if p.buster.is_some() {
                        p.buster = Some(*buster);
                        p.quick = Some(*quick);
                    }
                });
            }
        }
        EventKind::NpDeclared {
            faction,
            fire_round,
        } => {
            let declared_round = e.round.unwrap_or(*fire_round);
            with_servant(world, *faction, |ch: &mut Charge| {
                ch.0 = Some(NpCharge {
                    declared_round,
                    fire_round: *fire_round,
                });
            })
        }
        EventKind::NpChargeCancelled { faction }
        | EventKind::NpChargeLost { faction }
        | EventKind::NpFired { faction, .. } => {
            with_servant(world, *faction, |ch: &mut Charge| ch.0 = None)
        }
        EventKind::BuffApplied { target, buff } => {
            if let Some(f) = servant(target) {
                with_servant(world, f, |b: &mut Buffs| b.0.push(*buff));
            }
        }
        EventKind::BuffRemoved { target, uid, .. } => {
            if let Some(f) = servant(target) {
                with_servant(world, f, |b: &mut Buffs| b.0.retain(|x| x.uid != *uid));
            }
        }
        EventKind::Moved { faction, path, .. } | EventKind::RetreatMoved { faction, path, .. } => {
            if let Some(&to) = path.last() {
                with_servant(world, *faction, |st: &mut Standing| st.district = to);
            }
        }
        EventKind::Escaped { faction } => set_status(world, *faction, ParticipantStatus::Escaped),
        EventKind::Fled { faction } => set_status(world, *faction, ParticipantStatus::Fled),
        EventKind::Withdrew { faction } => set_status(world, *faction, ParticipantStatus::Withdrew),
        EventKind::ServantDied { faction, .. } => {
            with_servant(world, *faction, |v: &mut Vitals| v.hp = 0);
            set_status(world, *faction, ParticipantStatus::Dead);
        }
        EventKind::ServantVanished { faction } => {
            set_status(world, *faction, ParticipantStatus::Vanished)
        }
        EventKind::CommandSpellUsed {
            faction, remaining, ..
        } => {
            let mut q = world.query::<(&MasterOf, &mut Command)>();
            for (of, mut cmd) in q.iter_mut(world) {
                if of.0 == *faction {
                    cmd.spells = *remaining;
                }
            }
        }
        _ => {}
    }
}

fn set_status(world: &mut World, f: FactionId, status: ParticipantStatus) {
    with_servant(world, f, |st: &mut Standing| {
        if st.status.is_some() {
            st.status = Some(status);
        }
    });
}

/// Changes component `C` of faction `f`'s servant.
fn with_servant<C: Component<Mutability = bevy::ecs::component::Mutable>>(
    world: &mut World,
    f: FactionId,
    change: impl FnOnce(&mut C),
) {
    let mut q = world.query::<(&ServantOf, &mut C)>();
    if let Some((_, mut c)) = q.iter_mut(world).find(|(of, _)| of.0 == f) {
        change(&mut c);
    }
}
