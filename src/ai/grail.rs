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
    self as core, Action, Actor, CombatOrigin, CombatPhase, CombatState, Controller, Decision,
    DecisionKind, Declaration, Event, Faction, FactionId, FactionSetup, FactionStatus, FactionView,
    GameConfig, GameState, Knowledge, MasterState, Outcome, Participant, Phase, ServantState,
    TimeOfDay, TurnAction, TurnState, is_insider, odds,
};

use super::Game;

pub mod deal;
mod options;

pub use deal::Identities;
use options::options;

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

/// What one faction knows: the core view, and a state holding only what it may know, the
/// rest at fixed stand-in values (the same whatever the hidden values are).
#[derive(Clone, Debug, PartialEq)]
pub struct GrailView {
    pub view: FactionView,
    public: GrailState,
    /// Seats whose private information the viewer does not share (not itself, not its ally).
    outsider: Vec<bool>,
    /// For each seat, the servant and master definitions consistent with what the viewer
    /// knows.
    identities: Identities,
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

/// Declarations are secret in these phases (G-8.6; mirrors `view_for`).
fn declarations_hidden(p: &Phase) -> bool {
    matches!(
        p,
        Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
    )
}

impl GrailView {
    /// The view of `viewer` in `g`.
    pub fn new(c: &GrailContent, g: &GrailState, viewer: FactionId) -> GrailView {
        let view = g.s.view_for(c, viewer);
        let n = g.s.factions.len();
        let outsider: Vec<bool> = (0..n)
            .map(|f| !is_insider(&g.s, viewer, f as FactionId))
            .collect();
        let identities = Identities::new(c, &g.s, &view);
        let neutral_master = (0..c.masters.len() as u16)
            .find(|m| !(0..n).any(|f| !outsider[f] && g.s.factions[f].master.def == *m))
            .unwrap_or(0);
        let known = Known {
            s: &g.s,
            viewer,
            outsider: &outsider,
            servant_candidates: &identities.servants,
            neutral_master,
        };
        let public = GrailState {
            s: known.state(),
            free_in_row: g.free_in_row,
            menu_open: g.menu_open,
        };
        GrailView {
            view,
            public,
            outsider,
            identities,
        }
    }

    pub fn viewer(&self) -> FactionId {
        self.view.viewer
    }

    /// The servants and masters each seat may have, as far as the viewer knows.
    pub fn identities(&self) -> &Identities {
        &self.identities
    }
}

/// What one faction may know of a state (G-35, G-8.6, G-24.6, G-40.1), as a state the search
/// can play on. Each builder starts from a fixed stand-in and copies in, field by field,
/// only what the viewer may know: a field added to the core's state stays at its
/// stand-in here until it is judged public and listed.
struct Known<'a> {
    s: &'a GameState,
    viewer: FactionId,
    /// Seats whose private information the viewer does not share.
    outsider: &'a [bool],
    servant_candidates: &'a [Vec<u16>],
    /// A master no insider has, standing in for every outsider's (G-35.1: masters are private).
    neutral_master: u16,
}

/// The stand-in state: no seed, no dice, no factions.
fn blank_state() -> GameState {
    GameState {
        rules_version: 0,
        config: GameConfig {
            rng_seed: 0,
            day_limit: 0,
            map: String::new(),
            factions: Vec::new(),
            decision_timer_s: None,
            skirmish: None,
        },
        rng: Dice::seeded(0),
        map: 0,
        soul_eaten: Vec::new(),
        day: 0,
        time: TimeOfDay::Morning,
        turn_index: 0,
        lead_seat: 0,
        phase: Phase::GameOver,
        factions: Vec::new(),
        relations: Vec::new(),
        priority_decls: Vec::new(),
        priority_events: Vec::new(),
        resolving: None,
        combat: None,
        pending: None,
        outcome: None,
        grail_manifested: false,
        negate_ambush: Vec::new(),
        next_uid: 0,
        next_combat_id: 0,
        event_seq: 0,
        dice_fault: None,
        actions_applied: 0,
        log: None,
    }
}

