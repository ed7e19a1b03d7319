//! The Replays screen: the saved replays, newest first, with date, game, players, result
//! and length; a broken file is listed with what is wrong with it. Watch opens the game;
//! Review opens it with its review.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::input::{Keys, esc_leaves};
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session::ReplayStore;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::replay::{self, GameKind, Replay, ReplayError};

use super::bar::{ReplayNotice, WatchRequest, Watchable, WinnerSides};
use super::names;
use crate::app::theme::Tip;
use crate::tr;

/// The most files listed (the newest by name, which starts with the date).
const MAX_LISTED: usize = 200;

/// The widest a column grows before its text wraps (players' names, results, reasons).
const COLUMN_MAX: f32 = 300.0;

/// The widest a column may be in `avail` points: the players and the result, which wrap,
/// share what the date, the game, the length, the buttons and the gaps leave (about 490
/// points), so that the table fits the window at every UI scale.
fn column_max(avail: f32) -> f32 {
    ((avail - 490.0) / 2.0).clamp(120.0, COLUMN_MAX)
}

struct Row {
    path: PathBuf,
    loaded: Result<Replay, ReplayError>,
    /// The side that won, where its game can tell ([`WinnerSides`]).
    winner_side: Option<String>,
}

/// The listing, read when the screen opens.
#[derive(Resource, Default)]
struct ReplayList {
    rows: Vec<Row>,
    /// Why the folder could not be read, or why a replay cannot be watched.
    message: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplayList>()
        .add_systems(OnEnter(Screen::Replays), scan)
        .add_systems(
            EguiPrimaryContextPass,
            list.in_set(AppSystems::Draw)
                .run_if(in_state(Screen::Replays)),
        );
}

fn scan(
    store: Res<ReplayStore>,
    sides: Res<WinnerSides>,
    mut list: ResMut<ReplayList>,
    mut notice: ResMut<ReplayNotice>,
) {
    notice.0 = None;
    read_list(&store, &sides, &mut list);
}

fn read_list(store: &ReplayStore, sides: &WinnerSides, list: &mut ReplayList) {
    *list = ReplayList::default();
    let Some(dir) = &store.dir else {
        list.message = Some(tr!("replays-no-data-folder"));
        return;
    };
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            list.message = Some(tr!("replays-none-yet"));
            return;
        }
        Err(e) => {
            list.message = Some(tr!(
                "replays-folder-unreadable",
                dir = dir.display().to_string(),
                error = e.to_string()
            ));
            return;
        }
    };
    let mut paths = crate::app::session::newest_first(entries);
    paths.truncate(MAX_LISTED);
    list.rows = paths
        .into_iter()
        .map(|path| {
            let loaded = replay::load_file(&path);
            let winner_side = loaded.as_ref().ok().and_then(|r| sides.of(r));
            Row {
                loaded,
                path,
                winner_side,
            }
        })
        .collect();
    if list.rows.is_empty() {
        list.message = Some(tr!("replays-none-yet"));
    }
}

