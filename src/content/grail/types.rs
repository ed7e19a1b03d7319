//! The Grail War's content types (G-38.2), exactly as they appear in
//! `assets/content/grail/*.json`. Serde conventions follow G-38.1: enums with struct
//! variants are internally tagged with `"type"`, plain enums are strings.

use serde::{Deserialize, Serialize};

pub type ContentId = String;
pub type SkillId = String;

/// G-4.1: the seven classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Class {
    Saber,
    Archer,
    Lancer,
    Rider,
    Caster,
    Assassin,
    Berserker,
}

impl Class {
    pub const ALL: [Class; 7] = [
        Class::Saber,
        Class::Archer,
        Class::Lancer,
        Class::Rider,
        Class::Caster,
        Class::Assassin,
        Class::Berserker,
    ];
}

/// G-3.7: the era of a servant, for the upkeep modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Era {
    Mythic,
    Ancient,
    Medieval,
    Modern,
}

impl Era {
    /// G-3.7: era upkeep modifier.
    pub fn upkeep_mod(self) -> i32 {
        match self {
            Era::Mythic => 10,
            Era::Ancient => 5,
            Era::Medieval => 0,
            Era::Modern => -5,
        }
    }
}

/// G-3.6: skill ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rank {
    E,
    D,
    C,
    B,
    A,
    APlus,
    EX,
}

impl Rank {
    /// G-3.6: skill rank → skill check value.
    pub fn check_value(self) -> i32 {
        match self {
            Rank::E => 50,
            Rank::D => 60,
            Rank::C => 70,
            Rank::B => 80,
            Rank::A => 90,
            Rank::APlus => 95,
            Rank::EX => 100,
        }
    }
}

/// G-24.1: command card types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardType {
    Buster,
    Arts,
    Quick,
}

impl CardType {
    pub const ALL: [CardType; 3] = [CardType::Buster, CardType::Arts, CardType::Quick];
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stat {
    Str,
    End,
    Agi,
    Luk,
}

/// A hand or a deck as counts (G-24.2, G-24.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardCounts {
    pub buster: u8,
    pub arts: u8,
    pub quick: u8,
}

impl CardCounts {
    pub fn total(&self) -> u32 {
        u32::from(self.buster) + u32::from(self.arts) + u32::from(self.quick)
    }
    pub fn get(&self, card: CardType) -> u8 {
        match card {
            CardType::Buster => self.buster,
            CardType::Arts => self.arts,
            CardType::Quick => self.quick,
        }
    }
    pub fn has(&self, card: CardType) -> bool {
        self.get(card) > 0
    }
    pub fn slot(&mut self, card: CardType) -> &mut u8 {
        match card {
            CardType::Buster => &mut self.buster,
            CardType::Arts => &mut self.arts,
            CardType::Quick => &mut self.quick,
        }
    }
    /// Removes one card; false (and no change) if none is held.
    pub fn take(&mut self, card: CardType) -> bool {
        let s = self.slot(card);
        if *s == 0 {
            return false;
        }
        *s -= 1;
        true
    }
    pub fn add(&mut self, card: CardType) {
        let s = self.slot(card);
        *s = s.saturating_add(1);
    }
    /// G-24.7: the card at 1-based `index` of the canonical order (every Buster, then
    /// every Arts, then every Quick).
    pub fn canonical(&self, index: u32) -> Option<CardType> {
        let b = u32::from(self.buster);
        let a = u32::from(self.arts);
        let q = u32::from(self.quick);
        match index {
            0 => None,
            i if i <= b => Some(CardType::Buster),
            i if i <= b + a => Some(CardType::Arts),
            i if i <= b + a + q => Some(CardType::Quick),
            _ => None,
        }
    }
}

/// G-3.1: the five stats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stats {
    pub str: i32,
    pub end: i32,
    pub agi: i32,
    pub luk: i32,
    pub np: i32,
}

/// `count`d`sides` + `flat`, e.g. 2d10+5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceExpr {
    pub count: u8,
    pub sides: u16,
    #[serde(default)]
    pub flat: i32,
}

/// G-5.3: leyline levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Leyline {
    None,
    Small,
    Medium,
    Large,
    DragonVein,
}

impl Leyline {
    /// G-5.3: the rest bonus of a leyline level.
    pub fn bonus(self) -> i32 {
        match self {
            Leyline::None => 0,
            Leyline::Small => 10,
            Leyline::Medium => 20,
            Leyline::Large => 30,
            Leyline::DragonVein => 40,
        }
    }
}

/// G-5.2: a district (node of the map graph).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct District {
    pub id: String,
    pub name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub leyline: Leyline,
    pub pos: (i32, i32),
}

/// G-5.2: an undirected edge of cost 1 or 2.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edge {
    pub a: String,
    pub b: String,
    pub cost: u8,
}

