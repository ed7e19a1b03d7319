//! Hidden information (G-35): what one faction may see. `view_for` builds a faction's
//! view from the full state; controllers (and the AI) must decide from their view only
//! (G-35.4). Content is copied into the view only as far as the viewer's knowledge tier
//! reveals it, so a view never carries a content index that would leak the rest.

use serde::{Deserialize, Serialize};

use crate::content::grail::{CardCounts, Class, Era, GrailContent, NoblePhantasm, Skill, Stats};

use super::event::{Event, EventKind, Visibility};
use super::query as q;
use super::state::*;

/// G-35.1: what a faction knows about a servant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ServantInfo {
    /// The viewer's knowledge tier (3 for its own or its ally's servant).
    pub tier: u8,
    // Tier 0 (always public).
    pub class: Class,
    pub stats: Stats,
    pub max_hp: i32,
    pub hp: i32,
    pub movement: u8,
    pub buffs: Vec<Buff>,
    // Tier 1.
    pub deck: Option<CardCounts>,
    pub skills: Option<Vec<Skill>>,
    // Tier 2.
    pub np: Option<NoblePhantasm>,
    // Tier 3.
    pub true_name: Option<String>,
    pub era: Option<Era>,
    pub profile: Option<String>,
    pub weakness: Option<String>,
    /// G-35.3: skills and whether the NP were seen in a shared combat, whatever the tier.
    pub seen_skills: Vec<Skill>,
    pub seen_np: Option<NoblePhantasm>,
    /// Private to the owner and its ally.
    pub mp: Option<i32>,
    pub max_mp: Option<i32>,
}

/// Another faction as seen by the viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FactionInfo {
    pub id: FactionId,
    pub name: String,
    pub controller: Controller,
    pub district: DistrictIdx,
    pub status: FactionStatus,
    pub command_spells: u8,
    pub asleep: bool,
    pub bond: u8,
    pub grail_points: u32,
    pub engaged: bool,
    pub turn_ended: bool,
    /// Hidden until `DeclarationsRevealed` (G-8.6).
    pub declared: Option<Declaration>,
    pub servant: ServantInfo,
    /// Private to the owner and its ally (G-35.1).
    pub master_mp: Option<i32>,
    pub master_skills: Option<Vec<Skill>>,
    pub investigation_bonus: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParticipantInfo {
    pub faction: FactionId,
    pub status: ParticipantStatus,
    /// G-24.6: every participant sees the hand size (`None` outside the combat); only the
    /// owner and its ally the composition.
    pub hand_size: Option<u32>,
    pub hand: Option<CardCounts>,
    pub buster_pending: Option<i32>,
    pub quick_pending: Option<i32>,
    /// `NpDeclared` and `RetreatDeclared` are shown to the participants (G-29.3.1, G-31.1,
    /// G-40.1): `None` also to a faction outside the combat.
    pub np_charge: Option<NpCharge>,
    pub retreat: Option<RetreatState>,
    /// G-12.3: the flight is answered in public (`AmbushResponse`).
    pub fleeing: bool,
    /// Participants only (see [`CombatInfo::seen`]).
    pub main_action_spent: bool,
    pub ceasefire_offered: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CombatInfo {
    pub id: u32,
    pub district: DistrictIdx,
    pub origin: CombatOrigin,
    /// The viewer takes part (or took part) in this combat, so it sees the combat's events
    /// (G-40.1 `Participants`). A faction outside it knows only what is public: who fights
    /// whom where, their statuses and the round (G-17.2); there the per-round fields below
    /// are empty (`false`, no units, no order, 0 quiet rounds).
    pub seen: bool,
    pub round: u16,
    pub phase: CombatPhase,
    pub participants: Vec<ParticipantInfo>,
    pub units: Vec<SummonedUnit>,
    pub initiative: Vec<Actor>,
    pub order: Vec<Actor>,
    pub quiet_rounds: u8,
}

/// G-35.4: a faction's view of the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FactionView {
    pub viewer: FactionId,
    pub day: u8,
    pub time: TimeOfDay,
    pub turn_index: u16,
    pub lead_seat: FactionId,
    pub phase: Phase,
    pub map: u16,
    pub soul_eaten: Vec<bool>,
    pub grail_manifested: bool,
    pub relations: Vec<Relation>,
    pub priority_decls: Vec<PriorityDecl>,
    pub factions: Vec<FactionInfo>,
    pub combat: Option<CombatInfo>,
    /// The pending decision, if it is the viewer's; otherwise only who decides.
    pub pending: Option<Decision>,
    pub deciding: Option<FactionId>,
    pub outcome: Option<Outcome>,
    /// The viewer's own faction in full.
    pub me: Option<Faction>,
}

