//! Plain-English text for content (cards, skills, effects) and for the core's events.
//! The same words as the rules: Arcastella, ether, resonance, Code, follower.

use crate::content::duel::{
    Amount, AttackSkillDef, CardDef, CardKind, Class, Counter, DuelContent, Effect, StatMod,
    Target, TargetRule, TickPhase, Timing,
};
use crate::rules::duel::event::{CodeRemoval, DrawSkip, TapCause, Zone};
use crate::rules::duel::{DamageKind, EndReason, Event, Outcome, Phase, Source};

pub fn class_name(c: Class) -> &'static str {
    match c {
        Class::AuraComporta => "Aura Comporta",
        Class::SephiraWarden => "Sephira Warden",
        Class::Conductor => "Conductor",
        Class::Comet => "Comet",
        Class::Bastion => "Bastion",
    }
}

/// What a class-bound card asks of its caster (D-10.3): "Needs an Aura Comporta".
pub fn caster_need(c: Class) -> String {
    let article = if matches!(c, Class::AuraComporta) {
        "an"
    } else {
        "a"
    };
    format!("Needs {article} {}", class_name(c))
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

pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Start => "Start",
        Phase::Draw => "Draw",
        Phase::Charge => "Charge",
        Phase::Main => "Main",
        Phase::End => "End",
    }
}

/// The timing tag as an icon and a word.
pub fn timing(t: Timing) -> (&'static str, &'static str) {
    match t {
        Timing::YourTurn => ("☀", "Your turn"),
        Timing::OpponentTurn => ("🌙", "Opponent's turn"),
        Timing::AnyTime => ("★", "Any time"),
        Timing::TurnStart => ("↻", "Turn start"),
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
        Amount::Scaled { base, per, counter } => {
            let what = match counter {
                Counter::CasterResonance => "per resonance",
                Counter::AllyFollowers => "per ally follower",
                Counter::AfterglowInCemetery => "per Afterglow card in your cemetery",
                Counter::CasterHasCode => "if the user holds a Code",
            };
            format!("{base} (+{per} {what})")
        }
    }
}

pub fn target(t: Target) -> &'static str {
    match t {
        Target::Chosen => "the target",
        Target::Caster => "the caster",
        Target::Bearer => "the bearer",
        Target::OwnLeader => "your leader",
        Target::EnemyLeader => "the enemy leader",
        Target::AllEnemyUnits => "every enemy unit",
        Target::AllEnemyArcastella => "every enemy Arcastella",
        Target::AllEnemyFollowers => "every enemy follower",
        Target::AllAllyArcastella => "each of your Arcastella",
        Target::AllAllyFollowers => "each of your followers",
        Target::AllAllyUnits => "each of your units",
        Target::RandomEnemyUnit => "a random enemy unit",
        Target::LowestHpAllyArcastella => "your Arcastella with the lowest HP",
    }
}

pub fn target_rule(r: TargetRule) -> &'static str {
    match r {
        TargetRule::EnemyUnit => "Target: an enemy unit",
        TargetRule::EnemyArcastella => "Target: an enemy Arcastella",
        TargetRule::EnemyFollower => "Target: an enemy follower",
        TargetRule::AllyArcastella => "Target: one of your Arcastella",
        TargetRule::AllyUnit => "Target: one of your units",
    }
}

pub fn stat(m: StatMod) -> String {
    let (name, v) = match m {
        StatMod::Def(v) => ("DEF", v),
        StatMod::Power(v) => ("Power", v),
        StatMod::Ward(v) => ("Ward", v),
    };
    if v >= 0 {
        format!("{name} +{v}")
    } else {
        format!("{name} {v}")
    }
}

