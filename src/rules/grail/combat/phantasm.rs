//! Noble Phantasms (G-29): their targets, their cost, firing one, the units a summon
//! brings, and the clash of two fired in one round (G-30).

use crate::content::grail::{BuffKind, CardType, DebuffId, Duration, NpKind, SummonSpec};

use super::super::action::NpTarget;
use super::super::engine::{EffTarget, Engine};
use super::super::event::{CardPurpose, EventKind, MpReason};
use super::super::query as q;
use super::super::state::*;
use super::terms::*;

impl Engine<'_> {
    /// G-29.6: the targets of an attack NP fired by `f`, in initiative order.
    pub fn np_targets(&self, f: FactionId, target: NpTarget) -> Vec<Actor> {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| &d.np) else {
            return Vec::new();
        };
        let Some(m) = q::map(self.c, self.s) else {
            return Vec::new();
        };
        let pos = self.fac(f).district;
        let init = self.compute_initiative();
        let mut all: Vec<Actor> = q::combat_actors(self.s)
            .into_iter()
            .filter(|&a| a != Actor::Servant { faction: f } && q::hostile_to(self.s, f, a))
            .filter(|&a| q::actor_pos(self.s, a).is_some_and(|d| m.hop(pos, d) <= np.range))
            .collect();
        all.sort_by_key(|a| init.iter().position(|x| x == a).unwrap_or(usize::MAX));
        match target {
            NpTarget::Unit { actor } => all.into_iter().filter(|a| *a == actor).collect(),
            NpTarget::District { id } => all
                .into_iter()
                .filter(|&a| q::actor_pos(self.s, a) == Some(id))
                .collect(),
            NpTarget::Area => all,
        }
    }

    /// G-30.6: whether target servant `t` clashes with an attack NP fired this round.
    fn clashes_with(&self, t: FactionId, round: u16) -> bool {
        let Some(d) = q::sdef(self.c, self.s, t) else {
            return false;
        };
        let Some(p) = q::participant(self.s, t) else {
            return false;
        };
        d.np.kind == NpKind::Attack
            && p.status == ParticipantStatus::Active
            && p.np_charge.is_some_and(|c| c.fire_round == round)
            && p.np_fired_round != Some(round)
            && p.hand.has(d.np.card)
            && q::can_pay_servant(self.s, t, d.np.mp_cost)
            && !q::has_debuff(self.s, t, DebuffId::DB16)
            && !q::has_debuff(self.s, t, DebuffId::DB17)
            && !q::has_debuff(self.s, t, DebuffId::DB19)
    }

    /// Pays an NP's card and MP and applies the type bonus at firing (G-29.3.4, G-29.5.2).
    fn pay_np(&mut self, f: FactionId) {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| &d.np) else {
            return;
        };
        let round = self.current_round().unwrap_or(1);
        self.consume_card(f, np.card, CardPurpose::Np);
        self.pay_servant(f, np.mp_cost, MpReason::NpCost);
        if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
            p.np_charge = None;
            p.np_fired_round = Some(round);
            p.used_np = true;
        }
        if np.card == CardType::Arts && np.kind != NpKind::Summon && self.fac(f).alive() {
            self.gain_servant_mp(f, 20, MpReason::ArtsNp);
        }
    }

    /// G-29.3.3, G-29.7, G-29.9, G-33.6.20: fires the NP of `f`.
    pub fn fire_np(&mut self, f: FactionId, target: NpTarget) {
        let Some(np) = q::sdef(self.c, self.s, f).map(|d| &d.np) else {
            return;
        };
        let round = self.current_round().unwrap_or(1);
        self.mark_offense();
        self.pay_np(f);
        if !self.fac(f).alive() {
            return;
        }
        match np.kind {
            NpKind::Support | NpKind::Passive => {
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: Vec::new(),
                });
                for e in &np.on_fire {
                    self.apply_effect(f, EffectSource::Np, EffTarget::Faction(f), e, 0, 0);
                }
                // G-29.5.1, G-29.5.3: the next round's attack gets the type bonus.
                let next = round + 1;
                match np.card {
                    CardType::Buster => self.add_buff(
                        f,
                        BuffKind::NextAttackPower { from_round: next },
                        20,
                        Duration::Rounds { n: 2 },
                        EffectSource::Np,
                        Some(f),
                        true,
                    ),
                    CardType::Quick => self.add_buff(
                        f,
                        BuffKind::NextAttackCrit { from_round: next },
                        3,
                        Duration::Rounds { n: 2 },
                        EffectSource::Np,
                        Some(f),
                        true,
                    ),
                    CardType::Arts => {}
                }
            }
            NpKind::Summon => {
                let Some(spec) = np.summon.clone() else {
                    return;
                };
                self.summon_units(f, &spec, np.card, round);
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: Vec::new(),
                });
            }
            NpKind::Attack => {
                let targets = self.np_targets(f, target);
                let mut clashes = Vec::new();
                let mut rest = Vec::new();
                for t in &targets {
                    match *t {
                        Actor::Servant { faction: tf } if self.clashes_with(tf, round) => {
                            clashes.push(tf)
                        }
                        other => rest.push(other),
                    }
                }
                self.emit_combat(EventKind::NpFired {
                    faction: f,
                    np: np.id.clone(),
                    targets: targets.clone(),
                });
                // G-30.7 step 1: each clashing target pays its NP.
                for &tf in &clashes {
                    self.pay_np(tf);
                    if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(tf)) {
                        p.main_action_spent = true;
                    }
                }
                let n = rest.len();
                let reactions = rest
                    .iter()
                    .map(|a| {
                        matches!(a, Actor::Unit { .. }).then_some(Reaction::Guard { card: None })
                    })
                    .collect();
                let first_strike = first_strike(self.c, self.s, Actor::Servant { faction: f });
                let atk = AttackInProgress {
                    attacker: Actor::Servant { faction: f },
                    is_np: true,
                    kind: AttackKind::of_card(np.card),
                    mode: AttackMode::Ranged,
                    range: np.range,
                    card: Some(np.card),
                    targets: rest,
                    reactions,
                    clashes,
                    hit: None,
                    defense: vec![None; n],
                    hits: vec![false; n],
                    tables: Vec::new(),
                    rolled: false,
                    first_strike,
                };
                if let Some(cb) = &mut self.s.combat {
                    cb.attack = Some(atk);
                }
            }
        }
    }

    /// G-29.9.1, G-29.9.4: creates the summoned units.
    fn summon_units(&mut self, f: FactionId, spec: &SummonSpec, card: CardType, round: u16) {
        let pos = self.fac(f).district;
        for _ in 0..spec.count {
            let uid = self.new_uid();
            let hp = spec.hp + if card == CardType::Arts { 20 } else { 0 };
            let unit = SummonedUnit {
                uid,
                owner: f,
                spec: spec.clone(),
                hp,
                max_hp: hp,
                position: pos,
                first_attack_power: if card == CardType::Buster { 20 } else { 0 },
                first_attack_crit: if card == CardType::Quick { 3 } else { 0 },
                joined_round: round,
            };
            if let Some(cb) = &mut self.s.combat {
                cb.units.push(unit);
            }
            self.emit_combat(EventKind::UnitSummoned {
                unit: uid,
                owner: f,
            });
        }
    }
}
