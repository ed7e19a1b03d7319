//! Every rule ID of rules-duel.md is named by at least one test or scenario, or listed with
//! its reason in docs/rule-coverage.md.

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

#[test]
fn every_duel_rule_id_is_tested_or_excused() {
    let spec_path = root().join("../shared/docs/rules-duel.md");
    let Ok(spec) = std::fs::read_to_string(&spec_path) else {
        println!(
            "skipped: {} is not beside this checkout",
            spec_path.display()
        );
        return;
    };
    let ids = spec_ids(&spec, "D-");
    assert!(
        ids.len() > 100,
        "the spec parser found only {} IDs",
        ids.len()
    );
    let mut covered = BTreeSet::new();
    let mut sources = Vec::new();
    files(&root().join("tests"), "rs", &mut sources);
    files(&root().join("tests/scenarios/duel"), "json", &mut sources);
    for f in &sources {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        mentioned(&text, "D-", &mut covered);
    }
    let mut src = Vec::new();
    files(&root().join("src"), "rs", &mut src);
    for f in &src {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        if let Some(pos) = text.find("#[cfg(test)]") {
            mentioned(&text[pos..], "D-", &mut covered);
        }
    }
    let excused_text =
        std::fs::read_to_string(root().join("docs/rule-coverage.md")).unwrap_or_default();
    let mut excused = BTreeSet::new();
    mentioned(&excused_text, "D-", &mut excused);
    // A test naming D-16 covers nothing by itself; a test naming D-16.9 covers D-16.9.
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| !covered.contains(*id) && !excused.contains(*id))
        .collect();
    println!(
        "{} rule IDs, {} named by tests, {} excused",
        ids.len(),
        ids.iter().filter(|i| covered.contains(*i)).count(),
        excused.len()
    );
    assert!(
        missing.is_empty(),
        "rule IDs named by no test or scenario: {missing:?}"
    );
}