/// G-5: a map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MapDef {
    pub id: String,
    pub name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub districts: Vec<District>,
    pub edges: Vec<Edge>,
    pub start_districts: Vec<String>,
    pub grail_district: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NpKind {
    Attack,
    Support,
    Passive,
    Summon,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NpCategory {
    AntiUnit,
    AntiArmy,
    AntiFortress,
}

impl NpCategory {
    /// G-29.6: damage dice count (d10s) of the category.
    pub fn dice(self) -> u32 {
        match self {
            NpCategory::AntiUnit => 3,
            NpCategory::AntiArmy => 4,
            NpCategory::AntiFortress => 5,
        }
    }
    /// G-30.3: the clash penalty this category suffers against `other`.
    pub fn clash_penalty(self, other: NpCategory) -> i32 {
        use NpCategory::*;
        match (self, other) {
            (AntiUnit, AntiArmy) | (AntiArmy, AntiFortress) => 20,
            (AntiUnit, AntiFortress) => 40,
            _ => 0,
        }
    }
}

/// G-29.9.1: a summoned unit's profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummonSpec {
    pub name: String,
    pub count: u8,
    pub hp: i32,
    pub agi: i32,
    pub hit_bonus: i32,
    pub damage: DiceExpr,
    pub guard: i32,
    pub movement: u8,
    pub range: u8,
}

/// G-29.2: a Noble Phantasm.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoblePhantasm {
    pub id: ContentId,
    pub name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub card: CardType,
    pub kind: NpKind,
    pub category: NpCategory,
    pub power: i32,
    pub range: u8,
    pub mp_cost: i32,
    pub charge: u8,
    #[serde(default)]
    pub on_hit: Vec<Effect>,
    #[serde(default)]
    pub on_fire: Vec<Effect>,
    #[serde(default)]
    pub summon: Option<SummonSpec>,
}

/// G-19.2: activation timing of a skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Timing {
    CombatStart,
    RoundStart,
    OwnTurnStart,
    Passive,
    Auto { trigger: Trigger },
    OnMagicUse,
    Anytime { context: Context },
    TurnAction,
}

/// G-19.2.5: the closed list of Auto triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    OnCombatStart,
    OnAmbushed,
    OnHpBelowHalf,
    OnLethalDamage,
    OnDebuffReceived,
}

/// G-19.2.7: where an Anytime skill may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Context {
    Combat,
    Strategic,
    Both,
}

/// G-19.6: target specs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum TargetSpec {
    SelfServant,
    HostileInRange { range: u8 },
    AllHostilesInRange { range: u8 },
    AnyOtherServant,
    CurrentDistrict,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SkillOwner {
    Servant,
    Master,
}

/// G-19: a skill of a servant or a master.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skill {
    pub id: SkillId,
    pub name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub owner: SkillOwner,
    pub rank: Rank,
    pub mp_cost: i32,
    pub timing: Timing,
    pub target: TargetSpec,
    pub effects: Vec<Effect>,
    #[serde(default)]
    pub magic: bool,
    #[serde(default)]
    pub bond_locked: bool,
    #[serde(default)]
    pub text: String,
}

/// G-21.3: effect durations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Duration {
    Instant,
    Rounds { n: u8 },
    Activations { n: u8 },
    UntilCombatEnd,
    UntilTurnEnd,
    UntilDayEnd,
    Permanent,
}

/// G-20.2: buff kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum BuffKind {
    StatUp { stat: Stat },
    DamageDealtUp,
    DamageTakenDown,
    HitUp,
    DefenseUp,
    AllChecksUp,
    SkillCheckUp,
    CritRangeUp,
    NpPowerUp,
    MovementUp,
    Guts { hp: i32 },
    Invincible,
    InvinciblePierce,
    RegenHp,
    RegenMp,
    NextAttackPower { from_round: u16 },
    NextAttackCrit { from_round: u16 },
}

/// G-21.5: the closed debuff table DB1–DB20.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DebuffId {
    DB1,
    DB2,
    DB3,
    DB4,
    DB5,
    DB6,
    DB7,
    DB8,
    DB9,
    DB10,
    DB11,
    DB12,
    DB13,
    DB14,
    DB15,
    DB16,
    DB17,
    DB18,
    DB19,
    DB20,
}

impl DebuffId {
    pub const ALL: [DebuffId; 20] = [
        DebuffId::DB1,
        DebuffId::DB2,
        DebuffId::DB3,
        DebuffId::DB4,
        DebuffId::DB5,
        DebuffId::DB6,
        DebuffId::DB7,
        DebuffId::DB8,
        DebuffId::DB9,
        DebuffId::DB10,
        DebuffId::DB11,
        DebuffId::DB12,
        DebuffId::DB13,
        DebuffId::DB14,
        DebuffId::DB15,
        DebuffId::DB16,
        DebuffId::DB17,
        DebuffId::DB18,
        DebuffId::DB19,
        DebuffId::DB20,
    ];

