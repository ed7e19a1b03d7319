//! Whose side is shown, for any game with seats: a person's own side, and in hot seat a
//! curtain whenever the decision passes to the other person, so that nothing secret is
//! ever shown to the wrong one (ux.md).

/// Whose side is shown and whether a curtain hides it until the next person is alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown<S> {
    pub seat: S,
    /// The curtain is down until this seat's person confirms.
    pub curtain: Option<S>,
    /// The person at `seat` has lifted the curtain since it last fell.
    pub confirmed: bool,
    /// In hot seat while no person decides (an AI does): nobody's side is shown, and the
    /// next person to decide lifts a curtain first, whoever it is.
    pub waiting: bool,
}

impl<S: Copy + PartialEq> Shown<S> {
    /// The decision is now `deciding`'s, a person's seat (an AI's decision changes nothing).
    /// With one person the view follows them; in hot seat the curtain falls unless the
    /// person shown has already lifted it for this seat.
    pub fn follow(&mut self, deciding: S, hot_seat: bool) {
        if hot_seat {
            if self.curtain.is_none() && (deciding != self.seat || !self.confirmed) {
                self.curtain = Some(deciding);
            }
            self.waiting = false;
        } else if self.seat != deciding {
            self.seat = deciding;
        }
    }

    /// In hot seat, an AI decides: nothing of anyone's is shown until a person decides, and
    /// that person confirms first (any of them may be at the screen by then).
    pub fn wait(&mut self) {
        if self.curtain.is_none() {
            self.waiting = true;
            self.confirmed = false;
        }
    }

    /// Whether the screen may show no one's side now: a curtain is down or an AI decides
    /// in hot seat.
    pub fn hidden(&self) -> bool {
        self.curtain.is_some() || self.waiting
    }

    /// The person behind the curtain confirms they are alone: their side is shown.
    pub fn lift(&mut self) {
        if let Some(next) = self.curtain.take() {
            self.seat = next;
            self.confirmed = true;
        }
    }
}

/// A curtain is lifted only by a press made once it is up, never by the key or click that
/// took the last person's action: presses in its first moments do not count.
#[derive(Debug, Default)]
pub struct CurtainGuard {
    since: Option<f32>,
}

impl CurtainGuard {
    /// Seconds a fallen curtain ignores presses.
    pub const GRACE: f32 = 0.4;

    /// Whether a press may lift the curtain now: `down` whether one is down, `now` the
    /// real time in seconds.
    pub fn ready(&mut self, down: bool, now: f32) -> bool {
        if !down {
            self.since = None;
            return false;
        }
        let since = *self.since.get_or_insert(now);
        now - since >= Self::GRACE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(seat: u8) -> Shown<u8> {
        Shown {
            seat,
            curtain: None,
            confirmed: false,
            waiting: false,
        }
    }

    #[test]
    fn one_person_is_always_shown_their_own_side_and_never_a_curtain() {
        let mut s = start(0);
        s.follow(1, false);
        assert_eq!((s.seat, s.curtain), (1, None));
    }

    #[test]
    fn in_hot_seat_the_curtain_falls_on_every_hand_over_and_only_then() {
        let mut s = start(0);
        s.follow(0, true);
        assert_eq!(s.curtain, Some(0), "the first person confirms too");
        s.lift();
        assert_eq!((s.seat, s.curtain, s.confirmed), (0, None, true));
        s.follow(0, true);
        assert_eq!(s.curtain, None, "the same person goes on deciding");
        s.follow(1, true);
        assert_eq!(
            (s.seat, s.curtain),
            (0, Some(1)),
            "still 0's side behind it"
        );
        s.follow(0, true);
        assert_eq!(s.curtain, Some(1), "a fallen curtain waits to be lifted");
        s.lift();
        assert_eq!(s.seat, 1);
    }

    /// Hot seat with an AI between two people: while it decides nobody's side is shown,
    /// and the next person, even the last one again, lifts a curtain first.
    #[test]
    fn while_an_ai_decides_in_hot_seat_nobodys_side_is_shown() {
        let mut s = start(0);
        s.follow(0, true);
        s.lift();
        assert!(!s.hidden());
        s.wait();
        assert!(s.hidden(), "the AI decides");
        s.follow(0, true);
        assert_eq!(
            (s.curtain, s.waiting),
            (Some(0), false),
            "the same person confirms again"
        );
        s.lift();
        assert!(!s.hidden());
    }

    /// The press that took the last action cannot lift the next person's curtain: only a
    /// press once it has been up a moment counts, and each new curtain waits again.
    #[test]
    fn a_curtain_ignores_presses_in_its_first_moments() {
        let mut g = CurtainGuard::default();
        assert!(!g.ready(false, 0.0));
        assert!(!g.ready(true, 1.0), "just fallen");
        assert!(!g.ready(true, 1.0 + CurtainGuard::GRACE / 2.0));
        assert!(g.ready(true, 1.01 + CurtainGuard::GRACE));
        assert!(!g.ready(false, 2.0), "lifted");
        assert!(!g.ready(true, 5.0), "the next curtain waits again");
    }
}
