//! The ECS mirror of the board: one entity per Arcastella and per follower, with
//! components that follow the core's events as they are shown. The core stays the truth;
//! `tests/app_headless.rs` checks the mirror against it after every action.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::content::duel::{ArcIdx, CardIdx, Class, DuelContent, FolIdx};
use crate::rules::duel::{
    CardUid, Event, FollowerUid, Phase, PlayerId, State, UnitId, event::Zone, stats,
};

use super::phase::DuelPhase;
use super::session::{Duel, DuelSession};
use crate::app::screens::Screen;

/// Which player a unit belongs to.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owner(pub PlayerId);

/// An Arcastella's slot (0-2), or a follower's place in its row.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot(pub u8);

/// The row a unit stands in as the board shows it: a follower's [`Slot`] (the core may be
/// ahead of what is shown); an Arcastella's slot is its place, not a row.
pub fn shown_row(unit: UnitId, slot: Option<&Slot>) -> u8 {
    match unit {
        UnitId::Follower { .. } => slot.map_or(0, |s| s.0),
        UnitId::Arc { .. } => 0,
    }
}

/// The core's id of the unit.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unit(pub UnitId);

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arcastella {
    pub def: ArcIdx,
    pub class: Class,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    pub def: FolIdx,
    pub uid: FollowerUid,
}

/// The leader of its side.
#[derive(Component, Clone, Copy, Debug)]
pub struct Leader;

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hp {
    pub current: u32,
    pub max: u32,
}

/// Effective stats (base plus Code and continuous modifiers), refreshed after each action.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Stats {
    pub def: u32,
    pub power: i32,
    pub ward: u32,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Tapped(pub bool);

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Resonance(pub u8);

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Fallen(pub bool);

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Barrier(pub bool);

/// The Sephirot Code an Arcastella holds.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct EquippedCode(pub Option<CardIdx>);

/// Units by the core's id.
#[derive(Resource, Default)]
pub struct UnitIndex(pub HashMap<UnitId, Entity>);

/// Something the board should animate, sent as an event is shown.
#[derive(Message, Clone, Debug)]
pub enum BoardFx {
    Damage {
        unit: UnitId,
        amount: u32,
        reduced_by_def: u32,
        barrier: bool,
    },
    Heal {
        unit: UnitId,
        amount: u32,
    },
    Fell {
        unit: UnitId,
    },
    /// An attack skill or an Astral Code aimed at `target`: the user lunges toward it.
    Attack {
        user: UnitId,
        target: UnitId,
    },
    Dice {
        dice: Vec<u8>,
        total: u32,
    },
    Turn {
        turn: u32,
        player: PlayerId,
    },
    Phase(Phase),
    /// A card moves between zones (drawn face down; every other move is public).
    Card {
        card: CardUid,
        from: Zone,
        to: Zone,
        face_up: bool,
    },
}

/// Spawns the six Arcastella of a position.
pub fn spawn_board(commands: &mut Commands, c: &DuelContent, s: &State, index: &mut UnitIndex) {
    index.0.clear();
    for p in PlayerId::BOTH {
        let ps = s.player(p);
        for (slot, a) in ps.arcastella.iter().enumerate() {
            let unit = UnitId::arc(p, slot as u8);
            let def = c.arc(a.def);
            let mut e = commands.spawn((
                Name::new(def.name.clone()),
                Unit(unit),
                Owner(p),
                Slot(slot as u8),
                Arcastella {
                    def: a.def,
                    class: def.class,
                },
                Hp {
                    current: a.hp,
                    max: def.max_hp,
                },
                unit_stats(c, s, unit),
                Tapped(a.tapped),
                Resonance(a.resonance),
                Fallen(a.fallen),
                Barrier(a.barrier),
                EquippedCode(a.code.map(|k| k.def)),
                DespawnOnExit(Screen::Duel),
            ));
            if slot as u8 == ps.leader_slot {
                e.insert(Leader);
            }
            index.0.insert(unit, e.id());
        }
    }
}

/// Replaces every unit entity by those of a position reached without showing its events (a
/// replay's jump, an undo): the six Arcastella and the followers, as the state has them.
pub fn respawn_units(world: &mut World, c: &DuelContent, s: &State) {
    let units: Vec<Entity> = world
        .query_filtered::<Entity, With<Unit>>()
        .iter(world)
        .collect();
    for e in units {
        world.despawn(e);
    }
    let mut index = std::mem::take(&mut *world.resource_mut::<UnitIndex>());
    {
        let mut commands = world.commands();
        spawn_board(&mut commands, c, s, &mut index);
        spawn_followers(&mut commands, c, s, &mut index);
    }
    world.flush();
    *world.resource_mut::<UnitIndex>() = index;
}

