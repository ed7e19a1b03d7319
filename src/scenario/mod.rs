//! Scenario files: data-driven rule tests for both games (docs/scenarios.md). The runners
//! live here, outside the rules cores, because they read files; the cores stay pure.

pub mod duel;
pub mod grail;
mod refs;

use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The game a scenario file is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Duel,
    Grail,
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Game::Duel => "duel",
            Game::Grail => "Grail War",
        })
    }
}

/// Why a scenario file did not pass.
#[derive(Debug)]
pub enum Failure {
    /// The file could not be read.
    Unreadable(std::io::Error),
    /// The file is not JSON.
    NotJson(serde_json::Error),
    /// The file is JSON but in neither game's format.
    UnknownGame,
    /// The scenario ran and failed: its first difference, or a problem in its contents.
    Failed { game: Game, reason: String },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Unreadable(e) => write!(f, "cannot read: {e}"),
            Failure::NotJson(e) => write!(f, "not a JSON file: {e}"),
            Failure::UnknownGame => f.write_str(
                "neither a duel scenario (a top-level \"content\" object) nor a Grail War \
                 scenario (\"setup\" with a \"fixture\", or a list of \"cases\")",
            ),
            Failure::Failed { game, reason } => write!(f, "{game} scenario: {reason}"),
        }
    }
}

/// A scenario file that did not pass, and why.
#[derive(Debug)]
pub struct ScenarioError {
    pub file: PathBuf,
    pub failure: Failure,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.failure)
    }
}

impl std::error::Error for ScenarioError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.failure {
            Failure::Unreadable(e) => Some(e),
            Failure::NotJson(e) => Some(e),
            Failure::UnknownGame | Failure::Failed { .. } => None,
        }
    }
}

/// Which game a parsed scenario file is for, from its shape: a Grail War scenario has a
/// `setup` with a `fixture` (or is a list of `cases`, each with one); a duel scenario has a
/// top-level `content` object, which its format requires and the Grail War format refuses.
/// So no file needs to say which game it is for.
pub fn game_of(v: &Value) -> Option<Game> {
    if v.pointer("/setup/fixture").is_some() || v.get("cases").is_some_and(Value::is_array) {
        Some(Game::Grail)
    } else if v.get("content").is_some_and(Value::is_object) {
        Some(Game::Duel)
    } else {
        None
    }
}

/// Reads one scenario file, finds its game ([`game_of`]) and runs it. `content_dir` is the
/// shipped content (a duel scenario with `"starter": true` loads it; a Grail War scenario
/// starts from the built-in starter content). Returns the game the file was for.
pub fn run_file(path: &Path, content_dir: &Path) -> Result<Game, ScenarioError> {
    let fail = |failure| ScenarioError {
        file: path.to_path_buf(),
        failure,
    };
    let text = std::fs::read_to_string(path).map_err(|e| fail(Failure::Unreadable(e)))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| fail(Failure::NotJson(e)))?;
    let game = game_of(&v).ok_or_else(|| fail(Failure::UnknownGame))?;
    let result = match game {
        Game::Duel => duel::run_str(&text, path.parent().unwrap_or(Path::new(".")), content_dir),
        Game::Grail => grail::run_str(&text),
    };
    result.map_err(|reason| fail(Failure::Failed { game, reason }))?;
    Ok(game)
}

/// Every `*.json` file directly in `dir`, sorted by name (a scenario folder; its
/// subfolders hold shared fixtures, not scenarios).
pub fn files_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|x| x == "json") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    fn content() -> PathBuf {
        root().join("assets/content")
    }

    /// A file in the system's temporary folder, removed when dropped.
    struct TempFile(PathBuf);

    impl TempFile {
        fn new(name: &str, text: &str) -> TempFile {
            let path = std::env::temp_dir().join(format!("{}-{name}", std::process::id()));
            std::fs::write(&path, text).expect("the temporary folder is writable");
            TempFile(path)
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn one_runner_runs_either_game_by_its_contents() {
        let duel = root().join("tests/scenarios/duel/D-10.5.json");
        let grail = root().join("tests/scenarios/grail/GT-01.json");
        assert_eq!(run_file(&duel, &content()).expect("passes"), Game::Duel);
        assert_eq!(run_file(&grail, &content()).expect("passes"), Game::Grail);
    }

    #[test]
    fn a_bad_file_is_an_error_that_names_the_file_and_the_reason() {
        let garbage = TempFile::new("garbage.json", "this is not a scenario {");
        let e = run_file(&garbage.0, &content()).expect_err("not JSON");
        assert_eq!(e.file, garbage.0);
        assert!(matches!(e.failure, Failure::NotJson(_)), "{e}");
        assert!(
            e.to_string().starts_with(&garbage.0.display().to_string()),
            "{e}"
        );

        let other = TempFile::new("other.json", r#"{"id": "X", "steps": []}"#);
        let e = run_file(&other.0, &content()).expect_err("no game");
        assert!(matches!(e.failure, Failure::UnknownGame), "{e}");

        let missing = root().join("tests/scenarios/no-such-file.json");
        let e = run_file(&missing, &content()).expect_err("missing");
        assert!(matches!(e.failure, Failure::Unreadable(_)), "{e}");
    }

    #[test]
    fn a_failing_scenario_names_its_game_and_first_difference() {
        let grail = TempFile::new(
            "grail.json",
            r#"{"id": "X", "rules": ["G-1.1"], "setup": {"fixture": "CF"}, "steps": [
                {"expect": {"/day": 5}}]}"#,
        );
        let e = run_file(&grail.0, &content()).expect_err("day 1, not 5");
        match &e.failure {
            Failure::Failed { game, reason } => {
                assert_eq!(*game, Game::Grail);
                assert!(reason.contains("expected 5, got 1"), "{e}");
            }
            other => panic!("{other:?}"),
        }
        let duel = TempFile::new(
            "duel.json",
            r#"{"id": "X", "rules": [], "content": {}, "setup": {}, "steps": []}"#,
        );
        let e = run_file(&duel.0, &content()).expect_err("no rules");
        assert!(
            matches!(
                e.failure,
                Failure::Failed {
                    game: Game::Duel,
                    ..
                }
            ),
            "{e}"
        );
    }
}
