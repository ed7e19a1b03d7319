//! The non-free legal actions of the pending decision, held compactly: path-carrying
//! actions name a destination in a shared [`PathTree`] instead of owning a path vector, so
//! a random pick (the simulator's policy) builds only the action it picks. The order is the
//! order of [`legal_main_actions`](super::legal_main_actions), which is built from this.

use crate::content::grail::{CardType, Class, DebuffId, GrailContent, TargetSpec, Timing};

use super::super::action::{Action, NpTarget};
use super::super::query::{self as q, PathTree};
use super::super::state::*;
use super::{
    candidates_into, check, check_turn_action, combat_tree, fire_ok, np_target_candidates,
};

/// A main action (G-25) whose paths are destinations in the plan's path tree (`None`: no
/// pre-move, or staying put).
#[derive(Clone, Copy, Debug)]
enum Slot {
    Wait,
    Move {
        to: DistrictIdx,
    },
    Retreat {
        to: Option<DistrictIdx>,
    },
    Attack {
        pre: Option<DistrictIdx>,
        target: Actor,
        mode: AttackMode,
        kind: AttackKind,
        luck_card: Option<CardType>,
    },
    FireNp {
        pre: Option<DistrictIdx>,
        target: NpTarget,
    },
}

/// What the plan's buffers hold.
#[derive(Clone, Copy, Debug)]
enum Plan {
    /// G-8.6, G-10: every move path (staying put first, then the tree's destinations when
    /// `moves`: the master is awake) times every legal turn action, path-major.
    Declaration { moves: bool },
    /// The slots, their paths in the tree.
    Main,
    /// The listed actions.
    List,
    /// `Done` alone (when true), without a list.
    Done(bool),
}

/// The non-free legal actions at the pending decision (G-39.1), without materialising
/// path vectors until an action is taken out. [`MainPlan::refill`] reuses the buffers, so
/// a simulator that keeps one plan allocates nothing per decision once they have grown.
#[derive(Clone, Debug)]
pub struct MainPlan {
    plan: Plan,
    tree: PathTree,
    turn_actions: Vec<Option<TurnAction>>,
    slots: Vec<Slot>,
    list: Vec<Action>,
}

impl Default for MainPlan {
    fn default() -> Self {
        MainPlan {
            plan: Plan::List,
            tree: PathTree::empty(0),
            turn_actions: Vec::new(),
            slots: Vec::new(),
            list: Vec::new(),
        }
    }
}

impl MainPlan {
    pub fn new(c: &GrailContent, s: &GameState) -> MainPlan {
        let mut plan = MainPlan::default();
        plan.refill(c, s);
        plan
    }

    /// Lists the actions of the pending decision of `s`, replacing what the plan held.
    pub fn refill(&mut self, c: &GrailContent, s: &GameState) {
        self.plan = Plan::List;
        self.turn_actions.clear();
        self.slots.clear();
        self.list.clear();
        let Some(d) = &s.pending else { return };
        if s.outcome.is_some() {
            return;
        }
        let f = d.faction;
        match d.kind {
            DecisionKind::Declaration { engaged } => {
                if let Some(tree) = declaration_parts(c, s, f, engaged, &mut self.turn_actions) {
                    self.plan = Plan::Declaration {
                        moves: tree.is_some(),
                    };
                    if let Some(t) = tree {
                        self.tree = t;
                    }
                } else {
                    self.turn_actions.clear();
                }
            }
            DecisionKind::MainAction { actor } => match main_slots(c, s, actor, &mut self.slots) {
                Some(tree) => {
                    self.plan = Plan::Main;
                    self.tree = tree;
                }
                None => self.slots.clear(),
            },
            DecisionKind::PriorityPrompt { .. } => {
                priority_actions(c, s, f, &mut self.list);
            }
            // Only Done answers these; `check` asks no more than a living decider.
            DecisionKind::Targeted { .. }
            | DecisionKind::NormalResolutionPrompt
            | DecisionKind::CombatStartWindow
            | DecisionKind::OwnTurnStartWindow => self.plan = Plan::Done(s.alive(f)),
            _ => {
                candidates_into(c, s, f, &d.kind, &mut self.list);
                self.list.retain(|a| check(c, s, f, a).is_ok());
            }
        }
    }

