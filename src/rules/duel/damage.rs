//! The damage steps (D-16) and knock-outs (D-17).

use crate::content::duel::{Class, DuelContent};

use super::engine::{Ctx, Engine};
use super::event::{CodeRemoval, ContinuousRemoval, Event, Zone};
use super::state::*;
use super::stats;

/// D-16.9, step 3 of one hit: what DEF, Ward and Barrier take off, and the damage left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reduction {
    /// DEF, for attack and Astral damage only: halved when the target is tapped, in full
    /// when it blocks (D-16.4, D-14.7). At most the amount.
    pub def_applied: u32,
    /// Ward, at most what DEF left.
    pub ward: u32,
    /// Whether a Barrier stops what is left, and is used up.
    pub barrier: bool,
    /// The final damage, the HP the target loses (D-16.10).
    pub taken: u32,
}

/// D-16.9: step 3 of a hit of `amount` on `target`, read off the state as it stands at that
/// step, that is after the break check. `full_def` marks a blocker (D-14.7). The engine and
/// the previews (preview.rs) both count a hit here, so a preview is what the engine does.
pub(crate) fn reduce(
    c: &DuelContent,
    s: &State,
    target: UnitId,
    amount: u32,
    kind: DamageKind,
    full_def: bool,
) -> Reduction {
    let mut left = amount;
    let mut def_applied = 0;
    if kind.physical() {
        let def = stats::effective_def(c, s, target);
        let tapped = matches!(target, UnitId::Arc { player, slot }
            if s.arc(player, slot).is_some_and(|a| a.tapped));
        let def = if tapped && !full_def { def / 2 } else { def };
        def_applied = def.min(left);
        left -= def_applied;
    }
    let ward = stats::ward(c, s, target).min(left);
    left -= ward;
    let barrier = left > 0
        && match target {
            UnitId::Arc { player, slot } => s.arc(player, slot).is_some_and(|a| a.barrier),
            UnitId::Follower { player, uid } => {
                s.player(player).follower(uid).is_some_and(|f| f.barrier)
            }
        };
    if barrier {
        left = 0;
    }
    Reduction {
        def_applied,
        ward,
        barrier,
        taken: left,
    }
}

/// D-22.5, D-22.7: the effective fragility of `code` on `arc`: the break check breaks it on
/// a 1d6 roll at or below this.
pub(crate) fn fragility(c: &DuelContent, arc: &ArcState, code: CardInst) -> u8 {
    let base = c.card(code.def).code.as_ref().map_or(0, |s| s.fragility);
    let warden = c.arc(arc.def).class == Class::SephiraWarden;
    if warden { base.saturating_sub(1) } else { base }
}

