//! The keyboard on the combat screen (remappable in Settings, as in the duel): 1-9 press an
//! entry of the present step, Tab and Shift+Tab move the focus, Enter takes or confirms it;
//! H asks for a hint, the skip key shows what is queued at once, and Ctrl+Z / Ctrl+Y undo
//! and redo the person's last choice. Escape closes a faction's window over the war's map
//! and takes back a choice half made, or with neither, opens the pause menu (in a menu:
//! `on_escape`).

use bevy::prelude::*;

use super::choice::{ChoiceUi, Press};
use super::panels::FactionPanel;
use crate::app::grail::ai::GrailHint;
use crate::app::grail::data::GrailData;
use crate::app::grail::session::{GrailChoice, GrailSession, GrailTable, secrets_shown};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::screens::Menu;
use crate::app::session::{Pacing, Rewind};

pub(super) fn read_keys(
    keys: Keys,
    session: Res<GrailSession>,
    table: Res<GrailTable>,
    content: Res<GrailData>,
    mut ui: ResMut<ChoiceUi>,
    mut choices: MessageWriter<GrailChoice>,
    mut hint: ResMut<GrailHint>,
    mut pacing: ResMut<Pacing>,
    mut rewind: MessageWriter<Rewind>,
    mut panel: ResMut<FactionPanel>,
    (menu, mut next_menu): (Option<Res<State<Menu>>>, ResMut<NextState<Menu>>),
) {
    let paused = menu.as_ref().is_some_and(|m| m.get().pauses());
    if keys.just_pressed(&GameKey::Cancel) {
        match menu.as_ref().map(|m| *m.get()) {
            Some(m) if m != Menu::None => {
                if let Some(to) = m.on_escape() {
                    next_menu.set(to);
                }
            }
            _ => escape(&session, &mut ui, &mut panel, &mut next_menu),
        }
        return;
    }
    if paused {
        return;
    }
    // F1: the Grail War's book beside the game, or closed again.
    if keys.just_pressed(&GameKey::Rules) {
        let open = menu.as_ref().is_some_and(|m| *m.get() == Menu::Rules);
        next_menu.set(if open { Menu::None } else { Menu::Rules });
        return;
    }
    if keys.just_pressed(&GameKey::Skip) {
        pacing.skip = true;
    }
    if session.shown.hidden() || !secrets_shown(&session, &table) {
        return;
    }
    // The person shown may take back their last choice while the AIs still answer it.
    if session.seat(session.shown.seat).is_human() {
        if keys.just_pressed(&GameKey::Undo) {
            rewind.write(Rewind::Undo);
            return;
        }
        if keys.just_pressed(&GameKey::Redo) {
            rewind.write(Rewind::Redo);
            return;
        }
    }
    let Some(f) = session
        .human_to_decide()
        .filter(|f| *f == session.shown.seat)
    else {
        return;
    };
    ui.follow(&content.0, &session.state, session.actions.len());
    let mut press = Press::Nothing;
    for (i, k) in GameKey::CARDS.iter().enumerate() {
        if keys.just_pressed(k) {
            ui.focus = i;
            press = ui.press(i);
        }
    }
    if keys.just_pressed(&GameKey::NextTarget) {
        ui.move_focus(1);
    }
    if keys.just_pressed(&GameKey::PrevTarget) {
        ui.move_focus(-1);
    }
    if keys.just_pressed(&GameKey::Confirm) {
        press = ui.confirm();
    }
    if keys.just_pressed(&GameKey::Hint) {
        hint.request(content.0.clone(), &session, f);
    }
    if let Press::Take(action) = press {
        choices.write(GrailChoice { seat: f, action });
    }
}

/// With no menu up, Esc leads out in at most two presses: it clears what is open over the
/// map at once (a faction's window, a choice half made, taken back to the first step of
/// the menu), or with nothing open, opens the pause menu.
fn escape(
    session: &GrailSession,
    ui: &mut ChoiceUi,
    panel: &mut FactionPanel,
    next_menu: &mut NextState<Menu>,
) {
    let deciding = session.shown.curtain.is_none()
        && session
            .human_to_decide()
            .is_some_and(|f| f == session.shown.seat);
    let half_made = deciding && !ui.at_start();
    if half_made {
        ui.back_to_start();
    }
    if panel.close() || half_made {
        return;
    }
    next_menu.set(Menu::Pause);
}
