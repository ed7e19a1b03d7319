//! The turn flow: phases, decisions, priority and the resolution of each action.

use crate::content::duel::{CardKind, DuelContent, TickPhase};

use super::action::{Action, RuleError};
use super::constants::{ASTRAL_CHARGE_MAX, HAND_MAX, PHASE_ACTION_CAP, REFILL_TO, TURN_LIMIT};
use super::effects::with_power;
use super::event::{DrawSkip, Event, TapCause, Zone};
use super::legal::{is_legal, only_pass};
use super::state::*;

/// The engine at work on one state: content to read, state to change, events to report.
pub(crate) struct Engine<'a> {
    pub c: &'a DuelContent,
    pub s: &'a mut State,
    /// `None` in a quiet run: playouts and search need only the state, and building
    /// events they drop would cost a third of their time.
    ev: Option<&'a mut Vec<Event>>,
    /// Set by an `Equip` effect, so the cast knows its Code found a bearer (D-10.6).
    pub equipped: bool,
}

/// Effect context: who controls it, who casts it, what it targets (D-25).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ctx {
    pub controller: PlayerId,
    pub caster: Option<UnitId>,
    pub chosen: Option<UnitId>,
    pub bearer: Option<UnitId>,
    pub source: Source,
    pub kind: DamageKind,
    pub casting: Option<CardInst>,
}

impl Ctx {
    pub fn triggered(controller: PlayerId, source: Source, caster: Option<UnitId>) -> Ctx {
        Ctx {
            controller,
            caster,
            chosen: None,
            bearer: None,
            source,
            kind: DamageKind::Other,
            casting: None,
        }
    }
}

/// Plays one action (D-29.4) and returns every event up to the next decision.
pub fn apply(
    c: &DuelContent,
    s: &mut State,
    player: PlayerId,
    action: Action,
) -> Result<Vec<Event>, RuleError> {
    let mut ev = Vec::new();
    apply_into(c, s, player, action, &mut ev)?;
    Ok(ev)
}

/// Like [`apply`], appending the events to `ev` (lets playouts reuse one buffer).
pub fn apply_into(
    c: &DuelContent,
    s: &mut State,
    player: PlayerId,
    action: Action,
    ev: &mut Vec<Event>,
) -> Result<(), RuleError> {
    run(c, s, player, action, Some(ev))
}

/// Like [`apply`] without building any event: the same rules and the same resulting
/// state, for random playouts and tree search, which look only at the state.
pub fn apply_quiet(
    c: &DuelContent,
    s: &mut State,
    player: PlayerId,
    action: Action,
) -> Result<(), RuleError> {
    run(c, s, player, action, None)
}

fn run(
    c: &DuelContent,
    s: &mut State,
    player: PlayerId,
    action: Action,
    ev: Option<&mut Vec<Event>>,
) -> Result<(), RuleError> {
    if s.outcome.is_some() {
        return Err(RuleError::GameOver);
    }
    if action == Action::Concede {
        let mut e = Engine::with_sink(c, s, ev);
        e.finish(Outcome::Win {
            winner: player.other(),
            reason: EndReason::Concede,
        });
        return Ok(());
    }
    let deciding = s.deciding_player();
    if deciding != Some(player) {
        return Err(RuleError::NotYourDecision { player, deciding });
    }
    if !is_legal(c, s, action) {
        return Err(RuleError::IllegalAction { player, action });
    }
    let mut e = Engine::with_sink(c, s, ev);
    e.act(player, action);
    e.settle();
    Ok(())
}

/// Starts `phase` of the current turn from its beginning and runs to the first decision.
/// Used by tests and scenarios that build a position directly (D-27.5).
pub fn begin_phase(c: &DuelContent, s: &mut State, phase: Phase) -> Vec<Event> {
    let mut ev = Vec::new();
    let mut e = Engine::new(c, s, &mut ev);
    e.s.pending = None;
    match phase {
        Phase::Start => e.begin_turn(),
        Phase::Draw => e.begin_draw(),
        Phase::Charge => e.begin_charge(),
        Phase::Main => e.begin_main(),
        Phase::End => e.end_phase(),
    }
    e.settle();
    ev
}

