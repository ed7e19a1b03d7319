//! The title screen: Continue (the newest unfinished game, and the list of them with
//! Delete), New duel (against the AI, with a difficulty, or hot seat), the Grail War (its
//! choices: the Skirmish and the whole war, each opening its setup), Replays, How to play
//! and Rules, Settings, Quit.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::duel::{DuelSetup, RulesTab};
use crate::app::input::{Keys, esc_leaves};
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::replays::names::difficulty_name;
use crate::app::screens::Screen;
use crate::app::session::Seat;
use crate::app::session::saves::{self, ContinueRequest, SaveInfo, SaveList, SaveRow};
use crate::app::theme::Tip;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::tr;

#[derive(Resource)]
struct TitleChoice {
    difficulty: Difficulty,
    /// The list of unfinished games is open.
    saves_open: bool,
    /// Which buttons the title shows. Kept on leaving, so that Back from the skirmish or the
    /// war setup returns to the Grail War's choices it came from.
    page: TitlePage,
    /// The button to give the keyboard focus to when it is next drawn: a page opened with
    /// Enter keeps Tab/Enter going from its first button instead of from nowhere.
    focus: Option<TitlePage>,
    /// The screen height (in points) at which the full-size title did not fit: the compact
    /// one is drawn there from then on.
    compact_at: Option<f32>,
    /// The last title drawn was the compact one.
    drawn_compact: bool,
}

/// The sizes of the title: the full one, or the compact one where that does not fit.
#[derive(Clone, Copy)]
struct Sizes {
    heading: f32,
    gap: f32,
    button: egui::Vec2,
    text: f32,
}

/// The title's buttons: the main list, or the Grail War's choices in its place (a column
/// of its own rather than more rows, so that Quit stays on screen at every UI scale).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TitlePage {
    Main,
    GrailWar,
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(TitleChoice {
        difficulty: Difficulty::Normal,
        saves_open: false,
        page: TitlePage::Main,
        focus: None,
        compact_at: None,
        drawn_compact: false,
    })
    .add_systems(
        EguiPrimaryContextPass,
        title
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::Title)),
    )
    // Leaving a Grail game is leaving to the main menu, not to the Grail War's choices.
    .add_systems(OnExit(Screen::Skirmish), to_main_page)
    .add_systems(OnExit(Screen::War), to_main_page);
}

fn to_main_page(mut choice: ResMut<TitleChoice>) {
    choice.page = TitlePage::Main;
}

fn title(
    mut contexts: EguiContexts,
    mut choice: ResMut<TitleChoice>,
    mut setup: ResMut<DuelSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut tab: ResMut<RulesTab>,
    mut exit: MessageWriter<AppExit>,
    time: Res<Time>,
    mut saves: ResMut<SaveList>,
    mut commands: Commands,
    keys: Keys,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    // Esc on the Grail War's choices is their Back.
    if choice.page == TitlePage::GrailWar && esc_leaves(ctx) && keys.just_pressed(&GameKey::Cancel)
    {
        choice.page = TitlePage::Main;
    }
    let mut resume: Option<PathBuf> = None;
    // Where the full title does not fit (the largest UI scales, Japanese, the Continue
    // rows), the title and the buttons shrink and the tagline gives way, so that Quit stays
    // on screen: measured on the full title's last frame at this height.
    let screen_h = ctx.content_rect().height();
    let last_h = ctx
        .memory(|m| m.area_rect(egui::Id::new("title")))
        .map(|r| r.height());
    if !choice.drawn_compact && last_h.is_some_and(|h| h > screen_h - 24.0) {
        choice.compact_at = Some(screen_h);
    }
    let compact = screen_h < 560.0 || choice.compact_at == Some(screen_h);
    choice.drawn_compact = compact;
    let sizes = if compact {
        Sizes {
            heading: 36.0,
            gap: 4.0,
            button: egui::vec2(320.0, 27.0),
            text: 18.0,
        }
    } else {
        Sizes {
            heading: 64.0,
            gap: 26.0,
            button: egui::vec2(320.0, 42.0),
            text: 22.0,
        }
    };
    egui::Area::new(egui::Id::new("title"))
        .anchor(
            Align2::CENTER_CENTER,
            egui::vec2(0.0, if compact { 0.0 } else { -30.0 }),
        )
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                // Never wrapped: the Japanese face draws Latin wider than the area is.
                ui.add(
                    egui::Label::new(
                        RichText::new(tr!("menu-game-name"))
                            .size(sizes.heading)
                            .color(c32(GOLD)),
                    )
                    .extend(),
                );
                if !compact {
                    theme::label(
                        ui,
                        RichText::new(tr!("menu-tagline"))
                            .size(18.0)
                            .italics()
                            .color(c32(PARCHMENT)),
                    );
                }
                ui.add_space(sizes.gap);
                match choice.page {
                    TitlePage::Main => main_buttons(
                        ui,
                        sizes,
                        compact,
                        &mut choice,
                        &mut setup,
                        &mut next,
                        &mut tab,
                        &mut exit,
                        &mut saves,
                        &mut resume,
                    ),
                    TitlePage::GrailWar => grail_war_buttons(ui, sizes, &mut choice, &mut next),
                }
            });
        });
    if choice.saves_open {
        saves_window(ctx, &mut saves, &mut choice.saves_open, &mut resume);
    }
    if let Some(path) = resume {
        next.set(saves.screen_of(&path));
        commands.insert_resource(ContinueRequest(path));
    }
    Ok(())
}

