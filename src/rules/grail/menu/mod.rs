//! The pending decision as a menu a screen can present (G-39.1 stays the truth: the menu's
//! leaves are exactly `legal_actions`). A player takes an action in steps — the kind of
//! action, then a district or a target, then the card, mode and range — so the menu is a
//! tree of those steps; free actions are grouped as command spells, skills and Supply MP.
//! Every entry carries a label (a message id of the catalog's `grail` file and its
//! arguments, which name factions, districts and skills by id for the screen to show in
//! the viewer's words), and an entry that cannot be taken now carries the reason.
//!
//! An attack is asked in the order a player thinks of it (G-26): the target, the card
//! (each with how many of it the hand holds), for Luck the card spent with it, the mode,
//! the range, and where to strike from (here or after a move); a phantasm its target and
//! where to fire from. Those option steps are asked only where there is a choice: a step
//! left with one entry is not asked (its one entry is taken as the step above's), and an
//! option the rules never give in this position (melee out of reach, a ranged Luck attack,
//! a ranged attack beyond 3 districts, a phantasm on an ally) is left out beside options
//! that can be taken; a whole group that cannot be taken now stays as one entry with the
//! reason most of its variants give (the card not in hand, a bind).
//!
//! Only the deciding faction asks for its menu, and everything in it comes from its own
//! legal actions and their refusals, which never depend on what it may not know.

mod steps;

use crate::content::grail::{CardCounts, CardType, Class, GrailContent};

use super::action::{
    Action, Answer, CommandSpell, CritBuff, CritChoice, NpTarget, Offer, TargetRef,
};
use super::illegal::Illegal;
use super::legal::{candidate_actions, check};
use super::query as q;
use super::state::{
    Actor, AttackKind, AttackMode, DecisionKind, DistrictIdx, EncounterStance, FactionId,
    GameState, Reaction, SkillRef, TurnAction,
};

use steps::steps;

/// A label: a message of the catalog and its arguments by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub id: &'static str,
    pub args: Vec<(&'static str, LabelArg)>,
}

/// What a label names. Ids, not words: the screen knows how the viewer calls each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelArg {
    Faction(FactionId),
    Actor(Actor),
    District(DistrictIdx),
    Class(Class),
    Card(CardType),
    Cards(CardCounts),
    Skill {
        owner: FactionId,
        skill: SkillRef,
    },
    Targets(Vec<TargetRef>),
    Skills {
        owner: FactionId,
        skills: Vec<SkillRef>,
    },
    Number(i64),
    /// A buff with its strength (G-21.6's critical buffs).
    Buff(CritBuff),
    /// A selector's value in the message (`melee`, `ranged`, …).
    Word(&'static str),
}

/// One entry of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuEntry {
    pub label: Label,
    pub item: MenuItem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// The next step: choose one of these.
    Step(Vec<MenuEntry>),
    /// The last step: this legal action.
    Take(Action),
    /// Cannot be taken now; the reason most of its variants give.
    Unusable(Illegal),
}

/// The entry of a step the focus starts on, so that Enter pressed at once does nothing a
/// player did not mean (G-39.1): going on as things are (Done, Pass) where the step offers
/// it, a retreat or a ceasefire never; else the first entry that can be taken.
pub fn first_focus(entries: &[MenuEntry]) -> usize {
    let goes_on = |e: &MenuEntry| matches!(e.item, MenuItem::Take(Action::Done | Action::Pass));
    let usable = |e: &MenuEntry| !matches!(e.item, MenuItem::Unusable(_));
    entries
        .iter()
        .position(goes_on)
        .or_else(|| entries.iter().position(usable))
        .unwrap_or(0)
}

/// The pending decision's menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub faction: FactionId,
    pub entries: Vec<MenuEntry>,
}

