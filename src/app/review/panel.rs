//! The review's window over the replay being watched: the progress and Cancel while the
//! searches run; then each side's accuracy, the graph of the chances to win with the
//! turning points, mistakes and big rolls marked, and the lists of each side's mistakes
//! and of the turning points. A click on the graph or on a row moves the playback there.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use egui_plot::{Line, LineStyle, MarkerShape, Plot, PlotPoints, Points, VLine};

use crate::app::order::AppSystems;
use crate::app::replays::{BAR_HEIGHT, PlaybackBar, PlaybackCommand};
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::review::{Cause, Class};
use crate::tr;

use super::run::{ReviewRun, RunState};
use super::sheet::{ReviewSheet, SheetDecision};
use crate::app::theme::Tip;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_review
            .in_set(AppSystems::Draw)
            .run_if(resource_exists::<ReviewRun>),
    );
}

/// The tallest the graph and the list beside it grow, in logical pixels.
const GRAPH_HEIGHT: f32 = 180.0;
/// The least they shrink to in a short window.
const GRAPH_MIN: f32 = 90.0;
const GRAPH_WIDTH: f32 = 400.0;
const LIST_WIDTH: f32 = 330.0;
/// What the list's tabs take above it (two rows where the sides' names are long).
const LIST_TABS: f32 = 56.0;
/// Where the window opens: below the top bar, at the left.
const TOP: f32 = 56.0;
/// What the window holds besides the graph and one line per side: its title, the table's
/// heading, the key, the buttons and the spacing.
const FRAME: f32 = 130.0;

const BLUNDER: [u8; 3] = [232, 72, 72];
const MISTAKE: [u8; 3] = [240, 150, 60];
const INACCURACY: [u8; 3] = [230, 214, 90];
const ROLL: [u8; 3] = [110, 170, 250];

/// Which list is shown: one side's mistakes, or the turning points.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Tab {
    #[default]
    TurningPoints,
    Mistakes(usize),
}

fn draw_review(
    mut contexts: EguiContexts,
    mut run: ResMut<ReviewRun>,
    bar: Option<Res<PlaybackBar>>,
    mut asked: MessageWriter<PlaybackCommand>,
    mut commands: Commands,
    mut tab: Local<Tab>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The window keeps clear of the playback bar below it.
    let screen = ctx.content_rect();
    let bar_top = bar
        .as_ref()
        .map_or(screen.max.y, |b| screen.max.y + b.offset[1] - BAR_HEIGHT);
    let room = bar_top - TOP - 8.0;
    let ply = bar.map(|b| b.ply);
    let mut close = false;
    let mut go_to = None;
    egui::Window::new(tr!("review-title"))
        .id(egui::Id::new("review"))
        .default_pos([12.0, TOP])
        // Over the game's own panels (the Grail screens draw theirs as areas).
        .order(egui::Order::Foreground)
        .collapsible(true)
        .resizable(false)
        .show(ctx, |ui| {
            match &run.state {
                RunState::Running => {
                    if running(ui, run.progress()) {
                        run.cancel();
                    }
                }
                RunState::Done(sheet) => {
                    summary(ui, sheet);
                    let tall = (room - FRAME - 21.0 * sheet.seats.len() as f32)
                        .clamp(GRAPH_MIN, GRAPH_HEIGHT);
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width(GRAPH_WIDTH);
                            go_to = graph(ui, sheet, ply, tall);
                        });
                        ui.vertical(|ui| {
                            ui.set_width(LIST_WIDTH);
                            go_to = go_to.or(lists(ui, sheet, &mut tab, tall));
                        });
                    });
                }
                RunState::Failed(why) => {
                    theme::label(ui, RichText::new(why).color(c32(DANGER)));
                }
                RunState::Cancelled => {
                    theme::label(
                        ui,
                        RichText::new(tr!("review-cancelled")).color(c32(PARCHMENT)),
                    );
                }
            }
            if !matches!(run.state, RunState::Running) {
                close = ui.button(tr!("review-close")).clicked();
            }
        });
    if let Some(n) = go_to {
        asked.write(PlaybackCommand::JumpToAction(n));
    }
    if close {
        commands.remove_resource::<ReviewRun>();
    }
    Ok(())
}

