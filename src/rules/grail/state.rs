//! Runtime state of a Grail War game (G-38.3, G-38.4). Content is referred to by index, so
//! that cloning a state is cheap; districts are indexes into the map's district list.

use serde::{Deserialize, Serialize};

use crate::content::grail::{BuffKind, CardType, Class, DebuffId, SkillOwner};
use crate::rules::dice::Dice;

use super::action::{Action, Offer};
pub use super::combat_state::*;
use super::event::CheckPurpose;

/// G-2.4: a faction is its seat index.
pub type FactionId = u8;
/// Index of a district in the map's district list.
pub type DistrictIdx = u8;

/// G-6.1: the three turns of a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeOfDay {
    Morning,
    Noon,
    Night,
}

impl TimeOfDay {
    pub fn slot(self) -> u16 {
        match self {
            TimeOfDay::Morning => 0,
            TimeOfDay::Noon => 1,
            TimeOfDay::Night => 2,
        }
    }
}

/// G-2.3: who decides for a faction. The rules are the same for both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Controller {
    Human,
    Ai,
}

/// A skill of a faction: the servant's or the master's skill list, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SkillRef {
    pub owner: SkillOwner,
    pub idx: u8,
}

/// G-21.1: where a buff or debuff came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum EffectSource {
    Skill { faction: FactionId, skill: SkillRef },
    Np,
    CommandSpell,
    Critical,
    Fumble,
    ClassTrait,
    Passive,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum BuffOrDebuff {
    Buff { kind: BuffKind },
    Debuff { id: DebuffId },
}

/// G-21.3: when a buff expires, resolved from its `Duration` when it is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Expiry {
    /// At the end of this combat round.
    RoundEnd {
        round: u16,
    },
    /// After the holder's next `n` activations end.
    Activations {
        n: u8,
    },
    /// `Rounds(n)` applied outside combat: at TurnEnd, or at the end of round n of a combat
    /// of the holder that starts this turn.
    StrategicRounds {
        n: u8,
    },
    CombatEnd,
    TurnEnd,
    DayEnd,
    Permanent,
}

/// G-21.1: one buff or debuff on a servant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Buff {
    pub uid: u32,
    pub kind: BuffOrDebuff,
    pub magnitude: i32,
    pub expiry: Expiry,
    pub source: EffectSource,
    pub source_faction: Option<FactionId>,
    pub removable: bool,
}

impl Buff {
    pub fn debuff(&self) -> Option<DebuffId> {
        match self.kind {
            BuffOrDebuff::Debuff { id } => Some(id),
            BuffOrDebuff::Buff { .. } => None,
        }
    }
    pub fn buff_kind(&self) -> Option<BuffKind> {
        match self.kind {
            BuffOrDebuff::Buff { kind } => Some(kind),
            BuffOrDebuff::Debuff { .. } => None,
        }
    }

