//! Replays (docs/replays.md): a versioned JSON record of one game — its setup, who sat in
//! each seat and every action — that re-applies exactly, because the rules cores are
//! deterministic given the seed. `load` reads an untrusted file with every size capped
//! before parsing; `verify` re-applies the actions and compares the final state hash;
//! `record` builds replays during play and saves them atomically. All of it is written
//! once over [`Recorded`], the rules core as a replay sees it.

mod error;
mod format;
mod load;
mod record;
mod recorded;
mod saved_review;
mod sims;
mod verify;

pub use error::{ReplayError, ReplayReason};
pub use format::{
    DuelReplay, DuelStep, FORMAT_VERSION, GameKind, GameResult, GrailReplay, GrailStep, Record,
    Replay, SeatInfo, SeatKind,
};
pub use load::{
    Limits, MAX_ACTIONS, MAX_DEPTH, MAX_FILE_BYTES, MAX_NUMBER_CHARS, load_file, parse_bytes,
};
pub use record::{
    DuelRecorder, Recorder, file_name_for, record, record_duel, record_grail, replay_dir,
    save_atomic, save_atomic_dated, saves_dir, timestamp_at, timestamp_utc,
};
pub use recorded::{Recorded, ReplayOf};
pub use saved_review::{
    REVIEW_ENGINE, ReviewKey, Reviewed, load_review, review_path, save_review, saved_or_made,
};
pub use sims::save_sim;
pub use verify::{DuelPlayback, Playback, Verified, verify, verify_duel, verify_record};
