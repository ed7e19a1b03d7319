//! A turn-based game must not burn a core while it waits for a click. While anything moves
//! (events being shown, floating numbers, banners, units gliding, the AI or the hint
//! searching) the window updates continuously; otherwise it switches to Bevy's reactive
//! mode and only wakes for input, a redraw that egui asks for, or a slow timer. Screenshots
//! and autoplay always run continuously. The games say what keeps them busy through
//! [`Busy`]; the pacer knows no game.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::Real;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiInputSet, EguiPreUpdateSet};

/// How long an idle window sleeps before it updates anyway. Nothing idle changes without
/// input: on the board the AI, the hint and queued events all keep the window continuous (the
/// games mark [`Busy`]), so it sleeps until the player acts and the glow of the deciding side
/// and of playable cards pauses meanwhile; in the menus the stars twinkle only in the frames
/// that input brings (a wake every 0.1 s for them cost most of a core under a software
/// renderer). The wait is long but finite because bevy_winit sets its `WaitUntil` only when
/// the wait can be added to the present instant (with `Duration::MAX` it would keep whatever
/// control flow came before, `Poll` included).
const IDLE_WAIT: Duration = Duration::from_secs(3600);

/// What needs the next frame at once: set during the frame by the systems that animate
/// (events queued or on screen, units gliding, a replay playing) or wait for a search (the
/// AI or the hint on a background task, an AI seat to move); read and cleared at its end.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy {
    pub animating: bool,
    pub thinking: bool,
    /// A clock on screen (the Grail War's declaration clock, G-8.4) next changes in this
    /// long: an idle window wakes then, and no sooner.
    pub wake_in: Option<Duration>,
}

impl Busy {
    pub fn any(&self) -> bool {
        self.animating || self.thinking
    }
}

/// Whether the window may go reactive at all (not while taking a screenshot or autoplaying,
/// which count frames).
#[derive(Resource, Debug)]
pub struct FramePace {
    pub reactive: bool,
}

/// With `HORIZON_NOTES_FRAME_LOG` set, every two seconds the log says how many frames were
/// drawn and their mean and longest time, by what the game was doing: the figures of
/// docs/app-status.md.
#[derive(Resource, Debug, Default)]
struct FrameLog {
    since: f32,
    /// Frames, total and longest seconds, per activity.
    by: std::collections::BTreeMap<&'static str, (u32, f32, f32)>,
    /// What asked for the idle frames (egui's repaint causes, a redraw request), counted.
    wakes: std::collections::BTreeMap<String, u32>,
}

/// The contract alone, for the games' logic (headless too).
pub(super) fn busy_plugin(app: &mut App) {
    app.init_resource::<Busy>();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Busy>()
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(EguiInputSet::WriteEguiEvents)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            Last,
            choose_update_mode.run_if(resource_exists::<WinitSettings>),
        );
    if std::env::var_os("HORIZON_NOTES_FRAME_LOG").is_some() {
        app.init_resource::<FrameLog>()
            .add_systems(Last, log_frames.before(choose_update_mode));
    }
}

fn log_frames(
    mut log: ResMut<FrameLog>,
    mut contexts: EguiContexts,
    mut redraws: MessageReader<RequestRedraw>,
    time: Res<Time<Real>>,
    busy: Res<Busy>,
) {
    let activity = if busy.thinking {
        "the AI thinks"
    } else if busy.animating {
        "animating"
    } else {
        "idle"
    };
    let redraws = redraws.read().count();
    if activity == "idle" {
        if redraws > 0 {
            *log.wakes.entry("a RequestRedraw".into()).or_default() += 1;
        }
        if let Ok(ctx) = contexts.ctx_mut() {
            for cause in ctx.repaint_causes() {
                *log.wakes
                    .entry(format!("egui's repaint at {cause}"))
                    .or_default() += 1;
            }
        }
    }
    let dt = time.delta_secs();
    let e = log.by.entry(activity).or_default();
    e.0 += 1;
    e.1 += dt;
    e.2 = e.2.max(dt);
    let now = time.elapsed_secs();
    if now - log.since >= 2.0 {
        for (what, (n, total, max)) in std::mem::take(&mut log.by) {
            info!(
                "frames while {what}: {n}, mean {:.1} ms, longest {:.1} ms",
                total * 1000.0 / n.max(1) as f32,
                max * 1000.0
            );
        }
        for (what, n) in std::mem::take(&mut log.wakes) {
            info!("idle frames that asked for the next by {what}: {n}");
        }
        log.since = now;
    }
}

