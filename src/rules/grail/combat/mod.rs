//! Combat (G-17 – G-32): setup and intervention, rounds and initiative, windows,
//! activations, retreat and flight, round end, combat end and cleanup. Attacks are in `attack`
//! (their numbers in `terms`, the critical and fumble tables in `tables`), Noble Phantasms in
//! `phantasm`, command spells in `spells`.

mod attack;
mod ending;
mod phantasm;
mod tables;
mod terms;
pub use terms::{
    ARTS_MP, BUSTER_BONUS, BUSTER_CAP, CheckSpec, DamageSpec, QUICK_BONUS, QUICK_CAP, TargetSide,
    attack_damage_spec, check_flags, defense_card, defense_check_spec, first_strike, guard_value,
    hit_check_spec, np_damage_spec, opposed, range_penalty, reaction_card, target_side, threshold,
    weakness,
};
mod spells;

use crate::content::grail::{BuffKind, CardCounts, DebuffId, NpKind, Stat};

use super::action::Action;
use super::engine::Engine;
use super::event::{BuffEndReason, DamageTerm, EventKind, MpReason, Visibility};
use super::query as q;
use super::state::*;
use super::strategic::Ask;

/// G-32.3 round cap.
pub const ROUND_CAP: u16 = 30;
/// G-32.3 stalemate: quiet rounds in a row.
pub const STALEMATE_ROUNDS: u8 = 3;

/// G-24.5: the hands are refilled at the end of every third round.
pub fn refills_after(round: u16) -> bool {
    round.is_multiple_of(3)
}

pub(crate) fn new_participant(f: FactionId) -> Participant {
    Participant {
        faction: f,
        status: ParticipantStatus::Active,
        hand: Default::default(),
        critical_cards: Default::default(),
        buster_pending: 0,
        quick_pending: 0,
        np_charge: None,
        retreat: None,
        fleeing: false,
        joined_as_intervener: false,
        main_action_spent: false,
        np_fired_round: None,
        skills_used_this_round: Vec::new(),
        auto_fired: Vec::new(),
        hp_half_fired: false,
        last_hostile_damager: None,
        ceasefire_offered: false,
        np_decided_this_window: false,
        teleported: false,
        used_skills: Vec::new(),
        used_np: false,
    }
}

