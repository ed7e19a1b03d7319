//! How to play: the three facts that decide a first duel, each with a picture, and a walk
//! through the first turn. The Rules tab says how things work; this page says how to play.

use bevy_egui::egui::{self, RichText};

use crate::app::theme::{DIM, GOLD, PARCHMENT, c32, para};
use crate::tr;

use super::pictures::{ether_empties, hand_refills, phase_pill, tapped_attacker};
use super::rules_text::CROWN;

/// D-7.1, D-7.2: the turn player draws until they hold 5 cards; holding 5 or more draws none.
const HAND: (&str, &str) = ("rules-htp-hand-head", "rules-htp-hand");

/// D-8.2, D-8.6, D-8.8, D-18.5: ether comes from converting cards in the Charge Phase, in
/// which both players convert, and every End Phase empties both players' ether.
const ETHER: (&str, &str) = ("rules-htp-ether-head", "rules-htp-ether");

/// D-11.2 (an attack taps its user), D-6.2 (only the turn player untaps, at the Start),
/// D-16.4 (a tapped target's DEF is halved), D-14.1 and D-14.4 (only an untapped Arcastella
/// blocks), D-11.3 (only an untapped one attacks), D-10.3 and D-12.3 (tapped, it may still
/// cast spells and use its support skill).
const TAPPED: (&str, &str) = ("rules-htp-tapped-head", "rules-htp-tapped");

/// The phases in order (D-5.1), with what the person does in each: Start and Draw run by
/// themselves (D-5.4); Charge is D-8; Main is D-9 with casting (D-10.2: choose the caster)
/// and skills; the block prompt is D-14.4 (asked after the damage is rolled); End is D-18.
const STEPS: &[(&str, &str)] = &[
    ("rules-htp-start-name", "rules-htp-start"),
    ("rules-htp-charge-name", "rules-htp-charge"),
    ("rules-htp-main-name", "rules-htp-main"),
    ("rules-htp-block-name", "rules-htp-block"),
    ("rules-htp-end-name", "rules-htp-end"),
];

/// A message of this page, by an id from one of the tables above.
fn msg(id: &str) -> String {
    crate::locale::text(id, None)
}

fn heading(ui: &mut egui::Ui, text: &str) {
    para(ui, RichText::new(text).size(18.0).strong().color(c32(GOLD)));
}

fn body(ui: &mut egui::Ui, text: &str) {
    para(ui, RichText::new(text).size(14.5).color(c32(PARCHMENT)));
}

/// A fact: its heading, its picture, then a paragraph.
fn fact(ui: &mut egui::Ui, (head, text): (&str, &str), picture: fn(&mut egui::Ui)) {
    heading(ui, &msg(head));
    picture(ui);
    body(ui, &msg(text));
    ui.add_space(10.0);
}

/// The How to play page.
pub(super) fn how_to_play(ui: &mut egui::Ui) {
    body(ui, &tr!("rules-htp-intro", crown = CROWN));
    ui.add_space(6.0);
    fact(ui, HAND, hand_refills);
    fact(ui, ETHER, ether_empties);
    fact(ui, TAPPED, tapped_attacker);
    heading(ui, &tr!("rules-htp-first-turn"));
    for (phase, what) in STEPS {
        ui.horizontal_top(|ui| {
            phase_pill(ui, &msg(phase));
            para(
                ui,
                RichText::new(msg(what)).size(14.5).color(c32(PARCHMENT)),
            );
        });
        ui.add_space(4.0);
    }
    para(
        ui,
        RichText::new(tr!("rules-htp-hover"))
            .size(13.5)
            .italics()
            .color(c32(DIM)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::duel::describe::cites_a_rule;
    use crate::locale::{Lang, with_lang};

    /// Every text the page draws in `l`, picture labels included, and how many shapes it
    /// draws besides text.
    fn drawn(l: Lang) -> (Vec<String>, usize) {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(760.0, 4000.0),
            )),
            ..Default::default()
        };
        let mut out = with_lang(l, || ctx.run_ui(input, how_to_play));
        // The font atlas is not uploaded anywhere here.
        out.textures_delta.clear();
        let mut texts = Vec::new();
        let mut drawings = 0;
        let mut shapes: Vec<egui::Shape> = std::mem::take(&mut out.shapes)
            .into_iter()
            .map(|c| c.shape)
            .collect();
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Vec(v) => shapes.extend(v),
                egui::Shape::Text(t) => texts.push(t.galley.text().to_string()),
                egui::Shape::Noop => {}
                _ => drawings += 1,
            }
        }
        (texts, drawings)
    }

    /// The page is for players: nothing it shows, in its text or its pictures, names a rule
    /// ID (those stay in the comments above), in either language.
    #[test]
    fn the_page_cites_no_rule_ids() {
        for l in Lang::ALL {
            let (texts, _) = drawn(l);
            assert!(texts.iter().any(|t| t.contains("DEF ½")), "{texts:?}");
            for t in texts {
                assert!(!cites_a_rule(&t), "a rule ID in: {t}");
            }
        }
    }

    /// The three facts come with real drawings, not text alone: cards, counters,
    /// medallions and arrows, labelled in the player's language.
    #[test]
    fn the_facts_are_drawn() {
        for (l, labels) in [
            (
                Lang::En,
                [
                    "5 cards again",
                    "the 1 left is lost",
                    "half DEF, cannot block",
                ],
            ),
            (
                Lang::Ja,
                ["また5枚に", "残りの1は失われる", "DEF半減、ブロック不可"],
            ),
        ] {
            let (texts, drawings) = drawn(l);
            for label in labels {
                assert!(
                    texts.iter().any(|t| t == label),
                    "{label} missing: {texts:?}"
                );
            }
            assert!(drawings > 100, "only {drawings} shapes besides text");
        }
    }

    /// In Japanese no English word is left on the page, pictures included: only HP, DEF
    /// and the unit keys' labels, as the Japanese rules write them.
    #[test]
    fn the_japanese_page_has_no_english_left() {
        let (texts, _) = drawn(Lang::Ja);
        for t in texts {
            for word in t.split(|c: char| !c.is_ascii_alphabetic()) {
                assert!(
                    ["", "HP", "DEF", "Q", "W", "E"].contains(&word),
                    "{word} in: {t}"
                );
            }
        }
    }
}
