//! The duel being played: the core's state (the truth), who sits in each seat, the events
//! waiting to be shown, the log and the statistics for the end screen. The view changes
//! the game only through [`Duel::submit`], which hands an `Action` to the core.

use std::collections::{BTreeMap, HashMap, VecDeque};

use bevy::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::ai::BotSpec;
use crate::content::duel::{CardIdx, DuelContent, FolIdx};
use crate::rules::duel::{
    self, Action, CardUid, ContinuousId, Event, GameConfig, PlayerId, RuleError, Source, State,
    UnitId,
};

use crate::app::describe::{self, Names};

/// Who decides for a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Seat {
    Human,
    Ai { spec: BotSpec, label: String },
}

impl Seat {
    pub fn is_human(&self) -> bool {
        matches!(self, Seat::Human)
    }
}

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
    /// Every action taken, in order (the replay of this game).
    pub actions: Vec<(PlayerId, Action)>,
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
        let mut d = Duel {
            state,
            seats: setup.seats.clone(),
            deck_names,
            seed,
            queue: VecDeque::new(),
            log: Vec::new(),
            actions: Vec::new(),
            damage_by: BTreeMap::new(),
            viewer,
            curtain: None,
            viewer_confirmed: false,
            card_defs: HashMap::new(),
            follower_defs: HashMap::new(),
            casters: HashMap::new(),
            continuous_by: HashMap::new(),
        };
        d.learn_cards();
        d.enqueue(events);
        Ok(d)
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
            _ => {}
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
        _ => return None,
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
