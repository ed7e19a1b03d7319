//! The critical and fumble tables (G-23.4, G-23.5): the choice a critical gives, and what
//! each fumble costs.

use crate::content::grail::{CardType, Duration};

use super::super::action::CritChoice;
use super::super::engine::Engine;
use super::super::event::{CheckPurpose, EventKind, FumbleOutcome, MpReason};
use super::super::query as q;
use super::super::state::*;
use super::super::strategic::Ask;

impl Engine<'_> {
    fn pop_table(&mut self) {
        if let Some(a) = self.attack_mut()
            && !a.tables.is_empty()
        {
            a.tables.remove(0);
        }
    }

    /// Which check of the current attack a table step of `faction` comes from: its hit
    /// check if it attacks, else its reaction (G-23.8).
    fn table_check(&self, faction: FactionId) -> Option<(CheckPurpose, Actor)> {
        let a = self.attack()?;
        let check = if a.attacker == (Actor::Servant { faction }) {
            if a.is_np {
                CheckPurpose::NpHit
            } else {
                CheckPurpose::Hit
            }
        } else {
            CheckPurpose::Reaction
        };
        Some((check, a.attacker))
    }

    pub(super) fn table_step(&mut self, step: TableStep) -> Ask {
        match step {
            TableStep::Critical { faction } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let (check, attacker) = self.table_check(faction)?;
                Some((faction, DecisionKind::CriticalChoice { check, attacker }))
            }
            TableStep::Fumble {
                faction,
                table: None,
            } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let t = self.die(3);
                match t {
                    1 => {
                        if let Some(a) = self.attack_mut()
                            && let Some(first) = a.tables.first_mut()
                        {
                            *first = TableStep::Fumble {
                                faction,
                                table: Some(1),
                            };
                        }
                    }
                    2 => {
                        self.fumble_f2(faction);
                        self.pop_table();
                    }
                    _ => {
                        self.fumble_f3(faction);
                        self.pop_table();
                    }
                }
                None
            }
            TableStep::Fumble {
                faction,
                table: Some(_),
            } => {
                if !self.fac(faction).alive() {
                    self.pop_table();
                    return None;
                }
                let (check, attacker) = self.table_check(faction)?;
                Some((faction, DecisionKind::FumbleHpOrMp { check, attacker }))
            }
        }
    }

    /// G-23.4 C2: the cards a critical gave fade at the end of their round.
    pub fn fade_critical_cards(&mut self, f: FactionId) {
        let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) else {
            return;
        };
        let faded = std::mem::take(&mut p.critical_cards);
        if faded.total() == 0 {
            return;
        }
        for card in CardType::ALL {
            for _ in 0..faded.get(card) {
                p.hand.take(card);
            }
        }
        let hand = p.hand;
        self.emit_private(
            f,
            EventKind::CriticalCardsFaded {
                faction: f,
                faded,
                hand,
            },
        );
    }

    /// G-23.4: applies a critical choice.
    pub fn crit_choice(&mut self, f: FactionId, choice: CritChoice) {
        let actor = Actor::Servant { faction: f };
        let mut dice = None;
        match choice {
            CritChoice::HealHp => {
                let d = self.die(10);
                dice = Some(d);
                self.heal(f, d as i32, false);
            }
            CritChoice::HealMp => {
                let d = self.die(10);
                dice = Some(d);
                self.gain_servant_mp(f, d as i32, MpReason::Critical);
            }
            CritChoice::GainCard { card } => {
                // G-23.4 C2: it lasts this round only (「全ての効果は【1Rのみ持続】」).
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand.add(card);
                    p.critical_cards.add(card);
                }
            }
            CritChoice::Buff { menu } => {
                // G-21.6: a buff of the content's, for 1R whatever its skill's duration.
                self.add_buff(
                    f,
                    menu.kind,
                    menu.magnitude,
                    Duration::Rounds { n: 1 },
                    EffectSource::Critical,
                    Some(f),
                    true,
                );
            }
        }
        self.emit_combat(EventKind::CriticalEffect {
            actor,
            choice,
            dice,
        });
        self.pop_table();
    }

    /// G-23.5 F1: 1d10 to HP or MP, ignoring every reduction.
    pub fn fumble_f1(&mut self, f: FactionId, hp: bool) {
        let d = self.die(10);
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 1,
            detail: if hp {
                FumbleOutcome::Hp
            } else {
                FumbleOutcome::Mp
            },
            dice: vec![d],
        });
        if hp {
            self.hurt_servant(f, d as i32, None, false, true);
        } else {
            self.lose_servant_mp(f, d as i32, MpReason::Fumble);
        }
        self.pop_table();
    }

    /// G-23.5 F2, G-24.7: loses the card at 1d(hand size) in canonical order.
    fn fumble_f2(&mut self, f: FactionId) {
        let hand = q::participant(self.s, f)
            .map(|p| p.hand)
            .unwrap_or_default();
        let n = hand.total();
        let mut dice = Vec::new();
        let mut detail = FumbleOutcome::EmptyHand;
        if n > 0 {
            let d = self.die(n);
            dice.push(d);
            if let Some(card) = hand.canonical(d) {
                if let Some(p) = self.s.combat.as_mut().and_then(|cb| cb.participant_mut(f)) {
                    p.hand.take(card);
                    // The card that would fade anyway is the one lost.
                    p.critical_cards.take(card);
                }
                detail = FumbleOutcome::CardLost(card);
            }
        }
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 2,
            detail,
            dice,
        });
    }

    /// G-23.5 F3: one random debuff (1d20), never resisted.
    fn fumble_f3(&mut self, f: FactionId) {
        let d = self.die(20);
        let id = crate::content::grail::DebuffId::from_d20(d);
        self.emit_combat(EventKind::FumbleEffect {
            actor: Actor::Servant { faction: f },
            table: 3,
            detail: FumbleOutcome::Debuff(id),
            dice: vec![d],
        });
        self.add_debuff(f, id, None, EffectSource::Fumble, Some(f));
    }
}
