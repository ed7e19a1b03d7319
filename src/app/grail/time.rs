//! `GrailTime`: the time of day of the war on screen, as its shown events tell it (G-4.1:
//! Morning, Noon, Night). The city's sky and light follow it; a skirmish has no day.

use bevy::prelude::*;

use crate::app::screens::Screen;
use crate::rules::grail::{Event, EventKind, GameState, TimeOfDay};

#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::War)]
pub enum GrailTime {
    #[default]
    Morning,
    Noon,
    Night,
}

impl From<TimeOfDay> for GrailTime {
    fn from(t: TimeOfDay) -> Self {
        match t {
            TimeOfDay::Morning => GrailTime::Morning,
            TimeOfDay::Noon => GrailTime::Noon,
            TimeOfDay::Night => GrailTime::Night,
        }
    }
}

/// The time a shown event moves the war to, if it moves it.
pub fn after(e: &Event) -> Option<GrailTime> {
    match e.kind {
        EventKind::TurnStarted { time, .. } => Some(time.into()),
        _ => None,
    }
}

/// The time the core stands at (a rebuilt screen starts there).
pub fn at(s: &GameState) -> GrailTime {
    s.time.into()
}
