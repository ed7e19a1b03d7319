//! The duel's panels and choices, drawn with egui over the board: both sides' counters,
//! the hand as cards, the phase track, Pass and Hint, the log, the prompts (charge, main,
//! targets, block), the hot-seat curtain and the floating damage numbers. Every choice
//! ends in `Duel::submit`; nothing here changes the game any other way.

use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Id, LayerId, Order, Pos2, Rect, RichText, Sense,
    Stroke, StrokeKind,
};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::ai::{AiThinking, Hint};
use super::choose::{self, Composing, OptionKind, Step};
use super::data::DuelData;
use super::describe;
use super::dice;
use super::events::idle;
use super::flight::{Flights, Spot};
use super::layout::{BOTTOM_BAR, BoardLayout, Highlights, Layout, SIDE_PANEL, TOP_BAR};
use super::mirror::{
    Arcastella, Barrier, BoardFx, EquippedCode, Fallen, Hp, Leader, Resonance, Stats, Tapped, Unit,
};
use super::rules_text::rules_text;
use super::session::Duel;
use crate::app::frame_pace::Busy;
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::screens::Screen;
use crate::app::session::Pacing;
use crate::app::session::Seat;
use crate::app::settings::Settings;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, SILVER, c32};
use crate::content::duel::{CardIdx, DuelContent};
use crate::rules::duel::{self, Action, CardInst, Decision, Phase, PlayerId, UnitId};

/// How long a floating number stays on screen, in seconds.
const FLOAT_SECS: f32 = 1.2;

/// A number or word rising from a unit.
struct Floater {
    unit: UnitId,
    text: String,
    small: String,
    colour: [u8; 3],
    born: f32,
}

/// What the HUD is in the middle of.
#[derive(Resource, Default)]
pub struct HudState {
    /// The viewer's Arcastella whose menu is open.
    menu: Option<u8>,
    /// A card clicked in the Charge Phase: convert it how?
    convert: Option<CardInst>,
    composing: Option<Composing>,
    /// Keyboard focus among the candidates (Tab / Shift+Tab).
    focus: usize,
    /// `Duel::actions.len()` when the menus were last reset.
    decision: usize,
    floaters: Vec<Floater>,
    /// The dice last rolled, their total and when.
    dice: Option<(Vec<u8>, u32, f32)>,
    /// The banner on screen: text, start, duration, and whether it is a turn banner.
    banner: Option<(String, f32, f32, bool)>,
    banners: std::collections::VecDeque<(String, f32, bool)>,
    show_rules: bool,
    pause_menu: bool,
    confirm_concede: bool,
    /// Cards flying between zones.
    flights: Flights,
    /// An open pile whose cards are listed (D-29.6: ether areas and cemeteries are public).
    inspect: Option<(PlayerId, Pile)>,
}

/// The public piles a player can open (D-6: ether area, cemetery).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pile {
    EtherArea,
    Cemetery,
}

impl HudState {
    /// Whether a floating number, a banner or the dice are still on screen.
    fn animating(&self, now: f32) -> bool {
        self.floaters.iter().any(|f| now - f.born < FLOAT_SECS)
            || !self.banners.is_empty()
            || self
                .banner
                .as_ref()
                .is_some_and(|(_, born, dur, _)| now - born < *dur)
            || self
                .dice
                .as_ref()
                .is_some_and(|(_, _, born)| now - born < dice::SHOW_SECS)
            || self.flights.active(now)
    }

    fn clear_choice(&mut self) {
        self.menu = None;
        self.convert = None;
        self.composing = None;
        self.focus = 0;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudState>()
        .add_systems(OnEnter(Screen::Duel), |mut hud: ResMut<HudState>| {
            *hud = HudState::default()
        })
        .add_systems(Update, collect_fx.run_if(in_state(Screen::Duel)))
        .add_systems(
            EguiPrimaryContextPass,
            hud.run_if(in_state(Screen::Duel).and_then(resource_exists::<Duel>)),
        );
}

fn collect_fx(
    mut fx: MessageReader<BoardFx>,
    mut hud: ResMut<HudState>,
    time: Res<Time>,
    duel: Option<Res<Duel>>,
    settings: Res<Settings>,
    pacing: Res<Pacing>,
    playback: Option<Res<super::playback::Playback>>,
    mut busy: ResMut<Busy>,
) {
    let now = time.elapsed_secs();
    // Skipping shows the present at once: no card is left in the air.
    let instant = settings.instant || pacing.skip;
    if instant {
        hud.flights.clear();
    }
    busy.animating |= hud.animating(now);
    hud.floaters.retain(|f| now - f.born < FLOAT_SECS);
    for f in fx.read() {
        match f {
            BoardFx::Damage {
                unit,
                amount,
                reduced_by_def,
                barrier,
            } => {
                let small = if *barrier {
                    "Barrier".into()
                } else if *reduced_by_def > 0 {
                    format!("−{reduced_by_def} DEF")
                } else {
                    String::new()
                };
                hud.floaters.push(Floater {
                    unit: *unit,
                    text: format!("−{amount}"),
                    small,
                    colour: DANGER,
                    born: now,
                });
            }
            BoardFx::Heal { unit, amount } => {
                hud.floaters.push(Floater {
                    unit: *unit,
                    text: format!("+{amount}"),
                    small: String::new(),
                    colour: [110, 220, 140],
                    born: now,
                });
            }
            BoardFx::Fell { unit } => {
                hud.floaters.push(Floater {
                    unit: *unit,
                    text: "Fallen".into(),
                    small: String::new(),
                    colour: DIM,
                    born: now,
                });
            }
            BoardFx::Dice { dice, total } => {
                hud.dice = Some((dice.clone(), *total, now));
            }
            // The board moves the attacker (`board::start_motions`).
            BoardFx::Attack { .. } => {}
            BoardFx::Card {
                card,
                from,
                to,
                face_up,
            } if !instant => {
                let speed = settings.speed * playback.as_ref().map_or(1.0, |p| p.speed);
                hud.flights.launch(*card, *from, *to, *face_up, now, speed);
            }
            BoardFx::Card { .. } => {}
            BoardFx::Turn { turn, player } => {
                let whose = duel
                    .as_ref()
                    .map(|d| d.player_name(*player))
                    .unwrap_or_default();
                let whose = if whose == "You" {
                    "Your turn".to_string()
                } else {
                    format!("{whose}'s turn")
                };
                hud.banners
                    .push_back((format!("Turn {turn} — {whose}"), 1.3, true));
            }
            BoardFx::Phase(p) => {
                // The Start Phase follows the turn banner at once; it needs no banner of its own.
                if *p != Phase::Start {
                    hud.banners.push_back((
                        format!("{} Phase", describe::phase_name(*p)),
                        0.7,
                        false,
                    ));
                }
            }
        }
    }
    // One banner at a time; the next waits for the last to go.
    let busy = hud
        .banner
        .as_ref()
        .is_some_and(|(_, born, dur, _)| now - born < *dur);
    if !busy && let Some((text, dur, big)) = hud.banners.pop_front() {
        let dur = if settings.instant {
            0.0
        } else {
            dur / settings.speed.max(0.1)
        };
        hud.banner = Some((text, now, dur, big));
    }
    // Keep the queue short when play runs ahead of the banners.
    while hud.banners.len() > 2 {
        hud.banners.pop_front();
    }
}

/// Everything one frame of the HUD needs to read.
struct View<'a> {
    c: &'a DuelContent,
    duel: &'a Duel,
    settings: Settings,
    layout: Layout,
    zoom: f32,
    me: PlayerId,
    can_act: bool,
    legal: Vec<Action>,
}

