//! The bottom of the screen: the shown side's hand as cards in their three colours, each
//! with the bonus it gives when spent (G-24.3); and, while a person decides, what the
//! decision is, the core's menu for it step by step with the focus drawn, an entry that
//! cannot be taken greyed with the core's reason, the odds of the picked attack or
//! reaction, and Hint, Undo and Skip.

use bevy_egui::egui::{self, Color32, RichText, Stroke, vec2};

use super::choice::{Press, needs_confirmation};
use super::scene::{Acts, Scene};
use super::{looks, odds_view};
use crate::app::grail::session::GrailChoice;
use crate::app::session::{Rewind, Seat};
use crate::app::theme::Tip;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32, card_rgb, lines};
use crate::content::grail::CardType;
use crate::rules::grail::menu::{Label, MenuItem};
use crate::rules::grail::{
    ARTS_MP, Action, AttackKind, AttackMode, BUSTER_BONUS, CheckPurpose, DecisionKind, FactionId,
    Offer, QUICK_BONUS, Warning, defense_card, spends_last_command_spells, warnings,
};
use crate::tr;

const HEIGHT: f32 = 292.0;
/// In the city, where the map needs the room.
const CITY_HEIGHT: f32 = 196.0;
/// The width of an entry of the city's menu, which stands in columns.
const MENU_COLUMN: f32 = 300.0;

/// `with_hand`: in a combat, the shown side's cards come first.
pub fn draw(root: &mut egui::Ui, scene: &Scene, acts: &mut Acts, with_hand: bool) {
    egui::Panel::bottom("combat_bottom")
        .exact_size(super::room::height(
            root,
            if with_hand { HEIGHT } else { CITY_HEIGHT },
        ))
        .frame(
            egui::Frame::NONE
                .fill(Color32::from_rgba_unmultiplied(10, 10, 30, 230))
                .inner_margin(8.0),
        )
        .show(root, |ui| {
            ui.horizontal_top(|ui| {
                if with_hand {
                    hand(ui, scene);
                    ui.separator();
                }
                match deciding(scene) {
                    Some(f) => choices(ui, scene, acts, f, !with_hand),
                    None => waiting(ui, scene, acts),
                }
            });
        });
}

/// The person shown, when it is theirs to decide now and the screen may show their menu.
pub fn deciding(scene: &Scene) -> Option<FactionId> {
    scene.session.human_to_decide().filter(|&f| {
        scene.secrets() && f == scene.session.shown.seat && !scene.session.state.is_over()
    })
}

/// The shown side's cards, each with its bonus written on it.
fn hand(ui: &mut egui::Ui, scene: &Scene) {
    let f = scene.session.shown.seat;
    let sides = scene.sides();
    let cards = sides
        .iter()
        .find(|s| s.faction == f)
        .and_then(|s| s.hand.cards)
        .filter(|_| scene.secrets() && !scene.table.see_all);
    ui.vertical(|ui| {
        ui.set_width(super::room::width(ui, 250.0));
        theme::label(
            ui,
            RichText::new(tr!("combat-your-hand"))
                .color(c32(GOLD))
                .strong(),
        );
        let Some(cards) = cards else {
            theme::label(ui, RichText::new(tr!("combat-hand-none")).color(c32(DIM)));
            return;
        };
        let mut kinds = Vec::new();
        for (k, n) in [
            (CardType::Buster, cards.buster),
            (CardType::Arts, cards.arts),
            (CardType::Quick, cards.quick),
        ] {
            kinds.extend(std::iter::repeat_n(k, usize::from(n)));
        }
        if kinds.is_empty() {
            theme::label(ui, RichText::new(tr!("combat-hand-empty")).color(c32(DIM)));
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = vec2(4.0, 4.0);
            for k in kinds {
                let (rect, resp) = ui.allocate_exact_size(vec2(44.0, 66.0), egui::Sense::hover());
                let bonus = match k {
                    CardType::Buster => tr!("combat-card-buster-bonus", n = BUSTER_BONUS),
                    CardType::Arts => tr!("combat-card-arts-bonus", n = ARTS_MP),
                    CardType::Quick => tr!("combat-card-quick-bonus", n = QUICK_BONUS),
                };
                looks::card(ui.painter(), rect, k, &bonus, c32(card_rgb(k)), false);
                resp.tip(card_tip(scene, k));
            }
        });
    });
}

