//! Events (G-40): the facts the engine reports, in order, with their visibility.

use serde::{Deserialize, Serialize};

use crate::content::grail::{CardCounts, CardType, DebuffId, Stat};

use super::action::{Answer, CommandSpell, CritChoice, Offer};
use super::illegal::Illegal;
use super::state::{
    Actor, AttackKind, AttackMode, Buff, CombatEndReason, CombatOrigin, Declaration, DistrictIdx,
    EffectSource, FactionId, Outcome, ParticipantStatus, PriorityDecl, Reaction, SkillRef,
    TimeOfDay,
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

/// G-24.1: what a command card was spent on (`CardConsumed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardPurpose {
    Attack,
    Reaction,
    Np,
}

/// G-22.5: what a 2d6 check decides (`CheckRolled`, and the check a critical or fumble
/// choice comes from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckPurpose {
    /// The hit check of an attack (a servant's or a unit's).
    Hit,
    /// The hit check of an attack NP (G-29.4).
    NpHit,
    /// A normal or luck defense (G-27).
    Reaction,
}

/// A term added to a check's natural roll (G-22.4), as `CheckRolled`
/// lists it. Serialized in snake case; a term with data as `{"stat": "Agi"}`, a buff as
/// its source (`{"hit_up": {"type": "Skill", "faction": 0, "skill": ...}}`), one term for
/// each source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckTerm {
    /// The stat bonus of the attack's or the reaction's stat (G-26.2, G-27.2).
    Stat(Stat),
    /// G-29.4: the NP hit bonus +20.
    Np,
    /// G-29.4: the NP rank / 10.
    NpRank,
    /// G-29.9.2: a summoned unit's hit bonus.
    Unit,
    /// G-26.4: the range penalty.
    Range,
    /// HitUp buffs from this source.
    HitUp(EffectSource),
    /// DB7 Accuracy Down.
    AccuracyDown,
    /// DefenseUp buffs from this source.
    DefenseUp(EffectSource),
    /// DB8 Evasion Down.
    EvasionDown,
    /// AllChecksUp buffs from this source (Ability Boost, G-33.6.5).
    AllChecks(EffectSource),
    /// G-31.1: −10 on every check in the round a retreat is declared.
    Retreat,
    /// G-12.3: −10 on the reactions of a fleeing servant.
    Fleeing,
}

/// A term of a damage value (G-28), as `DamageDealt` and `NpClash` list it. Serialized in
/// snake case; a term with data as `{"stat": "Str"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageTerm {
    /// The damage dice.
    Dice,
    /// G-28.1: the base 5 of an attack.
    Base,
    /// G-28.1: the attack's stat / 5.
    Stat(Stat),
    /// G-24.4: the Buster pending bonus.
    BusterPending,
    /// DamageDealtUp buffs from this source.
    DamageDealtUp(EffectSource),
    /// DB5 Attack Down.
    AttackDown,
    /// G-29.5.1: a Buster support NP's next-attack bonus.
    NextAttackPower,
    /// G-4.2.9: the Assassin's first strike.
    FirstStrike,
    /// G-29.8: a passive Buster NP.
    PassiveBusterNp,
    /// G-35.2: weakness known (tier 3).
    Weakness,
    /// G-26.4: the range penalty.
    Range,
    /// G-27.4: a Guard's reduction (END / 10, or a unit's `guard`).
    Guard,
    /// DamageTakenDown buffs from this source.
    DamageTakenDown(EffectSource),
    /// DB6 Defense Down.
    DefenseDown,
    /// Invincible: the damage is cancelled.
    Invincible,
    /// G-30.7: the difference that wins a clash.
    Clash,
    /// G-28.2: the NP's power.
    Power,
    /// G-29.5: the Buster NP +20.
    BusterNp,
    /// NpPowerUp buffs from this source (Phantasm Uplift).
    NpPowerUp(EffectSource),
    /// G-29.9.2: the flat part of a unit's damage.
    Flat,
    /// G-29.9.4: a unit's first-attack Buster bonus.
    FirstAttack,
    /// DB11 Poison.
    Poison,
    /// DB10 Burn.
    Burn,
    /// G-33.6.7: Self-Destruct.
    SelfDestruct,
}

/// What a fumble table did (`FumbleEffect`, G-23.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FumbleOutcome {
    /// F1: 1d10 HP lost.
    Hp,
    /// F1: 1d10 MP lost.
    Mp,
    /// F2: this card was lost.
    CardLost(CardType),
    /// F2 with an empty hand: nothing was lost.
    EmptyHand,
    /// F3: this debuff was applied.
    Debuff(DebuffId),
}

/// Why a priority event was cancelled (`EventCancelled`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CancelReason {
    /// G-8.7: the declarer or the target was eliminated.
    PartyEliminated,
    /// G-11.2, G-12.2, G-13.5: the target teleported at its Targeted prompt.
    TargetTeleported,
}

