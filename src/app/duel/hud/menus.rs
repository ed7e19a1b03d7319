//! The menus over a duel, each a state of [`Menu`]: the pause menu (resume, concede and
//! leave, each with a confirmation) and the rules window (How to play, then the rules).

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui;

use crate::app::duel::data::DuelData;
use crate::app::duel::layout::SIDE_PANEL;
use crate::app::duel::rules_book::{RulesTab, rules_book};
use crate::app::duel::session::{DuelChoice, DuelSession};
use crate::app::frame_pace::Busy;
use crate::app::pause::{book_window, pause_window};
use crate::app::screens::{Menu, Screen};
use crate::app::session::Seat;
use crate::app::theme;
use crate::rules::duel::Action;
use crate::tr;

/// The pause menu: the game waits beneath it (`not_paused`).
pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    session: Res<DuelSession>,
    mut choices: MessageWriter<DuelChoice>,
    mut busy: ResMut<Busy>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    playback: Option<Res<crate::app::duel::playback::Playback>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let watching = playback.is_some();
    let me = session.shown.seat;
    let mut concede = false;
    // Behind a hot seat's curtain nobody knows whose hands are on the keys.
    let may_concede =
        !session.state.is_over() && session.seat(me).is_human() && session.shown.curtain.is_none();
    let ask = leaving_needs_asking(&session).then_some(if session.save_to.is_some() {
        "menu-leave-ask-saved"
    } else {
        "menu-leave-ask-unsaved"
    });
    pause_window(
        ctx,
        (&menu, menu.is_changed(), watching),
        (&mut next_menu, &mut next_screen),
        ask,
        |ui, next_menu| {
            if !may_concede {
                return;
            }
            if *menu.get() == Menu::ConfirmConcede {
                theme::label(ui, tr!("menu-concede-ask"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("menu-concede-yes")).clicked() {
                        concede = true;
                        next_menu.set(Menu::None);
                    }
                    if ui.button(tr!("menu-no")).clicked() {
                        next_menu.set(Menu::Pause);
                    }
                });
            } else if ui.button(tr!("menu-concede")).clicked() {
                next_menu.set(Menu::ConfirmConcede);
            }
        },
    );
    if concede {
        choices.write(DuelChoice {
            seat: me,
            action: Action::Concede,
        });
        busy.animating = true;
    }
    Ok(())
}

/// Leaving asks first only when a person leaves a game still going: a duel over, a
/// watched replay or two AIs leave at once.
fn leaving_needs_asking(session: &DuelSession) -> bool {
    !session.state.is_over() && session.seats.iter().any(Seat::is_human)
}

/// How to play and the rules of the duel beside the board; the game goes on.
pub(super) fn rules_window(
    mut contexts: EguiContexts,
    mut tab: ResMut<RulesTab>,
    (content, session): (Res<DuelData>, Res<DuelSession>),
    mut next_menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Over the board only, at every UI scale: the side panel stays in view.
    let screen = ctx.content_rect();
    let room = egui::vec2(
        (screen.width() - SIDE_PANEL - 32.0).min(620.0),
        (screen.height() - 96.0).min(480.0),
    );
    let house = Some(session.config().house);
    let open = book_window(
        ctx,
        ("rules_window", tr!("menu-rules-window")),
        room,
        egui::vec2(-SIDE_PANEL / 2.0, 0.0),
        |ui| rules_book(ui, &mut tab, &content.0.rules, house),
    );
    if !open {
        next_menu.set(Menu::None);
    }
    Ok(())
}