impl<'a> Engine<'a> {
    pub fn new(c: &'a DuelContent, s: &'a mut State, ev: &'a mut Vec<Event>) -> Self {
        Self::with_sink(c, s, Some(ev))
    }

    fn with_sink(c: &'a DuelContent, s: &'a mut State, ev: Option<&'a mut Vec<Event>>) -> Self {
        Engine {
            c,
            s,
            ev,
            equipped: false,
        }
    }

    /// Whether events are wanted: callers skip building the costly ones (those that
    /// copy dice or decisions) when they are not.
    pub fn recording(&self) -> bool {
        self.ev.is_some()
    }

    #[inline]
    pub fn emit(&mut self, e: Event) {
        match self.ev.as_deref_mut() {
            Some(ev) => ev.push(e),
            None if e.owns_heap() => drop(e),
            // A plain value: forgetting it frees nothing, and spares quiet runs the
            // out-of-line drop of the whole enum at every emit.
            None => std::mem::forget(e),
        }
    }

    // ----- decisions -------------------------------------------------------------------

    fn ask(&mut self, decision: Decision) {
        self.s.pending = Some(decision);
    }

    /// Settles auto-passes (D-29.5) until a real decision or the end, then reports it.
    pub fn settle(&mut self) {
        loop {
            if self.s.outcome.is_some() {
                self.s.pending = None;
                return;
            }
            let Some(decision) = &self.s.pending else {
                return;
            };
            let player = decision.player();
            if self.s.auto_pass && only_pass(self.c, self.s) {
                let pass = if matches!(decision, Decision::Block { .. }) {
                    Action::NoBlock
                } else {
                    Action::Pass
                };
                self.act(player, pass);
                continue;
            }
            if self.recording() {
                let decision = decision.clone();
                self.emit(Event::DecisionRequested { player, decision });
            }
            return;
        }
    }

    pub(crate) fn act(&mut self, player: PlayerId, action: Action) {
        let Some(decision) = self.s.pending.take() else {
            return;
        };
        match action {
            Action::Pass => self.pass(decision),
            Action::NoBlock => {
                if let Decision::Block { defender, attack } = decision {
                    self.emit(Event::NoBlockDeclared { defender });
                    self.finish_attack(attack, false);
                }
            }
            Action::Block { blocker } => {
                if let Decision::Block {
                    defender,
                    mut attack,
                } = decision
                {
                    let unit = UnitId::arc(defender, blocker);
                    self.tap(unit, TapCause::Block);
                    self.emit(Event::BlockDeclared {
                        blocker: unit,
                        original_target: attack.target,
                    });
                    attack.target = unit;
                    self.finish_attack(attack, true);
                }
            }
            Action::ConvertEther {
                card,
                use_ether_effect,
            } => {
                self.convert(player, card, use_ether_effect);
                self.after_charge_action(player);
            }
            Action::CastSpell {
                card,
                caster,
                target,
            } => {
                self.cast_spell(player, card, caster, target);
                match decision {
                    Decision::StartWindow { .. } => self.after_start_action(player),
                    _ => self.after_priority_action(player),
                }
            }
            Action::UseAttackSkill {
                user,
                skill,
                target,
            } => self.use_attack(player, user, Some(skill), target),
            Action::UseAstralCode { user, target } => self.use_attack(player, user, None, target),
            Action::UseSupportSkill { user, target } => {
                self.use_support(player, user, target);
                self.after_priority_action(player);
            }
            Action::Concede => self.finish(Outcome::Win {
                winner: player.other(),
                reason: EndReason::Concede,
            }),
        }
    }

    /// D-8.4, D-9.4, D-6.6: a pass, chosen or automatic.
    fn pass(&mut self, decision: Decision) {
        let player = decision.player();
        let phase = self.s.phase;
        self.emit(Event::Passed { player, phase });
        match decision {
            Decision::StartWindow { .. } => self.after_start_window(),
            Decision::Charge { .. } => {
                self.s.consecutive_passes += 1;
                if self.s.consecutive_passes >= 2 {
                    self.begin_main();
                } else {
                    self.ask(Decision::Charge {
                        player: player.other(),
                    });
                }
            }
            Decision::Priority { .. } => {
                self.s.consecutive_passes += 1;
                if self.s.consecutive_passes >= 2 {
                    self.end_phase();
                } else {
                    self.ask(Decision::Priority {
                        player: player.other(),
                    });
                }
            }
            Decision::Block { defender, attack } => {
                self.emit(Event::NoBlockDeclared { defender });
                self.finish_attack(attack, false);
            }
        }
    }

