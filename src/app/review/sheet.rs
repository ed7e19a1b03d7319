//! A review as the window shows it: the core's figures with every move and moment already
//! in the player's words, so the panel needs no game.

use crate::review::{Cause, Class, Review, SeatSummary, TurningPoint};
use crate::tr;

/// One side of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetSeat {
    pub name: String,
    pub rgb: [u8; 3],
    pub summary: SeatSummary,
}

/// One decision, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetDecision {
    /// The replay's actions before it: where the playback shows it.
    pub ply: usize,
    pub seat: usize,
    /// When it was taken ("Turn 3", "Day 2, Night").
    pub when: String,
    pub played: String,
    pub best: String,
    /// The best move was another one.
    pub best_differs: bool,
    pub win_before: Vec<f64>,
    pub win_after: Vec<f64>,
    pub loss: f64,
    pub class: Class,
    /// The deciding side and its swing (signed) when a die or a draw after the decision
    /// moved its chance by a big roll's worth or more.
    pub luck: Option<(usize, f64)>,
}

/// A turning point, with what happened in plain words ("Chord Strike left Orrin at 2 HP").
#[derive(Clone, Debug, PartialEq)]
pub struct SheetTurn {
    pub point: TurningPoint,
    pub what: String,
}

/// A finished review, ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewSheet {
    pub seats: Vec<SheetSeat>,
    pub decisions: Vec<SheetDecision>,
    pub turning_points: Vec<SheetTurn>,
    /// The replay's last action: the graph's right edge.
    pub actions: usize,
    /// The review saved beside the replay was used.
    pub reused: bool,
    /// What went wrong without stopping the review (a corrupt saved review made again).
    pub problems: Vec<String>,
}

/// A swing across a die or a draw this large is a big roll, marked on the graph.
pub const BIG_ROLL: f64 = 0.10;

impl ReviewSheet {
    /// The sheet of `review`: `words(i, move)` tells decision `i`'s moves, `when(ply)` the
    /// moment after `ply` actions, and `happened(from, to)` the most telling thing the
    /// actions from ply `from` to ply `to` did (a fall, the largest hit), if any; a turning
    /// point without one is told by the move that started it.
    pub fn new<A: PartialEq>(
        review: &Review<A>,
        seats: Vec<(String, [u8; 3])>,
        actions: usize,
        words: impl Fn(usize, &A) -> String,
        when: impl Fn(usize) -> String,
        happened: impl Fn(usize, usize) -> Option<String>,
    ) -> ReviewSheet {
        let decisions: Vec<SheetDecision> = review
            .decisions
            .iter()
            .enumerate()
            .map(|(i, d)| SheetDecision {
                ply: d.ply,
                seat: d.seat,
                when: when(d.ply),
                played: words(i, &d.action),
                best: words(i, &d.best),
                best_differs: d.best != d.action,
                win_before: d.win_before.clone(),
                win_after: d.win_after.clone(),
                loss: d.loss,
                class: d.class,
                luck: d
                    .luck
                    .get(d.seat)
                    .filter(|l| l.abs() >= BIG_ROLL)
                    .map(|l| (d.seat, *l)),
            })
            .collect();
        let turning_points = review
            .turning_points
            .iter()
            // A saved review is read from a file: a turning point naming no decision is
            // left out rather than trusted.
            .filter_map(|t| {
                let d = decisions.get(t.decision)?;
                let to = decisions.get(t.decision + 1).map_or(actions, |n| n.ply);
                let what = happened(d.ply, to).unwrap_or_else(|| {
                    let side = seats.get(d.seat).map_or("", |s| s.0.as_str());
                    tr!(
                        "review-moment-move",
                        side = side,
                        played = d.played.as_str(),
                        luck = if t.cause == Cause::Luck { "yes" } else { "no" }
                    )
                });
                Some(SheetTurn { point: *t, what })
            })
            .collect();
        ReviewSheet {
            seats: seats
                .into_iter()
                .zip(&review.seats)
                .map(|((name, rgb), s)| SheetSeat {
                    name,
                    rgb,
                    summary: s.clone(),
                })
                .collect(),
            decisions,
            turning_points,
            actions,
            reused: false,
            problems: Vec::new(),
        }
    }

