//! The player's words for content (cards, skills, effects) and for the core's events, in
//! the current language from the message catalog (`effects`, `log`, `content`). The same
//! words as the rules: the glossary's terms, and its glosses on every keyword.

use std::collections::HashSet;
use std::sync::{LazyLock, Mutex, PoisonError};

use crate::content::duel::{
    Amount, AttackSkillDef, CardDef, CardKind, Class, Counter, DuelContent, Effect, StatMod,
    Target, TargetRule, TickPhase, Timing,
};
use crate::locale::{GlossaryEntry, Lang, Named, glossary, lang};
use crate::rules::duel::event::{CodeRemoval, DrawSkip, TapCause, Zone};
use crate::rules::duel::{DamageKind, EndReason, Event, Outcome, Phase, Source};
use crate::tr;

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

/// "yes" when `name` is the player at the screen, whom English addresses as "You" with
/// the verb's other form; the messages choose by it.
fn you(name: &str) -> &'static str {
    if name == "You" { "yes" } else { "no" }
}

pub fn outcome(o: Outcome, name: impl Fn(crate::rules::duel::PlayerId) -> String) -> String {
    let why = |r: EndReason| match r {
        EndReason::LeaderFallen => "leader-fallen",
        EndReason::BothLeadersFallen => "both-fallen",
        EndReason::TurnLimit => "turn-limit",
        EndReason::Concede => "concede",
    };
    match o {
        Outcome::Win { winner, reason } => {
            let n = name(winner);
            tr!("log-win", you = you(&n), player = n, reason = why(reason))
        }
        Outcome::Draw { reason } => tr!("log-draw-game", reason = why(reason)),
    }
}

/// Names the log needs: units, cards and players as the viewer may know them.
pub trait Names {
    fn player(&self, p: crate::rules::duel::PlayerId) -> String;
    fn unit(&self, u: crate::rules::duel::UnitId) -> String;
    fn card(&self, uid: crate::rules::duel::CardUid) -> String;
    fn source(&self, s: Source) -> String;
    /// What a lasting effect was and whom it was on, once it has been seen added.
    fn lasting(
        &self,
        _id: crate::rules::duel::ContinuousId,
    ) -> Option<(Source, Option<crate::rules::duel::UnitId>)> {
        None
    }
}

/// A player as a log line names them: whether they are the one at the screen (`$you`)
/// and their name (`$player`).
fn who(n: &impl Names, p: crate::rules::duel::PlayerId) -> (&'static str, String) {
    let name = n.player(p);
    (you(&name), name)
}