/// Whether `viewer` sees everything private about faction `f`: itself or its ally.
pub fn is_insider(s: &GameState, viewer: FactionId, f: FactionId) -> bool {
    viewer == f || s.allied(viewer, f)
}

fn servant_info(
    c: &GrailContent,
    s: &GameState,
    viewer: FactionId,
    f: FactionId,
) -> Option<ServantInfo> {
    let x = s.faction(f)?;
    let d = q::sdef(c, s, f)?;
    let insider = is_insider(s, viewer, f);
    let tier = if insider {
        3
    } else {
        q::knowledge_tier(s, viewer, f)
    };
    let k = s
        .faction(viewer)
        .and_then(|v| v.knowledge.get(usize::from(f)));
    let seen_skills: Vec<Skill> = k
        .map(|k| {
            k.seen_skills
                .iter()
                .filter_map(|r| q::skill(c, s, f, *r).cloned())
                .filter(|sk| sk.owner == crate::content::grail::SkillOwner::Servant)
                .collect()
        })
        .unwrap_or_default();
    let seen_np = k.filter(|k| k.seen_np).map(|_| d.np.clone());
    Some(ServantInfo {
        tier,
        class: d.class,
        stats: d.stats,
        max_hp: d.max_hp,
        hp: x.servant.hp,
        movement: d.movement,
        buffs: x.servant.buffs.clone(),
        deck: (tier >= 1).then_some(d.deck),
        skills: (tier >= 1).then(|| d.skills.clone()),
        np: (tier >= 2).then(|| d.np.clone()),
        true_name: (tier >= 3).then(|| d.true_name.clone()),
        era: (tier >= 3).then_some(d.era),
        profile: (tier >= 3).then(|| d.profile.clone()),
        weakness: (tier >= 3).then(|| d.weakness.clone()),
        seen_skills,
        seen_np,
        mp: insider.then_some(x.servant.mp),
        max_mp: insider.then_some(d.max_mp),
    })
}

impl GameState {
    /// G-35: the view of `viewer`.
    pub fn view_for(&self, c: &GrailContent, viewer: FactionId) -> FactionView {
        let revealed = !matches!(
            self.phase,
            Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
        );
        let factions: Vec<FactionInfo> = self
            .factions
            .iter()
            .filter_map(|x| {
                let insider = is_insider(self, viewer, x.id);
                let m = q::mdef(c, self, x.id);
                Some(FactionInfo {
                    id: x.id,
                    name: x.name.clone(),
                    controller: x.controller,
                    district: x.district,
                    status: x.status,
                    command_spells: x.master.command_spells,
                    asleep: x.master.asleep,
                    bond: x.bond,
                    grail_points: x.grail_points,
                    engaged: x.turn.engaged,
                    turn_ended: x.turn.turn_ended,
                    declared: if insider || revealed {
                        x.turn.declared.clone()
                    } else {
                        None
                    },
                    servant: servant_info(c, self, viewer, x.id)?,
                    master_mp: insider.then_some(x.master.mp),
                    master_skills: if insider {
                        m.map(|m| m.skills.clone())
                    } else {
                        None
                    },
                    investigation_bonus: if insider {
                        m.map(|m| m.investigation_bonus)
                    } else {
                        None
                    },
                })
            })
            .collect();
        let combat = self.combat.as_ref().map(|cb| {
            let seen = cb.participant(viewer).is_some();
            CombatInfo {
                id: cb.id,
                district: cb.district,
                origin: cb.origin.clone(),
                seen,
                round: cb.round,
                phase: cb.phase,
                participants: cb
                    .participants
                    .iter()
                    .map(|p| {
                        let insider = is_insider(self, viewer, p.faction);
                        let shown = seen || insider;
                        ParticipantInfo {
                            faction: p.faction,
                            status: p.status,
                            hand_size: shown.then(|| p.hand.total()),
                            hand: insider.then_some(p.hand),
                            buster_pending: insider.then_some(p.buster_pending),
                            quick_pending: insider.then_some(p.quick_pending),
                            np_charge: p.np_charge.filter(|_| shown),
                            retreat: p.retreat.filter(|_| shown),
                            fleeing: p.fleeing,
                            main_action_spent: p.main_action_spent && shown,
                            ceasefire_offered: p.ceasefire_offered && shown,
                        }
                    })
                    .collect(),
                units: if seen { cb.units.clone() } else { Vec::new() },
                initiative: if seen {
                    cb.initiative.clone()
                } else {
                    Vec::new()
                },
                order: if seen { cb.order.clone() } else { Vec::new() },
                quiet_rounds: if seen { cb.quiet_rounds } else { 0 },
            }
        });
        let me = self.factions.get(usize::from(viewer)).cloned();
        FactionView {
            viewer,
            day: self.day,
            time: self.time,
            turn_index: self.turn_index,
            lead_seat: self.lead_seat,
            phase: self.phase.clone(),
            map: self.map,
            soul_eaten: self.soul_eaten.clone(),
            grail_manifested: self.grail_manifested,
            relations: self.relations.clone(),
            priority_decls: self.priority_decls.clone(),
            factions,
            combat,
            pending: self.pending.clone().filter(|d| d.faction == viewer),
            deciding: self.deciding(),
            outcome: self.outcome.clone(),
            me,
        }
    }

