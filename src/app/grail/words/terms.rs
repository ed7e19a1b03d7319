//! The Grail War's small words: signs, dice faces, lists, stats, cards, times of day,
//! buffs and debuffs, expiries, command spells and classes, named without a game's
//! knowledge (they hold nothing secret).

use crate::content::grail::{BuffKind, CardCounts, CardType, Class, DebuffId, Stat};
use crate::rules::grail::action::{CommandSpell, CritBuff};
use crate::rules::grail::state::{Expiry, TimeOfDay};
use crate::tr;

/// A number with its sign, as a modifier reads: "+3", "−2" (a true minus sign).
pub(super) fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        format!("+{v}")
    }
}

/// The faces of some dice: "4+6".
pub(super) fn faces(dice: &[u32]) -> String {
    let shown: Vec<String> = dice.iter().map(u32::to_string).collect();
    if shown.is_empty() {
        "0".to_string()
    } else {
        shown.join("+")
    }
}

/// Items as one text, joined as the language lists them.
pub(super) fn list(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .reduce(|first, then| tr!("grail-list", first = first, then = then))
        .unwrap_or_else(|| tr!("grail-nobody"))
}

pub(super) fn stat(st: Stat) -> String {
    match st {
        Stat::Str => tr!("grail-stat-str"),
        Stat::End => tr!("grail-stat-end"),
        Stat::Agi => tr!("grail-stat-agi"),
        Stat::Luk => tr!("grail-stat-luk"),
    }
}

fn card_word(k: CardType) -> &'static str {
    match k {
        CardType::Buster => "buster",
        CardType::Arts => "arts",
        CardType::Quick => "quick",
    }
}

/// "a Buster card", "an Arts card".
pub(super) fn one_card(k: CardType) -> String {
    tr!("grail-card-one", card = card_word(k))
}

pub(super) fn cards(h: &CardCounts) -> String {
    tr!(
        "grail-menu-cards",
        buster = h.buster,
        arts = h.arts,
        quick = h.quick
    )
}

pub fn time(t: TimeOfDay) -> String {
    match t {
        TimeOfDay::Morning => tr!("grail-time-morning"),
        TimeOfDay::Noon => tr!("grail-time-noon"),
        TimeOfDay::Night => tr!("grail-time-night"),
    }
}

/// A critical's buff (G-21.6) as the menu and the log name it: its name and its effect.
pub(super) fn crit_buff(b: CritBuff) -> String {
    let (name, effect) = buff_kind(b.kind, b.magnitude);
    tr!("grail-crit-buff", name = name, effect = effect)
}

/// G-21.5: each debuff's name, and what it does with its magnitude.
pub fn debuff(id: DebuffId, magnitude: i32) -> (String, String) {
    let m = i64::from(magnitude);
    // Debuffs that lower a value show it lowered; damage-taken ones raise it.
    let down = signed(-m);
    let up = signed(m);
    match id {
        DebuffId::DB1 => (
            tr!("grail-debuff-db1"),
            tr!("grail-debuff-db1-effect", signed = down),
        ),
        DebuffId::DB2 => (
            tr!("grail-debuff-db2"),
            tr!("grail-debuff-db2-effect", signed = down),
        ),
        DebuffId::DB3 => (
            tr!("grail-debuff-db3"),
            tr!("grail-debuff-db3-effect", signed = down),
        ),
        DebuffId::DB4 => (
            tr!("grail-debuff-db4"),
            tr!("grail-debuff-db4-effect", signed = down),
        ),
        DebuffId::DB5 => (
            tr!("grail-debuff-db5"),
            tr!("grail-debuff-db5-effect", signed = down),
        ),
        DebuffId::DB6 => (
            tr!("grail-debuff-db6"),
            tr!("grail-debuff-db6-effect", signed = up),
        ),
        DebuffId::DB7 => (
            tr!("grail-debuff-db7"),
            tr!("grail-debuff-db7-effect", signed = down),
        ),
        DebuffId::DB8 => (
            tr!("grail-debuff-db8"),
            tr!("grail-debuff-db8-effect", signed = down),
        ),
        DebuffId::DB9 => (tr!("grail-debuff-db9"), tr!("grail-debuff-db9-effect")),
        DebuffId::DB10 => (
            tr!("grail-debuff-db10"),
            tr!("grail-debuff-db10-effect", amount = m),
        ),
        DebuffId::DB11 => (
            tr!("grail-debuff-db11"),
            tr!("grail-debuff-db11-effect", amount = m),
        ),
        DebuffId::DB12 => (tr!("grail-debuff-db12"), tr!("grail-debuff-db12-effect")),
        DebuffId::DB13 => (
            tr!("grail-debuff-db13"),
            tr!("grail-debuff-db13-effect", amount = m),
        ),
        DebuffId::DB14 => (tr!("grail-debuff-db14"), tr!("grail-debuff-db14-effect")),
        DebuffId::DB15 => (
            tr!("grail-debuff-db15"),
            tr!("grail-debuff-db15-effect", signed = down),
        ),
        DebuffId::DB16 => (tr!("grail-debuff-db16"), tr!("grail-debuff-db16-effect")),
        DebuffId::DB17 => (tr!("grail-debuff-db17"), tr!("grail-debuff-db17-effect")),
        DebuffId::DB18 => (tr!("grail-debuff-db18"), tr!("grail-debuff-db18-effect")),
        DebuffId::DB19 => (tr!("grail-debuff-db19"), tr!("grail-debuff-db19-effect")),
        DebuffId::DB20 => (tr!("grail-debuff-db20"), tr!("grail-debuff-db20-effect")),
    }
}