    /// D-9.10: counts a non-pass action; true if the phase must end now.
    fn count_action(&mut self) -> bool {
        self.s.consecutive_passes = 0;
        self.s.phase_actions += 1;
        if self.s.phase_actions >= PHASE_ACTION_CAP {
            let phase = self.s.phase;
            self.emit(Event::PhaseActionCapReached { phase });
            return true;
        }
        false
    }

    fn after_start_action(&mut self, player: PlayerId) {
        if self.s.outcome.is_some() {
            return;
        }
        if self.count_action() {
            self.after_start_window();
        } else {
            self.ask(Decision::StartWindow { player });
        }
    }

    fn after_charge_action(&mut self, player: PlayerId) {
        if self.s.outcome.is_some() {
            return;
        }
        if self.count_action() {
            self.begin_main();
        } else {
            self.ask(Decision::Charge {
                player: player.other(),
            });
        }
    }

    /// D-9.3: after an action resolves, priority goes to the other player.
    fn after_priority_action(&mut self, player: PlayerId) {
        if self.s.outcome.is_some() {
            return;
        }
        if self.count_action() {
            self.end_phase();
        } else {
            self.ask(Decision::Priority {
                player: player.other(),
            });
        }
    }

    // ----- phases ----------------------------------------------------------------------

    fn set_phase(&mut self, phase: Phase) {
        self.s.phase = phase;
        self.s.consecutive_passes = 0;
        self.s.phase_actions = 0;
        self.emit(Event::PhaseChanged { phase });
    }

    /// D-6: the Start Phase up to the start-of-turn spell window.
    pub(crate) fn begin_turn(&mut self) {
        let tp = self.s.turn_player;
        self.emit(Event::TurnStarted {
            turn: self.s.turn,
            player: tp,
        });
        self.set_phase(Phase::Start);
        // D-6.2 untap.
        for slot in 0..3u8 {
            let a = &mut self.s.player_mut(tp).arcastella[usize::from(slot)];
            if a.tapped && !a.fallen {
                a.tapped = false;
                self.emit(Event::Untapped {
                    unit: UnitId::arc(tp, slot),
                });
            }
        }
        // D-6.3, D-20.3 leader skill.
        let leader_slot = self.s.player(tp).leader_slot;
        if !self.s.player(tp).leader().fallen {
            let c = self.c;
            let def = c.arc(self.s.player(tp).leader().def);
            let unit = UnitId::arc(tp, leader_slot);
            let source = Source::LeaderSkill { unit };
            self.emit(Event::Triggered { source });
            self.resolve(
                Ctx::triggered(tp, source, Some(unit)),
                &def.leader_skill.effects,
            );
            if self.check_end() {
                return;
            }
        }
        // D-6.4, D-21.4 follower pulses.
        let turn = self.s.turn;
        let pulsing: Vec<FollowerUid> = self
            .s
            .player(tp)
            .followers
            .iter()
            .filter(|f| f.summoned_turn < turn)
            .map(|f| f.uid)
            .collect();
        for uid in pulsing {
            let Some(f) = self.s.player(tp).follower(uid) else {
                continue;
            };
            let c = self.c;
            let def = c.follower(f.def);
            let unit = UnitId::Follower { player: tp, uid };
            let source = Source::Pulse { unit };
            self.emit(Event::Triggered { source });
            self.resolve(Ctx::triggered(tp, source, Some(unit)), &def.pulse);
            if self.check_end() {
                return;
            }
        }
        // D-6.5, D-6.6 the start-of-turn spell window.
        self.ask(Decision::StartWindow { player: tp });
    }

