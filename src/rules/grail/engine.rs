//! The engine at work on one state: `apply` (G-39.4), the advance loop, and the shared
//! mutations: dice (G-37), MP (G-7), buffs (G-21, in `buffs`), damage and death (G-28.4, G-34),
//! skills (G-19, in `skills`) and effect primitives (G-20, in `effects`).

use crate::content::grail::{
    BuffKind, CardType, Class, DebuffId, Duration, Effect, GrailContent, SkillOwner, TargetSpec,
    Timing, Trigger,
};

mod buffs;
mod effects;
mod skills;

use super::action::{Action, RuleError, TargetRef};
use super::event::{BuffEndReason, Event, EventKind, MpReason, Visibility};
use super::legal;
use super::query::{self as q};
use super::state::*;

pub(crate) struct Engine<'a> {
    pub c: &'a GrailContent,
    pub s: &'a mut GameState,
    pub ev: &'a mut Vec<Event>,
}

/// G-39.4: plays one action and returns every event up to the next decision. An illegal
/// action returns an error, changes no state and draws no dice.
pub fn apply(
    c: &GrailContent,
    s: &mut GameState,
    faction: FactionId,
    action: Action,
) -> Result<Vec<Event>, RuleError> {
    let mut ev = Vec::new();
    apply_into(c, s, faction, action, &mut ev)?;
    Ok(ev)
}

/// Like [`apply`], appending to `ev`.
pub fn apply_into(
    c: &GrailContent,
    s: &mut GameState,
    faction: FactionId,
    action: Action,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if s.outcome.is_some() {
        return Err(RuleError::GameOver);
    }
    let deciding = s.deciding();
    if deciding != Some(faction) {
        return Err(RuleError::NotYourDecision { faction, deciding });
    }
    if let Err(reason) = legal::check(c, s, faction, &action) {
        return Err(RuleError::IllegalAction {
            faction,
            action,
            reason,
        });
    }
    run(c, s, faction, action, ev);
    Ok(())
}

/// Like [`apply_into`] for an action just taken from this state's own listing
/// ([`legal_actions`](legal::legal_actions), [`MainPlan`](legal::MainPlan),
/// [`legal_free_actions`](legal::legal_free_actions)) by the decider: the simulator and the
/// search would otherwise check every action twice. Debug builds (and so the property
/// tests) still check it.
pub fn apply_listed(
    c: &GrailContent,
    s: &mut GameState,
    faction: FactionId,
    action: Action,
    ev: &mut Vec<Event>,
) {
    debug_assert!(s.outcome.is_none() && s.deciding() == Some(faction));
    debug_assert_eq!(legal::check(c, s, faction, &action), Ok(()), "{action:?}");
    run(c, s, faction, action, ev);
}

fn run(
    c: &GrailContent,
    s: &mut GameState,
    faction: FactionId,
    action: Action,
    ev: &mut Vec<Event>,
) {
    if let Some(log) = &mut s.log {
        log.push((faction, action.clone()));
    }
    s.actions_applied += 1;
    let mut e = Engine { c, s, ev };
    e.act(faction, action);
    e.advance();
}

/// Runs the automatic steps from the current phase to the next decision (used by setup
/// and by fixtures that build a position directly).
pub fn advance(c: &GrailContent, s: &mut GameState) -> Vec<Event> {
    let mut ev = Vec::new();
    let mut e = Engine { c, s, ev: &mut ev };
    e.advance();
    ev
}

impl<'a> Engine<'a> {
    // ------------------------------------------------------------------ basics

    pub fn emit_vis(&mut self, visibility: Visibility, kind: EventKind) {
        self.s.event_seq += 1;
        let round = self.s.combat.as_ref().map(|cb| cb.round);
        self.ev.push(Event {
            seq: self.s.event_seq,
            day: self.s.day,
            time: self.s.time,
            round,
            visibility,
            kind,
        });
    }

    pub fn emit(&mut self, kind: EventKind) {
        self.emit_vis(Visibility::Public, kind);
    }

    /// Events inside a combat are seen by its participants; others by everyone.
    pub fn emit_combat(&mut self, kind: EventKind) {
        self.emit_vis(self.combat_visibility(), kind);
    }