/// G-20.2: each buff kind's name, and what it does with its magnitude.
pub fn buff_kind(kind: BuffKind, magnitude: i32) -> (String, String) {
    let (name, effect) = named_buff(kind, magnitude);
    // A kind named for what it raises, lowering here (a skill's drawback), is named by what
    // it does: "Defense up" over a defense check −1 misled (`Buff::hurts`).
    if magnitude < 0 {
        (tr!("grail-buff-lowered", effect = effect.clone()), effect)
    } else {
        (name, effect)
    }
}

/// Each buff kind's own name, and what it does with its magnitude.
fn named_buff(kind: BuffKind, magnitude: i32) -> (String, String) {
    let m = i64::from(magnitude);
    let sg = signed(m);
    match kind {
        BuffKind::StatUp { stat: st } => (
            tr!("grail-buff-stat-up", stat = stat(st)),
            tr!("grail-buff-stat-up-effect", stat = stat(st), signed = sg),
        ),
        BuffKind::DamageDealtUp => (
            tr!("grail-buff-damage-dealt-up"),
            tr!("grail-buff-damage-dealt-up-effect", signed = sg),
        ),
        // A cut of the damage taken: its magnitude lowers the damage.
        BuffKind::DamageTakenDown => (
            tr!("grail-buff-damage-taken-down"),
            tr!("grail-buff-damage-taken-down-effect", signed = signed(-m)),
        ),
        BuffKind::HitUp => (
            tr!("grail-buff-hit-up"),
            tr!("grail-buff-hit-up-effect", signed = sg),
        ),
        BuffKind::DefenseUp => (
            tr!("grail-buff-defense-up"),
            tr!("grail-buff-defense-up-effect", signed = sg),
        ),
        BuffKind::AllChecksUp => (
            tr!("grail-buff-all-checks-up"),
            tr!("grail-buff-all-checks-up-effect", signed = sg),
        ),
        BuffKind::SkillCheckUp => (
            tr!("grail-buff-skill-check-up"),
            tr!("grail-buff-skill-check-up-effect", signed = sg),
        ),
        BuffKind::CritRangeUp => (
            tr!("grail-buff-crit-range-up"),
            tr!("grail-buff-crit-range-up-effect", signed = sg),
        ),
        BuffKind::NpPowerUp => (
            tr!("grail-buff-np-power-up"),
            tr!("grail-buff-np-power-up-effect", signed = sg),
        ),
        BuffKind::MovementUp => (
            tr!("grail-buff-movement-up"),
            tr!("grail-buff-movement-up-effect", signed = sg),
        ),
        BuffKind::Guts { hp } => (
            tr!("grail-buff-guts"),
            tr!("grail-buff-guts-effect", hp = hp),
        ),
        BuffKind::Invincible => (
            tr!("grail-buff-invincible"),
            tr!("grail-buff-invincible-effect"),
        ),
        BuffKind::InvinciblePierce => (
            tr!("grail-buff-invincible-pierce"),
            tr!("grail-buff-invincible-pierce-effect"),
        ),
        BuffKind::RegenHp => (
            tr!("grail-buff-regen-hp"),
            tr!("grail-buff-regen-hp-effect", amount = m),
        ),
        BuffKind::RegenMp => (
            tr!("grail-buff-regen-mp"),
            tr!("grail-buff-regen-mp-effect", amount = m),
        ),
        BuffKind::NextAttackPower { from_round } => (
            tr!("grail-buff-next-attack-power"),
            tr!(
                "grail-buff-next-attack-power-effect",
                round = from_round,
                signed = sg
            ),
        ),
        BuffKind::NextAttackCrit { from_round } => (
            tr!("grail-buff-next-attack-crit"),
            tr!(
                "grail-buff-next-attack-crit-effect",
                round = from_round,
                signed = sg
            ),
        ),
    }
}

