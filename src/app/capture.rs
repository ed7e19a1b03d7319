//! `--screenshot PATH [--autoplay --seed S --after-turns N]`: play AI against AI (or show
//! the title), save what the window shows with Bevy's screenshot API, and exit.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::ai::BotSpec;
use crate::ai::Difficulty;
use crate::app::duel::{DuelSession, DuelSetup, Playback};
use crate::app::grail::picks::{Side, Who};
use crate::app::grail::war_picks::WarSide;
use crate::app::grail::{
    GrailChoice, GrailPlayback, GrailSession, GrailTable, SkirmishPicks, WarPicks,
};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::options::PlayOptions;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session::{Pacing, Seat, idle};
use crate::app::settings::Settings;
use crate::cli::{AutoGame, AutoTime};
use crate::rules::grail::{Action, DecisionKind};

#[derive(Resource, Debug, Default)]
pub struct Capture {
    path: Option<PathBuf>,
    autoplay: bool,
    seed: Option<u64>,
    after_turns: u32,
    game: AutoGame,
    after_rounds: u16,
    after_days: u8,
    time: AutoTime,
    human_seat: bool,
    open_replays: bool,
    frames: u32,
    /// Frames since the screenshot was asked for.
    taken: Option<u32>,
    /// Frames since the moment to take it came (egui lays new windows out for a frame).
    ready_for: u32,
}

