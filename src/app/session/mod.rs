//! What every game needs around its rules core, whichever game it is: the game being
//! played or watched ([`Session`]: state, seats, queued events, the replay and its autosave),
//! the app's clock, who sits in each seat, whose side is shown (and the hot-seat curtain),
//! the pace of queued events, the AI's searches on background tasks, and where replays
//! are saved.

mod choice;
mod clock;
mod curtain;
mod game;
mod pacing;
mod player;
pub mod saves;
mod search;
mod seat;
mod store;

pub use choice::{Choice, Rewind, apply_choices};
pub use clock::{AppClock, search_due};
pub use curtain::{CurtainGuard, Shown};
pub use game::{Playable, Queued, Session, autosave, follow_decision};
pub use pacing::{Pacing, PlaybackClock};
pub use player::{ShowsEvents, idle, play_events};
pub use search::{AiThinking, Hint, Searchable};
pub use seat::{Seat, menu_difficulty, saved_seat};
pub use store::{ReplayStore, newest_first};

pub(super) fn plugin(app: &mut bevy::prelude::App) {
    app.add_message::<Rewind>()
        .init_resource::<AppClock>()
        .init_resource::<Pacing>()
        .init_resource::<ReplayStore>()
        .init_resource::<saves::SaveList>();
}
