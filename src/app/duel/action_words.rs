//! A duel action in plain words: the HUD's hints and buttons, and the review's lists.

use crate::content::duel::DuelContent;
use crate::locale::Named;
use crate::rules::duel::{Action, CardUid, PlayerId, State, UnitId};
use crate::tr;

/// `p`'s action in `s` in plain words; `unit` and `card_name` name what it names.
pub fn action_words(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    a: &Action,
    unit: &dyn Fn(UnitId) -> String,
    card_name: &dyn Fn(CardUid) -> String,
) -> String {
    let arc = |slot: u8| unit(UnitId::arc(p, slot));
    // A skill on a target, or on none: one message each, so that each language puts
    // the words in its own order.
    let skill = |user: u8, name: String, target: Option<UnitId>, astral: bool| {
        let (plain, on) = if astral {
            ("hud-action-astral", "hud-action-astral-on")
        } else {
            ("hud-action-skill", "hud-action-skill-on")
        };
        match target {
            Some(t) => tr!(on, user = arc(user), skill = name, target = unit(t)),
            None => tr!(plain, user = arc(user), skill = name),
        }
    };
    match a {
        Action::CastSpell {
            card,
            caster,
            target,
        } => {
            let card = card_name(*card);
            match target {
                Some(t) => tr!(
                    "hud-action-cast-on",
                    caster = arc(*caster),
                    card = card,
                    target = unit(*t)
                ),
                None => tr!("hud-action-cast", caster = arc(*caster), card = card),
            }
        }
        Action::UseAttackSkill {
            user,
            skill: index,
            target,
        } => {
            let name = s
                .arc(p, *user)
                .and_then(|a| c.arc(a.def).attack_skills.get(usize::from(*index)))
                .map_or(tr!("common-some-attack"), |k| k.shown_name().to_string());
            skill(*user, name, Some(*target), false)
        }
        Action::UseSupportSkill { user, target } => {
            let name = s
                .arc(p, *user)
                .map_or(tr!("common-some-support-skill"), |a| {
                    c.arc(a.def).support_skill.shown_name().to_string()
                });
            skill(*user, name, *target, false)
        }
        Action::UseAstralCode { user, target } => {
            let name = s.arc(p, *user).map_or(tr!("common-some-astral-code"), |a| {
                c.arc(a.def).astral_code.shown_name().to_string()
            });
            skill(*user, name, Some(*target), true)
        }
        Action::ConvertEther {
            card,
            use_ether_effect,
        } => {
            let name = card_name(*card);
            if *use_ether_effect {
                tr!("hud-action-convert-effect", card = name)
            } else {
                tr!("hud-action-convert", card = name)
            }
        }
        Action::Block { blocker } => tr!("hud-action-block", unit = arc(*blocker)),
        Action::NoBlock => tr!("hud-action-no-block"),
        Action::Pass => tr!("hud-action-pass"),
        Action::Concede => tr!("hud-action-concede"),
    }
}
