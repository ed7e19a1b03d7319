//! Content validation (D-31.2 to D-31.4) of parsed, indexed duel content. The first problem
//! found is returned as a [`ContentError`] with the file, the JSON path and the reason.

use std::collections::BTreeMap;

use crate::content::ContentError;
use crate::content::duel::{
    Amount, ArcastellaDef, AttackSkillDef, COPIES_MAX, CardDef, CardKind, Class, DECK_MAX,
    DECK_MIN, DeckList, DuelContent, Effect, LINEUP_SIZE, Target, TargetRule,
};

use super::{ARCASTELLA_FILE, CARDS_FILE, DECKS_FILE, FOLLOWERS_FILE};

/// D-31.4: the highest ether cost of a card or skill.
const COST_MAX: u8 = 9;
/// D-31.4: the highest Code fragility.
const FRAGILITY_MAX: u8 = 6;
/// D-31.4: the number of dice in a `Dice` amount.
const DICE_COUNT: std::ops::RangeInclusive<u8> = 1..=6;
/// D-31.4: attack skills per Arcastella.
const ATTACK_SKILLS: std::ops::RangeInclusive<usize> = 1..=2;

type Check = Result<(), ContentError>;

/// Why `Chosen` is refused in each triggered list (D-25.6).
const LEADER: &str = "leader skills use automatic targets only (D-25.6)";
const PULSE: &str = "pulses use automatic targets only (D-25.6)";
const ON_KO: &str = "on_ko effects use automatic targets only (D-25.6)";
const ON_FALLEN: &str = "on_fallen effects use automatic targets only (D-25.6)";
const ETHER: &str = "ether effects use automatic targets only (D-25.6)";
const PAYLOAD: &str = "Periodic payloads use automatic targets only (D-24.8, D-25.6)";

