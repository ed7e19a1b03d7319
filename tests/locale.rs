//! The message catalog: both languages hold the same messages, each formats with its
//! arguments, every message the code names exists and every message is named somewhere,
//! the glossary is sound, and the shipped font has a glyph for every character shown.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use horizon_notes::locale::{self, Args, Lang};

/// Each message (and `message.attribute`) of `l`, with the variables it reads.
fn messages(l: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, text) in locale::catalog_source(l) {
        let res = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, e)| panic!("{}/{file}.ftl: {e:?}", l.code()));
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                    out.insert(m.id.name.to_string(), vars.clone());
                }
                for a in &m.attributes {
                    let mut v = BTreeSet::new();
                    pattern_vars(&a.value, &mut v);
                    out.insert(format!("{}.{}", m.id.name, a.id.name), v);
                }
            }
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn the_catalog_builds_without_problems() {
    assert_eq!(locale::problems(), &[] as &[String]);
}

#[test]
fn both_languages_hold_the_same_messages() {
    let en: BTreeSet<_> = messages(Lang::En).into_keys().collect();
    let ja: BTreeSet<_> = messages(Lang::Ja).into_keys().collect();
    let only_en: Vec<_> = en.difference(&ja).collect();
    let only_ja: Vec<_> = ja.difference(&en).collect();
    assert!(
        only_en.is_empty() && only_ja.is_empty(),
        "only in English: {only_en:?}\nonly in Japanese: {only_ja:?}"
    );
}

