//! The rule terms of both games in both languages, from one file: the catalogs name them
//! as Fluent terms (`{ -ether }`), the Rules screen lists them, and running text
//! underlines them with their gloss. The Japanese terms are the seeds' own.

use std::sync::LazyLock;

use serde::Deserialize;

use super::lang::Lang;

/// The glossary file, as compiled in.
pub const GLOSSARY_JSON: &str = include_str!("../../assets/locale/glossary.json");

/// One rule term.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlossaryEntry {
    /// The Fluent term's name, without its hyphen.
    pub id: String,
    /// "duel" or "grail": the game whose rules use it.
    pub game: String,
    pub en: Term,
    pub ja: Term,
}

/// A term in one language.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// The term as the rules spell it.
    pub term: String,
    /// Other spellings in running text that name it (plurals, verb forms), longest first
    /// where one begins another; the term itself is always one.
    #[serde(default)]
    pub forms: Vec<String>,
    /// What it means, in a sentence or two.
    #[serde(default)]
    pub gloss: Option<String>,
}

impl GlossaryEntry {
    pub fn term(&self, l: Lang) -> &Term {
        match l {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

static GLOSSARY: LazyLock<Result<Vec<GlossaryEntry>, String>> = LazyLock::new(|| {
    let de = &mut serde_json::Deserializer::from_str(GLOSSARY_JSON);
    serde_path_to_error::deserialize(de)
        .map_err(|e| format!("assets/locale/glossary.json: {}: {}", e.path(), e.inner()))
});

/// Every entry; empty if the file is broken ([`glossary_problem`] says why, and the catalog
/// tests fail).
pub fn glossary() -> &'static [GlossaryEntry] {
    GLOSSARY.as_deref().unwrap_or(&[])
}

/// Why the glossary file could not be read, if it could not.
pub fn glossary_problem() -> Option<&'static str> {
    GLOSSARY.as_ref().err().map(String::as_str)
}
