//! The end of the skirmish, once its last event is shown: who held the field (or that
//! nobody did), how each side left the combat, and Rematch, Review, Replays and Main menu.

use std::path::PathBuf;

use bevy_egui::egui::{self, Align2, RichText};

use super::scene::{Acts, Scene};
use super::sides::status_word;
use crate::app::grail::round::CombatRound;
use crate::app::screens::Screen;
use crate::app::theme::Tip;
use crate::app::theme::{self, GOLD, PARCHMENT, c32};
use crate::replay::GameKind;
use crate::rules::grail::Outcome;
use crate::tr;

pub fn draw(ctx: &egui::Context, scene: &Scene, acts: &mut Acts) {
    let s = &scene.session;
    if !s.state.is_over()
        || !s.queue_empty()
        || scene
            .round
            .as_ref()
            .is_none_or(|r| *r.get() != CombatRound::Over)
    {
        return;
    }
    let Some(outcome) = &s.state.outcome else {
        return;
    };
    let words = scene.words();
    egui::Window::new(tr!("combat-end-title"))
        .id(egui::Id::new("skirmish_end"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 40.0))
        .show(ctx, |ui| {
            let head = match outcome {
                Outcome::Winner { faction, .. } => tr!(
                    "combat-end-winner",
                    name = words.actor(crate::rules::grail::Actor::Servant { faction: *faction })
                ),
                Outcome::Draw { .. } => tr!("combat-end-draw"),
            };
            theme::label(ui, RichText::new(head).size(26.0).color(c32(GOLD)));
            // Each side's fate as the combat's end told it (G-32.4).
            for &(f, status, hp) in &scene.table.results {
                let max = scene
                    .sides()
                    .iter()
                    .find(|x| x.faction == f)
                    .map_or(hp, |x| x.vitals.max_hp);
                theme::label(
                    ui,
                    RichText::new(tr!(
                        "combat-end-line",
                        name = words.faction(f),
                        fate = status_word(status),
                        hp = hp,
                        max = max
                    ))
                    .color(c32(PARCHMENT)),
                );
            }
            ui.add_space(8.0);
            let review = reviewable(scene, acts);
            buttons(ui, acts, Some(Screen::Skirmish), review);
        });
}

/// The replay file of the game shown, to review: the live game's once it is saved, or
/// the one watched when it is not being reviewed already.
pub fn reviewable(scene: &Scene, acts: &Acts) -> Option<PathBuf> {
    match &acts.playback {
        Some(pb) if scene.review.is_none() => Some(PathBuf::from(&pb.file)),
        Some(_) => None,
        None => scene.session.save_to.clone().filter(|p| p.exists()),
    }
}

/// The end of a game's ways on: Rematch (on `rematch`, the same picks again), Review (of
/// the file `review`), Replays, Main menu.
pub fn buttons(
    ui: &mut egui::Ui,
    acts: &mut Acts,
    rematch: Option<Screen>,
    review: Option<PathBuf>,
) {
    ui.horizontal(|ui| {
        if let Some(screen) = rematch
            && ui
                .button(RichText::new(tr!("combat-rematch")).size(18.0))
                .clicked()
        {
            acts.next.set(screen);
        }
        if let Some(path) = review
            && ui
                .button(RichText::new(tr!("review-button")).size(18.0))
                .tip(tr!("review-button-tip"))
                .clicked()
        {
            acts.review.0 = Some((path, GameKind::Grail));
        }
        if ui
            .button(RichText::new(tr!("menu-replays")).size(18.0))
            .clicked()
        {
            acts.next.set(Screen::Replays);
        }
        if ui
            .button(RichText::new(tr!("combat-main-menu")).size(18.0))
            .clicked()
        {
            acts.next.set(Screen::Title);
        }
    });
}
