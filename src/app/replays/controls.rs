//! The playback bar over a watched game, between the board and the hand: play / pause, one
//! event forward and back, speed 0.5x-8x, a timeline of turns, both hands shown or hidden,
//! whose side is at the bottom, "Take over from here" against the AI, and the menu (Leave).
//! Every control but swapping sides and taking over has a key (`GameKey`, remappable in
//! Settings), named in its tooltip. It
//! draws [`PlaybackBar`] and asks for [`PlaybackCommand`]s; the game does the rest.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::input::Keys;
use crate::app::keys::{GameKey, keys_label};
use crate::app::order::AppSystems;
use crate::app::screens::Menu;
use crate::app::settings::Settings;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};

use super::bar::{BAR_HEIGHT, PlaybackBar, PlaybackCommand, SPEEDS};
use crate::app::theme::Tip;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        controls
            .in_set(AppSystems::Draw)
            .run_if(resource_exists::<PlaybackBar>),
    );
}

/// Under this width (in points) the bar's buttons show their symbols only.
const COMPACT_BELOW: f32 = 760.0;

/// The bar's keys: each asks for one command.
const KEYED: [(GameKey, PlaybackCommand); 8] = [
    (GameKey::PlayPause, PlaybackCommand::PlayPause),
    (GameKey::StepForward, PlaybackCommand::StepForward),
    (GameKey::StepBack, PlaybackCommand::StepBack),
    (GameKey::NextTurn, PlaybackCommand::NextTurn),
    (GameKey::PrevTurn, PlaybackCommand::PrevTurn),
    (GameKey::Faster, PlaybackCommand::Faster),
    (GameKey::Slower, PlaybackCommand::Slower),
    (GameKey::ShowHands, PlaybackCommand::ToggleHands),
];

