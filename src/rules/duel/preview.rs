//! What a choice would do, asked of the rules before it is made: why a card or skill
//! cannot be used now, an amount with Power, the damage a hit would deal after DEF, Ward
//! and Barrier, and the damage of each Block choice. The view asks these instead of
//! re-deriving a rule (architecture.md). They share their checks and counts with the
//! legal actions and the engine, so they cannot drift from them, and they read only what a
//! seat may see (D-29.6): a seat's `DuelView::state` gives the same answers as the state.

use std::fmt;

use crate::content::duel::{Amount, CardIdx, Class, DuelContent, Effect, Target};

use super::action::Action;
pub use super::damage::Reduction;
use super::damage::{fragility, reduce};
use super::effects::{amount_value, resonance_after, with_power};
use super::legal::{cast_check, skill_check};
use super::state::*;
use super::stats;

/// One of an Arcastella's own actions: an attack skill (D-11), its support skill (D-12) or
/// its Astral Code (D-13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SkillKind {
    /// Attack skill `i` of the Arcastella (D-11.6).
    Attack(u8),
    Support,
    Astral,
}

impl SkillKind {
    /// Whether a legal action uses this skill of Arcastella `slot`.
    pub fn matches(self, slot: u8, a: &Action) -> bool {
        match (self, a) {
            (SkillKind::Attack(i), Action::UseAttackSkill { user, skill, .. }) => {
                *user == slot && *skill == i
            }
            (SkillKind::Support, Action::UseSupportSkill { user, .. }) => *user == slot,
            (SkillKind::Astral, Action::UseAstralCode { user, .. }) => *user == slot,
            _ => false,
        }
    }
}

/// Why a card or skill cannot be used now: the first rule, in the order the rules are
/// checked, that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// D-29.4: no action is accepted once the game is over.
    GameOver,
    /// D-29.1: the pending decision is the other player's.
    NotYourDecision,
    /// D-14.4, D-29.1: a Block decision takes only `Block` or `NoBlock`.
    DecideBlockFirst,
    /// D-6.6: the start-of-turn window takes `TurnStart` cards only.
    OnlyTurnStartCards,
    /// D-9.5: a `TurnStart` card or skill, used outside the start-of-turn window.
    TimingTurnStart,
    /// D-9.5: `YourTurn`, in the opponent's turn.
    OnlyYourTurn,
    /// D-9.5: `OpponentTurn`, in your own turn.
    OnlyOpponentTurn,
    /// D-8.6, D-29.1: the Charge Phase converts cards from the hand, and casts nothing.
    CannotConvertNow,
    /// D-10.5, D-11.3, D-12.3, D-13.4: ether ≥ cost.
    NeedsEther { need: u8, have: u32 },
    /// D-10.3: the card's `class_req`, and no standing Arcastella of that class.
    NeedsClass(Class),
    /// D-23.4: the user has less resonance than the skill costs.
    NeedsResonance { need: u8, have: u8 },
    /// D-10.3, D-23.4: no standing Aura Comporta has the resonance the card costs.
    NeedsAuraResonance(u8),
    /// D-17.1, D-11.3, D-12.3: a fallen Arcastella acts no more.
    Fallen,
    /// D-11.3, D-13.4: attack skills and Astral Codes need an untapped user.
    Tapped,
    /// D-12.2: a support skill is used once per turn.
    SupportUsed,
    /// D-13.3, D-13.4: an Astral Code spends an Astral charge.
    NeedsAstralCharge,
    /// D-9.7, D-29.1: skills are used only with priority in the Main Phase.
    NotPriority,
    /// D-10.5, D-12.3, D-25.2: everything else allows it, but no unit is a legal target.
    NoLegalTarget,
    /// The slot or skill index names no skill of that Arcastella.
    NoSuchSkill,
}

