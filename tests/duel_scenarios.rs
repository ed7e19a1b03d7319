//! Runs every duel scenario under tests/scenarios/duel (docs/scenarios.md): the worked test
//! cases of rules-duel.md Appendix B and content-duel.md C-7, each file named by its test ID.

use std::path::Path;

use horizon_notes::scenario::{Game, files_in, run_file};

#[test]
fn every_duel_scenario_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/scenarios/duel");
    let content = root.join("assets/content");
    let files = files_in(&dir).expect("tests/scenarios/duel exists");
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| match run_file(f, &content) {
            Ok(Game::Duel) => None,
            Ok(Game::Grail) => Some(format!("{}: read as a Grail War scenario", f.display())),
            Err(e) => Some(e.to_string()),
        })
        .collect();
    println!("{} duel scenarios, {} failed", files.len(), failures.len());
    assert!(
        failures.is_empty(),
        "failing scenarios:\n{}",
        failures.join("\n\n")
    );
}
