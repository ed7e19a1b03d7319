//! The game's key actions, their default keys (ux.md) and how a key is named in the settings
//! file and on screen. Settings store the bindings; `input` turns them into leafwing's map.

use std::collections::BTreeMap;

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use crate::tr;

#[derive(Actionlike, PartialEq, Eq, PartialOrd, Ord, Clone, Copy, Hash, Debug, Reflect)]
pub enum GameKey {
    Confirm,
    Cancel,
    Pass,
    NextTarget,
    PrevTarget,
    Card1,
    Card2,
    Card3,
    Card4,
    Card5,
    Card6,
    Card7,
    Card8,
    Card9,
    Arc1,
    Arc2,
    Arc3,
    Log,
    Hint,
    Rules,
    Faster,
    Slower,
    Skip,
    Screenshot,
    PlayPause,
    StepForward,
    StepBack,
    NextTurn,
    PrevTurn,
    ShowHands,
    /// Ctrl + Z, not rebindable.
    Undo,
    /// Ctrl + Shift + Z or Ctrl + Y, not rebindable.
    Redo,
}

/// Where an action's keys work. A key may serve one live-only and one replay-only action,
/// since a watched replay takes no decisions and a live duel has no playback bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyScope {
    Everywhere,
    /// Deciding in a live duel.
    Live,
    /// The playback bar of a watched replay.
    Replay,
}

impl KeyScope {
    /// Whether one key pressed could mean both.
    pub fn overlaps(self, other: KeyScope) -> bool {
        self == other || self == KeyScope::Everywhere || other == KeyScope::Everywhere
    }
}

impl GameKey {
    pub const CARDS: [GameKey; 9] = [
        GameKey::Card1,
        GameKey::Card2,
        GameKey::Card3,
        GameKey::Card4,
        GameKey::Card5,
        GameKey::Card6,
        GameKey::Card7,
        GameKey::Card8,
        GameKey::Card9,
    ];
    pub const ARCS: [GameKey; 3] = [GameKey::Arc1, GameKey::Arc2, GameKey::Arc3];

    /// Every action, in the order the Settings screen lists them.
    pub const ALL: [GameKey; 30] = [
        GameKey::Confirm,
        GameKey::Cancel,
        GameKey::Pass,
        GameKey::NextTarget,
        GameKey::PrevTarget,
        GameKey::Card1,
        GameKey::Card2,
        GameKey::Card3,
        GameKey::Card4,
        GameKey::Card5,
        GameKey::Card6,
        GameKey::Card7,
        GameKey::Card8,
        GameKey::Card9,
        GameKey::Arc1,
        GameKey::Arc2,
        GameKey::Arc3,
        GameKey::Log,
        GameKey::Hint,
        GameKey::Rules,
        GameKey::Faster,
        GameKey::Slower,
        GameKey::Skip,
        GameKey::Screenshot,
        GameKey::PlayPause,
        GameKey::StepForward,
        GameKey::StepBack,
        GameKey::NextTurn,
        GameKey::PrevTurn,
        GameKey::ShowHands,
    ];

    pub fn scope(self) -> KeyScope {
        if GameKey::CARDS.contains(&self) || GameKey::ARCS.contains(&self) {
            return KeyScope::Live;
        }
        match self {
            GameKey::Confirm
            | GameKey::Pass
            | GameKey::NextTarget
            | GameKey::PrevTarget
            | GameKey::Hint => KeyScope::Live,
            GameKey::PlayPause
            | GameKey::StepForward
            | GameKey::StepBack
            | GameKey::NextTurn
            | GameKey::PrevTurn
            | GameKey::ShowHands => KeyScope::Replay,
            _ => KeyScope::Everywhere,
        }
    }

    /// What the action does, for the Settings screen.
    pub fn label(self) -> String {
        if let Some(i) = GameKey::CARDS.iter().position(|k| *k == self) {
            return tr!("settings-action-card", n = i + 1);
        }
        if let Some(i) = GameKey::ARCS.iter().position(|k| *k == self) {
            return tr!("settings-action-arc", n = i + 1);
        }
        let id = match self {
            GameKey::Confirm => "settings-action-confirm",
            GameKey::Cancel => "settings-action-cancel",
            GameKey::Pass => "settings-action-pass",
            GameKey::NextTarget => "settings-action-next-target",
            GameKey::PrevTarget => "settings-action-prev-target",
            GameKey::Log => "settings-action-log",
            GameKey::Hint => "settings-action-hint",
            GameKey::Rules => "settings-action-rules",
            GameKey::Faster => "settings-action-faster",
            GameKey::Slower => "settings-action-slower",
            GameKey::Skip => "settings-action-skip",
            GameKey::Screenshot => "settings-action-screenshot",
            GameKey::PlayPause => "settings-action-play-pause",
            GameKey::StepForward => "settings-action-step-forward",
            GameKey::StepBack => "settings-action-step-back",
            GameKey::NextTurn => "settings-action-next-turn",
            GameKey::PrevTurn => "settings-action-prev-turn",
            GameKey::ShowHands => "settings-action-show-hands",
            GameKey::Undo => "settings-action-undo",
            GameKey::Redo => "settings-action-redo",
            _ => return String::new(),
        };
        tr!(id)
    }