impl View<'_> {
    fn screen(&self, p: Vec2) -> Pos2 {
        let [x, y] = self.layout.screen_pos(p, self.zoom);
        Pos2::new(x, y)
    }
    fn unit_name(&self, u: UnitId) -> String {
        self.duel.unit_name(self.c, u)
    }
    fn player_col(&self, p: PlayerId) -> Color32 {
        c32(theme::player_rgb(p, &self.settings))
    }
    fn decision(&self) -> Option<&Decision> {
        self.duel.state.pending.as_ref()
    }
    /// The action in plain words, for hints and buttons.
    fn action_text(&self, a: &Action) -> String {
        let s = &self.duel.state;
        let arc = |slot: u8| self.unit_name(UnitId::arc(self.me, slot));
        let on = |t: Option<UnitId>| {
            t.map(|t| format!(" on {}", self.unit_name(t)))
                .unwrap_or_default()
        };
        match a {
            Action::CastSpell {
                card,
                caster,
                target,
            } => {
                format!(
                    "{} casts {}{}",
                    arc(*caster),
                    self.duel.card_name(self.c, *card),
                    on(*target)
                )
            }
            Action::UseAttackSkill {
                user,
                skill,
                target,
            } => {
                let name = s
                    .arc(self.me, *user)
                    .and_then(|a| self.c.arc(a.def).attack_skills.get(usize::from(*skill)))
                    .map_or("attack".into(), |k| k.name.clone());
                format!("{}: {name}{}", arc(*user), on(Some(*target)))
            }
            Action::UseSupportSkill { user, target } => {
                let name = s.arc(self.me, *user).map_or("support".into(), |a| {
                    self.c.arc(a.def).support_skill.name.clone()
                });
                format!("{}: {name}{}", arc(*user), on(*target))
            }
            Action::UseAstralCode { user, target } => {
                let name = s.arc(self.me, *user).map_or("Astral Code".into(), |a| {
                    self.c.arc(a.def).astral_code.name.clone()
                });
                format!("{}: Astral Code {name}{}", arc(*user), on(Some(*target)))
            }
            Action::ConvertEther {
                card,
                use_ether_effect,
            } => {
                let name = self.duel.card_name(self.c, *card);
                if *use_ether_effect {
                    format!("Convert {name} with its ether effect")
                } else {
                    format!("Convert {name}")
                }
            }
            Action::Block { blocker } => format!("Block with {}", arc(*blocker)),
            Action::NoBlock => "Do not block".into(),
            Action::Pass => "Pass".into(),
            Action::Concede => "Concede".into(),
        }
    }
}

fn hud(
    mut contexts: EguiContexts,
    mut duel: ResMut<Duel>,
    content: Res<DuelData>,
    mut pacing: ResMut<Pacing>,
    mut hud: ResMut<HudState>,
    mut highlights: ResMut<Highlights>,
    layout: Res<BoardLayout>,
    mut hint: ResMut<Hint>,
    ai: Res<AiThinking>,
    mut settings: ResMut<Settings>,
    keys: Keys,
    units: Query<(
        &Unit,
        &Hp,
        &Stats,
        Option<&Tapped>,
        Option<&Resonance>,
        Option<&Fallen>,
        &Barrier,
        Option<&EquippedCode>,
        Has<Leader>,
        Option<&Arcastella>,
    )>,
    mut next_screen: ResMut<NextState<Screen>>,
    time: Res<Time>,
    playback: Option<Res<super::playback::Playback>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // A watched replay shows both hands face up, or neither.
    let reveal = playback.as_ref().map(|p| p.show_hands);
    let c = content.0.clone();
    let now = time.elapsed_secs();
    if hud.decision != duel.actions.len() {
        hud.decision = duel.actions.len();
        hud.clear_choice();
    }
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
    if keys.just_pressed(&GameKey::Rules) {
        hud.show_rules = !hud.show_rules;
    }

    // Hot seat: the curtain hides everything until the next player is alone.
    if let Some(next) = duel.curtain {
        highlights.targets.clear();
        highlights.actors.clear();
        highlights.deciding = None;
        let col = c32(theme::player_rgb(next, &settings));
        let name = duel.player_name(next);
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
                    if duel.state.turn_player == next {
                        format!("{name} — your turn.")
                    } else {
                        format!("{name} — your move.")
                    },
                    FontId::proportional(40.0),
                    col,
                );
                ui.painter().text(
                    rect.center() + egui::vec2(0.0, 10.0),
                    Align2::CENTER_CENTER,
                    "Press Enter when the other player cannot see the screen.",
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
                        egui::Button::new(RichText::new(format!("I am {name}")).size(18.0)),
                    )
                    .clicked()
                {
                    lift = true;
                }
            });
        if lift {
            duel.viewer = next;
            duel.viewer_confirmed = true;
            duel.curtain = None;
        }
        return Ok(());
    }

    let me = duel.viewer;
    let is_idle = idle(&duel, &pacing);
    let deciding = duel.state.deciding_player();
    let can_act =
        is_idle && !duel.state.is_over() && deciding == Some(me) && duel.seat(me).is_human();
    let legal = if can_act {
        duel::legal_actions(&c, &duel.state)
    } else {
        Vec::new()
    };
    let zoom = ctx.zoom_factor();
    let v = View {
        c: &c,
        duel: &duel,
        settings: settings.clone(),
        layout: layout.0,
        zoom,
        me,
        can_act,
        legal,
    };
    let mut chosen: Option<Action> = None;

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
                    ui.horizontal_centered(|ui| {
                        let h = &mut *hud;
                        side_summary(
                            ui,
                            &v,
                            opp,
                            reveal != Some(true),
                            &mut h.flights,
                            &mut h.inspect,
                        );
                        if reveal == Some(true) {
                            let names: Vec<&str> = duel
                                .state
                                .player(opp)
                                .hand
                                .iter()
                                .map(|k| c.card(k.def).name.as_str())
                                .collect();
                            ui.label(
                                RichText::new(format!("Hand: {}", names.join(" · ")))
                                    .color(c32(PARCHMENT)),
                            );
                        }
                    });
                },
            );
        });

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
                    ui.horizontal(|ui| {
                        let h = &mut *hud;
                        side_summary(ui, &v, me, false, &mut h.flights, &mut h.inspect)
                    });
                    ui.add_space(2.0);
                    if reveal == Some(false) {
                        let hidden = ui.label(
                            RichText::new(format!(
                                "Hand of {} cards, hidden",
                                duel.state.player(me).hand.len()
                            ))
                            .color(c32(DIM)),
                        );
                        hud.flights.record_spot(Spot::Hand(me), hidden.rect);
                    } else if let Some(a) = hand(ui, &v, &mut hud, &keys, now) {
                        chosen = Some(a);
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
                if let Some(a) = side_panel(
                    ui,
                    &v,
                    &mut hud,
                    &mut hint,
                    &ai,
                    &content,
                    &keys,
                    &mut pacing,
                ) {
                    chosen = Some(a);
                }
                ui.horizontal(|ui| {
                    ui.label(RichText::new(format!("Speed {}x", v.settings.speed)).color(c32(DIM)));
                    if ui.small_button("−").on_hover_text("Slower (−)").clicked() {
                        settings.slower();
                    }
                    if ui.small_button("+").on_hover_text("Faster (+)").clicked() {
                        settings.faster();
                    }
                    if ui
                        .small_button("Skip")
                        .on_hover_text("Show queued moves at once (S)")
                        .clicked()
                    {
                        pacing.skip = true;
                    }
                });
                ui.horizontal(|ui| {
                    let log_label = if settings.show_log {
                        "Hide log (L)"
                    } else {
                        "Show log (L)"
                    };
                    if ui.small_button(log_label).clicked() {
                        settings.show_log = !settings.show_log;
                    }
                    if ui.small_button("Rules (F1)").clicked() {
                        hud.show_rules = !hud.show_rules;
                    }
                    if ui.small_button("Menu").clicked() {
                        hud.pause_menu = true;
                    }
                });
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
    let watching = !duel.seats.iter().any(Seat::is_human);
    let over_ui = ctx.is_pointer_over_egui() || watching;
    let hovered = pointer.filter(|_| !over_ui).and_then(|p| {
        let world = v.layout.world_pos([p.x, p.y], zoom);
        units
            .iter()
            .map(|u| u.0.0)
            .filter(|u| duel.state.unit_alive(*u) || matches!(u, UnitId::Arc { .. }))
            .find(|u| {
                let row = follower_row(&duel, *u);
                world.distance(v.layout.unit_pos(*u, row, me)) <= v.layout.radius(*u) + 6.0
            })
    });
    let clicked = ctx.input(|i| i.pointer.primary_clicked()) && !over_ui;
    if let (Some(u), Some(p)) = (hovered, pointer) {
        unit_tooltip(&ctx, &v, u, p);
    }

    // ---- The decision.
    highlights.targets.clear();
    highlights.actors.clear();
    highlights.hovered = hovered;
    highlights.selected = hud.menu.map(|s| UnitId::arc(me, s));
    highlights.deciding = deciding.filter(|d| duel.seat(*d).is_human() || !duel.hot_seat());
    if can_act {
        if let Some(a) = decide(&ctx, &v, &mut hud, &mut highlights, hovered, clicked, &keys) {
            chosen = Some(a);
        }
    } else {
        hud.clear_choice();
        prompt(&ctx, &v, &waiting_text(&v, &ai, is_idle), None);
    }

    // ---- Menus over the duel.
    if keys.just_pressed(&GameKey::Cancel)
        && hud.menu.is_none()
        && hud.composing.is_none()
        && hud.convert.is_none()
    {
        hud.pause_menu = !hud.pause_menu;
    }
    if hud.pause_menu {
        egui::Window::new("Paused")
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
            .order(Order::Foreground)
            .show(&ctx, |ui| {
                ui.set_width(260.0);
                if ui.button("Resume").clicked() {
                    hud.pause_menu = false;
                }
                if !duel.state.is_over() && duel.seat(me).is_human() {
                    if hud.confirm_concede {
                        ui.label("Concede this duel?");
                        ui.horizontal(|ui| {
                            if ui.button("Yes, concede").clicked() {
                                chosen = Some(Action::Concede);
                                hud.pause_menu = false;
                            }
                            if ui.button("No").clicked() {
                                hud.confirm_concede = false;
                            }
                        });
                    } else if ui.button("Concede").clicked() {
                        hud.confirm_concede = true;
                    }
                }
                if ui.button("Leave to the main menu").clicked() {
                    next_screen.set(Screen::Title);
                }
            });
    }
    if let Some((p, pile)) = hud.inspect {
        let mut open = true;
        pile_window(&ctx, &v, p, pile, &mut open);
        if !open {
            hud.inspect = None;
        }
    }
    if hud.show_rules {
        let mut open = true;
        egui::Window::new("Rules of the duel")
            .open(&mut open)
            .default_size(egui::vec2(620.0, 480.0))
            .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
            .order(Order::Foreground)
            .show(&ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, rules_text);
            });
        hud.show_rules = open;
    }

    if let Some(a) = chosen {
        let player = me;
        match duel.submit(&c, player, a) {
            Ok(()) => {
                hud.clear_choice();
                hint.result = None;
            }
            Err(e) => warn!("refused: {e}"),
        }
    }
    Ok(())
}

