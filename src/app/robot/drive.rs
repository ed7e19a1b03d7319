//! The robot's hands: each frame it sends the next input of its plan, and with an empty
//! plan it picks a new one with its seeded dice: a click on something egui drew as
//! clickable (or anywhere on the window), a key, or a pause while the game moves. Inputs go
//! in as the window's own messages, as winit's would, so leafwing, egui and Bevy's input all
//! read them as a person's.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use rand::Rng;
use rand::seq::IndexedRandom;

use super::state::{Probe, Robot, Step};
use crate::app::keys::GameKey;
use crate::app::settings::Settings;

/// An input in the robot's log, in words.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    Key(Vec<KeyCode>),
    Click(Vec2),
    Wait(u32),
    Probe,
}

/// Frames the way-out check waits after each Esc: a menu opens in one, but a screen that
/// is animating may take a few.
pub const PROBE_WAIT: u32 = 12;

/// The keys a person might press anywhere, with how often the robot presses each: the
/// default bindings (docs/ux.md) and the chords that cannot be remapped.
const KEYS: &[(&[KeyCode], u32)] = &[
    (&[KeyCode::Enter], 4),
    (&[KeyCode::Space], 3),
    (&[KeyCode::Tab], 3),
    (&[KeyCode::ShiftLeft, KeyCode::Tab], 1),
    (&[KeyCode::Escape], 2),
    (&[KeyCode::ArrowLeft], 1),
    (&[KeyCode::ArrowRight], 2),
    (&[KeyCode::ArrowUp], 1),
    (&[KeyCode::ArrowDown], 1),
    (&[KeyCode::ShiftLeft, KeyCode::ArrowRight], 1),
    (&[KeyCode::Digit1], 3),
    (&[KeyCode::Digit2], 2),
    (&[KeyCode::Digit3], 2),
    (&[KeyCode::Digit4], 1),
    (&[KeyCode::Digit5], 1),
    (&[KeyCode::KeyP], 2),
    (&[KeyCode::KeyQ], 1),
    (&[KeyCode::KeyW], 1),
    (&[KeyCode::KeyE], 1),
    (&[KeyCode::KeyL], 1),
    (&[KeyCode::KeyH], 1),
    (&[KeyCode::KeyS], 1),
    (&[KeyCode::F1], 1),
    (&[KeyCode::Equal], 1),
    (&[KeyCode::Minus], 1),
    (&[KeyCode::PageUp], 1),
    (&[KeyCode::PageDown], 1),
    (&[KeyCode::ControlLeft, KeyCode::KeyZ], 1),
    (&[KeyCode::ControlLeft, KeyCode::KeyY], 1),
    (
        &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
        1,
    ),
];

/// Sends this frame's input, planning more when the plan is empty.
pub(super) fn send_input(world: &mut World) {
    let Some(window) = world
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .iter(world)
        .next()
    else {
        return;
    };
    let ctx = world
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>()
        .iter_mut(world)
        .next()
        .map(|mut c| c.get_mut().clone());
    let mut robot = world.resource_mut::<Robot>();
    let frame = {
        let Ok(mut log) = robot.log.lock() else {
            return;
        };
        log.frame += 1;
        log.frame
    };
    if robot.probe.is_some() && robot.plan.is_empty() {
        return;
    }
    if robot.plan.is_empty() {
        plan(&mut robot, ctx.as_ref(), frame);
    }
    let Some(step) = robot.plan.pop_front() else {
        return;
    };
    match step {
        Step::Down(keys) => {
            for k in keys {
                send_key(world, window, k, ButtonState::Pressed);
            }
        }
        Step::Up(keys) => {
            for k in keys.into_iter().rev() {
                send_key(world, window, k, ButtonState::Released);
            }
        }
        Step::Point(p) => {
            if let Some(mut w) = world.get_mut::<Window>(window) {
                w.set_cursor_position(Some(p));
            }
            let moved = CursorMoved {
                window,
                position: p,
                delta: None,
            };
            world.write_message(WindowEvent::CursorMoved(moved.clone()));
            world.write_message(moved);
        }
        Step::Press | Step::Release => {
            let state = if step == Step::Press {
                ButtonState::Pressed
            } else {
                ButtonState::Released
            };
            let click = MouseButtonInput {
                button: MouseButton::Left,
                state,
                window,
            };
            world.write_message(WindowEvent::MouseButtonInput(click));
            world.write_message(click);
        }
        Step::Idle => {}
    }
}

