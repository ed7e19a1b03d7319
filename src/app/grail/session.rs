//! The Grail game being played or watched: its [`Session`] (the core's state, seats, queue
//! and replay, shared with every game) and [`GrailTable`], what only the Grail screens keep
//! beside it: whose eyes the screen has (a faction's, or a spectator's of a replay) and the
//! log as that viewer was told it.

use bevy::prelude::*;

use crate::content::grail::GrailContent;
use crate::rules::core::GrailCore;
use crate::rules::grail::{
    Actor, DistrictIdx, Event, EventKind, FactionId, GameState, ParticipantStatus, SkillRef,
    TimeOfDay, view,
};

use super::words::Words;

use crate::app::session::Session;

/// The Grail War (or a skirmish) in the window: the generic session.
pub type GrailSession = Session<GrailCore>;

/// A person's choice in the Grail War.
pub type GrailChoice = crate::app::session::Choice<GrailCore>;

/// One Grail event waiting to be shown.
pub type Queued = crate::app::session::Queued<Event>;

/// Whose eyes the screen has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// A faction's: only what it may know (G-35).
    Faction(FactionId),
    /// A spectator of a replay who sees every side.
    All,
}

impl Viewer {
    pub fn faction(self) -> Option<FactionId> {
        match self {
            Viewer::Faction(f) => Some(f),
            Viewer::All => None,
        }
    }
}

/// One line of the log, as the viewer was told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub round: Option<u16>,
    pub text: String,
}

/// What the Grail screens keep beside the session.
#[derive(Resource, Default)]
pub struct GrailTable {
    /// A replay watched with every side shown.
    pub see_all: bool,
    /// The log as each viewer was told it: in hot seat each person has their own, worded
    /// with what they know, so that nobody reads another's secrets (G-35).
    pub(super) logs: Vec<ViewerLog>,
    /// The factions of the combat being shown (its start and interventions), for the
    /// events only its participants see.
    pub members: Vec<FactionId>,
    /// The combat as its shown events tell it: where, the round, the initiative order and
    /// who acts (the core's state may be ahead while events are still played).
    pub district: Option<DistrictIdx>,
    pub round: Option<u16>,
    pub order: Vec<Actor>,
    pub acting: Option<Actor>,
    /// How each participant left the combat shown, with its HP, once it has ended.
    pub results: Vec<(FactionId, ParticipantStatus, i32)>,
    /// The combat is on screen: from its start until the first event shown after its end
    /// (in the war the city comes back then).
    pub fighting: bool,
    /// The day and the time of day as the shown events tell them (G-6.1).
    pub day: u8,
    pub time: Option<TimeOfDay>,
    /// Each faction's combats fought and servants it defeated, as the viewer was shown
    /// them (for the war's end).
    pub tally: Vec<Tally>,
    /// The last day's end as the viewer was shown it (G-6.5: upkeep and vanishing, G-6.4;
    /// master sleep, G-16.1).
    pub day_end: Option<DayEnd>,
    /// G-15.1: each person's last interaction with their master (交流), as they were told
    /// it, until they have seen it.
    pub bonds: Vec<BondScene>,
    /// The last combat the viewer on screen fought in, as it ended: the war's city says how
    /// (the combat screen closes at once, and a fight that ends by a retreat or a ceasefire
    /// left the player guessing).
    pub fight_over: Option<Event>,
    /// The order the log last said this round.
    pub(super) logged_order: Vec<Actor>,
}

/// An event against the order the log said this round (G-18.3): anything else, or the
/// order said again, or another order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    New,
    Same,
    Changed,
}

/// One viewer's log.
#[derive(Clone, Debug)]
pub(super) struct ViewerLog {
    viewer: Viewer,
    lines: Vec<LogLine>,
    /// The summons and the buffs still on that this log was told of, so that a later line
    /// names them once the state has let them go (a buff that ran out).
    lasting: Vec<Event>,
}

/// G-15.1, G-15.2: an interaction with the master a Wait brought: the bond it reached and,
/// at the third, the fourth master skill it unlocked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BondScene {
    pub faction: FactionId,
    pub bond: u8,
    pub unlocked: Option<SkillRef>,
}

