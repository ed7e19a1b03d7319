//! A duel's review in the window: the core's review of the replay (the one saved beside it
//! while it still holds), told in the player's words on the same background task.

use std::path::PathBuf;
use std::sync::Arc;

use super::action_words::action_words;
use super::session::Duel;
use crate::app::replays::names::side_of;
use crate::app::review::{ReviewRun, ReviewSheet};
use crate::content::duel::DuelContent;
use crate::replay::{self, DuelReplay, Playback, ReplayError, ReviewKey};
use crate::review::{Review, ReviewConfig, review_duel};
use crate::rules::core::DuelCore;
use crate::rules::duel::{Action, PlayerId, State, UnitId};
use crate::tr;

/// Starts the review of `replay` (read from `path`); `seats` are the sides' names and
/// colours as the window shows them.
pub fn start(
    c: Arc<DuelContent>,
    path: PathBuf,
    replay: DuelReplay,
    seats: Vec<(String, [u8; 3])>,
    cfg: ReviewConfig,
) -> ReviewRun {
    ReviewRun::start(move |progress| {
        let file = path.display().to_string();
        let key = ReviewKey::of(&replay, cfg.iterations, cfg.seed);
        let told = |e: ReplayError| crate::app::review::cannot_review(&e);
        let Some(got) = replay::saved_or_made(&path, &key, || {
            review_duel(&file, &replay, &c, &cfg, progress)
        })
        .map_err(told)?
        else {
            return Ok(None);
        };
        let states = Playback::<DuelCore>::states(&file, &replay, &c).map_err(told)?;
        let mut sheet = sheet(&c, &got.review, &states, seats);
        sheet.reused = got.reused;
        sheet.problems = got.problems.iter().map(|e| e.message()).collect();
        Ok(Some(sheet))
    })
}

fn sheet(
    c: &DuelContent,
    review: &Review<Action>,
    states: &[State],
    seats: Vec<(String, [u8; 3])>,
) -> ReviewSheet {
    // Every card the game held is known to a review: it comes after the game.
    let mut duel = Duel::default();
    for s in states {
        duel.learn_cards(s);
    }
    let names: Vec<String> = seats.iter().map(|(n, _)| n.clone()).collect();
    let words = |i: usize, a: &Action| {
        let d = &review.decisions[i];
        let Some(s) = states.get(d.ply) else {
            return String::new();
        };
        let p = PlayerId::BOTH[d.seat.min(1)];
        let unit = |u: UnitId| {
            tr!(
                "common-sided-name",
                side = side_of(&names[u.player().index()]),
                unit = duel.unit_name(s, c, u)
            )
        };
        action_words(c, s, p, a, &unit, &|k| duel.card_name(c, k))
    };
    let when = |ply: usize| {
        let turn = states.get(ply).map_or(1, |s| s.turn);
        tr!("review-when-turn", turn = turn)
    };
    ReviewSheet::new(review, seats, states.len() - 1, words, when)
}