fn follower_row(duel: &Duel, u: UnitId) -> u8 {
    match u {
        UnitId::Follower { player, uid } => duel
            .state
            .player(player)
            .followers
            .iter()
            .position(|f| f.uid == uid)
            .unwrap_or(0) as u8,
        UnitId::Arc { .. } => 0,
    }
}

/// One side's counters: ether, hand, deck, ether area, cemetery, Astral charges.
/// Records where the piles and the hand lie, for the cards that fly between them.
fn side_summary(
    ui: &mut egui::Ui,
    v: &View,
    p: PlayerId,
    show_backs: bool,
    flights: &mut Flights,
    inspect: &mut Option<(PlayerId, Pile)>,
) {
    let s = &v.duel.state;
    let ps = s.player(p);
    let col = v.player_col(p);
    let mut name = v.duel.player_name(p);
    if let Seat::Ai { .. } = v.duel.seat(p) {
        name = format!("{name} ♟");
    }
    ui.label(RichText::new(name).color(col).strong().size(16.0));
    ui.label(
        RichText::new(&v.duel.deck_names[p.index()])
            .color(c32(DIM))
            .italics(),
    );
    ui.separator();
    ui.label(
        RichText::new(format!("♦ Ether {}", ps.ether))
            .color(c32(GOLD))
            .strong(),
    )
    .on_hover_text("Ether pays for cards and skills. It empties at the end of every turn.");
    ui.separator();
    if show_backs {
        ui.label(format!("Hand {}", ps.hand.len()));
        let (r, _) = ui.allocate_exact_size(
            egui::vec2(ps.hand.len().min(8) as f32 * 9.0 + 10.0, 22.0),
            Sense::hover(),
        );
        for i in 0..ps.hand.len().min(8) {
            let card = Rect::from_min_size(
                r.min + egui::vec2(i as f32 * 9.0, 0.0),
                egui::vec2(15.0, 22.0),
            );
            ui.painter()
                .rect_filled(card, 2.0, Color32::from_rgb(40, 34, 90));
            ui.painter().rect_stroke(
                card,
                2.0,
                Stroke::new(1.0, c32(GOLD).gamma_multiply(0.7)),
                StrokeKind::Inside,
            );
        }
        flights.record_spot(Spot::Hand(p), r);
        ui.separator();
    }
    let deck = ui
        .label(format!("Deck {}", ps.deck.len()))
        .on_hover_text("When the deck runs out, it is rebuilt and you earn an Astral charge.");
    flights.record_spot(Spot::Deck(p), deck.rect);
    for (pile, label, n) in [
        (Pile::EtherArea, "Ether area", ps.ether_area.len()),
        (Pile::Cemetery, "Cemetery", ps.cemetery.len()),
    ] {
        let open = *inspect == Some((p, pile));
        let text = RichText::new(format!("{label} {n}")).underline();
        let resp = ui
            .add(
                egui::Label::new(if open { text.color(c32(GOLD)) } else { text })
                    .sense(Sense::click()),
            )
            .on_hover_text("Public: click to see its cards");
        if resp.clicked() {
            *inspect = (!open).then_some((p, pile));
        }
        let spot = match pile {
            Pile::EtherArea => Spot::EtherArea(p),
            Pile::Cemetery => Spot::Cemetery(p),
        };
        flights.record_spot(spot, resp.rect);
    }
    ui.separator();
    let charge = if ps.astral_charges > 0 {
        c32(GOLD)
    } else {
        c32(DIM)
    };
    ui.label(RichText::new(format!("Astral ★ {}", ps.astral_charges)).color(charge))
        .on_hover_text("An Astral charge lets one Arcastella use its Astral Code. Earned by rebuilding the deck.");
}

/// The cards of an open pile, oldest first (the cemetery's top last); each shows its full
/// text on hover.
fn pile_window(ctx: &egui::Context, v: &View, p: PlayerId, pile: Pile, open: &mut bool) {
    let ps = v.duel.state.player(p);
    let (what, cards) = match pile {
        Pile::EtherArea => ("ether area", &ps.ether_area),
        Pile::Cemetery => ("cemetery", &ps.cemetery),
    };
    egui::Window::new(format!("{}'s {what}", v.duel.player_name(p)))
        .id(Id::new("pile"))
        .open(open)
        .collapsible(false)
        .default_size(egui::vec2(300.0, 320.0))
        .anchor(Align2::CENTER_CENTER, egui::vec2(-SIDE_PANEL / 2.0, 0.0))
        .order(Order::Foreground)
        .show(ctx, |ui| {
            if cards.is_empty() {
                ui.label(RichText::new("No cards yet.").color(c32(DIM)));
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, k) in cards.iter().enumerate() {
                    let card = v.c.card(k.def);
                    ui.label(
                        RichText::new(format!("{}. {} ({} ether)", i + 1, card.name, card.cost))
                            .color(c32(class_col(v.c, k.def))),
                    )
                    .on_hover_ui(|ui| card_tooltip(ui, v, k.def, None));
                }
            });
        });
}

