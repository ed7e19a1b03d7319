//! The markers: what each stands for, and how a text painted on screen is read for them
//! (a marker's letters, or an MP figure in a pool's band).

use bevy::prelude::*;

use crate::content::duel::CardIdx;

/// What a marker stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Secret {
    /// A servant's true name (known at knowledge tier 3, G-35.1).
    TrueName(usize),
    /// A servant's Noble Phantasm (tier 2, or seen in a shared combat, G-35.3).
    NoblePhantasm(usize),
    /// A servant's skill `.1` (tier 1, or seen used, G-35.3).
    ServantSkill(usize, usize),
    /// A master's name (its faction's and its ally's, G-35.1).
    Master(usize),
    /// A master's skill `.1` (its faction's and its ally's).
    MasterSkill(usize, usize),
    /// A servant's MP (tier 2, G-35.1).
    ServantMp(usize),
    /// A master's MP (its faction's and its ally's).
    MasterMp(usize),
    /// A duel card of a preset deck: secret while in a hand or a deck (D-29.6).
    Card(CardIdx),
}

/// The markers of a marked content, what each stands for, and the MP pools by band.
#[derive(Resource, Clone, Debug, Default)]
pub struct Secrets {
    pub(super) markers: Vec<(String, Secret)>,
    pub(super) mp_pools: Vec<Secret>,
}

/// The marker of the `i`th secret of a kind: letters no name or number of the game holds.
pub(super) fn marker(kind: char, i: usize) -> String {
    format!("Qz{i}{kind}")
}

/// The MP pools (G-35.1: a master's, a servant's below tier 2) are told apart by their size:
/// pool `k` holds at most `MP_BASE + k·MP_BAND + MP_HEADROOM`, and no other figure of a war
/// comes near `MP_BASE`. A pool spends less than its headroom in one robot run, so every MP
/// figure it shows stays in its own band.
pub(super) const MP_BASE: i64 = 10_000;
pub(super) const MP_BAND: i64 = 2_000;
pub(super) const MP_HEADROOM: i32 = 1_500;

/// The MP pool a figure of `n` belongs to, if any.
pub(super) fn mp_pool(pools: &[Secret], n: i64) -> Option<Secret> {
    if n < MP_BASE {
        return None;
    }
    pools
        .get(usize::try_from((n - MP_BASE) / MP_BAND).ok()?)
        .copied()
}

impl Secrets {
    /// The secrets `text` names: by marker, and by an MP figure in a pool's band.
    pub(super) fn in_text(&self, text: &str) -> Vec<(String, Secret)> {
        let mut found: Vec<(String, Secret)> = Vec::new();
        if text.contains("Qz") {
            // A marker ends in a letter, so "Qz1T" is never found inside "Qz11T".
            found.extend(
                self.markers
                    .iter()
                    .filter(|(m, _)| text.contains(m.as_str()))
                    .map(|(m, s)| (m.clone(), *s)),
            );
        }
        for n in numbers(text) {
            if let Some(pool) = mp_pool(&self.mp_pools, n) {
                found.push((n.to_string(), pool));
            }
        }
        found
    }
}

/// The whole numbers written in `text`, thousands separators allowed ("10,500").
fn numbers(text: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut digits = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let separator = c == ',' && !digits.is_empty();
        if separator && chars.peek().is_some_and(char::is_ascii_digit) {
            continue;
        }
        if let Ok(n) = digits.parse() {
            out.push(n);
        }
        digits.clear();
    }
    if let Ok(n) = digits.parse() {
        out.push(n);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_stand_alone() {
        let s = Secrets {
            markers: vec![
                (marker('T', 1), Secret::TrueName(1)),
                (marker('T', 11), Secret::TrueName(11)),
                (marker('M', 1), Secret::Master(1)),
            ],
            mp_pools: Vec::new(),
        };
        let found = s.in_text("Roland Qz11T and Qz1M");
        let kinds: Vec<Secret> = found.iter().map(|(_, k)| *k).collect();
        assert_eq!(kinds, [Secret::TrueName(11), Secret::Master(1)]);
    }

    #[test]
    fn numbers_are_read_with_their_separators() {
        assert_eq!(numbers("MP 10,500/11500, HP 3"), [10_500, 11_500, 3]);
        assert_eq!(numbers("1, 2"), [1, 2]);
    }
}
