//! How the window was asked to start: plain play, a screenshot, autoplay, or a replay.

use std::path::PathBuf;

use crate::app::duel::Playback;

#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// Save a screenshot here and exit.
    pub screenshot: Option<PathBuf>,
    /// Skip the menus and watch two AIs play.
    pub autoplay: bool,
    pub seed: Option<u64>,
    /// With `autoplay` or `watch`: take the screenshot once this many turns are over.
    pub after_turns: u32,
    /// With `autoplay`: the game the AIs play.
    pub game: crate::cli::AutoGame,
    /// With `autoplay` of a skirmish: take the screenshot once this many rounds have begun.
    pub after_rounds: u16,
    /// With `autoplay` of a war: take the screenshot once this many days are over, at
    /// this time of day.
    pub after_days: u8,
    pub time: crate::cli::AutoTime,
    /// With `autoplay` of a war: a person plays the first seat.
    pub human_seat: bool,
    /// Open on this replay, already loaded and verified.
    pub watch: Option<Playback>,
    /// Open on this skirmish replay, already loaded and verified.
    pub watch_grail: Option<crate::app::grail::GrailPlayback>,
    /// Open on the Replays screen.
    pub open_replays: bool,
    /// The language, where the command line names one (screenshots read no settings).
    pub lang: Option<crate::locale::Lang>,
    /// The UI scale, where the command line names one.
    pub ui_scale: Option<f32>,
}
