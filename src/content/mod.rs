//! Game data: serde types for `assets/content/**.json`, loading, and validation with errors
//! that name the file, the JSON path and the reason (D-31.1).

pub mod duel;
pub mod duel_load;
mod duel_types;
pub mod grail;

use std::fmt;

use sha2::{Digest, Sha256};

/// A problem in a content file: which file, where in it (a JSON path such as
/// `[3].attack_skills[0].cost`), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub path: String,
    pub reason: String,
}

impl ContentError {
    pub fn new(
        file: impl Into<String>,
        path: impl Into<String>,
        reason: impl Into<String>,
    ) -> Self {
        ContentError {
            file: file.into(),
            path: path.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}: {}", self.file, self.reason)
        } else {
            write!(f, "{}: at {}: {}", self.file, self.path, self.reason)
        }
    }
}

impl std::error::Error for ContentError {}

/// SHA-256 (hex) of a value's JSON form: the fingerprint of content and states.
pub fn hash_json<T: serde::Serialize>(value: &T) -> String {
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let digest = Sha256::digest(&bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}