    /// The action's name in the settings file (its Rust name, e.g. `Card1`).
    pub fn file_name(self) -> String {
        format!("{self:?}")
    }

    pub fn from_file_name(name: &str) -> Option<GameKey> {
        GameKey::ALL.into_iter().find(|k| k.file_name() == name)
    }

    /// The ux.md default keys of an action.
    pub fn default_keys(self) -> Vec<KeyCode> {
        use KeyCode::*;
        if let Some(i) = GameKey::CARDS.iter().position(|k| *k == self) {
            return vec![DIGITS[i + 1]];
        }
        match self {
            GameKey::Confirm => vec![Enter, NumpadEnter, Space],
            GameKey::Cancel => vec![Escape],
            GameKey::Pass => vec![KeyP],
            GameKey::NextTarget => vec![Tab],
            GameKey::PrevTarget => vec![],
            GameKey::Arc1 => vec![KeyQ],
            GameKey::Arc2 => vec![KeyW],
            GameKey::Arc3 => vec![KeyE],
            GameKey::Log => vec![KeyL],
            GameKey::Hint => vec![KeyH],
            GameKey::Rules => vec![F1],
            GameKey::Faster => vec![Equal, NumpadAdd],
            GameKey::Slower => vec![Minus, NumpadSubtract],
            GameKey::Skip => vec![KeyS],
            GameKey::Screenshot => vec![F12],
            GameKey::PlayPause => vec![Space],
            GameKey::StepForward => vec![ArrowRight],
            GameKey::StepBack => vec![ArrowLeft],
            GameKey::NextTurn => vec![PageDown],
            GameKey::PrevTurn => vec![PageUp],
            GameKey::ShowHands => vec![KeyH],
            _ => vec![],
        }
    }
}

/// The keys of every action.
pub type Bindings = BTreeMap<GameKey, Vec<KeyCode>>;

pub fn default_bindings() -> Bindings {
    GameKey::ALL
        .into_iter()
        .map(|k| (k, k.default_keys()))
        .collect()
}

const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The keys an action can be bound to: letters, digits, function keys, the keypad,
/// punctuation and the editing and arrow keys; not the modifiers.
pub const BINDABLE: &[KeyCode] = {
    use KeyCode::*;
    &[
        KeyA,
        KeyB,
        KeyC,
        KeyD,
        KeyE,
        KeyF,
        KeyG,
        KeyH,
        KeyI,
        KeyJ,
        KeyK,
        KeyL,
        KeyM,
        KeyN,
        KeyO,
        KeyP,
        KeyQ,
        KeyR,
        KeyS,
        KeyT,
        KeyU,
        KeyV,
        KeyW,
        KeyX,
        KeyY,
        KeyZ,
        Digit0,
        Digit1,
        Digit2,
        Digit3,
        Digit4,
        Digit5,
        Digit6,
        Digit7,
        Digit8,
        Digit9,
        F1,
        F2,
        F3,
        F4,
        F5,
        F6,
        F7,
        F8,
        F9,
        F10,
        F11,
        F12,
        Enter,
        NumpadEnter,
        Space,
        Tab,
        Escape,
        Backspace,
        Delete,
        Insert,
        Home,
        End,
        PageUp,
        PageDown,
        ArrowUp,
        ArrowDown,
        ArrowLeft,
        ArrowRight,
        Minus,
        Equal,
        BracketLeft,
        BracketRight,
        Backslash,
        Semicolon,
        Quote,
        Comma,
        Period,
        Slash,
        Backquote,
        Numpad0,
        Numpad1,
        Numpad2,
        Numpad3,
        Numpad4,
        Numpad5,
        Numpad6,
        Numpad7,
        Numpad8,
        Numpad9,
        NumpadAdd,
        NumpadSubtract,
        NumpadMultiply,
        NumpadDivide,
        NumpadDecimal,
    ]
};

/// A key's name in the settings file (bevy's name, e.g. `KeyQ`, `Digit1`, `F12`).
pub fn key_file_name(k: KeyCode) -> String {
    format!("{k:?}")
}

/// A bindable key from its name in the settings file.
pub fn parse_key(name: &str) -> Option<KeyCode> {
    BINDABLE.iter().copied().find(|k| key_file_name(*k) == name)
}

