//! A game being played or watched, for either rules core: the core's state (the truth), who
//! sits in each seat, whose side is shown, the events waiting to be shown, the actions taken
//! and the replay being recorded with where it is saved. The view changes the game only
//! through [`Session::submit`], which hands an action to the core; what a game keeps beside
//! this (a duel's log and statistics) lives in the game's own resource.

use std::collections::VecDeque;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::replay::{self, Recorded, Recorder};
use crate::rules::undo::Undo;

use super::clock::AppClock;
use super::curtain::Shown;
use super::pacing::Pacing;
use super::seat::Seat;
use super::store::ReplayStore;

/// A game that a session can hold as a resource: a recorded core whose parts may cross
/// threads. (Bounds on the associated types in the supertrait are implied wherever
/// `Playable` is named.)
pub trait Playable:
    Recorded<
        State: Send + Sync + Clone,
        Event: Send + Sync + Clone,
        Action: Send + Sync,
        Seat: Send + Sync,
        Config: Send + Sync,
        Step: Send + Sync,
    > + Send
    + Sync
    + 'static
{
}

impl<G> Playable for G where
    G: Recorded<
            State: Send + Sync + Clone,
            Event: Send + Sync + Clone,
            Action: Send + Sync,
            Seat: Send + Sync,
            Config: Send + Sync,
            Step: Send + Sync,
        > + Send
        + Sync
        + 'static
{
}

/// One event waiting to be shown; `batch_end` marks the last event of one action.
#[derive(Clone, Debug)]
pub struct Queued<E> {
    pub event: E,
    pub batch_end: bool,
}

/// A game of core `G` in the window.
#[derive(Resource)]
pub struct Session<G: Playable> {
    pub state: G::State,
    /// Who decides for each seat, by [`crate::rules::core::Core::seat_index`].
    pub seats: Vec<Seat>,
    /// Whose side is shown, and the hot-seat curtain.
    pub shown: Shown<G::Seat>,
    /// Events from the core not shown yet, oldest first.
    pub queue: VecDeque<Queued<G::Event>>,
    /// Every action taken, in order.
    pub actions: Vec<(G::Seat, G::Action)>,
    /// The replay of this game, complete after every action.
    pub recorder: Recorder<G>,
    /// Where the replay is saved after every action (live games), and how many actions
    /// the saved file holds.
    pub save_to: Option<PathBuf>,
    pub saved: Option<usize>,
    /// The latest actions taken here, each with the state before it and its events, for
    /// undo. A continued game or a replay taken over puts its saved actions back here
    /// ([`Session::restore`]); the actions of a replay being watched are not kept.
    history: Vec<Taken<G>>,
    /// The actions undone, most recent last, that redo plays again.
    redo: Vec<(G::Seat, G::Action)>,
}

/// One action taken in this session, kept for undo.
struct Taken<G: Playable> {
    before: G::State,
    events: Vec<G::Event>,
}

impl<G: Playable> Session<G> {
    /// A game at `state`, its `events` (the setup's, say) queued to be shown.
    pub fn new(
        state: G::State,
        events: Vec<G::Event>,
        seats: Vec<Seat>,
        shown: G::Seat,
        recorder: Recorder<G>,
    ) -> Self {
        let mut s = Session {
            state,
            seats,
            shown: Shown {
                seat: shown,
                curtain: None,
                confirmed: false,
                waiting: false,
            },
            queue: VecDeque::new(),
            actions: Vec::new(),
            recorder,
            save_to: None,
            saved: None,
            history: Vec::new(),
            redo: Vec::new(),
        };
        s.enqueue(events);
        s
    }

    pub fn config(&self) -> &G::Config {
        &self.recorder.replay().setup
    }

    pub fn seed(&self) -> u64 {
        G::seed(self.config())
    }

    pub fn seat(&self, seat: G::Seat) -> &Seat {
        &self.seats[G::seat_index(seat)]
    }