    /// G-21.5: the debuff rolled as `d20` on the table (1..=20).
    pub fn from_d20(roll: u32) -> DebuffId {
        let i = (roll.clamp(1, 20) - 1) as usize;
        DebuffId::ALL.get(i).copied().unwrap_or(DebuffId::DB1)
    }

    /// G-21.5: the table's magnitude of the debuff.
    pub fn magnitude(self) -> i32 {
        use DebuffId::*;
        match self {
            DB1 | DB2 | DB3 => 20,
            DB4 => 40,
            DB5 | DB6 => 5,
            DB7 | DB8 => 2,
            DB10 => 5,
            DB11 => 3,
            DB13 => 5,
            DB15 => 2,
            _ => 0,
        }
    }

    /// G-21.5: the table's duration of the debuff.
    pub fn default_duration(self) -> Duration {
        use DebuffId::*;
        match self {
            DB10 | DB11 | DB13 => Duration::Rounds { n: 3 },
            DB16 | DB17 => Duration::Activations { n: 1 },
            _ => Duration::Rounds { n: 2 },
        }
    }
}

/// G-20.1 / G-20.3: the closed list of effect primitives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Effect {
    HealHp {
        dice: DiceExpr,
    },
    RestoreMp {
        dice: DiceExpr,
    },
    RestoreMasterMp {
        dice: DiceExpr,
    },
    ApplyBuff {
        kind: BuffKind,
        magnitude: i32,
        duration: Duration,
    },
    ApplyDebuff {
        id: DebuffId,
        #[serde(default)]
        duration: Option<Duration>,
    },
    Cleanse,
    Dispel,
    GainCard {
        #[serde(default)]
        card: Option<CardType>,
    },
    ChargeReduce {
        rounds: u8,
    },
    GainKnowledge {
        tiers: u8,
    },
    Workshop,
    NegateAmbushFirstStrike,
    UpkeepMod {
        amount: i32,
    },
    RestBonus {
        amount: i32,
    },
    InvestigateBonus {
        amount: i32,
    },
    MagicAutoSuccess,
    MagicAmplify {
        percent: i32,
    },
    MagicExtend {
        rounds: u8,
    },
}

impl Effect {
    /// G-20.3: the modifiers that only OnMagicUse skills carry.
    pub fn is_magic_mod(&self) -> bool {
        matches!(
            self,
            Effect::MagicAutoSuccess | Effect::MagicAmplify { .. } | Effect::MagicExtend { .. }
        )
    }
}

/// G-38.2: a servant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServantDef {
    pub id: ContentId,
    pub name: String,
    pub true_name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub true_name_ja: Option<String>,
    pub class: Class,
    pub era: Era,
    pub stats: Stats,
    pub max_hp: i32,
    pub max_mp: i32,
    pub movement: u8,
    pub deck: CardCounts,
    pub skills: Vec<Skill>,
    pub np: NoblePhantasm,
    #[serde(default)]
    pub weakness: String,
    #[serde(default)]
    pub profile: String,
}

/// G-38.2: a master.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MasterDef {
    pub id: ContentId,
    pub name: String,
    /// Its Japanese (docs/content.md): optional, never empty, outside the content hash.
    #[serde(default, skip_serializing)]
    pub name_ja: Option<String>,
    pub max_mp: i32,
    pub investigation_bonus: i32,
    pub skills: Vec<Skill>,
    #[serde(default)]
    pub profile: String,
    /// G-15.1: what the master says to the servant at each bond level (1 to 3) of the
    /// interaction a Wait brings (交流): none or one line a level. Flavour, outside the
    /// content hash like the Japanese.
    #[serde(default, skip_serializing)]
    pub talk: Vec<String>,
    /// The lines' Japanese (docs/content.md): optional, as many as `talk`, never empty.
    #[serde(default, skip_serializing)]
    pub talk_ja: Option<Vec<String>>,
}

/// G-15.2: the bond at which the master's fourth skill unlocks, one talk line a level.
pub const BOND_LEVELS: usize = 3;

impl MasterDef {
    /// G-15.1: the master's line at bond `level` (1 to 3) in the current language, if the
    /// content gives one.
    pub fn talk_line(&self, level: u8) -> Option<&str> {
        let i = usize::from(level).checked_sub(1)?;
        let ja = match crate::locale::lang() {
            crate::locale::Lang::Ja => self.talk_ja.as_ref().and_then(|t| t.get(i)),
            crate::locale::Lang::En => None,
        };
        ja.or(self.talk.get(i)).map(String::as_str)
    }
}

/// The rules' numbers that content-grail.md §5.5 names as tuning knobs, in `rules.json`, so
/// that a balance pass moves them as content (docs/grail-rules-changes.md, G-28.1).
/// [`Default`] is the rules spec's numbers, which the B.0 fixtures keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrailRules {
    /// G-28.1: the flat term of a servant's normal attack damage.
    pub normal_damage_flat: i32,
}

impl Default for GrailRules {
    fn default() -> Self {
        GrailRules {
            normal_damage_flat: 5,
        }
    }
}
