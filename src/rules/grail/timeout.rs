//! G-8.4: what a decision becomes when its time runs out (「5分以内に宣言が無かった場合は待機
//! として扱います」). The core owns the default so that the window's clock, the scenario
//! runner and a replay all play the same action; the clock itself is the window's (G-37.1).

use crate::content::grail::GrailContent;

use super::action::Action;
use super::legal::{check, legal_actions};
use super::state::{DecisionKind, FactionId, GameState, Reaction, TurnAction};

/// The action a pending decision defaults to, and whose it is: Pass, Wait (no move), Guard
/// with no card, Wait, or Done as G-8.4 lists them; elsewhere, or where that is illegal,
/// the first non-free action `legal_actions` lists. `None` with nothing pending.
pub fn timeout_action(c: &GrailContent, s: &GameState) -> Option<(FactionId, Action)> {
    let d = s.pending.as_ref()?;
    let first_legal = || legal_actions(c, s).into_iter().find(|a| !a.is_free());
    let a = match &d.kind {
        DecisionKind::PriorityPrompt { .. } => Action::Pass,
        DecisionKind::Declaration { engaged: true } => Action::Declare {
            move_path: Vec::new(),
            action: None,
        },
        DecisionKind::Declaration { engaged: false } => Action::Declare {
            move_path: Vec::new(),
            action: Some(TurnAction::Wait),
        },
        DecisionKind::Reaction { .. } => Action::React {
            reaction: Reaction::Guard { card: None },
        },
        DecisionKind::MainAction { .. } => Action::Wait,
        DecisionKind::Targeted { .. }
        | DecisionKind::NormalResolutionPrompt
        | DecisionKind::CombatStartWindow
        | DecisionKind::RoundStartWindow
        | DecisionKind::OwnTurnStartWindow => Action::Done,
        _ => first_legal()?,
    };
    if check(c, s, d.faction, &a).is_ok() {
        return Some((d.faction, a));
    }
    first_legal().map(|a| (d.faction, a))
}
