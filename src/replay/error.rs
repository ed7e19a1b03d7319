//! What is wrong with a replay or a save: the file, the field and a typed reason, which a
//! screen says in the player's language and the log in English.

use crate::fault::{IoFault, JsonFault, JsonFaultKind, located};
use crate::locale::{Lang, with_lang};
use crate::tr;

use super::load::{MAX_DEPTH, MAX_FILE_BYTES, MAX_NUMBER_CHARS};
use super::record::short_hash;

/// What is wrong with a replay: the file, the field (a JSON path such as
/// `actions[12].action`, or empty for the whole file) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub file: String,
    pub field: String,
    pub reason: ReplayReason,
    /// For a replay that does not re-apply: the index of the first action that diverges.
    pub action: Option<usize>,
}

/// Why a replay cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayReason {
    Io(IoFault),
    TooLarge {
        bytes: u64,
    },
    NumberTooLong {
        line: usize,
    },
    TooDeep {
        line: usize,
    },
    Json(JsonFault),
    /// A field the format requires is absent (`format_version`, `game`).
    Missing,
    VersionNewer {
        version: u64,
    },
    VersionOlder {
        version: u64,
    },
    NotSeeded,
    SeedMismatch {
        seed: u64,
        setup: u64,
    },
    SeatCount {
        seats: usize,
        players: usize,
    },
    NotAHash,
    NoContent {
        grail: bool,
    },
    OtherContent {
        recorded: String,
        ours: String,
    },
    /// The rules core refused the setup, in its own (English) words.
    Setup(String),
    NoMoreActions,
    /// The rules core refused a recorded action, in its own (English) words.
    Refused(String),
    Diverges,
    HashMismatch {
        actions: usize,
        got: String,
        want: String,
    },
    /// The recorded result and the one the actions give, as the English summary lines.
    ResultDiffers {
        recorded: String,
        actual: String,
    },
    StillGoing,
    /// A save of a duel whose seats are not two.
    TwoSeats,
    /// A bot setting that does not parse, in the parser's words.
    BadBot(String),
    /// A Grail War file where a duel was asked for.
    NotADuel,
}

impl ReplayError {
    pub fn new(file: &str, field: impl Into<String>, reason: ReplayReason) -> Self {
        ReplayError {
            file: file.to_string(),
            field: field.into(),
            reason,
            action: None,
        }
    }

    /// An error at action `index`.
    pub fn at_action(file: &str, index: usize, field: &str, reason: ReplayReason) -> Self {
        let field = if field.is_empty() {
            format!("actions[{index}]")
        } else {
            format!("actions[{index}].{field}")
        };
        ReplayError {
            action: Some(index),
            ..ReplayError::new(file, field, reason)
        }
    }

    /// The whole error, file and field first, in the current language.
    pub fn message(&self) -> String {
        located(&self.file, &self.field, &self.reason.message())
    }

    /// The error without the file in front, for lists that name the file already.
    pub fn detail(&self) -> String {
        if self.field.is_empty() {
            self.reason.message()
        } else {
            tr!(
                "replays-fault-at-field",
                field = self.field.as_str(),
                reason = self.reason.message()
            )
        }
    }

    /// The reasons met most, in a sentence a player understands without knowing the
    /// format; `None` for the rest, which only the detail describes.
    pub fn problem(&self) -> Option<String> {
        let id = match &self.reason {
            ReplayReason::Json(JsonFault {
                kind: JsonFaultKind::Truncated,
                ..
            }) => "replays-problem-truncated",
            ReplayReason::VersionNewer { .. } => "replays-problem-newer",
            ReplayReason::VersionOlder { .. } => "replays-problem-older",
            ReplayReason::OtherContent { .. } => "replays-problem-other-content",
            ReplayReason::Refused(_)
            | ReplayReason::Diverges
            | ReplayReason::HashMismatch { .. }
            | ReplayReason::ResultDiffers { .. }
            | ReplayReason::StillGoing => "replays-problem-tampered",
            ReplayReason::NotADuel => "replays-problem-not-a-duel",
            _ => return None,
        };
        Some(tr!(id))
    }

    /// What a list shows: the common reason in words, else the detail.
    pub fn problem_or_detail(&self) -> String {
        self.problem().unwrap_or_else(|| self.detail())
    }
}

impl ReplayReason {
    /// In the current language.
    pub fn message(&self) -> String {
        match self {
            ReplayReason::Io(e) => e.message(),
            ReplayReason::TooLarge { bytes } => {
                tr!(
                    "replays-fault-too-large",
                    bytes = *bytes,
                    max = MAX_FILE_BYTES
                )
            }
            ReplayReason::NumberTooLong { line } => {
                tr!(
                    "replays-fault-long-number",
                    line = *line,
                    max = MAX_NUMBER_CHARS
                )
            }
            ReplayReason::TooDeep { line } => {
                tr!("replays-fault-too-deep", line = *line, max = MAX_DEPTH)
            }
            ReplayReason::Json(e) => e.message(),
            ReplayReason::Missing => tr!("replays-fault-missing"),
            ReplayReason::VersionNewer { version } => tr!(
                "replays-fault-version-newer",
                version = *version,
                ours = super::FORMAT_VERSION
            ),
            ReplayReason::VersionOlder { version } => tr!(
                "replays-fault-version-older",
                version = *version,
                ours = super::FORMAT_VERSION
            ),
            ReplayReason::NotSeeded => tr!("replays-fault-not-seeded"),
            ReplayReason::SeedMismatch { seed, setup } => tr!(
                "replays-fault-seed",
                seed = seed.to_string(),
                setup = setup.to_string()
            ),
            ReplayReason::SeatCount { seats, players } => {
                tr!("replays-fault-seats", seats = *seats, players = *players)
            }
            ReplayReason::NotAHash => tr!("replays-fault-not-a-hash"),
            ReplayReason::NoContent { grail: false } => tr!("replays-fault-no-duel-content"),
            ReplayReason::NoContent { grail: true } => tr!("replays-fault-no-grail-content"),
            ReplayReason::OtherContent { recorded, ours } => tr!(
                "replays-fault-other-content",
                recorded = short_hash(recorded),
                ours = short_hash(ours)
            ),
            ReplayReason::Setup(detail) => {
                tr!("replays-fault-setup", detail = detail.as_str())
            }
            ReplayReason::NoMoreActions => tr!("replays-fault-no-more-actions"),
            ReplayReason::Refused(detail) => {
                tr!("replays-fault-refused", detail = detail.as_str())
            }
            ReplayReason::Diverges => tr!("replays-fault-diverges"),
            ReplayReason::HashMismatch { actions, got, want } => tr!(
                "replays-fault-hash",
                n = *actions,
                got = short_hash(got),
                want = short_hash(want)
            ),
            ReplayReason::ResultDiffers { recorded, actual } => tr!(
                "replays-fault-result",
                recorded = recorded.as_str(),
                actual = actual.as_str()
            ),
            ReplayReason::StillGoing => tr!("replays-fault-still-going"),
            ReplayReason::TwoSeats => tr!("replays-fault-two-seats"),
            ReplayReason::BadBot(detail) => tr!("replays-fault-bad-bot", detail = detail.as_str()),
            ReplayReason::NotADuel => tr!("replays-fault-not-a-duel"),
        }
    }
}

impl std::fmt::Display for ReplayReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&with_lang(Lang::En, || self.message()))
    }
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&with_lang(Lang::En, || self.message()))
    }
}

impl std::error::Error for ReplayError {}