/// Checks everything D-31 asks of the content. `DuelContent::from_defs` has already checked
/// that ids are unique within each file.
pub(super) fn validate(content: &DuelContent) -> Check {
    for (i, arc) in content.arcastella.iter().enumerate() {
        check_arcastella(content, &format!("[{i}]"), arc)?;
    }
    for (i, fol) in content.followers.iter().enumerate() {
        let at = format!("[{i}]");
        let ctx = Ctx::new(content, FOLLOWERS_FILE);
        if fol.max_hp == 0 {
            return Err(err(
                FOLLOWERS_FILE,
                format!("{at}.max_hp"),
                "max_hp must be at least 1 (D-31.4)",
            ));
        }
        ctx.triggered(PULSE)
            .effects(&format!("{at}.pulse"), &fol.pulse)?;
        ctx.triggered(ON_KO)
            .effects(&format!("{at}.on_ko"), &fol.on_ko)?;
        let path = format!("{at}.afterglow");
        match content.card_idx(&fol.afterglow).map(|c| content.card(c)) {
            None => {
                return Err(err(
                    FOLLOWERS_FILE,
                    path,
                    format!("unknown card \"{}\" (D-31.4)", fol.afterglow),
                ));
            }
            Some(card) if card.kind != CardKind::Afterglow => {
                return Err(err(
                    FOLLOWERS_FILE,
                    path,
                    format!(
                        "card \"{}\" is a {:?}, not of kind Afterglow (D-28.1, D-31.4)",
                        card.id, card.kind
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    for (i, card) in content.cards.iter().enumerate() {
        check_card(content, &format!("[{i}]"), card)?;
    }
    let mut deck_ids = BTreeMap::new();
    for (i, deck) in content.decks.iter().enumerate() {
        if let Some(first) = deck_ids.insert(deck.id.as_str(), i) {
            return Err(err(
                DECKS_FILE,
                format!("[{i}].id"),
                format!("duplicate id \"{}\" (also at [{first}])", deck.id),
            ));
        }
        check_deck(content, &format!("[{i}]"), deck)?;
    }
    Ok(())
}

fn err(file: &str, path: impl Into<String>, reason: impl Into<String>) -> ContentError {
    ContentError::new(file, path, reason)
}

fn check_cost(file: &str, path: String, cost: u8) -> Check {
    if cost > COST_MAX {
        return Err(err(
            file,
            path,
            format!("cost {cost} is out of range 0–{COST_MAX} (D-31.4)"),
        ));
    }
    Ok(())
}

fn check_arcastella(content: &DuelContent, at: &str, arc: &ArcastellaDef) -> Check {
    let f = ARCASTELLA_FILE;
    let ctx = Ctx::new(content, f);
    if arc.max_hp == 0 {
        return Err(err(
            f,
            format!("{at}.max_hp"),
            "max_hp must be at least 1 (D-31.4)",
        ));
    }
    let n = arc.attack_skills.len();
    if !ATTACK_SKILLS.contains(&n) {
        return Err(err(
            f,
            format!("{at}.attack_skills"),
            format!("{n} attack skills; an Arcastella has 1 or 2 (D-31.4)"),
        ));
    }
    // Attack skills and Astral Codes always have the target rule EnemyUnit (D-25.2).
    let attack = |path: String, skill: &AttackSkillDef| -> Check {
        check_cost(f, format!("{path}.cost"), skill.cost)?;
        ctx.amount(&format!("{path}.damage"), &skill.damage)?;
        ctx.effects(&format!("{path}.riders"), &skill.riders)
    };
    for (j, skill) in arc.attack_skills.iter().enumerate() {
        attack(format!("{at}.attack_skills[{j}]"), skill)?;
    }
    attack(format!("{at}.astral_code"), &arc.astral_code)?;
    let support = &arc.support_skill;
    check_cost(f, format!("{at}.support_skill.cost"), support.cost)?;
    ctx.chosen_if(
        support.target,
        "this support skill has no target rule (`target` is null)",
    )
    .effects(&format!("{at}.support_skill.effects"), &support.effects)?;
    ctx.triggered(LEADER).effects(
        &format!("{at}.leader_skill.effects"),
        &arc.leader_skill.effects,
    )?;
    ctx.triggered(ON_FALLEN)
        .effects(&format!("{at}.on_fallen"), &arc.on_fallen)
}

fn check_card(content: &DuelContent, at: &str, card: &CardDef) -> Check {
    let f = CARDS_FILE;
    let ctx = Ctx::new(content, f);
    check_cost(f, format!("{at}.cost"), card.cost)?;
    match (card.kind, &card.code) {
        (CardKind::Code, None) => {
            return Err(err(
                f,
                format!("{at}.code"),
                "a Code card needs `code` stats (D-28.1)",
            ));
        }
        (kind, Some(_)) if kind != CardKind::Code => {
            return Err(err(
                f,
                format!("{at}.code"),
                format!(
                    "only cards of kind Code have `code` stats; this card is a {kind:?} (D-28.1)"
                ),
            ));
        }
        _ => {}
    }
    if let Some(code) = &card.code
        && code.fragility > FRAGILITY_MAX
    {
        return Err(err(
            f,
            format!("{at}.code.fragility"),
            format!(
                "fragility {} is out of range 0–{FRAGILITY_MAX} (D-31.4)",
                code.fragility
            ),
        ));
    }
    if card.kind == CardKind::Code {
        // D-22.2: target rule AllyArcastella, effects exactly [Equip { target: Chosen }].
        if card.target != Some(TargetRule::AllyArcastella) {
            return Err(err(
                f,
                format!("{at}.target"),
                "a Code card has the target rule AllyArcastella (D-22.2, D-31.3)",
            ));
        }
        match card.effects.as_slice() {
            [
                Effect::Equip {
                    target: Target::Chosen,
                },
            ] => {}
            [Effect::Equip { target }] => {
                return Err(err(
                    f,
                    format!("{at}.effects[0].Equip.target"),
                    format!(
                        "a Code card equips the chosen target (`Chosen`), not {target:?} (D-22.2)"
                    ),
                ));
            }
            _ => {
                return Err(err(
                    f,
                    format!("{at}.effects"),
                    "a Code card's effects are exactly [Equip { target: Chosen }] (D-22.2, D-31.3)",
                ));
            }
        }
    } else {
        ctx.chosen_if(
            card.target,
            "this card has no target rule (`target` is null)",
        )
        .effects(&format!("{at}.effects"), &card.effects)?;
    }
    if let Some(ether) = &card.ether_effect {
        ctx.triggered(ETHER)
            .effects(&format!("{at}.ether_effect"), ether)?;
    }
    Ok(())
}

fn check_deck(content: &DuelContent, at: &str, deck: &DeckList) -> Check {
    let f = DECKS_FILE;
    let mut classes: Vec<Class> = Vec::with_capacity(LINEUP_SIZE);
    for (k, id) in deck.lineup.iter().enumerate() {
        let path = format!("{at}.lineup[{k}]");
        if deck.lineup[..k].contains(id) {
            return Err(err(
                f,
                path,
                format!(
                    "Arcastella \"{id}\" is in the lineup twice; a lineup has 3 distinct Arcastella (D-31.2)"
                ),
            ));
        }
        let Some(a) = content.arc_idx(id) else {
            return Err(err(
                f,
                path,
                format!("unknown Arcastella \"{id}\" (D-31.2)"),
            ));
        };
        classes.push(content.arc(a).class);
    }
    if usize::from(deck.leader_slot) >= LINEUP_SIZE {
        return Err(err(
            f,
            format!("{at}.leader_slot"),
            format!(
                "leader_slot {} is out of range 0–2 (D-31.2)",
                deck.leader_slot
            ),
        ));
    }
    let mut copies: BTreeMap<&str, usize> = BTreeMap::new();
    for (j, (id, n)) in deck.cards.iter().enumerate() {
        let path = format!("{at}.cards[{j}][0]");
        let Some(c) = content.card_idx(id) else {
            return Err(err(f, path, format!("unknown card \"{id}\" (D-31.4)")));
        };
        let card = content.card(c);
        if card.kind == CardKind::Afterglow {
            return Err(err(
                f,
                path,
                format!(
                    "\"{id}\" is an Afterglow card; Afterglow cards never go in a deck (D-31.2, D-31.3)"
                ),
            ));
        }
        if let Some(class) = card.class_req
            && !classes.contains(&class)
        {
            return Err(err(
                f,
                path,
                format!(
                    "card \"{id}\" needs class {class:?}, and no Arcastella in the lineup has it (D-31.2)"
                ),
            ));
        }
        let total = copies.entry(id.as_str()).or_default();
        *total += usize::from(*n);
        if *total > COPIES_MAX {
            return Err(err(
                f,
                format!("{at}.cards[{j}][1]"),
                format!(
                    "card \"{id}\" has {total} copies in this deck; at most {COPIES_MAX} (D-31.2)"
                ),
            ));
        }
    }
    let size: usize = deck.cards.iter().map(|(_, n)| usize::from(*n)).sum();
    if !(DECK_MIN..=DECK_MAX).contains(&size) {
        return Err(err(
            f,
            format!("{at}.cards"),
            format!("the deck has {size} cards; a deck has {DECK_MIN}–{DECK_MAX} (D-31.2)"),
        ));
    }
    Ok(())
}

/// Where an effect list sits, which decides the targets it may use (D-25.6, D-31.3).
#[derive(Clone, Copy)]
struct Ctx<'a> {
    content: &'a DuelContent,
    file: &'static str,
    /// `None` where `Chosen` is allowed; otherwise why it is not.
    no_chosen: Option<&'static str>,
    /// Inside a `Periodic` payload, where `Bearer` is allowed.
    payload: bool,
}

impl<'a> Ctx<'a> {
    /// A list with a target rule (attack skills and Astral Codes).
    fn new(content: &'a DuelContent, file: &'static str) -> Self {
        Ctx {
            content,
            file,
            no_chosen: None,
            payload: false,
        }
    }

    /// A card's or support skill's effects: `Chosen` only with a target rule.
    fn chosen_if(self, rule: Option<TargetRule>, why_not: &'static str) -> Self {
        Ctx {
            no_chosen: if rule.is_some() { None } else { Some(why_not) },
            ..self
        }
    }

    /// A triggered list (leader skill, pulse, ether effect, on_fallen, on_ko): automatic
    /// targets only. `what` names the list in the error.
    fn triggered(self, what: &'static str) -> Self {
        Ctx {
            no_chosen: Some(what),
            ..self
        }
    }

    fn effects(self, path: &str, effects: &[Effect]) -> Check {
        for (i, effect) in effects.iter().enumerate() {
            self.effect(&format!("{path}[{i}]"), effect)?;
        }
        Ok(())
    }

    fn effect(self, at: &str, effect: &Effect) -> Check {
        let f = self.file;
        match effect {
            Effect::Damage { amount, target } => {
                self.amount(&format!("{at}.Damage.amount"), amount)?;
                self.target(&format!("{at}.Damage.target"), *target)
            }
            Effect::Heal { amount, target } => {
                self.amount(&format!("{at}.Heal.amount"), amount)?;
                self.target(&format!("{at}.Heal.target"), *target)
            }
            Effect::Draw { .. } | Effect::GainEther { .. } | Effect::Recover { .. } => Ok(()),
            Effect::Tap { target } => self.target(&format!("{at}.Tap.target"), *target),
            Effect::Untap { target } => self.target(&format!("{at}.Untap.target"), *target),
            Effect::Barrier { target } => self.target(&format!("{at}.Barrier.target"), *target),
            Effect::GainResonance { target, .. } => {
                self.target(&format!("{at}.GainResonance.target"), *target)
            }
            Effect::BreakCode { target } => self.target(&format!("{at}.BreakCode.target"), *target),
            Effect::Modify { target, count, .. } => {
                self.target(&format!("{at}.Modify.target"), *target)?;
                if *count == 0 {
                    return Err(err(
                        f,
                        format!("{at}.Modify.count"),
                        "count must be at least 1 (D-31.4)",
                    ));
                }
                Ok(())
            }
            Effect::Periodic {
                target,
                count,
                effects,
                ..
            } => {
                if let Some(target) = target {
                    self.target(&format!("{at}.Periodic.target"), *target)?;
                }
                if *count == 0 {
                    return Err(err(
                        f,
                        format!("{at}.Periodic.count"),
                        "count must be at least 1 (D-31.4)",
                    ));
                }
                let payload = Ctx {
                    no_chosen: Some(PAYLOAD),
                    payload: true,
                    ..self
                };
                payload.effects(&format!("{at}.Periodic.effects"), effects)
            }
            Effect::Summon { follower, .. } => {
                if self.content.follower_idx(follower).is_none() {
                    return Err(err(
                        f,
                        format!("{at}.Summon.follower"),
                        format!("unknown follower \"{follower}\" (D-31.4)"),
                    ));
                }
                Ok(())
            }
            // A Code card's single Equip is checked by `check_card`; anywhere else it is wrong.
            Effect::Equip { .. } => Err(err(
                f,
                format!("{at}.Equip"),
                "`Equip` is only allowed as the single effect of a Code card (D-26.11, D-31.3)",
            )),
        }
    }

    fn target(self, path: &str, target: Target) -> Check {
        match target {
            Target::Chosen => match self.no_chosen {
                Some(why) => Err(err(
                    self.file,
                    path,
                    format!("`Chosen` is not allowed here: {why}"),
                )),
                None => Ok(()),
            },
            Target::Bearer if !self.payload => Err(err(
                self.file,
                path,
                "`Bearer` is only allowed inside Periodic payloads (D-25.3, D-31.3)",
            )),
            _ => Ok(()),
        }
    }

    fn amount(self, path: &str, amount: &Amount) -> Check {
        if let Amount::Dice { count, .. } = amount
            && !DICE_COUNT.contains(count)
        {
            return Err(err(
                self.file,
                format!("{path}.Dice.count"),
                format!("dice count {count} is out of range 1–6 (D-31.4)"),
            ));
        }
        Ok(())
    }
}
