//! What the Skirmish setup screen chose, kept for the rematch, and the game it starts: the
//! core's own skirmish config (`GameConfig::skirmish`), so a skirmish is an ordinary Grail
//! game for the AI, the recorder and replays.

use bevy::prelude::*;

use crate::ai::Difficulty;
use crate::content::grail::GrailContent;
use crate::locale::{Lang, with_lang};
use crate::replay::{self, SeatInfo};
use crate::rules::core::{Core, GrailCore};
use crate::rules::grail::{
    Controller, FactionId, FactionSetup, GameConfig, SetupError, SkirmishSetup,
};

use crate::app::session::{AppClock, Seat, Session, menu_difficulty};

use super::session::GrailSession;

/// Who plays one side of a skirmish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Human,
    Ai(Difficulty),
}

/// One side: who plays it, its servant and master (content ids; `None`: drawn from the
/// seed), how far it stands from the fight, and whether it waits to intervene (G-17.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    pub who: Who,
    pub servant: Option<String>,
    pub master: Option<String>,
    pub range: u8,
    pub waiting: bool,
}

/// G-8.4: the declaration clock a setup screen chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClockPick {
    /// The seed's: 5 minutes when two or more people share the machine, none against the
    /// AI alone (a person alone keeps nobody waiting).
    #[default]
    Seeds,
    Off,
    Minutes(u8),
}

/// The seed's declaration time (「5分以内に宣言が無かった場合は待機として扱います」).
pub const SEED_CLOCK_MINUTES: u8 = 5;

impl ClockPick {
    /// What the setup offers besides the seed's default.
    pub const CHOICES: [ClockPick; 5] = [
        ClockPick::Off,
        ClockPick::Minutes(1),
        ClockPick::Minutes(2),
        ClockPick::Minutes(SEED_CLOCK_MINUTES),
        ClockPick::Minutes(10),
    ];

    /// The core's `decision_timer_s` for a game with `people` people at the machine.
    pub fn seconds(self, people: usize) -> Option<u32> {
        match self {
            ClockPick::Seeds if people >= 2 => Some(u32::from(SEED_CLOCK_MINUTES) * 60),
            ClockPick::Seeds | ClockPick::Off => None,
            ClockPick::Minutes(m) => Some(u32::from(m) * 60),
        }
    }
}

/// The smallest and largest number of sides of a skirmish.
pub const SIDES: std::ops::RangeInclusive<usize> = 2..=4;
/// The farthest a side may stand from the fight, in districts.
pub const MAX_RANGE: u8 = 3;

/// The setup screen's choices.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SkirmishPicks {
    pub sides: Vec<Side>,
    /// The side that ambushed: it acts first in round 1 (G-20.1).
    pub ambusher: Option<usize>,
    /// `None`: a fresh seed each game.
    pub seed: Option<u64>,
    pub clock: ClockPick,
}

impl Default for SkirmishPicks {
    fn default() -> Self {
        let side = |who| Side {
            who,
            servant: None,
            master: None,
            range: 0,
            waiting: false,
        };
        SkirmishPicks {
            sides: vec![side(Who::Human), side(Who::Ai(Difficulty::Normal))],
            ambusher: None,
            seed: None,
            clock: ClockPick::Seeds,
        }
    }
}

impl Who {
    pub fn seat(self) -> Seat {
        match self {
            Who::Human => Seat::Human,
            Who::Ai(d) => Seat::ai(d),
        }
    }
}

impl SkirmishPicks {
    /// The core's config for these picks with `seed`: each picked servant and master named,
    /// the rest left for the core to draw (`GameConfig::resolve`).
    pub fn config(&self, seed: u64) -> GameConfig {
        let mut config = GameConfig::skirmish(seed, self.sides.len());
        for (fs, side) in config.factions.iter_mut().zip(&self.sides) {
            name_seat(fs, side.who, &side.servant, &side.master);
        }
        config.skirmish = Some(SkirmishSetup {
            range: self.sides.iter().map(|s| s.range).collect(),
            waiting: (0..self.sides.len())
                .filter(|&i| self.sides[i].waiting)
                .map(|i| i as FactionId)
                .collect(),
            ambusher: self.ambusher.map(|i| i as FactionId),
        });
        let people = self.sides.iter().filter(|s| s.who == Who::Human).count();
        config.decision_timer_s = self.clock.seconds(people);
        config
    }

    /// Whether the picks make a skirmish the core accepts, and why not: the core's own
    /// setup error, in its words.
    /// Whether the core sets these picks up, and its reason where it does not (G-2).
    pub fn check(&self, c: &GrailContent) -> Result<(), SetupError> {
        crate::rules::grail::new_game(c, self.config(self.seed.unwrap_or(0))).map(|_| ())
    }
}

/// Names a config seat as a setup screen picked it: its servant and master (empty: drawn)
/// and who plays it. A drawn seat takes a class no pick has (G-2.2), not the lineup's.
pub fn name_seat(
    fs: &mut FactionSetup,
    who: Who,
    servant: &Option<String>,
    master: &Option<String>,
) {
    fs.class = None;
    fs.servant = servant.clone().unwrap_or_default();
    fs.master = master.clone().unwrap_or_default();
    fs.controller = match who {
        Who::Human => Controller::Human,
        Who::Ai(_) => Controller::Ai,
    };
}

/// Starts the skirmish of `picks`; a missing seed is drawn here.
pub fn new_skirmish(
    c: &GrailContent,
    picks: &SkirmishPicks,
    clock: &AppClock,
) -> Result<GrailSession, String> {
    let seed = picks.seed.unwrap_or_else(|| clock.fresh_seed());
    let seats = picks.sides.iter().map(|s| s.who.seat()).collect();
    start(c, &picks.config(seed), seats, clock.stamp())
}

/// A new Grail game of `config` played by `seats`, recorded from its start (at `created`);
/// the screen shows the first person's side.
pub fn start(
    c: &GrailContent,
    config: &GameConfig,
    seats: Vec<Seat>,
    created: String,
) -> Result<GrailSession, String> {
    let (state, events) = GrailCore::new_game(c, config)?;
    let shown = seats.iter().position(Seat::is_human).unwrap_or(0) as FactionId;
    let infos = seat_infos(&seats);
    let recorder = replay::Recorder::new(c, config, infos, &state, created);
    Ok(Session::new(state, events, seats, shown, recorder))
}

/// The seats as a replay names them: in English whatever the language, so that a replay
/// reads the same everywhere.
pub fn seat_infos(seats: &[Seat]) -> Vec<SeatInfo> {
    let people = seats.iter().filter(|s| s.is_human()).count();
    seats
        .iter()
        .enumerate()
        .map(|(i, seat)| match seat {
            Seat::Human if people > 1 => SeatInfo::human(with_lang(Lang::En, || {
                crate::tr!("common-player", n = i + 1)
            })),
            Seat::Human => SeatInfo::human(with_lang(Lang::En, || crate::tr!("common-you"))),
            Seat::Recorded { name } => SeatInfo::human(name.clone()),
            Seat::Ai { spec, label } => {
                SeatInfo::bot(label.clone(), spec.to_string(), menu_difficulty(spec))
            }
        })
        .collect()
}