/// The progress bar; true when Cancel is clicked.
fn running(ui: &mut egui::Ui, (done, total): (usize, usize)) -> bool {
    theme::label(
        ui,
        RichText::new(tr!("review-running", done = done, total = total)).color(c32(PARCHMENT)),
    );
    let fraction = if total == 0 {
        0.0
    } else {
        done as f32 / total as f32
    };
    ui.add(egui::ProgressBar::new(fraction).show_percentage());
    theme::label(
        ui,
        RichText::new(tr!("review-running-why"))
            .color(c32(DIM))
            .small(),
    );
    ui.button(tr!("review-cancel")).clicked()
}

/// Each side's accuracy, counts and luck.
fn summary(ui: &mut egui::Ui, sheet: &ReviewSheet) {
    egui::Grid::new("review_seats")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                "review-col-side",
                "review-col-accuracy",
                "review-col-inaccuracies",
                "review-col-mistakes",
                "review-col-blunders",
                "review-col-luck",
            ] {
                theme::label(ui, RichText::new(tr!(h)).color(c32(GOLD)).small());
            }
            ui.end_row();
            for s in &sheet.seats {
                let m = &s.summary;
                theme::label(ui, RichText::new(&s.name).color(c32(s.rgb)).strong());
                theme::label(
                    ui,
                    tr!("review-accuracy", value = format!("{:.1}", m.accuracy)),
                );
                theme::label(ui, m.inaccuracies.to_string());
                theme::label(ui, m.mistakes.to_string());
                theme::label(ui, m.blunders.to_string());
                theme::label(ui, points(m.luck));
                ui.end_row();
            }
        });
    if sheet.reused {
        theme::label(
            ui,
            RichText::new(tr!("review-reused")).color(c32(DIM)).small(),
        );
    }
    for p in &sheet.problems {
        theme::label(ui, RichText::new(p).color(c32(DANGER)).small());
    }
}

/// A change in the chance to win, in percentage points with its sign.
fn points(v: f64) -> String {
    tr!("review-points", points = format!("{:+.0}", v * 100.0))
}

/// The graph: each side's chance to win before every decision, the turning points as
/// lines, the mistakes and big rolls as marks, the playback's place as a line. Returns
/// where a click asks the playback to go.
fn graph(ui: &mut egui::Ui, sheet: &ReviewSheet, ply: Option<usize>, tall: f32) -> Option<usize> {
    let pct = |d: &SheetDecision, seat: usize| {
        [
            d.ply as f64,
            100.0 * d.win_before.get(seat).copied().unwrap_or(0.0),
        ]
    };
    let marks = |class: Class| -> Vec<[f64; 2]> {
        sheet
            .decisions
            .iter()
            .filter(|d| d.class == class)
            .map(|d| pct(d, d.seat))
            .collect()
    };
    let rolls: Vec<[f64; 2]> = sheet
        .decisions
        .iter()
        .filter_map(|d| d.luck.map(|(seat, _)| pct(d, seat)))
        .collect();
    let response = Plot::new("review_graph")
        .height(tall)
        .width(GRAPH_WIDTH)
        .include_y(0.0)
        .include_y(100.0)
        .include_x(0.0)
        .include_x(sheet.actions as f64)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .y_axis_label(tr!("review-axis-win"))
        .show(ui, |p| {
            // With more than two sides each decision is searched from its side's knowledge,
            // which another side's view need not share: a side's line is its own estimate,
            // at its own decisions.
            let own = sheet.seats.len() > 2;
            for (k, s) in sheet.seats.iter().enumerate() {
                let line: PlotPoints = sheet
                    .decisions
                    .iter()
                    .filter(|d| !own || d.seat == k)
                    .map(|d| pct(d, k))
                    .collect();
                p.line(Line::new(s.name.clone(), line).color(c32(s.rgb)).width(2.0));
            }
            for t in &sheet.turning_points {
                if let Some(d) = sheet.decisions.get(t.point.decision + 1) {
                    p.vline(
                        VLine::new(tr!("review-turning-point"), d.ply as f64)
                            .color(c32(GOLD))
                            .style(LineStyle::dashed_loose()),
                    );
                }
            }
            for (class, rgb, id, shape) in [
                (
                    Class::Blunder,
                    BLUNDER,
                    "review-blunder",
                    MarkerShape::Circle,
                ),
                (
                    Class::Mistake,
                    MISTAKE,
                    "review-mistake",
                    MarkerShape::Circle,
                ),
                (
                    Class::Inaccuracy,
                    INACCURACY,
                    "review-inaccuracy",
                    MarkerShape::Circle,
                ),
            ] {
                p.points(
                    Points::new(tr!(id), marks(class))
                        .color(c32(rgb))
                        .shape(shape)
                        .filled(true)
                        .radius(if class == Class::Inaccuracy { 3.0 } else { 4.5 }),
                );
            }
            p.points(
                Points::new(tr!("review-big-roll"), rolls)
                    .color(c32(ROLL))
                    .shape(MarkerShape::Diamond)
                    .filled(false)
                    .radius(6.0),
            );
            if let Some(n) = ply {
                p.vline(VLine::new("", n as f64).color(Color32::WHITE).width(1.5));
            }
            p.pointer_coordinate()
        });
    key(ui);
    theme::label(
        ui,
        RichText::new(tr!("review-click-hint"))
            .color(c32(DIM))
            .small(),
    );
    let clicked = response.response.clicked();
    response
        .inner
        .filter(|_| clicked)
        .and_then(|at| sheet.nearest(at.x))
        .map(|d| d.ply)
}

