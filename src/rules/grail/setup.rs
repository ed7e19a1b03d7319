//! Game setup (G-2): checks the config and builds the initial state (G-2.5).

use crate::content::grail::GrailContent;
use crate::rules::dice::Dice;

use super::engine::Engine;
use super::event::{Event, EventKind};
use super::state::*;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub reason: String,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.reason)
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
    let err = |reason: String| SetupError { reason };
    let n = config.factions.len();
    if !(2..=7).contains(&n) {
        return Err(err(format!("a game has 2 to 7 factions (G-2.2), got {n}")));
    }
    if config.day_limit < 2 {
        return Err(err("day_limit must be at least 2 (G-2.6)".into()));
    }
    let map_i = c
        .map_idx(&config.map)
        .ok_or_else(|| err(format!("unknown map \"{}\"", config.map)))?;
    let m = &c.maps[usize::from(map_i)];
    if m.start.len() < n {
        return Err(err("the map has too few start districts (G-5.8)".into()));
    }
    let mut factions = Vec::with_capacity(n);
    let mut classes = Vec::new();
    for (i, fs) in config.factions.iter().enumerate() {
        let sv = c
            .servant_idx(&fs.servant)
            .ok_or_else(|| err(format!("seat {i}: unknown servant \"{}\"", fs.servant)))?;
        let ms = c
            .master_idx(&fs.master)
            .ok_or_else(|| err(format!("seat {i}: unknown master \"{}\"", fs.master)))?;
        let sd = &c.servants[usize::from(sv)];
        let md = &c.masters[usize::from(ms)];
        if classes.contains(&sd.class) {
            return Err(err(format!(
                "seat {i}: class {:?} is taken; each faction has a different class (G-2.2)",
                sd.class
            )));
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
    e.emit(EventKind::GameStarted {
        factions: n as u8,
        seed: config.rng_seed,
    });
    e.emit(EventKind::DayStarted { day: 1 });
    if config.day_limit == 1 {
        e.s.grail_manifested = true;
    }
    e.advance();
    Ok((s, ev))
}
