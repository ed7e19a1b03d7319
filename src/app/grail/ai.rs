//! The Grail factions played by the AI, on background tasks: a search from the faction's
//! own view (it cannot cheat, G-35.4) that answers one decision with a core action, shown
//! for at least `Settings::ai_min_delay` so a person can follow. The bots open the
//! free-action menu as a step of their own (`GrailAction::FreeMenu`); the task takes that
//! step and searches again, so the screen only ever receives a core action. A faction's
//! search tree is kept across its own run of decisions, as the simulator's bots keep theirs
//! (docs/ai.md, subtree reuse), so the levels play in the window as they were measured. The
//! Hint button runs the same search for the deciding person and keeps its win estimate.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use crate::ai::grail::{GrailAction, GrailGame, GrailState, GrailView, MAX_FREE_IN_A_ROW};
use crate::ai::mcts::{self, MctsBot, MctsConfig, Suggestion};
use crate::ai::{Bot, BotSpec, Difficulty, make_bot};
use crate::app::frame_pace::Busy;
use crate::app::session::{AppClock, Pacing, Seat, idle, search_due};
use crate::app::settings::Settings;
use crate::content::grail::GrailContent;
use crate::rules::grail::{Action, FactionId};

use super::data::GrailData;
use super::session::GrailSession;

/// The bot's state at the present decision: the free actions it took in a row there, so a
/// bot in the window stops where it stops in the simulator.
fn bot_state(s: &GrailSession) -> GrailState {
    let mut g = GrailState::new(s.state.clone());
    if let Some(f) = s.state.deciding() {
        let n = s
            .actions
            .iter()
            .rev()
            .take_while(|(by, a)| *by == f && a.is_free())
            .count();
        g.free_in_row = u8::try_from(n).unwrap_or(u8::MAX).min(MAX_FREE_IN_A_ROW);
    }
    g
}

/// The bot's core action for faction `f` at `g`: a menu step is taken, followed by the bot
/// as the simulator shows it its own steps, and the search runs again from inside the menu.
fn choose(
    c: &GrailContent,
    mut g: GrailState,
    f: FactionId,
    bot: &mut dyn Bot<GrailGame>,
) -> Option<Action> {
    for _ in 0..2 {
        let view = GrailView::new(c, &g, f);
        let a = bot.choose(c, &view);
        match (a, GrailGame::resolve(c, &g, a)) {
            (_, Some(core)) => return Some(core),
            (GrailAction::FreeMenu, None) if !g.menu_open => {
                bot.observe(Some(a));
                g.menu_open = true;
            }
            _ => return None,
        }
    }
    None
}

/// A faction's search kept from its last decision: the bot with its tree, the search it
/// runs, the game's actions before that decision and the action it chose. Its next
/// decision searches on from the tree only if it comes right after that action (the
/// faction's own run of free actions or combat choices): another faction's action between
/// may be one it did not see (G-35.4), so a search starts afresh there.
struct Kept {
    bot: MctsBot<GrailAction>,
    cfg: MctsConfig,
    played: Vec<(FactionId, Action)>,
    chosen: Action,
}

impl Kept {
    /// The kept bot, moved past its own chosen action, if `played` is its line and `cfg`
    /// its search.
    fn resume(
        self,
        played: &[(FactionId, Action)],
        f: FactionId,
        cfg: &MctsConfig,
    ) -> Option<MctsBot<GrailAction>> {
        let follows = played.len() == self.played.len() + 1
            && played.starts_with(&self.played)
            && matches!(played.last(), Some((by, a)) if *by == f && *a == self.chosen);
        if !follows || self.cfg != *cfg {
            return None;
        }
        let mut bot = self.bot;
        Bot::<GrailGame>::observe(&mut bot, Some(GrailAction::of(&self.chosen)));
        Some(bot)
    }
}

struct Thinking {
    /// The action, and the searching bot to keep for the faction's next decision.
    task: Task<(Option<Action>, Option<Kept>)>,
    faction: FactionId,
    /// The number of actions played when the search began: the decision it answers.
    decision: usize,
    started: f32,
}