/// A key as a player reads it: `Q`, `1`, `Enter`, `Num +`; named keys in the player's
/// language.
pub fn key_label(k: KeyCode) -> String {
    use KeyCode::*;
    let named = match k {
        Space => "settings-key-space",
        Enter => "settings-key-enter",
        NumpadEnter => "settings-key-numpad-enter",
        Escape => "settings-key-escape",
        Tab => "settings-key-tab",
        Backspace => "settings-key-backspace",
        Delete => "settings-key-delete",
        Insert => "settings-key-insert",
        Home => "settings-key-home",
        End => "settings-key-end",
        PageUp => "settings-key-page-up",
        PageDown => "settings-key-page-down",
        ArrowUp => "settings-key-arrow-up",
        ArrowDown => "settings-key-arrow-down",
        ArrowLeft => "settings-key-arrow-left",
        ArrowRight => "settings-key-arrow-right",
        _ => "",
    };
    if !named.is_empty() {
        return tr!(named);
    }
    let name = key_file_name(k);
    let numpad = match k {
        NumpadAdd => Some("+".to_string()),
        NumpadSubtract => Some("−".to_string()),
        NumpadMultiply => Some("*".to_string()),
        NumpadDivide => Some("/".to_string()),
        NumpadDecimal => Some(".".to_string()),
        _ => name.strip_prefix("Numpad").map(str::to_string),
    };
    if let Some(key) = numpad {
        return tr!("settings-key-numpad", key = key);
    }
    let label = match k {
        Equal => "=".into(),
        Minus => "-".into(),
        _ => name.replace("Key", "").replace("Digit", ""),
    };
    if label.is_empty() { name } else { label }
}

/// The keys of an action as a tooltip shows them: `Space`, `= / Num +`.
/// A button's text with the action's first key as bound now: "Pass (P)", or just "Pass"
/// when the action has no key.
pub fn with_key(text: &str, bindings: &Bindings, action: GameKey) -> String {
    // Undo and redo are fixed chords, not in the bindings.
    let fixed = match action {
        GameKey::Undo => Some("Ctrl+Z"),
        GameKey::Redo => Some("Ctrl+Shift+Z"),
        _ => None,
    };
    match (fixed, bindings.get(&action).and_then(|ks| ks.first())) {
        (Some(chord), _) => format!("{text} ({chord})"),
        (None, Some(k)) => format!("{text} ({})", key_label(*k)),
        (None, None) => text.to_string(),
    }
}

pub fn keys_label(bindings: &Bindings, action: GameKey) -> String {
    let keys: Vec<String> = bindings
        .get(&action)
        .map(|ks| ks.iter().map(|k| key_label(*k)).collect())
        .unwrap_or_default();
    if keys.is_empty() {
        tr!("settings-key-none")
    } else {
        keys.join(" / ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_key_is_bindable_and_its_name_reads_back() {
        for (action, keys) in default_bindings() {
            assert_eq!(GameKey::from_file_name(&action.file_name()), Some(action));
            for k in keys {
                assert_eq!(parse_key(&key_file_name(k)), Some(k), "{action:?}");
            }
        }
        assert_eq!(parse_key("ShiftLeft"), None);
        assert_eq!(key_label(KeyCode::KeyQ), "Q");
        assert_eq!(key_label(KeyCode::Digit7), "7");
        assert_eq!(key_label(KeyCode::Numpad4), "Num 4");
        assert_eq!(key_label(KeyCode::NumpadAdd), "Num +");
        assert_eq!(key_label(KeyCode::ArrowRight), "Arrow Right");
        assert_eq!(key_label(KeyCode::PageDown), "PageDown");
    }

    /// Named keys and actions read in Japanese; letters, digits and function keys are as
    /// the keyboard prints them.
    #[test]
    fn keys_and_actions_read_in_japanese() {
        use crate::locale::{Lang, with_lang};
        with_lang(Lang::Ja, || {
            assert_eq!(key_label(KeyCode::Space), "スペース");
            assert_eq!(key_label(KeyCode::ArrowLeft), "←");
            assert_eq!(key_label(KeyCode::Numpad4), "テンキー4");
            assert_eq!(key_label(KeyCode::KeyQ), "Q");
            assert_eq!(key_label(KeyCode::F12), "F12");
            let b = default_bindings();
            assert_eq!(
                keys_label(&b, GameKey::Confirm),
                "Enter / テンキーEnter / スペース"
            );
            assert_eq!(keys_label(&b, GameKey::PrevTarget), "キーなし");
            assert_eq!(GameKey::Card3.label(), "3枚目の手札");
            assert!(GameKey::Arc2.label().contains("アルカステラ"));
            for action in GameKey::ALL {
                assert!(!action.label().is_ascii(), "{action:?}: {}", action.label());
            }
        });
    }

    #[test]
    fn no_default_key_serves_two_actions_in_one_place() {
        let mut seen: Vec<(KeyCode, GameKey)> = Vec::new();
        for (action, keys) in default_bindings() {
            for k in keys {
                if let Some((_, other)) = seen
                    .iter()
                    .find(|(k2, a)| *k2 == k && a.scope().overlaps(action.scope()))
                {
                    panic!("{k:?} is bound to {other:?} and {action:?}");
                }
                seen.push((k, action));
            }
        }
        // Space confirms a live choice and plays or pauses a replay.
        assert_eq!(GameKey::Confirm.scope(), KeyScope::Live);
        assert_eq!(GameKey::PlayPause.scope(), KeyScope::Replay);
        assert!(!KeyScope::Live.overlaps(KeyScope::Replay));
        assert!(KeyScope::Everywhere.overlaps(KeyScope::Replay));
    }
}
