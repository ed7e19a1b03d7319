//! Every rule ID of rules-duel.md and rules-grail.md is named by at least one test or
//! scenario, or listed with its reason in docs/rule-coverage.md (duel) or
//! docs/grail-rule-coverage.md (Grail War).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// IDs such as `D-16.9` defined by the spec: `- **D-16.9**` bullets and glossary rows.
fn spec_ids(text: &str, prefix: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in text.lines() {
        let t = line.trim_start();
        let rest = t.strip_prefix("- **").or_else(|| t.strip_prefix("| "));
        if let Some(rest) = rest
            && rest.starts_with(prefix)
        {
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
                .collect();
            if id.len() > prefix.len() && id.contains('.') {
                ids.insert(id.trim_end_matches('.').to_string());
            }
        }
    }
    ids
}

/// IDs mentioned in `text`, e.g. "D-4.5" or test names like `d31_2_deck`.
fn mentioned(text: &str, prefix: &str, out: &mut BTreeSet<String>) {
    let letter = prefix.trim_end_matches('-');
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let rest: String = bytes[i..bytes.len().min(i + 12)].iter().collect();
        if rest.starts_with(prefix) {
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
                .collect();
            out.insert(id.trim_end_matches('.').to_string());
        } else if rest.starts_with(&format!("fn {}", letter.to_lowercase())) {
            let digits: String = rest[4..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '_')
                .collect();
            let parts: Vec<&str> = digits.split('_').filter(|p| !p.is_empty()).collect();
            if parts.len() >= 2 {
                out.insert(format!("{prefix}{}.{}", parts[0], parts[1]));
            }
        }
        i += 1;
    }
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Where one rule system's IDs are defined, cited and excused.
struct Coverage {
    /// The spec, relative to the repository root.
    spec: &'static str,
    /// The ID prefix, e.g. "D-".
    prefix: &'static str,
    /// Scenario folder whose JSON files cite rule IDs.
    scenarios: &'static str,
    /// The document that lists the IDs with no test, each with its reason.
    excuses: &'static str,
    /// A lower bound on the number of IDs, so that a broken parser cannot pass.
    min_ids: usize,
}

/// The IDs of `spec_text` named by no test or scenario and not excused, with the counts
/// (IDs, covered, excused) for the log.
fn uncovered(cov: &Coverage, spec_text: &str) -> (Vec<String>, usize, usize, usize) {
    let ids = spec_ids(spec_text, cov.prefix);
    assert!(
        ids.len() > cov.min_ids,
        "the spec parser found only {} IDs in {}",
        ids.len(),
        cov.spec
    );
    let this_file = root().join(file!());
    let mut covered = BTreeSet::new();
    let mut sources = Vec::new();
    files(&root().join("tests"), "rs", &mut sources);
    files(&root().join(cov.scenarios), "json", &mut sources);
    // This checker names IDs only as examples; they cover nothing.
    sources.retain(|f| f.file_name() != this_file.file_name());
    for f in &sources {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        mentioned(&text, cov.prefix, &mut covered);
    }
    let mut src = Vec::new();
    files(&root().join("src"), "rs", &mut src);
    for f in &src {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        if let Some(pos) = text.find("#[cfg(test)]") {
            mentioned(&text[pos..], cov.prefix, &mut covered);
        }
    }
    let excuses_path = root().join(cov.excuses);
    let excused_text = std::fs::read_to_string(&excuses_path)
        .unwrap_or_else(|e| panic!("{}: {e}", excuses_path.display()));
    // Only the first cell of a table row excuses an ID; IDs named in a reason or in the
    // prose around the tables excuse nothing.
    let mut excused = BTreeSet::new();
    for line in excused_text.lines() {
        if let Some(cell) = line.strip_prefix("| ").and_then(|r| r.split('|').next()) {
            let id = cell.trim();
            if id.starts_with(cov.prefix) {
                excused.insert(id.to_string());
            }
        }
    }
    // A test naming a section (say X-16) covers nothing by itself; naming covers.
    let missing: Vec<String> = ids
        .iter()
        .filter(|id| !covered.contains(*id) && !excused.contains(*id))
        .cloned()
        .collect();
    let n_covered = ids.iter().filter(|i| covered.contains(*i)).count();
    let n_excused = ids.iter().filter(|i| excused.contains(*i)).count();
    (missing, ids.len(), n_covered, n_excused)
}

/// Checks one rules file. The specs live beside the repository (`../shared/docs/`), not in
/// it; a checkout without them skips the check with a note rather than failing CI.
fn check(cov: &Coverage) {
    let spec_path = root().join(cov.spec);
    let Ok(spec) = std::fs::read_to_string(&spec_path) else {
        println!(
            "skipped: {} is not beside this checkout",
            spec_path.display()
        );
        return;
    };
    let (missing, ids, covered, excused) = uncovered(cov, &spec);
    println!("{ids} rule IDs, {covered} named by tests, {excused} excused");
    assert!(
        missing.is_empty(),
        "{} rule IDs named by no test or scenario and not excused in {}: {missing:?}",
        cov.prefix,
        cov.excuses
    );
}

/// Every duel rule ID is named by a test or a scenario, or excused.
#[test]
fn every_duel_rule_id_is_tested_or_excused() {
    check(&Coverage {
        spec: "../shared/docs/rules-duel.md",
        prefix: "D-",
        scenarios: "tests/scenarios/duel",
        excuses: "docs/rule-coverage.md",
        min_ids: 100,
    });
}

/// Every Grail War rule ID is named by a test or a scenario, or
/// excused with its reason.
#[test]
fn every_grail_rule_id_is_tested_or_excused() {
    check(&Coverage {
        spec: "../shared/docs/rules-grail.md",
        prefix: "G-",
        scenarios: "tests/scenarios/grail",
        excuses: "docs/grail-rule-coverage.md",
        min_ids: 200,
    });
}