/// One line of the log for an event, or `None` for events the log leaves out because
/// another line already says it (card moves that a draw or cast already told).
pub fn event_line(ev: &Event, n: &impl Names) -> Option<String> {
    Some(match ev {
        Event::GameStarted { first_player, seed } => {
            let (you, player) = who(n, *first_player);
            tr!(
                "log-game-started",
                you = you,
                player = player,
                seed = seed.to_string()
            )
        }
        Event::TurnStarted { turn, player } => {
            tr!("log-turn", turn = *turn, player = n.player(*player))
        }
        Event::PhaseChanged { phase } => tr!("log-phase", phase = phase_name(*phase)),
        Event::DecisionRequested { .. } => return None,
        Event::Untapped { unit } => tr!("log-untaps", unit = n.unit(*unit)),
        Event::Tapped { unit, cause } => {
            let cause = match cause {
                TapCause::AttackSkill => "attack",
                TapCause::AstralCode => "astral",
                TapCause::Block => "block",
                TapCause::Effect => "effect",
            };
            tr!("log-tapped", unit = n.unit(*unit), cause = cause)
        }
        Event::CardDrawn { player, .. } => {
            let (you, player) = who(n, *player);
            tr!("log-draws", you = you, player = player)
        }
        Event::DrawSkipped { player, reason } => match reason {
            DrawSkip::HandFull => {
                let (you, player) = who(n, *player);
                tr!("log-hand-full", you = you, player = player)
            }
            DrawSkip::NoCards => {
                let (you, player) = who(n, *player);
                tr!("log-no-cards", you = you, player = player)
            }
        },
        Event::DeckRebuilt { player, cards } => {
            let (you, player) = who(n, *player);
            tr!(
                "log-deck-rebuilt",
                you = you,
                player = player,
                cards = *cards
            )
        }
        Event::AstralChargeChanged { player, charges } => {
            let (you, player) = who(n, *player);
            tr!(
                "log-astral-charges",
                you = you,
                player = player,
                charges = *charges
            )
        }
        Event::EtherConverted {
            player,
            card,
            gained,
        } => {
            let (you, player) = who(n, *player);
            tr!(
                "log-converted",
                you = you,
                player = player,
                card = n.card(*card),
                gained = *gained
            )
        }
        Event::EtherEffectTriggered { card, .. } => {
            tr!("log-ether-effect", card = n.card(*card))
        }
        Event::EtherChanged { player, ether } => {
            let (you, player) = who(n, *player);
            tr!("log-ether", you = you, player = player, ether = *ether)
        }
        Event::Passed { player, phase } => {
            let (you, player) = who(n, *player);
            tr!(
                "log-passes",
                you = you,
                player = player,
                phase = phase_name(*phase)
            )
        }
        Event::SpellCast {
            card,
            caster,
            target,
            ..
        } => match target {
            Some(t) => tr!(
                "log-casts-on",
                caster = n.unit(*caster),
                card = n.card(*card),
                target = n.unit(*t)
            ),
            None => tr!("log-casts", caster = n.unit(*caster), card = n.card(*card)),
        },
        Event::AttackSkillUsed {
            user,
            skill,
            target,
        } => tr!(
            "log-uses-on",
            user = n.unit(*user),
            skill = n.source(Source::AttackSkill {
                unit: *user,
                index: *skill
            }),
            target = n.unit(*target)
        ),
        Event::AstralCodeUsed { user, target } => tr!(
            "log-astral-code",
            user = n.unit(*user),
            code = n.source(Source::AstralCode { unit: *user }),
            target = n.unit(*target)
        ),
        Event::SupportSkillUsed { user, target } => {
            let skill = n.source(Source::SupportSkill { unit: *user });
            match target {
                Some(t) => tr!(
                    "log-uses-on",
                    user = n.unit(*user),
                    skill = skill,
                    target = n.unit(*t)
                ),
                None => tr!("log-uses", user = n.unit(*user), skill = skill),
            }
        }
        // The ether effect's own line already said it.
        Event::Triggered {
            source: Source::EtherEffect(_),
        } => return None,
        Event::Triggered { source } => tr!("log-triggers", source = n.source(*source)),
        Event::DiceRolled { dice, total, .. } => {
            let faces: Vec<String> = dice.iter().map(u8::to_string).collect();
            let sum: i64 = dice.iter().map(|d| i64::from(*d)).sum();
            // What the amount adds to the dice (a fixed part, a per-ally bonus, D-15.4) is
            // said, so that "4 = 8" does not read as a miscount.
            let bonus = i64::from(*total) - sum;
            if bonus == 0 {
                tr!("log-dice", faces = faces.join(" + "), total = *total)
            } else {
                tr!(
                    "log-dice-bonus",
                    faces = faces.join(" + "),
                    sum = sum,
                    bonus = format!("{bonus:+}"),
                    total = *total
                )
            }
        }
        Event::BlockDeclared {
            blocker,
            original_target,
        } => tr!(
            "log-blocks",
            blocker = n.unit(*blocker),
            target = n.unit(*original_target)
        ),
        Event::NoBlockDeclared { defender } => {
            let (you, player) = who(n, *defender);
            tr!("log-no-block", you = you, player = player)
        }
        Event::BreakCheck {
            unit,
            code,
            roll,
            fragility,
            broke,
        } => tr!(
            "log-break-check",
            unit = n.unit(*unit),
            code = n.card(*code),
            roll = *roll,
            fragility = *fragility,
            broke = if *broke { "yes" } else { "no" }
        ),
        Event::CodeEquipped { unit, code } => {
            tr!(
                "log-code-equipped",
                unit = n.unit(*unit),
                code = n.card(*code)
            )
        }
        Event::CodeRemoved { unit, code, reason } => {
            let reason = match reason {
                CodeRemoval::Broken => "broken",
                CodeRemoval::Replaced => "replaced",
                CodeRemoval::BearerFell => "bearer-fell",
                CodeRemoval::Effect => "effect",
            };
            tr!(
                "log-code-removed",
                unit = n.unit(*unit),
                code = n.card(*code),
                reason = reason
            )
        }
        Event::DamageDealt {
            kind,
            target,
            amount,
            reduced_by_def,
            reduced_by_ward,
            barrier_used,
            final_amount,
            hp_after,
            ..
        } => {
            let kind = match kind {
                DamageKind::Attack | DamageKind::Other => "other",
                DamageKind::Astral => "astral",
                DamageKind::Spell => "spell",
                DamageKind::Support => "support",
            };
            let mut why = Vec::new();
            if *reduced_by_def > 0 {
                why.push(tr!("log-reduced-def", amount = *reduced_by_def));
            }
            if *reduced_by_ward > 0 {
                why.push(tr!("log-reduced-ward", amount = *reduced_by_ward));
            }
            if *barrier_used {
                why.push(tr!("log-reduced-barrier"));
            }
            let target = n.unit(*target);
            if why.is_empty() {
                tr!(
                    "log-damage",
                    target = target,
                    amount = *final_amount,
                    kind = kind,
                    hp = *hp_after
                )
            } else {
                tr!(
                    "log-damage-reduced",
                    target = target,
                    amount = *final_amount,
                    kind = kind,
                    raw = *amount,
                    reductions = list(why),
                    hp = *hp_after
                )
            }
        }
        Event::Healed {
            unit,
            amount,
            hp_after,
        } => tr!(
            "log-healed",
            unit = n.unit(*unit),
            amount = *amount,
            hp = *hp_after
        ),
        Event::BarrierGained { unit } => tr!("log-barrier", unit = n.unit(*unit)),
        Event::ResonanceChanged { unit, value } => {
            tr!("log-resonance", unit = n.unit(*unit), value = *value)
        }
        Event::ContinuousAdded { continuous } => {
            let source = n.source(continuous.source);
            match continuous.bearer {
                Some(b) => tr!("log-lasting-on", unit = n.unit(b), source = source),
                None => tr!("log-lasting", source = source),
            }
        }
        Event::ContinuousTicked { .. } => return None,
        Event::ContinuousRemoved { id, .. } => match n.lasting(*id) {
            Some((source, Some(b))) => tr!(
                "log-lasting-ends-on",
                source = n.source(source),
                unit = n.unit(b)
            ),
            Some((source, None)) => tr!("log-lasting-ends", source = n.source(source)),
            None => tr!("log-a-lasting-ends"),
        },
        Event::FollowerSummoned { unit, .. } => tr!("log-summoned", unit = n.unit(*unit)),
        Event::SummonFailed { player, .. } => {
            let (you, player) = who(n, *player);
            tr!("log-summon-failed", you = you, player = player)
        }
        Event::ArcastellaFell { unit } => tr!("log-fell", unit = n.unit(*unit)),
        Event::FollowerDefeated { unit, afterglow } => tr!(
            "log-follower-defeated",
            unit = n.unit(*unit),
            card = n.card(*afterglow)
        ),
        Event::CardMoved { card, from, to } => match (from, to) {
            (Zone::Resolving, Zone::Cemetery(_)) | (Zone::Equipped(_), Zone::Cemetery(_)) => {
                tr!("log-to-cemetery", card = n.card(*card))
            }
            (Zone::Cemetery(p), Zone::Hand(_)) => {
                let (you, player) = who(n, *p);
                tr!(
                    "log-returns",
                    you = you,
                    player = player,
                    card = n.card(*card)
                )
            }
            _ => return None,
        },
        Event::PhaseActionCapReached { phase } => {
            tr!("log-action-cap", phase = phase_name(*phase))
        }
        Event::GameEnded { outcome: o } => outcome(*o, |p| n.player(p)),
    })
}

