//! The duel being played: the core's state (the truth), who sits in each seat, the events
//! waiting to be shown, the log and the statistics for the end screen. The view changes
//! the game only through [`Duel::submit`], which hands an `Action` to the core.

use std::collections::{BTreeMap, HashMap, VecDeque};

use bevy::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::ai::{BotSpec, Difficulty};
use crate::content::duel::{CardIdx, DuelContent, FolIdx};
use crate::rules::duel::{
    self, Action, CardUid, ContinuousId, Event, GameConfig, PlayerId, RuleError, Source, State,
    UnitId,
};

use super::describe::{self, Names};
use crate::app::session::{Seat, Shown};
use crate::replay::{self, DuelPlayback, DuelRecorder, DuelReplay, ReplayError, SeatInfo};

/// A preset deck by id, or one picked at random when the duel starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckPick {
    Preset(String),
    Random,
}

/// What the setup screen chose; kept for the rematch.
#[derive(Resource, Clone, Debug)]
pub struct DuelSetup {
    pub decks: [DeckPick; 2],
    pub seats: [Seat; 2],
    /// `None`: a coin flip.
    pub first: Option<PlayerId>,
    /// `None`: a fresh seed each game.
    pub seed: Option<u64>,
}

impl Default for DuelSetup {
    fn default() -> Self {
        DuelSetup {
            decks: [DeckPick::Random, DeckPick::Random],
            seats: [
                Seat::Human,
                Seat::Ai {
                    spec: BotSpec::Mcts(crate::ai::Difficulty::Normal.config()),
                    label: "AI (Normal)".into(),
                },
            ],
            first: None,
            seed: None,
        }
    }
}

/// One event waiting to be shown; `batch_end` marks the last event of one action.
#[derive(Clone, Debug)]
pub struct Queued {
    pub event: Event,
    pub batch_end: bool,
}

#[derive(Clone, Debug)]
pub struct LogLine {
    pub turn: u32,
    pub player: Option<PlayerId>,
    pub text: String,
}

#[derive(Resource)]
pub struct Duel {
    pub state: State,
    pub seats: [Seat; 2],
    pub deck_names: [String; 2],
    pub seed: u64,
    /// Events from the core not shown yet, oldest first.
    pub queue: VecDeque<Queued>,
    pub log: Vec<LogLine>,
    /// Every action taken, in order.
    pub actions: Vec<(PlayerId, Action)>,
    /// The game's config, for its replay and the rematch.
    pub config: GameConfig,
    /// The replay of this game, complete after every action.
    pub recorder: DuelRecorder,
    /// Where the replay is saved after every action (live games), and how many actions
    /// the saved file holds.
    pub save_to: Option<std::path::PathBuf>,
    pub saved: Option<usize>,
    /// Final damage dealt, by the unit that dealt it.
    pub damage_by: BTreeMap<UnitId, u32>,
    /// The player whose hand and menus are shown (the human; in hot seat the one who last
    /// lifted the curtain).
    pub viewer: PlayerId,
    /// Hot seat: the curtain is down until this player presses Enter.
    pub curtain: Option<PlayerId>,
    pub viewer_confirmed: bool,
    card_defs: HashMap<CardUid, CardIdx>,
    follower_defs: HashMap<crate::rules::duel::FollowerUid, FolIdx>,
    casters: HashMap<CardUid, UnitId>,
    continuous_by: HashMap<ContinuousId, UnitId>,
}

