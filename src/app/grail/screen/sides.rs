//! A card per servant in the combat: its badge in its class's colour and shape (lit while
//! it acts), its name as the viewer knows it, HP and MP bars, buffs and debuffs as icons
//! with their tooltips, the pending card bonuses, the NP charge track, the master's command
//! spells and the hand's size (the cards themselves only for its own side), and under it the
//! units it summoned, each with its HP.

use bevy_egui::egui::{self, Color32, RichText, Stroke, pos2, vec2};

use super::looks;
use super::panels::FactionPanel;
use super::scene::{Scene, SideLook};
use crate::app::grail::session::Viewer;
use crate::app::theme::Tip;
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, c32, card_rgb};
use crate::content::grail::CardType;
use crate::rules::grail::{Actor, FactionId, ParticipantStatus, SummonedUnit};
use crate::tr;

/// The card's size at most; where the screen has less room, cards are narrower, then
/// stand in two rows, and a card too short for its lines scrolls them.
const CARD: egui::Vec2 = vec2(236.0, 238.0);
/// The narrowest a card gets before the cards take a second row.
const CARD_MIN_WIDTH: f32 = 180.0;
const GAP: f32 = 10.0;
/// Under this width or height a card is small: a smaller badge, and a short header.
const SMALL: f32 = 200.0;
/// Under this height a card's header keeps the name to one line (the master's name in its
/// tooltip): a true name over three lines left the command spells and hand below the fold.
const SHORT: f32 = 230.0;

/// Where each servant's card stands in `area`: the combat's servants side by side, or in
/// two rows where one row would make them too narrow.
pub fn layout(scene: &Scene, area: egui::Rect) -> Vec<(FactionId, egui::Rect)> {
    let shown: Vec<FactionId> = scene
        .sides()
        .iter()
        .filter(|s| s.standing.status.is_some() || scene.table.members.contains(&s.faction))
        .map(|s| s.faction)
        .collect();
    grid(shown.len(), area)
        .into_iter()
        .zip(shown)
        .map(|(r, f)| (f, r))
        .collect()
}

/// `n` card rects in `area`, in as few rows as keep them `CARD_MIN_WIDTH` wide.
fn grid(n: usize, area: egui::Rect) -> Vec<egui::Rect> {
    let n = n.max(1);
    let room = area.shrink2(vec2(8.0, 6.0));
    let across = |cols: usize| (room.width() - (cols as f32 - 1.0) * GAP) / cols as f32;
    let cols = (1..=n)
        .rev()
        .find(|&c| across(c) >= CARD_MIN_WIDTH)
        .unwrap_or(1);
    let rows = n.div_ceil(cols);
    let w = across(cols).min(CARD.x);
    let h = ((room.height() - 6.0 - (rows as f32 - 1.0) * GAP) / rows as f32).clamp(60.0, CARD.y);
    (0..n)
        .map(|i| {
            let (row, col) = (i / cols, i % cols);
            let in_row = (n - row * cols).min(cols) as f32;
            let left = room.center().x - (in_row * w + (in_row - 1.0) * GAP) / 2.0;
            let min = pos2(
                left + col as f32 * (w + GAP),
                room.top() + 6.0 + row as f32 * (h + GAP),
            );
            egui::Rect::from_min_size(min, vec2(w, h))
        })
        .collect()
}

/// Where the fight's motions below the cards begin: under the lowest card, or over the
/// cards' lower part where no room is left below them.
pub fn below(cards: &[(FactionId, egui::Rect)], area: egui::Rect) -> f32 {
    let bottom = cards
        .iter()
        .map(|(_, r)| r.bottom())
        .fold(area.top(), f32::max);
    bottom.min(area.bottom() - 90.0).max(area.top())
}

/// Draws the cards; a click on one opens that side's sheet or intelligence (the same
/// window as the war's roster opens), so that a servant's stats, skills and phantasm are
/// one click away in a fight too.
pub fn draw(
    ui: &mut egui::Ui,
    scene: &Scene,
    cards: &[(FactionId, egui::Rect)],
    panel: &mut FactionPanel,
) {
    let sides = scene.sides();
    let units = seen_units(scene);
    for (f, rect) in cards {
        if let Some(side) = sides.iter().find(|s| s.faction == *f) {
            let resp = ui
                .scope_builder(
                    egui::UiBuilder::new()
                        .max_rect(*rect)
                        .sense(egui::Sense::click()),
                    |ui| {
                        // A label that can be selected would take the click.
                        ui.style_mut().interaction.selectable_labels = false;
                        // The card's lines stand in a child of their own: the whole card
                        // is what a click hits.
                        ui.expand_to_include_rect(*rect);
                        card(ui, scene, side, &units, panel.open == Some(*f));
                    },
                )
                .response
                .on_hover_cursor(egui::CursorIcon::PointingHand);
            if resp.clicked() {
                panel.toggle(*f);
            }
        }
    }
}