/// A card in the hand: what it attacks with and adds, and which attack it answers (G-24.3,
/// G-27.1: Buster is answered by Quick, Arts by Buster, Quick by Arts).
fn card_tip(scene: &Scene, k: CardType) -> String {
    let w = scene.words();
    let answers = CardType::ALL
        .into_iter()
        .find(|a| defense_card(AttackKind::of_card(*a)) == Some(k))
        .map_or_else(String::new, |a| w.card(a));
    let (id, n) = match k {
        CardType::Buster => ("combat-card-tip-buster", BUSTER_BONUS),
        CardType::Arts => ("combat-card-tip-arts", ARTS_MP),
        CardType::Quick => ("combat-card-tip-quick", QUICK_BONUS),
    };
    tr!(id, card = w.card(k), answers = answers, n = n)
}

/// Who is deciding, when it is not the person shown; the person can still take back their
/// last choice while the AIs answer it.
fn waiting(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts) {
    let s = &scene.session;
    ui.vertical(|ui| {
        ui.horizontal(|ui| rewind_buttons(ui, scene, acts));
        let text = match s.state.deciding() {
            None => tr!("combat-nobody-decides"),
            Some(f) => match s.seat(f) {
                Seat::Ai { .. } => tr!("combat-ai-thinking", name = scene.words().faction(f)),
                _ => tr!("combat-waiting-for", name = scene.words().faction(f)),
            },
        };
        theme::label(ui, RichText::new(text).color(c32(DIM)).size(16.0));
    });
}

/// What the decision is, in words.
fn prompt(scene: &Scene, kind: &DecisionKind) -> String {
    let w = scene.words();
    match kind {
        DecisionKind::MainAction { actor } => tr!("combat-prompt-main", actor = w.actor(*actor)),
        DecisionKind::Reaction {
            attacker,
            is_np,
            kind,
            mode,
            range,
            np_name,
            ..
        } => {
            let how = match (is_np, np_name, kind.card()) {
                // G-29.3.1: fired, the NP names itself, in the shown language.
                (true, Some(n), _) => w.fired_np(*attacker, n),
                (_, _, Some(card)) => w.card(card),
                _ => tr!("combat-luck-attack"),
            };
            let mode = match mode {
                AttackMode::Melee => tr!("combat-mode-melee"),
                AttackMode::Ranged => tr!("combat-mode-ranged"),
            };
            tr!(
                "combat-prompt-reaction",
                attacker = w.actor(*attacker),
                how = how,
                mode = mode,
                range = *range
            )
        }
        DecisionKind::RoundStartWindow => tr!("combat-prompt-round-start"),
        DecisionKind::CombatStartWindow => tr!("combat-prompt-combat-start"),
        DecisionKind::OwnTurnStartWindow => tr!("combat-prompt-own-turn"),
        // G-23.4, G-23.5: whose roll it was, and in which check.
        DecisionKind::CriticalChoice { check, attacker } => tr!(
            "combat-prompt-critical",
            check = check_word(*check),
            attacker = w.actor(*attacker)
        ),
        DecisionKind::FumbleHpOrMp { check, attacker } => tr!(
            "combat-prompt-fumble",
            check = check_word(*check),
            attacker = w.actor(*attacker)
        ),
        DecisionKind::InterventionPrompt { participants, .. } => {
            let who: Vec<String> = participants.iter().map(|f| w.faction(*f)).collect();
            tr!("combat-prompt-intervene", who = who.join(", "))
        }
        DecisionKind::PriorityPrompt { response_pass } => {
            if *response_pass {
                // G-9: the declarations are public as they are made; the answer is asked
                // with them named, not after the fact in the log.
                let made: Vec<String> = scene
                    .session
                    .state
                    .priority_decls
                    .iter()
                    .map(|d| w.priority_decl(d))
                    .collect();
                tr!("war-prompt-priority-response", made = made.join(" "))
            } else {
                tr!("war-prompt-priority")
            }
        }
        DecisionKind::Declaration { engaged } => {
            // G-9: engaged by public declarations, which the prompt names.
            let me = scene.session.state.pending.as_ref().map(|d| d.faction);
            let by: Vec<String> = scene
                .session
                .state
                .priority_decls
                .iter()
                .filter(|d| me.is_some_and(|f| d.engages(f)))
                .map(|d| w.priority_decl(d))
                .collect();
            if *engaged && !by.is_empty() {
                tr!("war-prompt-declaration-engaged-by", made = by.join(" "))
            } else if *engaged {
                tr!("war-prompt-declaration-engaged")
            } else {
                tr!("war-prompt-declaration")
            }
        }
        DecisionKind::Targeted { declarations, .. } => {
            let by: Vec<String> = declarations.iter().map(|d| w.faction(d.by())).collect();
            tr!("war-prompt-targeted", by = by.join(", "))
        }
        DecisionKind::NormalResolutionPrompt => tr!("war-prompt-resolution"),
        DecisionKind::NegotiationOffer { target } => {
            tr!("war-prompt-offer", target = w.faction(*target))
        }
        DecisionKind::NegotiationAnswer { from, offer } => tr!(
            "war-prompt-answer",
            from = w.faction(*from),
            offer = offer_word(*offer)
        ),
        DecisionKind::AfterDecline { declined_by, offer } => tr!(
            "war-prompt-after-decline",
            by = w.faction(*declined_by),
            offer = offer_word(*offer)
        ),
        DecisionKind::AmbushResponse { ambusher } => {
            tr!("war-prompt-ambushed", by = w.faction(*ambusher))
        }
    }
}

