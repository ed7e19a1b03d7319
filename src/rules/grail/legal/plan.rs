//! The non-free legal actions of the pending decision, held compactly: path-carrying
//! actions name a destination in a shared [`PathTree`] instead of owning a path vector, so
//! a random pick (the simulator's policy) builds only the action it picks. The order is the
//! order of [`legal_main_actions`](super::legal_main_actions), which is built from this.

use crate::content::grail::{CardType, Class, DebuffId, GrailContent, TargetSpec, Timing};

use super::super::action::{Action, NpTarget};
use super::super::query::{self as q, PathTree};
use super::super::state::*;
use super::{
    candidates, check_inner, check_turn_action, combat_tree, fire_ok, np_target_candidates,
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

#[derive(Clone, Debug)]
enum Plan {
    /// G-8.6, G-10: every move path (staying put first, then the tree's destinations when
    /// the master is awake) times every legal turn action, path-major.
    Declaration {
        tree: Option<PathTree>,
        actions: Vec<Option<TurnAction>>,
    },
    Main {
        tree: PathTree,
        slots: Vec<Slot>,
    },
    List(Vec<Action>),
    /// `Done` alone (when true), without allocating a list.
    Done(bool),
}

/// The non-free legal actions at the pending decision (G-39.1), without materialising
/// path vectors until an action is taken out.
#[derive(Clone, Debug)]
pub struct MainPlan(Plan);

impl MainPlan {
    pub fn new(c: &GrailContent, s: &GameState) -> MainPlan {
        let empty = MainPlan(Plan::List(Vec::new()));
        let Some(d) = &s.pending else { return empty };
        if s.outcome.is_some() {
            return empty;
        }
        let f = d.faction;
        match d.kind {
            DecisionKind::Declaration { engaged } => match declaration_parts(c, s, f, engaged) {
                Some((tree, actions)) => MainPlan(Plan::Declaration { tree, actions }),
                None => empty,
            },
            DecisionKind::MainAction { actor } => {
                let mut slots = Vec::new();
                match main_slots(c, s, actor, &mut slots) {
                    Some(tree) => MainPlan(Plan::Main { tree, slots }),
                    None => empty,
                }
            }
            DecisionKind::PriorityPrompt { response_pass } => {
                let mut out = Vec::new();
                priority_actions(c, s, f, response_pass, &mut out);
                MainPlan(Plan::List(out))
            }
            // Only Done answers these; `check` asks no more than a living decider.
            DecisionKind::Targeted { .. }
            | DecisionKind::NormalResolutionPrompt
            | DecisionKind::CombatStartWindow
            | DecisionKind::OwnTurnStartWindow => MainPlan(Plan::Done(s.alive(f))),
            _ => {
                let mut out = candidates(c, s, f, &d.kind);
                out.retain(|a| check_inner(c, s, f, a).is_ok());
                MainPlan(Plan::List(out))
            }
        }
    }

    pub fn len(&self) -> usize {
        match &self.0 {
            Plan::Declaration { tree, actions } => {
                (1 + tree.as_ref().map_or(0, PathTree::len)) * actions.len()
            }
            Plan::Main { slots, .. } => slots.len(),
            Plan::List(v) => v.len(),
            Plan::Done(ok) => usize::from(*ok),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th action (`None` past the end).
    pub fn get(&self, i: usize) -> Option<Action> {
        match &self.0 {
            Plan::Declaration { tree, actions } => {
                let n = actions.len();
                if i >= self.len() {
                    return None;
                }
                let (p, k) = (i / n, i % n);
                let move_path = match (p, tree) {
                    (0, _) | (_, None) => Vec::new(),
                    (p, Some(t)) => t.path(t.dest(p - 1)),
                };
                Some(Action::Declare {
                    move_path,
                    action: actions[k],
                })
            }
            Plan::Main { tree, slots } => {
                let path = |d: Option<DistrictIdx>| d.map(|d| tree.path(d)).unwrap_or_default();
                Some(match *slots.get(i)? {
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
            Plan::List(v) => v.get(i).cloned(),
            Plan::Done(ok) => (*ok && i == 0).then_some(Action::Done),
        }
    }

    /// Every action, in order.
    pub fn to_vec(&self) -> Vec<Action> {
        match &self.0 {
            Plan::List(v) => v.clone(),
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
) -> Option<(Option<PathTree>, Vec<Option<TurnAction>>)> {
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
    let mut actions: Vec<Option<TurnAction>> = Vec::new();
    if engaged {
        actions.push(None);
        return Some((tree, actions));
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
    Some((tree, actions))
}

/// G-9.3 – G-9.9: the legal priority actions, in the order of the candidate list (Pass;
/// per target the four Encounter stances, then Ambush; Soul-eating). The same tests as
/// `check_priority`, with what depends only on the target computed once.
fn priority_actions(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    response: bool,
    out: &mut Vec<Action>,
) {
    let (Some(m), Some(me)) = (q::map(c, s), s.faction(f)) else {
        return;
    };
    if !me.alive() {
        return;
    }
    out.push(Action::Pass);
    let budget = q::movement(c, s, f);
    let riding = q::riding(c, s, f);
    for t in 0..s.n() {
        let Some(x) = s.faction(t) else { continue };
        let open = t != f && x.alive() && s.hostile(f, t) && !q::concealed_from(c, s, t, f);
        if open && i32::from(m.path_cost(me.district, x.district, riding)) <= budget {
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
        if !response && open && !x.turn.engaged && (1..=3).contains(&m.hop(me.district, x.district))
        {
            out.push(Action::DeclareAmbush { target: t });
        }
    }
    let eaten = s
        .soul_eaten
        .get(usize::from(me.district))
        .copied()
        .unwrap_or(true);
    if !response && !eaten {
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
