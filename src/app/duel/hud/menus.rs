//! The menus over a duel, each a state of [`Menu`]: the pause menu (resume, concede with a
//! confirmation, leave) and the rules window.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Order};

use crate::app::duel::layout::SIDE_PANEL;
use crate::app::duel::rules_text::rules_text;
use crate::app::duel::session::{DuelChoice, DuelSession};
use crate::app::frame_pace::Busy;
use crate::app::screens::{Menu, Screen};
use crate::rules::duel::Action;

/// The pause menu: the game waits beneath it (`not_paused`).
pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    session: Res<DuelSession>,
    mut choices: MessageWriter<DuelChoice>,
    mut busy: ResMut<Busy>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let me = session.shown.seat;
    let mut concede = false;
    egui::Window::new("Paused")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
        .order(Order::Foreground)
        .show(ctx, |ui| {
            ui.set_width(260.0);
            if ui.button("Resume").clicked() {
                next_menu.set(Menu::None);
            }
            if !session.state.is_over() && session.seat(me).is_human() {
                if *menu.get() == Menu::ConfirmConcede {
                    ui.label("Concede this duel?");
                    ui.horizontal(|ui| {
                        if ui.button("Yes, concede").clicked() {
                            concede = true;
                            next_menu.set(Menu::None);
                        }
                        if ui.button("No").clicked() {
                            next_menu.set(Menu::Pause);
                        }
                    });
                } else if ui.button("Concede").clicked() {
                    next_menu.set(Menu::ConfirmConcede);
                }
            }
            if ui.button("Leave to the main menu").clicked() {
                next_screen.set(Screen::Title);
            }
        });
    if concede {
        choices.write(DuelChoice {
            seat: me,
            action: Action::Concede,
        });
        busy.animating = true;
    }
    Ok(())
}

/// The rules of the duel beside the board; the game goes on.
pub(super) fn rules_window(
    mut contexts: EguiContexts,
    mut next_menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Rules of the duel")
        .open(&mut open)
        .default_size(egui::vec2(620.0, 480.0))
        .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
        .order(Order::Foreground)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, rules_text);
        });
    if !open {
        next_menu.set(Menu::None);
    }
    Ok(())
}
