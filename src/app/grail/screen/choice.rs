//! The deciding person's way through the core's menu of the pending decision (G-39.1): the
//! kind of action, then its target, card, mode and range, step by step, with the focus
//! always on one entry. An attack, a phantasm, a reaction and a command spell that costs
//! two spells are picked first and confirmed after (their odds or their cost in front of
//! the player); everything else is taken at once. Only a legal action leaves this module.

use bevy::prelude::*;

use crate::content::grail::GrailContent;
use crate::rules::grail::menu::{self, Menu, MenuEntry, MenuItem};
use crate::rules::grail::{Action, GameState};

/// Where the person stands in the menu of one decision.
#[derive(Resource, Default, Debug)]
pub struct ChoiceUi {
    /// The decision (actions played so far) this menu answers.
    decision: Option<usize>,
    pub menu: Option<Menu>,
    /// The entries chosen at each step so far.
    pub path: Vec<usize>,
    /// The entry with the focus at the present step.
    pub focus: usize,
    /// An action picked and waiting for its confirmation.
    pub picked: Option<Action>,
}

/// What a press on an entry does.
#[derive(Clone, Debug, PartialEq)]
pub enum Press {
    /// Nothing (an entry that cannot be taken, or no menu).
    Nothing,
    /// The menu went one step deeper, or an action waits for its confirmation.
    Moved,
    /// This action goes to the core.
    Take(Action),
}

/// Whether `a` is confirmed after it is picked: what the odds panel is for, and a command
/// spell, which no game gives back (G-33), is never spent by one stray key.
pub fn needs_confirmation(a: &Action) -> bool {
    matches!(
        a,
        Action::Attack { .. }
            | Action::FireNp { .. }
            | Action::React { .. }
            | Action::UseCommandSpell { .. }
    )
}

impl ChoiceUi {
    /// Follows the present decision: a new one opens its menu at the top.
    pub fn follow(&mut self, c: &GrailContent, s: &GameState, decision: usize) {
        if self.decision == Some(decision) {
            return;
        }
        *self = ChoiceUi {
            decision: Some(decision),
            menu: menu::menu(c, s),
            ..ChoiceUi::default()
        };
        self.focus = menu::first_focus(self.entries());
    }

    /// The entries of the present step.
    pub fn entries(&self) -> &[MenuEntry] {
        let Some(m) = &self.menu else {
            return &[];
        };
        let mut level: &[MenuEntry] = &m.entries;
        for &i in &self.path {
            match level.get(i).map(|e| &e.item) {
                Some(MenuItem::Step(sub)) => level = sub,
                _ => return &[],
            }
        }
        level
    }

    /// The labels of the steps taken, for the breadcrumb.
    pub fn trail(&self) -> Vec<&menu::Label> {
        let Some(m) = &self.menu else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut level: &[MenuEntry] = &m.entries;
        for &i in &self.path {
            let Some(e) = level.get(i) else { break };
            out.push(&e.label);
            if let MenuItem::Step(sub) = &e.item {
                level = sub;
            }
        }
        out
    }

