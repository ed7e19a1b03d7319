//! What the deciding human may do, read off the core's legal actions and previews
//! (`rules::duel::preview`): which cards and skills are playable, why the others are not,
//! and what a block would cost. Nothing here changes the game, and no rule is re-derived.

use super::describe;
use crate::content::duel::{Class, DuelContent};
use crate::locale::Named;
use crate::rules::duel::preview::{self, Stop, Unusable};
use crate::rules::duel::{Action, CardInst, CardUid, DamageKind, PlayerId, State, UnitId};
use crate::tr;

/// The core's name for the menu's kinds of option.
pub use crate::rules::duel::preview::SkillKind as OptionKind;

/// One thing an Arcastella can do from its menu.
#[derive(Clone, Debug, PartialEq)]
pub struct ArcOption {
    /// What is being used, as a prompt names it ("Choose a target for …").
    pub name: String,
    pub label: String,
    pub detail: String,
    pub kind: OptionKind,
    /// `None`: available.
    pub blocked: Option<String>,
}

/// The player's words for why something cannot be used now.
pub fn reason_text(u: &Unusable) -> String {
    match *u {
        Unusable::GameOver => tr!("hud-unusable-game-over"),
        Unusable::NotYourDecision => tr!("hud-unusable-not-your-decision"),
        Unusable::DecideBlockFirst => tr!("hud-unusable-decide-block-first"),
        Unusable::OnlyTurnStartCards => tr!("hud-unusable-only-turn-start-cards"),
        Unusable::TimingTurnStart => tr!("hud-unusable-timing-turn-start"),
        Unusable::OnlyYourTurn => tr!("hud-unusable-only-your-turn"),
        Unusable::OnlyOpponentTurn => tr!("hud-unusable-only-opponent-turn"),
        Unusable::CannotConvertNow => tr!("hud-unusable-cannot-convert"),
        Unusable::NeedsEther { need, have } => {
            tr!("hud-unusable-needs-ether", need = need, have = have)
        }
        Unusable::NeedsClass(cls) => {
            tr!(
                "hud-unusable-needs-class",
                class = describe::class_name(cls)
            )
        }
        Unusable::NeedsResonance { need, have } => {
            tr!("hud-unusable-needs-resonance", need = need, have = have)
        }
        Unusable::NeedsAuraResonance(n) => tr!(
            "hud-unusable-needs-aura-resonance",
            class = describe::class_name(Class::AuraComporta),
            n = n
        ),
        Unusable::Fallen => tr!("hud-unusable-fallen"),
        Unusable::Tapped => tr!("hud-unusable-tapped"),
        Unusable::SupportUsed => tr!("hud-unusable-support-used"),
        Unusable::NeedsAstralCharge => tr!("hud-unusable-needs-astral-charge"),
        Unusable::NotPriority => tr!("hud-unusable-not-priority"),
        Unusable::NoLegalTarget => tr!("hud-unusable-no-legal-target"),
        Unusable::NoSuchSkill => tr!("hud-unusable-no-such-skill"),
    }
}

/// Why `card` cannot be played now by `p`, or `None` if it can.
pub fn card_blocked(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    card: CardInst,
    legal: &[Action],
) -> Option<String> {
    preview::card_unusable(c, s, p, card, legal).map(|u| reason_text(&u))
}

/// The menu of one of the viewer's Arcastella: attack skills, support skill, Astral Code.
pub fn arc_options(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    slot: u8,
    legal: &[Action],
) -> Vec<ArcOption> {
    let Some(a) = s.arc(p, slot) else {
        return Vec::new();
    };
    let def = c.arc(a.def);
    let reason = |kind: OptionKind| {
        preview::skill_unusable(c, s, p, slot, kind, legal).map(|u| reason_text(&u))
    };
    let mut out = Vec::new();
    // Damage as it stands now: the user's Power is in it (D-15.5).
    let now = |kind: OptionKind, def_text: &dyn Fn() -> String| {
        preview::skill_amount(c, s, p, slot, kind).map_or_else(def_text, |d| d.to_string())
    };
    for (i, k) in def.attack_skills.iter().enumerate() {
        let kind = OptionKind::Attack(i as u8);
        let damage = now(kind, &|| describe::amount(k.damage));
        out.push(ArcOption {
            name: k.shown_name().to_string(),
            label: tr!(
                "hud-option-attack",
                name = k.shown_name(),
                cost = describe::cost(k.cost, k.resonance_cost)
            ),
            detail: describe::attack_text_with(c, k, &damage),
            kind,
            blocked: reason(kind),
        });
    }
    let sup = &def.support_skill;
    let (icon, word) = describe::timing(sup.timing);
    out.push(ArcOption {
        name: sup.shown_name().to_string(),
        label: tr!(
            "hud-option-support",
            name = sup.shown_name(),
            cost = describe::cost(sup.cost, sup.resonance_cost)
        ),
        detail: tr!(
            "hud-option-support-detail",
            icon = icon,
            timing = word,
            text = describe::effects(c, &sup.effects)
        ),
        kind: OptionKind::Support,
        blocked: reason(OptionKind::Support),
    });
    let ac = &def.astral_code;
    let damage = now(OptionKind::Astral, &|| describe::amount(ac.damage));
    out.push(ArcOption {
        name: tr!("hud-option-astral-name", name = ac.shown_name()),
        label: tr!(
            "hud-option-astral",
            name = ac.shown_name(),
            cost = describe::cost(ac.cost, ac.resonance_cost)
        ),
        detail: describe::attack_text_with(c, ac, &damage),
        kind: OptionKind::Astral,
        blocked: reason(OptionKind::Astral),
    });
    out
}