    /// Who a combat event is told to now: the combat's participants, or everyone.
    fn combat_visibility(&self) -> Visibility {
        match &self.s.combat {
            Some(cb) => Visibility::Participants { combat: cb.id },
            None => Visibility::Public,
        }
    }

    /// G-37.4, G-37.5: one die. A scripted value outside 1..=sides is recorded as a fault.
    pub fn die(&mut self, sides: u32) -> u32 {
        let sides = sides.max(1);
        if self.s.dice_fault.is_none() {
            match self.s.rng.remaining().first() {
                Some(&v) if v == 0 || v > sides => {
                    self.s.dice_fault = Some(format!(
                        "scripted value {v} is outside 1..={sides} (G-37.5)"
                    ));
                }
                None if self.s.rng.is_scripted() => {
                    self.s.dice_fault =
                        Some(format!("the dice script ran out at a d{sides} (G-37.5)"));
                }
                _ => {}
            }
        }
        self.s.rng.die(sides)
    }

    pub fn roll(&mut self, count: u32, sides: u32) -> Vec<u32> {
        (0..count).map(|_| self.die(sides)).collect()
    }

    pub fn fac(&self, f: FactionId) -> &Faction {
        &self.s.factions[usize::from(f)]
    }

    pub fn fac_mut(&mut self, f: FactionId) -> &mut Faction {
        &mut self.s.factions[usize::from(f)]
    }

    pub fn new_uid(&mut self) -> u32 {
        self.s.next_uid += 1;
        self.s.next_uid
    }

    pub fn max_hp(&self, f: FactionId) -> i32 {
        q::sdef(self.c, self.s, f).map(|d| d.max_hp).unwrap_or(1)
    }

    pub fn max_mp(&self, f: FactionId) -> i32 {
        q::sdef(self.c, self.s, f).map(|d| d.max_mp).unwrap_or(0)
    }

    pub fn master_max_mp(&self, f: FactionId) -> i32 {
        q::mdef(self.c, self.s, f).map(|d| d.max_mp).unwrap_or(0)
    }

    pub fn current_round(&self) -> Option<u16> {
        self.s.combat.as_ref().map(|cb| cb.round)
    }