    /// Two or more people share this machine: nothing secret may be shown to the wrong one.
    pub fn hot_seat(&self) -> bool {
        self.seats.iter().filter(|s| s.is_human()).count() >= 2
    }

    /// The seat to decide, when a person sits there.
    pub fn human_to_decide(&self) -> Option<G::Seat> {
        G::deciding(&self.state).filter(|&s| self.seat(s).is_human())
    }

    /// Hands an action to the core; on success it is recorded and its events join the
    /// queue. An illegal action changes nothing (D-29.4, G-39.4).
    pub fn submit(
        &mut self,
        c: &G::Content,
        seat: G::Seat,
        action: G::Action,
    ) -> Result<(), String> {
        self.take(c, seat, action)?;
        self.redo.clear();
        Ok(())
    }

    fn take(&mut self, c: &G::Content, seat: G::Seat, action: G::Action) -> Result<(), String> {
        let before = self.state.clone();
        let mut events = Vec::new();
        G::apply(c, &mut self.state, seat, action.clone(), &mut events)?;
        self.actions.push((seat, action.clone()));
        self.recorder.push(seat, action, &self.state);
        self.history.push(Taken {
            before,
            events: events.clone(),
        });
        self.enqueue(events);
        Ok(())
    }

    /// How many of the latest actions `seat`'s undo takes back: its own last choice and the
    /// AI's answers after it, or `None` where the line is in the way (`rules::undo`): a
    /// roll, a draw or a shuffle, something hidden shown to `seat`, its own secret shown
    /// to another person, or another person's choice (in hot seat the game has passed to
    /// them). Only a person's seat undoes.
    pub fn undo_depth(&self, seat: G::Seat) -> Option<usize> {
        // The end is final: a game over has been filed among the replays and is gone from
        // Continue, and undoing it would bring back a game nothing saves.
        if !self.seat(seat).is_human() || G::is_over(&self.state) {
            return None;
        }
        let n = self.actions.len();
        let first = n - self.history.len();
        for i in (first..n).rev() {
            let after = self
                .history
                .get(i + 1 - first)
                .map_or(&self.state, |t| &t.before);
            let taken = &self.history[i - first];
            match G::undo(&taken.before, after, &taken.events, seat) {
                Undo::Settled(_) => return None,
                Undo::Exposed { to } => {
                    if to.iter().any(|s| self.seat(*s).is_human()) {
                        return None;
                    }
                }
                Undo::Open => {}
            }
            let by = self.actions[i].0;
            if by == seat {
                return Some(n - i);
            }
            if self.seat(by).is_human() {
                return None;
            }
        }
        None
    }

    /// Takes back `seat`'s last choice and the AI's answers to it (see
    /// [`Session::undo_depth`]); redo can play that choice again. Returns whether anything
    /// was undone. The queued events go: the game's view rebuilds from the state.
    pub fn undo(&mut self, seat: G::Seat) -> bool {
        let Some(depth) = self.undo_depth(seat) else {
            return false;
        };
        let n = self.actions.len();
        let k = n - depth;
        let first = n - self.history.len();
        self.redo.push(self.actions[k].clone());
        self.state = self.history[k - first].before.clone();
        self.history.truncate(k - first);
        self.actions.truncate(k);
        self.recorder.truncate(k, &self.state);
        self.queue.clear();
        self.saved = None;
        true
    }

    /// The choice redo would play again, if it is still that seat's to make.
    pub fn can_redo(&self, seat: G::Seat) -> bool {
        self.redo
            .last()
            .is_some_and(|(s, _)| *s == seat && G::deciding(&self.state) == Some(seat))
    }

    /// Plays the last undone choice again; the dice in the state give it the same
    /// outcome as before.
    pub fn redo(&mut self, c: &G::Content, seat: G::Seat) -> Result<bool, String> {
        if !self.can_redo(seat) {
            return Ok(false);
        }
        let Some((s, a)) = self.redo.pop() else {
            return Ok(false);
        };
        self.take(c, s, a)?;
        Ok(true)
    }