/// One day's end: who paid what upkeep and from where, whose servant vanished, whose
/// master fell asleep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayEnd {
    pub day: u8,
    /// (faction, upkeep, paid from the servant's MP, covered by the master's MP).
    pub upkeep: Vec<(FactionId, i32, i32, i32)>,
    pub vanished: Vec<FactionId>,
    pub asleep: Vec<FactionId>,
}

/// One faction's record in the war, as the viewer was shown it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub combats: u32,
    pub kills: u32,
}

impl GrailTable {
    /// Event `e` reaches the table: the combat it follows, and the log line of each viewer
    /// shown it (the viewer on screen; in hot seat every person). Returns whether the viewer
    /// on screen sees it.
    pub fn tell(&mut self, c: &GrailContent, session: &GrailSession, e: &Event) -> bool {
        self.follow_combat(e);
        let order = self.repeats_order(&e.kind);
        let out = people_out(session);
        for viewer in self.audience(session) {
            if out || sees(&session.state, viewer, &self.members, e) {
                self.word(c, session, viewer, e, order);
                self.follow_bond(viewer, e);
            }
        }
        let viewer = self.viewer(session);
        if !out && !sees(&session.state, viewer, &self.members, e) {
            return false;
        }
        if let Some(r) = e.round {
            self.round = Some(r);
        }
        self.count(e);
        self.follow_day_end(e);
        match &e.kind {
            EventKind::InitiativeSet { order } => self.order = order.clone(),
            EventKind::ActivationStarted { actor } => self.acting = Some(*actor),
            EventKind::RoundStarted { .. } => self.acting = None,
            EventKind::CombatEnded { results, .. } => {
                self.acting = None;
                self.results = results.clone();
                self.follow_fight_end(viewer, e);
            }
            _ => {}
        }
        true
    }

    /// The log on screen: the lines told to the viewer on screen.
    pub fn log(&self, session: &GrailSession) -> &[LogLine] {
        self.log_of(self.viewer(session))
    }

    /// The lines told to `viewer` (none if it was never shown anything).
    pub fn log_of(&self, viewer: Viewer) -> &[LogLine] {
        self.logs
            .iter()
            .find(|l| l.viewer == viewer)
            .map_or(&[], |l| &l.lines)
    }

    /// Who is told an event: the viewer on screen, and in hot seat every person's faction
    /// (the screen passes between them).
    fn audience(&self, session: &GrailSession) -> Vec<Viewer> {
        let shown = self.viewer(session);
        if shown == Viewer::All || !session.hot_seat() {
            return vec![shown];
        }
        (0..session.seats.len())
            .filter_map(|i| FactionId::try_from(i).ok())
            .filter(|f| session.seat(*f).is_human())
            .map(Viewer::Faction)
            .collect()
    }

    /// Adds event `e` to `viewer`'s log in the words that viewer may read.
    fn word(
        &mut self,
        c: &GrailContent,
        session: &GrailSession,
        viewer: Viewer,
        e: &Event,
        order: Order,
    ) {
        let i = match self.logs.iter().position(|l| l.viewer == viewer) {
            Some(i) => i,
            None => {
                self.logs.push(ViewerLog {
                    viewer,
                    lines: Vec::new(),
                    lasting: Vec::new(),
                });
                self.logs.len() - 1
            }
        };
        let log = &mut self.logs[i];
        if matches!(
            e.kind,
            EventKind::BuffApplied { .. } | EventKind::UnitSummoned { .. }
        ) {
            log.lasting.push(e.clone());
        }
        let mut words = Words::new(c, &session.state, viewer.faction());
        words.learn(&log.lasting);
        let text = match (&e.kind, order) {
            (_, Order::Same) => None,
            // G-18.3, G-12.4: the activations' order differs from the window's; say why.
            (EventKind::InitiativeSet { order }, Order::Changed) => {
                Some(words.order_changed(order, e.round))
            }
            _ => words.event(e),
        };
        if let Some(text) = text {
            log.lines.push(LogLine {
                round: e.round,
                text,
            });
        }
        if let EventKind::BuffRemoved { uid, .. } = e.kind {
            log.lasting.retain(
                |x| !matches!(&x.kind, EventKind::BuffApplied { buff, .. } if buff.uid == uid),
            );
        }
    }

