//! The duel being played or watched: its [`Session`] (the core's state, seats, queue and
//! replay, shared with every game) and [`Duel`], what only the duel keeps beside it (deck
//! names, the log and the statistics for the end screen).

use std::collections::{BTreeMap, HashMap};

use bevy::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

use crate::ai::BotSpec;
use crate::content::duel::{CardIdx, DuelContent, FolIdx};
use crate::locale::{Lang, Named, capitalized, with_lang};
use crate::rules::core::DuelCore;
use crate::rules::duel::{
    self, CardUid, ContinuousId, Event, GameConfig, HouseRules, PlayerId, Source, State, UnitId,
};
use crate::tr;

use super::describe::{self, log::Names};
pub use crate::app::replays::names::{ai_label, difficulty_name, shown_seat_name};
use crate::app::session::{AppClock, Seat, Session, menu_difficulty, saved_seat};
use crate::replay::{
    self, DuelPlayback, DuelRecorder, DuelReplay, ReplayError, ReplayReason, SeatInfo,
};

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
    /// The house rules chosen on the setup screen (none: the seeds' rules).
    pub house: HouseRules,
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
            house: HouseRules::default(),
        }
    }
}

/// The duel in the window: the generic session (state, seats, queue, replay).
pub type DuelSession = Session<DuelCore>;

/// A person's choice in the duel.
pub type DuelChoice = crate::app::session::Choice<DuelCore>;

/// One duel event waiting to be shown.
pub type Queued = crate::app::session::Queued<Event>;

#[derive(Clone, Debug)]
pub struct LogLine {
    pub turn: u32,
    pub player: Option<PlayerId>,
    pub text: String,
    /// An attack, a spell, damage, healing or a fall: what the end screen's recap tells.
    pub key: bool,
}

/// What the duel keeps beside its session: the deck names, the log, and what the log and
/// the end screen need to name things and count damage.
#[derive(Resource, Default)]
pub struct Duel {
    pub deck_names: [String; 2],
    pub log: Vec<LogLine>,
    /// Final damage dealt, by the unit that dealt it.
    pub damage_by: BTreeMap<UnitId, u32>,
    card_defs: HashMap<CardUid, CardIdx>,
    follower_defs: HashMap<crate::rules::duel::FollowerUid, FolIdx>,
    casters: HashMap<CardUid, UnitId>,
    continuous_by: HashMap<ContinuousId, UnitId>,
    /// Each lasting effect seen added: its source and whom it is on.
    lasting: HashMap<ContinuousId, (Source, Option<UnitId>)>,
    /// The turn the board shows and whose it is (events still queued may begin the next).
    pub shown_turn: Option<(u32, PlayerId)>,
}

/// Who is shown first: the person, or the second seat when only it is one.
fn first_shown(seats: &[Seat; 2]) -> PlayerId {
    if seats[0].is_human() || !seats[1].is_human() {
        PlayerId::P0
    } else {
        PlayerId::P1
    }
}

/// Starts a duel from a setup; random decks and seeds are drawn here.
pub fn new_duel(
    c: &DuelContent,
    setup: &DuelSetup,
    clock: &AppClock,
) -> Result<(DuelSession, Duel), String> {
    let seed = setup.seed.unwrap_or_else(|| clock.fresh_seed());
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
    config.house = setup.house;
    let (state, events) = duel::new_game(c, &config).map_err(|e| e.to_string())?;
    let duel = Duel {
        deck_names: [0, 1].map(|i| {
            c.deck(&ids[i])
                .map_or(ids[i].clone(), |d| d.shown_name().to_string())
        }),
        ..Duel::default()
    };
    let recorder = DuelRecorder::new(c, &config, Vec::new(), &state, clock.stamp());
    let mut s = Session::new(
        state,
        events,
        setup.seats.to_vec(),
        first_shown(&setup.seats),
        recorder,
    );
    let infos = seat_infos(&s);
    s.recorder.set_seats(infos);
    Ok((s, duel))
}

