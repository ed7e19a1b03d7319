//! Effect primitives (D-26), target selection (D-25) and amounts (D-15.4).

use crate::content::duel::{Amount, CardKind, Class, Counter, DuelContent, Effect, Target};

use super::constants::{FOLLOWER_MAX, HAND_MAX, RESONANCE_MAX};
use super::engine::{Ctx, Engine};
use super::event::{CodeRemoval, Event, TapCause, Zone};
use super::state::*;
use super::units::Units;

impl Engine<'_> {
    /// D-26.16: effects resolve strictly in list order, each one completely.
    pub(crate) fn resolve(&mut self, ctx: Ctx, effects: &[Effect]) {
        for effect in effects {
            self.resolve_one(ctx, effect);
        }
    }

    fn resolve_one(&mut self, ctx: Ctx, effect: &Effect) {
        let me = ctx.controller;
        match effect {
            // D-26.1, D-15.3: the amount is evaluated once for every target.
            Effect::Damage { amount, target } => {
                let (n, dice) = self.eval_amount(&ctx, amount);
                for unit in self.select(&ctx, *target).iter().copied() {
                    self.damage_unit(&ctx, unit, n, &dice, false);
                }
            }
            // D-26.2
            Effect::Heal { amount, target } => {
                let (n, _) = self.eval_amount(&ctx, amount);
                for unit in self.select(&ctx, *target).iter().copied() {
                    self.heal(unit, n);
                }
            }
            // D-26.3
            Effect::Draw { count } => {
                for _ in 0..*count {
                    self.draw_card(me);
                }
            }
            // D-26.4
            Effect::GainEther { amount } => {
                let ether = self.s.player(me).ether + u32::from(*amount);
                self.set_ether(me, ether);
            }
            // D-26.5
            Effect::Tap { target } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    self.tap(unit, TapCause::Effect);
                }
            }
            // D-26.6
            Effect::Untap { target } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    if let UnitId::Arc { player, slot } = unit {
                        let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                        if a.tapped {
                            a.tapped = false;
                            self.emit(Event::Untapped { unit });
                        }
                    }
                }
            }
            // D-26.7
            Effect::Modify {
                target,
                stat,
                count,
                tick,
            } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    self.add_continuous(
                        &ctx,
                        Some(unit),
                        ContinuousBody::Modifier(*stat),
                        *count,
                        *tick,
                    );
                }
            }
            // D-26.8
            Effect::Barrier { target } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    if let Some(b) = self.barrier_mut(unit)
                        && !*b
                    {
                        *b = true;
                        self.emit(Event::BarrierGained { unit });
                    }
                }
            }
            // D-26.9
            Effect::Periodic {
                target,
                count,
                tick,
                effects,
            } => {
                let body = ContinuousBody::Periodic(effects.clone());
                match target {
                    Some(t) => {
                        for unit in self.select(&ctx, *t).iter().copied() {
                            self.add_continuous(&ctx, Some(unit), body.clone(), *count, *tick);
                        }
                    }
                    None => self.add_continuous(&ctx, None, body, *count, *tick),
                }
            }
            // D-26.10, D-21.2
            Effect::Summon { follower, count } => {
                let Some(def) = self.c.follower_idx(follower) else {
                    return;
                };
                for _ in 0..*count {
                    self.summon(me, def);
                }
            }
            // D-26.11, D-22.3
            Effect::Equip { target } => {
                let Some(card) = ctx.casting else {
                    return;
                };
                if let Some(UnitId::Arc { player, slot }) =
                    self.select(&ctx, *target).first().copied()
                {
                    self.remove_code(player, slot, CodeRemoval::Replaced);
                    let unit = UnitId::arc(player, slot);
                    self.s.player_mut(player).arcastella[usize::from(slot)].code = Some(card);
                    self.equipped = true;
                    self.emit(Event::CodeEquipped {
                        unit,
                        code: card.uid,
                    });
                    self.emit(Event::CardMoved {
                        card: card.uid,
                        from: Zone::Resolving,
                        to: Zone::Equipped(unit),
                    });
                }
            }
            // D-26.12
            Effect::GainResonance { amount, target } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    self.add_resonance(unit, i32::from(*amount));
                }
            }
            // D-26.13
            Effect::BreakCode { target } => {
                for unit in self.select(&ctx, *target).iter().copied() {
                    if let UnitId::Arc { player, slot } = unit {
                        self.remove_code(player, slot, CodeRemoval::Effect);
                    }
                }
            }
            // D-26.14
            Effect::Recover { kind } => self.recover(me, *kind),
        }
    }

    fn recover(&mut self, p: PlayerId, kind: CardKind) {
        let c = self.c;
        let ps = self.s.player_mut(p);
        if ps.hand.len() >= HAND_MAX {
            return;
        }
        if let Some(pos) = ps
            .cemetery
            .iter()
            .rposition(|ci| c.card(ci.def).kind == kind)
        {
            let card = ps.cemetery.remove(pos);
            ps.hand.push(card);
            self.emit(Event::CardMoved {
                card: card.uid,
                from: Zone::Cemetery(p),
                to: Zone::Hand(p),
            });
        }
    }

    fn summon(&mut self, p: PlayerId, def: crate::content::duel::FolIdx) {
        if self.s.player(p).followers.len() >= FOLLOWER_MAX {
            self.emit(Event::SummonFailed { player: p, def });
            return;
        }
        let uid = FollowerUid(self.s.next_follower_uid);
        self.s.next_follower_uid += 1;
        let hp = self.c.follower(def).max_hp;
        let turn = self.s.turn;
        self.s.player_mut(p).followers.push(FollowerState {
            uid,
            def,
            hp,
            barrier: false,
            summoned_turn: turn,
        });
        self.emit(Event::FollowerSummoned {
            unit: UnitId::Follower { player: p, uid },
            def,
        });
    }

    /// Removes an Arcastella's Code to its owner's cemetery, if it has one.
    pub(crate) fn remove_code(&mut self, player: PlayerId, slot: u8, reason: CodeRemoval) {
        let ps = self.s.player_mut(player);
        let Some(code) = ps.arcastella[usize::from(slot)].code.take() else {
            return;
        };
        ps.cemetery.push(code);
        let unit = UnitId::arc(player, slot);
        self.emit(Event::CodeRemoved {
            unit,
            code: code.uid,
            reason,
        });
        self.emit(Event::CardMoved {
            card: code.uid,
            from: Zone::Equipped(unit),
            to: Zone::Cemetery(player),
        });
    }

    fn heal(&mut self, unit: UnitId, amount: u32) {
        let c = self.c;
        let (hp, max) = match unit {
            UnitId::Arc { player, slot } => {
                let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                if a.fallen {
                    return;
                }
                (&mut a.hp, c.arc(a.def).max_hp)
            }
            UnitId::Follower { player, uid } => {
                let Some(f) = self
                    .s
                    .player_mut(player)
                    .followers
                    .iter_mut()
                    .find(|f| f.uid == uid)
                else {
                    return;
                };
                (&mut f.hp, c.follower(f.def).max_hp)
            }
        };
        let before = *hp;
        *hp = (before + amount).min(max);
        let hp_after = *hp;
        self.emit(Event::Healed {
            unit,
            amount: hp_after - before,
            hp_after,
        });
    }

    pub(crate) fn barrier_mut(&mut self, unit: UnitId) -> Option<&mut bool> {
        match unit {
            UnitId::Arc { player, slot } => {
                let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                (!a.fallen).then_some(&mut a.barrier)
            }
            UnitId::Follower { player, uid } => self
                .s
                .player_mut(player)
                .followers
                .iter_mut()
                .find(|f| f.uid == uid)
                .map(|f| &mut f.barrier),
        }
    }

    /// D-23.3, D-23.4: only an Aura Comporta holds resonance, 0..=RESONANCE_MAX.
    pub(crate) fn add_resonance(&mut self, unit: UnitId, delta: i32) {
        let UnitId::Arc { player, slot } = unit else {
            return;
        };
        let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
        let value = resonance_after(self.c, a, delta);
        if value != a.resonance {
            a.resonance = value;
            self.emit(Event::ResonanceChanged { unit, value });
        }
    }

    fn add_continuous(
        &mut self,
        ctx: &Ctx,
        bearer: Option<UnitId>,
        body: ContinuousBody,
        count: u8,
        tick: crate::content::duel::TickPhase,
    ) {
        let id = ContinuousId(self.s.next_continuous_id);
        self.s.next_continuous_id += 1;
        let continuous = Continuous {
            id,
            controller: ctx.controller,
            source: ctx.source,
            bearer,
            body,
            remaining: count.max(1),
            tick,
            created_turn: self.s.turn,
            created_phase: self.s.phase,
        };
        if self.recording() {
            self.emit(Event::ContinuousAdded {
                continuous: continuous.clone(),
            });
        }
        self.s.continuous.push(continuous);
    }

    // ----- amounts and stats -----------------------------------------------------------

    /// D-15.4: evaluates an amount in damage step 1; dice are reported as they are rolled.
    pub(crate) fn eval_amount(&mut self, ctx: &Ctx, amount: &Amount) -> (u32, Vec<u8>) {
        let dice: Vec<u8> = match *amount {
            Amount::Dice { count, .. } => (0..count).map(|_| self.s.rng.d6() as u8).collect(),
            Amount::Fixed(_) | Amount::Scaled { .. } => Vec::new(),
        };
        let caster = match ctx.caster {
            Some(UnitId::Arc { player, slot }) => self.s.arc(player, slot),
            _ => None,
        };
        let sum = dice.iter().map(|d| u32::from(*d)).sum();
        let total = amount_value(self.c, self.s, ctx.controller, caster, amount, sum);
        if matches!(amount, Amount::Dice { .. }) && self.recording() {
            self.emit(Event::DiceRolled {
                source: ctx.source,
                dice: dice.clone(),
                total,
            });
        }
        (total, dice)
    }

    pub(crate) fn stat_power(&self, unit: UnitId) -> i32 {
        super::stats::power(self.c, self.s, unit)
    }

    // ----- targets -----------------------------------------------------------------------

    /// Non-fallen Arcastella of `p` by slot, then followers in row order (D-25.5).
    pub(crate) fn units_of(&self, p: PlayerId, arcs: bool, followers: bool) -> Units {
        let ps = self.s.player(p);
        let mut v = Units::new();
        if arcs {
            for slot in 0..3u8 {
                if !ps.arcastella[usize::from(slot)].fallen {
                    v.push(UnitId::arc(p, slot));
                }
            }
        }
        if followers {
            for f in &ps.followers {
                v.push(UnitId::Follower {
                    player: p,
                    uid: f.uid,
                });
            }
        }
        v
    }

    /// D-25.3: the units a selector picks now. Only non-fallen units are ever selected.
    pub(crate) fn select(&mut self, ctx: &Ctx, target: Target) -> Units {
        let me = ctx.controller;
        let foe = me.other();
        let alive = |s: &State, u: Option<UnitId>| u.filter(|u| s.unit_alive(*u));
        match target {
            Target::Chosen => Units::one(alive(self.s, ctx.chosen)),
            Target::Caster => Units::one(alive(self.s, ctx.caster)),
            Target::Bearer => Units::one(alive(self.s, ctx.bearer)),
            Target::OwnLeader => Units::one(alive(
                self.s,
                Some(UnitId::arc(me, self.s.player(me).leader_slot)),
            )),
            Target::EnemyLeader => Units::one(alive(
                self.s,
                Some(UnitId::arc(foe, self.s.player(foe).leader_slot)),
            )),
            Target::AllEnemyUnits => self.units_of(foe, true, true),
            Target::AllEnemyArcastella => self.units_of(foe, true, false),
            Target::AllEnemyFollowers => self.units_of(foe, false, true),
            Target::AllAllyArcastella => self.units_of(me, true, false),
            Target::AllAllyFollowers => self.units_of(me, false, true),
            Target::AllAllyUnits => self.units_of(me, true, true),
            // D-25.7: no candidate, no draw from the RNG.
            Target::RandomEnemyUnit => {
                let candidates = self.units_of(foe, true, true);
                Units::one(self.s.rng.pick(candidates.len()).map(|i| candidates[i]))
            }
            Target::LowestHpAllyArcastella => {
                let ps = self.s.player(me);
                let lowest = (0..3u8)
                    .filter(|s| !ps.arcastella[usize::from(*s)].fallen)
                    .min_by_key(|s| (ps.arcastella[usize::from(*s)].hp, *s))
                    .map(|s| UnitId::arc(me, s));
                Units::one(lowest)
            }
        }
    }
}

