//! Effect primitives (G-20): magnitudes amplified by magic, dice expressions, one effect
//! applied to one target, and knowledge tiers (G-35).

use super::*;

impl Engine<'_> {
    /// Scales a magnitude by MagicAmplify (G-20.3), rounding down.
    fn amp(v: i32, percent: i32) -> i32 {
        if percent == 0 {
            v
        } else {
            (i64::from(v) * i64::from(100 + percent)).div_euclid(100) as i32
        }
    }

    fn roll_dice(&mut self, d: crate::content::grail::DiceExpr) -> i32 {
        let total: u32 = self
            .roll(u32::from(d.count), u32::from(d.sides))
            .iter()
            .sum();
        total as i32 + d.flat
    }

    /// G-20.1: applies one effect primitive from `src_faction` to `target`.
    pub fn apply_effect(
        &mut self,
        src_faction: FactionId,
        source: EffectSource,
        target: EffTarget,
        e: &Effect,
        amplify: i32,
        extend: u8,
    ) {
        let removable = !matches!(
            source,
            EffectSource::CommandSpell | EffectSource::Passive | EffectSource::ClassTrait
        );
        let extend_d = |d: Duration| match d {
            Duration::Rounds { n } => Duration::Rounds {
                n: n.saturating_add(extend),
            },
            other => other,
        };
        match (e, target) {
            (Effect::HealHp { dice }, EffTarget::Faction(t)) => {
                let v = Self::amp(self.roll_dice(*dice), amplify);
                self.heal(t, v, false);
            }
            (Effect::RestoreMp { dice }, EffTarget::Faction(t)) => {
                let v = Self::amp(self.roll_dice(*dice), amplify);
                self.gain_servant_mp(t, v, MpReason::Effect(source));
            }
            (Effect::RestoreMasterMp { dice }, EffTarget::Faction(t)) => {
                let v = Self::amp(self.roll_dice(*dice), amplify);
                self.gain_master_mp(t, v, MpReason::Effect(source));
            }
            (
                Effect::ApplyBuff {
                    kind,
                    magnitude,
                    duration,
                },
                EffTarget::Faction(t),
            ) => {
                let kind = match *kind {
                    BuffKind::Guts { hp } => BuffKind::Guts {
                        hp: Self::amp(hp, amplify),
                    },
                    k => k,
                };
                self.add_buff(
                    t,
                    kind,
                    Self::amp(*magnitude, amplify),
                    extend_d(*duration),
                    source,
                    Some(src_faction),
                    removable,
                );
            }
            (Effect::ApplyDebuff { id, duration }, EffTarget::Faction(t)) => {
                self.add_debuff(t, *id, duration.map(extend_d), source, Some(src_faction));
            }
            (Effect::Cleanse, EffTarget::Faction(t)) => {
                self.remove_buffs(t, BuffEndReason::Cleansed, |b| {
                    b.removable && b.debuff().is_some()
                });
            }
            (Effect::Dispel, EffTarget::Faction(t)) if self.s.hostile(src_faction, t) => {
                self.remove_buffs(t, BuffEndReason::Dispelled, |b| {
                    b.removable && b.buff_kind().is_some()
                });
            }
            (Effect::GainCard { card }, EffTarget::Faction(t)) => {
                let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(t)) else {
                    return;
                };
                // `None` (owner's choice) takes the type the hand holds fewest of.
                let card = card.unwrap_or_else(|| {
                    *CardType::ALL
                        .iter()
                        .min_by_key(|c| p.hand.get(**c))
                        .unwrap_or(&CardType::Buster)
                });
                p.hand.add(card);
            }
            (Effect::ChargeReduce { rounds }, EffTarget::Faction(t)) => {
                let Some(cb) = self.s.combat.as_mut() else {
                    return;
                };
                let round = cb.round;
                if let Some(ch) = cb.participant_mut(t).and_then(|p| p.np_charge.as_mut()) {
                    ch.fire_round = round.max(ch.fire_round.saturating_sub(u16::from(*rounds)));
                }
            }
            (Effect::GainKnowledge { tiers }, EffTarget::Faction(t)) => {
                let tier = q::knowledge_tier(self.s, src_faction, t);
                self.set_tier(src_faction, t, tier.saturating_add(*tiers).min(3));
            }
            (Effect::Workshop, _) => {
                let d = match target {
                    EffTarget::District(d) => d,
                    EffTarget::Faction(_) => self.fac(src_faction).district,
                };
                self.fac_mut(src_faction).workshop = Some(d);
            }
            (Effect::NegateAmbushFirstStrike, EffTarget::Faction(t))
                if !self.s_negate().contains(&t) =>
            {
                self.s_negate_mut().push(t);
            }
            // Passive-only and OnMagicUse-only primitives do nothing when applied.
            _ => {}
        }
    }

    fn s_negate(&self) -> &Vec<FactionId> {
        &self.s.negate_ambush
    }

    fn s_negate_mut(&mut self) -> &mut Vec<FactionId> {
        &mut self.s.negate_ambush
    }

    /// G-35, G-14.3: sets a knowledge tier (and copies it to an ally).
    pub fn set_tier(&mut self, f: FactionId, about: FactionId, tier: u8) {
        if f == about {
            return;
        }
        let mut who = vec![f];
        if let Some(a) = self.s.ally_of(f)
            && a != about
        {
            who.push(a);
        }
        for w in who {
            let Some(k) = self.fac_mut(w).knowledge.get_mut(usize::from(about)) else {
                continue;
            };
            if tier > k.tier {
                k.tier = tier;
                self.emit_private(
                    w,
                    EventKind::KnowledgeGained {
                        faction: w,
                        about,
                        tier,
                    },
                );
            }
        }
    }
}
