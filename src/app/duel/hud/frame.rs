//! The HUD of one frame: curtain, top bar, side panel, hand, labels, prompts, and the
//! action the viewer chose, handed to the core.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{
    self, Align2, Color32, FontId, Id, Order, Pos2, Rect, RichText, Sense, Stroke,
};

use crate::app::duel::ai::{AiMove, AiThinking, Hint};
use crate::app::duel::data::DuelData;
use crate::app::duel::describe;
use crate::app::duel::flight::Spot;
use crate::app::duel::interact::{Choosing, Pick, Picked};
use crate::app::duel::layout::{BOTTOM_BAR, BoardLayout, Highlights, SIDE_PANEL, TOP_BAR};
use crate::app::duel::mirror::shown_row;
use crate::app::duel::phase::DuelPhase;
use crate::app::duel::session::{Duel, DuelSession, player_name};
use crate::app::frame_pace::Busy;
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::screens::{Menu, Screen};
use crate::app::session::Seat;
use crate::app::session::{CurtainGuard, Pacing, Rewind, idle};
use crate::app::settings::Settings;
use crate::app::theme::{self, DIM, PARCHMENT, c32};
use crate::locale::Named;
use crate::rules::duel::{self, UnitId};
use crate::tr;

use super::decide::draw_offer;
use super::hand::hand;
use super::labels::{UnitLabel, board_labels, fly_cards, unit_tooltip};
use super::prompt::{prompt, waiting_text};
use super::side::{LOG_MIN, log_panel, pile_window, side_panel, side_summary, turn_header};
use super::state::HudState;
use super::view::View;
use crate::app::theme::Tip;

