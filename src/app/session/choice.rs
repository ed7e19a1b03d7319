//! A person's choice reaches the core as a message, for any game: the overlay (or a test,
//! or any other input) writes a [`Choice`], and [`apply_choices`] hands it to the core in
//! the `Apply` set. Only the person whose decision it is may choose, and only an action the
//! core accepts changes the game.

use bevy::prelude::*;

use super::game::{Playable, Session};

/// A person at this machine chose `action` for `seat`.
#[derive(Message)]
pub struct Choice<G: Playable> {
    pub seat: G::Seat,
    pub action: G::Action,
}

impl<G: Playable> Clone for Choice<G> {
    fn clone(&self) -> Self {
        Choice {
            seat: self.seat,
            action: self.action.clone(),
        }
    }
}

impl<G: Playable> std::fmt::Debug for Choice<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} chose {:?}", self.seat, self.action)
    }
}

/// A person takes back their last choice, or plays it again (`Session::undo`, `redo`).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewind {
    Undo,
    Redo,
}

/// Applies the choices of this frame: each must be a person's seat, at its own decision,
/// and legal; anything else is refused with the reason in the log and changes nothing.
/// `D` is the game's content resource.
pub fn apply_choices<G: Playable, D: Resource + AsRef<G::Content>>(
    mut choices: MessageReader<Choice<G>>,
    mut session: ResMut<Session<G>>,
    content: Res<D>,
) {
    for choice in choices.read() {
        if !session.seat(choice.seat).is_human() {
            warn!("refused: {:?} is not a person's seat", choice.seat);
            continue;
        }
        if G::deciding(&session.state) != Some(choice.seat) {
            warn!("refused: it is not {:?}'s decision", choice.seat);
            continue;
        }
        if let Err(e) = session.submit((*content).as_ref(), choice.seat, choice.action.clone()) {
            warn!("refused: {e}");
        }
    }
}
