//! The screens a player moves between. Entities spawned for a screen carry
//! `DespawnOnExit(screen)`, so nothing leaks from one screen into the next.

use bevy::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Rules,
    Settings,
    /// Choosing decks and who goes first.
    DuelSetup,
    /// The board.
    Duel,
    GameEnd,
    /// The saved replays.
    Replays,
    /// Choosing the sides of a Grail War skirmish.
    SkirmishSetup,
    /// One Grail War combat, fought to its end.
    Skirmish,
    /// Choosing the factions of a whole Grail War.
    WarSetup,
    /// The whole Grail War: the city by day and night, and its combats.
    War,
}

impl Screen {
    /// The screens a Grail game is played or watched on: the one combat of a skirmish, and
    /// the whole war (whose combats are fought on the same screen).
    pub fn is_grail(self) -> bool {
        matches!(self, Screen::Skirmish | Screen::War)
    }
}

/// Run condition: a Grail game's screen is up.
pub fn on_grail(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_some_and(|s| s.get().is_grail())
}

/// A menu over a game screen (a duel, a skirmish, the war): the game goes on beneath the
/// rules window, and stops (no AI move, no replay step) while the pause menu or one of its
/// confirmations is up. Leaving the screen closes it.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Duel | Screen::Skirmish | Screen::War)]
pub enum Menu {
    #[default]
    None,
    Pause,
    /// "Concede this duel?", asked from the pause menu.
    ConfirmConcede,
    /// "Leave this game?", asked from the pause menu while a person's game goes on.
    ConfirmLeave,
    Rules,
    /// The settings, opened from the pause menu: the game waits beneath them.
    Settings,
}

impl Menu {
    /// The menu Esc leads to from this one: a confirmation's No (back to the pause menu),
    /// the pause menu's Resume; with none up, or the rules window beside the game, the
    /// pause menu. The settings lead back by themselves: Esc there may answer a key being
    /// bound (it keeps the old key).
    pub fn on_escape(self) -> Option<Menu> {
        match self {
            Menu::ConfirmConcede | Menu::ConfirmLeave => Some(Menu::Pause),
            Menu::Pause => Some(Menu::None),
            // The rules window beside the game gives way to the pause menu at once: closed
            // first, a choice half made would take a third press to reach it (F1 or the
            // window's own close button close it alone).
            Menu::Rules | Menu::None => Some(Menu::Pause),
            Menu::Settings => None,
        }
    }

    pub fn pauses(self) -> bool {
        matches!(
            self,
            Menu::Pause | Menu::ConfirmConcede | Menu::ConfirmLeave | Menu::Settings
        )
    }
}

/// Run condition: no menu has stopped the game.
pub fn not_paused(menu: Option<Res<State<Menu>>>) -> bool {
    menu.is_none_or(|m| !m.get().pauses())
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_sub_state::<Menu>();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The confirmations stop the game as the pause menu they come from does; the rules
    /// window lets it go on.
    /// Esc answers a confirmation No, then resumes: from any menu at most two presses
    /// reach the pause menu or leave every menu.
    #[test]
    fn esc_steps_out_of_the_menus() {
        assert_eq!(Menu::ConfirmLeave.on_escape(), Some(Menu::Pause));
        assert_eq!(Menu::ConfirmConcede.on_escape(), Some(Menu::Pause));
        assert_eq!(Menu::Pause.on_escape(), Some(Menu::None));
        assert_eq!(Menu::None.on_escape(), Some(Menu::Pause));
        assert_eq!(Menu::Rules.on_escape(), Some(Menu::Pause));
        assert_eq!(Menu::Settings.on_escape(), None);
    }

    #[test]
    fn the_pause_menu_and_its_confirmations_pause() {
        assert!(Menu::Pause.pauses());
        assert!(Menu::ConfirmConcede.pauses());
        assert!(Menu::ConfirmLeave.pauses());
        assert!(!Menu::Rules.pauses());
        assert!(!Menu::None.pauses());
    }
}
