//! A Grail War's replay as the review's steps: the bots' decisions, where a free action
//! is two (opening the free-action menu, then the action in it).

use crate::ai::grail::{GrailAction, GrailGame, GrailState};
use crate::content::grail::GrailContent;
use crate::replay::{GrailReplay, Playback, ReplayError, ReplayReason};
use crate::rules::core::GrailCore;
use crate::rules::grail::Action;

use super::{Progress, Review, ReviewConfig, Step, review};

/// Reviews a Grail War's replay (its content hash checked, every action re-applied); each
/// decision's move is the core action, or `None` for opening the free-action menu. `None`
/// when `progress` stopped it.
///
/// A person may have played a legal action the bots' list leaves out (another Supply MP
/// amount, another path, a free action past the bots' limit in a row): it is one step,
/// played as it was, and judged by the position it led to.
pub fn review_grail(
    file: &str,
    r: &GrailReplay,
    c: &GrailContent,
    cfg: &ReviewConfig,
    progress: &Progress,
) -> Result<Option<Review<Option<Action>>>, ReplayError> {
    let (p, _) = Playback::<GrailCore>::start(file, r, c)?;
    let seats = p.state.factions.len();
    let mut g = GrailState::new(p.state);
    let mut steps: Vec<Step<GrailGame>> = Vec::with_capacity(r.actions.len());
    // The core action each step played (`None` for opening the menu).
    let mut played: Vec<Option<Action>> = Vec::with_capacity(r.actions.len());
    let mut ev = Vec::new();
    for (i, step) in r.actions.iter().enumerate() {
        let refused =
            |e: String| ReplayError::at_action(file, i, "action", ReplayReason::Refused(e));
        let core = GrailAction::of(&step.action);
        if !offered(c, &g, core) && in_menu(c, &g, core) {
            steps.push(Step {
                ply: i,
                state: g.clone(),
                action: GrailAction::FreeMenu,
                chance: false,
                listed: true,
            });
            played.push(None);
            ev.clear();
            GrailGame::play(c, &mut g, GrailAction::FreeMenu, &mut ev)
                .map_err(|e| refused(e.to_string()))?;
        }
        let before = g.clone();
        let listed = offered(c, &g, core);
        ev.clear();
        GrailGame::play_any(c, &mut g, step.action.clone(), &mut ev)
            .map_err(|e| refused(e.to_string()))?;
        let chance = before.s.rng != g.s.rng;
        steps.push(Step {
            ply: i,
            state: before,
            action: core,
            chance,
            listed,
        });
        played.push(Some(step.action.clone()));
    }
    let Some(done) = review::<GrailGame>(c, &steps, seats, cfg, progress) else {
        return Ok(None);
    };
    Ok(Some(done.map_actions(|i, a| {
        if a == steps[i].action {
            played[i].clone()
        } else {
            GrailGame::resolve(c, &steps[i].state, a)
        }
    })))
}

/// Whether the bots' list at `g` holds the core action `a` itself.
fn offered(c: &GrailContent, g: &GrailState, a: GrailAction) -> bool {
    GrailGame::actions(c, g)
        .iter()
        .any(|(x, core)| *x == a && core.is_some())
}

/// Whether `a` is one of the free actions the bots' menu offers once opened at `g`.
fn in_menu(c: &GrailContent, g: &GrailState, a: GrailAction) -> bool {
    let menu = GrailGame::actions(c, g)
        .iter()
        .any(|(x, _)| *x == GrailAction::FreeMenu);
    if !menu {
        return false;
    }
    let mut opened = g.clone();
    opened.menu_open = true;
    offered(c, &opened, a)
}
