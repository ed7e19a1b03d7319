//! Main actions (G-25), attacks (G-26) and reactions (G-27), their checks rolled (G-22,
//! G-23), command cards spent (G-24) and damage dealt (G-28); the numbers are in `terms`,
//! Noble Phantasms in `phantasm`, the critical and fumble tables in `tables`.

use crate::content::grail::{BuffKind, CardType};

use super::super::action::Action;
use super::super::engine::{EffTarget, Engine};
use super::super::event::{
    BuffEndReason, CardPurpose, CheckPurpose, CheckReason, DamageTerm, EventKind, MpReason,
};
use super::super::query as q;
use super::super::state::*;
use super::super::strategic::Ask;
use super::terms::*;

impl Engine<'_> {
    // ------------------------------------------------------------------ cards (G-24)

    /// G-24.3, G-24.4: consumes a card and applies its bonus.
    pub fn consume_card(&mut self, f: FactionId, card: CardType, purpose: CardPurpose) {
        let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) else {
            return;
        };
        if !p.hand.take(card) {
            return;
        }
        // G-23.4 C2: a critical's card is spent first, as it would fade at the round's end.
        p.critical_cards.take(card);
        match card {
            CardType::Buster => {
                p.buster_pending = (p.buster_pending + BUSTER_BONUS).min(BUSTER_CAP)
            }
            CardType::Quick => p.quick_pending = (p.quick_pending + QUICK_BONUS).min(QUICK_CAP),
            CardType::Arts => {}
        }
        let (buster, quick) = (p.buster_pending, p.quick_pending);
        let actor = Actor::Servant { faction: f };
        self.emit_combat(EventKind::CardConsumed {
            actor,
            card,
            purpose,
        });
        if card == CardType::Arts {
            self.gain_servant_mp(f, ARTS_MP, MpReason::ArtsCard);
        } else {
            self.emit_private(
                f,
                EventKind::BonusPending {
                    actor,
                    buster,
                    quick,
                },
            );
        }
    }

    // ------------------------------------------------------------------ main actions (G-25)

    pub fn main_action(&mut self, actor: Actor, a: Action) {
        let round = self.current_round().unwrap_or(1);
        match (actor, a) {
            (Actor::Servant { faction: f }, Action::Wait) => {
                // G-25.6: a stunned or bound retreater's Wait is an empty retreat move.
                let retreat_now = q::participant(self.s, f)
                    .and_then(|p| p.retreat)
                    .is_some_and(|r| r.declared_round == round && !r.moved);
                if retreat_now {
                    self.retreat_moved(f, &[]);
                }
            }
            (Actor::Servant { faction: f }, Action::Move { path }) => self.combat_move(f, &path),
            (Actor::Servant { faction: f }, Action::RetreatMove { path }) => {
                self.retreat_moved(f, &path)
            }
            (
                _,
                Action::Attack {
                    pre_move,
                    target,
                    mode,
                    kind,
                    luck_card,
                },
            ) => self.start_attack(actor, &pre_move, target, mode, kind, luck_card),
            (Actor::Servant { faction: f }, Action::FireNp { pre_move, target }) => {
                if !pre_move.is_empty() {
                    self.combat_move(f, &pre_move);
                }
                self.fire_np(f, target);
            }
            (Actor::Unit { uid }, Action::Move { path }) => self.unit_move(uid, &path),
            _ => {}
        }
    }

    fn retreat_moved(&mut self, f: FactionId, path: &[DistrictIdx]) {
        let from = self.fac(f).district;
        let cost = q::walk_cost(self.c, self.s, f, from, path);
        if let Some(r) = self
            .s
            .combat
            .as_mut()
            .and_then(|cb| cb.participant_mut(f))
            .and_then(|p| p.retreat.as_mut())
        {
            r.moved = true;
        }
        if let Some(&last) = path.last() {
            self.fac_mut(f).district = last;
        }
        self.emit_combat(EventKind::RetreatMoved {
            faction: f,
            from,
            path: path.to_vec(),
            cost,
        });
        self.catch_check();
    }

    fn unit_move(&mut self, uid: u32, path: &[DistrictIdx]) {
        let Some(&last) = path.last() else { return };
        if let Some(u) = self
            .s
            .combat
            .as_mut()
            .and_then(|cb| cb.units.iter_mut().find(|u| u.uid == uid))
        {
            u.position = last;
        }
        self.catch_check();
    }

    fn actor_faction(&self, a: Actor) -> Option<FactionId> {
        q::actor_owner(self.s, a)
    }

    /// G-26.5 steps 1–3: declares an attack; reactions follow.
    fn start_attack(
        &mut self,
        attacker: Actor,
        pre_move: &[DistrictIdx],
        target: Actor,
        mode: AttackMode,
        kind: AttackKind,
        luck_card: Option<CardType>,
    ) {
        if !pre_move.is_empty() {
            match attacker {
                Actor::Servant { faction } => self.combat_move(faction, pre_move),
                Actor::Unit { uid } => self.unit_move(uid, pre_move),
            }
        }
        self.mark_offense();
        let card = match attacker {
            Actor::Servant { .. } => kind.card().or(luck_card),
            Actor::Unit { .. } => None,
        };
        if let (Actor::Servant { faction }, Some(card)) = (attacker, card) {
            self.consume_card(faction, card, CardPurpose::Attack);
        }
        let range = match (
            q::actor_pos(self.s, attacker),
            q::actor_pos(self.s, target),
            q::map(self.c, self.s),
        ) {
            (Some(a), Some(b), Some(m)) => m.hop(a, b),
            _ => 0,
        };
        self.emit_combat(EventKind::AttackDeclared {
            attacker,
            target,
            mode,
            kind,
            range,
        });
        let first_strike = first_strike(self.c, self.s, attacker);
        let auto_guard = matches!(target, Actor::Unit { .. });
        let atk = AttackInProgress {
            attacker,
            is_np: false,
            kind,
            mode,
            range,
            card,
            targets: vec![target],
            reactions: vec![if auto_guard {
                Some(Reaction::Guard { card: None })
            } else {
                None
            }],
            clashes: Vec::new(),
            hit: None,
            defense: vec![None],
            hits: vec![false],
            tables: Vec::new(),
            rolled: false,
            first_strike,
        };
        if let Some(cb) = &mut self.s.combat {
            cb.attack = Some(atk);
        }
    }

    // ------------------------------------------------------------------ resolution

    pub(super) fn attack(&self) -> Option<&AttackInProgress> {
        self.s.combat.as_ref().and_then(|cb| cb.attack.as_ref())
    }

    pub(super) fn attack_mut(&mut self) -> Option<&mut AttackInProgress> {
        self.s.combat.as_mut().and_then(|cb| cb.attack.as_mut())
    }

    /// The attack sub-machine: reactions, rolls, tables, damage.
    pub fn attack_step(&mut self) -> Ask {
        // Read in place: this runs at every step of every attack, and cloning the attack's
        // vectors here was a measurable share of a simulated game.
        let (rolled, attacker, is_np, kind, mode, range, card) = {
            let a = self.attack()?;
            (
                a.rolled, a.attacker, a.is_np, a.kind, a.mode, a.range, a.card,
            )
        };
        if !rolled && !q::actor_present(self.s, attacker) {
            // The attacker left before the rolls: the attack ends (G-27.8).
            self.finish_attack();
            return None;
        }
        if !rolled {
            // A removed target gets no reaction, damage or effect (G-27.8).
            let n = self.attack()?.targets.len();
            for i in 0..n {
                let (t, reacted) = {
                    let a = self.attack()?;
                    (
                        a.targets[i],
                        a.reactions.get(i).copied().flatten().is_some(),
                    )
                };
                if reacted {
                    continue;
                }
                if !q::actor_present(self.s, t) {
                    if let Some(a) = self.attack_mut() {
                        a.targets.remove(i);
                        a.reactions.remove(i);
                        a.defense.remove(i);
                        a.hits.remove(i);
                    }
                    return None;
                }
                let owner = self.actor_faction(t)?;
                let np_name = match attacker {
                    Actor::Servant { faction } if is_np => {
                        q::sdef(self.c, self.s, faction).map(|d| d.np.name.clone())
                    }
                    _ => None,
                };
                return Some((
                    owner,
                    DecisionKind::Reaction {
                        defender: t,
                        attacker,
                        is_np,
                        kind,
                        mode,
                        range,
                        card,
                        np_name,
                    },
                ));
            }
            let a = self.attack()?;
            let none_present = a.targets.iter().all(|t| !q::actor_present(self.s, *t));
            if none_present && a.clashes.is_empty() {
                self.finish_attack();
                return None;
            }
            self.roll_attack();
            return None;
        }
        if let Some(step) = self.attack()?.tables.first().copied() {
            return self.table_step(step);
        }
        self.attack_damage();
        self.finish_attack();
        None
    }

    /// G-27: records a reaction and pays its card.
    pub fn attack_react(&mut self, f: FactionId, reaction: Reaction) {
        let Some(atk) = self.attack() else {
            return;
        };
        let kind = atk.kind;
        let Some(i) = atk.targets.iter().enumerate().position(|(i, t)| {
            atk.reactions.get(i).copied().flatten().is_none() && *t == Actor::Servant { faction: f }
        }) else {
            return;
        };
        if let Some(a) = self.attack_mut()
            && let Some(r) = a.reactions.get_mut(i)
        {
            *r = Some(reaction);
        }
        if let Some(card) = reaction_card(kind, reaction) {
            self.consume_card(f, card, CardPurpose::Reaction);
        }
        self.emit_combat(EventKind::ReactionChosen {
            defender: Actor::Servant { faction: f },
            reaction,
        });
    }

    /// Rolls a 2d6 check (G-22.4) with its modifiers and flags (G-23.3).
    fn roll_check(&mut self, actor: Actor, purpose: CheckPurpose, spec: CheckSpec) -> Check {
        let d1 = self.die(6);
        let d2 = self.die(6);
        let natural = (d1 + d2) as i32;
        let total = natural + spec.modifier();
        let (crit, fumble) = spec.flags(natural);
        self.emit_combat(EventKind::CheckRolled {
            actor,
            purpose,
            dice: vec![d1, d2],
            modifiers: spec.mods,
            total,
            crit_from: spec.crit_from,
            fumble_on: spec.fumble_on,
            crit,
            fumble,
        });
        Check {
            dice: [d1, d2],
            natural,
            total,
            crit,
            fumble,
        }
    }

    /// G-22.5, G-22.2, G-22.3, G-23: the rolls and the opposed results.
    fn roll_attack(&mut self) {
        let Some(atk) = self.attack().cloned() else {
            return;
        };
        let live: Vec<bool> = atk
            .targets
            .iter()
            .map(|t| q::actor_present(self.s, *t))
            .collect();
        let need_hit = live.iter().any(|x| *x);
        let mut tables = Vec::new();
        let hit = if need_hit {
            Some(self.attacker_check(&atk))
        } else {
            None
        };
        let attacker_faction = match atk.attacker {
            Actor::Servant { faction } => Some(faction),
            Actor::Unit { .. } => None,
        };
        if let (Some(h), Some(f)) = (&hit, attacker_faction) {
            if h.crit {
                tables.push(TableStep::Critical { faction: f });
            } else if h.fumble {
                tables.push(TableStep::Fumble {
                    faction: f,
                    table: None,
                });
            }
        }
        let mut defense = vec![None; atk.targets.len()];
        let mut hits = vec![false; atk.targets.len()];
        for (i, t) in atk.targets.iter().enumerate() {
            if !live.get(i).copied().unwrap_or(false) {
                continue;
            }
            let Some(h) = &hit else { continue };
            let reaction = atk
                .reactions
                .get(i)
                .copied()
                .flatten()
                .unwrap_or(Reaction::Guard { card: None });
            let (won, reason, def) = match (reaction, *t) {
                (Reaction::Guard { .. }, _) | (_, Actor::Unit { .. }) => {
                    let reason = if h.fumble {
                        CheckReason::Fumble
                    } else {
                        CheckReason::Guard
                    };
                    (!h.fumble, reason, None)
                }
                (r, Actor::Servant { faction: tf }) => {
                    let d = self.defender_check(tf, &atk, r);
                    let (won, reason) = opposed(h, &d);
                    (won, reason, Some(d))
                }
            };
            let winner = if won { atk.attacker } else { *t };
            self.emit_combat(EventKind::CheckResolved {
                attacker: atk.attacker,
                defender: *t,
                winner,
                reason,
            });
            if let (Some(d), Actor::Servant { faction: tf }, false) = (&def, *t, atk.is_np) {
                if d.crit {
                    tables.push(TableStep::Critical { faction: tf });
                } else if d.fumble {
                    tables.push(TableStep::Fumble {
                        faction: tf,
                        table: None,
                    });
                }
            }
            defense[i] = def;
            hits[i] = won;
        }
        // G-24.4: quick_pending resets after the check; the defender's only if it rolled.
        if let (Some(f), true) = (attacker_faction, hit.is_some())
            && let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f))
        {
            p.quick_pending = 0;
        }
        for (i, t) in atk.targets.iter().enumerate() {
            if let (Some(Some(_)), Actor::Servant { faction }) = (defense.get(i), *t)
                && let Some(p) = self
                    .s
                    .combat
                    .as_mut()
                    .and_then(|cb| cb.participant_mut(faction))
            {
                p.quick_pending = 0;
            }
        }
        if let Some(a) = self.attack_mut() {
            a.hit = hit;
            a.defense = defense;
            a.hits = hits;
            a.tables = tables;
            a.rolled = true;
        }
    }

    fn attacker_check(&mut self, atk: &AttackInProgress) -> Check {
        let round = self.current_round().unwrap_or(1);
        let spec = hit_check_spec(self.c, self.s, atk);
        if let Actor::Servant { faction: f } = atk.attacker {
            // NextAttackCrit is consumed by this check.
            self.remove_buffs(f, BuffEndReason::Consumed, |b| matches!(b.buff_kind(), Some(BuffKind::NextAttackCrit { from_round }) if from_round <= round));
        }
        let purpose = match atk.attacker {
            Actor::Servant { .. } if atk.is_np => CheckPurpose::NpHit,
            _ => CheckPurpose::Hit,
        };
        self.roll_check(atk.attacker, purpose, spec)
    }

    fn defender_check(&mut self, f: FactionId, atk: &AttackInProgress, r: Reaction) -> Check {
        let spec = defense_check_spec(self.c, self.s, f, atk, r);
        self.roll_check(Actor::Servant { faction: f }, CheckPurpose::Reaction, spec)
    }

    // ------------------------------------------------------------------ damage (G-28)

    /// G-28.3: the target side, then the HP damage (G-28.4).
    fn damage_target(
        &mut self,
        target: Actor,
        source: Actor,
        raw: i32,
        guard: bool,
        mut breakdown: Vec<(DamageTerm, i32)>,
        dice: Vec<u32>,
    ) {
        let src_f = q::actor_owner(self.s, source);
        match target {
            Actor::Unit { uid } => {
                let g = if guard {
                    guard_value(self.c, self.s, target)
                } else {
                    0
                };
                if g != 0 {
                    breakdown.push((DamageTerm::Guard, -g));
                }
                let fin = (raw - g).max(0);
                self.emit_combat(EventKind::DamageDealt {
                    target,
                    source: Some(source),
                    amount: fin,
                    breakdown,
                    dice,
                });
                if fin > 0 {
                    self.mark_offense();
                }
                let mut destroyed = false;
                if let Some(cb) = &mut self.s.combat {
                    if let Some(u) = cb.units.iter_mut().find(|u| u.uid == uid) {
                        u.hp -= fin;
                        destroyed = u.hp <= 0;
                    }
                    if destroyed {
                        cb.units.retain(|u| u.uid != uid);
                    }
                }
                if destroyed {
                    self.emit_combat(EventKind::UnitDestroyed { unit: uid });
                }
            }
            Actor::Servant { faction: t } => {
                if !self.fac(t).alive() {
                    return;
                }
                let g = if guard {
                    guard_value(self.c, self.s, target)
                } else {
                    0
                };
                if g != 0 {
                    breakdown.push((DamageTerm::Guard, -g));
                }
                let fin = target_side(self.c, self.s, t, src_f).apply(raw - g, &mut breakdown);
                self.emit_combat(EventKind::DamageDealt {
                    target,
                    source: Some(source),
                    amount: fin,
                    breakdown,
                    dice,
                });
                if fin > 0 {
                    self.mark_offense();
                }
                self.hurt_servant(t, fin, src_f, true, true);
            }
        }
    }

    fn attack_damage(&mut self) {
        let Some(atk) = self.attack().cloned() else {
            return;
        };
        if atk.is_np {
            self.np_damage(&atk);
            return;
        }
        let Some((i, target)) = atk
            .targets
            .iter()
            .copied()
            .enumerate()
            .find(|(i, _)| atk.hits.get(*i).copied().unwrap_or(false))
        else {
            return;
        };
        if !q::actor_present(self.s, target) {
            return;
        }
        let guard = matches!(
            atk.reactions.get(i).copied().flatten(),
            Some(Reaction::Guard { .. })
        ) || matches!(target, Actor::Unit { .. });
        let Some(spec) = attack_damage_spec(self.c, self.s, &atk, target) else {
            return;
        };
        let dice = self.roll(spec.count, spec.sides);
        let sum: u32 = dice.iter().sum();
        let raw = sum as i32 + spec.flat();
        let mut breakdown = vec![(DamageTerm::Dice, sum as i32)];
        breakdown.extend(spec.terms);
        self.damage_target(target, atk.attacker, raw, guard, breakdown, dice);
    }

    /// NP damage of servant `f` without target-side terms (G-28.2): (value, dice, breakdown).
    fn np_raw(
        &mut self,
        f: FactionId,
        first_strike: bool,
    ) -> (i32, Vec<u32>, Vec<(DamageTerm, i32)>) {
        let Some(spec) = np_damage_spec(self.c, self.s, f, first_strike) else {
            return (0, Vec::new(), Vec::new());
        };
        let dice = self.roll(spec.count, spec.sides);
        let sum: u32 = dice.iter().sum();
        let raw = sum as i32 + spec.flat();
        let mut b = vec![(DamageTerm::Dice, sum as i32)];
        b.extend(spec.terms);
        (raw, dice, b)
    }

    /// G-29.6, G-30.7, G-30.8: damage of an attack NP, including clashes.
    fn np_damage(&mut self, atk: &AttackInProgress) {
        let Actor::Servant { faction: f } = atk.attacker else {
            return;
        };
        let any_hit = atk.hits.iter().any(|h| *h);
        if !any_hit && atk.clashes.is_empty() {
            return;
        }
        let Some(np_x) = q::sdef(self.c, self.s, f).map(|d| &d.np) else {
            return;
        };
        let (base_f, dice_f, bd_f) = self.np_raw(f, atk.first_strike);
        // Roll every clashing target's damage after F's (G-30.7 step 2).
        let mut clash_rolls = Vec::new();
        for &t in &atk.clashes {
            let first = first_strike(self.c, self.s, Actor::Servant { faction: t });
            let (v, d, b) = self.np_raw(t, first);
            clash_rolls.push((t, v, d, b));
        }
        // Non-clashing targets that were hit.
        for (i, t) in atk.targets.iter().enumerate() {
            if !atk.hits.get(i).copied().unwrap_or(false) || !q::actor_present(self.s, *t) {
                continue;
            }
            let guard = matches!(
                atk.reactions.get(i).copied().flatten(),
                Some(Reaction::Guard { .. })
            ) || matches!(t, Actor::Unit { .. });
            let mut b = bd_f.clone();
            let w = weakness(self.s, f, *t);
            if w != 0 {
                b.push((DamageTerm::Weakness, w));
            }
            self.damage_target(*t, atk.attacker, base_f + w, guard, b, dice_f.clone());
            if let Actor::Servant { faction: tf } = *t {
                for e in &np_x.on_hit {
                    self.apply_effect(f, EffectSource::Np, EffTarget::Faction(tf), e, 0, 0);
                }
            }
        }
        // Clashes (G-30.7 steps 3–8).
        let m = q::map(self.c, self.s);
        for (t, vt_raw, dice_t, bd_t) in clash_rolls {
            let Some(np_y) = q::sdef(self.c, self.s, t).map(|d| &d.np) else {
                continue;
            };
            let pen_f = np_x.category.clash_penalty(np_y.category);
            let pen_t = np_y.category.clash_penalty(np_x.category);
            let w_f = weakness(self.s, f, Actor::Servant { faction: t });
            let w_t = weakness(self.s, t, Actor::Servant { faction: f });
            let v_f = base_f + w_f - pen_f;
            let v_t = vt_raw + w_t - pen_t;
            let mut breakdown_a = bd_f.clone();
            if w_f != 0 {
                breakdown_a.push((DamageTerm::Weakness, w_f));
            }
            let mut breakdown_b = bd_t;
            if w_t != 0 {
                breakdown_b.push((DamageTerm::Weakness, w_t));
            }
            let reaches =
                m.is_some_and(|m| m.hop(self.fac(t).district, self.fac(f).district) <= np_y.range);
            let winner = if v_f > v_t {
                Some(f)
            } else if v_t > v_f {
                Some(t)
            } else {
                None
            };
            self.emit_combat(EventKind::NpClash {
                a: f,
                b: t,
                dice_a: dice_f.clone(),
                dice_b: dice_t.clone(),
                breakdown_a,
                breakdown_b,
                value_a: v_f,
                value_b: v_t,
                penalty_a: pen_f,
                penalty_b: pen_t,
                winner,
                reaches,
            });
            if v_f > v_t {
                let mut b = vec![(DamageTerm::Clash, v_f - v_t)];
                let fin = target_side(self.c, self.s, t, Some(f)).apply(v_f - v_t, &mut b);
                self.emit_combat(EventKind::DamageDealt {
                    target: Actor::Servant { faction: t },
                    source: Some(atk.attacker),
                    amount: fin,
                    breakdown: b,
                    dice: dice_f.clone(),
                });
                self.hurt_servant(t, fin, Some(f), true, true);
            } else if v_t > v_f && reaches {
                let mut b = vec![(DamageTerm::Clash, v_t - v_f)];
                let fin = target_side(self.c, self.s, f, Some(t)).apply(v_t - v_f, &mut b);
                self.emit_combat(EventKind::DamageDealt {
                    target: atk.attacker,
                    source: Some(Actor::Servant { faction: t }),
                    amount: fin,
                    breakdown: b,
                    dice: dice_t.clone(),
                });
                self.hurt_servant(f, fin, Some(t), true, true);
            }
            for e in &np_x.on_hit {
                self.apply_effect(f, EffectSource::Np, EffTarget::Faction(t), e, 0, 0);
            }
            if reaches {
                for e in &np_y.on_hit {
                    self.apply_effect(t, EffectSource::Np, EffTarget::Faction(f), e, 0, 0);
                }
            }
            self.spend_damage_pools(t);
        }
    }

    /// G-24.4: an attack that resolved (hit, miss or clash) spends what adds to its damage:
    /// `buster_pending` and NextAttackPower (G-29.5.1). `quick_pending` is not touched here:
    /// only a rolled check spends it (`roll_attack`), and a clash replaces the check
    /// (G-30.7 step 9), so it survives for both sides of a clash.
    fn spend_damage_pools(&mut self, f: FactionId) {
        let round = self.current_round().unwrap_or(1);
        if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
            p.buster_pending = 0;
        }
        self.remove_buffs(f, BuffEndReason::Consumed, |b| matches!(b.buff_kind(), Some(BuffKind::NextAttackPower { from_round }) if from_round <= round));
    }

    /// G-26.5 step 9: end of the attack.
    fn finish_attack(&mut self) {
        let Some(atk) = self.s.combat.as_mut().and_then(|cb| cb.attack.take()) else {
            return;
        };
        match atk.attacker {
            Actor::Servant { faction } => self.spend_damage_pools(faction),
            Actor::Unit { uid } => {
                if let Some(u) = self
                    .s
                    .combat
                    .as_mut()
                    .and_then(|cb| cb.units.iter_mut().find(|u| u.uid == uid))
                {
                    u.first_attack_power = 0;
                    u.first_attack_crit = 0;
                }
            }
        }
    }
}
