//! Keywords in any text: every glossary term and its forms in the current language, found
//! as whole words in English and anywhere in Japanese, each with its gloss.

use std::sync::LazyLock;

use crate::locale::{GlossaryEntry, Lang, glossary, lang};

/// Every glossed term's forms in `l`, the longest first, so that "ether effect" is found
/// before "ether" and "アンタップ" before "タップ". Entries without a gloss are no keywords.
pub(super) fn keyword_forms(l: Lang) -> &'static [(&'static str, &'static GlossaryEntry)] {
    static FORMS: LazyLock<[Vec<(&'static str, &'static GlossaryEntry)>; 2]> =
        LazyLock::new(|| {
            Lang::ALL.map(|l| {
                let mut forms: Vec<(&'static str, &'static GlossaryEntry)> = glossary()
                    .iter()
                    .filter(|e| e.term(l).gloss.is_some())
                    .flat_map(|e| {
                        let t = e.term(l);
                        std::iter::once(t.term.as_str())
                            .chain(t.forms.iter().map(String::as_str))
                            .map(move |f| (f, e))
                    })
                    .collect();
                forms.sort_by_key(|(f, _)| std::cmp::Reverse(f.chars().count()));
                forms
            })
        });
    match l {
        Lang::En => &FORMS[0],
        Lang::Ja => &FORMS[1],
    }
}

/// The entry a keyword names at byte `i` of `text`, with the keyword's length. English
/// keywords are whole words in any case; Japanese, written without spaces, are found
/// anywhere.
fn keyword_at(text: &str, i: usize, l: Lang) -> Option<(usize, &'static GlossaryEntry)> {
    if !text.is_char_boundary(i) {
        return None;
    }
    let rest = &text[i..];
    let whole_words = l == Lang::En;
    if whole_words && text[..i].ends_with(char::is_alphanumeric) {
        return None;
    }
    keyword_forms(l).iter().find_map(|(form, entry)| {
        let len = form.len();
        let here = rest.get(..len)?;
        let same = if whole_words {
            here.eq_ignore_ascii_case(form)
        } else {
            here == *form
        };
        let word_ends = !whole_words || !rest[len..].starts_with(char::is_alphanumeric);
        (same && word_ends).then_some((len, *entry))
    })
}

/// `text` cut into runs: each keyword (a glossary term or one of its forms, in the current
/// language) on its own with its entry, the text between with none. Joined back, the runs
/// give `text`.
fn keyword_entries(text: &str, l: Lang) -> Vec<(&str, Option<&'static GlossaryEntry>)> {
    let mut runs = Vec::new();
    let mut plain = 0;
    let mut i = 0;
    while i < text.len() {
        match keyword_at(text, i, l) {
            Some((len, entry)) => {
                if plain < i {
                    runs.push((&text[plain..i], None));
                }
                runs.push((&text[i..i + len], Some(entry)));
                i += len;
                plain = i;
            }
            None => i += 1,
        }
    }
    if plain < text.len() {
        runs.push((&text[plain..], None));
    }
    runs
}

/// `text` cut into runs: each keyword on its own with its gloss, the text between with
/// none. Joined back, the runs give `text`. UX: hovering any keyword in any text shows its
/// gloss.
pub fn keyword_runs(text: &str) -> Vec<(&str, Option<&'static str>)> {
    let l = lang();
    keyword_entries(text, l)
        .into_iter()
        .map(|(run, e)| (run, e.and_then(|e| e.term(l).gloss.as_deref())))
        .collect()
}

/// The glossary entries whose keywords appear in `text`, each once, in order: the term
/// and its gloss, in the current language.
pub fn glosses(text: &str) -> Vec<(&'static str, &'static str)> {
    let l = lang();
    let mut out: Vec<(&'static str, &'static str)> = Vec::new();
    for (_, entry) in keyword_entries(text, l) {
        let t = entry.map(|e| e.term(l));
        if let Some(pair) = t.and_then(|t| Some((t.term.as_str(), t.gloss.as_deref()?)))
            && !out.contains(&pair)
        {
            out.push(pair);
        }
    }
    out
}
