//! The promises the robot checks each frame. Texts are read from what egui was asked to
//! paint (its shapes, layer by layer, before they become pixels): none may lie outside the
//! window, be cut by its widget's clip, or cross another text of the same layer. The way
//! out is checked by pressing Esc: at most twice must reach a pause menu (Resume, Leave) or
//! the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::coverage::OnScreen;
use super::drive::queue_escape;
use super::log::Promise;
use super::state::Robot;
use crate::app::settings::Settings;
use crate::locale::may_break;

/// A text as painted: its words and where they are, in egui's points of the whole screen,
/// and the part of the screen its widget lets it show.
#[derive(Clone, Debug)]
pub(super) struct Painted {
    /// The words of one line.
    pub(super) text: String,
    /// The words of its whole text, over every line (a secret's marker may wrap).
    pub(super) whole: String,
    rect: egui::Rect,
    clip: egui::Rect,
    /// Where egui itself broke the line after this one against the Japanese rules (ux.md:
    /// no break inside a word, none before 。、）): the two characters either side.
    bad_break: Option<(char, char)>,
}

/// How far (in points) a text may go past an edge before it counts: the rounding of a
/// glyph's box.
const SLACK: f32 = 1.0;

pub(super) fn check_texts(mut contexts: EguiContexts, robot: Res<Robot>, on: OnScreen) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let screen = ctx.content_rect();
    let bars = scroll_bars(ctx);
    let layers = all_layers(ctx);
    // (the kind and text, for telling one failure from another; the whole report)
    let mut problems: Vec<(String, String)> = Vec::new();
    for layer in layers {
        let texts = painted_texts(ctx, layer);
        for p in &texts {
            if let Some((a, b)) = p.bad_break {
                problems.push((
                    format!("breaks {}", p.text),
                    format!(
                        "text {:?} breaks its line between {a:?} and {b:?}, inside a word or \
                         before a closing mark (the Japanese wasn't broken by its own rules)",
                        short(&p.text)
                    ),
                ));
            }
            // What its clip hides is not drawn: only the rest can leave the window.
            if !screen.expand(SLACK).contains_rect(p.seen()) {
                problems.push((
                    format!("outside {}", p.text),
                    format!(
                        "text {:?} is drawn outside the window ({:?} beyond {:?})",
                        short(&p.text),
                        p.rect,
                        screen
                    ),
                ));
            } else if cut(p, &bars) {
                problems.push((
                    format!("cut {}", p.text),
                    format!(
                        "text {:?} is cut by its widget ({:?} beyond {:?})",
                        short(&p.text),
                        p.rect,
                        p.clip
                    ),
                ));
            }
        }
        // What moves across the board is no layout: cards in flight are opaque and stack
        // as they are dealt (the card above hides the words of the one below), and
        // floating numbers rise past each other and the turn banner within a second.
        if IN_MOTION
            .iter()
            .any(|id| layer == egui::LayerId::new(egui::Order::Foreground, egui::Id::new(*id)))
        {
            continue;
        }
        for (i, a) in texts.iter().enumerate() {
            for b in &texts[i + 1..] {
                let both = a.seen().intersect(b.seen());
                if both.width() > 2.0 && both.height() > 2.0 {
                    problems.push((
                        format!("overlap {} / {}", a.text, b.text),
                        format!(
                            "texts {:?} and {:?} overlap at {:?}",
                            short(&a.text),
                            short(&b.text),
                            both
                        ),
                    ));
                }
            }
        }
    }
    if on.duel_board_in_sight() {
        problems.extend(covered_labels(ctx));
    }
    let screen = on.name();
    if let Ok(mut log) = robot.log.lock() {
        log.fail_lasting(&screen, problems);
    }
}

/// The areas that stand over the duel's board: the frame's bars, the prompt, a replay's
/// line of the opponent's hand and its playback bar. None may hide a word of the units'
/// labels (ux.md: the prompt never covers what it asks about, nor the enemy's stats).
const OVER_BOARD: [(egui::Order, &str); 7] = [
    (egui::Order::Middle, "top_bar"),
    (egui::Order::Middle, "bottom_bar"),
    (egui::Order::Middle, "side_panel"),
    (egui::Order::Middle, "prompt"),
    (egui::Order::Middle, "opponent_hand"),
    (egui::Order::Foreground, "playback"),
    (egui::Order::Foreground, "prompt"),
];