/// Why MP changed (`MpChanged`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MpReason {
    /// G-24.3.2: an Arts card.
    ArtsCard,
    /// G-29.3.4: an NP's cost.
    NpCost,
    /// G-29.5.2: an Arts NP +20.
    ArtsNp,
    /// G-29.8: a passive Arts NP at round start.
    PassiveArtsNp,
    /// G-23.4 C2.
    Critical,
    /// G-23.5 F1.
    Fumble,
    /// RegenMp at round start (G-18.3).
    Regen,
    /// DB13 Mana Leak.
    ManaLeak,
    /// The cost of this skill, or of this OnMagicUse modifier (G-19.3).
    Skill(SkillRef),
    /// A RestoreMp or RestoreMasterMp effect from this source.
    Effect(EffectSource),
    /// A command spell (G-33.6).
    CommandSpell,
    /// G-7.5: Supply MP.
    Supply,
    /// G-13.1: soul-eating.
    SoulEating,
    /// G-10.5: Rest.
    Rest,
}

/// Why a buff or debuff ended (`BuffRemoved`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuffEndReason {
    /// Used up by what it boosts (NextAttackCrit, NextAttackPower, Guts).
    Consumed,
    /// Its duration ran out (G-21.3).
    Expired,
    /// Combat-scoped effects end with the combat (G-32.4).
    CombatEnd,
    /// G-8.9: `UntilTurnEnd` and strategic `Rounds(n)` effects.
    TurnEnd,
    /// G-6.5: `DayEnd` effects.
    DayEnd,
    /// A Cleanse effect removed it.
    Cleansed,
    /// A Dispel effect removed it.
    Dispelled,
    /// A command spell removed it (G-33.6).
    CommandSpell,
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

#[cfg(test)]
impl Event {
    /// A public event of the first morning, for unit tests of what the window makes of one.
    pub fn public(kind: EventKind) -> Event {
        Event {
            seq: 0,
            day: 1,
            time: TimeOfDay::Morning,
            round: None,
            visibility: Visibility::Public,
            kind,
        }
    }
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
        reason: CancelReason,
    },
    /// A move along `path` (the districts entered, in order, without `from`) at its path
    /// cost (G-5.5; Riding pays 1 an edge).
    Moved {
        faction: FactionId,
        from: DistrictIdx,
        path: Vec<DistrictIdx>,
        cost: u8,
    },
    MoveSkipped {
        faction: FactionId,
        reason: Illegal,
    },
    /// G-11.4: placed back at its origin (a placement, not a move: no path).
    Returned {
        faction: FactionId,
        from: DistrictIdx,
        to: DistrictIdx,
    },
    /// G-33.6.6, G-33.6.21: not a move, so no path.
    Teleported {
        faction: FactionId,
        from: DistrictIdx,
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
    /// G-9.9: the eating resolved in a district that was already soul-eaten; nobody eats.
    SoulEatingVoid {
        faction: FactionId,
        district: DistrictIdx,
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
        purpose: CardPurpose,
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
    /// G-23.4 C2: the cards a critical gave faded at the end of their round.
    CriticalCardsFaded {
        faction: FactionId,
        faded: CardCounts,
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
    /// `crit_from`: the lowest natural roll that is critical (G-23.3), `None` when this
    /// check cannot be critical (a reaction against an NP, DB9 Crit Seal). `fumble_on`: the
    /// natural roll that fumbles (always 2), `None` when it cannot fumble.
    CheckRolled {
        actor: Actor,
        purpose: CheckPurpose,
        dice: Vec<u32>,
        modifiers: Vec<(CheckTerm, i32)>,
        total: i32,
        crit_from: Option<i32>,
        fumble_on: Option<i32>,
        crit: bool,
        fumble: bool,
    },
    /// One opposed hit check (or a Guard's unopposed one) for one target (G-22.2, G-22.3).
    CheckResolved {
        attacker: Actor,
        defender: Actor,
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
        detail: FumbleOutcome,
        dice: Vec<u32>,
    },
    NpFired {
        faction: FactionId,
        np: String,
        targets: Vec<Actor>,
    },
    /// G-30.7: `a` fired, `b` clashed. Each side's damage dice and terms before the
    /// category penalty; `value_*` include the penalty.
    NpClash {
        a: FactionId,
        b: FactionId,
        dice_a: Vec<u32>,
        dice_b: Vec<u32>,
        breakdown_a: Vec<(DamageTerm, i32)>,
        breakdown_b: Vec<(DamageTerm, i32)>,
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
        breakdown: Vec<(DamageTerm, i32)>,
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
        reason: MpReason,
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
        reason: BuffEndReason,
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
    /// G-31.2: the retreat move, as `Moved` gives a move.
    RetreatMoved {
        faction: FactionId,
        from: DistrictIdx,
        path: Vec<DistrictIdx>,
        cost: u8,
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
