//! Actions (G-39.3) and why one can be rejected (G-39.4).

use serde::{Deserialize, Serialize};

use crate::content::grail::{BuffKind, CardCounts, CardType, Class};

use super::illegal::Illegal;
use super::state::{
    Actor, AttackKind, AttackMode, DistrictIdx, EncounterStance, FactionId, Reaction, SkillRef,
    TurnAction,
};

/// G-11.3: negotiation offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Offer {
    Truce,
    Alliance,
    IntelExchange,
    Fight,
}

/// G-11.3: answers to an offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    Accept,
    Decline,
    Attack,
}

/// G-29.6: how an NP names its targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum NpTarget {
    Unit { actor: Actor },
    District { id: DistrictIdx },
    Area,
}

/// Skill targets (G-19.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum TargetRef {
    Faction { id: FactionId },
    Actor { actor: Actor },
    District { id: DistrictIdx },
}

/// G-21.6: a buff chosen on a critical, one of the content's (GrailContent::critical_buffs),
/// for 1R.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CritBuff {
    pub kind: BuffKind,
    pub magnitude: i32,
}

/// G-23.4: critical choices C1–C3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum CritChoice {
    HealHp,
    HealMp,
    GainCard { card: CardType },
    Buff { menu: CritBuff },
}

/// G-33.6: the command spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum CommandSpell {
    HpRecovery,
    MpRecovery,
    FightingSpirit,
    DefenseBoost,
    AbilityBoost,
    Withdrawal { destination: DistrictIdx },
    SelfDestruct,
    DebuffRemoval,
    Concentration,
    Technique,
    StrengthBoost,
    EnduranceBoost,
    AgilityBoost,
    Rally,
    Unfalling,
    Boundless,
    StarEye,
    PhantasmUplift,
    TacticalRefinement { cards: CardCounts },
    BattleRoar { target: NpTarget },
    Teleport { destination: DistrictIdx },
}

impl CommandSpell {
    /// How many command spells it takes: Withdrawal two, every other one (G-33.6).
    pub fn cost(&self) -> u8 {
        if matches!(self, CommandSpell::Withdrawal { .. }) {
            2
        } else {
            1
        }
    }
}

/// G-39.3: every action.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Action {
    // free actions
    UseCommandSpell {
        spell: CommandSpell,
    },
    UseSkill {
        skill: SkillRef,
        #[serde(default)]
        targets: Vec<TargetRef>,
        #[serde(default)]
        magic_mods: Vec<SkillRef>,
    },
    SupplyMp {
        amount: i32,
    },
    DissolveAlliance,
    // strategic
    DeclareEncounter {
        target: FactionId,
        stance: EncounterStance,
    },
    DeclareAmbush {
        target: FactionId,
    },
    DeclareSoulEating,
    Pass,
    Declare {
        #[serde(default)]
        move_path: Vec<DistrictIdx>,
        action: Option<TurnAction>,
    },
    Propose {
        offer: Offer,
    },
    Respond {
        answer: Answer,
    },
    AfterDecline {
        fight: bool,
    },
    AmbushResponse {
        flee: bool,
    },
    Intervene {
        join: bool,
    },
    // combat windows
    DeclareNp,
    CancelNp,
    DeclareRetreat,
    OfferCeasefire,
    Done,
    // main actions
    Attack {
        #[serde(default)]
        pre_move: Vec<DistrictIdx>,
        target: Actor,
        mode: AttackMode,
        kind: AttackKind,
        #[serde(default)]
        luck_card: Option<CardType>,
    },
    Move {
        path: Vec<DistrictIdx>,
    },
    FireNp {
        #[serde(default)]
        pre_move: Vec<DistrictIdx>,
        target: NpTarget,
    },
    RetreatMove {
        path: Vec<DistrictIdx>,
    },
    Wait,
    // reactions and tables
    React {
        reaction: Reaction,
    },
    ChooseCritical {
        choice: CritChoice,
    },
    ChooseFumbleTarget {
        hp: bool,
    },
}

impl Action {
    /// G-39.3: free actions never end a decision.
    pub fn is_free(&self) -> bool {
        matches!(
            self,
            Action::UseCommandSpell { .. }
                | Action::UseSkill { .. }
                | Action::SupplyMp { .. }
                | Action::DissolveAlliance
        )
    }

    /// Investigate shortcut used by tests and the AI.
    pub fn investigate(class: Class) -> Action {
        Action::Declare {
            move_path: Vec::new(),
            action: Some(TurnAction::Investigate { class }),
        }
    }
}

/// Why `apply` refused an action. The state is unchanged and no die was drawn (G-39.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NotYourDecision {
        faction: FactionId,
        deciding: Option<FactionId>,
    },
    IllegalAction {
        faction: FactionId,
        action: Action,
        reason: Illegal,
    },
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over; no more actions are accepted"),
            RuleError::NotYourDecision { faction, deciding } => match deciding {
                Some(d) => write!(
                    f,
                    "faction {faction} acted, but the decision belongs to {d}"
                ),
                None => write!(f, "faction {faction} acted, but no decision is pending"),
            },
            RuleError::IllegalAction {
                faction,
                action,
                reason,
            } => write!(f, "{action:?} is not legal for faction {faction}: {reason}"),
        }
    }
}

impl std::error::Error for RuleError {}
