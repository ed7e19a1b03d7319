//! What the deciding human may do, read off the core's legal actions: which cards and
//! skills are playable, why the others are not, and what a block would cost. Nothing here
//! changes the game.

use super::describe;
use crate::content::duel::{Class, DuelContent, Timing};
use crate::rules::duel::{Action, CardInst, CardUid, Decision, PlayerId, State, UnitId, stats};

/// One thing an Arcastella can do from its menu.
#[derive(Clone, Debug, PartialEq)]
pub struct ArcOption {
    pub label: String,
    pub detail: String,
    pub kind: OptionKind,
    /// `None`: available.
    pub blocked: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Attack(u8),
    Support,
    Astral,
}

impl OptionKind {
    /// Whether a legal action belongs to this option of Arcastella `slot`.
    pub fn matches(self, slot: u8, a: &Action) -> bool {
        match (self, a) {
            (OptionKind::Attack(i), Action::UseAttackSkill { user, skill, .. }) => {
                *user == slot && *skill == i
            }
            (OptionKind::Support, Action::UseSupportSkill { user, .. }) => *user == slot,
            (OptionKind::Astral, Action::UseAstralCode { user, .. }) => *user == slot,
            _ => false,
        }
    }
}

fn timing_reason(t: Timing, own_turn: bool) -> Option<&'static str> {
    match t {
        Timing::TurnStart => Some("Only in the turn-start window"),
        Timing::YourTurn if !own_turn => Some("Only in your turn"),
        Timing::OpponentTurn if own_turn => Some("Only in the opponent's turn"),
        _ => None,
    }
}

fn ether_reason(s: &State, p: PlayerId, cost: u8) -> Option<String> {
    let have = s.player(p).ether;
    (have < u32::from(cost)).then(|| format!("Needs {cost} ether (you have {have})"))
}

/// Why `card` cannot be played now by `p`, or `None` if it can.
pub fn card_blocked(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    card: CardInst,
    legal: &[Action],
) -> Option<String> {
    let playable = legal.iter().any(|a| match a {
        Action::CastSpell { card: uid, .. } | Action::ConvertEther { card: uid, .. } => {
            *uid == card.uid
        }
        _ => false,
    });
    if playable {
        return None;
    }
    let def = c.card(card.def);
    let Some(decision) = &s.pending else {
        return Some("The game is over".into());
    };
    if decision.player() != p {
        return Some("Wait for your decision".into());
    }
    match decision {
        Decision::Block { .. } => return Some("Decide the block first".into()),
        Decision::StartWindow { .. } => {
            if def.timing != Timing::TurnStart {
                return Some("Only turn-start cards now".into());
            }
        }
        Decision::Priority { .. } => {
            if let Some(r) = timing_reason(def.timing, s.turn_player == p) {
                return Some(r.into());
            }
        }
        Decision::Charge { .. } => return Some("Cannot be converted now".into()),
    }
    if let Some(r) = ether_reason(s, p, def.cost) {
        return Some(r);
    }
    let living = |pred: &dyn Fn(Class, u8) -> bool| {
        s.player(p)
            .arcastella
            .iter()
            .any(|a| !a.fallen && pred(c.arc(a.def).class, a.resonance))
    };
    if let Some(cls) = def.class_req
        && !living(&|k, _| k == cls)
    {
        return Some(format!("Needs a standing {}", describe::class_name(cls)));
    }
    if def.resonance_cost > 0
        && !living(&|k, r| k == Class::AuraComporta && r >= def.resonance_cost)
    {
        return Some(format!(
            "Needs an Aura Comporta with {} resonance",
            def.resonance_cost
        ));
    }
    Some("No legal target".into())
}