/// What the graph's marks mean, in their colours (the lines are the sides, named above).
fn key(ui: &mut egui::Ui) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 10.0;
        for (mark, rgb, id) in [
            ("●", BLUNDER, "review-blunder"),
            ("●", MISTAKE, "review-mistake"),
            ("●", INACCURACY, "review-inaccuracy"),
            ("◇", ROLL, "review-big-roll"),
            ("¦", GOLD, "review-turning-point"),
        ] {
            theme::label(
                ui,
                RichText::new(format!("{mark} {}", tr!(id)))
                    .color(c32(rgb))
                    .small(),
            );
        }
    });
}

/// The tabs and the list under them; returns the decision a clicked row asks for.
fn lists(ui: &mut egui::Ui, sheet: &ReviewSheet, tab: &mut Tab, tall: f32) -> Option<usize> {
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(tab, Tab::TurningPoints, tr!("review-tab-turning-points"));
        for (k, s) in sheet.seats.iter().enumerate() {
            ui.selectable_value(
                tab,
                Tab::Mistakes(k),
                tr!("review-tab-mistakes", side = s.name.as_str()),
            );
        }
    });
    let mut go_to = None;
    egui::ScrollArea::vertical()
        .max_height(tall - LIST_TABS)
        .auto_shrink([false, true])
        .show(ui, |ui| match *tab {
            Tab::TurningPoints => {
                if sheet.turning_points.is_empty() {
                    theme::label(
                        ui,
                        RichText::new(tr!("review-no-turning-points")).color(c32(DIM)),
                    );
                }
                for t in &sheet.turning_points {
                    let Some(d) = sheet.decisions.get(t.point.decision) else {
                        continue;
                    };
                    let side = sheet
                        .seats
                        .get(t.point.seat)
                        .map_or("", |s| s.name.as_str());
                    let text = tr!(
                        "review-turning-line",
                        when = d.when.as_str(),
                        what = t.what.as_str(),
                        side = side,
                        swing = points(t.point.swing),
                        mistake = if t.point.cause == Cause::Mistake {
                            "yes"
                        } else {
                            "no"
                        }
                    );
                    if row(ui, &text, GOLD) {
                        go_to = Some(d.ply);
                    }
                }
            }
            Tab::Mistakes(k) => {
                let mine = sheet.mistakes_of(k);
                // Worst first, which a player reading by turn took for a list out of order.
                let head = match mine.is_empty() {
                    true => tr!("review-no-mistakes"),
                    false => tr!("review-mistakes-order"),
                };
                theme::label(ui, RichText::new(head).color(c32(DIM)));
                for d in mine {
                    let (id, rgb) = match d.class {
                        Class::Blunder => ("review-blunder", BLUNDER),
                        Class::Mistake => ("review-mistake", MISTAKE),
                        _ => ("review-inaccuracy", INACCURACY),
                    };
                    let text = tr!(
                        "review-mistake-line",
                        when = d.when.as_str(),
                        class = tr!(id),
                        played = d.played.as_str(),
                        best = d.best.as_str(),
                        kept = format!("{:.0}", d.loss * 100.0)
                    );
                    if row(ui, &text, rgb) {
                        go_to = Some(d.ply);
                    }
                }
            }
        });
    go_to
}

/// One clickable row of a list.
fn row(ui: &mut egui::Ui, text: &str, rgb: [u8; 3]) -> bool {
    let text = theme::button_lines(
        ui,
        RichText::new(text).color(c32(rgb)),
        ui.available_width(),
    );
    ui.add(egui::Button::new(text).frame(false).wrap())
        .tip(tr!("review-row-tip"))
        .clicked()
}
