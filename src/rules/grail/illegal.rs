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
    /// G-32.2: a faction that fought this turn neither moves nor acts.
    FoughtThisTurn,
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

    // Critical effects (G-23.4).
    NotACriticalBuff,
}

impl Illegal {
    /// The catalog id of this reason's sentence for players (`grail-reasons.ftl`), which a
    /// screen shows next to an action it cannot take. Every variant is written out, with no
    /// catch-all, so a new reason does not compile until it has a message.
    pub fn message_id(&self) -> &'static str {
        match self {
            Illegal::NoDecision => "grail-illegal-no-decision",
            Illegal::NotYourDecision => "grail-illegal-not-your-decision",
            Illegal::Eliminated => "grail-illegal-eliminated",
            Illegal::NoFreeActionHere => "grail-illegal-no-free-action-here",
            Illegal::WrongDecision => "grail-illegal-wrong-decision",
            Illegal::NotAFreeAction => "grail-illegal-not-a-free-action",
            Illegal::NotAPriorityAction => "grail-illegal-not-a-priority-action",
            Illegal::NotARoundStartAction => "grail-illegal-not-a-round-start-action",
            Illegal::NotAMainAction => "grail-illegal-not-a-main-action",
            Illegal::NotAUnitAction => "grail-illegal-not-a-unit-action",
            Illegal::NoSuchFaction => "grail-illegal-no-such-faction",
            Illegal::NoServant => "grail-illegal-no-servant",
            Illegal::NoMap => "grail-illegal-no-map",
            Illegal::NoCombat => "grail-illegal-no-combat",
            Illegal::NotInCombat => "grail-illegal-not-in-combat",
            Illegal::NotAParticipant => "grail-illegal-not-a-participant",
            Illegal::NotAnActiveParticipant => "grail-illegal-not-an-active-participant",
            Illegal::NoSuchUnit => "grail-illegal-no-such-unit",
            Illegal::NoPosition => "grail-illegal-no-position",
            Illegal::UnknownDistrict => "grail-illegal-unknown-district",
            Illegal::AllianceInPlace => "grail-illegal-alliance-in-place",
            Illegal::LinkInactive => "grail-illegal-link-inactive",
            Illegal::SupplyAmount => "grail-illegal-supply-amount",
            Illegal::DissolveOnlyAtPriority => "grail-illegal-dissolve-only-at-priority",
            Illegal::FoughtThisTurn => "grail-illegal-fought-this-turn",
            Illegal::NoAlliance => "grail-illegal-no-alliance",
            Illegal::SleepingMasterCannotCast => "grail-illegal-sleeping-master-cannot-cast",
            Illegal::NoCommandSpells => "grail-illegal-no-command-spells",
            Illegal::WithdrawalCombatOnly => "grail-illegal-withdrawal-combat-only",
            Illegal::RefinementCombatOnly => "grail-illegal-refinement-combat-only",
            Illegal::RefinementSixCards => "grail-illegal-refinement-six-cards",
            Illegal::BattleRoarCombatOnly => "grail-illegal-battle-roar-combat-only",
            Illegal::BattleRoarWindow => "grail-illegal-battle-roar-window",
            Illegal::BattleRoarMainActionSpent => "grail-illegal-battle-roar-main-action-spent",
            Illegal::BattleRoarRetreatPending => "grail-illegal-battle-roar-retreat-pending",
            Illegal::PassiveNpNeverFires => "grail-illegal-passive-np-never-fires",
            Illegal::TeleportOutsider => "grail-illegal-teleport-outsider",
            Illegal::RallyGutsPresent => "grail-illegal-rally-guts-present",
            Illegal::MasterSkillAsleep => "grail-illegal-master-skill-asleep",
            Illegal::SkillLocked => "grail-illegal-skill-locked",
            Illegal::SkillSeal => "grail-illegal-skill-seal",
            Illegal::SkillUsed => "grail-illegal-skill-used",
            Illegal::SkillEffectActive => "grail-illegal-skill-effect-active",
            Illegal::NoSuchSkill => "grail-illegal-no-such-skill",
            Illegal::SkillTiming => "grail-illegal-skill-timing",
            Illegal::ModifierOnNonMagic => "grail-illegal-modifier-on-non-magic",
            Illegal::DuplicateModifier => "grail-illegal-duplicate-modifier",
            Illegal::NoSuchModifier => "grail-illegal-no-such-modifier",
            Illegal::NotAModifier => "grail-illegal-not-a-modifier",
            Illegal::ServantMpTooLow => "grail-illegal-servant-mp-too-low",
            Illegal::MasterMpTooLow => "grail-illegal-master-mp-too-low",
            Illegal::NoChosenTarget => "grail-illegal-no-chosen-target",
            Illegal::ExactlyOneTarget => "grail-illegal-exactly-one-target",
            Illegal::TargetNotServant => "grail-illegal-target-not-servant",
            Illegal::TargetNotActive => "grail-illegal-target-not-active",
            Illegal::TargetNotHostile => "grail-illegal-target-not-hostile",
            Illegal::OutOfRange => "grail-illegal-out-of-range",
            Illegal::ExactlyOneFactionTarget => "grail-illegal-exactly-one-faction-target",
            Illegal::NotAnotherLivingServant => "grail-illegal-not-another-living-servant",
            Illegal::EncounterTarget => "grail-illegal-encounter-target",
            Illegal::PeaceForbidsEncounter => "grail-illegal-peace-forbids-encounter",
            Illegal::Concealed => "grail-illegal-concealed",
            Illegal::OutOfReach => "grail-illegal-out-of-reach",
            Illegal::SoulEaterStance => "grail-illegal-soul-eater-stance",
            Illegal::TargetEngaged => "grail-illegal-target-engaged",
            Illegal::EncounterStance => "grail-illegal-encounter-stance",
            Illegal::PriorityNotFirst => "grail-illegal-priority-not-first",
            Illegal::NothingAfterAmbush => "grail-illegal-nothing-after-ambush",
            Illegal::AmbushTarget => "grail-illegal-ambush-target",
            Illegal::PeaceForbidsAmbush => "grail-illegal-peace-forbids-ambush",
            Illegal::AmbushHop => "grail-illegal-ambush-hop",
            Illegal::SoulEaten => "grail-illegal-soul-eaten",
            Illegal::SleepingMasterCannotMove => "grail-illegal-sleeping-master-cannot-move",
            Illegal::EngagedMoveOnly => "grail-illegal-engaged-move-only",
            Illegal::TurnActionRequired => "grail-illegal-turn-action-required",
            Illegal::SleepingMasterCannotInvestigate => {
                "grail-illegal-sleeping-master-cannot-investigate"
            }
            Illegal::NoServantOfClass => "grail-illegal-no-servant-of-class",
            Illegal::TierThree => "grail-illegal-tier-three",
            Illegal::NotATurnActionSkill => "grail-illegal-not-a-turn-action-skill",
            Illegal::SkillCostUnpaid => "grail-illegal-skill-cost-unpaid",
            Illegal::TargetServantNeeded => "grail-illegal-target-servant-needed",
            Illegal::SkillTakesNoTarget => "grail-illegal-skill-takes-no-target",
            Illegal::NpDecided => "grail-illegal-np-decided",
            Illegal::PassiveNpNeverDeclared => "grail-illegal-passive-np-never-declared",
            Illegal::ChargePending => "grail-illegal-charge-pending",
            Illegal::NpSeal => "grail-illegal-np-seal",
            Illegal::Retreating => "grail-illegal-retreating",
            Illegal::NoChargeToCancel => "grail-illegal-no-charge-to-cancel",
            Illegal::RetreatPending => "grail-illegal-retreat-pending",
            Illegal::BerserkerCeasefire => "grail-illegal-berserker-ceasefire",
            Illegal::CeasefireOffered => "grail-illegal-ceasefire-offered",
            Illegal::NpCardNotInHand => "grail-illegal-np-card-not-in-hand",
            Illegal::NpCostUnpaid => "grail-illegal-np-cost-unpaid",
            Illegal::Stun => "grail-illegal-stun",
            Illegal::Charm => "grail-illegal-charm",
            Illegal::NpAreaOnly => "grail-illegal-np-area-only",
            Illegal::NotAHostileParticipant => "grail-illegal-not-a-hostile-participant",
            Illegal::OutOfNpRange => "grail-illegal-out-of-np-range",
            Illegal::NoHostileInDistrict => "grail-illegal-no-hostile-in-district",
            Illegal::NoHostileInRange => "grail-illegal-no-hostile-in-range",
            Illegal::NpTargetForm => "grail-illegal-np-target-form",
            Illegal::NotAdjacent { .. } => "grail-illegal-not-adjacent",
            Illegal::OutsiderOnPath { .. } => "grail-illegal-outsider-on-path",
            Illegal::CombatantOnPath { .. } => "grail-illegal-combatant-on-path",
            Illegal::OverBudget { .. } => "grail-illegal-over-budget",
            Illegal::EmptyMove => "grail-illegal-empty-move",
            Illegal::UnitAttackForm => "grail-illegal-unit-attack-form",
            Illegal::UnitMeleeSameDistrict => "grail-illegal-unit-melee-same-district",
            Illegal::OutOfUnitRange => "grail-illegal-out-of-unit-range",
            Illegal::RetreaterWaits => "grail-illegal-retreater-waits",
            Illegal::RetreaterMustRetreat => "grail-illegal-retreater-must-retreat",
            Illegal::RetreatNotFarEnough => "grail-illegal-retreat-not-far-enough",
            Illegal::RetreatDestination => "grail-illegal-retreat-destination",
            Illegal::StunOnlyWait => "grail-illegal-stun-only-wait",
            Illegal::BindForbidsMoving => "grail-illegal-bind-forbids-moving",
            Illegal::NoRetreatDeclared => "grail-illegal-no-retreat-declared",
            Illegal::CharmForbidsAttacks => "grail-illegal-charm-forbids-attacks",
            Illegal::TargetNotParticipant => "grail-illegal-target-not-participant",
            Illegal::AttackCardNotInHand => "grail-illegal-attack-card-not-in-hand",
            Illegal::LuckCardOnlyForLuck => "grail-illegal-luck-card-only-for-luck",
            Illegal::CardNotInHand => "grail-illegal-card-not-in-hand",
            Illegal::MeleeReach => "grail-illegal-melee-reach",
            Illegal::NoLuckRanged => "grail-illegal-no-luck-ranged",
            Illegal::RangedHop => "grail-illegal-ranged-hop",
            Illegal::CharmForbidsNps => "grail-illegal-charm-forbids-nps",
            Illegal::NoNpDeclared => "grail-illegal-no-np-declared",
            Illegal::NotFireRound => "grail-illegal-not-fire-round",
            Illegal::UnitsOnlyGuard => "grail-illegal-units-only-guard",
            Illegal::NoNormalDefenseVsLuck => "grail-illegal-no-normal-defense-vs-luck",
            Illegal::DefenseCardNotInHand => "grail-illegal-defense-card-not-in-hand",
            Illegal::NotACriticalBuff => "grail-illegal-not-a-critical-buff",
            Illegal::NoLuckDefenseVsNp => "grail-illegal-no-luck-defense-vs-np",
        }
    }

    /// This reason in the current language, for players: plain words, no rule ids (those
    /// stay in `Display`, the English of the log and the scenario runner). Districts are
    /// named by their content ids.
    pub fn message(&self) -> String {
        let id = self.message_id();
        match self {
            Illegal::NotAdjacent { district, from } => {
                crate::tr!(id, district = district.as_str(), from = from.as_str())
            }
            Illegal::OutsiderOnPath { district } | Illegal::CombatantOnPath { district } => {
                crate::tr!(id, district = district.as_str())
            }
            Illegal::OverBudget { cost, budget } => crate::tr!(id, cost = *cost, budget = *budget),
            _ => crate::tr!(id),
        }
    }
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
            Illegal::FoughtThisTurn => "it fought this turn (G-32.2)",
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
            Illegal::NotACriticalBuff => "not a buff of the content's for 30 MP or less (G-21.6)",
        };
        f.write_str(text)
    }
}

impl std::error::Error for Illegal {}