    /// The advance loop: automatic steps until a decision is pending or the game is over.
    pub fn advance(&mut self) {
        self.s.pending = None;
        for _ in 0..1_000_000 {
            if self.s.outcome.is_some() {
                self.s.phase = Phase::GameOver;
                self.s.pending = None;
                return;
            }
            if let Some(d) = self.step() {
                let deadline_s = self
                    .s
                    .config
                    .decision_timer_s
                    .filter(|_| self.fac(d.0).controller == Controller::Human);
                self.s.pending = Some(Decision {
                    faction: d.0,
                    kind: d.1,
                    deadline_s,
                });
                return;
            }
        }
        // A safety net: an engine that cannot reach a decision ends the game in a draw.
        let alive: Vec<FactionId> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| x.id)
            .collect();
        self.finish(Outcome::Draw { factions: alive });
    }

    pub fn finish(&mut self, outcome: Outcome) {
        if self.s.outcome.is_some() {
            return;
        }
        self.s.outcome = Some(outcome.clone());
        self.s.phase = Phase::GameOver;
        self.s.pending = None;
        self.emit(EventKind::GameEnded { outcome });
    }

    // ------------------------------------------------------------------ MP (G-7)

    pub fn set_servant_mp(&mut self, f: FactionId, mp: i32) {
        let max = self.max_mp(f);
        self.fac_mut(f).servant.mp = mp.clamp(0, max);
    }

    /// G-7.7: an MP gain of the servant, capped at its max.
    pub fn gain_servant_mp(&mut self, f: FactionId, amount: i32, reason: MpReason) -> i32 {
        let before = self.fac(f).servant.mp;
        self.set_servant_mp(f, before + amount.max(0));
        let gained = self.fac(f).servant.mp - before;
        if gained != 0 {
            self.emit_private(
                f,
                EventKind::MpChanged {
                    faction: f,
                    servant: gained,
                    master: 0,
                    reason,
                },
            );
        }
        gained
    }

    pub fn gain_master_mp(&mut self, f: FactionId, amount: i32, reason: MpReason) -> i32 {
        let max = self.master_max_mp(f);
        let before = self.fac(f).master.mp;
        self.fac_mut(f).master.mp = (before + amount.max(0)).clamp(0, max);
        let gained = self.fac(f).master.mp - before;
        if gained != 0 {
            self.emit_private(
                f,
                EventKind::MpChanged {
                    faction: f,
                    servant: 0,
                    master: gained,
                    reason,
                },
            );
        }
        gained
    }

    pub fn emit_private(&mut self, f: FactionId, kind: EventKind) {
        let mut ids = vec![f];
        if let Some(a) = self.s.ally_of(f) {
            ids.push(a);
        }
        self.emit_vis(Visibility::Factions { ids }, kind);
    }

    /// G-7.3: pays a servant cost: servant MP first, the rest from accessible master MP.
    /// Then the zero-MP check (G-7.4). Returns the amount paid.
    pub fn pay_servant(&mut self, f: FactionId, cost: i32, reason: MpReason) -> i32 {
        if cost <= 0 {
            return 0;
        }
        let sv = self.fac(f).servant.mp;
        let from_servant = sv.min(cost);
        let rest = cost - from_servant;
        let from_master = rest.min(q::accessible_master_mp(self.s, f));
        let x = self.fac_mut(f);
        x.servant.mp -= from_servant;
        x.master.mp -= from_master;
        self.emit_private(
            f,
            EventKind::MpChanged {
                faction: f,
                servant: -from_servant,
                master: -from_master,
                reason,
            },
        );
        self.zero_mp_check(f);
        from_servant + from_master
    }

    pub fn pay_master(&mut self, f: FactionId, cost: i32, reason: MpReason) -> i32 {
        if cost <= 0 {
            return 0;
        }
        let paid = self.fac(f).master.mp.min(cost);
        self.fac_mut(f).master.mp -= paid;
        self.emit_private(
            f,
            EventKind::MpChanged {
                faction: f,
                servant: 0,
                master: -paid,
                reason,
            },
        );
        paid
    }

    /// An involuntary loss of servant MP (fumble, Mana Leak), then G-7.4.
    pub fn lose_servant_mp(&mut self, f: FactionId, amount: i32, reason: MpReason) {
        let lost = self.fac(f).servant.mp.min(amount.max(0));
        self.fac_mut(f).servant.mp -= lost;
        self.emit_private(
            f,
            EventKind::MpChanged {
                faction: f,
                servant: -lost,
                master: 0,
                reason,
            },
        );
        self.zero_mp_check(f);
    }

    /// G-7.4: a servant whose MP became 0 gets min(10, master MP) from its master while the
    /// link holds; otherwise it vanishes.
    pub fn zero_mp_check(&mut self, f: FactionId) {
        if !self.fac(f).alive() || self.fac(f).servant.mp > 0 {
            return;
        }
        let master = self.fac(f).master.mp;
        if q::link_active(self.s, f) && master >= 1 {
            let amount = master.min(10);
            let x = self.fac_mut(f);
            x.master.mp -= amount;
            x.servant.mp += amount;
            self.emit_private(f, EventKind::EmergencySupply { faction: f, amount });
        } else {
            self.eliminate(f, EliminationCause::Vanished, true);
        }
    }

    // ------------------------------------------------------------------ elimination (G-34)

    /// G-34.3, G-34.4: eliminates a faction. `check_win` is false during day-end upkeep
    /// (G-36.1: the check waits until every servant has paid).
    pub fn eliminate(&mut self, f: FactionId, cause: EliminationCause, check_win: bool) {
        if !self.fac(f).alive() {
            return;
        }
        let (day, time) = (self.s.day, self.s.time);
        self.fac_mut(f).status = FactionStatus::Eliminated { cause, day, time };
        match cause {
            EliminationCause::Vanished => self.emit(EventKind::ServantVanished { faction: f }),
            EliminationCause::Killed { by } => self.emit(EventKind::ServantDied {
                faction: f,
                credited: by,
            }),
            EliminationCause::SelfDestruct => self.emit(EventKind::ServantDied {
                faction: f,
                credited: None,
            }),
        }
        if let Some(cb) = &mut self.s.combat {
            if let Some(p) = cb.participant_mut(f)
                && p.status == ParticipantStatus::Active
            {
                p.status = if cause == EliminationCause::Vanished {
                    ParticipantStatus::Vanished
                } else {
                    ParticipantStatus::Dead
                };
                p.retreat = None;
                p.np_charge = None;
            }
            // G-29.9.6: units vanish when their summoner leaves the combat.
            cb.units.retain(|u| u.owner != f);
        }
        self.s.relations.retain(|r| r.a != f && r.b != f);
        for x in &mut self.s.factions {
            if let Some(k) = x.knowledge.get_mut(usize::from(f)) {
                *k = Knowledge::default();
            }
        }
        self.emit(EventKind::FactionEliminated { faction: f });
        if check_win {
            self.victory_check();
        }
    }

    /// G-36.1: last faction standing; none left is a draw. A Skirmish's combat decides its
    /// game instead, when it ends ([`Engine::end_skirmish`]): a servant falling in it is
    /// not the end yet.
    pub fn victory_check(&mut self) {
        if self.s.config.skirmish.is_some() && self.s.combat.is_some() {
            return;
        }
        let alive: Vec<FactionId> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| x.id)
            .collect();
        match alive.as_slice() {
            [] => {
                let all: Vec<FactionId> = self.s.factions.iter().map(|x| x.id).collect();
                self.finish(Outcome::Draw { factions: all });
            }
            [one] => self.finish(Outcome::Winner {
                faction: *one,
                by: WinReason::LastStanding,
            }),
            _ => {}
        }
    }

    // ------------------------------------------------------------------ HP and damage

    /// Heals a servant. Heal Block (DB12) stops it unless `command_spell` (G-33.6.1).
    pub fn heal(&mut self, f: FactionId, amount: i32, command_spell: bool) -> i32 {
        if !self.fac(f).alive() {
            return 0;
        }
        if !command_spell && q::has_debuff(self.s, f, DebuffId::DB12) {
            self.emit_combat(EventKind::Healed {
                target: Actor::Servant { faction: f },
                hp: 0,
            });
            return 0;
        }
        let max = self.max_hp(f);
        let before = self.fac(f).servant.hp;
        self.fac_mut(f).servant.hp = (before + amount.max(0)).min(max);
        let healed = self.fac(f).servant.hp - before;
        self.emit_combat(EventKind::Healed {
            target: Actor::Servant { faction: f },
            hp: healed,
        });
        healed
    }

    /// G-28.4, G-34: applies HP damage to a servant. `source` is the damaging faction
    /// (credited only when hostile and `credit`), `guts` is false for Self-Destruct.
    pub fn hurt_servant(
        &mut self,
        f: FactionId,
        amount: i32,
        source: Option<FactionId>,
        credit: bool,
        guts: bool,
    ) {
        if !self.fac(f).alive() {
            return;
        }
        let amount = amount.max(0);
        self.fac_mut(f).servant.hp -= amount;
        if amount > 0
            && credit
            && let Some(src) = source.filter(|&x| x != f && self.s.hostile(x, f))
            && let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f))
        {
            p.last_hostile_damager = Some(src);
        }
        if self.fac(f).servant.hp <= 0 {
            if guts && self.consume_guts(f) {
                // saved
            } else if guts && self.fire_auto(f, Trigger::OnLethalDamage) && self.consume_guts(f) {
                // G-28.4: a Guts granted by an OnLethalDamage skill triggers at once.
            } else {
                self.fac_mut(f).servant.hp = 0;
                let cause = if !guts {
                    EliminationCause::SelfDestruct
                } else if credit {
                    EliminationCause::Killed {
                        by: self
                            .s
                            .combat
                            .as_ref()
                            .and_then(|cb| cb.participant(f))
                            .and_then(|p| p.last_hostile_damager),
                    }
                } else {
                    EliminationCause::Killed { by: None }
                };
                // G-34.5: kill credit.
                if let EliminationCause::Killed { by: Some(k) } = cause
                    && self.fac(k).alive()
                {
                    self.fac_mut(k).grail_points += 1;
                    let points = self.fac(k).grail_points;
                    self.emit(EventKind::GrailPointGained { faction: k, points });
                }
                self.eliminate(f, cause, true);
                return;
            }
        }
        // G-28.4: OnHpBelowHalf, once per combat.
        let hp = self.fac(f).servant.hp;
        let max = self.max_hp(f);
        if hp * 2 < max {
            let first = self
                .s
                .combat
                .as_mut()
                .and_then(|cb| cb.participant_mut(f))
                .map(|p| {
                    let was = p.hp_half_fired;
                    p.hp_half_fired = true;
                    !was
                })
                .unwrap_or(false);
            if first {
                self.fire_auto(f, Trigger::OnHpBelowHalf);
            }
        }
    }

    /// G-34.2: consumes the earliest Guts buff and sets HP to its value.
    fn consume_guts(&mut self, f: FactionId) -> bool {
        let pos = self
            .fac(f)
            .servant
            .buffs
            .iter()
            .position(|b| matches!(b.buff_kind(), Some(BuffKind::Guts { .. })));
        let Some(i) = pos else { return false };
        let b = self.fac_mut(f).servant.buffs.remove(i);
        let hp = match b.buff_kind() {
            Some(BuffKind::Guts { hp }) => hp,
            _ => 1,
        };
        let max = self.max_hp(f);
        self.fac_mut(f).servant.hp = hp.clamp(1, max);
        self.emit_combat(EventKind::GutsTriggered {
            target: Actor::Servant { faction: f },
            hp,
        });
        self.emit_combat(EventKind::BuffRemoved {
            target: Actor::Servant { faction: f },
            uid: b.uid,
            reason: BuffEndReason::Consumed,
        });
        true
    }
}