impl Capture {
    pub fn new(o: &PlayOptions) -> Capture {
        Capture {
            path: o.screenshot.clone(),
            autoplay: o.autoplay,
            seed: o.seed,
            after_turns: o.after_turns,
            game: o.game,
            after_rounds: o.after_rounds,
            after_days: o.after_days,
            time: o.time,
            human_seat: o.human_seat,
            open_replays: o.open_replays,
            ..default()
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_autoplay)
        .add_systems(Last, capture)
        .add_systems(
            Update,
            pass_for_the_person
                .in_set(AppSystems::Decide)
                .run_if(in_state(Screen::War).and_then(resource_exists::<GrailSession>)),
        )
        .add_systems(Update, screenshot_key.in_set(AppSystems::Input));
}

/// F12 saves what the window shows as `horizon-notes-TIME-N.png` in the working directory.
fn screenshot_key(mut commands: Commands, keys: Keys, mut n: Local<u32>) {
    if keys.just_pressed(&GameKey::Screenshot) {
        *n += 1;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let path = format!("horizon-notes-{stamp}-{}.png", *n);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

/// An autoplayed skirmish's side: the AI at Easy, so that rounds pass quickly.
fn auto_side() -> Side {
    Side {
        who: Who::Ai(Difficulty::Easy),
        servant: None,
        master: None,
        range: 0,
        waiting: false,
    }
}

fn start_autoplay(
    cap: Res<Capture>,
    mut setup: ResMut<DuelSetup>,
    mut skirmish: ResMut<SkirmishPicks>,
    mut war: ResMut<WarPicks>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    (playback, grail_playback): (Option<Res<Playback>>, Option<Res<GrailPlayback>>),
) {
    if playback.is_some() {
        next.set(Screen::Duel);
        return;
    }
    if let Some(pb) = grail_playback {
        next.set(pb.screen());
        return;
    }
    if cap.open_replays {
        next.set(Screen::Replays);
        return;
    }
    if !cap.autoplay {
        return;
    }
    if cap.game == AutoGame::Skirmish {
        *skirmish = SkirmishPicks {
            sides: vec![auto_side(), auto_side()],
            ambusher: None,
            seed: Some(cap.seed.unwrap_or(1)),
            ..SkirmishPicks::default()
        };
        settings.speed = 2.0;
        next.set(Screen::Skirmish);
        return;
    }
    if cap.game == AutoGame::Grail {
        *war = WarPicks {
            sides: (0..7)
                .map(|i| WarSide {
                    who: if i == 0 && cap.human_seat {
                        Who::Human
                    } else {
                        Who::Ai(Difficulty::Easy)
                    },
                    servant: None,
                    master: None,
                })
                .collect(),
            seed: Some(cap.seed.unwrap_or(1)),
            ..WarPicks::default()
        };
        settings.speed = 4.0;
        next.set(Screen::War);
        return;
    }
    let ai = || Seat::Ai {
        spec: BotSpec::Mcts(Difficulty::Easy.config()),
        label: "AI".into(),
    };
    setup.seats = [ai(), ai()];
    setup.seed = Some(cap.seed.unwrap_or(1));
    settings.speed = 2.0;
    next.set(Screen::Duel);
}

/// A war screenshot with a person at seat 0 is taken at their declaration: nobody is
/// there to answer the priority windows before it, so the run passes them.
fn pass_for_the_person(
    cap: Res<Capture>,
    session: Res<GrailSession>,
    pacing: Res<Pacing>,
    mut choices: MessageWriter<GrailChoice>,
) {
    if !cap.human_seat || cap.path.is_none() || !idle(&session, &pacing) {
        return;
    }
    if let Some(d) = &session.state.pending
        && d.faction == 0
        && matches!(d.kind, DecisionKind::PriorityPrompt { .. })
    {
        choices.write(GrailChoice {
            seat: 0,
            action: Action::Pass,
        });
    }
}

fn capture(
    mut commands: Commands,
    mut cap: ResMut<Capture>,
    screen: Res<State<Screen>>,
    duel: Option<Res<DuelSession>>,
    grail: Option<(Res<GrailSession>, Res<GrailTable>)>,
    mut pacing: ResMut<Pacing>,
    mut exit: MessageWriter<AppExit>,
    (playback, grail_playback): (Option<Res<Playback>>, Option<Res<GrailPlayback>>),
) {
    let Some(path) = cap.path.clone() else {
        return;
    };
    cap.frames += 1;
    if let Some(n) = cap.taken.as_mut() {
        *n += 1;
        let saved = std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
        if saved || *n > 600 {
            if !saved {
                error!("the screenshot was not saved to {}", path.display());
            }
            exit.write(if saved {
                AppExit::Success
            } else {
                AppExit::error()
            });
        }
        return;
    }
    let turn = duel.as_ref().map(|d| d.state.turn);
    // A watched skirmish is taken after `after_turns` rounds.
    let rounds = if grail_playback.is_some() {
        u16::try_from(cap.after_turns).unwrap_or(u16::MAX)
    } else {
        cap.after_rounds
    };
    let ready = if cap.autoplay || playback.is_some() || grail_playback.is_some() {
        match (screen.get(), duel) {
            // A replay opened paused (`--after-events`): as soon as its board is rebuilt.
            (Screen::Duel, Some(_)) if playback.as_ref().is_some_and(|p| !p.needs_frames()) => true,
            (Screen::Duel, Some(d)) => {
                // Mid-game, in a Main Phase, with the bottom player's hand in view.
                let hand = !d.state.player(d.shown.seat).hand.is_empty();
                d.state.turn > cap.after_turns
                    && d.state.phase == crate::rules::duel::Phase::Main
                    && (hand || d.state.turn > cap.after_turns + 2)
                    && d.queue_empty()
                    && pacing.settled()
            }
            (Screen::GameEnd, _) => true,
            // With a person at seat 0: at their first secret declaration (the screenshot
            // run passes their priority windows for them, `pass_for_the_person`).
            (Screen::War, _) if cap.human_seat => grail.as_ref().is_some_and(|(g, _)| {
                let declaring = matches!(
                    g.state.pending.as_ref().map(|d| (d.faction, &d.kind)),
                    Some((0, DecisionKind::Declaration { .. }))
                );
                declaring && g.shown.seat == 0 && g.queue_empty() && pacing.settled()
            }),
            (Screen::War, _) => grail.as_ref().is_some_and(|(g, t)| {
                let turn = |day: u8, slot: u16| 3 * u16::from(day.max(1) - 1) + slot;
                let shown = turn(t.day, t.time.map_or(0, |x| x.slot()));
                // A watched war is taken after `after_turns` turns (three a day).
                let goal = if grail_playback.is_some() {
                    u16::try_from(cap.after_turns).unwrap_or(u16::MAX)
                } else {
                    turn(cap.after_days + 1, cap.time.slot())
                };
                let far = shown >= goal || g.state.is_over();
                far && !t.fighting && g.queue_empty() && pacing.settled()
            }),
            (Screen::Skirmish, _) => grail.as_ref().is_some_and(|(g, t)| {
                let far = t.round.is_some_and(|r| r >= rounds) || g.state.is_over();
                far && g.queue_empty() && pacing.settled()
            }),
            _ => false,
        }
    } else {
        cap.frames > 45
    };
    if ready {
        pacing.hold = true;
    }
    cap.ready_for = if ready || cap.ready_for > 0 {
        cap.ready_for + 1
    } else {
        0
    };
    // A safety net: never run forever under a test harness.
    if cap.ready_for > 8 || cap.frames > 20_000 {
        info!(
            "screenshot at frame {} on {:?}, turn {turn:?}",
            cap.frames,
            screen.get()
        );
        let _ = std::fs::remove_file(&path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
        cap.taken = Some(0);
    }
}