/// Why `p` cannot play `card` now, cast or converted, or `None` if it can. `legal`: the
/// legal actions at the pending decision.
pub fn card_unusable(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    card: CardInst,
    legal: &[Action],
) -> Option<Unusable> {
    let deciding = s.deciding_player() == Some(p);
    let playable = legal.iter().any(|a| {
        matches!(a, Action::CastSpell { card: uid, .. } | Action::ConvertEther { card: uid, .. }
            if *uid == card.uid)
    });
    if deciding && playable {
        return None;
    }
    let Some(decision) = &s.pending else {
        return Some(Unusable::GameOver);
    };
    if !deciding {
        return Some(Unusable::NotYourDecision);
    }
    let start_window = match decision {
        Decision::Block { .. } => return Some(Unusable::DecideBlockFirst),
        Decision::Charge { .. } => return Some(Unusable::CannotConvertNow),
        Decision::StartWindow { .. } => true,
        Decision::Priority { .. } => false,
    };
    Some(
        cast_check(c, s, p, c.card(card.def), start_window)
            .err()
            .unwrap_or(Unusable::NoLegalTarget),
    )
}

/// Why `p` cannot use skill `kind` of its Arcastella `slot` now, or `None` if it can.
/// `legal`: the legal actions at the pending decision.
pub fn skill_unusable(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    slot: u8,
    kind: SkillKind,
    legal: &[Action],
) -> Option<Unusable> {
    let priority = matches!(&s.pending, Some(Decision::Priority { player }) if *player == p);
    if priority && legal.iter().any(|a| kind.matches(slot, a)) {
        return None;
    }
    let Some(arc) = s.arc(p, slot) else {
        return Some(Unusable::NoSuchSkill);
    };
    if !priority {
        // Fallen says more than "wait": it will never act again (D-17.1).
        return Some(if arc.fallen {
            Unusable::Fallen
        } else {
            Unusable::NotPriority
        });
    }
    Some(
        skill_check(c, s, p, arc, kind)
            .err()
            .unwrap_or(Unusable::NoLegalTarget),
    )
}

/// An amount as the player reads it, `count`d6 + `bonus` (D-15.2, D-15.4), with the least
/// and the most it comes to. An attack's `bonus` includes the user's Power (D-15.5), so
/// 3d6+1 with Power +6 is 3d6+7. Without dice, `bonus`, `min` and `max` are the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceExpr {
    pub count: u8,
    pub bonus: i32,
    pub min: u32,
    pub max: u32,
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.count, self.bonus) {
            (0, _) => write!(f, "{}", self.min),
            (n, 0) => write!(f, "{n}d6"),
            (n, b) => write!(f, "{n}d6{b:+}"),
        }
    }
}

/// Faces of the die: damage dice and the break check are d6 (D-15.2, D-22.5).
const FACES: u8 = 6;

/// `amount` for `controller`, its caster as it stands when the amount is evaluated, and
/// the Power added to an attack's primary damage (D-15.5), counted as the engine does.
fn dice_expr(
    c: &DuelContent,
    s: &State,
    controller: PlayerId,
    caster: &ArcState,
    amount: &Amount,
    power: Option<i32>,
) -> DiceExpr {
    let total = |sum: u32| {
        let v = amount_value(c, s, controller, Some(caster), amount, sum);
        power.map_or(v, |pw| with_power(v, pw))
    };
    match *amount {
        Amount::Dice { count, bonus } => DiceExpr {
            count,
            bonus: bonus + power.unwrap_or(0),
            min: total(u32::from(count)),
            max: total(u32::from(count) * u32::from(FACES)),
        },
        Amount::Fixed(_) | Amount::Scaled { .. } => {
            let v = total(0);
            DiceExpr {
                count: 0,
                bonus: v as i32,
                min: v,
                max: v,
            }
        }
    }
}

/// The hit a preview covers in an effect list: the first effect, when it damages the chosen
/// target. Effects resolve in order (D-26.16), so later ones cannot change it.
fn chosen_hit(effects: &[Effect]) -> Option<&Amount> {
    match effects.first() {
        Some(Effect::Damage {
            amount,
            target: Target::Chosen,
        }) => Some(amount),
        _ => None,
    }
}

