//! The purpose audit (`sim purpose`): AI-only Grail Wars and Skirmishes, every action
//! replayed and judged. It counts the play a person would call aimless: a command spell or
//! skill that changes nothing (`rules::grail::pointless`), a move or retreat that ends where
//! it began, Withdrawal from a fight the faction started before it lost any HP; and it
//! reports how many masters sleep through the war's last day (G-16.1) and when in a fight
//! the command spells go.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::ai::BotSpec;
use crate::ai::grail::GrailGame;
use crate::content::grail::GrailContent;
use crate::rules::core::{Core, GrailCore};
use crate::rules::grail::{
    self, Action, Actor, CommandSpell, DecisionKind, EventKind, FactionId, GameConfig, GameState,
    pointless, pointless::retreat_reach, query::actor_pos,
};

use super::{Player, Simulated, each_game, game_seed, play};

/// How many examples of each kind of aimless play a report quotes.
const EXAMPLES: usize = 12;

/// What [`sim_purpose`] counts.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PurposeReport {
    pub games: u64,
    /// Core actions taken.
    pub actions: u64,
    /// Actions the core calls pointless, by why.
    pub pointless: BTreeMap<String, u64>,
    /// A move that ended in the district where it began, or a retreat declared that could
    /// move nowhere (its movement −2 reaching no other district, G-31.2).
    pub moves_ending_where_they_began: u64,
    /// Retreat moves that stayed: declared when they could move, then blocked or bound
    /// before the servant's turn (the rules leave no other choice then).
    pub retreats_stopped_where_they_began: u64,
    /// Fights a faction started (an encounter it declared a fight in, an ambush).
    pub fights_started: u64,
    /// Withdrawals (G-33.6.6) from a fight the faction started, its servant at the HP it
    /// had when the fight began or more.
    pub withdrew_unhurt_from_own_fight: u64,
    /// Escapes by retreat (G-31.5) from a fight the faction started, unhurt.
    pub escaped_unhurt_from_own_fight: u64,
    /// Masters in the war when its last day began, and how many slept through it.
    pub masters_on_last_day: u64,
    pub asleep_on_last_day: u64,
    /// Command spells spent out of combat, before a fight's first round, and in its
    /// rounds 1, 2 and 3 or later.
    pub spells_on_the_map: u64,
    pub spells_before_round_1: u64,
    pub spells_in_round: [u64; 3],
    /// Examples of the counted aimless play, "seed S, day D: who: what".
    pub examples: Vec<String>,
}

impl PurposeReport {
    /// Every aimless play counted: the figures that must be 0.
    pub fn aimless(&self) -> u64 {
        self.pointless.values().sum::<u64>()
            + self.moves_ending_where_they_began
            + self.withdrew_unhurt_from_own_fight
    }

    fn add(&mut self, o: &PurposeReport) {
        self.games += o.games;
        self.actions += o.actions;
        for (k, v) in &o.pointless {
            *self.pointless.entry(k.clone()).or_default() += v;
        }
        self.moves_ending_where_they_began += o.moves_ending_where_they_began;
        self.retreats_stopped_where_they_began += o.retreats_stopped_where_they_began;
        self.fights_started += o.fights_started;
        self.withdrew_unhurt_from_own_fight += o.withdrew_unhurt_from_own_fight;
        self.escaped_unhurt_from_own_fight += o.escaped_unhurt_from_own_fight;
        self.masters_on_last_day += o.masters_on_last_day;
        self.asleep_on_last_day += o.asleep_on_last_day;
        self.spells_on_the_map += o.spells_on_the_map;
        self.spells_before_round_1 += o.spells_before_round_1;
        for (a, b) in self.spells_in_round.iter_mut().zip(o.spells_in_round) {
            *a += b;
        }
        for e in &o.examples {
            if self.examples.len() < EXAMPLES {
                self.examples.push(e.clone());
            }
        }
    }
}

