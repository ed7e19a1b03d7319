//! The odds beside the choices: for a picked attack or phantasm the attack panel, for a
//! reaction prompt the answers' panel (`odds`), computed once per decision and action and
//! kept while they are on screen.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::choice::ChoiceUi;
use super::odds::{self, AttackPanel, ReactionPanel};
use crate::app::grail::session::GrailSession;
use crate::app::grail::words::Words;
use crate::app::theme::{self, DIM, c32};
use crate::content::grail::CardCounts;
use crate::content::grail::GrailContent;
use crate::rules::grail::menu::{MenuEntry, MenuItem};
use crate::rules::grail::odds::{self as rules_odds, OddsError};
use crate::rules::grail::{Action, FactionId, GameState};
use crate::tr;

/// The panel on screen and what it answers.
#[derive(Resource, Default)]
pub struct OddsCache {
    key: Option<(usize, Option<Action>)>,
    panel: Option<Result<Panel, String>>,
    ahead: Ahead,
}

/// The attack the focused entry of the menu leads to, so that the odds are in front of the
/// player from the first step of an attack, not only once its target, card, mode and range
/// are all chosen: where the entry leads to several, the one with the most damage expected
/// against the target's best reply, and how many there are.
#[derive(Default)]
struct Ahead {
    /// The decision, the steps taken and the focus the answer is for.
    key: Option<(usize, Vec<usize>, usize)>,
    best: Option<(Action, usize)>,
}

enum Panel {
    Attack(AttackPanel),
    Reaction(ReactionPanel),
}

impl OddsCache {
    /// The best attack or phantasm under the focused entry of `ui`'s present step, with the
    /// number of attacks there (`None` where it leads to none).
    pub fn ahead(
        &mut self,
        c: &GrailContent,
        session: &GrailSession,
        ui: &ChoiceUi,
    ) -> Option<(Action, usize)> {
        let key = (session.actions.len(), ui.path.clone(), ui.focus);
        if self.ahead.key.as_ref() != Some(&key) {
            let known = as_known(&session.state, session.shown.seat);
            self.ahead.best = ui
                .entries()
                .get(ui.focus)
                .and_then(|e| best_under(c, &known, e));
            self.ahead.key = Some(key);
        }
        self.ahead.best.clone()
    }

    fn get(
        &mut self,
        c: &GrailContent,
        session: &GrailSession,
        picked: Option<&Action>,
    ) -> Option<&Result<Panel, String>> {
        let key = (session.actions.len(), picked.cloned());
        if self.key.as_ref() != Some(&key) {
            let known = as_known(&session.state, session.shown.seat);
            let s = &known;
            self.panel = match picked {
                Some(a @ (Action::Attack { .. } | Action::FireNp { .. })) => {
                    Some(odds::attack_panel(c, s, a).map(Panel::Attack).map_err(said))
                }
                Some(Action::React { .. }) | None => Some(
                    odds::reaction_panel(c, s)
                        .map(Panel::Reaction)
                        .map_err(said),
                ),
                Some(_) => None,
            };
            self.key = Some(key);
        }
        self.panel.as_ref()
    }
}

/// The attack or phantasm under menu entry `e` with the most damage expected against the
/// target's best reply at `s` (the odds' own assumption), and how many attacks `e` leads
/// to; `None` where none of them has odds.
fn best_under(c: &GrailContent, s: &GameState, e: &MenuEntry) -> Option<(Action, usize)> {
    let mut attacks = Vec::new();
    attacks_under(e, &mut attacks);
    let n = attacks.len();
    attacks
        .into_iter()
        .filter_map(|a| {
            let o = rules_odds::attack(c, s, a, odds::ASSUME).ok()?;
            Some((a, o.expected_damage()))
        })
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map(|(a, _)| (a.clone(), n))
}

