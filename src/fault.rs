//! What can be wrong with a file the player's machine holds (settings, replays, saves),
//! typed rather than written out, so that a screen says it in the player's language and
//! the log in English from the same value. The reasons that belong to one kind of file
//! (a replay's version, a settings key) live with that file's loader; this module holds
//! the two every loader meets: the file system and JSON.

use crate::locale::{Lang, with_lang};
use crate::tr;

/// Why a file could not be opened or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoFault {
    NotFound,
    PermissionDenied,
    /// Anything rarer: the kind in the standard library's words and the system's error
    /// number, which names the reason in any language.
    Other {
        kind: String,
        code: i32,
    },
}

impl IoFault {
    pub fn of(e: &std::io::Error) -> IoFault {
        match e.kind() {
            std::io::ErrorKind::NotFound => IoFault::NotFound,
            std::io::ErrorKind::PermissionDenied => IoFault::PermissionDenied,
            kind => IoFault::Other {
                kind: kind.to_string(),
                code: e.raw_os_error().unwrap_or(0),
            },
        }
    }

    /// In the current language.
    pub fn message(&self) -> String {
        match self {
            IoFault::NotFound => tr!("fault-io-not-found"),
            IoFault::PermissionDenied => tr!("fault-io-permission"),
            IoFault::Other { kind, code } => {
                tr!("fault-io-other", kind = kind.as_str(), code = *code)
            }
        }
    }
}

impl std::fmt::Display for IoFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&with_lang(Lang::En, || self.message()))
    }
}

/// What serde found wrong with a JSON file, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonFault {
    pub kind: JsonFaultKind,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonFaultKind {
    /// Not JSON at all at this point (a stray comma, an unquoted key), or not the value
    /// the format expects there, with serde's own words.
    Syntax(String),
    /// The file ends inside a value: most often a file cut short by a crash or a copy.
    Truncated,
    /// Something follows the one value a file holds.
    TrailingText,
    MissingField(String),
    UnknownField(String),
    UnknownVariant(String),
    /// A value of the wrong type or out of its type's range, with serde's own words
    /// (which name the expected type: the detail an author needs).
    WrongValue(String),
}

impl JsonFault {
    pub fn of(e: &serde_json::Error) -> JsonFault {
        use serde_json::error::Category;
        // serde_json writes "MESSAGE at line L column C"; the message alone is wanted.
        let full = e.to_string();
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        let message = full.strip_suffix(&suffix).unwrap_or(&full);
        let quoted = |prefix: &str| {
            message
                .strip_prefix(prefix)
                .and_then(|rest| rest.split('`').next())
                .map(str::to_string)
        };
        let kind = match e.classify() {
            Category::Eof => JsonFaultKind::Truncated,
            Category::Syntax if message.starts_with("trailing characters") => {
                JsonFaultKind::TrailingText
            }
            Category::Syntax | Category::Io => JsonFaultKind::Syntax(message.to_string()),
            Category::Data => {
                if let Some(name) = quoted("missing field `") {
                    JsonFaultKind::MissingField(name)
                } else if let Some(name) = quoted("unknown field `") {
                    JsonFaultKind::UnknownField(name)
                } else if let Some(name) = quoted("unknown variant `") {
                    JsonFaultKind::UnknownVariant(name)
                } else {
                    JsonFaultKind::WrongValue(message.to_string())
                }
            }
        };
        JsonFault {
            kind,
            line: e.line(),
            column: e.column(),
        }
    }

    /// In the current language.
    pub fn message(&self) -> String {
        let (line, column) = (self.line, self.column);
        match &self.kind {
            JsonFaultKind::Syntax(detail) => tr!(
                "fault-json-syntax",
                detail = detail.as_str(),
                line = line,
                column = column
            ),
            JsonFaultKind::Truncated => tr!("fault-json-truncated", line = line, column = column),
            JsonFaultKind::TrailingText => {
                tr!("fault-json-trailing", line = line, column = column)
            }
            JsonFaultKind::MissingField(name) => tr!(
                "fault-json-missing-field",
                name = name.as_str(),
                line = line,
                column = column
            ),
            JsonFaultKind::UnknownField(name) => tr!(
                "fault-json-unknown-field",
                name = name.as_str(),
                line = line,
                column = column
            ),
            JsonFaultKind::UnknownVariant(name) => tr!(
                "fault-json-unknown-variant",
                name = name.as_str(),
                line = line,
                column = column
            ),
            JsonFaultKind::WrongValue(detail) => tr!(
                "fault-json-wrong-value",
                detail = detail.as_str(),
                line = line,
                column = column
            ),
        }
    }
}

impl std::fmt::Display for JsonFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&with_lang(Lang::En, || self.message()))
    }
}

/// "FILE: at FIELD: REASON" (or "FILE: REASON" for the whole file) in the current
/// language, the way every loader names a fault.
pub fn located(file: &str, field: &str, reason: &str) -> String {
    if field.is_empty() {
        tr!("fault-in-file", file = file, reason = reason)
    } else {
        tr!(
            "fault-at-field",
            file = file,
            field = field,
            reason = reason
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault(text: &str) -> JsonFault {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct S {
            a: u8,
            b: Option<Kind>,
        }
        #[derive(serde::Deserialize, Debug)]
        enum Kind {
            One,
        }
        JsonFault::of(&serde_json::from_str::<S>(text).unwrap_err())
    }

    #[test]
    fn serde_errors_are_sorted_into_kinds_with_their_place() {
        assert_eq!(fault("{\"a\": 1,").kind, JsonFaultKind::Truncated);
        assert!(matches!(fault("{\"a\" 1}").kind, JsonFaultKind::Syntax(_)));
        assert_eq!(fault("{\"a\": 1} x").kind, JsonFaultKind::TrailingText);
        assert_eq!(fault("{}").kind, JsonFaultKind::MissingField("a".into()));
        let unknown = fault("{\"a\": 1,\n \"c\": 2}");
        assert_eq!(unknown.kind, JsonFaultKind::UnknownField("c".into()));
        assert_eq!((unknown.line, unknown.column), (2, 4));
        assert_eq!(
            fault("{\"a\": 1, \"b\": \"Two\"}").kind,
            JsonFaultKind::UnknownVariant("Two".into())
        );
        let JsonFaultKind::WrongValue(detail) = fault("{\"a\": 300}").kind else {
            panic!("300 is no u8");
        };
        assert!(detail.contains("u8"), "{detail}");
        assert!(!detail.contains("line"), "{detail}");
    }

    #[test]
    fn faults_read_in_japanese_without_serdes_english() {
        with_lang(Lang::Ja, || {
            let text = fault("{\"a\": 300}").message();
            assert!(text.contains('1') && text.contains("行"), "{text}");
            assert!(!text.contains("u8"), "{text}");
            assert!(IoFault::NotFound.message().contains("ファイル"));
        });
        assert!(fault("{\"a\": 300}").to_string().contains("u8"));
    }
}
