//! Keyboard input through leafwing-input-manager. The bindings live in
//! [`Settings::keys`], are remapped on the Settings screen and saved with the settings; the
//! `InputMap` is rebuilt from them whenever they change.

use bevy::prelude::*;
use leafwing_input_manager::buttonlike::ButtonValue;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;
use leafwing_input_manager::user_input::updating::CentralInputStore;

use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};

use crate::app::keys::{Bindings, GameKey};
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::settings::Settings;

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
    map.insert(
        GameKey::Undo,
        ButtonlikeChord::modified(ModifierKey::Control, KeyCode::KeyZ),
    );
    map.insert(
        GameKey::Redo,
        ButtonlikeChord::modified(ModifierKey::Control, KeyCode::KeyY),
    );
    map.insert(
        GameKey::Redo,
        ButtonlikeChord::new([ModifierKey::Control, ModifierKey::Shift]).with(KeyCode::KeyZ),
    );
    // The longer chord wins a clash, so Shift + an arrow jumps a turn and does not step.
    map.insert(
        GameKey::NextTurn,
        ButtonlikeChord::modified(ModifierKey::Shift, KeyCode::ArrowRight),
    );
    map.insert(
        GameKey::PrevTurn,
        ButtonlikeChord::modified(ModifierKey::Shift, KeyCode::ArrowLeft),
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
        .add_systems(
            PreUpdate,
            keep_quick_taps
                .after(InputManagerSystem::Unify)
                .before(InputManagerSystem::Update),
        )
        .add_systems(
            PreUpdate,
            keys_for_the_duel
                .run_if(in_state(Screen::Duel).or_else(crate::app::screens::on_grail))
                // The pause menu is egui's own: Tab and Enter work it there.
                .run_if(crate::app::screens::not_paused)
                .after(EguiInputSet::WriteEguiEvents)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            Update,
            rebuild_map
                .in_set(AppSystems::Input)
                .run_if(resource_changed::<Settings>),
        );
}

/// On the board Tab, Enter and Space belong to the game (next target, confirm): egui would
/// also move its own focus with Tab and press the focused widget with Enter or Space (a
/// card in the hand, say), so they do not reach egui there, unless the pause menu is up.
/// The board has no text field.
fn keys_for_the_duel(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab | egui::Key::Enter | egui::Key::Space,
                    ..
                }
            )
        });
    }
}

/// A key pressed and released between two frames (a quick tap while frames are slow, as
/// under a software renderer, or `xdotool key`) is `just_pressed` but no longer `pressed`,
/// and leafwing 0.21 reads only `pressed`: the tap was lost. It counts as held for this one
/// frame (leafwing's input store is cleared every frame, so it is released on the next).
fn keep_quick_taps(keys: Res<ButtonInput<KeyCode>>, mut store: ResMut<CentralInputStore>) {
    for key in keys.get_just_pressed() {
        if !keys.pressed(*key) {
            store.update_buttonlike(*key, ButtonValue::from_pressed(true));
        }
    }
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

/// Whether Esc leaves a menu screen this frame: it closes an open list or leaves a text
/// field first. Asked of egui's memory, which keeps a list open from the last frame: the
/// pass's own count of open popups is empty until this frame draws them.
pub fn esc_leaves(ctx: &egui::Context) -> bool {
    !egui::Popup::is_any_open(ctx) && !ctx.text_edit_focused()
}

#[cfg(test)]
mod tap_tests {
    use bevy::input::ButtonState;
    use bevy::input::InputPlugin;
    use bevy::input::keyboard::{Key, KeyboardInput};

    use super::*;

    fn pass_state(app: &mut App) -> (bool, bool) {
        let mut q = app.world_mut().query::<&ActionState<GameKey>>();
        let keys = q.single(app.world()).expect("the controls entity");
        (
            keys.just_pressed(&GameKey::Pass),
            keys.pressed(&GameKey::Pass),
        )
    }

    /// A key pressed and released between two frames (as `xdotool key` does, or a quick tap
    /// while frames are slow) still counts as one press, for one frame.
    #[test]
    fn a_tap_shorter_than_a_frame_counts_once() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, InputPlugin))
            .init_resource::<Settings>()
            .add_plugins(plugin);
        app.update();
        let window = app.world_mut().spawn_empty().id();
        for state in [ButtonState::Pressed, ButtonState::Released] {
            app.world_mut().write_message(KeyboardInput {
                key_code: KeyCode::KeyP,
                logical_key: Key::Character("p".into()),
                state,
                text: None,
                repeat: false,
                window,
            });
        }
        app.update();
        assert_eq!(pass_state(&mut app), (true, true), "P tapped: Pass");
        app.update();
        assert_eq!(pass_state(&mut app), (false, false), "and released");
    }
}
