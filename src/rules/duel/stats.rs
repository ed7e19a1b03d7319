//! Effective unit stats: base values plus Code mods (D-22.4) and continuous modifiers
//! (D-24.3). Read by the damage steps, the AI and the view.

use crate::content::duel::{DuelContent, StatMod};

use super::state::{ContinuousBody, State, UnitId};

/// Sum of one stat's modifiers on a unit.
fn stat_sum(c: &DuelContent, s: &State, unit: UnitId, pick: fn(StatMod) -> Option<i32>) -> i32 {
    let mut total = 0;
    if let UnitId::Arc { player, slot } = unit
        && let Some(code) = s.arc(player, slot).and_then(|a| a.code)
        && let Some(stats) = &c.card(code.def).code
    {
        total += stats.mods.iter().filter_map(|m| pick(*m)).sum::<i32>();
    }
    for cont in &s.continuous {
        if cont.bearer == Some(unit)
            && let ContinuousBody::Modifier(m) = cont.body
            && let Some(v) = pick(m)
        {
            total += v;
        }
    }
    total
}

/// D-16.5: effective DEF, `max(0, base + Def mods)`.
pub fn effective_def(c: &DuelContent, s: &State, unit: UnitId) -> u32 {
    let base = match unit {
        UnitId::Arc { player, slot } => s.arc(player, slot).map(|a| c.arc(a.def).def),
        UnitId::Follower { player, uid } => s
            .player(player)
            .follower(uid)
            .map(|f| c.follower(f.def).def),
    }
    .unwrap_or(0);
    let m = stat_sum(c, s, unit, |m| {
        if let StatMod::Def(v) = m {
            Some(v)
        } else {
            None
        }
    });
    (i64::from(base) + i64::from(m)).max(0) as u32
}

/// D-15.5: total Power (may be negative).
pub fn power(c: &DuelContent, s: &State, unit: UnitId) -> i32 {
    stat_sum(c, s, unit, |m| {
        if let StatMod::Power(v) = m {
            Some(v)
        } else {
            None
        }
    })
}

/// D-16.9: total Ward, at least 0.
pub fn ward(c: &DuelContent, s: &State, unit: UnitId) -> u32 {
    stat_sum(c, s, unit, |m| {
        if let StatMod::Ward(v) = m {
            Some(v)
        } else {
            None
        }
    })
    .max(0) as u32
}

/// Max HP of a unit on the board.
pub fn max_hp(c: &DuelContent, s: &State, unit: UnitId) -> Option<u32> {
    match unit {
        UnitId::Arc { player, slot } => s.arc(player, slot).map(|a| c.arc(a.def).max_hp),
        UnitId::Follower { player, uid } => s
            .player(player)
            .follower(uid)
            .map(|f| c.follower(f.def).max_hp),
    }
}
