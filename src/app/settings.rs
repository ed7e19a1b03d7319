//! Player settings: animation speed, UI scale, fullscreen, colour-blind-safe palette, the
//! log, the language and the key bindings. They are saved as `settings.json` in the user's config folder
//! ([`crate::paths::config_dir`]) whenever they change, and loaded on start. A file that
//! cannot be read is reported, in the log and on screen, kept beside as
//! `settings.json.broken`, and replaced by the defaults: never a crash.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use bevy::app::MainScheduleOrder;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use bevy::state::state::StateTransition;
use serde::{Deserialize, Serialize};

use crate::app::keys::{Bindings, GameKey, default_bindings, key_file_name, parse_key};
use crate::fault::{IoFault, JsonFault, located};
use crate::locale::{Lang, system_lang};
use crate::rules::duel::stops::Stop;
use crate::tr;

#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    /// Animation speed, 0.5x to 4x.
    pub speed: f32,
    /// Multiplies the size of every panel, card and label.
    pub ui_scale: f32,
    pub fullscreen: bool,
    /// Swap the player colours for a blue / orange pair that stays apart for every
    /// kind of colour blindness.
    pub colour_blind: bool,
    /// Show the event log beside the board.
    pub show_log: bool,
    /// The keys of every action.
    pub keys: Bindings,
    /// The language of every word on screen; on first start, the system's.
    pub language: Lang,
    /// The shortest time an AI decision stays on screen before it is played, in seconds.
    pub ai_min_delay: f32,
    /// Play every event at once (tests and screenshots).
    pub instant: bool,
    /// The duel's stops (as Forge's): where a person is asked though they could only pass;
    /// every other such decision is passed for them. A Block always asks.
    pub duel_stops: BTreeSet<Stop>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            ui_scale: 1.0,
            fullscreen: false,
            colour_blind: false,
            show_log: true,
            keys: default_bindings(),
            language: Lang::En,
            ai_min_delay: 0.4,
            instant: false,
            duel_stops: Stop::ALL.into_iter().collect(),
        }
    }
}

pub const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 3.0, 4.0];
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=1.5;

impl Settings {
    pub fn faster(&mut self) {
        if let Some(s) = SPEEDS.iter().find(|s| **s > self.speed + 0.01) {
            self.speed = *s;
        }
    }
    pub fn slower(&mut self) {
        if let Some(s) = SPEEDS.iter().rev().find(|s| **s < self.speed - 0.01) {
            self.speed = *s;
        }
    }

    /// Binds `key` to `action` alone, taking it from any other action that had it where
    /// both work (a live-only and a replay-only action may share a key); returns the action
    /// it was taken from.
    pub fn bind(&mut self, action: GameKey, key: KeyCode) -> Option<GameKey> {
        let mut taken_from = None;
        for (a, keys) in &mut self.keys {
            if *a != action && a.scope().overlaps(action.scope()) && keys.contains(&key) {
                keys.retain(|k| *k != key);
                taken_from = Some(*a);
            }
        }
        self.keys.insert(action, vec![key]);
        // Cancel leads to every way out: taken away, it has Esc back (which no other
        // action may take), or the menus could no longer be reached.
        if self.keys.get(&GameKey::Cancel).is_none_or(Vec::is_empty) {
            self.keys.insert(GameKey::Cancel, vec![KeyCode::Escape]);
        }
        taken_from
    }

    fn to_file(&self) -> SettingsFile {
        SettingsFile {
            speed: self.speed,
            ui_scale: self.ui_scale,
            fullscreen: self.fullscreen,
            colour_blind: self.colour_blind,
            show_log: self.show_log,
            language: Some(self.language.code().to_string()),
            duel_stops: self.duel_stops.iter().copied().collect(),
            keys: self
                .keys
                .iter()
                .map(|(a, ks)| {
                    (
                        a.file_name(),
                        ks.iter().map(|k| key_file_name(*k)).collect(),
                    )
                })
                .collect(),
        }
    }

