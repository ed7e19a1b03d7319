//! Why an action is not legal (G-39.3): one variant per reason, with the data it needs, so
//! that callers match on the reason instead of on its text. `Display` gives the English
//! sentence the log and the scenario runner print.

use serde::{Deserialize, Serialize};

/// The reason [`check`](super::legal::check) refuses an action. A path reason names the
/// districts by their content ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Illegal {
    // The decision itself (G-39.3).
    NoDecision,
    NotYourDecision,
    Eliminated,
    NoFreeActionHere,
    WrongDecision,
    NotAFreeAction,
    NotAPriorityAction,
    NotARoundStartAction,
    NotAMainAction,
    NotAUnitAction,

    // The state lacks what the action refers to.
    NoSuchFaction,
    NoServant,
    NoMap,
    NoCombat,
    NotInCombat,
    NotAParticipant,
    NotAnActiveParticipant,
    NoSuchUnit,
    NoPosition,
    UnknownDistrict,

    // Negotiation (G-11.3), MP supply (G-7.5) and alliances (G-14.3).
    AllianceInPlace,
    LinkInactive,
    SupplyAmount,
    DissolveOnlyAtPriority,
    NoAlliance,

    // Command spells (G-33).
    SleepingMasterCannotCast,
    NoCommandSpells,
    WithdrawalCombatOnly,
    RefinementCombatOnly,
    RefinementSixCards,
    BattleRoarCombatOnly,
    BattleRoarWindow,
    BattleRoarMainActionSpent,
    BattleRoarRetreatPending,
    PassiveNpNeverFires,
    TeleportOutsider,
    RallyGutsPresent,

    // Skills (G-19) and their targets.
    MasterSkillAsleep,
    SkillLocked,
    SkillSeal,
    SkillUsed,
    SkillEffectActive,
    NoSuchSkill,
    SkillTiming,
    ModifierOnNonMagic,
    DuplicateModifier,
    NoSuchModifier,
    NotAModifier,
    ServantMpTooLow,
    MasterMpTooLow,
    NoChosenTarget,
    ExactlyOneTarget,
    TargetNotServant,
    TargetNotActive,
    TargetNotHostile,
    OutOfRange,
    ExactlyOneFactionTarget,
    NotAnotherLivingServant,

    // Strategic priority actions (G-9) and declarations (G-8.6, G-10).
    EncounterTarget,
    PeaceForbidsEncounter,
    Concealed,
    OutOfReach,
    SoulEaterStance,
    TargetEngaged,
    EncounterStance,
    PriorityNotFirst,
    NothingAfterAmbush,
    AmbushTarget,
    PeaceForbidsAmbush,
    AmbushHop,
    SoulEaten,
    SleepingMasterCannotMove,
    EngagedMoveOnly,
    TurnActionRequired,
    SleepingMasterCannotInvestigate,
    NoServantOfClass,
    TierThree,
    NotATurnActionSkill,
    SkillCostUnpaid,
    TargetServantNeeded,
    SkillTakesNoTarget,

    // Round-start windows (G-18.3, G-29.3.1, G-31.1).
    NpDecided,
    PassiveNpNeverDeclared,
    ChargePending,
    NpSeal,
    Retreating,
    NoChargeToCancel,
    RetreatPending,
    BerserkerCeasefire,
    CeasefireOffered,

    // Firing an NP (G-29.3.4, G-29.6).
    NpCardNotInHand,
    NpCostUnpaid,
    Stun,
    Charm,
    NpAreaOnly,
    NotAHostileParticipant,
    OutOfNpRange,
    NoHostileInDistrict,
    NoHostileInRange,
    NpTargetForm,

    // Paths (G-5.5, G-10.1, G-25.2).
    /// The next district of a path is not adjacent to the one before it.
    NotAdjacent {
        district: String,
        from: String,
    },
    /// G-25.2: a district of a combat path holds a faction that is not in the combat.
    OutsiderOnPath {
        district: String,
    },
    /// G-25.2: a combat path passes through a district that holds another combatant.
    CombatantOnPath {
        district: String,
    },
    /// The path costs more than the movement allows.
    OverBudget {
        cost: i32,
        budget: i32,
    },

    // Main actions of servants and units (G-25, G-26, G-29.9.2, G-31.2).
    EmptyMove,
    UnitAttackForm,
    UnitMeleeSameDistrict,
    OutOfUnitRange,
    RetreaterWaits,
    RetreaterMustRetreat,
    RetreatNotFarEnough,
    RetreatDestination,
    StunOnlyWait,
    BindForbidsMoving,
    NoRetreatDeclared,
    CharmForbidsAttacks,
    TargetNotParticipant,
    AttackCardNotInHand,
    LuckCardOnlyForLuck,
    CardNotInHand,
    MeleeReach,
    NoLuckRanged,
    RangedHop,
    CharmForbidsNps,
    NoNpDeclared,
    NotFireRound,

    // Reactions (G-27).
    UnitsOnlyGuard,
    NoNormalDefenseVsLuck,
    DefenseCardNotInHand,
    NoLuckDefenseVsNp,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Illegal::NotAdjacent { district, from } => {
                return write!(f, "{district} is not adjacent to {from}");
            }
            Illegal::OutsiderOnPath { district } => {
                return write!(f, "{district} holds a faction outside the combat (G-25.2)");
            }
            Illegal::CombatantOnPath { district } => {
                return write!(
                    f,
                    "cannot move past {district}, which holds a combatant (G-25.2)"
                );
            }
            Illegal::OverBudget { cost, budget } => {
                return write!(f, "path cost {cost} exceeds movement {budget}");
            }
            Illegal::NoDecision => "no decision is pending",
            Illegal::NotYourDecision => "not this faction's decision",
            Illegal::Eliminated => "the faction is eliminated",
            Illegal::NoFreeActionHere => "free actions are not allowed at this decision",
            Illegal::WrongDecision => "this action does not answer the pending decision",
            Illegal::NotAFreeAction => "not a free action",
            Illegal::NotAPriorityAction => "not a priority action",
            Illegal::NotARoundStartAction => "not a round-start action",
            Illegal::NotAMainAction => "not a main action",
            Illegal::NotAUnitAction => "not a unit action (G-29.9.2)",
            Illegal::NoSuchFaction => "no such faction",
            Illegal::NoServant => "no servant",
            Illegal::NoMap => "no map",
            Illegal::NoCombat => "no combat",
            Illegal::NotInCombat => "not in combat",
            Illegal::NotAParticipant => "not a participant",
            Illegal::NotAnActiveParticipant => "not an active participant",
            Illegal::NoSuchUnit => "no such unit",
            Illegal::NoPosition => "no position",
            Illegal::UnknownDistrict => "unknown district",
            Illegal::AllianceInPlace => "an alliance is already in place (G-11.3)",
            Illegal::LinkInactive => "the link is inactive (G-7.2)",
            Illegal::SupplyAmount => "amount must be 1..=master MP (G-7.5)",
            Illegal::DissolveOnlyAtPriority => "only at a priority prompt (G-14.3)",
            Illegal::NoAlliance => "no alliance to dissolve",
            Illegal::SleepingMasterCannotCast => {
                "a sleeping master cannot use command spells (G-16.2)"
            }
            Illegal::NoCommandSpells => "not enough command spells",
            Illegal::WithdrawalCombatOnly => "Withdrawal is combat only (G-33.6.6)",
            Illegal::RefinementCombatOnly => "Tactical Refinement is combat only (G-33.6.19)",
            Illegal::RefinementSixCards => "exactly 6 cards (G-33.6.19)",
            Illegal::BattleRoarCombatOnly => "Battle Roar is combat only (G-33.6.20)",
            Illegal::BattleRoarWindow => {
                "only in a round-start or own-turn-start window (G-33.6.20)"
            }
            Illegal::BattleRoarMainActionSpent => "the main action is already spent (G-33.6.20)",
            Illegal::BattleRoarRetreatPending => "a retreat is pending (G-33.6.20)",
            Illegal::PassiveNpNeverFires => "a passive NP never fires (G-29.8)",
            Illegal::TeleportOutsider => "a faction outside the combat is there (G-33.6.21)",
            Illegal::RallyGutsPresent => "a Rally Guts is still present (G-33.6.14)",
            Illegal::MasterSkillAsleep => "master skills need an awake master (G-19.5)",
            Illegal::SkillLocked => "locked until bond 3 (G-15.2)",
            Illegal::SkillSeal => "Skill Seal (DB18)",
            Illegal::SkillUsed => "already used this round or turn (G-19.1)",
            Illegal::SkillEffectActive => "its effect is still active (G-19.1)",
            Illegal::NoSuchSkill => "no such skill",
            Illegal::SkillTiming => "the skill's timing does not allow it here (G-19.2)",
            Illegal::ModifierOnNonMagic => {
                "only a magic skill takes OnMagicUse modifiers (G-19.2.6)"
            }
            Illegal::DuplicateModifier => "duplicate modifier",
            Illegal::NoSuchModifier => "no such modifier skill",
            Illegal::NotAModifier => "not an OnMagicUse skill",
            Illegal::ServantMpTooLow => {
                "servant MP + accessible master MP − cost must stay ≥ 1 (G-7.6)"
            }
            Illegal::MasterMpTooLow => "not enough master MP",
            Illegal::NoChosenTarget => "this skill takes no chosen target",
            Illegal::ExactlyOneTarget => "exactly one target (G-19.6)",
            Illegal::TargetNotServant => "the target must be a servant",
            Illegal::TargetNotActive => "the target must be an active participant",
            Illegal::TargetNotHostile => "the target must be hostile (G-14.1)",
            Illegal::OutOfRange => "out of range",
            Illegal::ExactlyOneFactionTarget => "exactly one faction target",
            Illegal::NotAnotherLivingServant => "any other living servant (G-19.6)",
            Illegal::EncounterTarget => "the target must be another living faction (G-9.6.2)",
            Illegal::PeaceForbidsEncounter => "a Truce or Alliance forbids it (G-9.6.2)",
            Illegal::Concealed => "Presence Concealment (G-4.2.8)",
            Illegal::OutOfReach => "out of reach (G-9.6.1)",
            Illegal::SoulEaterStance => "a soul-eater is met with Block or Steal (G-9.6.4)",
            Illegal::TargetEngaged => "the target is already engaged (G-9.7)",
            Illegal::EncounterStance => "Negotiate or Fight (G-9.6.4)",
            Illegal::PriorityNotFirst => {
                "only the first priority declaration of a turn may be an Ambush or Soul-eating (G-9.2, G-9.4)"
            }
            Illegal::NothingAfterAmbush => {
                "an Ambush was declared first this turn: no Encounter may follow it (G-9.2, G-9.4)"
            }
            Illegal::AmbushTarget => "the target must be a non-engaged faction (G-9.8)",
            Illegal::PeaceForbidsAmbush => "a Truce or Alliance forbids it (G-14.1)",
            Illegal::AmbushHop => "hop distance must be 1..=3 (G-9.8)",
            Illegal::SoulEaten => "this district is already soul-eaten (G-9.9)",
            Illegal::SleepingMasterCannotMove => "a sleeping master cannot move (G-16.2)",
            Illegal::EngagedMoveOnly => "an engaged faction submits only a move (G-8.6)",
            Illegal::TurnActionRequired => "a turn action is required (G-8.6)",
            Illegal::SleepingMasterCannotInvestigate => {
                "a sleeping master cannot investigate (G-16.2)"
            }
            Illegal::NoServantOfClass => {
                "no living servant of another faction has that class (G-10.3)"
            }
            Illegal::TierThree => "tier 3 already (G-10.3)",
            Illegal::NotATurnActionSkill => "not a TurnAction skill (G-10.2)",
            Illegal::SkillCostUnpaid => "the cost cannot be paid (G-7.6)",
            Illegal::TargetServantNeeded => "a target servant is needed",
            Illegal::SkillTakesNoTarget => "this skill takes no target",
            Illegal::NpDecided => "one NP declaration or cancel per window (G-18.3)",
            Illegal::PassiveNpNeverDeclared => "a passive NP is never declared (G-29.8)",
            Illegal::ChargePending => "a charge is already pending",
            Illegal::NpSeal => "NP Seal (DB19)",
            Illegal::Retreating => "retreating (G-29.3.1)",
            Illegal::NoChargeToCancel => "no charge to cancel",
            Illegal::RetreatPending => "a retreat is already pending (G-31.1)",
            Illegal::BerserkerCeasefire => "a Berserker cannot offer a ceasefire (G-4.2.10)",
            Illegal::CeasefireOffered => "already offered",
            Illegal::NpCardNotInHand => "the NP's card is not in hand (G-29.3.4)",
            Illegal::NpCostUnpaid => "the NP's MP cost cannot be paid (G-7.6)",
            Illegal::Stun => "Stun (DB16)",
            Illegal::Charm => "Charm (DB17)",
            Illegal::NpAreaOnly => "Support and Summon NPs use Area (G-29.6)",
            Illegal::NotAHostileParticipant => "a hostile participant",
            Illegal::OutOfNpRange => "out of NP range",
            Illegal::NoHostileInDistrict => "no hostile in that district",
            Illegal::NoHostileInRange => "no hostile in range",
            Illegal::NpTargetForm => "wrong NP target form for the category (G-29.6)",
            Illegal::EmptyMove => "an empty move",
            Illegal::UnitAttackForm => "a unit attacks as Luck with no card (G-29.9.2)",
            Illegal::UnitMeleeSameDistrict => "melee needs the same district",
            Illegal::OutOfUnitRange => "out of the unit's range",
            Illegal::RetreaterWaits => "a stunned or bound retreater takes Wait (G-25.6)",
            Illegal::RetreaterMustRetreat => {
                "a retreating servant's main action is RetreatMove (G-31.2)"
            }
            Illegal::RetreatNotFarEnough => "it must move as far as it can (G-31.2)",
            Illegal::RetreatDestination => {
                "the destination must be at the largest reachable hop distance (G-31.2)"
            }
            Illegal::StunOnlyWait => "Stun allows only Wait (DB16)",
            Illegal::BindForbidsMoving => "Bind forbids moving (DB14)",
            Illegal::NoRetreatDeclared => "no retreat was declared this round",
            Illegal::CharmForbidsAttacks => "Charm forbids attacks (DB17)",
            Illegal::TargetNotParticipant => "the target must be a participant",
            Illegal::AttackCardNotInHand => "the attack card is not in hand (G-26.2)",
            Illegal::LuckCardOnlyForLuck => "only a Luck attack takes a luck card",
            Illegal::CardNotInHand => "that card is not in hand",
            Illegal::MeleeReach => "melee hits the same district only (G-26.1, G-4.2.4)",
            Illegal::NoLuckRanged => "no Luck ranged attack (G-26.3)",
            Illegal::RangedHop => {
                "ranged attacks reach hop 1..=3; a same-district target is attacked in melee (G-26.3)"
            }
            Illegal::CharmForbidsNps => "Charm forbids NPs (DB17)",
            Illegal::NoNpDeclared => "no NP was declared (G-29.3.3)",
            Illegal::NotFireRound => "not the NP's fire round (G-29.3.3)",
            Illegal::UnitsOnlyGuard => "units only Guard (G-29.9.3)",
            Illegal::NoNormalDefenseVsLuck => {
                "only Luck defense or Guard against a Luck attack (G-27.6)"
            }
            Illegal::DefenseCardNotInHand => "the matching card is not in hand (G-27.1)",
            Illegal::NoLuckDefenseVsNp => "no luck defense against an NP (G-27.7)",
        };
        f.write_str(text)
    }
}

impl std::error::Error for Illegal {}
