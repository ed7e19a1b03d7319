//! The Grail War as a [`Game`] for the bots: a view that carries only what a faction may
//! know (G-35), determinization of everything else, and a hand-written evaluation.
//!
//! Actions. The core's [`Action`] holds paths and lists, so the bots see a small copyable
//! [`GrailAction`]: a fingerprint of one core action, or [`GrailAction::FreeMenu`]. Free
//! actions (command spells, skills, Supply MP) never end a decision, and there are dozens
//! of them at most decision points; listing them beside the few main actions would make a
//! uniform rollout spend every command spell within a few decisions. So at the windows where
//! free actions make sense (declarations, targeted and normal-resolution prompts, the combat
//! windows and reactions) the list is the main actions plus one `FreeMenu` entry; taking it
//! lists a pruned set of the free actions (see `options::free_options`) instead. At most
//! [`MAX_FREE_IN_A_ROW`] free actions are taken in a row before a main action, so every
//! decision ends and the search terminates.
//!
//! Hidden information. [`GrailView`] holds the core's [`FactionView`] and a state built the
//! other way round from a copy: it starts from a fixed stand-in and only what the viewer
//! may know is copied in, field by field (an allow-list, so a field added to the core stays
//! hidden until someone judges it public). What is left at the stand-in: the dice and the
//! seed, the other factions' servant and master identities (only the public tier 0 data and
//! what the viewer's tiers reveal narrow them down), their servant and master MP, what they
//! know about the others, declarations not yet revealed (G-8.6), combat hands and card
//! bonuses (G-24.6), and the charges, retreats and skills used in a combat the viewer is
//! not in (G-40.1). [`GrailGame::determinize`] deals the hidden values anew.

use std::cell::RefCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::content::grail::{CardCounts, CardType, GrailContent};
use crate::rules::dice::Dice;
use crate::rules::grail::{
    self as core, Action, Actor, Decision, DecisionKind, Declaration, Event, FactionId, GameState,
    Outcome, TurnAction, is_insider, odds,
};

use super::Game;

pub mod deal;
mod options;
mod view;

pub use deal::Identities;
use options::options;
pub use view::GrailView;
use view::declarations_hidden;

/// The Grail War.
pub struct GrailGame;

/// At most this many free actions in a row before a main action (as in the random
/// simulator, `rules::grail::sim`).
pub const MAX_FREE_IN_A_ROW: u8 = 2;

/// A Grail War state as the bots play it: the core state plus where the seat to move stands
/// with its free actions.
#[derive(Clone, Debug, PartialEq)]
pub struct GrailState {
    pub s: GameState,
    /// Free actions taken in a row at the current decision.
    pub free_in_row: u8,
    /// The seat to move opened the free-action menu.
    pub menu_open: bool,
}

impl GrailState {
    pub fn new(s: GameState) -> Self {
        GrailState {
            s,
            free_in_row: 0,
            menu_open: false,
        }
    }
}

/// A bot's action: one core action by fingerprint, or opening the free-action menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrailAction {
    Core(u64),
    FreeMenu,
}

/// Why [`GrailGame::play`] refused a bot's choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The choice is not among those offered at this state.
    NotOffered(GrailAction),
    /// No decision is pending.
    NoDecision,
    /// The core refused the action (G-39.4).
    Rule(core::RuleError),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::NotOffered(a) => write!(f, "{a:?} is not offered"),
            PlayError::NoDecision => f.write_str("no decision is pending"),
            PlayError::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PlayError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PlayError::Rule(e) => Some(e),
            PlayError::NotOffered(_) | PlayError::NoDecision => None,
        }
    }
}

impl GrailAction {
    /// The fingerprint of a core action (stable within a run).
    pub fn of(a: &Action) -> GrailAction {
        let mut h = DefaultHasher::new();
        a.hash(&mut h);
        GrailAction::Core(h.finish())
    }
}

