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
//! lists a pruned set of the free actions (see [`free_options`]) instead. At most
//! [`MAX_FREE_IN_A_ROW`] free actions are taken in a row before a main action, so every
//! decision ends and the search terminates.
//!
//! Hidden information. [`GrailView`] holds the core's [`FactionView`] and a copy of the state
//! in which everything the viewer does not know is replaced by one fixed neutral value: the dice
//! and the seed, the other factions' servant and master identities (only the public tier 0
//! data and what the viewer's tiers reveal narrow them down), their servant and master MP,
//! what they know about the others, declarations not yet revealed (G-8.6), and combat hands
//! and card bonuses (G-24.6). [`GrailGame::determinize`] deals all of these anew.

use std::cell::RefCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::content::grail::{CardCounts, CardType, GrailContent, ServantDef};
use crate::rules::dice::Dice;
use crate::rules::grail::{
    self as core, Action, Actor, CommandSpell, Decision, DecisionKind, Declaration, Event,
    FactionId, FactionView, GameState, Knowledge, Outcome, Phase, ServantInfo, TurnAction,
    is_insider, odds,
};

use super::Game;

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

/// What one faction knows: the core view, and the state with the unknown parts replaced by
/// fixed neutral values (the same whatever the hidden values are).
#[derive(Clone, Debug, PartialEq)]
pub struct GrailView {
    pub view: FactionView,
    public: GrailState,
    /// Seats whose private information the viewer does not share (not itself, not its ally).
    outsider: Vec<bool>,
    /// For each seat, the servant definitions consistent with what the viewer knows.
    servant_candidates: Vec<Vec<u16>>,
}

thread_local! {
    /// The actions of the last listing, so that `apply` finds an action by fingerprint
    /// without listing again.
    static LISTED: RefCell<Vec<(u64, Action)>> = const { RefCell::new(Vec::new()) };
    /// The search applies millions of actions and never reads their events.
    static EVENTS: RefCell<Vec<Event>> = const { RefCell::new(Vec::new()) };
}

/// Declarations are secret in these phases (G-8.6; mirrors `view_for`).
fn declarations_hidden(p: &Phase) -> bool {
    matches!(
        p,
        Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
    )
}

fn servant_fits(d: &ServantDef, i: &ServantInfo) -> bool {
    d.class == i.class
        && d.stats == i.stats
        && d.max_hp == i.max_hp
        && d.movement == i.movement
        && i.deck.is_none_or(|k| k == d.deck)
        && i.skills.as_ref().is_none_or(|k| *k == d.skills)
        && i.np.as_ref().is_none_or(|np| *np == d.np)
        && i.true_name.as_ref().is_none_or(|t| *t == d.true_name)
        && i.seen_skills.iter().all(|k| d.skills.contains(k))
        && i.seen_np.as_ref().is_none_or(|np| *np == d.np)
}

