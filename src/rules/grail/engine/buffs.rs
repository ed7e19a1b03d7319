//! Buffs and debuffs on a servant (G-21): when they expire, applying them, and removing
//! them with the event that tells who sees it.

use super::*;

impl Engine<'_> {
    /// G-21.3: `Activations(n)` counts the holder's *next* activations, so one applied
    /// during the holder's own activation gets one more tick.
    pub(super) fn holder_expiry(&self, f: FactionId, e: Expiry) -> Expiry {
        let acting = self.s.combat.as_ref().is_some_and(|cb| match cb.phase {
            CombatPhase::Activation { index, step } => {
                step != ActivationStep::Start
                    && cb.order.get(usize::from(index)) == Some(&Actor::Servant { faction: f })
            }
            _ => false,
        });
        match e {
            Expiry::Activations { n } if acting => Expiry::Activations {
                n: n.saturating_add(1),
            },
            other => other,
        }
    }

    /// G-21.3: the expiry of a duration applied now.
    pub fn expiry_of(&self, d: Duration) -> Option<Expiry> {
        Some(match d {
            Duration::Instant => return None,
            Duration::Rounds { n } => match self.current_round() {
                Some(r) => Expiry::RoundEnd {
                    round: r + u16::from(n.max(1)) - 1,
                },
                None => Expiry::StrategicRounds { n: n.max(1) },
            },
            Duration::Activations { n } => Expiry::Activations { n: n.max(1) },
            Duration::UntilCombatEnd => {
                if self.s.combat.is_some() {
                    Expiry::CombatEnd
                } else {
                    Expiry::TurnEnd
                }
            }
            Duration::UntilTurnEnd => Expiry::TurnEnd,
            Duration::UntilDayEnd => Expiry::DayEnd,
            Duration::Permanent => Expiry::Permanent,
        })
    }

    /// G-20.1 ApplyBuff. DB20 Buff Block stops new removable buffs.
    pub fn add_buff(
        &mut self,
        f: FactionId,
        kind: BuffKind,
        magnitude: i32,
        duration: Duration,
        source: EffectSource,
        source_faction: Option<FactionId>,
        removable: bool,
    ) {
        if !self.fac(f).alive() {
            return;
        }
        if removable && q::has_debuff(self.s, f, DebuffId::DB20) {
            return;
        }
        let Some(expiry) = self.expiry_of(duration) else {
            return;
        };
        let expiry = self.holder_expiry(f, expiry);
        let uid = self.new_uid();
        let b = Buff {
            uid,
            kind: BuffOrDebuff::Buff { kind },
            magnitude,
            expiry,
            source,
            source_faction,
            removable,
        };
        self.fac_mut(f).servant.buffs.push(b);
        self.emit_combat(EventKind::BuffApplied {
            target: Actor::Servant { faction: f },
            buff: b,
        });
    }

    /// G-20.1 ApplyDebuff, G-21.2 (no stacking; the later expiry wins), G-4.2.1 Magic
    /// Resistance against hostile sources, G-4.2.10 Charm immunity.
    pub fn add_debuff(
        &mut self,
        f: FactionId,
        id: DebuffId,
        duration: Option<Duration>,
        source: EffectSource,
        source_faction: Option<FactionId>,
    ) {
        if !self.fac(f).alive() {
            return;
        }
        if id == DebuffId::DB17 && q::is_class(self.c, self.s, f, Class::Berserker) {
            return;
        }
        let hostile_source = source_faction.is_some_and(|s| self.s.hostile(s, f))
            && !matches!(source, EffectSource::Fumble);
        if hostile_source && q::is_class(self.c, self.s, f, Class::Saber) {
            let roll = self.die(100);
            if roll <= 50 {
                self.emit_combat(EventKind::DebuffResisted {
                    target: Actor::Servant { faction: f },
                    roll,
                });
                return;
            }
        }
        let Some(expiry) = self.expiry_of(duration.unwrap_or(id.default_duration())) else {
            return;
        };
        let expiry = self.holder_expiry(f, expiry);
        if let Some(existing) = self
            .fac_mut(f)
            .servant
            .buffs
            .iter_mut()
            .find(|b| b.debuff() == Some(id))
        {
            existing.expiry = later(existing.expiry, expiry);
            return;
        }
        let uid = self.new_uid();
        let b = Buff {
            uid,
            kind: BuffOrDebuff::Debuff { id },
            magnitude: id.magnitude(),
            expiry,
            source,
            source_faction,
            removable: true,
        };
        self.fac_mut(f).servant.buffs.push(b);
        self.emit_combat(EventKind::BuffApplied {
            target: Actor::Servant { faction: f },
            buff: b,
        });
        // DB19 NP Seal cancels a current charge.
        if id == DebuffId::DB19
            && let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f))
            && p.np_charge.take().is_some()
        {
            self.emit_combat(EventKind::NpChargeCancelled { faction: f });
        }
        self.fire_auto(f, Trigger::OnDebuffReceived);
    }

    /// Removes buffs matching `pred`, emitting `BuffRemoved` as a combat event (to its
    /// participants while a combat is on).
    pub fn remove_buffs(
        &mut self,
        f: FactionId,
        reason: BuffEndReason,
        pred: impl Fn(&Buff) -> bool,
    ) {
        self.remove_buffs_seen(f, reason, self.combat_visibility(), pred);
    }

    /// Removes buffs matching `pred`, emitting `BuffRemoved` with visibility `seen`.
    pub fn remove_buffs_seen(
        &mut self,
        f: FactionId,
        reason: BuffEndReason,
        seen: Visibility,
        pred: impl Fn(&Buff) -> bool,
    ) {
        let (gone, keep): (Vec<Buff>, Vec<Buff>) =
            std::mem::take(&mut self.fac_mut(f).servant.buffs)
                .into_iter()
                .partition(|b| pred(b));
        self.fac_mut(f).servant.buffs = keep;
        for b in gone {
            self.emit_vis(
                seen.clone(),
                EventKind::BuffRemoved {
                    target: Actor::Servant { faction: f },
                    uid: b.uid,
                    reason,
                },
            );
        }
    }
}
