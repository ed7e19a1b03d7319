//! The Grail War book's pictures, drawn in code as the duel's are: the day's three turns
//! with the rest each day asks and the upkeep after the Night (G-6, G-16), a turn's three
//! steps (G-8 to G-10), and the command cards' triangle (G-27.1).

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, RichText, Stroke, Vec2};

use crate::app::theme::{DIM, GOLD, PARCHMENT, c32, card_rgb, para};
use crate::content::grail::CardType;
use crate::locale::text;
use crate::tr;

/// G-6.1, G-16.1, G-6.4: Morning, Noon and Night, a turn each, one of them the day's rest;
/// after the Night every servant pays its upkeep.
pub(super) fn day(ui: &mut egui::Ui) {
    let times = [
        (tr!("grail-time-morning"), [235, 190, 120]),
        (tr!("grail-time-noon"), [140, 190, 235]),
        (tr!("grail-time-night"), [70, 80, 150]),
    ];
    let steps: Vec<(String, [u8; 3])> = times
        .into_iter()
        .chain([(tr!("grail-rules-pic-upkeep"), [150, 110, 170])])
        .collect();
    let rect = row(ui, &steps, 34.0);
    let p = ui.painter_at(rect.expand(2.0));
    // The day's rest may fall in any of its three turns.
    let span = egui::Rect::from_min_max(
        Pos2::new(rect.left() + 6.0, rect.bottom() - 16.0),
        Pos2::new(rect.left() + rect.width() * 0.72, rect.bottom() - 4.0),
    );
    p.line_segment(
        [span.left_top(), span.left_bottom()],
        Stroke::new(1.5, c32(GOLD)),
    );
    p.line_segment(
        [span.left_bottom(), span.right_bottom()],
        Stroke::new(1.5, c32(GOLD)),
    );
    p.line_segment(
        [span.right_top(), span.right_bottom()],
        Stroke::new(1.5, c32(GOLD)),
    );
    p.text(
        span.center_bottom() + Vec2::new(0.0, -3.0),
        Align2::CENTER_BOTTOM,
        tr!("grail-rules-pic-rest"),
        FontId::proportional(12.5),
        c32(GOLD),
    );
    caption(ui, &tr!("grail-rules-day-picture"));
}

/// G-8.6, G-9.1, G-10: a turn's open declarations, its secret ones, and what they bring.
pub(super) fn turn(ui: &mut egui::Ui) {
    let steps = [
        (tr!("grail-rules-pic-open"), [200, 120, 90]),
        (tr!("grail-rules-pic-secret"), [110, 100, 170]),
        (tr!("grail-rules-pic-resolve"), [90, 150, 120]),
    ];
    row(ui, &steps, 0.0);
    caption(ui, &tr!("grail-rules-turn-picture"));
}

/// Boxes in a row, each with its words, an arrow from each to the next; the rect they take
/// with `below` points of room under them for what a picture adds.
fn row(ui: &mut egui::Ui, steps: &[(String, [u8; 3])], below: f32) -> egui::Rect {
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(ui.available_width(), 60.0 + below),
        egui::Sense::hover(),
    );
    let p = ui.painter_at(rect);
    let n = steps.len() as f32;
    let gap = 26.0;
    let w = ((rect.width() - gap * (n - 1.0)) / n).min(170.0);
    let start = rect.left() + (rect.width() - (w * n + gap * (n - 1.0))) / 2.0;
    let mut last: Option<egui::Rect> = None;
    for (i, (words, rgb)) in steps.iter().enumerate() {
        let x = start + i as f32 * (w + gap);
        let b = egui::Rect::from_min_size(Pos2::new(x, rect.top() + 6.0), Vec2::new(w, 52.0));
        p.rect_filled(b, 6.0, c32(*rgb).gamma_multiply(0.55));
        p.rect_stroke(
            b,
            6.0,
            Stroke::new(1.5, c32(*rgb)),
            egui::StrokeKind::Inside,
        );
        // Broken by the language's own rules (a Japanese word is not cut in two).
        let font = FontId::proportional(13.0);
        let words = crate::app::theme::lines_within(ui.ctx(), words, &font, w - 10.0);
        let mut job = egui::text::LayoutJob::simple(words, font, c32(PARCHMENT), w - 10.0);
        job.halign = egui::Align::Center;
        let galley = p.layout_job(job);
        let at = Pos2::new(b.center().x, b.center().y - galley.size().y / 2.0);
        p.galley(at, galley, c32(PARCHMENT));
        if let Some(prev) = last {
            arrow(&p, prev.right_center(), b.left_center(), 0.0);
        }
        last = Some(b);
    }
    rect
}

fn caption(ui: &mut egui::Ui, words: &str) {
    para(
        ui,
        RichText::new(words).size(12.5).italics().color(c32(DIM)),
    );
}

/// G-27.1: each attack and the card that defends against it (Buster by Quick, Arts by
/// Buster, Quick by Arts), as three cards on a circle with an arrow from each attack to
/// its answer.
pub(super) fn card_triangle(ui: &mut egui::Ui) {
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(ui.available_width(), 172.0), egui::Sense::hover());
    let p = ui.painter_at(rect);
    let centre = rect.center() + Vec2::new(0.0, 12.0);
    let r = 52.0;
    let at = |k: CardType| {
        let turn = match k {
            CardType::Buster => -90.0f32,
            CardType::Arts => 30.0,
            CardType::Quick => 150.0,
        }
        .to_radians();
        centre + Vec2::new(turn.cos(), turn.sin()) * r
    };
    let name = |k: CardType| match k {
        CardType::Buster => text("grail-card-buster", None),
        CardType::Arts => text("grail-card-arts", None),
        CardType::Quick => text("grail-card-quick", None),
    };
    // Attack → the card that defends against it.
    for (attack, answer) in [
        (CardType::Buster, CardType::Quick),
        (CardType::Arts, CardType::Buster),
        (CardType::Quick, CardType::Arts),
    ] {
        arrow(&p, at(attack), at(answer), 24.0);
    }
    for k in [CardType::Buster, CardType::Arts, CardType::Quick] {
        let c = at(k);
        let card = egui::Rect::from_center_size(c, Vec2::new(26.0, 36.0));
        p.rect_filled(card, 4.0, c32(card_rgb(k)));
        p.rect_stroke(
            card,
            4.0,
            Stroke::new(1.5, c32(GOLD)),
            egui::StrokeKind::Inside,
        );
        let below = c.y > centre.y;
        let (anchor, off) = if below {
            (Align2::CENTER_TOP, Vec2::new(0.0, 22.0))
        } else {
            (Align2::CENTER_BOTTOM, Vec2::new(0.0, -22.0))
        };
        p.text(
            c + off,
            anchor,
            name(k),
            FontId::proportional(13.0),
            c32(PARCHMENT),
        );
    }
    caption(ui, &tr!("grail-rules-cards-picture"));
}

/// An arrow from `a` to `b`, its ends `clear` short of them (clear of a card).
fn arrow(p: &egui::Painter, a: Pos2, b: Pos2, clear: f32) {
    let dir = (b - a).normalized();
    let (from, to) = (a + dir * clear, b - dir * clear);
    let colour = Color32::from_rgb(220, 200, 150);
    p.line_segment([from, to], Stroke::new(2.0, colour));
    let side = Vec2::new(-dir.y, dir.x);
    p.add(egui::Shape::convex_polygon(
        vec![to, to - dir * 9.0 + side * 5.0, to - dir * 9.0 - side * 5.0],
        colour,
        Stroke::NONE,
    ));
}
