//! Building replays during play or simulation, and saving them: where (the XDG data
//! folder), under what name, and atomically (write a temporary file, then rename), so a
//! crash leaves either the previous version or the new one, never half a file.

use std::path::{Path, PathBuf};

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::{duel, grail};

use super::format::{
    DuelReplay, DuelStep, FORMAT_VERSION, GameKind, GameResult, GrailReplay, GrailStep, SeatInfo,
};

/// The first 8 hex digits of a state hash: the per-action fingerprint.
pub(crate) fn short_hash(hash: &str) -> String {
    hash.chars().take(8).collect()
}

/// How a duel ended, in replay form; `None` while it goes on.
pub fn duel_result(s: &duel::State) -> Option<GameResult> {
    let outcome = s.outcome?;
    let (winner, reason) = match outcome {
        duel::Outcome::Win { winner, reason } => (Some(winner.index() as u8), reason),
        duel::Outcome::Draw { reason } => (None, reason),
    };
    let reason = match reason {
        duel::EndReason::LeaderFallen => "leader fallen",
        duel::EndReason::BothLeadersFallen => "both leaders fallen",
        duel::EndReason::TurnLimit => "turn limit",
        duel::EndReason::Concede => "concession",
    };
    Some(GameResult {
        winner,
        reason: reason.into(),
        turns: s.turn,
    })
}

/// How a Grail War ended, in replay form; `None` while it goes on.
pub fn grail_result(s: &grail::GameState) -> Option<GameResult> {
    let (winner, reason) = match s.outcome.as_ref()? {
        grail::Outcome::Winner { faction, by } => (
            Some(*faction),
            match by {
                grail::WinReason::LastStanding => "last standing",
                grail::WinReason::GrailDistrict => "holds the Grail district",
                grail::WinReason::GrailPoints => "most Grail points",
                grail::WinReason::HpPercent => "most HP left",
            },
        ),
        grail::Outcome::Draw { .. } => (None, "draw"),
    };
    Some(GameResult {
        winner,
        reason: reason.into(),
        turns: u32::from(s.day),
    })
}

/// Records a duel as it is played: after every action the replay is complete and
/// verifiable (its `final_state_hash` is the present state's), so it can be saved at once.
#[derive(Clone, Debug)]
pub struct DuelRecorder {
    replay: DuelReplay,
}

impl DuelRecorder {
    /// A replay of a duel set up with `config`, before any action; `state` is the state
    /// `new_game` returned.
    pub fn new(
        c: &DuelContent,
        config: &duel::GameConfig,
        seats: [SeatInfo; 2],
        state: &duel::State,
        created: String,
    ) -> Self {
        DuelRecorder {
            replay: DuelReplay {
                format_version: FORMAT_VERSION,
                game: GameKind::Duel,
                content_hash: c.hash.clone(),
                seed: config.seed,
                seats: seats.to_vec(),
                setup: config.clone(),
                actions: Vec::new(),
                result: duel_result(state),
                final_state_hash: state.hash(),
                created,
            },
        }
    }

    /// Notes an action that the core accepted, and the state it led to.
    pub fn push(&mut self, player: duel::PlayerId, action: duel::Action, after: &duel::State) {
        let hash = after.hash();
        self.replay.actions.push(DuelStep {
            player,
            action,
            after: Some(short_hash(&hash)),
        });
        self.replay.final_state_hash = hash;
        self.replay.result = duel_result(after);
    }

    /// Goes on recording after the actions of an existing replay.
    pub fn from_replay(replay: DuelReplay) -> Self {
        DuelRecorder { replay }
    }

    /// Names the seats (once the session knows what to call them).
    pub fn set_seats(&mut self, seats: [SeatInfo; 2]) {
        self.replay.seats = seats.to_vec();
    }

    pub fn replay(&self) -> &DuelReplay {
        &self.replay
    }

    pub fn into_replay(self) -> DuelReplay {
        self.replay
    }
}

/// The replay of a finished (or stopped) duel from its config and actions, re-applying
/// them to fingerprint every step.
pub fn record_duel(
    c: &DuelContent,
    config: &duel::GameConfig,
    seats: [SeatInfo; 2],
    actions: &[(duel::PlayerId, duel::Action)],
    created: String,
) -> Result<DuelReplay, String> {
    let (mut s, _) = duel::new_game(c, config).map_err(|e| e.to_string())?;
    let mut rec = DuelRecorder::new(c, config, seats, &s, created);
    let mut ev = Vec::new();
    for (i, &(p, a)) in actions.iter().enumerate() {
        ev.clear();
        duel::apply_into(c, &mut s, p, a, &mut ev).map_err(|e| format!("action {i}: {e}"))?;
        rec.push(p, a, &s);
    }
    Ok(rec.into_replay())
}

/// The replay of a Grail War game from its config and the actions applied (the state's
/// `log`), re-applying them to fingerprint every step.
pub fn record_grail(
    c: &GrailContent,
    config: &grail::GameConfig,
    seats: Vec<SeatInfo>,
    actions: &[(grail::FactionId, grail::Action)],
    created: String,
) -> Result<GrailReplay, String> {
    let (mut s, _) = grail::new_game(c, config.clone()).map_err(|e| e.to_string())?;
    let mut steps = Vec::with_capacity(actions.len());
    let mut ev = Vec::new();
    for (i, (f, a)) in actions.iter().enumerate() {
        ev.clear();
        grail::apply_into(c, &mut s, *f, a.clone(), &mut ev)
            .map_err(|e| format!("action {i}: {e}"))?;
        steps.push(GrailStep {
            faction: *f,
            action: a.clone(),
            after: Some(short_hash(&s.hash())),
        });
    }
    Ok(GrailReplay {
        format_version: FORMAT_VERSION,
        game: GameKind::Grail,
        content_hash: c.hash.clone(),
        seed: config.rng_seed,
        seats,
        setup: config.clone(),
        actions: steps,
        result: grail_result(&s),
        final_state_hash: s.hash(),
        created,
    })
}

/// The user's data folder for HorizonNotes (XDG): `$XDG_DATA_HOME/horizon-notes`, else
/// `$HOME/.local/share/horizon-notes`; `None` when neither is set.
pub fn data_dir() -> Option<PathBuf> {
    let nonempty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    let base = nonempty("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| nonempty("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(base.join("horizon-notes"))
}

/// Where autosaved replays go: `<data_dir>/replays`.
pub fn replay_dir() -> Option<PathBuf> {
    data_dir().map(|d| d.join("replays"))
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
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// The current time, UTC, as RFC 3339 (`2026-11-29T23:32:04Z`).
pub fn timestamp_utc() -> String {
    let secs = std::time::SystemTime::now()
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
