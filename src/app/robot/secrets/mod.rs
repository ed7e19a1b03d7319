//! The secrecy promise (G-35, D-29.6): nothing drawn names what the side shown may not know.
//! Exact, not a guess: the robot plays contents whose every hidden thing carries a marker
//! of its own (each servant's true name, Noble Phantasm and skills, each master's name and
//! skills, each card of a duel deck) and whose every MP pool has a size no other figure
//! reaches; every marker or MP figure painted on a game screen must belong to something
//! the core's view for the shown side reveals. Behind a curtain, or while an AI decides in
//! hot seat, no side's secret may be painted at all.

mod duel;
mod grail;
mod marks;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use std::sync::Arc;

use super::checks::{all_layers, painted_texts};
use super::coverage::OnScreen;
use super::log::Promise;
use super::state::Robot;
use crate::app::duel::{AiMove, DuelData, DuelSession, Playback};
use crate::app::grail::session::{GrailTable, Viewer};
use crate::app::grail::{GrailData, GrailSession};
use crate::app::screens::Screen;
use crate::content::ContentError;
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::grail::FactionId;
use marks::Secret;
pub use marks::Secrets;

/// Both games' contents with every secret marked, and the markers: what the robot plays.
pub struct Marked {
    pub duel: Arc<DuelContent>,
    pub grail: Arc<GrailContent>,
    pub secrets: Secrets,
}

impl Marked {
    /// Marks `duel` and `grail`; a marked content that does not load is an error of the
    /// content it came from.
    pub fn new(duel: &DuelContent, grail: &GrailContent) -> Result<Marked, ContentError> {
        let mut secrets = Secrets::default();
        let grail = grail::marked_grail(grail.clone(), &mut secrets);
        let duel = duel::marked_duel(duel, &mut secrets)?;
        Ok(Marked {
            duel: Arc::new(duel),
            grail: Arc::new(grail),
            secrets,
        })
    }
}

/// Whose secrets the screen may show: `Some(None)` for nobody's, `None` for everyone's (a
/// replay watched with every side shown).
fn shown_faction(session: &GrailSession, table: &GrailTable) -> Option<Option<FactionId>> {
    match table.viewer(session) {
        Viewer::All => None,
        Viewer::Faction(_) if session.hot_seat() && session.shown.hidden() => Some(None),
        Viewer::Faction(f) => Some(Some(f)),
    }
}

/// Fails the run where a game screen paints a marker its side may not read.
#[allow(clippy::too_many_arguments)]
pub(super) fn check_secrets(
    mut contexts: EguiContexts,
    robot: Res<Robot>,
    on: OnScreen,
    screen: Res<State<Screen>>,
    secrets: Option<Res<Secrets>>,
    session: Option<Res<GrailSession>>,
    table: Option<Res<GrailTable>>,
    data: Option<Res<GrailData>>,
    mut declared: Local<grail::Declared>,
) {
    let (Some(secrets), Some(session), Some(table), Some(data)) = (secrets, session, table, data)
    else {
        return;
    };
    if !matches!(screen.get(), Screen::Skirmish | Screen::War) {
        return;
    }
    declared.observe(
        &data.0,
        &session.state,
        (session.seed(), session.actions.len()),
    );
    let Some(viewer) = shown_faction(&session, &table) else {
        return;
    };
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let mut leaks = Vec::new();
    for layer in all_layers(ctx) {
        for p in painted_texts(ctx, layer) {
            for (m, secret) in secrets.in_text(&p.whole) {
                let leak = (m, p.whole.clone(), secret);
                if !grail::may_know(&data.0, &session.state, viewer, secret)
                    && !declared.saw(viewer, secret)
                    && !leaks.contains(&leak)
                {
                    leaks.push(leak);
                }
            }
        }
    }
    let who = viewer.map_or(NOBODY.into(), |f| format!("faction {}", u32::from(f) + 1));
    report(&robot, &on, leaks, &who);
}

const NOBODY: &str = "nobody (a curtain, or an AI decides in hot seat)";

/// Each leak a failure of the secrecy promise on the screen shown.
fn report(robot: &Robot, on: &OnScreen, leaks: Vec<(String, String, Secret)>, who: &str) {
    if leaks.is_empty() {
        return;
    }
    let name = on.name();
    if let Ok(mut log) = robot.log.lock() {
        for (m, text, secret) in leaks {
            log.fail(
                Promise::Secrecy,
                &name,
                format!("secret {m}"),
                format!("{text:?} names {secret:?}, which {who} may not know"),
            );
        }
    }
}

/// Fails the run where the duel paints a card its side may not know is where it is: one in
/// the other hand or a deck (D-29.6). A replay shown with both hands open hides nothing. An
/// AI's move is announced a moment before the core plays it: the card it names may be
/// shown if the move makes it public.
#[allow(clippy::too_many_arguments)]
pub(super) fn check_duel_secrets(
    mut contexts: EguiContexts,
    robot: Res<Robot>,
    on: OnScreen,
    screen: Res<State<Screen>>,
    secrets: Option<Res<Secrets>>,
    session: Option<Res<DuelSession>>,
    playback: Option<Res<Playback>>,
    (announced, data): (Option<Res<AiMove>>, Option<Res<DuelData>>),
) {
    let (Some(secrets), Some(session)) = (secrets, session) else {
        return;
    };
    let after = announced
        .and_then(|a| a.shown)
        .zip(data)
        .and_then(|((p, action), data)| {
            let mut after = session.state.clone();
            crate::rules::duel::apply_quiet(&data.0, &mut after, p, action).ok()?;
            Some(after)
        });
    if *screen.get() != Screen::Duel || playback.is_some_and(|p| p.show_hands) {
        return;
    }
    let viewer = (!session.shown.hidden()).then_some(session.shown.seat);
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let mut leaks = Vec::new();
    for layer in all_layers(ctx) {
        for p in painted_texts(ctx, layer) {
            for (m, secret) in secrets.in_text(&p.whole) {
                let Secret::Card(def) = secret else {
                    continue;
                };
                let leak = (m, p.whole.clone(), secret);
                let hidden = |s| duel::hidden_card(s, viewer, def);
                let hidden_after = after.as_ref().is_none_or(hidden);
                if hidden(&session.state) && hidden_after && !leaks.contains(&leak) {
                    leaks.push(leak);
                }
            }
        }
    }
    let who = viewer.map_or(NOBODY.into(), |p| format!("{p:?}"));
    report(&robot, &on, leaks, &who);
}