/// A warning of the core's, in words.
/// G-25.2: an attack or phantasm the entry takes that moves first, where the menu did not
/// ask where from (the rules left one place), says so on the entry: melee on a target a
/// district away moved its servant without a word.
/// `label`: the last step's, which may already say it.
fn moves_first(words: &crate::app::grail::words::Words, label: &Label, a: &Action) -> String {
    let path = match a {
        Action::Attack { pre_move, .. } | Action::FireNp { pre_move, .. } => pre_move,
        _ => return String::new(),
    };
    match path.last() {
        Some(&to) if label.id != "grail-menu-after-move" => {
            tr!("combat-moves-first", district = words.district(to))
        }
        _ => String::new(),
    }
}

/// The selector word of a check's purpose in the critical and fumble prompts.
fn check_word(c: CheckPurpose) -> &'static str {
    match c {
        CheckPurpose::Hit => "hit",
        CheckPurpose::NpHit => "np",
        CheckPurpose::Reaction => "reaction",
    }
}

fn warning_text(w: Warning) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    match w {
        Warning::WillSleep {
            tonight,
            last_day,
            engaged,
        } => {
            tr!(
                "war-warn-sleep",
                tonight = yes(tonight),
                last = yes(last_day),
                engaged = yes(engaged)
            )
        }
        Warning::Upkeep { need, have } => tr!("war-warn-upkeep", need = need, have = have),
        Warning::EngagedMove => tr!("war-warn-engaged-move"),
    }
}

/// G-8.4: the time left to decide, red in its last half minute, and what comes at zero.
fn clock(ui: &mut egui::Ui, left: u32) {
    let colour = if left <= 30 { DANGER } else { PARCHMENT };
    let time = format!("{}:{:02}", left / 60, left % 60);
    theme::label(
        ui,
        RichText::new(tr!("war-clock", time = time))
            .color(c32(colour))
            .strong()
            .size(15.0),
    )
    .tip(tr!("war-clock-tip"));
}

/// An offer's name in a prompt (G-11.3).
fn offer_word(o: Offer) -> &'static str {
    match o {
        Offer::Truce => "truce",
        Offer::Alliance => "alliance",
        Offer::IntelExchange => "intel",
        Offer::Fight => "fight",
    }
}