thread_local! {
    /// The actions of the last listing, so that `apply` finds an action by fingerprint
    /// without listing again.
    static LISTED: RefCell<Vec<(u64, Action)>> = const { RefCell::new(Vec::new()) };
    /// The search applies millions of actions and never reads their events.
    static EVENTS: RefCell<Vec<Event>> = const { RefCell::new(Vec::new()) };
    /// The rollouts' buffer of main actions.
    static PLAN: RefCell<core::MainPlan> = RefCell::new(core::MainPlan::default());
}

impl GrailGame {
    /// The core actions and the menu entry offered at `g`, in a fixed order.
    pub fn actions(c: &GrailContent, g: &GrailState) -> Vec<(GrailAction, Option<Action>)> {
        let (list, menu) = options(c, g);
        let mut out: Vec<(GrailAction, Option<Action>)> = list
            .into_iter()
            .map(|a| (GrailAction::of(&a), Some(a)))
            .collect();
        if menu {
            out.push((GrailAction::FreeMenu, None));
        }
        out
    }

    /// The core action a bot's choice stands for at `g` (`None` for the menu entry or an
    /// action not offered there).
    pub fn resolve(c: &GrailContent, g: &GrailState, a: GrailAction) -> Option<Action> {
        Self::actions(c, g)
            .into_iter()
            .find(|(x, _)| *x == a)
            .and_then(|(_, core)| core)
    }

    /// Plays a bot's choice in a real game, checking that it was offered; events are
    /// appended to `ev`. Returns the faction and the core action played (`None` for
    /// opening the free-action menu), as a replay records them.
    pub fn play(
        c: &GrailContent,
        g: &mut GrailState,
        a: GrailAction,
        ev: &mut Vec<Event>,
    ) -> Result<Option<(FactionId, Action)>, PlayError> {
        let offered = Self::actions(c, g);
        let Some((_, core)) = offered.into_iter().find(|(x, _)| *x == a) else {
            return Err(PlayError::NotOffered(a));
        };
        match core {
            None => {
                g.menu_open = true;
                Ok(None)
            }
            Some(action) => {
                let f = g.s.deciding().ok_or(PlayError::NoDecision)?;
                play_core(c, g, f, action.clone(), ev)?;
                Ok(Some((f, action)))
            }
        }
    }

    /// Plays a core action the core accepts at `g`, listed for the bots or not (a person's
    /// choice in a replay); events are appended to `ev`.
    pub fn play_any(
        c: &GrailContent,
        g: &mut GrailState,
        action: Action,
        ev: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        let f = g.s.deciding().ok_or(PlayError::NoDecision)?;
        play_core(c, g, f, action, ev)
    }
}

/// Plays the core action `action` of `f`, the faction deciding at `g`.
fn play_core(
    c: &GrailContent,
    g: &mut GrailState,
    f: FactionId,
    action: Action,
    ev: &mut Vec<Event>,
) -> Result<(), PlayError> {
    let free = action.is_free();
    core::apply_into(c, &mut g.s, f, action, ev).map_err(PlayError::Rule)?;
    after_play(g, f, free);
    Ok(())
}

/// Closes the menu after `f` played an action (`free`: a free one) and counts the free
/// actions it has taken in a row at this decision.
fn after_play(g: &mut GrailState, f: FactionId, free: bool) {
    g.menu_open = false;
    if free && g.s.deciding() == Some(f) {
        g.free_in_row = g.free_in_row.saturating_add(1);
    } else {
        g.free_in_row = 0;
    }
}

/// A value between `lo` and `hi` inclusive.
fn between(rng: &mut ChaCha8Rng, lo: i32, hi: i32) -> i32 {
    if hi <= lo {
        lo
    } else {
        rng.random_range(lo..=hi)
    }
}

impl Game for GrailGame {
    type Content = GrailContent;
    type State = GrailState;
    type View = GrailView;
    type Action = GrailAction;

    fn to_move(g: &GrailState) -> Option<usize> {
        if g.s.outcome.is_some() {
            return None;
        }
        g.s.deciding().map(usize::from)
    }

    fn legal(c: &GrailContent, g: &GrailState, out: &mut Vec<GrailAction>) {
        out.clear();
        let (list, menu) = options(c, g);
        LISTED.with(|l| {
            let mut l = l.borrow_mut();
            l.clear();
            for a in list {
                let GrailAction::Core(h) = GrailAction::of(&a) else {
                    continue;
                };
                out.push(GrailAction::Core(h));
                l.push((h, a));
            }
        });
        if menu {
            out.push(GrailAction::FreeMenu);
        }
    }

