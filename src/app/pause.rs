//! The pause menu over a game (a duel, a skirmish, the war), drawn alike for both games:
//! Resume, what the game adds (the duel's Concede), and Leave to the title, which asks
//! first while a person's game goes on. A modal: Tab and Enter stay in it, and the board
//! beneath takes no click.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::screens::{Menu, Screen};
use crate::app::theme;
use crate::tr;

/// Draws the pause menu. `opened`: the menu state changed this frame (Resume then takes the
/// keyboard focus). `ask`: the message Leave asks with, or `None` to leave at once.
/// `middle` draws the game's own entries between Resume and Leave. `watching`: a replay
/// is watched, and the menu leads back to the list of replays too.
pub fn pause_window(
    ctx: &egui::Context,
    (menu, opened, watching): (&State<Menu>, bool, bool),
    (next_menu, next_screen): (&mut NextState<Menu>, &mut NextState<Screen>),
    ask: Option<&str>,
    middle: impl FnOnce(&mut egui::Ui, &mut NextState<Menu>),
) {
    // The settings opened from it stand in its place until they lead back.
    if *menu.get() == Menu::Settings {
        return;
    }
    egui::Modal::new(egui::Id::new("paused")).show(ctx, |ui| {
        ui.set_width(280.0);
        ui.heading(tr!("menu-paused"));
        let resume = ui.button(tr!("menu-resume"));
        if opened && *menu.get() == Menu::Pause {
            resume.request_focus();
        }
        if resume.clicked() {
            next_menu.set(Menu::None);
        }
        middle(ui, next_menu);
        if ui.button(tr!("menu-settings")).clicked() {
            next_menu.set(Menu::Settings);
        }
        if watching && ui.button(tr!("menu-back-to-replays")).clicked() {
            next_screen.set(Screen::Replays);
        }
        if *menu.get() == Menu::ConfirmLeave {
            theme::label(ui, tr!(ask.unwrap_or("menu-leave-game-ask-saved")));
            ui.horizontal(|ui| {
                let yes = ui.button(tr!("menu-leave-yes"));
                // Asked from the keyboard, it is answered there: Enter leaves, Esc is No.
                if opened {
                    yes.request_focus();
                }
                if yes.clicked() {
                    next_screen.set(Screen::Title);
                }
                if ui.button(tr!("menu-no")).clicked() {
                    next_menu.set(Menu::Pause);
                }
            });
        } else if ui.button(tr!("menu-leave")).clicked() {
            if ask.is_some() {
                next_menu.set(Menu::ConfirmLeave);
            } else {
                next_screen.set(Screen::Title);
            }
        }
    });
}

/// A game's book beside it (F1, or the pause menu's Rules): a window `room` points at most,
/// centred `offset` from the screen's centre, its content scrolling and opened at its top
/// (its tabs in sight), not where it was left. Gives whether it is still open.
pub fn book_window(
    ctx: &egui::Context,
    (id, title): (&str, String),
    room: egui::Vec2,
    offset: egui::Vec2,
    contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut open = true;
    let opened = theme::just_opened(ctx, egui::Order::Foreground, id);
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .open(&mut open)
        .default_size(room)
        .max_size(room)
        .anchor(egui::Align2::CENTER_CENTER, offset)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let mut scroll = egui::ScrollArea::vertical();
            if opened {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            scroll.show(ui, contents);
        });
    open
}