/// `wide`: the city's bottom, as wide as the window and short, lays the entries out in
/// columns so that more of them are in sight at once.
fn choices(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts, f: FactionId, wide: bool) {
    let s = &scene.session;
    let c = &scene.content.0;
    acts.ui.follow(c, &s.state, s.actions.len());
    let words = scene.words();
    ui.vertical(|ui| {
        let width = if wide {
            ui.available_width() * 0.72
        } else {
            super::room::width(ui, 360.0)
        };
        let columns = if wide {
            ((width / MENU_COLUMN) as usize).clamp(1, 3)
        } else {
            1
        };
        // The prompt runs over the menu and the odds beside it: one line where a column
        // would take two, and the menu keeps the height for its entries.
        if let Some(d) = &s.state.pending {
            // The clock, where the game has one, leads the prompt's line: a line of its own
            // would take a menu entry's room at 1.5.
            ui.horizontal_top(|ui| {
                if let Some(left) = scene.clock.shown(s) {
                    clock(ui, left);
                }
                // In a column of its own beside the clock, so that a long prompt (the
                // declarations it answers, named) wraps instead of running off the edge.
                ui.vertical(|ui| {
                    let text = lines(
                        ui,
                        &prompt(scene, &d.kind),
                        &egui::FontId::proportional(15.0),
                    );
                    theme::label(ui, RichText::new(text).color(c32(GOLD)).size(15.0));
                });
            });
        }
        let trail: Vec<String> = acts.ui.trail().iter().map(|l| words.label(l)).collect();
        if !trail.is_empty() {
            ui.horizontal(|ui| {
                if ui.small_button(tr!("combat-back")).clicked() {
                    acts.ui.back();
                }
                theme::label(ui, RichText::new(trail.join(" › ")).color(c32(DIM)).small());
            });
        }
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(width);
                let mut pressed = None;
                // The row of Confirm and Hint stays below the menu, in sight: the menu scrolls
                // rather than push it off the panel (a panel that overflows shifts the others).
                let buttons_row = if wide {
                    0.0
                } else {
                    ui.spacing().interact_size.y + 2.0 * ui.spacing().item_spacing.y + 8.0
                };
                let menu_height = (ui.available_height() - buttons_row).max(24.0);
                // Each step of the menu opens at its top.
                let step = (s.actions.len(), acts.ui.trail().len());
                egui::ScrollArea::vertical()
                    .id_salt(("combat_menu", step))
                    .max_height(menu_height)
                    .min_scrolled_height(menu_height)
                    .show(ui, |ui| {
                        let entries = acts.ui.entries().to_vec();
                        let gap = ui.spacing().item_spacing.x;
                        let entry_w =
                            (ui.available_width() - gap * (columns as f32 - 1.0)) / columns as f32;
                        for (r, row) in entries.chunks(columns).enumerate() {
                            ui.horizontal_top(|ui| {
                                for (k, e) in row.iter().enumerate() {
                                    let i = r * columns + k;
                                    let tip = super::tips::tip(scene, f, e);
                                    let resp = entry(ui, (&words, tip), acts, i, e, entry_w);
                                    if i == acts.ui.focus {
                                        show_focus(ui, &resp, (step, i));
                                    }
                                    if resp.clicked() {
                                        pressed = Some(i);
                                    }
                                    if pointed(ui, &resp) && i != acts.ui.focus {
                                        acts.ui.focus = i;
                                    }
                                }
                            });
                        }
                    });
                if let Some(i) = pressed {
                    press(acts, f, i);
                }
                if !wide {
                    action_row(ui, scene, acts, f);
                }
            });
            ui.separator();
            ui.vertical(|ui| {
                // The city's short panel gives the menu its whole height: the row goes on
                // top of the column beside it.
                if wide {
                    action_row(ui, scene, acts, f);
                }
                // What stands beside the menu scrolls as one in a short panel (the city's at
                // UI scale 1.5): a panel that overflows pushes over the others. No taller
                // than the room left, however little: egui's least height for a scrolling
                // list (64 points) ran the Hint's last line past the panel's edge.
                let room = ui.available_height().max(0.0);
                // Each entry's odds open at their top (the headline), not where the last
                // ones were scrolled to.
                let shown = (
                    s.actions.len(),
                    acts.ui.path.clone(),
                    acts.ui.focus,
                    acts.ui.picked.is_some(),
                );
                egui::ScrollArea::vertical()
                    .id_salt(("combat_beside", shown))
                    .max_height(room)
                    .min_scrolled_height(room)
                    .show(ui, |ui| beside_menu(ui, scene, acts, &words));
            });
        });
    });
}

