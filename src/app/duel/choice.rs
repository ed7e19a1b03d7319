//! A person's choice reaches the core as a message: the overlay (or a test, or any other
//! input) writes a [`DuelChoice`], and `apply_choices` hands it to the core in the `Apply`
//! set. Only the person whose decision it is may choose, and only an action the core
//! accepts changes the game.

use bevy::prelude::*;

use super::ai::Hint;
use super::data::DuelData;
use super::session::Duel;
use crate::rules::duel::{Action, PlayerId};

/// A person at this machine chose `action` for `player`.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct DuelChoice {
    pub player: PlayerId,
    pub action: Action,
}

/// Applies the choices of this frame: each must be a human seat's, at its own decision, and
/// legal; anything else is refused with the reason in the log and changes nothing.
pub(super) fn apply_choices(
    mut choices: MessageReader<DuelChoice>,
    mut duel: ResMut<Duel>,
    content: Res<DuelData>,
    mut hint: ResMut<Hint>,
) {
    for choice in choices.read() {
        if !duel.seat(choice.player).is_human() {
            warn!("refused: {:?} is not a person's seat", choice.player);
            continue;
        }
        match duel.submit(&content.0, choice.player, choice.action) {
            Ok(()) => hint.result = None,
            Err(e) => warn!("refused: {e}"),
        }
    }
}
