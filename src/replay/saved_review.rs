//! A replay's review saved beside it (`NAME.review` next to `NAME.json`), reused while the
//! replay, the game data, the review's budget and the engine that judged it are the same;
//! anything else asks for a new review. A file that cannot be read is an error naming the
//! file and the reason, and the caller reviews again.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::fault::{IoFault, JsonFault};

use super::{ReplayError, ReplayReason};

/// Raised whenever the review's method or the search it runs changes what it finds.
pub const REVIEW_ENGINE: u32 = 3;

/// What a saved review was made of: if any of it differs, the review is stale.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewKey {
    pub engine: u32,
    /// The game's version: a new build may play or judge differently.
    pub build: String,
    pub content_hash: String,
    pub final_state_hash: String,
    pub actions: usize,
    pub iterations: u32,
    pub seed: u64,
}

impl ReviewKey {
    pub fn new(
        content_hash: &str,
        final_state_hash: &str,
        actions: usize,
        iterations: u32,
        seed: u64,
    ) -> ReviewKey {
        ReviewKey {
            engine: REVIEW_ENGINE,
            build: env!("CARGO_PKG_VERSION").to_string(),
            content_hash: content_hash.to_string(),
            final_state_hash: final_state_hash.to_string(),
            actions,
            iterations,
            seed,
        }
    }
}

impl ReviewKey {
    /// The key of a review of `r` at `iterations` a decision from `seed`.
    pub fn of<S, A>(r: &super::Record<S, A>, iterations: u32, seed: u64) -> ReviewKey {
        ReviewKey::new(
            &r.content_hash,
            &r.final_state_hash,
            r.actions.len(),
            iterations,
            seed,
        )
    }
}

#[derive(Serialize, Deserialize)]
struct Saved<T> {
    key: ReviewKey,
    review: T,
}

/// Where the review of the replay at `replay` is kept.
pub fn review_path(replay: &Path) -> PathBuf {
    replay.with_extension("review")
}

/// The saved review of `replay` if there is one made with `key`; `Ok(None)` when there is
/// none or it is stale.
pub fn load_review<T: DeserializeOwned>(
    replay: &Path,
    key: &ReviewKey,
) -> Result<Option<T>, ReplayError> {
    let path = review_path(replay);
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(ReplayError::new(
                &name,
                "",
                ReplayReason::Io(IoFault::of(&e)),
            ));
        }
    };
    let saved: Saved<T> = serde_json::from_str(&text)
        .map_err(|e| ReplayError::new(&name, "", ReplayReason::Json(JsonFault::of(&e))))?;
    Ok((saved.key == *key).then_some(saved.review))
}

/// Saves `review`, made with `key`, beside `replay`.
pub fn save_review<T: Serialize>(
    replay: &Path,
    key: &ReviewKey,
    review: &T,
) -> Result<(), ReplayError> {
    let path = review_path(replay);
    let name = path.display().to_string();
    let text = serde_json::to_string(&Saved {
        key: key.clone(),
        review,
    })
    .map_err(|e| ReplayError::new(&name, "", ReplayReason::Json(JsonFault::of(&e))))?;
    super::save_atomic(&path, &text)
        .map_err(|e| ReplayError::new(&name, "", ReplayReason::Io(IoFault::of(&e))))
}

/// A review as [`saved_or_made`] found or made it.
#[derive(Debug)]
pub struct Reviewed<T> {
    pub review: T,
    /// The saved review was used.
    pub reused: bool,
    /// What went wrong on the way without stopping it: a saved review that could not be
    /// read (and was made again), or a new one that could not be saved.
    pub problems: Vec<ReplayError>,
}

/// The review saved beside `replay` if it was made with `key`, else a new one from `make`
/// (`Ok(None)` when `make` was stopped), saved for next time.
pub fn saved_or_made<T: Serialize + DeserializeOwned>(
    replay: &Path,
    key: &ReviewKey,
    make: impl FnOnce() -> Result<Option<T>, ReplayError>,
) -> Result<Option<Reviewed<T>>, ReplayError> {
    let mut problems = Vec::new();
    match load_review::<T>(replay, key) {
        Ok(Some(review)) => {
            return Ok(Some(Reviewed {
                review,
                reused: true,
                problems,
            }));
        }
        Ok(None) => {}
        Err(e) => problems.push(e),
    }
    let Some(review) = make()? else {
        return Ok(None);
    };
    if let Err(e) = save_review(replay, key, &review) {
        problems.push(e);
    }
    Ok(Some(Reviewed {
        review,
        reused: false,
        problems,
    }))
}