    /// D-6.7, then the Draw and Charge Phases.
    fn after_start_window(&mut self) {
        if self.tick_continuous(TickPhase::Start) {
            return;
        }
        self.begin_draw();
    }

    /// D-7.1, D-7.2.
    pub(crate) fn begin_draw(&mut self) {
        self.set_phase(Phase::Draw);
        let tp = self.s.turn_player;
        let hand = self.s.player(tp).hand.len();
        for _ in hand..REFILL_TO {
            self.draw_card(tp);
        }
        self.begin_charge();
    }

    /// D-8.2: the Charge Phase starts with the TP.
    pub(crate) fn begin_charge(&mut self) {
        self.set_phase(Phase::Charge);
        let tp = self.s.turn_player;
        self.ask(Decision::Charge { player: tp });
    }

    /// D-9.2: the Main Phase starts with the TP.
    pub(crate) fn begin_main(&mut self) {
        self.set_phase(Phase::Main);
        let tp = self.s.turn_player;
        self.ask(Decision::Priority { player: tp });
    }

    /// D-18: the End Phase, then the next turn.
    pub(crate) fn end_phase(&mut self) {
        self.set_phase(Phase::End);
        // D-18.2 resonance reset, both players.
        for p in PlayerId::BOTH {
            for slot in 0..3u8 {
                let a = &mut self.s.player_mut(p).arcastella[usize::from(slot)];
                if a.resonance != 0 {
                    a.resonance = 0;
                    self.emit(Event::ResonanceChanged {
                        unit: UnitId::arc(p, slot),
                        value: 0,
                    });
                }
            }
        }
        // D-18.3, D-18.4 end-of-turn effects.
        if self.tick_continuous(TickPhase::End) {
            return;
        }
        // D-18.5 ether empties; D-18.6 per-turn flags.
        for p in PlayerId::BOTH {
            let ps = self.s.player_mut(p);
            ps.ether_effect_used = false;
            for a in &mut ps.arcastella {
                a.support_used = false;
            }
            if ps.ether != 0 {
                ps.ether = 0;
                self.emit(Event::EtherChanged {
                    player: p,
                    ether: 0,
                });
            }
        }
        self.s.consecutive_passes = 0;
        self.s.phase_actions = 0;
        // D-18.7, D-19.4 turn limit.
        if self.s.turn >= TURN_LIMIT {
            let outcome = self.turn_limit_outcome();
            self.finish(outcome);
            return;
        }
        // D-18.8
        self.s.turn += 1;
        self.s.turn_player = self.s.turn_player.other();
        self.begin_turn();
    }

    /// D-19.4: leader HP ratio, then total HP, else a draw.
    fn turn_limit_outcome(&self) -> Outcome {
        let reason = EndReason::TurnLimit;
        let ratio = |p: PlayerId| {
            let l = self.s.player(p).leader();
            (u64::from(l.hp), u64::from(self.c.arc(l.def).max_hp))
        };
        let (h0, m0) = ratio(PlayerId::P0);
        let (h1, m1) = ratio(PlayerId::P1);
        let total = |p: PlayerId| -> u32 {
            self.s
                .player(p)
                .arcastella
                .iter()
                .filter(|a| !a.fallen)
                .map(|a| a.hp)
                .sum()
        };
        let cmp = (h0 * m1)
            .cmp(&(h1 * m0))
            .then(total(PlayerId::P0).cmp(&total(PlayerId::P1)));
        match cmp {
            std::cmp::Ordering::Greater => Outcome::Win {
                winner: PlayerId::P0,
                reason,
            },
            std::cmp::Ordering::Less => Outcome::Win {
                winner: PlayerId::P1,
                reason,
            },
            std::cmp::Ordering::Equal => Outcome::Draw { reason },
        }
    }

