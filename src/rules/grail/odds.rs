//! Exact odds of an attack, a reaction or an attack NP, computed from the dice
//! distributions without drawing a die: the probability to hit, to roll a critical or a
//! fumble (G-22, G-23), the distribution and mean of the damage (G-28), whether the target
//! falls (G-28.4, G-34.2), and for an NP clash the chance to win it (G-30).
//!
//! The odds never re-derive a rule. The action's deterministic part (pre-move, card and MP
//! payment with their bonuses, G-24.4, G-26.5 steps 2–4, G-29.3.4) is played by the engine
//! itself on a copy of the state; the check modifiers, critical ranges, damage terms, guard
//! and target side then come from the same functions the engine rolls with
//! (`combat::attack::{hit_check_spec, defense_check_spec, attack_damage_spec,
//! np_damage_spec, guard_value, target_side}`), and the opposed result from [`opposed`].
//!
//! Chance is enumerated exactly: each side's 2d6 (G-22.4), the critical and fumble tables
//! where they change this attack (G-23.4 C3's damage boost and cut, chosen as [`Assume`] says;
//! G-23.5 F1 removing a fumbling defender before the damage, F3 giving the attacker Damage
//! Down DB5 or the defender Defense Down DB6), and the damage dice. What the odds leave
//! out, each a choice or a chain the core cannot foresee without playing it: auto skills
//! triggered by the rolls (OnDebuffReceived, OnLethalDamage granting a Guts), an attacker
//! felled by its own F1 in the 1-in-1296 case where both sides fumble and it still wins,
//! and, for a multi-target NP, what one target's damage and on-hit effects do to the next.
//!
//! Hidden information: the odds read the state they are given, including the defender's
//! hand (which reactions it may choose) and stats. A screen or a bot must pass a state
//! consistent with what the deciding faction knows (the AI passes its determinization).

use crate::content::grail::{BuffKind, CardType, DebuffId, GrailContent};

use super::action::{Action, CritBuff, CritChoice};
pub use super::combat::{CheckSpec, DamageSpec, TargetSide};
use super::combat::{
    attack_damage_spec, check_flags, defense_check_spec, first_strike, guard_value, hit_check_spec,
    np_damage_spec, opposed, reaction_card, target_side, weakness,
};
use super::engine::Engine;
use super::event::{DamageTerm, MpReason};
use super::illegal::Illegal;
use super::legal;
use super::query as q;
use super::state::*;

/// The choices at the critical and fumble tables that change an attack's damage; the odds
/// and a Monte Carlo of `apply` must make the same ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assume {
    /// On its critical the attacker takes C3's strongest damage buff of the content (more
    /// damage to this attack, G-23.8); otherwise an effect that leaves this attack alone
    /// (C2, a card).
    pub attacker_might: bool,
    /// On its critical the defender takes C3's strongest DamageTakenDown of the content
    /// (which matters when both sides were critical and the attacker still won); otherwise C2.
    pub defender_ward: bool,
    /// A fumbling defender puts F1 on its HP (true) or its MP (G-23.5).
    pub fumble_hp: bool,
}

/// The odds of one attack on one target with one reaction.
#[derive(Clone, Debug, PartialEq)]
pub struct HitOdds {
    pub target: Actor,
    /// The reaction assumed (the automatic Guard for a unit target, G-29.9.2).
    pub reaction: Reaction,
    /// The attack hits: wins the opposed check (G-22.2) or is not a fumble against a Guard
    /// (G-22.3).
    pub hit: f64,
    /// The attacker's check is critical or fumble (G-23.1, G-23.2).
    pub crit: f64,
    pub fumble: f64,
    /// The defender's reaction check is critical or fumble (never against an NP, G-23.6).
    pub defender_crit: f64,
    pub defender_fumble: f64,
    /// The damage this attack deals the target, 0 included (a miss, or reduced to 0), as
    /// (amount, probability) in increasing amount; the probabilities sum to 1.
    pub damage: Vec<(i32, f64)>,
    pub mean_damage: f64,
    /// The target is out after this attack: its HP reaches 0 and no Guts saves it
    /// (G-28.4, G-34.2), or its own F1 removed it.
    pub falls: f64,
}

/// The odds of an NP clash with one target (G-30.7).
#[derive(Clone, Debug, PartialEq)]
pub struct ClashOdds {
    pub target: FactionId,
    /// The firing servant's value is higher, equal or lower.
    pub win: f64,
    pub tie: f64,
    pub lose: f64,
    /// The target's NP reaches the firing servant (G-30.4).
    pub reaches: bool,
    pub damage_to_target: Vec<(i32, f64)>,
    pub mean_to_target: f64,
    pub damage_to_attacker: Vec<(i32, f64)>,
    pub mean_to_attacker: f64,
}

/// The odds of one target: one entry per reaction it may choose, in the core's order.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetOdds {
    pub target: Actor,
    pub reactions: Vec<HitOdds>,
}

impl TargetOdds {
    /// The attacker-facing summary: the reaction that leaves the least mean damage (the
    /// defender's best reply), ties to the first listed.
    pub fn best_reply(&self) -> Option<&HitOdds> {
        self.reactions
            .iter()
            .fold(None, |best: Option<&HitOdds>, h| match best {
                Some(b) if b.mean_damage <= h.mean_damage => Some(b),
                _ => Some(h),
            })
    }
}

/// The odds of an `Attack` or an attack `FireNp`.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackOdds {
    pub attacker: Actor,
    pub is_np: bool,
    /// Targets resolved by a hit check, in initiative order.
    pub targets: Vec<TargetOdds>,
    /// Targets whose NP clashes with this one (G-30.6).
    pub clashes: Vec<ClashOdds>,
}

impl AttackOdds {
    /// The mean damage dealt over every target, each answering with its best reply, and
    /// every clash.
    pub fn expected_damage(&self) -> f64 {
        let hits: f64 = self
            .targets
            .iter()
            .filter_map(|t| t.best_reply().map(|h| h.mean_damage))
            .sum();
        hits + self.clashes.iter().map(|c| c.mean_to_target).sum::<f64>()
    }

