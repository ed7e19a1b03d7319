//! What the viewer knows of a faction's servant, tier by tier (G-35.1), as lines the window
//! over the map (faction_window.rs) draws: its own faction's sheet (sheet.rs) or, for a rival, exactly what the
//! viewer's investigations and shared combats (G-35.3) revealed, each thing not yet known
//! shown as unknown with the knowledge tier that reveals it. Everything comes from the
//! viewer's `FactionView` (`ServantInfo`, `FactionInfo`); nothing reads a rival's state.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, vec2};

use crate::app::grail::words::{self, Words};
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::content::grail::{
    CardCounts, CardType, Context, DiceExpr, Duration, Effect, Era, GrailContent, NoblePhantasm,
    NpCategory, NpKind, Rank, Skill, Stats, TargetSpec, Timing, Trigger,
};
use crate::locale::Named;
use crate::rules::grail::ServantInfo;
use crate::tr;

/// The highest knowledge tier (G-35.1).
pub const TOP_TIER: u8 = 3;

/// One named thing in the window, with what is known of it, a line each.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub text: String,
    /// What it does (a skill's timing, target and effects; a Noble Phantasm's terms).
    pub about: Vec<String>,
    /// Content's own words about it (a skill's line of lore), if it gives any.
    pub flavour: Option<String>,
}

impl Entry {
    pub fn plain(text: String) -> Self {
        Entry {
            text,
            about: Vec::new(),
            flavour: None,
        }
    }
}

/// What the viewer has of one item of a servant's card.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    Known(Vec<Entry>),
    /// G-35.3: only what a shared combat showed; the whole comes with the item's tier.
    Seen(Vec<Entry>),
    Unknown,
}

/// One item of a servant's card and the knowledge tier that reveals it (G-35.1; 0 is public).
#[derive(Clone, Debug, PartialEq)]
pub struct Fact {
    pub tier: u8,
    pub label: String,
    pub shown: Shown,
}

fn known(tier: u8, label: String, entries: Vec<Entry>) -> Fact {
    Fact {
        tier,
        label,
        shown: Shown::Known(entries),
    }
}

/// An item of tier `tier`: known if revealed, else what a shared combat showed of it, else unknown.
fn tiered(
    info: &ServantInfo,
    tier: u8,
    label: String,
    value: Option<Vec<Entry>>,
    seen: Vec<Entry>,
) -> Fact {
    let shown = match value {
        Some(v) if info.tier >= tier => Shown::Known(v),
        _ if !seen.is_empty() => Shown::Seen(seen),
        _ => Shown::Unknown,
    };
    Fact { tier, label, shown }
}

/// G-35.1 tier 0: what everyone knows of every servant (class, stats, HP, movement, buffs).
pub fn public_facts(w: &Words, info: &ServantInfo) -> Vec<Fact> {
    let buffs: Vec<Entry> = info
        .buffs
        .iter()
        .map(|b| {
            let (name, tip) = w.buff(b);
            Entry {
                text: name,
                about: vec![tip],
                flavour: None,
            }
        })
        .collect();
    vec![
        known(
            0,
            tr!("intel-class"),
            vec![Entry::plain(w.class(info.class))],
        ),
        known(
            0,
            tr!("intel-stats"),
            vec![Entry::plain(stats(&info.stats))],
        ),
        known(
            0,
            tr!("intel-hp"),
            vec![Entry::plain(tr!(
                "intel-of",
                now = info.hp,
                max = info.max_hp
            ))],
        ),
        known(
            0,
            tr!("intel-movement"),
            vec![Entry::plain(info.movement.to_string())],
        ),
        known(
            0,
            tr!("intel-buffs"),
            if buffs.is_empty() {
                vec![Entry::plain(tr!("intel-none"))]
            } else {
                buffs
            },
        ),
    ]
}

