//! Whose hand and menus are shown, and the hot-seat curtain between two people.

use bevy::prelude::*;

use super::events::idle;
use super::session::Duel;
use crate::app::session::Pacing;

/// Whose hand is shown. In hot seat, a curtain falls whenever the deciding human changes.
pub(super) fn update_viewer(mut duel: ResMut<Duel>, pacing: Res<Pacing>) {
    if !idle(&duel, &pacing) || duel.state.is_over() {
        return;
    }
    let Some(d) = duel.state.deciding_player() else {
        return;
    };
    if !duel.seat(d).is_human() {
        return;
    }
    let mut shown = duel.shown();
    shown.follow(d, duel.hot_seat());
    if shown != duel.shown() {
        duel.set_shown(shown);
    }
}