    /// The mean damage the attacker takes back from clashes.
    pub fn expected_damage_taken(&self) -> f64 {
        self.clashes.iter().map(|c| c.mean_to_attacker).sum()
    }
}

/// Why no odds could be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OddsError {
    /// No decision is pending, or the game is over.
    NoDecision,
    /// The action is neither an `Attack` nor a `FireNp` at a main action decision, nor a
    /// `React` at a reaction decision.
    WrongAction,
    /// The action is not legal here.
    Illegal(Illegal),
    /// The NP deals no damage (Support, Passive or Summon, G-29.5, G-29.8, G-29.9).
    NoDamage,
}

impl std::fmt::Display for OddsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OddsError::NoDecision => f.write_str("no decision is pending"),
            OddsError::WrongAction => {
                f.write_str("odds exist for an Attack, a FireNp or a React at its decision")
            }
            OddsError::Illegal(why) => write!(f, "illegal action: {why}"),
            OddsError::NoDamage => f.write_str("this NP deals no damage"),
        }
    }
}

impl std::error::Error for OddsError {}

/// The odds of a legal `Attack` or `FireNp` of the faction deciding at `s`, with every
/// reaction each target may choose.
pub fn attack(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
    assume: Assume,
) -> Result<AttackOdds, OddsError> {
    let w = prepared_attack(c, s, action)?;
    attack_prepared(c, &w, assume)
}

/// [`attack`] from the state [`prepared_attack`] returned.
pub(crate) fn attack_prepared(
    c: &GrailContent,
    w: &GameState,
    assume: Assume,
) -> Result<AttackOdds, OddsError> {
    let atk = w
        .combat
        .as_ref()
        .and_then(|cb| cb.attack.as_ref())
        .ok_or(OddsError::NoDamage)?;
    let mut targets = Vec::new();
    for (i, &t) in atk.targets.iter().enumerate() {
        let mut reactions = Vec::new();
        match t {
            Actor::Unit { .. } => reactions.push(hit_odds(c, w, i, assume)),
            Actor::Servant { faction: tf } => {
                for r in reaction_options(c, w, atk, tf) {
                    let mut wr = w.clone();
                    react(c, &mut wr, tf, r);
                    reactions.push(hit_odds(c, &wr, i, assume));
                }
            }
        }
        targets.push(TargetOdds {
            target: t,
            reactions,
        });
    }
    let clashes = atk
        .clashes
        .iter()
        .map(|&t| clash_odds(c, w, atk, t, assume))
        .collect();
    Ok(AttackOdds {
        attacker: atk.attacker,
        is_np: atk.is_np,
        targets,
        clashes,
    })
}

/// The odds of a legal `React` at the reaction decision pending at `s` (G-27).
pub fn reaction(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
    assume: Assume,
) -> Result<HitOdds, OddsError> {
    let (f, _) = deciding(s)?;
    let Action::React { reaction: r } = *action else {
        return Err(OddsError::WrongAction);
    };
    if !matches!(
        s.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::Reaction { .. })
    ) {
        return Err(OddsError::WrongAction);
    }
    legal::check(c, s, f, action).map_err(OddsError::Illegal)?;
    let i = unreacted_index(s, f).ok_or(OddsError::WrongAction)?;
    let mut w = s.clone();
    w.log = None;
    react(c, &mut w, f, r);
    Ok(hit_odds(c, &w, i, assume))
}

/// The odds of every legal reaction at the reaction decision pending at `s`.
pub fn reactions(
    c: &GrailContent,
    s: &GameState,
    assume: Assume,
) -> Result<Vec<HitOdds>, OddsError> {
    deciding(s)?;
    legal::legal_main_actions(c, s)
        .iter()
        .filter(|a| matches!(a, Action::React { .. }))
        .map(|a| reaction(c, s, a, assume))
        .collect()
}

/// What one entry of the odds is made of (a target answering with one reaction), as the
/// engine will roll it: the checks' terms and critical ranges (G-22.4, G-23.3), the damage
/// roll's dice and terms (G-28.1, G-28.2), the guard (G-27.4) and the target side (G-28.3).
/// The damage is the roll before any critical or fumble table changes it (G-23.8).
#[derive(Clone, Debug, PartialEq)]
pub struct HitTerms {
    pub target: Actor,
    pub reaction: Reaction,
    /// The card the reaction pays (G-27.1, G-27.2, G-27.4).
    pub card: Option<CardType>,
    /// The attacker's hit check.
    pub hit: CheckSpec,
    /// The reaction check rolled against it; `None` for a Guard or a unit target, which
    /// roll none (G-22.3, G-29.9.2).
    pub defense: Option<CheckSpec>,
    /// The damage roll; `None` when the attacker has none.
    pub damage: Option<DamageSpec>,
    /// What the guard takes off the roll (0 without one).
    pub guard: i32,
    /// The target servant's side of the damage; `None` for a unit.
    pub side: Option<TargetSide>,
    /// The least final damage that takes the target out, `None` when no amount does (a
    /// Guts, or an OnLethalDamage skill granting one, saves it, G-28.4, G-34.2).
    pub lethal: Option<i32>,
}

/// What an NP clash is made of (G-30.7): each side's NP damage roll with its weakness
/// (G-28.2, G-35.2), before the hit check's tables, and the category penalty it suffers
/// (G-30.3). A side's value is its roll less its penalty.
#[derive(Clone, Debug, PartialEq)]
pub struct ClashTerms {
    pub target: FactionId,
    pub attacker_roll: Option<DamageSpec>,
    pub attacker_penalty: i32,
    pub target_roll: Option<DamageSpec>,
    pub target_penalty: i32,
    /// The least final damage that takes the target, or the firing servant, out
    /// ([`HitTerms::lethal`]).
    pub lethal_to_target: Option<i32>,
    pub lethal_to_attacker: Option<i32>,
}