    /// D-24.4: ticks the TP's continuous effects of this tick phase, in creation order.
    /// Returns true if the game ended.
    fn tick_continuous(&mut self, tick: TickPhase) -> bool {
        let tp = self.s.turn_player;
        let ids: Vec<ContinuousId> = self
            .s
            .continuous
            .iter()
            .filter(|c| c.controller == tp && c.tick == tick)
            .map(|c| c.id)
            .collect();
        let (turn, phase) = (self.s.turn, self.s.phase);
        for id in ids {
            let Some(cont) = self.s.continuous.iter().find(|c| c.id == id) else {
                continue;
            };
            if cont.created_turn == turn && cont.created_phase == phase {
                continue;
            }
            if let ContinuousBody::Periodic(effects) = &cont.body {
                let effects = effects.clone();
                let source = Source::Continuous(id);
                let mut ctx = Ctx::triggered(cont.controller, source, None);
                ctx.bearer = cont.bearer;
                self.emit(Event::Triggered { source });
                self.resolve(ctx, &effects);
            }
            if let Some(pos) = self.s.continuous.iter().position(|c| c.id == id) {
                let cont = &mut self.s.continuous[pos];
                cont.remaining = cont.remaining.saturating_sub(1);
                let remaining = cont.remaining;
                self.emit(Event::ContinuousTicked { id, remaining });
                if remaining == 0 {
                    self.s.continuous.remove(pos);
                    self.emit(Event::ContinuousRemoved {
                        id,
                        reason: super::event::ContinuousRemoval::Expired,
                    });
                }
            }
            if self.check_end() {
                return true;
            }
        }
        false
    }

    // ----- game end --------------------------------------------------------------------

    pub(crate) fn finish(&mut self, outcome: Outcome) {
        if self.s.outcome.is_some() {
            return;
        }
        self.s.outcome = Some(outcome);
        self.s.pending = None;
        self.emit(Event::GameEnded { outcome });
    }

    /// D-19.2: the state check after each resolution unit. True if the game is over.
    pub(crate) fn check_end(&mut self) -> bool {
        if self.s.outcome.is_some() {
            return true;
        }
        let fallen0 = self.s.player(PlayerId::P0).leader().fallen;
        let fallen1 = self.s.player(PlayerId::P1).leader().fallen;
        let outcome = match (fallen0, fallen1) {
            (false, false) => return false,
            (true, true) => Outcome::Draw {
                reason: EndReason::BothLeadersFallen,
            },
            (true, false) => Outcome::Win {
                winner: PlayerId::P1,
                reason: EndReason::LeaderFallen,
            },
            (false, true) => Outcome::Win {
                winner: PlayerId::P0,
                reason: EndReason::LeaderFallen,
            },
        };
        self.finish(outcome);
        true
    }

    // ----- drawing -----------------------------------------------------------------------

    /// D-7.3: one draw, rebuilding an empty deck first (D-7.5).
    pub(crate) fn draw_card(&mut self, p: PlayerId) {
        if self.s.player(p).hand.len() >= HAND_MAX {
            self.emit(Event::DrawSkipped {
                player: p,
                reason: DrawSkip::HandFull,
            });
            return;
        }
        if self.s.player(p).deck.is_empty() {
            self.rebuild_deck(p);
        }
        match self.s.player_mut(p).deck.pop() {
            Some(card) => {
                self.s.player_mut(p).hand.push(card);
                self.emit(Event::CardDrawn {
                    player: p,
                    card: card.uid,
                });
            }
            None => self.emit(Event::DrawSkipped {
                player: p,
                reason: DrawSkip::NoCards,
            }),
        }
    }

    /// D-7.5: cemetery (bottom to top), then ether area (oldest first), shuffled; +1 charge.
    fn rebuild_deck(&mut self, p: PlayerId) {
        let ps = self.s.player_mut(p);
        if ps.cemetery.is_empty() && ps.ether_area.is_empty() {
            return;
        }
        let mut cards = std::mem::take(&mut ps.cemetery);
        cards.append(&mut ps.ether_area);
        if self.s.shuffle_decks {
            self.s.rng.shuffle(&mut cards);
        }
        let n = cards.len() as u32;
        let ps = self.s.player_mut(p);
        ps.deck = cards;
        let before = ps.astral_charges;
        ps.astral_charges = (before + 1).min(ASTRAL_CHARGE_MAX);
        let charges = ps.astral_charges;
        self.emit(Event::DeckRebuilt {
            player: p,
            cards: n,
        });
        if charges != before {
            self.emit(Event::AstralChargeChanged { player: p, charges });
        }
    }

