//! The book of the Rules screen and the F1 window: How to play first, for a new player,
//! then the rules summary, as two tabs.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use crate::content::duel::DuelRules;
use crate::rules::duel::HouseRules;
use crate::tr;

use super::how_to_play::how_to_play;
use super::rules_text::rules_text;

/// The open tab; the book opens on How to play until the player turns to the rules.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RulesTab {
    #[default]
    HowToPlay,
    Rules,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesTab>();
}

/// The tabs and the open one's pages; a new tab opens at its top.
/// `house`: the house rules of the duel beside which the book is open (none on the title).
pub fn rules_book(
    ui: &mut egui::Ui,
    tab: &mut RulesTab,
    rules: &DuelRules,
    house: Option<HouseRules>,
) {
    let before = *tab;
    let bar = ui
        .horizontal(|ui| {
            for (t, name) in [
                (RulesTab::HowToPlay, tr!("rules-tab-how-to-play")),
                (RulesTab::Rules, tr!("rules-tab-rules")),
            ] {
                ui.selectable_value(tab, t, RichText::new(name).size(17.0));
            }
        })
        .response;
    ui.separator();
    match *tab {
        RulesTab::HowToPlay => {
            how_to_play(ui);
            ui.add_space(6.0);
            if ui.button(tr!("rules-next")).clicked() {
                *tab = RulesTab::Rules;
            }
        }
        RulesTab::Rules => rules_text(ui, rules, house),
    }
    if *tab != before {
        ui.scroll_to_rect(bar.rect, Some(egui::Align::TOP));
    }
}