/// The terms of an `Attack` or attack `FireNp`, in the order of [`attack`]'s odds: per
/// target, one [`HitTerms`] per reaction it may choose; one [`ClashTerms`] per clash.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackTerms {
    pub targets: Vec<Vec<HitTerms>>,
    pub clashes: Vec<ClashTerms>,
}

/// The terms behind [`attack`]'s odds of the same legal action.
pub fn attack_terms(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
) -> Result<AttackTerms, OddsError> {
    let w = prepared_attack(c, s, action)?;
    let atk = w
        .combat
        .as_ref()
        .and_then(|cb| cb.attack.as_ref())
        .ok_or(OddsError::NoDamage)?;
    let mut targets = Vec::new();
    for (i, &t) in atk.targets.iter().enumerate() {
        targets.push(match t {
            Actor::Unit { .. } => vec![hit_terms(c, &w, atk, i)],
            Actor::Servant { faction: tf } => reaction_options(c, &w, atk, tf)
                .into_iter()
                .map(|r| {
                    let mut wr = w.clone();
                    react(c, &mut wr, tf, r);
                    let atk = wr.combat.as_ref().and_then(|cb| cb.attack.as_ref());
                    atk.map(|a| hit_terms(c, &wr, a, i))
                })
                .collect::<Option<Vec<_>>>()
                .ok_or(OddsError::NoDamage)?,
        });
    }
    let clashes = atk
        .clashes
        .iter()
        .map(|&t| clash_terms(c, &w, atk, t))
        .collect();
    Ok(AttackTerms { targets, clashes })
}

/// The terms behind [`reaction`]'s odds of the same legal `React`.
pub fn reaction_terms(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
) -> Result<HitTerms, OddsError> {
    let (f, kind) = deciding(s)?;
    let Action::React { reaction: r } = *action else {
        return Err(OddsError::WrongAction);
    };
    if !matches!(kind, DecisionKind::Reaction { .. }) {
        return Err(OddsError::WrongAction);
    }
    legal::check(c, s, f, action).map_err(OddsError::Illegal)?;
    let i = unreacted_index(s, f).ok_or(OddsError::WrongAction)?;
    let mut w = s.clone();
    w.log = None;
    react(c, &mut w, f, r);
    let atk = w
        .combat
        .as_ref()
        .and_then(|cb| cb.attack.as_ref())
        .ok_or(OddsError::WrongAction)?;
    Ok(hit_terms(c, &w, atk, i))
}

/// The terms of target slot `i` of `atk`, the attack in progress at `w`.
fn hit_terms(c: &GrailContent, w: &GameState, atk: &AttackInProgress, i: usize) -> HitTerms {
    let ch = checks(c, w, atk, i);
    let source = q::actor_owner(w, atk.attacker);
    let damage = damage_spec(c, w, ch.target);
    // Whether some amount can fell the target is played out by the engine only once the
    // amount reaches its HP, so any amount at least the HP asks it (as `target_row` does).
    let row = target_row(c, w, ch.target, source, ch.guarded, i32::MAX);
    let lethal = lethal_of(&row);
    HitTerms {
        target: ch.target,
        reaction: ch.reaction,
        card: reaction_card(atk.kind, ch.reaction),
        hit: ch.hit,
        defense: ch.defense,
        damage,
        guard: row.guard,
        side: row.side,
        lethal,
    }
}

/// The least final damage that takes a target out, from its row.
fn lethal_of(row: &TargetRow) -> Option<i32> {
    (row.present && !row.saved).then_some(row.hp)
}

/// The terms of the clash of the attack NP `atk` at `w` with `t`.
fn clash_terms(
    c: &GrailContent,
    w: &GameState,
    atk: &AttackInProgress,
    t: FactionId,
) -> ClashTerms {
    let f = clash_firer(atk, t);
    let (pen_f, pen_t, _) = clash_penalties(c, w, f, t);
    let roll = |x: FactionId, y: FactionId, first: bool| {
        np_damage_spec(c, w, x, first).map(|mut spec| {
            let wk = weakness(w, x, Actor::Servant { faction: y });
            if wk != 0 {
                spec.terms.push((DamageTerm::Weakness, wk));
            }
            spec
        })
    };
    let lethal = |x: FactionId, y: FactionId| {
        lethal_of(&target_row(
            c,
            w,
            Actor::Servant { faction: x },
            Some(y),
            false,
            i32::MAX,
        ))
    };
    ClashTerms {
        target: t,
        attacker_roll: roll(f, t, atk.first_strike),
        attacker_penalty: pen_f,
        target_roll: roll(t, f, first_strike(c, w, Actor::Servant { faction: t })),
        target_penalty: pen_t,
        lethal_to_target: lethal(t, f),
        lethal_to_attacker: lethal(f, t),
    }
}

/// `s` after the deterministic part of `action` (G-26.5 steps 1–3, G-29.3.4, G-30.7 step 1):
/// the attack is declared and paid for, no die is rolled and no reaction chosen yet.
pub(crate) fn prepared_attack(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
) -> Result<GameState, OddsError> {
    let (f, kind) = deciding(s)?;
    if !matches!(kind, DecisionKind::MainAction { .. })
        || !matches!(action, Action::Attack { .. } | Action::FireNp { .. })
    {
        return Err(OddsError::WrongAction);
    }
    legal::check(c, s, f, action).map_err(OddsError::Illegal)?;
    let mut w = s.clone();
    w.log = None;
    let mut ev = Vec::new();
    Engine {
        c,
        s: &mut w,
        ev: &mut ev,
    }
    .act(f, action.clone());
    if w.combat.as_ref().is_none_or(|cb| cb.attack.is_none()) {
        return Err(OddsError::NoDamage);
    }
    Ok(w)
}

fn deciding(s: &GameState) -> Result<(FactionId, &DecisionKind), OddsError> {
    match (&s.outcome, &s.pending) {
        (None, Some(d)) => Ok((d.faction, &d.kind)),
        _ => Err(OddsError::NoDecision),
    }
}