    /// G-18.3: the order is set for the round-start window and again for the activations;
    /// whether `kind` says the order the log already said this round, or another.
    fn repeats_order(&mut self, kind: &EventKind) -> Order {
        match kind {
            EventKind::RoundStarted { .. } => {
                self.logged_order.clear();
                Order::New
            }
            EventKind::InitiativeSet { order } => {
                let before = std::mem::replace(&mut self.logged_order, order.clone());
                if before.is_empty() {
                    Order::New
                } else if before == *order {
                    Order::Same
                } else {
                    Order::Changed
                }
            }
            _ => Order::New,
        }
    }

    /// The day shown, and who is in the combat shown and where it is, from the public events
    /// (G-6.1, G-17.2).
    fn follow_combat(&mut self, e: &Event) {
        self.day = e.day;
        self.time = Some(e.time);
        // A war can end inside a fight (G-36.1: the last rival falls), with no CombatEnded.
        if matches!(e.kind, EventKind::GameEnded { .. })
            || !self.results.is_empty() && !matches!(e.kind, EventKind::CombatEnded { .. })
        {
            self.fighting = false;
        }
        match &e.kind {
            EventKind::CombatStarted {
                participants,
                district,
                ..
            } => {
                self.members = participants.clone();
                self.district = Some(*district);
                self.fighting = true;
                self.round = None;
                self.order.clear();
                self.acting = None;
                self.results.clear();
            }
            EventKind::Intervened { faction, .. } if !self.members.contains(faction) => {
                self.members.push(*faction);
            }
            _ => {}
        }
    }

    /// The day's end, gathered from its shown events.
    /// G-15.1: a person's bond grew, or their master's fourth skill unlocked: the scene
    /// they are shown next. Only the faction's own eyes are told (a replay's spectator reads
    /// the log).
    fn follow_bond(&mut self, viewer: Viewer, e: &Event) {
        let (faction, bond, unlocked) = match e.kind {
            EventKind::BondGained { faction, bond } => (faction, Some(bond), None),
            EventKind::MasterSkillUnlocked { faction, skill } => (faction, None, Some(skill)),
            _ => return,
        };
        if viewer != Viewer::Faction(faction) {
            return;
        }
        let at = self.bonds.iter().position(|b| b.faction == faction);
        match (at, bond) {
            (Some(i), Some(bond)) => {
                self.bonds[i] = BondScene {
                    faction,
                    bond,
                    unlocked: None,
                }
            }
            (None, Some(bond)) => self.bonds.push(BondScene {
                faction,
                bond,
                unlocked: None,
            }),
            (Some(i), None) => self.bonds[i].unlocked = unlocked,
            (None, None) => {}
        }
    }

    /// The end of a combat `viewer`'s own faction fought in: the one the city tells next.
    fn follow_fight_end(&mut self, viewer: Viewer, e: &Event) {
        if let (Viewer::Faction(me), EventKind::CombatEnded { results, .. }) = (viewer, &e.kind)
            && results.iter().any(|(f, ..)| *f == me)
        {
            self.fight_over = Some(e.clone());
        }
    }

    fn follow_day_end(&mut self, e: &Event) {
        // The upkeep is told on the day that ends; the masters fall asleep as the next day
        // begins, and belong to the same end.
        let day = match e.kind {
            EventKind::UpkeepPaid { .. } | EventKind::ServantVanished { .. } => e.day,
            EventKind::MasterFellAsleep { .. } => match &self.day_end {
                Some(d) => d.day,
                None => e.day.saturating_sub(1),
            },
            _ => return,
        };
        let end = self
            .day_end
            .take()
            .filter(|d| d.day == day)
            .unwrap_or(DayEnd {
                day,
                ..DayEnd::default()
            });
        let end = self.day_end.insert(end);
        match &e.kind {
            EventKind::UpkeepPaid {
                faction,
                amount,
                from_servant,
                from_master,
            } => end
                .upkeep
                .push((*faction, *amount, *from_servant, *from_master)),
            EventKind::ServantVanished { faction } => end.vanished.push(*faction),
            EventKind::MasterFellAsleep { faction } => end.asleep.push(*faction),
            _ => {}
        }
    }

