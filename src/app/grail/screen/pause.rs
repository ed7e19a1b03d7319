//! The pause menu over a Grail game, opened by Esc once no choice is half made: the game
//! waits beneath it (`not_paused`, as in the duel). Resume, or leave to the title; a person's
//! game still going is asked about first (it is saved, and Continue resumes it).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::grail::session::GrailSession;
use crate::app::screens::{Menu, Screen};
use crate::app::session::Seat;
use crate::tr;

pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    session: Res<GrailSession>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Modal::new(egui::Id::new("grail_paused")).show(ctx, |ui| {
        ui.set_width(280.0);
        ui.heading(tr!("menu-paused"));
        let resume = ui.button(tr!("menu-resume"));
        // The keyboard starts on Resume: Enter takes it, Tab goes on to Leave.
        if menu.is_changed() && *menu.get() == Menu::Pause {
            resume.request_focus();
        }
        if resume.clicked() {
            next_menu.set(Menu::None);
        }
        if *menu.get() == Menu::ConfirmLeave {
            ui.label(tr!(if session.save_to.is_some() {
                "menu-leave-game-ask-saved"
            } else {
                "menu-leave-game-ask-unsaved"
            }));
            ui.horizontal(|ui| {
                if ui.button(tr!("menu-leave-yes")).clicked() {
                    next_screen.set(Screen::Title);
                }
                if ui.button(tr!("menu-no")).clicked() {
                    next_menu.set(Menu::Pause);
                }
            });
        } else if ui.button(tr!("menu-leave")).clicked() {
            if !session.state.is_over() && session.seats.iter().any(Seat::is_human) {
                next_menu.set(Menu::ConfirmLeave);
            } else {
                next_screen.set(Screen::Title);
            }
        }
    });
    Ok(())
}