/// Beside the menu: the Hint's suggestions, then what the picked action is (a command
/// spell's effect and cost) and its odds, or the odds of the answers to an attack.
fn beside_menu(
    ui: &mut egui::Ui,
    scene: &Scene,
    acts: &mut Acts,
    words: &crate::app::grail::words::Words,
) {
    // What the person's side is heading for, before it decides (the core's warnings):
    // first in the column, which scrolls, so that the short city panel keeps its height.
    let f = scene.session.shown.seat;
    for w in warnings(&scene.content.0, &scene.session.state, f) {
        theme::label(ui, RichText::new(warning_text(w)).color(c32(DANGER)));
    }
    hint_lines(ui, scene, acts);
    let picked = acts.ui.picked.clone();
    if let Some(Action::UseCommandSpell { spell }) = &picked {
        let (name, about) = words.command_spell(spell);
        theme::label(ui, RichText::new(name).color(c32(GOLD)).size(16.0));
        theme::label(ui, RichText::new(about).color(c32(PARCHMENT)));
        theme::label(
            ui,
            RichText::new(tr!("combat-spell-cost", n = spell.cost())).color(c32(DANGER)),
        );
        // G-33.3: said before it is confirmed, not learned from the log after.
        if spends_last_command_spells(&scene.session.state, f, spell) {
            theme::label(
                ui,
                RichText::new(tr!("combat-warn-last-spell")).color(c32(DANGER)),
            );
        }
    }
    let reacting = scene
        .session
        .state
        .pending
        .as_ref()
        .is_some_and(|d| matches!(d.kind, DecisionKind::Reaction { .. }));
    let game = (&*scene.content.0, &*scene.session, words);
    if picked.is_some() || reacting {
        odds_view::draw(ui, game, &mut acts.odds, picked.as_ref(), None);
    } else if let Some((best, n)) = acts.odds.ahead(game.0, game.1, &acts.ui) {
        // The odds from the first step of an attack: of the attack the focused entry is,
        // or of the best one it leads to, with the steps to it named.
        let head = if n == 1 {
            tr!("combat-odds-ahead-one")
        } else {
            // The steps below the focused entry, which names itself beside the odds.
            let below = acts.ui.trail().len() + 1;
            let path = acts.ui.path_to(&best);
            let steps: Vec<String> = path.iter().skip(below).map(|l| words.label(l)).collect();
            let first = path
                .last()
                .map(|l| moves_first(words, l, &best))
                .unwrap_or_default();
            tr!(
                "combat-odds-ahead-best",
                n = n,
                path = format!("{}{first}", steps.join(" › "))
            )
        };
        odds_view::draw(ui, game, &mut acts.odds, Some(&best), Some(&head));
    }
}

/// The picked action waiting for its confirmation, Hint, and undo and redo.
fn action_row(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts, f: FactionId) {
    ui.horizontal_wrapped(|ui| {
        if let Some(a) = acts.ui.picked.clone() {
            let label = if needs_confirmation(&a) {
                tr!("combat-confirm")
            } else {
                tr!("combat-take")
            };
            let b = egui::Button::new(RichText::new(label).color(c32(GOLD)).size(16.0))
                .stroke(Stroke::new(2.0, c32(GOLD)));
            if ui.add(b).clicked() {
                let p = acts.ui.confirm();
                take(acts, f, p);
            }
        }
        hint(ui, scene, acts, f);
        rewind_buttons(ui, scene, acts);
    });
}

/// Whether the pointer is moved onto `resp` this frame. Only a moving pointer takes the
/// focus: one left still where the last person clicked is no choice, and in hot seat the
/// next person's menu would open focused on where that person went.
pub fn pointed(ui: &egui::Ui, resp: &egui::Response) -> bool {
    resp.hovered() && ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO)
}

/// Scrolls the menu to its focused entry whenever the focus or the step changes (the
/// focus may start on Done, below the fold), and leaves the scrolling to the player
/// otherwise.
fn show_focus(ui: &egui::Ui, resp: &egui::Response, at: ((usize, usize), usize)) {
    let id = egui::Id::new("combat_menu_focus_shown");
    let shown: Option<((usize, usize), usize)> = ui.data(|d| d.get_temp(id));
    if shown != Some(at) {
        resp.scroll_to_me(None);
        ui.data_mut(|d| d.insert_temp(id, at));
    }
}

/// Presses entry `i` of the present step for `f`, as a click on it does.
pub fn press(acts: &mut Acts, f: FactionId, i: usize) {
    acts.ui.focus = i;
    let p = acts.ui.press(i);
    take(acts, f, p);
}

/// Picks entry `i` of the present step for `f`, as a click on the city's map does (a
/// second click takes it).
pub fn pick(acts: &mut Acts, f: FactionId, i: usize) {
    let p = acts.ui.pick(i);
    take(acts, f, p);
}

/// Sends a taken action to the core, through the session's choices.
pub fn take(acts: &mut Acts, f: FactionId, p: Press) {
    if let Press::Take(action) = p {
        acts.choices.write(GrailChoice { seat: f, action });
    }
}

