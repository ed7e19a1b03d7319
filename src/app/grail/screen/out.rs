//! The window a person meets when the last side they play is out of the war (G-34): how it
//! went out, and the choice to watch the war to its end, with the fights of the sides left
//! shown in full or passed at once, or to leave (the war stays under Continue).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use super::scene::{Acts, Scene};
use crate::app::grail::session::GrailTable;
use crate::app::grail::words;
use crate::app::screens::Screen;
use crate::app::session::Pacing;
use crate::app::theme::{self, GOLD, PARCHMENT, Tip, c32};
use crate::rules::grail::{EliminationCause, FactionStatus};
use crate::tr;

/// What the person chose once out.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watching {
    /// Not asked yet, or still to answer.
    #[default]
    Asking,
    /// Every fight shown as it is fought.
    Full,
    /// The fights of the sides left pass at once; the city's turns are shown.
    SkipFights,
}

pub fn draw(ctx: &egui::Context, scene: &Scene, acts: &mut Acts, watching: &mut Watching) {
    let s = &scene.session;
    if *watching != Watching::Asking
        || s.state.is_over()
        || acts.playback.is_some()
        || !s.queue_empty()
        || scene.table.fighting
    {
        return;
    }
    // The person's sides, as the seats say: all of them out, and at least one.
    let seen = scene.seen();
    let mine: Vec<_> = seen
        .iter()
        .filter(|x| s.seat(x.info.id).is_human())
        .collect();
    let Some(last) = mine.last() else {
        return;
    };
    if mine
        .iter()
        .any(|x| matches!(x.info.status, FactionStatus::Active))
    {
        return;
    }
    let FactionStatus::Eliminated { cause, day, time } = last.info.status else {
        return;
    };
    let how = match cause {
        EliminationCause::Killed { .. } => "killed",
        EliminationCause::Vanished => "vanished",
        EliminationCause::SelfDestruct => "self",
    };
    egui::Window::new(tr!("war-out-title"))
        .id(egui::Id::new("war_out"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let name = scene.words().faction(last.info.id);
            theme::label(
                ui,
                RichText::new(tr!("war-out-head", name = name))
                    .size(22.0)
                    .color(c32(GOLD)),
            );
            theme::label(
                ui,
                RichText::new(tr!(
                    "war-end-out",
                    day = day,
                    time = words::time(time),
                    how = how
                ))
                .color(c32(PARCHMENT)),
            );
            theme::para(
                ui,
                RichText::new(tr!("war-out-goes-on")).color(c32(PARCHMENT)),
            );
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                let watch = ui.button(RichText::new(tr!("war-out-watch")).size(17.0));
                // Just opened, its first button takes the focus, so that Enter answers it.
                if theme::just_opened(ui.ctx(), egui::Order::Middle, "war_out") {
                    watch.request_focus();
                }
                if watch.tip(tr!("war-out-watch-tip")).clicked() {
                    *watching = Watching::Full;
                }
                if ui
                    .button(RichText::new(tr!("war-out-skip-fights")).size(17.0))
                    .tip(tr!("war-out-skip-fights-tip"))
                    .clicked()
                {
                    *watching = Watching::SkipFights;
                }
                if ui
                    .button(RichText::new(tr!("war-out-leave")).size(17.0))
                    .tip(tr!("war-out-leave-tip"))
                    .clicked()
                {
                    acts.next.set(Screen::Title);
                }
            });
        });
}

/// Passes the fights of the sides left at once for a person who asked to.
pub fn skip_fights(watching: Res<Watching>, table: Res<GrailTable>, mut pacing: ResMut<Pacing>) {
    if *watching == Watching::SkipFights && table.fighting {
        pacing.skip = true;
    }
}

/// A new war asks again.
pub fn reset(mut watching: ResMut<Watching>) {
    *watching = Watching::Asking;
}