/// What a target choice would do: "takes 5-9", and whether it taps the last Arcastella
/// that could block (the core's preview: Power, DEF, tapped, Ward and Barrier counted).
pub fn target_preview(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    a: Action,
) -> Option<(String, bool)> {
    let pv = preview::action_preview(c, s, p, a)?;
    let takes = if let Some(stop) = pv.stopped_by {
        let by = match stop {
            Stop::Barrier => "barrier",
            Stop::Ward => "ward",
            Stop::Def => "def",
        };
        tr!("hud-takes-none", by = by)
    } else if pv.least == pv.most {
        tr!("hud-takes", n = pv.least)
    } else {
        tr!("hud-takes-range", least = pv.least, most = pv.most)
    };
    Some((takes, pv.leaves_no_blocker))
}

/// The most damage a target choice would deal (none where something stops it): the core's
/// preview, by which the picker puts its focus first on the target that takes the most.
pub fn target_damage(c: &DuelContent, s: &State, p: PlayerId, a: Action) -> Option<u32> {
    let pv = preview::action_preview(c, s, p, a)?;
    Some(if pv.stopped_by.is_some() { 0 } else { pv.most })
}

/// The damage a unit would take from an attack of `amount` (after Power), as the damage
/// steps count it (D-16): DEF (halved when tapped, full when blocking), Ward, Barrier. If
/// its Code may break first, the damage with the Code holding. Attack and Astral damage
/// count alike (D-16.1), so one kind serves both.
pub fn damage_taken(c: &DuelContent, s: &State, unit: UnitId, amount: u32, blocking: bool) -> u32 {
    preview::damage_preview(c, s, unit, amount, DamageKind::Attack, blocking)
        .map_or(0, |d| d.taken())
}

/// What a player is putting together: the legal actions still possible after the choices
/// made so far (a card or skill, then a caster, then a target).
#[derive(Clone, Debug, PartialEq)]
pub struct Composing {
    pub what: String,
    pub candidates: Vec<Action>,
}

/// The next question while composing.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Caster(Vec<u8>),
    Target(Vec<UnitId>),
    Done(Action),
    Nothing,
}

fn caster(a: &Action) -> Option<u8> {
    match a {
        Action::CastSpell { caster, .. } => Some(*caster),
        _ => None,
    }
}

pub fn target(a: &Action) -> Option<UnitId> {
    match a {
        Action::CastSpell { target, .. } | Action::UseSupportSkill { target, .. } => *target,
        Action::UseAttackSkill { target, .. } | Action::UseAstralCode { target, .. } => {
            Some(*target)
        }
        _ => None,
    }
}

impl Composing {
    pub fn card(
        c: &DuelContent,
        uid: CardUid,
        def: crate::content::duel::CardIdx,
        legal: &[Action],
    ) -> Self {
        Composing {
            what: c.card(def).shown_name().to_string(),
            candidates: legal
                .iter()
                .filter(|a| matches!(a, Action::CastSpell { card, .. } if *card == uid))
                .copied()
                .collect(),
        }
    }

    pub fn step(&self) -> Step {
        let mut casters: Vec<u8> = self.candidates.iter().filter_map(caster).collect();
        casters.dedup();
        if casters.len() > 1 {
            return Step::Caster(casters);
        }
        let mut targets: Vec<UnitId> = self.candidates.iter().filter_map(target).collect();
        targets.dedup();
        if targets.len() > 1 {
            return Step::Target(targets);
        }
        self.candidates
            .first()
            .copied()
            .map_or(Step::Nothing, Step::Done)
    }

    pub fn pick_caster(&mut self, slot: u8) {
        self.candidates.retain(|a| caster(a) == Some(slot));
    }

    pub fn pick_target(&mut self, unit: UnitId) {
        self.candidates.retain(|a| target(a) == Some(unit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};

    #[test]
    fn a_reason_reads_in_either_language() {
        let u = Unusable::NeedsEther { need: 3, have: 1 };
        assert_eq!(
            with_lang(Lang::En, || reason_text(&u)),
            "Needs 3 ether (you have 1)"
        );
        assert_eq!(
            with_lang(Lang::Ja, || reason_text(&u)),
            "エーテルが3必要（現在1）"
        );
    }
}