/// G-35.1: every item of a rival's servant card, tier by tier, each known, seen in a
/// shared combat (G-35.3) or unknown, from the viewer's `ServantInfo` alone.
pub fn facts(w: &Words, c: &GrailContent, info: &ServantInfo) -> Vec<Fact> {
    let mut out = public_facts(w, info);
    out.push(tiered(
        info,
        1,
        tr!("intel-deck"),
        info.deck.map(|d| vec![Entry::plain(deck(&d))]),
        Vec::new(),
    ));
    out.push(tiered(
        info,
        1,
        tr!("intel-skills"),
        info.skills
            .as_ref()
            .map(|ks| ks.iter().map(skill).collect()),
        info.seen_skills.iter().map(skill).collect(),
    ));
    out.push(tiered(
        info,
        2,
        tr!("intel-np"),
        info.np.as_ref().map(|np| vec![phantasm(w, np)]),
        info.seen_np.iter().map(|np| phantasm(w, np)).collect(),
    ));
    let lore = |s: &Option<String>| {
        s.as_ref().map(|t| {
            vec![Entry::plain(if t.is_empty() {
                tr!("intel-none")
            } else {
                t.clone()
            })]
        })
    };
    out.push(tiered(
        info,
        3,
        tr!("intel-true-name"),
        info.true_name
            .as_ref()
            .map(|n| vec![Entry::plain(true_name(c, n))]),
        Vec::new(),
    ));
    out.push(tiered(
        info,
        3,
        tr!("intel-era"),
        info.era.map(|e| vec![Entry::plain(era(e))]),
        Vec::new(),
    ));
    out.push(tiered(
        info,
        3,
        tr!("intel-profile"),
        lore(&info.profile),
        Vec::new(),
    ));
    out.push(tiered(
        info,
        3,
        tr!("intel-weakness"),
        lore(&info.weakness),
        Vec::new(),
    ));
    out
}

/// A true name in the player's language: content gives the translation of the name the
/// view carries (the catalogue of servants is public; which one this is, only the name says).
pub fn true_name(c: &GrailContent, name: &str) -> String {
    c.servants
        .iter()
        .find(|d| d.true_name == name)
        .map_or_else(|| name.to_string(), |d| d.shown_name().to_string())
}

pub fn stats(s: &Stats) -> String {
    tr!(
        "intel-stats-line",
        str = s.str,
        end = s.end,
        agi = s.agi,
        luk = s.luk,
        np = s.np
    )
}

/// A deck's composition (G-24.2).
pub fn deck(d: &CardCounts) -> String {
    tr!(
        "intel-deck-line",
        buster = d.buster,
        arts = d.arts,
        quick = d.quick,
        total = d.total()
    )
}

pub fn era(e: Era) -> String {
    match e {
        Era::Mythic => tr!("intel-era-mythic"),
        Era::Ancient => tr!("intel-era-ancient"),
        Era::Medieval => tr!("intel-era-medieval"),
        Era::Modern => tr!("intel-era-modern"),
    }
}

fn rank(r: Rank) -> &'static str {
    match r {
        Rank::E => "E",
        Rank::D => "D",
        Rank::C => "C",
        Rank::B => "B",
        Rank::A => "A",
        Rank::APlus => "A+",
        Rank::EX => "EX",
    }
}

fn dice(d: &DiceExpr) -> String {
    match d.flat {
        0 => tr!("intel-dice", count = d.count, sides = d.sides),
        f => tr!(
            "intel-dice-flat",
            count = d.count,
            sides = d.sides,
            flat = signed(f)
        ),
    }
}

/// G-19.2: when a skill is used.
fn timing(t: Timing) -> String {
    match t {
        Timing::CombatStart => tr!("intel-timing-combat-start"),
        Timing::RoundStart => tr!("intel-timing-round-start"),
        Timing::OwnTurnStart => tr!("intel-timing-own-turn-start"),
        Timing::Passive => tr!("intel-timing-passive"),
        Timing::Auto { trigger } => {
            let when = match trigger {
                Trigger::OnCombatStart => "combat",
                Trigger::OnAmbushed => "ambushed",
                Trigger::OnHpBelowHalf => "half",
                Trigger::OnLethalDamage => "lethal",
                Trigger::OnDebuffReceived => "debuff",
            };
            tr!("intel-timing-auto", trigger = when)
        }
        Timing::OnMagicUse => tr!("intel-timing-magic"),
        Timing::Anytime { context } => {
            let at = match context {
                Context::Combat => "combat",
                Context::Strategic => "city",
                Context::Both => "both",
            };
            tr!("intel-timing-anytime", context = at)
        }
        Timing::TurnAction => tr!("intel-timing-turn-action"),
    }
}

/// G-19.6: whom a skill is aimed at.
fn target(t: TargetSpec) -> String {
    match t {
        TargetSpec::SelfServant => tr!("intel-target-self"),
        TargetSpec::HostileInRange { range } => tr!("intel-target-hostile", range = range),
        TargetSpec::AllHostilesInRange { range } => {
            tr!("intel-target-all-hostiles", range = range)
        }
        TargetSpec::AnyOtherServant => tr!("intel-target-other-servant"),
        TargetSpec::CurrentDistrict => tr!("intel-target-district"),
    }
}