    /// Whether it hurts its bearer: a debuff, or a buff's kind with a magnitude below zero
    /// (a skill's drawback, such as a defense check −1 that comes with its strength, is a
    /// buff of the content's kind that lowers; G-20.2).
    pub fn hurts(&self) -> bool {
        match self.kind {
            BuffOrDebuff::Debuff { .. } => true,
            BuffOrDebuff::Buff { .. } => self.magnitude < 0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServantState {
    /// Index into `GrailContent::servants`.
    pub def: u16,
    pub hp: i32,
    pub mp: i32,
    pub buffs: Vec<Buff>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MasterState {
    /// Index into `GrailContent::masters`.
    pub def: u16,
    pub mp: i32,
    pub command_spells: u8,
    /// G-16.1: asleep for the whole current day.
    pub asleep: bool,
    pub rested_today: bool,
    /// G-15.2: the bond-locked skill is usable.
    pub fourth_skill_unlocked: bool,
}

/// G-35: what a faction knows about another faction's servant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    pub tier: u8,
    /// G-35.3: skills seen used in a shared combat (or outside any combat).
    pub seen_skills: Vec<SkillRef>,
    pub seen_np: bool,
}

impl Knowledge {
    /// G-35.3: notes a skill seen used, once.
    pub fn see_skill(&mut self, r: SkillRef) {
        if !self.seen_skills.contains(&r) {
            self.seen_skills.push(r);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum EliminationCause {
    Killed { by: Option<FactionId> },
    Vanished,
    SelfDestruct,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum FactionStatus {
    Active,
    Eliminated {
        cause: EliminationCause,
        day: u8,
        time: TimeOfDay,
    },
}

/// G-10: the declared turn action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum TurnAction {
    /// G-10.2: a `TurnAction` skill; `target` for `AnyOtherServant`.
    Skill {
        skill: SkillRef,
        target: Option<FactionId>,
    },
    /// G-10.3.
    Investigate { class: Class },
    /// G-10.5.
    Rest,
    /// G-10.6.
    Wait,
}

/// G-8.6: a secret declaration.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Declaration {
    pub move_path: Vec<DistrictIdx>,
    /// `None` for an engaged faction.
    pub action: Option<TurnAction>,
}

/// G-8.5: per-turn fields of a faction.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    pub engaged: bool,
    pub declared: Option<Declaration>,
    pub turn_ended: bool,
    /// Joined a combat as an intervener (G-17.4): no bond this turn (G-15.2).
    pub intervened: bool,
    /// Took part in a combat this turn (G-32.2).
    pub fought: bool,
    /// G-19.1: skills used this turn outside combat.
    pub skills_used: Vec<SkillRef>,
    /// Used Teleport this turn (G-11.2, G-11.4).
    pub teleported: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Faction {
    pub id: FactionId,
    pub name: String,
    pub controller: Controller,
    pub servant: ServantState,
    pub master: MasterState,
    pub district: DistrictIdx,
    pub status: FactionStatus,
    /// G-15.2: 0..=3.
    pub bond: u8,
    /// Knowledge about each seat's servant (own seat unused).
    pub knowledge: Vec<Knowledge>,
    /// G-20.1 `Workshop`.
    pub workshop: Option<DistrictIdx>,
    /// G-34.5.
    pub grail_points: u32,
    pub turn: TurnState,
}

impl Faction {
    pub fn alive(&self) -> bool {
        self.status == FactionStatus::Active
    }
}

/// G-14: relations between two factions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum RelationKind {
    /// G-14.2: until the end of this day.
    Truce {
        until_day_end: u8,
    },
    /// G-14.3: after a dissolved alliance, until the end of this turn.
    TruceTurn {
        turn_index: u16,
    },
    Alliance,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Relation {
    pub a: FactionId,
    pub b: FactionId,
    pub kind: RelationKind,
}

impl Relation {
    pub fn joins(&self, x: FactionId, y: FactionId) -> bool {
        (self.a == x && self.b == y) || (self.a == y && self.b == x)
    }
}

/// G-9.6.4, G-13.2: the stance of an Encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EncounterStance {
    Negotiate,
    Fight,
    Block,
    Steal,
}

/// G-9: a priority declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum PriorityDecl {
    Encounter {
        by: FactionId,
        target: FactionId,
        stance: EncounterStance,
    },
    Ambush {
        by: FactionId,
        target: FactionId,
    },
    SoulEating {
        by: FactionId,
    },
}

impl PriorityDecl {
    pub fn by(&self) -> FactionId {
        match *self {
            PriorityDecl::Encounter { by, .. }
            | PriorityDecl::Ambush { by, .. }
            | PriorityDecl::SoulEating { by } => by,
        }
    }

    /// The faction declared against: an Encounter's or an Ambush's.
    pub fn target(&self) -> Option<FactionId> {
        match *self {
            PriorityDecl::Encounter { target, .. } | PriorityDecl::Ambush { target, .. } => {
                Some(target)
            }
            PriorityDecl::SoulEating { .. } => None,
        }
    }

    /// G-9: whether it engages faction `f` this turn: its declarer and its target are.
    pub fn engages(&self, f: FactionId) -> bool {
        self.by() == f || self.target() == Some(f)
    }
}

/// G-9.10: events created by the priority window, in declaration order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum PriorityEvent {
    Encounter { decl: usize },
    Ambush { decl: usize },
    SoulEating { decl: usize, encounters: Vec<usize> },
}

/// Where the resolution of one priority event stands (G-11.2, G-12.2, G-13.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum EventStage {
    Start,
    Targeted,
    Offer,
    Answer { offer: Offer },
    AfterDecline { offer: Offer },
    AmbushResponse,
    InCombat,
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolving {
    pub index: usize,
    pub stage: EventStage,
    /// Origins of factions that moved into the event (G-11.2 step 2, G-13.5 step 2).
    pub origins: Vec<(FactionId, DistrictIdx)>,
    /// The target used Teleport at its Targeted prompt: the event is cancelled.
    pub targeted_teleport: bool,
}

/// G-38.3: the strategic phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Phase {
    TurnStart,
    PriorityWindow {
        pass: u8,
        cursor: u8,
        declared_in_pass: bool,
    },
    Declarations {
        cursor: u8,
    },
    PriorityResolution {
        index: usize,
    },
    NormalResolution {
        cursor: u8,
    },
    TurnEnd,
    DayEnd,
    GameOver,
}

/// G-36.2: why a faction won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinReason {
    LastStanding,
    GrailDistrict,
    GrailPoints,
    HpPercent,
    /// A Skirmish ([`SkirmishSetup`]): the only fighter left in its combat with a living
    /// servant.
    HeldTheField,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Outcome {
    Winner { faction: FactionId, by: WinReason },
    Draw { factions: Vec<FactionId> },
}

/// One seat of the game config (G-2.6). A seat names its servant and master (the players'
/// picks), or leaves either empty to have one drawn from the seed when the game is set up
/// (`GameConfig::resolve`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionSetup {
    pub name: String,
    /// A servant's content id; empty: one of `class` is drawn.
    #[serde(default)]
    pub servant: String,
    /// A master's content id; empty: one that no other seat has is drawn.
    #[serde(default)]
    pub master: String,
    pub controller: Controller,
    /// The class of the servant to draw; with neither this nor `servant`, a class no other
    /// seat has is drawn too (G-2.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<Class>,
}

