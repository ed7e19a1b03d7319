//! The Grail War rules core (rules-grail.md): a pure, deterministic engine. `new_game`
//! builds a game, `legal_actions` lists every choice at the pending decision, and `apply`
//! plays one action and returns the events, or an error that leaves the state unchanged
//! (G-39.4). The strategic layer is in `strategic`, combat in `combat`.

pub mod action;
mod combat;
mod combat_state;
mod engine;
pub mod event;
mod illegal;
pub mod legal;
pub mod menu;
pub mod odds;
pub mod pointless;
pub mod query;
pub mod setup;
pub mod sim;
pub mod state;
mod strategic;
pub mod timeout;
pub mod undo;
pub mod view;
pub mod warnings;

pub use action::{
    Action, Answer, CommandSpell, CritBuff, CritChoice, NpTarget, Offer, RuleError, TargetRef,
};
pub(crate) use combat::new_participant;
pub use combat::{
    ARTS_MP, BUSTER_BONUS, BUSTER_CAP, QUICK_BONUS, QUICK_CAP, ROUND_CAP, STALEMATE_ROUNDS,
    defense_card, opposed, range_penalty, refills_after, threshold,
};
pub use engine::{advance, apply, apply_into, apply_listed, begin_fixture_combat, initiative_of};
pub use event::{
    BuffEndReason, CancelReason, CardPurpose, CheckPurpose, CheckReason, CheckTerm, DamageTerm,
    Event, EventKind, FumbleOutcome, MpReason, Visibility,
};
pub use illegal::Illegal;
pub use legal::{
    MainPlan, SpellFamily, check, legal_actions, legal_free_actions, legal_free_actions_where,
    legal_main_actions, retreat_options,
};
pub use pointless::{Pointless, pointless};
pub use setup::{RULES_VERSION, SetupError, new_game, new_game_with_dice};
pub use state::*;
pub use timeout::timeout_action;
pub use view::{
    CombatInfo, FactionInfo, FactionStream, FactionView, ParticipantInfo, ServantInfo,
    event_visible, events_hash, is_insider,
};
pub use warnings::{Warning, spends_last_command_spells, warnings};
