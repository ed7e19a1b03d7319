//! The settings screen: animation speed, UI scale, fullscreen, colour-blind-safe colours,
//! the log, the language and the key bindings.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::input::Keys;
use crate::app::keys::{GameKey, default_bindings, key_file_name, key_label, parse_key};
use crate::app::order::AppSystems;
use crate::app::screens::{Menu, Screen};
use crate::app::settings::{SPEEDS, Settings, SettingsNotice, UI_SCALES};
use crate::app::theme::{self, DIM, GOLD, c32};
use crate::locale::Lang;
use crate::rules::duel::stops::Stop;
use crate::tr;

use super::page::{modal_page, page};
use crate::app::theme::Tip;

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
        settings_over_game
            .in_set(AppSystems::Draw)
            .run_if(in_state(Menu::Settings)),
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
    if let Some(problem) = &notice.0 {
        egui::Window::new(tr!("settings-reset-title"))
            .id(egui::Id::new("settings_reset"))
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_TOP, egui::vec2(0.0, 24.0))
            .show(ctx, |ui| {
                theme::label(ui, problem.message());
                close = ui.button(tr!("settings-reset-ok")).clicked();
            });
    }
    if close {
        notice.0 = None;
    }
    Ok(())
}

/// The UI scale being dragged or typed on the slider, applied once the slider is let go:
/// applied at once, it rescaled the layout under the pointer and the slider jumped.
#[derive(Default)]
struct ScaleDraft(Option<f32>);

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
    (pressed, keys): (Res<ButtonInput<KeyCode>>, Keys),
    (mut remap, mut draft): (Local<Remap>, Local<ScaleDraft>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    let page = |ctx: &egui::Context, body: &mut dyn FnMut(&mut egui::Ui)| {
        page(
            ctx,
            "settings",
            &tr!("settings-title"),
            egui::vec2(560.0, 620.0),
            body,
        )
    };
    let edit = Edit {
        pressed: &pressed,
        cancel: keys.just_pressed(&GameKey::Cancel),
        remap: &mut remap,
        draft: &mut draft,
    };
    if edit.run(ctx, &mut settings, page) {
        // The title screen is the only way in.
        next.set(Screen::Title);
    }
    Ok(())
}

/// The settings over a game, opened from its pause menu: a modal (the game waits and takes
/// no click), Back or Esc leads back to the pause menu.
fn settings_over_game(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
    (pressed, keys): (Res<ButtonInput<KeyCode>>, Keys),
    (mut remap, mut draft): (Local<Remap>, Local<ScaleDraft>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let opened = menu.is_changed();
    let page = |ctx: &egui::Context, body: &mut dyn FnMut(&mut egui::Ui)| {
        modal_page(
            ctx,
            "settings_over_game",
            &tr!("settings-title"),
            egui::vec2(560.0, 620.0),
            opened,
            body,
        )
    };
    let edit = Edit {
        pressed: &pressed,
        cancel: keys.just_pressed(&GameKey::Cancel),
        remap: &mut remap,
        draft: &mut draft,
    };
    if edit.run(ctx, &mut settings, page) {
        next.set(Menu::Pause);
    }
    Ok(())
}

/// One frame of editing the settings, wherever they are drawn.
struct Edit<'a> {
    pressed: &'a ButtonInput<KeyCode>,
    /// Cancel's key was pressed this frame.
    cancel: bool,
    remap: &'a mut Remap,
    draft: &'a mut ScaleDraft,
}