/// Draws the viewer's hand; returns an action if a card click completes one.
/// A card still flying in from the deck leaves its place empty until it lands.
fn hand(ui: &mut egui::Ui, v: &View, hud: &mut HudState, keys: &Keys, now: f32) -> Option<Action> {
    let s = &v.duel.state;
    let cards = s.player(v.me).hand.clone();
    let charge = matches!(v.decision(), Some(Decision::Charge { player }) if *player == v.me);
    let mut out = None;
    let n = cards.len().max(1) as f32;
    let avail = ui.available_width();
    let card_w = 124.0f32.min((avail - 8.0) / n - 6.0).max(70.0);
    let card_h = 164.0;
    let row = ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for (i, card) in cards.iter().enumerate() {
            if hud.flights.arriving(card.uid, now) {
                let (r, _) = ui.allocate_exact_size(egui::vec2(card_w, card_h), Sense::hover());
                ui.painter().rect_stroke(
                    r,
                    7.0,
                    Stroke::new(1.0, c32(GOLD).gamma_multiply(0.25)),
                    StrokeKind::Inside,
                );
                hud.flights.record_card(card.uid, r);
                continue;
            }
            let blocked = choose::card_blocked(v.c, s, v.me, *card, &v.legal);
            let playable = v.can_act && blocked.is_none();
            let selected = hud.convert.map(|k| k.uid) == Some(card.uid)
                || hud.composing.as_ref().is_some_and(|k| {
                    k.candidates
                        .iter()
                        .any(|a| matches!(a, Action::CastSpell { card: u, .. } if *u == card.uid))
                });
            let lift = if selected {
                14.0
            } else {
                ((i as f32 - (n - 1.0) / 2.0).abs() * 2.0).min(8.0)
            };
            let resp = card_face(
                ui,
                v,
                card.def,
                egui::vec2(card_w, card_h),
                lift,
                playable,
                selected,
                blocked.as_deref().filter(|_| v.can_act),
            );
            hud.flights.record_card(card.uid, resp.rect);
            let resp = resp.on_hover_ui(|ui| {
                card_tooltip(ui, v, card.def, blocked.as_deref().filter(|_| v.can_act))
            });
            let key = GameKey::CARDS.get(i).is_some_and(|k| keys.just_pressed(k));
            if (resp.clicked() || key) && playable {
                if charge {
                    hud.convert = Some(*card);
                    hud.focus = 0;
                    hud.composing = None;
                    hud.menu = None;
                } else {
                    let k = Composing::card(v.c, card.uid, card.def, &v.legal);
                    hud.menu = None;
                    hud.convert = None;
                    if let Step::Done(a) = k.step() {
                        out = Some(a);
                    } else {
                        hud.composing = Some(k);
                        hud.focus = 0;
                    }
                }
            }
        }
        if cards.is_empty() {
            ui.label(RichText::new("No cards in hand.").color(c32(DIM)));
        }
    });
    hud.flights.record_spot(Spot::Hand(v.me), row.response.rect);
    out
}

fn class_col(c: &DuelContent, def: CardIdx) -> [u8; 3] {
    c.card(def).class_req.map_or(SILVER, theme::class_rgb)
}

/// A card: class frame, cost gem, name, timing, effect text and flavour.
fn card_face(
    ui: &mut egui::Ui,
    v: &View,
    def: CardIdx,
    size: egui::Vec2,
    lift: f32,
    playable: bool,
    selected: bool,
    blocked: Option<&str>,
) -> egui::Response {
    let card = v.c.card(def);
    let (rect, resp) = ui.allocate_exact_size(size, Sense::click());
    let rect = rect.translate(egui::vec2(
        0.0,
        lift.min(10.0) - if resp.hovered() && playable { 8.0 } else { 0.0 },
    ));
    let p = ui.painter();
    let dim = if blocked.is_some() { 0.45 } else { 1.0 };
    let frame = c32(class_col(v.c, def)).gamma_multiply(dim);
    if playable {
        p.rect_filled(
            rect.expand(3.0),
            9.0,
            c32(GOLD).gamma_multiply(if selected { 0.9 } else { 0.45 }),
        );
    }
    p.rect_filled(
        rect,
        7.0,
        Color32::from_rgb(24, 22, 58)
            .gamma_multiply(if blocked.is_some() { 0.7 } else { 1.0 })
            .to_opaque(),
    );
    p.rect_stroke(rect, 7.0, Stroke::new(2.5, frame), StrokeKind::Inside);
    let text = c32(PARCHMENT).gamma_multiply(dim);
    // Cost gem.
    let gem = rect.left_top() + egui::vec2(14.0, 14.0);
    p.circle_filled(
        gem,
        11.0,
        Color32::from_rgb(30, 60, 140).gamma_multiply(dim),
    );
    p.circle_stroke(gem, 11.0, Stroke::new(1.5, c32(GOLD).gamma_multiply(dim)));
    p.text(
        gem,
        Align2::CENTER_CENTER,
        card.cost.to_string(),
        FontId::proportional(14.0),
        text,
    );
    // Name.
    let name = p.layout(
        card.name.clone(),
        FontId::proportional(13.0),
        text,
        rect.width() - 34.0,
    );
    p.galley(rect.left_top() + egui::vec2(28.0, 5.0), name.clone(), text);
    let mut y = rect.top() + 8.0 + name.size().y.max(18.0);
    let (icon, word) = describe::timing(card.timing);
    let mut tag = format!("{icon} {word}");
    if card.resonance_cost > 0 {
        tag.push_str(&format!(" · {}r", card.resonance_cost));
    }
    p.text(
        Pos2::new(rect.left() + 7.0, y),
        Align2::LEFT_TOP,
        tag,
        FontId::proportional(10.5),
        c32(GOLD).gamma_multiply(dim),
    );
    y += 15.0;
    let body = p.layout(
        describe::card_text(v.c, card),
        FontId::proportional(10.5),
        text,
        rect.width() - 12.0,
    );
    let body_h = body.size().y;
    p.galley(Pos2::new(rect.left() + 6.0, y), body, text);
    y += body_h + 3.0;
    if let Some(reason) = blocked {
        let r = p.layout(
            reason.to_string(),
            FontId::proportional(10.0),
            c32(DANGER),
            rect.width() - 12.0,
        );
        let ry = rect.bottom() - r.size().y - 5.0;
        p.galley(Pos2::new(rect.left() + 6.0, ry), r, c32(DANGER));
    } else if y < rect.bottom() - 26.0 {
        let fl = p.layout(
            card.flavor.clone(),
            FontId::proportional(9.5),
            c32(DIM),
            rect.width() - 12.0,
        );
        if y + fl.size().y < rect.bottom() - 4.0 {
            p.galley(
                Pos2::new(rect.left() + 6.0, rect.bottom() - fl.size().y - 5.0),
                fl,
                c32(DIM),
            );
        }
    }
    resp
}

