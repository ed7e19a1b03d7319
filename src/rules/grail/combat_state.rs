//! The state of a combat (G-38.4): its origin, participants and their status, summoned
//! units, the initiative, the attack in progress and its checks. `state` re-exports it.

use serde::{Deserialize, Serialize};

use crate::content::grail::{CardCounts, CardType, SummonSpec};

use super::state::*;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum CombatOrigin {
    Encounter {
        initiator: FactionId,
        target: FactionId,
        origin: DistrictIdx,
    },
    Ambush {
        ambusher: FactionId,
        target: FactionId,
        target_flees: bool,
    },
    SoulEating {
        eater: FactionId,
        encounterers: Vec<(FactionId, EncounterStance, DistrictIdx)>,
    },
}

impl CombatOrigin {
    /// The faction that started the fight: an encounter's initiator (G-11), an ambusher
    /// (G-12); nobody for soul-eating, which others came to stop (G-13).
    pub fn starter(&self) -> Option<FactionId> {
        match self {
            CombatOrigin::Encounter { initiator, .. } => Some(*initiator),
            CombatOrigin::Ambush { ambusher, .. } => Some(*ambusher),
            CombatOrigin::SoulEating { .. } => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ParticipantStatus {
    Active,
    Escaped,
    Fled,
    Withdrew,
    Dead,
    Vanished,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NpCharge {
    pub declared_round: u16,
    pub fire_round: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RetreatState {
    pub declared_round: u16,
    pub moved: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub faction: FactionId,
    pub status: ParticipantStatus,
    pub hand: CardCounts,
    /// G-23.4 C2: the cards of `hand` a critical gave, which fade at the end of their round.
    /// Never more of a kind than `hand` holds.
    #[serde(default)]
    pub critical_cards: CardCounts,
    pub buster_pending: i32,
    pub quick_pending: i32,
    pub np_charge: Option<NpCharge>,
    pub retreat: Option<RetreatState>,
    pub fleeing: bool,
    pub joined_as_intervener: bool,
    pub main_action_spent: bool,
    /// The round in which this servant's NP last fired (G-30.6 "has not fired yet").
    pub np_fired_round: Option<u16>,
    pub skills_used_this_round: Vec<SkillRef>,
    /// G-19.2.1: CombatStart skills are usable only in the combat-start window.
    pub auto_fired: Vec<SkillRef>,
    pub hp_half_fired: bool,
    pub last_hostile_damager: Option<FactionId>,
    pub ceasefire_offered: bool,
    /// G-18.3: at most one of DeclareNp / CancelNp per round-start window.
    pub np_decided_this_window: bool,
    pub teleported: bool,
    /// G-35.3: skills and NP used in this combat, revealed at its end.
    pub used_skills: Vec<SkillRef>,
    pub used_np: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummonedUnit {
    pub uid: u32,
    pub owner: FactionId,
    pub spec: SummonSpec,
    pub hp: i32,
    /// The HP it was summoned with: the spec's, plus Arts' bonus (G-29.9.4).
    pub max_hp: i32,
    pub position: DistrictIdx,
    /// G-29.9.4: type bonuses for the first attack.
    pub first_attack_power: i32,
    pub first_attack_crit: i32,
    /// Summoned in this round: acts from the next (G-29.9.1).
    pub joined_round: u16,
}

/// A combat participant: a faction's servant or a summoned unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Actor {
    Servant { faction: FactionId },
    Unit { uid: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActivationStep {
    Start,
    OwnTurnStart,
    MainAction,
    Finish,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum CombatPhase {
    Intervention { cursor: u8 },
    Begin,
    CombatStartWindow { cursor: u8 },
    RoundStart,
    RoundStartWindow { cursor: u8 },
    Activation { index: u8, step: ActivationStep },
    RoundEnd,
    Ended,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackMode {
    Melee,
    Ranged,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackKind {
    Buster,
    Arts,
    Quick,
    Luck,
}

impl AttackKind {
    pub fn card(self) -> Option<CardType> {
        match self {
            AttackKind::Buster => Some(CardType::Buster),
            AttackKind::Arts => Some(CardType::Arts),
            AttackKind::Quick => Some(CardType::Quick),
            AttackKind::Luck => None,
        }
    }
    pub fn of_card(card: CardType) -> AttackKind {
        match card {
            CardType::Buster => AttackKind::Buster,
            CardType::Arts => AttackKind::Arts,
            CardType::Quick => AttackKind::Quick,
        }
    }
}

/// G-27: a reaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Reaction {
    NormalDefense,
    LuckDefense { card: Option<CardType> },
    Guard { card: Option<CardType> },
}

/// A 2d6 check as rolled (G-22, G-23).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    pub dice: [u32; 2],
    pub natural: i32,
    pub total: i32,
    pub crit: bool,
    pub fumble: bool,
}

/// A critical or fumble effect still to resolve (G-23.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum TableStep {
    Critical {
        faction: FactionId,
    },
    Fumble {
        faction: FactionId,
        table: Option<u32>,
    },
}

/// G-38.4: an attack or NP being resolved; it may wait for reactions and table choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackInProgress {
    pub attacker: Actor,
    pub is_np: bool,
    /// For an NP: the NP's card type as a kind (G-39.2 `IncomingAttack`).
    pub kind: AttackKind,
    pub mode: AttackMode,
    pub range: u8,
    /// The card the attack consumed (an NP's card; none for a unit or a card-less Luck
    /// attack), public by G-24.6.
    #[serde(default)]
    pub card: Option<CardType>,
    /// Targets that react and are resolved by hit check, in initiative order.
    pub targets: Vec<Actor>,
    pub reactions: Vec<Option<Reaction>>,
    /// G-30: targets whose NP clashes with this one.
    pub clashes: Vec<FactionId>,
    pub hit: Option<Check>,
    pub defense: Vec<Option<Check>>,
    pub hits: Vec<bool>,
    pub tables: Vec<TableStep>,
    /// Set once the rolls are made.
    pub rolled: bool,
    pub first_strike: bool,
}

/// Why a combat ended: the G-32.3 end condition that held. Serialized in snake case
/// (`"no_hostiles"`), as the event list of the spec and the scenario files spell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatEndReason {
    /// Condition 1: no two Active participants are mutually hostile.
    NoHostiles,
    /// Condition 2: every Active participant offered a ceasefire in the same window.
    Ceasefire,
    /// Condition 3: the quiet-round counter reached `STALEMATE_ROUNDS`.
    Stalemate,
    /// Condition 4: round `ROUND_CAP` has ended.
    RoundCap,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatState {
    pub id: u32,
    pub district: DistrictIdx,
    pub origin: CombatOrigin,
    pub round: u16,
    pub phase: CombatPhase,
    pub participants: Vec<Participant>,
    pub units: Vec<SummonedUnit>,
    /// G-18.2: the initiative order computed at the last round start.
    pub initiative: Vec<Actor>,
    /// G-18.3 step 4: this round's activation order.
    pub order: Vec<Actor>,
    pub quiet_rounds: u8,
    pub offensive_this_round: bool,
    pub attack: Option<AttackInProgress>,
    pub end_reason: Option<CombatEndReason>,
}

impl CombatState {
    pub fn participant(&self, f: FactionId) -> Option<&Participant> {
        self.participants.iter().find(|p| p.faction == f)
    }
    pub fn participant_mut(&mut self, f: FactionId) -> Option<&mut Participant> {
        self.participants.iter_mut().find(|p| p.faction == f)
    }
    pub fn is_active(&self, f: FactionId) -> bool {
        self.participant(f)
            .is_some_and(|p| p.status == ParticipantStatus::Active)
    }
    pub fn unit(&self, uid: u32) -> Option<&SummonedUnit> {
        self.units.iter().find(|u| u.uid == uid)
    }
}
