//! Normal resolution (G-8.8, G-10): each faction's declared move and turn action (a
//! skill, an investigation, a rest, a quiet Wait and its bond), and the turn's end (G-8.9).

use super::*;

impl Engine<'_> {
    /// G-8.8 steps 2–4.
    pub(super) fn normal_execute(&mut self, f: FactionId) {
        let decl = self.fac(f).turn.declared.clone();
        if let Some(d) = decl {
            if !d.move_path.is_empty() && !self.fac(f).turn.fought {
                // G-10.1: checked again when it runs; G-16.2: a sleeping master cannot move.
                let ok = if self.fac(f).master.asleep {
                    Err(Illegal::SleepingMasterCannotMove)
                } else {
                    q::strategic_path_ok(self.c, self.s, f, &d.move_path)
                };
                match ok {
                    Ok(cost) => {
                        let from = self.fac(f).district;
                        if let Some(&last) = d.move_path.last() {
                            self.fac_mut(f).district = last;
                        }
                        self.emit(EventKind::Moved {
                            faction: f,
                            from,
                            path: d.move_path.clone(),
                            cost: cost as u8,
                        });
                    }
                    Err(reason) => self.emit(EventKind::MoveSkipped { faction: f, reason }),
                }
            }
            match d.action {
                Some(TurnAction::Skill { skill, target }) => self.turn_skill(f, skill, target),
                Some(TurnAction::Investigate { class }) => self.investigate(f, class),
                Some(TurnAction::Rest) => self.rest(f),
                Some(TurnAction::Wait) => self.wait_bond(f),
                None => {}
            }
        }
        if self.fac(f).alive() {
            self.fac_mut(f).turn.turn_ended = true;
        }
    }

    /// G-10.2: a TurnAction skill, re-checked at resolution.
    pub(super) fn turn_skill(&mut self, f: FactionId, r: SkillRef, target: Option<FactionId>) {
        let Some(sk) = q::skill(self.c, self.s, f, r) else {
            return;
        };
        let payable = q::can_pay_skill(self.s, f, r.owner, sk.mp_cost);
        let master_ok = r.owner == SkillOwner::Servant || q::awake(self.s, f);
        let target_ok = target.is_none_or(|t| self.fac(t).alive());
        if !payable || !master_ok || !target_ok {
            return;
        }
        let targets: Vec<TargetRef> = target
            .map(|id| TargetRef::Faction { id })
            .into_iter()
            .collect();
        self.use_skill(f, r, &targets, &[]);
    }

    /// G-10.3: investigation.
    pub(super) fn investigate(&mut self, f: FactionId, class: Class) {
        let target = self
            .s
            .factions
            .iter()
            .find(|x| x.id != f && x.alive() && q::class(self.c, self.s, x.id) == Some(class))
            .map(|x| x.id);
        let Some(t) = target else { return };
        if q::knowledge_tier(self.s, f, t) >= 3 || !q::awake(self.s, f) {
            return;
        }
        let dice = self.roll(2, 6);
        let natural: u32 = dice.iter().sum();
        let total = natural as i32 + q::investigate_bonus(self.c, self.s, f);
        // G-23.7: a natural 12 succeeds and a natural 2 fails.
        let success = natural == 12 || (natural != 2 && total >= 6);
        if success {
            let tier = (q::knowledge_tier(self.s, f, t) + 1).min(3);
            self.set_tier(f, t, tier);
        }
        let new_tier = q::knowledge_tier(self.s, f, t);
        self.emit_private(
            f,
            EventKind::Investigated {
                faction: f,
                target: t,
                dice,
                total,
                success,
                new_tier,
            },
        );
    }

    /// G-10.5: rest, with the bonus of G-5.3, G-4.2.6, the Workshop and RestBonus passives.
    pub(super) fn rest(&mut self, f: FactionId) {
        let here = self.fac(f).district;
        let mut b = q::map(self.c, self.s)
            .map(|m| m.leyline(here).bonus())
            .unwrap_or(0);
        if q::is_class(self.c, self.s, f, Class::Caster) {
            b += 10;
        }
        if self.fac(f).workshop == Some(here) {
            b += 20;
        }
        b += q::rest_bonus_passive(self.c, self.s, f);
        let hp_d = self.roll(3, 10);
        let hp_amount = hp_d.iter().sum::<u32>() as i32 + b;
        let hp = self.heal(f, hp_amount, false);
        let mp_d = self.roll(3, 10);
        let mp = self.gain_servant_mp(f, mp_d.iter().sum::<u32>() as i32 + b, MpReason::Rest);
        let m_d = self.roll(5, 10);
        let mm = self.gain_master_mp(f, m_d.iter().sum::<u32>() as i32 + b, MpReason::Rest);
        self.fac_mut(f).master.rested_today = true;
        // G-35.1: the MP rolls and gains are private; the HP gain went out as `Healed`.
        self.emit_private(
            f,
            EventKind::Rested {
                faction: f,
                hp: (hp_d, hp),
                mp: (mp_d, mp),
                master_mp: (m_d, mm),
            },
        );
    }

    /// G-15.2: bond from a Wait without intervention and with an awake master.
    pub(super) fn wait_bond(&mut self, f: FactionId) {
        let x = self.fac(f);
        if x.turn.intervened || x.turn.fought || x.master.asleep || x.bond >= 3 {
            return;
        }
        self.fac_mut(f).bond += 1;
        let bond = self.fac(f).bond;
        self.emit(EventKind::BondGained { faction: f, bond });
        if bond >= 3 && !self.fac(f).master.fourth_skill_unlocked {
            self.fac_mut(f).master.fourth_skill_unlocked = true;
            let skill = q::skills(self.c, self.s, f, SkillOwner::Master)
                .iter()
                .position(|k| k.bond_locked)
                .map(|i| SkillRef {
                    owner: SkillOwner::Master,
                    idx: i as u8,
                });
            if let Some(skill) = skill {
                self.emit(EventKind::MasterSkillUnlocked { faction: f, skill });
            }
        }
    }

    // ------------------------------------------------------------------ turn and day end

    /// G-8.9.
    pub(super) fn turn_end(&mut self) {
        for i in 0..self.s.factions.len() {
            let f = i as FactionId;
            self.remove_buffs(f, BuffEndReason::TurnEnd, |b| {
                matches!(b.expiry, Expiry::TurnEnd | Expiry::StrategicRounds { .. })
            });
        }
        let ti = self.s.turn_index;
        self.s
            .relations
            .retain(|r| r.kind != RelationKind::TruceTurn { turn_index: ti });
        if self.s.time == TimeOfDay::Night {
            self.s.phase = Phase::DayEnd;
        } else {
            self.s.time = match self.s.time {
                TimeOfDay::Morning => TimeOfDay::Noon,
                _ => TimeOfDay::Night,
            };
            self.s.turn_index += 1;
            self.s.phase = Phase::TurnStart;
        }
    }
}