fn controls(
    mut contexts: EguiContexts,
    bar: Res<PlaybackBar>,
    mut asked: MessageWriter<PlaybackCommand>,
    keys: Keys,
    settings: Res<Settings>,
    mut next_menu: ResMut<NextState<Menu>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut wants: Vec<PlaybackCommand> = KEYED
        .iter()
        .filter(|(k, _)| keys.just_pressed(k))
        .map(|(_, c)| *c)
        .collect();
    if !wants.is_empty() {
        // A button clicked last keeps egui's focus, and Space would click it again.
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    let key = |g: GameKey| keys_label(&settings.keys, g);
    let mut ask = |on: bool, c: PlaybackCommand| {
        if on {
            wants.push(c);
        }
    };
    // The board's width, where the bar stands; a narrow one (UI scale 1.5, long Japanese
    // words) gets the bar's symbols without their words, which the tooltips keep.
    let room = ctx.content_rect().width() - 2.0 * bar.offset[0].abs() - 16.0;
    let compact = room < COMPACT_BELOW;
    let worded = |symbol: &str, word: String, before: bool| match (compact, before) {
        (true, _) => symbol.to_string(),
        (false, true) => format!("{symbol} {word}"),
        (false, false) => format!("{word} {symbol}"),
    };
    egui::Area::new(egui::Id::new("playback"))
        .anchor(
            Align2::CENTER_BOTTOM,
            egui::vec2(bar.offset[0], bar.offset[1]),
        )
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_height(BAR_HEIGHT - 8.0);
            ui.set_max_width(room);
            egui::Frame::popup(ui.style())
                .fill(Color32::from_rgba_unmultiplied(14, 14, 40, 250))
                .inner_margin(egui::Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    ui.spacing_mut().item_spacing.y = 4.0;
                    ui.horizontal(|ui| {
                        if !compact {
                            theme::label(
                                ui,
                                RichText::new(tr!("replays-bar-label"))
                                    .color(c32(GOLD))
                                    .strong(),
                            );
                        }
                        theme::label(ui, RichText::new(&bar.position).color(c32(PARCHMENT)));
                        // The symbols come from egui's own fonts, not the catalog's.
                        let play = if bar.playing {
                            worded("⏸", tr!("replays-pause"), true)
                        } else {
                            worded("▶", tr!("replays-play"), true)
                        };
                        ask(
                            ui.add_enabled(bar.can_play, egui::Button::new(play))
                                .tip(tr!("replays-play-tip", key = key(GameKey::PlayPause)))
                                .clicked(),
                            PlaybackCommand::PlayPause,
                        );
                        ask(
                            ui.add_enabled(
                                bar.can_step_back,
                                egui::Button::new(worded("◀", tr!("replays-step-back"), true)),
                            )
                            .tip(tr!("replays-step-back-tip", key = key(GameKey::StepBack)))
                            .clicked(),
                            PlaybackCommand::StepBack,
                        );
                        ask(
                            ui.add_enabled(
                                bar.can_step_forward,
                                egui::Button::new(worded("▶", tr!("replays-step-forward"), false)),
                            )
                            .tip(tr!(
                                "replays-step-forward-tip",
                                key = key(GameKey::StepForward)
                            ))
                            .clicked(),
                            PlaybackCommand::StepForward,
                        );
                        let speed_tip = tr!(
                            "replays-speed-tip",
                            faster = key(GameKey::Faster),
                            slower = key(GameKey::Slower)
                        );
                        if !compact {
                            theme::label(ui, RichText::new(tr!("replays-speed")).color(c32(DIM)))
                                .tip(&speed_tip);
                        }
                        // One list, not a button a speed: the row fits the board at UI
                        // scale 1.5 in Japanese.
                        egui::ComboBox::from_id_salt("replay_speed")
                            .selected_text(tr!("replays-speed-value", speed = bar.speed))
                            .width(60.0)
                            .show_ui(ui, |ui| {
                                for s in SPEEDS {
                                    let on = (bar.speed - s).abs() < 0.01;
                                    ask(
                                        ui.selectable_label(
                                            on,
                                            tr!("replays-speed-value", speed = s),
                                        )
                                        .clicked(),
                                        PlaybackCommand::SetSpeed(s),
                                    );
                                }
                            })
                            .response
                            .tip(&speed_tip);
                    });
                    ui.horizontal(|ui| {
                        let turn_tip = tr!(
                            "replays-turn-tip",
                            prev = key(GameKey::PrevTurn),
                            next = key(GameKey::NextTurn)
                        );
                        let mut turn = bar.turn;
                        if !compact {
                            theme::label(ui, RichText::new(tr!("replays-turn")).color(c32(DIM)))
                                .tip(&turn_tip);
                        }
                        let slider = ui
                            .add(
                                egui::Slider::new(&mut turn, 1..=bar.last_turn.max(1))
                                    .clamping(egui::SliderClamping::Always),
                            )
                            .tip(&turn_tip);
                        ask(slider.changed(), PlaybackCommand::JumpToTurn(turn));
                        let hands = tr!(if bar.show_hands {
                            "replays-hide-hands"
                        } else {
                            "replays-show-hands"
                        });
                        ask(
                            ui.button(hands)
                                .tip(tr!("replays-hands-tip", key = key(GameKey::ShowHands)))
                                .clicked(),
                            PlaybackCommand::ToggleHands,
                        );
                        ask(
                            ui.button(tr!("replays-swap-sides"))
                                .tip(tr!("replays-swap-sides-tip"))
                                .clicked(),
                            PlaybackCommand::SwapSides,
                        );
                        let who = bar.take_over_as.clone().unwrap_or_default();
                        ask(
                            ui.add_enabled(
                                bar.take_over_as.is_some(),
                                egui::Button::new(tr!("replays-take-over")),
                            )
                            .tip(tr!("replays-take-over-tip", who = who))
                            .clicked(),
                            PlaybackCommand::TakeOver(Difficulty::Normal),
                        );
                        // The way out: the pause menu's Leave (Esc opens it too).
                        if ui
                            .button(tr!("hud-menu"))
                            .tip(tr!("replays-menu-tip", key = key(GameKey::Cancel)))
                            .clicked()
                        {
                            next_menu.set(Menu::Pause);
                        }
                    });
                });
        });
    asked.write_batch(wants);
    Ok(())
}