/// G-21.3: how long an effect lasts.
fn duration(d: Duration) -> String {
    match d {
        Duration::Instant => tr!("intel-duration-instant"),
        Duration::Rounds { n } => tr!("intel-duration-rounds", n = n),
        Duration::Activations { n } => tr!("intel-duration-activations", n = n),
        Duration::UntilCombatEnd => tr!("intel-duration-combat"),
        Duration::UntilTurnEnd => tr!("intel-duration-turn"),
        Duration::UntilDayEnd => tr!("intel-duration-day"),
        Duration::Permanent => tr!("intel-duration-permanent"),
    }
}

/// A number with its sign, as a modifier reads (a true minus sign).
pub fn signed(v: i32) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        format!("+{v}")
    }
}

/// G-20.1: what one effect primitive does, with its numbers from content.
pub fn effect(e: &Effect) -> String {
    match e {
        Effect::HealHp { dice: d } => tr!("intel-effect-heal", dice = dice(d)),
        Effect::RestoreMp { dice: d } => tr!("intel-effect-mp", dice = dice(d)),
        Effect::RestoreMasterMp { dice: d } => tr!("intel-effect-master-mp", dice = dice(d)),
        Effect::ApplyBuff {
            kind,
            magnitude,
            duration: d,
        } => {
            let (name, what) = words::buff_kind(*kind, *magnitude);
            tr!(
                "intel-effect-buff",
                buff = name,
                effect = what,
                duration = duration(*d)
            )
        }
        Effect::ApplyDebuff { id, duration: d } => {
            // G-21.5: the table's magnitude and, unless the skill overrides it, duration.
            let (name, what) = words::debuff(*id, id.magnitude());
            tr!(
                "intel-effect-debuff",
                debuff = name,
                effect = what,
                duration = duration(d.unwrap_or(id.default_duration()))
            )
        }
        Effect::Cleanse => tr!("intel-effect-cleanse"),
        Effect::Dispel => tr!("intel-effect-dispel"),
        Effect::GainCard { card } => {
            let kind = match card {
                Some(CardType::Buster) => "buster",
                Some(CardType::Arts) => "arts",
                Some(CardType::Quick) => "quick",
                None => "choice",
            };
            tr!("intel-effect-card", card = kind)
        }
        Effect::ChargeReduce { rounds } => tr!("intel-effect-charge", rounds = rounds),
        Effect::GainKnowledge { tiers } => tr!("intel-effect-knowledge", tiers = tiers),
        Effect::Workshop => tr!("intel-effect-workshop"),
        Effect::NegateAmbushFirstStrike => tr!("intel-effect-no-first-strike"),
        Effect::UpkeepMod { amount } => tr!("intel-effect-upkeep", signed = signed(*amount)),
        Effect::RestBonus { amount } => tr!("intel-effect-rest", signed = signed(*amount)),
        Effect::InvestigateBonus { amount } => {
            tr!("intel-effect-investigate", signed = signed(*amount))
        }
        Effect::MagicAutoSuccess => tr!("intel-effect-magic-sure"),
        Effect::MagicAmplify { percent } => tr!("intel-effect-magic-amplify", percent = percent),
        Effect::MagicExtend { rounds } => tr!("intel-effect-magic-extend", rounds = rounds),
    }
}

/// A skill (G-19): its name, rank and MP cost, then when, on whom and what it does.
pub fn skill(k: &Skill) -> Entry {
    let mut about = vec![tr!(
        "intel-skill-use",
        when = timing(k.timing),
        target = target(k.target)
    )];
    about.extend(k.effects.iter().map(effect));
    Entry {
        text: tr!(
            "intel-skill-head",
            name = k.shown_name(),
            rank = rank(k.rank),
            mp = k.mp_cost,
            magic = if k.magic { "yes" } else { "no" }
        ),
        about,
        flavour: (!k.text.is_empty()).then(|| k.text.clone()),
    }
}

/// A Noble Phantasm (G-29.2): its name and card, then its kind, category, power, range,
/// cost and charge, and what its hit and its firing do.
pub fn phantasm(w: &Words, np: &NoblePhantasm) -> Entry {
    let kind = match np.kind {
        NpKind::Attack => "attack",
        NpKind::Support => "support",
        NpKind::Passive => "passive",
        NpKind::Summon => "summon",
    };
    let category = match np.category {
        NpCategory::AntiUnit => "unit",
        NpCategory::AntiArmy => "army",
        NpCategory::AntiFortress => "fortress",
    };
    let mut about = vec![
        tr!("intel-np-kind", kind = kind, category = category),
        tr!(
            "intel-np-terms",
            power = np.power,
            range = np.range,
            mp = np.mp_cost,
            charge = np.charge
        ),
    ];
    about.extend(
        np.on_fire
            .iter()
            .map(|e| tr!("intel-np-on-fire", effect = effect(e))),
    );
    about.extend(
        np.on_hit
            .iter()
            .map(|e| tr!("intel-np-on-hit", effect = effect(e))),
    );
    if let Some(s) = &np.summon {
        about.push(tr!(
            "intel-np-summon",
            count = s.count,
            unit = s.name.clone(),
            hp = s.hp
        ));
    }
    Entry {
        text: tr!(
            "intel-np-head",
            name = np.shown_name(),
            card = w.card(np.card)
        ),
        about,
        flavour: None,
    }
}