/// Every glossed term's forms in `l`, the longest first, so that "ether effect" is found
/// before "ether" and "アンタップ" before "タップ". Entries without a gloss are no keywords.
fn keyword_forms(l: Lang) -> &'static [(&'static str, &'static GlossaryEntry)] {
    static FORMS: LazyLock<[Vec<(&'static str, &'static GlossaryEntry)>; 2]> =
        LazyLock::new(|| {
            Lang::ALL.map(|l| {
                let mut forms: Vec<(&'static str, &'static GlossaryEntry)> = glossary()
                    .iter()
                    .filter(|e| e.term(l).gloss.is_some())
                    .flat_map(|e| {
                        let t = e.term(l);
                        std::iter::once(t.term.as_str())
                            .chain(t.forms.iter().map(String::as_str))
                            .map(move |f| (f, e))
                    })
                    .collect();
                forms.sort_by_key(|(f, _)| std::cmp::Reverse(f.chars().count()));
                forms
            })
        });
    match l {
        Lang::En => &FORMS[0],
        Lang::Ja => &FORMS[1],
    }
}

/// The entry a keyword names at byte `i` of `text`, with the keyword's length. English
/// keywords are whole words in any case; Japanese, written without spaces, are found
/// anywhere.
fn keyword_at(text: &str, i: usize, l: Lang) -> Option<(usize, &'static GlossaryEntry)> {
    if !text.is_char_boundary(i) {
        return None;
    }
    let rest = &text[i..];
    let whole_words = l == Lang::En;
    if whole_words && text[..i].ends_with(char::is_alphanumeric) {
        return None;
    }
    keyword_forms(l).iter().find_map(|(form, entry)| {
        let len = form.len();
        let here = rest.get(..len)?;
        let same = if whole_words {
            here.eq_ignore_ascii_case(form)
        } else {
            here == *form
        };
        let word_ends = !whole_words || !rest[len..].starts_with(char::is_alphanumeric);
        (same && word_ends).then_some((len, *entry))
    })
}

