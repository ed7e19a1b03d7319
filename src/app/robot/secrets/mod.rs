//! The secrecy promise (G-35, D-29.6): nothing drawn names what the side shown may not know.
//! Exact, not a guess: the robot plays contents whose every hidden thing carries a marker
//! of its own (each servant's true name, Noble Phantasm and skills, each master's name and
//! skills, each card of a duel deck) and whose every MP pool has a size no other figure
//! reaches; every marker or MP figure painted on a game screen must belong to something
//! the core's view for the shown side reveals. Behind a curtain, or while an AI decides in
//! hot seat, no side's secret may be painted at all.

mod duel;
mod grail;

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
use crate::content::duel::{CardIdx, DuelContent};
use crate::content::grail::GrailContent;
use crate::rules::grail::FactionId;

/// What a marker stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Secret {
    /// A servant's true name (known at knowledge tier 3, G-35.1).
    TrueName(usize),
    /// A servant's Noble Phantasm (tier 2, or seen in a shared combat, G-35.3).
    NoblePhantasm(usize),
    /// A servant's skill `.1` (tier 1, or seen used, G-35.3).
    ServantSkill(usize, usize),
    /// A master's name (its faction's and its ally's, G-35.1).
    Master(usize),
    /// A master's skill `.1` (its faction's and its ally's).
    MasterSkill(usize, usize),
    /// A servant's MP (tier 2, G-35.1).
    ServantMp(usize),
    /// A master's MP (its faction's and its ally's).
    MasterMp(usize),
    /// A duel card of a preset deck: secret while in a hand or a deck (D-29.6).
    Card(CardIdx),
}

/// The markers of a marked content, what each stands for, and the MP pools by band.
#[derive(Resource, Clone, Debug, Default)]
pub struct Secrets {
    markers: Vec<(String, Secret)>,
    mp_pools: Vec<Secret>,
}

/// The marker of the `i`th secret of a kind: letters no name or number of the game holds.
fn marker(kind: char, i: usize) -> String {
    format!("Qz{i}{kind}")
}

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

impl Secrets {
    /// The secrets `text` names: by marker, and by an MP figure in a pool's band.
    fn in_text(&self, text: &str) -> Vec<(String, Secret)> {
        let mut found: Vec<(String, Secret)> = Vec::new();
        if text.contains("Qz") {
            // A marker ends in a letter, so "Qz1T" is never found inside "Qz11T".
            found.extend(
                self.markers
                    .iter()
                    .filter(|(m, _)| text.contains(m.as_str()))
                    .map(|(m, s)| (m.clone(), *s)),
            );
        }
        for n in numbers(text) {
            if let Some(pool) = grail::mp_pool(&self.mp_pools, n) {
                found.push((n.to_string(), pool));
            }
        }
        found
    }
}

/// The whole numbers written in `text`, thousands separators allowed ("10,500").
fn numbers(text: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut digits = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let separator = c == ',' && !digits.is_empty();
        if separator && chars.peek().is_some_and(char::is_ascii_digit) {
            continue;
        }
        if let Ok(n) = digits.parse() {
            out.push(n);
        }
        digits.clear();
    }
    if let Ok(n) = digits.parse() {
        out.push(n);
    }
    out
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
) {
    let (Some(secrets), Some(session), Some(table), Some(data)) = (secrets, session, table, data)
    else {
        return;
    };
    if !matches!(screen.get(), Screen::Skirmish | Screen::War) {
        return;
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_stand_alone() {
        let s = Secrets {
            markers: vec![
                (marker('T', 1), Secret::TrueName(1)),
                (marker('T', 11), Secret::TrueName(11)),
                (marker('M', 1), Secret::Master(1)),
            ],
            mp_pools: Vec::new(),
        };
        let found = s.in_text("Roland Qz11T and Qz1M");
        let kinds: Vec<Secret> = found.iter().map(|(_, k)| *k).collect();
        assert_eq!(kinds, [Secret::TrueName(11), Secret::Master(1)]);
    }

    #[test]
    fn numbers_are_read_with_their_separators() {
        assert_eq!(numbers("MP 10,500/11500, HP 3"), [10_500, 11_500, 3]);
        assert_eq!(numbers("1, 2"), [1, 2]);
    }
}
