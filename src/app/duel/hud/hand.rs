//! The viewer's hand: painted card faces, their tooltips, and what a click on one does.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, RichText, Sense, Stroke, StrokeKind};

use crate::app::duel::choose;
use crate::app::duel::describe;
use crate::app::duel::flight::Spot;
use crate::app::duel::interact::{Offer, Pick};
use crate::app::theme::{self, DANGER, DIM, GOLD, PARCHMENT, SILVER, c32};
use crate::content::duel::{CardIdx, DuelContent};
use crate::locale::{Flavored, Named};
use crate::tr;

use super::state::HudState;
use super::text::{gloss_lines, keyword_text};
use super::view::View;

/// Draws the viewer's hand; a click on a playable card is returned as a pick.
/// A card still flying in from the deck leaves its place empty until it lands.
pub(super) fn hand(
    ui: &mut egui::Ui,
    v: &View,
    hud: &mut HudState,
    offer: &Offer,
    (now, tips): (f32, bool),
) -> Option<Pick> {
    let s = v.state;
    let cards = s.player(v.me).hand.clone();
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
            let selected = offer.card == Some(card.uid);
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
            // Under the pause menu a card's tooltip would cover the menu's buttons (and stay
            // open while the pointer is on it).
            let resp = if tips {
                resp.on_hover_ui(|ui| {
                    card_tooltip(ui, v, card.def, blocked.as_deref().filter(|_| v.can_act))
                })
            } else {
                resp
            };
            if resp.clicked() && playable {
                out = Some(Pick::Card(card.uid));
            }
        }
        if cards.is_empty() {
            theme::label(ui, RichText::new(tr!("hud-hand-empty")).color(c32(DIM)));
        }
    });
    hud.flights.record_spot(Spot::Hand(v.me), row.response.rect);
    out
}

pub(super) fn class_col(c: &DuelContent, def: CardIdx) -> [u8; 3] {
    c.card(def).class_req.map_or(SILVER, theme::class_rgb)
}

/// A card: class frame, cost gem, name, timing, the class its caster needs, effect text and
/// flavour.
pub(super) fn card_face(
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
    let name_width = rect.width() - 34.0;
    let name_font = FontId::proportional(theme::word_fit_size(
        p.ctx(),
        card.shown_name(),
        13.0,
        name_width - 2.0,
        9.0,
    ));
    let name = p.layout(
        theme::lines_within(p.ctx(), card.shown_name(), &name_font, name_width),
        name_font,
        text,
        name_width,
    );
    p.galley(rect.left_top() + egui::vec2(28.0, 5.0), name.clone(), text);
    let mut y = rect.top() + 8.0 + name.size().y.max(18.0);
    let (icon, word) = describe::timing(card.timing);
    let tag = if card.resonance_cost > 0 {
        tr!(
            "hud-card-timing-resonance",
            icon = icon,
            timing = word,
            resonance = card.resonance_cost
        )
    } else {
        tr!("hud-card-timing", icon = icon, timing = word)
    };
    // A tag with a resonance cost is long in Japanese: smaller rather than past the edge.
    let tag_size = theme::fit_size(p.ctx(), &tag, 10.5, rect.width() - 14.0, 8.0);
    p.text(
        Pos2::new(rect.left() + 7.0, y),
        Align2::LEFT_TOP,
        tag,
        FontId::proportional(tag_size),
        c32(GOLD).gamma_multiply(dim),
    );
    y += 15.0;
    // A class-bound card says so on its face, in its class colour, emblem first: the frame's
    // colour alone was missed (D-10.3).
    if let Some(cls) = card.class_req {
        let col = c32(theme::class_rgb(cls)).gamma_multiply(dim);
        let need = theme::layout(
            p,
            &format!(
                "{} {}",
                describe::class_glyph(cls),
                describe::caster_need(cls)
            ),
            FontId::proportional(10.5),
            col,
            rect.width() - 12.0,
        );
        let need_h = need.size().y;
        p.galley(Pos2::new(rect.left() + 7.0, y), need, col);
        y += need_h + 2.0;
    }
    let reason = blocked.map(|r| {
        theme::layout(
            p,
            r,
            FontId::proportional(10.0),
            c32(DANGER),
            rect.width() - 12.0,
        )
    });
    let reason_top = reason.as_ref().map(|r| rect.bottom() - r.size().y - 5.0);
    let body = card_body(
        p,
        describe::card_text(v.c, card),
        text,
        rect.width() - 12.0,
        // Above the reason, else within the card.
        reason_top.map_or(rect.bottom() - 4.0 - y, |top| top - 3.0 - y),
    );
    let body_h = body.size().y;
    p.galley(Pos2::new(rect.left() + 6.0, y), body, text);
    y += body_h + 3.0;
    if let (Some(r), Some(ry)) = (reason, reason_top) {
        p.galley(Pos2::new(rect.left() + 6.0, ry), r, c32(DANGER));
    } else if y < rect.bottom() - 26.0 {
        let fl = theme::layout(
            p,
            card.shown_flavor(),
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

pub(super) fn card_tooltip(ui: &mut egui::Ui, v: &View, def: CardIdx, blocked: Option<&str>) {
    let card = v.c.card(def);
    ui.set_max_width(300.0);
    theme::label(
        ui,
        RichText::new(card.shown_name())
            .strong()
            .size(16.0)
            .color(c32(class_col(v.c, def))),
    );
    let (icon, word) = describe::timing(card.timing);
    theme::label(
        ui,
        tr!(
            "hud-card-cost-timing",
            cost = card.cost,
            icon = icon,
            timing = word
        ),
    );
    for need in describe::card_needs(card) {
        theme::label(ui, RichText::new(need).color(c32(DIM)));
    }
    keyword_text(ui, &describe::card_text(v.c, card), c32(PARCHMENT));
    theme::label(
        ui,
        RichText::new(card.shown_flavor()).italics().color(c32(DIM)),
    );
    if let Some(r) = blocked {
        theme::label(ui, RichText::new(r).color(c32(DANGER)));
    }
    gloss_lines(ui, &describe::card_text(v.c, card));
}

/// A card's text, cut short with "…" where it would run into what is written under it (the
/// reason it cannot be played) or past the card's edge: the taller Japanese lines reached
/// both on long cards. The tooltip holds the whole text.
fn card_body(
    p: &egui::Painter,
    text: String,
    colour: Color32,
    width: f32,
    room: f32,
) -> std::sync::Arc<egui::Galley> {
    let font = FontId::proportional(10.5);
    let text = theme::lines_within(p.ctx(), &text, &font, width);
    let full = p.layout(text.clone(), font.clone(), colour, width);
    if full.size().y <= room || full.rows.is_empty() {
        return full;
    }
    let row_h = full.size().y / full.rows.len() as f32;
    let mut job = egui::text::LayoutJob::simple(text, font, colour, width);
    job.wrap.max_rows = ((room / row_h).floor() as usize).max(1);
    job.wrap.overflow_character = Some('…');
    p.layout_job(job)
}
