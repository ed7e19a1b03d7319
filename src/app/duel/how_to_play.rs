//! How to play: the three facts that decide a first duel, each with a picture, and a walk
//! through the first turn. The Rules tab says how things work; this page says how to play.

use bevy_egui::egui::{self, RichText};

use crate::app::theme::{DIM, GOLD, PARCHMENT, c32};

use super::pictures::{ether_empties, hand_refills, phase_pill, tapped_attacker};

const INTRO: &str = "Bring the enemy leader (♛) to 0 HP. Three things decide most duels:";

/// D-7.1, D-7.2: the turn player draws until they hold 5 cards; holding 5 or more draws none.
const HAND: (&str, &str) = (
    "1. Your hand fills back up to 5",
    "In each of your turns, before the Charge Phase, you draw until you hold 5 cards. Cards \
     are fuel, not treasure: convert and cast what helps now, and the gaps fill again. A card you hold on \
     to is a card you do not draw.",
);

/// D-8.2, D-8.6, D-8.8, D-18.5: ether comes from converting cards in the Charge Phase, in
/// which both players convert, and every End Phase empties both players' ether.
const ETHER: (&str, &str) = (
    "2. Ether empties at the end of every turn",
    "In the Charge Phase you convert cards from your hand into ether, each worth its cost. \
     Whatever you have not spent by the End Phase is lost, yours and the opponent's alike. \
     Convert only what you will spend this turn. In the opponent's Charge Phase you may \
     convert too: that ether pays for answers during their turn, and it is gone at its end.",
);

/// D-11.2 (an attack taps its user), D-6.2 (only the turn player untaps, at the Start),
/// D-16.4 (a tapped target's DEF is halved), D-14.1 and D-14.4 (only an untapped Arcastella
/// blocks), D-11.3 (only an untapped one attacks), D-10.3 and D-12.3 (tapped, it may still
/// cast spells and use its support skill).
const TAPPED: (&str, &str) = (
    "3. An attacker stays tapped through the opponent's turn",
    "Attacking taps your Arcastella, and it stays tapped through the whole of the \
     opponent's next turn: their attacks meet only half its DEF, and it cannot block. It \
     untaps at the start of your next turn. A tapped Arcastella can still cast spells and \
     use its support skill. Before you attack with everyone, ask who will guard your leader.",
);

const FIRST_TURN: &str = "Your first turn";

/// The phases in order (D-5.1), with what the person does in each: Start and Draw run by
/// themselves (D-5.4); Charge is D-8; Main is D-9 with casting (D-10.2: choose the caster)
/// and skills; the block prompt is D-14.4 (asked after the damage is rolled); End is D-18.
const STEPS: &[(&str, &str)] = &[
    (
        "Start",
        "Your Arcastella untap, start-of-turn effects happen, and you draw up to 5 cards.",
    ),
    (
        "Charge",
        "Click a card in your hand and choose Convert: you gain ether equal to the number in \
         its corner. You and the opponent take turns converting; press Done charging when you \
         have what you mean to spend.",
    ),
    (
        "Main",
        "Click a card to cast it: you are asked which of your Arcastella casts it and at \
         what, when there is a choice. Or click one of your Arcastella (Q, W, E) for its skills: each says what it costs, \
         and a greyed one says why not. Press Pass when you are done.",
    ),
    (
        "Block",
        "When the opponent attacks one of your Arcastella, you are asked whether another \
         untapped one takes the hit instead. Each choice shows the damage it would take: a \
         blocker uses its full DEF, and then it is tapped.",
    ),
    (
        "End",
        "Unspent ether is lost, and the opponent's turn begins.",
    ),
];

const HOVER: &str = "Hover over any card, Arcastella or underlined word to read its full text.";

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.label(RichText::new(text).size(18.0).strong().color(c32(GOLD)));
}

fn body(ui: &mut egui::Ui, text: &str) {
    ui.label(RichText::new(text).size(14.5).color(c32(PARCHMENT)));
}

/// A fact: its heading, its picture, then a paragraph.
fn fact(ui: &mut egui::Ui, (head, text): (&str, &str), picture: fn(&mut egui::Ui)) {
    heading(ui, head);
    picture(ui);
    body(ui, text);
    ui.add_space(10.0);
}

/// The How to play page.
pub(super) fn how_to_play(ui: &mut egui::Ui) {
    body(ui, INTRO);
    ui.add_space(6.0);
    fact(ui, HAND, hand_refills);
    fact(ui, ETHER, ether_empties);
    fact(ui, TAPPED, tapped_attacker);
    heading(ui, FIRST_TURN);
    for (phase, what) in STEPS {
        ui.horizontal_top(|ui| {
            phase_pill(ui, phase);
            ui.add(egui::Label::new(RichText::new(*what).size(14.5).color(c32(PARCHMENT))).wrap());
        });
        ui.add_space(4.0);
    }
    ui.label(RichText::new(HOVER).size(13.5).italics().color(c32(DIM)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::duel::describe::cites_a_rule;

    /// Every text the page draws, picture labels included, and how many shapes it draws
    /// besides text.
    fn drawn() -> (Vec<String>, usize) {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(760.0, 4000.0),
            )),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, how_to_play);
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
    /// ID (those stay in the comments above).
    #[test]
    fn the_page_cites_no_rule_ids() {
        let (texts, _) = drawn();
        assert!(texts.iter().any(|t| t.contains("DEF ½")), "{texts:?}");
        for t in texts {
            assert!(!cites_a_rule(&t), "a rule ID in: {t}");
        }
    }

    /// The three facts come with real drawings, not text alone: cards, counters,
    /// medallions and arrows.
    #[test]
    fn the_facts_are_drawn() {
        let (texts, drawings) = drawn();
        for label in [
            "5 cards again",
            "the 1 left is lost",
            "half DEF, cannot block",
        ] {
            assert!(
                texts.iter().any(|t| t == label),
                "{label} missing: {texts:?}"
            );
        }
        assert!(drawings > 100, "only {drawings} shapes besides text");
    }
}