/// Menu entry `i`, `width` wide, its words wrapped there: its key, the focus or the pick
/// drawn, an unusable entry greyed with the core's reason, a command spell with what it does,
/// any other with `tip`, what it does.
fn entry(
    ui: &mut egui::Ui,
    (words, tip): (&crate::app::grail::words::Words, Option<String>),
    acts: &Acts,
    i: usize,
    e: &crate::rules::grail::menu::MenuEntry,
    width: f32,
) -> egui::Response {
    let picked = matches!(&e.item, MenuItem::Take(a) if acts.ui.picked.as_ref() == Some(a));
    let key = if i < 9 {
        format!("{}  ", i + 1)
    } else {
        String::new()
    };
    let first = match &e.item {
        MenuItem::Take(a) => moves_first(words, &e.label, a),
        _ => String::new(),
    };
    let text = format!("{key}{}{first}", words.label(&e.label));
    let text = theme::button_lines(ui, RichText::new(text).color(c32(PARCHMENT)), width);
    let mut b = egui::Button::new(text).min_size(vec2(width, 24.0)).wrap();
    if i == acts.ui.focus || picked {
        b = b.stroke(Stroke::new(2.0, c32(GOLD)));
    }
    let cell = egui::Layout::top_down_justified(egui::Align::Min);
    ui.allocate_ui_with_layout(vec2(width, 24.0), cell, |ui| match &e.item {
        MenuItem::Unusable(why) => {
            let why = words.illegal(why);
            let text = match &tip {
                Some(t) => format!("{why}\n\n{t}"),
                None => why,
            };
            ui.add_enabled(false, b)
                .disabled_tip(RichText::new(text).color(c32(DANGER)))
        }
        // A command spell says what it does and what it costs.
        MenuItem::Take(Action::UseCommandSpell { spell }) => {
            let (name, about) = words.command_spell(spell);
            ui.add(b).tip(format!(
                "{name}\n{about}\n{}",
                tr!("combat-spell-cost", n = spell.cost())
            ))
        }
        _ => match tip {
            Some(t) => ui.add(b).tip(t),
            None => ui.add(b),
        },
    })
    .inner
}

/// Undo and Redo for the person shown (Ctrl+Z, Ctrl+Y): their last choice and the AI's
/// answers to it, while nothing since has fixed it (a roll, a reveal: docs/decisions.md
/// "Where undo stops"). Not in a replay, where nobody chose.
fn rewind_buttons(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts) {
    let s = &scene.session;
    let f = s.shown.seat;
    if acts.playback.is_some() || !s.seat(f).is_human() || !scene.secrets() || s.state.is_over() {
        return;
    }
    let undo = ui
        .add_enabled(
            s.undo_depth(f).is_some(),
            egui::Button::new(tr!("hud-undo")),
        )
        .tip("Ctrl+Z")
        .disabled_tip(tr!("hud-undo-none"));
    if undo.clicked() {
        acts.rewind.write(Rewind::Undo);
    }
    if s.can_redo(f) && ui.button(tr!("hud-redo")).clicked() {
        acts.rewind.write(Rewind::Redo);
    }
}

/// The most suggestions the Hint shows.
const HINTS: usize = 3;

/// The Hint's suggestions for this decision with their win estimates, a line each, beside
/// the menu.
fn hint_lines(ui: &mut egui::Ui, scene: &Scene, acts: &Acts) {
    let Some(list) = acts.hint.for_decision(scene.session.actions.len()) else {
        return;
    };
    let words = scene.words();
    for (a, win) in list.iter().take(HINTS) {
        let label: Vec<String> = acts.ui.path_to(a).iter().map(|l| words.label(l)).collect();
        // Read in full at the size of the text around it: a small, cut line was missed.
        theme::label(
            ui,
            RichText::new(tr!(
                "combat-hint-line",
                action = label.join(" › "),
                win = format!("{:.0}", win * 100.0)
            ))
            .color(c32(PARCHMENT))
            .size(13.0),
        );
    }
}

/// The Hint's button, greyed while the AI thinks and once its suggestions are shown.
fn hint(ui: &mut egui::Ui, scene: &Scene, acts: &mut Acts, f: FactionId) {
    let decision = scene.session.actions.len();
    let shown = acts.hint.for_decision(decision).is_some();
    let thinking = acts.hint.thinking() && !shown;
    let label = if thinking {
        tr!("combat-hint-thinking")
    } else {
        tr!("combat-hint")
    };
    // The button stays where it is, greyed once asked, so that Undo beside it never slides
    // under a second click.
    if ui
        .add_enabled(!shown && !thinking, egui::Button::new(label))
        .clicked()
    {
        acts.hint
            .request(scene.content.0.clone(), &scene.session, f);
    }
}