fn duration(count: u8, tick: TickPhase) -> String {
    match (tick, count) {
        (TickPhase::End, 1) => "this turn".into(),
        (TickPhase::End, n) => format!("until the end of your turn, {n} times"),
        (TickPhase::Start, 1) => "until your next turn".into(),
        (TickPhase::Start, n) => format!("for your next {n} turns"),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub fn effect(c: &DuelContent, e: &Effect) -> String {
    match e {
        Effect::Damage {
            amount: a,
            target: t,
        } => format!("Deal {} damage to {}.", amount(*a), target(*t)),
        Effect::Heal {
            amount: a,
            target: t,
        } => format!("Heal {} by {}.", target(*t), amount(*a)),
        Effect::Draw { count } => {
            if *count == 1 {
                "Draw a card.".into()
            } else {
                format!("Draw {count} cards.")
            }
        }
        Effect::GainEther { amount } => format!("Gain {amount} ether."),
        Effect::Tap { target: t } => format!("Tap {}.", target(*t)),
        Effect::Untap { target: t } => format!("Untap {}.", target(*t)),
        Effect::Modify {
            target: t,
            stat: s,
            count,
            tick,
        } => {
            format!(
                "{} gets {} {}.",
                capital(target(*t)),
                stat(*s),
                duration(*count, *tick)
            )
        }
        Effect::Barrier { target: t } => format!("{} gains a Barrier.", capital(target(*t))),
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
            let on = t.map(|t| format!(" on {}", target(t))).unwrap_or_default();
            format!(
                "At the {when} of your next {count} turn(s){on}: {}",
                effects(c, inner).replace("the bearer", "it")
            )
        }
        Effect::Summon { follower, count } => {
            let name = c
                .follower_idx(follower)
                .map_or(follower.as_str(), |i| c.follower(i).name.as_str());
            if *count == 1 {
                format!("Summon a {name}.")
            } else {
                format!("Summon {count} {name}s.")
            }
        }
        Effect::Equip { target: t } => format!("Equip this Code to {}.", target(*t)),
        Effect::GainResonance { amount, target: t } => {
            format!("{} gains {amount} resonance.", capital(target(*t)))
        }
        Effect::BreakCode { target: t } => format!("Break the Code of {}.", target(*t)),
        Effect::Recover { kind } => {
            let k = match kind {
                CardKind::Spell => "Spell",
                CardKind::Code => "Code",
                CardKind::Afterglow => "Afterglow",
            };
            format!("Return the top {k} card of your cemetery to your hand.")
        }
    }
}

pub fn effects(c: &DuelContent, es: &[Effect]) -> String {
    es.iter()
        .map(|e| effect(c, e))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole rules text of a card, without its name and cost.
pub fn card_text(c: &DuelContent, card: &CardDef) -> String {
    let mut parts = Vec::new();
    if let Some(code) = &card.code {
        let mods: Vec<String> = code.mods.iter().map(|m| stat(*m)).collect();
        parts.push(format!(
            "Code: {} (fragility {}).",
            mods.join(", "),
            code.fragility
        ));
    } else {
        parts.push(effects(c, &card.effects));
    }
    if let Some(ee) = &card.ether_effect {
        parts.push(format!("Ether effect: {}", effects(c, ee)));
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
        v.push(format!("{} resonance", card.resonance_cost));
    }
    if let Some(r) = card.target {
        v.push(target_rule(r).into());
    }
    v
}

/// Cost line of a skill: "2 ether", "2 ether + 2 resonance", "free".
pub fn cost(ether: u8, resonance: u8) -> String {
    match (ether, resonance) {
        (0, 0) => "free".into(),
        (e, 0) => format!("{e} ether"),
        (0, r) => format!("{r} resonance"),
        (e, r) => format!("{e} ether + {r} resonance"),
    }
}

pub fn attack_text(c: &DuelContent, s: &AttackSkillDef) -> String {
    attack_text_with(c, s, &amount(s.damage))
}

/// An attack's text with its damage as it stands now (the user's Power counted, D-15.5).
pub fn attack_text_with(c: &DuelContent, s: &AttackSkillDef, damage: &str) -> String {
    let mut t = format!("{damage} damage");
    if !s.riders.is_empty() {
        t.push_str(". ");
        t.push_str(&effects(c, &s.riders));
    }
    t
}

pub fn outcome(o: Outcome, name: impl Fn(crate::rules::duel::PlayerId) -> String) -> String {
    let why = |r: EndReason| match r {
        EndReason::LeaderFallen => "the enemy leader fell",
        EndReason::BothLeadersFallen => "both leaders fell",
        EndReason::TurnLimit => "the turn limit was reached; the healthier leader wins",
        EndReason::Concede => "the other side conceded",
    };
    match o {
        Outcome::Win { winner, reason } => {
            let n = name(winner);
            let verb = if n == "You" { "win" } else { "wins" };
            format!("{n} {verb}: {}.", why(reason))
        }
        Outcome::Draw { reason } => format!("A draw: {}.", why(reason)),
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

    /// "You draw" or "AI draws": the player as the subject of a verb.
    fn does(&self, p: crate::rules::duel::PlayerId, third: &str, base: &str) -> String {
        let name = self.player(p);
        if name == "You" {
            format!("You {base}")
        } else {
            format!("{name} {third}")
        }
    }

    /// "Your" or "AI's".
    fn whose(&self, p: crate::rules::duel::PlayerId) -> String {
        let name = self.player(p);
        if name == "You" {
            "Your".into()
        } else {
            format!("{name}'s")
        }
    }
}

fn tap_cause(c: TapCause) -> &'static str {
    match c {
        TapCause::AttackSkill => "after attacking",
        TapCause::AstralCode => "after its Astral Code",
        TapCause::Block => "to block",
        TapCause::Effect => "by an effect",
    }
}

/// One line of the log for an event, or `None` for events the log leaves out because
/// another line already says it (card moves that a draw or cast already told).
pub fn event_line(ev: &Event, n: &impl Names) -> Option<String> {
    Some(match ev {
        Event::GameStarted { first_player, seed } => {
            format!(
                "The duel begins (seed {seed}). {} first.",
                n.does(*first_player, "goes", "go")
            )
        }
        Event::TurnStarted { turn, player } => format!("— Turn {turn}: {} —", n.player(*player)),
        Event::PhaseChanged { phase } => format!("{} Phase.", phase_name(*phase)),
        Event::DecisionRequested { .. } => return None,
        Event::Untapped { unit } => format!("{} untaps.", n.unit(*unit)),
        Event::Tapped { unit, cause } => {
            format!("{} is tapped {}.", n.unit(*unit), tap_cause(*cause))
        }
        Event::CardDrawn { player, .. } => format!("{} a card.", n.does(*player, "draws", "draw")),
        Event::DrawSkipped { player, reason } => match reason {
            DrawSkip::HandFull => format!("{} hand is full: no draw.", n.whose(*player)),
            DrawSkip::NoCards => {
                format!("{} no card left to draw.", n.does(*player, "has", "have"))
            }
        },
        Event::DeckRebuilt { player, cards } => {
            format!(
                "{} the deck from {cards} cards: +1 Astral charge.",
                n.does(*player, "rebuilds", "rebuild")
            )
        }
        Event::AstralChargeChanged { player, charges } => {
            format!(
                "{} {charges} Astral charge(s).",
                n.does(*player, "now has", "now have")
            )
        }
        Event::EtherConverted {
            player,
            card,
            gained,
        } => {
            format!(
                "{} {} into {gained} ether.",
                n.does(*player, "converts", "convert"),
                n.card(*card)
            )
        }
        Event::EtherEffectTriggered { card, .. } => {
            format!("The ether effect of {} triggers.", n.card(*card))
        }
        Event::EtherChanged { player, ether } => {
            format!("{} {ether} ether.", n.does(*player, "has", "have"))
        }
        Event::Passed { player, phase } => {
            format!(
                "{} ({}).",
                n.does(*player, "passes", "pass"),
                phase_name(*phase)
            )
        }
        Event::SpellCast {
            card,
            caster,
            target,
            ..
        } => match target {
            Some(t) => format!(
                "{} casts {} on {}.",
                n.unit(*caster),
                n.card(*card),
                n.unit(*t)
            ),
            None => format!("{} casts {}.", n.unit(*caster), n.card(*card)),
        },
        Event::AttackSkillUsed {
            user,
            skill,
            target,
        } => format!(
            "{} uses {} on {}.",
            n.unit(*user),
            n.source(Source::AttackSkill {
                unit: *user,
                index: *skill
            }),
            n.unit(*target)
        ),
        Event::AstralCodeUsed { user, target } => format!(
            "{} unleashes the Astral Code {} on {}!",
            n.unit(*user),
            n.source(Source::AstralCode { unit: *user }),
            n.unit(*target)
        ),
        Event::SupportSkillUsed { user, target } => match target {
            Some(t) => format!(
                "{} uses {} on {}.",
                n.unit(*user),
                n.source(Source::SupportSkill { unit: *user }),
                n.unit(*t)
            ),
            None => format!(
                "{} uses {}.",
                n.unit(*user),
                n.source(Source::SupportSkill { unit: *user })
            ),
        },
        // The ether effect's own line already said it.
        Event::Triggered {
            source: Source::EtherEffect(_),
        } => return None,
        Event::Triggered { source } => format!("{} triggers.", n.source(*source)),
        Event::DiceRolled { dice, total, .. } => {
            let faces: Vec<String> = dice.iter().map(u8::to_string).collect();
            format!("Dice: {} = {total}.", faces.join(" + "))
        }
        Event::BlockDeclared {
            blocker,
            original_target,
        } => {
            format!(
                "{} blocks for {}.",
                n.unit(*blocker),
                n.unit(*original_target)
            )
        }
        Event::NoBlockDeclared { defender } => {
            format!("{}.", n.does(*defender, "does not block", "do not block"))
        }
        Event::BreakCheck {
            unit,
            code,
            roll,
            fragility,
            broke,
        } => format!(
            "Break check for {}'s {}: rolled {roll} against fragility {fragility}: {}.",
            n.unit(*unit),
            n.card(*code),
            if *broke { "it breaks" } else { "it holds" }
        ),
        Event::CodeEquipped { unit, code } => {
            format!("{} equips {}.", n.unit(*unit), n.card(*code))
        }
        Event::CodeRemoved { unit, code, reason } => {
            let why = match reason {
                CodeRemoval::Broken => "breaks",
                CodeRemoval::Replaced => "is replaced",
                CodeRemoval::BearerFell => "falls with its bearer",
                CodeRemoval::Effect => "is destroyed",
            };
            format!("{}'s {} {why}.", n.unit(*unit), n.card(*code))
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
            let k = match kind {
                DamageKind::Attack | DamageKind::Other => "",
                DamageKind::Astral => "Astral ",
                DamageKind::Spell => "spell ",
                DamageKind::Support => "support ",
            };
            let mut s = format!("{} takes {final_amount} {k}damage", n.unit(*target));
            let mut why = Vec::new();
            if *reduced_by_def > 0 {
                why.push(format!("−{reduced_by_def} DEF"));
            }
            if *reduced_by_ward > 0 {
                why.push(format!("−{reduced_by_ward} Ward"));
            }
            if *barrier_used {
                why.push("Barrier".into());
            }
            if !why.is_empty() {
                s.push_str(&format!(" ({amount} {})", why.join(", ")));
            }
            format!("{s}, HP {hp_after} left.")
        }
        Event::Healed {
            unit,
            amount,
            hp_after,
        } => format!("{} heals {amount}, HP {hp_after}.", n.unit(*unit)),
        Event::BarrierGained { unit } => format!("{} gains a Barrier.", n.unit(*unit)),
        Event::ResonanceChanged { unit, value } => {
            format!("{}'s resonance is {value}.", n.unit(*unit))
        }
        Event::ContinuousAdded { continuous } => match continuous.bearer {
            Some(b) => format!(
                "{} is affected by {}.",
                n.unit(b),
                n.source(continuous.source)
            ),
            None => format!("{} takes hold.", n.source(continuous.source)),
        },
        Event::ContinuousTicked { .. } => return None,
        Event::ContinuousRemoved { id, .. } => match n.lasting(*id) {
            Some((source, Some(b))) => {
                format!("{} on {} ends.", n.source(source), n.unit(b))
            }
            Some((source, None)) => format!("{} ends.", n.source(source)),
            None => "A lasting effect ends.".into(),
        },
        Event::FollowerSummoned { unit, .. } => format!("{} is summoned.", n.unit(*unit)),
        Event::SummonFailed { player, .. } => {
            format!(
                "{} no room for another follower.",
                n.does(*player, "has", "have")
            )
        }
        Event::ArcastellaFell { unit } => format!("{} falls!", n.unit(*unit)),
        Event::FollowerDefeated { unit, afterglow } => {
            format!("{} fades into {}.", n.unit(*unit), n.card(*afterglow))
        }
        Event::CardMoved { card, from, to } => match (from, to) {
            (Zone::Resolving, Zone::Cemetery(_)) | (Zone::Equipped(_), Zone::Cemetery(_)) => {
                format!("{} goes to the cemetery.", n.card(*card))
            }
            (Zone::Cemetery(p), Zone::Hand(_)) => {
                format!(
                    "{} {} to the hand.",
                    n.does(*p, "returns", "return"),
                    n.card(*card)
                )
            }
            _ => return None,
        },
        Event::PhaseActionCapReached { phase } => {
            format!(
                "The {} Phase reached its action limit and ends.",
                phase_name(*phase)
            )
        }
        Event::GameEnded { outcome: o } => outcome(*o, |p| n.player(p)),
    })
}

/// The game's keywords and what they mean, for tooltips.
pub const GLOSSARY: &[(&str, &str)] = &[
    (
        "DEF",
        "Defence: subtracted from attack and Astral Code damage; halved (rounded down) while tapped.",
    ),
    ("Ward", "Subtracted from damage of every kind."),
    (
        "Power",
        "Added to the damage of its bearer's attack skills and Astral Code.",
    ),
    ("Barrier", "Cancels the next damage above 0, then is gone."),
    (
        "resonance",
        "An Aura Comporta's resource (0-5): +1 for each spell it casts; resets every End Phase.",
    ),
    (
        "Code",
        "A Sephirot Code: equipment that changes stats. When its bearer is hit by an attack, 1d6 at or under its fragility breaks it.",
    ),
    (
        "ether effect",
        "Triggers when the card is converted into ether in the Charge Phase; one per player per turn.",
    ),
    (
        "ether",
        "Pays for cards and skills; comes from converting cards in the Charge Phase; empties at the end of every turn.",
    ),
    (
        "Astral",
        "An Astral Code is a special attack; using one spends an Astral charge, earned by rebuilding your deck.",
    ),
    (
        "Tap",
        "A tapped Arcastella cannot attack or block, and has half DEF until its owner's next turn.",
    ),
    (
        "follower",
        "A small unit: it pulses at the start of its owner's turn, cannot block, and leaves an Afterglow card when defeated.",
    ),
    (
        "Afterglow",
        "The card a defeated follower leaves in its owner's cemetery.",
    ),
    ("leader", "If your leader falls, you lose."),
    (
        "Summon",
        "Puts a follower at the end of your row (at most 3).",
    ),
    // D-14: the blocker taps and keeps its full DEF.
    (
        "block",
        "When an attack skill or Astral Code targets an Arcastella, another untapped one may take the hit instead: it taps, but its DEF counts in full.",
    ),
];

/// The words in running text that name a glossary entry, longest first where one begins
/// another ("ether effect" before "ether"), with the entry each names.
const KEYWORD_FORMS: &[(&str, &str)] = &[
    ("Sephirot Codes", "Code"),
    ("Sephirot Code", "Code"),
    ("Astral Codes", "Astral"),
    ("Astral Code", "Astral"),
    ("Astral charges", "Astral"),
    ("Astral charge", "Astral"),
    ("ether effects", "ether effect"),
    ("ether effect", "ether effect"),
    ("ether", "ether"),
    ("DEF", "DEF"),
    ("Ward", "Ward"),
    ("Power", "Power"),
    ("Barrier", "Barrier"),
    ("resonance", "resonance"),
    ("Codes", "Code"),
    ("Code", "Code"),
    ("untapped", "Tap"),
    ("tapped", "Tap"),
    ("taps", "Tap"),
    ("tap", "Tap"),
    ("blocks", "block"),
    ("blocked", "block"),
    ("blocker", "block"),
    ("block", "block"),
    ("followers", "follower"),
    ("follower", "follower"),
    ("Afterglow", "Afterglow"),
    ("leader", "leader"),
    ("Summons", "Summon"),
    ("Summon", "Summon"),
];

/// `text` cut into runs: each keyword (a whole word or phrase, any case, from
/// `KEYWORD_FORMS`) on its own with its gloss, the text between with none. Joined back,
/// the runs give `text`. UX: hovering any keyword in any text shows its gloss.
pub fn keyword_runs(text: &str) -> Vec<(&str, Option<&'static str>)> {
    let bytes = text.as_bytes();
    let word_char = |i: usize| {
        text[i..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric())
    };
    let mut runs = Vec::new();
    let mut plain = 0;
    let mut i = 0;
    while i < text.len() {
        let at_word =
            text.is_char_boundary(i) && (i == 0 || !text[..i].ends_with(char::is_alphanumeric));
        let found = at_word
            .then(|| {
                KEYWORD_FORMS.iter().find(|(form, _)| {
                    let end = i + form.len();
                    end <= text.len()
                        && text.is_char_boundary(end)
                        && bytes[i..end].eq_ignore_ascii_case(form.as_bytes())
                        && !(end < text.len() && word_char(end))
                })
            })
            .flatten();
        match found {
            Some((form, key)) => {
                if plain < i {
                    runs.push((&text[plain..i], None));
                }
                let end = i + form.len();
                let gloss = GLOSSARY.iter().find(|(k, _)| k == key).map(|(_, g)| *g);
                runs.push((&text[i..end], gloss));
                i = end;
                plain = end;
            }
            None => i += 1,
        }
    }
    if plain < text.len() {
        runs.push((&text[plain..], None));
    }
    runs
}

/// The glossary entries whose keywords appear in `text`, each once, in order.
pub fn glosses(text: &str) -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&'static str, &'static str)> = Vec::new();
    for (_, gloss) in keyword_runs(text) {
        if let Some(entry) = gloss.and_then(|g| GLOSSARY.iter().find(|(_, v)| *v == g))
            && !out.contains(entry)
        {
            out.push(*entry);
        }
    }
    out
}