/// G-2.6: the game config.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub rng_seed: u64,
    pub day_limit: u8,
    pub map: String,
    pub factions: Vec<FactionSetup>,
    pub decision_timer_s: Option<u32>,
    /// A Skirmish: the game is one combat, set up by this, and ends when it ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skirmish: Option<SkirmishSetup>,
}

/// A Skirmish (one combat as a whole game): where each seat stands and who ambushed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkirmishSetup {
    /// Each seat's distance in districts (0..=3) from the district of the fight, in seat order.
    pub range: Vec<u8>,
    /// Seats that wait nearby instead of fighting: they are asked to intervene (G-17.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<FactionId>,
    /// The seat that ambushed (first in round 1, G-12.4), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambusher: Option<FactionId>,
}

/// G-39.2: what the pending decision is about, with what a screen needs to ask it. The
/// decision is shown only to the faction that decides (`view_for`), and it carries nothing
/// that faction cannot already see: declarations are public (G-9.3), offers are told to
/// the faction they are made to, and an attack is seen by its combat's participants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum DecisionKind {
    PriorityPrompt {
        response_pass: bool,
    },
    Declaration {
        engaged: bool,
    },
    /// G-11.2, G-12.2, G-13.5: the decider is the target (or the eater) of priority event
    /// `event`; `declarations` are the ones that target it there: the Encounter or the
    /// Ambush, or every Block and Steal against its Soul-eating.
    Targeted {
        event: usize,
        declarations: Vec<PriorityDecl>,
    },
    NormalResolutionPrompt,
    /// G-11.3: the declarer makes an offer to `target`.
    NegotiationOffer {
        target: FactionId,
    },
    /// G-11.3: `from` offers `offer`.
    NegotiationAnswer {
        from: FactionId,
        offer: Offer,
    },
    /// G-11.3: `declined_by` declined `offer`; fight or withdraw.
    AfterDecline {
        declined_by: FactionId,
        offer: Offer,
    },
    /// G-12.2: `ambusher` ambushes the decider; flee or fight.
    AmbushResponse {
        ambusher: FactionId,
    },
    /// G-17: join combat `combat` in `district` between `participants`.
    InterventionPrompt {
        combat: u32,
        district: DistrictIdx,
        participants: Vec<FactionId>,
    },
    CombatStartWindow,
    RoundStartWindow,
    OwnTurnStartWindow,
    MainAction {
        actor: Actor,
    },
    /// G-27: `attacker` attacks `defender` with an attack (or, `is_np`, the NP `np_name`)
    /// of `kind` and `mode`, spending `card`. `range` is the attack's: the hop distance
    /// when it was declared, which its range penalty uses (G-26.3), or an NP's reach.
    Reaction {
        defender: Actor,
        attacker: Actor,
        is_np: bool,
        kind: AttackKind,
        mode: AttackMode,
        range: u8,
        card: Option<CardType>,
        np_name: Option<String>,
    },
    /// G-23.4: the decider's `check` (its hit check against, or its reaction to, the
    /// attack of `attacker`) was critical.
    CriticalChoice {
        check: CheckPurpose,
        attacker: Actor,
    },
    /// G-23.5 F1: the decider's `check` in the attack of `attacker` fumbled.
    FumbleHpOrMp {
        check: CheckPurpose,
        attacker: Actor,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub faction: FactionId,
    pub kind: DecisionKind,
    pub deadline_s: Option<u32>,
}