/// A resolved effect target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffTarget {
    Faction(FactionId),
    District(DistrictIdx),
}

/// The later of two expiries (G-21.2), by a rough lifetime order.
fn later(a: Expiry, b: Expiry) -> Expiry {
    fn rank(e: Expiry) -> (u8, u16) {
        match e {
            Expiry::Activations { n } => (0, u16::from(n)),
            Expiry::RoundEnd { round } => (1, round),
            Expiry::StrategicRounds { n } => (1, u16::from(n)),
            Expiry::CombatEnd => (2, 0),
            Expiry::TurnEnd => (3, 0),
            Expiry::DayEnd => (4, 0),
            Expiry::Permanent => (5, 0),
        }
    }
    if rank(b) > rank(a) { b } else { a }
}

/// Puts a game straight into a combat (test fixtures, B.0 CF): a synthetic priority event
/// of the combat's origin is being resolved, so the turn continues normally afterwards.
pub fn begin_fixture_combat(
    c: &GrailContent,
    s: &mut GameState,
    origin: CombatOrigin,
    parts: Vec<FactionId>,
) -> Vec<Event> {
    stage_combat_event(s, &origin, &parts, &[]);
    let mut ev = Vec::new();
    let mut e = Engine { c, s, ev: &mut ev };
    let flees = matches!(
        origin,
        CombatOrigin::Ambush {
            target_flees: true,
            ..
        }
    );
    let target = match origin {
        CombatOrigin::Ambush { target, .. } => Some(target),
        _ => None,
    };
    e.start_combat(origin, parts);
    if let (true, Some(t)) = (flees, target)
        && let Some(p) = e.s.combat.as_mut().and_then(|cb| cb.participant_mut(t))
    {
        p.fleeing = true;
    }
    e.advance();
    ev
}