/// The menu of one of the viewer's Arcastella: attack skills, support skill, Astral Code.
pub fn arc_options(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    slot: u8,
    legal: &[Action],
) -> Vec<ArcOption> {
    let Some(a) = s.arc(p, slot) else {
        return Vec::new();
    };
    let def = c.arc(a.def);
    let own_turn = s.turn_player == p;
    let deciding = matches!(&s.pending, Some(Decision::Priority { player }) if *player == p);
    let mut out = Vec::new();
    let reason =
        |kind: OptionKind, timing: Timing, cost: u8, res: u8, taps: bool| -> Option<String> {
            if legal.iter().any(|x| kind.matches(slot, x)) {
                return None;
            }
            if a.fallen {
                return Some("Fallen".into());
            }
            if !deciding {
                return Some("Only when you have priority in the Main Phase".into());
            }
            if taps && a.tapped {
                return Some("Tapped".into());
            }
            if kind == OptionKind::Support && a.support_used {
                return Some("Already used this turn".into());
            }
            if let Some(r) = timing_reason(timing, own_turn) {
                return Some(r.into());
            }
            if kind == OptionKind::Astral && s.player(p).astral_charges == 0 {
                return Some("Needs an Astral charge (earned by rebuilding your deck)".into());
            }
            if let Some(r) = ether_reason(s, p, cost) {
                return Some(r);
            }
            if res > 0 && a.resonance < res {
                return Some(format!("Needs {res} resonance (has {})", a.resonance));
            }
            Some("No legal target".into())
        };
    for (i, k) in def.attack_skills.iter().enumerate() {
        let kind = OptionKind::Attack(i as u8);
        out.push(ArcOption {
            label: format!("{} — {}", k.name, describe::cost(k.cost, k.resonance_cost)),
            detail: describe::attack_text(c, k),
            kind,
            blocked: reason(kind, k.timing, k.cost, k.resonance_cost, true),
        });
    }
    let sup = &def.support_skill;
    let (icon, word) = describe::timing(sup.timing);
    out.push(ArcOption {
        label: format!(
            "{} — {} (support)",
            sup.name,
            describe::cost(sup.cost, sup.resonance_cost)
        ),
        detail: format!("{icon} {word}. {}", describe::effects(c, &sup.effects)),
        kind: OptionKind::Support,
        blocked: reason(
            OptionKind::Support,
            sup.timing,
            sup.cost,
            sup.resonance_cost,
            false,
        ),
    });
    let ac = &def.astral_code;
    out.push(ArcOption {
        label: format!(
            "Astral Code: {} — {} + 1 charge",
            ac.name,
            describe::cost(ac.cost, ac.resonance_cost)
        ),
        detail: describe::attack_text(c, ac),
        kind: OptionKind::Astral,
        blocked: reason(
            OptionKind::Astral,
            ac.timing,
            ac.cost,
            ac.resonance_cost,
            true,
        ),
    });
    out
}

/// The damage a unit would take from an attack of `amount` (after Power), as the damage
/// steps count it (D-16): DEF (halved when tapped, full when blocking), Ward, Barrier.
pub fn damage_taken(c: &DuelContent, s: &State, unit: UnitId, amount: u32, blocking: bool) -> u32 {
    let def = stats::effective_def(c, s, unit);
    let tapped = matches!(unit, UnitId::Arc { player, slot } if s.arc(player, slot).is_some_and(|a| a.tapped));
    let def = if tapped && !blocking { def / 2 } else { def };
    let after = amount
        .saturating_sub(def)
        .saturating_sub(stats::ward(c, s, unit));
    let barrier = match unit {
        UnitId::Arc { player, slot } => s.arc(player, slot).is_some_and(|a| a.barrier),
        UnitId::Follower { player, uid } => {
            s.player(player).follower(uid).is_some_and(|f| f.barrier)
        }
    };
    if barrier && after > 0 { 0 } else { after }
}

/// What a player is putting together: the legal actions still possible after the choices
/// made so far (a card or skill, then a caster, then a target).
#[derive(Clone, Debug, PartialEq)]
pub struct Composing {
    pub what: String,
    pub candidates: Vec<Action>,
}

/// The next question while composing.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Caster(Vec<u8>),
    Target(Vec<UnitId>),
    Done(Action),
    Nothing,
}

fn caster(a: &Action) -> Option<u8> {
    match a {
        Action::CastSpell { caster, .. } => Some(*caster),
        _ => None,
    }
}

pub fn target(a: &Action) -> Option<UnitId> {
    match a {
        Action::CastSpell { target, .. } | Action::UseSupportSkill { target, .. } => *target,
        Action::UseAttackSkill { target, .. } | Action::UseAstralCode { target, .. } => {
            Some(*target)
        }
        _ => None,
    }
}

impl Composing {
    pub fn card(
        c: &DuelContent,
        uid: CardUid,
        def: crate::content::duel::CardIdx,
        legal: &[Action],
    ) -> Self {
        Composing {
            what: c.card(def).name.clone(),
            candidates: legal
                .iter()
                .filter(|a| matches!(a, Action::CastSpell { card, .. } if *card == uid))
                .copied()
                .collect(),
        }
    }

    pub fn step(&self) -> Step {
        let mut casters: Vec<u8> = self.candidates.iter().filter_map(caster).collect();
        casters.dedup();
        if casters.len() > 1 {
            return Step::Caster(casters);
        }
        let mut targets: Vec<UnitId> = self.candidates.iter().filter_map(target).collect();
        targets.dedup();
        if targets.len() > 1 {
            return Step::Target(targets);
        }
        self.candidates
            .first()
            .copied()
            .map_or(Step::Nothing, Step::Done)
    }

    pub fn pick_caster(&mut self, slot: u8) {
        self.candidates.retain(|a| caster(a) == Some(slot));
    }

    pub fn pick_target(&mut self, unit: UnitId) {
        self.candidates.retain(|a| target(a) == Some(unit));
    }
}