    fn count(&mut self, e: &Event) {
        let mut add = |f: FactionId, combat: u32, kill: u32| {
            let i = usize::from(f);
            if self.tally.len() <= i {
                self.tally.resize(i + 1, Tally::default());
            }
            self.tally[i].combats += combat;
            self.tally[i].kills += kill;
        };
        match &e.kind {
            EventKind::CombatStarted { participants, .. } => {
                for f in participants {
                    add(*f, 1, 0);
                }
            }
            EventKind::Intervened { faction, .. } => add(*faction, 1, 0),
            EventKind::ServantDied {
                credited: Some(by), ..
            } => add(*by, 0, 1),
            _ => {}
        }
    }

    pub fn viewer(&self, s: &GrailSession) -> Viewer {
        if self.see_all {
            Viewer::All
        } else {
            Viewer::Faction(s.shown.seat)
        }
    }
}

/// Every side a person plays is out of the war (G-34), and at least one person plays:
/// nobody at the machine has a secret left to keep, and the person who stays to watch the
/// war to its end is shown the fights of the sides left in full, which their own faction's
/// eyes would not see (G-40.1: a combat's events go to its participants).
pub fn people_out(s: &GrailSession) -> bool {
    let mut people = (0..s.seats.len())
        .filter_map(|i| FactionId::try_from(i).ok())
        .filter(|f| s.seat(*f).is_human())
        .peekable();
    people.peek().is_some() && people.all(|f| s.state.faction(f).is_none_or(|x| !x.alive()))
}

/// Whether `viewer` is shown event `e` (G-40.1), `members` being the factions of the combat
/// shown; a spectator sees every event.
pub fn sees(s: &GameState, viewer: Viewer, members: &[FactionId], e: &Event) -> bool {
    let Viewer::Faction(f) = viewer else {
        return true;
    };
    let allies: Vec<FactionId> = s.ally_of(f).into_iter().collect();
    view::event_visible(e, f, &allies, members)
}

