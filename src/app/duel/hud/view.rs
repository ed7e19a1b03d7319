//! What one frame of the HUD reads, and actions in plain words.

use bevy::prelude::*;
use bevy_egui::egui::{Color32, Pos2};

use crate::app::duel::layout::Layout;
use crate::app::duel::session::{Duel, DuelSession, sided_name};
use crate::app::keys::{GameKey, with_key};
use crate::app::settings::Settings;
use crate::app::theme::{self, c32};
use crate::content::duel::DuelContent;
use crate::locale::Named;
use crate::rules::duel::{Action, Decision, Phase, PlayerId, State, UnitId};
use crate::tr;

/// Everything one frame of the HUD needs to read.
pub(super) struct View<'a> {
    pub(super) c: &'a DuelContent,
    pub(super) duel: &'a Duel,
    pub(super) session: &'a DuelSession,
    pub(super) settings: Settings,
    pub(super) layout: Layout,
    pub(super) zoom: f32,
    pub(super) me: PlayerId,
    pub(super) can_act: bool,
    pub(super) legal: Vec<Action>,
    /// The state as the seat shown may know it (`view_for`): the opponent's hand and both
    /// decks are empty in it. Only a watched replay with both hands shown sees it all.
    pub(super) state: &'a State,
    /// How many cards each side holds and has left to draw.
    pub(super) hand_sizes: [usize; 2],
    pub(super) deck_sizes: [usize; 2],
    /// The phase the board shows (events still queued may change it).
    pub(super) shown_phase: Phase,
}

impl View<'_> {
    pub(super) fn screen(&self, p: Vec2) -> Pos2 {
        let [x, y] = self.layout.screen_pos(p, self.zoom);
        Pos2::new(x, y)
    }
    /// A unit's name with its side, for prompts, buttons and tooltips.
    pub(super) fn unit_name(&self, u: UnitId) -> String {
        sided_name(self.duel, self.session, self.c, u)
    }
    /// A unit's name alone, where its place on the board shows the side.
    pub(super) fn plain_name(&self, u: UnitId) -> String {
        self.duel.unit_name(&self.session.state, self.c, u)
    }
    /// A button's text with its key as bound now.
    pub(super) fn keyed(&self, text: &str, k: GameKey) -> String {
        with_key(text, &self.settings.keys, k)
    }
    pub(super) fn player_col(&self, p: PlayerId) -> Color32 {
        c32(theme::player_rgb(p, &self.settings))
    }
    pub(super) fn decision(&self) -> Option<&Decision> {
        self.state.pending.as_ref()
    }
    /// The viewer's action in plain words, for hints and buttons.
    pub(super) fn action_text(&self, a: &Action) -> String {
        self.action_text_for(self.me, a)
    }

    /// `p`'s action in plain words.
    pub(super) fn action_text_for(&self, p: PlayerId, a: &Action) -> String {
        let s = self.state;
        let arc = |slot: u8| self.unit_name(UnitId::arc(p, slot));
        // A skill on a target, or on none: one message each, so that each language puts
        // the words in its own order.
        let skill = |user: u8, name: String, target: Option<UnitId>, astral: bool| {
            let (plain, on) = if astral {
                ("hud-action-astral", "hud-action-astral-on")
            } else {
                ("hud-action-skill", "hud-action-skill-on")
            };
            match target {
                Some(t) => tr!(
                    on,
                    user = arc(user),
                    skill = name,
                    target = self.unit_name(t)
                ),
                None => tr!(plain, user = arc(user), skill = name),
            }
        };
        match a {
            Action::CastSpell {
                card,
                caster,
                target,
            } => {
                let card = self.duel.card_name(self.c, *card);
                match target {
                    Some(t) => tr!(
                        "hud-action-cast-on",
                        caster = arc(*caster),
                        card = card,
                        target = self.unit_name(*t)
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
                    .arc(self.me, *user)
                    .and_then(|a| self.c.arc(a.def).attack_skills.get(usize::from(*index)))
                    .map_or(tr!("common-some-attack"), |k| k.shown_name().to_string());
                skill(*user, name, Some(*target), false)
            }
            Action::UseSupportSkill { user, target } => {
                let name = s
                    .arc(p, *user)
                    .map_or(tr!("common-some-support-skill"), |a| {
                        self.c.arc(a.def).support_skill.shown_name().to_string()
                    });
                skill(*user, name, *target, false)
            }
            Action::UseAstralCode { user, target } => {
                let name = s.arc(p, *user).map_or(tr!("common-some-astral-code"), |a| {
                    self.c.arc(a.def).astral_code.shown_name().to_string()
                });
                skill(*user, name, Some(*target), true)
            }
            Action::ConvertEther {
                card,
                use_ether_effect,
            } => {
                let name = self.duel.card_name(self.c, *card);
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
}
