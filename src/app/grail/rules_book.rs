//! The Grail War's book, for F1 on its screens and the title's Rules page: "Your first war",
//! the steps a newcomer takes, then the rules section by section, each resting on the rules
//! it names, with pictures drawn in code (`rules_pictures`): the day, a turn, and the
//! command cards' triangle.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::rules_pictures::{card_triangle, day, turn};
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32, para};
use crate::locale::text;
use crate::tr;

/// The open tab; the book opens on the first war until the player turns to the rules.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GrailRulesTab {
    #[default]
    FirstWar,
    Rules,
}

/// The first war, step by step: the day and the rest it asks (G-6.1, G-16.1), the turn's
/// open then secret declarations (G-8.6, G-9.1), investigation (G-10.3, G-35.1), choosing a
/// fight (G-11, G-12), a combat's order and answers (G-18.2, G-27.1), MP (G-6.4, G-7.2).
const FIRST_WAR: [&str; 6] = [
    "grail-rules-first-1",
    "grail-rules-first-2",
    "grail-rules-first-3",
    "grail-rules-first-4",
    "grail-rules-first-5",
    "grail-rules-first-6",
];

/// The rules, as a heading and a paragraph each: the day (G-6, G-16), a turn (G-8 to G-10,
/// G-13), combat (G-18, G-27, G-31), checks (G-22, G-23), command cards (G-24, G-26.2,
/// G-27.1), Noble Phantasms (G-29, G-30), command spells (G-33), knowledge (G-35), truces
/// and alliances (G-14), and the end (G-36).
const RULES: [(&str, &str); 10] = [
    ("grail-rules-day-head", "grail-rules-day"),
    ("grail-rules-turn-head", "grail-rules-turn"),
    ("grail-rules-combat-head", "grail-rules-combat"),
    ("grail-rules-checks-head", "grail-rules-checks"),
    ("grail-rules-cards-head", "grail-rules-cards"),
    ("grail-rules-np-head", "grail-rules-np"),
    ("grail-rules-spells-head", "grail-rules-spells"),
    ("grail-rules-intel-head", "grail-rules-intel"),
    ("grail-rules-allies-head", "grail-rules-allies"),
    ("grail-rules-win-head", "grail-rules-win"),
];

/// The Grail War's terms, as the glossary glosses them.
const TERMS: &str = "grail";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GrailRulesTab>();
}

fn heading(ui: &mut egui::Ui, words: &str) {
    para(
        ui,
        RichText::new(words).size(18.0).strong().color(c32(GOLD)),
    );
}

fn body(ui: &mut egui::Ui, words: &str) {
    para(ui, RichText::new(words).size(14.5).color(c32(PARCHMENT)));
}

/// The tabs and the open one's pages; a new tab opens at its top.
pub fn grail_rules_book(ui: &mut egui::Ui, tab: &mut GrailRulesTab) {
    let before = *tab;
    let bar = ui
        .horizontal(|ui| {
            for (t, name) in [
                (GrailRulesTab::FirstWar, tr!("grail-rules-tab-first")),
                (GrailRulesTab::Rules, tr!("grail-rules-tab-rules")),
            ] {
                ui.selectable_value(tab, t, RichText::new(name).size(17.0));
            }
        })
        .response;
    ui.separator();
    match *tab {
        GrailRulesTab::FirstWar => first_war(ui, tab),
        GrailRulesTab::Rules => rules(ui),
    }
    if *tab != before {
        ui.scroll_to_rect(bar.rect, Some(egui::Align::TOP));
    }
}

fn first_war(ui: &mut egui::Ui, tab: &mut GrailRulesTab) {
    body(ui, &tr!("grail-rules-first-intro"));
    ui.add_space(6.0);
    for (i, id) in FIRST_WAR.iter().enumerate() {
        ui.horizontal_top(|ui| {
            theme::label(
                ui,
                RichText::new(format!("{}.", i + 1))
                    .size(16.0)
                    .strong()
                    .color(c32(GOLD)),
            );
            body(ui, &text(id, None));
        });
        // The first two steps are the day and the turn: their pictures beside them.
        match i {
            0 => day(ui),
            1 => turn(ui),
            _ => {}
        }
        ui.add_space(4.0);
    }
    para(
        ui,
        RichText::new(tr!("grail-rules-first-hover"))
            .size(13.5)
            .italics()
            .color(c32(DIM)),
    );
    ui.add_space(6.0);
    if ui.button(tr!("rules-next")).clicked() {
        *tab = GrailRulesTab::Rules;
    }
}

fn rules(ui: &mut egui::Ui) {
    for (head, words) in RULES {
        heading(ui, &text(head, None));
        match head {
            "grail-rules-day-head" => day(ui),
            "grail-rules-turn-head" => turn(ui),
            "grail-rules-cards-head" => card_triangle(ui),
            _ => {}
        }
        body(ui, &text(words, None));
        ui.add_space(6.0);
    }
    heading(ui, &tr!("rules-terms-head"));
    let l = crate::locale::lang();
    for e in crate::locale::glossary().iter().filter(|e| e.game == TERMS) {
        let t = e.term(l);
        ui.horizontal_wrapped(|ui| {
            theme::label(
                ui,
                RichText::new(&t.term).size(14.5).strong().color(c32(GOLD)),
            );
            if let Some(g) = &t.gloss {
                para(ui, RichText::new(g).size(14.5).color(c32(PARCHMENT)));
            }
        });
    }
}
