//! Actions a player can take (D-29.2) and why one can be rejected (D-29.4).

use serde::{Deserialize, Serialize};

use super::state::{CardUid, PlayerId, UnitId};

/// Every choice a player makes in a duel. Slots (`caster`, `user`, `blocker`) are the
/// acting player's own Arcastella slots 0-2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    CastSpell {
        card: CardUid,
        caster: u8,
        target: Option<UnitId>,
    },
    UseAttackSkill {
        user: u8,
        skill: u8,
        target: UnitId,
    },
    UseSupportSkill {
        user: u8,
        target: Option<UnitId>,
    },
    UseAstralCode {
        user: u8,
        target: UnitId,
    },
    ConvertEther {
        card: CardUid,
        use_ether_effect: bool,
    },
    Block {
        blocker: u8,
    },
    NoBlock,
    Pass,
    Concede,
}

/// Why `apply` refused an action. The state is unchanged whenever one is returned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NotYourDecision {
        player: PlayerId,
        deciding: Option<PlayerId>,
    },
    IllegalAction {
        player: PlayerId,
        action: Action,
    },
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over; no more actions are accepted"),
            RuleError::NotYourDecision { player, deciding } => match deciding {
                Some(d) => write!(f, "{player} acted, but the decision belongs to {d}"),
                None => write!(f, "{player} acted, but no decision is pending"),
            },
            RuleError::IllegalAction { player, action } => {
                write!(f, "{action:?} is not a legal action for {player} now")
            }
        }
    }
}

impl std::error::Error for RuleError {}