impl Edit<'_> {
    /// Draws the settings through `page` (which gives its Back button) and applies what
    /// changed; whether the person leaves them (Back, or Esc while no key is awaited).
    fn run(
        self,
        ctx: &egui::Context,
        settings: &mut Settings,
        page: impl FnOnce(&egui::Context, &mut dyn FnMut(&mut egui::Ui)) -> Option<egui::Response>,
    ) -> bool {
        let Edit {
            pressed,
            cancel,
            remap,
            draft,
        } = self;
        let mut s = settings.clone();
        // Esc while a key is awaited keeps the old key (below); otherwise it leaves, as Back.
        let mut leave = remap.waiting.is_none() && cancel;
        if let Some(action) = remap.waiting
            && let Some(key) = pressed.get_just_pressed().next().copied()
        {
            remap.waiting = None;
            remap.message = Some(remap_key(&mut s, action, key));
        }
        let back = page(ctx, &mut |ui| settings_body(ui, &mut s, remap, draft));
        leave |= back.is_some_and(|b| b.clicked());
        if leave {
            // A scale still held or typed goes with the player.
            if let Some(scale) = draft.0.take() {
                s.ui_scale = scale;
            }
            remap.waiting = None;
        }
        if s != *settings {
            *settings = s;
        }
        leave
    }
}

/// Binds the key pressed for `action`, and says what it did.
fn remap_key(s: &mut Settings, action: GameKey, key: KeyCode) -> String {
    if key == KeyCode::Escape {
        tr!("settings-remap-kept", action = action.label())
    } else if parse_key(&key_file_name(key)).is_none() {
        tr!("settings-remap-unbindable", key = key_file_name(key))
    } else {
        match s.bind(action, key) {
            Some(other) => tr!(
                "settings-remap-taken",
                action = action.label(),
                key = key_label(key),
                other = other.label()
            ),
            None => tr!(
                "settings-remap-done",
                action = action.label(),
                key = key_label(key)
            ),
        }
    }
}

/// Everything the settings offer: the options, then the keys.
fn settings_body(ui: &mut egui::Ui, s: &mut Settings, remap: &mut Remap, draft: &mut ScaleDraft) {
    options(ui, s, draft);
    ui.separator();
    duel_stops(ui, s);
    ui.separator();
    key_bindings(ui, s, remap);
}

fn options(ui: &mut egui::Ui, s: &mut Settings, draft: &mut ScaleDraft) {
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing(egui::vec2(16.0, 10.0))
        .show(ui, |ui| {
            theme::label(ui, tr!("settings-speed"));
            ui.horizontal(|ui| {
                for sp in SPEEDS {
                    ui.selectable_value(&mut s.speed, sp, tr!("settings-speed-value", speed = sp));
                }
            });
            ui.end_row();
            theme::label(ui, tr!("settings-ui-scale"));
            ui_scale_slider(ui, s, draft);
            ui.end_row();
            theme::label(ui, tr!("settings-fullscreen"));
            ui.checkbox(&mut s.fullscreen, "");
            ui.end_row();
            theme::label(ui, tr!("settings-colour-blind"));
            ui.checkbox(&mut s.colour_blind, tr!("settings-colour-blind-pair"));
            ui.end_row();
            theme::label(ui, tr!("settings-show-log"));
            ui.checkbox(&mut s.show_log, "");
            ui.end_row();
            // Each language is named in itself, so a player who cannot read the current
            // one still finds theirs; the names are in the catalog so that the font has
            // their glyphs.
            theme::label(ui, tr!("settings-language"));
            ui.horizontal(|ui| {
                for l in Lang::ALL {
                    let name = match l {
                        Lang::En => "settings-language-en",
                        Lang::Ja => "settings-language-ja",
                    };
                    ui.selectable_value(&mut s.language, l, tr!(name));
                }
            });
            ui.end_row();
        });
}

