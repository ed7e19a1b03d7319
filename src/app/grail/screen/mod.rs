//! The combat screen of a skirmish (1280x720 baseline, scaling with the UI): the districts
//! around the fight as a small map with the tokens and the decider's range rings, the
//! round and the initiative bar along the top, a card per servant (portrait, HP and MP,
//! buffs, card bonuses, NP charge, the master's command spells), the log on the right, and
//! along the bottom the deciding person's hand and choices with their odds. Everything
//! drawn comes from the ECS mirror, the shown events and the core's answers (menu, odds);
//! the screen sends `Action`s and changes nothing itself.

mod bottom;
mod choice;
mod curtain;
mod end;
mod keys;
mod log;
mod looks;
mod map;
mod motion;
mod odds;
mod odds_view;
mod sides;
mod top;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub use choice::ChoiceUi;

use super::ai::GrailHint;
use super::data::GrailData;
use super::fx::Motion;
use super::mirror::{
    Buffs, Charge, Command, Hand, MasterOf, Pools, Profile, ServantOf, Standing, Vitals,
};
use super::round::CombatRound;
use super::session::{GrailChoice, GrailSession, GrailTable, secrets_shown};
use super::words::Words;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::rules::grail::FactionId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChoiceUi>()
        .init_resource::<odds_view::OddsCache>()
        .add_systems(OnEnter(Screen::Skirmish), |mut ui: ResMut<ChoiceUi>| {
            *ui = ChoiceUi::default()
        })
        .add_systems(
            Update,
            keys::read_keys
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<GrailSession>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (curtain::lift, draw)
                .chain()
                .in_set(AppSystems::Draw)
                .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<GrailSession>)),
        );
}

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
}

fn draw(mut contexts: EguiContexts, scene: Scene, mut acts: Acts, time: Res<Time>) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    if scene.session.shown.curtain.is_some() {
        return Ok(());
    }
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("combat_root"))
        .fixed_pos(screen.min)
        .show(ctx, |root| {
            root.set_min_size(screen.size());
            root.set_max_size(screen.size());
            top::draw(root, &scene);
            bottom::draw(root, &scene, &mut acts);
            map::draw(root, &scene);
            log::draw(root, &scene);
            egui::CentralPanel::no_frame().show(root, |ui| {
                let cards = sides::layout(&scene, ui.available_rect_before_wrap());
                sides::draw(ui, &scene, &cards);
                motion::draw(ui, &scene, &cards);
            });
        });
    end::draw(ctx, &scene, &mut acts);
    Ok(())
}