/// The seats as a replay names them: in English whatever the language, so that a replay
/// reads the same everywhere ([`shown_seat_name`] names them in the reader's).
pub fn seat_infos(s: &DuelSession) -> [SeatInfo; 2] {
    PlayerId::BOTH.map(|p| {
        let name = with_lang(Lang::En, || player_name(s, p));
        match s.seat(p) {
            Seat::Human | Seat::Recorded { .. } => SeatInfo::human(name),
            Seat::Ai { spec, .. } => SeatInfo::bot(name, spec.to_string(), menu_difficulty(spec)),
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
) -> Result<(DuelSession, Duel), ReplayError> {
    watch_from(c, file, r, upto, upto == 0, None)
}

/// A replay being watched, after its first `upto` actions with every event (the setup's
/// too) already in the log and nothing queued: where a step back rebuilds the board.
pub fn watch_after(
    c: &DuelContent,
    file: &str,
    r: &DuelReplay,
    upto: usize,
) -> Result<(DuelSession, Duel), ReplayError> {
    watch_from(c, file, r, upto, false, None)
}

/// The duel of a replay after its first `upto` actions, every event in the log, played by
/// `seats`: a game of this session rebuilt (continued, or after an undo), its log naming
/// sides as the live game does.
pub fn rebuild(
    c: &DuelContent,
    file: &str,
    r: &DuelReplay,
    upto: usize,
    seats: [Seat; 2],
) -> Result<(DuelSession, Duel), ReplayError> {
    watch_from(c, file, r, upto, false, Some(seats))
}

fn watch_from(
    c: &DuelContent,
    file: &str,
    r: &DuelReplay,
    upto: usize,
    queue_setup: bool,
    seats: Option<[Seat; 2]>,
) -> Result<(DuelSession, Duel), ReplayError> {
    let (mut p, events) = DuelPlayback::start(file, r, c)?;
    let seats = seats.unwrap_or_else(|| {
        [0, 1].map(|i| Seat::Recorded {
            name: r
                .seats
                .get(i)
                .map_or(with_lang(Lang::En, || human_name(i)), |s| s.name.clone()),
        })
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
    let viewer = if seats.iter().any(Seat::is_human) {
        first_shown(&seats)
    } else {
        viewer
    };
    let mut d = Duel {
        deck_names: [0, 1].map(|i| {
            c.decks
                .iter()
                .find(|d| d.expanded() == r.setup.players[i].deck)
                .map_or(tr!("common-deck-numbered", n = i + 1), |d| {
                    d.shown_name().to_string()
                })
        }),
        ..Duel::default()
    };
    let recorder = DuelRecorder::from_replay(r.clone());
    if queue_setup {
        let s = Session::new(p.state.clone(), events, seats.to_vec(), viewer, recorder);
        return Ok((s, d));
    }
    let mut s = Session::new(
        p.state.clone(),
        Vec::new(),
        seats.to_vec(),
        viewer,
        recorder,
    );
    for ev in &events {
        d.record(&s, c, ev);
    }
    let mut ev = Vec::new();
    while p.applied < upto.min(r.actions.len()) {
        ev.clear();
        p.step(file, r, c, &mut ev)?;
        let step = &r.actions[p.applied - 1];
        s.restore(step.player, step.action, p.state.clone(), ev.clone());
        for e in &ev {
            d.record(&s, c, e);
        }
    }
    Ok((s, d))
}

/// An unfinished live game, continued where it stood: every saved action re-applied and
/// checked, the seats as they were (the AI at its difficulty), the log rebuilt, and the
/// game saved on in the same file. In hot seat the curtain is down for whoever decides.
pub fn resume(
    c: &DuelContent,
    path: &std::path::Path,
    r: &DuelReplay,
) -> Result<(DuelSession, Duel), ReplayError> {
    let file = path.display().to_string();
    replay::verify_duel(&file, r, c)?;
    let seats = saved_seats(&file, r)?;
    let (mut s, d) = rebuild(c, &file, r, r.actions.len(), seats)?;
    if s.hot_seat()
        && let Some(p) = s.state.deciding_player()
    {
        s.shown.curtain = Some(p);
    }
    s.save_to = Some(path.to_path_buf());
    s.saved = Some(r.actions.len());
    Ok((s, d))
}

/// The seats of a saved game: people, and bots by their recorded setting.
fn saved_seats(file: &str, r: &DuelReplay) -> Result<[Seat; 2], ReplayError> {
    let seat = |i: usize| -> Result<Seat, ReplayError> {
        let info = r
            .seats
            .get(i)
            .ok_or_else(|| ReplayError::new(file, "seats", ReplayReason::TwoSeats))?;
        saved_seat(file, i, info)
    };
    Ok([seat(0)?, seat(1)?])
}

/// Plays the watched replay's next action, queueing its events; `false` at the end.
pub fn watch_step(s: &mut DuelSession, c: &DuelContent, r: &DuelReplay) -> Result<bool, String> {
    let Some(step) = r.actions.get(s.actions.len()) else {
        return Ok(false);
    };
    s.replay_step(c, step.player, step.action)?;
    Ok(true)
}

/// "Take over from here": the watched game goes on live, `human` against the AI, and
/// is recorded (with the actions so far) as a new replay, made at `created`.
pub fn take_over(
    s: &mut DuelSession,
    c: &DuelContent,
    human: PlayerId,
    ai: Seat,
    created: String,
) -> Result<(), String> {
    let mut seats = vec![Seat::Human, Seat::Human];
    seats[human.other().index()] = ai;
    s.seats = seats;
    s.shown.seat = human;
    let infos = seat_infos(s);
    let replay = replay::record_duel(c, s.config(), infos, &s.actions, created)?;
    s.recorder = DuelRecorder::from_replay(replay);
    // A person's game from here on: saved at once, so that Continue lists it even before
    // their first move.
    s.saved = None;
    Ok(())
}

/// The person of seat `i` (from 0) in hot seat: "Player 1".
fn human_name(i: usize) -> String {
    tr!("common-player", n = i + 1)
}

/// An AI seat's name: by its difficulty where it has one of the menu's, else its label.
fn ai_name(spec: &BotSpec, label: &str) -> String {
    match menu_difficulty(spec) {
        Some(d) if label != "AI" => ai_label(d),
        _ => shown_seat_name(label),
    }
}

/// Whether `p` is the one person at the screen (or was, in a replay): the player called
/// "You".
pub fn is_you(s: &DuelSession, p: PlayerId) -> bool {
    match (s.seat(p), s.hot_seat()) {
        (Seat::Human, hot) => !hot,
        (Seat::Recorded { name }, _) => name == "You",
        (Seat::Ai { .. }, _) => false,
    }
}

/// Whose a unit is, as a name says it: "your" and "enemy" when one person plays; else the
/// player's name ("Player 1's"), so that a mirror match never reads "X hits X".
pub fn side_word(s: &DuelSession, p: PlayerId) -> String {
    let people: Vec<PlayerId> = PlayerId::BOTH
        .into_iter()
        .filter(|q| s.seat(*q).is_human())
        .collect();
    match people.as_slice() {
        [one] if *one == p => tr!("common-side-yours"),
        [_] => tr!("common-side-enemy"),
        _ if is_you(s, p) => tr!("common-side-yours"),
        _ => tr!("common-side-of", name = player_name(s, p)),
    }
}

/// A unit's name with its side ("your Lyra Nonachord", "enemy Lyra Nonachord").
pub fn sided_name(duel: &Duel, s: &DuelSession, c: &DuelContent, u: UnitId) -> String {
    tr!(
        "common-sided-name",
        side = side_word(s, u.player()),
        unit = duel.unit_name(&s.state, c, u)
    )
}

/// What a player is called on screen.
pub fn player_name(s: &DuelSession, p: PlayerId) -> String {
    match (s.seat(p), s.hot_seat()) {
        (Seat::Human, true) => human_name(p.index()),
        (Seat::Human, false) => tr!("common-you"),
        (Seat::Recorded { name }, _) => shown_seat_name(name),
        (Seat::Ai { spec, label }, _) => {
            let name = ai_name(spec, label);
            if s.seats.iter().all(|s| !s.is_human()) {
                tr!("common-ai-numbered", name = name, n = p.index() + 1)
            } else {
                name
            }
        }
    }
}

impl Duel {
    /// Remembers which definition every card uid has (afterglow cards appear mid-game).
    pub(super) fn learn_cards(&mut self, state: &State) {
        for ps in &state.players {
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

    /// Notes what the log and the end screen need from an event as it is shown, and
    /// returns its log line. The session's state is at or after the event.
    pub fn record(&mut self, s: &DuelSession, c: &DuelContent, ev: &Event) -> Option<LogLine> {
        // Afterglow cards appear mid-game; a uid keeps its definition once seen.
        self.learn_cards(&s.state);
        match ev {
            Event::TurnStarted { turn, player } => self.shown_turn = Some((*turn, *player)),
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
                self.lasting
                    .insert(continuous.id, (continuous.source, continuous.bearer));
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
        let text = capitalized(&describe::log::event_line(
            ev,
            &LogNames {
                duel: self,
                session: s,
                c,
            },
        )?);
        let player = event_player(ev);
        let key = matches!(
            ev,
            Event::AttackSkillUsed { .. }
                | Event::AstralCodeUsed { .. }
                | Event::SpellCast { .. }
                | Event::DamageDealt { .. }
                | Event::Healed { .. }
                | Event::ArcastellaFell { .. }
                | Event::FollowerDefeated { .. }
        );
        let line = LogLine {
            turn: s.state.turn,
            player,
            text,
            key,
        };
        self.log.push(line.clone());
        Some(line)
    }

    /// The unit a damage source counts for.
    fn dealer(&self, s: Source) -> Option<UnitId> {
        match s {
            Source::Card(uid) => self.casters.get(&uid).copied(),
            Source::Continuous(id) => self.continuous_by.get(&id).copied(),
            _ => s.own_unit(),
        }
    }

    pub fn unit_name(&self, state: &State, c: &DuelContent, u: UnitId) -> String {
        match u {
            UnitId::Arc { player, slot } => state
                .arc(player, slot)
                .map_or("?".into(), |a| c.arc(a.def).shown_name().to_string()),
            UnitId::Follower { uid, player } => {
                let def = self
                    .follower_defs
                    .get(&uid)
                    .copied()
                    .or_else(|| state.player(player).follower(uid).map(|f| f.def));
                def.map_or(tr!("common-some-follower"), |d| {
                    c.follower(d).shown_name().to_string()
                })
            }
        }
    }

    pub fn card_name(&self, c: &DuelContent, uid: CardUid) -> String {
        self.card_def(uid).map_or(tr!("common-some-card"), |d| {
            c.card(d).shown_name().to_string()
        })
    }

    /// The name of what caused an effect; `unit` names the units it mentions (with their
    /// side, in the log and the prompts).
    pub fn source_name(
        &self,
        state: &State,
        c: &DuelContent,
        s: Source,
        unit: &dyn Fn(UnitId) -> String,
    ) -> String {
        let arc = |u: UnitId| match u {
            UnitId::Arc { player, slot } => state.arc(player, slot).map(|a| c.arc(a.def)),
            UnitId::Follower { .. } => None,
        };
        match s {
            Source::Card(uid) | Source::EtherEffect(uid) => self.card_name(c, uid),
            Source::AttackSkill { unit, index } => arc(unit)
                .and_then(|a| a.attack_skills.get(usize::from(index)))
                .map_or(tr!("common-some-attack"), |k| k.shown_name().to_string()),
            Source::AstralCode { unit } => arc(unit).map_or(tr!("common-some-astral-code"), |a| {
                a.astral_code.shown_name().to_string()
            }),
            Source::SupportSkill { unit } => arc(unit)
                .map_or(tr!("common-some-support-skill"), |a| {
                    a.support_skill.shown_name().to_string()
                }),
            Source::LeaderSkill { unit: u } => {
                arc(u).map_or(tr!("common-some-leader-skill"), |a| {
                    tr!(
                        "common-leader-skill-of",
                        unit = unit(u),
                        skill = a.leader_skill.shown_name()
                    )
                })
            }
            Source::Pulse { unit: u } => tr!("common-pulse-of", unit = unit(u)),
            Source::OnKo { unit: u } => tr!("common-parting-effect-of", unit = unit(u)),
            Source::Continuous(_) => tr!("common-some-lasting-effect"),
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
    session: &'a DuelSession,
    c: &'a DuelContent,
}

impl Names for LogNames<'_> {
    fn player(&self, p: PlayerId) -> String {
        player_name(self.session, p)
    }
    fn unit(&self, u: UnitId) -> String {
        sided_name(self.duel, self.session, self.c, u)
    }
    fn card(&self, uid: CardUid) -> String {
        self.duel.card_name(self.c, uid)
    }
    fn source(&self, s: Source) -> String {
        self.duel
            .source_name(&self.session.state, self.c, s, &|u| self.unit(u))
    }
    fn lasting(&self, id: ContinuousId) -> Option<(Source, Option<UnitId>)> {
        self.duel.lasting.get(&id).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_s_own_seat_names_read_in_the_language_shown() {
        with_lang(Lang::Ja, || {
            assert_eq!(shown_seat_name("You"), "あなた");
            assert_eq!(shown_seat_name("Player 2"), "プレイヤー2");
            assert_eq!(shown_seat_name("AI (Hard)"), "AI（むずかしい）");
            assert_eq!(shown_seat_name("AI (Easy) 1"), "AI（やさしい） 1");
            // A name someone chose stays as it is.
            assert_eq!(shown_seat_name("Mika"), "Mika");
            assert_eq!(capitalized("あなたのリラ"), "あなたのリラ");
        });
        with_lang(Lang::En, || {
            assert_eq!(shown_seat_name("AI (Normal)"), "AI (Normal)");
            assert_eq!(shown_seat_name("Player 1"), "Player 1");
        });
    }
}
