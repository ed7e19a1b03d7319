//! A short list of units without a heap allocation: a selector or target rule never picks
//! more than one side's 3 Arcastella and 3 followers (D-21.2), and the AI asks for such
//! lists millions of times.

use std::ops::Deref;

use super::state::{PlayerId, UnitId};

const MAX: usize = 6;

#[derive(Clone, Copy, Debug)]
pub(crate) struct Units {
    buf: [UnitId; MAX],
    len: usize,
}

impl Units {
    pub fn new() -> Self {
        Units {
            buf: [UnitId::Arc {
                player: PlayerId::P0,
                slot: 0,
            }; MAX],
            len: 0,
        }
    }

    pub fn one(unit: Option<UnitId>) -> Self {
        let mut u = Units::new();
        if let Some(x) = unit {
            u.push(x);
        }
        u
    }

    pub fn push(&mut self, unit: UnitId) {
        if self.len < MAX {
            self.buf[self.len] = unit;
            self.len += 1;
        }
    }
}

impl Deref for Units {
    type Target = [UnitId];
    fn deref(&self) -> &[UnitId] {
        &self.buf[..self.len]
    }
}
