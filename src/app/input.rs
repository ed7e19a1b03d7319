//! Keyboard bindings (ux.md defaults) through leafwing-input-manager. The bindings live in
//! [`Settings::keys`], are remapped on the Settings screen and saved with the settings; the
//! `InputMap` is rebuilt from them whenever they change.

use std::collections::BTreeMap;

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use crate::app::settings::Settings;

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
    pub const ALL: [GameKey; 24] = [
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
    ];

    /// What the action does, for the Settings screen.
    pub fn label(self) -> String {
        if let Some(i) = GameKey::CARDS.iter().position(|k| *k == self) {
            return format!("Card {} in hand", i + 1);
        }
        if let Some(i) = GameKey::ARCS.iter().position(|k| *k == self) {
            return format!("Act with Arcastella {}", i + 1);
        }
        match self {
            GameKey::Confirm => "Confirm",
            GameKey::Cancel => "Cancel / menu",
            GameKey::Pass => "Pass",
            GameKey::NextTarget => "Next target",
            GameKey::PrevTarget => "Previous target (also Shift + Tab)",
            GameKey::Log => "Show / hide the log",
            GameKey::Hint => "Hint",
            GameKey::Rules => "Rules",
            GameKey::Faster => "Faster animations",
            GameKey::Slower => "Slower animations",
            GameKey::Skip => "Skip animations",
            GameKey::Screenshot => "Save a screenshot",
            _ => "",
        }
        .to_string()
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

/// A key as a player reads it: `Q`, `1`, `Enter`, `Num +`.
pub fn key_label(k: KeyCode) -> String {
    let name = key_file_name(k);
    let label = match k {
        KeyCode::NumpadAdd => "Num +".into(),
        KeyCode::NumpadSubtract => "Num −".into(),
        KeyCode::NumpadMultiply => "Num *".into(),
        KeyCode::NumpadDivide => "Num /".into(),
        KeyCode::Equal => "=".into(),
        KeyCode::Minus => "-".into(),
        _ => name
            .replace("Key", "")
            .replace("Digit", "")
            .replace("Numpad", "Num ")
            .replace("Arrow", "Arrow "),
    };
    if label.is_empty() { name } else { label }
}

fn input_map(bindings: &Bindings) -> InputMap<GameKey> {
    let mut map = InputMap::default();
    for (key, codes) in bindings {
        for code in codes {
            map.insert(*key, *code);
        }
    }
    map.insert(
        GameKey::PrevTarget,
        ButtonlikeChord::modified(ModifierKey::Shift, KeyCode::Tab),
    );
    map
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<GameKey>::default())
        .add_systems(
            Startup,
            |mut commands: Commands, settings: Res<Settings>| {
                commands.spawn((
                    Name::new("Controls"),
                    input_map(&settings.keys),
                    ActionState::<GameKey>::default(),
                ));
            },
        )
        .add_systems(Update, rebuild_map.run_if(resource_changed::<Settings>));
}

/// Remapped keys take effect at once.
fn rebuild_map(settings: Res<Settings>, mut maps: Query<&mut InputMap<GameKey>>) {
    let fresh = input_map(&settings.keys);
    for mut map in &mut maps {
        if *map != fresh {
            *map = fresh.clone();
        }
    }
}

/// The keys as this frame sees them.
pub type Keys<'w, 's> = Single<'w, 's, &'static ActionState<GameKey>>;

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
    }

    #[test]
    fn no_default_key_serves_two_actions() {
        let mut seen = std::collections::HashMap::new();
        for (action, keys) in default_bindings() {
            for k in keys {
                if let Some(other) = seen.insert(k, action) {
                    panic!("{k:?} is bound to {other:?} and {action:?}");
                }
            }
        }
    }
}