/// D-15.4: the value of an amount for `controller`, given the sum of its dice (read only
/// for `Dice`) and the caster as it stands when the amount is evaluated. The engine and the
/// previews (preview.rs) both count an amount here.
pub(crate) fn amount_value(
    c: &DuelContent,
    s: &State,
    controller: PlayerId,
    caster: Option<&ArcState>,
    amount: &Amount,
    dice_sum: u32,
) -> u32 {
    let n = match *amount {
        Amount::Fixed(n) => n,
        Amount::Dice { bonus, .. } => dice_sum as i32 + bonus,
        Amount::Scaled { base, per, counter } => {
            base + per * counter_value(c, s, controller, caster, counter)
        }
    };
    n.max(0) as u32
}

/// D-15.5: an attack's primary damage, its amount plus the user's Power, at least 0.
pub(crate) fn with_power(amount: u32, power: i32) -> u32 {
    (i64::from(amount) + i64::from(power)).max(0) as u32
}

/// D-28.1 counters, read at the moment the amount is evaluated.
fn counter_value(
    c: &DuelContent,
    s: &State,
    controller: PlayerId,
    caster: Option<&ArcState>,
    counter: Counter,
) -> i32 {
    let me = s.player(controller);
    match counter {
        Counter::CasterResonance => caster.map_or(0, |a| i32::from(a.resonance)),
        Counter::AllyFollowers => me.followers.len() as i32,
        Counter::AfterglowInCemetery => me
            .cemetery
            .iter()
            .filter(|ci| c.card(ci.def).kind == CardKind::Afterglow)
            .count() as i32,
        Counter::CasterHasCode => i32::from(caster.is_some_and(|a| a.code.is_some())),
    }
}

/// D-23.2, D-23.3: the resonance of `arc` after a change of `delta`. Only a standing Aura
/// Comporta holds resonance, within 0..=RESONANCE_MAX.
pub(crate) fn resonance_after(c: &DuelContent, arc: &ArcState, delta: i32) -> u8 {
    if arc.fallen || c.arc(arc.def).class != Class::AuraComporta {
        return arc.resonance;
    }
    (i32::from(arc.resonance) + delta).clamp(0, i32::from(RESONANCE_MAX)) as u8
}