pub(super) fn hud(
    mut contexts: EguiContexts,
    (duel, mut session): (Res<Duel>, ResMut<DuelSession>),
    content: Res<DuelData>,
    mut pacing: ResMut<Pacing>,
    mut hud: ResMut<HudState>,
    mut highlights: ResMut<Highlights>,
    layout: Res<BoardLayout>,
    mut hint: ResMut<Hint>,
    (ai, ai_move): (Res<AiThinking>, Res<AiMove>),
    mut settings: ResMut<Settings>,
    keys: Keys,
    units: Query<UnitLabel>,
    (menu, shown_phase): (Res<State<Menu>>, Res<State<DuelPhase>>),
    (mut next_menu, mut next_screen): (ResMut<NextState<Menu>>, ResMut<NextState<Screen>>),
    (time, mut busy, mut picks, choosing, mut rewinds, mut guard): (
        Res<Time>,
        ResMut<Busy>,
        MessageWriter<Picked>,
        Res<Choosing>,
        MessageWriter<Rewind>,
        Local<CurtainGuard>,
    ),
    playback: Option<Res<crate::app::duel::playback::Playback>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // A watched replay shows both hands face up, or neither.
    let reveal = playback.as_ref().map(|p| p.show_hands);
    let c = content.0.clone();
    let now = time.elapsed_secs();
    // Keys that work whatever is on screen (in a replay, + and - set the playback speed).
    if keys.just_pressed(&GameKey::Faster) && playback.is_none() {
        settings.faster();
    }
    if keys.just_pressed(&GameKey::Slower) && playback.is_none() {
        settings.slower();
    }
    if keys.just_pressed(&GameKey::Skip) {
        pacing.skip = true;
    }
    if keys.just_pressed(&GameKey::Log) {
        settings.show_log = !settings.show_log;
    }
    let toggle_rules = |next: &mut NextState<Menu>| {
        next.set(if *menu.get() == Menu::Rules {
            Menu::None
        } else {
            Menu::Rules
        });
    };
    if keys.just_pressed(&GameKey::Rules) {
        toggle_rules(&mut next_menu);
    }

    // Hot seat: the curtain hides everything until the next player is alone.
    let ready = guard.ready(session.shown.curtain.is_some(), now);
    if let Some(next) = session.shown.curtain {
        highlights.targets.clear();
        highlights.actors.clear();
        highlights.deciding = None;
        let col = c32(theme::player_rgb(next, &settings));
        let name = player_name(&session, next);
        let mut lift = keys.just_pressed(&GameKey::Confirm);
        egui::Area::new(Id::new("curtain"))
            .order(Order::Foreground)
            .fixed_pos(Pos2::ZERO)
            .show(&ctx, |ui| {
                let rect = ctx.content_rect();
                ui.painter()
                    .rect_filled(rect, 0.0, col.gamma_multiply(0.35).to_opaque());
                ui.painter()
                    .rect_filled(rect.shrink(24.0), 12.0, Color32::from_rgb(14, 14, 40));
                ui.allocate_rect(rect, Sense::click());
                ui.painter().text(
                    rect.center() - egui::vec2(0.0, 40.0),
                    Align2::CENTER_CENTER,
                    if session.state.turn_player == next {
                        tr!("hud-curtain-turn", name = name.as_str())
                    } else {
                        tr!("hud-curtain-move", name = name.as_str())
                    },
                    FontId::proportional(40.0),
                    col,
                );
                ui.painter().text(
                    rect.center() + egui::vec2(0.0, 10.0),
                    Align2::CENTER_CENTER,
                    tr!("hud-curtain-hint", key = "Enter"),
                    FontId::proportional(20.0),
                    c32(PARCHMENT),
                );
                let b = egui::Rect::from_center_size(
                    rect.center() + egui::vec2(0.0, 70.0),
                    egui::vec2(220.0, 40.0),
                );
                if ui
                    .put(
                        b,
                        egui::Button::new(
                            RichText::new(tr!("hud-curtain-lift", name = name.as_str())).size(18.0),
                        ),
                    )
                    .clicked()
                {
                    lift = true;
                }
            });
        if lift && ready {
            session.shown.lift();
        }
        return Ok(());
    }

    let me = session.shown.seat;
    let is_idle = idle(&session, &pacing);
    let deciding = session.state.deciding_player();
    let can_act =
        is_idle && !session.state.is_over() && deciding == Some(me) && session.seat(me).is_human();
    let legal = if can_act {
        duel::legal_actions(&c, &session.state)
    } else {
        Vec::new()
    };
    let zoom = ctx.zoom_factor();
    let seen = session.state.view_for(me);
    let v = View {
        c: &c,
        duel: &duel,
        session: &session,
        settings: settings.clone(),
        layout: layout.0,
        zoom,
        me,
        can_act,
        legal,
        shown_phase: shown_phase.get().core(),
        state: if reveal == Some(true) {
            &session.state
        } else {
            &seen.state
        },
        hand_sizes: seen.hand_sizes,
        deck_sizes: seen.deck_sizes,
        rows: units
            .iter()
            .map(|u| (u.0.0, shown_row(u.0.0, u.10)))
            .collect(),
    };
    let mut picked: Option<Pick> = None;
    let mut rewind: Option<Rewind> = None;

    // ---- Top bar: the opponent.
    let opp = me.other();
    let w = ctx.content_rect().width();
    egui::Area::new(Id::new("top_bar"))
        .order(Order::Middle)
        .constrain(false)
        .fixed_pos(Pos2::ZERO)
        .show(&ctx, |ui| {
            let rect = Rect::from_min_size(Pos2::ZERO, egui::vec2(w - SIDE_PANEL, TOP_BAR));
            ui.painter()
                .rect_filled(rect, 0.0, Color32::from_rgba_unmultiplied(14, 14, 40, 235));
            ui.painter().line_segment(
                [rect.left_bottom(), rect.right_bottom()],
                Stroke::new(2.0, v.player_col(opp)),
            );
            ui.scope_builder(
                egui::UiBuilder::new().max_rect(rect.shrink2(egui::vec2(12.0, 8.0))),
                |ui| {
                    // Its counters shrink to fit the bar: at UI scale 1.5 the Japanese
                    // ones ran on under the side panel.
                    theme::fit_row(ui, Id::new(("summary", opp)), true, |ui, scale| {
                        let h = &mut *hud;
                        side_summary(
                            ui,
                            &v,
                            opp,
                            reveal != Some(true),
                            &mut h.flights,
                            &mut h.inspect,
                            scale,
                        );
                    });
                },
            );
        });
    // A replay with both hands shown: the opponent's on a line of its own under the top bar
    // (`Layout` keeps it free of the board), cut at the board's edge with the rest on hover
    // (in the bar it ran on under the side panel; wrapped, it covered the top row's names).
    if reveal == Some(true) {
        let names: Vec<&str> = v
            .state
            .player(opp)
            .hand
            .iter()
            .map(|k| c.card(k.def).shown_name())
            .collect();
        egui::Area::new(Id::new("opponent_hand"))
            .order(Order::Middle)
            .fixed_pos(Pos2::new(12.0, TOP_BAR + 2.0))
            .show(&ctx, |ui| {
                ui.set_max_width(w - SIDE_PANEL - 24.0);
                let text = if names.is_empty() {
                    tr!("hud-opponent-hand-empty")
                } else {
                    tr!("hud-opponent-hand", cards = names.join(" · "))
                };
                // On a dark ground, as the bars are.
                egui::Frame::NONE
                    .fill(Color32::from_rgba_unmultiplied(14, 14, 40, 215))
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::symmetric(6, 2))
                    .show(ui, |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(text).color(c32(PARCHMENT)).size(13.0))
                                .truncate(),
                        );
                    });
            });
    }

    // ---- Bottom: the viewer's counters and hand.
    let h = ctx.content_rect().height();
    egui::Area::new(Id::new("bottom_bar"))
        .order(Order::Middle)
        .constrain(false)
        .fixed_pos(Pos2::new(0.0, h - BOTTOM_BAR))
        .show(&ctx, |ui| {
            let rect = Rect::from_min_size(
                Pos2::new(0.0, h - BOTTOM_BAR),
                egui::vec2(w - SIDE_PANEL, BOTTOM_BAR),
            );
            ui.painter()
                .rect_filled(rect, 0.0, Color32::from_rgba_unmultiplied(14, 14, 40, 235));
            ui.painter().line_segment(
                [rect.left_top(), rect.right_top()],
                Stroke::new(2.0, v.player_col(me)),
            );
            ui.scope_builder(
                egui::UiBuilder::new().max_rect(rect.shrink2(egui::vec2(12.0, 6.0))),
                |ui| {
                    theme::fit_row(ui, Id::new(("summary", me)), false, |ui, scale| {
                        let h = &mut *hud;
                        side_summary(ui, &v, me, false, &mut h.flights, &mut h.inspect, scale)
                    });
                    ui.add_space(2.0);
                    if reveal == Some(false) {
                        let hidden = theme::label(
                            ui,
                            RichText::new(tr!("hud-hand-hidden", n = v.hand_sizes[me.index()]))
                                .color(c32(DIM)),
                        );
                        hud.flights.record_spot(Spot::Hand(me), hidden.rect);
                    } else if let Some(p) = hand(
                        ui,
                        &v,
                        &mut hud,
                        &choosing.offer,
                        (now, !menu.get().pauses()),
                    ) {
                        picked = Some(p);
                    }
                },
            );
        });

    // ---- Side panel: phases, buttons, hint, log.
    egui::Area::new(Id::new("side_panel"))
        .order(Order::Middle)
        .constrain(false)
        .fixed_pos(Pos2::new(w - SIDE_PANEL, 0.0))
        .show(&ctx, |ui| {
            let rect =
                Rect::from_min_size(Pos2::new(w - SIDE_PANEL, 0.0), egui::vec2(SIDE_PANEL, h));
            ui.painter()
                .rect_filled(rect, 0.0, Color32::from_rgba_unmultiplied(16, 16, 46, 245));
            ui.painter().line_segment(
                [rect.left_top(), rect.left_bottom()],
                Stroke::new(1.0, Color32::from_rgb(80, 76, 140)),
            );
            ui.scope_builder(egui::UiBuilder::new().max_rect(rect.shrink(10.0)), |ui| {
                ui.set_width(SIDE_PANEL - 20.0);
                ui.set_max_width(SIDE_PANEL - 20.0);
                turn_header(ui, &v);
                // The controls that are always there come first, so that they never move
                // and Menu is always in the window; what the decision offers scrolls
                // below them, above the log. A watched replay has its own speed on its
                // bar and no decision: neither row of a live duel is shown there.
                let watching = playback.is_some();
                if !watching {
                    ui.horizontal(|ui| {
                        theme::label(
                            ui,
                            RichText::new(tr!("hud-speed", speed = v.settings.speed))
                                .color(c32(DIM)),
                        );
                        if ui.small_button("−").tip(tr!("hud-slower")).clicked() {
                            settings.slower();
                        }
                        if ui.small_button("+").tip(tr!("hud-faster")).clicked() {
                            settings.faster();
                        }
                        if ui
                            .small_button(tr!("hud-skip"))
                            .tip(v.keyed(&tr!("hud-skip-tip"), GameKey::Skip))
                            .clicked()
                        {
                            pacing.skip = true;
                        }
                    });
                }
                // Wrapped: in one row Menu ran past the window's edge.
                ui.horizontal_wrapped(|ui| {
                    let log_label = v.keyed(
                        &if settings.show_log {
                            tr!("hud-log-hide")
                        } else {
                            tr!("hud-log-show")
                        },
                        GameKey::Log,
                    );
                    if ui.small_button(log_label).clicked() {
                        settings.show_log = !settings.show_log;
                    }
                    if ui
                        .small_button(v.keyed(&tr!("hud-rules"), GameKey::Rules))
                        .clicked()
                    {
                        toggle_rules(&mut next_menu);
                    }
                    if ui.small_button(tr!("hud-menu")).clicked() {
                        next_menu.set(Menu::Pause);
                    }
                });
                ui.separator();
                let room = ui.available_height()
                    - if settings.show_log {
                        LOG_MIN + 30.0
                    } else {
                        0.0
                    };
                if !watching {
                    egui::ScrollArea::vertical()
                        .id_salt("decision")
                        .max_height(room.max(40.0))
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            if let Some(p) = side_panel(
                                ui,
                                &v,
                                &mut hint,
                                &ai,
                                &content,
                                &keys,
                                &mut pacing,
                                &mut rewind,
                            ) {
                                picked = Some(p);
                            }
                        });
                }
                if settings.show_log {
                    log_panel(ui, &duel, &settings);
                }
            });
        });

    // ---- Labels, floaters, banner and dice over the board.
    board_labels(&ctx, &v, &units, &hud, now);
    fly_cards(&ctx, &v, &mut hud, now);

    // ---- Pointer over the board.
    let pointer = ctx.input(|i| i.pointer.hover_pos());
    // When two AIs play, nobody points at anything: no hover, no tooltips.
    let watching = !session.seats.iter().any(Seat::is_human);
    let over_ui = ctx.is_pointer_over_egui() || watching;
    let hovered = pointer.filter(|_| !over_ui).and_then(|p| {
        let world = v.layout.world_pos([p.x, p.y], zoom);
        units
            .iter()
            .map(|u| u.0.0)
            .filter(|u| session.state.unit_alive(*u) || matches!(u, UnitId::Arc { .. }))
            .find(|u| world.distance(v.unit_pos(*u)) <= v.layout.radius(*u) + 6.0)
    });
    let clicked = ctx.input(|i| i.pointer.primary_clicked()) && !over_ui;
    // An open menu shows the unit's skills already; its tooltip would cover the menu.
    let menu_unit = choosing.offer.menu.map(|s| UnitId::arc(me, s));
    if let (Some(u), Some(p)) = (hovered, pointer)
        && menu_unit != Some(u)
    {
        unit_tooltip(&ctx, &v, u, p);
    }

    // ---- The decision, as the interaction layer offers it.
    highlights.hovered = hovered;
    highlights.deciding = deciding.filter(|d| session.seat(*d).is_human() || !session.hot_seat());
    if menu.get().pauses() {
        // A paused game asks nothing: no prompt under the pause menu.
    } else if can_act {
        if clicked {
            picked = Some(hovered.map_or(Pick::Away, Pick::Unit));
        }
        if let Some(p) = draw_offer(&ctx, &v, &choosing.offer) {
            picked = Some(p);
        }
    } else if session.state.is_over() && is_idle && playback.is_none() {
        // The last blow stays on the board until the person moves on.
        let over = session
            .state
            .outcome
            .map(|o| describe::log::outcome(o, |p| player_name(&session, p)))
            .unwrap_or_default();
        let mut see = keys.just_pressed(&GameKey::Confirm);
        prompt(
            &ctx,
            &v,
            &tr!("hud-duel-over", outcome = over),
            Some(&mut |ui: &mut egui::Ui| {
                if ui
                    .button(v.keyed(&tr!("hud-see-result"), GameKey::Confirm))
                    .clicked()
                {
                    see = true;
                }
            }),
        );
        if see {
            next_screen.set(Screen::GameEnd);
        }
    } else {
        prompt(&ctx, &v, &waiting_text(&v, &ai, &ai_move, is_idle), None);
    }

    if let Some((p, pile)) = hud.inspect {
        let mut open = true;
        pile_window(&ctx, &v, p, pile, &mut open);
        if !open {
            hud.inspect = None;
        }
    }
    if let Some(r) = rewind {
        rewinds.write(r);
        busy.animating = true;
    }
    if let Some(p) = picked {
        picks.write(Picked(p));
        // The pick is carried out next frame, which must come even on an idle board.
        busy.animating = true;
    }
    Ok(())
}
