//! The Bevy layer's structure (docs/decisions.md, "The app for two games"): no module of
//! `src/app` reaches, through its imports and paths, a module that reaches it back. Shared
//! parts sit below the games, so a game can be added without threading it through the
//! others. Test-only modules (`#[cfg(test)] mod tests`) are left out, as are comments.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from the crate root, e.g. `["app", "duel", "hud"]`.
type ModPath = Vec<String>;

fn app_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/app is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

fn module_path(file: &Path) -> ModPath {
    let rel = file
        .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
        .expect("a file under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The source without comments and without `#[cfg(test)]` modules.
fn code_of(text: &str) -> String {
    let no_comments: String = text
        .lines()
        .map(|l| match l.find("//") {
            // `//` inside a string ("http://") is rare in this tree; a path after it in a
            // string would only add an arrow, never hide one.
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = String::new();
    let mut rest = no_comments.as_str();
    while let Some(i) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let Some(open) = after.find('{') else {
            rest = "";
            break;
        };
        let mut depth = 0;
        let mut end = after.len();
        for (j, ch) in after[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every path in `code` that starts at `crate`, `super`, `self` or one of `children`, with
/// `use` groups (`a::{b, c::d}`) expanded.
fn paths_in(code: &str, children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if is_ident(chars[i]) && (i == 0 || !is_ident(chars[i - 1]) && chars[i - 1] != ':') {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let rooted = matches!(word.as_str(), "crate" | "super" | "self");
            if (rooted || children.contains(&word)) && chars.get(i) == Some(&':') {
                let mut prefix = vec![word];
                i = read_tree(&chars, i, &mut prefix, &mut out);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Reads `::seg::seg` and `::{...}` after `prefix`, pushing each full path to `out`.
fn read_tree(
    chars: &[char],
    mut i: usize,
    prefix: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let base = prefix.len();
    loop {
        if chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':') {
            i += 2;
            while chars.get(i).is_some_and(|c| c.is_whitespace()) {
                i += 1;
            }
            if chars.get(i) == Some(&'{') {
                i += 1;
                loop {
                    while chars.get(i).is_some_and(|c| c.is_whitespace() || *c == ',') {
                        i += 1;
                    }
                    match chars.get(i) {
                        None => break,
                        Some('}') => {
                            i += 1;
                            break;
                        }
                        Some(_) => {
                            let start = i;
                            while chars.get(i).is_some_and(|c| is_ident(*c)) {
                                i += 1;
                            }
                            if i == start {
                                // `*` or something unexpected: skip it.
                                i += 1;
                                continue;
                            }
                            let mut sub = prefix.clone();
                            sub.push(chars[start..i].iter().collect());
                            i = read_tree(chars, i, &mut sub, out);
                            // `as name` and the like end at the next separator.
                            while chars.get(i).is_some_and(|c| *c != ',' && *c != '}') {
                                i += 1;
                            }
                        }
                    }
                }
                prefix.truncate(base);
                return i;
            }
            let start = i;
            while chars.get(i).is_some_and(|c| is_ident(*c)) {
                i += 1;
            }
            if i == start {
                break;
            }
            prefix.push(chars[start..i].iter().collect());
        } else {
            break;
        }
    }
    out.push(prefix.clone());
    prefix.truncate(base);
    i
}

/// The module file a path names: its longest prefix that is a module of the tree.
fn resolve(from: &ModPath, path: &[String], modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    let mut segs = path.iter();
    let mut at: ModPath = match segs.next()?.as_str() {
        "crate" => Vec::new(),
        "self" => from.clone(),
        "super" => {
            let mut p = from.clone();
            p.pop();
            p
        }
        // A child module: `a/b.rs` and `a/b/mod.rs` both keep theirs in `a/b/`.
        child => {
            let mut p = from.clone();
            p.push(child.to_string());
            p
        }
    };
    for s in segs {
        if s == "super" {
            at.pop();
            continue;
        }
        let mut next = at.clone();
        next.push(s.clone());
        if modules.contains(&next) {
            at = next;
        } else {
            break;
        }
    }
    modules.contains(&at).then_some(at)
}

fn app_graph() -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let mut files = Vec::new();
    rust_files(&app_dir(), &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_path(f)).collect();
    let mut graph = BTreeMap::new();
    for f in &files {
        let me = module_path(f);
        let code = code_of(&std::fs::read_to_string(f).expect("a readable source file"));
        let children: BTreeSet<String> = modules
            .iter()
            .filter(|m| m.len() == me.len() + 1 && m.starts_with(&me))
            .map(|m| m[me.len()].clone())
            .collect();
        let arrows: BTreeSet<ModPath> = paths_in(&code, &children)
            .iter()
            .filter_map(|p| resolve(&me, p, &modules))
            .filter(|t| *t != me && t.first().is_some_and(|s| s == "app"))
            .collect();
        graph.insert(me, arrows);
    }
    graph
}

/// The cycles of a graph, one per strongly connected component of two or more modules.
fn cycles(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<ModPath>> {
    // Tarjan's algorithm, written out with explicit state for clarity.
    struct Tarjan<'a> {
        graph: &'a BTreeMap<ModPath, BTreeSet<ModPath>>,
        index: BTreeMap<ModPath, usize>,
        low: BTreeMap<ModPath, usize>,
        stack: Vec<ModPath>,
        on_stack: BTreeSet<ModPath>,
        next: usize,
        found: Vec<Vec<ModPath>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: &ModPath) {
            self.index.insert(v.clone(), self.next);
            self.low.insert(v.clone(), self.next);
            self.next += 1;
            self.stack.push(v.clone());
            self.on_stack.insert(v.clone());
            let graph = self.graph;
            for w in graph.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(&w);
                    let done = w == *v;
                    comp.push(w);
                    if done {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    self.found.push(comp);
                }
            }
        }
    }
    let mut t = Tarjan {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !t.index.contains_key(v) {
            t.visit(v);
        }
    }
    t.found
}

fn name(m: &ModPath) -> String {
    m.join("::")
}

#[test]
fn src_app_has_no_import_cycles() {
    let graph = app_graph();
    assert!(
        graph.len() > 20,
        "the app's modules were found: {}",
        graph.len()
    );
    let found = cycles(&graph);
    let report: Vec<String> = found
        .iter()
        .map(|c| {
            let members: BTreeSet<&ModPath> = c.iter().collect();
            let arrows: Vec<String> = c
                .iter()
                .flat_map(|a| {
                    graph[a]
                        .iter()
                        .filter(|b| members.contains(b))
                        .map(move |b| format!("{} -> {}", name(a), name(b)))
                })
                .collect();
            arrows.join(", ")
        })
        .collect();
    assert!(
        found.is_empty(),
        "import cycles in src/app:\n{}",
        report.join("\n")
    );
}

/// The checker itself sees a cycle when there is one, and expands `use` groups.
#[test]
fn the_checker_finds_a_planted_cycle_and_grouped_imports() {
    let children = BTreeSet::from(["board".to_string()]);
    let paths = paths_in(
        "use crate::app::{duel::{hud, mirror::Unit}, theme};\nfn f() { board::plugin(); super::x::Y; }",
        &children,
    );
    let shown: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    for want in [
        "crate::app::duel::hud",
        "crate::app::duel::mirror::Unit",
        "crate::app::theme",
        "board::plugin",
        "super::x::Y",
    ] {
        assert!(shown.iter().any(|s| s == want), "{want} in {shown:?}");
    }
    let a: ModPath = vec!["app".into(), "a".into()];
    let b: ModPath = vec!["app".into(), "b".into()];
    let c: ModPath = vec!["app".into(), "c".into()];
    let graph = BTreeMap::from([
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([c.clone()])),
        (c.clone(), BTreeSet::from([a.clone()])),
    ]);
    assert_eq!(cycles(&graph), vec![vec![a.clone(), b.clone(), c.clone()]]);
    let open = BTreeMap::from([(a, BTreeSet::from([b.clone()])), (b, BTreeSet::new())]);
    assert!(cycles(&open).is_empty());
    let tests_removed =
        code_of("use a;\n#[cfg(test)]\nmod tests {\n use crate::app::x; { }\n}\nuse b;");
    assert!(!tests_removed.contains("crate::app::x"), "{tests_removed}");
    assert!(tests_removed.contains("use b;"));
}
