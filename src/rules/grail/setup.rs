//! Game setup (G-2): checks the config and builds the initial state (G-2.5).

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::content::grail::{Class, GrailContent, MapGraph};
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
    /// The seat names both a servant and a class, and the servant is not of that class.
    ClassMismatch {
        seat: usize,
        servant: String,
        class: Class,
    },
    /// Every class with a servant in the content is taken by another seat.
    NoClassLeft {
        seat: usize,
    },
    /// The content has no servant of the seat's class to draw.
    NoServantOfClass {
        seat: usize,
        class: Class,
    },
    /// Every master of the content is taken by another seat.
    NoMasterLeft {
        seat: usize,
    },
    /// G-2.1: a master is bound to one servant, so two seats cannot name the same one.
    MasterTaken {
        seat: usize,
        master: String,
    },
    /// A Skirmish has 2 to 4 factions.
    SkirmishFactionCount {
        got: usize,
    },
    /// A Skirmish gives one range per seat.
    SkirmishRangeCount {
        got: usize,
        factions: usize,
    },
    /// A seat of a Skirmish stands 0 to 3 districts from the fight.
    SkirmishRange {
        seat: usize,
        range: u8,
    },
    /// A Skirmish needs two seats that fight (that do not wait).
    SkirmishFighters {
        got: usize,
    },
    /// A waiting seat of a Skirmish is not a seat of the game.
    SkirmishWaitingSeat {
        seat: FactionId,
    },
    /// The ambusher of a Skirmish is not a seat of the game.
    SkirmishAmbusherSeat {
        seat: FactionId,
    },
    /// The ambusher of a Skirmish fights: it cannot also wait.
    SkirmishAmbusherWaits {
        seat: FactionId,
    },
    /// No district of the map has a district at every range the Skirmish asks for.
    SkirmishNoDistrict {
        map: String,
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
            SetupError::ClassMismatch {
                seat,
                servant,
                class,
            } => write!(f, "seat {seat}: servant \"{servant}\" is not a {class:?}"),
            SetupError::NoClassLeft { seat } => write!(
                f,
                "seat {seat}: no class is left to draw; each faction has a different class (G-2.2)"
            ),
            SetupError::NoServantOfClass { seat, class } => {
                write!(
                    f,
                    "seat {seat}: the content has no {class:?} servant to draw"
                )
            }
            SetupError::MasterTaken { seat, master } => write!(
                f,
                "seat {seat}: master \"{master}\" is another seat's already (G-2.1)"
            ),
            SetupError::NoMasterLeft { seat } => write!(
                f,
                "seat {seat}: no master is left to draw; the other seats have them all"
            ),
            SetupError::SkirmishFactionCount { got } => {
                write!(f, "a skirmish has 2 to 4 factions, got {got}")
            }
            SetupError::SkirmishRangeCount { got, factions } => write!(
                f,
                "a skirmish gives one range per seat: {got} ranges for {factions} factions"
            ),
            SetupError::SkirmishRange { seat, range } => write!(
                f,
                "seat {seat}: a skirmish seat stands 0 to 3 districts from the fight, not {range}"
            ),
            SetupError::SkirmishFighters { got } => write!(
                f,
                "a skirmish needs at least two seats that fight (not waiting), got {got}"
            ),
            SetupError::SkirmishWaitingSeat { seat } => {
                write!(f, "waiting seat {seat} is not a seat of this skirmish")
            }
            SetupError::SkirmishAmbusherSeat { seat } => {
                write!(
                    f,
                    "the ambusher, seat {seat}, is not a seat of this skirmish"
                )
            }
            SetupError::SkirmishAmbusherWaits { seat } => write!(
                f,
                "seat {seat} cannot both ambush and wait: the ambusher fights"
            ),
            SetupError::SkirmishNoDistrict { map } => write!(
                f,
                "map \"{map}\" has no district with a district at every range the skirmish asks for"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// The current rules version, stored in every state.
pub const RULES_VERSION: u32 = 1;

/// The seats of content-grail.md §4.3: the faction name (its class), servant and master.
const STARTER_LINEUP: [(Class, &str, &str); 7] = [
    (Class::Saber, "saber_roland", "master_celestine"),
    (Class::Archer, "archer_tell", "master_tobias"),
    (Class::Lancer, "lancer_zhaoyun", "master_lan"),
    (Class::Rider, "rider_hannibal", "master_dorotea"),
    (Class::Caster, "caster_vainamoinen", "master_aino"),
    (Class::Assassin, "assassin_goemon", "master_kuroda"),
    (Class::Berserker, "berserker_bjarki", "master_hilde"),
];

/// Mixed into the seed for the draw of servants and masters, so that the draw and the
/// game's dice (G-37.2) are independent streams.
const DRAW_SALT: u64 = 0x5e_7e_c7_10_4e_d2_a3_01;

/// Mixed into the seed for where a Skirmish is fought and where its seats stand, a stream
/// apart from the draw and from the game's dice.
const SKIRMISH_SALT: u64 = 0x5c_14_3d_9a_07_e1_b2_6f;

impl GameConfig {
    /// The first `n` seats (2..=7) of content-grail.md §4.3, one class each in seat order,
    /// day limit 7. Only the class is fixed: the servant of that class and the master are
    /// drawn from the seed when the game is set up ([`GameConfig::resolve`]), so the class
    /// alone does not tell which servant a seat has.
    pub fn default_lineup(seed: u64, n: usize) -> GameConfig {
        let mut config = Self::starter_lineup(seed, n);
        for (fs, (class, _, _)) in config.factions.iter_mut().zip(STARTER_LINEUP) {
            fs.servant.clear();
            fs.master.clear();
            fs.class = Some(class);
        }
        config
    }

    /// A Skirmish of `n` seats (2..=4) of the default lineup ([`GameConfig::default_lineup`]:
    /// the class fixed per seat, servant and master drawn at setup), all of them fighting at
    /// the district of the fight, nobody waiting and no ambusher. The day limit is the
    /// default's; the game ends with its one combat, long before any day ends.
    pub fn skirmish(seed: u64, n: usize) -> GameConfig {
        let n = n.clamp(2, 4);
        let mut config = Self::default_lineup(seed, n);
        config.skirmish = Some(SkirmishSetup {
            range: vec![0; n],
            waiting: Vec::new(),
            ambusher: None,
        });
        config
    }

    /// The default lineup of content-grail.md §4.3 exactly: the spec's servant and master on
    /// each of the first `n` seats (2..=7), day limit 7.
    pub fn starter_lineup(seed: u64, n: usize) -> GameConfig {
        GameConfig {
            rng_seed: seed,
            day_limit: 7,
            map: "map_mikagami".into(),
            factions: STARTER_LINEUP
                .iter()
                .take(n.clamp(2, 7))
                .map(|(class, s, m)| FactionSetup {
                    name: format!("{class:?}"),
                    servant: (*s).into(),
                    master: (*m).into(),
                    controller: Controller::Ai,
                    class: None,
                })
                .collect(),
            decision_timer_s: None,
            skirmish: None,
        }
    }

    /// G-2.2, G-2.6: this config with every seat's servant and master named. The players'
    /// picks are kept; each empty seat gets, drawn from the seed (the same seed, the same
    /// draw): a class no other seat has when it names none, a servant of its class, and a
    /// master no other seat has. Every class is taken once at most.
    pub fn resolve(&self, c: &GrailContent) -> Result<GameConfig, SetupError> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.rng_seed ^ DRAW_SALT);
        let n = self.factions.len();
        let mut classes: Vec<Option<Class>> = vec![None; n];
        let mut taken = Vec::new();
        // The picks claim their classes first, so that a draw never takes a picked class.
        for (seat, fs) in self.factions.iter().enumerate() {
            if fs.servant.is_empty() {
                continue;
            }
            let sv = c
                .servant_idx(&fs.servant)
                .ok_or_else(|| SetupError::UnknownServant {
                    seat,
                    servant: fs.servant.clone(),
                })?;
            let class = c.servants[usize::from(sv)].class;
            if let Some(want) = fs.class.filter(|k| *k != class) {
                return Err(SetupError::ClassMismatch {
                    seat,
                    servant: fs.servant.clone(),
                    class: want,
                });
            }
            classes[seat] = Some(claim(seat, class, &mut taken)?);
        }
        let mut out = self.clone();
        for (fs, class) in out.factions.iter_mut().zip(&classes) {
            fs.class = fs.class.or(*class);
        }
        for (seat, fs) in self.factions.iter().enumerate() {
            if let (true, Some(class)) = (fs.servant.is_empty(), fs.class) {
                classes[seat] = Some(claim(seat, class, &mut taken)?);
            }
        }
        for (seat, fs) in out.factions.iter_mut().enumerate() {
            if !fs.servant.is_empty() {
                continue;
            }
            let class = match classes[seat] {
                Some(k) => k,
                None => {
                    let free: Vec<Class> = Class::ALL
                        .into_iter()
                        .filter(|k| !taken.contains(k) && c.servants.iter().any(|d| d.class == *k))
                        .collect();
                    let k = *pick(&mut rng, &free).ok_or(SetupError::NoClassLeft { seat })?;
                    claim(seat, k, &mut taken)?
                }
            };
            let of_class: Vec<&str> = c
                .servants
                .iter()
                .filter(|d| d.class == class)
                .map(|d| d.id.as_str())
                .collect();
            let id =
                pick(&mut rng, &of_class).ok_or(SetupError::NoServantOfClass { seat, class })?;
            fs.servant = (*id).to_string();
            fs.class = Some(class);
        }
        let named: Vec<String> = self
            .factions
            .iter()
            .filter(|fs| !fs.master.is_empty())
            .map(|fs| fs.master.clone())
            .collect();
        // G-2.1: each master is one faction's.
        for (seat, fs) in self.factions.iter().enumerate() {
            let before = &self.factions[..seat];
            if !fs.master.is_empty() && before.iter().any(|b| b.master == fs.master) {
                return Err(SetupError::MasterTaken {
                    seat,
                    master: fs.master.clone(),
                });
            }
        }
        let mut drawn: Vec<String> = Vec::new();
        for (seat, fs) in out.factions.iter_mut().enumerate() {
            if !fs.master.is_empty() {
                continue;
            }
            let free: Vec<&str> = c
                .masters
                .iter()
                .map(|m| m.id.as_str())
                .filter(|id| !named.iter().chain(&drawn).any(|x| x == id))
                .collect();
            let id = pick(&mut rng, &free).ok_or(SetupError::NoMasterLeft { seat })?;
            fs.master = (*id).to_string();
            drawn.push(fs.master.clone());
        }
        Ok(out)
    }
}

