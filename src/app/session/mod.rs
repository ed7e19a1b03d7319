//! What every game needs around its rules core, whichever game it is: who sits in each seat,
//! whose side is shown (and the hot-seat curtain),
//! the pace of queued events, the AI's searches on background tasks, and where replays
//! are saved.

mod curtain;
mod pacing;
mod search;
mod seat;
mod store;

pub use curtain::Shown;
pub use pacing::Pacing;
pub use search::{AiThinking, Hint, Searchable};
pub use seat::Seat;
pub use store::ReplayStore;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    app.init_resource::<Pacing>().init_resource::<ReplayStore>();
}