    fn apply(c: &GrailContent, g: &mut GrailState, a: GrailAction) {
        if a == GrailAction::FreeMenu {
            g.menu_open = true;
            return;
        }
        let Some(action) = listed_action(c, g, a) else {
            return;
        };
        EVENTS.with(|ev| {
            let mut ev = ev.borrow_mut();
            ev.clear();
            // The search only applies actions it took from `legal`, so this cannot fail.
            if let Some(f) = g.s.deciding() {
                let _ = play_core(c, g, f, action, &mut ev);
            }
        });
    }

    /// The pick of [`options::rollout_pick`], played without the core checking it again:
    /// it was built from this state's own listing.
    fn rollout_step(
        c: &GrailContent,
        g: &mut GrailState,
        rng: &mut ChaCha8Rng,
        _legal: &mut Vec<GrailAction>,
    ) -> bool {
        let pick = PLAN.with(|p| options::rollout_pick(c, g, rng, &mut p.borrow_mut()));
        let (Some(action), Some(f)) = (pick, g.s.deciding()) else {
            return false;
        };
        EVENTS.with(|ev| {
            let mut ev = ev.borrow_mut();
            ev.clear();
            let free = action.is_free();
            core::apply_listed(c, &mut g.s, f, action, &mut ev);
            after_play(g, f, free);
        });
        true
    }

    /// G-22, G-23, G-28, G-30: an attack or NP is worth the position after its mean damage
    /// to each target (each answering with its best reply, `odds::TargetOdds::best_reply`)
    /// and the mean clash damage taken back; a reaction, the position after its mean damage.
    /// Both sides take C3's strongest damage boost or cut on a critical and F1 on MP.
    fn expected_value(
        c: &GrailContent,
        g: &GrailState,
        a: GrailAction,
        seat: usize,
    ) -> Option<f64> {
        let action = listed_action(c, g, a)?;
        let assume = odds::Assume {
            attacker_might: true,
            defender_ward: true,
            fumble_hp: false,
        };
        let mut after = match &action {
            Action::Attack { .. } | Action::FireNp { .. } => {
                let mut w = odds::prepared_attack(c, &g.s, &action).ok()?;
                let o = odds::attack_prepared(c, &w, assume).ok()?;
                for t in &o.targets {
                    if let (Actor::Servant { faction }, Some(h)) = (t.target, t.best_reply()) {
                        take_damage(&mut w, faction, h.mean_damage);
                    }
                }
                for cl in &o.clashes {
                    take_damage(&mut w, cl.target, cl.mean_to_target);
                }
                if let Actor::Servant { faction } = o.attacker {
                    take_damage(&mut w, faction, o.expected_damage_taken());
                }
                w
            }
            Action::React { .. } => {
                let h = odds::reaction(c, &g.s, &action, assume).ok()?;
                let mut w = g.s.clone();
                if let Actor::Servant { faction } = h.target {
                    take_damage(&mut w, faction, h.mean_damage);
                }
                w
            }
            _ => return None,
        };
        after.pending = None;
        Some(Self::value(c, &GrailState::new(after), seat))
    }

    fn view(c: &GrailContent, g: &GrailState, seat: usize) -> GrailView {
        GrailView::new(c, g, seat as FactionId)
    }

    fn view_seat(v: &GrailView) -> usize {
        usize::from(v.view.viewer)
    }

    fn view_legal(c: &GrailContent, v: &GrailView) -> Vec<GrailAction> {
        let mut out = Vec::new();
        Self::legal(c, &v.public, &mut out);
        out
    }