/// The duel's stops: where a person is asked though passing is all the rules require.
fn duel_stops(ui: &mut egui::Ui, s: &mut Settings) {
    theme::label(ui, RichText::new(tr!("settings-stops")).strong()).tip(tr!("settings-stops-tip"));
    for (own, row) in [
        (true, "settings-stops-own"),
        (false, "settings-stops-theirs"),
    ] {
        ui.horizontal_wrapped(|ui| {
            theme::label(ui, tr!(row));
            for stop in Stop::ALL.into_iter().filter(|x| x.own_turn() == own) {
                let name = match stop {
                    Stop::OwnStart => "settings-stop-start",
                    Stop::OwnCharge | Stop::TheirCharge => "settings-stop-charge",
                    Stop::OwnMain | Stop::TheirMain => "settings-stop-main",
                };
                let mut on = s.duel_stops.contains(&stop);
                if ui.checkbox(&mut on, tr!(name)).changed() {
                    if on {
                        s.duel_stops.insert(stop);
                    } else {
                        s.duel_stops.remove(&stop);
                    }
                }
            }
        });
    }
}

/// The slider shows the draft while it is held or its number typed, and commits it to the
/// settings once neither (released, or the number left).
fn ui_scale_slider(ui: &mut egui::Ui, s: &mut Settings, draft: &mut ScaleDraft) {
    let mut scale = draft.0.unwrap_or(s.ui_scale);
    let r = ui.add(egui::Slider::new(&mut scale, UI_SCALES).step_by(0.05));
    let held = r.is_pointer_button_down_on() || r.dragged() || r.has_focus();
    if held {
        draft.0 = Some(scale);
    } else {
        draft.0 = None;
        s.ui_scale = scale;
    }
}