    pub fn len(&self) -> usize {
        match self.plan {
            Plan::Declaration { moves } => {
                (1 + if moves { self.tree.len() } else { 0 }) * self.turn_actions.len()
            }
            Plan::Main => self.slots.len(),
            Plan::List => self.list.len(),
            Plan::Done(ok) => usize::from(ok),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th action (`None` past the end).
    pub fn get(&self, i: usize) -> Option<Action> {
        let tree = &self.tree;
        match self.plan {
            Plan::Declaration { moves } => {
                let n = self.turn_actions.len();
                if i >= self.len() {
                    return None;
                }
                let (p, k) = (i / n, i % n);
                let move_path = if p == 0 || !moves {
                    Vec::new()
                } else {
                    tree.path(tree.dest(p - 1))
                };
                Some(Action::Declare {
                    move_path,
                    action: self.turn_actions[k],
                })
            }
            Plan::Main => {
                let path = |d: Option<DistrictIdx>| d.map(|d| tree.path(d)).unwrap_or_default();
                Some(match *self.slots.get(i)? {
                    Slot::Wait => Action::Wait,
                    Slot::Move { to } => Action::Move {
                        path: tree.path(to),
                    },
                    Slot::Retreat { to } => Action::RetreatMove { path: path(to) },
                    Slot::Attack {
                        pre,
                        target,
                        mode,
                        kind,
                        luck_card,
                    } => Action::Attack {
                        pre_move: path(pre),
                        target,
                        mode,
                        kind,
                        luck_card,
                    },
                    Slot::FireNp { pre, target } => Action::FireNp {
                        pre_move: path(pre),
                        target,
                    },
                })
            }
            Plan::List => self.list.get(i).cloned(),
            Plan::Done(ok) => (ok && i == 0).then_some(Action::Done),
        }
    }

    /// Every action, in order.
    pub fn to_vec(&self) -> Vec<Action> {
        match self.plan {
            Plan::List => self.list.clone(),
            _ => (0..self.len()).filter_map(|i| self.get(i)).collect(),
        }
    }
}

/// G-8.6, G-10, G-16.2: the move paths of a declaration (as a tree from the faction's
/// district; none while the master sleeps) and its legal turn actions (`None` alone for an
/// engaged faction).
pub(super) fn declaration_parts(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    engaged: bool,
    actions: &mut Vec<Option<TurnAction>>,
) -> Option<Option<PathTree>> {
    let m = q::map(c, s)?;
    let x = s.faction(f)?;
    let tree = (!x.master.asleep).then(|| {
        PathTree::new(
            m,
            x.district,
            q::movement(c, s, f),
            q::riding(c, s, f),
            |_, _| true,
        )
    });
    actions.clear();
    if engaged {
        actions.push(None);
        return Some(tree);
    }
    let mut push = |t: TurnAction| {
        if check_turn_action(c, s, f, &t).is_ok() {
            actions.push(Some(t));
        }
    };
    push(TurnAction::Rest);
    push(TurnAction::Wait);
    for class in Class::ALL {
        push(TurnAction::Investigate { class });
    }
    for (r, sk) in q::all_skills(c, s, f) {
        if sk.timing != Timing::TurnAction {
            continue;
        }
        if sk.target == TargetSpec::AnyOtherServant {
            for t in 0..s.n() {
                push(TurnAction::Skill {
                    skill: r,
                    target: Some(t),
                });
            }
        } else {
            push(TurnAction::Skill {
                skill: r,
                target: None,
            });
        }
    }
    Some(tree)
}

/// G-9.3 – G-9.9: the legal priority actions, in the order of the candidate list (Pass;
/// per target the four Encounter stances, then Ambush; Soul-eating). The same tests as
/// `check_priority`, with what depends only on the target computed once.
fn priority_actions(c: &GrailContent, s: &GameState, f: FactionId, out: &mut Vec<Action>) {
    let (Some(m), Some(me)) = (q::map(c, s), s.faction(f)) else {
        return;
    };
    if !me.alive() {
        return;
    }
    out.push(Action::Pass);
    let (first, encounters) = super::priority_openings(s);
    let budget = q::movement(c, s, f);
    let riding = q::riding(c, s, f);
    for t in 0..s.n() {
        let Some(x) = s.faction(t) else { continue };
        let open = t != f && x.alive() && s.hostile(f, t) && !q::concealed_from(c, s, t, f);
        if encounters && open && i32::from(m.path_cost(me.district, x.district, riding)) <= budget {
            let soul_eater = s
                .priority_decls
                .contains(&PriorityDecl::SoulEating { by: t });
            let stances: &[EncounterStance] = if soul_eater {
                &[EncounterStance::Block, EncounterStance::Steal]
            } else if !x.turn.engaged {
                &[EncounterStance::Negotiate, EncounterStance::Fight]
            } else {
                &[]
            };
            for &stance in stances {
                out.push(Action::DeclareEncounter { target: t, stance });
            }
        }
        if first && open && !x.turn.engaged && (1..=3).contains(&m.hop(me.district, x.district)) {
            out.push(Action::DeclareAmbush { target: t });
        }
    }
    let eaten = s
        .soul_eaten
        .get(usize::from(me.district))
        .copied()
        .unwrap_or(true);
    if first && !eaten {
        out.push(Action::DeclareSoulEating);
    }
}

/// G-25: the legal main actions of `actor` as slots, built directly from the rules (the
/// property tests apply every one through `apply`, which checks it). Returns the tree the
/// slots' paths refer to.
fn main_slots(
    c: &GrailContent,
    s: &GameState,
    actor: Actor,
    out: &mut Vec<Slot>,
) -> Option<PathTree> {
    let m = q::map(c, s)?;
    let cb = s.combat.as_ref()?;
    let round = cb.round;
    out.push(Slot::Wait);
    let (from, budget, riding, owner, unit_range) = match actor {
        Actor::Servant { faction } => (
            s.faction(faction).map(|x| x.district).unwrap_or(0),
            q::movement(c, s, faction),
            q::riding(c, s, faction),
            faction,
            None,
        ),
        Actor::Unit { uid } => {
            let Some(u) = cb.unit(uid) else {
                return Some(PathTree::empty(0));
            };
            (
                u.position,
                i32::from(u.spec.movement),
                false,
                u.owner,
                Some(u.spec.range),
            )
        }
    };
    let mut hand = Default::default();
    let (mut charm, mut bind, mut reach, mut fire) = (false, false, false, false);
    if let Actor::Servant { faction: f } = actor {
        let Some(p) = cb.participant(f) else {
            return Some(PathTree::empty(from));
        };
        hand = p.hand;
        let stun = q::has_debuff(s, f, DebuffId::DB16);
        charm = q::has_debuff(s, f, DebuffId::DB17);
        bind = q::has_debuff(s, f, DebuffId::DB14);
        reach = q::is_class(c, s, f, Class::Lancer);
        let retreat_now = p
            .retreat
            .is_some_and(|r| r.declared_round == round && !r.moved);
        if retreat_now {
            // G-31.2: only the retreat move (to the farthest reachable districts).
            out.clear();
            if stun || bind {
                out.push(Slot::Wait);
                return Some(PathTree::empty(from));
            }
            let tree = combat_tree(c, s, actor, from, budget, riding);
            let far = tree.dests().map(|d| m.hop(from, d)).max();
            match far {
                None => out.push(Slot::Retreat { to: None }),
                Some(h) => out.extend(
                    tree.dests()
                        .filter(|&d| m.hop(from, d) == h)
                        .map(|d| Slot::Retreat { to: Some(d) }),
                ),
            }
            return Some(tree);
        }
        if stun {
            return Some(PathTree::empty(from));
        }
        fire = !charm
            && p.np_charge.is_some_and(|ch| ch.fire_round == round)
            && p.np_fired_round != Some(round);
    }
    let tree = if bind {
        PathTree::empty(from)
    } else {
        combat_tree(c, s, actor, from, budget, riding)
    };
    out.extend(tree.dests().map(|to| Slot::Move { to }));
    let mut kinds: [(AttackKind, Option<CardType>); 7] = [(AttackKind::Luck, None); 7];
    let mut n_kinds = 0;
    match actor {
        Actor::Unit { .. } => n_kinds = 1,
        Actor::Servant { .. } => {
            for (k, card) in [
                (AttackKind::Buster, CardType::Buster),
                (AttackKind::Arts, CardType::Arts),
                (AttackKind::Quick, CardType::Quick),
            ] {
                if hand.has(card) {
                    kinds[n_kinds] = (k, None);
                    n_kinds += 1;
                }
            }
            kinds[n_kinds] = (AttackKind::Luck, None);
            n_kinds += 1;
            for card in CardType::ALL {
                if hand.has(card) {
                    kinds[n_kinds] = (AttackKind::Luck, Some(card));
                    n_kinds += 1;
                }
            }
        }
    }
    let kinds = &kinds[..n_kinds];
    let np_targets = match (fire, actor) {
        (true, Actor::Servant { faction }) => np_target_candidates(c, s, faction),
        _ => Vec::new(),
    };
    let pres = std::iter::once(None).chain(tree.dests().map(Some));
    for pre in pres {
        let at = pre.unwrap_or(from);
        if !charm {
            for t in q::combat_actors_iter(s) {
                if t == actor || !q::hostile_to(s, owner, t) {
                    continue;
                }
                let Some(tp) = q::actor_pos(s, t) else {
                    continue;
                };
                let hop = m.hop(at, tp);
                let melee = match unit_range {
                    Some(_) => hop == 0,
                    None => hop == 0 || (reach && hop == 1),
                };
                let ranged = match unit_range {
                    Some(r) => r > 0 && hop >= 1 && hop <= r,
                    None => (1..=3).contains(&hop),
                };
                for &(kind, luck_card) in kinds {
                    let attack = |mode| Slot::Attack {
                        pre,
                        target: t,
                        mode,
                        kind,
                        luck_card,
                    };
                    if melee {
                        out.push(attack(AttackMode::Melee));
                    }
                    if ranged && (kind != AttackKind::Luck || unit_range.is_some()) {
                        out.push(attack(AttackMode::Ranged));
                    }
                }
            }
        }
        if let Actor::Servant { faction } = actor {
            for &target in &np_targets {
                if fire_ok(c, s, faction, at, target).is_ok() {
                    out.push(Slot::FireNp { pre, target });
                }
            }
        }
    }
    Some(tree)
}
