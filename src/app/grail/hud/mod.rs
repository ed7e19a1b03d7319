//! The Skirmish combat screen's panels, each a pure model computed from the core and an
//! egui widget that draws it.

pub mod odds;
