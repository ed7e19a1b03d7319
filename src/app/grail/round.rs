//! `CombatRound`: where the combat on screen stands, as its shown events tell it (not the
//! core's state, which may be ahead while events are still played): before the first round
//! (intervention, the combat-start window), the round-start window (NP declarations,
//! G-18.3), the activations in initiative order (G-18.4), and the combat's end. Systems
//! that belong to one of them run only there.

use bevy::prelude::*;

use crate::app::screens::Screen;
use crate::rules::grail::{CombatPhase, Event, EventKind, GameState};

#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Skirmish | Screen::War)]
pub enum CombatRound {
    /// The combat has begun; round 1 has not (intervention, combat-start window).
    #[default]
    Opening,
    /// A round has started: the round-start window (NP declarations and cancellations).
    RoundStart,
    /// A servant or unit is acting.
    Activation,
    /// The combat is over (in the war: no combat is being fought).
    Over,
}

/// The round state a shown event moves the combat to, if it moves it.
pub fn after(e: &Event) -> Option<CombatRound> {
    match e.kind {
        EventKind::CombatStarted { .. } => Some(CombatRound::Opening),
        EventKind::RoundStarted { .. } => Some(CombatRound::RoundStart),
        EventKind::ActivationStarted { .. } => Some(CombatRound::Activation),
        EventKind::CombatEnded { .. } | EventKind::GameEnded { .. } => Some(CombatRound::Over),
        _ => None,
    }
}

/// The round state the core's combat stands in (a rebuilt screen starts there).
pub fn at(s: &GameState) -> CombatRound {
    if s.is_over() {
        return CombatRound::Over;
    }
    match s.combat.as_ref().map(|cb| cb.phase) {
        None | Some(CombatPhase::Ended) => CombatRound::Over,
        Some(
            CombatPhase::Intervention { .. }
            | CombatPhase::Begin
            | CombatPhase::CombatStartWindow { .. },
        ) => CombatRound::Opening,
        Some(CombatPhase::RoundStart | CombatPhase::RoundStartWindow { .. }) => {
            CombatRound::RoundStart
        }
        Some(CombatPhase::Activation { .. } | CombatPhase::RoundEnd) => CombatRound::Activation,
    }
}
