//! HorizonNotes, the duel (rules-duel.md): a pure, deterministic engine. `new_game` sets a
//! game up, `legal_actions` lists every choice at the pending decision, and `apply` plays one
//! action and returns the events, or an error that leaves the state unchanged.

pub mod action;
pub mod constants;
mod damage;
mod effects;
mod engine;
pub mod event;
mod legal;
pub mod preview;
pub mod setup;
pub mod state;
pub mod stats;
pub mod stops;
pub mod undo;
mod units;
pub mod view;

pub use action::{Action, RuleError};
pub use engine::{apply, apply_into, apply_quiet, begin_phase};
pub use event::Event;
pub use legal::{legal_actions, legal_actions_into};
pub use setup::{SetupError, new_game};
pub use state::*;
pub use view::DuelView;