    fn determinize(c: &GrailContent, v: &GrailView, rng: &mut ChaCha8Rng) -> GrailState {
        let mut g = v.public.clone();
        let s = &mut g.s;
        s.rng = Dice::seeded(rng.random());
        let n = s.factions.len();
        let mut order: Vec<usize> = (0..n).filter(|&f| v.outsider[f]).collect();
        order.shuffle(rng);
        // Identities: a consistent servant and master each, none held by two seats.
        for (f, (servant, master)) in v.identities.deal(rng).into_iter().enumerate() {
            if !v.outsider[f] {
                continue;
            }
            if let Some(d) = servant {
                s.factions[f].servant.def = d;
            }
            if let Some(m) = master {
                s.factions[f].master.def = m;
            }
        }
        // MP: full at the start (G-2.5), then anything down to a floor that sinks with time.
        let worn = (0.06 * f64::from(s.turn_index)).min(0.7);
        // Knowledge: each further tier less likely, more likely as the game goes on.
        let p_tier = (0.03 * f64::from(s.turn_index)).min(0.5);
        for &f in &order {
            let smax = c
                .servants
                .get(usize::from(s.factions[f].servant.def))
                .map_or(100, |d| d.max_mp);
            let mmax = c
                .masters
                .get(usize::from(s.factions[f].master.def))
                .map_or(100, |d| d.max_mp);
            let x = &mut s.factions[f];
            x.servant.mp = between(rng, ((1.0 - worn) * f64::from(smax)) as i32, smax).max(1);
            x.master.mp = between(rng, ((1.0 - worn) * f64::from(mmax)) as i32, mmax).max(0);
            for (about, k) in x.knowledge.iter_mut().enumerate() {
                if about == f {
                    continue;
                }
                while k.tier < 3 && rng.random_bool(p_tier) {
                    k.tier += 1;
                }
            }
        }
        // Secret declarations already made: a random legal one each.
        if declarations_hidden(&s.phase) {
            for &f in &order {
                if s.factions[f].turn.declared.is_none() {
                    continue;
                }
                let engaged = s.factions[f].turn.engaged;
                let saved = s.pending.replace(Decision {
                    faction: f as FactionId,
                    kind: DecisionKind::Declaration { engaged },
                    deadline_s: None,
                });
                let opts = core::legal_main_actions(c, s);
                s.pending = saved;
                let decl = match opts.get(rng.random_range(0..opts.len().max(1))) {
                    Some(Action::Declare { move_path, action }) => Declaration {
                        move_path: move_path.clone(),
                        action: *action,
                    },
                    _ => Declaration {
                        move_path: Vec::new(),
                        action: (!engaged).then_some(TurnAction::Wait),
                    },
                };
                s.factions[f].turn.declared = Some(decl);
            }
        }
        // Combat hands: the hand size is public, the cards are drawn from the deck.
        let decks: Vec<CardCounts> = s
            .factions
            .iter()
            .map(|x| {
                c.servants
                    .get(usize::from(x.servant.def))
                    .map(|d| d.deck)
                    .unwrap_or_default()
            })
            .collect();
        if let Some(cb) = &mut s.combat {
            for p in &mut cb.participants {
                let f = usize::from(p.faction);
                if !v.outsider.get(f).copied().unwrap_or(false) {
                    continue;
                }
                let deck = decks.get(f).copied().unwrap_or_default();
                let mut pool: Vec<CardType> = Vec::new();
                for t in CardType::ALL {
                    pool.extend(std::iter::repeat_n(t, usize::from(deck.get(t))));
                }
                pool.shuffle(rng);
                let size = p.hand.total() as usize;
                let mut hand = CardCounts::default();
                for k in 0..size {
                    let t = match pool.get(k) {
                        Some(t) => *t,
                        None => CardType::ALL[rng.random_range(0..CardType::ALL.len())],
                    };
                    *hand.slot(t) += 1;
                }
                p.hand = hand;
            }
        }
        g
    }

    fn value(c: &GrailContent, g: &GrailState, seat: usize) -> f64 {
        let s = &g.s;
        if let Some(o) = &s.outcome {
            return match o {
                Outcome::Winner { faction, .. } => {
                    f64::from(u8::from(usize::from(*faction) == seat))
                }
                Outcome::Draw { factions } => {
                    if factions.iter().any(|f| usize::from(*f) == seat) {
                        1.0 / factions.len().max(1) as f64
                    } else {
                        0.0
                    }
                }
            };
        }
        if !s.alive(seat as FactionId) {
            return 0.0;
        }
        let mut total = 0.0;
        let mut mine = 0.0;
        for x in s.factions.iter().filter(|x| x.alive()) {
            let v = strength(c, s, x.id);
            total += v;
            if usize::from(x.id) == seat {
                mine = v;
            }
        }
        if total > 0.0 { mine / total } else { 0.0 }
    }