    /// The labels of the steps that lead to action `a` (empty if the menu has none).
    pub fn path_to(&self, a: &Action) -> Vec<&menu::Label> {
        fn find<'m>(entries: &'m [MenuEntry], a: &Action, out: &mut Vec<&'m menu::Label>) -> bool {
            for e in entries {
                out.push(&e.label);
                let hit = match &e.item {
                    MenuItem::Take(x) => x == a,
                    MenuItem::Step(sub) => find(sub, a, out),
                    MenuItem::Unusable(_) => false,
                };
                if hit {
                    return true;
                }
                out.pop();
            }
            false
        }
        let mut out = Vec::new();
        if let Some(m) = &self.menu {
            find(&m.entries, a, &mut out);
        }
        out
    }

    /// Presses entry `i` of the present step.
    pub fn press(&mut self, i: usize) -> Press {
        let Some(item) = self.entries().get(i).map(|e| e.item.clone()) else {
            return Press::Nothing;
        };
        match &item {
            MenuItem::Step(_) => {
                self.path.push(i);
                self.focus = menu::first_focus(self.entries());
                self.picked = None;
                Press::Moved
            }
            MenuItem::Take(a) if needs_confirmation(a) && self.picked.as_ref() != Some(a) => {
                self.focus = i;
                self.picked = Some(a.clone());
                Press::Moved
            }
            MenuItem::Take(a) => Press::Take(a.clone()),
            MenuItem::Unusable(_) => Press::Nothing,
        }
    }

    /// Picks entry `i` as a click on the city's map does: the first click on a place picks
    /// its action, a second (or Take, or Enter) takes it, so that a stray click on the map
    /// declares nothing; a step opens at once.
    pub fn pick(&mut self, i: usize) -> Press {
        match self.entries().get(i).map(|e| e.item.clone()) {
            Some(MenuItem::Take(a)) if self.picked.as_ref() != Some(&a) => {
                self.focus = i;
                self.picked = Some(a);
                Press::Moved
            }
            Some(MenuItem::Take(a)) => {
                self.picked = None;
                Press::Take(a)
            }
            _ => self.press(i),
        }
    }

    /// Confirms the picked action.
    pub fn confirm(&mut self) -> Press {
        match self.picked.take() {
            Some(a) => Press::Take(a),
            None => self.press(self.focus),
        }
    }

    /// One step back: the pick first, then the last step.
    /// Whether nothing is half chosen: the menu's first step, nothing picked.
    pub fn at_start(&self) -> bool {
        self.picked.is_none() && self.path.is_empty()
    }

    /// Takes back everything half chosen, to the menu's first step.
    pub fn back_to_start(&mut self) {
        self.picked = None;
        if let Some(first) = self.path.first() {
            self.focus = *first;
        }
        self.path.clear();
    }

    pub fn back(&mut self) {
        if self.picked.take().is_some() {
            return;
        }
        if let Some(i) = self.path.pop() {
            self.focus = i;
        }
    }

    /// Moves the focus by `d` entries, round the present step.
    pub fn move_focus(&mut self, d: isize) {
        let n = self.entries().len();
        if n == 0 {
            return;
        }
        self.focus = (self.focus as isize + d).rem_euclid(n as isize) as usize;
        // A pick follows the focus only onto another action that is confirmed too.
        self.picked = match self.entries().get(self.focus).map(|e| &e.item) {
            Some(MenuItem::Take(a)) if self.picked.is_some() && needs_confirmation(a) => {
                Some(a.clone())
            }
            _ => None,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::core::{Core, GrailCore};
    use crate::rules::grail::{self, GameConfig};

    /// A command spell, even one that costs a single spell, waits for its confirmation: a
    /// newcomer spent one with a single number key.
    #[test]
    fn every_command_spell_waits_for_its_confirmation() {
        use crate::rules::grail::action::CommandSpell;
        for spell in [
            CommandSpell::HpRecovery,
            CommandSpell::MpRecovery,
            CommandSpell::Withdrawal { destination: 0 },
        ] {
            assert!(needs_confirmation(&Action::UseCommandSpell { spell }));
        }
    }

    /// Every action the menu leads to is a legal action of the decision, and every legal
    /// action is reachable by pressing entries (G-39.1): the screen offers exactly the
    /// core's choices.
    #[test]
    fn pressing_through_the_menu_reaches_exactly_the_legal_actions() {
        let c = GrailContent::builtin().expect("content");
        let (mut s, _) = GrailCore::new_game(&c, &GameConfig::default_lineup(3, 4)).expect("setup");
        for step in 0..120 {
            let Some(f) = s.deciding() else { break };
            let mut ui = ChoiceUi::default();
            ui.follow(&c, &s, step);
            let mut reached = Vec::new();
            walk(&mut ui, &mut reached);
            let legal = grail::legal_actions(&c, &s);
            for a in &reached {
                assert!(legal.contains(a), "step {step}: {a:?} is not legal");
            }
            for a in &legal {
                assert!(reached.contains(a), "step {step}: {a:?} is not reachable");
            }
            let main = grail::legal_main_actions(&c, &s);
            let a = main[step % main.len()].clone();
            GrailCore::apply(&c, &mut s, f, a, &mut Vec::new()).expect("legal");
        }
    }

    /// A place on the map is taken by the second click on it, not the first: a newcomer
    /// declared a move with one stray click.
    #[test]
    fn a_place_on_the_map_is_taken_by_a_second_click() {
        let c = GrailContent::builtin().expect("content");
        let (s, _) = GrailCore::new_game(&c, &GameConfig::default_lineup(3, 4)).expect("setup");
        let mut ui = ChoiceUi::default();
        ui.follow(&c, &s, 0);
        let i = (0..ui.entries().len())
            .find(|i| matches!(ui.entries()[*i].item, MenuItem::Take(_)))
            .expect("an action to take");
        assert_eq!(ui.pick(i), Press::Moved);
        assert!(ui.picked.is_some());
        assert!(matches!(ui.pick(i), Press::Take(_)));
        assert!(ui.picked.is_none());
    }

    fn walk(ui: &mut ChoiceUi, out: &mut Vec<Action>) {
        for i in 0..ui.entries().len() {
            match ui.press(i) {
                Press::Take(a) => out.push(a),
                Press::Moved if ui.picked.is_some() => {
                    if let Press::Take(a) = ui.confirm() {
                        out.push(a);
                    }
                }
                Press::Moved => {
                    walk(ui, out);
                    ui.back();
                }
                Press::Nothing => {}
            }
        }
    }
}
