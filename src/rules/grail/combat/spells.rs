//! Command spells (G-33): every spell of G-33.6, as free actions.

use crate::content::grail::{BuffKind, CardCounts, Duration, Stat};

use super::super::action::CommandSpell;
use super::super::engine::Engine;
use super::super::event::{BuffEndReason, DamageTerm, EventKind, MpReason};
use super::super::query as q;
use super::super::state::*;

impl Engine<'_> {
    /// G-33.6: uses a command spell (already checked legal).
    pub fn command_spell(&mut self, f: FactionId, spell: CommandSpell) {
        let cost = spell.cost();
        let m = &mut self.fac_mut(f).master;
        m.command_spells = m.command_spells.saturating_sub(cost);
        let remaining = m.command_spells;
        // G-24.6: the cards Tactical Refinement takes are the new hand, private to the
        // owner and its ally (its `HandSet` below); the others learn only the spell.
        if let CommandSpell::TacticalRefinement { .. } = spell {
            self.emit(EventKind::TacticalRefinementUsed {
                faction: f,
                remaining,
            });
        } else {
            self.emit(EventKind::CommandSpellUsed {
                faction: f,
                spell,
                remaining,
            });
        }
        let cs = EffectSource::CommandSpell;
        let r1 = Duration::Rounds { n: 1 };
        let buff = |e: &mut Self, kind: BuffKind, mag: i32| {
            e.add_buff(f, kind, mag, r1, cs, Some(f), false)
        };
        match spell {
            // G-33.6.1: Heal Block does not stop it.
            CommandSpell::HpRecovery => {
                self.heal(f, 150, true);
            }
            CommandSpell::MpRecovery => {
                self.gain_servant_mp(f, 150, MpReason::CommandSpell);
            }
            CommandSpell::FightingSpirit => buff(self, BuffKind::DamageDealtUp, 25),
            CommandSpell::DefenseBoost => buff(self, BuffKind::DamageTakenDown, 25),
            // G-33.6.5: AllChecksUp +5 and SkillCheckUp +10.
            CommandSpell::AbilityBoost => {
                buff(self, BuffKind::AllChecksUp, 5);
                buff(self, BuffKind::SkillCheckUp, 10);
            }
            // G-33.6.6: leaves the combat to any district.
            CommandSpell::Withdrawal { destination } => {
                let from = self.fac(f).district;
                self.fac_mut(f).district = destination;
                self.remove_participant(f, ParticipantStatus::Withdrew);
                self.emit(EventKind::Withdrew { faction: f });
                self.emit(EventKind::Teleported {
                    faction: f,
                    from,
                    to: destination,
                });
            }
            // G-33.6.7: ignores every reduction, Invincible and Guts.
            CommandSpell::SelfDestruct => {
                self.emit_combat(EventKind::DamageDealt {
                    target: Actor::Servant { faction: f },
                    source: None,
                    amount: 500,
                    breakdown: vec![(DamageTerm::SelfDestruct, 500)],
                    dice: Vec::new(),
                });
                self.hurt_servant(f, 500, None, false, false);
            }
            CommandSpell::DebuffRemoval => {
                self.remove_buffs(f, BuffEndReason::CommandSpell, |b| b.debuff().is_some())
            }
            CommandSpell::Concentration => buff(self, BuffKind::HitUp, 10),
            CommandSpell::Technique => buff(self, BuffKind::DefenseUp, 10),
            CommandSpell::StrengthBoost => buff(self, BuffKind::StatUp { stat: Stat::Str }, 50),
            CommandSpell::EnduranceBoost => buff(self, BuffKind::StatUp { stat: Stat::End }, 50),
            CommandSpell::AgilityBoost => buff(self, BuffKind::StatUp { stat: Stat::Agi }, 50),
            // G-33.6.14: permanent Guts 30.
            CommandSpell::Rally => self.add_buff(
                f,
                BuffKind::Guts { hp: 30 },
                0,
                Duration::Permanent,
                cs,
                Some(f),
                false,
            ),
            CommandSpell::Unfalling => buff(self, BuffKind::Invincible, 0),
            CommandSpell::Boundless => buff(self, BuffKind::InvinciblePierce, 0),
            CommandSpell::StarEye => buff(self, BuffKind::CritRangeUp, 10),
            CommandSpell::PhantasmUplift => buff(self, BuffKind::NpPowerUp, 50),
            // G-33.6.19: discarded cards give no bonus.
            CommandSpell::TacticalRefinement { cards } => {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand = cards;
                    // The whole hand was discarded, a critical's cards with it.
                    p.critical_cards = CardCounts::default();
                }
                self.emit_private(
                    f,
                    EventKind::HandSet {
                        faction: f,
                        hand: cards,
                    },
                );
            }
            // G-33.6.20: fires at once and spends the round's main action.
            CommandSpell::BattleRoar { target } => {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.main_action_spent = true;
                    p.np_charge = None;
                }
                self.fire_np(f, target);
            }
            // G-33.6.21: not movement; in combat the servant stays a participant.
            CommandSpell::Teleport { destination } => {
                let from = self.fac(f).district;
                self.fac_mut(f).district = destination;
                self.emit(EventKind::Teleported {
                    faction: f,
                    from,
                    to: destination,
                });
                if q::in_combat(self.s, f) {
                    if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                        p.teleported = true;
                    }
                    self.catch_check();
                } else {
                    self.fac_mut(f).turn.teleported = true;
                    let targeted = matches!(
                        self.s.pending.as_ref().map(|d| (&d.kind, d.faction)),
                        Some((DecisionKind::Targeted { .. }, x)) if x == f
                    );
                    if targeted && let Some(r) = &mut self.s.resolving {
                        r.targeted_teleport = true;
                    }
                }
            }
        }
    }
}
