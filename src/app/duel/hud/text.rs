//! Rule text with keyword glosses, and small wording helpers.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Sense};

use crate::app::duel::describe;
use crate::app::duel::session::{DuelSession, is_you, player_name};
use crate::app::theme::Tip;
use crate::app::theme::{self, DIM, GOLD, c32};
use crate::rules::duel::{Phase, PlayerId};
use crate::tr;

/// Text whose keywords show their gloss when hovered (dotted gold underline). The keywords
/// sense clicks so that a tooltip holding them stays open while the pointer moves into it.
pub(super) fn keyword_text(ui: &mut egui::Ui, text: &str, colour: Color32) {
    keyword_text_sized(ui, text, colour, None);
}

/// [`keyword_text`] at a given text size (`None`: the body size).
pub(super) fn keyword_text_sized(
    ui: &mut egui::Ui,
    text: &str,
    colour: Color32,
    size: Option<f32>,
) {
    let sized = |t: RichText| match size {
        Some(px) => t.size(px),
        None => t,
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for (run, gloss) in describe::keywords::keyword_runs(text) {
            match gloss {
                None => {
                    theme::label(ui, sized(RichText::new(run).color(colour)));
                }
                Some(g) => {
                    ui.add(
                        egui::Label::new(sized(RichText::new(run).color(c32(GOLD)).underline()))
                            .sense(Sense::click()),
                    )
                    .tip(g);
                }
            }
        }
    });
}

/// Explains the keywords that appear in a text.
pub(super) fn gloss_lines(ui: &mut egui::Ui, text: &str) {
    let g = describe::keywords::glosses(text);
    if g.is_empty() {
        return;
    }
    ui.separator();
    for (k, v) in g {
        theme::label(
            ui,
            RichText::new(format!("{k}: {v}"))
                .size(11.5)
                .color(c32(DIM)),
        );
    }
}

/// "Your turn" or "AI (Normal)'s turn".
pub(super) fn whose_turn(s: &DuelSession, p: PlayerId) -> String {
    if is_you(s, p) {
        tr!("hud-your-turn")
    } else {
        tr!("hud-turn-of-player", name = player_name(s, p))
    }
}

/// A phase's name on the phase track ("Main").
pub(super) fn phase_label(p: Phase) -> String {
    match p {
        Phase::Start => tr!("hud-phase-start"),
        Phase::Draw => tr!("hud-phase-draw"),
        Phase::Charge => tr!("hud-phase-charge"),
        Phase::Main => tr!("hud-phase-main"),
        Phase::End => tr!("hud-phase-end"),
    }
}
