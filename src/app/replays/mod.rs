//! Replays in the window, for any game (docs/replays.md): the Replays screen lists the saved
//! files, and the playback bar drives whichever game is being watched through
//! [`bar::PlaybackBar`] and [`bar::PlaybackCommand`].

pub mod bar;
mod controls;
pub mod names;
mod screen;

pub use bar::{
    BAR_HEIGHT, PlaybackBar, PlaybackCommand, ReplayNotice, SPEEDS, WatchRequest, Watchable,
    WinnerSide, WinnerSides,
};

pub(super) fn logic_plugin(app: &mut bevy::prelude::App) {
    app.add_message::<PlaybackCommand>()
        .init_resource::<ReplayNotice>()
        .init_resource::<Watchable>()
        .init_resource::<WinnerSides>();
}

pub(super) fn view_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((screen::plugin, controls::plugin));
}

/// Why a replay cannot be watched: the common reasons in the player's words, with the
/// detail (file, field, reason) under them.
pub fn cannot_watch(e: &crate::replay::ReplayError) -> String {
    match e.problem() {
        Some(why) => format!(
            "{}\n{}",
            crate::tr!("replays-cannot-watch", why = why),
            e.message()
        ),
        None => crate::tr!("replays-cannot-watch", why = e.message()),
    }
}
