//! The log lines of an attack's resolution: the declaration and reaction, the checks and
//! what a critical or fumble does, a noble phantasm's firing or clash, damage, healing and MP.

use crate::rules::grail::action::CritChoice;
use crate::rules::grail::event::{
    CheckPurpose, CheckReason, DamageTerm, Event, EventKind, FumbleOutcome, MpReason,
};
use crate::rules::grail::state::{Actor, AttackMode, FactionId, Reaction};
use crate::tr;

use super::Words;
use super::terms::{crit_buff, debuff, faces, list, one_card, signed};

impl Words<'_> {
    /// The line for one of the kinds `Words::event` routes here.
    pub(super) fn resolution(&self, e: &Event) -> Option<String> {
        let sv = |f: FactionId| self.actor(Actor::Servant { faction: f });
        let yes = |b: bool| if b { "yes" } else { "no" };
        Some(match &e.kind {
            EventKind::AttackDeclared {
                attacker,
                target,
                mode,
                kind,
                range,
            } => tr!(
                "grail-log-attack",
                attacker = self.actor(*attacker),
                target = self.actor(*target),
                kind = match kind.card() {
                    Some(k) => self.card(k),
                    None => tr!("grail-card-luck"),
                },
                mode = match mode {
                    AttackMode::Melee => "melee",
                    AttackMode::Ranged => "ranged",
                },
                range = *range
            ),
            // The card a reaction spends has its own line (`CardConsumed`), said once.
            EventKind::ReactionChosen { defender, reaction } => {
                let defender = self.actor(*defender);
                match reaction {
                    Reaction::NormalDefense => tr!("grail-log-defend", defender = defender),
                    Reaction::LuckDefense { .. } => {
                        tr!("grail-log-luck-defense", defender = defender)
                    }
                    Reaction::Guard { .. } => tr!("grail-log-guard", defender = defender),
                }
            }
            EventKind::CheckRolled {
                actor,
                purpose,
                dice,
                modifiers,
                total,
                crit_from,
                crit,
                fumble,
                ..
            } => {
                let terms: String = modifiers
                    .iter()
                    .map(|(t, v)| format!(" {} {}", signed(i64::from(*v)), self.check_term(t)))
                    .collect();
                // G-23.3: a widened critical range is worth telling; the default 12 is not.
                let odds = match crit_from {
                    Some(from) if *from < 12 && !crit => {
                        tr!("grail-log-check-odds", crit = *from)
                    }
                    _ => String::new(),
                };
                tr!(
                    "grail-log-check",
                    actor = self.actor(*actor),
                    purpose = match purpose {
                        CheckPurpose::Hit => "hit",
                        CheckPurpose::NpHit => "np",
                        CheckPurpose::Reaction => "reaction",
                    },
                    dice = faces(dice),
                    terms = terms,
                    total = *total,
                    called = if *crit {
                        "crit"
                    } else if *fumble {
                        "fumble"
                    } else {
                        "none"
                    },
                    odds = odds
                )
            }
            // G-22.2, G-22.3, G-23.1, G-23.2: the opposed result and why.
            EventKind::CheckResolved {
                attacker,
                defender,
                winner,
                reason,
            } => {
                let why = match reason {
                    CheckReason::Crit => "crit",
                    CheckReason::Fumble => "fumble",
                    CheckReason::Total => "total",
                    CheckReason::TieToReaction => "tie",
                    CheckReason::Guard => "guard",
                };
                if winner == attacker {
                    tr!(
                        "grail-log-hit",
                        attacker = self.actor(*attacker),
                        defender = self.actor(*defender),
                        reason = why
                    )
                } else {
                    tr!(
                        "grail-log-miss",
                        attacker = self.actor(*attacker),
                        defender = self.actor(*defender),
                        reason = why
                    )
                }
            }
            EventKind::CriticalEffect {
                actor,
                choice,
                dice,
            } => {
                let who = self.actor(*actor);
                let amount = dice.unwrap_or_default();
                match choice {
                    CritChoice::HealHp => {
                        tr!("grail-log-crit-heal-hp", actor = who, amount = amount)
                    }
                    CritChoice::HealMp => {
                        tr!("grail-log-crit-heal-mp", actor = who, amount = amount)
                    }
                    CritChoice::GainCard { card } => {
                        tr!("grail-log-crit-card", actor = who, card = one_card(*card))
                    }
                    CritChoice::Buff { menu } => {
                        tr!("grail-log-crit-buff", actor = who, buff = crit_buff(*menu))
                    }
                }
            }
            // The table a fumble rolled on is the rules' bookkeeping; the log says what it did.
            EventKind::FumbleEffect {
                actor,
                table: _,
                detail,
                dice,
            } => {
                let amount = dice.last().copied().unwrap_or_default();
                let what = match detail {
                    FumbleOutcome::Hp => tr!("grail-log-fumble-hp", amount = amount),
                    FumbleOutcome::Mp => tr!("grail-log-fumble-mp", amount = amount),
                    FumbleOutcome::CardLost(k) => tr!("grail-log-fumble-card", card = one_card(*k)),
                    FumbleOutcome::EmptyHand => tr!("grail-log-fumble-empty"),
                    FumbleOutcome::Debuff(id) => tr!(
                        "grail-log-fumble-debuff",
                        debuff = debuff(*id, id.magnitude()).0
                    ),
                };
                tr!("grail-log-fumble", actor = self.actor(*actor), what = what)
            }
            // G-29.3.1: firing names the NP; the event carries its English name.
            EventKind::NpFired {
                faction,
                np,
                targets,
            } => {
                let name = self.np(*faction, np);
                tr!(
                    "grail-log-np-fired",
                    faction = sv(*faction),
                    np = name,
                    targets = if targets.is_empty() {
                        "none".to_string()
                    } else {
                        list(targets.iter().map(|a| self.actor(*a)))
                    }
                )
            }
            // G-30.3, G-30.7: both values with their terms and category penalties.
            EventKind::NpClash {
                a,
                b,
                breakdown_a,
                breakdown_b,
                value_a,
                value_b,
                penalty_a,
                penalty_b,
                winner,
                reaches,
                ..
            } => {
                let penalty = |p: i32| {
                    if p == 0 {
                        String::new()
                    } else {
                        tr!("grail-log-clash-penalty", penalty = p)
                    }
                };
                tr!(
                    "grail-log-np-clash",
                    a = sv(*a),
                    b = sv(*b),
                    value_a = *value_a,
                    value_b = *value_b,
                    terms_a = self.damage_terms(breakdown_a),
                    terms_b = self.damage_terms(breakdown_b),
                    penalty_a = penalty(*penalty_a),
                    penalty_b = penalty(*penalty_b),
                    winner = winner.map_or_else(|| "none".to_string(), sv),
                    reaches = yes(*reaches)
                )
            }
            EventKind::DamageDealt {
                target,
                source,
                amount,
                breakdown,
                dice,
            } => {
                // The dice term shows its faces: "+7 dice [3+4]".
                let terms = if breakdown.is_empty() {
                    String::new()
                } else {
                    let named = list(breakdown.iter().map(|(t, v)| {
                        let mut term = self.damage_term(t);
                        if *t == DamageTerm::Dice && !dice.is_empty() {
                            term = format!("{term} [{}]", faces(dice));
                        }
                        tr!("grail-term", signed = signed(i64::from(*v)), term = term)
                    }));
                    tr!("grail-log-terms", terms = named)
                };
                match source {
                    Some(src) => tr!(
                        "grail-log-damage",
                        source = self.actor(*src),
                        target = self.actor(*target),
                        amount = *amount,
                        terms = terms
                    ),
                    None => tr!(
                        "grail-log-damage-plain",
                        target = self.actor(*target),
                        amount = *amount,
                        terms = terms
                    ),
                }
            }
            EventKind::Healed { target, hp } => {
                tr!("grail-log-healed", target = self.actor(*target), hp = *hp)
            }
            EventKind::MpChanged {
                faction,
                servant,
                master,
                reason,
            } => {
                let mut parts = Vec::new();
                if *servant != 0 || *master == 0 {
                    parts.push(tr!(
                        "grail-log-mp-servant",
                        signed = signed(i64::from(*servant))
                    ));
                }
                if *master != 0 {
                    parts.push(tr!(
                        "grail-log-mp-master",
                        signed = signed(i64::from(*master))
                    ));
                }
                let (word, source) = match reason {
                    MpReason::ArtsCard => ("arts-card", String::new()),
                    MpReason::NpCost => ("np-cost", String::new()),
                    MpReason::ArtsNp => ("arts-np", String::new()),
                    MpReason::PassiveArtsNp => ("passive-arts-np", String::new()),
                    MpReason::Critical => ("critical", String::new()),
                    MpReason::Fumble => ("fumble", String::new()),
                    MpReason::Regen => ("regen", String::new()),
                    MpReason::ManaLeak => ("mana-leak", String::new()),
                    MpReason::Skill(r) => ("skill", self.skill(*faction, *r)),
                    MpReason::Effect(src) => ("effect", self.source(src)),
                    MpReason::CommandSpell => ("command-spell", String::new()),
                    MpReason::Supply => ("supply", String::new()),
                    MpReason::SoulEating => ("soul-eating", String::new()),
                    MpReason::Rest => ("rest", String::new()),
                };
                tr!(
                    "grail-log-mp",
                    faction = sv(*faction),
                    parts = list(parts),
                    reason = word,
                    source = source
                )
            }
            // `Words::event` routes only the kinds above here.
            _ => return None,
        })
    }
}
