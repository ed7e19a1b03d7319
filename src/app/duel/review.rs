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
use crate::rules::duel::{Action, Event, PlayerId, Source, State, UnitId};
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
        let (states, events) = Playback::<DuelCore>::history(&file, &replay, &c).map_err(told)?;
        let mut sheet = sheet(&c, &got.review, &states, &events, seats);
        sheet.reused = got.reused;
        sheet.problems = got.problems.iter().map(|e| e.message()).collect();
        Ok(Some(sheet))
    })
}

fn sheet(
    c: &DuelContent,
    review: &Review<Action>,
    states: &[State],
    events: &[Vec<Event>],
    seats: Vec<(String, [u8; 3])>,
) -> ReviewSheet {
    // Every card the game held is known to a review: it comes after the game.
    let mut duel = Duel::default();
    for s in states {
        duel.learn_cards(s);
    }
    let names: Vec<String> = seats.iter().map(|(n, _)| n.clone()).collect();
    let unit = |s: &State, u: UnitId| {
        tr!(
            "common-sided-name",
            side = side_of(&names[u.player().index()]),
            unit = duel.unit_name(s, c, u)
        )
    };
    let words = |i: usize, a: &Action| {
        let d = &review.decisions[i];
        let Some(s) = states.get(d.ply) else {
            return String::new();
        };
        let p = PlayerId::BOTH[d.seat.min(1)];
        // A line already says whose move it is ("AI played …"): the mover's own units go
        // by their names alone, the other side's with their side.
        let named = |u: UnitId| match u.player() == p {
            true => duel.unit_name(s, c, u),
            false => unit(s, u),
        };
        action_words(c, s, p, a, &named, &|k| duel.card_name(c, k))
    };
    let happened = |from: usize, to: usize| {
        let (ply, m) = moment(events.get(from..to.min(events.len()))?)?;
        let s = states.get(from + ply)?;
        let source = |src: Source| duel.source_name(s, c, src, &|u| unit(s, u));
        Some(match m {
            Moment::Fell { unit: u, by } => match by {
                Some(src) => tr!(
                    "review-moment-fell",
                    source = source(src),
                    target = unit(s, u)
                ),
                None => tr!("review-moment-fell-plain", target = unit(s, u)),
            },
            Moment::Hit { unit: u, by, hp } => {
                tr!(
                    "review-moment-hit",
                    source = source(by),
                    target = unit(s, u),
                    hp = hp
                )
            }
        })
    };
    let when = |ply: usize| {
        let turn = states.get(ply).map_or(1, |s| s.turn);
        tr!("review-when-turn", turn = turn)
    };
    ReviewSheet::new(review, seats, states.len() - 1, words, when, happened)
}

/// The most telling thing some actions did, as a turning point tells it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Moment {
    /// An Arcastella fell (D-17) or a follower was defeated, and the last hit on it.
    Fell { unit: UnitId, by: Option<Source> },
    /// The largest hit, and the HP it left.
    Hit { unit: UnitId, by: Source, hp: u32 },
}

/// The most telling thing `steps` (each action's events) did, and the step it was in: the
/// first fall, else the largest hit.
fn moment(steps: &[Vec<Event>]) -> Option<(usize, Moment)> {
    let mut last_hit: Vec<(UnitId, Source)> = Vec::new();
    let mut largest: Option<(usize, u32, Moment)> = None;
    for (ply, events) in steps.iter().enumerate() {
        for e in events {
            match e {
                Event::DamageDealt {
                    source,
                    target,
                    final_amount,
                    hp_after,
                    ..
                } => {
                    last_hit.retain(|(u, _)| u != target);
                    last_hit.push((*target, *source));
                    if *final_amount > 0 && largest.is_none_or(|(_, most, _)| *final_amount > most)
                    {
                        let hit = Moment::Hit {
                            unit: *target,
                            by: *source,
                            hp: *hp_after,
                        };
                        largest = Some((ply, *final_amount, hit));
                    }
                }
                Event::ArcastellaFell { unit } | Event::FollowerDefeated { unit, .. } => {
                    let by = last_hit.iter().find(|(u, _)| u == unit).map(|(_, s)| *s);
                    return Some((ply, Moment::Fell { unit: *unit, by }));
                }
                _ => {}
            }
        }
    }
    largest.map(|(ply, _, m)| (ply, m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::duel::DamageKind;

    fn arc(player: PlayerId, slot: u8) -> UnitId {
        UnitId::Arc { player, slot }
    }

    fn hit(by: Source, target: UnitId, amount: u32, hp_after: u32) -> Event {
        Event::DamageDealt {
            source: by,
            kind: DamageKind::Attack,
            target,
            amount,
            dice: Vec::new(),
            reduced_by_def: 0,
            reduced_by_ward: 0,
            barrier_used: false,
            final_amount: amount,
            hp_after,
        }
    }

    /// D-17: a turning point names the fall, and the hit that caused it, before any
    /// larger hit; without a fall, the largest hit and the HP it left.
    #[test]
    fn a_turning_point_names_the_fall_else_the_largest_hit() {
        let strike = Source::AttackSkill {
            unit: arc(PlayerId::P0, 0),
            index: 1,
        };
        let code = Source::AstralCode {
            unit: arc(PlayerId::P1, 2),
        };
        let (orrin, lira) = (arc(PlayerId::P1, 0), arc(PlayerId::P0, 1));
        let hits = vec![
            vec![hit(strike, orrin, 3, 2)],
            vec![Event::Passed {
                player: PlayerId::P1,
                phase: crate::rules::duel::Phase::Main,
            }],
            vec![hit(code, lira, 5, 4)],
        ];
        assert_eq!(
            moment(&hits),
            Some((
                2,
                Moment::Hit {
                    unit: lira,
                    by: code,
                    hp: 4
                }
            ))
        );
        let mut fell = hits.clone();
        fell[1].push(hit(strike, orrin, 2, 0));
        fell[1].push(Event::ArcastellaFell { unit: orrin });
        assert_eq!(
            moment(&fell),
            Some((
                1,
                Moment::Fell {
                    unit: orrin,
                    by: Some(strike)
                }
            ))
        );
        assert_eq!(moment(&hits[1..2]), None);
    }
}
