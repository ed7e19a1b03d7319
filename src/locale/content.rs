//! Content names and flavour lines in the player's language: the Japanese text content
//! gives, else its English.

use super::lang::{Lang, lang};
use crate::content::duel::{
    ArcastellaDef, AttackSkillDef, CardDef, DeckList, FollowerDef, LeaderSkillDef, SupportSkillDef,
};
use crate::content::grail::{District, MapDef, MasterDef, NoblePhantasm, ServantDef, Skill};

/// Something content names.
pub trait Named {
    fn name_en(&self) -> &str;
    fn name_ja(&self) -> Option<&str>;

    /// The name in the current language.
    fn shown_name(&self) -> &str {
        match lang() {
            Lang::Ja => self.name_ja().unwrap_or(self.name_en()),
            Lang::En => self.name_en(),
        }
    }
}

/// Something content gives a flavour line.
pub trait Flavored {
    fn flavor_en(&self) -> &str;
    fn flavor_ja(&self) -> Option<&str>;

    /// The flavour line in the current language.
    fn shown_flavor(&self) -> &str {
        match lang() {
            Lang::Ja => self.flavor_ja().unwrap_or(self.flavor_en()),
            Lang::En => self.flavor_en(),
        }
    }
}

macro_rules! named {
    ($($t:ty),+) => {$(
        impl Named for $t {
            fn name_en(&self) -> &str {
                &self.name
            }
            fn name_ja(&self) -> Option<&str> {
                self.name_ja.as_deref()
            }
        }
    )+};
}

macro_rules! flavored {
    ($($t:ty),+) => {$(
        impl Flavored for $t {
            fn flavor_en(&self) -> &str {
                &self.flavor
            }
            fn flavor_ja(&self) -> Option<&str> {
                self.flavor_ja.as_deref()
            }
        }
    )+};
}

named!(
    ArcastellaDef,
    AttackSkillDef,
    SupportSkillDef,
    LeaderSkillDef,
    CardDef,
    FollowerDef,
    DeckList
);
flavored!(ArcastellaDef, CardDef, FollowerDef);
named!(Skill, NoblePhantasm, MasterDef, District, MapDef);

/// A servant's name is its true name (its `name` is the class it is known by until tier 3).
impl Named for ServantDef {
    fn name_en(&self) -> &str {
        &self.true_name
    }
    fn name_ja(&self) -> Option<&str> {
        self.true_name_ja.as_deref()
    }
}