/// A title button of the title's size with the message `id`.
fn big(id: &str, sizes: Sizes) -> egui::Button<'static> {
    egui::Button::new(RichText::new(tr!(id)).size(sizes.text)).min_size(sizes.button)
}

/// A title button with a line under its name saying what it opens: on the button, as a
/// hover tooltip would cover the button below.
fn noted(id: &str, note: &str, sizes: Sizes) -> egui::Button<'static> {
    egui::Button::new((
        RichText::new(tr!(id)).size(sizes.text),
        RichText::new(tr!(note)).size(15.0).italics(),
    ))
    .min_size(sizes.button)
}

/// Opens `to` from `from`: the keyboard focus follows when `from` was pressed with it.
fn open_page(choice: &mut TitleChoice, from: &egui::Response, to: TitlePage) {
    choice.page = to;
    choice.focus = from.has_focus().then_some(to);
}

/// Gives `r` the keyboard focus if its page asked for it.
fn take_focus(choice: &mut TitleChoice, r: &egui::Response, page: TitlePage) {
    if choice.focus == Some(page) {
        r.request_focus();
        choice.focus = None;
    }
}

#[allow(clippy::too_many_arguments)]
fn main_buttons(
    ui: &mut egui::Ui,
    size: Sizes,
    compact: bool,
    choice: &mut TitleChoice,
    setup: &mut DuelSetup,
    next: &mut NextState<Screen>,
    tab: &mut RulesTab,
    exit: &mut MessageWriter<AppExit>,
    saves: &mut SaveList,
    resume: &mut Option<PathBuf>,
) {
    if let Some((path, info)) = saves.newest() {
        if ui.add(big("menu-continue", size)).clicked() {
            *resume = Some(path.to_path_buf());
        }
        let line = crate::app::theme::lines(
            ui,
            &save_line(info),
            &egui::TextStyle::Body.resolve(ui.style()),
        );
        theme::label(ui, RichText::new(line).color(c32(DIM)));
    }
    if !saves.rows.is_empty()
        && ui
            .small_button(tr!("menu-unfinished-games", n = saves.rows.len()))
            .clicked()
    {
        choice.saves_open = !choice.saves_open;
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.add_space(0.0);
        theme::label(ui, RichText::new(tr!("menu-ai-strength")).color(c32(DIM)));
        for d in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
            ui.selectable_value(&mut choice.difficulty, d, difficulty_name(d));
        }
    });
    if ui.add(big("menu-new-duel-ai", size)).clicked() {
        setup.seats = [Seat::Human, Seat::ai(choice.difficulty)];
        next.set(Screen::DuelSetup);
    }
    if ui.add(big("menu-new-duel-hot-seat", size)).clicked() {
        setup.seats = [Seat::Human, Seat::Human];
        next.set(Screen::DuelSetup);
    }
    let grail = ui.add(big("menu-grail-war", size));
    take_focus(choice, &grail, TitlePage::Main);
    if grail.clicked() {
        open_page(choice, &grail, TitlePage::GrailWar);
    }
    if ui.add(big("menu-replays", size)).clicked() {
        next.set(Screen::Replays);
    }
    // One row for both, so that Quit stays on screen at the largest UI scales.
    let (how, rules) = halves(ui, size, ["menu-how-to-play", "menu-rules"]);
    for (clicked, t) in [(how, RulesTab::HowToPlay), (rules, RulesTab::Rules)] {
        if clicked {
            *tab = t;
            next.set(Screen::Rules);
        }
    }
    // Compact, Settings and Quit share a row too.
    let (settings, quit) = if compact {
        halves(ui, size, ["menu-settings", "menu-quit"])
    } else {
        (
            ui.add(big("menu-settings", size)).clicked(),
            ui.add(big("menu-quit", size)).clicked(),
        )
    };
    if settings {
        next.set(Screen::Settings);
    }
    if quit {
        exit.write(AppExit::Success);
    }
}