    /// Puts back an action of a saved game being rebuilt (a continued game, a replay taken
    /// over): the core has already played it to `after`; like a taken action it can be
    /// undone, up to the same line.
    pub fn restore(
        &mut self,
        seat: G::Seat,
        action: G::Action,
        after: G::State,
        events: Vec<G::Event>,
    ) {
        let before = std::mem::replace(&mut self.state, after);
        self.actions.push((seat, action));
        self.history.push(Taken { before, events });
    }

    /// Plays an action of the replay being watched: like [`Session::submit`], but the
    /// recorder already holds it.
    pub fn replay_step(
        &mut self,
        c: &G::Content,
        seat: G::Seat,
        action: G::Action,
    ) -> Result<(), String> {
        let mut events = Vec::new();
        G::apply(c, &mut self.state, seat, action.clone(), &mut events)?;
        self.actions.push((seat, action));
        // Watching: nothing before here is this session's to undo.
        self.history.clear();
        self.enqueue(events);
        Ok(())
    }

    /// Queues the events of one action (or of the setup) to be shown.
    pub fn enqueue(&mut self, events: Vec<G::Event>) {
        let n = events.len();
        self.queue
            .extend(events.into_iter().enumerate().map(|(i, event)| Queued {
                event,
                batch_end: i + 1 == n,
            }));
    }

    /// Whether every event has been shown: the next decision may be.
    pub fn queue_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Saves the replay to `save_to` when an action was added since the last save.
    /// Atomic, so a crash keeps the previous version; a failure turns autosave off for this
    /// game and is returned once. The file is dated `now`, by the app's clock.
    pub fn autosave(&mut self, now: std::time::SystemTime) -> Result<(), String> {
        let n = self.recorder.replay().actions.len();
        let Some(path) = self.save_to.clone() else {
            return Ok(());
        };
        if self.saved == Some(n) {
            return Ok(());
        }
        match replay::save_atomic_dated(&path, &self.recorder.replay().to_json(), now) {
            Ok(()) => {
                self.saved = Some(n);
                Ok(())
            }
            Err(e) => {
                self.save_to = None;
                Err(format!("cannot save the replay to {}: {e}", path.display()))
            }
        }
    }

    /// Saves this live game among the store's unfinished games from now on.
    pub fn save_in(&mut self, store: &ReplayStore) {
        let r = self.recorder.replay();
        self.save_to = store.path_for(G::KIND, &r.created, r.seed);
    }
}

/// Whose side is shown follows the decision to a person's seat, and in hot seat the curtain
/// falls when it passes to the other person; only once the screen shows the present, so
/// that no secret of the next person appears while the last action is still shown.
pub fn follow_decision<G: Playable>(mut session: ResMut<Session<G>>, pacing: Res<Pacing>) {
    if !pacing.settled() || !session.queue_empty() {
        return;
    }
    let Some(seat) = session.human_to_decide() else {
        // Hot seat: an AI's turn shows nobody's secrets (ux.md), not the last person's.
        let someone = G::deciding(&session.state).is_some();
        if session.hot_seat() && someone && !session.shown.hidden() {
            session.shown.wait();
        } else if !someone && session.shown.waiting {
            // The game is over: its end is for everyone.
            session.shown.waiting = false;
        }
        return;
    };
    let mut shown = session.shown;
    shown.follow(seat, session.hot_seat());
    if shown != session.shown {
        session.shown = shown;
    }
}

