//! One log line for each event of the Grail War, in the viewer's words.

use crate::rules::grail::action::{Answer, Offer};
use crate::rules::grail::event::{BuffEndReason, CancelReason, CardPurpose, Event, EventKind};
use crate::rules::grail::state::{
    Actor, BuffOrDebuff, CombatEndReason, CombatOrigin, Declaration, DistrictIdx, EncounterStance,
    FactionId, Outcome, ParticipantStatus, PriorityDecl, PriorityEvent, TurnAction, WinReason,
};
use crate::tr;

use super::Words;
use super::terms::{cards, faces, list, one_card, signed, time};

impl Words<'_> {
    /// The priority event at `index` (G-9.10), named by its declaration.
    fn priority_event(&self, index: usize) -> String {
        let decl = self.s.priority_events.get(index).and_then(|pe| match pe {
            PriorityEvent::Encounter { decl }
            | PriorityEvent::Ambush { decl }
            | PriorityEvent::SoulEating { decl, .. } => self.s.priority_decls.get(*decl),
        });
        match decl {
            Some(PriorityDecl::Encounter { by, target, .. }) => tr!(
                "grail-log-event-encounter",
                by = self.faction(*by),
                target = self.faction(*target)
            ),
            Some(PriorityDecl::Ambush { by, target }) => tr!(
                "grail-log-event-ambush",
                by = self.faction(*by),
                target = self.faction(*target)
            ),
            Some(PriorityDecl::SoulEating { by }) => {
                tr!("grail-log-event-soul-eating", by = self.faction(*by))
            }
            None => tr!("grail-log-cancelled-event"),
        }
    }

    /// G-8.6: one revealed declaration.
    pub fn declaration(&self, f: FactionId, d: &Declaration) -> String {
        let action = match &d.action {
            None => tr!("grail-log-act-engaged"),
            Some(TurnAction::Skill {
                skill,
                target: None,
            }) => tr!("grail-log-act-skill", skill = self.skill(f, *skill)),
            Some(TurnAction::Skill {
                skill,
                target: Some(t),
            }) => tr!(
                "grail-log-act-skill-on",
                skill = self.skill(f, *skill),
                target = self.faction(*t)
            ),
            Some(TurnAction::Investigate { class }) => {
                tr!("grail-log-act-investigate", class = self.class(*class))
            }
            Some(TurnAction::Rest) => tr!("grail-log-act-rest"),
            Some(TurnAction::Wait) => tr!("grail-log-act-wait"),
        };
        let go = match d.move_path.last() {
            None => tr!("grail-log-act-stay"),
            Some(to) => tr!("grail-log-act-move", district = self.district(*to)),
        };
        tr!(
            "grail-log-declaration",
            faction = self.faction(f),
            action = action,
            going = go
        )
    }

    /// A move along a path (G-5.5): from, the districts passed, the last one and its cost.
    fn moved(&self, f: FactionId, from: DistrictIdx, path: &[DistrictIdx], cost: u8) -> String {
        let to = path.last().copied().unwrap_or(from);
        let passed = &path[..path.len().saturating_sub(1)];
        if passed.is_empty() {
            tr!(
                "grail-log-moved",
                faction = self.faction(f),
                from = self.district(from),
                to = self.district(to),
                cost = cost
            )
        } else {
            tr!(
                "grail-log-moved-via",
                faction = self.faction(f),
                from = self.district(from),
                via = list(passed.iter().map(|d| self.district(*d))),
                to = self.district(to),
                cost = cost
            )
        }
    }

    fn combat_origin(&self, o: &CombatOrigin) -> String {
        match o {
            CombatOrigin::Encounter {
                initiator,
                target,
                origin,
            } => tr!(
                "grail-log-origin-encounter",
                initiator = self.faction(*initiator),
                target = self.faction(*target),
                from = self.district(*origin)
            ),
            CombatOrigin::Ambush {
                ambusher,
                target,
                target_flees,
            } => tr!(
                "grail-log-origin-ambush",
                ambusher = self.faction(*ambusher),
                target = self.faction(*target),
                flees = if *target_flees { "yes" } else { "no" }
            ),
            CombatOrigin::SoulEating {
                eater,
                encounterers,
            } if encounterers.is_empty() => {
                tr!(
                    "grail-log-origin-soul-eating-alone",
                    eater = self.faction(*eater)
                )
            }
            CombatOrigin::SoulEating {
                eater,
                encounterers,
            } => tr!(
                "grail-log-origin-soul-eating",
                eater = self.faction(*eater),
                challengers = list(encounterers.iter().map(|(f, _, _)| self.faction(*f)))
            ),
        }
    }

    /// G-18.3, G-12.4: the activations' order where it differs from the round-start
    /// window's: in an ambush's first round because the ambusher acts first, otherwise
    /// because the window changed an agility.
    /// `round`: the event's.
    pub fn order_changed(&self, order: &[Actor], round: Option<u16>) -> String {
        let names = list(order.iter().map(|a| self.actor(*a)));
        let ambusher = self.s.combat.as_ref().and_then(|cb| match cb.origin {
            CombatOrigin::Ambush { ambusher, .. } if round == Some(1) => Some(ambusher),
            _ => None,
        });
        match ambusher {
            Some(f) if order.first() == Some(&Actor::Servant { faction: f }) => tr!(
                "grail-log-initiative-ambush",
                ambusher = self.actor(Actor::Servant { faction: f }),
                order = names
            ),
            _ => tr!("grail-log-initiative-changed", order = names),
        }
    }

    fn buff_name_by_uid(&self, uid: u32) -> String {
        self.buffs
            .iter()
            .rev()
            .find(|(u, _)| *u == uid)
            .map(|(_, b)| self.buff(b).0)
            .unwrap_or_else(|| tr!("grail-unknown-effect"))
    }

    /// The log line of one event the viewer may see (already filtered by view::FactionStream),
    /// or None for bookkeeping events a player need not read. Every EventKind must be handled
    /// (a `match` with no wildcard arm, so a new kind fails to compile until it is told).
    ///
    /// Bookkeeping (None): `TargetedPrompt` (the target's own menu asks it) and
    /// `PriorityWindowClosed` (the events it counts each get their own lines); in a
    /// skirmish, the day and turn its setup opens, and a Grail point (G-34.5 counts only
    /// for the War's end, and the fall's own line says who felled the servant).
    ///
    /// A skirmish is one fight, not the War (docs/grail-rules-changes.md, "The
    /// Skirmish"): its lines say so — the fight begins, a side is out of the fight, a
    /// servant falls to a rival — and none speaks of the Holy Grail War.
    /// G-9: a priority declaration, public as it is made, in a sentence.
    pub fn priority_decl(&self, d: &PriorityDecl) -> String {
        let fa = |f: FactionId| self.faction(f);
        match d {
            PriorityDecl::Encounter { by, target, stance } => tr!(
                "grail-log-encounter-declared",
                by = fa(*by),
                target = fa(*target),
                stance = match stance {
                    EncounterStance::Negotiate => "negotiate",
                    EncounterStance::Fight => "fight",
                    EncounterStance::Block => "block",
                    EncounterStance::Steal => "steal",
                }
            ),
            PriorityDecl::Ambush { by, target } => tr!(
                "grail-log-ambush-declared",
                by = fa(*by),
                target = fa(*target)
            ),
            PriorityDecl::SoulEating { by } => {
                tr!("grail-log-soul-eating-declared", by = fa(*by))
            }
        }
    }

    pub fn event(&self, e: &Event) -> Option<String> {
        let fa = |f: FactionId| self.faction(f);
        let sv = |f: FactionId| self.actor(Actor::Servant { faction: f });
        let yes = |b: bool| if b { "yes" } else { "no" };
        let skirmish = self.s.config.skirmish.is_some();
        Some(match &e.kind {
            // A skirmish is one combat: its day and turn are the setup's bookkeeping.
            EventKind::GameStarted { factions } if skirmish => {
                tr!("grail-log-skirmish-started", factions = *factions)
            }
            EventKind::DayStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::GrailPointGained { .. }
                if skirmish =>
            {
                return None;
            }
            EventKind::GameStarted { factions } => {
                tr!("grail-log-game-started", factions = *factions)
            }
            EventKind::DayStarted { day } => tr!("grail-log-day-started", day = *day),
            EventKind::TurnStarted { time: t, lead } => tr!(
                "grail-log-turn-started",
                time = time(*t),
                day = e.day,
                lead = fa(*lead)
            ),
            EventKind::PriorityDeclared { decl } => self.priority_decl(decl),
            EventKind::PriorityWindowClosed { .. } => return None,
            EventKind::DeclarationsRevealed { decls } => tr!(
                "grail-log-declarations",
                list = list(decls.iter().map(|(f, d)| self.declaration(*f, d)))
            ),
            EventKind::TargetedPrompt { .. } => return None,
            EventKind::EventCancelled { index, reason } => tr!(
                "grail-log-cancelled",
                what = self.priority_event(*index),
                reason = match reason {
                    CancelReason::PartyEliminated => "eliminated",
                    CancelReason::TargetTeleported => "teleported",
                }
            ),
            EventKind::Moved {
                faction,
                from,
                path,
                cost,
            } => self.moved(*faction, *from, path, *cost),
            EventKind::MoveSkipped { faction, reason } => tr!(
                "grail-log-move-skipped",
                faction = fa(*faction),
                reason = self.illegal(reason)
            ),
            EventKind::Returned { faction, from, to } => tr!(
                "grail-log-returned",
                faction = fa(*faction),
                from = self.district(*from),
                to = self.district(*to)
            ),
            EventKind::Teleported { faction, from, to } => tr!(
                "grail-log-teleported",
                faction = fa(*faction),
                from = self.district(*from),
                to = self.district(*to)
            ),
            EventKind::Rested {
                faction,
                hp,
                mp,
                master_mp,
            } => tr!(
                "grail-log-rested",
                faction = fa(*faction),
                hp = signed(i64::from(hp.1)),
                hp_dice = faces(&hp.0),
                mp = signed(i64::from(mp.1)),
                mp_dice = faces(&mp.0),
                master_mp = signed(i64::from(master_mp.1)),
                master_dice = faces(&master_mp.0)
            ),
            EventKind::Investigated {
                faction,
                target,
                dice,
                total,
                success,
                new_tier,
            } => tr!(
                "grail-log-investigated",
                faction = fa(*faction),
                target = fa(*target),
                dice = faces(dice),
                // G-22.4: the master's bonus and any skill's, which the total holds.
                bonus = bonus(i64::from(*total) - dice.iter().map(|d| i64::from(*d)).sum::<i64>()),
                total = *total,
                success = yes(*success),
                tier = *new_tier
            ),
            EventKind::KnowledgeGained {
                faction,
                about,
                tier,
            } => tr!(
                "grail-log-knowledge",
                faction = fa(*faction),
                about = fa(*about),
                tier = *tier
            ),
            EventKind::BondGained { faction, bond } => {
                tr!("grail-log-bond", faction = fa(*faction), bond = *bond)
            }
            EventKind::MasterSkillUnlocked { faction, skill } => tr!(
                "grail-log-master-skill-unlocked",
                master = self.master(*faction),
                skill = self.skill(*faction, *skill)
            ),
            EventKind::NegotiationOffer { from, to, offer } => tr!(
                "grail-log-offer",
                from = fa(*from),
                to = fa(*to),
                offer = match offer {
                    Offer::Truce => "truce",
                    Offer::Alliance => "alliance",
                    Offer::IntelExchange => "intel",
                    Offer::Fight => "fight",
                }
            ),
            EventKind::NegotiationAnswer { answer } => tr!(
                "grail-log-answer",
                answer = match answer {
                    Answer::Accept => "accept",
                    Answer::Decline => "decline",
                    Answer::Attack => "attack",
                }
            ),
            EventKind::Withdrew { faction } => tr!("grail-log-withdrew", faction = fa(*faction)),
            EventKind::TruceFormed { a, b } => tr!("grail-log-truce", a = fa(*a), b = fa(*b)),
            EventKind::AllianceFormed { a, b } => {
                tr!("grail-log-alliance", a = fa(*a), b = fa(*b))
            }
            EventKind::AllianceDissolved { a, b } => {
                tr!("grail-log-alliance-dissolved", a = fa(*a), b = fa(*b))
            }
            EventKind::IntelExchanged { a, b } => tr!("grail-log-intel", a = fa(*a), b = fa(*b)),
            EventKind::SoulEaten {
                faction,
                district,
                dice,
                gained,
            } => tr!(
                "grail-log-soul-eaten",
                faction = fa(*faction),
                district = self.district(*district),
                dice = *dice,
                gained = signed(i64::from(*gained))
            ),
            EventKind::SoulEatingDone { faction, district } => tr!(
                "grail-log-soul-eating-done",
                faction = fa(*faction),
                district = self.district(*district)
            ),
            EventKind::SoulEatingBlocked { eater } => {
                tr!("grail-log-soul-eating-blocked", eater = fa(*eater))
            }
            EventKind::SoulEatingVoid { faction, district } => tr!(
                "grail-log-soul-eating-void",
                faction = fa(*faction),
                district = self.district(*district)
            ),
            // The setup's Encounter is no declaration of the skirmish's; its Ambush is.
            EventKind::CombatStarted {
                district,
                origin,
                participants,
                ..
            } if skirmish => tr!(
                "grail-log-skirmish-fight",
                district = self.district(*district),
                participants = list(participants.iter().map(|f| sv(*f))),
                ambush = match origin {
                    CombatOrigin::Ambush { .. } => self.combat_origin(origin),
                    _ => "none".to_string(),
                }
            ),
            EventKind::CombatStarted {
                district,
                origin,
                participants,
                ..
            } => tr!(
                "grail-log-combat-started",
                district = self.district(*district),
                participants = list(participants.iter().map(|f| sv(*f))),
                origin = self.combat_origin(origin)
            ),
            EventKind::Intervened { faction, from } => tr!(
                "grail-log-intervened",
                faction = sv(*faction),
                from = self.district(*from)
            ),
            EventKind::AmbushResponse { target, flee } => tr!(
                "grail-log-ambush-response",
                target = sv(*target),
                flee = yes(*flee)
            ),
            // G-24.5: hands are refilled at the end of every third round.
            EventKind::RoundStarted { round } => tr!(
                "grail-log-round-started",
                round = *round,
                refilled = yes(*round > 1 && (*round - 1).is_multiple_of(3))
            ),
            EventKind::InitiativeSet { order } => tr!(
                "grail-log-initiative",
                order = list(order.iter().map(|a| self.actor(*a)))
            ),
            EventKind::ActivationStarted { actor } => {
                tr!("grail-log-activation", actor = self.actor(*actor))
            }
            EventKind::NpDeclared {
                faction,
                fire_round,
            } => tr!(
                "grail-log-np-declared",
                faction = sv(*faction),
                round = *fire_round
            ),
            EventKind::NpChargeCancelled { faction } => {
                tr!("grail-log-np-cancelled", faction = sv(*faction))
            }
            EventKind::NpChargeLost { faction } => tr!("grail-log-np-lost", faction = sv(*faction)),
            EventKind::RetreatDeclared { faction } => {
                tr!("grail-log-retreat-declared", faction = sv(*faction))
            }
            EventKind::CeasefireOffered { faction } => {
                tr!("grail-log-ceasefire-offered", faction = sv(*faction))
            }
            EventKind::SkillActivated {
                faction,
                skill,
                roll,
                value,
                success,
                mp_paid,
            } => tr!(
                "grail-log-skill",
                user = self.skill_user(*faction, *skill),
                skill = self.skill_as_seen(*faction, *skill),
                rolled = yes(roll.is_some()),
                roll = roll.unwrap_or_default(),
                value = *value,
                success = yes(*success),
                mp = *mp_paid
            ),
            EventKind::CardConsumed {
                actor,
                card,
                purpose,
            } => tr!(
                "grail-log-card",
                actor = self.actor(*actor),
                card = one_card(*card),
                purpose = match purpose {
                    CardPurpose::Attack => "attack",
                    CardPurpose::Reaction => "reaction",
                    CardPurpose::Np => "np",
                }
            ),
            EventKind::BonusPending {
                actor,
                buster,
                quick,
            } => tr!(
                "grail-log-bonus-pending",
                actor = self.actor(*actor),
                buster = signed(i64::from(*buster)),
                quick = signed(i64::from(*quick))
            ),
            EventKind::HandRefilled { faction, hand } => tr!(
                "grail-log-hand-refilled",
                faction = sv(*faction),
                cards = cards(hand)
            ),
            EventKind::CriticalCardsFaded { faction, faded, .. } => tr!(
                "grail-log-critical-cards-faded",
                faction = sv(*faction),
                cards = cards(faded)
            ),
            EventKind::HandSet { faction, hand } => tr!(
                "grail-log-hand-set",
                faction = sv(*faction),
                cards = cards(hand)
            ),
            EventKind::AttackDeclared { .. }
            | EventKind::ReactionChosen { .. }
            | EventKind::CheckRolled { .. }
            | EventKind::CheckResolved { .. }
            | EventKind::CriticalEffect { .. }
            | EventKind::FumbleEffect { .. }
            | EventKind::NpFired { .. }
            | EventKind::NpClash { .. }
            | EventKind::DamageDealt { .. }
            | EventKind::Healed { .. }
            | EventKind::MpChanged { .. } => return self.resolution(e),
            EventKind::EmergencySupply { faction, amount } => tr!(
                "grail-log-emergency-supply",
                master = self.master(*faction),
                amount = *amount
            ),
            EventKind::BuffApplied { target, buff } => {
                let (name, tip) = self.buff(buff);
                match buff.kind {
                    BuffOrDebuff::Buff { .. } => tr!(
                        "grail-log-buff",
                        target = self.actor(*target),
                        buff = name,
                        tip = tip
                    ),
                    BuffOrDebuff::Debuff { .. } => tr!(
                        "grail-log-debuff",
                        target = self.actor(*target),
                        buff = name,
                        tip = tip
                    ),
                }
            }
            EventKind::BuffRemoved {
                target,
                uid,
                reason,
            } => tr!(
                "grail-log-buff-ended",
                target = self.actor(*target),
                buff = self.buff_name_by_uid(*uid),
                reason = match reason {
                    BuffEndReason::Consumed => "consumed",
                    BuffEndReason::Expired => "expired",
                    BuffEndReason::CombatEnd => "combat-end",
                    BuffEndReason::TurnEnd => "turn-end",
                    BuffEndReason::DayEnd => "day-end",
                    BuffEndReason::Cleansed => "cleansed",
                    BuffEndReason::Dispelled => "dispelled",
                    BuffEndReason::CommandSpell => "command-spell",
                }
            ),
            // G-4.2.1: Saber's Magic Resistance.
            EventKind::DebuffResisted { target, roll } => tr!(
                "grail-log-resisted",
                target = self.actor(*target),
                roll = *roll
            ),
            EventKind::GutsTriggered { target, hp } => {
                tr!("grail-log-guts", target = self.actor(*target), hp = *hp)
            }
            EventKind::UnitSummoned { unit, owner } => tr!(
                "grail-log-summoned",
                owner = sv(*owner),
                unit = self.unit(*unit)
            ),
            EventKind::UnitDestroyed { unit } => {
                tr!("grail-log-unit-destroyed", unit = self.unit(*unit))
            }
            // A retreat that could not move (a bind, nowhere to go) stays where it was.
            EventKind::RetreatMoved {
                faction,
                from,
                path,
                ..
            } if path.last().is_none_or(|to| to == from) => tr!(
                "grail-log-retreat-stayed",
                faction = sv(*faction),
                from = self.district(*from)
            ),
            EventKind::RetreatMoved {
                faction,
                from,
                path,
                cost,
            } => tr!(
                "grail-log-retreat-moved",
                faction = sv(*faction),
                from = self.district(*from),
                to = self.district(path.last().copied().unwrap_or(*from)),
                cost = *cost
            ),
            EventKind::RetreatCaught { faction, by } => tr!(
                "grail-log-retreat-caught",
                faction = sv(*faction),
                by = self.actor(*by)
            ),
            EventKind::Escaped { faction } => tr!("grail-log-escaped", faction = sv(*faction)),
            EventKind::Fled { faction } => tr!("grail-log-fled", faction = sv(*faction)),
            EventKind::CommandSpellUsed {
                faction,
                spell,
                remaining,
            } => {
                let (name, about) = self.command_spell(spell);
                tr!(
                    "grail-log-command-spell",
                    master = self.master(*faction),
                    spell = name,
                    about = about,
                    remaining = *remaining
                )
            }
            // G-33.6.19: the cards taken are the owner's secret (`HandSet` tells them).
            EventKind::TacticalRefinementUsed { faction, remaining } => tr!(
                "grail-log-refinement",
                master = self.master(*faction),
                spell = tr!("grail-spell-tactical-refinement"),
                remaining = *remaining
            ),
            // G-34.5: the kill credit; a skirmish names only who felled the servant.
            EventKind::ServantDied { faction, credited } if skirmish => tr!(
                "grail-log-skirmish-fell",
                faction = sv(*faction),
                by = credited.map_or_else(|| "none".to_string(), sv)
            ),
            EventKind::ServantDied { faction, credited } => tr!(
                "grail-log-died",
                faction = sv(*faction),
                credited = credited.map_or_else(|| "none".to_string(), fa)
            ),
            EventKind::ServantVanished { faction } => {
                tr!("grail-log-vanished", faction = sv(*faction))
            }
            EventKind::FactionEliminated { faction } if skirmish => {
                tr!("grail-log-skirmish-out", faction = fa(*faction))
            }
            EventKind::FactionEliminated { faction } => {
                tr!("grail-log-eliminated", faction = fa(*faction))
            }
            EventKind::CombatEnded {
                rounds,
                reason,
                results,
                ..
            } => tr!(
                "grail-log-combat-ended",
                rounds = *rounds,
                reason = match reason {
                    CombatEndReason::NoHostiles => "no-hostiles",
                    CombatEndReason::Ceasefire => "ceasefire",
                    CombatEndReason::Stalemate => "stalemate",
                    CombatEndReason::RoundCap => "round-cap",
                },
                results = list(results.iter().map(|(f, st, hp)| tr!(
                    "grail-log-result",
                    faction = sv(*f),
                    status = match st {
                        ParticipantStatus::Active => "active",
                        ParticipantStatus::Escaped => "escaped",
                        ParticipantStatus::Fled => "fled",
                        ParticipantStatus::Withdrew => "withdrew",
                        ParticipantStatus::Dead => "dead",
                        ParticipantStatus::Vanished => "vanished",
                    },
                    hp = *hp
                )))
            ),
            EventKind::UpkeepPaid {
                faction,
                amount,
                from_servant,
                from_master,
            } => tr!(
                "grail-log-upkeep",
                faction = sv(*faction),
                amount = *amount,
                servant = *from_servant,
                master = *from_master
            ),
            EventKind::MasterFellAsleep { faction } => {
                tr!("grail-log-asleep", master = self.master(*faction))
            }
            EventKind::MasterWoke { faction } => {
                tr!("grail-log-woke", master = self.master(*faction))
            }
            EventKind::TruceExpired { a, b } => {
                tr!("grail-log-truce-expired", a = fa(*a), b = fa(*b))
            }
            EventKind::GrailManifested { district } => tr!(
                "grail-log-grail-manifested",
                district = self.district(*district)
            ),
            EventKind::GrailPointGained { faction, points } => tr!(
                "grail-log-grail-point",
                faction = fa(*faction),
                points = *points
            ),
            // G-36: the winner and how.
            // A skirmish is one combat: it is won by holding the field, not the War.
            EventKind::GameEnded { outcome } if skirmish => match outcome {
                Outcome::Winner { faction, .. } => {
                    tr!("grail-log-skirmish-won", faction = sv(*faction))
                }
                Outcome::Draw { factions } if factions.is_empty() => {
                    tr!("grail-log-skirmish-none")
                }
                Outcome::Draw { factions } => tr!(
                    "grail-log-skirmish-draw",
                    factions = list(factions.iter().map(|f| sv(*f)))
                ),
            },
            EventKind::GameEnded { outcome } => match outcome {
                Outcome::Winner { faction, by } => tr!(
                    "grail-log-winner",
                    faction = sv(*faction),
                    by = match by {
                        WinReason::LastStanding => "last",
                        WinReason::GrailDistrict => "district",
                        WinReason::GrailPoints => "points",
                        WinReason::HpPercent | WinReason::HeldTheField => "hp",
                    }
                ),
                Outcome::Draw { factions } => tr!(
                    "grail-log-draw",
                    factions = list(factions.iter().map(|f| sv(*f)))
                ),
            },
        })
    }
}

/// A bonus added to dice in a log line (" + 3", " − 1"), or nothing when there is none.
fn bonus(n: i64) -> String {
    match n {
        0 => String::new(),
        n if n > 0 => format!(" + {n}"),
        n => format!(" − {}", -n),
    }
}