/// `text` cut into runs: each keyword (a glossary term or one of its forms, in the current
/// language) on its own with its entry, the text between with none. Joined back, the runs
/// give `text`.
fn keyword_entries(text: &str, l: Lang) -> Vec<(&str, Option<&'static GlossaryEntry>)> {
    let mut runs = Vec::new();
    let mut plain = 0;
    let mut i = 0;
    while i < text.len() {
        match keyword_at(text, i, l) {
            Some((len, entry)) => {
                if plain < i {
                    runs.push((&text[plain..i], None));
                }
                runs.push((&text[i..i + len], Some(entry)));
                i += len;
                plain = i;
            }
            None => i += 1,
        }
    }
    if plain < text.len() {
        runs.push((&text[plain..], None));
    }
    runs
}

/// `text` cut into runs: each keyword on its own with its gloss, the text between with
/// none. Joined back, the runs give `text`. UX: hovering any keyword in any text shows its
/// gloss.
pub fn keyword_runs(text: &str) -> Vec<(&str, Option<&'static str>)> {
    let l = lang();
    keyword_entries(text, l)
        .into_iter()
        .map(|(run, e)| (run, e.and_then(|e| e.term(l).gloss.as_deref())))
        .collect()
}

/// The glossary entries whose keywords appear in `text`, each once, in order: the term
/// and its gloss, in the current language.
pub fn glosses(text: &str) -> Vec<(&'static str, &'static str)> {
    let l = lang();
    let mut out: Vec<(&'static str, &'static str)> = Vec::new();
    for (_, entry) in keyword_entries(text, l) {
        let t = entry.map(|e| e.term(l));
        if let Some(pair) = t.and_then(|t| Some((t.term.as_str(), t.gloss.as_deref()?)))
            && !out.contains(&pair)
        {
            out.push(pair);
        }
    }
    out
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
mod tests {
    use super::*;
    use crate::locale::with_lang;

    fn keys(text: &str) -> Vec<&str> {
        keyword_runs(text)
            .into_iter()
            .filter_map(|(run, gloss)| gloss.map(|_| run))
            .collect()
    }

    fn shipped() -> DuelContent {
        crate::content::duel_load::load_duel_dir(&crate::cli::default_content_dir().join("duel"))
            .expect("the shipped content loads")
    }

    /// UX: hovering any keyword in any text shows its gloss; the splitter finds the
    /// keywords as whole words in any case, the longest form first, and loses no text.
    #[test]
    fn keyword_runs_find_whole_keywords_and_keep_the_text() {
        let text = "Deal 2 damage; the tapped target's DEF is halved. Its ether effect: \
                    gain 1 ether. Your Astral Code toward the Sephirot Codes — Barrier.";
        let runs = keyword_runs(text);
        assert_eq!(runs.iter().map(|(r, _)| *r).collect::<String>(), text);
        assert_eq!(
            keys(text),
            [
                "tapped",
                "DEF",
                "ether effect",
                "ether",
                "Astral Code",
                "Sephirot Codes",
                "Barrier"
            ]
        );
        // "toward" holds "ward" and "Etherwing" holds "ether": not words of their own.
        assert!(keys("toward Etherwing, untapping").is_empty());
        assert_eq!(keys("UNTAPPED, blocks."), ["UNTAPPED", "blocks"]);
        let gloss = |k: &str| keyword_runs(k)[0].1;
        assert_eq!(gloss("Astral Codes"), gloss("Astral Code"));
        assert_ne!(gloss("ether effect"), gloss("ether"));
        assert_ne!(gloss("untapped"), gloss("tapped"));
        assert!(keyword_runs("").is_empty());
        assert_eq!(keyword_runs("−2 DEF")[0], ("−2 ", None));
        assert_eq!(
            glosses("Tap it; taps, DEF.")
                .iter()
                .map(|(k, _)| *k)
                .collect::<Vec<_>>(),
            ["tap", "DEF"]
        );
    }

    /// Japanese is written without spaces: its keywords are found inside the text, the
    /// longest first ("アンタップ" is not "タップ", "エーテルエフェクト" not "エーテル"),
    /// with the Japanese gloss.
    #[test]
    fn japanese_keywords_are_found_without_spaces() {
        with_lang(Lang::Ja, || {
            let text = "アンタップ状態の対象のDEFは半分。エーテルエフェクト：エーテルを1獲得する。";
            let runs = keyword_runs(text);
            assert_eq!(runs.iter().map(|(r, _)| *r).collect::<String>(), text);
            assert_eq!(
                keys(text),
                ["アンタップ", "DEF", "エーテルエフェクト", "エーテル"]
            );
            assert_eq!(
                keys("アストラルコードでタップ"),
                ["アストラルコード", "タップ"]
            );
            let (term, gloss) = glosses("セフィロト・コード")[0];
            assert_eq!(term, "セフィロト・コード");
            assert!(gloss.contains("破損"), "{gloss}");
            assert_eq!(glosses("コード"), glosses("セフィロト・コード"));
        });
    }

    /// Every term and form of a glossed entry, in both languages, is found as itself:
    /// none is hidden inside another entry's longer form.
    #[test]
    fn every_keyword_form_is_found_as_its_own_entry() {
        for l in Lang::ALL {
            with_lang(l, || {
                for (form, entry) in keyword_forms(l) {
                    let runs = keyword_runs(form);
                    assert_eq!(
                        runs,
                        [(*form, entry.term(l).gloss.as_deref())],
                        "{l:?} {form}"
                    );
                }
            });
        }
    }

    /// Effect text in Japanese: whole sentences, numbers and dice in place, no English
    /// word but the content's names.
    #[test]
    fn effect_text_reads_in_japanese() {
        let c = shipped();
        let deal = Effect::Damage {
            amount: Amount::Dice { count: 1, bonus: 1 },
            target: Target::Chosen,
        };
        let draw = Effect::Draw { count: 2 };
        assert_eq!(
            effects(&c, &[deal.clone(), draw.clone()]),
            "Deal 1d6+1 damage to the target. Draw 2 cards."
        );
        with_lang(Lang::Ja, || {
            assert_eq!(
                effects(&c, &[deal, draw]),
                "対象に1d6+1ダメージを与える。カードを2枚引く。"
            );
            assert_eq!(timing(Timing::AnyTime).1, "好きなタイミング");
            assert_eq!(class_name(Class::AuraComporta), "アウラ・コンポルタ");
            assert_eq!(cost(2, 1), "エーテル2＋共鳴値1");
            assert_eq!(stat(StatMod::Def(-1)), "DEF -1");
        });
        assert_eq!(timing(Timing::AnyTime).1, "Any time");
        assert_eq!(cost(2, 0), "2 ether");
        assert_eq!(stat(StatMod::Power(2)), "Power +2");
    }

    /// A generated card or skill text in Japanese holds no English word: every letter of
    /// the Latin alphabet in it is a dice roll ("1d6"), a stat (DEF, HP) or a name the
    /// content has not translated yet.
    #[test]
    fn shipped_texts_have_no_english_words_in_japanese() {
        let c = shipped();
        let names: Vec<String> = c
            .arcastella
            .iter()
            .flat_map(|a| {
                [a.name.clone()]
                    .into_iter()
                    .chain(a.attack_skills.iter().map(|s| s.name.clone()))
            })
            .chain(c.followers.iter().map(|f| f.name.clone()))
            .chain(c.cards.iter().map(|k| k.name.clone()))
            .collect();
        with_lang(Lang::Ja, || {
            let mut texts: Vec<String> = c.cards.iter().map(|k| card_text(&c, k)).collect();
            texts.extend(c.cards.iter().flat_map(card_needs));
            for arc in &c.arcastella {
                texts.extend(arc.attack_skills.iter().map(|s| attack_text(&c, s)));
                texts.push(attack_text(&c, &arc.astral_code));
                texts.push(effects(&c, &arc.support_skill.effects));
                texts.push(effects(&c, &arc.leader_skill.effects));
                texts.push(class_rule(arc.class).to_string());
            }
            for t in texts {
                let mut rest = t.clone();
                for n in &names {
                    rest = rest.replace(n.as_str(), "");
                }
                for word in rest.split(|ch: char| !ch.is_ascii_alphabetic()) {
                    assert!(
                        word.is_empty() || ["d", "DEF", "HP"].contains(&word),
                        "English {word:?} in: {t}"
                    );
                }
            }
        });
    }

    struct Test;

    impl Names for Test {
        fn player(&self, p: crate::rules::duel::PlayerId) -> String {
            if p.index() == 0 {
                "You".into()
            } else {
                "AI".into()
            }
        }
        fn unit(&self, _: crate::rules::duel::UnitId) -> String {
            "Lyra".into()
        }
        fn card(&self, _: crate::rules::duel::CardUid) -> String {
            "Ember".into()
        }
        fn source(&self, _: Source) -> String {
            "Spark".into()
        }
    }

    /// Log lines are whole sentences in each language: English turns its verb for "You",
    /// Japanese orders the words its own way.
    #[test]
    fn log_lines_read_in_both_languages() {
        use crate::rules::duel::PlayerId;
        let drawn = |p| Event::CardDrawn {
            player: p,
            card: crate::rules::duel::CardUid(0),
        };
        let line = |ev: &Event| event_line(ev, &Test).expect("logged");
        assert_eq!(line(&drawn(PlayerId::P0)), "You draw a card.");
        assert_eq!(line(&drawn(PlayerId::P1)), "AI draws a card.");
        let phase = Event::PhaseChanged { phase: Phase::Main };
        assert_eq!(line(&phase), "Main Phase.");
        with_lang(Lang::Ja, || {
            assert_eq!(line(&drawn(PlayerId::P1)), "AIがカードを1枚ドロー。");
            assert_eq!(line(&phase), "メインフェイズ。");
        });
    }

    /// Nothing the player reads names a rule ID, in either language: not the glosses, the
    /// class rules, or the text of any shipped card or skill.
    #[test]
    fn player_text_cites_no_rule_ids() {
        assert!(cites_a_rule("counts in full (D-14)") && cites_a_rule("G-25.2"));
        assert!(!cites_a_rule("D-Day, GOLD-2") && !cites_a_rule("Deal 2"));
        let c = shipped();
        for l in Lang::ALL {
            with_lang(l, || {
                let mut texts: Vec<String> = glossary()
                    .iter()
                    .filter_map(|e| e.term(l).gloss.clone())
                    .collect();
                texts.extend(
                    [
                        Class::AuraComporta,
                        Class::SephiraWarden,
                        Class::Conductor,
                        Class::Comet,
                        Class::Bastion,
                    ]
                    .map(|k| class_rule(k).to_string()),
                );
                for card in &c.cards {
                    texts.push(card_text(&c, card));
                }
                for arc in &c.arcastella {
                    texts.extend(arc.attack_skills.iter().map(|s| attack_text(&c, s)));
                    texts.push(attack_text(&c, &arc.astral_code));
                    texts.push(effects(&c, &arc.support_skill.effects));
                    texts.push(effects(&c, &arc.leader_skill.effects));
                    texts.push(arc.flavor.clone());
                }
                for t in texts {
                    assert!(!cites_a_rule(&t), "a rule ID in: {t}");
                }
            });
        }
    }
}