fn card_tooltip(ui: &mut egui::Ui, v: &View, def: CardIdx, blocked: Option<&str>) {
    let card = v.c.card(def);
    ui.set_max_width(300.0);
    ui.label(
        RichText::new(&card.name)
            .strong()
            .size(16.0)
            .color(c32(class_col(v.c, def))),
    );
    let (icon, word) = describe::timing(card.timing);
    ui.label(format!("{} ether · {icon} {word}", card.cost));
    for need in describe::card_needs(card) {
        ui.label(RichText::new(need).color(c32(DIM)));
    }
    keyword_text(ui, &describe::card_text(v.c, card), c32(PARCHMENT));
    ui.label(RichText::new(&card.flavor).italics().color(c32(DIM)));
    if let Some(r) = blocked {
        ui.label(RichText::new(r).color(c32(DANGER)));
    }
    gloss_lines(ui, &describe::card_text(v.c, card));
}

/// Text whose keywords show their gloss when hovered (dotted gold underline). The keywords
/// sense clicks so that a tooltip holding them stays open while the pointer moves into it.
fn keyword_text(ui: &mut egui::Ui, text: &str, colour: Color32) {
    keyword_text_sized(ui, text, colour, None);
}

/// [`keyword_text`] at a given text size (`None`: the body size).
fn keyword_text_sized(ui: &mut egui::Ui, text: &str, colour: Color32, size: Option<f32>) {
    let sized = |t: RichText| match size {
        Some(px) => t.size(px),
        None => t,
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for (run, gloss) in describe::keyword_runs(text) {
            match gloss {
                None => {
                    ui.label(sized(RichText::new(run).color(colour)));
                }
                Some(g) => {
                    ui.add(
                        egui::Label::new(sized(RichText::new(run).color(c32(GOLD)).underline()))
                            .sense(Sense::click()),
                    )
                    .on_hover_text(g);
                }
            }
        }
    });
}

/// Tab / Shift+Tab move the keyboard focus among `n` choices (none: it stays).
fn move_focus(keys: &Keys, focus: &mut usize, n: usize) {
    if n == 0 {
        return;
    }
    if keys.just_pressed(&GameKey::NextTarget) {
        *focus = (*focus + 1) % n;
    }
    if keys.just_pressed(&GameKey::PrevTarget) {
        *focus = (*focus + n - 1) % n;
    }
}

/// Explains the keywords that appear in a text.
fn gloss_lines(ui: &mut egui::Ui, text: &str) {
    let g = describe::glosses(text);
    if g.is_empty() {
        return;
    }
    ui.separator();
    for (k, v) in g {
        ui.label(
            RichText::new(format!("{k}: {v}"))
                .size(11.5)
                .color(c32(DIM)),
        );
    }
}

/// The side panel: turn, phase track, decision, Pass and Hint.
fn side_panel(
    ui: &mut egui::Ui,
    v: &View,
    hud: &mut HudState,
    hint: &mut Hint,
    ai: &AiThinking,
    content: &DuelData,
    keys: &Keys,
    pacing: &mut Pacing,
) -> Option<Action> {
    let s = &v.duel.state;
    let mut out = None;
    ui.label(
        RichText::new(format!("Turn {} / {}", s.turn, duel::constants::TURN_LIMIT))
            .size(18.0)
            .strong(),
    );
    let tp = v.duel.player_name(s.turn_player);
    let whose = if tp == "You" {
        "Your turn".to_string()
    } else {
        format!("{tp}'s turn")
    };
    ui.label(RichText::new(whose).color(v.player_col(s.turn_player)));
    ui.add_space(4.0);
    for phase in [
        Phase::Start,
        Phase::Draw,
        Phase::Charge,
        Phase::Main,
        Phase::End,
    ] {
        let current = s.phase == phase;
        let text = if current {
            format!("▶ {}", describe::phase_name(phase))
        } else {
            format!("   {}", describe::phase_name(phase))
        };
        let rt = RichText::new(text).size(15.0);
        ui.label(if current {
            rt.color(c32(GOLD)).strong()
        } else {
            rt.color(c32(DIM))
        });
    }
    ui.add_space(6.0);
    let pass_legal = v.legal.contains(&Action::Pass);
    let pass_label = match v.decision() {
        Some(Decision::Charge { .. }) => "Done charging (P)",
        Some(Decision::StartWindow { .. }) => "Continue (P)",
        _ => "Pass (P)",
    };
    let pass = ui
        .add_enabled(
            pass_legal,
            egui::Button::new(RichText::new(pass_label).size(16.0))
                .min_size(egui::vec2(200.0, 30.0)),
        )
        .on_disabled_hover_text("Not your decision now");
    if (pass.clicked() || keys.just_pressed(&GameKey::Pass)) && pass_legal {
        out = Some(Action::Pass);
    }
    if keys.just_pressed(&GameKey::Pass) && v.legal.contains(&Action::NoBlock) {
        out = Some(Action::NoBlock);
    }
    let hint_label = if hint.thinking() {
        "Thinking…"
    } else {
        "Hint (H)"
    };
    let h = ui
        .add_enabled(
            v.can_act && !hint.thinking(),
            egui::Button::new(hint_label).min_size(egui::vec2(200.0, 26.0)),
        )
        .on_hover_text("Ask the AI for its three best moves");
    if (h.clicked() || keys.just_pressed(&GameKey::Hint)) && v.can_act {
        hint.request(v.duel, content, v.me);
    }
    if let Some(sugg) = hint.for_now(v.duel) {
        for s in sugg {
            let text = format!(
                "{} ({:.0}%)",
                v.action_text(&s.action),
                s.win_estimate * 100.0
            );
            if ui
                .add(egui::Button::new(RichText::new(text).size(12.0)).wrap())
                .on_hover_text("Play this move")
                .clicked()
                && v.legal.contains(&s.action)
            {
                out = Some(s.action);
            }
        }
    }
    if ai.busy() {
        ui.label(
            RichText::new("The AI is thinking…")
                .color(c32(DIM))
                .italics(),
        );
    }
    if !pacing.skip && !v.duel.queue_empty() {
        ui.label(
            RichText::new(format!(
                "{} to show",
                plural(v.duel.queue.len(), "move", "moves")
            ))
            .color(c32(DIM))
            .size(11.0),
        );
    }
    let _ = hud;
    ui.add_space(4.0);
    out
}

fn log_panel(ui: &mut egui::Ui, duel: &Duel, settings: &Settings) {
    ui.separator();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let start = duel.log.len().saturating_sub(300);
            for line in &duel.log[start..] {
                let col = line.player.map_or(c32(DIM), |p| {
                    c32(theme::player_rgb(p, settings))
                        .gamma_multiply(0.55)
                        .to_opaque()
                        .lerp_to_gamma(c32(PARCHMENT), 0.45)
                });
                let strong = line.text.starts_with('—');
                let rt = RichText::new(&line.text).size(11.5).color(col);
                ui.label(if strong {
                    rt.strong().color(c32(GOLD))
                } else {
                    rt
                });
            }
        });
}

