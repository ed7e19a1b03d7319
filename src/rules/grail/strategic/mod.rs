//! The strategic layer: turn start (G-8.5), the priority window (G-9), secret declarations
//! (G-8.6), priority resolution with encounters, negotiation, ambush and soul-eating
//! (G-8.7, G-11, G-12, G-13), normal resolution (G-8.8, G-10), turn end (G-8.9) and day end
//! with upkeep, sleep and the final resolution (G-6.5, G-16, G-36).

use crate::content::grail::{Class, SkillOwner};

use super::action::{Action, Answer, Offer, TargetRef};
use super::engine::Engine;
use super::event::{BuffEndReason, CancelReason, EventKind, MpReason};
use super::illegal::Illegal;
use super::query as q;
use super::state::*;

mod day_end;
mod negotiation;
mod normal;

/// A decision to issue: who, and what.
pub(crate) type Ask = Option<(FactionId, DecisionKind)>;

impl Engine<'_> {
    /// The seat at position `k` of the turn order (G-8.3), whether or not it is alive.
    pub fn seat_at(&self, k: u8) -> FactionId {
        let n = self.s.n().max(1);
        (self.s.lead_seat + k) % n
    }

    /// One automatic step, or the decision the current phase waits for.
    pub fn step(&mut self) -> Ask {
        match self.s.phase.clone() {
            Phase::TurnStart => {
                self.turn_start();
                None
            }
            Phase::PriorityWindow {
                pass,
                cursor,
                declared_in_pass,
            } => self.priority_step(pass, cursor, declared_in_pass),
            Phase::Declarations { cursor } => {
                if cursor >= self.s.n() {
                    self.reveal_declarations();
                    return None;
                }
                let f = self.seat_at(cursor);
                if self.fac(f).alive() {
                    let engaged = self.fac(f).turn.engaged;
                    return Some((f, DecisionKind::Declaration { engaged }));
                }
                self.s.phase = Phase::Declarations { cursor: cursor + 1 };
                None
            }
            Phase::PriorityResolution { index } => self.resolution_step(index),
            Phase::NormalResolution { cursor } => {
                if cursor >= self.s.n() {
                    self.s.phase = Phase::TurnEnd;
                    return None;
                }
                let f = self.seat_at(cursor);
                if self.fac(f).alive() && !self.fac(f).turn.turn_ended {
                    return Some((f, DecisionKind::NormalResolutionPrompt));
                }
                // G-32.2: a faction that fought neither moves nor acts; a move it declared
                // is dropped, and said so.
                let dropped = self.fac(f).alive()
                    && self.fac(f).turn.fought
                    && self
                        .fac(f)
                        .turn
                        .declared
                        .as_ref()
                        .is_some_and(|d| !d.move_path.is_empty());
                if dropped {
                    self.emit(EventKind::MoveSkipped {
                        faction: f,
                        reason: Illegal::FoughtThisTurn,
                    });
                }
                self.s.phase = Phase::NormalResolution { cursor: cursor + 1 };
                None
            }
            Phase::TurnEnd => {
                self.turn_end();
                None
            }
            Phase::DayEnd => {
                self.day_end();
                None
            }
            Phase::GameOver => {
                if self.s.outcome.is_none() {
                    let alive: Vec<FactionId> = self
                        .s
                        .factions
                        .iter()
                        .filter(|x| x.alive())
                        .map(|x| x.id)
                        .collect();
                    self.finish(Outcome::Draw { factions: alive });
                }
                None
            }
        }
    }

    /// Applies the answer to the pending decision (already checked legal).
    pub fn act(&mut self, f: FactionId, action: Action) {
        let Some(kind) = self.s.pending.as_ref().map(|d| d.kind.clone()) else {
            return;
        };
        if action.is_free() {
            self.free_action(f, action);
            return;
        }
        if self.s.combat.is_some() && self.combat_owns(&kind) {
            self.combat_act(f, kind, action);
            return;
        }
        match (kind, action) {
            (DecisionKind::PriorityPrompt { .. }, a) => self.priority_answer(f, a),
            (DecisionKind::Declaration { .. }, Action::Declare { move_path, action }) => {
                self.fac_mut(f).turn.declared = Some(Declaration { move_path, action });
                if let Phase::Declarations { cursor } = self.s.phase {
                    self.s.phase = Phase::Declarations { cursor: cursor + 1 };
                }
            }
            (DecisionKind::Targeted { .. }, Action::Done) => self.after_targeted(),
            (DecisionKind::NormalResolutionPrompt, Action::Done) => {
                self.normal_execute(f);
                if let Phase::NormalResolution { cursor } = self.s.phase {
                    self.s.phase = Phase::NormalResolution { cursor: cursor + 1 };
                }
            }
            (DecisionKind::NegotiationOffer { .. }, Action::Propose { offer }) => {
                self.propose(f, offer)
            }
            (DecisionKind::NegotiationAnswer { offer, .. }, Action::Respond { answer }) => {
                self.respond(f, offer, answer)
            }
            (DecisionKind::AfterDecline { .. }, Action::AfterDecline { fight }) => {
                if fight {
                    self.encounter_combat();
                } else {
                    self.emit(EventKind::Withdrew { faction: f });
                    self.set_stage(EventStage::Done);
                }
            }
            (DecisionKind::AmbushResponse { .. }, Action::AmbushResponse { flee }) => {
                self.ambush_combat(flee)
            }
            _ => {}
        }
    }

    fn combat_owns(&self, kind: &DecisionKind) -> bool {
        matches!(
            kind,
            DecisionKind::InterventionPrompt { .. }
                | DecisionKind::CombatStartWindow
                | DecisionKind::RoundStartWindow
                | DecisionKind::OwnTurnStartWindow
                | DecisionKind::MainAction { .. }
                | DecisionKind::Reaction { .. }
                | DecisionKind::CriticalChoice { .. }
                | DecisionKind::FumbleHpOrMp { .. }
        )
    }

    // ------------------------------------------------------------------ free actions

    /// G-8.10, G-19.2.7: free actions never end the decision.
    fn free_action(&mut self, f: FactionId, action: Action) {
        match action {
            Action::UseCommandSpell { spell } => self.command_spell(f, spell),
            Action::UseSkill {
                skill,
                targets,
                magic_mods,
            } => self.use_skill(f, skill, &targets, &magic_mods),
            Action::SupplyMp { amount } => {
                // G-7.5: master MP to the servant (capped at its max, G-7.7).
                let amount = amount.min(self.fac(f).master.mp).max(0);
                self.fac_mut(f).master.mp -= amount;
                let max = self.max_mp(f);
                let sv = self.fac(f).servant.mp;
                self.fac_mut(f).servant.mp = (sv + amount).min(max);
                self.emit_private(
                    f,
                    EventKind::MpChanged {
                        faction: f,
                        servant: amount,
                        master: -amount,
                        reason: MpReason::Supply,
                    },
                );
            }
            Action::DissolveAlliance => {
                // G-14.3: dissolution leaves a truce until the end of the turn.
                if let Some(other) = self.s.ally_of(f) {
                    self.s
                        .relations
                        .retain(|r| !(r.joins(f, other) && r.kind == RelationKind::Alliance));
                    let turn_index = self.s.turn_index;
                    self.s.relations.push(Relation {
                        a: f.min(other),
                        b: f.max(other),
                        kind: RelationKind::TruceTurn { turn_index },
                    });
                    self.emit(EventKind::AllianceDissolved {
                        a: f.min(other),
                        b: f.max(other),
                    });
                }
            }
            _ => {}
        }
    }

    // ------------------------------------------------------------------ turn start (G-8.5)

    fn turn_start(&mut self) {
        let n = self.s.n().max(1);
        // G-8.3: rotating lead seat, skipping eliminated seats.
        let mut lead = (self.s.turn_index % u16::from(n)) as u8;
        for _ in 0..n {
            if self.fac(lead).alive() {
                break;
            }
            lead = (lead + 1) % n;
        }
        self.s.lead_seat = lead;
        for x in &mut self.s.factions {
            x.turn = TurnState::default();
        }
        self.s.priority_decls.clear();
        self.s.priority_events.clear();
        self.s.resolving = None;
        let time = self.s.time;
        self.emit(EventKind::TurnStarted { time, lead });
        // G-8.5: all surviving factions pairwise allied → every alliance dissolves.
        let alive: Vec<FactionId> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| x.id)
            .collect();
        let all_allied = alive.len() >= 2
            && alive
                .iter()
                .enumerate()
                .all(|(i, &a)| alive[i + 1..].iter().all(|&b| self.s.allied(a, b)));
        if all_allied {
            let pairs: Vec<(FactionId, FactionId)> = self
                .s
                .relations
                .iter()
                .filter(|r| r.kind == RelationKind::Alliance)
                .map(|r| (r.a, r.b))
                .collect();
            self.s
                .relations
                .retain(|r| r.kind != RelationKind::Alliance);
            for (a, b) in pairs {
                self.emit(EventKind::AllianceDissolved { a, b });
            }
        }
        self.s.phase = Phase::PriorityWindow {
            pass: 0,
            cursor: 0,
            declared_in_pass: false,
        };
    }

    // ------------------------------------------------------------------ priority window (G-9)

    /// G-9.5: eligible for a priority prompt.
    pub fn priority_eligible(&self, f: FactionId) -> bool {
        let x = self.fac(f);
        x.alive() && !x.turn.engaged && !x.master.asleep
    }

    fn priority_step(&mut self, pass: u8, cursor: u8, declared: bool) -> Ask {
        if cursor >= self.s.n() {
            if declared {
                self.s.phase = Phase::PriorityWindow {
                    pass: pass.saturating_add(1),
                    cursor: 0,
                    declared_in_pass: false,
                };
            } else {
                self.close_priority_window();
            }
            return None;
        }
        let f = self.seat_at(cursor);
        if self.priority_eligible(f) {
            return Some((
                f,
                DecisionKind::PriorityPrompt {
                    response_pass: pass > 0,
                },
            ));
        }
        self.s.phase = Phase::PriorityWindow {
            pass,
            cursor: cursor + 1,
            declared_in_pass: declared,
        };
        None
    }

    fn priority_answer(&mut self, f: FactionId, a: Action) {
        let Phase::PriorityWindow {
            pass,
            cursor,
            mut declared_in_pass,
        } = self.s.phase
        else {
            return;
        };
        let decl = match a {
            Action::DeclareEncounter { target, stance } => {
                declared_in_pass = true;
                Some(PriorityDecl::Encounter {
                    by: f,
                    target,
                    stance,
                })
            }
            Action::DeclareAmbush { target } => Some(PriorityDecl::Ambush { by: f, target }),
            Action::DeclareSoulEating => {
                declared_in_pass = true;
                Some(PriorityDecl::SoulEating { by: f })
            }
            _ => None,
        };
        if let Some(d) = decl {
            self.fac_mut(f).turn.engaged = true;
            if let Some(target) = d.target() {
                self.fac_mut(target).turn.engaged = true;
            }
            self.s.priority_decls.push(d);
            self.emit(EventKind::PriorityDeclared { decl: d });
        }
        self.s.phase = Phase::PriorityWindow {
            pass,
            cursor: cursor + 1,
            declared_in_pass,
        };
    }

    /// G-9.10: builds the priority events in declaration order.
    fn close_priority_window(&mut self) {
        let mut events: Vec<PriorityEvent> = Vec::new();
        for (i, d) in self.s.priority_decls.clone().into_iter().enumerate() {
            match d {
                PriorityDecl::SoulEating { .. } => events.push(PriorityEvent::SoulEating {
                    decl: i,
                    encounters: Vec::new(),
                }),
                PriorityDecl::Ambush { .. } => events.push(PriorityEvent::Ambush { decl: i }),
                PriorityDecl::Encounter { target, stance, .. } => {
                    if matches!(stance, EncounterStance::Block | EncounterStance::Steal) {
                        let decls = &self.s.priority_decls;
                        let ev = events.iter_mut().find(|e| match e {
                            PriorityEvent::SoulEating { decl, .. } => {
                                matches!(decls.get(*decl), Some(PriorityDecl::SoulEating { by }) if *by == target)
                            }
                            _ => false,
                        });
                        if let Some(PriorityEvent::SoulEating { encounters, .. }) = ev {
                            encounters.push(i);
                        }
                    } else {
                        events.push(PriorityEvent::Encounter { decl: i });
                    }
                }
            }
        }
        let count = events.len();
        self.s.priority_events = events;
        self.emit(EventKind::PriorityWindowClosed { events: count });
        self.s.phase = Phase::Declarations { cursor: 0 };
    }

    fn reveal_declarations(&mut self) {
        let decls: Vec<(FactionId, Declaration)> = self
            .s
            .factions
            .iter()
            .filter_map(|x| x.turn.declared.clone().map(|d| (x.id, d)))
            .collect();
        self.emit(EventKind::DeclarationsRevealed { decls });
        self.s.phase = Phase::PriorityResolution { index: 0 };
    }

    // ------------------------------------------------------------------ priority resolution

    fn set_stage(&mut self, stage: EventStage) {
        if let Some(r) = &mut self.s.resolving {
            r.stage = stage;
        }
    }

    fn current_event(&self) -> Option<(usize, PriorityEvent)> {
        let r = self.s.resolving.as_ref()?;
        self.s
            .priority_events
            .get(r.index)
            .cloned()
            .map(|e| (r.index, e))
    }

    fn decl(&self, i: usize) -> Option<PriorityDecl> {
        self.s.priority_decls.get(i).copied()
    }

    /// Declarer and target (or eater) of the current event.
    fn event_parties(&self) -> Option<(FactionId, FactionId)> {
        // Borrowed, not `current_event`'s clone: the advance loop asks this at every step.
        let r = self.s.resolving.as_ref()?;
        match *self.s.priority_events.get(r.index)? {
            PriorityEvent::Encounter { decl } => match self.decl(decl)? {
                PriorityDecl::Encounter { by, target, .. } => Some((by, target)),
                _ => None,
            },
            PriorityEvent::Ambush { decl } => match self.decl(decl)? {
                PriorityDecl::Ambush { by, target } => Some((by, target)),
                _ => None,
            },
            PriorityEvent::SoulEating { decl, .. } => self.decl(decl).map(|d| (d.by(), d.by())),
        }
    }

    /// The declarations of `event` that target its target (or its eater): what its
    /// Targeted prompt is about (G-11.2, G-12.2, G-13.5).
    fn targeting_decls(&self, event: &PriorityEvent) -> Vec<PriorityDecl> {
        match event {
            PriorityEvent::Encounter { decl } | PriorityEvent::Ambush { decl } => {
                self.decl(*decl).into_iter().collect()
            }
            PriorityEvent::SoulEating { encounters, .. } => {
                encounters.iter().filter_map(|&i| self.decl(i)).collect()
            }
        }
    }

    fn resolution_step(&mut self, index: usize) -> Ask {
        if index >= self.s.priority_events.len() {
            self.s.resolving = None;
            self.s.phase = Phase::NormalResolution { cursor: 0 };
            return None;
        }
        if self.s.resolving.as_ref().map(|r| r.index) != Some(index) {
            self.s.resolving = Some(Resolving {
                index,
                stage: EventStage::Start,
                origins: Vec::new(),
                targeted_teleport: false,
            });
        }
        let stage = self
            .s
            .resolving
            .as_ref()
            .map(|r| r.stage)
            .unwrap_or(EventStage::Done);
        let Some((_, event)) = self.current_event() else {
            self.s.phase = Phase::PriorityResolution { index: index + 1 };
            return None;
        };
        let Some((by, target)) = self.event_parties() else {
            self.set_stage(EventStage::Done);
            return None;
        };
        let asking = matches!(
            stage,
            EventStage::Targeted
                | EventStage::Offer
                | EventStage::Answer { .. }
                | EventStage::AfterDecline { .. }
                | EventStage::AmbushResponse
        );
        if asking && (!self.fac(by).alive() || !self.fac(target).alive()) {
            // A party was eliminated during the event (e.g. Self-Destruct at its prompt).
            self.emit(EventKind::EventCancelled {
                index,
                reason: CancelReason::PartyEliminated,
            });
            self.set_stage(EventStage::Done);
            return None;
        }
        match stage {
            EventStage::Start => {
                // G-8.7: cancelled if the declarer or target is eliminated.
                if !self.fac(by).alive() || !self.fac(target).alive() {
                    self.emit(EventKind::EventCancelled {
                        index,
                        reason: CancelReason::PartyEliminated,
                    });
                    self.set_stage(EventStage::Done);
                    return None;
                }
                if let PriorityEvent::SoulEating { encounters, .. } = &event {
                    let live: Vec<usize> = encounters
                        .iter()
                        .copied()
                        .filter(|&i| self.decl(i).is_some_and(|d| self.fac(d.by()).alive()))
                        .collect();
                    if live.is_empty() {
                        // G-13.5 step 1: unopposed.
                        self.soul_eat(by, self.fac(by).district);
                        self.set_stage(EventStage::Done);
                        return None;
                    }
                }
                self.emit(EventKind::TargetedPrompt { faction: target });
                self.set_stage(EventStage::Targeted);
                None
            }
            EventStage::Targeted => {
                let declarations = self.targeting_decls(&event);
                Some((
                    target,
                    DecisionKind::Targeted {
                        event: index,
                        declarations,
                    },
                ))
            }
            EventStage::Offer => Some((by, DecisionKind::NegotiationOffer { target })),
            EventStage::Answer { offer } => {
                Some((target, DecisionKind::NegotiationAnswer { from: by, offer }))
            }
            EventStage::AfterDecline { offer } => Some((
                by,
                DecisionKind::AfterDecline {
                    declined_by: target,
                    offer,
                },
            )),
            EventStage::AmbushResponse => {
                Some((target, DecisionKind::AmbushResponse { ambusher: by }))
            }
            EventStage::InCombat => {
                if self.s.combat.is_some() {
                    self.combat_step()
                } else {
                    self.set_stage(EventStage::Done);
                    None
                }
            }
            EventStage::Done => {
                self.finish_event();
                self.s.resolving = None;
                self.s.phase = Phase::PriorityResolution { index: index + 1 };
                None
            }
        }
    }

    /// G-11.4, G-13.5 step 4: factions that still stand in the event go back to their origin.
    fn finish_event(&mut self) {
        let origins = self
            .s
            .resolving
            .as_ref()
            .map(|r| r.origins.clone())
            .unwrap_or_default();
        for (f, origin) in origins {
            let from = self.fac(f).district;
            if self.fac(f).alive() && from != origin {
                self.fac_mut(f).district = origin;
                self.emit(EventKind::Returned {
                    faction: f,
                    from,
                    to: origin,
                });
            }
        }
    }

    fn after_targeted(&mut self) {
        let Some((index, event)) = self.current_event() else {
            return;
        };
        let Some((by, target)) = self.event_parties() else {
            return;
        };
        let teleported = self
            .s
            .resolving
            .as_ref()
            .is_some_and(|r| r.targeted_teleport);
        if teleported {
            // G-11.2 step 1, G-12.2 step 1, G-13.5 step 2: Teleport cancels the event.
            self.emit(EventKind::EventCancelled {
                index,
                reason: CancelReason::TargetTeleported,
            });
            self.set_stage(EventStage::Done);
            return;
        }
        match event {
            PriorityEvent::Encounter { decl } => {
                let stance = match self.decl(decl) {
                    Some(PriorityDecl::Encounter { stance, .. }) => stance,
                    _ => EncounterStance::Fight,
                };
                let origin = self.fac(by).district;
                let to = self.fac(target).district;
                if let Some(r) = &mut self.s.resolving {
                    r.origins.push((by, origin));
                }
                if origin != to {
                    self.encounter_move(by, to);
                }
                let berserk = q::is_class(self.c, self.s, by, Class::Berserker)
                    || q::is_class(self.c, self.s, target, Class::Berserker);
                if stance == EncounterStance::Fight || berserk {
                    self.encounter_combat();
                } else {
                    self.set_stage(EventStage::Offer);
                }
            }
            PriorityEvent::Ambush { .. } => self.set_stage(EventStage::AmbushResponse),
            PriorityEvent::SoulEating { encounters, .. } => {
                let eater = by;
                let to = self.fac(eater).district;
                let mut list = Vec::new();
                for i in encounters {
                    let Some(PriorityDecl::Encounter { by: x, stance, .. }) = self.decl(i) else {
                        continue;
                    };
                    if !self.fac(x).alive() {
                        continue;
                    }
                    let origin = self.fac(x).district;
                    if let Some(r) = &mut self.s.resolving {
                        r.origins.push((x, origin));
                    }
                    if origin != to {
                        self.encounter_move(x, to);
                    }
                    list.push((x, stance, origin));
                }
                let mut parts = vec![eater];
                parts.extend(list.iter().map(|(x, _, _)| *x));
                self.start_combat(
                    CombatOrigin::SoulEating {
                        eater,
                        encounterers: list,
                    },
                    parts,
                );
            }
        }
    }

    fn encounter_combat(&mut self) {
        let Some((by, target)) = self.event_parties() else {
            return;
        };
        let origin = self
            .s
            .resolving
            .as_ref()
            .and_then(|r| r.origins.iter().find(|(f, _)| *f == by).map(|(_, d)| *d))
            .unwrap_or(self.fac(by).district);
        self.start_combat(
            CombatOrigin::Encounter {
                initiator: by,
                target,
                origin,
            },
            vec![by, target],
        );
    }

    fn ambush_combat(&mut self, flee: bool) {
        let Some((by, target)) = self.event_parties() else {
            return;
        };
        self.emit(EventKind::AmbushResponse { target, flee });
        self.start_combat(
            CombatOrigin::Ambush {
                ambusher: by,
                target,
                target_flees: flee,
            },
            vec![by, target],
        );
        if flee
            && let Some(p) = self
                .s
                .combat
                .as_mut()
                .and_then(|cb| cb.participant_mut(target))
        {
            p.fleeing = true;
        }
    }

    /// G-11.2 step 2, G-13.5 step 2: the encounterer goes to the target's district by the
    /// cheapest path, occupancy ignored (G-9.6.1), which its declaration had within reach.
    fn encounter_move(&mut self, f: FactionId, to: DistrictIdx) {
        let from = self.fac(f).district;
        let (path, cost) = q::cheapest_path(self.c, self.s, f, from, to);
        self.fac_mut(f).district = to;
        self.emit(EventKind::Moved {
            faction: f,
            from,
            path,
            cost,
        });
    }

    /// G-13.1: `f` eats in `district` (where the soul-eating was declared, G-9.9): 1d200 MP,
    /// and the district is marked. G-9.9: a district is eaten once, so the mark is checked
    /// again here, when the eating resolves, and an already eaten district gives nothing.
    pub fn soul_eat(&mut self, f: FactionId, district: DistrictIdx) {
        let eaten = self
            .s
            .soul_eaten
            .get(usize::from(district))
            .copied()
            .unwrap_or(true);
        if eaten {
            self.emit(EventKind::SoulEatingVoid {
                faction: f,
                district,
            });
            return;
        }
        let roll = self.die(200);
        let gained = self.gain_servant_mp(f, roll as i32, MpReason::SoulEating);
        if let Some(x) = self.s.soul_eaten.get_mut(usize::from(district)) {
            *x = true;
        }
        // G-35.1: servant MP is private, so the die and the gain are too.
        self.emit_private(
            f,
            EventKind::SoulEaten {
                faction: f,
                district,
                dice: roll,
                gained,
            },
        );
        self.emit(EventKind::SoulEatingDone {
            faction: f,
            district,
        });
    }
}