/// The turn a combat of `origin` between `parts` starts in: a synthetic priority event of
/// that origin being resolved (G-8.7), the participants engaged, the seats of `waiting`
/// with a Wait declaration (so G-17.4 asks them) and every other seat resting.
fn stage_combat_event(
    s: &mut GameState,
    origin: &CombatOrigin,
    parts: &[FactionId],
    waiting: &[FactionId],
) {
    let (decl, event, origins) = match origin {
        CombatOrigin::Encounter {
            initiator,
            target,
            origin: o,
        } => (
            PriorityDecl::Encounter {
                by: *initiator,
                target: *target,
                stance: EncounterStance::Fight,
            },
            PriorityEvent::Encounter { decl: 0 },
            vec![(*initiator, *o)],
        ),
        CombatOrigin::Ambush {
            ambusher, target, ..
        } => (
            PriorityDecl::Ambush {
                by: *ambusher,
                target: *target,
            },
            PriorityEvent::Ambush { decl: 0 },
            Vec::new(),
        ),
        CombatOrigin::SoulEating {
            eater,
            encounterers,
        } => (
            PriorityDecl::SoulEating { by: *eater },
            PriorityEvent::SoulEating {
                decl: 0,
                encounters: Vec::new(),
            },
            encounterers.iter().map(|(f, _, d)| (*f, *d)).collect(),
        ),
    };
    s.priority_decls = vec![decl];
    s.priority_events = vec![event];
    for x in &mut s.factions {
        x.turn = TurnState::default();
        let action = if parts.contains(&x.id) {
            x.turn.engaged = true;
            None
        } else if waiting.contains(&x.id) {
            Some(TurnAction::Wait)
        } else {
            Some(TurnAction::Rest)
        };
        x.turn.declared = Some(Declaration {
            move_path: Vec::new(),
            action,
        });
    }
    s.phase = Phase::PriorityResolution { index: 0 };
    s.resolving = Some(Resolving {
        index: 0,
        stage: EventStage::InCombat,
        origins,
        targeted_teleport: false,
    });
    s.pending = None;
}