/// G-38.3: the whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub rules_version: u32,
    pub config: GameConfig,
    pub rng: Dice,
    /// Index into `GrailContent::maps`.
    pub map: u16,
    pub soul_eaten: Vec<bool>,
    pub day: u8,
    pub time: TimeOfDay,
    pub turn_index: u16,
    pub lead_seat: FactionId,
    pub phase: Phase,
    pub factions: Vec<Faction>,
    pub relations: Vec<Relation>,
    pub priority_decls: Vec<PriorityDecl>,
    pub priority_events: Vec<PriorityEvent>,
    pub resolving: Option<Resolving>,
    pub combat: Option<CombatState>,
    pub pending: Option<Decision>,
    pub outcome: Option<Outcome>,
    pub grail_manifested: bool,
    /// G-20.1 `NegateAmbushFirstStrike` flags set by effects.
    pub negate_ambush: Vec<FactionId>,
    pub next_uid: u32,
    pub next_combat_id: u32,
    pub event_seq: u64,
    /// G-37.5: a scripted die value outside 1..=n was drawn (reported by scenarios).
    pub dice_fault: Option<String>,
    /// Number of actions applied (a guard for runaway games).
    pub actions_applied: u64,
    /// The actions applied so far, when recording is on (G-37.7 replays).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<(FactionId, Action)>>,
}

impl GameState {
    pub fn faction(&self, f: FactionId) -> Option<&Faction> {
        self.factions.get(usize::from(f))
    }
    pub fn n(&self) -> u8 {
        self.factions.len() as u8
    }
    pub fn alive(&self, f: FactionId) -> bool {
        self.faction(f).is_some_and(Faction::alive)
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    pub fn deciding(&self) -> Option<FactionId> {
        self.pending.as_ref().map(|d| d.faction)
    }
    /// G-8.3: the turn order from the lead seat, skipping eliminated factions.
    pub fn turn_order(&self) -> Vec<FactionId> {
        let n = self.n();
        (0..n)
            .map(|k| (self.lead_seat + k) % n.max(1))
            .filter(|&f| self.alive(f))
            .collect()
    }
    /// Position of a seat in the current turn order (G-1.6), for tie-breaks.
    pub fn order_pos(&self, f: FactionId) -> u8 {
        let n = self.n().max(1);
        (f + n - self.lead_seat % n) % n
    }
    /// G-14.1: two factions are hostile unless they have a Truce or an Alliance.
    pub fn hostile(&self, a: FactionId, b: FactionId) -> bool {
        a != b && !self.relations.iter().any(|r| r.joins(a, b))
    }
    pub fn allied(&self, a: FactionId, b: FactionId) -> bool {
        self.relations
            .iter()
            .any(|r| r.joins(a, b) && r.kind == RelationKind::Alliance)
    }
    pub fn ally_of(&self, a: FactionId) -> Option<FactionId> {
        self.relations
            .iter()
            .find(|r| r.kind == RelationKind::Alliance && (r.a == a || r.b == a))
            .map(|r| if r.a == a { r.b } else { r.a })
    }
}