/// The stand-in faction of seat `id` among `n`: the first servant and master, no MP,
/// no knowledge.
fn blank_faction(id: FactionId, n: usize) -> Faction {
    Faction {
        id,
        name: String::new(),
        controller: Controller::Ai,
        servant: ServantState {
            def: 0,
            hp: 0,
            mp: 0,
            buffs: Vec::new(),
        },
        master: MasterState {
            def: 0,
            mp: 0,
            command_spells: 0,
            asleep: false,
            rested_today: false,
            fourth_skill_unlocked: false,
        },
        district: 0,
        status: FactionStatus::Active,
        bond: 0,
        knowledge: vec![Knowledge::default(); n],
        workshop: None,
        grail_points: 0,
        turn: TurnState::default(),
    }
}

/// The stand-in combat: nobody in it, nothing under way.
fn blank_combat(id: u32) -> CombatState {
    CombatState {
        id,
        district: 0,
        origin: CombatOrigin::SoulEating {
            eater: 0,
            encounterers: Vec::new(),
        },
        round: 0,
        phase: CombatPhase::Ended,
        participants: Vec::new(),
        units: Vec::new(),
        initiative: Vec::new(),
        order: Vec::new(),
        quiet_rounds: 0,
        offensive_this_round: false,
        attack: None,
        end_reason: None,
    }
}