/// An AI faction's search in progress, if any.
#[derive(Resource, Default)]
pub struct GrailAi {
    thinking: Option<Thinking>,
    /// By faction.
    kept: Vec<Option<Kept>>,
}

impl GrailAi {
    pub fn busy(&self) -> bool {
        self.thinking.is_some()
    }

    /// The visits at the root of the tree faction `f` keeps for its next decision (0 for
    /// none).
    pub fn kept_visits(&self, f: FactionId) -> u32 {
        self.kept
            .get(usize::from(f))
            .and_then(Option::as_ref)
            .map_or(0, |k| k.bot.tree().root_visits())
    }

    /// Starts faction `f`'s search by `spec` at the session's present decision, from the
    /// tree it kept if the decision follows its last one.
    fn start(
        &mut self,
        c: Arc<GrailContent>,
        session: &GrailSession,
        f: FactionId,
        spec: BotSpec,
        seed: u64,
        now: f32,
    ) {
        let g = bot_state(session);
        let kept = self.kept.get_mut(usize::from(f)).and_then(Option::take);
        let task = match spec {
            BotSpec::Mcts(cfg) => {
                let played = session.actions.clone();
                let mut bot = kept
                    .and_then(|k| k.resume(&played, f, &cfg))
                    .unwrap_or_else(|| MctsBot::new(cfg.clone(), seed));
                AsyncComputeTaskPool::get().spawn(async move {
                    let chosen = choose(&c, g, f, &mut bot);
                    let kept = chosen.clone().map(|chosen| Kept {
                        bot,
                        cfg,
                        played,
                        chosen,
                    });
                    (chosen, kept)
                })
            }
            other => AsyncComputeTaskPool::get()
                .spawn(async move { (choose(&c, g, f, &mut *make_bot(&other, seed)), None) }),
        };
        self.thinking = Some(Thinking {
            task,
            faction: f,
            decision: session.actions.len(),
            started: now,
        });
    }
}

