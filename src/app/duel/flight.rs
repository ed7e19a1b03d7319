//! Cards in motion (ux.md): a card drawn flies from its owner's deck pile to the
//! hand; a card converted flies from the hand to the ether area; a card cast flies to the
//! middle of the board, waits there while it resolves, then goes on to the cemetery or to
//! the Arcastella that equips it. Flights start as the core's events are shown, last
//! `FLIGHT_SECS` at 1x (the animation speed divides it) and are dropped by the skip key.
//! Where a zone lies on screen is only known to the HUD, which records the piles and the
//! hand's cards as it draws them; a flight asks for its two ends each frame.

use std::collections::HashMap;

use bevy_egui::egui::{self, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind};

use crate::app::theme;
use crate::rules::duel::event::Zone;
use crate::rules::duel::{CardUid, PlayerId};

/// Seconds a card takes from one place to the next at 1x.
pub const FLIGHT_SECS: f32 = 0.45;
/// Seconds a cast card may wait in the middle of the board for its next move at 1x (the
/// spell's own events come first; a card whose next move never comes fades out).
const REST_SECS: f32 = 2.5;
/// A flying card's size in points.
pub const CARD: egui::Vec2 = egui::vec2(54.0, 74.0);

/// A pile or a hand on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Deck(PlayerId),
    Hand(PlayerId),
    EtherArea(PlayerId),
    Cemetery(PlayerId),
}

/// Where a flight starts: a zone, or where the card already was on screen (a cast card
/// leaving the middle of the board).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Start {
    Zone(Zone),
    At(Pos2),
}

#[derive(Clone, Debug)]
struct Flight {
    card: CardUid,
    from: Start,
    to: Zone,
    face_up: bool,
    born: f32,
    secs: f32,
    rest: f32,
    /// Where it was last painted.
    last: Option<Pos2>,
}

impl Flight {
    /// 0 at the start, 1 on arrival.
    fn progress(&self, now: f32) -> f32 {
        ((now - self.born) / self.secs).clamp(0.0, 1.0)
    }

    /// Still on screen: flying, or resting in the middle of the board.
    fn alive(&self, now: f32) -> bool {
        let age = now - self.born;
        if self.to == Zone::Resolving {
            age < self.secs + self.rest
        } else {
            age < self.secs
        }
    }
}

/// The cards in flight, and where the HUD last drew the places they fly between.
#[derive(Default)]
pub struct Flights {
    list: Vec<Flight>,
    spots: HashMap<Spot, Rect>,
    /// The viewer's hand cards, by card, as last drawn (kept after a card leaves the hand,
    /// since its flight starts a frame or more later).
    cards: HashMap<CardUid, Rect>,
}

impl Flights {
    /// A card starts to move from `from` to `to`, at the animation speed `speed`. A card
    /// already in flight goes on from where it is.
    pub fn launch(
        &mut self,
        card: CardUid,
        from: Zone,
        to: Zone,
        face_up: bool,
        now: f32,
        speed: f32,
    ) {
        if from == Zone::Created {
            return;
        }
        let mut start = Start::Zone(from);
        if let Some(i) = self.list.iter().position(|f| f.card == card) {
            if let Some(p) = self.list[i].last {
                start = Start::At(p);
            }
            self.list.remove(i);
        }
        let speed = speed.max(0.1);
        self.list.push(Flight {
            card,
            from: start,
            to,
            face_up,
            born: now,
            secs: FLIGHT_SECS / speed,
            rest: REST_SECS / speed,
            last: None,
        });
    }

    /// Whether any card is on screen.
    pub fn active(&self, now: f32) -> bool {
        self.list.iter().any(|f| f.alive(now))
    }

    /// Drops the flights (the skip key, instant animations, a new duel).
    pub fn clear(&mut self) {
        self.list.clear();
    }

    /// Whether `card` is still on its way into a hand (the hand leaves its place empty).
    pub fn arriving(&self, card: CardUid, now: f32) -> bool {
        self.list
            .iter()
            .any(|f| f.card == card && matches!(f.to, Zone::Hand(_)) && f.alive(now))
    }

    pub fn record_spot(&mut self, spot: Spot, rect: Rect) {
        self.spots.insert(spot, rect);
    }

    pub fn record_card(&mut self, card: CardUid, rect: Rect) {
        self.cards.insert(card, rect);
    }

    /// Where `zone` lies on screen for `card`: a pile, the card's own place in the viewer's
    /// hand, a hand. `elsewhere` answers the zones on the board (an equipped unit, the middle
    /// while a card resolves).
    fn place(
        &self,
        zone: Zone,
        card: CardUid,
        viewer: PlayerId,
        elsewhere: &dyn Fn(Zone) -> Option<Pos2>,
    ) -> Option<Pos2> {
        let spot = |s: Spot| self.spots.get(&s).map(|r| r.center());
        match zone {
            Zone::Deck(p) => spot(Spot::Deck(p)),
            Zone::EtherArea(p) => spot(Spot::EtherArea(p)),
            Zone::Cemetery(p) => spot(Spot::Cemetery(p)),
            Zone::Hand(p) if p == viewer => self
                .cards
                .get(&card)
                .map(|r| r.center())
                .or_else(|| spot(Spot::Hand(p))),
            Zone::Hand(p) => spot(Spot::Hand(p)),
            Zone::Equipped(_) | Zone::Resolving => elsewhere(zone),
            Zone::Created => None,
        }
    }