/// The index of `f`'s target slot still waiting for its reaction (as `attack_react` finds it).
fn unreacted_index(s: &GameState, f: FactionId) -> Option<usize> {
    let atk = s.combat.as_ref()?.attack.as_ref()?;
    atk.targets.iter().enumerate().position(|(i, t)| {
        atk.reactions.get(i).copied().flatten().is_none() && *t == Actor::Servant { faction: f }
    })
}

/// The reactions target servant `tf` may choose against `atk`, as the core lists them.
fn reaction_options(
    c: &GrailContent,
    w: &GameState,
    atk: &AttackInProgress,
    tf: FactionId,
) -> Vec<Reaction> {
    let mut asked = w.clone();
    asked.pending = Some(Decision {
        faction: tf,
        kind: DecisionKind::Reaction {
            defender: Actor::Servant { faction: tf },
            attacker: atk.attacker,
            is_np: atk.is_np,
            kind: atk.kind,
            mode: atk.mode,
            range: atk.range,
            card: atk.card,
            np_name: match atk.attacker {
                Actor::Servant { faction } if atk.is_np => {
                    q::sdef(c, w, faction).map(|d| d.np.name.clone())
                }
                _ => None,
            },
        },
        deadline_s: None,
    });
    legal::legal_main_actions(c, &asked)
        .into_iter()
        .filter_map(|a| match a {
            Action::React { reaction } => Some(reaction),
            _ => None,
        })
        .collect()
}

/// Records `f`'s reaction and pays its card, as the engine does (G-27, G-24.4).
fn react(c: &GrailContent, w: &mut GameState, f: FactionId, r: Reaction) {
    let mut ev = Vec::new();
    Engine {
        c,
        s: w,
        ev: &mut ev,
    }
    .attack_react(f, r);
}

/// 2d6 natural totals 2..=12 with their probabilities.
fn two_d6() -> impl Iterator<Item = (i32, f64)> {
    (2..=12).map(|n: i32| (n, f64::from(6 - (n - 7).abs()) / 36.0))
}

/// The distribution of the sum of `count` dice of `sides` faces, as (sum, probability).
fn dice_sum(count: u32, sides: u32) -> Vec<(i32, f64)> {
    let sides = sides.max(1) as usize;
    let mut dist = vec![1.0f64];
    for _ in 0..count {
        let mut next = vec![0.0; dist.len() + sides];
        for (s, p) in dist.iter().enumerate() {
            for face in 1..=sides {
                next[s + face] += p / sides as f64;
            }
        }
        dist = next;
    }
    dist.into_iter()
        .enumerate()
        .filter(|(_, p)| *p > 0.0)
        .map(|(s, p)| (s as i32, p))
        .collect()
}

fn check(spec: &CheckSpec, natural: i32) -> Check {
    let (crit, fumble) = check_flags(natural, spec.crit_from, spec.fumble_on);
    Check {
        dice: [0, 0],
        natural,
        total: natural + spec.modifier(),
        crit,
        fumble,
    }
}

/// How a check came out, as far as the tables go (G-23.4, G-23.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flag {
    Plain,
    Crit,
    Fumble,
}