/// The damage of skill `kind` of `p`'s Arcastella `slot`: an attack skill's or Astral
/// Code's primary damage with the user's Power (D-11.4 step 3, D-15.5), or a support
/// skill's hit on its chosen target. Counters are read after the costs are paid (D-23.5).
/// `None` for a skill that deals no such damage.
pub fn skill_amount(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    slot: u8,
    kind: SkillKind,
) -> Option<DiceExpr> {
    let arc = s.arc(p, slot)?;
    let def = c.arc(arc.def);
    let (amount, resonance_cost, attack) = match kind {
        SkillKind::Attack(i) => {
            let k = def.attack_skills.get(usize::from(i))?;
            (&k.damage, k.resonance_cost, true)
        }
        SkillKind::Astral => (
            &def.astral_code.damage,
            def.astral_code.resonance_cost,
            true,
        ),
        SkillKind::Support => {
            let k = &def.support_skill;
            (chosen_hit(&k.effects)?, k.resonance_cost, false)
        }
    };
    let mut user = arc.clone();
    user.resonance = resonance_after(c, arc, -i32::from(resonance_cost));
    let power = attack.then(|| stats::power(c, s, UnitId::arc(p, slot)));
    Some(dice_expr(c, s, p, &user, amount, power))
}

/// The damage `card` deals its chosen target when `p` casts it with Arcastella `caster`:
/// its first effect, when that damages the chosen target. The caster's resonance is read
/// after it pays the cost and gains 1 for casting (D-10.6 steps 2-3, D-23.3, D-23.5).
pub fn spell_amount(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    card: CardIdx,
    caster: u8,
) -> Option<DiceExpr> {
    let def = c.card(card);
    let amount = chosen_hit(&def.effects)?;
    let arc = s.arc(p, caster)?;
    let mut cast = arc.clone();
    cast.resonance = resonance_after(c, arc, -i32::from(def.resonance_cost));
    cast.resonance = resonance_after(c, &cast, 1);
    Some(dice_expr(c, s, p, &cast, amount, None))
}

/// One hit as the damage steps would count it (D-16.6 steps 2-3). A Code on the target
/// may break in the break check before DEF counts (D-22.5), so there are up to two
/// outcomes; at least one of them is present.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DamagePreview {
    /// The hit when the target's Code holds, or it has none. `None` only when the break
    /// check is sure to break the Code (fragility 6).
    pub kept: Option<Reduction>,
    /// The hit when the break check breaks the Code first, whose mods then no longer
    /// count (D-22.6). `None` when no break check can break one.
    pub broken: Option<Reduction>,
}

impl DamagePreview {
    fn outcomes(&self) -> impl Iterator<Item = u32> {
        self.kept.into_iter().chain(self.broken).map(|r| r.taken)
    }

    /// The damage when the Code holds (or there is none), else after it breaks.
    pub fn taken(&self) -> u32 {
        self.kept.or(self.broken).map_or(0, |r| r.taken)
    }

    /// The least damage over both outcomes of the break check.
    pub fn least(&self) -> u32 {
        self.outcomes().min().unwrap_or(0)
    }

    /// The most damage over both outcomes of the break check.
    pub fn most(&self) -> u32 {
        self.outcomes().max().unwrap_or(0)
    }
}

/// What a hit of `amount` (after Power) and `kind` would do to `target` now, as the engine
/// counts it (D-16.6 to D-16.9): DEF for attack and Astral damage, halved when tapped
/// unless `blocking` (D-16.4, D-14.7), then Ward, then Barrier; a break check first
/// (D-22.5). `None` when the target is not on the board: no damage happens (D-25.4).
pub fn damage_preview(
    c: &DuelContent,
    s: &State,
    target: UnitId,
    amount: u32,
    kind: DamageKind,
    blocking: bool,
) -> Option<DamagePreview> {
    if !s.unit_alive(target) {
        return None;
    }
    let hit = |s: &State| reduce(c, s, target, amount, kind, blocking);
    let code = match target {
        UnitId::Arc { player, slot } if kind.physical() => s
            .arc(player, slot)
            .and_then(|a| a.code.map(|code| (player, slot, fragility(c, a, code)))),
        _ => None,
    };
    let Some((player, slot, breaks_at)) = code else {
        return Some(DamagePreview {
            kept: Some(hit(s)),
            broken: None,
        });
    };
    // D-22.5: a 1d6 roll at or below the fragility breaks the Code.
    let broken = (breaks_at > 0).then(|| {
        let mut after = s.clone();
        after.player_mut(player).arcastella[usize::from(slot)].code = None;
        hit(&after)
    });
    Some(DamagePreview {
        kept: (breaks_at < FACES).then(|| hit(s)),
        broken,
    })
}

