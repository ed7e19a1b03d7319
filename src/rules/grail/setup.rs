//! Game setup (G-2): checks the config and builds the initial state (G-2.5).

use crate::content::grail::{Class, GrailContent};
use crate::rules::dice::Dice;

use super::engine::Engine;
use super::event::{Event, EventKind};
use super::state::*;

/// Why a game could not be set up (G-2); a seat is an index into the config's factions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// G-2.2: a game has 2 to 7 factions.
    FactionCount {
        got: usize,
    },
    /// G-2.6: the day limit is at least 2.
    DayLimit {
        got: u8,
    },
    UnknownMap {
        map: String,
    },
    /// G-5.8: the map has a start district for every faction.
    TooFewStarts,
    UnknownServant {
        seat: usize,
        servant: String,
    },
    UnknownMaster {
        seat: usize,
        master: String,
    },
    /// G-2.2: each faction has a different class.
    ClassTaken {
        seat: usize,
        class: Class,
    },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::FactionCount { got } => {
                write!(f, "a game has 2 to 7 factions (G-2.2), got {got}")
            }
            SetupError::DayLimit { .. } => write!(f, "day_limit must be at least 2 (G-2.6)"),
            SetupError::UnknownMap { map } => write!(f, "unknown map \"{map}\""),
            SetupError::TooFewStarts => write!(f, "the map has too few start districts (G-5.8)"),
            SetupError::UnknownServant { seat, servant } => {
                write!(f, "seat {seat}: unknown servant \"{servant}\"")
            }
            SetupError::UnknownMaster { seat, master } => {
                write!(f, "seat {seat}: unknown master \"{master}\"")
            }
            SetupError::ClassTaken { seat, class } => write!(
                f,
                "seat {seat}: class {class:?} is taken; each faction has a different class (G-2.2)"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// The current rules version, stored in every state.
pub const RULES_VERSION: u32 = 1;

impl GameConfig {
    /// The default lineup of content-grail.md §4.3, first `n` seats (2..=7), day limit 7.
    pub fn default_lineup(seed: u64, n: usize) -> GameConfig {
        let lineup = [
            ("Saber", "saber_roland", "master_celestine"),
            ("Archer", "archer_tell", "master_tobias"),
            ("Lancer", "lancer_zhaoyun", "master_lan"),
            ("Rider", "rider_hannibal", "master_dorotea"),
            ("Caster", "caster_vainamoinen", "master_aino"),
            ("Assassin", "assassin_goemon", "master_kuroda"),
            ("Berserker", "berserker_bjarki", "master_hilde"),
        ];
        GameConfig {
            rng_seed: seed,
            day_limit: 7,
            map: "map_mikagami".into(),
            factions: lineup
                .iter()
                .take(n.clamp(2, 7))
                .map(|(name, s, m)| FactionSetup {
                    name: (*name).into(),
                    servant: (*s).into(),
                    master: (*m).into(),
                    controller: Controller::Ai,
                })
                .collect(),
            decision_timer_s: None,
        }
    }
}

/// G-2: a new game with the seeded game RNG (G-37.2), run to its first decision.
pub fn new_game(
    c: &GrailContent,
    config: GameConfig,
) -> Result<(GameState, Vec<Event>), SetupError> {
    let dice = Dice::seeded(config.rng_seed);
    new_game_with_dice(c, config, dice)
}

/// Like [`new_game`] with a given dice source (G-37.5: tests script the dice).
pub fn new_game_with_dice(
    c: &GrailContent,
    config: GameConfig,
    dice: Dice,
) -> Result<(GameState, Vec<Event>), SetupError> {
    let n = config.factions.len();
    if !(2..=7).contains(&n) {
        return Err(SetupError::FactionCount { got: n });
    }
    if config.day_limit < 2 {
        return Err(SetupError::DayLimit {
            got: config.day_limit,
        });
    }
    let map_i = c
        .map_idx(&config.map)
        .ok_or_else(|| SetupError::UnknownMap {
            map: config.map.clone(),
        })?;
    let m = &c.maps[usize::from(map_i)];
    if m.start.len() < n {
        return Err(SetupError::TooFewStarts);
    }
    let mut factions = Vec::with_capacity(n);
    let mut classes = Vec::new();
    for (i, fs) in config.factions.iter().enumerate() {
        let sv = c
            .servant_idx(&fs.servant)
            .ok_or_else(|| SetupError::UnknownServant {
                seat: i,
                servant: fs.servant.clone(),
            })?;
        let ms = c
            .master_idx(&fs.master)
            .ok_or_else(|| SetupError::UnknownMaster {
                seat: i,
                master: fs.master.clone(),
            })?;
        let sd = &c.servants[usize::from(sv)];
        let md = &c.masters[usize::from(ms)];
        if classes.contains(&sd.class) {
            return Err(SetupError::ClassTaken {
                seat: i,
                class: sd.class,
            });
        }
        classes.push(sd.class);
        factions.push(Faction {
            id: i as FactionId,
            name: fs.name.clone(),
            controller: fs.controller,
            servant: ServantState {
                def: sv,
                hp: sd.max_hp,
                mp: sd.max_mp,
                buffs: Vec::new(),
            },
            master: MasterState {
                def: ms,
                mp: md.max_mp,
                command_spells: 3,
                asleep: false,
                rested_today: false,
                fourth_skill_unlocked: false,
            },
            district: m.start[i],
            status: FactionStatus::Active,
            bond: 0,
            knowledge: vec![Knowledge::default(); n],
            workshop: None,
            grail_points: 0,
            turn: TurnState::default(),
        });
    }
    let mut s = GameState {
        rules_version: RULES_VERSION,
        config: config.clone(),
        rng: dice,
        map: map_i,
        soul_eaten: vec![false; m.len()],
        day: 1,
        time: TimeOfDay::Morning,
        turn_index: 0,
        lead_seat: 0,
        phase: Phase::TurnStart,
        factions,
        relations: Vec::new(),
        priority_decls: Vec::new(),
        priority_events: Vec::new(),
        resolving: None,
        combat: None,
        pending: None,
        outcome: None,
        grail_manifested: false,
        negate_ambush: Vec::new(),
        next_uid: 0,
        next_combat_id: 0,
        event_seq: 0,
        dice_fault: None,
        actions_applied: 0,
        log: None,
    };
    let mut ev = Vec::new();
    let mut e = Engine {
        c,
        s: &mut s,
        ev: &mut ev,
    };
    e.emit(EventKind::GameStarted { factions: n as u8 });
    e.emit(EventKind::DayStarted { day: 1 });
    if config.day_limit == 1 {
        e.s.grail_manifested = true;
    }
    e.advance();
    Ok((s, ev))
}
