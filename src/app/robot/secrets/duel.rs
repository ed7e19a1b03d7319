//! The duel's secrets, marked (D-29.6): the cards in a hand and the order of the decks. Every
//! card of every preset deck becomes a card of its own, with a marker in its name, so that a
//! card named on screen is one card, and the core's view says whether the side shown may
//! know where it is.

use super::marks::{Secret, Secrets, marker};
use crate::content::ContentError;
use crate::content::duel::{CardIdx, DuelContent};
use crate::rules::duel::{PlayerId, State};

/// `c` with each copy of each card of each preset deck made a card of its own (the same
/// rules, its name marked in both languages), and what each marker stands for. The cards
/// that effects make (a follower's afterglow) keep their own, unmarked names.
pub(super) fn marked_duel(
    c: &DuelContent,
    secrets: &mut Secrets,
) -> Result<DuelContent, ContentError> {
    let mut cards = c.cards.clone();
    let mut decks = c.decks.clone();
    let mut made = Vec::new();
    for deck in &mut decks {
        let mut list = Vec::new();
        for (id, copies) in &deck.cards {
            let Some(idx) = c.card_idx(id) else {
                list.push((id.clone(), *copies));
                continue;
            };
            for _ in 0..*copies {
                let k = made.len();
                let m = marker('C', k);
                let mut def = c.card(idx).clone();
                def.id = format!("{id}~{k}");
                def.name = format!("{} {m}", def.name);
                if let Some(ja) = &mut def.name_ja {
                    *ja = format!("{ja} {m}");
                }
                list.push((def.id.clone(), 1));
                made.push((m, def.id.clone()));
                cards.push(def);
            }
        }
        deck.cards = list;
    }
    let marked = DuelContent::from_defs(
        c.arcastella.clone(),
        c.followers.clone(),
        cards,
        decks,
        c.rules,
    )?;
    for (m, id) in made {
        if let Some(idx) = marked.card_idx(&id) {
            secrets.markers.push((m, Secret::Card(idx)));
        }
    }
    Ok(marked)
}

/// Whether the card `def` is hidden from `viewer` (or, for `None`, from both sides): in a
/// hand or a deck it may not see, and not also among what it sees (two seats may hold the
/// same preset deck, and so the same card).
pub(super) fn hidden_card(s: &State, viewer: Option<PlayerId>, def: CardIdx) -> bool {
    let unseen = |p: PlayerId| s.view_for(p).unseen_defs.contains(&def);
    let hidden = match viewer {
        Some(p) => unseen(p),
        None => PlayerId::BOTH.into_iter().any(unseen),
    };
    if !hidden {
        return false;
    }
    let public = |p: &crate::rules::duel::PlayerState| {
        p.ether_area
            .iter()
            .chain(&p.cemetery)
            .chain(p.arcastella.iter().filter_map(|a| a.code.as_ref()))
            .any(|k| k.def == def)
    };
    let own = viewer.is_some_and(|p| {
        let me = s.player(p);
        me.hand.iter().chain(&me.deck).any(|k| k.def == def)
    });
    !(own || s.players.iter().any(public))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::default_content_dir;
    use crate::content::duel_load::load_duel_dir;
    use crate::rules::duel::{GameConfig, new_game};

    /// A marked content plays the same duel, every card of a preset deck is one card, and
    /// a card in a hand is hidden from the other side and from nobody's screen only.
    #[test]
    fn a_hand_is_hidden_from_the_other_side_only() {
        let c = load_duel_dir(&default_content_dir().join("duel")).expect("the duel content");
        let mut secrets = Secrets::default();
        let m = marked_duel(&c, &mut secrets).expect("a marked content");
        for deck in &m.decks {
            assert!(deck.cards.iter().all(|(_, n)| *n == 1), "{}", deck.id);
        }
        let decks = [m.decks[0].id.as_str(), m.decks[1].id.as_str()];
        let config = GameConfig::from_decks(&m, 7, decks).expect("a config");
        let (s, _) = new_game(&m, &config).expect("a duel");
        let card = s.players[0].hand[0].def;
        assert!(!hidden_card(&s, Some(PlayerId::P0), card));
        assert!(hidden_card(&s, Some(PlayerId::P1), card));
        assert!(hidden_card(&s, None, card));
    }
}