fn key_bindings(ui: &mut egui::Ui, s: &mut Settings, remap: &mut Remap) {
    ui.horizontal(|ui| {
        theme::label(ui, RichText::new(tr!("settings-keys")).strong());
        theme::label(ui, RichText::new(tr!("settings-keys-hint")).color(c32(DIM)));
    });
    egui::Grid::new("keys")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for action in GameKey::ALL {
                theme::label(ui, action.label());
                let keys = s.keys.get(&action).cloned().unwrap_or_default();
                let text = if remap.waiting == Some(action) {
                    RichText::new(tr!("settings-key-waiting")).color(c32(GOLD))
                } else if keys.is_empty() {
                    RichText::new(tr!("settings-key-unbound")).color(c32(DIM))
                } else {
                    let names: Vec<String> = keys.iter().map(|k| key_label(*k)).collect();
                    RichText::new(names.join(" / "))
                };
                if ui.button(text).tip(tr!("settings-key-tip")).clicked() {
                    remap.waiting = Some(action);
                    remap.message = None;
                }
                ui.end_row();
            }
        });
    ui.horizontal(|ui| {
        if ui.button(tr!("settings-default-keys")).clicked() {
            s.keys = default_bindings();
            remap.waiting = None;
            remap.message = Some(tr!("settings-keys-reset"));
        }
        if let Some(m) = &remap.message {
            theme::label(ui, RichText::new(m).color(c32(DIM)));
        }
    });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::theme::apply_look;

    /// One pass of the slider alone at the top left of an 800x600 screen, with `events`.
    fn slider_pass(
        ctx: &egui::Context,
        s: &mut Settings,
        draft: &mut ScaleDraft,
        events: Vec<egui::Event>,
    ) {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(800.0, 600.0),
            )),
            events,
            ..default()
        };
        ctx.run_ui(input, |ui| ui_scale_slider(ui, s, draft))
            .drop_without_applying_deltas();
    }

    fn button(x: f32, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: egui::pos2(x, 9.0),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    /// Dragging the UI scale changes nothing until the slider is let go (the layout would
    /// rescale under the pointer); then the value dropped is the setting.
    #[test]
    fn the_scale_slider_applies_on_release() {
        let ctx = egui::Context::default();
        let mut s = Settings::default();
        let mut draft = ScaleDraft::default();
        slider_pass(&ctx, &mut s, &mut draft, vec![]);
        slider_pass(
            &ctx,
            &mut s,
            &mut draft,
            vec![egui::Event::PointerMoved(egui::pos2(10.0, 9.0))],
        );
        slider_pass(&ctx, &mut s, &mut draft, vec![button(10.0, true)]);
        assert_eq!(s.ui_scale, 1.0, "pressed");
        for x in [40.0, 70.0, 99.0] {
            slider_pass(
                &ctx,
                &mut s,
                &mut draft,
                vec![egui::Event::PointerMoved(egui::pos2(x, 9.0))],
            );
            assert_eq!(s.ui_scale, 1.0, "dragged to {x}");
        }
        let held = draft.0.expect("the dragged value is kept aside");
        assert!(held > 1.3, "the slider shows {held}");
        slider_pass(&ctx, &mut s, &mut draft, vec![button(99.0, false)]);
        slider_pass(&ctx, &mut s, &mut draft, vec![]);
        assert_eq!(s.ui_scale, held, "released");
        assert!(draft.0.is_none());
    }

    /// egui's fonts with the game's Japanese face first, as the game sets them for
    /// Japanese (Japanese lines are taller).
    fn japanese_fonts() -> egui::FontDefinitions {
        let mut fonts = egui::FontDefinitions::default();
        fonts.font_data.insert(
            "ja".into(),
            std::sync::Arc::new(egui::FontData::from_static(include_bytes!(
                "../../../assets/fonts/NotoSansJP-subset.otf"
            ))),
        );
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            fonts
                .families
                .entry(family)
                .or_default()
                .insert(0, "ja".into());
        }
        fonts
    }

    /// On a 1280x720 window at every scale a player may save, the whole window lies on the
    /// screen: its title bar above the options and Back below them.
    fn the_window_fits_at_every_scale(lang: Lang) {
        for scale in [1.0, 1.25, 1.5] {
            let ctx = egui::Context::default();
            apply_look(&ctx, scale);
            if lang == Lang::Ja {
                ctx.set_fonts(japanese_fonts());
            }
            let screen = egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0 / scale, 720.0 / scale),
            );
            let mut s = Settings::default();
            let mut back = None;
            // egui sizes a new window over its first passes.
            for _ in 0..3 {
                let input = egui::RawInput {
                    screen_rect: Some(screen),
                    ..default()
                };
                ctx.run_ui(input, |ui| {
                    back = page(
                        ui.ctx(),
                        "settings",
                        "Settings",
                        egui::vec2(560.0, 620.0),
                        |ui| {
                            settings_body(
                                ui,
                                &mut s,
                                &mut Remap::default(),
                                &mut ScaleDraft::default(),
                            )
                        },
                    );
                })
                .drop_without_applying_deltas();
            }
            assert_eq!(ctx.pixels_per_point(), scale);
            let rect = ctx
                .memory(|m| m.area_rect(egui::Id::new("settings")))
                .expect("the window is shown");
            assert!(
                screen.contains_rect(rect),
                "{lang:?} at {scale}: the window {rect:?} leaves the screen {screen:?}"
            );
            let back = back.expect("Back is drawn").rect;
            assert!(
                rect.contains_rect(back),
                "{lang:?} at {scale}: Back {back:?} is not within the window {rect:?}"
            );
        }
    }

    #[test]
    fn the_window_fits_a_1280x720_screen_at_every_scale() {
        the_window_fits_at_every_scale(Lang::En);
    }

    #[test]
    fn the_japanese_window_fits_a_1280x720_screen_at_every_scale() {
        crate::locale::with_lang(Lang::Ja, || the_window_fits_at_every_scale(Lang::Ja));
    }

    /// A remapped key says what it did in the player's language, naming the action and
    /// the key in it.
    #[test]
    fn remapping_says_what_it_did_in_japanese() {
        let mut s = Settings::default();
        let said = crate::locale::with_lang(Lang::Ja, || {
            remap_key(&mut s, GameKey::Pass, KeyCode::Space)
        });
        assert!(said.contains("パス") && said.contains("スペース"), "{said}");
        let said = remap_key(&mut s, GameKey::Pass, KeyCode::KeyP);
        assert_eq!(said, "Pass is now P.");
    }
}
