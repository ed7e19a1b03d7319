//! A Grail game's review in the window (a skirmish or a whole war): the core's review of
//! the replay (the one saved beside it while it still holds), each move told as the menu
//! path a player would have taken to it, on the same background task.

use std::path::PathBuf;
use std::sync::Arc;

use super::words::{Words, time};
use crate::app::review::{ReviewRun, ReviewSheet, cannot_review, seat_names};
use crate::app::theme::grail_class_rgb;
use crate::content::grail::GrailContent;
use crate::replay::{self, GrailReplay, Playback, ReviewKey};
use crate::review::{Review, ReviewConfig, review_grail};
use crate::rules::core::GrailCore;
use crate::rules::grail::menu::menu;
use crate::rules::grail::query;
use crate::rules::grail::{Action, FactionId, GameState};
use crate::tr;

/// Starts the review of `replay` (read from `path`), its sides coloured by their servants'
/// classes as the window shows them.
pub fn start(
    c: Arc<GrailContent>,
    path: PathBuf,
    replay: GrailReplay,
    colour_blind: bool,
    cfg: ReviewConfig,
) -> ReviewRun {
    ReviewRun::start(move |progress| {
        let file = path.display().to_string();
        let key = ReviewKey::of(&replay, cfg.iterations, cfg.seed);
        let Some(got) = replay::saved_or_made(&path, &key, || {
            review_grail(&file, &replay, &c, &cfg, progress)
        })
        .map_err(|e| cannot_review(&e))?
        else {
            return Ok(None);
        };
        let states =
            Playback::<GrailCore>::states(&file, &replay, &c).map_err(|e| cannot_review(&e))?;
        let mut sheet = sheet(&c, &got.review, &states, colour_blind);
        sheet.reused = got.reused;
        sheet.problems = got.problems.iter().map(|e| e.message()).collect();
        Ok(Some(sheet))
    })
}

fn sheet(
    c: &GrailContent,
    review: &Review<Option<Action>>,
    states: &[GameState],
    colour_blind: bool,
) -> ReviewSheet {
    let first = &states[0];
    let named = Words::new(c, first, None);
    let factions = first.factions.len();
    let names = seat_names(
        &(0..factions)
            .map(|f| named.faction(f as FactionId))
            .collect::<Vec<_>>(),
    );
    let seats = names
        .into_iter()
        .enumerate()
        .map(|(f, n)| {
            let rgb = query::class(c, first, f as FactionId)
                .map_or([120, 120, 160], |k| grail_class_rgb(k, colour_blind));
            (n, rgb)
        })
        .collect();
    let words = |i: usize, a: &Option<Action>| {
        let ply = review.decisions[i].ply;
        let Some(s) = states.get(ply) else {
            return String::new();
        };
        let Some(a) = a else {
            return tr!("review-free-actions");
        };
        let w = Words::new(c, s, None);
        menu(c, s)
            .and_then(|m| {
                m.path_to(a).map(|path| {
                    path.iter()
                        .map(|l| w.label(l))
                        .collect::<Vec<_>>()
                        .join(" › ")
                })
            })
            .unwrap_or_else(|| tr!("review-some-move"))
    };
    let skirmish = first.config.skirmish.is_some();
    let when = |ply: usize| {
        let Some(s) = states.get(ply) else {
            return String::new();
        };
        match &s.combat {
            Some(cb) if skirmish => tr!("review-when-round", round = cb.round),
            _ => tr!("review-when-day", day = s.day, time = time(s.time)),
        }
    };
    ReviewSheet::new(review, seats, states.len() - 1, words, when)
}