    /// Paints every card in flight and forgets those that have landed. `face` names a card
    /// shown face up: its name, cost and frame colour.
    pub fn paint(
        &mut self,
        painter: &Painter,
        now: f32,
        viewer: PlayerId,
        elsewhere: &dyn Fn(Zone) -> Option<Pos2>,
        face: &dyn Fn(CardUid) -> Option<(String, u8, Color32)>,
    ) {
        self.list.retain(|f| f.alive(now));
        let mut painted = Vec::with_capacity(self.list.len());
        for f in &self.list {
            let from = match f.from {
                Start::At(p) => Some(p),
                Start::Zone(z) => self.place(z, f.card, viewer, elsewhere),
            };
            let to = self.place(f.to, f.card, viewer, elsewhere);
            let (Some(from), Some(to)) = (from, to) else {
                painted.push(None);
                continue;
            };
            let t = f.progress(now);
            // Arc toward the middle of the screen, so a card near the top stays in view.
            let down = (from.y + to.y) / 2.0 < painter.clip_rect().center().y;
            let pos = path(from, to, t, down);
            let size = match f.from {
                Start::At(_) => 1.0,
                Start::Zone(z) => end_size(z, viewer),
            };
            let size = size + (end_size(f.to, viewer) - size) * ease(t);
            // A card resting in the middle fades over the last fifth of its wait.
            let rested = now - f.born - f.secs;
            let alpha = if rested > 0.0 {
                (1.0 - (rested - 0.8 * f.rest).max(0.0) / (0.2 * f.rest)).clamp(0.0, 1.0)
            } else {
                1.0
            };
            let shown = if f.face_up { face(f.card) } else { None };
            paint_card(painter, pos, size, shown, alpha);
            painted.push(Some(pos));
        }
        for (f, p) in self.list.iter_mut().zip(painted) {
            if p.is_some() {
                f.last = p;
            }
        }
    }
}

/// Slow out, fast through, slow in (a cubic ease).
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(3) / 2.0
    }
}

/// How big a card is at each end of its flight: full size in the viewer's hand and in the
/// middle of the board, smaller where it goes into a pile, a face-down hand or a unit.
fn end_size(zone: Zone, viewer: PlayerId) -> f32 {
    match zone {
        Zone::Hand(p) if p == viewer => 1.0,
        Zone::Resolving => 1.0,
        Zone::Equipped(_) => 0.6,
        _ => 0.45,
    }
}

/// The card's place at progress `t`: eased along the line, in a shallow arc (up, or down
/// when `down`).
pub fn path(from: Pos2, to: Pos2, t: f32, down: bool) -> Pos2 {
    let e = ease(t);
    let lift =
        (from.distance(to) * 0.15).min(60.0) * (t.clamp(0.0, 1.0) * std::f32::consts::PI).sin();
    let lift = if down { -lift } else { lift };
    from.lerp(to, e) - egui::vec2(0.0, lift)
}

