//! The player's words for content (cards, skills, effects) and for the core's events, in
//! the current language from the message catalog (`effects`, `log`, `content`). The same
//! words as the rules: the glossary's terms, and its glosses on every keyword.

use std::collections::HashSet;
use std::sync::{LazyLock, Mutex, PoisonError};

use crate::content::duel::{
    Amount, AttackSkillDef, CardDef, CardKind, Class, Counter, DuelContent, Effect, StatMod,
    Target, TargetRule, TickPhase, Timing,
};
use crate::locale::Named;
use crate::rules::duel::Phase;
use crate::tr;

pub mod keywords;
pub mod log;

/// A message kept for the program's life, for the functions that have always given a
/// `&'static str`. Each distinct text is kept once: a few dozen short words per language.
fn kept(text: String) -> &'static str {
    static KEPT: LazyLock<Mutex<HashSet<&'static str>>> = LazyLock::new(Mutex::default);
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    match kept.get(text.as_str()) {
        Some(k) => k,
        None => {
            let k: &'static str = Box::leak(text.into_boxed_str());
            kept.insert(k);
            k
        }
    }
}

pub fn class_name(c: Class) -> &'static str {
    kept(match c {
        Class::AuraComporta => tr!("class-aura-comporta"),
        Class::SephiraWarden => tr!("class-sephira-warden"),
        Class::Conductor => tr!("class-conductor"),
        Class::Comet => tr!("class-comet"),
        Class::Bastion => tr!("class-bastion"),
    })
}

/// What a class-bound card asks of its caster (D-10.3): "Needs an Aura Comporta".
pub fn caster_need(c: Class) -> String {
    match c {
        Class::AuraComporta => tr!("class-aura-comporta.needs"),
        Class::SephiraWarden => tr!("class-sephira-warden.needs"),
        Class::Conductor => tr!("class-conductor.needs"),
        Class::Comet => tr!("class-comet.needs"),
        Class::Bastion => tr!("class-bastion.needs"),
    }
}

/// The class emblem as a glyph, for text (the board draws the real emblem).
pub fn class_glyph(c: Class) -> &'static str {
    match c {
        Class::AuraComporta => "◎",
        Class::SephiraWarden => "✡",
        Class::Conductor => "♪",
        Class::Comet => "☄",
        Class::Bastion => "⛨",
    }
}

/// A phase's own name ("Main"), without the word "Phase".
pub fn phase_name(p: Phase) -> &'static str {
    kept(match p {
        Phase::Start => tr!("phase-start"),
        Phase::Draw => tr!("phase-draw"),
        Phase::Charge => tr!("phase-charge"),
        Phase::Main => tr!("phase-main"),
        Phase::End => tr!("phase-end"),
    })
}

/// The timing tag as an icon and a word.
pub fn timing(t: Timing) -> (&'static str, &'static str) {
    match t {
        Timing::YourTurn => ("☀", kept(tr!("timing-your-turn"))),
        Timing::OpponentTurn => ("🌙", kept(tr!("timing-opponent-turn"))),
        Timing::AnyTime => ("★", kept(tr!("timing-any-time"))),
        Timing::TurnStart => ("↻", kept(tr!("timing-turn-start"))),
    }
}

pub fn amount(a: Amount) -> String {
    match a {
        Amount::Fixed(n) => n.to_string(),
        Amount::Dice { count, bonus } => match bonus {
            0 => format!("{count}d6"),
            b if b > 0 => format!("{count}d6+{b}"),
            b => format!("{count}d6{b}"),
        },
        Amount::Scaled { base, per, counter } => match counter {
            Counter::CasterResonance => tr!("effect-scaled-resonance", base = base, per = per),
            Counter::AllyFollowers => tr!("effect-scaled-ally-followers", base = base, per = per),
            Counter::AfterglowInCemetery => {
                tr!("effect-scaled-afterglow", base = base, per = per)
            }
            Counter::CasterHasCode => tr!("effect-scaled-has-code", base = base, per = per),
        },
    }
}

