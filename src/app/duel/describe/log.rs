//! One line of the duel's log for each event of the core, naming units, cards and players
//! as the viewer may know them.

use crate::rules::duel::event::{CodeRemoval, DrawSkip, TapCause, Zone};
use crate::rules::duel::{DamageKind, EndReason, Event, Outcome, Source};
use crate::tr;

use super::{list, phase_name};

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
            let loser = name(winner.other());
            tr!(
                "log-win",
                you = you(&n),
                player = n,
                reason = why(reason),
                loser_you = you(&loser),
                loser = loser
            )
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
            // A unit's own skill on itself is named once: "Orrin's leader skill takes
            // hold", not "Orrin is affected by Orrin's leader skill".
            match continuous.bearer {
                Some(b) if continuous.source.own_unit() != Some(b) => {
                    tr!("log-lasting-on", unit = n.unit(b), source = source)
                }
                _ => tr!("log-lasting", source = source),
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
