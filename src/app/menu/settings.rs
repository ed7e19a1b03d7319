//! The settings screen: animation speed, UI scale, fullscreen, colour-blind-safe colours,
//! the log, and the key bindings.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::input::{GameKey, default_bindings};
use crate::app::screens::Screen;
use crate::app::settings::{SPEEDS, Settings};
use crate::app::theme::{DIM, c32};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_screen.run_if(in_state(Screen::Settings)),
    )
    .add_systems(Update, apply_window.run_if(resource_changed::<Settings>));
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    super::sky(ctx, time.elapsed_secs());
    let mut s = settings.clone();
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
                    ui.add(egui::Slider::new(&mut s.ui_scale, 0.75..=1.5).step_by(0.05));
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
            ui.label(RichText::new("Keys").strong());
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("keys")
                        .num_columns(2)
                        .striped(true)
                        .show(ui, |ui| {
                            for (key, name, codes) in default_bindings() {
                                // Cards 1-9 and Arcastella 1-3 take one row each.
                                let (name, keys) = match key {
                                    GameKey::Card1 => {
                                        ("Card 1-9 in hand".to_string(), "1 … 9".to_string())
                                    }
                                    GameKey::Arc1 => (
                                        "Act with Arcastella 1-3".to_string(),
                                        "Q / W / E".to_string(),
                                    ),
                                    k if GameKey::CARDS.contains(&k)
                                        || GameKey::ARCS.contains(&k) =>
                                    {
                                        continue;
                                    }
                                    _ => {
                                        let keys: Vec<String> = codes
                                            .iter()
                                            .map(|k| {
                                                format!("{k:?}")
                                                    .replace("Key", "")
                                                    .replace("Digit", "")
                                            })
                                            .collect();
                                        (name.to_string(), keys.join(" / "))
                                    }
                                };
                                ui.label(name);
                                ui.label(RichText::new(keys).color(c32(DIM)));
                                ui.end_row();
                            }
                            ui.label("Previous target");
                            ui.label(RichText::new("Shift + Tab").color(c32(DIM)));
                            ui.end_row();
                        });
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