/// Picks the next input and queues its frames.
fn plan(robot: &mut Robot, ctx: Option<&egui::Context>, frame: u32) {
    let targets = ctx.map(clickable).unwrap_or_default();
    let roll = robot.rng.random_range(0..100u32);
    let (input, steps) = if roll < 4 {
        robot.probe = Some(Probe {
            from: String::new(),
            escs: 0,
        });
        (Input::Probe, vec![])
    } else if roll < 60 && !targets.is_empty() {
        let at = *targets.choose(&mut robot.rng).expect("not empty");
        (Input::Click(at), click_steps(at))
    } else if roll < 65 {
        // Anywhere on the window: the board's own pictures take clicks too.
        let at = Vec2::new(
            robot.rng.random_range(0.0..1280.0),
            robot.rng.random_range(0.0..720.0),
        );
        (Input::Click(at), click_steps(at))
    } else if roll < 85 {
        let total: u32 = KEYS.iter().map(|(_, w)| w).sum();
        let mut pick = robot.rng.random_range(0..total);
        let keys = KEYS
            .iter()
            .find(|(_, w)| {
                let hit = pick < *w;
                pick = pick.saturating_sub(*w);
                hit
            })
            .map_or(&[KeyCode::Enter][..], |(k, _)| k)
            .to_vec();
        (
            Input::Key(keys.clone()),
            vec![Step::Down(keys.clone()), Step::Up(keys)],
        )
    } else {
        let n = robot.rng.random_range(1..=60u32);
        (Input::Wait(n), vec![Step::Idle; n as usize])
    };
    if let Ok(mut log) = robot.log.lock() {
        log.inputs.push((frame, format!("{input:?}")));
    }
    robot.plan.extend(steps);
}

/// The Esc of a way-out check, queued by the check itself: the key bound to Cancel, which
/// the person may have moved from Esc in Settings.
pub(super) fn queue_escape(robot: &mut Robot, settings: &Settings) {
    let key = settings
        .keys
        .get(&GameKey::Cancel)
        .and_then(|k| k.first().copied())
        .unwrap_or(KeyCode::Escape);
    let keys = vec![key];
    robot
        .plan
        .extend([Step::Down(keys.clone()), Step::Up(keys)]);
    robot
        .plan
        .extend(std::iter::repeat_n(Step::Idle, PROBE_WAIT as usize));
}

fn click_steps(at: Vec2) -> Vec<Step> {
    vec![Step::Point(at), Step::Press, Step::Release]
}

/// The centres of what egui drew last as clickable and enabled, in window coordinates.
fn clickable(ctx: &egui::Context) -> Vec<Vec2> {
    let zoom = ctx.zoom_factor();
    let screen = ctx.content_rect();
    let widgets = ctx.viewport(|vp| vp.this_pass.widgets.clone());
    let mut out = Vec::new();
    for (layer, rects) in widgets.layers() {
        // Behind a modal nothing takes a click.
        if !ctx.memory(|m| m.allows_interaction(*layer)) {
            continue;
        }
        let to_global = ctx.layer_transform_to_global(*layer).unwrap_or_default();
        for w in rects {
            if !w.enabled || !w.sense.senses_click() || !w.interact_rect.is_positive() {
                continue;
            }
            let c = to_global * w.interact_rect.center();
            // A widget under a window drawn over it is not there to click.
            if screen.contains(c) && ctx.layer_id_at(c) == Some(*layer) {
                out.push(Vec2::new(c.x * zoom, c.y * zoom));
            }
        }
    }
    // egui keeps its layers in a hash map, whose order is not a seed's: sorted, the dice
    // pick the same widget in every run.
    out.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    out
}

fn send_key(world: &mut World, window: Entity, code: KeyCode, state: ButtonState) {
    let logical_key = logical(code);
    let text = match (&logical_key, state) {
        (Key::Character(c), ButtonState::Pressed) => Some(c.clone()),
        (Key::Space, ButtonState::Pressed) => Some(" ".into()),
        _ => None,
    };
    let input = KeyboardInput {
        key_code: code,
        logical_key,
        state,
        text,
        repeat: false,
        window,
    };
    world.write_message(WindowEvent::KeyboardInput(input.clone()));
    world.write_message(input);
}

/// The key a US layout gives for a key code, as winit would report it.
fn logical(code: KeyCode) -> Key {
    use KeyCode::*;
    match code {
        Enter => Key::Enter,
        Space => Key::Space,
        Tab => Key::Tab,
        Escape => Key::Escape,
        ArrowLeft => Key::ArrowLeft,
        ArrowRight => Key::ArrowRight,
        ArrowUp => Key::ArrowUp,
        ArrowDown => Key::ArrowDown,
        ShiftLeft => Key::Shift,
        ControlLeft => Key::Control,
        F1 => Key::F1,
        PageUp => Key::PageUp,
        PageDown => Key::PageDown,
        Equal => Key::Character("=".into()),
        Minus => Key::Character("-".into()),
        Digit1 => Key::Character("1".into()),
        Digit2 => Key::Character("2".into()),
        Digit3 => Key::Character("3".into()),
        Digit4 => Key::Character("4".into()),
        Digit5 => Key::Character("5".into()),
        KeyP => Key::Character("p".into()),
        KeyQ => Key::Character("q".into()),
        KeyW => Key::Character("w".into()),
        KeyE => Key::Character("e".into()),
        KeyL => Key::Character("l".into()),
        KeyH => Key::Character("h".into()),
        KeyS => Key::Character("s".into()),
        KeyZ => Key::Character("z".into()),
        KeyY => Key::Character("y".into()),
        _ => Key::Unidentified(NativeKey::Unidentified),
    }
}