/// Whom an effect reaches. `Bearer` is allowed only inside a lasting effect, whose
/// sentence names the unit first, so it reads "it" there.
pub fn target(t: Target) -> &'static str {
    kept(match t {
        Target::Chosen => tr!("effect-target-chosen"),
        Target::Caster => tr!("effect-target-caster"),
        Target::Bearer => tr!("effect-target-bearer"),
        Target::OwnLeader => tr!("effect-target-own-leader"),
        Target::EnemyLeader => tr!("effect-target-enemy-leader"),
        Target::AllEnemyUnits => tr!("effect-target-all-enemy-units"),
        Target::AllEnemyArcastella => tr!("effect-target-all-enemy-arcastella"),
        Target::AllEnemyFollowers => tr!("effect-target-all-enemy-followers"),
        Target::AllAllyArcastella => tr!("effect-target-all-ally-arcastella"),
        Target::AllAllyFollowers => tr!("effect-target-all-ally-followers"),
        Target::AllAllyUnits => tr!("effect-target-all-ally-units"),
        Target::RandomEnemyUnit => tr!("effect-target-random-enemy-unit"),
        Target::LowestHpAllyArcastella => tr!("effect-target-lowest-hp-ally"),
    })
}

pub fn target_rule(r: TargetRule) -> &'static str {
    kept(match r {
        TargetRule::EnemyUnit => tr!("effect-pick-enemy-unit"),
        TargetRule::EnemyArcastella => tr!("effect-pick-enemy-arcastella"),
        TargetRule::EnemyFollower => tr!("effect-pick-enemy-follower"),
        TargetRule::AllyArcastella => tr!("effect-pick-ally-arcastella"),
        TargetRule::AllyUnit => tr!("effect-pick-ally-unit"),
    })
}

pub fn stat(m: StatMod) -> String {
    match m {
        StatMod::Def(v) => tr!("effect-stat-def", value = format!("{v:+}")),
        StatMod::Power(v) => tr!("effect-stat-power", value = format!("{v:+}")),
        StatMod::Ward(v) => tr!("effect-stat-ward", value = format!("{v:+}")),
    }
}

fn duration(count: u8, tick: TickPhase) -> String {
    match (tick, count) {
        (TickPhase::End, 1) => tr!("effect-duration-this-turn"),
        (TickPhase::End, n) => tr!("effect-duration-until-end", count = n),
        (TickPhase::Start, 1) => tr!("effect-duration-until-next"),
        (TickPhase::Start, n) => tr!("effect-duration-next-turns", count = n),
    }
}

/// The items as one text, each pair joined by `pair` (a message that knows the language's
/// spacing and punctuation).
fn joined(
    items: impl IntoIterator<Item = String>,
    pair: impl Fn(String, String) -> String,
) -> String {
    items.into_iter().reduce(pair).unwrap_or_default()
}

/// Items of a list: "DEF +2, Ward +1".
fn list(items: impl IntoIterator<Item = String>) -> String {
    joined(items, |first, then| {
        tr!("effect-list", first = first, then = then)
    })
}

pub fn effect(c: &DuelContent, e: &Effect) -> String {
    let text = match e {
        Effect::Damage {
            amount: a,
            target: t,
        } => tr!("effect-damage", amount = amount(*a), target = target(*t)),
        Effect::Heal {
            amount: a,
            target: t,
        } => tr!("effect-heal", amount = amount(*a), target = target(*t)),
        Effect::Draw { count } => tr!("effect-draw", count = *count),
        Effect::GainEther { amount } => tr!("effect-gain-ether", amount = *amount),
        Effect::Tap { target: t } => tr!("effect-tap", target = target(*t)),
        Effect::Untap { target: t } => tr!("effect-untap", target = target(*t)),
        Effect::Modify {
            target: t,
            stat: s,
            count,
            tick,
        } => tr!(
            "effect-modify",
            target = target(*t),
            stat = stat(*s),
            duration = duration(*count, *tick)
        ),
        Effect::Barrier { target: t } => tr!("effect-barrier", target = target(*t)),
        Effect::Periodic {
            target: t,
            count,
            tick,
            effects: inner,
        } => {
            let when = match tick {
                TickPhase::Start => "start",
                TickPhase::End => "end",
            };
            let inner = effects(c, inner);
            match t {
                Some(t) => tr!(
                    "effect-periodic-on",
                    when = when,
                    count = *count,
                    target = target(*t),
                    effects = inner
                ),
                None => tr!(
                    "effect-periodic",
                    when = when,
                    count = *count,
                    effects = inner
                ),
            }
        }
        Effect::Summon { follower, count } => {
            let name = c
                .follower_idx(follower)
                .map_or(follower.as_str(), |i| c.follower(i).shown_name());
            tr!("effect-summon", name = name, count = *count)
        }
        Effect::Equip { target: t } => tr!("effect-equip", target = target(*t)),
        Effect::GainResonance { amount, target: t } => {
            tr!(
                "effect-gain-resonance",
                amount = *amount,
                target = target(*t)
            )
        }
        Effect::BreakCode { target: t } => tr!("effect-break-code", target = target(*t)),
        Effect::Recover { kind } => {
            let kind = match kind {
                CardKind::Spell => tr!("card-kind-spell"),
                CardKind::Code => tr!("card-kind-code"),
                CardKind::Afterglow => tr!("card-kind-afterglow"),
            };
            tr!("effect-recover", kind = kind)
        }
    };
    // A sentence may begin with its target ("the target gets …").
    crate::locale::capitalized(&text)
}