impl Menu {
    /// Every action the menu lets the player take, in menu order.
    pub fn actions(&self) -> Vec<&Action> {
        fn walk<'a>(entries: &'a [MenuEntry], out: &mut Vec<&'a Action>) {
            for e in entries {
                match &e.item {
                    MenuItem::Step(sub) => walk(sub, out),
                    MenuItem::Take(a) => out.push(a),
                    MenuItem::Unusable(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.entries, &mut out);
        out
    }

    /// The labels from the menu's top down to the entry that takes `a`, or `None` when
    /// the menu does not offer it: how a player would have chosen it.
    pub fn path_to(&self, a: &Action) -> Option<Vec<&Label>> {
        fn walk<'a>(entries: &'a [MenuEntry], a: &Action, out: &mut Vec<&'a Label>) -> bool {
            for e in entries {
                out.push(&e.label);
                let found = match &e.item {
                    MenuItem::Step(sub) => walk(sub, a, out),
                    MenuItem::Take(b) => b == a,
                    MenuItem::Unusable(_) => false,
                };
                if found {
                    return true;
                }
                out.pop();
            }
            false
        }
        let mut out = Vec::new();
        walk(&self.entries, a, &mut out).then_some(out)
    }

    /// Every label of the menu, at every depth.
    pub fn labels(&self) -> Vec<&Label> {
        fn walk<'a>(entries: &'a [MenuEntry], out: &mut Vec<&'a Label>) {
            for e in entries {
                out.push(&e.label);
                if let MenuItem::Step(sub) = &e.item {
                    walk(sub, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.entries, &mut out);
        out
    }
}

/// The menu of the pending decision, or `None` when nobody decides.
pub fn menu(c: &GrailContent, s: &GameState) -> Option<Menu> {
    let faction = s.pending.as_ref()?.faction;
    if s.outcome.is_some() {
        return None;
    }
    let mut root = Node::default();
    for a in candidate_actions(c, s) {
        let outcome = check(c, s, faction, &a);
        root.insert(steps(c, s, faction, &a), a, outcome);
    }
    Some(Menu {
        faction,
        entries: root.into_entries(),
    })
}

/// One step on the way to an action: its label, whether it is asked when it offers only
/// one entry, its place among its siblings (lower first, then in the order their first
/// action came), the heading it goes under when its step has too many entries to show,
/// and the refusal every action under it shares, if one is known: the reason its entry
/// gives when none can be taken, rather than the one most of them give first (an attack
/// with a card the hand lacks is refused for the card, even where a bind refuses its
/// moves before the card is looked at).
#[derive(Clone)]
struct Step {
    label: Label,
    ask: Ask,
    order: i64,
    head: Option<Label>,
    every: Option<Illegal>,
}

/// The most entries a step of options that can be paged shows (see [`gather`]).
const MOST_OPTIONS: usize = 4;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    /// Asked even with one entry: the kind of action, and every step outside an attack
    /// or a phantasm.
    Always,
    /// An option of an attack or a phantasm: not asked when the rules leave one entry,
    /// and an entry the rules never give here is left out beside those that can be taken.
    Option,
}

impl Step {
    fn always(label: Label) -> Step {
        Step {
            label,
            ask: Ask::Always,
            order: 0,
            head: None,
            every: None,
        }
    }

    fn option(label: Label, order: i64) -> Step {
        Step {
            label,
            ask: Ask::Option,
            order,
            head: None,
            every: None,
        }
    }

    /// This step paged under `head` when its step has too many entries to show.
    fn under(self, head: Label) -> Step {
        Step {
            head: Some(head),
            ..self
        }
    }

    /// This step refused for `why` whenever `refused`.
    fn refused_if(self, refused: bool, why: Illegal) -> Step {
        Step {
            every: refused.then_some(why),
            ..self
        }
    }
}

/// The tree as it is built: children in the order their first action came.
#[derive(Default)]
struct Node {
    children: Vec<(Step, Node)>,
    leaf: Option<(Action, Result<(), Illegal>)>,
}

impl Node {
    fn insert(&mut self, path: Vec<Step>, a: Action, outcome: Result<(), Illegal>) {
        let mut path = path.into_iter();
        let Some(first) = path.next() else {
            // Two candidates with one path are one action offered twice; the legal one wins.
            if self.leaf.as_ref().is_none_or(|(_, o)| o.is_err()) {
                self.leaf = Some((a, outcome));
            }
            return;
        };
        let i = match self
            .children
            .iter()
            .position(|(st, _)| st.label == first.label)
        {
            Some(i) => i,
            None => {
                self.children.push((first, Node::default()));
                self.children.len() - 1
            }
        };
        self.children[i].1.insert(path.collect(), a, outcome);
    }

    fn reasons(&self, out: &mut Vec<Illegal>) {
        if let Some((_, Err(why))) = &self.leaf {
            out.push(why.clone());
        }
        for (_, n) in &self.children {
            n.reasons(out);
        }
    }

    fn legal(&self) -> bool {
        matches!(self.leaf, Some((_, Ok(())))) || self.children.iter().any(|(_, n)| n.legal())
    }

    fn into_item(self) -> MenuItem {
        if !self.legal() {
            let mut why = Vec::new();
            self.reasons(&mut why);
            return MenuItem::Unusable(most_common(why));
        }
        match self.leaf {
            Some((a, Ok(()))) if self.children.is_empty() => MenuItem::Take(a),
            _ => {
                let mut entries = self.into_steps();
                // An option step with one entry is not asked: the rules leave no choice.
                if let [(Ask::Option, _)] = entries.as_slice()
                    && let Some((_, e)) = entries.pop()
                {
                    return e.item;
                }
                MenuItem::Step(entries.into_iter().map(|(_, e)| e).collect())
            }
        }
    }

    /// The entries of this step, each with how it is asked.
    fn into_steps(mut self) -> Vec<(Ask, MenuEntry)> {
        let legal = self.legal();
        self.children.sort_by_key(|(st, _)| st.order);
        let entries = self
            .children
            .into_iter()
            .map(|(st, n)| {
                let item = match (n.into_item(), st.every) {
                    (MenuItem::Unusable(_), Some(why)) => MenuItem::Unusable(why),
                    (item, _) => item,
                };
                let entry = MenuEntry {
                    label: st.label,
                    item,
                };
                (st.ask, st.head, entry)
            })
            .filter(|(ask, _, e)| {
                !(legal
                    && *ask == Ask::Option
                    && matches!(&e.item, MenuItem::Unusable(why) if never_here(why)))
            })
            .collect();
        gather(entries)
    }

    fn into_entries(self) -> Vec<MenuEntry> {
        self.into_steps().into_iter().map(|(_, e)| e).collect()
    }
}

/// A step's entries, at most [`MOST_OPTIONS`] where they can be paged: past the first
/// few, the rest go under the heading the first of them carries (the farther moves
/// under "farther"), paged again if need be; a heading over entries none of which can be
/// taken is one entry with their most common reason.
fn gather(mut entries: Vec<(Ask, Option<Label>, MenuEntry)>) -> Vec<(Ask, MenuEntry)> {
    let keep = MOST_OPTIONS - 1;
    let pageable =
        entries.len() > MOST_OPTIONS && entries[keep..].iter().all(|(_, h, _)| h.is_some());
    let rest = if pageable {
        entries.split_off(keep)
    } else {
        Vec::new()
    };
    let mut out: Vec<(Ask, MenuEntry)> = entries.into_iter().map(|(ask, _, e)| (ask, e)).collect();
    if let Some(label) = rest.first().and_then(|(_, h, _)| h.clone()) {
        let under: Vec<MenuEntry> = gather(rest).into_iter().map(|(_, e)| e).collect();
        let why: Vec<Illegal> = under
            .iter()
            .filter_map(|e| match &e.item {
                MenuItem::Unusable(why) => Some(why.clone()),
                _ => None,
            })
            .collect();
        let item = if why.len() == under.len() {
            MenuItem::Unusable(most_common(why))
        } else {
            MenuItem::Step(under)
        };
        out.push((Ask::Option, MenuEntry { label, item }));
    }
    out
}

/// The refusals that say an option is no option at all in this position (the reach of a
/// melee, G-26.1, of a ranged attack, G-26.3, of a unit, G-29.9.2, of a phantasm, G-29.6;
/// the forms an attack takes, G-26.3, G-29.9.2; a target that is no enemy), rather than
/// one the player could change (a card, a bind, MP).
fn never_here(why: &Illegal) -> bool {
    matches!(
        why,
        Illegal::MeleeReach
            | Illegal::RangedHop
            | Illegal::NoLuckRanged
            | Illegal::UnitAttackForm
            | Illegal::UnitMeleeSameDistrict
            | Illegal::OutOfUnitRange
            | Illegal::OutOfNpRange
            | Illegal::NotAHostileParticipant
            | Illegal::NoHostileInDistrict
            | Illegal::NpTargetForm
    )
}

/// The reason given most often (the first of those tied), so that a group says what
/// stops most of its variants.
fn most_common(why: Vec<Illegal>) -> Illegal {
    let mut best: Option<(&Illegal, usize)> = None;
    for w in &why {
        let n = why.iter().filter(|x| *x == w).count();
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((w, n));
        }
    }
    best.map_or(Illegal::WrongDecision, |(w, _)| w.clone())
}
