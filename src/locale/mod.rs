//! The message catalog: every word the player reads, in English and Japanese.
//!
//! Messages live in Fluent files under `assets/locale/{en,ja}/`, the rule terms in one
//! glossary (`assets/locale/glossary.json`) that both languages' catalogs and the Rules
//! screen read. The files are compiled into the binary, so the catalog cannot go missing
//! at run time; `tests/locale.rs` checks that both languages hold the same messages, that
//! each formats with its arguments, and that every message the code asks for exists.
//! Pure: no Bevy, no file I/O; the app sets the language from the settings.

mod breaks;
mod catalog;
mod content;
mod glossary;
mod lang;

pub use breaks::{break_lines, break_lines_after, may_break, words};
pub use catalog::{Args, FILES, catalog_source, formats_cleanly, problems, text, text_in};
pub use content::{Flavored, Named};
pub use glossary::{GLOSSARY_JSON, GlossaryEntry, Term, glossary, glossary_problem};
pub use lang::{Lang, lang, set_lang, system_lang, with_lang};

/// The text with its first letter in capitals: a line or a menu entry may start with a
/// rule term ("wait") or "your …"; text without capitals (Japanese) stays as it is.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A message of the catalog in the current language, with its arguments:
/// `tr!("settings-language")`, `tr!("settings-speed-value", speed = 2)`.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::locale::text($id, None)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::locale::Args::new();
        $(args.set(stringify!($key), $value);)+
        $crate::locale::text($id, Some(&args))
    }};
}