/// Takes `class` for `seat` (G-2.2: each faction has a different class).
fn claim(seat: usize, class: Class, taken: &mut Vec<Class>) -> Result<Class, SetupError> {
    if taken.contains(&class) {
        return Err(SetupError::ClassTaken { seat, class });
    }
    taken.push(class);
    Ok(class)
}

/// A uniformly drawn element of `items`.
fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    let len = u32::try_from(items.len()).unwrap_or(u32::MAX);
    items.get(rng.random_range(0..len) as usize)
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
    if let Some(sk) = &config.skirmish {
        check_skirmish(sk, n)?;
    }
    let config = config.resolve(c)?;
    let map_i = c
        .map_idx(&config.map)
        .ok_or_else(|| SetupError::UnknownMap {
            map: config.map.clone(),
        })?;
    let m = &c.maps[usize::from(map_i)];
    if m.start.len() < n {
        return Err(SetupError::TooFewStarts);
    }
    let placed = match &config.skirmish {
        Some(sk) => Some(place_skirmish(m, sk, config.rng_seed).ok_or_else(|| {
            SetupError::SkirmishNoDistrict {
                map: config.map.clone(),
            }
        })?),
        None => None,
    };
    let mut factions = Vec::with_capacity(n);
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
            district: placed.as_ref().map_or(m.start[i], |(_, seats)| seats[i]),
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
    match (&config.skirmish, placed) {
        (Some(sk), Some((fight, _))) => e.begin_skirmish(sk, fight),
        _ => e.advance(),
    }
    Ok((s, ev))
}

