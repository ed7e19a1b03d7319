//! Which windows are open over the war's city: a faction's sheet or intelligence, and
//! whether the last day's end was closed. Kept apart from the windows themselves, so that
//! the screen's mutable side (`Acts`) holds them without depending on what draws them.

use bevy::prelude::*;

use crate::rules::grail::FactionId;

/// Which faction's window is open over the map, if any.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct FactionPanel {
    pub open: Option<FactionId>,
}

impl FactionPanel {
    /// Opens `f`'s window, or closes it if it is the one open.
    pub fn toggle(&mut self, f: FactionId) {
        self.open = if self.open == Some(f) { None } else { Some(f) };
    }

    /// Closes the window; whether one was open.
    pub fn close(&mut self) -> bool {
        self.open.take().is_some()
    }
}

/// The interactions with the master already read (G-15.1).
#[derive(Resource, Default, Debug)]
pub struct BondSeen(pub Vec<crate::app::grail::session::BondScene>);

/// The event (its `seq`) of the last combat's end the player closed (`GrailTable::fight_over`).
#[derive(Resource, Default)]
pub struct FightSeen(pub Option<u64>);

/// The last day whose end the player closed.
#[derive(Resource, Default)]
pub struct DayEndSeen(pub Option<u8>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_opens_and_closes_its_window() {
        let mut p = FactionPanel::default();
        p.toggle(2);
        assert_eq!(p.open, Some(2));
        p.toggle(3);
        assert_eq!(p.open, Some(3));
        p.toggle(3);
        assert_eq!(p.open, None);
        p.toggle(1);
        assert!(p.close());
        assert!(!p.close());
    }
}