/// The AI faction to decide gets its search started; its answer, once it has been on
/// screen long enough, goes to the core.
pub(super) fn drive_ai(
    mut ai: ResMut<GrailAi>,
    mut session: ResMut<GrailSession>,
    content: Res<GrailData>,
    pacing: Res<Pacing>,
    settings: Res<Settings>,
    (time, clock): (Res<Time>, Res<AppClock>),
) {
    let now = time.elapsed_secs();
    if pacing.hold {
        return;
    }
    let decision = session.actions.len();
    if let Some(t) = &ai.thinking {
        if t.decision != decision || session.state.deciding() != Some(t.faction) {
            ai.thinking = None;
            return;
        }
        let delay = if settings.instant || pacing.skip {
            0.0
        } else {
            settings.ai_min_delay
        };
        let secs = now - t.started;
        if !search_due(clock.in_lockstep(), t.task.is_finished(), secs) || secs < delay {
            return;
        }
        let Some(t) = ai.thinking.take() else {
            return;
        };
        let (chosen, kept) = block_on(t.task);
        if let Some(k) = kept {
            let at = usize::from(t.faction);
            if ai.kept.len() <= at {
                ai.kept.resize_with(at + 1, || None);
            }
            ai.kept[at] = Some(k);
        }
        match chosen {
            Some(action) => {
                if let Err(e) = session.submit(&content.0, t.faction, action.clone()) {
                    error!("the AI chose an illegal action {action:?}: {e}");
                }
            }
            None => error!("the AI found no action for faction {}", t.faction),
        }
        return;
    }
    if !idle(&session, &pacing) || session.state.is_over() {
        return;
    }
    let Some(f) = session.state.deciding() else {
        return;
    };
    let Seat::Ai { spec, .. } = session.seat(f).clone() else {
        return;
    };
    let seed =
        session.seed() ^ (decision as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(f);
    let spec = if clock.in_lockstep() {
        spec.counted()
    } else {
        spec
    };
    ai.start(content.0.clone(), &session, f, spec, seed, now);
}

/// The Hint: the search's best few moves for the deciding person, each a core action with
/// its win estimate.
#[derive(Resource, Default)]
pub struct GrailHint {
    task: Option<(Task<Vec<(Action, f64)>>, usize)>,
    /// The suggestions and the decision they answer.
    result: Option<(usize, Vec<(Action, f64)>)>,
    /// The app's clock is in lockstep: the search is counted and awaited in its frame.
    lockstep: bool,
}

impl GrailHint {
    pub fn new(clock: &AppClock) -> Self {
        GrailHint {
            lockstep: clock.in_lockstep(),
            ..default()
        }
    }

    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Starts a search at Normal strength from `f`'s view of the present decision.
    pub fn request(&mut self, c: Arc<GrailContent>, s: &GrailSession, f: FactionId) {
        if self.task.is_some() {
            return;
        }
        let decision = s.actions.len();
        let seed = s.seed() ^ 0x4849_4e54 ^ decision as u64;
        let g = bot_state(s);
        let counted = self.lockstep;
        let task =
            AsyncComputeTaskPool::get().spawn(async move { suggest(&c, g, f, seed, counted) });
        self.task = Some((task, decision));
        self.result = None;
    }

    /// The suggestions, if they answer decision `decision`.
    pub fn for_decision(&self, decision: usize) -> Option<&[(Action, f64)]> {
        self.result
            .as_ref()
            .filter(|(n, _)| *n == decision)
            .map(|(_, s)| s.as_slice())
    }
}

/// The search's suggestions at `g` as core actions; a suggestion to open the free-action
/// menu becomes the best moves inside it, with the menu's estimate.
fn suggest(
    c: &GrailContent,
    mut g: GrailState,
    f: FactionId,
    seed: u64,
    counted: bool,
) -> Vec<(Action, f64)> {
    let cfg = Difficulty::Normal.config();
    let cfg = if counted { cfg.counted() } else { cfg };
    let mut out = Vec::new();
    let top: Vec<Suggestion<GrailAction>> =
        mcts::suggest::<GrailGame>(c, &GrailView::new(c, &g, f), &cfg, seed, 3);
    for s in top {
        match GrailGame::resolve(c, &g, s.action) {
            Some(a) => out.push((a, s.win_estimate)),
            None if s.action == GrailAction::FreeMenu && !g.menu_open => {
                g.menu_open = true;
                let inner =
                    mcts::suggest::<GrailGame>(c, &GrailView::new(c, &g, f), &cfg, seed ^ 1, 2);
                g.menu_open = false;
                out.extend(
                    inner
                        .into_iter()
                        .filter_map(|i| {
                            GrailGame::resolve(
                                c,
                                &GrailState {
                                    menu_open: true,
                                    ..g.clone()
                                },
                                i.action,
                            )
                        })
                        .map(|a| (a, s.win_estimate)),
                );
            }
            None => {}
        }
    }
    out
}

pub(super) fn poll_hint(mut hint: ResMut<GrailHint>) {
    let lockstep = hint.lockstep;
    if hint
        .task
        .as_ref()
        .is_some_and(|(t, _)| t.is_finished() || lockstep)
        && let Some((task, n)) = hint.task.take()
    {
        hint.result = Some((n, block_on(task)));
    }
}

/// The screen needs frames of its own while events play or an AI faction is to move.
pub(super) fn mark_busy(
    session: Res<GrailSession>,
    pacing: Res<Pacing>,
    ai: Res<GrailAi>,
    hint: Res<GrailHint>,
    mut busy: ResMut<Busy>,
) {
    busy.animating |= !idle(&session, &pacing);
    let ai_to_move = !session.state.is_over()
        && !pacing.hold
        && session
            .state
            .deciding()
            .is_some_and(|f| matches!(session.seat(f), Seat::Ai { .. }));
    busy.thinking |= ai.busy() || hint.thinking() || ai_to_move;
}