impl Engine<'_> {
    /// G-17.1, G-17.2: creates a combat; intervention runs first (G-17.4).
    pub fn start_combat(&mut self, origin: CombatOrigin, parts: Vec<FactionId>) {
        let district = match origin {
            CombatOrigin::Ambush { target, .. } => self.fac(target).district,
            _ => parts.first().map(|&f| self.fac(f).district).unwrap_or(0),
        };
        self.start_combat_at(origin, parts, district);
    }

    /// Like [`Engine::start_combat`], in a given district: a Skirmish's fight is at the
    /// district it was set up around, wherever its participants stand.
    pub fn start_combat_at(
        &mut self,
        origin: CombatOrigin,
        parts: Vec<FactionId>,
        district: DistrictIdx,
    ) {
        self.s.next_combat_id += 1;
        let id = self.s.next_combat_id;
        let participants: Vec<Participant> = parts.iter().map(|&f| new_participant(f)).collect();
        for &f in &parts {
            self.fac_mut(f).turn.fought = true;
        }
        self.emit(EventKind::CombatStarted {
            combat: id,
            district,
            origin: origin.clone(),
            participants: parts,
        });
        self.s.combat = Some(CombatState {
            id,
            district,
            origin,
            round: 0,
            phase: CombatPhase::Intervention { cursor: 0 },
            participants,
            units: Vec::new(),
            initiative: Vec::new(),
            order: Vec::new(),
            quiet_rounds: 0,
            offensive_this_round: false,
            attack: None,
            end_reason: None,
        });
        if let Some(r) = &mut self.s.resolving {
            r.stage = EventStage::InCombat;
        }
    }

    fn set_cphase(&mut self, p: CombatPhase) {
        if let Some(cb) = &mut self.s.combat {
            cb.phase = p;
        }
    }

    fn cphase(&self) -> Option<CombatPhase> {
        self.s.combat.as_ref().map(|cb| cb.phase)
    }

    /// G-17.4: eligible to be asked about intervening.
    fn may_intervene(&self, f: FactionId) -> bool {
        let x = self.fac(f);
        x.alive()
            && x.turn.declared.as_ref().and_then(|d| d.action) == Some(TurnAction::Wait)
            && !x.turn.fought
            && !x.master.asleep
            && self
                .s
                .combat
                .as_ref()
                .is_some_and(|cb| cb.participant(f).is_none())
    }

    pub fn combat_step(&mut self) -> Ask {
        if self.s.combat.as_ref().is_some_and(|cb| cb.attack.is_some()) {
            return self.attack_step();
        }
        let phase = self.cphase()?;
        match phase {
            CombatPhase::Intervention { cursor } => {
                if cursor >= self.s.n() {
                    self.set_cphase(CombatPhase::Begin);
                    return None;
                }
                let f = self.seat_at(cursor);
                if self.may_intervene(f)
                    && let Some(cb) = &self.s.combat
                {
                    let kind = DecisionKind::InterventionPrompt {
                        combat: cb.id,
                        district: cb.district,
                        participants: cb.participants.iter().map(|p| p.faction).collect(),
                    };
                    return Some((f, kind));
                }
                self.set_cphase(CombatPhase::Intervention { cursor: cursor + 1 });
                None
            }
            CombatPhase::Begin => {
                self.begin_combat();
                None
            }
            CombatPhase::CombatStartWindow { cursor } => match self.window_actor(cursor) {
                WindowAt::Ask(f) => Some((f, DecisionKind::CombatStartWindow)),
                WindowAt::Skip => {
                    self.set_cphase(CombatPhase::CombatStartWindow { cursor: cursor + 1 });
                    None
                }
                WindowAt::End => {
                    self.set_cphase(CombatPhase::RoundStart);
                    None
                }
            },
            CombatPhase::RoundStart => {
                self.round_start();
                None
            }
            CombatPhase::RoundStartWindow { cursor } => match self.window_actor(cursor) {
                WindowAt::Ask(f) => Some((f, DecisionKind::RoundStartWindow)),
                WindowAt::Skip => {
                    self.set_cphase(CombatPhase::RoundStartWindow { cursor: cursor + 1 });
                    None
                }
                WindowAt::End => {
                    self.after_round_start_window();
                    None
                }
            },
            CombatPhase::Activation { index, step } => self.activation_step(index, step),
            CombatPhase::RoundEnd => {
                self.round_end();
                None
            }
            CombatPhase::Ended => {
                self.combat_cleanup();
                None
            }
        }
    }

    fn window_actor(&self, cursor: u8) -> WindowAt {
        let Some(cb) = &self.s.combat else {
            return WindowAt::End;
        };
        match cb.initiative.get(usize::from(cursor)) {
            None => WindowAt::End,
            Some(Actor::Servant { faction }) if cb.is_active(*faction) => WindowAt::Ask(*faction),
            Some(_) => WindowAt::Skip,
        }
    }

    pub fn combat_act(&mut self, f: FactionId, kind: DecisionKind, action: Action) {
        let round = self.current_round().unwrap_or(0);
        match (kind, action) {
            (DecisionKind::InterventionPrompt { .. }, Action::Intervene { join }) => {
                if join {
                    let from = self.fac(f).district;
                    let x = self.fac_mut(f);
                    x.turn.fought = true;
                    x.turn.intervened = true;
                    if let Some(cb) = &mut self.s.combat {
                        let mut p = new_participant(f);
                        p.joined_as_intervener = true;
                        cb.participants.push(p);
                    }
                    self.emit(EventKind::Intervened { faction: f, from });
                }
                if let Some(CombatPhase::Intervention { cursor }) = self.cphase() {
                    self.set_cphase(CombatPhase::Intervention { cursor: cursor + 1 });
                }
            }
            (DecisionKind::CombatStartWindow, Action::Done) => {
                if let Some(CombatPhase::CombatStartWindow { cursor }) = self.cphase() {
                    self.set_cphase(CombatPhase::CombatStartWindow { cursor: cursor + 1 });
                }
            }
            (DecisionKind::RoundStartWindow, a) => self.round_start_answer(f, round, a),
            (DecisionKind::OwnTurnStartWindow, Action::Done) => {
                if let Some(CombatPhase::Activation { index, .. }) = self.cphase() {
                    self.set_cphase(CombatPhase::Activation {
                        index,
                        step: ActivationStep::MainAction,
                    });
                }
            }
            (DecisionKind::MainAction { actor }, a) => {
                if let Some(CombatPhase::Activation { index, .. }) = self.cphase() {
                    self.set_cphase(CombatPhase::Activation {
                        index,
                        step: ActivationStep::Finish,
                    });
                }
                self.main_action(actor, a);
            }
            (DecisionKind::Reaction { .. }, Action::React { reaction }) => {
                self.attack_react(f, reaction)
            }
            (DecisionKind::CriticalChoice { .. }, Action::ChooseCritical { choice }) => {
                self.crit_choice(f, choice)
            }
            (DecisionKind::FumbleHpOrMp { .. }, Action::ChooseFumbleTarget { hp }) => {
                self.fumble_f1(f, hp)
            }
            _ => {}
        }
    }

    /// G-18.3 step 2: round-start window answers.
    fn round_start_answer(&mut self, f: FactionId, round: u16, a: Action) {
        match a {
            Action::DeclareNp => {
                let charge = q::sdef(self.c, self.s, f).map(|d| d.np.charge).unwrap_or(0);
                let fire_round = round + u16::from(charge);
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.np_charge = Some(NpCharge {
                        declared_round: round,
                        fire_round,
                    });
                    p.np_decided_this_window = true;
                }
                self.emit_combat(EventKind::NpDeclared {
                    faction: f,
                    fire_round,
                });
            }
            Action::CancelNp => {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.np_charge = None;
                    p.np_decided_this_window = true;
                }
                self.emit_combat(EventKind::NpChargeCancelled { faction: f });
            }
            Action::DeclareRetreat => {
                // G-31.1: a retreat cancels a pending NP charge.
                let mut cancelled = false;
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.retreat = Some(RetreatState {
                        declared_round: round,
                        moved: false,
                    });
                    cancelled = p.np_charge.take().is_some();
                }
                self.emit_combat(EventKind::RetreatDeclared { faction: f });
                if cancelled {
                    self.emit_combat(EventKind::NpChargeCancelled { faction: f });
                }
            }
            Action::OfferCeasefire => {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.ceasefire_offered = true;
                }
                self.emit_combat(EventKind::CeasefireOffered { faction: f });
            }
            Action::Done => {
                if let Some(CombatPhase::RoundStartWindow { cursor }) = self.cphase() {
                    self.set_cphase(CombatPhase::RoundStartWindow { cursor: cursor + 1 });
                }
            }
            _ => {}
        }
    }

    /// G-18.2: initiative order of the actors present (units from the round after their
    /// summoning).
    pub fn compute_initiative(&self) -> Vec<Actor> {
        let Some(cb) = &self.s.combat else {
            return Vec::new();
        };
        let mut keys: Vec<((i32, i32, i32, u8, u32), Actor)> =
            Vec::with_capacity(cb.participants.len() + cb.units.len());
        for p in &cb.participants {
            if p.status != ParticipantStatus::Active {
                continue;
            }
            let f = p.faction;
            let agi = q::stat(self.c, self.s, f, Stat::Agi);
            let luk = q::stat(self.c, self.s, f, Stat::Luk);
            let pos = i32::from(self.s.order_pos(f));
            keys.push(((-agi, -luk, pos, 0, 0), Actor::Servant { faction: f }));
        }
        for u in &cb.units {
            if u.joined_round >= cb.round {
                continue;
            }
            let pos = i32::from(self.s.order_pos(u.owner));
            keys.push(((-u.spec.agi, 0, pos, 1, u.uid), Actor::Unit { uid: u.uid }));
        }
        keys.sort();
        keys.into_iter().map(|(_, a)| a).collect()
    }

    /// G-17.5: combat start.
    fn begin_combat(&mut self) {
        let parts: Vec<FactionId> = match &self.s.combat {
            Some(cb) => cb.participants.iter().map(|p| p.faction).collect(),
            None => return,
        };
        for &f in &parts {
            let deck = q::sdef(self.c, self.s, f)
                .map(|d| d.deck)
                .unwrap_or_default();
            if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                p.hand = deck;
                p.buster_pending = 0;
                p.quick_pending = 0;
            }
            // G-21.3: strategic Rounds(n) effects last until the end of round n.
            for b in &mut self.fac_mut(f).servant.buffs {
                if let Expiry::StrategicRounds { n } = b.expiry {
                    b.expiry = Expiry::RoundEnd {
                        round: u16::from(n),
                    };
                }
            }
        }
        if let Some(cb) = &mut self.s.combat {
            cb.round = 1;
        }
        let init = self.compute_initiative();
        if let Some(cb) = &mut self.s.combat {
            cb.initiative = init.clone();
        }
        let ambushed = match self.s.combat.as_ref().map(|cb| &cb.origin) {
            Some(CombatOrigin::Ambush { target, .. }) => Some(*target),
            _ => None,
        };
        for a in &init {
            if let Actor::Servant { faction } = *a {
                self.fire_auto(faction, crate::content::grail::Trigger::OnCombatStart);
                if ambushed == Some(faction) {
                    self.fire_auto(faction, crate::content::grail::Trigger::OnAmbushed);
                }
            }
        }
        self.set_cphase(CombatPhase::CombatStartWindow { cursor: 0 });
    }

    /// G-18.3 step 1.
    fn round_start(&mut self) {
        let round = self.current_round().unwrap_or(1);
        self.emit_combat(EventKind::RoundStarted { round });
        let init = self.compute_initiative();
        for a in &init {
            let Actor::Servant { faction: f } = *a else {
                continue;
            };
            let regen_hp = q::buff_sum(self.c, self.s, f, |k| k == BuffKind::RegenHp);
            if regen_hp > 0 {
                self.heal(f, regen_hp, false);
            }
            let regen_mp = q::buff_sum(self.c, self.s, f, |k| k == BuffKind::RegenMp);
            if regen_mp > 0 {
                self.gain_servant_mp(f, regen_mp, MpReason::Regen);
            }
            // G-29.8: a passive Arts NP restores 2 MP at every round start.
            let passive_arts = q::sdef(self.c, self.s, f).is_some_and(|d| {
                d.np.kind == NpKind::Passive && d.np.card == crate::content::grail::CardType::Arts
            });
            if passive_arts {
                self.gain_servant_mp(f, 2, MpReason::PassiveArtsNp);
            }
        }
        let init = self.compute_initiative();
        self.emit_combat(EventKind::InitiativeSet {
            order: init.clone(),
        });
        if let Some(cb) = &mut self.s.combat {
            cb.initiative = init;
            cb.phase = CombatPhase::RoundStartWindow { cursor: 0 };
        }
    }

    /// G-18.3 steps 3–4: ceasefire and end checks, then this round's activation order.
    fn after_round_start_window(&mut self) {
        let ceasefire = self.s.combat.as_ref().is_some_and(|cb| {
            let active: Vec<&Participant> = cb
                .participants
                .iter()
                .filter(|p| p.status == ParticipantStatus::Active)
                .collect();
            !active.is_empty() && active.iter().all(|p| p.ceasefire_offered)
        });
        if ceasefire {
            self.end_combat(CombatEndReason::Ceasefire);
            return;
        }
        if self.no_hostile_pair() {
            self.end_combat(CombatEndReason::NoHostiles);
            return;
        }
        let mut order = self.compute_initiative();
        // G-12.4: the ambusher acts first in round 1, unless negated.
        if let Some(cb) = &self.s.combat
            && cb.round == 1
            && let CombatOrigin::Ambush {
                ambusher, target, ..
            } = cb.origin
        {
            let negated = q::negates_ambush(self.c, self.s, target, &self.s.negate_ambush);
            let a = Actor::Servant { faction: ambusher };
            if !negated && order.contains(&a) {
                order.retain(|x| *x != a);
                order.insert(0, a);
            }
        }
        self.emit_combat(EventKind::InitiativeSet {
            order: order.clone(),
        });
        if let Some(cb) = &mut self.s.combat {
            cb.order = order;
            cb.phase = CombatPhase::Activation {
                index: 0,
                step: ActivationStep::Start,
            };
        }
    }

    /// G-32.3 condition 1.
    fn no_hostile_pair(&self) -> bool {
        let Some(cb) = &self.s.combat else {
            return true;
        };
        let mut active = cb
            .participants
            .iter()
            .filter(|p| p.status == ParticipantStatus::Active)
            .map(|p| p.faction);
        // Each pair once, without collecting: this runs before every activation.
        while let Some(a) = active.next() {
            if active.clone().any(|b| self.s.hostile(a, b)) {
                return false;
            }
        }
        true
    }

    pub fn end_combat(&mut self, reason: CombatEndReason) {
        if let Some(cb) = &mut self.s.combat {
            cb.end_reason = Some(reason);
            cb.phase = CombatPhase::Ended;
            cb.attack = None;
        }
    }

    fn next_activation(&mut self, index: u8) {
        if self.no_hostile_pair() {
            self.end_combat(CombatEndReason::NoHostiles);
            return;
        }
        self.set_cphase(CombatPhase::Activation {
            index: index + 1,
            step: ActivationStep::Start,
        });
    }

    /// G-18.4.
    fn activation_step(&mut self, index: u8, step: ActivationStep) -> Ask {
        let actor = self
            .s
            .combat
            .as_ref()
            .and_then(|cb| cb.order.get(usize::from(index)).copied());
        let Some(actor) = actor else {
            self.set_cphase(CombatPhase::RoundEnd);
            return None;
        };
        let round = self.current_round().unwrap_or(1);
        match actor {
            Actor::Unit { uid } => {
                let Some(owner) = self
                    .s
                    .combat
                    .as_ref()
                    .and_then(|cb| cb.unit(uid))
                    .map(|u| u.owner)
                else {
                    self.next_activation(index);
                    return None;
                };
                match step {
                    ActivationStep::Start | ActivationStep::OwnTurnStart => {
                        self.emit_combat(EventKind::ActivationStarted { actor });
                        self.set_cphase(CombatPhase::Activation {
                            index,
                            step: ActivationStep::MainAction,
                        });
                        None
                    }
                    ActivationStep::MainAction => Some((owner, DecisionKind::MainAction { actor })),
                    ActivationStep::Finish => {
                        self.next_activation(index);
                        None
                    }
                }
            }
            Actor::Servant { faction: f } => {
                let active = self.s.combat.as_ref().is_some_and(|cb| cb.is_active(f));
                if !active {
                    self.next_activation(index);
                    return None;
                }
                match step {
                    ActivationStep::Start => {
                        self.emit_combat(EventKind::ActivationStarted { actor });
                        self.activation_start(f, round);
                        if !self.s.combat.as_ref().is_some_and(|cb| cb.is_active(f)) {
                            self.finish_activation(f, index);
                        } else {
                            self.set_cphase(CombatPhase::Activation {
                                index,
                                step: ActivationStep::OwnTurnStart,
                            });
                        }
                        None
                    }
                    ActivationStep::OwnTurnStart => Some((f, DecisionKind::OwnTurnStartWindow)),
                    ActivationStep::MainAction => {
                        let spent = q::participant(self.s, f).is_some_and(|p| p.main_action_spent);
                        if spent {
                            self.set_cphase(CombatPhase::Activation {
                                index,
                                step: ActivationStep::Finish,
                            });
                            return None;
                        }
                        Some((f, DecisionKind::MainAction { actor }))
                    }
                    ActivationStep::Finish => {
                        self.finish_activation(f, index);
                        None
                    }
                }
            }
        }
    }

    /// G-18.4 steps 2–4: escape, flight, Burn and Mana Leak.
    fn activation_start(&mut self, f: FactionId, round: u16) {
        let Some(p) = q::participant(self.s, f).cloned() else {
            return;
        };
        if let Some(r) = p.retreat
            && r.declared_round < round
        {
            if r.moved {
                // G-31.5: not caught: escaped.
                self.remove_participant(f, ParticipantStatus::Escaped);
                self.emit_combat(EventKind::Escaped { faction: f });
                return;
            }
            if let Some(pm) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                pm.retreat = None;
            }
        }
        if p.fleeing {
            // G-12.3: removed as Fled before it acts.
            self.remove_participant(f, ParticipantStatus::Fled);
            self.emit_combat(EventKind::Fled { faction: f });
            return;
        }
        // Burn and Mana Leak, in the order the debuffs were applied.
        let dots: Vec<(DebuffId, Option<FactionId>)> = self
            .fac(f)
            .servant
            .buffs
            .iter()
            .filter_map(|b| {
                b.debuff()
                    .filter(|d| matches!(d, DebuffId::DB10 | DebuffId::DB13))
                    .map(|d| (d, b.source_faction))
            })
            .collect();
        for (d, src) in dots {
            if !self.fac(f).alive() {
                break;
            }
            match d {
                DebuffId::DB10 => {
                    self.emit_combat(EventKind::DamageDealt {
                        target: Actor::Servant { faction: f },
                        source: src.map(|s| Actor::Servant { faction: s }),
                        amount: 5,
                        breakdown: vec![(DamageTerm::Burn, 5)],
                        dice: Vec::new(),
                    });
                    self.mark_offense();
                    self.hurt_servant(f, 5, src, true, true);
                }
                _ => self.lose_servant_mp(f, 5, MpReason::ManaLeak),
            }
        }
    }

    pub fn mark_offense(&mut self) {
        if let Some(cb) = &mut self.s.combat {
            cb.offensive_this_round = true;
        }
    }

    /// Removes a participant from the combat with a status (its units vanish, G-29.9.6).
    pub fn remove_participant(&mut self, f: FactionId, status: ParticipantStatus) {
        if let Some(cb) = &mut self.s.combat {
            if let Some(p) = cb.participant_mut(f) {
                p.status = status;
                p.retreat = None;
                p.np_charge = None;
            }
            cb.units.retain(|u| u.owner != f);
        }
    }

    /// G-18.4 step 7: end of activation.
    fn finish_activation(&mut self, f: FactionId, index: u8) {
        let round = self.current_round().unwrap_or(1);
        // Activations(n) effects tick down.
        let mut expired = Vec::new();
        for b in &mut self.fac_mut(f).servant.buffs {
            if let Expiry::Activations { n } = &mut b.expiry {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    expired.push(b.uid);
                }
            }
        }
        if !expired.is_empty() {
            self.remove_buffs(f, BuffEndReason::Expired, |b| expired.contains(&b.uid));
        }
        // G-29.3.5: a charge not fired in its fire round is lost.
        let lost = self
            .s
            .combat
            .as_mut()
            .and_then(|cb| cb.participant_mut(f))
            .is_some_and(|p| {
                let due = p.np_charge.is_some_and(|c| c.fire_round <= round);
                if due {
                    p.np_charge = None;
                }
                due
            });
        if lost {
            self.emit_combat(EventKind::NpChargeLost { faction: f });
        }
        self.next_activation(index);
    }

    /// G-31.4: retreaters with a hostile in their district are caught.
    pub fn catch_check(&mut self) {
        let Some(cb) = &self.s.combat else { return };
        let retreaters: Vec<FactionId> = cb
            .participants
            .iter()
            .filter(|p| p.status == ParticipantStatus::Active && p.retreat.is_some_and(|r| r.moved))
            .map(|p| p.faction)
            .collect();
        for f in retreaters {
            let pos = self.fac(f).district;
            let catcher = q::combat_actors(self.s).into_iter().find(|&a| {
                a != Actor::Servant { faction: f }
                    && q::hostile_to(self.s, f, a)
                    && q::actor_pos(self.s, a) == Some(pos)
            });
            if let Some(by) = catcher {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.retreat = None;
                }
                self.emit_combat(EventKind::RetreatCaught { faction: f, by });
            }
        }
    }

    /// Moves a servant along a combat path (already checked), then the catch check.
    pub fn combat_move(&mut self, f: FactionId, path: &[DistrictIdx]) {
        let Some(&last) = path.last() else { return };
        let from = self.fac(f).district;
        let cost = q::walk_cost(self.c, self.s, f, from, path);
        self.fac_mut(f).district = last;
        self.emit_combat(EventKind::Moved {
            faction: f,
            from,
            path: path.to_vec(),
            cost,
        });
        self.catch_check();
    }
}

enum WindowAt {
    Ask(FactionId),
    Skip,
    End,
}
