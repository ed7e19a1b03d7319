//! A readable summary of the duel rules (rules-duel.md), for the Rules screen and the F1
//! window during a duel.

use bevy_egui::egui::{self, RichText};

use crate::app::theme::{GOLD, PARCHMENT, c32};

const RULES: &[(&str, &str)] = &[
    (
        "The goal",
        "Each player fields three Arcastella, one of them the leader (♛), and a deck of 20-30 spell cards. Bring the enemy leader to 0 HP to win. If both leaders fall at once, it is a draw. After turn 30 the leader with the higher share of HP wins.",
    ),
    (
        "A turn",
        "Start: your Arcastella untap, your leader's skill and your followers' pulses resolve, and you may cast Turn start cards. Draw: draw up to 5 cards. Charge: convert cards into ether. Main: act. End: resonance resets, lasting effects tick, and all ether empties.",
    ),
    (
        "Ether and the Charge Phase",
        "Starting with the turn player, both players take turns converting one card from hand into ether equal to its cost, or passing. The phase ends when both pass one after the other. Converting a card with an ether effect may trigger it, once per turn. The second player starts the game with 2 ether. Ether does not carry over to the next turn.",
    ),
    (
        "The Main Phase",
        "Players take turns, turn player first: cast a spell, use an attack skill, a support skill or an Astral Code, or pass. Each action resolves completely before the other player answers. The phase ends when both players pass one after the other. Timing tags say when a card or skill can be used: ☀ Your turn, 🌙 Opponent's turn, ★ Any time, ↻ Turn start.",
    ),
    (
        "Spells",
        "Pay the cost in ether and name which of your Arcastella casts it (it may be tapped). Some cards need a class or resonance. Spell damage ignores DEF and cannot be blocked. Sephirot Codes are spells that equip an Arcastella and change its stats.",
    ),
    (
        "Attack skills and Astral Codes",
        "Pay the cost; the user taps. Dice are rolled at once, so the defender knows the damage. DEF reduces attack and Astral damage: in full for an untapped target, by half (rounded down) for a tapped one. Support skills do not tap and work once per turn.",
    ),
    (
        "Block",
        "When an attack skill or Astral Code targets one of your Arcastella, another untapped Arcastella of yours may block: it taps and takes the hit instead, with its full DEF. Followers cannot block, and attacks on followers cannot be blocked.",
    ),
    (
        "Tapped and fallen",
        "A tapped Arcastella (turned sideways) cannot attack or block and has half DEF until its owner's next turn. An Arcastella at 0 HP falls: it stays on the board, greyed out, and cannot act or be targeted.",
    ),
    (
        "Deck rebuild and Astral charges",
        "When you must draw from an empty deck, your cemetery and ether area are shuffled into a new deck and you earn an Astral charge (at most one). A charge lets one of your Arcastella use its Astral Code, a special attack.",
    ),
    (
        "Classes",
        "Aura Comporta (violet, rings): gains resonance each time it casts a spell and spends it on stronger skills; resonance resets every End Phase. Sephira Warden (teal, Sephirot): its Codes break less often. Conductor (amber, baton and stars): summons followers, which pulse at the start of your turn and leave Afterglow cards when defeated. Comet (crimson, streak): high damage, low DEF. Bastion (slate blue, hexagon): high HP and DEF.",
    ),
    (
        "Damage, step by step",
        "1 the amount is fixed (and a block declared); 2 a Code on the target makes a break check (1d6 against its fragility); 3 DEF (attacks only), then Ward, then a Barrier cancels the hit; 4 HP drops; 5 a unit at 0 HP falls.",
    ),
];

/// The rules as headed paragraphs.
pub fn rules_text(ui: &mut egui::Ui) {
    for (head, body) in RULES {
        ui.label(RichText::new(*head).size(18.0).strong().color(c32(GOLD)));
        ui.label(RichText::new(*body).size(14.5).color(c32(PARCHMENT)));
        ui.add_space(6.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::duel::describe::cites_a_rule;

    /// The rules summary is for players: it names no rule ID.
    #[test]
    fn the_summary_cites_no_rule_ids() {
        for (head, body) in RULES {
            assert!(!cites_a_rule(head) && !cites_a_rule(body), "{head}: {body}");
        }
    }
}