/// The texts of the duel's screen that an area stands over: the board's labels (painted
/// on the background) under any area over the board, and the bars' counters under the
/// side panel (at UI scale 1.5 they ran on beneath it). An area's grounds are the
/// rectangles it fills with a colour more opaque than not.
fn covered_labels(ctx: &egui::Context) -> Vec<(String, String)> {
    let layer = |(order, id): (egui::Order, &str)| egui::LayerId::new(order, egui::Id::new(id));
    let side = [OVER_BOARD[2]];
    // The prompt, wherever it stands, is above the frame's bars (below the board it stands
    // over the hand, and a click on the hand must not raise the bar over it).
    let bars = [OVER_BOARD[0], OVER_BOARD[1], OVER_BOARD[2]];
    let pairs: [(egui::LayerId, &[(egui::Order, &str)]); 4] = [
        (egui::LayerId::background(), &OVER_BOARD),
        (layer(OVER_BOARD[0]), &side),
        (layer(OVER_BOARD[1]), &side),
        (layer(OVER_BOARD[3]), &bars),
    ];
    let mut problems = Vec::new();
    for (under, over) in pairs {
        let texts = painted_texts(ctx, under);
        for &(order, id) in over {
            for ground in opaque_grounds(ctx, layer((order, id))) {
                for text in &texts {
                    let both = text.seen().intersect(ground);
                    if both.width() > 2.0 && both.height() > 2.0 {
                        problems.push((
                            format!("covered {} / {id}", text.text),
                            format!(
                                "text {:?} is hidden under the {id} at {both:?}",
                                short(&text.text)
                            ),
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// The rectangles a layer filled this pass with a colour more opaque than not, in screen
/// points, each within its clip.
fn opaque_grounds(ctx: &egui::Context, layer: egui::LayerId) -> Vec<egui::Rect> {
    let to_global = ctx.layer_transform_to_global(layer).unwrap_or_default();
    let mut grounds = Vec::new();
    ctx.graphics(|g| {
        let Some(list) = g.get(layer) else {
            return;
        };
        for clipped in list.all_entries() {
            let mut shapes = vec![&clipped.shape];
            while let Some(shape) = shapes.pop() {
                match shape {
                    egui::Shape::Vec(v) => shapes.extend(v),
                    egui::Shape::Rect(r) if r.fill.a() >= 128 => {
                        grounds.push(to_global * r.rect.intersect(clipped.clip_rect));
                    }
                    _ => {}
                }
            }
        }
    });
    grounds
}

/// The layers the game paints on without an area (egui lists only areas' layers): the
/// board's labels on the background, the duel's floating numbers and flying cards, the
/// combat's moments.
const PAINTER_LAYERS: [(egui::Order, &str); 3] = [
    (egui::Order::Foreground, IN_MOTION[0]),
    (egui::Order::Foreground, IN_MOTION[1]),
    (egui::Order::Middle, "combat_motion"),
];

/// The duel's layers of what moves: floating numbers and banners, and cards in flight.
const IN_MOTION: [&str; 2] = ["floaters", "flights"];

/// Every layer painted this pass: the areas', the background and the painters' own.
pub(super) fn all_layers(ctx: &egui::Context) -> Vec<egui::LayerId> {
    let mut layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    let painters = std::iter::once(egui::LayerId::background()).chain(
        PAINTER_LAYERS
            .iter()
            .map(|(order, id)| egui::LayerId::new(*order, egui::Id::new(*id))),
    );
    for layer in painters {
        if !layers.contains(&layer) {
            layers.push(layer);
        }
    }
    layers
}

impl Painted {
    /// The part of the text its clip lets through.
    fn seen(&self) -> egui::Rect {
        self.rect.intersect(self.clip)
    }
}

/// The texts painted on a layer so far this pass, in screen points; a text wholly outside
/// its clip is not seen at all (a line scrolled away) and is left out.
pub(super) fn painted_texts(ctx: &egui::Context, layer: egui::LayerId) -> Vec<Painted> {
    let to_global = ctx.layer_transform_to_global(layer).unwrap_or_default();
    let mut texts = Vec::new();
    ctx.graphics(|g| {
        if let Some(list) = g.get(layer) {
            for clipped in list.all_entries() {
                collect(&clipped.shape, clipped.clip_rect, &mut texts);
            }
        }
    });
    texts
        .into_iter()
        .map(|p| Painted {
            rect: to_global * p.rect,
            clip: to_global * p.clip,
            ..p
        })
        .filter(|p| p.rect.intersects(p.clip))
        .collect()
}

/// The scroll bars egui drew this pass (a bar is there only while its content is too large
/// to fit), in screen points.
fn scroll_bars(ctx: &egui::Context) -> Vec<egui::Rect> {
    let widgets = ctx.viewport(|vp| vp.this_pass.widgets.clone());
    let mut bars = Vec::new();
    for (layer, rects) in widgets.layers() {
        let to_global = ctx.layer_transform_to_global(*layer).unwrap_or_default();
        bars.extend(
            rects
                .iter()
                .filter(|w| w.sense.senses_drag())
                .map(|w| to_global * w.rect),
        );
    }
    bars
}

/// Whether a text is cut by its clip where no scrolling explains it: a line half shown at
/// the top or bottom of a scrolling list is scrolled, not cut (its clip lies within the
/// list's bar's height, the bar to the right of the line, and the line is cut only where
/// the list ends; a list that scrolls only up and down clips as wide as the panel it
/// stands in, so the bar need not be at the clip's edge).
fn cut(p: &Painted, bars: &[egui::Rect]) -> bool {
    let clip = p.clip.expand(SLACK);
    let across = p.rect.min.x < clip.min.x || p.rect.max.x > clip.max.x;
    let above = p.rect.min.y < clip.min.y;
    let below = p.rect.max.y > clip.max.y;
    // Scrolled, not cut: the clip lies within a scrolling list whose bar runs to the right
    // of the text, and the text is cut only at the list's own top or bottom edge (a
    // picture painted in its own clip inside the list is cut there too).
    let scrolled = bars.iter().any(|b| {
        let within = b.top() <= p.clip.top() + 3.0 && b.bottom() >= p.clip.bottom() - 3.0;
        let at_top = !above || (b.top() - p.clip.top()).abs() < 3.0;
        let at_bottom = !below || (b.bottom() - p.clip.bottom()).abs() < 3.0;
        within && at_top && at_bottom && b.center().x > p.rect.min.x
    });
    across || ((above || below) && !scrolled)
}

/// The texts of a shape (a list of shapes holds more), with the clip they are painted in.
fn collect(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Painted>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                collect(s, clip, out);
            }
        }
        egui::Shape::Text(t) => {
            // A turned text's box is not its rect; the game turns none.
            if t.angle != 0.0 {
                return;
            }
            // Line by line: a wrapped text's first line starts after the words before it
            // (a label's value after its name), so its whole box would cross them.
            let whole = t.galley.text().trim();
            for (i, placed) in t.galley.rows.iter().enumerate() {
                let text: String = placed.row.glyphs.iter().map(|g| g.chr).collect();
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                out.push(Painted {
                    text: text.to_string(),
                    whole: whole.to_string(),
                    rect: placed
                        .rect_without_leading_space()
                        .translate(t.pos.to_vec2()),
                    clip,
                    bad_break: bad_break(placed, t.galley.rows.get(i + 1)),
                });
            }
        }
        _ => {}
    }
}

/// The two characters either side of a line break egui made between `row` and `next`
/// where Japanese may not break; a break the text asked for, or one between two
/// characters of the Latin alphabet (English wraps at spaces, as egui does), passes.
fn bad_break(
    row: &egui::epaint::text::PlacedRow,
    next: Option<&egui::epaint::text::PlacedRow>,
) -> Option<(char, char)> {
    let next = next?;
    if row.ends_with_newline {
        return None;
    }
    let a = row.row.glyphs.last()?.chr;
    let b = next.row.glyphs.first()?.chr;
    let japanese = !a.is_ascii() || !b.is_ascii();
    (japanese && !may_break(a, b)).then_some((a, b))
}

/// A text's first words, for a report.
fn short(text: &str) -> String {
    let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 48 {
        one_line.chars().take(45).collect::<String>() + "..."
    } else {
        one_line
    }
}

/// The way-out check: started by the robot's plan, it presses Esc, waits, and looks; a
/// second Esc if the first did not lead out; a failure if the second did not either.
pub(super) fn check_way_out(mut robot: ResMut<Robot>, on: OnScreen, settings: Res<Settings>) {
    if !robot.plan.is_empty() {
        return;
    }
    let Some(mut probe) = robot.probe.take() else {
        return;
    };
    if probe.escs == 0 {
        if on.is_way_out() {
            return;
        }
        probe.from = on.name();
    } else if on.is_way_out() {
        return;
    } else if probe.escs >= 2 {
        let what = format!(
            "Esc pressed twice from {} did not reach a pause menu or the title (now {})",
            probe.from,
            on.name()
        );
        if let Ok(mut log) = robot.log.lock() {
            let screen = probe.from.clone();
            log.fail(Promise::WayOut, &screen, "no way out".into(), what);
        }
        return;
    }
    probe.escs += 1;
    queue_escape(&mut robot, &settings);
    robot.probe = Some(probe);
}

/// Which screen this frame showed, for the coverage.
pub(super) fn record_screen(robot: Res<Robot>, on: OnScreen) {
    if let Ok(mut log) = robot.log.lock() {
        log.coverage.enter(on.name());
    }
}