fn board_labels(
    ctx: &egui::Context,
    v: &View,
    units: &Query<(
        &Unit,
        &Hp,
        &Stats,
        Option<&Tapped>,
        Option<&Resonance>,
        Option<&Fallen>,
        &Barrier,
        Option<&EquippedCode>,
        Has<Leader>,
        Option<&Arcastella>,
    )>,
    hud: &HudState,
    now: f32,
) {
    let painter = ctx.layer_painter(LayerId::background());
    let l = v.layout;
    let font = |s: f32| FontId::proportional((s * l.scale.sqrt()).max(9.0));
    for (unit, hp, stats, tapped, res, fallen, _barrier, code, leader, arc) in units.iter() {
        let row = follower_row(v.duel, unit.0);
        let pos = l.unit_pos(unit.0, row, v.me);
        let r = l.radius(unit.0);
        let top = v.screen(pos - Vec2::new(0.0, r + 17.0 * l.scale));
        let fallen = fallen.is_some_and(|f| f.0);
        let col = if fallen { c32(DIM) } else { c32(PARCHMENT) };
        let name = v.unit_name(unit.0);
        let is_arc = arc.is_some();
        let title = if leader { format!("♛ {name}") } else { name };
        let size = if is_arc { 14.0 } else { 11.0 };
        let rect = painter.text(
            top,
            Align2::CENTER_TOP,
            title,
            font(size),
            if leader && !fallen { c32(GOLD) } else { col },
        );
        let mut line = format!("HP {}/{}  DEF {}", hp.current, hp.max, stats.def);
        if stats.power != 0 {
            line.push_str(&format!("  Pow {:+}", stats.power));
        }
        if stats.ward > 0 {
            line.push_str(&format!("  Ward {}", stats.ward));
        }
        let rect2 = painter.text(
            rect.center_bottom(),
            Align2::CENTER_TOP,
            line,
            font(size - 2.5),
            col,
        );
        let mut status = Vec::new();
        if fallen {
            status.push("Fallen".to_string());
        }
        if tapped.is_some_and(|t| t.0) && !fallen {
            status.push("Tapped".into());
        }
        if let Some(a) = arc
            && a.class == crate::content::duel::Class::AuraComporta
            && !fallen
        {
            let n = res.map_or(0, |r| r.0);
            status.push(format!(
                "Res {}{}",
                "★".repeat(usize::from(n)),
                "☆".repeat(usize::from(5u8.saturating_sub(n)))
            ));
        }
        if let Some(k) = code.and_then(|k| k.0) {
            status.push(format!("🔷 {}", v.c.card(k).name));
        }
        if !status.is_empty() {
            painter.text(
                rect2.center_bottom(),
                Align2::CENTER_TOP,
                status.join("  "),
                font(size - 3.0),
                c32(GOLD).gamma_multiply(if fallen { 0.5 } else { 0.9 }),
            );
        }
    }
    // Floating numbers rise and fade.
    let fg = ctx.layer_painter(LayerId::new(Order::Foreground, Id::new("floaters")));
    for f in &hud.floaters {
        let age = now - f.born;
        if !(0.0..FLOAT_SECS).contains(&age) {
            continue;
        }
        let row = follower_row(v.duel, f.unit);
        let pos = l.unit_pos(f.unit, row, v.me) + Vec2::new(0.0, 20.0 + age * 50.0);
        let a = (1.0 - age / FLOAT_SECS).clamp(0.0, 1.0);
        let p = v.screen(pos);
        let r = fg.text(
            p,
            Align2::CENTER_CENTER,
            &f.text,
            FontId::proportional(30.0),
            c32(f.colour).gamma_multiply(a),
        );
        if !f.small.is_empty() {
            fg.text(
                r.right_center() + egui::vec2(4.0, 0.0),
                Align2::LEFT_CENTER,
                &f.small,
                FontId::proportional(14.0),
                c32(PARCHMENT).gamma_multiply(a),
            );
        }
    }
    let centre = v.screen(Vec2::new((l.min.x + l.max.x) / 2.0, l.horizon));
    if let Some((text, born, dur, big)) = &hud.banner {
        let age = now - born;
        if (0.0..*dur).contains(&age) {
            let fade = 0.3 * dur;
            let a = (1.0 - (age - (dur - fade)).max(0.0) / fade).clamp(0.0, 1.0);
            let slide = (1.0 - (age / (0.25 * dur)).min(1.0)) * -80.0;
            let (size, font) = if *big {
                (egui::vec2(420.0, 46.0), 24.0)
            } else {
                (egui::vec2(230.0, 34.0), 18.0)
            };
            let rect = Rect::from_center_size(centre + egui::vec2(slide, 0.0), size);
            fg.rect_filled(
                rect,
                8.0,
                Color32::from_rgba_unmultiplied(20, 18, 60, (220.0 * a) as u8),
            );
            fg.rect_stroke(
                rect,
                8.0,
                Stroke::new(1.5, c32(GOLD).gamma_multiply(a)),
                StrokeKind::Inside,
            );
            fg.text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(font),
                c32(GOLD).gamma_multiply(a),
            );
        }
    }
    if let Some((faces, total, born)) = &hud.dice {
        let pos = v.screen(Vec2::new(l.min.x + 90.0 * l.scale, l.horizon));
        dice::paint(&fg, pos, faces, *total, now - born);
    }
}

/// The cards in flight, above the board and the panels: a cast card waits in the middle of
/// the board, an equipped Code lands on its Arcastella.
fn fly_cards(ctx: &egui::Context, v: &View, hud: &mut HudState, now: f32) {
    let l = v.layout;
    let middle = v.screen(Vec2::new((l.min.x + l.max.x) / 2.0, l.horizon));
    let elsewhere = |z: duel::event::Zone| match z {
        duel::event::Zone::Resolving => Some(middle),
        duel::event::Zone::Equipped(u) => {
            Some(v.screen(l.unit_pos(u, follower_row(v.duel, u), v.me)))
        }
        _ => None,
    };
    let face = |card: duel::CardUid| {
        v.duel.card_def(card).map(|def| {
            let k = v.c.card(def);
            (k.name.clone(), k.cost, c32(class_col(v.c, def)))
        })
    };
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::new("flights")));
    hud.flights.paint(&painter, now, v.me, &elsewhere, &face);
}

fn unit_tooltip(ctx: &egui::Context, v: &View, u: UnitId, at: Pos2) {
    egui::Area::new(Id::new("unit_tip"))
        .order(Order::Tooltip)
        .fixed_pos(at + egui::vec2(18.0, 12.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                let s = &v.duel.state;
                match u {
                    UnitId::Arc { player, slot } => {
                        let Some(a) = s.arc(player, slot) else {
                            return;
                        };
                        let d = v.c.arc(a.def);
                        let col = c32(theme::class_rgb(d.class));
                        ui.label(
                            RichText::new(format!("{} {}", describe::class_glyph(d.class), d.name))
                                .strong()
                                .size(16.0)
                                .color(col),
                        );
                        let leader = if s.player(player).leader_slot == slot {
                            " · Leader"
                        } else {
                            ""
                        };
                        ui.label(format!(
                            "{}{leader} · HP {}/{} · DEF {}",
                            describe::class_name(d.class),
                            a.hp,
                            d.max_hp,
                            d.def
                        ));
                        for k in &d.attack_skills {
                            ui.label(format!(
                                "⚔ {} ({}): {}",
                                k.name,
                                describe::cost(k.cost, k.resonance_cost),
                                describe::attack_text(v.c, k)
                            ));
                        }
                        let sup = &d.support_skill;
                        ui.label(format!(
                            "✚ {} ({}): {}",
                            sup.name,
                            describe::cost(sup.cost, sup.resonance_cost),
                            describe::effects(v.c, &sup.effects)
                        ));
                        ui.label(format!(
                            "♛ Leader skill {}: {}",
                            d.leader_skill.name,
                            describe::effects(v.c, &d.leader_skill.effects)
                        ));
                        let ac = &d.astral_code;
                        ui.label(format!(
                            "★ Astral Code {} ({} + 1 charge): {}",
                            ac.name,
                            describe::cost(ac.cost, ac.resonance_cost),
                            describe::attack_text(v.c, ac)
                        ));
                        if !d.on_fallen.is_empty() {
                            ui.label(format!(
                                "When it falls: {}",
                                describe::effects(v.c, &d.on_fallen)
                            ));
                        }
                        ui.label(
                            RichText::new(describe::class_rule(d.class))
                                .size(12.0)
                                .color(c32(theme::class_rgb(d.class))),
                        );
                        lasting_effects(ui, s, u);
                        ui.label(RichText::new(&d.flavor).italics().color(c32(DIM)));
                        // This tooltip follows the pointer over the board, so its keywords
                        // cannot be hovered: their glosses are listed instead.
                        let skills = d.attack_skills.iter().chain([ac]);
                        let mut text: Vec<String> =
                            skills.map(|k| describe::attack_text(v.c, k)).collect();
                        text.push(describe::effects(v.c, &sup.effects));
                        text.push(describe::effects(v.c, &d.leader_skill.effects));
                        text.push(format!("DEF Astral Code {}", describe::class_rule(d.class)));
                        gloss_lines(ui, &text.join(" "));
                    }
                    UnitId::Follower { player, uid } => {
                        let Some(f) = s.player(player).follower(uid) else {
                            return;
                        };
                        let d = v.c.follower(f.def);
                        ui.label(RichText::new(&d.name).strong().size(15.0));
                        ui.label(format!(
                            "Follower · HP {}/{} · DEF {}",
                            f.hp, d.max_hp, d.def
                        ));
                        ui.label(format!(
                            "Pulse (start of its owner's turn): {}",
                            describe::effects(v.c, &d.pulse)
                        ));
                        if !d.on_ko.is_empty() {
                            ui.label(format!(
                                "When defeated: {}",
                                describe::effects(v.c, &d.on_ko)
                            ));
                        }
                        lasting_effects(ui, s, u);
                        ui.label(RichText::new(&d.flavor).italics().color(c32(DIM)));
                        let pulse = describe::effects(v.c, &d.pulse);
                        let ko = describe::effects(v.c, &d.on_ko);
                        gloss_lines(ui, &format!("follower DEF {pulse} {ko}"));
                    }
                }
            });
        });
}

