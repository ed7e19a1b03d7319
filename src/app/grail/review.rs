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
use crate::rules::grail::event::{Event, EventKind};
use crate::rules::grail::menu::menu;
use crate::rules::grail::query;
use crate::rules::grail::{Action, Actor, FactionId, GameState};
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
        let (states, events) =
            Playback::<GrailCore>::history(&file, &replay, &c).map_err(|e| cannot_review(&e))?;
        let mut sheet = sheet(&c, &got.review, &states, &events, colour_blind);
        sheet.reused = got.reused;
        sheet.problems = got.problems.iter().map(|e| e.message()).collect();
        Ok(Some(sheet))
    })
}

fn sheet(
    c: &GrailContent,
    review: &Review<Option<Action>>,
    states: &[GameState],
    events: &[Vec<Event>],
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
    let happened = |from: usize, to: usize| {
        let (ply, m) = moment(events.get(from..to.min(events.len()))?)?;
        let (before, after) = (states.get(from + ply)?, states.get(from + ply + 1)?);
        let mut w = Words::new(c, before, None);
        w.learn(&events[from + ply]);
        Some(match m {
            Moment::Fell { servant, by } => {
                let target = w.actor(Actor::Servant { faction: servant });
                match by {
                    Some(f) => tr!(
                        "review-moment-fell-credited",
                        by = w.faction(f),
                        target = target
                    ),
                    None => tr!("review-moment-fell-plain", target = target),
                }
            }
            Moment::Hit { target, by } => {
                let hp = query::actor_hp(after, target).unwrap_or(0).max(0);
                match by {
                    Some(a) => tr!(
                        "review-moment-hit",
                        source = w.actor(a),
                        target = w.actor(target),
                        hp = hp
                    ),
                    None => tr!("review-moment-hit-plain", target = w.actor(target), hp = hp),
                }
            }
            Moment::Escaped { faction } => tr!(
                "review-moment-escaped",
                target = w.actor(Actor::Servant { faction })
            ),
        })
    };
    ReviewSheet::new(review, seats, states.len() - 1, words, when, happened)
}

/// The most telling thing some actions did, as a turning point tells it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Moment {
    /// A servant fell (G-31), and the faction credited with it.
    Fell {
        servant: FactionId,
        by: Option<FactionId>,
    },
    /// The largest hit, and who dealt it.
    Hit { target: Actor, by: Option<Actor> },
    /// A servant left the fight (an escape or a flight, G-31.2).
    Escaped { faction: FactionId },
}

/// The most telling thing `steps` (each action's events) did, and the step it was in: the
/// first fall, else the largest hit, else the first escape.
fn moment(steps: &[Vec<Event>]) -> Option<(usize, Moment)> {
    let mut largest: Option<(usize, i32, Moment)> = None;
    let mut escaped = None;
    for (ply, events) in steps.iter().enumerate() {
        for e in events {
            match &e.kind {
                EventKind::ServantDied { faction, credited } => {
                    let fell = Moment::Fell {
                        servant: *faction,
                        by: *credited,
                    };
                    return Some((ply, fell));
                }
                EventKind::DamageDealt {
                    target,
                    source,
                    amount,
                    ..
                } if *amount > 0 && largest.is_none_or(|(_, most, _)| *amount > most) => {
                    let hit = Moment::Hit {
                        target: *target,
                        by: *source,
                    };
                    largest = Some((ply, *amount, hit));
                }
                EventKind::Escaped { faction } | EventKind::Fled { faction } => {
                    escaped = escaped.or(Some((ply, Moment::Escaped { faction: *faction })));
                }
                _ => {}
            }
        }
    }
    largest.map(|(ply, _, m)| (ply, m)).or(escaped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: EventKind) -> Event {
        Event::public(kind)
    }

    fn hit(target: FactionId, by: FactionId, amount: i32) -> Event {
        event(EventKind::DamageDealt {
            target: Actor::Servant { faction: target },
            source: Some(Actor::Servant { faction: by }),
            amount,
            breakdown: Vec::new(),
            dice: Vec::new(),
        })
    }

    /// G-31: a turning point names a servant's fall and who was credited, before any
    /// larger hit; else the largest hit; else an escape.
    #[test]
    fn a_turning_point_names_the_fall_else_the_largest_hit_else_an_escape() {
        let steps = vec![
            vec![hit(1, 0, 3)],
            vec![event(EventKind::Fled { faction: 2 })],
            vec![hit(0, 1, 6), hit(1, 0, 2)],
        ];
        let largest = Moment::Hit {
            target: Actor::Servant { faction: 0 },
            by: Some(Actor::Servant { faction: 1 }),
        };
        assert_eq!(moment(&steps), Some((2, largest)));
        assert_eq!(
            moment(&steps[1..2]),
            Some((0, Moment::Escaped { faction: 2 }))
        );
        let mut died = steps.clone();
        died[0].push(event(EventKind::ServantDied {
            faction: 1,
            credited: Some(0),
        }));
        assert_eq!(
            moment(&died),
            Some((
                0,
                Moment::Fell {
                    servant: 1,
                    by: Some(0)
                }
            ))
        );
    }
}
