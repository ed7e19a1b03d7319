//! What one frame of the HUD reads, and actions in plain words.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui::{Color32, Pos2};

use crate::app::duel::action_words::action_words;
use crate::app::duel::layout::Layout;
use crate::app::duel::session::{Duel, DuelSession, sided_name};
use crate::app::keys::{GameKey, with_key};
use crate::app::settings::Settings;
use crate::app::theme::{self, c32};
use crate::content::duel::DuelContent;
use crate::rules::duel::{Action, Decision, Phase, PlayerId, State, UnitId};

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
    /// The row each unit stands in as the board shows it (`mirror::shown_row`): the core
    /// may be ahead, with a follower already gone whose fall is still to be shown.
    pub(super) rows: HashMap<UnitId, u8>,
}

impl View<'_> {
    /// Where unit `u` stands on the board as shown, in world units.
    pub(super) fn unit_pos(&self, u: UnitId) -> Vec2 {
        let row = self.rows.get(&u).copied().unwrap_or(0);
        self.layout.unit_pos(u, row, self.me)
    }
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
        action_words(self.c, self.state, p, a, &|u| self.unit_name(u), &|k| {
            self.duel.card_name(self.c, k)
        })
    }
}
