//! The playback bar over a watched duel, between the board and the hand: play / pause, one
//! event forward and back, speed 0.5x-8x, a timeline of turns, both hands shown or hidden,
//! whose side is at the bottom, and "Take over from here" against the AI. Every control but
//! the last two has a key (`GameKey`, remappable in Settings), named in its tooltip.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::duel::{BOTTOM_BAR, Duel, Pacing, SIDE_PANEL};
use crate::app::input::{GameKey, Keys, keys_label};
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::theme::{DIM, GOLD, PARCHMENT, c32};

use super::{BAR_HEIGHT, Playback, SPEEDS, take_over};

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

/// What the bar's keys and buttons ask for this frame.
#[derive(Default)]
struct Asked {
    play_pause: bool,
    forward: bool,
    back: bool,
    next_turn: bool,
    prev_turn: bool,
    faster: bool,
    slower: bool,
    hands: bool,
}

impl Asked {
    fn from_keys(keys: &Keys) -> Asked {
        let k = |g: GameKey| keys.just_pressed(&g);
        Asked {
            play_pause: k(GameKey::PlayPause),
            forward: k(GameKey::StepForward),
            back: k(GameKey::StepBack),
            next_turn: k(GameKey::NextTurn),
            prev_turn: k(GameKey::PrevTurn),
            faster: k(GameKey::Faster),
            slower: k(GameKey::Slower),
            hands: k(GameKey::ShowHands),
        }
    }

    fn any(&self) -> bool {
        self.play_pause
            || self.forward
            || self.back
            || self.next_turn
            || self.prev_turn
            || self.faster
            || self.slower
            || self.hands
    }
}

fn controls(
    mut contexts: EguiContexts,
    mut pb: ResMut<Playback>,
    mut duel: ResMut<Duel>,
    mut pacing: ResMut<Pacing>,
    mut commands: Commands,
    keys: Keys,
    settings: Res<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = Asked::from_keys(&keys);
    if asked.any() {
        // A button clicked last keeps egui's focus, and Space would click it again.
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    let key = |g: GameKey| keys_label(&settings.keys, g);
    let total = pb.replay.actions.len();
    let done = duel.actions.len();
    let events = pb.events_at(pb.cursor(&duel));
    let at_end = done == total && duel.queue_empty();
    let last_turn = pb.turns.last().map_or(1, |(t, _)| *t);
    let mut jump_to_turn = None;
    let mut take = false;
    egui::Area::new(egui::Id::new("playback"))
        .anchor(
            Align2::CENTER_BOTTOM,
            egui::vec2(-SIDE_PANEL / 2.0, -BOTTOM_BAR - 4.0),
        )
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_height(BAR_HEIGHT - 8.0);
            egui::Frame::popup(ui.style())
                .fill(Color32::from_rgba_unmultiplied(14, 14, 40, 240))
                .inner_margin(egui::Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    ui.spacing_mut().item_spacing.y = 4.0;
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("REPLAY").color(c32(GOLD)).strong());
                        ui.label(
                            RichText::new(format!(
                                "turn {} · action {done}/{total} · event {events}/{}",
                                duel.state.turn,
                                pb.event_count()
                            ))
                            .color(c32(PARCHMENT)),
                        );
                        let play = if pb.playing { "⏸ Pause" } else { "▶ Play" };
                        asked.play_pause |= ui
                            .add_enabled(!at_end || pb.playing, egui::Button::new(play))
                            .on_hover_text(format!("Play / pause ({})", key(GameKey::PlayPause)))
                            .clicked();
                        asked.back |= ui
                            .add_enabled(events > 0, egui::Button::new("◀ Back"))
                            .on_hover_text(format!(
                                "One event back: the board is rebuilt from the actions ({})",
                                key(GameKey::StepBack)
                            ))
                            .clicked();
                        asked.forward |= ui
                            .add_enabled(!at_end, egui::Button::new("Step ▶"))
                            .on_hover_text(format!(
                                "One event forward ({})",
                                key(GameKey::StepForward)
                            ))
                            .clicked();
                        let speed_tip = format!(
                            "Playback speed, on top of the animation speed setting ({} faster, {} slower)",
                            key(GameKey::Faster),
                            key(GameKey::Slower)
                        );
                        ui.label(RichText::new("Speed").color(c32(DIM)))
                            .on_hover_text(&speed_tip);
                        for s in SPEEDS {
                            let on = (pb.speed - s).abs() < 0.01;
                            if ui
                                .selectable_label(on, format!("{s}x"))
                                .on_hover_text(&speed_tip)
                                .clicked()
                            {
                                pb.speed = s;
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        let turn_tip = format!(
                            "Jump to the start of a turn ({} previous, {} next; also Shift + arrows)",
                            key(GameKey::PrevTurn),
                            key(GameKey::NextTurn)
                        );
                        let mut turn = pb.turn_at(done);
                        ui.label(RichText::new("Turn").color(c32(DIM)))
                            .on_hover_text(&turn_tip);
                        let slider = ui
                            .add(
                                egui::Slider::new(&mut turn, 1..=last_turn.max(1))
                                    .clamping(egui::SliderClamping::Always),
                            )
                            .on_hover_text(&turn_tip);
                        if slider.changed() {
                            jump_to_turn = Some(turn);
                        }
                        let hands = if pb.show_hands {
                            "Hide hands"
                        } else {
                            "Show hands"
                        };
                        asked.hands |= ui
                            .button(hands)
                            .on_hover_text(format!(
                                "Both hands face up, or both hidden ({})",
                                key(GameKey::ShowHands)
                            ))
                            .clicked();
                        if ui
                            .button("Swap sides")
                            .on_hover_text("Whose side is at the bottom")
                            .clicked()
                        {
                            duel.viewer = duel.viewer.other();
                        }
                        let can_take = !duel.state.is_over() && pb.jump.is_none();
                        let who = duel.player_name(duel.viewer);
                        take = ui
                            .add_enabled(can_take, egui::Button::new("Take over from here"))
                            .on_hover_text(format!(
                                "Play on as {who} (bottom) against the AI (Normal), from the end of the action shown"
                            ))
                            .clicked();
                    });
                });
        });
    if asked.play_pause {
        pb.playing = !pb.playing && !at_end;
        pb.step_to = None;
    }
    if asked.back {
        pb.step_back(&duel);
    }
    if asked.forward {
        pb.step_forward(&duel);
    }
    if asked.next_turn || asked.prev_turn {
        pb.jump_turn(&duel, asked.next_turn);
    }
    if let Some(turn) = jump_to_turn {
        let target = pb
            .turns
            .iter()
            .find(|(t, _)| *t >= turn)
            .map_or(total, |(_, n)| *n);
        pb.step_to = None;
        pb.step = false;
        pb.jump = Some(pb.after(target));
    }
    if asked.faster || asked.slower {
        pb.change_speed(asked.faster);
    }
    if asked.hands {
        pb.show_hands = !pb.show_hands;
    }
    if take {
        commands.queue(|world: &mut World| take_over(world, Difficulty::Normal));
    }
    if (pb.step || pb.step_to.is_some()) && !duel.queue_empty() {
        pacing.wait = 0.0;
    }
    Ok(())
}