fn list(
    mut contexts: EguiContexts,
    mut list: ResMut<ReplayList>,
    (store, sides): (Res<ReplayStore>, Res<WinnerSides>),
    watchable: Res<Watchable>,
    mut notice: ResMut<ReplayNotice>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    time: Res<Time>,
    keys: Keys,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    if esc_leaves(ctx) && keys.just_pressed(&GameKey::Cancel) {
        next.set(Screen::Title);
    }
    let mut watch: Option<(PathBuf, GameKind, bool)> = None;
    let mut refresh = false;
    let size = ctx.content_rect().size();
    egui::Area::new(egui::Id::new("replays"))
        .anchor(Align2::LEFT_TOP, egui::vec2(40.0, 30.0))
        .show(ctx, |ui| {
            ui.set_width(size.x - 80.0);
            ui.vertical_centered(|ui| {
                theme::label(
                    ui,
                    RichText::new(tr!("replays-title"))
                        .size(40.0)
                        .color(c32(GOLD)),
                );
                if let Some(dir) = &store.dir {
                    theme::label(
                        ui,
                        RichText::new(dir.display().to_string())
                            .color(c32(DIM))
                            .small(),
                    );
                }
            });
            ui.add_space(10.0);
            if let Some(m) = notice.0.as_ref().or(list.message.as_ref()) {
                theme::label(ui, RichText::new(m).color(c32(PARCHMENT)).size(16.0));
            }
            // The table is centred: it starts by half the room it left last frame, and a
            // long name wraps in its column instead of pushing the table off the window.
            let room_id = egui::Id::new("replay_rows_width");
            let avail = ui.available_width();
            let last = ui.data(|d| d.get_temp::<f32>(room_id)).unwrap_or(avail);
            let pad = ((avail - last) / 2.0).max(0.0);
            // No headers over an empty list: the message above says there is nothing yet.
            if !list.rows.is_empty() {
                egui::ScrollArea::vertical()
                    .max_height(size.y - 200.0)
                    .show(ui, |ui| {
                        ui.horizontal_top(|ui| {
                            ui.add_space(pad);
                            let table = egui::Grid::new("replay_rows")
                                .striped(true)
                                .spacing(egui::vec2(18.0, 8.0))
                                .max_col_width(column_max(avail))
                                .show(ui, |ui| {
                                    for h in [
                                        "replays-col-date",
                                        "replays-col-game",
                                        "replays-col-players",
                                        "replays-col-result",
                                        "replays-col-length",
                                    ] {
                                        theme::label(
                                            ui,
                                            RichText::new(tr!(h)).color(c32(GOLD)).strong(),
                                        );
                                    }
                                    theme::label(ui, "");
                                    ui.end_row();
                                    for row in &list.rows {
                                        match &row.loaded {
                                            Ok(r) => {
                                                let date =
                                                    r.created().replace('T', " ").replace('Z', "");
                                                theme::label(
                                                    ui,
                                                    RichText::new(date).color(c32(PARCHMENT)),
                                                );
                                                theme::label(
                                                    ui,
                                                    tr!(match r {
                                                        Replay::Duel(_) => "replays-game-duel",
                                                        Replay::Grail(g)
                                                            if g.setup.skirmish.is_some() =>
                                                        {
                                                            "replays-game-skirmish"
                                                        }
                                                        Replay::Grail(_) => "replays-game-grail",
                                                    }),
                                                );
                                                theme::para(ui, names::players_line(r));
                                                theme::para(
                                                    ui,
                                                    names::result_line(
                                                        r,
                                                        row.winner_side.as_deref(),
                                                    ),
                                                );
                                                theme::label(
                                                    ui,
                                                    tr!("replays-actions", n = r.action_count()),
                                                );
                                                let why =
                                                    watchable.refusal(r.game(), r.content_hash());
                                                ui.horizontal(|ui| {
                                                    for (id, review) in [
                                                        ("replays-watch", false),
                                                        ("review-button", true),
                                                    ] {
                                                        let button = ui
                                                            .add_enabled(
                                                                why.is_none(),
                                                                egui::Button::new(tr!(id)),
                                                            )
                                                            .disabled_tip(
                                                                why.clone().unwrap_or_default(),
                                                            );
                                                        let button = if review {
                                                            button.tip(tr!("review-button-tip"))
                                                        } else {
                                                            button
                                                        };
                                                        if button.clicked() {
                                                            watch = Some((
                                                                row.path.clone(),
                                                                r.game(),
                                                                review,
                                                            ));
                                                        }
                                                    }
                                                });
                                            }
                                            Err(e) => {
                                                let name = row
                                                    .path
                                                    .file_name()
                                                    .map_or(String::new(), |n| {
                                                        n.to_string_lossy().into()
                                                    });
                                                theme::label(
                                                    ui,
                                                    RichText::new(name).color(c32(DANGER)),
                                                );
                                                theme::label(
                                                    ui,
                                                    RichText::new(tr!("replays-cannot-read"))
                                                        .color(c32(DANGER)),
                                                );
                                                theme::para(
                                                    ui,
                                                    RichText::new(e.problem_or_detail())
                                                        .color(c32(DANGER)),
                                                )
                                                .tip(e.detail());
                                                theme::label(ui, "");
                                                theme::label(ui, "");
                                                theme::label(ui, "");
                                            }
                                        }
                                        ui.end_row();
                                    }
                                });
                            let width = table.response.rect.width();
                            ui.data_mut(|d| d.insert_temp(room_id, width));
                        });
                    });
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                ui.add_space(pad);
                if ui
                    .button(RichText::new(tr!("menu-back")).size(18.0))
                    .clicked()
                {
                    next.set(Screen::Title);
                }
                if ui
                    .button(RichText::new(tr!("replays-refresh")).size(18.0))
                    .clicked()
                {
                    refresh = true;
                }
            });
        });
    if refresh {
        read_list(&store, &sides, &mut list);
    }
    if let Some((path, game, review)) = watch {
        notice.0 = None;
        commands.insert_resource(WatchRequest { path, game, review });
    }
    Ok(())
}