/// Whether the shown faction's secrets (its hand, its MP, the odds of its choices) may be
/// drawn now: always with one person at the machine; with two or more, only while the
/// person shown decides and has lifted the curtain, so that nobody sees another's hand
/// while the AI or the other person plays.
pub fn secrets_shown(s: &GrailSession, table: &GrailTable) -> bool {
    if table.see_all || !s.hot_seat() {
        return true;
    }
    s.shown.curtain.is_none() && s.shown.confirmed && s.human_to_decide() == Some(s.shown.seat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::grail::Visibility;

    fn at(day: u8, time: TimeOfDay, kind: EventKind) -> Event {
        Event {
            seq: 0,
            day,
            time,
            round: None,
            visibility: Visibility::Public,
            kind,
        }
    }

    /// G-18.3: the log says the round's order once, and again only where it changed.
    #[test]
    fn the_order_is_said_once_a_round_unless_it_changes() {
        let mut t = GrailTable::default();
        let a = |f| Actor::Servant { faction: f };
        let set = |o: Vec<Actor>| EventKind::InitiativeSet { order: o };
        let round = EventKind::RoundStarted { round: 1 };
        assert_eq!(t.repeats_order(&round), Order::New);
        assert_eq!(t.repeats_order(&set(vec![a(0), a(1)])), Order::New);
        assert_eq!(t.repeats_order(&set(vec![a(0), a(1)])), Order::Same);
        assert_eq!(
            t.repeats_order(&set(vec![a(1), a(0)])),
            Order::Changed,
            "an ambusher moved first"
        );
        let round_two = EventKind::RoundStarted { round: 2 };
        assert_eq!(t.repeats_order(&round_two), Order::New);
        assert_eq!(
            t.repeats_order(&set(vec![a(1), a(0)])),
            Order::New,
            "a new round says it again"
        );
    }

    /// G-36.1: a war won inside a fight (its last rival falls) ends with no CombatEnded; the
    /// fight is over all the same, so that the war's end can be shown.
    #[test]
    fn a_war_won_inside_a_fight_ends_the_fight() {
        use crate::rules::grail::{Outcome, WinReason};
        let mut t = GrailTable::default();
        t.follow_combat(&at(
            1,
            TimeOfDay::Morning,
            EventKind::CombatStarted {
                combat: 1,
                district: 0,
                origin: crate::rules::grail::CombatOrigin::Encounter {
                    initiator: 1,
                    target: 2,
                    origin: 0,
                },
                participants: vec![1, 2],
            },
        ));
        assert!(t.fighting);
        t.follow_combat(&at(
            1,
            TimeOfDay::Morning,
            EventKind::GameEnded {
                outcome: Outcome::Winner {
                    faction: 2,
                    by: WinReason::LastStanding,
                },
            },
        ));
        assert!(!t.fighting, "the war's end is not held back by the fight");
    }

    /// G-6.5: the upkeep is told on the day that ends and the masters fall asleep as the
    /// next begins (G-16.1); both are one day's end, and the next day's end starts afresh.
    #[test]
    fn a_day_end_holds_its_upkeep_and_the_sleep_that_follows() {
        let mut t = GrailTable::default();
        let upkeep = |f| EventKind::UpkeepPaid {
            faction: f,
            amount: 20,
            from_servant: 15,
            from_master: 5,
        };
        t.follow_day_end(&at(1, TimeOfDay::Night, upkeep(0)));
        t.follow_day_end(&at(
            1,
            TimeOfDay::Night,
            EventKind::ServantVanished { faction: 2 },
        ));
        t.follow_day_end(&at(
            2,
            TimeOfDay::Morning,
            EventKind::MasterFellAsleep { faction: 1 },
        ));
        let end = t.day_end.clone().expect("a day's end");
        assert_eq!(end.day, 1);
        assert_eq!(end.upkeep, vec![(0, 20, 15, 5)]);
        assert_eq!((end.vanished, end.asleep), (vec![2], vec![1]));
        t.follow_day_end(&at(2, TimeOfDay::Night, upkeep(1)));
        let end = t.day_end.expect("the next day's end");
        assert_eq!((end.day, end.upkeep.len(), end.asleep.len()), (2, 1, 0));
    }

    /// G-15.1: a person is shown their own bond growing and, at the third, the skill it
    /// unlocked; another faction's bond is not theirs to see.
    #[test]
    fn a_bond_scene_is_the_factions_own() {
        use crate::content::grail::SkillOwner;
        let mut t = GrailTable::default();
        let bond = |f, bond| {
            at(
                3,
                TimeOfDay::Noon,
                EventKind::BondGained { faction: f, bond },
            )
        };
        let skill = SkillRef {
            owner: SkillOwner::Master,
            idx: 3,
        };
        t.follow_bond(Viewer::Faction(0), &bond(1, 1));
        assert!(t.bonds.is_empty(), "another faction's bond");
        t.follow_bond(Viewer::Faction(0), &bond(0, 2));
        t.follow_bond(Viewer::Faction(0), &bond(0, 3));
        t.follow_bond(
            Viewer::Faction(0),
            &at(
                3,
                TimeOfDay::Noon,
                EventKind::MasterSkillUnlocked { faction: 0, skill },
            ),
        );
        assert_eq!(
            t.bonds,
            vec![BondScene {
                faction: 0,
                bond: 3,
                unlocked: Some(skill)
            }],
            "the latest interaction, with what it unlocked"
        );
        t.follow_bond(Viewer::All, &bond(1, 1));
        assert_eq!(t.bonds.len(), 1, "a spectator reads the log instead");
    }

    /// G-32: the end of a fight is told in the city to those who fought it, not to a
    /// faction that only watched it, nor to a spectator (who reads the log).
    #[test]
    fn a_fights_end_is_told_to_those_who_fought() {
        use crate::rules::grail::CombatEndReason;
        let mut t = GrailTable::default();
        let ended = at(
            2,
            TimeOfDay::Night,
            EventKind::CombatEnded {
                combat: 1,
                rounds: 3,
                reason: CombatEndReason::Ceasefire,
                results: vec![
                    (1, ParticipantStatus::Active, 40),
                    (2, ParticipantStatus::Fled, 12),
                ],
            },
        );
        t.follow_fight_end(Viewer::Faction(0), &ended);
        t.follow_fight_end(Viewer::All, &ended);
        assert_eq!(t.fight_over, None, "not theirs");
        t.follow_fight_end(Viewer::Faction(2), &ended);
        assert_eq!(t.fight_over, Some(ended), "the side that fled is told");
    }
}
