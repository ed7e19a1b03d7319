//! Legal actions at the pending decision (D-29.1, D-29.3), in a fixed order so that search
//! and replays are reproducible.

use crate::content::duel::{CardDef, Class, DuelContent, TargetRule, Timing};

use super::action::Action;
use super::state::*;

/// Every legal action of the deciding player, in D-29.3 order: by action kind, then hand
/// order, slot, skill index and target order. Empty once the game is over.
pub fn legal_actions(c: &DuelContent, s: &State) -> Vec<Action> {
    let mut out = Vec::new();
    let Some(decision) = &s.pending else {
        return out;
    };
    if s.outcome.is_some() {
        return out;
    }
    let g = Gen { c, s };
    match decision {
        Decision::StartWindow { player } => {
            g.spells(*player, |t| t == Timing::TurnStart, &mut out);
            out.push(Action::Pass);
        }
        Decision::Charge { player } => {
            let ps = s.player(*player);
            for card in &ps.hand {
                out.push(Action::ConvertEther {
                    card: card.uid,
                    use_ether_effect: false,
                });
                if c.card(card.def).ether_effect.is_some() && !ps.ether_effect_used {
                    out.push(Action::ConvertEther {
                        card: card.uid,
                        use_ether_effect: true,
                    });
                }
            }
            out.push(Action::Pass);
        }
        Decision::Priority { player } => {
            let p = *player;
            let own_turn = s.turn_player == p;
            let timing_ok = move |t: Timing| match t {
                Timing::YourTurn => own_turn,
                Timing::OpponentTurn => !own_turn,
                Timing::AnyTime => true,
                Timing::TurnStart => false,
            };
            g.spells(p, timing_ok, &mut out);
            g.attacks(p, timing_ok, &mut out);
            g.supports(p, timing_ok, &mut out);
            g.astral(p, timing_ok, &mut out);
            out.push(Action::Pass);
        }
        Decision::Block { defender, attack } => {
            for slot in 0..3u8 {
                let a = &s.player(*defender).arcastella[usize::from(slot)];
                if !a.fallen && !a.tapped && attack.target != UnitId::arc(*defender, slot) {
                    out.push(Action::Block { blocker: slot });
                }
            }
            out.push(Action::NoBlock);
        }
    }
    out
}

/// Whether `action` is legal now for the deciding player.
pub fn is_legal(c: &DuelContent, s: &State, action: Action) -> bool {
    legal_actions(c, s).contains(&action)
}

struct Gen<'a> {
    c: &'a DuelContent,
    s: &'a State,
}

impl Gen<'_> {
    /// D-25.2: the units a target rule allows, in target order (D-25.5).
    fn rule_targets(&self, p: PlayerId, rule: TargetRule) -> Vec<UnitId> {
        let (who, arcs, fols) = match rule {
            TargetRule::EnemyUnit => (p.other(), true, true),
            TargetRule::EnemyArcastella => (p.other(), true, false),
            TargetRule::EnemyFollower => (p.other(), false, true),
            TargetRule::AllyArcastella => (p, true, false),
            TargetRule::AllyUnit => (p, true, true),
        };
        let ps = self.s.player(who);
        let mut v = Vec::with_capacity(6);
        if arcs {
            for slot in 0..3u8 {
                if !ps.arcastella[usize::from(slot)].fallen {
                    v.push(UnitId::arc(who, slot));
                }
            }
        }
        if fols {
            v.extend(ps.followers.iter().map(|f| UnitId::Follower { player: who, uid: f.uid }));
        }
        v
    }

    fn targets_for(&self, p: PlayerId, rule: Option<TargetRule>) -> Vec<Option<UnitId>> {
        match rule {
            None => vec![None],
            Some(r) => self.rule_targets(p, r).into_iter().map(Some).collect(),
        }
    }

    /// D-23.4: a resonance cost needs an Aura Comporta with enough resonance.
    fn resonance_ok(&self, arc: &ArcState, cost: u8) -> bool {
        cost == 0 || (self.c.arc(arc.def).class == Class::AuraComporta && arc.resonance >= cost)
    }

    /// D-10.3: can this Arcastella cast this card?
    fn caster_ok(&self, arc: &ArcState, card: &CardDef) -> bool {
        !arc.fallen
            && card.class_req.is_none_or(|cls| self.c.arc(arc.def).class == cls)
            && self.resonance_ok(arc, card.resonance_cost)
    }

    /// D-10.5: spells castable now.
    fn spells(&self, p: PlayerId, timing_ok: impl Fn(Timing) -> bool, out: &mut Vec<Action>) {
        let ps = self.s.player(p);
        for card in &ps.hand {
            let def = self.c.card(card.def);
            if !timing_ok(def.timing) || ps.ether < u32::from(def.cost) {
                continue;
            }
            let targets = self.targets_for(p, def.target);
            for slot in 0..3u8 {
                if !self.caster_ok(&ps.arcastella[usize::from(slot)], def) {
                    continue;
                }
                for target in &targets {
                    out.push(Action::CastSpell {
                        card: card.uid,
                        caster: slot,
                        target: *target,
                    });
                }
            }
        }
    }

    /// D-11.3: attack skills.
    fn attacks(&self, p: PlayerId, timing_ok: impl Fn(Timing) -> bool, out: &mut Vec<Action>) {
        let ps = self.s.player(p);
        let targets = self.rule_targets(p, TargetRule::EnemyUnit);
        for slot in 0..3u8 {
            let arc = &ps.arcastella[usize::from(slot)];
            if arc.fallen || arc.tapped {
                continue;
            }
            for (i, skill) in self.c.arc(arc.def).attack_skills.iter().enumerate() {
                if timing_ok(skill.timing)
                    && ps.ether >= u32::from(skill.cost)
                    && self.resonance_ok(arc, skill.resonance_cost)
                {
                    for t in &targets {
                        out.push(Action::UseAttackSkill {
                            user: slot,
                            skill: i as u8,
                            target: *t,
                        });
                    }
                }
            }
        }
    }

    /// D-12.3: support skills.
    fn supports(&self, p: PlayerId, timing_ok: impl Fn(Timing) -> bool, out: &mut Vec<Action>) {
        let ps = self.s.player(p);
        for slot in 0..3u8 {
            let arc = &ps.arcastella[usize::from(slot)];
            let skill = &self.c.arc(arc.def).support_skill;
            if arc.fallen
                || arc.support_used
                || !timing_ok(skill.timing)
                || ps.ether < u32::from(skill.cost)
                || !self.resonance_ok(arc, skill.resonance_cost)
            {
                continue;
            }
            for t in self.targets_for(p, skill.target) {
                out.push(Action::UseSupportSkill { user: slot, target: t });
            }
        }
    }

    /// D-13.4: Astral Codes.
    fn astral(&self, p: PlayerId, timing_ok: impl Fn(Timing) -> bool, out: &mut Vec<Action>) {
        let ps = self.s.player(p);
        if ps.astral_charges == 0 {
            return;
        }
        let targets = self.rule_targets(p, TargetRule::EnemyUnit);
        for slot in 0..3u8 {
            let arc = &ps.arcastella[usize::from(slot)];
            let code = &self.c.arc(arc.def).astral_code;
            if arc.fallen
                || arc.tapped
                || !timing_ok(code.timing)
                || ps.ether < u32::from(code.cost)
                || !self.resonance_ok(arc, code.resonance_cost)
            {
                continue;
            }
            for t in &targets {
                out.push(Action::UseAstralCode { user: slot, target: *t });
            }
        }
    }
}
