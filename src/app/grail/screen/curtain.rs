//! With two or more people at the machine, a curtain in the next person's colour hides
//! everything secret whenever the deciding person changes (a reaction prompt is a decision
//! too); it lifts when that person says they are alone at the screen.

use bevy::prelude::*;
use bevy_egui::egui::RichText;
use bevy_egui::{EguiContexts, egui};

use crate::app::grail::data::GrailData;
use crate::app::grail::session::GrailSession;
use crate::app::grail::words::Words;
use crate::app::input::Keys;
use crate::app::keys::{GameKey, keys_label};
use crate::app::session::CurtainGuard;
use crate::app::settings::Settings;
use crate::app::theme::{self, PARCHMENT, c32, grail_class_rgb};
use crate::rules::grail::query;
use crate::tr;

pub(super) fn lift(
    mut contexts: EguiContexts,
    mut session: ResMut<GrailSession>,
    content: Res<GrailData>,
    settings: Res<Settings>,
    keys: Keys,
    time: Res<Time<Real>>,
    mut guard: Local<CurtainGuard>,
) -> Result {
    let ready = guard.ready(session.shown.curtain.is_some(), time.elapsed_secs());
    let ctx = contexts.ctx_mut()?;
    if session.shown.waiting {
        waiting(ctx);
        return Ok(());
    }
    let Some(next) = session.shown.curtain else {
        return Ok(());
    };
    let c = &content.0;
    let rgb = query::class(c, &session.state, next).map_or([120, 120, 160], |k| {
        grail_class_rgb(k, settings.colour_blind)
    });
    let name = Words::new(c, &session.state, None).faction(next);
    let person = tr!("common-player", n = usize::from(next) + 1);
    let mut lifted = keys.just_pressed(&GameKey::Confirm);
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("combat_curtain"))
        .fixed_pos(screen.min)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_min_size(screen.size());
            ui.set_max_size(screen.size());
            ui.painter()
                .rect_filled(screen, 0.0, c32(rgb).gamma_multiply(0.55));
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() / 3.0);
                theme::label(
                    ui,
                    RichText::new(tr!(
                        "combat-curtain",
                        person = person.clone(),
                        faction = name
                    ))
                    .size(30.0)
                    .color(c32(PARCHMENT)),
                );
                theme::label(
                    ui,
                    RichText::new(tr!(
                        "hud-curtain-hint",
                        key = keys_label(&settings.keys, GameKey::Confirm)
                    ))
                    .color(c32(PARCHMENT)),
                );
                ui.add_space(20.0);
                if ui
                    .button(RichText::new(tr!("hud-curtain-lift", name = person)).size(22.0))
                    .clicked()
                {
                    lifted = true;
                }
            });
        });
    if lifted && ready {
        session.shown.lift();
    }
    Ok(())
}

/// Hot seat while an AI decides: a plain curtain, nobody's colour and nothing of anyone's,
/// until a person decides and is asked to the screen.
fn waiting(ctx: &egui::Context) {
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("combat_curtain"))
        .fixed_pos(screen.min)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_min_size(screen.size());
            ui.set_max_size(screen.size());
            ui.painter()
                .rect_filled(screen, 0.0, c32([60, 60, 80]).gamma_multiply(0.55));
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() / 3.0);
                theme::label(
                    ui,
                    RichText::new(tr!("combat-curtain-waiting"))
                        .size(30.0)
                        .color(c32(PARCHMENT)),
                );
            });
        });
}