/// What a class does, in one line.
pub fn class_rule(c: Class) -> &'static str {
    match c {
        Class::AuraComporta => {
            "Gains 1 resonance for each spell it casts; resonance resets every End Phase."
        }
        Class::SephiraWarden => "Codes on a Sephira Warden break less often (fragility −1).",
        Class::Conductor => "Summons followers, which pulse at the start of your turn.",
        Class::Comet => "High damage, low DEF.",
        Class::Bastion => "High HP and DEF: a wall that blocks for the others.",
    }
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

    fn keys(text: &str) -> Vec<&str> {
        keyword_runs(text)
            .into_iter()
            .filter_map(|(run, gloss)| gloss.map(|_| run))
            .collect()
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
        assert_eq!(gloss("Astral Code"), gloss("Astral charge"));
        assert_ne!(gloss("ether effect"), gloss("ether"));
        assert!(keyword_runs("").is_empty());
        assert_eq!(keyword_runs("−2 DEF")[0], ("−2 ", None));
    }

    /// Nothing the player reads names a rule ID: not the glosses, the class rules, or the
    /// text of any shipped card or skill.
    #[test]
    fn player_text_cites_no_rule_ids() {
        assert!(cites_a_rule("counts in full (D-14)") && cites_a_rule("G-25.2"));
        assert!(!cites_a_rule("D-Day, GOLD-2") && !cites_a_rule("Deal 2"));
        let c = crate::content::duel_load::load_duel_dir(
            &crate::cli::default_content_dir().join("duel"),
        )
        .expect("the shipped content loads");
        let mut texts: Vec<String> = GLOSSARY.iter().map(|(_, g)| g.to_string()).collect();
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
    }

    #[test]
    fn every_keyword_form_names_a_glossary_entry() {
        for (form, key) in KEYWORD_FORMS {
            assert!(
                GLOSSARY.iter().any(|(k, _)| k == key),
                "{form} names {key}, which the glossary lacks"
            );
        }
    }
}
