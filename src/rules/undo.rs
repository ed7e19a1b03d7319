//! The undo line, shared by both cores: how far back a person may take their own choices.
//!
//! A session may take a step back only while the person who asks has learned nothing from
//! it: no randomness was consumed and nothing hidden from them was shown. Each core judges
//! one applied step for one seat (`duel::undo::judge`, `grail::undo::judge`, and
//! [`Core::undo`](super::core::Core::undo) over both) and answers with an [`Undo`].
//!
//! What the core decides: whether the step consumed chance (the state's RNG moved, a card
//! came off a deck) and whether hidden information reached the seat, or left it. What it
//! leaves to the session: who the other seats are. An [`Undo::Exposed`] step is open for
//! the seat itself, but its own secret (a hand card, a private value) was shown to other
//! seats; the session may take it back only while each of those is an AI that has not
//! acted since (an AI decides from its view alone, so taking the step back takes back what
//! it saw). Hand-overs between people at one screen (hot seat) are the session's own line:
//! once the screen has passed to another person, nothing before it is taken back, whatever
//! the core says.

/// Why a step can no longer be taken back by a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line<Seat> {
    /// The game's RNG was drawn from: a die, a coin, a random pick or a shuffle (D-27.3,
    /// G-37.4). Seen in the state's RNG, not guessed from events.
    Chance,
    /// A card came off `by`'s deck, whose order no seat knows (D-2.3, D-29.6): the drawer
    /// has seen it, and the deck's order is the duel's chance.
    Drawn { by: Seat },
    /// Something hidden from the seat about `of` was shown to it: an opponent's hand card,
    /// a secret declaration, knowledge of a servant (D-29.6, G-35, G-8.6).
    Revealed { of: Seat },
}

/// What one applied step means for one seat's undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undo<Seat> {
    /// The seat learned nothing and showed nothing: the step may be taken back.
    Open,
    /// The seat learned nothing, but its own hidden information was shown to `to` (sorted,
    /// without repeats). Whether to take it back is the session's call (module docs).
    Exposed { to: Vec<Seat> },
    /// The line: the seat cannot take this step back.
    Settled(Line<Seat>),
}

impl<Seat: Copy + Ord> Undo<Seat> {
    /// True for [`Undo::Settled`].
    pub fn is_settled(&self) -> bool {
        matches!(self, Undo::Settled(_))
    }

    /// `self` and then `other`, two findings about the same step: a line outweighs an
    /// exposure, which outweighs nothing; the first line found is kept, exposures merge.
    pub fn and(self, other: Undo<Seat>) -> Undo<Seat> {
        match (self, other) {
            (Undo::Settled(line), _) | (_, Undo::Settled(line)) => Undo::Settled(line),
            (Undo::Open, found) | (found, Undo::Open) => found,
            (Undo::Exposed { mut to }, Undo::Exposed { to: more }) => {
                to.extend(more);
                to.sort();
                to.dedup();
                Undo::Exposed { to }
            }
        }
    }

    /// The seat's own secret shown to `to`.
    pub fn exposed(to: impl IntoIterator<Item = Seat>) -> Undo<Seat> {
        let mut to: Vec<Seat> = to.into_iter().collect();
        if to.is_empty() {
            return Undo::Open;
        }
        to.sort();
        to.dedup();
        Undo::Exposed { to }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_outweighs_an_exposure_and_exposures_merge() {
        let open: Undo<u8> = Undo::Open;
        let chance = Undo::Settled(Line::Chance);
        let drawn = Undo::Settled(Line::Drawn { by: 1 });
        assert_eq!(open.clone().and(open.clone()), Undo::Open);
        assert_eq!(
            Undo::exposed([3, 1]).and(Undo::exposed([1, 2])),
            Undo::exposed([1, 2, 3])
        );
        assert_eq!(Undo::exposed([2]).and(chance.clone()), chance);
        assert_eq!(chance.clone().and(Undo::exposed([2])), chance);
        assert_eq!(
            chance.clone().and(drawn.clone()),
            chance,
            "the first line is kept"
        );
        assert_eq!(open.and(drawn.clone()), drawn);
        assert_eq!(Undo::<u8>::exposed([]), Undo::Open);
    }
}