impl Flag {
    fn of(ch: &Check) -> Flag {
        if ch.crit {
            Flag::Crit
        } else if ch.fumble {
            Flag::Fumble
        } else {
            Flag::Plain
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// G-21.6: the content's critical buff of `kind`, the one an assumption picks.
pub fn strongest(c: &GrailContent, kind: BuffKind) -> Option<CritBuff> {
    c.critical_buffs()
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|&(kind, magnitude)| CritBuff { kind, magnitude })
}

/// The states a servant's table can leave before the damage (G-23.8), with their
/// probabilities, each played by the engine on a copy of `w`: C2 or C3 as [`Assume`] says,
/// F1 for each face of the d10, F2 (only the hand changes, so `w` itself) and F3 for each
/// face of the d20 (G-23.5; the calls are those of the engine's F1 and F3).
fn table_states(
    c: &GrailContent,
    w: &GameState,
    f: FactionId,
    flag: Flag,
    buff: Option<CritBuff>,
    fumble_hp: bool,
) -> Vec<(f64, GameState)> {
    let play = |act: &dyn Fn(&mut Engine)| {
        let mut x = w.clone();
        let mut ev = Vec::new();
        act(&mut Engine {
            c,
            s: &mut x,
            ev: &mut ev,
        });
        x
    };
    match flag {
        Flag::Plain => vec![(1.0, w.clone())],
        Flag::Crit => {
            let choice = match buff {
                Some(menu) => CritChoice::Buff { menu },
                None => CritChoice::GainCard {
                    card: CardType::Buster,
                },
            };
            vec![(1.0, play(&|e| e.crit_choice(f, choice)))]
        }
        Flag::Fumble => {
            let mut out = Vec::new();
            for d in 1..=10 {
                out.push((
                    1.0 / 30.0,
                    play(&|e| {
                        if fumble_hp {
                            e.hurt_servant(f, d, None, false, true)
                        } else {
                            e.lose_servant_mp(f, d, MpReason::Fumble)
                        }
                    }),
                ));
            }
            out.push((1.0 / 3.0, w.clone()));
            for d in 1..=20 {
                let id = DebuffId::from_d20(d);
                out.push((
                    1.0 / 60.0,
                    play(&|e| e.add_debuff(f, id, None, EffectSource::Fumble, Some(f))),
                ));
            }
            out
        }
    }
}

/// Adds `p` to the entry equal to `key`, or appends it.
fn add_to<K: PartialEq>(rows: &mut Vec<(f64, K)>, p: f64, key: K) {
    if p <= 0.0 {
        return;
    }
    match rows.iter_mut().find(|(_, k)| *k == key) {
        Some((q, _)) => *q += p,
        None => rows.push((p, key)),
    }
}

/// What the damage step reads from the target after the tables: present at all, the guard,
/// the target side (G-28.3), its HP, and whether it survives a lethal hit (G-28.4: a Guts,
/// or an OnLethalDamage skill granting one, G-34.2).
#[derive(Clone, Debug, PartialEq, Eq)]
struct TargetRow {
    present: bool,
    guard: i32,
    side: Option<TargetSide>,
    hp: i32,
    saved: bool,
}

/// The row of `target` in `w`; `lethal` says whether any damage could reach its HP, and
/// only then is a lethal hit played by the engine on a copy (the Guts and the auto skills
/// decide, whatever the amount).
fn target_row(
    c: &GrailContent,
    w: &GameState,
    target: Actor,
    source: Option<FactionId>,
    guarded: bool,
    max_damage: i32,
) -> TargetRow {
    let (side, hp) = match target {
        Actor::Servant { faction } => (
            Some(target_side(c, w, faction, source)),
            w.factions[usize::from(faction)].servant.hp,
        ),
        Actor::Unit { uid } => (
            None,
            w.combat
                .as_ref()
                .and_then(|cb| cb.unit(uid))
                .map_or(0, |u| u.hp),
        ),
    };
    let saved = match target {
        Actor::Servant { faction } if max_damage >= hp => {
            let mut x = w.clone();
            let mut ev = Vec::new();
            Engine {
                c,
                s: &mut x,
                ev: &mut ev,
            }
            .hurt_servant(faction, hp, source, true, true);
            x.factions[usize::from(faction)].alive()
        }
        _ => false,
    };
    TargetRow {
        present: q::actor_present(w, target),
        guard: if guarded {
            guard_value(c, w, target)
        } else {
            0
        },
        side,
        hp,
        saved,
    }
}

/// The dice and flat part of the damage roll of the attack in progress at `w` on `target`.
fn damage_flat(c: &GrailContent, w: &GameState, target: Actor) -> Option<(u32, u32, i32)> {
    damage_spec(c, w, target).map(|spec| (spec.count, spec.sides, spec.flat()))
}

/// The damage roll of the attack in progress at `w` on `target`, before the guard and the
/// target side (G-28.1, G-28.2 with weakness, G-29.6); `None` when the attacker has none.
fn damage_spec(c: &GrailContent, w: &GameState, target: Actor) -> Option<DamageSpec> {
    let atk = w.combat.as_ref()?.attack.as_ref()?;
    if atk.is_np {
        let Actor::Servant { faction } = atk.attacker else {
            return None;
        };
        let mut spec = np_damage_spec(c, w, faction, atk.first_strike)?;
        let wk = weakness(w, faction, target);
        if wk != 0 {
            spec.terms.push((DamageTerm::Weakness, wk));
        }
        Some(spec)
    } else {
        attack_damage_spec(c, w, atk, target)
    }
}

/// The checks of target slot `i` of the attack in progress at `w`.
struct Checks {
    target: Actor,
    /// Its reaction, or the default Guard (G-27.8).
    reaction: Reaction,
    hit: CheckSpec,
    /// A Guard, or a unit target (G-29.9.2): no reaction check, the guard off the damage.
    guarded: bool,
    defense: Option<CheckSpec>,
}

/// G-22.4, G-27, G-22.3: the hit check of target slot `i` of `atk` at `w` and the check its
/// reaction rolls against it, if any.
fn checks(c: &GrailContent, w: &GameState, atk: &AttackInProgress, i: usize) -> Checks {
    let target = atk.targets[i];
    let reaction = atk
        .reactions
        .get(i)
        .copied()
        .flatten()
        .unwrap_or(Reaction::Guard { card: None });
    let guarded =
        matches!(reaction, Reaction::Guard { .. }) || matches!(target, Actor::Unit { .. });
    let defense = match target {
        Actor::Servant { faction } if !guarded => {
            Some(defense_check_spec(c, w, faction, atk, reaction))
        }
        _ => None,
    };
    Checks {
        target,
        reaction,
        hit: hit_check_spec(c, w, atk),
        guarded,
        defense,
    }
}

/// G-22, G-23, G-28: the odds of target slot `i` of the attack in progress at `w`, its
/// reaction already recorded (or the default Guard, G-27.8).
fn hit_odds(c: &GrailContent, w: &GameState, i: usize, assume: Assume) -> HitOdds {
    let Some(atk) = w.combat.as_ref().and_then(|cb| cb.attack.as_ref()) else {
        return empty_odds(Actor::Servant { faction: 0 });
    };
    let Checks {
        target,
        reaction,
        hit: hit_spec,
        guarded,
        defense: def_spec,
    } = checks(c, w, atk, i);
    let attacker_f = match atk.attacker {
        Actor::Servant { faction } => Some(faction),
        Actor::Unit { .. } => None,
    };
    let source = q::actor_owner(w, atk.attacker);
    let mut out = empty_odds(target);
    out.reaction = reaction;
    // Weights of (attacker flag, defender flag), split by whether the attack hit.
    let mut hit_w = [[0.0f64; 3]; 3];
    let mut miss_w = [[0.0f64; 3]; 3];
    let defender_checks: Vec<(f64, Option<Check>)> = match &def_spec {
        Some(spec) => two_d6().map(|(n, p)| (p, Some(check(spec, n)))).collect(),
        None => vec![(1.0, None)],
    };
    for (na, pa) in two_d6() {
        let a = check(&hit_spec, na);
        for (pd, d) in &defender_checks {
            let p = pa * pd;
            let won = match d {
                Some(d) => opposed(&a, d).0,
                None => !a.fumble,
            };
            let df = d.as_ref().map_or(Flag::Plain, Flag::of);
            let cell = if won { &mut hit_w } else { &mut miss_w };
            cell[Flag::of(&a).index()][df.index()] += p;
        }
    }
    let total = |m: &[[f64; 3]; 3], a: Option<Flag>, d: Option<Flag>| -> f64 {
        let mut s = 0.0;
        for (ai, row) in m.iter().enumerate() {
            for (di, v) in row.iter().enumerate() {
                if a.is_none_or(|x| x.index() == ai) && d.is_none_or(|x| x.index() == di) {
                    s += v;
                }
            }
        }
        s
    };
    out.hit = total(&hit_w, None, None);
    let both = |a: Option<Flag>, d: Option<Flag>| total(&hit_w, a, d) + total(&miss_w, a, d);
    out.crit = both(Some(Flag::Crit), None);
    out.fumble = both(Some(Flag::Fumble), None);
    out.defender_crit = both(None, Some(Flag::Crit));
    out.defender_fumble = both(None, Some(Flag::Fumble));
    // The tables: the attacker's only for a servant (G-29.9.2 units have none), the
    // defender's only after a check it rolled against a normal attack (G-23.6).
    let flags = [Flag::Plain, Flag::Crit, Flag::Fumble];
    // An upper bound of the damage, for whether a lethal hit needs playing: the dice at
    // their highest, the flat terms with C3's damage boost and Defense Down from F3.
    let max_damage = damage_flat(c, w, target)
        .map_or(0, |(count, sides, flat)| (count * sides) as i32 + flat + 15);
    let mut attacker_rows: [Vec<(f64, Option<(u32, u32, i32)>)>; 3] = Default::default();
    let mut target_rows: [Vec<(f64, TargetRow)>; 3] = Default::default();
    for flag in flags {
        let k = flag.index();
        let used = (0..3).any(|d| hit_w[k][d] > 0.0);
        if used {
            let states = match attacker_f {
                Some(f) => table_states(
                    c,
                    w,
                    f,
                    flag,
                    assume
                        .attacker_might
                        .then(|| strongest(c, BuffKind::DamageDealtUp))
                        .flatten(),
                    assume.fumble_hp,
                ),
                None => vec![(1.0, w.clone())],
            };
            for (p, x) in states {
                add_to(&mut attacker_rows[k], p, damage_flat(c, &x, target));
            }
        }
        let used = (0..3).any(|a| hit_w[a][k] > 0.0 || miss_w[a][k] > 0.0);
        if used {
            let states = match target {
                Actor::Servant { faction } if def_spec.is_some() && !atk.is_np => table_states(
                    c,
                    w,
                    faction,
                    flag,
                    assume
                        .defender_ward
                        .then(|| strongest(c, BuffKind::DamageTakenDown))
                        .flatten(),
                    assume.fumble_hp,
                ),
                _ => vec![(1.0, w.clone())],
            };
            for (p, x) in states {
                let row = target_row(c, &x, target, source, guarded, max_damage);
                add_to(&mut target_rows[k], p, row);
            }
        }
    }
    let mut dist: Vec<(i32, f64)> = Vec::new();
    for ((hit_row, miss_row), a_rows) in hit_w.iter().zip(&miss_w).zip(&attacker_rows) {
        for ((&hit, &miss), t_rows) in hit_row.iter().zip(miss_row).zip(&target_rows) {
            if miss > 0.0 {
                dist.push((0, miss));
                // Out by its own F1 even though the attack missed.
                let gone: f64 = t_rows
                    .iter()
                    .filter(|(_, r)| !r.present)
                    .map(|(p, _)| p)
                    .sum();
                out.falls += miss * gone;
            }
            if hit <= 0.0 {
                continue;
            }
            for (pa, flat) in a_rows {
                for (pt, row) in t_rows {
                    let p = hit * pa * pt;
                    let (Some((count, sides, flat)), true) = (flat, row.present) else {
                        // No damage roll: the attacker is gone, or the target left first.
                        dist.push((0, p));
                        if !row.present {
                            out.falls += p;
                        }
                        continue;
                    };
                    for (sum, pdice) in dice_sum(*count, *sides) {
                        let value = sum + flat - row.guard;
                        let fin = match &row.side {
                            Some(side) => side.final_damage(value),
                            None => value.max(0),
                        };
                        dist.push((fin, p * pdice));
                        if fin >= row.hp && !row.saved {
                            out.falls += p * pdice;
                        }
                    }
                }
            }
        }
    }
    out.damage = merge(dist);
    out.mean_damage = out.damage.iter().map(|(d, p)| f64::from(*d) * p).sum();
    out
}

fn empty_odds(target: Actor) -> HitOdds {
    HitOdds {
        target,
        reaction: Reaction::Guard { card: None },
        hit: 0.0,
        crit: 0.0,
        fumble: 0.0,
        defender_crit: 0.0,
        defender_fumble: 0.0,
        damage: vec![(0, 1.0)],
        mean_damage: 0.0,
        falls: 0.0,
    }
}

/// Sums equal amounts and sorts by amount, dropping zero probabilities.
fn merge(mut dist: Vec<(i32, f64)>) -> Vec<(i32, f64)> {
    dist.sort_by_key(|(d, _)| *d);
    let mut out: Vec<(i32, f64)> = Vec::new();
    for (d, p) in dist {
        match out.last_mut() {
            Some((x, q)) if *x == d => *q += p,
            _ => out.push((d, p)),
        }
    }
    out.retain(|(_, p)| *p > 0.0);
    out
}

/// The servant firing the attack NP `atk` (only a servant's NP clashes, G-30.6).
fn clash_firer(atk: &AttackInProgress, t: FactionId) -> FactionId {
    match atk.attacker {
        Actor::Servant { faction } => faction,
        Actor::Unit { .. } => t,
    }
}

/// G-30.3, G-30.4: the category penalties of firing servant `f` and clashing `t`, and the
/// range of `t`'s NP.
fn clash_penalties(c: &GrailContent, w: &GameState, f: FactionId, t: FactionId) -> (i32, i32, u8) {
    let np_x = q::sdef(c, w, f).map(|d| &d.np);
    let np_y = q::sdef(c, w, t).map(|d| &d.np);
    match (np_x, np_y) {
        (Some(x), Some(y)) => (
            x.category.clash_penalty(y.category),
            y.category.clash_penalty(x.category),
            y.range,
        ),
        _ => (0, 0, 0),
    }
}

/// G-30.7: the clash of the attack NP in progress at `w` with target servant `t`.
fn clash_odds(
    c: &GrailContent,
    w: &GameState,
    atk: &AttackInProgress,
    t: FactionId,
    assume: Assume,
) -> ClashOdds {
    let f = clash_firer(atk, t);
    let (pen_f, pen_t, range_y) = clash_penalties(c, w, f, t);
    let reaches = q::map(c, w).is_some_and(|m| {
        m.hop(
            w.factions[usize::from(t)].district,
            w.factions[usize::from(f)].district,
        ) <= range_y
    });
    // G-30.8: F's one damage roll, after its hit check's tables when other targets made it
    // roll one (G-23.8).
    let rolled_hit = atk.targets.iter().any(|x| q::actor_present(w, *x));
    // Each way F's hit check and its table can leave F, with its damage roll then.
    let mut rows: Vec<(f64, Option<DamageSpec>)> = Vec::new();
    if rolled_hit {
        let spec = hit_check_spec(c, w, atk);
        let mut by_flag = [0.0f64; 3];
        for (n, p) in two_d6() {
            by_flag[Flag::of(&check(&spec, n)).index()] += p;
        }
        for flag in [Flag::Plain, Flag::Crit, Flag::Fumble] {
            if by_flag[flag.index()] <= 0.0 {
                continue;
            }
            let states = table_states(
                c,
                w,
                f,
                flag,
                assume
                    .attacker_might
                    .then(|| strongest(c, BuffKind::DamageDealtUp))
                    .flatten(),
                assume.fumble_hp,
            );
            for (p, x) in states {
                add_to(
                    &mut rows,
                    by_flag[flag.index()] * p,
                    np_damage_spec(c, &x, f, atk.first_strike),
                );
            }
        }
    } else {
        rows.push((1.0, np_damage_spec(c, w, f, atk.first_strike)));
    }
    let spec_t = np_damage_spec(c, w, t, first_strike(c, w, Actor::Servant { faction: t }));
    let base_t = spec_t.as_ref().map_or(0, |s| s.flat())
        + weakness(w, t, Actor::Servant { faction: f })
        - pen_t;
    let dice_t = spec_t
        .as_ref()
        .map_or_else(|| vec![(0, 1.0)], |s| dice_sum(s.count, s.sides));
    let side_t = target_side(c, w, t, Some(f));
    let side_f = target_side(c, w, f, Some(t));
    let (mut win, mut tie, mut lose) = (0.0, 0.0, 0.0);
    let mut to_t = Vec::new();
    let mut to_f = Vec::new();
    for (pr, spec_f) in &rows {
        let Some(spec_f) = spec_f else { continue };
        let base_f = spec_f.flat() + weakness(w, f, Actor::Servant { faction: t }) - pen_f;
        for (sf, pf) in dice_sum(spec_f.count, spec_f.sides) {
            let v_f = sf + base_f;
            for &(st, pt) in &dice_t {
                let v_t = st + base_t;
                let p = pr * pf * pt;
                if v_f > v_t {
                    win += p;
                    to_t.push((side_t.final_damage(v_f - v_t), p));
                    to_f.push((0, p));
                } else if v_t > v_f {
                    lose += p;
                    to_t.push((0, p));
                    to_f.push((
                        if reaches {
                            side_f.final_damage(v_t - v_f)
                        } else {
                            0
                        },
                        p,
                    ));
                } else {
                    tie += p;
                    to_t.push((0, p));
                    to_f.push((0, p));
                }
            }
        }
    }
    let to_t = merge(to_t);
    let to_f = merge(to_f);
    let mean = |d: &[(i32, f64)]| d.iter().map(|(x, p)| f64::from(*x) * p).sum();
    ClashOdds {
        target: t,
        win,
        tie,
        lose,
        reaches,
        mean_to_target: mean(&to_t),
        mean_to_attacker: mean(&to_f),
        damage_to_target: to_t,
        damage_to_attacker: to_f,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::rules::dice::Dice;
    use crate::rules::grail::event::EventKind;
    use crate::rules::grail::setup::new_game;
    use crate::rules::grail::sim::{SimOptions, random_action};
    use crate::rules::grail::{apply, legal_actions};

    /// Up to `count` positions of seeded random games of the default lineup where `pick`
    /// finds something, a few per game, each with what it found.
    pub(crate) fn positions<T>(
        c: &GrailContent,
        count: usize,
        mut pick: impl FnMut(&GameState) -> Option<T>,
    ) -> Vec<(GameState, T)> {
        let opts = SimOptions::default();
        let mut out = Vec::new();
        for seed in 1..=60u64 {
            let config = GameConfig::default_lineup(seed, 2 + (seed % 3) as usize);
            let (mut s, _) = new_game(c, config).expect("setup");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (mut free, mut here) = (0, 0);
            for _ in 0..6000 {
                let Some(f) = s.deciding() else { break };
                if let Some(t) = pick(&s) {
                    out.push((s.clone(), t));
                    if out.len() >= count {
                        return out;
                    }
                    here += 1;
                    if here >= 3 {
                        break;
                    }
                }
                let Some(a) = random_action(c, &s, &mut rng, &opts, free) else {
                    break;
                };
                free = if a.is_free() { free + 1 } else { 0 };
                apply(c, &mut s, f, a).expect("a listed action");
            }
        }
        out
    }

    /// At a main action decision, up to four legal attacks or attack NPs that have odds.
    pub(crate) fn attacks(c: &GrailContent, s: &GameState) -> Option<Vec<Action>> {
        if !matches!(
            s.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::MainAction { .. })
        ) {
            return None;
        }
        let found: Vec<Action> = legal_actions(c, s)
            .into_iter()
            .filter(|a| matches!(a, Action::Attack { .. } | Action::FireNp { .. }))
            .filter(|a| prepared_attack(c, s, a).is_ok())
            .take(4)
            .collect();
        (!found.is_empty()).then_some(found)
    }

    /// G-22.4, G-23.3, G-27, G-28.1, G-28.2, G-28.3: the terms behind the odds are the
    /// ones the engine rolls: the hit and reaction checks' terms and ranges of each reply
    /// match its `CheckRolled`, the damage terms, guard and target side its `DamageDealt`
    /// (when no table changed the damage first), and the defender's own view of a reply
    /// at its reaction decision is the attacker's.
    #[test]
    fn g22_g27_g28_terms_are_what_the_engine_rolls() {
        let c = GrailContent::builtin().expect("content");
        let found = positions(&c, 10, |s| attacks(&c, s));
        assert_eq!(found.len(), 10, "positions with an attack");
        let (mut checks, mut damages, mut defenses) = (0, 0, 0);
        for (k, (s, actions)) in found.iter().enumerate() {
            for a in actions {
                let o = attack(&c, s, a, Assume::default()).expect("odds");
                let terms = attack_terms(&c, s, a).expect("terms");
                assert_eq!(terms.targets.len(), o.targets.len());
                assert_eq!(terms.clashes.len(), o.clashes.len());
                for (t, ts) in o.targets.iter().zip(&terms.targets) {
                    assert_eq!(ts.len(), t.reactions.len(), "{a:?}");
                    for (h, ht) in t.reactions.iter().zip(ts) {
                        assert_eq!((h.target, h.reaction), (ht.target, ht.reaction));
                    }
                }
                if o.targets.len() != 1 || !o.clashes.is_empty() {
                    continue;
                }
                for (j, ht) in terms.targets[0].iter().enumerate() {
                    let mut x = s.clone();
                    x.rng = Dice::seeded(1000 * k as u64 + j as u64);
                    let f = x.deciding().expect("attacker");
                    let mut ev = apply(&c, &mut x, f, a.clone()).expect("legal");
                    if let Some(d) = x.pending.clone()
                        && matches!(d.kind, DecisionKind::Reaction { .. })
                    {
                        let r = Action::React {
                            reaction: ht.reaction,
                        };
                        assert_eq!(reaction_terms(&c, &x, &r).as_ref(), Ok(ht));
                        ev.extend(apply(&c, &mut x, d.faction, r).expect("legal"));
                    }
                    let mut table = false;
                    for e in &ev {
                        match &e.kind {
                            EventKind::CheckRolled {
                                actor,
                                modifiers,
                                crit_from,
                                fumble_on,
                                crit,
                                fumble,
                                ..
                            } => {
                                table |= *crit || *fumble;
                                let spec = if *actor == o.attacker {
                                    &ht.hit
                                } else {
                                    defenses += 1;
                                    ht.defense.as_ref().expect("a listed reaction check")
                                };
                                assert_eq!(
                                    (modifiers, crit_from, fumble_on),
                                    (&spec.mods, &spec.crit_from, &spec.fumble_on)
                                );
                                checks += 1;
                            }
                            EventKind::DamageDealt {
                                target,
                                source: Some(src),
                                breakdown,
                                ..
                            } if *target == ht.target && *src == o.attacker && !table => {
                                let spec = ht.damage.as_ref().expect("a damage roll");
                                let mut want = spec.terms.clone();
                                if ht.guard != 0 {
                                    want.push((DamageTerm::Guard, -ht.guard));
                                }
                                if let Some(side) = &ht.side {
                                    want.extend(side.terms.iter().copied());
                                    if side.invincible {
                                        want.push((DamageTerm::Invincible, 0));
                                    }
                                }
                                assert_eq!(breakdown.first().map(|b| b.0), Some(DamageTerm::Dice));
                                assert_eq!(&breakdown[1..], &want[..]);
                                damages += 1;
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        assert!(
            checks > 0 && defenses > 0 && damages > 0,
            "{checks} {defenses} {damages}"
        );
    }

    /// G-28.4, G-34.2: the least lethal amount is the target's HP, unless a Guts saves it.
    #[test]
    fn g28_4_lethal_is_the_hp_unless_a_guts_saves() {
        let c = GrailContent::builtin().expect("content");
        let (s, actions) = positions(&c, 1, |s| attacks(&c, s))
            .pop()
            .expect("an attack");
        let a = &actions[0];
        let terms = attack_terms(&c, &s, a).expect("terms");
        let ht = &terms.targets[0][0];
        let hp = match ht.target {
            Actor::Servant { faction } => s.factions[usize::from(faction)].servant.hp,
            Actor::Unit { uid } => s
                .combat
                .as_ref()
                .and_then(|cb| cb.unit(uid))
                .map_or(0, |u| u.hp),
        };
        assert_eq!(ht.lethal, Some(hp));
        if let Actor::Servant { faction } = ht.target {
            let mut g = s.clone();
            g.next_uid += 1;
            let uid = g.next_uid;
            g.factions[usize::from(faction)].servant.buffs.push(Buff {
                uid,
                kind: BuffOrDebuff::Buff {
                    kind: crate::content::grail::BuffKind::Guts { hp: 5 },
                },
                magnitude: 0,
                expiry: Expiry::CombatEnd,
                source: EffectSource::CommandSpell,
                source_faction: Some(faction),
                removable: true,
            });
            let saved = attack_terms(&c, &g, a).expect("terms");
            assert_eq!(saved.targets[0][0].lethal, None);
        }
    }

    #[test]
    fn dice_sums_are_exact_distributions() {
        let d = dice_sum(2, 10);
        assert_eq!(d.first(), Some(&(2, 0.01)));
        assert_eq!(d.len(), 19);
        let total: f64 = d.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-12);
        let p11 = d.iter().find(|(s, _)| *s == 11).map(|(_, p)| *p);
        assert!(p11.is_some_and(|p| (p - 0.10).abs() < 1e-12));
        let two: f64 = two_d6().map(|(_, p)| p).sum();
        assert!((two - 1.0).abs() < 1e-12);
    }

    #[test]
    fn merge_sums_equal_amounts() {
        assert_eq!(
            merge(vec![(3, 0.25), (0, 0.5), (3, 0.25), (7, 0.0)]),
            vec![(0, 0.5), (3, 0.5)]
        );
    }
}
