//! The secrecy promise (G-35): nothing drawn names what the side shown may not know. Exact,
//! not a guess: the robot plays a Grail War content whose every hidden name carries a
//! marker of its own (each servant's true name and its Noble Phantasm's name, each master's
//! name), and every marker painted on a game screen must belong to something the core's
//! view for the shown faction reveals. Behind a curtain, or while an AI decides in hot
//! seat, no faction's secret may be painted at all.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::checks::{all_layers, painted_texts};
use super::coverage::OnScreen;
use super::log::Promise;
use super::state::Robot;
use crate::app::grail::session::{GrailTable, Viewer};
use crate::app::grail::{GrailData, GrailSession};
use crate::app::screens::Screen;
use crate::content::grail::GrailContent;
use crate::rules::grail::view::is_insider;
use crate::rules::grail::{FactionId, GameState};

/// What a marker stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Secret {
    /// A servant's true name (known at knowledge tier 3, G-35.1).
    TrueName(usize),
    /// A servant's Noble Phantasm (tier 2, or seen in a shared combat, G-35.3).
    NoblePhantasm(usize),
    /// A master's name (its faction's and its ally's, G-35.1).
    Master(usize),
}

/// The markers of a marked content, and what each stands for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Secrets {
    markers: Vec<(String, Secret)>,
}

/// The marker of the `i`th secret of a kind: letters no name or number of the game holds.
fn marker(kind: char, i: usize) -> String {
    format!("Qz{i}{kind}")
}

/// `c` with a marker after each hidden name (in both languages), and the markers.
pub fn marked_grail(mut c: GrailContent) -> (GrailContent, Secrets) {
    let mut markers = Vec::new();
    let mark = |name: &mut String, m: &str| *name = format!("{name} {m}");
    for (i, s) in c.servants.iter_mut().enumerate() {
        let m = marker('T', i);
        mark(&mut s.true_name, &m);
        if let Some(ja) = &mut s.true_name_ja {
            mark(ja, &m);
        }
        markers.push((m, Secret::TrueName(i)));
        let m = marker('N', i);
        mark(&mut s.np.name, &m);
        if let Some(ja) = &mut s.np.name_ja {
            mark(ja, &m);
        }
        markers.push((m, Secret::NoblePhantasm(i)));
    }
    for (i, master) in c.masters.iter_mut().enumerate() {
        let m = marker('M', i);
        mark(&mut master.name, &m);
        if let Some(ja) = &mut master.name_ja {
            mark(ja, &m);
        }
        markers.push((m, Secret::Master(i)));
    }
    (c, Secrets { markers })
}

impl Secrets {
    /// The secrets whose markers `text` holds.
    fn in_text(&self, text: &str) -> Vec<(&str, Secret)> {
        if !text.contains("Qz") {
            return Vec::new();
        }
        // A marker ends in a letter, so "Qz1T" is never found inside "Qz11T".
        self.markers
            .iter()
            .filter(|(m, _)| text.contains(m.as_str()))
            .map(|(m, s)| (m.as_str(), *s))
            .collect()
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

/// Whether `viewer` (or nobody) may read `secret` of the factions that hold it in `s`.
fn may_know(c: &GrailContent, s: &GameState, viewer: Option<FactionId>, secret: Secret) -> bool {
    let holders: Vec<FactionId> = (0..s.factions.len())
        .filter_map(|i| FactionId::try_from(i).ok())
        .filter(|f| {
            s.faction(*f).is_some_and(|x| match secret {
                Secret::TrueName(i) | Secret::NoblePhantasm(i) => usize::from(x.servant.def) == i,
                Secret::Master(i) => usize::from(x.master.def) == i,
            })
        })
        .collect();
    // A name of no one in this game (a list of the roster) hides nothing of theirs.
    let Some(v) = viewer else {
        return holders.is_empty();
    };
    let view = s.view_for(c, v);
    holders.iter().all(|f| {
        if is_insider(s, v, *f) {
            return true;
        }
        let Some(info) = view.factions.iter().find(|x| x.id == *f) else {
            return false;
        };
        match secret {
            Secret::TrueName(_) => info.servant.true_name.is_some(),
            Secret::NoblePhantasm(_) => info.servant.np.is_some() || info.servant.seen_np.is_some(),
            Secret::Master(_) => false,
        }
    })
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
                let leak = (m.to_string(), p.whole.clone(), secret);
                if !may_know(&data.0, &session.state, viewer, secret) && !leaks.contains(&leak) {
                    leaks.push(leak);
                }
            }
        }
    }
    if leaks.is_empty() {
        return;
    }
    let name = on.name();
    let who = viewer.map_or(
        "nobody (a curtain, or an AI decides in hot seat)".into(),
        |f| format!("faction {}", u32::from(f) + 1),
    );
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::grail::{GameConfig, new_game};

    /// At the start each faction knows its own secrets and no one else's; behind a curtain
    /// nobody's may show; a servant who is not in the game hides nothing.
    #[test]
    fn each_side_may_read_only_its_own_secrets() {
        let (c, _) = marked_grail(GrailContent::builtin().expect("content"));
        let (s, _) = new_game(&c, GameConfig::skirmish(4, 2)).expect("a skirmish");
        let def = |f: FactionId| usize::from(s.faction(f).expect("a faction").servant.def);
        let master = |f: FactionId| usize::from(s.faction(f).expect("a faction").master.def);
        for secret in [
            Secret::TrueName(def(0)),
            Secret::NoblePhantasm(def(0)),
            Secret::Master(master(0)),
        ] {
            assert!(may_know(&c, &s, Some(0), secret), "{secret:?}: its own");
            assert!(
                !may_know(&c, &s, Some(1), secret),
                "{secret:?}: the enemy's"
            );
            assert!(
                !may_know(&c, &s, None, secret),
                "{secret:?}: behind a curtain"
            );
        }
        let absent = (0..c.servants.len())
            .find(|i| *i != def(0) && *i != def(1))
            .expect("a servant not in the game");
        assert!(may_know(&c, &s, None, Secret::TrueName(absent)));
    }

    #[test]
    fn markers_stand_alone() {
        let (_, s) = marked_grail(GrailContent::builtin().expect("content"));
        let found = s.in_text("Roland Qz11T and Qz1M");
        let kinds: Vec<Secret> = found.iter().map(|(_, k)| *k).collect();
        assert_eq!(kinds, [Secret::TrueName(11), Secret::Master(1)]);
    }
}