/// The continuous effects a unit bears, with how long they last.
fn lasting_effects(ui: &mut egui::Ui, s: &crate::rules::duel::State, u: UnitId) {
    use crate::rules::duel::ContinuousBody;
    for c in s.continuous.iter().filter(|c| c.bearer == Some(u)) {
        let what = match &c.body {
            ContinuousBody::Modifier(m) => describe::stat(*m),
            ContinuousBody::Periodic(_) => "a recurring effect".into(),
        };
        ui.label(
            RichText::new(format!("Lasting: {what} ({} more tick(s))", c.remaining))
                .size(12.0)
                .color(c32(GOLD)),
        );
    }
}

/// The one-line prompt at the horizon, with optional buttons below it.
fn prompt(
    ctx: &egui::Context,
    v: &View,
    text: &str,
    buttons: Option<&mut dyn FnMut(&mut egui::Ui)>,
) {
    if text.is_empty() && buttons.is_none() {
        return;
    }
    // A bare prompt sits mid-horizon; one with choices moves to the right, clear of the
    // Arcastella.
    let (at, pivot) = if buttons.is_some() {
        (
            Vec2::new(v.layout.max.x - 12.0, v.layout.horizon),
            Align2::RIGHT_CENTER,
        )
    } else {
        (
            Vec2::new((v.layout.min.x + v.layout.max.x) / 2.0, v.layout.horizon),
            Align2::CENTER_CENTER,
        )
    };
    egui::Area::new(Id::new(("prompt", buttons.is_some())))
        .order(Order::Middle)
        .pivot(pivot)
        .fixed_pos(v.screen(at))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(18, 16, 52, 225))
                .stroke(Stroke::new(1.0, c32(GOLD).gamma_multiply(0.6)))
                .corner_radius(CornerRadius::same(8))
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        if !text.is_empty() {
                            // A prompt's keywords (DEF in a block prompt, ether while
                            // charging) are explained when it is hovered.
                            let label = ui.label(RichText::new(text).size(16.0).color(c32(GOLD)));
                            let glosses = describe::glosses(text);
                            if !glosses.is_empty() {
                                label.on_hover_ui(|ui| {
                                    for (k, g) in glosses {
                                        ui.label(format!("{k}: {g}"));
                                    }
                                });
                            }
                        }
                        if let Some(b) = buttons {
                            ui.horizontal_wrapped(|ui| b(ui));
                        }
                    });
                });
        });
}

fn waiting_text(v: &View, ai: &AiThinking, is_idle: bool) -> String {
    let s = &v.duel.state;
    if s.is_over() {
        return String::new();
    }
    match s.deciding_player() {
        // A replay's seat does not think: its next move is in the file.
        Some(p) if matches!(v.duel.seat(p), Seat::Recorded { .. }) && is_idle => {
            format!("{} to move", v.duel.player_name(p))
        }
        Some(p) if !v.duel.seat(p).is_human() && (ai.busy() || is_idle) => {
            format!("{} is thinking…", v.duel.player_name(p))
        }
        _ => String::new(),
    }
}