impl Known<'_> {
    fn outsider(&self, f: FactionId) -> bool {
        self.outsider.get(usize::from(f)).copied().unwrap_or(true)
    }

    fn state(&self) -> GameState {
        let s = self.s;
        let blank = blank_state();
        GameState {
            // Public: the rules, the map and the clock (G-35.1 "always public"), relations
            // and priority declarations (public events, G-9.3, G-14), the decision and who
            // decides (G-39.1), the outcome. The dice, the seed and the counters that also
            // count private events and actions stay at the stand-in.
            rules_version: s.rules_version,
            config: GameConfig {
                day_limit: s.config.day_limit,
                map: s.config.map.clone(),
                factions: s
                    .config
                    .factions
                    .iter()
                    .enumerate()
                    .map(|(f, x)| {
                        let inside = !self.outsider(f as FactionId);
                        FactionSetup {
                            name: x.name.clone(),
                            controller: x.controller,
                            servant: if inside {
                                x.servant.clone()
                            } else {
                                String::new()
                            },
                            master: if inside {
                                x.master.clone()
                            } else {
                                String::new()
                            },
                            // G-35.1: the class is public (tier 0).
                            class: x.class,
                        }
                    })
                    .collect(),
                decision_timer_s: s.config.decision_timer_s,
                // Public: where the seats stand and who waits, and that the game ends with
                // its combat, which the search must know to value its ends.
                skirmish: s.config.skirmish.clone(),
                ..blank.config.clone()
            },
            map: s.map,
            soul_eaten: s.soul_eaten.clone(),
            day: s.day,
            time: s.time,
            turn_index: s.turn_index,
            lead_seat: s.lead_seat,
            phase: s.phase.clone(),
            factions: s.factions.iter().map(|x| self.faction(x)).collect(),
            relations: s.relations.clone(),
            priority_decls: s.priority_decls.clone(),
            priority_events: s.priority_events.clone(),
            resolving: s.resolving.clone(),
            combat: s.combat.as_ref().map(|cb| self.combat(cb)),
            pending: s.pending.clone(),
            outcome: s.outcome.clone(),
            grail_manifested: s.grail_manifested,
            negate_ambush: s.negate_ambush.clone(),
            // Buff and unit ids, and combat ids: every buff, unit and combat is public.
            next_uid: s.next_uid,
            next_combat_id: s.next_combat_id,
            ..blank
        }
    }

    // The updates from the stand-in are for fields added to the core later.
    #[allow(clippy::needless_update)]
    fn faction(&self, x: &Faction) -> Faction {
        if !self.outsider(x.id) {
            // Itself or its ally: everything (G-35.1, G-14.3).
            return x.clone();
        }
        let blank = blank_faction(x.id, self.s.factions.len());
        let hidden_decls = declarations_hidden(&self.s.phase);
        Faction {
            id: x.id,
            name: x.name.clone(),
            controller: x.controller,
            servant: ServantState {
                // The first servant consistent with what the viewer knows: it keeps the
                // public class, stats and movement (G-35.1 tier 0).
                def: self
                    .servant_candidates
                    .get(usize::from(x.id))
                    .and_then(|c| c.first().copied())
                    .unwrap_or(blank.servant.def),
                hp: x.servant.hp,
                buffs: x.servant.buffs.clone(),
                ..blank.servant.clone()
            },
            master: MasterState {
                def: self.neutral_master,
                // G-35.1: command spells and sleep are public; resting and the bond skill
                // show in public events (revealed declarations, `MasterSkillUnlocked`).
                command_spells: x.master.command_spells,
                asleep: x.master.asleep,
                rested_today: x.master.rested_today,
                fourth_skill_unlocked: x.master.fourth_skill_unlocked,
                ..blank.master.clone()
            },
            district: x.district,
            status: x.status,
            bond: x.bond,
            // What it knows of the others (G-35) stays at the stand-in: nothing.
            // Set by a skill used in public (G-20.1, G-10.2).
            workshop: x.workshop,
            grail_points: x.grail_points,
            turn: TurnState {
                engaged: x.turn.engaged,
                // G-8.6: that it declared shows in the Declarations cursor, not what.
                declared: match &x.turn.declared {
                    Some(_) if hidden_decls => Some(Declaration {
                        move_path: Vec::new(),
                        action: None,
                    }),
                    d => d.clone(),
                },
                turn_ended: x.turn.turn_ended,
                intervened: x.turn.intervened,
                fought: x.turn.fought,
                skills_used: x.turn.skills_used.clone(),
                teleported: x.turn.teleported,
                ..blank.turn.clone()
            },
            ..blank
        }
    }

    #[allow(clippy::needless_update)]
    fn combat(&self, cb: &CombatState) -> CombatState {
        let seen = cb.participant(self.viewer).is_some();
        CombatState {
            // The combat's course is shown to its participants (G-40.1): rounds, order,
            // units, the attack being resolved with its declared reactions and its rolls. A
            // seat outside it is never asked while it runs, but the search needs a playable
            // state, so this is kept for it too; what only participants learn is not.
            id: cb.id,
            district: cb.district,
            origin: cb.origin.clone(),
            round: cb.round,
            phase: cb.phase,
            participants: cb
                .participants
                .iter()
                .map(|p| self.participant(p, seen))
                .collect(),
            units: cb.units.clone(),
            initiative: cb.initiative.clone(),
            order: cb.order.clone(),
            quiet_rounds: cb.quiet_rounds,
            offensive_this_round: cb.offensive_this_round,
            attack: cb.attack.clone(),
            end_reason: cb.end_reason,
            ..blank_combat(cb.id)
        }
    }

    fn participant(&self, p: &Participant, seen: bool) -> Participant {
        if !self.outsider(p.faction) {
            return p.clone();
        }
        // A participant as it joins: nothing used, charged or pending.
        let blank = core::new_participant(p.faction);
        Participant {
            faction: p.faction,
            status: p.status,
            // G-24.6: the size shows, the cards and the pending bonuses do not.
            hand: CardCounts {
                buster: p.hand.total().min(u32::from(u8::MAX)) as u8,
                ..blank.hand
            },
            np_charge: p.np_charge.filter(|_| seen),
            retreat: p.retreat.filter(|_| seen),
            fleeing: p.fleeing,
            joined_as_intervener: p.joined_as_intervener,
            main_action_spent: p.main_action_spent,
            np_fired_round: p.np_fired_round,
            skills_used_this_round: p.skills_used_this_round.clone(),
            auto_fired: p.auto_fired.clone(),
            hp_half_fired: p.hp_half_fired,
            last_hostile_damager: p.last_hostile_damager,
            ceasefire_offered: p.ceasefire_offered,
            np_decided_this_window: p.np_decided_this_window,
            teleported: p.teleported,
            // G-35.3: revealed to the participants only.
            used_skills: if seen {
                p.used_skills.clone()
            } else {
                Vec::new()
            },
            used_np: seen && p.used_np,
            ..blank
        }
    }
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

    fn clock(g: &GrailState) -> u32 {
        u32::from(g.s.turn_index)
    }
}

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