/// The checks of a Skirmish's setup against a game of `n` seats.
fn check_skirmish(sk: &SkirmishSetup, n: usize) -> Result<(), SetupError> {
    if !(2..=4).contains(&n) {
        return Err(SetupError::SkirmishFactionCount { got: n });
    }
    if sk.range.len() != n {
        return Err(SetupError::SkirmishRangeCount {
            got: sk.range.len(),
            factions: n,
        });
    }
    if let Some((seat, &range)) = sk.range.iter().enumerate().find(|(_, r)| **r > 3) {
        return Err(SetupError::SkirmishRange { seat, range });
    }
    if let Some(&seat) = sk.waiting.iter().find(|w| usize::from(**w) >= n) {
        return Err(SetupError::SkirmishWaitingSeat { seat });
    }
    if let Some(seat) = sk.ambusher {
        if usize::from(seat) >= n {
            return Err(SetupError::SkirmishAmbusherSeat { seat });
        }
        if sk.waiting.contains(&seat) {
            return Err(SetupError::SkirmishAmbusherWaits { seat });
        }
    }
    let fighters = (0..n)
        .filter(|&f| !sk.waiting.iter().any(|w| usize::from(*w) == f))
        .count();
    if fighters < 2 {
        return Err(SetupError::SkirmishFighters { got: fighters });
    }
    Ok(())
}

/// Where a Skirmish is fought and where each seat stands: a district with a district at
/// every asked range (G-5.4 hop distance), then for each seat one at exactly its range,
/// both drawn from the seed. `None` if the map has no such district.
fn place_skirmish(
    m: &MapGraph,
    sk: &SkirmishSetup,
    seed: u64,
) -> Option<(DistrictIdx, Vec<DistrictIdx>)> {
    let districts: Vec<DistrictIdx> = (0..m.len())
        .filter_map(|d| DistrictIdx::try_from(d).ok())
        .collect();
    let at = |from: DistrictIdx, r: u8| -> Vec<DistrictIdx> {
        districts
            .iter()
            .copied()
            .filter(|&d| m.hop(from, d) == r)
            .collect()
    };
    let fights: Vec<DistrictIdx> = districts
        .iter()
        .copied()
        .filter(|&d| sk.range.iter().all(|&r| !at(d, r).is_empty()))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ SKIRMISH_SALT);
    let fight = *pick(&mut rng, &fights)?;
    let seats = sk
        .range
        .iter()
        .map(|&r| pick(&mut rng, &at(fight, r)).copied())
        .collect::<Option<Vec<_>>>()?;
    Some((fight, seats))
}