/// The audit of one game as it is replayed.
struct Audit<'a> {
    c: &'a GrailContent,
    seed: u64,
    r: PurposeReport,
    /// The fight under way: its id, who started it and that one's HP as it began.
    fight: Option<(u32, Option<(FactionId, i32)>)>,
    last_day_seen: bool,
}

impl Audit<'_> {
    fn note(&mut self, s: &GameState, f: FactionId, what: &str) {
        if self.r.examples.len() < EXAMPLES {
            let who = s.faction(f).map_or("?", |x| x.name.as_str());
            self.r
                .examples
                .push(format!("seed {}, day {}: {who}: {what}", self.seed, s.day));
        }
    }

    /// Judges `f`'s `a`, about to be played at `s`.
    fn before(&mut self, s: &GameState, f: FactionId, a: &Action) {
        self.r.actions += 1;
        if let Some(why) = pointless(self.c, s, f, a) {
            *self.r.pointless.entry(why.key().to_string()).or_default() += 1;
            self.note(s, f, &format!("{} ({a:?})", why.key()));
        }
        // A main action in combat may be a summoned unit's (G-29.9).
        let mover = match s.pending.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::MainAction { actor }) => *actor,
            _ => Actor::Servant { faction: f },
        };
        let here = actor_pos(s, mover);
        let back = match a {
            Action::Move { path } | Action::RetreatMove { path } => {
                !path.is_empty() && path.last().copied() == here
            }
            Action::Declare { move_path, .. } => {
                !move_path.is_empty() && move_path.last().copied() == here
            }
            // G-31.2: its movement −2 reaches no other district.
            Action::DeclareRetreat => retreat_reach(self.c, s, f) == Some(0),
            _ => false,
        };
        if back {
            self.r.moves_ending_where_they_began += 1;
            self.note(s, f, &format!("a move that ends where it began ({a:?})"));
        }
        if matches!(a, Action::RetreatMove { path } if path.is_empty()) {
            self.r.retreats_stopped_where_they_began += 1;
        }
        if let Action::UseCommandSpell { spell } = a {
            let n = u64::from(spell.cost());
            match s.combat.as_ref().filter(|cb| cb.is_active(f)) {
                None => self.r.spells_on_the_map += n,
                Some(cb) if cb.round == 0 => self.r.spells_before_round_1 += n,
                Some(cb) => {
                    self.r.spells_in_round[usize::from(cb.round.clamp(1, 3) - 1)] += n;
                }
            }
            if matches!(spell, CommandSpell::Withdrawal { .. }) && self.unhurt_starter(s, f) {
                self.r.withdrew_unhurt_from_own_fight += 1;
                self.note(s, f, "Withdrawal from its own fight, unhurt");
            }
        }
    }

    fn unhurt_starter(&self, s: &GameState, f: FactionId) -> bool {
        matches!(self.fight, Some((_, Some((who, hp))))
            if who == f && s.faction(f).is_some_and(|x| x.servant.hp >= hp))
    }

    /// Notes what `s` shows after an action and its `events`.
    fn after(&mut self, s: &GameState, events: &[grail::Event]) {
        for e in events {
            if let EventKind::Escaped { faction } = e.kind
                && self.unhurt_starter(s, faction)
            {
                self.r.escaped_unhurt_from_own_fight += 1;
            }
        }
        match &s.combat {
            Some(cb) if self.fight.is_none_or(|(id, _)| id != cb.id) => {
                let who = cb
                    .origin
                    .starter()
                    .and_then(|f| Some((f, s.faction(f)?.servant.hp)));
                self.r.fights_started += u64::from(who.is_some());
                self.fight = Some((cb.id, who));
            }
            Some(_) => {}
            None => self.fight = None,
        }
        if !self.last_day_seen
            && s.config.skirmish.is_none()
            && s.day == s.config.day_limit
            && s.outcome.is_none()
        {
            self.last_day_seen = true;
            for x in s.factions.iter().filter(|x| x.alive()) {
                self.r.masters_on_last_day += 1;
                self.r.asleep_on_last_day += u64::from(x.master.asleep);
            }
        }
    }
}

