//! What the Grail War setup screen chose, kept for the rematch, and the war it starts: the
//! core's default lineup (G-2.6) with the picked servants and masters named and the rest
//! left for the core to draw, one class per faction (G-2.2, `GameConfig::resolve`).

use bevy::prelude::*;

use crate::ai::Difficulty;
use crate::content::grail::GrailContent;
use crate::rules::grail::{GameConfig, SetupError};

use super::picks::{ClockPick, Who, name_seat};
use super::session::GrailSession;
use crate::app::session::AppClock;

/// One faction of the war: who plays it, its servant and master (content ids; `None`:
/// drawn from the seed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarSide {
    pub who: Who,
    pub servant: Option<String>,
    pub master: Option<String>,
}

/// The smallest and largest number of factions of a war (G-2.6: one per class).
pub const FACTIONS: std::ops::RangeInclusive<usize> = 2..=7;
/// The day limits offered (G-2.6: at least 2, 7 by default).
pub const DAY_LIMITS: std::ops::RangeInclusive<u8> = 2..=14;
/// G-2.6's default day limit.
pub const DEFAULT_DAY_LIMIT: u8 = 7;

/// The setup screen's choices.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct WarPicks {
    pub sides: Vec<WarSide>,
    pub day_limit: u8,
    /// `None`: a fresh seed each war.
    pub seed: Option<u64>,
    pub clock: ClockPick,
}

impl Default for WarPicks {
    /// You against six AI factions at Normal, as a newcomer's first war.
    fn default() -> Self {
        let side = |who| WarSide {
            who,
            servant: None,
            master: None,
        };
        let mut sides = vec![side(Who::Human)];
        sides.extend((1..*FACTIONS.end()).map(|_| side(Who::Ai(Difficulty::Normal))));
        WarPicks {
            sides,
            day_limit: DEFAULT_DAY_LIMIT,
            seed: None,
            clock: ClockPick::Seeds,
        }
    }
}

impl WarPicks {
    /// The core's config for these picks with `seed`.
    pub fn config(&self, seed: u64) -> GameConfig {
        let mut config = GameConfig::default_lineup(seed, self.sides.len());
        config.day_limit = self.day_limit;
        for (fs, side) in config.factions.iter_mut().zip(&self.sides) {
            name_seat(fs, side.who, &side.servant, &side.master);
        }
        let people = self.sides.iter().filter(|s| s.who == Who::Human).count();
        config.decision_timer_s = self.clock.seconds(people);
        config
    }

    /// Whether the picks make a war the core accepts, and why not: the core's own setup
    /// error, in its words.
    /// Whether the core sets these picks up, and its reason where it does not (G-2).
    pub fn check(&self, c: &GrailContent) -> Result<(), SetupError> {
        crate::rules::grail::new_game(c, self.config(self.seed.unwrap_or(0))).map(|_| ())
    }
}

/// Starts the war of `picks`; a missing seed is drawn here.
pub fn new_war(
    c: &GrailContent,
    picks: &WarPicks,
    clock: &AppClock,
) -> Result<GrailSession, String> {
    let seed = picks.seed.unwrap_or_else(|| clock.fresh_seed());
    let seats = picks.sides.iter().map(|s| s.who.seat()).collect();
    super::picks::start(c, &picks.config(seed), seats, clock.stamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content() -> GrailContent {
        GrailContent::builtin().expect("the shipped Grail content loads")
    }

    /// G-2.6: the default war is seven factions, one person, day limit 7, and the core
    /// accepts it; a picked servant is kept and the rest are drawn, one class each (G-2.2).
    #[test]
    fn the_default_war_starts_with_the_picks_kept() {
        let c = content();
        let mut picks = WarPicks::default();
        assert_eq!(picks.sides.len(), 7);
        let servant = c.servants[0].id.clone();
        picks.sides[3].servant = Some(servant.clone());
        picks.seed = Some(11);
        picks.check(&c).expect("the default picks make a war");
        let session = new_war(&c, &picks, &AppClock::default()).expect("the war starts");
        let s = &session.state;
        assert_eq!(s.config.day_limit, DEFAULT_DAY_LIMIT);
        assert_eq!(s.factions.len(), 7);
        let classes: std::collections::BTreeSet<_> = (0..7)
            .map(|f| crate::rules::grail::query::sdef(&c, s, f).unwrap().class)
            .collect();
        assert_eq!(classes.len(), 7, "one class per faction");
        assert_eq!(
            crate::rules::grail::query::sdef(&c, s, 3).unwrap().id,
            servant
        );
        assert_eq!(session.seats.iter().filter(|s| s.is_human()).count(), 1);
    }

    /// G-2.6: a day limit under 2 is the core's error, told to the setup screen.
    #[test]
    fn a_day_limit_of_one_is_refused() {
        let c = content();
        let picks = WarPicks {
            day_limit: 1,
            ..WarPicks::default()
        };
        assert!(picks.check(&c).is_err());
    }
}