/// G-21.3: when a buff ends. A skirmish has no turns and no days: the game ends with its
/// one combat (G-36.1 as the Skirmish bends it), so what lasts the turn or the day lasts
/// the skirmish, and a strategic `Rounds(n)` its first n rounds.
pub(super) fn expiry(e: Expiry, skirmish: bool) -> String {
    match e {
        Expiry::RoundEnd { round } => tr!("grail-expiry-round-end", round = round),
        Expiry::Activations { n } => tr!("grail-expiry-activations", n = n),
        Expiry::StrategicRounds { n } if skirmish => {
            tr!("grail-expiry-skirmish-rounds", n = n)
        }
        Expiry::StrategicRounds { n } => tr!("grail-expiry-strategic-rounds", n = n),
        Expiry::CombatEnd => tr!("grail-expiry-combat-end"),
        Expiry::TurnEnd | Expiry::DayEnd if skirmish => tr!("grail-expiry-skirmish-end"),
        Expiry::TurnEnd => tr!("grail-expiry-turn-end"),
        Expiry::DayEnd => tr!("grail-expiry-day-end"),
        Expiry::Permanent => tr!("grail-expiry-permanent"),
    }
}

/// G-33.6: each command spell's name (the menu's own messages).
pub(super) fn spell_name(cs: &CommandSpell) -> String {
    match cs {
        CommandSpell::HpRecovery => tr!("grail-spell-hp-recovery"),
        CommandSpell::MpRecovery => tr!("grail-spell-mp-recovery"),
        CommandSpell::FightingSpirit => tr!("grail-spell-fighting-spirit"),
        CommandSpell::DefenseBoost => tr!("grail-spell-defense-boost"),
        CommandSpell::AbilityBoost => tr!("grail-spell-ability-boost"),
        CommandSpell::Withdrawal { .. } => tr!("grail-spell-withdrawal"),
        CommandSpell::SelfDestruct => tr!("grail-spell-self-destruct"),
        CommandSpell::DebuffRemoval => tr!("grail-spell-debuff-removal"),
        CommandSpell::Concentration => tr!("grail-spell-concentration"),
        CommandSpell::Technique => tr!("grail-spell-technique"),
        CommandSpell::StrengthBoost => tr!("grail-spell-strength-boost"),
        CommandSpell::EnduranceBoost => tr!("grail-spell-endurance-boost"),
        CommandSpell::AgilityBoost => tr!("grail-spell-agility-boost"),
        CommandSpell::Rally => tr!("grail-spell-rally"),
        CommandSpell::Unfalling => tr!("grail-spell-unfalling"),
        CommandSpell::Boundless => tr!("grail-spell-boundless"),
        CommandSpell::StarEye => tr!("grail-spell-star-eye"),
        CommandSpell::PhantasmUplift => tr!("grail-spell-phantasm-uplift"),
        CommandSpell::TacticalRefinement { .. } => tr!("grail-spell-tactical-refinement"),
        CommandSpell::BattleRoar { .. } => tr!("grail-spell-battle-roar"),
        CommandSpell::Teleport { .. } => tr!("grail-spell-teleport"),
    }
}

/// A class in the player's language (the setup screens name classes before a game exists).
pub fn class_name(k: Class) -> String {
    match k {
        Class::Saber => tr!("grail-class-saber"),
        Class::Archer => tr!("grail-class-archer"),
        Class::Lancer => tr!("grail-class-lancer"),
        Class::Rider => tr!("grail-class-rider"),
        Class::Caster => tr!("grail-class-caster"),
        Class::Assassin => tr!("grail-class-assassin"),
        Class::Berserker => tr!("grail-class-berserker"),
    }
}
