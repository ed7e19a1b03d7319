//! The Rules screen over the night sky: for the duel or the Grail War, how to play and the
//! rules.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::duel::{DuelData, RulesTab, rules_book};
use crate::app::grail::{GrailRulesTab, grail_rules_book};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::theme::sky;
use crate::tr;

use super::page::page;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_screen
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::Rules)),
    );
}

/// Which game's book the page shows.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Game {
    #[default]
    Duel,
    Grail,
}

fn rules_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    (mut tab, mut grail_tab, mut game): (ResMut<RulesTab>, ResMut<GrailRulesTab>, Local<Game>),
    content: Res<DuelData>,
    time: Res<Time>,
    keys: Keys,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    sky(ctx, time.elapsed_secs());
    let back = page(
        ctx,
        "rules",
        &tr!("rules-page-title"),
        egui::vec2(760.0, 560.0),
        |ui| {
            ui.horizontal(|ui| {
                for (g, name) in [
                    (Game::Duel, tr!("grail-rules-game-duel")),
                    (Game::Grail, tr!("grail-rules-game-grail")),
                ] {
                    ui.selectable_value(&mut *game, g, egui::RichText::new(name).size(19.0));
                }
            });
            ui.separator();
            match *game {
                Game::Duel => rules_book(ui, &mut tab, &content.0.rules, None),
                Game::Grail => grail_rules_book(ui, &mut grail_tab),
            }
        },
    );
    // Esc leaves as Back does; the title screen is the only way in.
    if back.is_some_and(|b| b.clicked()) || keys.just_pressed(&GameKey::Cancel) {
        next.set(Screen::Title);
    }
    Ok(())
}