    // ----- actions -----------------------------------------------------------------------

    pub(crate) fn set_ether(&mut self, p: PlayerId, ether: u32) {
        let ps = self.s.player_mut(p);
        if ps.ether != ether {
            ps.ether = ether;
            self.emit(Event::EtherChanged { player: p, ether });
        }
    }

    /// D-8.6, D-8.7, D-8.10: a card from hand to the ether area, with its ether effect.
    fn convert(&mut self, p: PlayerId, card: CardUid, use_effect: bool) {
        let ps = self.s.player_mut(p);
        let Some(pos) = ps.hand.iter().position(|c| c.uid == card) else {
            return;
        };
        let inst = ps.hand.remove(pos);
        ps.ether_area.push(inst);
        let c = self.c;
        let def = c.card(inst.def);
        let gained = u32::from(def.cost);
        self.emit(Event::EtherConverted {
            player: p,
            card,
            gained,
        });
        self.emit(Event::CardMoved {
            card,
            from: Zone::Hand(p),
            to: Zone::EtherArea(p),
        });
        let ether = self.s.player(p).ether + gained;
        self.set_ether(p, ether);
        if use_effect && let Some(effects) = &def.ether_effect {
            self.s.player_mut(p).ether_effect_used = true;
            self.emit(Event::EtherEffectTriggered { player: p, card });
            let source = Source::EtherEffect(card);
            self.emit(Event::Triggered { source });
            let mut ctx = Ctx::triggered(p, source, None);
            ctx.kind = DamageKind::Spell;
            self.resolve(ctx, effects);
            self.check_end();
        }
    }

    /// Pays ether and resonance for an action of `unit` (D-10.6, D-11.4, D-23.4).
    fn pay(&mut self, p: PlayerId, unit: UnitId, ether: u8, resonance: u8) {
        if ether > 0 {
            let left = self.s.player(p).ether.saturating_sub(u32::from(ether));
            self.set_ether(p, left);
        }
        if resonance > 0 {
            self.add_resonance(unit, -i32::from(resonance));
        }
    }

    /// D-10: cast a spell card from hand with a declared caster.
    fn cast_spell(&mut self, p: PlayerId, card: CardUid, caster_slot: u8, target: Option<UnitId>) {
        let ps = self.s.player_mut(p);
        let Some(pos) = ps.hand.iter().position(|c| c.uid == card) else {
            return;
        };
        let inst = ps.hand.remove(pos);
        let caster = UnitId::arc(p, caster_slot);
        let c = self.c;
        let def = c.card(inst.def);
        self.emit(Event::SpellCast {
            player: p,
            card,
            caster,
            target,
        });
        self.emit(Event::CardMoved {
            card,
            from: Zone::Hand(p),
            to: Zone::Resolving,
        });
        self.pay(p, caster, def.cost, def.resonance_cost);
        // D-23.3: the declared Aura Comporta caster gains 1 resonance.
        self.add_resonance(caster, 1);
        self.equipped = false;
        let ctx = Ctx {
            controller: p,
            caster: Some(caster),
            chosen: target,
            bearer: None,
            source: Source::Card(card),
            kind: DamageKind::Spell,
            casting: Some(inst),
        };
        self.resolve(ctx, &def.effects);
        if def.kind != CardKind::Code || !self.equipped {
            self.s.player_mut(p).cemetery.push(inst);
            self.emit(Event::CardMoved {
                card,
                from: Zone::Resolving,
                to: Zone::Cemetery(p),
            });
        }
        self.check_end();
    }

    /// D-12: a support skill.
    fn use_support(&mut self, p: PlayerId, slot: u8, target: Option<UnitId>) {
        let unit = UnitId::arc(p, slot);
        let Some(arc) = self.s.arc(p, slot) else {
            return;
        };
        let c = self.c;
        let skill = &c.arc(arc.def).support_skill;
        self.emit(Event::SupportSkillUsed { user: unit, target });
        self.pay(p, unit, skill.cost, skill.resonance_cost);
        self.s.player_mut(p).arcastella[usize::from(slot)].support_used = true;
        let ctx = Ctx {
            controller: p,
            caster: Some(unit),
            chosen: target,
            bearer: None,
            source: Source::SupportSkill { unit },
            kind: DamageKind::Support,
            casting: None,
        };
        self.resolve(ctx, &skill.effects);
        self.check_end();
    }