/// Spawns the followers on the board of a position reached without showing its events
/// (a replay's jump). A new duel's followers arrive through `FollowerSummoned` events.
pub fn spawn_followers(commands: &mut Commands, c: &DuelContent, s: &State, index: &mut UnitIndex) {
    for p in PlayerId::BOTH {
        let ps = s.player(p);
        for (row, f) in ps.followers.iter().enumerate() {
            let unit = UnitId::Follower {
                player: p,
                uid: f.uid,
            };
            let d = c.follower(f.def);
            let e = commands.spawn((
                Name::new(d.name.clone()),
                Unit(unit),
                Owner(p),
                Slot(row as u8),
                Follower {
                    def: f.def,
                    uid: f.uid,
                },
                Hp {
                    current: f.hp,
                    max: d.max_hp,
                },
                unit_stats(c, s, unit),
                Barrier(f.barrier),
                DespawnOnExit(Screen::Duel),
            ));
            index.0.insert(unit, e.id());
        }
    }
}

pub fn unit_stats(c: &DuelContent, s: &State, unit: UnitId) -> Stats {
    Stats {
        def: stats::effective_def(c, s, unit),
        power: stats::power(c, s, unit),
        ward: stats::ward(c, s, unit),
    }
}

fn entity(world: &World, unit: UnitId) -> Option<Entity> {
    world.resource::<UnitIndex>().0.get(&unit).copied()
}

fn with<T: Component<Mutability = bevy::ecs::component::Mutable>>(
    world: &mut World,
    unit: UnitId,
    f: impl FnOnce(&mut T),
) {
    if let Some(e) = entity(world, unit)
        && let Some(mut comp) = world.get_mut::<T>(e)
    {
        f(&mut comp);
    }
}

fn phase_state(p: Phase) -> DuelPhase {
    match p {
        Phase::Start => DuelPhase::Start,
        Phase::Draw => DuelPhase::Draw,
        Phase::Charge => DuelPhase::Charge,
        Phase::Main => DuelPhase::Main,
        Phase::End => DuelPhase::End,
    }
}

pub fn duel_phase(p: Phase) -> DuelPhase {
    phase_state(p)
}

