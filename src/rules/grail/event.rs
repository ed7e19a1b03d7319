//! Events (G-40): the facts the engine reports, in order, with their visibility.

use serde::{Deserialize, Serialize};

use crate::content::grail::{CardCounts, CardType};

use super::action::{Answer, CommandSpell, CritChoice, Offer};
use super::illegal::Illegal;
use super::state::{
    Actor, AttackKind, AttackMode, Buff, CombatEndReason, CombatOrigin, Declaration, DistrictIdx,
    FactionId, Outcome, ParticipantStatus, PriorityDecl, Reaction, SkillRef, TimeOfDay,
};

/// G-40.1: who may see an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Visibility {
    Public,
    Participants { combat: u32 },
    Factions { ids: Vec<FactionId> },
    Private { faction: FactionId },
}

/// G-40.1: an event with its header.
/// How a hit check was decided. Serialized in snake case (`"tie_to_reaction"`), as the
/// event list of the spec and the scenario files spell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckReason {
    /// G-23.1: one side is critical and the other is not.
    Crit,
    /// G-23.2: one side fumbled and the other did not; against a Guard or a unit, the
    /// attacker fumbled.
    Fumble,
    /// G-22.2: the higher total wins.
    Total,
    /// G-22.2: a tie goes to the reaction side.
    TieToReaction,
    /// G-22.3: a Guard (or a unit) does not oppose the hit check; it hits unless it fumbles.
    Guard,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seq: u64,
    pub day: u8,
    pub time: TimeOfDay,
    pub round: Option<u16>,
    pub visibility: Visibility,
    pub kind: EventKind,
}

