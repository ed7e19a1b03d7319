//! The viewer's decision: charge, main phase menus, targets, block.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Id, Order, RichText, Stroke};

use crate::app::duel::choose::{self, Composing, OptionKind, Step};
use crate::app::duel::describe;
use crate::app::duel::layout::Highlights;
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::theme::{DANGER, DIM, GOLD, PARCHMENT, c32};
use crate::rules::duel::{Action, Decision, UnitId};

use super::prompt::{move_focus, prompt};
use super::state::HudState;
use super::text::keyword_text_sized;
use super::view::View;

/// The viewer's decision: charge, main phase menus, targets, block.
pub(super) fn decide(
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
            let what = v.duel.source_name(&v.session.state, v.c, attack.source);
            let target = v.unit_name(attack.target);
            let taken = choose::damage_taken(v.c, v.state, attack.target, attack.amount, false);
            highlights.targets.push(attack.target);
            let mut options: Vec<(Action, String)> = vec![(
                Action::NoBlock,
                format!("No block — {target} would take {taken}"),
            )];
            for a in &v.legal {
                if let Action::Block { blocker } = a {
                    let unit = UnitId::arc(v.me, *blocker);
                    highlights.targets.push(unit);
                    let t = choose::damage_taken(v.c, v.state, unit, attack.amount, true);
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
                if v.state.turn_player == v.me {
                    "Your move: play a card, click an Arcastella (Q/W/E) to act, or pass."
                } else {
                    "The opponent's turn: you may answer with an Opponent's turn or Any time card or skill, or pass."
                }
            } else {
                "Turn start: cast a turn-start card, or continue."
            };
            if let Some(slot) = hud.menu {
                let unit = UnitId::arc(v.me, slot);
                let opts = choose::arc_options(v.c, v.state, v.me, slot, &v.legal);
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