/// Saves a live game whenever an action was added, and once it is over moves its file from
/// the unfinished games to the replays.
pub fn autosave<G: Playable>(
    mut session: ResMut<Session<G>>,
    store: Res<ReplayStore>,
    clock: Res<AppClock>,
) {
    if let Err(e) = session.autosave(clock.now()) {
        error!("{e}");
        return;
    }
    let done = G::is_over(&session.state) && session.saved == Some(session.actions.len());
    if let (true, Some(path)) = (done, session.save_to.clone()) {
        match store.file_away(&path) {
            Ok(to) if to != path => session.save_to = Some(to),
            Ok(_) => {}
            Err(e) => {
                error!("cannot move {} to the replays: {e}", path.display());
                session.save_to = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content;
    use crate::rules::core::{Core, GrailCore};
    use crate::rules::grail;

    fn grail_session() -> (content::grail::GrailContent, Session<GrailCore>) {
        let c = content::grail::GrailContent::builtin().expect("content");
        let config = grail::GameConfig::default_lineup(7, 4);
        let (state, events) = GrailCore::new_game(&c, &config).expect("setup");
        let seats = vec![Seat::Human; 4];
        let names = ["a", "b", "c", "d"].map(replay::SeatInfo::human);
        let rec = Recorder::new(&c, &config, names, &state, "2026-12-01T00:00:00Z".into());
        (c, Session::new(state, events, seats, 0, rec))
    }

    #[test]
    fn a_grail_war_plays_through_the_same_session_and_its_replay_verifies() {
        let (c, mut s) = grail_session();
        assert!(!s.queue_empty(), "the setup's events wait to be shown");
        for _ in 0..60 {
            let Some(seat) = GrailCore::deciding(&s.state) else {
                break;
            };
            let a = grail::legal_main_actions(&c, &s.state)
                .into_iter()
                .next()
                .expect("a decision has a legal action");
            s.submit(&c, seat, a).expect("legal");
        }
        assert!(s.actions.len() > 10);
        let r = s.recorder.replay();
        assert_eq!(r.actions.len(), s.actions.len());
        replay::verify_record::<GrailCore>("session", r, &c).expect("the replay verifies");
    }

    #[test]
    fn an_illegal_action_changes_nothing() {
        let (c, mut s) = grail_session();
        let before = GrailCore::hash(&s.state);
        let queued = s.queue.len();
        let seat = GrailCore::deciding(&s.state).expect("a decision");
        let wrong = (seat + 1) % 4;
        let a = grail::legal_main_actions(&c, &s.state).remove(0);
        assert!(s.submit(&c, wrong, a).is_err());
        assert_eq!(GrailCore::hash(&s.state), before);
        assert_eq!((s.actions.len(), s.queue.len()), (0, queued));
    }

    #[test]
    fn autosave_writes_once_per_action_and_stops_on_failure() {
        let (c, mut s) = grail_session();
        let dir = std::env::temp_dir().join(format!("hn-session-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        s.save_to = Some(dir.join("g.json"));
        s.autosave(std::time::SystemTime::now()).expect("saved");
        assert_eq!(s.saved, Some(0));
        let seat = GrailCore::deciding(&s.state).expect("a decision");
        let a = grail::legal_main_actions(&c, &s.state).remove(0);
        s.submit(&c, seat, a).expect("legal");
        s.autosave(std::time::SystemTime::now()).expect("saved");
        assert_eq!(s.saved, Some(1));
        let text = std::fs::read_to_string(dir.join("g.json")).expect("file");
        if let Err(e) = replay::parse_bytes("g.json", text.as_bytes()) {
            panic!("the saved replay loads: {e}");
        }
        // A file where the folder should be: the save cannot be written.
        s.save_to = Some(dir.join("g.json").join("g.json"));
        s.submit(
            &c,
            GrailCore::deciding(&s.state).expect("a decision"),
            grail::legal_main_actions(&c, &s.state).remove(0),
        )
        .expect("legal");
        assert!(s.autosave(std::time::SystemTime::now()).is_err());
        assert_eq!(s.save_to, None, "autosave is off after a failure");
        std::fs::remove_dir_all(&dir).ok();
    }
}
