//! Loading an untrusted replay. Every size is capped before anything is parsed: the file
//! is read through a limit, then one pass over the raw bytes checks nesting depth and the
//! length of every number; only then does serde parse it, with the action list capped as
//! it is read. Every failure names the file, the JSON field and the reason.

use std::io::Read;
use std::path::Path;

use serde::Deserialize;

use crate::fault::{IoFault, JsonFault};

use super::error::{ReplayError, ReplayReason};
use super::format::{DuelReplay, FORMAT_VERSION, GameKind, GrailReplay, Replay};

/// The largest replay file read: a long 7-faction Grail War is a few hundred KiB.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;
/// The most actions in one replay.
pub const MAX_ACTIONS: usize = 100_000;
/// The deepest nesting of arrays and objects (a real replay needs about 10).
pub const MAX_DEPTH: usize = 32;
/// The longest number literal: a u64 has 20 digits.
pub const MAX_NUMBER_CHARS: usize = 24;

/// The caps, together, for messages and docs.
#[derive(Clone, Copy, Debug)]
pub struct Limits;

impl std::fmt::Display for Limits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "at most {MAX_FILE_BYTES} bytes, {MAX_ACTIONS} actions, nesting {MAX_DEPTH} deep, \
             numbers of {MAX_NUMBER_CHARS} characters"
        )
    }
}

/// Reads and parses a replay file (see [`parse_bytes`]); never reads more than
/// [`MAX_FILE_BYTES`] + 1 bytes, whatever the file claims to be.
pub fn load_file(path: &Path) -> Result<Replay, ReplayError> {
    let name = path.display().to_string();
    let err = |reason: ReplayReason| ReplayError::new(&name, "", reason);
    let file = std::fs::File::open(path).map_err(|e| err(ReplayReason::Io(IoFault::of(&e))))?;
    if let Ok(meta) = file.metadata()
        && meta.is_file()
        && meta.len() > MAX_FILE_BYTES
    {
        return Err(err(ReplayReason::TooLarge { bytes: meta.len() }));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| err(ReplayReason::Io(IoFault::of(&e))))?;
    parse_bytes(&name, &bytes)
}

/// Parses replay JSON from memory; `file` names it in errors.
pub fn parse_bytes(file: &str, bytes: &[u8]) -> Result<Replay, ReplayError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReplayError::new(
            file,
            "",
            ReplayReason::TooLarge {
                bytes: bytes.len() as u64,
            },
        ));
    }
    scan(file, bytes)?;
    let header: Header = parse(file, bytes)?;
    let version = header
        .format_version
        .ok_or_else(|| ReplayError::new(file, "format_version", ReplayReason::Missing))?;
    if version != u64::from(FORMAT_VERSION) {
        let reason = if version > u64::from(FORMAT_VERSION) {
            ReplayReason::VersionNewer { version }
        } else {
            ReplayReason::VersionOlder { version }
        };
        return Err(ReplayError::new(file, "format_version", reason));
    }
    let replay = match header.game {
        Some(GameKind::Duel) => Replay::Duel(parse::<DuelReplay>(file, bytes)?),
        Some(GameKind::Grail) => Replay::Grail(parse::<GrailReplay>(file, bytes)?),
        None => {
            return Err(ReplayError::new(file, "game", ReplayReason::Missing));
        }
    };
    check_header(file, &replay)?;
    Ok(replay)
}

/// The two fields read before the rest, so a replay of another version or game gets a
/// message about that rather than about some field it has or lacks.
#[derive(Deserialize)]
struct Header {
    format_version: Option<u64>,
    game: Option<GameKind>,
}

fn parse<T: for<'de> Deserialize<'de>>(file: &str, bytes: &[u8]) -> Result<T, ReplayError> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let field = e.path().to_string();
        let field = if field == "." { String::new() } else { field };
        let reason = ReplayReason::Json(JsonFault::of(e.inner()));
        ReplayError::new(file, field, reason)
    })?;
    de.end()
        .map_err(|e| ReplayError::new(file, "", ReplayReason::Json(JsonFault::of(&e))))?;
    Ok(value)
}

/// Checks that do not need the content: the seed and the seats agree with the setup, and
/// the hashes look like hashes.
fn check_header(file: &str, replay: &Replay) -> Result<(), ReplayError> {
    let (setup_seed, players) = match replay {
        Replay::Duel(r) => {
            if r.setup.rng_mode != crate::rules::duel::RngMode::Seeded {
                return Err(ReplayError::new(
                    file,
                    "setup.rng_mode",
                    ReplayReason::NotSeeded,
                ));
            }
            (r.setup.seed, 2)
        }
        Replay::Grail(r) => (r.setup.rng_seed, r.setup.factions.len()),
    };
    if replay.seed() != setup_seed {
        return Err(ReplayError::new(
            file,
            "seed",
            ReplayReason::SeedMismatch {
                seed: replay.seed(),
                setup: setup_seed,
            },
        ));
    }
    if replay.seats().len() != players {
        return Err(ReplayError::new(
            file,
            "seats",
            ReplayReason::SeatCount {
                seats: replay.seats().len(),
                players,
            },
        ));
    }
    let hex64 = |s: &str| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit());
    if !hex64(replay.content_hash()) {
        return Err(ReplayError::new(
            file,
            "content_hash",
            ReplayReason::NotAHash,
        ));
    }
    let final_hash = match replay {
        Replay::Duel(r) => &r.final_state_hash,
        Replay::Grail(r) => &r.final_state_hash,
    };
    if !hex64(final_hash) {
        return Err(ReplayError::new(
            file,
            "final_state_hash",
            ReplayReason::NotAHash,
        ));
    }
    Ok(())
}

/// One pass over the raw bytes, before parsing: nesting depth and number length. Strings
/// are skipped (with their escapes), so brackets inside them do not count.
fn scan(file: &str, bytes: &[u8]) -> Result<(), ReplayError> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut number_len = 0usize;
    let mut line = 1usize;
    for &b in bytes {
        if b == b'\n' {
            line += 1;
        }
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        if b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E') {
            number_len += 1;
            if number_len > MAX_NUMBER_CHARS {
                return Err(ReplayError::new(
                    file,
                    "",
                    ReplayReason::NumberTooLong { line },
                ));
            }
            continue;
        }
        number_len = 0;
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(ReplayError::new(file, "", ReplayReason::TooDeep { line }));
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scan_counts_depth_outside_strings_only() {
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert!(scan("f", deep.as_bytes()).is_err());
        let quoted = format!("{{\"a\": \"{}\"}}", "[".repeat(1000));
        assert!(scan("f", quoted.as_bytes()).is_ok());
        let escaped = r#"{"a": "\"[[[[", "b": 1}"#;
        assert!(scan("f", escaped.as_bytes()).is_ok());
    }

    #[test]
    fn scan_refuses_long_numbers() {
        let n = format!("{{\"seed\": {}}}", "9".repeat(MAX_NUMBER_CHARS + 1));
        let e = scan("f", n.as_bytes()).unwrap_err();
        assert_eq!(e.reason, ReplayReason::NumberTooLong { line: 1 }, "{e}");
        assert!(scan("f", b"{\"seed\": 18446744073709551615}").is_ok());
    }
}
