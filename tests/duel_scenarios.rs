//! Runs every duel scenario under tests/scenarios/duel (docs/scenarios.md): the worked test
//! cases of rules-duel.md Appendix B and content-duel.md C-7, each file named by its test ID.

use std::path::Path;

#[test]
fn every_duel_scenario_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/scenarios/duel");
    let content = root.join("assets/content");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios/duel exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            horizon_notes::scenario::duel::run_file(f, &content)
                .err()
                .map(|e| {
                    format!(
                        "{}: {e}",
                        f.file_name()
                            .map(|n| n.to_string_lossy())
                            .unwrap_or_default()
                    )
                })
        })
        .collect();
    println!("{} duel scenarios, {} failed", files.len(), failures.len());
    assert!(
        failures.is_empty(),
        "failing scenarios:\n{}",
        failures.join("\n\n")
    );
}
