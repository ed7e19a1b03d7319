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
    let mut ev = Vec::new();
    for (i, step) in r.actions.iter().enumerate() {
        let refused =
            |e: String| ReplayError::at_action(file, i, "action", ReplayReason::Refused(e));
        let core = GrailAction::of(&step.action);
        let offered = GrailGame::actions(c, &g);
        let direct = offered.iter().any(|(a, x)| *a == core && x.is_some());
        if !direct && offered.iter().any(|(a, _)| *a == GrailAction::FreeMenu) {
            steps.push(Step {
                ply: i,
                state: g.clone(),
                action: GrailAction::FreeMenu,
                chance: false,
            });
            ev.clear();
            GrailGame::play(c, &mut g, GrailAction::FreeMenu, &mut ev)
                .map_err(|e| refused(e.to_string()))?;
        }
        let before = g.clone();
        ev.clear();
        GrailGame::play(c, &mut g, core, &mut ev).map_err(|e| refused(e.to_string()))?;
        let chance = before.s.rng != g.s.rng;
        steps.push(Step {
            ply: i,
            state: before,
            action: core,
            chance,
        });
    }
    let Some(done) = review::<GrailGame>(c, &steps, seats, cfg, progress) else {
        return Ok(None);
    };
    Ok(Some(done.map_actions(|i, a| {
        GrailGame::resolve(c, &steps[i].state, a)
    })))
}
