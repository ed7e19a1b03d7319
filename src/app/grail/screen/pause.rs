//! The pause menu over a Grail game, opened by Esc once no choice is half made: the game
//! waits beneath it (`not_paused`, as in the duel). Resume, back to the replays when one is
//! watched, or leave to the title; a person's game still going is asked about first (it is
//! saved, and Continue resumes it).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::grail::rules_book::{GrailRulesTab, grail_rules_book};
use crate::app::grail::session::GrailSession;
use crate::app::pause::{book_window, pause_window};
use crate::app::screens::{Menu, Screen};
use crate::app::session::Seat;
use crate::tr;

pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    session: Res<GrailSession>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    playback: Option<Res<crate::app::grail::playback::GrailPlayback>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let watching = playback.is_some();
    let asks = !session.state.is_over() && session.seats.iter().any(Seat::is_human);
    let ask = asks.then_some(if session.save_to.is_some() {
        "menu-leave-game-ask-saved"
    } else {
        "menu-leave-game-ask-unsaved"
    });
    pause_window(
        ctx,
        (&menu, menu.is_changed(), watching),
        (&mut next_menu, &mut next_screen),
        ask,
        |ui, next_menu| {
            if ui.button(tr!("grail-rules-open")).clicked() {
                next_menu.set(Menu::Rules);
            }
        },
    );
    Ok(())
}

/// The Grail War's book beside the game (F1, or the pause menu's Rules); the game goes on.
pub(super) fn rules_window(
    mut contexts: EguiContexts,
    mut tab: ResMut<GrailRulesTab>,
    mut next_menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let room = egui::vec2(
        (screen.width() - 64.0).min(640.0),
        (screen.height() - 96.0).min(520.0),
    );
    let open = book_window(
        ctx,
        ("grail_rules", tr!("grail-rules-window")),
        room,
        egui::Vec2::ZERO,
        |ui| grail_rules_book(ui, &mut tab),
    );
    if !open {
        next_menu.set(Menu::None);
    }
    Ok(())
}
