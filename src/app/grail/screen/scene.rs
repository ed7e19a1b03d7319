//! What every part of the combat screen reads ([`Scene`]: the session, the table, the
//! content, the settings, the motion and the mirror's entities) and what the parts that
//! choose may change ([`Acts`]: the menu's state, the choices sent, the hint, the screen
//! to go to, the odds shown).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::choice::ChoiceUi;
use super::odds_view;
use super::panels::{DayEndSeen, FactionPanel};
use crate::app::grail::ai::GrailHint;
use crate::app::grail::data::GrailData;
use crate::app::grail::fx::Motion;
use crate::app::grail::mirror::{
    Buffs, Charge, Command, Hand, MasterOf, Pools, Profile, ServantOf, Standing, Vitals,
};
use crate::app::grail::round::CombatRound;
use crate::app::grail::session::{GrailChoice, GrailSession, GrailTable, secrets_shown};
use crate::app::grail::words::Words;
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::rules::grail::FactionId;

/// One servant as the screen draws it: the mirror's components of it and its master.
pub struct SideLook<'a> {
    pub faction: FactionId,
    pub vitals: &'a Vitals,
    pub profile: &'a Profile,
    pub standing: &'a Standing,
    pub hand: &'a Hand,
    pub pools: &'a Pools,
    pub charge: &'a Charge,
    pub buffs: &'a Buffs,
    pub command: Option<&'a Command>,
}

type ServantQuery<'w, 's> = Query<
    'w,
    's,
    (
        &'static ServantOf,
        &'static Vitals,
        &'static Profile,
        &'static Standing,
        &'static Hand,
        &'static Pools,
        &'static Charge,
        &'static Buffs,
    ),
>;

/// What every part of the screen reads.
#[derive(SystemParam)]
pub struct Scene<'w, 's> {
    pub session: Res<'w, GrailSession>,
    pub table: Res<'w, GrailTable>,
    pub content: Res<'w, GrailData>,
    pub settings: Res<'w, Settings>,
    pub motion: Res<'w, Motion>,
    pub round: Option<Res<'w, State<CombatRound>>>,
    /// The review of the replay watched, if one was asked for.
    pub review: Option<Res<'w, crate::app::review::ReviewRun>>,
    /// The declaration clock of the decision on screen (G-8.4).
    pub clock: Res<'w, crate::app::grail::clock::DeclarationClock>,
    servants: ServantQuery<'w, 's>,
    masters: Query<'w, 's, (&'static MasterOf, &'static Command)>,
}

impl Scene<'_, '_> {
    /// Every servant in faction order.
    pub fn sides(&self) -> Vec<SideLook<'_>> {
        let mut out: Vec<SideLook> = self
            .servants
            .iter()
            .map(
                |(of, vitals, profile, standing, hand, pools, charge, buffs)| SideLook {
                    faction: of.0,
                    vitals,
                    profile,
                    standing,
                    hand,
                    pools,
                    charge,
                    buffs,
                    command: self
                        .masters
                        .iter()
                        .find(|(m, _)| m.0 == of.0)
                        .map(|(_, c)| c),
                },
            )
            .collect();
        out.sort_by_key(|s| s.faction);
        out
    }

    pub fn words(&self) -> Words<'_> {
        let viewer = self.table.viewer(&self.session).faction();
        Words::new(&self.content.0, &self.session.state, viewer)
    }

    /// The faction's colour (its class's).
    pub fn colour(&self, f: FactionId) -> egui::Color32 {
        let class = self
            .servants
            .iter()
            .find(|(of, ..)| of.0 == f)
            .map(|(_, _, p, ..)| p.class)
            .unwrap_or(crate::content::grail::Class::Saber);
        crate::app::theme::c32(crate::app::theme::grail_class_rgb(
            class,
            self.settings.colour_blind,
        ))
    }

    /// Every faction as the viewer knows it (the core's view, G-35).
    pub fn seen(&self) -> Vec<crate::app::grail::mirror::Seen> {
        let viewer = self.table.viewer(&self.session);
        crate::app::grail::mirror::seen(&self.content.0, &self.session.state, viewer)
    }

    /// The truces and alliances the viewer knows of (G-14).
    pub fn relations(&self) -> Vec<crate::rules::grail::Relation> {
        match self.table.viewer(&self.session).faction() {
            Some(f) => self.session.state.view_for(&self.content.0, f).relations,
            None => self.session.state.relations.clone(),
        }
    }

    /// Whether the shown faction's secrets may be drawn now.
    pub fn secrets(&self) -> bool {
        secrets_shown(&self.session, &self.table)
    }
}

/// The mutable side of the screen: the menu's state and the choices sent.
#[derive(SystemParam)]
pub struct Acts<'w> {
    pub ui: ResMut<'w, ChoiceUi>,
    pub choices: MessageWriter<'w, GrailChoice>,
    pub hint: ResMut<'w, GrailHint>,
    pub next: ResMut<'w, NextState<Screen>>,
    pub odds: ResMut<'w, odds_view::OddsCache>,
    /// The day's end closed by the player.
    pub day_end: ResMut<'w, DayEndSeen>,
    /// The interactions with the master read (G-15.1).
    pub bond: ResMut<'w, super::panels::BondSeen>,
    /// The end of the last fight read.
    pub fight: ResMut<'w, super::panels::FightSeen>,
    /// The replay being watched, if any.
    pub playback: Option<ResMut<'w, crate::app::grail::playback::GrailPlayback>>,
    /// Which faction's sheet or intelligence is open over the map.
    pub panel: ResMut<'w, FactionPanel>,
    pub rewind: MessageWriter<'w, crate::app::session::Rewind>,
    /// An end screen's Review.
    pub review: ResMut<'w, crate::app::review::ReviewAsk>,
}
