//! What the bots may choose from: the core's legal actions less the ones no sensible player
//! takes. The pruned list is the search's and the rollouts' alike, so the search spends its
//! iterations on plays with a purpose and its random rollouts look like play.
//!
//! Never offered: an action the core calls pointless (`rules::grail::pointless`: a heal at
//! full HP, a teleport to where the servant stands, a boost already on, a retreat caught
//! where it starts); Self-Destruct; a second command-spell boost while one is on (command
//! spells are spread by need: one boost at a time); Withdrawal or a retreat from a fight
//! the faction started before a hostile has hurt it (a declared fight is meant). And at
//! the day's last turn a master who has not rested rests (G-16.1: else it sleeps through
//! the next day, unable to move or use command spells, G-16.2).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::content::grail::GrailContent;
use crate::rules::grail::{
    self as core, Action, CommandSpell, DecisionKind, EffectSource, FactionId, GameState, MainPlan,
    SpellFamily, TimeOfDay, TurnAction, pointless, pointless::retreat_reach,
};

use super::{GrailState, MAX_FREE_IN_A_ROW};

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

/// Whether `f` started the current fight (G-11, G-12) and no hostile has hurt its servant
/// in it yet: leaving now would make the declaration pointless.
fn unhurt_initiator(s: &GameState, f: FactionId) -> bool {
    let Some(cb) = &s.combat else {
        return false;
    };
    let started = cb.origin.starter() == Some(f);
    started
        && cb
            .participant(f)
            .is_some_and(|p| p.last_hostile_damager.is_none())
}

/// Whether a command spell's one-round boost (G-33.6) is on `f`'s servant.
fn boost_on(s: &GameState, f: FactionId) -> bool {
    s.faction(f).is_some_and(|x| {
        x.servant.buffs.iter().any(|b| {
            b.source == EffectSource::CommandSpell && b.buff_kind().is_some() && !b.hurts()
        })
    })
}

/// Why a fight may need a command spell now: the servant is in danger (at half HP or
/// below), or a hostile servant in the fight is (a kill is near).
struct Need {
    danger: bool,
    kill: bool,
}

impl Need {
    fn any(&self) -> bool {
        self.danger || self.kill
    }
}

fn need(c: &GrailContent, s: &GameState, f: FactionId) -> Need {
    let low = |g: FactionId| {
        s.faction(g).is_some_and(|x| {
            let max = c
                .servants
                .get(usize::from(x.servant.def))
                .map_or(1, |d| d.max_hp);
            x.servant.hp * 2 <= max
        })
    };
    let kill = s.combat.as_ref().is_some_and(|cb| {
        cb.participants
            .iter()
            .any(|p| cb.is_active(p.faction) && s.hostile(f, p.faction) && low(p.faction))
    });
    Need {
        danger: low(f),
        kill,
    }
}

/// The free actions the bots consider: the core's legal free actions, without the pointless
/// ones and those that only multiply the choices. Kept: skills; Supply MP when the servant
/// is at half MP or below; HP Recovery at half HP or below, MP Recovery at a third of MP or
/// below; Debuff Removal with a debuff on; in combat, when the fight needs it (the servant
/// at half HP or below, or a hostile one), one boost at a time, Battle Roar, and Rally
/// (in danger); the last command spell only for HP Recovery; one Withdrawal (the farthest
/// district from the fight) once a hostile has hurt the servant to half HP or below;
/// Tactical Refinement to six of one type or two of each;
/// Teleport only onto the Grail district once it has appeared. Dropped: Self-Destruct, and
/// every other destination and card split.
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
    let boosted = boost_on(s, f);
    let need = need(c, s, f);
    // Hurt by a hostile in this fight: so never a fight it started while still unhurt.
    let may_withdraw = in_combat
        && x.servant.hp * 2 <= max_hp
        && s.combat
            .as_ref()
            .and_then(|cb| cb.participant(f))
            .is_some_and(|p| p.last_hostile_damager.is_some());
    // The last command spell keeps the master's MP within reach (G-7.2): a rescue only.
    let spare_spell = x.master.command_spells > 1;
    // What the bots would keep of an action, were it legal and not pointless: asked
    // before the core builds and checks it (most candidates are teleports and card splits
    // no bot plays). A Withdrawal is weighed against the other legal ones below.
    let families = |family| {
        spare_spell
            && match family {
                SpellFamily::Teleport => !in_combat && s.grail_manifested,
                SpellFamily::Withdrawal => may_withdraw,
                SpellFamily::TacticalRefinement => need.any(),
                SpellFamily::BattleRoar => in_combat && need.any(),
            }
    };
    let wanted = |a: &Action| match a {
        Action::UseCommandSpell { spell } if !spare_spell => {
            matches!(spell, CommandSpell::HpRecovery) && x.servant.hp * 2 <= max_hp
        }
        Action::UseCommandSpell { spell } => match spell {
            CommandSpell::SelfDestruct => false,
            CommandSpell::HpRecovery => x.servant.hp * 2 <= max_hp,
            CommandSpell::MpRecovery => x.servant.mp * 3 <= max_mp,
            CommandSpell::DebuffRemoval => true,
            CommandSpell::Teleport { destination } => map.is_some_and(|m| m.grail == *destination),
            CommandSpell::TacticalRefinement { cards } => {
                cards.buster == 6
                    || cards.arts == 6
                    || cards.quick == 6
                    || (cards.buster == 2 && cards.arts == 2)
            }
            CommandSpell::Withdrawal { .. } | CommandSpell::BattleRoar { .. } => true,
            CommandSpell::Rally => in_combat && need.danger,
            _ => in_combat && !boosted && need.any(),
        },
        Action::SupplyMp { .. } => x.servant.mp * 2 <= max_mp,
        _ => true,
    };
    let mut withdrawal: Option<(u8, Action)> = None;
    let mut out = Vec::new();
    for a in core::legal_free_actions_where(c, s, families, wanted) {
        if pointless(c, s, f, &a).is_some() {
            continue;
        }
        if let Action::UseCommandSpell {
            spell: CommandSpell::Withdrawal { destination },
        } = &a
        {
            let hop = match (map, combat_at) {
                (Some(m), Some(at)) => m.hop(at, *destination),
                _ => 0,
            };
            if withdrawal.as_ref().is_none_or(|(best, _)| hop > *best) {
                withdrawal = Some((hop, a));
            }
            continue;
        }
        out.push(a);
    }
    if let Some((_, a)) = withdrawal {
        out.push(a);
    }
    out
}