    /// Settings from the file's fields; an error names the field and the reason.
    fn from_file(f: SettingsFile) -> Result<Settings, (String, SettingsReason)> {
        let mut s = Settings::default();
        if !(SPEEDS[0]..=SPEEDS[SPEEDS.len() - 1]).contains(&f.speed) {
            return Err(("speed".into(), SettingsReason::Speed(f.speed)));
        }
        if !UI_SCALES.contains(&f.ui_scale) {
            return Err(("ui_scale".into(), SettingsReason::UiScale(f.ui_scale)));
        }
        s.speed = f.speed;
        s.ui_scale = f.ui_scale;
        s.fullscreen = f.fullscreen;
        s.colour_blind = f.colour_blind;
        s.show_log = f.show_log;
        s.duel_stops = f.duel_stops.into_iter().collect();
        s.language = match f.language.as_deref() {
            None => system_lang(),
            Some(code) => Lang::from_code(code)
                .ok_or_else(|| ("language".into(), SettingsReason::Language(code.into())))?,
        };
        // Actions missing from the file keep their default keys.
        for (name, keys) in f.keys {
            let field = format!("keys.{name}");
            let action = GameKey::from_file_name(&name)
                .ok_or_else(|| (field.clone(), SettingsReason::NoSuchAction))?;
            let keys = keys
                .iter()
                .map(|k| {
                    parse_key(k).ok_or_else(|| (field.clone(), SettingsReason::NotAKey(k.clone())))
                })
                .collect::<Result<Vec<_>, _>>()?;
            s.keys.insert(action, keys);
        }
        Ok(s)
    }
}

/// The saved part of [`Settings`], as it is written in the file. A missing field takes its
/// default; an unknown one is an error (most likely a typing mistake).
#[derive(Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
struct SettingsFile {
    speed: f32,
    ui_scale: f32,
    fullscreen: bool,
    colour_blind: bool,
    show_log: bool,
    /// Absent in a file written before the game spoke Japanese: the system's language.
    #[serde(default)]
    language: Option<String>,
    keys: BTreeMap<String, Vec<String>>,
    /// The duel's stops that ask; absent in a file from before them: all.
    duel_stops: Vec<Stop>,
}

impl Default for SettingsFile {
    fn default() -> Self {
        Settings::default().to_file()
    }
}

/// Where the settings are read and saved; `None` for tests and screenshots, which must
/// neither depend on nor change the player's settings.
#[derive(Resource, Debug, Default)]
pub struct SettingsStore {
    pub path: Option<PathBuf>,
    /// What the file holds now, so that only real changes are written.
    saved: Option<Settings>,
}

impl SettingsStore {
    pub fn at(path: Option<PathBuf>) -> SettingsStore {
        SettingsStore { path, saved: None }
    }
}

/// Why the settings file was not used, for the screen to show until dismissed.
#[derive(Resource, Debug, Default)]
pub struct SettingsNotice(pub Option<SettingsProblem>);

/// What went wrong with the settings file at start. The words are made when shown, so
/// that they come in the language the player reads now (the file's own was never read).
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsProblem {
    /// What is wrong with the file.
    pub detail: SettingsFault,
    /// Where the broken file was kept, or why it could not be.
    pub kept: Result<PathBuf, IoFault>,
    /// Why the defaults could not be saved.
    pub not_saved: Option<String>,
}

impl SettingsProblem {
    /// The notice, in the current language.
    pub fn message(&self) -> String {
        let mut lines = vec![tr!("settings-reset-body"), self.detail.message()];
        lines.push(match &self.kept {
            Ok(path) => tr!("settings-reset-kept", path = path.display().to_string()),
            Err(e) => tr!("settings-reset-not-kept", error = e.message()),
        });
        if let Some(e) = &self.not_saved {
            lines.push(tr!("settings-reset-not-saved", error = e.as_str()));
        }
        lines.join("\n")
    }
}

/// What is wrong with a settings file: the file, the field (empty for the whole file)
/// and why.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsFault {
    pub file: String,
    pub field: String,
    pub reason: SettingsReason,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SettingsReason {
    Io(IoFault),
    Json(JsonFault),
    Speed(f32),
    UiScale(f32),
    Language(String),
    NoSuchAction,
    NotAKey(String),
}

impl SettingsFault {
    /// In the current language.
    pub fn message(&self) -> String {
        let reason = match &self.reason {
            SettingsReason::Io(e) => e.message(),
            SettingsReason::Json(e) => e.message(),
            SettingsReason::Speed(v) => tr!("settings-fault-speed", value = *v as f64),
            SettingsReason::UiScale(v) => tr!("settings-fault-ui-scale", value = *v as f64),
            SettingsReason::Language(code) => {
                tr!("settings-fault-language", code = code.as_str())
            }
            SettingsReason::NoSuchAction => tr!("settings-fault-no-such-action"),
            SettingsReason::NotAKey(key) => tr!("settings-fault-not-a-key", key = key.as_str()),
        };
        located(&self.file, &self.field, &reason)
    }
}

