//! The AI's searches on `AsyncComputeTaskPool`, for any game the bots can play: the move
//! of an AI seat, and the hint for a person. The frame rate holds while they run; a
//! search answers one decision (counted by the actions played so far) and is dropped if
//! the game has moved on. In lockstep (`AppClock`) every search is counted in iterations
//! and awaited in the frame it is due, so that its answer arrives in the same frame with
//! the same action on any machine. An AI seat's search tree is kept from one of its
//! decisions to the next, as the simulator's bots keep theirs (docs/ai.md, subtree reuse),
//! so the levels play in the window as they were measured.

use std::marker::PhantomData;
use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use crate::ai::mcts::{self, MctsBot, MctsConfig, Suggestion};
use crate::ai::{Bot, BotSpec, Difficulty, Game, make_bot};

use super::clock::{AppClock, search_due};

/// What a game must be for its searches to run on another thread. (Bounds on the
/// associated types in the supertrait are implied wherever `Searchable` is named.)
pub trait Searchable:
    Game<Content: Send + Sync, View: Send, Action: Send + Sync> + Send + Sync + 'static
{
}

impl<G> Searchable for G where
    G: Game<Content: Send + Sync, View: Send, Action: Send + Sync> + Send + Sync + 'static
{
}

/// A seat's search kept from its last decision: the bot with its tree, the search it runs,
/// and the game's actions it has followed (to tell more play from an undo or another game).
struct Kept<A> {
    bot: MctsBot<A>,
    cfg: MctsConfig,
    played: Vec<A>,
}

struct Thinking<A> {
    /// The action, and the searching bot to keep for the seat's next decision.
    task: Task<(A, Option<Kept<A>>)>,
    seat: usize,
    /// The number of actions played when the search began: the decision it answers.
    decision: usize,
    started: f32,
}

/// An AI seat's search in progress, if any.
#[derive(Resource)]
pub struct AiThinking<G: Searchable> {
    thinking: Option<Thinking<G::Action>>,
    /// By seat.
    kept: Vec<Option<Kept<G::Action>>>,
    /// The app's clock is in lockstep.
    lockstep: bool,
    game: PhantomData<G>,
}

impl<G: Searchable> FromWorld for AiThinking<G> {
    fn from_world(world: &mut World) -> Self {
        AiThinking {
            thinking: None,
            kept: Vec::new(),
            lockstep: in_lockstep(world),
            game: PhantomData,
        }
    }
}

/// Whether the app's clock, if it has one yet, is in lockstep.
fn in_lockstep(world: &World) -> bool {
    world
        .get_resource::<AppClock>()
        .is_some_and(AppClock::in_lockstep)
}

impl<G: Searchable> AiThinking<G> {
    pub fn busy(&self) -> bool {
        self.thinking.is_some()
    }

    /// Drops the search in progress, if any, and the trees kept (a new game, a rewind).
    pub fn forget(&mut self) {
        self.thinking = None;
        self.kept.clear();
    }

    /// Starts the bot `spec` on `view` (the seat's own view: it cannot cheat) at the
    /// decision after `public_play`, the game's actions so far, each of them seen by every
    /// seat (the duel's are, D-29.6). A search that seat kept from its last decision is
    /// shown the actions since and searches on from its tree; else `seed` starts one.
    pub fn start(
        &mut self,
        content: Arc<G::Content>,
        view: G::View,
        spec: BotSpec,
        seed: u64,
        seat: usize,
        public_play: &[G::Action],
        now: f32,
    ) {
        let spec = if self.lockstep { spec.counted() } else { spec };
        let kept = self.kept.get_mut(seat).and_then(Option::take);
        let task = match spec {
            BotSpec::Mcts(cfg) => {
                let mut bot = match kept {
                    Some(k) if k.cfg == cfg && public_play.starts_with(&k.played) => {
                        let mut bot = k.bot;
                        for &a in &public_play[k.played.len()..] {
                            Bot::<G>::observe(&mut bot, Some(a));
                        }
                        bot
                    }
                    _ => MctsBot::new(cfg.clone(), seed),
                };
                let played = public_play.to_vec();
                AsyncComputeTaskPool::get().spawn(async move {
                    let a = Bot::<G>::choose(&mut bot, &content, &view);
                    (a, Some(Kept { bot, cfg, played }))
                })
            }
            other => AsyncComputeTaskPool::get()
                .spawn(async move { (make_bot::<G>(&other, seed).choose(&content, &view), None) }),
        };
        self.thinking = Some(Thinking {
            task,
            seat,
            decision: public_play.len(),
            started: now,
        });
    }

