//! The end of a round (G-18.5: expiries, the quiet-round count, the third round's refill,
//! the end checks) and of a combat (G-32.4: cleanup, placement, observation).

use super::*;

impl Engine<'_> {
    /// G-18.5.
    pub(super) fn round_end(&mut self) {
        let round = self.current_round().unwrap_or(1);
        let init = self.compute_initiative();
        // 1. Poison.
        for a in &init {
            let Actor::Servant { faction: f } = *a else {
                continue;
            };
            let src = self
                .fac(f)
                .servant
                .buffs
                .iter()
                .find(|b| b.debuff() == Some(DebuffId::DB11))
                .map(|b| b.source_faction);
            if let Some(src) = src {
                self.emit_combat(EventKind::DamageDealt {
                    target: *a,
                    source: src.map(|s| Actor::Servant { faction: s }),
                    amount: 3,
                    breakdown: vec![(DamageTerm::Poison, 3)],
                    dice: Vec::new(),
                });
                self.mark_offense();
                self.hurt_servant(f, 3, src, true, true);
            }
        }
        // 2. Rounds effects ending this round expire.
        let parts: Vec<FactionId> = self
            .s
            .combat
            .as_ref()
            .map(|cb| cb.participants.iter().map(|p| p.faction).collect())
            .unwrap_or_default();
        for &f in &parts {
            self.remove_buffs(
                f,
                BuffEndReason::Expired,
                |b| matches!(b.expiry, Expiry::RoundEnd { round: r } if r <= round),
            );
        }
        // G-23.4 C2: a critical's cards last their round only.
        for &f in &parts {
            self.fade_critical_cards(f);
        }
        // 3. Quiet-round counter.
        if let Some(cb) = &mut self.s.combat {
            if cb.offensive_this_round {
                cb.quiet_rounds = 0;
            } else {
                cb.quiet_rounds = cb.quiet_rounds.saturating_add(1);
            }
        }
        // 4. Refill every third round (G-24.5).
        if refills_after(round) {
            for &f in &parts {
                if !self.s.combat.as_ref().is_some_and(|cb| cb.is_active(f)) {
                    continue;
                }
                let deck = q::sdef(self.c, self.s, f)
                    .map(|d| d.deck)
                    .unwrap_or_default();
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand = deck;
                    p.critical_cards = CardCounts::default();
                }
                self.emit_private(
                    f,
                    EventKind::HandRefilled {
                        faction: f,
                        hand: deck,
                    },
                );
            }
        }
        // 5. Combat-end check.
        let quiet = self
            .s
            .combat
            .as_ref()
            .map(|cb| cb.quiet_rounds)
            .unwrap_or(0);
        if self.no_hostile_pair() {
            self.end_combat(CombatEndReason::NoHostiles);
            return;
        }
        if quiet >= STALEMATE_ROUNDS {
            self.end_combat(CombatEndReason::Stalemate);
            return;
        }
        if round >= ROUND_CAP {
            self.end_combat(CombatEndReason::RoundCap);
            return;
        }
        // 6. Next round.
        if let Some(cb) = &mut self.s.combat {
            cb.round += 1;
            cb.offensive_this_round = false;
            for p in &mut cb.participants {
                p.skills_used_this_round.clear();
                p.main_action_spent = false;
                p.ceasefire_offered = false;
                p.np_decided_this_window = false;
            }
            cb.phase = CombatPhase::RoundStart;
        }
    }

    /// G-32.4: cleanup, placement, observation, and the soul-eating outcome (G-13.5).
    pub(super) fn combat_cleanup(&mut self) {
        let Some(cb) = self.s.combat.take() else {
            return;
        };
        // Only `end_combat` enters the Ended phase, and it sets the reason; a hand-edited
        // state without one reads as condition 1, the end that needs nothing else.
        let reason = cb.end_reason.unwrap_or(CombatEndReason::NoHostiles);
        // 1. Combat-scoped effects expire, told to the combat's participants only (G-40.1):
        // the combat is gone from the state, and a public event would show the others a buff
        // they never saw applied.
        let seen = Visibility::Participants { combat: cb.id };
        for p in &cb.participants {
            self.remove_buffs_seen(p.faction, BuffEndReason::CombatEnd, seen.clone(), |b| {
                matches!(
                    b.expiry,
                    Expiry::RoundEnd { .. } | Expiry::Activations { .. } | Expiry::CombatEnd
                )
            });
        }
        // 4. Placement: those who left the combat (or teleported) do not return.
        let stays_out: Vec<FactionId> = cb
            .participants
            .iter()
            .filter(|p| p.status != ParticipantStatus::Active || p.teleported)
            .map(|p| p.faction)
            .collect();
        if let Some(r) = &mut self.s.resolving {
            r.origins.retain(|(f, _)| !stays_out.contains(f));
        }
        for p in &cb.participants {
            let x = self.fac_mut(p.faction);
            x.turn.fought = true;
            x.turn.turn_ended = true;
        }
        // 5. CombatEnded.
        let results: Vec<(FactionId, ParticipantStatus, i32)> = cb
            .participants
            .iter()
            .map(|p| (p.faction, p.status, self.fac(p.faction).servant.hp))
            .collect();
        self.emit(EventKind::CombatEnded {
            combat: cb.id,
            rounds: cb.round,
            reason,
            results,
        });
        // 6. G-35.3: participants learn the skills and NP used by the others.
        for a in &cb.participants {
            for b in &cb.participants {
                if a.faction == b.faction || !self.fac(a.faction).alive() {
                    continue;
                }
                let Some(k) = self
                    .fac_mut(a.faction)
                    .knowledge
                    .get_mut(usize::from(b.faction))
                else {
                    continue;
                };
                for s in &b.used_skills {
                    k.see_skill(*s);
                }
                k.seen_np |= b.used_np;
            }
        }
        // G-13.5 step 3.
        if let CombatOrigin::SoulEating {
            eater,
            encounterers,
        } = &cb.origin
        {
            let remained = |f: FactionId| {
                self.fac(f).alive()
                    && cb
                        .participant(f)
                        .is_some_and(|p| p.status == ParticipantStatus::Active)
            };
            let eater_remained = remained(*eater);
            let any_x = encounterers.iter().any(|(x, _, _)| remained(*x));
            // The eating is in the combat's district, where it was declared (G-9.9), even if
            // the eater or the stealer moved away during the combat.
            if eater_remained && !any_x {
                self.soul_eat(*eater, cb.district);
            } else if !eater_remained {
                let stealer = encounterers
                    .iter()
                    .find(|(x, st, _)| *st == EncounterStance::Steal && remained(*x))
                    .map(|(x, _, _)| *x);
                match stealer {
                    Some(x) => self.soul_eat(x, cb.district),
                    None => self.emit(EventKind::SoulEatingBlocked { eater: *eater }),
                }
            } else {
                self.emit(EventKind::SoulEatingBlocked { eater: *eater });
            }
        }
        if let Some(r) = &mut self.s.resolving {
            r.stage = EventStage::Done;
        }
        if self.s.config.skirmish.is_some() {
            self.end_skirmish(&cb);
        }
    }
}