impl std::fmt::Display for SettingsFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::locale::with_lang(Lang::En, || self.message()))
    }
}

/// The settings file in the user's config folder, if the platform names one.
pub fn default_path() -> Option<PathBuf> {
    crate::paths::config_dir().map(|d| d.join("settings.json"))
}

/// Reads a settings file. No file means the defaults, silently; a file that cannot be read
/// or parsed is an error naming the file, the field and the reason.
pub fn load(path: &Path) -> Result<Settings, SettingsFault> {
    let fault = |field: String, reason| SettingsFault {
        file: path.display().to_string(),
        field,
        reason,
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(first_start()),
        Err(e) => return Err(fault(String::new(), SettingsReason::Io(IoFault::of(&e)))),
    };
    let de = &mut serde_json::Deserializer::from_str(&text);
    let file: SettingsFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let field = e.path().to_string();
        let field = if field == "." { String::new() } else { field };
        fault(field, SettingsReason::Json(JsonFault::of(e.inner())))
    })?;
    Settings::from_file(file).map_err(|(field, reason)| fault(field, reason))
}

/// The settings of a first start: the defaults, in the system's language.
pub fn first_start() -> Settings {
    Settings {
        language: system_lang(),
        ..Settings::default()
    }
}

/// Writes the settings file, creating its folder.
pub fn save(path: &Path, s: &Settings) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let text = serde_json::to_string_pretty(&s.to_file()).map_err(|e| e.to_string())?;
    // Write beside and rename, so a crash mid-write never leaves half a file.
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, text + "\n").map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Loads the settings at start. A broken file is kept as `settings.json.broken`, replaced
/// by the defaults and reported; what went wrong is returned for the screen.
pub fn load_or_replace(path: &Path) -> (Settings, Option<SettingsProblem>) {
    match load(path) {
        Ok(s) => (s, None),
        Err(detail) => {
            let defaults = first_start();
            let kept = path.with_extension("json.broken");
            let kept = match std::fs::rename(path, &kept) {
                Ok(()) => Ok(kept),
                Err(err) => Err(IoFault::of(&err)),
            };
            let not_saved = save(path, &defaults).err();
            let problem = SettingsProblem {
                detail,
                kept,
                not_saved,
            };
            (defaults, Some(problem))
        }
    }
}

/// Where the settings are read: before the first screen opens. Bevy enters the first
/// screen before `PreStartup`, and the title's words (the list of saves) are made as it
/// opens, so they must find the player's language already set.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
struct ReadSettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsStore>()
        .init_resource::<SettingsNotice>()
        .add_systems(ReadSettings, load_settings)
        .add_systems(Last, save_settings.run_if(resource_changed::<Settings>));
    let mut order = app.world_mut().resource_mut::<MainScheduleOrder>();
    if order.startup_labels.contains(&StateTransition.intern()) {
        order.insert_startup_before(StateTransition, ReadSettings);
    } else {
        order.insert_startup_before(PreStartup, ReadSettings);
    }
}

fn load_settings(
    mut store: ResMut<SettingsStore>,
    mut settings: ResMut<Settings>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(path) = store.path.clone() else {
        return;
    };
    let (loaded, problem) = load_or_replace(&path);
    if let Some(p) = &problem {
        // The log stays English whatever the player reads.
        error!("{}", crate::locale::with_lang(Lang::En, || p.message()));
    } else if path.exists() {
        info!("settings read from {}", path.display());
    } else {
        info!(
            "no settings file at {}: the defaults are used",
            path.display()
        );
    }
    notice.0 = problem;
    // Words made before the first frame (the log of a continued game) are in it too.
    crate::locale::set_lang(loaded.language);
    *settings = loaded.clone();
    store.saved = Some(loaded);
}