/// Every message formats in both languages with the arguments its English form reads (the
/// code passes those), numbers for plural selectors included; the Japanese reads no
/// argument the English lacks.
#[test]
fn every_message_formats_with_its_arguments() {
    let en = messages(Lang::En);
    let ja = messages(Lang::Ja);
    let mut failures = Vec::new();
    for (id, vars) in &en {
        if let Some(jv) = ja.get(id) {
            let extra: Vec<_> = jv.difference(vars).collect();
            if !extra.is_empty() {
                failures.push(format!(
                    "ja {id} reads {extra:?}, which the English does not"
                ));
            }
        }
        for value in [
            locale::Args::new(),
            args(vars, |_| 1.into()),
            args(vars, |_| 2.into()),
            args(vars, |v| format!("<{v}>").into()),
        ] {
            for l in Lang::ALL {
                let a: &Args = &value;
                if vars.is_empty() != a.iter().next().is_none() {
                    continue;
                }
                match locale::formats_cleanly(l, id, Some(a)) {
                    Ok(s) if s.trim().is_empty() => failures.push(format!("{l:?} {id} is empty")),
                    Ok(s) if s.contains('\u{2068}') || s.contains('\u{2069}') => {
                        failures.push(format!("{l:?} {id} has isolation marks"))
                    }
                    Ok(_) => {}
                    Err(e) => failures.push(format!("{l:?} {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn args(
    vars: &BTreeSet<String>,
    value: impl Fn(&str) -> fluent_bundle::FluentValue<'static>,
) -> Args<'static> {
    let mut a = Args::new();
    for v in vars {
        a.set(v.clone(), value(v));
    }
    a
}

/// Every Rust source file's text, by path.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        for e in std::fs::read_dir(dir).expect("src") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push((
                    p.display().to_string(),
                    std::fs::read_to_string(&p).expect("readable"),
                ));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut out,
    );
    out
}

/// The string literals of `text` that could be message ids.
fn id_literals(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(start) = text[i..].find('"').map(|k| i + k) {
        let Some(len) = text[start + 1..].find('"') else {
            break;
        };
        let lit = &text[start + 1..start + 1 + len];
        if !lit.is_empty()
            && b[start + 1].is_ascii_lowercase()
            && lit
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
        {
            out.insert(lit.to_string());
        }
        i = start + 1 + len + 1;
    }
    out
}

/// `tr!("id"…)` in the code names a message both languages have.
#[test]
fn every_message_the_code_names_exists() {
    let en = messages(Lang::En);
    let mut missing = Vec::new();
    for (path, text) in sources() {
        for (k, _) in text.match_indices("tr!(") {
            // `include_str!(` is not a message.
            if text[..k]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let rest = text[k + 4..].trim_start();
            let Some(rest) = rest.strip_prefix('"') else {
                continue;
            };
            let id = &rest[..rest.find('"').unwrap_or(0)];
            if !en.contains_key(id) {
                missing.push(format!("{path}: {id}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no such message:\n{}",
        missing.join("\n")
    );
}

/// No message is dead: each is named by the code as a literal somewhere (in `tr!`, or in
/// a table of ids the code formats).
#[test]
fn every_message_is_named_by_the_code() {
    let mut named = BTreeSet::new();
    for (_, text) in sources() {
        named.extend(id_literals(&text));
    }
    let unused: Vec<_> = messages(Lang::En)
        .into_keys()
        .filter(|id| !named.contains(id) && !id.starts_with("gloss-"))
        .collect();
    assert!(unused.is_empty(), "never named by the code: {unused:?}");
}

#[test]
fn the_glossary_is_sound() {
    assert_eq!(locale::glossary_problem(), None);
    let g = locale::glossary();
    assert!(g.len() > 30, "the glossary has {} entries", g.len());
    let mut ids = BTreeSet::new();
    for e in g {
        assert!(ids.insert(&e.id), "{} twice", e.id);
        assert!(
            e.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{} is not a Fluent identifier",
            e.id
        );
        assert!(
            ["duel", "grail"].contains(&e.game.as_str()),
            "{}: game",
            e.id
        );
        for l in Lang::ALL {
            assert!(
                !e.term(l).term.trim().is_empty(),
                "{} has no {l:?} term",
                e.id
            );
        }
        assert_eq!(
            e.en.gloss.is_some(),
            e.ja.gloss.is_some(),
            "{}: a gloss in one language only",
            e.id
        );
        // The seeds' own words: every Japanese term is in Japanese.
        assert!(
            e.ja.term.chars().any(|c| c as u32 >= 0x3000) || e.ja.term == e.en.term,
            "{}: {} is not Japanese",
            e.id,
            e.ja.term
        );
    }
}

/// Every character the Japanese catalog, the glossary or the content shows has a glyph in
/// the shipped font (else `tools/subset-font` has to run again).
#[test]
fn the_font_has_every_character_shown() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let font = std::fs::read(root.join("assets/fonts/NotoSansJP-subset.otf")).expect("font");
    let face = ttf_parser::Face::parse(&font, 0).expect("a font");
    let mut text = String::new();
    for l in Lang::ALL {
        for (_, t) in locale::catalog_source(l) {
            text.push_str(t);
        }
    }
    text.push_str(locale::GLOSSARY_JSON);
    for dir in ["assets/content/duel", "assets/content/grail"] {
        for e in std::fs::read_dir(root.join(dir)).expect("content") {
            text.push_str(&std::fs::read_to_string(e.expect("entry").path()).expect("text"));
        }
    }
    let missing: BTreeSet<char> = text
        .chars()
        .filter(|c| !c.is_control() && face.glyph_index(*c).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "no glyph for {:?}: run tools/subset-font",
        missing.iter().collect::<String>()
    );
}

/// The seeds' own words (ux.md: the seed wins): each glossary term as the seeds write it,
/// with the line of a seed it is quoted from.
const SEED_TERMS: &[(&str, &str)] = &[
    ("encounter", "2陣営以上が邂逅し戦闘を行う"),
    ("ambush", "不意打ち…離れたマスにいる対象に"),
    ("withdraw", "戦闘から離脱する。"),
    ("flee", "【逃亡】を選ぶ"),
    ("command-spell", "令呪を二画使って撤退する。"),
    ("noble-phantasm", "攻撃宝具の撃ち合いについて"),
    ("soul-eating", "魂喰い宣言"),
    ("investigate", "・調査…"),
    ("rest", "・休息…休んでHP、MPを回復"),
    ("wait", "待機 (パス)"),
    ("interaction", "マスターとの交流扱い"),
    ("leyline", "この時霊地だった場合"),
    ("agility", "参戦者は敏捷が高い順に行動"),
    ("resonance", "共鳴値：アウラ・コンポルタのリソース"),
    ("critical", "●クリティカル（Ｃ）"),
    ("servant", "サーヴァントが人間を襲って"),
    ("master", "マスターが肩代わりできます"),
    ("arcastella", "アルカステラ（3体）"),
    ("cemetery", "セメタリーに送られます"),
    ("fallen", "戦闘脱落判定"),
];

/// Words of the catalog's messages that the seeds write so: the message, the word, and the
/// seed's line.
const SEED_WORDS: &[(&str, &str, &str)] = &[
    (
        "grail-buff-invincible-pierce",
        "無敵貫通",
        "自身に無敵貫通（宝具強化）を付与",
    ),
    (
        "grail-menu-defend",
        "通常防御",
        "・通常防御…飛んできた攻撃の種類に",
    ),
    (
        "grail-buff-np-power-up",
        "宝具の威力",
        "1Rの間宝具の威力を+50する。",
    ),
    (
        "combat-status-withdrew",
        "令呪撤退",
        "または離脱、令呪撤退する。",
    ),
    ("combat-status-escaped", "離脱", "戦闘から離脱する。"),
    ("combat-status-fled", "逃亡", "【逃亡】を選ぶ"),
    ("grail-menu-retreat", "離脱", "離脱宣言を行ったR中"),
    ("war-phase-priority", "邂逅", "邂逅宣言、魂喰い宣言"),
    (
        "war-prompt-ambushed",
        "不意打ち",
        "不意打ちはターン開始時に",
    ),
];

/// The seeds' text with its spaces and line breaks taken out, where a checkout has them
/// beside it (`../shared/seeds`, as CI lays it out).
fn seeds_text() -> Option<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
    let mut text = String::new();
    for entry in std::fs::read_dir(dir).ok()? {
        let path = entry.ok()?.path();
        text += &String::from_utf8_lossy(&std::fs::read(path).ok()?);
    }
    Some(text.chars().filter(|c| !c.is_whitespace()).collect())
}

/// The Japanese glossary and the messages above use the seeds' words, each quoted from a
/// seed (checked against the seed files where they are beside the checkout); the duel is
/// 決闘 everywhere, never デュエル.
#[test]
fn the_japanese_words_are_the_seeds() {
    let seeds = seeds_text();
    let quoted = |quote: &str| {
        if let Some(seeds) = &seeds {
            let q: String = quote.chars().filter(|c| !c.is_whitespace()).collect();
            assert!(seeds.contains(&q), "no seed says {quote:?}");
        }
    };
    let g = locale::glossary();
    for (id, quote) in SEED_TERMS {
        let e = g.iter().find(|e| e.id == *id).expect("a glossary entry");
        assert!(
            quote.contains(&e.ja.term),
            "{id}: {} is not the seed's word in {quote:?}",
            e.ja.term
        );
        quoted(quote);
    }
    for (id, word, quote) in SEED_WORDS {
        let said = locale::text_in(Lang::Ja, id, None);
        assert!(said.contains(word), "{id}: {said:?} does not say {word}");
        assert!(quote.contains(word), "{word} is not in {quote:?}");
        quoted(quote);
    }
    for (id, _) in messages(Lang::Ja) {
        let said = locale::text_in(Lang::Ja, &id, None);
        assert!(
            !said.contains("デュエル"),
            "{id}: {said:?} (the duel is 決闘)"
        );
    }
}