/// Applies one shown event to the mirror.
pub fn apply_event(world: &mut World, c: &DuelContent, ev: &Event) {
    match ev {
        Event::PhaseChanged { phase } => {
            world
                .resource_mut::<NextState<DuelPhase>>()
                .set(phase_state(*phase));
            world.write_message(BoardFx::Phase(*phase));
        }
        Event::Untapped { unit } => with::<Tapped>(world, *unit, |t| t.0 = false),
        Event::Tapped { unit, .. } => with::<Tapped>(world, *unit, |t| t.0 = true),
        Event::ResonanceChanged { unit, value } => {
            with::<Resonance>(world, *unit, |r| r.0 = *value)
        }
        Event::DamageDealt {
            target,
            final_amount,
            hp_after,
            barrier_used,
            reduced_by_def,
            ..
        } => {
            with::<Hp>(world, *target, |h| h.current = *hp_after);
            if *barrier_used {
                with::<Barrier>(world, *target, |b| b.0 = false);
            }
            world.write_message(BoardFx::Damage {
                unit: *target,
                amount: *final_amount,
                reduced_by_def: *reduced_by_def,
                barrier: *barrier_used,
            });
        }
        Event::Healed {
            unit,
            amount,
            hp_after,
        } => {
            with::<Hp>(world, *unit, |h| h.current = *hp_after);
            world.write_message(BoardFx::Heal {
                unit: *unit,
                amount: *amount,
            });
        }
        Event::BarrierGained { unit } => with::<Barrier>(world, *unit, |b| b.0 = true),
        Event::CodeEquipped { unit, code } => {
            let def = world.resource::<Duel>().card_def(*code);
            with::<EquippedCode>(world, *unit, |k| k.0 = def);
        }
        Event::CodeRemoved { unit, .. } => with::<EquippedCode>(world, *unit, |k| k.0 = None),
        Event::ArcastellaFell { unit } => {
            with::<Fallen>(world, *unit, |f| f.0 = true);
            with::<Resonance>(world, *unit, |r| r.0 = 0);
            with::<Barrier>(world, *unit, |b| b.0 = false);
            world.write_message(BoardFx::Fell { unit: *unit });
        }
        Event::FollowerSummoned { unit, def } => {
            // A board rebuilt from the core's state (a replay's jump or step back, a take
            // over) already holds the followers of the action whose events are still shown.
            let mirrored = world.resource::<UnitIndex>().0.contains_key(unit);
            if let UnitId::Follower { player, uid } = *unit
                && !mirrored
            {
                let row = world
                    .query::<(&Owner, &Follower)>()
                    .iter(world)
                    .filter(|(o, _)| o.0 == player)
                    .count();
                let d = c.follower(*def);
                let e = world
                    .spawn((
                        Name::new(d.name.clone()),
                        Unit(*unit),
                        Owner(player),
                        Slot(row as u8),
                        Follower { def: *def, uid },
                        Hp {
                            current: d.max_hp,
                            max: d.max_hp,
                        },
                        Stats {
                            def: d.def,
                            power: 0,
                            ward: 0,
                        },
                        Barrier(false),
                        DespawnOnExit(Screen::Duel),
                    ))
                    .id();
                world.resource_mut::<UnitIndex>().0.insert(*unit, e);
            }
        }
        Event::FollowerDefeated { unit, .. } => {
            if let Some(e) = world.resource_mut::<UnitIndex>().0.remove(unit) {
                world.despawn(e);
            }
            if let UnitId::Follower { player, .. } = unit {
                reslot_followers(world, *player);
            }
            world.write_message(BoardFx::Fell { unit: *unit });
        }
        Event::AttackSkillUsed { user, target, .. } | Event::AstralCodeUsed { user, target } => {
            world.write_message(BoardFx::Attack {
                user: *user,
                target: *target,
            });
        }
        Event::DiceRolled { dice, total, .. } => {
            world.write_message(BoardFx::Dice {
                dice: dice.clone(),
                total: *total,
            });
        }
        Event::TurnStarted { turn, player } => {
            world.write_message(BoardFx::Turn {
                turn: *turn,
                player: *player,
            });
        }
        Event::CardDrawn { player, card } => {
            world.write_message(BoardFx::Card {
                card: *card,
                from: Zone::Deck(*player),
                to: Zone::Hand(*player),
                face_up: false,
            });
        }
        Event::CardMoved { card, from, to } => {
            world.write_message(BoardFx::Card {
                card: *card,
                from: *from,
                to: *to,
                face_up: true,
            });
        }
        Event::GameStarted { .. }
        | Event::DecisionRequested { .. }
        | Event::DrawSkipped { .. }
        | Event::DeckRebuilt { .. }
        | Event::AstralChargeChanged { .. }
        | Event::EtherConverted { .. }
        | Event::EtherEffectTriggered { .. }
        | Event::EtherChanged { .. }
        | Event::Passed { .. }
        | Event::SpellCast { .. }
        | Event::SupportSkillUsed { .. }
        | Event::Triggered { .. }
        | Event::BlockDeclared { .. }
        | Event::NoBlockDeclared { .. }
        | Event::BreakCheck { .. }
        | Event::ContinuousAdded { .. }
        | Event::ContinuousTicked { .. }
        | Event::ContinuousRemoved { .. }
        | Event::SummonFailed { .. }
        | Event::PhaseActionCapReached { .. }
        | Event::GameEnded { .. } => {}
    }
}

/// Followers keep their row order; after one leaves, the rest close up.
fn reslot_followers(world: &mut World, player: PlayerId) {
    let mut q = world.query::<(&Owner, &Follower, &mut Slot)>();
    let mut rows: Vec<(u32, Mut<Slot>)> = q
        .iter_mut(world)
        .filter(|(o, _, _)| o.0 == player)
        .map(|(_, f, s)| (f.uid.0, s))
        .collect();
    rows.sort_by_key(|(uid, _)| *uid);
    for (i, (_, s)) in rows.iter_mut().enumerate() {
        s.0 = i as u8;
    }
}

/// After the last event of an action: refresh the derived stats from the core.
pub fn refresh_stats(world: &mut World, c: &DuelContent) {
    let mut updates = Vec::new();
    {
        let session = world.resource::<DuelSession>();
        let mut q = world
            .try_query::<(Entity, &Unit)>()
            .expect("Unit is registered");
        for (e, u) in q.iter(world) {
            if session.state.unit_alive(u.0) || matches!(u.0, UnitId::Arc { .. }) {
                updates.push((e, unit_stats(c, &session.state, u.0)));
            }
        }
    }
    for (e, s) in updates {
        if let Some(mut st) = world.get_mut::<Stats>(e)
            && *st != s
        {
            *st = s;
        }
    }
}
