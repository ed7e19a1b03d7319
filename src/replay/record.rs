//! Building replays during play or simulation, and saving them: where (the user's data
//! folder), under what name, and atomically (write a temporary file, then rename), so a
//! crash leaves either the previous version or the new one, never half a file.

use std::path::{Path, PathBuf};

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::paths;
use crate::rules::core::{DuelCore, GrailCore};
use crate::rules::{duel, grail};

use super::format::{DuelReplay, FORMAT_VERSION, GameKind, GrailReplay, Record, SeatInfo};
use super::recorded::{Recorded, ReplayOf};

/// The first 8 hex digits of a state hash: the per-action fingerprint.
pub(crate) fn short_hash(hash: &str) -> String {
    hash.chars().take(8).collect()
}

/// Records a game as it is played: after every action the replay is complete and
/// verifiable (its `final_state_hash` is the present state's), so it can be saved at once.
#[derive(Clone, Debug)]
pub struct Recorder<G: Recorded> {
    replay: ReplayOf<G>,
}

/// Records a duel as it is played.
pub type DuelRecorder = Recorder<DuelCore>;

impl<G: Recorded> Recorder<G> {
    /// A replay of a game set up with `config`, before any action; `state` is the state
    /// `new_game` returned.
    pub fn new(
        c: &G::Content,
        config: &G::Config,
        seats: impl Into<Vec<SeatInfo>>,
        state: &G::State,
        created: String,
    ) -> Self {
        Recorder {
            replay: Record {
                format_version: FORMAT_VERSION,
                game: G::KIND,
                content_hash: G::content_hash(c).to_string(),
                seed: G::seed(config),
                seats: seats.into(),
                setup: config.clone(),
                actions: Vec::new(),
                result: G::result(state),
                final_state_hash: G::hash(state),
                created,
            },
        }
    }

    /// Notes an action that the core accepted, and the state it led to.
    pub fn push(&mut self, seat: G::Seat, action: G::Action, after: &G::State) {
        let hash = G::hash(after);
        self.replay
            .actions
            .push(G::step(seat, action, Some(short_hash(&hash))));
        self.replay.final_state_hash = hash;
        self.replay.result = G::result(after);
    }

    /// Forgets every action after the first `n`, which led to `at`: the game as finally
    /// played, after an undo.
    pub fn truncate(&mut self, n: usize, at: &G::State) {
        self.replay.actions.truncate(n);
        self.replay.final_state_hash = G::hash(at);
        self.replay.result = G::result(at);
    }

    /// Goes on recording after the actions of an existing replay.
    pub fn from_replay(replay: ReplayOf<G>) -> Self {
        Recorder { replay }
    }

    /// Names the seats (once the session knows what to call them).
    pub fn set_seats(&mut self, seats: impl Into<Vec<SeatInfo>>) {
        self.replay.seats = seats.into();
    }

    pub fn replay(&self) -> &ReplayOf<G> {
        &self.replay
    }

    pub fn into_replay(self) -> ReplayOf<G> {
        self.replay
    }
}

/// The replay of a finished (or stopped) game from its config and the actions taken,
/// re-applying them to fingerprint every step.
pub fn record<G: Recorded>(
    c: &G::Content,
    config: &G::Config,
    seats: impl Into<Vec<SeatInfo>>,
    actions: &[(G::Seat, G::Action)],
    created: String,
) -> Result<ReplayOf<G>, String> {
    let (mut s, _) = G::new_game(c, config)?;
    let mut rec = Recorder::<G>::new(c, config, seats, &s, created);
    let mut ev = Vec::new();
    for (i, (seat, a)) in actions.iter().enumerate() {
        ev.clear();
        G::apply(c, &mut s, *seat, a.clone(), &mut ev).map_err(|e| format!("action {i}: {e}"))?;
        rec.push(*seat, a.clone(), &s);
    }
    Ok(rec.into_replay())
}

/// [`record`] for a duel.
pub fn record_duel(
    c: &DuelContent,
    config: &duel::GameConfig,
    seats: [SeatInfo; 2],
    actions: &[(duel::PlayerId, duel::Action)],
    created: String,
) -> Result<DuelReplay, String> {
    record::<DuelCore>(c, config, seats, actions, created)
}

/// [`record`] for a Grail War game; its actions are those the state's `log` kept.
pub fn record_grail(
    c: &GrailContent,
    config: &grail::GameConfig,
    seats: Vec<SeatInfo>,
    actions: &[(grail::FactionId, grail::Action)],
    created: String,
) -> Result<GrailReplay, String> {
    record::<GrailCore>(c, config, seats, actions, created)
}

/// Where autosaved replays go: `replays` in the user's data folder ([`paths::data_dir`]).
pub fn replay_dir() -> Option<PathBuf> {
    paths::data_dir().map(|d| d.join("replays"))
}

/// Where unfinished live games are saved: `saves` in the user's data folder.
pub fn saves_dir() -> Option<PathBuf> {
    paths::data_dir().map(|d| d.join("saves"))
}

/// A file name that sorts by date: `duel-20261129-233201-00c0ffee.json` (the seed's low
/// 32 bits tell apart games started in the same second).
pub fn file_name_for(game: GameKind, created: &str, seed: u64) -> String {
    let stamp: String = created
        .chars()
        .filter(char::is_ascii_digit)
        .take(14)
        .collect();
    let (date, time) = stamp.split_at(stamp.len().min(8));
    format!("{game}-{date}-{time}-{:08x}.json", seed as u32)
}

/// Writes `contents` to `path` atomically: a temporary file beside it, flushed, then
/// renamed over it. Creates the folder if needed.
pub fn save_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    write_atomic(path, contents, None)
}

/// `save_atomic`, with the file's modification time set to `modified`: the time of a clock
/// that is not the system's (an unfinished game's age is read from it).
pub fn save_atomic_dated(
    path: &Path,
    contents: &str,
    modified: std::time::SystemTime,
) -> std::io::Result<()> {
    write_atomic(path, contents, Some(modified))
}

fn write_atomic(
    path: &Path,
    contents: &str,
    modified: Option<std::time::SystemTime>,
) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents.as_bytes())?;
        if let Some(t) = modified {
            f.set_modified(t)?;
        }
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// The current time, UTC, as RFC 3339 (`2026-11-29T23:32:04Z`).
pub fn timestamp_utc() -> String {
    timestamp_at(std::time::SystemTime::now())
}

/// A time, UTC, as RFC 3339.
pub fn timestamp_at(t: std::time::SystemTime) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    rfc3339(secs)
}

/// Seconds since 1970 as an RFC 3339 UTC time (the civil-from-days algorithm).
fn rfc3339(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_known_dates() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_795_995_124), "2026-11-29T23:32:04Z");
    }

    #[test]
    fn file_names_sort_by_date() {
        assert_eq!(
            file_name_for(GameKind::Duel, "2026-11-29T23:32:04Z", 0x1_00c0_ffee),
            "duel-20261129-233204-00c0ffee.json"
        );
    }
}
