//! The settings screen: animation speed, UI scale, fullscreen, colour-blind-safe colours,
//! the log, and the key bindings.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::keys::{GameKey, default_bindings, key_file_name, key_label, parse_key};
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::settings::{SPEEDS, Settings, SettingsNotice, UI_SCALES};
use crate::app::theme::{DIM, GOLD, c32};

/// The key being remapped, and what the last remapping did.
#[derive(Default)]
struct Remap {
    waiting: Option<GameKey>,
    message: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_screen
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::Settings)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        settings_notice
            .in_set(AppSystems::Draw)
            .run_if(|n: Res<SettingsNotice>| n.0.is_some()),
    )
    .add_systems(
        Update,
        apply_window
            .in_set(AppSystems::Draw)
            .run_if(resource_changed::<Settings>),
    );
}

/// Why the saved settings were not used, over whatever screen is shown, until dismissed.
fn settings_notice(mut contexts: EguiContexts, mut notice: ResMut<SettingsNotice>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    if let Some(text) = &notice.0 {
        egui::Window::new("Settings reset")
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_TOP, egui::vec2(0.0, 24.0))
            .show(ctx, |ui| {
                ui.label(text);
                close = ui.button("OK").clicked();
            });
    }
    if close {
        notice.0 = None;
    }
    Ok(())
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
    pressed: Res<ButtonInput<KeyCode>>,
    mut remap: Local<Remap>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    let mut s = settings.clone();
    if let Some(action) = remap.waiting
        && let Some(key) = pressed.get_just_pressed().next().copied()
    {
        remap.waiting = None;
        remap.message = Some(if key == KeyCode::Escape {
            format!("{} keeps its keys.", action.label())
        } else if parse_key(&key_file_name(key)).is_none() {
            format!("{} cannot be bound; pick another key.", key_file_name(key))
        } else {
            match s.bind(action, key) {
                Some(other) => format!(
                    "{} is now {}; {} lost it.",
                    action.label(),
                    key_label(key),
                    other.label()
                ),
                None => format!("{} is now {}.", action.label(), key_label(key)),
            }
        });
    }
    egui::Window::new("Settings")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(520.0)
        .show(ctx, |ui| {
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing(egui::vec2(16.0, 10.0))
                .show(ui, |ui| {
                    ui.label("Animation speed");
                    ui.horizontal(|ui| {
                        for sp in SPEEDS {
                            ui.selectable_value(&mut s.speed, sp, format!("{sp}x"));
                        }
                    });
                    ui.end_row();
                    ui.label("UI scale");
                    ui.add(egui::Slider::new(&mut s.ui_scale, UI_SCALES).step_by(0.05));
                    ui.end_row();
                    ui.label("Fullscreen");
                    ui.checkbox(&mut s.fullscreen, "");
                    ui.end_row();
                    ui.label("Colour-blind-safe player colours");
                    ui.checkbox(&mut s.colour_blind, "blue and orange");
                    ui.end_row();
                    ui.label("Show the log beside the board");
                    ui.checkbox(&mut s.show_log, "");
                    ui.end_row();
                    ui.label("Language");
                    ui.label("English");
                    ui.end_row();
                });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(RichText::new("Keys").strong());
                ui.label(
                    RichText::new("click an action, then press its new key (Esc: keep it)")
                        .color(c32(DIM)),
                );
            });
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("keys")
                        .num_columns(2)
                        .striped(true)
                        .show(ui, |ui| {
                            for action in GameKey::ALL {
                                ui.label(action.label());
                                let keys = s.keys.get(&action).cloned().unwrap_or_default();
                                let text = if remap.waiting == Some(action) {
                                    RichText::new("press a key…").color(c32(GOLD))
                                } else if keys.is_empty() {
                                    RichText::new("(none)").color(c32(DIM))
                                } else {
                                    let names: Vec<String> =
                                        keys.iter().map(|k| key_label(*k)).collect();
                                    RichText::new(names.join(" / "))
                                };
                                if ui
                                    .button(text)
                                    .on_hover_text("Click, then press the key for this action")
                                    .clicked()
                                {
                                    remap.waiting = Some(action);
                                    remap.message = None;
                                }
                                ui.end_row();
                            }
                        });
                });
            ui.horizontal(|ui| {
                if ui.button("Default keys").clicked() {
                    s.keys = default_bindings();
                    remap.waiting = None;
                    remap.message = Some("Every key is back to its default.".into());
                }
                if let Some(m) = &remap.message {
                    ui.label(RichText::new(m).color(c32(DIM)));
                }
            });
            ui.separator();
            if ui.button("Back").clicked() {
                next.set(Screen::Title);
            }
        });
    if s != *settings {
        *settings = s;
    }
    Ok(())
}

fn apply_window(settings: Res<Settings>, mut window: Query<&mut Window, With<PrimaryWindow>>) {
    if let Ok(mut w) = window.single_mut() {
        let mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
        if w.mode != mode {
            w.mode = mode;
        }
    }
}
