//! The loaded duel content: every definition plus the indexes the engine uses, so that the
//! game state can refer to content by small numbers instead of strings.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::ContentError;
pub use super::duel_types::*;

/// Index of an Arcastella definition in [`DuelContent::arcastella`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ArcIdx(pub u16);
/// Index of a card definition in [`DuelContent::cards`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardIdx(pub u16);
/// Index of a follower definition in [`DuelContent::followers`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct FolIdx(pub u16);

#[derive(Clone, Debug, PartialEq)]
pub struct DuelContent {
    pub arcastella: Vec<ArcastellaDef>,
    pub followers: Vec<FollowerDef>,
    pub cards: Vec<CardDef>,
    pub decks: Vec<DeckList>,
    pub rules: DuelRules,
    arc_index: BTreeMap<String, ArcIdx>,
    card_index: BTreeMap<String, CardIdx>,
    follower_index: BTreeMap<String, FolIdx>,
    /// SHA-256 of the canonical JSON of all definitions; replays name the content by it.
    pub hash: String,
}

impl DuelContent {
    /// Indexes the definitions. Ids must be unique within each kind; deeper checks
    /// (D-31) are in `duel_validate`.
    pub fn from_defs(
        arcastella: Vec<ArcastellaDef>,
        followers: Vec<FollowerDef>,
        cards: Vec<CardDef>,
        decks: Vec<DeckList>,
        rules: DuelRules,
    ) -> Result<Self, ContentError> {
        fn index<T, I: Copy>(
            file: &str,
            items: &[T],
            id: impl Fn(&T) -> &str,
            mk: impl Fn(u16) -> I,
        ) -> Result<BTreeMap<String, I>, ContentError> {
            let mut map = BTreeMap::new();
            for (i, item) in items.iter().enumerate() {
                let n = u16::try_from(i).map_err(|_| {
                    ContentError::new(
                        file,
                        format!("[{i}]"),
                        "too many definitions (at most 65535)",
                    )
                })?;
                if map.insert(id(item).to_string(), mk(n)).is_some() {
                    return Err(ContentError::new(
                        file,
                        format!("[{i}].id"),
                        format!("duplicate id \"{}\"", id(item)),
                    ));
                }
            }
            Ok(map)
        }
        let arc_index = index("arcastella.json", &arcastella, |a| &a.id, ArcIdx)?;
        let card_index = index("cards.json", &cards, |c| &c.id, CardIdx)?;
        let follower_index = index("followers.json", &followers, |f| &f.id, FolIdx)?;
        let hash = super::hash_json(&(&arcastella, &followers, &cards, &decks, &rules));
        Ok(DuelContent {
            arcastella,
            followers,
            cards,
            decks,
            rules,
            arc_index,
            card_index,
            follower_index,
            hash,
        })
    }

    pub fn arc_idx(&self, id: &str) -> Option<ArcIdx> {
        self.arc_index.get(id).copied()
    }
    pub fn card_idx(&self, id: &str) -> Option<CardIdx> {
        self.card_index.get(id).copied()
    }
    pub fn follower_idx(&self, id: &str) -> Option<FolIdx> {
        self.follower_index.get(id).copied()
    }
    pub fn deck(&self, id: &str) -> Option<&DeckList> {
        self.decks.iter().find(|d| d.id == id)
    }

    pub fn arc(&self, i: ArcIdx) -> &ArcastellaDef {
        &self.arcastella[usize::from(i.0)]
    }
    pub fn card(&self, i: CardIdx) -> &CardDef {
        &self.cards[usize::from(i.0)]
    }
    pub fn follower(&self, i: FolIdx) -> &FollowerDef {
        &self.followers[usize::from(i.0)]
    }
}