/// What a legal action would do to its chosen target, before any block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionPreview {
    pub target: UnitId,
    pub kind: DamageKind,
    pub amount: DiceExpr,
    /// The least and the most the target would take unblocked, over every roll of the
    /// amount and of the break check.
    pub least: u32,
    pub most: u32,
    /// Whether the action taps the last of `p`'s Arcastella that could block, leaving none
    /// for the opponent's attacks (D-11.2, D-13.2, D-14.4). Casting and support skills tap
    /// nothing (D-10.4, D-12.2).
    pub leaves_no_blocker: bool,
    /// Why the target would take nothing whatever the roll: what stops the largest hit
    /// (D-16.7 to D-16.9). `None` when some damage may get through, or the amount is 0.
    pub stopped_by: Option<Stop>,
}

/// What takes the whole of a hit (D-16.7 to D-16.9), in the order the steps apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Def,
    Ward,
    Barrier,
}

impl Stop {
    /// What stopped the hit that `r` counts, if all of it was stopped.
    fn of(r: Reduction) -> Option<Stop> {
        if r.taken > 0 {
            None
        } else if r.barrier {
            Some(Stop::Barrier)
        } else if r.ward > 0 {
            Some(Stop::Ward)
        } else if r.def_applied > 0 {
            Some(Stop::Def)
        } else {
            None
        }
    }
}

/// The preview of one of `p`'s legal actions: an attack skill, an Astral Code, or a support
/// skill or spell whose first effect damages the chosen target (see [`skill_amount`] and
/// [`spell_amount`]). `None` for any other action.
pub fn action_preview(
    c: &DuelContent,
    s: &State,
    p: PlayerId,
    action: Action,
) -> Option<ActionPreview> {
    let (amount, kind, target, taps) = match action {
        Action::UseAttackSkill {
            user,
            skill,
            target,
        } => (
            skill_amount(c, s, p, user, SkillKind::Attack(skill))?,
            DamageKind::Attack,
            target,
            Some(user),
        ),
        Action::UseAstralCode { user, target } => (
            skill_amount(c, s, p, user, SkillKind::Astral)?,
            DamageKind::Astral,
            target,
            Some(user),
        ),
        Action::UseSupportSkill {
            user,
            target: Some(target),
        } => (
            skill_amount(c, s, p, user, SkillKind::Support)?,
            DamageKind::Support,
            target,
            None,
        ),
        Action::CastSpell {
            card,
            caster,
            target: Some(target),
        } => {
            let def = s.player(p).hand.iter().find(|ci| ci.uid == card)?.def;
            (
                spell_amount(c, s, p, def, caster)?,
                DamageKind::Spell,
                target,
                None,
            )
        }
        _ => return None,
    };
    // Damage grows with the amount, so the ends of the amount give the ends of the damage.
    let least = damage_preview(c, s, target, amount.min, kind, false)?.least();
    let largest = damage_preview(c, s, target, amount.max, kind, false)?;
    let most = largest.most();
    let stopped_by = largest
        .kept
        .or(largest.broken)
        .filter(|_| most == 0)
        .and_then(Stop::of);
    let leaves_no_blocker =
        taps.is_some_and(|user| !(0..3u8).any(|b| b != user && s.can_block(p, b)));
    Some(ActionPreview {
        target,
        kind,
        amount,
        least,
        most,
        leaves_no_blocker,
        stopped_by,
    })
}

/// One choice at a Block decision and the hit it means: `NoBlock` leaves it on the
/// target, `Block` moves it to the blocker, with full DEF (D-14.2, D-14.6, D-14.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockPreview {
    pub action: Action,
    pub unit: UnitId,
    pub damage: DamagePreview,
}

/// The hit of every legal choice at the pending Block decision, in the order of `legal`.
/// Empty at any other decision.
pub fn block_previews(c: &DuelContent, s: &State, legal: &[Action]) -> Vec<BlockPreview> {
    let Some(Decision::Block { defender, attack }) = &s.pending else {
        return Vec::new();
    };
    let kind = attack.source.attack_kind();
    legal
        .iter()
        .filter_map(|a| {
            let (unit, blocking) = match *a {
                Action::NoBlock => (attack.target, false),
                Action::Block { blocker } => (UnitId::arc(*defender, blocker), true),
                _ => return None,
            };
            Some(BlockPreview {
                action: *a,
                unit,
                damage: damage_preview(c, s, unit, attack.amount, kind, blocking)?,
            })
        })
        .collect()
}
