//! Keyboard bindings (ux.md defaults) through leafwing-input-manager, so they can be
//! remapped in one place.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect)]
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
}

/// The default bindings, and their names for the settings screen.
pub fn default_bindings() -> Vec<(GameKey, &'static str, Vec<KeyCode>)> {
    use KeyCode::*;
    vec![
        (GameKey::Confirm, "Confirm", vec![Enter, NumpadEnter, Space]),
        (GameKey::Cancel, "Cancel / menu", vec![Escape]),
        (GameKey::Pass, "Pass", vec![KeyP]),
        (GameKey::NextTarget, "Next target", vec![Tab]),
        (GameKey::Card1, "Card 1", vec![Digit1]),
        (GameKey::Card2, "Card 2", vec![Digit2]),
        (GameKey::Card3, "Card 3", vec![Digit3]),
        (GameKey::Card4, "Card 4", vec![Digit4]),
        (GameKey::Card5, "Card 5", vec![Digit5]),
        (GameKey::Card6, "Card 6", vec![Digit6]),
        (GameKey::Card7, "Card 7", vec![Digit7]),
        (GameKey::Card8, "Card 8", vec![Digit8]),
        (GameKey::Card9, "Card 9", vec![Digit9]),
        (GameKey::Arc1, "Act with Arcastella 1", vec![KeyQ]),
        (GameKey::Arc2, "Act with Arcastella 2", vec![KeyW]),
        (GameKey::Arc3, "Act with Arcastella 3", vec![KeyE]),
        (GameKey::Log, "Show / hide the log", vec![KeyL]),
        (GameKey::Hint, "Hint", vec![KeyH]),
        (GameKey::Rules, "Rules", vec![F1]),
        (GameKey::Faster, "Faster animations", vec![Equal, NumpadAdd]),
        (
            GameKey::Slower,
            "Slower animations",
            vec![Minus, NumpadSubtract],
        ),
        (GameKey::Skip, "Skip animations", vec![KeyS]),
        (GameKey::Screenshot, "Save a screenshot", vec![F12]),
    ]
}

fn input_map() -> InputMap<GameKey> {
    let mut map = InputMap::default();
    for (key, _, codes) in default_bindings() {
        for code in codes {
            map.insert(key, code);
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
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn((
                Name::new("Controls"),
                input_map(),
                ActionState::<GameKey>::default(),
            ));
        });
}

/// The keys as this frame sees them.
pub type Keys<'w, 's> = Single<'w, 's, &'static ActionState<GameKey>>;