impl Engine<'_> {
    /// A Skirmish's game ends with its combat `cb` (just cleaned up): won by the one
    /// participant, fighter or intervener, still in it with a living servant; otherwise
    /// a draw of every faction whose servant lives (of all of them if none does, as
    /// G-36.1 has it).
    pub(crate) fn end_skirmish(&mut self, cb: &CombatState) {
        let held: Vec<FactionId> = cb
            .participants
            .iter()
            .filter(|p| p.status == ParticipantStatus::Active && self.fac(p.faction).alive())
            .map(|p| p.faction)
            .collect();
        if let [one] = held.as_slice() {
            self.finish(Outcome::Winner {
                faction: *one,
                by: WinReason::HeldTheField,
            });
            return;
        }
        let alive: Vec<FactionId> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| x.id)
            .collect();
        let factions = if alive.is_empty() {
            self.s.factions.iter().map(|x| x.id).collect()
        } else {
            alive
        };
        self.finish(Outcome::Draw { factions });
    }

    /// A Skirmish starts in its combat at `fight` (setup has placed the seats): an Ambush
    /// of the first other fighter by the ambusher, or else an Encounter of the first two
    /// fighters who chose to fight; every fighter takes part, and the waiting seats have
    /// declared Wait, so the intervention window asks them (G-17.3, G-17.4).
    pub(crate) fn begin_skirmish(&mut self, sk: &SkirmishSetup, fight: DistrictIdx) {
        let fighters: Vec<FactionId> = (0..self.s.n())
            .filter(|f| !sk.waiting.contains(f))
            .collect();
        let first_other = |not: FactionId| fighters.iter().copied().find(|&f| f != not);
        let origin = match sk.ambusher {
            Some(ambusher) => CombatOrigin::Ambush {
                ambusher,
                target: first_other(ambusher).unwrap_or(ambusher),
                target_flees: false,
            },
            None => {
                let initiator = fighters.first().copied().unwrap_or(0);
                CombatOrigin::Encounter {
                    initiator,
                    target: first_other(initiator).unwrap_or(initiator),
                    origin: self.fac(initiator).district,
                }
            }
        };
        let time = self.s.time;
        self.emit(EventKind::TurnStarted {
            time,
            lead: self.s.lead_seat,
        });
        stage_combat_event(self.s, &origin, &fighters, &sk.waiting);
        self.start_combat_at(origin, fighters, fight);
        self.advance();
    }
}

/// G-18.2: the initiative order of the current combat (for tests and the UI).
pub fn initiative_of(c: &GrailContent, s: &GameState) -> Vec<Actor> {
    let mut s2 = s.clone();
    let mut ev = Vec::new();
    let e = Engine {
        c,
        s: &mut s2,
        ev: &mut ev,
    };
    e.compute_initiative()
}
