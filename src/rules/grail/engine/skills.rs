//! Skills (G-19): the check value, a use with its payment and magic modifiers, who learns
//! of it, the targets, and the automatic skills' triggers.

use super::*;

impl Engine<'_> {
    /// G-19.4: the effective skill check value.
    pub fn skill_value(&self, f: FactionId, rank_value: i32) -> i32 {
        let mut v = rank_value + q::buff_sum(self.c, self.s, f, |k| k == BuffKind::SkillCheckUp);
        if q::retreating(self.s, f) {
            v -= 10;
        }
        v
    }

    /// G-19: uses a skill (already checked legal): pays, records the use, checks, applies.
    pub fn use_skill(
        &mut self,
        f: FactionId,
        r: SkillRef,
        targets: &[TargetRef],
        mods: &[SkillRef],
    ) {
        let Some(sk) = q::skill(self.c, self.s, f, r) else {
            return;
        };
        // Pay the skill, then each OnMagicUse modifier (G-19.2.6).
        let paid = match r.owner {
            SkillOwner::Servant => self.pay_servant(f, sk.mp_cost, MpReason::Skill(r)),
            SkillOwner::Master => self.pay_master(f, sk.mp_cost, MpReason::Skill(r)),
        };
        let mut auto_success = false;
        let mut amplify = 0;
        let mut extend = 0u8;
        for m in mods {
            let Some(ms) = q::skill(self.c, self.s, f, *m) else {
                continue;
            };
            match m.owner {
                SkillOwner::Servant => self.pay_servant(f, ms.mp_cost, MpReason::Skill(*m)),
                SkillOwner::Master => self.pay_master(f, ms.mp_cost, MpReason::Skill(*m)),
            };
            self.record_skill_use(f, *m);
            self.tell_skill_use(EventKind::SkillActivated {
                faction: f,
                skill: *m,
                roll: None,
                value: 100,
                success: true,
                mp_paid: ms.mp_cost,
            });
            for e in &ms.effects {
                match e {
                    Effect::MagicAutoSuccess => auto_success = true,
                    Effect::MagicAmplify { percent } => amplify += percent,
                    Effect::MagicExtend { rounds } => extend = extend.saturating_add(*rounds),
                    _ => {}
                }
            }
        }
        self.record_skill_use(f, r);
        if !self.fac(f).alive() {
            return;
        }
        let value = self.skill_value(f, sk.rank.check_value());
        let (roll, success) = if value >= 100 || auto_success {
            (None, true)
        } else {
            let roll = self.die(100);
            (Some(roll), roll as i32 <= value)
        };
        self.tell_skill_use(EventKind::SkillActivated {
            faction: f,
            skill: r,
            roll,
            value,
            success,
            mp_paid: paid,
        });
        if success {
            let tgts = self.skill_targets(f, &sk.target, targets);
            let src = EffectSource::Skill {
                faction: f,
                skill: r,
            };
            for t in tgts {
                for e in &sk.effects {
                    self.apply_effect(f, src, t, e, amplify, extend);
                }
            }
        }
    }

    /// Tells a skill's use (`SkillActivated`) to whoever sees it: a combat's participants,
    /// or everyone outside a combat. G-35.3 (extended, docs/grail-rules-changes.md): a
    /// servant's skill told to everyone is learned for good by every other faction, as a
    /// combat's participants learn what they saw; a master's skill stays private (G-35.1).
    fn tell_skill_use(&mut self, kind: EventKind) {
        let told = self.combat_visibility();
        let public = told == Visibility::Public;
        let learnt = match kind {
            EventKind::SkillActivated { faction, skill, .. }
                if public && skill.owner == SkillOwner::Servant =>
            {
                Some((faction, skill))
            }
            _ => None,
        };
        self.emit_vis(told, kind);
        let Some((f, r)) = learnt else {
            return;
        };
        for x in self.s.factions.iter_mut().filter(|x| x.id != f) {
            if let Some(k) = x.knowledge.get_mut(usize::from(f)) {
                k.see_skill(r);
            }
        }
    }

    fn record_skill_use(&mut self, f: FactionId, r: SkillRef) {
        if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f))
            && p.status == ParticipantStatus::Active
        {
            p.skills_used_this_round.push(r);
            if !p.used_skills.contains(&r) {
                p.used_skills.push(r);
            }
            return;
        }
        self.fac_mut(f).turn.skills_used.push(r);
    }

    /// G-19.6: the effect targets of a skill use.
    pub fn skill_targets(
        &self,
        f: FactionId,
        spec: &TargetSpec,
        chosen: &[TargetRef],
    ) -> Vec<EffTarget> {
        match spec {
            TargetSpec::SelfServant => vec![EffTarget::Faction(f)],
            TargetSpec::HostileInRange { .. } | TargetSpec::AnyOtherServant => chosen
                .iter()
                .filter_map(|t| match t {
                    TargetRef::Actor {
                        actor: Actor::Servant { faction },
                    }
                    | TargetRef::Faction { id: faction } => Some(EffTarget::Faction(*faction)),
                    _ => None,
                })
                .collect(),
            TargetSpec::AllHostilesInRange { range } => {
                let Some(pos) = q::actor_pos(self.s, Actor::Servant { faction: f }) else {
                    return Vec::new();
                };
                let Some(m) = q::map(self.c, self.s) else {
                    return Vec::new();
                };
                self.s
                    .combat
                    .as_ref()
                    .map(|cb| {
                        cb.participants
                            .iter()
                            .filter(|p| {
                                p.status == ParticipantStatus::Active
                                    && self.s.hostile(f, p.faction)
                                    && m.hop(pos, self.fac(p.faction).district) <= *range
                            })
                            .map(|p| EffTarget::Faction(p.faction))
                            .collect()
                    })
                    .unwrap_or_default()
            }
            TargetSpec::CurrentDistrict => vec![EffTarget::District(self.fac(f).district)],
        }
    }

    /// G-19.2.5: fires the Auto skills of `f` with `trigger` (each at most once per combat).
    /// Returns true if any fired successfully.
    pub fn fire_auto(&mut self, f: FactionId, trigger: Trigger) -> bool {
        if self
            .s
            .combat
            .as_ref()
            .and_then(|cb| cb.participant(f))
            .is_none()
            || !self.fac(f).alive()
        {
            return false;
        }
        let candidates: Vec<(SkillRef, i32, crate::content::grail::Rank)> =
            q::all_skills(self.c, self.s, f)
                .filter(|(_, k)| {
                    k.timing == Timing::Auto { trigger } && q::skill_unlocked(self.s, f, k)
                })
                .map(|(r, k)| (r, k.mp_cost, k.rank))
                .collect();
        let mut any = false;
        for (r, cost, _) in candidates {
            let fired = self
                .s
                .combat
                .as_ref()
                .and_then(|cb| cb.participant(f))
                .is_some_and(|p| p.auto_fired.contains(&r));
            if fired || !q::can_pay_skill(self.s, f, r.owner, cost) {
                continue;
            }
            if r.owner == SkillOwner::Master && !q::awake(self.s, f) {
                continue;
            }
            if r.owner == SkillOwner::Servant && q::has_debuff(self.s, f, DebuffId::DB18) {
                continue;
            }
            if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                p.auto_fired.push(r);
            }
            let before = self.fac(f).servant.buffs.len();
            self.use_skill_auto(f, r);
            any |= self.fac(f).servant.buffs.len() > before || self.fac(f).alive();
        }
        any
    }

    fn use_skill_auto(&mut self, f: FactionId, r: SkillRef) {
        let Some(sk) = q::skill(self.c, self.s, f, r) else {
            return;
        };
        let targets: Vec<TargetRef> = match sk.target {
            TargetSpec::HostileInRange { range } => {
                let pos = self.fac(f).district;
                let Some(m) = q::map(self.c, self.s) else {
                    return;
                };
                let first = self.s.combat.as_ref().and_then(|cb| {
                    cb.participants.iter().find(|p| {
                        p.status == ParticipantStatus::Active
                            && self.s.hostile(f, p.faction)
                            && m.hop(pos, self.fac(p.faction).district) <= range
                    })
                });
                match first {
                    Some(p) => vec![TargetRef::Faction { id: p.faction }],
                    None => return,
                }
            }
            _ => Vec::new(),
        };
        self.use_skill(f, r, &targets, &[]);
    }
}