    /// The visits at the root of the tree `seat` keeps for its next decision (0 for none).
    pub fn kept_visits(&self, seat: usize) -> u32 {
        self.kept
            .get(seat)
            .and_then(Option::as_ref)
            .map_or(0, |k| k.bot.tree().root_visits())
    }

    /// The seat and its chosen action, once the search is done and has been shown for
    /// `min_delay` seconds (so a person can follow the AI's turn). A search for a decision
    /// that is no longer the present one is dropped.
    pub fn poll(
        &mut self,
        decision: usize,
        deciding: Option<usize>,
        now: f32,
        min_delay: f32,
    ) -> Option<(usize, G::Action)> {
        let t = self.thinking.as_ref()?;
        if t.decision != decision || deciding != Some(t.seat) {
            self.thinking = None;
            return None;
        }
        let secs = now - t.started;
        if !search_due(self.lockstep, t.task.is_finished(), secs) || secs < min_delay {
            return None;
        }
        let t = self.thinking.take()?;
        let (action, kept) = block_on(t.task);
        if let Some(k) = kept {
            if self.kept.len() <= t.seat {
                self.kept.resize_with(t.seat + 1, || None);
            }
            self.kept[t.seat] = Some(k);
        }
        Some((t.seat, action))
    }
}

/// The Hint button: the search's best few moves for the deciding person.
#[derive(Resource)]
pub struct Hint<G: Searchable> {
    task: Option<(Task<Vec<Suggestion<G::Action>>>, usize)>,
    /// The suggestions and the decision they answer.
    pub result: Option<(usize, Vec<Suggestion<G::Action>>)>,
    /// The app's clock is in lockstep.
    lockstep: bool,
}

impl<G: Searchable> FromWorld for Hint<G> {
    fn from_world(world: &mut World) -> Self {
        Hint {
            task: None,
            result: None,
            lockstep: in_lockstep(world),
        }
    }
}

impl<G: Searchable> Hint<G> {
    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Drops the search in progress and the suggestions.
    pub fn forget(&mut self) {
        self.task = None;
        self.result = None;
    }

    /// Starts a search (Normal strength) from `view` at decision `decision`.
    pub fn request(&mut self, content: Arc<G::Content>, view: G::View, seed: u64, decision: usize) {
        if self.task.is_some() {
            return;
        }
        let cfg = Difficulty::Normal.config();
        let cfg = if self.lockstep { cfg.counted() } else { cfg };
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { mcts::suggest::<G>(&content, &view, &cfg, seed, 3) });
        self.task = Some((task, decision));
        self.result = None;
    }

    /// The suggestions, if they answer decision `decision`.
    pub fn for_decision(&self, decision: usize) -> Option<&[Suggestion<G::Action>]> {
        self.result
            .as_ref()
            .filter(|(n, _)| *n == decision)
            .map(|(_, s)| s.as_slice())
    }

    /// Collects a finished search.
    pub fn poll(&mut self) {
        if self
            .task
            .as_ref()
            .is_some_and(|(t, _)| t.is_finished() || self.lockstep)
            && let Some((task, n)) = self.task.take()
        {
            self.result = Some((n, block_on(task)));
        }
    }
}