/// Saves the settings when the saved part changed (not the test-only fields).
fn save_settings(mut store: ResMut<SettingsStore>, settings: Res<Settings>) {
    let Some(path) = store.path.clone() else {
        return;
    };
    let same = store
        .saved
        .as_ref()
        .is_some_and(|s| s.to_file() == settings.to_file());
    if same {
        return;
    }
    match save(&path, &settings) {
        Ok(()) => store.saved = Some(settings.clone()),
        Err(e) => {
            error!("cannot save the settings: {e}");
            // Do not retry every frame; the next change tries again.
            store.saved = Some(settings.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hn-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// Cancel bound to Space, then Space bound to another action: Cancel had no key left,
    /// and Esc led nowhere (the robot found it, seed 17).
    #[test]
    fn cancel_is_never_left_without_a_key() {
        let mut s = Settings::default();
        s.bind(GameKey::Cancel, KeyCode::Space);
        let taken = s.bind(GameKey::Confirm, KeyCode::Space);
        assert_eq!(taken, Some(GameKey::Cancel));
        assert_eq!(s.keys[&GameKey::Cancel], vec![KeyCode::Escape]);
        assert_eq!(s.keys[&GameKey::Confirm], vec![KeyCode::Space]);
    }

    #[test]
    fn saved_settings_load_back_and_a_missing_file_means_defaults() {
        let dir = temp_dir("roundtrip");
        let path = dir.join("horizon-notes/settings.json");
        assert_eq!(load(&path), Ok(first_start()));
        let mut s = Settings {
            speed: 3.0,
            ui_scale: 1.25,
            colour_blind: true,
            show_log: false,
            ..Settings::default()
        };
        assert_eq!(s.bind(GameKey::Pass, KeyCode::KeyQ), Some(GameKey::Arc1));
        save(&path, &s).unwrap();
        let back = load(&path).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.keys[&GameKey::Pass], vec![KeyCode::KeyQ]);
        assert!(back.keys[&GameKey::Arc1].is_empty());
        // Space plays a replay and confirms a live choice: binding one keeps the other.
        assert_eq!(s.bind(GameKey::PlayPause, KeyCode::Space), None);
        assert!(s.keys[&GameKey::Confirm].contains(&KeyCode::Space));
        assert_eq!(
            s.bind(GameKey::ShowHands, KeyCode::KeyL),
            Some(GameKey::Log)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_broken_file_names_the_field_and_is_replaced_by_defaults() {
        let dir = temp_dir("broken");
        let path = dir.join("settings.json");
        std::fs::create_dir_all(&dir).unwrap();
        for (text, field) in [
            ("{ \"speed\": \"fast\" }", "speed"),
            ("{ \"speed\": 9.0 }", "speed: 9"),
            ("{ \"ui_scal\": 1.0 }", "ui_scal"),
            ("{ \"keys\": { \"Pass\": [\"Shift\"] } }", "keys.Pass"),
            ("{ \"keys\": { \"Jump\": [\"KeyJ\"] } }", "keys.Jump"),
            ("{ \"speed\": 1.0, ", "truncated"),
        ] {
            std::fs::write(&path, text).unwrap();
            let fault = load(&path).unwrap_err();
            let err = fault.to_string();
            assert!(
                err.contains("settings.json") && err.contains(field),
                "{text}: {err}"
            );
            let ja = crate::locale::with_lang(Lang::Ja, || fault.message());
            let shown = ["ui_scal", "Shift"].iter().fold(
                ja.replace(&fault.file, "").replace(&fault.field, ""),
                |t, w| t.replace(w, ""),
            );
            assert!(
                !shown.chars().any(|ch| ch.is_ascii_alphabetic()),
                "{text}: {ja}"
            );
            let (s, notice) = load_or_replace(&path);
            assert_eq!(s, Settings::default());
            let notice = notice.unwrap().message();
            assert!(
                notice.contains(field) && notice.contains(".broken"),
                "{notice}"
            );
            assert_eq!(
                std::fs::read_to_string(path.with_extension("json.broken")).unwrap(),
                text
            );
            assert_eq!(
                load(&path),
                Ok(Settings::default()),
                "the defaults replaced it"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_with_some_fields_keeps_the_defaults_of_the_others() {
        let dir = temp_dir("partial");
        let path = dir.join("settings.json");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            &path,
            "{ \"fullscreen\": true, \"keys\": { \"Hint\": [\"F2\"] } }",
        )
        .unwrap();
        let s = load(&path).unwrap();
        assert!(s.fullscreen);
        assert_eq!(s.keys[&GameKey::Hint], vec![KeyCode::F2]);
        assert_eq!(s.keys[&GameKey::Pass], vec![KeyCode::KeyP]);
        assert_eq!(s.speed, 1.0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
