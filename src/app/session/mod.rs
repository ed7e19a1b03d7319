//! What every game needs around its rules core, whichever game it is: who sits in each seat,
//! the pace of queued events, and where replays are saved.

mod pacing;
mod seat;
mod store;

pub use pacing::Pacing;
pub use seat::Seat;
pub use store::ReplayStore;

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    app.init_resource::<Pacing>().init_resource::<ReplayStore>();
}