fn paint_card(
    painter: &Painter,
    centre: Pos2,
    size: f32,
    face: Option<(String, u8, Color32)>,
    alpha: f32,
) {
    let rect = Rect::from_center_size(centre, CARD * size);
    let gold = Color32::from_rgb(232, 196, 96).gamma_multiply(alpha);
    painter.rect_filled(
        rect.translate(egui::vec2(3.0, 4.0)),
        6.0,
        Color32::from_black_alpha((90.0 * alpha) as u8),
    );
    match face {
        None => {
            painter.rect_filled(
                rect,
                6.0,
                Color32::from_rgb(40, 34, 90).gamma_multiply(alpha),
            );
            painter.rect_stroke(rect, 6.0, Stroke::new(1.5, gold), StrokeKind::Inside);
            painter.rect_stroke(
                rect.shrink(5.0),
                4.0,
                Stroke::new(1.0, gold.gamma_multiply(0.5)),
                StrokeKind::Inside,
            );
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                "★",
                FontId::proportional(20.0 * size),
                gold,
            );
        }
        Some((name, cost, frame)) => {
            painter.rect_filled(
                rect,
                6.0,
                Color32::from_rgb(24, 22, 58).gamma_multiply(alpha),
            );
            painter.rect_stroke(
                rect,
                6.0,
                Stroke::new(2.0, frame.gamma_multiply(alpha)),
                StrokeKind::Inside,
            );
            let gem = rect.left_top() + egui::vec2(10.0, 10.0) * size;
            painter.circle_filled(
                gem,
                8.0 * size,
                Color32::from_rgb(30, 60, 140).gamma_multiply(alpha),
            );
            painter.circle_stroke(gem, 8.0 * size, Stroke::new(1.0, gold));
            let text = Color32::from_rgb(236, 226, 200).gamma_multiply(alpha);
            painter.text(
                gem,
                Align2::CENTER_CENTER,
                cost.to_string(),
                FontId::proportional(11.0 * size),
                text,
            );
            let galley = theme::layout(
                painter,
                &name,
                FontId::proportional(10.0 * size),
                text,
                rect.width() - 8.0,
            );
            painter.galley(
                Pos2::new(rect.left() + 4.0, rect.top() + 22.0 * size),
                galley,
                text,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P0: PlayerId = PlayerId::P0;

    /// Paints the flights at `now` inside an egui pass (text needs its fonts).
    fn paint_at(f: &mut Flights, now: f32, elsewhere: &dyn Fn(Zone) -> Option<Pos2>) {
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.ctx().layer_painter(egui::LayerId::background());
            f.paint(&painter, now, P0, elsewhere, &|_| {
                Some(("Nebula Veil".into(), 2, Color32::GOLD))
            });
        });
        out.textures_delta.clear();
    }

    fn spots() -> Flights {
        let mut f = Flights::default();
        f.record_spot(
            Spot::Deck(P0),
            Rect::from_center_size(Pos2::new(100.0, 600.0), egui::vec2(40.0, 20.0)),
        );
        f.record_spot(
            Spot::Cemetery(P0),
            Rect::from_center_size(Pos2::new(300.0, 600.0), egui::vec2(40.0, 20.0)),
        );
        f.record_card(
            CardUid(7),
            Rect::from_center_size(Pos2::new(500.0, 650.0), egui::vec2(120.0, 160.0)),
        );
        f
    }

    #[test]
    fn the_path_starts_and_ends_at_its_places_and_arcs_between() {
        let (a, b) = (Pos2::new(0.0, 100.0), Pos2::new(200.0, 100.0));
        assert_eq!(path(a, b, 0.0, false), a);
        assert!(path(a, b, 1.0, false).distance(b) < 1e-3);
        let mid = path(a, b, 0.5, false);
        assert!((mid.x - 100.0).abs() < 1e-3, "halfway along: {mid:?}");
        assert!(mid.y < 100.0, "lifted above the line: {mid:?}");
        assert!(path(a, b, 0.5, true).y > 100.0, "or below it");
        assert!(ease(0.25) < 0.25 && ease(0.75) > 0.75, "slow at both ends");
    }

    #[test]
    fn a_drawn_card_flies_from_the_deck_to_its_place_in_the_hand_then_lands() {
        let mut f = spots();
        f.launch(CardUid(7), Zone::Deck(P0), Zone::Hand(P0), false, 10.0, 1.0);
        assert!(f.arriving(CardUid(7), 10.1) && f.active(10.1));
        paint_at(&mut f, 10.0, &|_| None);
        assert_eq!(f.list[0].last, Some(Pos2::new(100.0, 600.0)), "at the deck");
        paint_at(&mut f, 10.0 + FLIGHT_SECS * 0.999, &|_| None);
        let at = f.list[0].last.unwrap();
        assert!(
            at.distance(Pos2::new(500.0, 650.0)) < 2.0,
            "at the hand: {at:?}"
        );
        assert!(!f.arriving(CardUid(7), 10.0 + FLIGHT_SECS + 0.01), "landed");
        // Twice the speed, half the time.
        f.launch(CardUid(8), Zone::Deck(P0), Zone::Hand(P0), false, 20.0, 2.0);
        assert!(!f.active(20.0 + FLIGHT_SECS / 2.0 + 0.01));
    }

    #[test]
    fn a_cast_card_rests_in_the_middle_then_goes_on_from_there() {
        let mut f = spots();
        let middle = Pos2::new(400.0, 300.0);
        let elsewhere = move |z: Zone| (z == Zone::Resolving).then_some(middle);
        f.launch(CardUid(7), Zone::Hand(P0), Zone::Resolving, true, 0.0, 1.0);
        paint_at(&mut f, 1.0, &elsewhere);
        assert!(f.active(2.0), "still resting in the middle");
        assert_eq!(f.list[0].last, Some(middle));
        f.launch(
            CardUid(7),
            Zone::Resolving,
            Zone::Cemetery(P0),
            true,
            1.5,
            1.0,
        );
        assert_eq!(f.list.len(), 1, "one flight per card");
        assert_eq!(f.list[0].from, Start::At(middle));
        assert!(
            !f.active(1.5 + FLIGHT_SECS + 0.01),
            "landed in the cemetery"
        );
        // Without a next move it fades out in time.
        f.launch(CardUid(9), Zone::Hand(P0), Zone::Resolving, true, 10.0, 1.0);
        assert!(!f.active(10.0 + FLIGHT_SECS + REST_SECS + 0.01));
        // A card made out of nothing (an afterglow) does not fly.
        f.launch(
            CardUid(10),
            Zone::Created,
            Zone::Cemetery(P0),
            true,
            0.0,
            1.0,
        );
        assert!(f.list.iter().all(|x| x.card != CardUid(10)));
    }
}
