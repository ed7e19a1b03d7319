//! A unit's short move on the board: a lunge toward what it attacks, a shudder as it falls.

use bevy::prelude::*;

use crate::rules::duel::UnitId;

/// A unit's short move: toward its target (an attack) or a shudder (a fall).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Motion {
    pub(super) kind: MotionKind,
    pub(super) born: f32,
    pub(super) secs: f32,
}

#[derive(Clone, Copy, Debug)]
pub(super) enum MotionKind {
    Lunge(UnitId),
    Shake,
}

impl Motion {
    /// The offset from the unit's place at time `now`, given where its target stands.
    pub(super) fn offset(
        &self,
        now: f32,
        from: Vec2,
        target: Option<Vec2>,
        scale: f32,
    ) -> Option<Vec2> {
        let p = (now - self.born) / self.secs;
        if !(0.0..1.0).contains(&p) {
            return None;
        }
        Some(match self.kind {
            // Out and back along the line to the target, a third of the way at most.
            MotionKind::Lunge(_) => {
                let to = target.unwrap_or(from) - from;
                to * 0.3 * (p * std::f32::consts::PI).sin()
            }
            MotionKind::Shake => {
                Vec2::X * (p * 6.0 * std::f32::consts::PI).sin() * 8.0 * scale * (1.0 - p)
            }
        })
    }
}