/// The main actions the bots consider: the core's, without the pointless ones, a retreat
/// from a fight the faction started before it was hurt, and, at the day's last turn of a
/// master who has not rested, every declaration but a rest. Where that would leave
/// nothing, the core's whole list.
fn main_options(c: &GrailContent, s: &GameState) -> Vec<Action> {
    let all = core::legal_main_actions(c, s);
    let Some(f) = s.deciding() else {
        return all;
    };
    let must_rest = must_rest(s, f);
    let kept: Vec<Action> = all
        .iter()
        .filter(|a| main_kept(c, s, f, must_rest, a))
        .cloned()
        .collect();
    if kept.is_empty() { all } else { kept }
}

/// Whether the bots keep the core's main action `a` of `f` (`must_rest`: [`must_rest`]).
fn main_kept(c: &GrailContent, s: &GameState, f: FactionId, must_rest: bool, a: &Action) -> bool {
    pointless(c, s, f, a).is_none()
        && !(matches!(a, Action::DeclareRetreat) && unhurt_initiator(s, f))
        && (!must_rest
            || matches!(
                a,
                Action::Pass
                    | Action::Declare {
                        action: Some(TurnAction::Rest),
                        ..
                    }
            ))
        && !(matches!(a, Action::DeclareRetreat) && retreat_reach(c, s, f) == Some(0))
}

/// Tries at drawing a kept action before [`rollout_pick`] lists them all.
const DRAWS: usize = 24;

/// A uniform pick among [`options`] at `g` (its main actions and the menu entry alike),
/// drawn by rejection: a slot of the core's main actions or the menu entry is drawn, and
/// only that action is built and judged, and the free actions listed only when the menu's
/// slot comes up. Uniform draws of which the rejected ones are thrown away are a uniform
/// draw of the kept ones, so this is the distribution of a pick from the whole list at a
/// fraction of its cost. The menu's entry is followed at once by the uniform pick from
/// the menu that the next step would draw. `plan` is a buffer. `None` where nothing is
/// offered.
pub(super) fn rollout_pick(
    c: &GrailContent,
    g: &GrailState,
    rng: &mut ChaCha8Rng,
    plan: &mut MainPlan,
) -> Option<Action> {
    let s = &g.s;
    let d = s.pending.as_ref()?;
    if s.outcome.is_some() {
        return None;
    }
    let from_menu = |mut free: Vec<Action>, rng: &mut ChaCha8Rng| {
        (!free.is_empty()).then(|| free.swap_remove(rng.random_range(0..free.len())))
    };
    if g.menu_open {
        let free = free_options(c, s);
        if !free.is_empty() {
            return from_menu(free, rng);
        }
    }
    let f = d.faction;
    let must_rest = must_rest(s, f);
    plan.refill(c, s);
    let n = plan.len();
    // The menu's slot, until drawn and found empty.
    let mut menu = !g.menu_open && g.free_in_row < MAX_FREE_IN_A_ROW && menu_decision(&d.kind);
    for _ in 0..DRAWS {
        let slots = n + usize::from(menu);
        if slots == 0 {
            break;
        }
        let i = rng.random_range(0..slots);
        if i == n {
            let free = free_options(c, s);
            if free.is_empty() {
                menu = false;
                continue;
            }
            return from_menu(free, rng);
        }
        if let Some(a) = plan.get(i)
            && main_kept(c, s, f, must_rest, &a)
        {
            return Some(a);
        }
    }
    // Few kept (or none, when the whole list is offered): draw from the list itself.
    let (mut list, menu) = options(c, g);
    let slots = list.len() + usize::from(menu);
    if slots == 0 {
        return None;
    }
    let i = rng.random_range(0..slots);
    if i == list.len() {
        return from_menu(free_options(c, s), rng);
    }
    Some(list.swap_remove(i))
}

/// G-16.1: the day's last turn, and `f`'s master has neither rested nor slept today, with a
/// next day to sleep through. Then it declares no encounter or ambush (G-9: either takes
/// the turn's action) and declares a rest.
fn must_rest(s: &GameState, f: FactionId) -> bool {
    matches!(
        s.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::Declaration { .. } | DecisionKind::PriorityPrompt { .. })
    ) && s.config.skirmish.is_none()
        && s.time == TimeOfDay::Night
        && s.day < s.config.day_limit
        && s.faction(f)
            .is_some_and(|x| !x.master.rested_today && !x.master.asleep)
}

/// The core actions offered at `g`, and whether the free-action menu is offered too.
pub(super) fn options(c: &GrailContent, g: &GrailState) -> (Vec<Action>, bool) {
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
    let main = main_options(c, s);
    let menu = !g.menu_open
        && g.free_in_row < MAX_FREE_IN_A_ROW
        && menu_decision(&d.kind)
        && !free_options(c, s).is_empty();
    (main, menu)
}