    /// The decisions of `seat` that lost something, worst first.
    pub fn mistakes_of(&self, seat: usize) -> Vec<&SheetDecision> {
        let mut out: Vec<&SheetDecision> = self
            .decisions
            .iter()
            .filter(|d| d.seat == seat && d.class != Class::Good)
            .collect();
        out.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.ply.cmp(&b.ply)));
        out
    }

    /// The decision nearest to `ply` actions played, for a click on the graph.
    pub fn nearest(&self, ply: f64) -> Option<&SheetDecision> {
        self.decisions.iter().min_by(|a, b| {
            (a.ply as f64 - ply)
                .abs()
                .total_cmp(&(b.ply as f64 - ply).abs())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::{Decision, SeatSummary};

    fn decision(ply: usize, seat: usize, loss: f64, luck: f64) -> Decision<u8> {
        Decision {
            ply,
            seat,
            action: 1,
            best: if loss > 0.0 { 2 } else { 1 },
            win_before: vec![0.5, 0.5],
            win_after: vec![0.5 - loss, 0.5 + loss],
            loss,
            class: Class::of(loss),
            choice: true,
            luck: vec![luck, -luck],
        }
    }

    fn summary() -> SeatSummary {
        SeatSummary {
            accuracy: 90.0,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 0,
            luck: 0.0,
        }
    }

    /// A seat's mistakes come worst first; a click lands on the nearest decision; only a
    /// swing of ten points or more across chance is a big roll.
    #[test]
    fn a_sheet_sorts_mistakes_finds_the_nearest_decision_and_marks_big_rolls() {
        let review = Review {
            seats: vec![summary(), summary()],
            decisions: vec![
                decision(0, 0, 0.06, 0.0),
                decision(3, 1, 0.0, 0.2),
                decision(5, 0, 0.2, 0.05),
            ],
            turning_points: Vec::new(),
        };
        let sheet = ReviewSheet::new(
            &review,
            vec![("A".into(), [1, 1, 1]), ("B".into(), [2, 2, 2])],
            6,
            |i, a| format!("{i}:{a}"),
            |ply| format!("at {ply}"),
            |_, _| None,
        );
        let worst: Vec<usize> = sheet.mistakes_of(0).iter().map(|d| d.ply).collect();
        assert_eq!(worst, vec![5, 0]);
        assert!(sheet.mistakes_of(1).is_empty());
        assert_eq!(sheet.nearest(3.4).map(|d| d.ply), Some(3));
        assert_eq!(sheet.nearest(4.6).map(|d| d.ply), Some(5));
        assert_eq!(sheet.decisions[1].luck, Some((1, -0.2)));
        assert_eq!(sheet.decisions[2].luck, None);
        assert!(sheet.decisions[2].best_differs);
        assert_eq!(sheet.decisions[2].best, "2:2");
        assert_eq!(sheet.decisions[0].when, "at 0");
    }

    /// A turning point is told by what the actions up to the next decision did; without a
    /// fall or a hit, by the move that started it (and the dice, where they moved it); a
    /// saved review's turning point that names no decision is left out.
    #[test]
    fn a_turning_point_says_what_happened() {
        use crate::locale::{Lang, with_lang};
        let point = |decision: usize, cause: Cause| TurningPoint {
            decision,
            seat: 1,
            swing: 0.3,
            cause,
        };
        let review = Review {
            seats: vec![summary(), summary()],
            decisions: vec![decision(0, 0, 0.0, 0.0), decision(4, 1, 0.0, 0.0)],
            turning_points: vec![
                point(0, Cause::Play),
                point(1, Cause::Luck),
                point(7, Cause::Play),
            ],
        };
        let sheet = with_lang(Lang::En, || {
            ReviewSheet::new(
                &review,
                vec![("A".into(), [1, 1, 1]), ("B".into(), [2, 2, 2])],
                9,
                |_, _| "Pass".into(),
                |ply| format!("at {ply}"),
                |from, to| (from == 0).then(|| format!("plies {from} to {to}")),
            )
        });
        let what: Vec<&str> = sheet
            .turning_points
            .iter()
            .map(|t| t.what.as_str())
            .collect();
        assert_eq!(
            what,
            vec![
                "plies 0 to 4",
                "B played “Pass”, and the dice or a draw fell"
            ]
        );
    }
}