/// G-40.2: event payloads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum EventKind {
    /// G-40.1: public, so it carries no seed: the seed (in `GameConfig`) would let a faction
    /// predict every die (G-35.4).
    GameStarted {
        factions: u8,
    },
    DayStarted {
        day: u8,
    },
    TurnStarted {
        time: TimeOfDay,
        lead: FactionId,
    },
    PriorityDeclared {
        decl: PriorityDecl,
    },
    PriorityWindowClosed {
        events: usize,
    },
    DeclarationsRevealed {
        decls: Vec<(FactionId, Declaration)>,
    },
    TargetedPrompt {
        faction: FactionId,
    },
    EventCancelled {
        index: usize,
        reason: String,
    },
    Moved {
        faction: FactionId,
        path: Vec<DistrictIdx>,
        cost: u8,
    },
    MoveSkipped {
        faction: FactionId,
        reason: Illegal,
    },
    Returned {
        faction: FactionId,
        to: DistrictIdx,
    },
    Teleported {
        faction: FactionId,
        to: DistrictIdx,
    },
    Rested {
        faction: FactionId,
        hp: (Vec<u32>, i32),
        mp: (Vec<u32>, i32),
        master_mp: (Vec<u32>, i32),
    },
    Investigated {
        faction: FactionId,
        target: FactionId,
        dice: Vec<u32>,
        total: i32,
        success: bool,
        new_tier: u8,
    },
    KnowledgeGained {
        faction: FactionId,
        about: FactionId,
        tier: u8,
    },
    BondGained {
        faction: FactionId,
        bond: u8,
    },
    MasterSkillUnlocked {
        faction: FactionId,
        skill: SkillRef,
    },
    NegotiationOffer {
        from: FactionId,
        to: FactionId,
        offer: Offer,
    },
    NegotiationAnswer {
        answer: Answer,
    },
    Withdrew {
        faction: FactionId,
    },
    TruceFormed {
        a: FactionId,
        b: FactionId,
    },
    AllianceFormed {
        a: FactionId,
        b: FactionId,
    },
    AllianceDissolved {
        a: FactionId,
        b: FactionId,
    },
    IntelExchanged {
        a: FactionId,
        b: FactionId,
    },
    SoulEaten {
        faction: FactionId,
        district: DistrictIdx,
        dice: u32,
        gained: i32,
    },
    /// G-13.1, G-35.1: the public half of a soul-eating; the die and the MP gained go
    /// only to the eater and its ally (`SoulEaten`).
    SoulEatingDone {
        faction: FactionId,
        district: DistrictIdx,
    },
    SoulEatingBlocked {
        eater: FactionId,
    },
    CombatStarted {
        combat: u32,
        district: DistrictIdx,
        origin: CombatOrigin,
        participants: Vec<FactionId>,
    },
    Intervened {
        faction: FactionId,
        from: DistrictIdx,
    },
    AmbushResponse {
        target: FactionId,
        flee: bool,
    },
    RoundStarted {
        round: u16,
    },
    InitiativeSet {
        order: Vec<Actor>,
    },
    ActivationStarted {
        actor: Actor,
    },
    NpDeclared {
        faction: FactionId,
        fire_round: u16,
    },
    NpChargeCancelled {
        faction: FactionId,
    },
    NpChargeLost {
        faction: FactionId,
    },
    RetreatDeclared {
        faction: FactionId,
    },
    CeasefireOffered {
        faction: FactionId,
    },
    SkillActivated {
        faction: FactionId,
        skill: SkillRef,
        roll: Option<u32>,
        value: i32,
        success: bool,
        mp_paid: i32,
    },
    CardConsumed {
        actor: Actor,
        card: CardType,
        purpose: String,
    },
    BonusPending {
        actor: Actor,
        buster: i32,
        quick: i32,
    },
    HandRefilled {
        faction: FactionId,
        hand: CardCounts,
    },
    HandSet {
        faction: FactionId,
        hand: CardCounts,
    },
    AttackDeclared {
        attacker: Actor,
        target: Actor,
        mode: AttackMode,
        kind: AttackKind,
        range: u8,
    },
    ReactionChosen {
        defender: Actor,
        reaction: Reaction,
    },
    CheckRolled {
        actor: Actor,
        purpose: String,
        dice: Vec<u32>,
        modifiers: Vec<(String, i32)>,
        total: i32,
        crit: bool,
        fumble: bool,
    },
    CheckResolved {
        winner: Actor,
        reason: CheckReason,
    },
    CriticalEffect {
        actor: Actor,
        choice: CritChoice,
        dice: Option<u32>,
    },
    FumbleEffect {
        actor: Actor,
        table: u32,
        detail: String,
        dice: Vec<u32>,
    },
    NpFired {
        faction: FactionId,
        np: String,
        targets: Vec<Actor>,
    },
    NpClash {
        a: FactionId,
        b: FactionId,
        value_a: i32,
        value_b: i32,
        penalty_a: i32,
        penalty_b: i32,
        winner: Option<FactionId>,
        reaches: bool,
    },
    DamageDealt {
        target: Actor,
        source: Option<Actor>,
        amount: i32,
        breakdown: Vec<(String, i32)>,
        dice: Vec<u32>,
    },
    Healed {
        target: Actor,
        hp: i32,
    },
    MpChanged {
        faction: FactionId,
        servant: i32,
        master: i32,
        reason: String,
    },
    EmergencySupply {
        faction: FactionId,
        amount: i32,
    },
    BuffApplied {
        target: Actor,
        buff: Buff,
    },
    BuffRemoved {
        target: Actor,
        uid: u32,
        reason: String,
    },
    DebuffResisted {
        target: Actor,
        roll: u32,
    },
    GutsTriggered {
        target: Actor,
        hp: i32,
    },
    UnitSummoned {
        unit: u32,
        owner: FactionId,
    },
    UnitDestroyed {
        unit: u32,
    },
    RetreatMoved {
        faction: FactionId,
        path: Vec<DistrictIdx>,
    },
    RetreatCaught {
        faction: FactionId,
        by: Actor,
    },
    Escaped {
        faction: FactionId,
    },
    Fled {
        faction: FactionId,
    },
    CommandSpellUsed {
        faction: FactionId,
        spell: CommandSpell,
        remaining: u8,
    },
    /// G-33.6.19, G-24.6: Tactical Refinement as everyone sees it; the six cards taken go
    /// only to the owner and its ally (`HandSet`).
    TacticalRefinementUsed {
        faction: FactionId,
        remaining: u8,
    },
    ServantDied {
        faction: FactionId,
        credited: Option<FactionId>,
    },
    ServantVanished {
        faction: FactionId,
    },
    FactionEliminated {
        faction: FactionId,
    },
    CombatEnded {
        combat: u32,
        rounds: u16,
        reason: CombatEndReason,
        results: Vec<(FactionId, ParticipantStatus, i32)>,
    },
    UpkeepPaid {
        faction: FactionId,
        amount: i32,
        from_servant: i32,
        from_master: i32,
    },
    MasterFellAsleep {
        faction: FactionId,
    },
    MasterWoke {
        faction: FactionId,
    },
    TruceExpired {
        a: FactionId,
        b: FactionId,
    },
    GrailManifested {
        district: DistrictIdx,
    },
    GrailPointGained {
        faction: FactionId,
        points: u32,
    },
    GameEnded {
        outcome: Outcome,
    },
}