impl Engine<'_> {
    /// D-16.6 steps 2-5 for one target. Step 1 (the amount, and any block) is the caller's.
    /// `full_def` marks a blocker, which uses its full DEF although tapped (D-14.7).
    pub(crate) fn damage_unit(
        &mut self,
        ctx: &Ctx,
        target: UnitId,
        amount: u32,
        dice: &[u8],
        full_def: bool,
    ) {
        if !self.s.unit_alive(target) {
            return; // D-25.4
        }
        // Step 2, D-22.5: break check, attack and Astral damage only (D-22.9).
        if ctx.kind.physical()
            && let UnitId::Arc { player, slot } = target
        {
            self.break_check(player, slot);
        }
        // Step 3, D-16.9: DEF, Ward, Barrier.
        let r = reduce(self.c, self.s, target, amount, ctx.kind, full_def);
        if r.barrier
            && let Some(barrier) = self.barrier_mut(target)
        {
            *barrier = false;
        }
        let left = r.taken;
        // Step 4, D-16.10.
        let hp_after = match target {
            UnitId::Arc { player, slot } => {
                let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                a.hp = a.hp.saturating_sub(left);
                a.hp
            }
            UnitId::Follower { player, uid } => {
                match self
                    .s
                    .player_mut(player)
                    .followers
                    .iter_mut()
                    .find(|f| f.uid == uid)
                {
                    Some(f) => {
                        f.hp = f.hp.saturating_sub(left);
                        f.hp
                    }
                    None => return,
                }
            }
        };
        if self.recording() {
            self.emit(Event::DamageDealt {
                source: ctx.source,
                kind: ctx.kind,
                target,
                amount,
                dice: dice.to_vec(),
                reduced_by_def: r.def_applied,
                reduced_by_ward: r.ward,
                barrier_used: r.barrier,
                final_amount: left,
                hp_after,
            });
        }
        // Step 5, D-16.11.
        if left > 0 && hp_after == 0 {
            self.knock_out(target);
        }
    }

    /// D-22.5, D-22.7: 1d6 against the effective fragility; a broken Code leaves at once.
    fn break_check(&mut self, player: PlayerId, slot: u8) {
        let Some(arc) = self.s.arc(player, slot) else {
            return;
        };
        let Some(code) = arc.code else {
            return;
        };
        let fragility = fragility(self.c, arc, code);
        let roll = self.s.rng.d6() as u8;
        let broke = roll <= fragility;
        let unit = UnitId::arc(player, slot);
        self.emit(Event::BreakCheck {
            unit,
            code: code.uid,
            roll,
            fragility,
            broke,
        });
        if broke {
            self.remove_code(player, slot, CodeRemoval::Broken);
        }
    }

    /// D-17: an Arcastella falls and stays; a follower becomes an afterglow card. On-KO
    /// effects resolve at once, depth first (D-17.8).
    fn knock_out(&mut self, unit: UnitId) {
        let c = self.c;
        let on_ko = match unit {
            UnitId::Arc { player, slot } => {
                let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                if a.fallen {
                    return; // D-17.9
                }
                a.fallen = true;
                a.hp = 0;
                a.barrier = false;
                let def = a.def;
                self.emit(Event::ArcastellaFell { unit });
                self.remove_code(player, slot, CodeRemoval::BearerFell);
                self.remove_borne(unit);
                let a = &mut self.s.player_mut(player).arcastella[usize::from(slot)];
                if a.resonance != 0 {
                    a.resonance = 0;
                    self.emit(Event::ResonanceChanged { unit, value: 0 });
                }
                &c.arc(def).on_fallen
            }
            UnitId::Follower { player, uid } => {
                let ps = self.s.player_mut(player);
                let Some(pos) = ps.followers.iter().position(|f| f.uid == uid) else {
                    return;
                };
                let f = ps.followers.remove(pos);
                self.remove_borne(unit);
                let fdef = c.follower(f.def);
                let afterglow = CardUid(self.s.next_card_uid);
                match c.card_idx(&fdef.afterglow) {
                    Some(def) => {
                        self.s.next_card_uid += 1;
                        self.s.player_mut(player).cemetery.push(CardInst {
                            uid: afterglow,
                            def,
                        });
                        self.emit(Event::FollowerDefeated { unit, afterglow });
                        self.emit(Event::CardMoved {
                            card: afterglow,
                            from: Zone::Created,
                            to: Zone::Cemetery(player),
                        });
                    }
                    None => self.emit(Event::FollowerDefeated { unit, afterglow }),
                }
                &fdef.on_ko
            }
        };
        if !on_ko.is_empty() {
            let source = Source::OnKo { unit };
            self.emit(Event::Triggered { source });
            self.resolve(Ctx::triggered(unit.player(), source, None), on_ko);
        }
    }

    /// D-24.5: continuous effects borne by a unit that fell or left go with it.
    fn remove_borne(&mut self, unit: UnitId) {
        let mut i = 0;
        while i < self.s.continuous.len() {
            if self.s.continuous[i].bearer == Some(unit) {
                let id = self.s.continuous.remove(i).id;
                self.emit(Event::ContinuousRemoved {
                    id,
                    reason: ContinuousRemoval::BearerGone,
                });
            } else {
                i += 1;
            }
        }
    }
}
