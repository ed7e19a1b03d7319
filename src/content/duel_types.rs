//! The duel's content types (D-28.1): Arcastella, followers, cards and preset decks, exactly
//! as they appear in `assets/content/duel/*.json`.

use serde::{Deserialize, Serialize};

pub type CardId = String;
pub type ArcId = String;
pub type FollowerId = String;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Class {
    AuraComporta,
    SephiraWarden,
    Conductor,
    Comet,
    Bastion,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardKind {
    Spell,
    Code,
    Afterglow,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Timing {
    YourTurn,
    OpponentTurn,
    AnyTime,
    TurnStart,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TickPhase {
    Start,
    End,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StatMod {
    Def(i32),
    Power(i32),
    Ward(i32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Counter {
    CasterResonance,
    AllyFollowers,
    AfterglowInCemetery,
    CasterHasCode,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    Dice {
        count: u8,
        bonus: i32,
    },
    Scaled {
        base: i32,
        per: i32,
        counter: Counter,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetRule {
    EnemyUnit,
    EnemyArcastella,
    EnemyFollower,
    AllyArcastella,
    AllyUnit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    Chosen,
    Caster,
    Bearer,
    OwnLeader,
    EnemyLeader,
    AllEnemyUnits,
    AllEnemyArcastella,
    AllEnemyFollowers,
    AllAllyArcastella,
    AllAllyFollowers,
    AllAllyUnits,
    RandomEnemyUnit,
    LowestHpAllyArcastella,
}

/// The closed list of effect primitives (D-26).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    Damage {
        amount: Amount,
        target: Target,
    },
    Heal {
        amount: Amount,
        target: Target,
    },
    Draw {
        count: u8,
    },
    GainEther {
        amount: u8,
    },
    Tap {
        target: Target,
    },
    Untap {
        target: Target,
    },
    Modify {
        target: Target,
        stat: StatMod,
        count: u8,
        tick: TickPhase,
    },
    Barrier {
        target: Target,
    },
    Periodic {
        target: Option<Target>,
        count: u8,
        tick: TickPhase,
        effects: Vec<Effect>,
    },
    Summon {
        follower: FollowerId,
        count: u8,
    },
    Equip {
        target: Target,
    },
    GainResonance {
        amount: u8,
        target: Target,
    },
    BreakCode {
        target: Target,
    },
    Recover {
        kind: CardKind,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeStats {
    pub fragility: u8,
    pub mods: Vec<StatMod>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: CardId,
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub flavor: String,
    #[serde(default, skip_serializing)]
    pub flavor_ja: Option<String>,
    pub kind: CardKind,
    pub cost: u8,
    pub resonance_cost: u8,
    pub timing: Timing,
    pub class_req: Option<Class>,
    pub target: Option<TargetRule>,
    pub effects: Vec<Effect>,
    pub ether_effect: Option<Vec<Effect>>,
    pub code: Option<CodeStats>,
}

/// An attack skill, and also the shape of an Astral Code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackSkillDef {
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub cost: u8,
    pub resonance_cost: u8,
    pub timing: Timing,
    pub damage: Amount,
    pub riders: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportSkillDef {
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub cost: u8,
    pub resonance_cost: u8,
    pub timing: Timing,
    pub target: Option<TargetRule>,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderSkillDef {
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArcastellaDef {
    pub id: ArcId,
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub class: Class,
    pub flavor: String,
    #[serde(default, skip_serializing)]
    pub flavor_ja: Option<String>,
    pub max_hp: u32,
    pub def: u32,
    pub attack_skills: Vec<AttackSkillDef>,
    pub support_skill: SupportSkillDef,
    pub leader_skill: LeaderSkillDef,
    pub astral_code: AttackSkillDef,
    pub on_fallen: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FollowerDef {
    pub id: FollowerId,
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub flavor: String,
    #[serde(default, skip_serializing)]
    pub flavor_ja: Option<String>,
    pub max_hp: u32,
    pub def: u32,
    pub pulse: Vec<Effect>,
    pub on_ko: Vec<Effect>,
    pub afterglow: CardId,
}

// Deck building (D-4.4, D-31.2): facts of the content that validation checks here and the
// rules core checks again at setup, so they live with the content and the core imports them.

/// D-4.4: Arcastella per player (a deck's lineup).
pub const LINEUP_SIZE: usize = 3;
/// D-31.2: the fewest cards in a deck.
pub const DECK_MIN: usize = 20;
/// D-31.2: the most cards in a deck.
pub const DECK_MAX: usize = 30;
/// D-31.2: the most copies of one card in a deck.
pub const COPIES_MAX: usize = 3;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckList {
    pub id: String,
    pub name: String,
    /// The name in Japanese; content without it shows the English one (docs/content.md).
    /// Not part of the content's hash: a translation changes no rule, and replays stay valid.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub lineup: [ArcId; LINEUP_SIZE],
    pub leader_slot: u8,
    pub cards: Vec<(CardId, u8)>,
}

impl DeckList {
    /// The deck in list order, each copy spelled out (D-4.5 assigns uids in this order).
    pub fn expanded(&self) -> Vec<CardId> {
        self.cards
            .iter()
            .flat_map(|(id, n)| std::iter::repeat_n(id.clone(), usize::from(*n)))
            .collect()
    }
}

/// The rules' numbers that a balance pass moves as content, in `rules.json`
/// (docs/duel-rules-changes.md, D-4.7). [`Default`] is the seed's numbers, which
/// tests/fixtures/duel-spec keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelRules {
    /// D-4.7: the ether the second player gains in setup.
    pub second_player_ether: u32,
}

impl Default for DuelRules {
    fn default() -> Self {
        DuelRules {
            second_player_ether: 2,
        }
    }
}