/// The attacks and phantasms an entry of the menu leads to, at every depth below it.
fn attacks_under<'m>(e: &'m MenuEntry, out: &mut Vec<&'m Action>) {
    match &e.item {
        MenuItem::Take(a @ (Action::Attack { .. } | Action::FireNp { .. })) => out.push(a),
        MenuItem::Step(sub) => sub.iter().for_each(|e| attacks_under(e, out)),
        MenuItem::Take(_) | MenuItem::Unusable(_) => {}
    }
}

/// Why there are no odds, in the player's words: a noble phantasm that deals no damage
/// (a summon, a support) is the one reason a legal pick has none.
fn said(e: OddsError) -> String {
    match e {
        OddsError::NoDamage => tr!("grail-odds-no-damage"),
        other => other.to_string(),
    }
}

/// The state as the deciding faction may weigh it: a rival's hand is secret (G-24.6), so
/// every rival still holding cards is taken to hold one of each kind, able to give any
/// answer a card allows; the odds then assume its best reply among all of them, and the
/// panel tells nothing of the cards it really holds.
fn as_known(s: &GameState, viewer: FactionId) -> GameState {
    let mut known = s.clone();
    let ally = s.ally_of(viewer);
    if let Some(cb) = known.combat.as_mut() {
        for p in &mut cb.participants {
            if p.faction != viewer && Some(p.faction) != ally && p.hand.total() > 0 {
                p.hand = CardCounts {
                    buster: 1,
                    arts: 1,
                    quick: 1,
                };
            }
        }
    }
    known
}

/// Draws the odds of `picked` (or, with none, of the pending reaction's answers); `ahead`
/// says which attack not yet chosen `picked` is.
pub fn draw(
    ui: &mut egui::Ui,
    (c, session, words): (&GrailContent, &GrailSession, &Words),
    cache: &mut OddsCache,
    picked: Option<&Action>,
    ahead: Option<&str>,
) {
    match cache.get(c, session, picked) {
        Some(Ok(Panel::Attack(p))) => odds::draw::draw_attack(ui, p, words, ahead),
        Some(Ok(Panel::Reaction(p))) => {
            let chosen = match picked {
                Some(Action::React { reaction }) => Some(*reaction),
                _ => None,
            };
            odds::draw::draw_reaction(ui, p, words, chosen);
        }
        // A phantasm that deals no damage has no odds to show; nothing else fails here.
        Some(Err(e)) => {
            theme::label(ui, RichText::new(e).color(c32(DIM)).small());
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::grail::menu::menu;
    use crate::rules::grail::odds::tests::{attacks, positions};

    /// The odds shown ahead of an attack's steps are those of its best completion: no
    /// attack under the entry expects more damage, and an entry that is one attack shows
    /// that attack; an entry with no attack under it shows none.
    #[test]
    fn the_odds_ahead_are_of_the_best_attack_under_the_entry() {
        let c = GrailContent::builtin().expect("content");
        let found = positions(&c, 6, |s| attacks(&c, s));
        assert!(!found.is_empty(), "no position with an attack");
        for (s, _) in &found {
            let m = menu(&c, s).expect("a menu");
            let mut checked = false;
            for e in &m.entries {
                let mut all = Vec::new();
                attacks_under(e, &mut all);
                let Some((best, n)) = best_under(&c, s, e) else {
                    assert!(
                        all.iter()
                            .all(|a| rules_odds::attack(&c, s, a, odds::ASSUME).is_err()),
                        "an entry with odds under it showed none"
                    );
                    continue;
                };
                assert_eq!(n, all.len());
                let mean = |a: &Action| {
                    rules_odds::attack(&c, s, a, odds::ASSUME)
                        .map_or(f64::MIN, |o| o.expected_damage())
                };
                let top = all.iter().map(|a| mean(a)).fold(f64::MIN, f64::max);
                assert_eq!(mean(&best), top, "not the best of {n}");
                assert!(all.contains(&&best));
                checked = true;
                if let MenuItem::Take(a) = &e.item {
                    assert_eq!(&best, a);
                }
            }
            assert!(checked, "an attack position without an attack entry");
        }
    }
}
