//! The Fluent bundles of both languages and the one function that formats a message.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::glossary::glossary;
use super::lang::{Lang, lang};

/// A message's arguments, by name (`{ $name }` in the message).
pub type Args<'a> = FluentArgs<'a>;

macro_rules! catalog_files {
    ($($file:literal),+ $(,)?) => {
        /// The catalog's files, the same in every language, each for one part of the game.
        pub const FILES: &[&str] = &[$($file),+];
        const EN: &[&str] = &[$(include_str!(concat!("../../assets/locale/en/", $file, ".ftl"))),+];
        const JA: &[&str] = &[$(include_str!(concat!("../../assets/locale/ja/", $file, ".ftl"))),+];
    };
}

catalog_files!(
    "common",
    "menu",
    "settings",
    "replays",
    "hud",
    "log",
    "effects",
    "rules",
    "content",
    "grail",
    "combat",
    "grail-reasons",
    "grail-log",
    "grail-odds",
    "skirmish",
    "war",
    "war-setup",
    "city",
    "intel",
    "review",
    "grail-rules",
);

/// The catalog files of `l`, by name, as compiled in.
pub fn catalog_source(l: Lang) -> Vec<(&'static str, &'static str)> {
    let texts = match l {
        Lang::En => EN,
        Lang::Ja => JA,
    };
    FILES.iter().copied().zip(texts.iter().copied()).collect()
}

struct Catalog {
    en: FluentBundle<FluentResource>,
    ja: FluentBundle<FluentResource>,
    /// What went wrong building the bundles (a syntax error, a message given twice); the
    /// catalog tests require none.
    problems: Vec<String>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    let mut problems: Vec<String> = super::glossary::glossary_problem()
        .map(str::to_string)
        .into_iter()
        .collect();
    let en = bundle(Lang::En, &mut problems);
    let ja = bundle(Lang::Ja, &mut problems);
    Catalog { en, ja, problems }
});

fn bundle(l: Lang, problems: &mut Vec<String>) -> FluentBundle<FluentResource> {
    let id = l.code().parse().unwrap_or_default();
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // Fluent wraps every argument in Unicode isolation marks for right-to-left text; the
    // fonts draw them as boxes, and neither language needs them.
    b.set_use_isolating(false);
    let mut sources: Vec<(String, String)> = vec![("glossary.json".into(), glossary_terms(l))];
    for (file, text) in catalog_source(l) {
        sources.push((format!("{}/{file}.ftl", l.code()), text.to_string()));
    }
    for (file, text) in sources {
        let res = match FluentResource::try_new(text) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    problems.push(format!("{file}: {e:?}"));
                }
                r
            }
        };
        if let Err(errors) = b.add_resource(res) {
            for e in errors {
                problems.push(format!("{file}: {e}"));
            }
        }
    }
    b
}

/// The glossary as Fluent terms (`-ether`) and glosses (`gloss-ether`) of `l`, so that
/// messages name rule terms as the glossary spells them.
fn glossary_terms(l: Lang) -> String {
    let mut out = String::new();
    for e in glossary() {
        let t = e.term(l);
        out.push_str(&format!("-{} = {}\n", e.id, one_line(&t.term)));
        if let Some(g) = &t.gloss {
            out.push_str(&format!("gloss-{} = {}\n", e.id, one_line(g)));
        }
    }
    out
}

fn one_line(s: &str) -> String {
    s.replace('\n', " ")
}

/// What went wrong building the catalog; empty when it is sound.
pub fn problems() -> &'static [String] {
    &CATALOG.problems
}

/// The message `id` (or `id.attribute`) in the current language with `args`. A message the
/// language lacks comes in English; one no language has comes back as its id, which the
/// catalog tests make sure never happens for an id the code names.
pub fn text(id: &str, args: Option<&Args>) -> String {
    text_in(lang(), id, args)
}

/// [`text`] in the language `l`.
pub fn text_in(l: Lang, id: &str, args: Option<&Args>) -> String {
    let c = &*CATALOG;
    let first = match l {
        Lang::En => &c.en,
        Lang::Ja => &c.ja,
    };
    format(first, id, args)
        .or_else(|| format(&c.en, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// Formats a message, reporting whether it formatted cleanly (for the tests).
pub fn formats_cleanly(l: Lang, id: &str, args: Option<&Args>) -> Result<String, String> {
    let c = &*CATALOG;
    let b = match l {
        Lang::En => &c.en,
        Lang::Ja => &c.ja,
    };
    match resolve(b, id, args) {
        None => Err(format!("no message {id}")),
        Some((s, errors)) if errors.is_empty() => Ok(s),
        Some((_, errors)) => Err(format!("{id}: {errors:?}")),
    }
}

fn split(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    }
}

fn format(b: &FluentBundle<FluentResource>, id: &str, args: Option<&Args>) -> Option<String> {
    resolve(b, id, args).map(|(s, _)| s)
}

/// The message or attribute `id` of `b` formatted with `args`, and what went wrong doing so.
fn resolve(
    b: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&Args>,
) -> Option<(String, Vec<fluent_bundle::FluentError>)> {
    let (msg, attr) = split(id);
    let m = b.get_message(msg)?;
    let pattern = match attr {
        Some(a) => m.get_attribute(a)?.value(),
        None => m.value()?,
    };
    let mut errors = Vec::new();
    let s: Cow<str> = b.format_pattern(pattern, args, &mut errors);
    Some((s.into_owned(), errors))
}