    /// A faction follows only its own and its ally's choices: the others' declarations are
    /// secret (G-8.6) and much of what they do is seen by some factions only (G-35.4, G-40.1).
    fn seen_by(_: &GrailContent, g: &GrailState, _: GrailAction, seat: usize) -> bool {
        match (g.s.deciding(), FactionId::try_from(seat)) {
            (Some(actor), Ok(viewer)) => is_insider(&g.s, viewer, actor),
            _ => false,
        }
    }

    /// In a seven-faction war 4,000 iterations took 1.3 s median and 1.5 s at most on one
    /// core, over Normal's 1 s (`bench`, 7 December); 2,400 fit the second, and played as
    /// well as 4,000 in two-faction wars (docs/ai.md, "The Grail War's count").
    fn level_permille() -> u32 {
        GRAIL_LEVEL_PERMILLE
    }

    fn clock(g: &GrailState) -> u32 {
        u32::from(g.s.turn_index)
    }
}

/// How many Grail War iterations a thousand of a level's count for (`Game::level_permille`).
const GRAIL_LEVEL_PERMILLE: u32 = 600;

/// What a command spell left is worth in [`strength`], against 1 for a servant's whole HP:
/// a one-round boost buys a few tens of HP (G-33.6), so a spell is kept for the moment that
/// needs it (a kill, a rescue) rather than spent on the first round of every fight.
const SPELL_VALUE: f64 = 0.2;

/// A faction's strength, for its share of the table's: servant HP matters most, then MP
/// (servant and reachable master MP, which pay upkeep), command spells, Grail points, an
/// ally, bond, and standing on the Grail once it has appeared.
fn strength(c: &GrailContent, s: &GameState, f: FactionId) -> f64 {
    let Some(x) = s.faction(f) else {
        return 0.0;
    };
    let sd = c.servants.get(usize::from(x.servant.def));
    let md = c.masters.get(usize::from(x.master.def));
    let max_hp = f64::from(sd.map_or(1, |d| d.max_hp).max(1));
    let max_mp = f64::from(sd.map_or(1, |d| d.max_mp).max(1) + md.map_or(0, |d| d.max_mp));
    let link = x.master.command_spells >= 1;
    let mp = f64::from(x.servant.mp + if link { x.master.mp } else { 0 });
    let mut v = 0.25 + f64::from(x.servant.hp.max(0)) / max_hp + 0.4 * (mp / max_mp).min(1.0);
    v += SPELL_VALUE * f64::from(x.master.command_spells);
    v += 0.04 * f64::from(x.bond);
    v += 0.3 * f64::from(x.grail_points);
    if s.ally_of(f).is_some() {
        v += 0.1;
    }
    if s.grail_manifested
        && c.maps
            .get(usize::from(s.map))
            .is_some_and(|m| m.grail == x.district)
    {
        v += 0.5;
    }
    v
}

/// The core action a bot's choice stands for at `g`: from the last listing, or listed anew.
fn listed_action(c: &GrailContent, g: &GrailState, a: GrailAction) -> Option<Action> {
    let GrailAction::Core(h) = a else {
        return None;
    };
    let cached = LISTED.with(|l| {
        l.borrow()
            .iter()
            .find(|(x, _)| *x == h)
            .map(|(_, a)| a.clone())
    });
    cached.or_else(|| {
        options(c, g)
            .0
            .into_iter()
            .find(|x| GrailAction::of(x) == a)
    })
}

/// Takes `mean` HP off servant `f`, rounded, for an evaluation of the expected position.
fn take_damage(s: &mut GameState, f: FactionId, mean: f64) {
    if let Some(x) = s.factions.get_mut(usize::from(f)) {
        x.servant.hp -= mean.round() as i32;
    }
}
