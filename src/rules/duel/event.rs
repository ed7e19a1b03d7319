//! Events: the facts the engine reports, in the order they happen (D-30). They drive the
//! log, the animations and replay checks.

use serde::{Deserialize, Serialize};

use super::state::{
    CardUid, Continuous, ContinuousId, DamageKind, Decision, Outcome, Phase, PlayerId, Source,
    UnitId,
};
use crate::content::duel::FolIdx;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TapCause {
    AttackSkill,
    AstralCode,
    Block,
    Effect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawSkip {
    HandFull,
    NoCards,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CodeRemoval {
    Broken,
    Replaced,
    BearerFell,
    Effect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ContinuousRemoval {
    Expired,
    BearerGone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Deck(PlayerId),
    Hand(PlayerId),
    EtherArea(PlayerId),
    Cemetery(PlayerId),
    Equipped(UnitId),
    Resolving,
    Created,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    GameStarted {
        first_player: PlayerId,
        seed: u64,
    },
    TurnStarted {
        turn: u32,
        player: PlayerId,
    },
    PhaseChanged {
        phase: Phase,
    },
    DecisionRequested {
        player: PlayerId,
        decision: Decision,
    },
    Untapped {
        unit: UnitId,
    },
    Tapped {
        unit: UnitId,
        cause: TapCause,
    },
    CardDrawn {
        player: PlayerId,
        card: CardUid,
    },
    DrawSkipped {
        player: PlayerId,
        reason: DrawSkip,
    },
    DeckRebuilt {
        player: PlayerId,
        cards: u32,
    },
    AstralChargeChanged {
        player: PlayerId,
        charges: u8,
    },
    EtherConverted {
        player: PlayerId,
        card: CardUid,
        gained: u32,
    },
    EtherEffectTriggered {
        player: PlayerId,
        card: CardUid,
    },
    EtherChanged {
        player: PlayerId,
        ether: u32,
    },
    Passed {
        player: PlayerId,
        phase: Phase,
    },
    SpellCast {
        player: PlayerId,
        card: CardUid,
        caster: UnitId,
        target: Option<UnitId>,
    },
    AttackSkillUsed {
        user: UnitId,
        skill: u8,
        target: UnitId,
    },
    AstralCodeUsed {
        user: UnitId,
        target: UnitId,
    },
    SupportSkillUsed {
        user: UnitId,
        target: Option<UnitId>,
    },
    Triggered {
        source: Source,
    },
    DiceRolled {
        source: Source,
        dice: Vec<u8>,
        total: u32,
    },
    BlockDeclared {
        blocker: UnitId,
        original_target: UnitId,
    },
    NoBlockDeclared {
        defender: PlayerId,
    },
    BreakCheck {
        unit: UnitId,
        code: CardUid,
        roll: u8,
        fragility: u8,
        broke: bool,
    },
    CodeEquipped {
        unit: UnitId,
        code: CardUid,
    },
    CodeRemoved {
        unit: UnitId,
        code: CardUid,
        reason: CodeRemoval,
    },
    DamageDealt {
        source: Source,
        kind: DamageKind,
        target: UnitId,
        amount: u32,
        dice: Vec<u8>,
        reduced_by_def: u32,
        reduced_by_ward: u32,
        barrier_used: bool,
        final_amount: u32,
        hp_after: u32,
    },
    Healed {
        unit: UnitId,
        amount: u32,
        hp_after: u32,
    },
    BarrierGained {
        unit: UnitId,
    },
    ResonanceChanged {
        unit: UnitId,
        value: u8,
    },
    ContinuousAdded {
        continuous: Continuous,
    },
    ContinuousTicked {
        id: ContinuousId,
        remaining: u8,
    },
    ContinuousRemoved {
        id: ContinuousId,
        reason: ContinuousRemoval,
    },
    FollowerSummoned {
        unit: UnitId,
        def: FolIdx,
    },
    SummonFailed {
        player: PlayerId,
        def: FolIdx,
    },
    ArcastellaFell {
        unit: UnitId,
    },
    FollowerDefeated {
        unit: UnitId,
        afterglow: CardUid,
    },
    CardMoved {
        card: CardUid,
        from: Zone,
        to: Zone,
    },
    PhaseActionCapReached {
        phase: Phase,
    },
    GameEnded {
        outcome: Outcome,
    },
}

impl Event {
    /// Whether the event owns heap memory: a copied decision, continuous effect or dice.
    /// Every other variant is plain data.
    pub(crate) fn owns_heap(&self) -> bool {
        matches!(
            self,
            Event::DecisionRequested { .. }
                | Event::DiceRolled { .. }
                | Event::DamageDealt { .. }
                | Event::ContinuousAdded { .. }
        )
    }
}
