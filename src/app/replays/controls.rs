//! The playback bar over a watched duel: play / pause, one event forward, one action back,
//! speed 0.5x-8x, a timeline of turns, both hands shown or hidden, whose side is at the
//! bottom, and "Take over from here" against the AI.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::duel::{BOTTOM_BAR, Duel, Pacing, SIDE_PANEL, idle};
use crate::app::screens::Screen;
use crate::app::theme::{DIM, GOLD, PARCHMENT, c32};

use super::{Playback, SPEEDS, take_over};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        controls.run_if(
            in_state(Screen::Duel)
                .and_then(resource_exists::<Duel>)
                .and_then(resource_exists::<Playback>),
        ),
    );
}

fn controls(
    mut contexts: EguiContexts,
    mut pb: ResMut<Playback>,
    mut duel: ResMut<Duel>,
    mut pacing: ResMut<Pacing>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let total = pb.replay.actions.len();
    let done = duel.actions.len();
    let last_turn = pb.turns.last().map_or(1, |(t, _)| *t);
    egui::Area::new(egui::Id::new("playback"))
        .anchor(
            Align2::CENTER_BOTTOM,
            egui::vec2(-SIDE_PANEL / 2.0, -BOTTOM_BAR - 8.0),
        )
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(Color32::from_rgba_unmultiplied(14, 14, 40, 240))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("REPLAY").color(c32(GOLD)).strong());
                        ui.label(
                            RichText::new(format!(
                                "action {done}/{total} · turn {}",
                                duel.state.turn
                            ))
                            .color(c32(PARCHMENT)),
                        );
                        let play = if pb.playing { "⏸ Pause" } else { "▶ Play" };
                        if ui.button(play).clicked() {
                            pb.playing = !pb.playing && done < total;
                        }
                        if ui
                            .button("◀ Back")
                            .on_hover_text(
                                "One action back (the board is rebuilt from the actions)",
                            )
                            .clicked()
                        {
                            pb.playing = false;
                            pb.jump = Some(done.saturating_sub(1));
                        }
                        if ui
                            .button("Step ▶")
                            .on_hover_text("Show the next event")
                            .clicked()
                        {
                            pb.playing = false;
                            pb.step = true;
                        }
                        ui.label(RichText::new("Speed").color(c32(DIM)));
                        for s in SPEEDS {
                            let on = (pb.speed - s).abs() < 0.01;
                            if ui.selectable_label(on, format!("{s}x")).clicked() {
                                pb.speed = s;
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        let mut turn = pb.turn_at(done);
                        ui.label(RichText::new("Turn").color(c32(DIM)));
                        let slider = ui.add(
                            egui::Slider::new(&mut turn, 1..=last_turn.max(1))
                                .clamping(egui::SliderClamping::Always),
                        );
                        if slider.changed() {
                            let target = pb
                                .turns
                                .iter()
                                .find(|(t, _)| *t >= turn)
                                .map_or(total, |(_, n)| *n);
                            pb.jump = Some(target);
                        }
                        let hands = if pb.show_hands {
                            "Hide hands"
                        } else {
                            "Show hands"
                        };
                        if ui.button(hands).clicked() {
                            pb.show_hands = !pb.show_hands;
                        }
                        if ui
                            .button("Swap sides")
                            .on_hover_text("Whose side is at the bottom")
                            .clicked()
                        {
                            duel.viewer = duel.viewer.other();
                        }
                        let can_take = idle(&duel, &pacing) && !duel.state.is_over();
                        let who = duel.player_name(duel.viewer);
                        if ui
                            .add_enabled(can_take, egui::Button::new("Take over from here"))
                            .on_hover_text(format!(
                                "Play on as {who} (bottom) against the AI (Normal)"
                            ))
                            .clicked()
                        {
                            commands
                                .queue(|world: &mut World| take_over(world, Difficulty::Normal));
                        }
                    });
                });
        });
    if pb.step && !duel.queue_empty() {
        pacing.wait = 0.0;
    }
    Ok(())
}