pub fn effects(c: &DuelContent, es: &[Effect]) -> String {
    joined(es.iter().map(|e| effect(c, e)), |first, then| {
        tr!("effect-then", first = first, then = then)
    })
}

/// The whole rules text of a card, without its name and cost.
pub fn card_text(c: &DuelContent, card: &CardDef) -> String {
    let mut parts = Vec::new();
    if let Some(code) = &card.code {
        parts.push(tr!(
            "effect-code",
            mods = list(code.mods.iter().map(|m| stat(*m))),
            fragility = code.fragility
        ));
    } else {
        parts.push(effects(c, &card.effects));
    }
    if let Some(ee) = &card.ether_effect {
        parts.push(tr!("effect-ether-effect", effects = effects(c, ee)));
    }
    parts.join("\n")
}

/// What a card needs besides ether: class, resonance, target.
pub fn card_needs(card: &CardDef) -> Vec<String> {
    let mut v = Vec::new();
    if let Some(cls) = card.class_req {
        v.push(caster_need(cls));
    }
    if card.resonance_cost > 0 {
        v.push(tr!("effect-needs-resonance", amount = card.resonance_cost));
    }
    if let Some(r) = card.target {
        v.push(target_rule(r).into());
    }
    v
}

/// Cost line of a skill: "2 ether", "2 ether + 2 resonance", "free".
pub fn cost(ether: u8, resonance: u8) -> String {
    match (ether, resonance) {
        (0, 0) => tr!("effect-cost-free"),
        (e, 0) => tr!("effect-cost-ether", ether = e),
        (0, r) => tr!("effect-cost-resonance", resonance = r),
        (e, r) => tr!("effect-cost-both", ether = e, resonance = r),
    }
}

pub fn attack_text(c: &DuelContent, s: &AttackSkillDef) -> String {
    attack_text_with(c, s, &amount(s.damage))
}

/// An attack's text with its damage as it stands now (the user's Power counted, D-15.5).
pub fn attack_text_with(c: &DuelContent, s: &AttackSkillDef, damage: &str) -> String {
    if s.riders.is_empty() {
        tr!("effect-attack", damage = damage)
    } else {
        tr!(
            "effect-attack-riders",
            damage = damage,
            riders = effects(c, &s.riders)
        )
    }
}

/// What a class does, in one line.
pub fn class_rule(c: Class) -> &'static str {
    kept(match c {
        Class::AuraComporta => tr!("class-aura-comporta.rule"),
        Class::SephiraWarden => tr!("class-sephira-warden.rule"),
        Class::Conductor => tr!("class-conductor.rule"),
        Class::Comet => tr!("class-comet.rule"),
        Class::Bastion => tr!("class-bastion.rule"),
    })
}

/// Whether `text` cites a rule of the specs ("D-14", "G-25.2"): those stay in the code's
/// comments, the player reads plain words.
#[cfg(test)]
pub(super) fn cites_a_rule(text: &str) -> bool {
    text.char_indices().any(|(i, ch)| {
        let word_start = !text[..i]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric);
        let rest = &text[i + ch.len_utf8()..];
        word_start
            && matches!(ch, 'D' | 'G')
            && rest.starts_with('-')
            && rest[1..].starts_with(|c: char| c.is_ascii_digit())
    })
}

#[cfg(test)]
mod tests;