    /// SHA-256 of the whole state (RNG included): equal hashes mean equal futures.
    pub fn hash(&self) -> String {
        crate::content::hash_json(self)
    }
}

/// G-40.1: whether `viewer` may see an event. Participants of a combat are those who
/// took part in it; `combat_members` lists them for the combat's id.
pub fn event_visible(
    e: &Event,
    viewer: FactionId,
    allies: &[FactionId],
    combat_members: &[FactionId],
) -> bool {
    match &e.visibility {
        Visibility::Public => true,
        Visibility::Participants { .. } => combat_members.contains(&viewer),
        Visibility::Factions { ids } => {
            ids.contains(&viewer) || ids.iter().any(|i| allies.contains(i))
        }
        Visibility::Private { faction } => *faction == viewer,
    }
}

/// What one faction is shown of the game's events, step by step (G-40.1), numbered in its
/// own stream. The table's `seq` counts every event, so its gaps would tell a faction how
/// many events it was not shown (how often another's MP changed, a hand was refilled...):
/// each event a faction receives is numbered by how many it was shown before (G-35).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FactionStream {
    pub viewer: FactionId,
    /// The number the next event shown gets.
    pub next: u64,
}

impl FactionStream {
    pub fn new(viewer: FactionId) -> Self {
        FactionStream { viewer, next: 0 }
    }

    /// The events of one step (the state `before` it, the state `after`, its events) that
    /// the viewer may see, renumbered. Combat participants are those of the combats of
    /// both states and those the step's events add (a combat starting, an intervener).
    pub fn take(&mut self, before: &GameState, after: &GameState, events: &[Event]) -> Vec<Event> {
        let viewer = self.viewer;
        let allies: Vec<FactionId> = before.ally_of(viewer).into_iter().collect();
        let mut members: Vec<(u32, FactionId)> = Vec::new();
        for cb in [&before.combat, &after.combat].into_iter().flatten() {
            members.extend(cb.participants.iter().map(|p| (cb.id, p.faction)));
        }
        for e in events {
            match &e.kind {
                EventKind::CombatStarted {
                    combat,
                    participants,
                    ..
                } => members.extend(participants.iter().map(|f| (*combat, *f))),
                EventKind::Intervened { faction, .. } => {
                    let id = after
                        .combat
                        .as_ref()
                        .or(before.combat.as_ref())
                        .map_or(0, |cb| cb.id);
                    members.push((id, *faction));
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for e in events {
            let here: Vec<FactionId> = match e.visibility {
                Visibility::Participants { combat } => members
                    .iter()
                    .filter(|(id, _)| *id == combat)
                    .map(|(_, f)| *f)
                    .collect(),
                _ => Vec::new(),
            };
            if event_visible(e, viewer, &allies, &here) {
                out.push(Event {
                    seq: self.next,
                    ..e.clone()
                });
                self.next += 1;
            }
        }
        out
    }
}

/// A fingerprint of an event stream, for determinism checks (G-37.7).
pub fn events_hash(events: &[Event]) -> String {
    crate::content::hash_json(&events)
}