/// The summoned units of the fight shown, as the viewer sees them (G-29.9, G-40.1).
fn seen_units(scene: &Scene) -> Vec<SummonedUnit> {
    let s = &scene.session.state;
    match scene.table.viewer(&scene.session) {
        Viewer::All => s.combat.as_ref().map(|cb| cb.units.clone()),
        Viewer::Faction(v) => s
            .view_for(&scene.content.0, v)
            .combat
            .filter(|cb| cb.seen)
            .map(|cb| cb.units),
    }
    .unwrap_or_default()
}

fn card(ui: &mut egui::Ui, scene: &Scene, side: &SideLook, units: &[SummonedUnit], open: bool) {
    let f = side.faction;
    let colour = scene.colour(f);
    let acting = scene.table.acting == Some(Actor::Servant { faction: f });
    let rect = ui.max_rect();
    let lit = open || ui.rect_contains_pointer(rect);
    let painter = ui.painter();
    let fill = if lit {
        Color32::from_rgba_unmultiplied(30, 30, 72, 235)
    } else {
        Color32::from_rgba_unmultiplied(18, 18, 48, 230)
    };
    painter.rect_filled(rect, 10.0, fill);
    painter.rect_stroke(
        rect,
        10.0,
        Stroke::new(
            if acting { 3.0 } else { 1.5 },
            if acting { c32(GOLD) } else { colour },
        ),
        egui::StrokeKind::Inside,
    );
    // A narrow card keeps a smaller badge, so that the name keeps its width.
    let (badge_c, badge_r, indent) = if rect.width() < SMALL || rect.height() < SMALL {
        (vec2(26.0, 30.0), 17.0, 40.0)
    } else {
        (vec2(34.0, 38.0), 24.0, 56.0)
    };
    looks::badge(
        painter,
        side.profile.class,
        rect.left_top() + badge_c,
        badge_r,
        colour,
        acting,
    );
    let ui = &mut ui.new_child(egui::UiBuilder::new().max_rect(rect.shrink2(vec2(10.0, 8.0))));
    if let Some(st) = side
        .standing
        .status
        .filter(|s| *s != ParticipantStatus::Active)
    {
        left_fight(ui, scene, f, st, indent);
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt(("servant_card", f))
        .auto_shrink(false)
        .show(ui, |ui| {
            // The bars begin below the badge, whatever the header's lines.
            let below_badge = badge_c.y + badge_r - 4.0;
            lines(ui, scene, side, indent, rect.height() < SHORT, below_badge);
            unit_bars(ui, scene, f, units);
        });
}

/// A side that has left the fight (dead, vanished, escaped, fled or withdrawn): its card,
/// dimmed, keeps its name and says how it left; its bars and pools no longer count in this
/// combat, and the word is not printed over them.
fn left_fight(ui: &mut egui::Ui, scene: &Scene, f: FactionId, st: ParticipantStatus, indent: f32) {
    ui.painter().rect_filled(
        ui.max_rect().expand2(vec2(10.0, 8.0)),
        10.0,
        Color32::from_black_alpha(150),
    );
    let words = scene.words();
    ui.horizontal(|ui| {
        ui.add_space(indent);
        let name = RichText::new(words.actor(Actor::Servant { faction: f }))
            .color(scene.colour(f))
            .strong();
        ui.add(egui::Label::new(name).truncate())
            .tip(words.master(f));
    });
    ui.add_space(8.0);
    ui.vertical_centered(|ui| {
        theme::label(
            ui,
            RichText::new(status_word(st))
                .size(26.0)
                .color(c32(PARCHMENT)),
        )
        .tip(status_tip(st));
    });
}

/// The card's lines: the servant's name and master, its bars, buffs, pools, NP charge,
/// command spells and hand.
/// A short card (a small screen) keeps its name to one line and its master for the name's
/// tooltip, so that the bars stay in sight.
fn lines(ui: &mut egui::Ui, scene: &Scene, side: &SideLook, indent: f32, short: bool, header: f32) {
    let words = scene.words();
    let f = side.faction;
    let colour = scene.colour(f);
    let deciding = scene.session.state.deciding() == Some(f);
    ui.horizontal(|ui| {
        ui.add_space(indent);
        ui.vertical(|ui| {
            let body = egui::TextStyle::Body.resolve(ui.style());
            let name = words.actor(Actor::Servant { faction: f });
            if short {
                // Unbroken, so that the cut falls at the card's edge, not at a line break.
                let name = RichText::new(name).color(colour).strong();
                ui.add(egui::Label::new(name).truncate())
                    .tip(words.master(f));
            } else {
                let name = crate::app::theme::lines(ui, &name, &body);
                theme::label(ui, RichText::new(name).color(colour).strong());
                theme::label(ui, RichText::new(words.master(f)).color(c32(DIM)).small());
            }
            if deciding {
                theme::label(
                    ui,
                    RichText::new(tr!("combat-deciding"))
                        .color(c32(GOLD))
                        .small(),
                );
            }
        });
    });
    ui.add_space((header - ui.min_rect().height()).max(6.0));
    let v = side.vitals;
    bar(
        ui,
        tr!("combat-hp", hp = v.hp, max = v.max_hp),
        v.hp,
        v.max_hp,
        [214, 72, 72],
    );
    match (v.mp, v.max_mp) {
        (Some(mp), Some(max)) => bar(
            ui,
            tr!("combat-mp", mp = mp, max = max),
            mp,
            max,
            [80, 130, 230],
        ),
        _ => {
            theme::label(
                ui,
                RichText::new(tr!("combat-mp-hidden"))
                    .color(c32(DIM))
                    .small(),
            );
        }
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(3.0, 3.0);
        for b in &side.buffs.0 {
            let (short, tip) = words.buff(b);
            let fill = if b.hurts() {
                c32(DANGER)
            } else {
                c32([90, 170, 110])
            };
            ui.add(
                egui::Button::new(RichText::new(short).small().color(Color32::WHITE)).fill(fill),
            )
            .tip(tip);
        }
    });
    if let (Some(b), Some(q)) = (side.pools.buster, side.pools.quick)
        && (b > 0 || q > 0)
    {
        theme::label(
            ui,
            RichText::new(tr!("combat-pools", buster = b, quick = q))
                .color(c32(PARCHMENT))
                .small(),
        )
        .tip(tr!("combat-pools-tip"));
    }
    if let Some(c) = side.charge.0 {
        let now = scene.table.round.unwrap_or(c.declared_round);
        ui.horizontal(|ui| {
            theme::label(
                ui,
                RichText::new(tr!("combat-np-charge", round = c.fire_round))
                    .color(c32(GOLD))
                    .small(),
            )
            .tip(tr!("combat-np-charge-tip"));
            for r in c.declared_round..=c.fire_round {
                let (rect, _) = ui.allocate_exact_size(vec2(10.0, 10.0), egui::Sense::hover());
                let fill = if r <= now {
                    c32(GOLD)
                } else {
                    c32(DIM).gamma_multiply(0.4)
                };
                ui.painter().rect_filled(rect, 2.0, fill);
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        if let Some(cmd) = side.command {
            theme::label(
                ui,
                RichText::new(tr!("combat-spells")).color(c32(DIM)).small(),
            )
            .tip(tr!("combat-spells-tip"));
            for i in 0..3u8 {
                let (rect, _) = ui.allocate_exact_size(vec2(12.0, 12.0), egui::Sense::hover());
                let lit = i < cmd.spells;
                ui.painter().circle(
                    rect.center(),
                    5.0,
                    if lit {
                        c32([200, 40, 60])
                    } else {
                        Color32::TRANSPARENT
                    },
                    Stroke::new(1.0, c32([200, 40, 60])),
                );
            }
        }
    });
    // A line of its own: wrapped beside the spells' marks, a Japanese line crossed them.
    if let Some(mp) = side.command.and_then(|cmd| cmd.mp) {
        theme::label(
            ui,
            RichText::new(tr!("combat-master-mp", mp = mp))
                .color(c32(DIM))
                .small(),
        );
    }
    hand_line(ui, scene, side);
}

/// The faction's summoned units, each with its name and HP (G-29.9.1).
fn unit_bars(ui: &mut egui::Ui, scene: &Scene, f: FactionId, units: &[SummonedUnit]) {
    let words = scene.words();
    for u in units.iter().filter(|u| u.owner == f && u.hp > 0) {
        let name = words.actor(Actor::Unit { uid: u.uid });
        bar(
            ui,
            tr!("combat-unit-hp", unit = name, hp = u.hp, max = u.max_hp),
            u.hp,
            u.max_hp,
            [170, 120, 200],
        );
    }
}

/// The hand: the cards for the viewer's own side while its secrets may be shown, the size
/// for everyone else (G-24.6).
fn hand_line(ui: &mut egui::Ui, scene: &Scene, side: &SideLook) {
    let own = scene.secrets() && side.hand.cards.is_some();
    match (own, side.hand.cards, side.hand.size) {
        (true, Some(cards), _) => {
            ui.horizontal(|ui| {
                for (k, n) in [
                    (CardType::Buster, cards.buster),
                    (CardType::Arts, cards.arts),
                    (CardType::Quick, cards.quick),
                ] {
                    for _ in 0..n {
                        let (rect, _) =
                            ui.allocate_exact_size(vec2(14.0, 20.0), egui::Sense::hover());
                        ui.painter().rect_filled(rect, 2.0, c32(card_rgb(k)));
                    }
                }
            });
        }
        (_, _, Some(n)) => {
            theme::label(
                ui,
                RichText::new(tr!("combat-hand-size", n = n))
                    .color(c32(DIM))
                    .small(),
            );
        }
        _ => {}
    }
}

pub fn status_word(st: ParticipantStatus) -> String {
    match st {
        ParticipantStatus::Active => tr!("combat-status-active"),
        ParticipantStatus::Escaped => tr!("combat-status-escaped"),
        ParticipantStatus::Fled => tr!("combat-status-fled"),
        ParticipantStatus::Withdrew => tr!("combat-status-withdrew"),
        ParticipantStatus::Dead => tr!("combat-status-dead"),
        ParticipantStatus::Vanished => tr!("combat-status-vanished"),
    }
}

/// How a side came to leave the fight, and what it means for it (G-31, G-12.3, G-33.6,
/// G-34).
fn status_tip(st: ParticipantStatus) -> String {
    match st {
        ParticipantStatus::Active => tr!("combat-status-active-tip"),
        ParticipantStatus::Escaped => tr!("combat-status-escaped-tip"),
        ParticipantStatus::Fled => tr!("combat-status-fled-tip"),
        ParticipantStatus::Withdrew => tr!("combat-status-withdrew-tip"),
        ParticipantStatus::Dead => tr!("combat-status-dead-tip"),
        ParticipantStatus::Vanished => tr!("combat-status-vanished-tip"),
    }
}

/// A labelled bar, `value` of `max`.
fn bar(ui: &mut egui::Ui, text: String, value: i32, max: i32, rgb: [u8; 3]) {
    let w = ui.available_width();
    let (rect, resp) = ui.allocate_exact_size(vec2(w, 16.0), egui::Sense::hover());
    let frac = if max > 0 {
        (value as f32 / max as f32).clamp(0.0, 1.0)
    } else {
        0.0
    };
    // The bar drains (or fills) to its new value over half a second.
    let frac = ui
        .ctx()
        .animate_value_with_time(resp.id.with("drain"), frac, 0.5);
    let p = ui.painter();
    p.rect_filled(rect, 4.0, Color32::from_black_alpha(160));
    let mut fill = rect;
    fill.set_width(rect.width() * frac);
    p.rect_filled(fill, 4.0, c32(rgb));
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(12.0),
        Color32::WHITE,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(w: f32, h: f32) -> egui::Rect {
        egui::Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h))
    }

    #[test]
    fn cards_stand_in_one_row_while_they_keep_their_width() {
        let cards = grid(2, area(700.0, 370.0));
        assert_eq!(cards.len(), 2);
        assert_eq!(cards[0].top(), cards[1].top());
        assert_eq!(cards[0].size(), CARD);
        assert!(cards[0].right() < cards[1].left());
    }

    #[test]
    fn four_cards_on_a_small_screen_take_two_rows_inside_the_area() {
        let a = area(440.0, 227.0);
        let cards = grid(4, a);
        assert_eq!(cards[0].top(), cards[1].top());
        assert!(cards[2].top() > cards[0].bottom());
        for c in &cards {
            assert!(a.contains_rect(*c), "{c:?} leaves {a:?}");
            assert!(c.width() >= CARD_MIN_WIDTH);
        }
    }

    #[test]
    fn three_cards_leave_the_lone_one_centred_in_its_row() {
        let a = area(500.0, 400.0);
        let cards = grid(3, a);
        assert!((cards[2].center().x - a.center().x).abs() < 0.5);
    }
}
