//! Appendix B (GT-…): every scenario file in `tests/scenarios/grail/` runs and passes.

use std::path::Path;

use horizon_notes::rules::grail::scenario::{run_scenario_file, scenario_files};

#[test]
fn appendix_b_scenarios_pass() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/grail");
    let files = scenario_files(&dir).expect("scenario directory");
    assert!(!files.is_empty(), "no scenarios found");
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = run_scenario_file(f) {
            failures.push(e);
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