/// Two half-width title buttons in one row; whether each was clicked.
fn halves(ui: &mut egui::Ui, size: Sizes, ids: [&str; 2]) -> (bool, bool) {
    let row = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(size.button, row, |ui| {
        let half = Sizes {
            button: egui::vec2(
                (size.button.x - ui.spacing().item_spacing.x) / 2.0,
                size.button.y,
            ),
            ..size
        };
        (
            ui.add(big(ids[0], half)).clicked(),
            ui.add(big(ids[1], half)).clicked(),
        )
    })
    .inner
}

/// The Grail War's choices in place of the main list: the Skirmish, the whole war, Back.
fn grail_war_buttons(
    ui: &mut egui::Ui,
    size: Sizes,
    choice: &mut TitleChoice,
    next: &mut NextState<Screen>,
) {
    theme::label(
        ui,
        RichText::new(tr!("menu-grail-war"))
            .size(26.0)
            .color(c32(GOLD)),
    );
    ui.add_space(6.0);
    let skirmish = ui.add(noted("menu-skirmish", "menu-skirmish-note", size));
    take_focus(choice, &skirmish, TitlePage::GrailWar);
    if skirmish.clicked() {
        next.set(Screen::SkirmishSetup);
    }
    if ui
        .add(noted(
            "menu-grail-war-whole",
            "menu-grail-war-whole-note",
            size,
        ))
        .clicked()
    {
        next.set(Screen::WarSetup);
    }
    ui.add_space(6.0);
    let back = ui.add(big("menu-back", size));
    if back.clicked() {
        open_page(choice, &back, TitlePage::Main);
    }
}

/// "Duel · You vs AI (Normal) · turn 7 · saved 5 min ago".
fn save_line(i: &SaveInfo) -> String {
    tr!(
        "menu-save-line",
        game = i.game.as_str(),
        players = i.players.as_str(),
        progress = i.progress.as_str(),
        saved = i.saved.as_str()
    )
}

/// A save's line, or why it cannot be continued (its file named, the detail on hover),
/// wrapped within the width left beside its buttons.
fn save_label(ui: &mut egui::Ui, row: &SaveRow) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    match &row.info {
        Ok(info) => {
            let text = crate::app::theme::lines(ui, &save_line(info), &font);
            ui.add(egui::Label::new(text).wrap());
        }
        Err(why) => {
            let name = row
                .path
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into());
            let shown = tr!("menu-save-broken", file = name, why = why.summary.as_str());
            let text = crate::app::theme::lines(ui, &shown, &font);
            ui.add(egui::Label::new(RichText::new(text).color(c32(DANGER))).wrap())
                .tip(&why.detail);
        }
    }
}

/// Every unfinished game, with Continue and Delete; one that cannot be continued says why.
fn saves_window(
    ctx: &egui::Context,
    saves: &mut SaveList,
    open: &mut bool,
    resume: &mut Option<PathBuf>,
) {
    let mut delete: Option<PathBuf> = None;
    // The window keeps inside the screen at any UI scale; a line too long wraps in it.
    let width = (ctx.content_rect().width() - 40.0).min(720.0);
    egui::Window::new(tr!("menu-unfinished-title"))
        .id(egui::Id::new("unfinished_games"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(width)
        .max_width(width)
        .open(open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.content_rect().height() * 0.6)
                .show(ui, |ui| {
                    for (k, row) in saves.rows.iter().enumerate() {
                        if k > 0 {
                            ui.separator();
                        }
                        ui.horizontal(|ui| {
                            // The buttons first, from the right, so the words take what is left.
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui.button(tr!("menu-delete")).clicked() {
                                        delete = Some(row.path.clone());
                                    }
                                    if row.info.is_ok() && ui.button(tr!("menu-continue")).clicked()
                                    {
                                        *resume = Some(row.path.clone());
                                    }
                                    ui.with_layout(
                                        egui::Layout::left_to_right(egui::Align::Center),
                                        |ui| {
                                            save_label(ui, row);
                                        },
                                    );
                                },
                            );
                        });
                    }
                });
            if let Some(m) = &saves.message {
                theme::label(ui, RichText::new(m).color(c32(DANGER)));
            }
        });
    if let Some(path) = delete {
        match saves::delete(&path) {
            Ok(()) => saves.rows.retain(|r| r.path != path),
            Err(e) => saves.message = Some(e),
        }
    }
}
