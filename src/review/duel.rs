//! A duel's replay as the review's steps.

use crate::ai::duel::DuelGame;
use crate::content::duel::DuelContent;
use crate::replay::{DuelReplay, Playback, ReplayError};
use crate::rules::core::DuelCore;
use crate::rules::duel::Action;

use super::{Progress, Review, ReviewConfig, Step, review};

/// Reviews a duel's replay (its content hash checked, every action re-applied); `None`
/// when `progress` stopped it.
pub fn review_duel(
    file: &str,
    r: &DuelReplay,
    c: &DuelContent,
    cfg: &ReviewConfig,
    progress: &Progress,
) -> Result<Option<Review<Action>>, ReplayError> {
    let (mut p, _) = Playback::<DuelCore>::start(file, r, c)?;
    let mut steps = Vec::with_capacity(r.actions.len());
    let mut ev = Vec::new();
    for (ply, step) in r.actions.iter().enumerate() {
        let before = p.state.clone();
        ev.clear();
        p.step(file, r, c, &mut ev)?;
        // A die rolled or a card drawn: the dice moved or a deck shrank.
        let chance = before.rng != p.state.rng || drew(&before, &p.state);
        steps.push(Step::<DuelGame> {
            ply,
            state: before,
            action: step.action,
            chance,
            // The duel's search lists every legal move.
            listed: true,
        });
    }
    Ok(review::<DuelGame>(c, &steps, 2, cfg, progress))
}

/// Whether a player's deck lost a card (a draw from a shuffled deck is chance).
fn drew(before: &crate::rules::duel::State, after: &crate::rules::duel::State) -> bool {
    before
        .players
        .iter()
        .zip(&after.players)
        .any(|(a, b)| b.deck.len() < a.deck.len())
}
