//! Legal actions at the pending decision (D-29.1, D-29.3), in a fixed order so that search
//! and replays are reproducible, and the direct legality check `apply` uses.

use crate::content::duel::{AttackSkillDef, CardDef, Class, DuelContent, TargetRule, Timing};

use super::action::Action;
use super::preview::{SkillKind, Unusable};
use super::state::*;
use super::units::Units;

/// Every legal action of the deciding player, in D-29.3 order: by action kind, then hand
/// order, slot, skill index and target order. Empty once the game is over.
pub fn legal_actions(c: &DuelContent, s: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions_into(c, s, &mut out);
    out
}

/// Like [`legal_actions`], into a buffer the caller reuses (playouts and search list
/// actions millions of times; one allocation each would dominate).
pub fn legal_actions_into(c: &DuelContent, s: &State, out: &mut Vec<Action>) {
    out.clear();
    let Some(decision) = &s.pending else {
        return;
    };
    if s.outcome.is_some() {
        return;
    }
    let g = Gen { c, s };
    match decision {
        Decision::StartWindow { player } => {
            g.spells(*player, start_window_timing, out);
            out.push(Action::Pass);
        }
        Decision::Charge { player } => {
            let ps = s.player(*player);
            for card in &ps.hand {
                out.push(Action::ConvertEther {
                    card: card.uid,
                    use_ether_effect: false,
                });
                if g.ether_effect_ok(*player, card.def) {
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
            let timing = priority_timing(s.turn_player == p);
            g.spells(p, timing, out);
            g.attacks(p, timing, out);
            g.supports(p, timing, out);
            g.astral(p, timing, out);
            out.push(Action::Pass);
        }
        Decision::Block { defender, attack } => {
            for slot in 0..3u8 {
                if g.blocker_ok(*defender, attack, slot) {
                    out.push(Action::Block { blocker: slot });
                }
            }
            out.push(Action::NoBlock);
        }
    }
}

/// Whether `action` is legal now for the deciding player: the same rules as
/// [`legal_actions`], checked for this one action without listing the others.
pub fn is_legal(c: &DuelContent, s: &State, action: Action) -> bool {
    let (Some(decision), None) = (&s.pending, s.outcome) else {
        return false;
    };
    let g = Gen { c, s };
    let p = decision.player();
    match (decision, action) {
        (
            Decision::StartWindow { .. } | Decision::Charge { .. } | Decision::Priority { .. },
            Action::Pass,
        ) => true,
        (Decision::Block { .. }, Action::NoBlock) => true,
        (Decision::Block { defender, attack }, Action::Block { blocker }) => {
            g.blocker_ok(*defender, attack, blocker)
        }
        (
            Decision::Charge { .. },
            Action::ConvertEther {
                card,
                use_ether_effect,
            },
        ) => match s.player(p).hand.iter().find(|ci| ci.uid == card) {
            Some(ci) => !use_ether_effect || g.ether_effect_ok(p, ci.def),
            None => false,
        },
        (
            Decision::StartWindow { .. },
            Action::CastSpell {
                card,
                caster,
                target,
            },
        ) => g.cast_ok(p, card, caster, target, start_window_timing),
        (Decision::Priority { .. }, a) => {
            let timing = priority_timing(s.turn_player == p);
            match a {
                Action::CastSpell {
                    card,
                    caster,
                    target,
                } => g.cast_ok(p, card, caster, target, timing),
                Action::UseAttackSkill {
                    user,
                    skill,
                    target,
                } => {
                    g.attack_ok(p, user, skill, timing)
                        && g.rule_allows(p, TargetRule::EnemyUnit, target)
                }
                Action::UseSupportSkill { user, target } => {
                    g.support_ok(p, user, timing) && {
                        let rule = s
                            .arc(p, user)
                            .and_then(|a| c.arc(a.def).support_skill.target);
                        g.target_ok(p, rule, target)
                    }
                }
                Action::UseAstralCode { user, target } => {
                    g.astral_ok(p, user, timing) && g.rule_allows(p, TargetRule::EnemyUnit, target)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// D-29.5: true when the deciding player's only legal action is Pass or NoBlock, found
/// without listing every action.
pub(crate) fn only_pass(c: &DuelContent, s: &State) -> bool {
    let Some(decision) = &s.pending else {
        return false;
    };
    let g = Gen { c, s };
    match decision {
        Decision::Charge { player } => s.player(*player).hand.is_empty(),
        Decision::Block { defender, attack } => {
            !(0..3u8).any(|b| g.blocker_ok(*defender, attack, b))
        }
        Decision::StartWindow { player } => !g.any_spell(*player, start_window_timing),
        Decision::Priority { player } => {
            let p = *player;
            let t = priority_timing(s.turn_player == p);
            let targets = g.rule_targets(p, TargetRule::EnemyUnit);
            let any_attack = !targets.is_empty()
                && (0..3u8).any(|slot| {
                    let skills = s
                        .arc(p, slot)
                        .map_or(0, |a| c.arc(a.def).attack_skills.len());
                    (0..skills as u8).any(|i| g.attack_ok(p, slot, i, t)) || g.astral_ok(p, slot, t)
                });
            let any_support = (0..3u8).any(|slot| {
                g.support_ok(p, slot, t)
                    && s.arc(p, slot)
                        .is_some_and(|a| g.has_target(p, c.arc(a.def).support_skill.target))
            });
            !(any_attack || any_support || g.any_spell(p, t))
        }
    }
}

/// Why `p` cannot cast a card of `def` now, leaving out the choice of caster and target:
/// the window's timing, ether and a legal caster (D-10.5). `start_window`: the
/// start-of-turn window (D-6.6), else Main Phase priority (D-9.5). The previews
/// (preview.rs) ask this, so a reason shown is the rule that refuses the cast.
pub(crate) fn cast_check(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    def: &CardDef,
    start_window: bool,
) -> Result<(), Unusable> {
    let g = Gen { c, s };
    let timing = if start_window {
        start_window_timing
    } else {
        priority_timing(s.turn_player == p)
    };
    g.card_playable(p, def, timing)?;
    g.caster_check(p, def)
}

/// Why `p` cannot use skill `kind` of Arcastella `arc` at Main Phase priority, leaving out
/// the target (D-11.3, D-12.3, D-13.4): the same checks as the legal actions.
pub(crate) fn skill_check(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    arc: &ArcState,
    kind: SkillKind,
) -> Result<(), Unusable> {
    let g = Gen { c, s };
    let timing = priority_timing(s.turn_player == p);
    let def = c.arc(arc.def);
    match kind {
        SkillKind::Attack(i) => match def.attack_skills.get(usize::from(i)) {
            Some(d) => g.attack_check(p, arc, d, false, timing),
            None => Err(Unusable::NoSuchSkill),
        },
        SkillKind::Support => g.support_check(p, arc, timing),
        SkillKind::Astral => g.attack_check(p, arc, &def.astral_code, true, timing),
    }
}

/// Whether a timing tag may be used at a decision, and if not, why.
type TimingRule = fn(Timing) -> Result<(), Unusable>;

/// D-6.6: the start-of-turn window takes `TurnStart` cards only.
fn start_window_timing(t: Timing) -> Result<(), Unusable> {
    if t == Timing::TurnStart {
        Ok(())
    } else {
        Err(Unusable::OnlyTurnStartCards)
    }
}

/// D-9.5: which timing tags the TP (`own_turn`) or the NTP may use in the Main Phase.
fn priority_timing(own_turn: bool) -> TimingRule {
    if own_turn {
        |t| match t {
            Timing::YourTurn | Timing::AnyTime => Ok(()),
            Timing::OpponentTurn => Err(Unusable::OnlyOpponentTurn),
            Timing::TurnStart => Err(Unusable::TimingTurnStart),
        }
    } else {
        |t| match t {
            Timing::OpponentTurn | Timing::AnyTime => Ok(()),
            Timing::YourTurn => Err(Unusable::OnlyYourTurn),
            Timing::TurnStart => Err(Unusable::TimingTurnStart),
        }
    }
}

struct Gen<'a> {
    c: &'a DuelContent,
    s: &'a State,
}

impl Gen<'_> {
    /// D-25.2: the units a target rule allows, in target order (D-25.5).
    fn rule_targets(&self, p: PlayerId, rule: TargetRule) -> Units {
        let (who, arcs, fols) = rule_scope(p, rule);
        let ps = self.s.player(who);
        let mut v = Units::new();
        if arcs {
            for slot in 0..3u8 {
                if !ps.arcastella[usize::from(slot)].fallen {
                    v.push(UnitId::arc(who, slot));
                }
            }
        }
        if fols {
            for f in &ps.followers {
                v.push(UnitId::Follower {
                    player: who,
                    uid: f.uid,
                });
            }
        }
        v
    }

    /// Whether `unit` is a legal target under `rule` for player `p`.
    fn rule_allows(&self, p: PlayerId, rule: TargetRule, unit: UnitId) -> bool {
        let (who, arcs, fols) = rule_scope(p, rule);
        unit.player() == who
            && match unit {
                UnitId::Arc { .. } => arcs && self.s.unit_alive(unit),
                UnitId::Follower { .. } => fols && self.s.unit_alive(unit),
            }
    }

    fn has_target(&self, p: PlayerId, rule: Option<TargetRule>) -> bool {
        rule.is_none_or(|r| !self.rule_targets(p, r).is_empty())
    }

    /// A card or skill with a target rule needs a legal chosen target; one without takes none.
    fn target_ok(&self, p: PlayerId, rule: Option<TargetRule>, target: Option<UnitId>) -> bool {
        match (rule, target) {
            (None, None) => true,
            (Some(r), Some(t)) => self.rule_allows(p, r, t),
            _ => false,
        }
    }

    /// The chosen-target options of a card or skill: `[None]` without a target rule.
    fn targets_for(
        &self,
        p: PlayerId,
        rule: Option<TargetRule>,
        mut each: impl FnMut(Option<UnitId>),
    ) {
        match rule {
            None => each(None),
            Some(r) => self.rule_targets(p, r).iter().for_each(|u| each(Some(*u))),
        }
    }

    /// D-23.4: a resonance cost needs an Aura Comporta with enough resonance.
    fn resonance_ok(&self, arc: &ArcState, cost: u8) -> bool {
        cost == 0 || (self.c.arc(arc.def).class == Class::AuraComporta && arc.resonance >= cost)
    }

    fn resonance_check(&self, arc: &ArcState, cost: u8) -> Result<(), Unusable> {
        if self.resonance_ok(arc, cost) {
            Ok(())
        } else {
            Err(Unusable::NeedsResonance {
                need: cost,
                have: arc.resonance,
            })
        }
    }

    /// D-10.5, D-11.3, D-12.3: ether ≥ cost.
    fn ether_check(&self, p: PlayerId, cost: u8) -> Result<(), Unusable> {
        let have = self.s.player(p).ether;
        if have >= u32::from(cost) {
            Ok(())
        } else {
            Err(Unusable::NeedsEther { need: cost, have })
        }
    }

    /// D-10.3: can this Arcastella cast this card?
    fn caster_ok(&self, arc: &ArcState, card: &CardDef) -> bool {
        !arc.fallen
            && card
                .class_req
                .is_none_or(|cls| self.c.arc(arc.def).class == cls)
            && self.resonance_ok(arc, card.resonance_cost)
    }

    /// D-10.3: whether `p` has a legal caster for this card, and if not, what is missing:
    /// a standing Arcastella of the card's class, or else one with the resonance to pay.
    fn caster_check(&self, p: PlayerId, card: &CardDef) -> Result<(), Unusable> {
        let arcs = &self.s.player(p).arcastella;
        if arcs.iter().any(|a| self.caster_ok(a, card)) {
            return Ok(());
        }
        match card.class_req {
            Some(cls)
                if !arcs
                    .iter()
                    .any(|a| !a.fallen && self.c.arc(a.def).class == cls) =>
            {
                Err(Unusable::NeedsClass(cls))
            }
            _ => Err(Unusable::NeedsAuraResonance(card.resonance_cost)),
        }
    }

    /// D-10.5 without the caster and target: timing and ether.
    fn card_playable(
        &self,
        p: PlayerId,
        card: &CardDef,
        timing: TimingRule,
    ) -> Result<(), Unusable> {
        timing(card.timing)?;
        self.ether_check(p, card.cost)
    }

    /// D-8.10: the ether effect is optional and once per turn per player.
    fn ether_effect_ok(&self, p: PlayerId, def: crate::content::duel::CardIdx) -> bool {
        self.c.card(def).ether_effect.is_some() && !self.s.player(p).ether_effect_used
    }

    /// D-14.4: an eligible blocker is the defender's own, untapped, not fallen and not the target.
    fn blocker_ok(&self, defender: PlayerId, attack: &PendingAttack, slot: u8) -> bool {
        self.s.can_block(defender, slot) && attack.target != UnitId::arc(defender, slot)
    }

    /// D-10.5: one cast, fully checked.
    fn cast_ok(
        &self,
        p: PlayerId,
        card: CardUid,
        caster: u8,
        target: Option<UnitId>,
        timing: TimingRule,
    ) -> bool {
        let ps = self.s.player(p);
        let Some(ci) = ps.hand.iter().find(|ci| ci.uid == card) else {
            return false;
        };
        let def = self.c.card(ci.def);
        self.card_playable(p, def, timing).is_ok()
            && ps.arc(caster).is_some_and(|a| self.caster_ok(a, def))
            && self.target_ok(p, def.target, target)
    }

    fn any_spell(&self, p: PlayerId, timing: TimingRule) -> bool {
        let ps = self.s.player(p);
        ps.hand.iter().any(|ci| {
            let def = self.c.card(ci.def);
            self.card_playable(p, def, timing).is_ok()
                && self.caster_check(p, def).is_ok()
                && self.has_target(p, def.target)
        })
    }

    /// D-11.3 (an attack skill) and D-13.4 (the Astral Code, `astral`) without the target.
    fn attack_check(
        &self,
        p: PlayerId,
        arc: &ArcState,
        def: &AttackSkillDef,
        astral: bool,
        timing: TimingRule,
    ) -> Result<(), Unusable> {
        if arc.fallen {
            return Err(Unusable::Fallen);
        }
        if arc.tapped {
            return Err(Unusable::Tapped);
        }
        timing(def.timing)?;
        if astral && self.s.player(p).astral_charges == 0 {
            return Err(Unusable::NeedsAstralCharge);
        }
        self.ether_check(p, def.cost)?;
        self.resonance_check(arc, def.resonance_cost)
    }

    fn attack_ok(&self, p: PlayerId, slot: u8, skill: u8, timing: TimingRule) -> bool {
        let Some(arc) = self.s.arc(p, slot) else {
            return false;
        };
        self.c
            .arc(arc.def)
            .attack_skills
            .get(usize::from(skill))
            .is_some_and(|def| self.attack_check(p, arc, def, false, timing).is_ok())
    }

    /// D-12.3 without the target.
    fn support_check(
        &self,
        p: PlayerId,
        arc: &ArcState,
        timing: TimingRule,
    ) -> Result<(), Unusable> {
        let skill = &self.c.arc(arc.def).support_skill;
        if arc.fallen {
            return Err(Unusable::Fallen);
        }
        if arc.support_used {
            return Err(Unusable::SupportUsed);
        }
        timing(skill.timing)?;
        self.ether_check(p, skill.cost)?;
        self.resonance_check(arc, skill.resonance_cost)
    }

    fn support_ok(&self, p: PlayerId, slot: u8, timing: TimingRule) -> bool {
        self.s
            .arc(p, slot)
            .is_some_and(|arc| self.support_check(p, arc, timing).is_ok())
    }

    fn astral_ok(&self, p: PlayerId, slot: u8, timing: TimingRule) -> bool {
        self.s.arc(p, slot).is_some_and(|arc| {
            let code = &self.c.arc(arc.def).astral_code;
            self.attack_check(p, arc, code, true, timing).is_ok()
        })
    }

    /// D-10.5: spells castable now.
    fn spells(&self, p: PlayerId, timing: TimingRule, out: &mut Vec<Action>) {
        let ps = self.s.player(p);
        for card in &ps.hand {
            let def = self.c.card(card.def);
            if self.card_playable(p, def, timing).is_err() {
                continue;
            }
            // The targets depend on the card, not on the caster: list them once.
            let targets = def.target.map(|r| self.rule_targets(p, r));
            for slot in 0..3u8 {
                if !self.caster_ok(&ps.arcastella[usize::from(slot)], def) {
                    continue;
                }
                let cast = |target| Action::CastSpell {
                    card: card.uid,
                    caster: slot,
                    target,
                };
                match &targets {
                    None => out.push(cast(None)),
                    Some(units) => out.extend(units.iter().map(|u| cast(Some(*u)))),
                }
            }
        }
    }

    /// D-11.3: attack skills.
    fn attacks(&self, p: PlayerId, timing: TimingRule, out: &mut Vec<Action>) {
        let targets = self.rule_targets(p, TargetRule::EnemyUnit);
        for slot in 0..3u8 {
            let n = self
                .s
                .arc(p, slot)
                .map_or(0, |a| self.c.arc(a.def).attack_skills.len());
            for i in 0..n as u8 {
                if self.attack_ok(p, slot, i, timing) {
                    for t in targets.iter() {
                        out.push(Action::UseAttackSkill {
                            user: slot,
                            skill: i,
                            target: *t,
                        });
                    }
                }
            }
        }
    }

    /// D-12.3: support skills.
    fn supports(&self, p: PlayerId, timing: TimingRule, out: &mut Vec<Action>) {
        for slot in 0..3u8 {
            if !self.support_ok(p, slot, timing) {
                continue;
            }
            let rule = self
                .s
                .arc(p, slot)
                .and_then(|a| self.c.arc(a.def).support_skill.target);
            self.targets_for(p, rule, |t| {
                out.push(Action::UseSupportSkill {
                    user: slot,
                    target: t,
                })
            });
        }
    }

    /// D-13.4: Astral Codes.
    fn astral(&self, p: PlayerId, timing: TimingRule, out: &mut Vec<Action>) {
        let targets = self.rule_targets(p, TargetRule::EnemyUnit);
        for slot in 0..3u8 {
            if self.astral_ok(p, slot, timing) {
                for t in targets.iter() {
                    out.push(Action::UseAstralCode {
                        user: slot,
                        target: *t,
                    });
                }
            }
        }
    }
}

/// Whose units a target rule looks at, and which kinds.
fn rule_scope(p: PlayerId, rule: TargetRule) -> (PlayerId, bool, bool) {
    match rule {
        TargetRule::EnemyUnit => (p.other(), true, true),
        TargetRule::EnemyArcastella => (p.other(), true, false),
        TargetRule::EnemyFollower => (p.other(), false, true),
        TargetRule::AllyArcastella => (p, true, false),
        TargetRule::AllyUnit => (p, true, true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::duel_load::load_duel_dir;
    use crate::sim::{game_seed, sim_config};
    use rand::{Rng, SeedableRng};

    /// D-29.4, D-29.5: the direct check and the auto-pass test agree with the full list,
    /// for listed actions and for near misses, over many random positions.
    #[test]
    fn d29_4_is_legal_and_only_pass_agree_with_legal_actions() {
        let c = load_duel_dir(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"),
        )
        .expect("content");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for g in 0..60 {
            let (mut s, _) =
                super::super::new_game(&c, &sim_config(&c, game_seed(21, g)).expect("config"))
                    .expect("setup");
            s.auto_pass = false;
            while let Some(p) = s.deciding_player() {
                let legal = legal_actions(&c, &s);
                assert_eq!(only_pass(&c, &s), legal.len() == 1, "{:?}", s.pending);
                for a in &legal {
                    assert!(is_legal(&c, &s, *a), "{a:?} listed but not legal");
                }
                let probes = [
                    Action::Pass,
                    Action::NoBlock,
                    Action::Block {
                        blocker: rng.random_range(0..4),
                    },
                    Action::UseAttackSkill {
                        user: rng.random_range(0..3),
                        skill: rng.random_range(0..3),
                        target: UnitId::arc(p, 1),
                    },
                    Action::UseAstralCode {
                        user: rng.random_range(0..3),
                        target: UnitId::arc(p.other(), rng.random_range(0..4)),
                    },
                    Action::UseSupportSkill {
                        user: rng.random_range(0..3),
                        target: None,
                    },
                    Action::CastSpell {
                        card: CardUid(rng.random_range(0..60)),
                        caster: rng.random_range(0..4),
                        target: None,
                    },
                ];
                for a in probes {
                    assert_eq!(
                        is_legal(&c, &s, a),
                        legal.contains(&a),
                        "{a:?} at {:?}",
                        s.pending
                    );
                }
                let a = legal[rng.random_range(0..legal.len())];
                super::super::apply(&c, &mut s, p, a).expect("legal");
            }
        }
    }
}
