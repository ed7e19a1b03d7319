//! Which language the player reads.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::{Deserialize, Serialize};

/// A language of the catalog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "ja")]
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language's code, as files and settings spell it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

// The window's systems run on several threads, so the language is one for the process;
// a thread may read in another for a while (`with_lang`: tests, a picture in both).
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language messages are given in on this thread.
pub fn lang() -> Lang {
    OVERRIDE.with(Cell::get).unwrap_or_else(|| {
        if CURRENT.load(Ordering::Relaxed) == 1 {
            Lang::Ja
        } else {
            Lang::En
        }
    })
}

/// Sets the language of the whole program (the app does, from the settings).
pub fn set_lang(l: Lang) {
    CURRENT.store(
        match l {
            Lang::En => 0,
            Lang::Ja => 1,
        },
        Ordering::Relaxed,
    );
}

/// Runs `f` with messages in `l` on this thread only.
pub fn with_lang<R>(l: Lang, f: impl FnOnce() -> R) -> R {
    let before = OVERRIDE.with(|o| o.replace(Some(l)));
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

/// The language the system asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX orders
/// them; on Windows and macOS the same variables when set): Japanese for `ja…`, else
/// English.
pub fn system_lang() -> Lang {
    system_lang_from(|k| std::env::var(k).ok())
}

fn system_lang_from(var: impl Fn(&str) -> Option<String>) -> Lang {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    if locale.starts_with("ja") {
        Lang::Ja
    } else {
        Lang::En
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_locale_picks_japanese_only_for_ja() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(system_lang_from(env(&[("LANG", "ja_JP.UTF-8")])), Lang::Ja);
        assert_eq!(system_lang_from(env(&[("LANG", "en_GB.UTF-8")])), Lang::En);
        assert_eq!(
            system_lang_from(env(&[("LC_ALL", "ja_JP.UTF-8"), ("LANG", "C")])),
            Lang::Ja
        );
        assert_eq!(
            system_lang_from(env(&[("LC_ALL", ""), ("LANG", "ja_JP")])),
            Lang::Ja
        );
        assert_eq!(system_lang_from(env(&[])), Lang::En);
    }

    #[test]
    fn a_thread_reads_in_its_own_language_for_a_while() {
        assert_eq!(with_lang(Lang::Ja, lang), Lang::Ja);
        assert_eq!(with_lang(Lang::En, lang), Lang::En);
    }
}
