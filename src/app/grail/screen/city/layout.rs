//! Where the city's districts sit on screen: the content's display positions (G-5.2) spread
//! over the map's rectangle, a cell per grid step, each district in the middle of its cell;
//! and where a walking token is along its path.

use bevy_egui::egui::{Pos2, Rect, pos2};

/// The map's transform from display positions to the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    rect: Rect,
    min: (i32, i32),
    /// One grid step across and down, in points.
    pub step: (f32, f32),
}

impl Layout {
    /// Spreads `positions` over `rect`: the leftmost and the rightmost districts half a step
    /// in from its sides (and so down it), so that every name has its cell.
    pub fn new(rect: Rect, positions: impl Iterator<Item = (i32, i32)> + Clone) -> Layout {
        let span = |v: Vec<i32>| {
            let lo = v.iter().copied().min().unwrap_or(0);
            let hi = v.iter().copied().max().unwrap_or(0);
            (lo, (hi - lo + 1).max(1))
        };
        let (x0, nx) = span(positions.clone().map(|p| p.0).collect());
        let (y0, ny) = span(positions.map(|p| p.1).collect());
        Layout {
            rect,
            min: (x0, y0),
            step: (rect.width() / nx as f32, rect.height() / ny as f32),
        }
    }

    /// The centre of the district shown at display position `p`.
    pub fn at(&self, p: (i32, i32)) -> Pos2 {
        pos2(
            self.rect.left() + ((p.0 - self.min.0) as f32 + 0.5) * self.step.0,
            self.rect.top() + ((p.1 - self.min.1) as f32 + 0.5) * self.step.1,
        )
    }

    /// The smaller of the two steps: what the drawing's sizes follow.
    pub fn cell(&self) -> f32 {
        self.step.0.min(self.step.1)
    }
}

/// Where a token is, `t` (0 to 1) along the walk through `points`: every road takes an equal
/// share of the time, each eased in and out so that the token pauses at every district.
pub fn along(points: &[Pos2], t: f32) -> Option<Pos2> {
    let (first, last) = (points.first()?, points.last()?);
    let roads = points.len() - 1;
    if roads == 0 || t <= 0.0 {
        return Some(*first);
    }
    if t >= 1.0 {
        return Some(*last);
    }
    let x = t * roads as f32;
    let i = (x.floor() as usize).min(roads - 1);
    let f = x - i as f32;
    let eased = f * f * (3.0 - 2.0 * f);
    Some(points[i].lerp(points[i + 1], eased))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::vec2;

    fn rect() -> Rect {
        Rect::from_min_size(pos2(100.0, 50.0), vec2(700.0, 500.0))
    }

    /// A 7 by 5 grid (the Mikagami map's) gives each district a 100 by 100 cell, its corners
    /// half a cell inside the rectangle.
    #[test]
    fn the_grid_fills_the_rectangle_cell_by_cell() {
        let pos = [(0, 0), (6, 4), (3, 2)];
        let l = Layout::new(rect(), pos.iter().copied());
        assert_eq!(l.step, (100.0, 100.0));
        assert_eq!(l.at((0, 0)), pos2(150.0, 100.0));
        assert_eq!(l.at((6, 4)), pos2(750.0, 500.0));
        assert_eq!(l.at((3, 2)), rect().center());
        assert_eq!(l.cell(), 100.0);
    }

    /// Positions need not start at 0, and a map of one district puts it in the middle.
    #[test]
    fn offsets_and_a_single_district_are_laid_out_too() {
        let l = Layout::new(rect(), [(10, -3), (11, -2)].into_iter());
        assert_eq!(l.at((10, -3)), pos2(275.0, 175.0));
        let one = Layout::new(rect(), std::iter::once((4, 4)));
        assert_eq!(one.at((4, 4)), rect().center());
        let none = Layout::new(rect(), std::iter::empty());
        assert_eq!(none.step, (700.0, 500.0));
    }

    #[test]
    fn a_walk_passes_every_district_in_turn() {
        let pts = [pos2(0.0, 0.0), pos2(10.0, 0.0), pos2(10.0, 20.0)];
        assert_eq!(along(&pts, 0.0), Some(pts[0]));
        assert_eq!(along(&pts, -1.0), Some(pts[0]));
        assert_eq!(along(&pts, 0.5), Some(pts[1]));
        assert_eq!(along(&pts, 1.0), Some(pts[2]));
        assert_eq!(along(&pts, 0.25), Some(pos2(5.0, 0.0)));
        let late = along(&pts, 0.9).expect("a point");
        assert_eq!(late.x, 10.0);
        assert!(late.y > 10.0 && late.y < 20.0, "{late:?}");
        assert_eq!(along(&pts[..1], 0.5), Some(pts[0]));
        assert_eq!(along(&[], 0.5), None);
    }
}