impl Duel {
    /// Starts a duel from a setup; random decks and seeds are drawn here.
    pub fn new(c: &DuelContent, setup: &DuelSetup) -> Result<Duel, String> {
        let seed = setup.seed.unwrap_or_else(|| rand::rng().random());
        let mut pick_rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_dec5);
        let mut ids = Vec::new();
        for pick in &setup.decks {
            let id = match pick {
                DeckPick::Preset(id) => id.clone(),
                DeckPick::Random => c
                    .decks
                    .choose(&mut pick_rng)
                    .map(|d| d.id.clone())
                    .ok_or("no preset decks")?,
            };
            ids.push(id);
        }
        let mut config =
            GameConfig::from_decks(c, seed, [&ids[0], &ids[1]]).map_err(|e| e.to_string())?;
        config.first_player = setup.first;
        let (state, events) = duel::new_game(c, &config).map_err(|e| e.to_string())?;
        let deck_names = [0, 1].map(|i| c.deck(&ids[i]).map_or(ids[i].clone(), |d| d.name.clone()));
        let viewer = if setup.seats[0].is_human() || !setup.seats[1].is_human() {
            PlayerId::P0
        } else {
            PlayerId::P1
        };
        let recorder = DuelRecorder::new(
            c,
            &config,
            [SeatInfo::human("P0"), SeatInfo::human("P1")],
            &state,
            replay::timestamp_utc(),
        );
        let mut d = Duel::blank(
            state,
            setup.seats.clone(),
            deck_names,
            config,
            recorder,
            viewer,
        );
        d.recorder.set_seats(d.seat_infos());
        d.learn_cards();
        d.enqueue(events);
        Ok(d)
    }

    fn blank(
        state: State,
        seats: [Seat; 2],
        deck_names: [String; 2],
        config: GameConfig,
        recorder: DuelRecorder,
        viewer: PlayerId,
    ) -> Duel {
        Duel {
            seed: config.seed,
            state,
            seats,
            deck_names,
            queue: VecDeque::new(),
            log: Vec::new(),
            actions: Vec::new(),
            config,
            recorder,
            save_to: None,
            saved: None,
            damage_by: BTreeMap::new(),
            viewer,
            curtain: None,
            viewer_confirmed: false,
            card_defs: HashMap::new(),
            follower_defs: HashMap::new(),
            casters: HashMap::new(),
            continuous_by: HashMap::new(),
        }
    }

    /// The seats as a replay names them.
    pub fn seat_infos(&self) -> [SeatInfo; 2] {
        PlayerId::BOTH.map(|p| {
            let name = self.player_name(p);
            match self.seat(p) {
                Seat::Human | Seat::Recorded { .. } => SeatInfo::human(name),
                Seat::Ai { spec, .. } => {
                    let difficulty = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard]
                        .into_iter()
                        .find(|d| BotSpec::Mcts(d.config()) == *spec);
                    SeatInfo::bot(name, spec.to_string(), difficulty)
                }
            }
        })
    }

    /// A replay being watched, after its first `upto` actions. From the start, the setup's
    /// events are queued to be shown; after a jump, the log is rebuilt from every event at
    /// once and the board shows the position reached.
    pub fn watch(
        c: &DuelContent,
        file: &str,
        r: &DuelReplay,
        upto: usize,
    ) -> Result<Duel, ReplayError> {
        Duel::watch_from(c, file, r, upto, upto == 0)
    }

    /// A replay being watched, after its first `upto` actions with every event (the setup's
    /// too) already in the log and nothing queued: where a step back rebuilds the board.
    pub fn watch_after(
        c: &DuelContent,
        file: &str,
        r: &DuelReplay,
        upto: usize,
    ) -> Result<Duel, ReplayError> {
        Duel::watch_from(c, file, r, upto, false)
    }

    fn watch_from(
        c: &DuelContent,
        file: &str,
        r: &DuelReplay,
        upto: usize,
        queue_setup: bool,
    ) -> Result<Duel, ReplayError> {
        let (mut p, events) = DuelPlayback::start(file, r, c)?;
        let seats = [0, 1].map(|i| Seat::Recorded {
            name: r
                .seats
                .get(i)
                .map_or(format!("Player {}", i + 1), |s| s.name.clone()),
        });
        let viewer = if r
            .seats
            .get(1)
            .is_some_and(|s| s.kind == replay::SeatKind::Human)
            && r.seats
                .first()
                .is_none_or(|s| s.kind != replay::SeatKind::Human)
        {
            PlayerId::P1
        } else {
            PlayerId::P0
        };
        let deck_names = [0, 1].map(|i| {
            c.decks
                .iter()
                .find(|d| d.expanded() == r.setup.players[i].deck)
                .map_or(format!("Deck {}", i + 1), |d| d.name.clone())
        });
        let recorder = DuelRecorder::from_replay(r.clone());
        let mut d = Duel::blank(
            p.state.clone(),
            seats,
            deck_names,
            r.setup.clone(),
            recorder,
            viewer,
        );
        d.learn_cards();
        if queue_setup {
            d.enqueue(events);
            return Ok(d);
        }
        for ev in &events {
            d.record(c, ev);
        }
        let mut ev = Vec::new();
        while p.applied < upto.min(r.actions.len()) {
            ev.clear();
            p.step(file, r, c, &mut ev)?;
            let step = &r.actions[p.applied - 1];
            d.actions.push((step.player, step.action));
            d.state = p.state.clone();
            d.learn_cards();
            for e in &ev {
                d.record(c, e);
            }
        }
        Ok(d)
    }

    /// Plays the watched replay's next action, queueing its events; `false` at the end.
    pub fn watch_step(&mut self, c: &DuelContent, r: &DuelReplay) -> Result<bool, RuleError> {
        let Some(step) = r.actions.get(self.actions.len()) else {
            return Ok(false);
        };
        let events = duel::apply(c, &mut self.state, step.player, step.action)?;
        self.actions.push((step.player, step.action));
        self.learn_cards();
        self.enqueue(events);
        Ok(true)
    }

    /// "Take over from here": the watched game goes on live, `human` against the AI, and
    /// is recorded (with the actions so far) as a new replay.
    pub fn take_over(&mut self, c: &DuelContent, human: PlayerId, ai: Seat) -> Result<(), String> {
        let mut seats = [Seat::Human, Seat::Human];
        seats[human.other().index()] = ai;
        self.seats = seats;
        self.viewer = human;
        let infos = self.seat_infos();
        let replay = replay::record_duel(
            c,
            &self.config,
            infos,
            &self.actions,
            replay::timestamp_utc(),
        )?;
        self.recorder = DuelRecorder::from_replay(replay);
        self.saved = None;
        Ok(())
    }

    /// Whose side is shown, and the hot-seat curtain.
    pub fn shown(&self) -> Shown<PlayerId> {
        Shown {
            seat: self.viewer,
            curtain: self.curtain,
            confirmed: self.viewer_confirmed,
        }
    }

    pub fn set_shown(&mut self, s: Shown<PlayerId>) {
        self.viewer = s.seat;
        self.curtain = s.curtain;
        self.viewer_confirmed = s.confirmed;
    }

    pub fn hot_seat(&self) -> bool {
        self.seats.iter().all(Seat::is_human)
    }

    pub fn seat(&self, p: PlayerId) -> &Seat {
        &self.seats[p.index()]
    }

    /// Hands an action to the core. On success its events join the queue.
    pub fn submit(
        &mut self,
        c: &DuelContent,
        player: PlayerId,
        action: Action,
    ) -> Result<(), RuleError> {
        let events = duel::apply(c, &mut self.state, player, action)?;
        self.actions.push((player, action));
        self.recorder.push(player, action, &self.state);
        self.learn_cards();
        self.enqueue(events);
        Ok(())
    }

    fn enqueue(&mut self, events: Vec<Event>) {
        let n = events.len();
        self.queue
            .extend(events.into_iter().enumerate().map(|(i, event)| Queued {
                event,
                batch_end: i + 1 == n,
            }));
    }

    /// Remembers which definition every card uid has (afterglow cards appear mid-game).
    fn learn_cards(&mut self) {
        for ps in &self.state.players {
            let codes = ps.arcastella.iter().filter_map(|a| a.code);
            for card in ps
                .deck
                .iter()
                .chain(&ps.hand)
                .chain(&ps.ether_area)
                .chain(&ps.cemetery)
                .copied()
                .chain(codes)
            {
                self.card_defs.entry(card.uid).or_insert(card.def);
            }
        }
    }

    pub fn card_def(&self, uid: CardUid) -> Option<CardIdx> {
        self.card_defs.get(&uid).copied()
    }

    /// Whether the next decision may be shown: every event has been played.
    pub fn queue_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Notes what the log and the end screen need from an event as it is shown, and
    /// returns its log line.
    pub fn record(&mut self, c: &DuelContent, ev: &Event) -> Option<LogLine> {
        match ev {
            Event::SpellCast { card, caster, .. } => {
                self.casters.insert(*card, *caster);
            }
            Event::FollowerSummoned {
                unit: UnitId::Follower { uid, .. },
                def,
            } => {
                self.follower_defs.insert(*uid, *def);
            }
            Event::ContinuousAdded { continuous } => {
                if let Some(u) = self.dealer(continuous.source) {
                    self.continuous_by.insert(continuous.id, u);
                }
            }
            Event::DamageDealt {
                source,
                final_amount,
                ..
            } => {
                if let Some(u) = self.dealer(*source) {
                    *self.damage_by.entry(u).or_default() += final_amount;
                }
            }
            Event::GameStarted { .. }
            | Event::TurnStarted { .. }
            | Event::PhaseChanged { .. }
            | Event::DecisionRequested { .. }
            | Event::Untapped { .. }
            | Event::Tapped { .. }
            | Event::CardDrawn { .. }
            | Event::DrawSkipped { .. }
            | Event::DeckRebuilt { .. }
            | Event::AstralChargeChanged { .. }
            | Event::EtherConverted { .. }
            | Event::EtherEffectTriggered { .. }
            | Event::EtherChanged { .. }
            | Event::Passed { .. }
            | Event::AttackSkillUsed { .. }
            | Event::AstralCodeUsed { .. }
            | Event::SupportSkillUsed { .. }
            | Event::Triggered { .. }
            | Event::DiceRolled { .. }
            | Event::BlockDeclared { .. }
            | Event::NoBlockDeclared { .. }
            | Event::BreakCheck { .. }
            | Event::CodeEquipped { .. }
            | Event::CodeRemoved { .. }
            | Event::Healed { .. }
            | Event::BarrierGained { .. }
            | Event::ResonanceChanged { .. }
            | Event::ContinuousTicked { .. }
            | Event::ContinuousRemoved { .. }
            | Event::SummonFailed { .. }
            | Event::ArcastellaFell { .. }
            | Event::FollowerDefeated { .. }
            | Event::CardMoved { .. }
            | Event::PhaseActionCapReached { .. }
            | Event::FollowerSummoned { .. }
            | Event::GameEnded { .. } => {}
        }
        let text = describe::event_line(ev, &LogNames { duel: self, c })?;
        let player = event_player(ev);
        let line = LogLine {
            turn: self.state.turn,
            player,
            text,
        };
        self.log.push(line.clone());
        Some(line)
    }

    /// The unit a damage source counts for.
    fn dealer(&self, s: Source) -> Option<UnitId> {
        match s {
            Source::Card(uid) => self.casters.get(&uid).copied(),
            Source::AttackSkill { unit, .. }
            | Source::AstralCode { unit }
            | Source::SupportSkill { unit }
            | Source::LeaderSkill { unit }
            | Source::Pulse { unit }
            | Source::OnKo { unit } => Some(unit),
            Source::Continuous(id) => self.continuous_by.get(&id).copied(),
            Source::EtherEffect(_) => None,
        }
    }

    pub fn player_name(&self, p: PlayerId) -> String {
        match (&self.seats[p.index()], self.hot_seat()) {
            (Seat::Human, true) => format!("Player {}", p.index() + 1),
            (Seat::Human, false) => "You".into(),
            (Seat::Recorded { name }, _) => name.clone(),
            (Seat::Ai { label, .. }, _) => {
                if self.seats.iter().all(|s| !s.is_human()) {
                    format!("{label} {}", p.index() + 1)
                } else {
                    label.clone()
                }
            }
        }
    }

    pub fn unit_name(&self, c: &DuelContent, u: UnitId) -> String {
        match u {
            UnitId::Arc { player, slot } => self
                .state
                .arc(player, slot)
                .map_or("?".into(), |a| c.arc(a.def).name.clone()),
            UnitId::Follower { uid, player } => {
                let def = self
                    .follower_defs
                    .get(&uid)
                    .copied()
                    .or_else(|| self.state.player(player).follower(uid).map(|f| f.def));
                def.map_or("a follower".into(), |d| c.follower(d).name.clone())
            }
        }
    }

    pub fn card_name(&self, c: &DuelContent, uid: CardUid) -> String {
        self.card_def(uid)
            .map_or("a card".into(), |d| c.card(d).name.clone())
    }

    pub fn source_name(&self, c: &DuelContent, s: Source) -> String {
        let arc = |u: UnitId| match u {
            UnitId::Arc { player, slot } => self.state.arc(player, slot).map(|a| c.arc(a.def)),
            UnitId::Follower { .. } => None,
        };
        match s {
            Source::Card(uid) | Source::EtherEffect(uid) => self.card_name(c, uid),
            Source::AttackSkill { unit, index } => arc(unit)
                .and_then(|a| a.attack_skills.get(usize::from(index)))
                .map_or("an attack".into(), |k| k.name.clone()),
            Source::AstralCode { unit } => {
                arc(unit).map_or("an Astral Code".into(), |a| a.astral_code.name.clone())
            }
            Source::SupportSkill { unit } => {
                arc(unit).map_or("a support skill".into(), |a| a.support_skill.name.clone())
            }
            Source::LeaderSkill { unit } => arc(unit).map_or("a leader skill".into(), |a| {
                format!("{}'s leader skill {}", a.name, a.leader_skill.name)
            }),
            Source::Pulse { unit } => format!("{}'s pulse", self.unit_name(c, unit)),
            Source::OnKo { unit } => format!("{}'s parting effect", self.unit_name(c, unit)),
            Source::Continuous(_) => "A lasting effect".into(),
        }
    }
}