    /// D-11.4, D-13.5: an attack skill (`skill = Some(i)`) or the Astral Code (`None`),
    /// up to the Block decision.
    fn use_attack(&mut self, p: PlayerId, slot: u8, skill: Option<u8>, target: UnitId) {
        let unit = UnitId::arc(p, slot);
        let Some(arc) = self.s.arc(p, slot) else {
            return;
        };
        let c = self.c;
        let adef = c.arc(arc.def);
        let (def, source, cause) = match skill {
            Some(i) => {
                let Some(d) = adef.attack_skills.get(usize::from(i)) else {
                    return;
                };
                self.emit(Event::AttackSkillUsed {
                    user: unit,
                    skill: i,
                    target,
                });
                (
                    d,
                    Source::AttackSkill { unit, index: i },
                    TapCause::AttackSkill,
                )
            }
            None => {
                self.emit(Event::AstralCodeUsed { user: unit, target });
                (
                    &adef.astral_code,
                    Source::AstralCode { unit },
                    TapCause::AstralCode,
                )
            }
        };
        self.pay(p, unit, def.cost, def.resonance_cost);
        if skill.is_none() {
            let ps = self.s.player_mut(p);
            ps.astral_charges = ps.astral_charges.saturating_sub(1);
            let charges = ps.astral_charges;
            self.emit(Event::AstralChargeChanged { player: p, charges });
        }
        self.tap(unit, cause);
        let ctx = self.attack_ctx(p, unit, source, target);
        let (base, dice) = self.eval_amount(&ctx, &def.damage);
        let amount = with_power(base, self.stat_power(unit));
        let attack = PendingAttack {
            attacker: unit,
            source,
            target,
            amount,
            dice,
        };
        // D-14.4: the defender may block an attack aimed at an Arcastella.
        if let UnitId::Arc {
            player: defender,
            slot: tslot,
        } = target
            && (0..3u8).any(|b| b != tslot && self.s.can_block(defender, b))
        {
            self.ask(Decision::Block { defender, attack });
            return;
        }
        self.finish_attack(attack, false);
    }

    fn attack_ctx(&self, p: PlayerId, unit: UnitId, source: Source, target: UnitId) -> Ctx {
        Ctx {
            controller: p,
            caster: Some(unit),
            chosen: Some(target),
            bearer: None,
            source,
            kind: source.attack_kind(),
            casting: None,
        }
    }

    /// D-11.4 steps 5-6: damage steps 2-5 on the final target, then the riders.
    fn finish_attack(&mut self, attack: PendingAttack, blocked: bool) {
        let p = attack.attacker.player();
        let ctx = self.attack_ctx(p, attack.attacker, attack.source, attack.target);
        self.damage_unit(&ctx, attack.target, attack.amount, &attack.dice, blocked);
        let c = self.c;
        let riders = match attack.source {
            Source::AttackSkill {
                unit: UnitId::Arc { player, slot },
                index,
            } => self
                .s
                .arc(player, slot)
                .and_then(|a| c.arc(a.def).attack_skills.get(usize::from(index)))
                .map(|d| &d.riders),
            Source::AstralCode {
                unit: UnitId::Arc { player, slot },
            } => self
                .s
                .arc(player, slot)
                .map(|a| &c.arc(a.def).astral_code.riders),
            _ => None,
        };
        if let Some(riders) = riders {
            self.resolve(ctx, riders);
        }
        self.check_end();
        self.after_priority_action(p);
    }

    /// Taps an Arcastella that is untapped and not fallen (D-2.6).
    pub(crate) fn tap(&mut self, unit: UnitId, cause: TapCause) {
        if let UnitId::Arc { player, slot } = unit {
            let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
            if !a.tapped && !a.fallen {
                a.tapped = true;
                self.emit(Event::Tapped { unit, cause });
            }
        }
    }
}