impl GrailView {
    /// The view of `viewer` in `g`.
    pub fn new(c: &GrailContent, g: &GrailState, viewer: FactionId) -> GrailView {
        let view = g.s.view_for(c, viewer);
        let n = g.s.factions.len();
        let outsider: Vec<bool> = (0..n)
            .map(|f| !is_insider(&g.s, viewer, f as FactionId))
            .collect();
        let servant_candidates: Vec<Vec<u16>> = (0..n)
            .map(|f| {
                if !outsider[f] {
                    return vec![g.s.factions[f].servant.def];
                }
                let Some(info) = view.factions.iter().find(|x| usize::from(x.id) == f) else {
                    return Vec::new();
                };
                c.servants
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| servant_fits(d, &info.servant))
                    .map(|(i, _)| i as u16)
                    .collect()
            })
            .collect();
        let mut public = g.clone();
        let s = &mut public.s;
        s.rng = Dice::seeded(0);
        s.config.rng_seed = 0;
        s.log = None;
        s.dice_fault = None;
        // Counters that also count private actions and events.
        s.actions_applied = 0;
        s.event_seq = 0;
        let insider_masters: Vec<u16> = (0..n)
            .filter(|&f| !outsider[f])
            .map(|f| s.factions[f].master.def)
            .collect();
        let neutral_master = (0..c.masters.len() as u16)
            .find(|m| !insider_masters.contains(m))
            .unwrap_or(0);
        let hidden_decls = declarations_hidden(&s.phase);
        for f in (0..n).filter(|&f| outsider[f]) {
            if let Some(fs) = s.config.factions.get_mut(f) {
                fs.servant.clear();
                fs.master.clear();
            }
            let x = &mut s.factions[f];
            // The first consistent servant: it keeps the public class, stats and movement.
            x.servant.def = servant_candidates[f].first().copied().unwrap_or(0);
            x.servant.mp = 0;
            x.master.def = neutral_master;
            x.master.mp = 0;
            x.knowledge = vec![Knowledge::default(); n];
            if hidden_decls && x.turn.declared.is_some() {
                x.turn.declared = Some(Declaration {
                    move_path: Vec::new(),
                    action: None,
                });
            }
        }
        if let Some(cb) = &mut s.combat {
            let viewer_in = cb.participant(viewer).is_some();
            for p in &mut cb.participants {
                if !outsider[usize::from(p.faction)] {
                    continue;
                }
                let total = p.hand.total().min(u32::from(u8::MAX)) as u8;
                p.hand = CardCounts {
                    buster: total,
                    arts: 0,
                    quick: 0,
                };
                p.buster_pending = 0;
                p.quick_pending = 0;
                if !viewer_in {
                    // Revealed only to the participants at the combat's end (G-35.3).
                    p.used_skills.clear();
                    p.used_np = false;
                }
            }
        }
        GrailView {
            view,
            public,
            outsider,
            servant_candidates,
        }
    }

    pub fn viewer(&self) -> FactionId {
        self.view.viewer
    }
}

/// Decisions where the free-action menu is offered.
fn menu_decision(kind: &DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::Declaration { .. }
            | DecisionKind::Targeted { .. }
            | DecisionKind::NormalResolutionPrompt
            | DecisionKind::CombatStartWindow
            | DecisionKind::RoundStartWindow
            | DecisionKind::OwnTurnStartWindow
            | DecisionKind::Reaction { .. }
    )
}

/// The free actions the bots consider: the core's legal free actions, without the ones
/// that are never sensible or only multiply the choices. Kept: skills; Supply MP when the
/// servant is at half MP or below; HP Recovery at half HP or below, MP Recovery at a third
/// of MP or below; Debuff Removal with a debuff on; the combat buffs, Rally and Battle Roar
/// in combat; one Withdrawal (the farthest district from the fight); Tactical Refinement to
/// six of one type or two of each; Teleport only onto the Grail district once it has
/// appeared. Dropped: Self-Destruct, and every other destination and card split.
pub fn free_options(c: &GrailContent, s: &GameState) -> Vec<Action> {
    let Some(f) = s.deciding() else {
        return Vec::new();
    };
    let Some(x) = s.faction(f) else {
        return Vec::new();
    };
    let sdef = c.servants.get(usize::from(x.servant.def));
    let max_hp = sdef.map_or(1, |d| d.max_hp);
    let max_mp = sdef.map_or(1, |d| d.max_mp);
    let map = c.maps.get(usize::from(s.map));
    let combat_at = s.combat.as_ref().map(|cb| cb.district);
    let in_combat = s.combat.as_ref().is_some_and(|cb| cb.is_active(f));
    let mut withdrawal: Option<(u8, Action)> = None;
    let mut out = Vec::new();
    for a in core::legal_free_actions(c, s) {
        let keep = match &a {
            Action::UseCommandSpell { spell } => match spell {
                CommandSpell::SelfDestruct => false,
                CommandSpell::HpRecovery => x.servant.hp * 2 <= max_hp,
                CommandSpell::MpRecovery => x.servant.mp * 3 <= max_mp,
                CommandSpell::DebuffRemoval => x.servant.buffs.iter().any(|b| b.debuff().is_some()),
                CommandSpell::Teleport { destination } => {
                    !in_combat && s.grail_manifested && map.is_some_and(|m| m.grail == *destination)
                }
                CommandSpell::Withdrawal { destination } => {
                    let hop = match (map, combat_at) {
                        (Some(m), Some(at)) => m.hop(at, *destination),
                        _ => 0,
                    };
                    if withdrawal.as_ref().is_none_or(|(best, _)| hop > *best) {
                        withdrawal = Some((hop, a.clone()));
                    }
                    false
                }
                CommandSpell::TacticalRefinement { cards } => {
                    cards.buster == 6
                        || cards.arts == 6
                        || cards.quick == 6
                        || (cards.buster == 2 && cards.arts == 2)
                }
                _ => in_combat,
            },
            Action::SupplyMp { .. } => x.servant.mp * 2 <= max_mp,
            _ => true,
        };
        if keep {
            out.push(a);
        }
    }
    if let Some((_, a)) = withdrawal {
        out.push(a);
    }
    out
}