/// A knowledge (or bond) track: `n` of `of` pips lit.
pub fn track(ui: &mut egui::Ui, n: u8, of: u8, lit: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(f32::from(of) * 14.0, 12.0), egui::Sense::hover());
    for i in 0..of {
        let c = egui::pos2(rect.min.x + 6.0 + f32::from(i) * 14.0, rect.center().y);
        if i < n {
            ui.painter().circle_filled(c, 5.0, lit);
        } else {
            ui.painter()
                .circle_stroke(c, 5.0, egui::Stroke::new(1.5, c32(DIM)));
        }
    }
}

fn entries(ui: &mut egui::Ui, list: &[Entry]) {
    for e in list {
        theme::label(ui, RichText::new(&e.text).color(c32(PARCHMENT)));
        for line in &e.about {
            theme::label(
                ui,
                RichText::new(format!("  {line}")).color(c32(DIM)).small(),
            );
        }
        if let Some(f) = &e.flavour {
            theme::label(
                ui,
                RichText::new(format!("  {f}"))
                    .color(c32(DIM))
                    .small()
                    .italics(),
            );
        }
    }
}

/// One item: its label, then what is known of it (beside the label when it is one short
/// value), or that it is unknown and the tier that reveals it.
pub fn fact(ui: &mut egui::Ui, f: &Fact) {
    ui.add_space(2.0);
    let label = RichText::new(&f.label).color(c32(GOLD)).strong();
    match &f.shown {
        Shown::Known(list)
            if list.len() == 1 && list[0].about.is_empty() && list[0].flavour.is_none() =>
        {
            ui.horizontal_wrapped(|ui| {
                theme::label(ui, label);
                theme::label(ui, RichText::new(&list[0].text).color(c32(PARCHMENT)));
            });
        }
        Shown::Known(list) => {
            theme::label(ui, label);
            ui.indent(("fact", &f.label), |ui| entries(ui, list));
        }
        Shown::Seen(list) => {
            theme::label(ui, label);
            ui.indent(("fact", &f.label), |ui| {
                theme::label(
                    ui,
                    RichText::new(tr!("intel-seen", tier = f.tier))
                        .color(c32(GOLD))
                        .small(),
                );
                entries(ui, list);
            });
        }
        Shown::Unknown => {
            ui.horizontal_wrapped(|ui| {
                theme::label(ui, RichText::new(&f.label).color(c32(DIM)).strong());
                theme::label(
                    ui,
                    RichText::new(tr!("intel-unknown", tier = f.tier))
                        .color(c32(DIM))
                        .italics(),
                );
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::grail::SkillOwner;
    use crate::locale::{Lang, with_lang};
    use crate::rules::core::{Core, GrailCore};
    use crate::rules::grail::state::SkillRef;
    use crate::rules::grail::{GameConfig, GameState};

    fn game() -> (GrailContent, GameState) {
        let c = GrailContent::builtin().expect("content");
        let (s, _) = GrailCore::new_game(&c, &GameConfig::default_lineup(7, 7)).expect("setup");
        (c, s)
    }

    /// Faction 0's facts about faction 1 once its knowledge tier on it is `tier`.
    fn facts_at(c: &GrailContent, s: &mut GameState, tier: u8) -> Vec<Fact> {
        s.factions[0].knowledge[1].tier = tier;
        let view = s.view_for(c, 0);
        let w = Words::new(c, s, Some(0));
        with_lang(Lang::En, || facts(&w, c, &view.factions[1].servant))
    }

    /// G-35.1: each item is known exactly from its tier on, and shown unknown with that
    /// tier before; the known deck is the servant's own.
    #[test]
    fn each_item_is_known_from_its_tier_and_unknown_before() {
        let (c, mut s) = game();
        let def = crate::rules::grail::query::sdef(&c, &s, 1)
            .expect("faction 1's servant")
            .clone();
        for tier in 0..=TOP_TIER {
            let facts = facts_at(&c, &mut s, tier);
            assert_eq!(facts.len(), 12, "tier {tier}");
            for f in &facts {
                match &f.shown {
                    Shown::Known(_) => assert!(f.tier <= tier, "{} known at {tier}", f.label),
                    Shown::Unknown => assert!(f.tier > tier, "{} unknown at {tier}", f.label),
                    Shown::Seen(_) => panic!("{} seen without a combat", f.label),
                }
            }
            let tiers: Vec<u8> = facts.iter().map(|f| f.tier).collect();
            assert_eq!(tiers, [0, 0, 0, 0, 0, 1, 1, 2, 3, 3, 3, 3]);
        }
        let deck_line = with_lang(Lang::En, || deck(&def.deck));
        let at1 = facts_at(&c, &mut s, 1);
        assert_eq!(at1[5].shown, Shown::Known(vec![Entry::plain(deck_line)]));
        match &at1[6].shown {
            Shown::Known(list) => assert_eq!(list.len(), def.skills.len()),
            other => panic!("skills at tier 1: {other:?}"),
        }
        let at3 = facts_at(&c, &mut s, 3);
        assert_eq!(
            at3[8].shown,
            Shown::Known(vec![Entry::plain(def.true_name.clone())])
        );
    }

    /// G-35.1: at tier 0 nothing of the hidden card leaks into the lines: no skill, no
    /// Noble Phantasm, no true name, no weakness.
    #[test]
    fn tier_zero_lines_hold_nothing_hidden() {
        let (c, mut s) = game();
        let def = crate::rules::grail::query::sdef(&c, &s, 1)
            .expect("faction 1's servant")
            .clone();
        let text = format!("{:?}", facts_at(&c, &mut s, 0));
        for secret in def
            .skills
            .iter()
            .map(|k| k.name.clone())
            .chain([
                def.np.name.clone(),
                def.true_name.clone(),
                def.weakness.clone(),
            ])
            .filter(|x| !x.is_empty())
        {
            assert!(!text.contains(&secret), "{secret} shown at tier 0");
        }
    }

    /// G-35.3: a skill and the Noble Phantasm seen in a shared combat are shown at tier 0,
    /// marked as seen, the rest still to come with the tier.
    #[test]
    fn what_a_shared_combat_showed_is_shown_below_its_tier() {
        let (c, mut s) = game();
        let def = crate::rules::grail::query::sdef(&c, &s, 1)
            .expect("faction 1's servant")
            .clone();
        s.factions[0].knowledge[1].seen_skills.push(SkillRef {
            owner: SkillOwner::Servant,
            idx: 0,
        });
        s.factions[0].knowledge[1].seen_np = true;
        let facts = facts_at(&c, &mut s, 0);
        match &facts[6].shown {
            Shown::Seen(list) => {
                assert_eq!(list.len(), 1);
                assert!(list[0].text.starts_with(&def.skills[0].name));
            }
            other => panic!("skills: {other:?}"),
        }
        match &facts[7].shown {
            Shown::Seen(list) => assert!(list[0].text.starts_with(&def.np.name)),
            other => panic!("NP: {other:?}"),
        }
        // Once the tier reveals them, the whole list replaces what was seen.
        let facts = facts_at(&c, &mut s, 2);
        assert!(matches!(&facts[6].shown, Shown::Known(l) if l.len() == def.skills.len()));
        assert!(matches!(&facts[7].shown, Shown::Known(_)));
    }

    /// A true name reads in the player's language: content's Japanese where it gives one.
    #[test]
    fn a_true_name_reads_in_japanese() {
        let (c, s) = game();
        let def = crate::rules::grail::query::sdef(&c, &s, 0).expect("own servant");
        let ja = def.true_name_ja.clone().expect("a Japanese true name");
        assert_eq!(with_lang(Lang::Ja, || true_name(&c, &def.true_name)), ja);
        assert_eq!(
            with_lang(Lang::En, || true_name(&c, &def.true_name)),
            def.true_name
        );
    }

    /// G-20.1, G-21.3: an effect says its numbers and how long it lasts.
    #[test]
    fn an_effect_says_its_numbers() {
        let e = Effect::ApplyBuff {
            kind: crate::content::grail::BuffKind::DamageDealtUp,
            magnitude: 5,
            duration: Duration::Rounds { n: 2 },
        };
        assert_eq!(
            with_lang(Lang::En, || effect(&e)),
            "Damage up: damage dealt +5, for 2 rounds"
        );
        let heal = Effect::HealHp {
            dice: DiceExpr {
                count: 2,
                sides: 10,
                flat: -3,
            },
        };
        assert_eq!(with_lang(Lang::En, || effect(&heal)), "recovers 2d10−3 HP");
    }
}