/// The player an event is about, to colour its log line.
fn event_player(ev: &Event) -> Option<PlayerId> {
    Some(match ev {
        Event::TurnStarted { player, .. }
        | Event::CardDrawn { player, .. }
        | Event::DrawSkipped { player, .. }
        | Event::DeckRebuilt { player, .. }
        | Event::AstralChargeChanged { player, .. }
        | Event::EtherConverted { player, .. }
        | Event::EtherEffectTriggered { player, .. }
        | Event::EtherChanged { player, .. }
        | Event::Passed { player, .. }
        | Event::SpellCast { player, .. }
        | Event::SummonFailed { player, .. } => *player,
        Event::AttackSkillUsed { user, .. }
        | Event::AstralCodeUsed { user, .. }
        | Event::SupportSkillUsed { user, .. } => user.player(),
        Event::NoBlockDeclared { defender } => *defender,
        Event::BlockDeclared { blocker, .. } => blocker.player(),
        Event::DamageDealt { target, .. } => target.player(),
        Event::Untapped { unit }
        | Event::Tapped { unit, .. }
        | Event::Healed { unit, .. }
        | Event::BarrierGained { unit }
        | Event::ResonanceChanged { unit, .. }
        | Event::ArcastellaFell { unit }
        | Event::FollowerDefeated { unit, .. }
        | Event::FollowerSummoned { unit, .. }
        | Event::CodeEquipped { unit, .. }
        | Event::CodeRemoved { unit, .. }
        | Event::BreakCheck { unit, .. } => unit.player(),
        Event::GameStarted { .. }
        | Event::PhaseChanged { .. }
        | Event::DecisionRequested { .. }
        | Event::Triggered { .. }
        | Event::DiceRolled { .. }
        | Event::ContinuousAdded { .. }
        | Event::ContinuousTicked { .. }
        | Event::ContinuousRemoved { .. }
        | Event::CardMoved { .. }
        | Event::PhaseActionCapReached { .. }
        | Event::GameEnded { .. } => return None,
    })
}

struct LogNames<'a> {
    duel: &'a Duel,
    c: &'a DuelContent,
}

impl Names for LogNames<'_> {
    fn player(&self, p: PlayerId) -> String {
        self.duel.player_name(p)
    }
    fn unit(&self, u: UnitId) -> String {
        self.duel.unit_name(self.c, u)
    }
    fn card(&self, uid: CardUid) -> String {
        self.duel.card_name(self.c, uid)
    }
    fn source(&self, s: Source) -> String {
        self.duel.source_name(self.c, s)
    }
}