/// The viewer's decision: charge, main phase menus, targets, block.
fn decide(
    ctx: &egui::Context,
    v: &View,
    hud: &mut HudState,
    highlights: &mut Highlights,
    hovered: Option<UnitId>,
    clicked: bool,
    keys: &Keys,
) -> Option<Action> {
    let mut out = None;
    let decision = v.decision()?.clone();
    if keys.just_pressed(&GameKey::Cancel)
        && (hud.menu.is_some() || hud.composing.is_some() || hud.convert.is_some())
    {
        hud.clear_choice();
        return None;
    }
    match decision {
        Decision::Block { attack, .. } => {
            let attacker = v.unit_name(attack.attacker);
            let what = v.duel.source_name(v.c, attack.source);
            let target = v.unit_name(attack.target);
            let taken =
                choose::damage_taken(v.c, &v.duel.state, attack.target, attack.amount, false);
            highlights.targets.push(attack.target);
            let mut options: Vec<(Action, String)> = vec![(
                Action::NoBlock,
                format!("No block — {target} would take {taken}"),
            )];
            for a in &v.legal {
                if let Action::Block { blocker } = a {
                    let unit = UnitId::arc(v.me, *blocker);
                    highlights.targets.push(unit);
                    let t = choose::damage_taken(v.c, &v.duel.state, unit, attack.amount, true);
                    options.push((
                        *a,
                        format!("Block with {} — it would take {t}", v.unit_name(unit)),
                    ));
                }
            }
            let title = format!(
                "{attacker}'s {what} hits {target} for {} before DEF. Block?",
                attack.amount
            );
            move_focus(keys, &mut hud.focus, options.len());
            if keys.just_pressed(&GameKey::Confirm) {
                out = options.get(hud.focus).map(|o| o.0);
            }
            if clicked
                && let Some(h) = hovered
                && let UnitId::Arc { player, slot } = h
                && player == v.me
                && v.legal.contains(&Action::Block { blocker: slot })
            {
                out = Some(Action::Block { blocker: slot });
            }
            let focus = hud.focus;
            prompt(
                ctx,
                v,
                &title,
                Some(&mut |ui: &mut egui::Ui| {
                    ui.vertical(|ui| {
                        for (i, (a, label)) in options.iter().enumerate() {
                            let mut b = egui::Button::new(RichText::new(label).size(15.0));
                            if i == focus {
                                b = b.stroke(Stroke::new(1.5, c32(GOLD)));
                            }
                            if ui.add(b).clicked() {
                                out = Some(*a);
                            }
                        }
                    });
                }),
            );
        }
        Decision::Charge { .. } => {
            if let Some(card) = hud.convert {
                let def = v.c.card(card.def);
                let mut opts: Vec<(Action, String)> = Vec::new();
                for a in &v.legal {
                    if let Action::ConvertEther {
                        card: uid,
                        use_ether_effect,
                    } = a
                        && *uid == card.uid
                    {
                        let label = if *use_ether_effect {
                            format!(
                                "Convert (+{} ether) and trigger: {}",
                                def.cost,
                                def.ether_effect
                                    .as_deref()
                                    .map_or(String::new(), |e| describe::effects(v.c, e))
                            )
                        } else {
                            format!("Convert for +{} ether", def.cost)
                        };
                        opts.push((*a, label));
                    }
                }
                if opts.len() == 1 && def.ether_effect.is_none() {
                    hud.convert = None;
                    return Some(opts[0].0);
                }
                // Tab / Shift+Tab choose among the ways, Enter converts.
                if !opts.is_empty() {
                    move_focus(keys, &mut hud.focus, opts.len());
                    if keys.just_pressed(&GameKey::Confirm) {
                        out = opts.get(hud.focus).map(|o| o.0);
                    }
                }
                let focus = hud.focus;
                let mut cancel = false;
                prompt(
                    ctx,
                    v,
                    &format!("Convert {} into ether?", def.name),
                    Some(&mut |ui: &mut egui::Ui| {
                        ui.vertical(|ui| {
                            for (i, (a, label)) in opts.iter().enumerate() {
                                let mut b =
                                    egui::Button::new(RichText::new(label).size(14.0)).wrap();
                                if i == focus {
                                    b = b.stroke(Stroke::new(1.5, c32(GOLD)));
                                }
                                if ui.add(b).clicked() {
                                    out = Some(*a);
                                }
                            }
                            if def.ether_effect.is_some()
                                && !opts.iter().any(|(a, _)| {
                                    matches!(
                                        a,
                                        Action::ConvertEther {
                                            use_ether_effect: true,
                                            ..
                                        }
                                    )
                                })
                            {
                                ui.label(
                                    RichText::new("Its ether effect is spent for this turn.")
                                        .color(c32(DIM)),
                                );
                            }
                            if ui.button("Cancel (Esc)").clicked() {
                                cancel = true;
                            }
                        });
                    }),
                );
                if cancel {
                    hud.convert = None;
                }
            } else {
                prompt(
                    ctx,
                    v,
                    "Charge Phase: click a card to convert it into ether, or press Done charging.",
                    None,
                );
            }
        }
        Decision::StartWindow { .. } | Decision::Priority { .. } => {
            let priority = matches!(decision, Decision::Priority { .. });
            // Arcastella that can act glow softly; Q/W/E or a click opens their menu.
            for slot in (0..3u8).filter(|_| hud.composing.is_none()) {
                if v.legal.iter().any(|a| matches!(a, Action::UseAttackSkill { user, .. } | Action::UseSupportSkill { user, .. } | Action::UseAstralCode { user, .. } if *user == slot)) {
                    highlights.actors.push(UnitId::arc(v.me, slot));
                }
            }
            if let Some(k) = hud.composing.clone() {
                let mut k = k;
                let step = k.step();
                let (text, units): (String, Vec<UnitId>) = match &step {
                    Step::Caster(slots) => (
                        format!("Choose who casts {}", k.what),
                        slots.iter().map(|s| UnitId::arc(v.me, *s)).collect(),
                    ),
                    Step::Target(ts) => (format!("Choose a target for {}", k.what), ts.clone()),
                    _ => (String::new(), Vec::new()),
                };
                highlights.targets.extend(units.iter().copied());
                if !units.is_empty() {
                    move_focus(keys, &mut hud.focus, units.len());
                    highlights.selected = units.get(hud.focus).copied();
                }
                let mut pick: Option<UnitId> = None;
                if keys.just_pressed(&GameKey::Confirm) {
                    pick = units.get(hud.focus).copied();
                }
                if clicked && let Some(h) = hovered.filter(|h| units.contains(h)) {
                    pick = Some(h);
                }
                let mut cancel = false;
                let names: Vec<(UnitId, String)> =
                    units.iter().map(|u| (*u, v.unit_name(*u))).collect();
                prompt(
                    ctx,
                    v,
                    &text,
                    Some(&mut |ui: &mut egui::Ui| {
                        for (u, n) in &names {
                            if ui.button(n).clicked() {
                                pick = Some(*u);
                            }
                        }
                        if ui.button("Cancel (Esc)").clicked() {
                            cancel = true;
                        }
                    }),
                );
                if cancel {
                    hud.clear_choice();
                    return None;
                }
                if let Some(u) = pick {
                    match step {
                        Step::Caster(_) => {
                            if let UnitId::Arc { slot, .. } = u {
                                k.pick_caster(slot);
                            }
                        }
                        _ => k.pick_target(u),
                    }
                    hud.focus = 0;
                    if let Step::Done(a) = k.step() {
                        hud.composing = None;
                        return Some(a);
                    }
                    hud.composing = Some(k);
                }
                return out;
            }
            for (i, key) in GameKey::ARCS.iter().enumerate() {
                if keys.just_pressed(key) && priority {
                    hud.menu = Some(i as u8);
                    hud.convert = None;
                    hud.focus = 0;
                }
            }
            if clicked {
                match hovered {
                    Some(UnitId::Arc { player, slot }) if player == v.me && priority => {
                        hud.menu = Some(slot);
                        hud.focus = 0;
                    }
                    _ => hud.menu = None,
                }
            }
            let text = if priority {
                if v.duel.state.turn_player == v.me {
                    "Your move: play a card, click an Arcastella (Q/W/E) to act, or pass."
                } else {
                    "The opponent's turn: you may answer with an Opponent's turn or Any time card or skill, or pass."
                }
            } else {
                "Turn start: cast a turn-start card, or continue."
            };
            if let Some(slot) = hud.menu {
                let unit = UnitId::arc(v.me, slot);
                let opts = choose::arc_options(v.c, &v.duel.state, v.me, slot, &v.legal);
                let pos = v.screen(
                    v.layout.unit_pos(unit, 0, v.me)
                        + Vec2::new(v.layout.radius(unit) + 10.0, v.layout.radius(unit)),
                );
                let mut close = false;
                // Tab / Shift+Tab move among the usable options, Enter takes one.
                let usable: Vec<usize> = (0..opts.len())
                    .filter(|i| opts[*i].blocked.is_none())
                    .collect();
                move_focus(keys, &mut hud.focus, usable.len());
                let focused = usable.get(hud.focus % usable.len().max(1)).copied();
                let take = keys.just_pressed(&GameKey::Confirm);
                egui::Window::new(format!("{} acts", v.unit_name(unit)))
                    .id(Id::new("arc_menu"))
                    .collapsible(false)
                    .resizable(false)
                    .fixed_pos(pos)
                    .pivot(Align2::LEFT_BOTTOM)
                    .order(Order::Foreground)
                    .show(ctx, |ui| {
                        ui.set_max_width(330.0);
                        for (i, o) in opts.iter().enumerate() {
                            let enabled = o.blocked.is_none();
                            let mut button = egui::Button::new(
                                RichText::new(&o.label).size(14.0).color(if enabled {
                                    c32(GOLD)
                                } else {
                                    c32(DIM)
                                }),
                            )
                            .wrap();
                            if focused == Some(i) {
                                button = button.stroke(Stroke::new(1.5, c32(GOLD)));
                            }
                            let b = ui.add_enabled(enabled, button);
                            keyword_text_sized(
                                ui,
                                &o.detail,
                                if enabled { c32(PARCHMENT) } else { c32(DIM) },
                                Some(11.5),
                            );
                            if let Some(r) = &o.blocked {
                                ui.label(RichText::new(r).size(11.0).color(c32(DANGER)));
                            }
                            if b.clicked() || (take && focused == Some(i)) {
                                let k = Composing {
                                    what: o
                                        .label
                                        .split(" — ")
                                        .next()
                                        .unwrap_or(&o.label)
                                        .to_string(),
                                    candidates: v
                                        .legal
                                        .iter()
                                        .filter(|a| o.kind.matches(slot, a))
                                        .copied()
                                        .collect(),
                                };
                                if let Step::Done(a) = k.step() {
                                    out = Some(a);
                                } else {
                                    hud.composing = Some(k);
                                    hud.focus = 0;
                                }
                                close = true;
                            }
                            ui.add_space(3.0);
                        }
                        if ui.button("Close (Esc)").clicked() {
                            close = true;
                        }
                    });
                if close {
                    hud.menu = None;
                }
                let _ = OptionKind::Support;
            }
            prompt(ctx, v, text, None);
        }
    }
    out
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}