/// Replays `log` from `config` and audits every action.
pub fn audit(
    c: &GrailContent,
    config: &GameConfig,
    log: &[(FactionId, Action)],
) -> Result<PurposeReport, String> {
    let (mut s, first) = GrailCore::new_game(c, config)?;
    let mut a = Audit {
        c,
        seed: config.rng_seed,
        r: PurposeReport {
            games: 1,
            ..PurposeReport::default()
        },
        fight: None,
        last_day_seen: false,
    };
    a.after(&s, &first);
    let mut ev = Vec::new();
    for (f, action) in log {
        a.before(&s, *f, action);
        ev.clear();
        grail::apply_into(c, &mut s, *f, action.clone(), &mut ev)
            .map_err(|e| format!("seed {}: {e}", config.rng_seed))?;
        a.after(&s, &ev);
    }
    Ok(a.r)
}

/// Plays `games` AI-only Grail Wars (or, with `skirmish`, Skirmishes) with `bots[i]` at
/// seat `i`, on `threads` threads, and audits them all.
pub fn sim_purpose(
    c: &GrailContent,
    games: u64,
    seed: u64,
    bots: &[BotSpec],
    skirmish: bool,
    threads: usize,
) -> Result<PurposeReport, String> {
    let n = bots.len();
    let seats = if skirmish { 2..=4 } else { 2..=7 };
    if !seats.contains(&n) {
        return Err(format!("--factions: {n} bots do not fit this game"));
    }
    let reports = each_game(games, threads, |i| {
        let gs = game_seed(seed, i);
        let config = if skirmish {
            GameConfig::skirmish(gs, n)
        } else {
            GrailGame::setup(c, gs, n)?
        };
        let mut players: Vec<Player<GrailGame>> = bots
            .iter()
            .enumerate()
            .map(|(k, spec)| Player::new(spec, GrailGame::bot_seed(gs, k)))
            .collect();
        let mut log = Vec::new();
        play::<GrailGame>(c, &config, &mut players, Some(&mut log))?;
        audit(c, &config, &log)
    })?;
    let mut total = PurposeReport::default();
    for r in &reports {
        total.add(r);
    }
    Ok(total)
}

impl std::fmt::Display for PurposeReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{} games, {} actions", self.games, self.actions)?;
        writeln!(f, "aimless play (each must be 0): {}", self.aimless())?;
        for (k, v) in &self.pointless {
            writeln!(f, "  {k}: {v}")?;
        }
        writeln!(
            f,
            "  a move, or a retreat declared, that ends where it began: {}",
            self.moves_ending_where_they_began
        )?;
        writeln!(
            f,
            "  (retreats declared that could move, then stopped where they began: {})",
            self.retreats_stopped_where_they_began
        )?;
        writeln!(
            f,
            "  Withdrawal from its own fight, unhurt: {} (of {} fights started; {} escaped unhurt by retreat)",
            self.withdrew_unhurt_from_own_fight,
            self.fights_started,
            self.escaped_unhurt_from_own_fight
        )?;
        let pct = |a: u64, b: u64| 100.0 * a as f64 / b.max(1) as f64;
        writeln!(
            f,
            "masters asleep on the last day: {} of {} ({:.1}%)",
            self.asleep_on_last_day,
            self.masters_on_last_day,
            pct(self.asleep_on_last_day, self.masters_on_last_day)
        )?;
        let [r1, r2, r3] = self.spells_in_round;
        writeln!(
            f,
            "command spells: {} on the map, {} before a fight's round 1, {r1} in round 1, {r2} in round 2, {r3} in round 3 or later",
            self.spells_on_the_map, self.spells_before_round_1
        )?;
        for e in &self.examples {
            writeln!(f, "  e.g. {e}")?;
        }
        Ok(())
    }
}