/// The core actions offered at `g`, and whether the free-action menu is offered too.
fn options(c: &GrailContent, g: &GrailState) -> (Vec<Action>, bool) {
    let s = &g.s;
    let Some(d) = &s.pending else {
        return (Vec::new(), false);
    };
    if s.outcome.is_some() {
        return (Vec::new(), false);
    }
    if g.menu_open {
        let free = free_options(c, s);
        if !free.is_empty() {
            return (free, false);
        }
    }
    let main = core::legal_main_actions(c, s);
    let menu = !g.menu_open
        && g.free_in_row < MAX_FREE_IN_A_ROW
        && menu_decision(&d.kind)
        && !free_options(c, s).is_empty();
    (main, menu)
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
    g.menu_open = false;
    if free && g.s.deciding() == Some(f) {
        g.free_in_row = g.free_in_row.saturating_add(1);
    } else {
        g.free_in_row = 0;
    }
    Ok(())
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

    /// G-22, G-23, G-28, G-30: an attack or NP is worth the position after its mean damage
    /// to each target (each answering with its best reply, `odds::TargetOdds::best_reply`)
    /// and the mean clash damage taken back; a reaction, the position after its mean damage.
    /// Both sides take C3 Might or Ward on a critical and F1 on MP.
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
        // Servants: a consistent definition each, different from every other seat's.
        let mut used: Vec<u16> = (0..n)
            .filter(|&f| !v.outsider[f])
            .map(|f| s.factions[f].servant.def)
            .collect();
        for &f in &order {
            let cands = &v.servant_candidates[f];
            let fresh: Vec<u16> = cands
                .iter()
                .copied()
                .filter(|d| !used.contains(d))
                .collect();
            let pick = if !fresh.is_empty() {
                fresh[rng.random_range(0..fresh.len())]
            } else if !cands.is_empty() {
                cands[rng.random_range(0..cands.len())]
            } else {
                s.factions[f].servant.def
            };
            used.push(pick);
            s.factions[f].servant.def = pick;
        }
        // Masters: the ones not known to be elsewhere, dealt at random.
        let taken: Vec<u16> = (0..n)
            .filter(|&f| !v.outsider[f])
            .map(|f| s.factions[f].master.def)
            .collect();
        let mut pool: Vec<u16> = (0..c.masters.len() as u16)
            .filter(|m| !taken.contains(m))
            .collect();
        pool.shuffle(rng);
        for (k, &f) in order.iter().enumerate() {
            let m = match pool.get(k) {
                Some(m) => *m,
                None if !c.masters.is_empty() => rng.random_range(0..c.masters.len()) as u16,
                None => s.factions[f].master.def,
            };
            s.factions[f].master.def = m;
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

    fn clock(g: &GrailState) -> u32 {
        u32::from(g.s.turn_index)
    }
}

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
    v += 0.08 * f64::from(x.master.command_spells);
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
