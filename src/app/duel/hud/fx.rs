//! Board effects from the event player become floating numbers, banners, dice and flights.

use bevy::prelude::*;

use crate::app::duel::mirror::BoardFx;
use crate::app::duel::session::DuelSession;
use crate::app::frame_pace::Busy;
use crate::app::session::Pacing;
use crate::app::settings::Settings;
use crate::app::theme::{DANGER, DIM};
use crate::rules::duel::Phase;
use crate::tr;

use super::state::{FLOAT_SECS, Floater, HudState};
use super::text::{phase_label, whose_turn};

pub(super) fn collect_fx(
    mut fx: MessageReader<BoardFx>,
    mut hud: ResMut<HudState>,
    time: Res<Time>,
    session: Option<Res<DuelSession>>,
    settings: Res<Settings>,
    pacing: Res<Pacing>,
    playback: Option<Res<crate::app::duel::playback::Playback>>,
    mut busy: ResMut<Busy>,
) {
    let now = time.elapsed_secs();
    // Skipping shows the present at once: no card is left in the air.
    let instant = settings.instant || pacing.skip;
    if instant {
        hud.flights.clear();
    }
    busy.animating |= hud.animating(now);
    hud.floaters.retain(|f| now - f.born < FLOAT_SECS);
    for f in fx.read() {
        match f {
            BoardFx::Damage {
                unit,
                amount,
                reduced_by_def,
                barrier,
            } => {
                let small = if *barrier {
                    tr!("hud-fx-barrier")
                } else if *reduced_by_def > 0 {
                    tr!("hud-fx-def", n = *reduced_by_def)
                } else {
                    String::new()
                };
                hud.float(Floater {
                    unit: *unit,
                    text: format!("−{amount}"),
                    small,
                    colour: DANGER,
                    born: now,
                });
            }
            BoardFx::Heal { unit, amount } => {
                hud.float(Floater {
                    unit: *unit,
                    text: format!("+{amount}"),
                    small: String::new(),
                    colour: [110, 220, 140],
                    born: now,
                });
            }
            BoardFx::Fell { unit } => {
                hud.float(Floater {
                    unit: *unit,
                    text: tr!("hud-fx-fallen"),
                    small: String::new(),
                    colour: DIM,
                    born: now,
                });
            }
            BoardFx::Dice { dice, total } => {
                hud.dice = Some((dice.clone(), *total, now));
            }
            // The board moves the attacker (`board::start_motions`).
            BoardFx::Attack { .. } => {}
            BoardFx::Card {
                card,
                from,
                to,
                face_up,
            } if !instant => {
                let speed = settings.speed * playback.as_ref().map_or(1.0, |p| p.speed);
                hud.flights.launch(*card, *from, *to, *face_up, now, speed);
            }
            BoardFx::Card { .. } => {}
            BoardFx::Turn { turn, player } => {
                let whose = session
                    .as_ref()
                    .map(|s| whose_turn(s, *player))
                    .unwrap_or_default();
                hud.banners.push_back((
                    tr!("hud-turn-banner", turn = *turn, whose = whose),
                    1.3,
                    true,
                ));
            }
            BoardFx::Phase(p) => {
                // The Start Phase follows the turn banner at once; it needs no banner of its own.
                if *p != Phase::Start {
                    hud.banners.push_back((
                        tr!("hud-phase-banner", phase = phase_label(*p)),
                        0.7,
                        false,
                    ));
                }
            }
        }
    }
    // One banner at a time; the next waits for the last to go.
    let busy = hud
        .banner
        .as_ref()
        .is_some_and(|(_, born, dur, _)| now - born < *dur);
    if !busy && let Some((text, dur, big)) = hud.banners.pop_front() {
        let dur = if settings.instant {
            0.0
        } else {
            dur / settings.speed.max(0.1)
        };
        hud.banner = Some((text, now, dur, big));
    }
    // Keep the queue short when play runs ahead of the banners.
    while hud.banners.len() > 2 {
        hud.banners.pop_front();
    }
}
