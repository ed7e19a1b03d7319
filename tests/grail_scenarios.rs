//! Appendix B (GT-…): every scenario file in `tests/scenarios/grail/` runs and passes.

use std::path::Path;

use horizon_notes::scenario::{Game, files_in, run_file};

#[test]
fn appendix_b_scenarios_pass() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = files_in(&root.join("tests/scenarios/grail")).expect("scenario directory");
    assert!(!files.is_empty(), "no scenarios found");
    let content = root.join("assets/content");
    let mut failures = Vec::new();
    for f in &files {
        match run_file(f, &content) {
            Ok(Game::Grail) => {}
            Ok(Game::Duel) => failures.push(format!("{}: read as a duel scenario", f.display())),
            Err(e) => failures.push(e.to_string()),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