/// bevy_egui 0.42 writes a `ModifiersChanged` event into egui's input every frame, changed
/// or not, and egui asks for an immediate repaint whenever its input holds any event, which
/// bevy_egui passes on as a `RequestRedraw`: in reactive mode every frame asked for the
/// next, and the idle board redrew as fast as it could (1-2 frames a second under llvmpipe,
/// a third of a core). An event that repeats the last modifiers and comes alone is dropped:
/// egui keeps its modifiers from one frame to the next, so it loses nothing.
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<std::collections::HashMap<Entity, egui::Modifiers>>,
) {
    for (entity, mut input) in &mut inputs {
        let events = &mut input.0.events;
        let Some(now) = events.iter().rev().find_map(|e| match e {
            egui::Event::ModifiersChanged(m) => Some(*m),
            _ => None,
        }) else {
            continue;
        };
        let alone = events
            .iter()
            .all(|e| matches!(e, egui::Event::ModifiersChanged(_)));
        if alone && last.get(&entity) == Some(&now) {
            events.clear();
        }
        last.insert(entity, now);
    }
}

fn choose_update_mode(
    mut busy: ResMut<Busy>,
    pace: Res<FramePace>,
    mut winit: ResMut<WinitSettings>,
) {
    let busy = std::mem::take(&mut *busy);
    let moving = busy.any();
    let wait = busy.wake_in.map_or(IDLE_WAIT, |d| d.min(IDLE_WAIT));
    // Unfocused, the window keeps playing what moves (an AI's turn) but ignores the mouse.
    let (focused, unfocused) = if pace.reactive && !moving {
        (
            UpdateMode::reactive(wait),
            UpdateMode::reactive_low_power(wait),
        )
    } else {
        (UpdateMode::Continuous, UpdateMode::Continuous)
    };
    if winit.focused_mode != focused {
        winit.focused_mode = focused;
    }
    if winit.unfocused_mode != unfocused {
        winit.unfocused_mode = unfocused;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::ai::BotSpec;
    use crate::app::duel::DuelData;
    use crate::app::duel::{DeckPick, DuelSession, DuelSetup};
    use crate::app::headless_plugin;
    use crate::app::screens::Screen;
    use crate::app::session::Seat;
    use crate::app::settings::Settings;
    use crate::cli::default_content_dir;
    use crate::content::duel_load::load_duel_dir;
    use crate::rules::duel::PlayerId;

    /// The duel's logic and the pacer, no window: a human against `bot`, `first` to move,
    /// events shown at once.
    fn paced_duel(first: PlayerId, bot: &str) -> App {
        let content =
            load_duel_dir(&default_content_dir().join("duel")).expect("the shipped content loads");
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(DuelData(Arc::new(content)))
            .add_plugins(headless_plugin)
            .insert_resource(Settings {
                instant: true,
                ..default()
            })
            .insert_resource(DuelSetup {
                decks: [
                    DeckPick::Preset("deck_nocturne".into()),
                    DeckPick::Preset("deck_procession".into()),
                ],
                seats: [
                    Seat::Human,
                    Seat::Ai {
                        spec: bot.parse::<BotSpec>().expect("a known bot"),
                        label: bot.into(),
                    },
                ],
                first: Some(first),
                seed: Some(5),
                house: Default::default(),
            })
            .insert_resource(WinitSettings::default())
            .insert_resource(FramePace { reactive: true })
            .add_plugins(plugin);
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Duel);
        app.update();
        app.update();
        app
    }

    /// The idle board (the human to decide, nothing queued or moving)
    /// sleeps until input, with no timer that wakes it sooner than in a minute.
    #[test]
    fn idle_board_waits_for_input_without_a_timer() {
        let mut app = paced_duel(PlayerId::P0, "random");
        let session = app.world().resource::<DuelSession>();
        assert_eq!(session.state.deciding_player(), Some(PlayerId::P0));
        assert!(session.queue_empty(), "everything is shown at once here");
        let winit = app.world().resource::<WinitSettings>();
        for mode in [winit.focused_mode, winit.unfocused_mode] {
            let UpdateMode::Reactive { wait, .. } = mode else {
                panic!("the idle board updates continuously: {mode:?}");
            };
            assert!(
                wait >= Duration::from_secs(60),
                "the idle board wakes on a timer every {wait:?}"
            );
        }
        // Something moving this frame keeps the next one coming.
        app.world_mut().resource_mut::<Busy>().animating = true;
        app.world_mut().run_schedule(Last);
        let winit = app.world().resource::<WinitSettings>();
        assert_eq!(winit.focused_mode, UpdateMode::Continuous);
    }

    /// The title screen, like every menu, sleeps until input: its stars twinkle only in
    /// the frames that input brings.
    #[test]
    fn menus_wait_for_input_without_a_timer() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .add_plugins(crate::app::screens::plugin)
            .insert_resource(WinitSettings::default())
            .insert_resource(FramePace { reactive: true })
            .add_plugins(plugin);
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Title
        );
        let winit = app.world().resource::<WinitSettings>();
        for mode in [winit.focused_mode, winit.unfocused_mode] {
            let UpdateMode::Reactive { wait, .. } = mode else {
                panic!("the title screen updates continuously: {mode:?}");
            };
            assert!(
                wait >= Duration::from_secs(60),
                "the title screen wakes on a timer every {wait:?}"
            );
        }
    }

    /// An AI seat to move needs frames to start and collect its search: every frame that
    /// ends with the AI to decide asks for the next one (a one-second search, so the frames
    /// below all fall within it).
    #[test]
    fn ai_to_move_keeps_the_window_running() {
        let mut app = paced_duel(PlayerId::P1, "mcts:ms=1000");
        let mut ai_frames = 0;
        for _ in 0..40 {
            let session = app.world().resource::<DuelSession>();
            if session.state.deciding_player() == Some(PlayerId::P1) {
                ai_frames += 1;
                let winit = app.world().resource::<WinitSettings>();
                assert_eq!(winit.focused_mode, UpdateMode::Continuous);
                assert_eq!(winit.unfocused_mode, UpdateMode::Continuous);
            }
            app.update();
        }
        assert!(ai_frames > 0, "the AI never had a move to make");
    }

    /// A repeated, lone modifiers event is dropped (it made egui ask for a repaint every
    /// frame); a changed one, or one beside other input, reaches egui.
    #[test]
    fn unchanged_modifiers_alone_do_not_reach_egui() {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let shift = egui::Modifiers::SHIFT;
        let none = egui::Modifiers::NONE;
        let ctx = app.world_mut().spawn(EguiInput::default()).id();
        let mut frame = |events: Vec<egui::Event>| {
            app.world_mut().get_mut::<EguiInput>(ctx).unwrap().0.events = events;
            app.update();
            app.world().get::<EguiInput>(ctx).unwrap().0.events.len()
        };
        assert_eq!(frame(vec![egui::Event::ModifiersChanged(none)]), 1, "first");
        assert_eq!(frame(vec![egui::Event::ModifiersChanged(none)]), 0, "same");
        assert_eq!(
            frame(vec![egui::Event::ModifiersChanged(shift)]),
            1,
            "changed"
        );
        let with_text = vec![
            egui::Event::Text("p".into()),
            egui::Event::ModifiersChanged(shift),
        ];
        assert_eq!(frame(with_text), 2, "beside other input");
        assert_eq!(frame(vec![egui::Event::ModifiersChanged(shift)]), 0, "same");
    }
}
