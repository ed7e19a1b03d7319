//! The candidate actions of a decision, before `check` keeps the legal ones (G-39.1): one
//! canonical path per destination, each card split, every target.

use super::*;

/// Every split of six cards into Buster, Arts and Quick: Tactical Refinement's choices
/// (G-33.6).
const CARD_SPLITS: [CardCounts; 28] = card_splits();

const fn card_splits() -> [CardCounts; 28] {
    let mut v = [CardCounts {
        buster: 0,
        arts: 0,
        quick: 0,
    }; 28];
    let (mut i, mut b) = (0, 0);
    while b <= 6 {
        let mut a = 0;
        while a <= 6 - b {
            v[i] = CardCounts {
                buster: b,
                arts: a,
                quick: 6 - b - a,
            };
            i += 1;
            a += 1;
        }
        b += 1;
    }
    v
}

/// The command spells without a parameter, in the order the menu lists them.
const PLAIN_SPELLS: [CommandSpell; 17] = {
    use CommandSpell::*;
    [
        HpRecovery,
        MpRecovery,
        FightingSpirit,
        DefenseBoost,
        AbilityBoost,
        SelfDestruct,
        DebuffRemoval,
        Concentration,
        Technique,
        StrengthBoost,
        EnduranceBoost,
        AgilityBoost,
        Rally,
        Unfalling,
        Boundless,
        StarEye,
        PhantasmUplift,
    ]
};

pub(super) fn free_candidates(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    kind: &DecisionKind,
    ctx: Ctx,
    out: &mut Vec<Action>,
    mut legal_only: Option<LegalOnly<'_>>,
) {
    let Some(x) = s.faction(f) else { return };
    // `None`: every candidate (the menu shows the illegal ones with their reason).
    // `Some`: for a listing of the legal ones, no skill or modifier that cannot be used now
    // (every action naming it fails `check`), no spell of a family the caller refuses, and
    // only the actions it keeps, so that a caller who keeps few (the bots: one card split
    // of 28, no teleport but onto the Grail) builds only those.
    let usable_only = legal_only.is_some();
    let usable = |r: SkillRef, k: &Skill| {
        !usable_only || skill_base_ok(s, f, r, k, matches!(ctx, Ctx::Combat(_))).is_ok()
    };
    let mut family = |fam: SpellFamily| {
        legal_only
            .as_mut()
            .is_none_or(|(families, _)| families(fam))
    };
    let (teleport, withdrawal, refinement, battle_roar) = (
        family(SpellFamily::Teleport),
        family(SpellFamily::Withdrawal),
        family(SpellFamily::TacticalRefinement),
        family(SpellFamily::BattleRoar),
    );
    let mut push = |a: Action| {
        if legal_only.as_mut().is_none_or(|(_, keep)| keep(&a)) {
            out.push(a);
        }
    };
    let n_d = q::map(c, s).map(|m| m.len()).unwrap_or(0) as u8;
    // Command spells.
    if !x.master.asleep && x.master.command_spells >= 1 {
        use CommandSpell::*;
        let spell = |spell| Action::UseCommandSpell { spell };
        for p in PLAIN_SPELLS {
            push(spell(p));
        }
        if teleport {
            for d in 0..n_d {
                push(spell(Teleport { destination: d }));
            }
        }
        if matches!(ctx, Ctx::Combat(_)) {
            if withdrawal {
                for d in 0..n_d {
                    push(spell(Withdrawal { destination: d }));
                }
            }
            if refinement {
                for cards in CARD_SPLITS {
                    push(spell(TacticalRefinement { cards }));
                }
            }
            if battle_roar
                && matches!(
                    kind,
                    DecisionKind::RoundStartWindow | DecisionKind::OwnTurnStartWindow
                )
            {
                for target in np_target_candidates(c, s, f) {
                    push(spell(BattleRoar { target }));
                }
            }
        }
    }
    // Skills: each target (a hostile-range skill names one combatant), each set of magic
    // modifiers for a magic skill, the sets in the order of their bits (the modifiers
    // listed first vary fastest). Built without allocating for the usual skill, which
    // has neither.
    let mut mods: Option<Vec<SkillRef>> = None;
    for (r, sk) in q::all_skills(c, s, f) {
        if !timing_ok(sk, ctx) || !usable(r, sk) {
            continue;
        }
        let hostile = matches!(sk.target, TargetSpec::HostileInRange { .. });
        let combatants = match (&s.combat, hostile) {
            (Some(cb), true) => &cb.participants[..],
            _ => &[],
        };
        let mods: &[SkillRef] = if sk.magic {
            mods.get_or_insert_with(|| {
                q::all_skills(c, s, f)
                    .filter(|(r, k)| k.timing == Timing::OnMagicUse && usable(*r, k))
                    .map(|(r, _)| r)
                    .collect()
            })
        } else {
            &[]
        };
        // Each hostile combatant, or no target for a skill that names none.
        let targets = combatants
            .iter()
            .map(|p| Some(p.faction))
            .chain((!hostile).then_some(None));
        for t in targets {
            for bits in 0..1u32 << mods.len() {
                push(Action::UseSkill {
                    skill: r,
                    targets: t
                        .map(|faction| TargetRef::Actor {
                            actor: Actor::Servant { faction },
                        })
                        .into_iter()
                        .collect(),
                    magic_mods: (0..mods.len())
                        .filter(|i| bits >> i & 1 == 1)
                        .map(|i| mods[i])
                        .collect(),
                });
            }
        }
    }
    // Supply MP: the amount that fills the servant up.
    let max_mp = q::sdef(c, s, f).map(|d| d.max_mp).unwrap_or(0);
    let want = (max_mp - x.servant.mp).min(x.master.mp);
    if want >= 1 {
        push(Action::SupplyMp { amount: want });
    }
    if matches!(kind, DecisionKind::PriorityPrompt { .. }) {
        push(Action::DissolveAlliance);
    }
}

pub(super) fn np_target_candidates(c: &GrailContent, s: &GameState, f: FactionId) -> Vec<NpTarget> {
    let Some(np) = q::sdef(c, s, f).map(|d| &d.np) else {
        return Vec::new();
    };
    match (np.kind, np.category) {
        (NpKind::Attack, NpCategory::AntiUnit) => q::combat_actors(s)
            .into_iter()
            .map(|actor| NpTarget::Unit { actor })
            .collect(),
        (NpKind::Attack, NpCategory::AntiArmy) => {
            let mut ds: Vec<DistrictIdx> = q::combat_actors(s)
                .into_iter()
                .filter_map(|a| q::actor_pos(s, a))
                .collect();
            ds.sort_unstable();
            ds.dedup();
            ds.into_iter().map(|id| NpTarget::District { id }).collect()
        }
        _ => vec![NpTarget::Area],
    }
}

pub(super) fn candidates(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    kind: &DecisionKind,
) -> Vec<Action> {
    let mut out = Vec::new();
    candidates_into(c, s, f, kind, &mut out);
    out
}

/// [`candidates`], appended to `out`.
pub(super) fn candidates_into(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    kind: &DecisionKind,
    out: &mut Vec<Action>,
) {
    match kind {
        DecisionKind::PriorityPrompt { .. } => {
            out.push(Action::Pass);
            for t in 0..s.n() {
                for stance in [
                    EncounterStance::Negotiate,
                    EncounterStance::Fight,
                    EncounterStance::Block,
                    EncounterStance::Steal,
                ] {
                    out.push(Action::DeclareEncounter { target: t, stance });
                }
                out.push(Action::DeclareAmbush { target: t });
            }
            out.push(Action::DeclareSoulEating);
        }
        DecisionKind::Declaration { engaged } => {
            let mut actions = Vec::new();
            let Some(tree) = plan::declaration_parts(c, s, f, *engaged, &mut actions) else {
                return;
            };
            let paths = std::iter::once(Vec::new())
                .chain(tree.iter().flat_map(|t| t.dests().map(|d| t.path(d))));
            for p in paths {
                for a in &actions {
                    out.push(Action::Declare {
                        move_path: p.clone(),
                        action: *a,
                    });
                }
            }
        }
        DecisionKind::Targeted { .. }
        | DecisionKind::NormalResolutionPrompt
        | DecisionKind::CombatStartWindow
        | DecisionKind::OwnTurnStartWindow => out.push(Action::Done),
        DecisionKind::NegotiationOffer { .. } => {
            for offer in [
                Offer::Truce,
                Offer::Alliance,
                Offer::IntelExchange,
                Offer::Fight,
            ] {
                out.push(Action::Propose { offer });
            }
        }
        DecisionKind::NegotiationAnswer { .. } => {
            for answer in [Answer::Accept, Answer::Decline, Answer::Attack] {
                out.push(Action::Respond { answer });
            }
        }
        DecisionKind::AfterDecline { .. } => {
            out.push(Action::AfterDecline { fight: true });
            out.push(Action::AfterDecline { fight: false });
        }
        DecisionKind::AmbushResponse { .. } => {
            out.push(Action::AmbushResponse { flee: true });
            out.push(Action::AmbushResponse { flee: false });
        }
        DecisionKind::InterventionPrompt { .. } => {
            out.push(Action::Intervene { join: true });
            out.push(Action::Intervene { join: false });
        }
        DecisionKind::RoundStartWindow => {
            out.extend([
                Action::DeclareNp,
                Action::CancelNp,
                Action::DeclareRetreat,
                Action::OfferCeasefire,
                Action::Done,
            ]);
        }
        DecisionKind::MainAction { actor } => main_candidates(c, s, *actor, out),
        DecisionKind::Reaction { .. } => {
            out.push(Action::React {
                reaction: Reaction::NormalDefense,
            });
            for card in [
                None,
                Some(CardType::Buster),
                Some(CardType::Arts),
                Some(CardType::Quick),
            ] {
                out.push(Action::React {
                    reaction: Reaction::LuckDefense { card },
                });
                out.push(Action::React {
                    reaction: Reaction::Guard { card },
                });
            }
        }
        DecisionKind::CriticalChoice { .. } => {
            out.push(Action::ChooseCritical {
                choice: CritChoice::HealHp,
            });
            out.push(Action::ChooseCritical {
                choice: CritChoice::HealMp,
            });
            for card in CardType::ALL {
                out.push(Action::ChooseCritical {
                    choice: CritChoice::GainCard { card },
                });
            }
            for &(kind, magnitude) in c.critical_buffs() {
                out.push(Action::ChooseCritical {
                    choice: CritChoice::Buff {
                        menu: CritBuff { kind, magnitude },
                    },
                });
            }
        }
        DecisionKind::FumbleHpOrMp { .. } => {
            out.push(Action::ChooseFumbleTarget { hp: true });
            out.push(Action::ChooseFumbleTarget { hp: false });
        }
    }
}

fn main_candidates(c: &GrailContent, s: &GameState, actor: Actor, out: &mut Vec<Action>) {
    out.push(Action::Wait);
    let (from, budget, riding, owner) = match actor {
        Actor::Servant { faction } => (
            s.faction(faction).map(|x| x.district).unwrap_or(0),
            q::movement(c, s, faction),
            q::riding(c, s, faction),
            faction,
        ),
        Actor::Unit { uid } => match unit_of(s, uid) {
            Some(u) => (u.position, i32::from(u.spec.movement), false, u.owner),
            None => return,
        },
    };
    let paths = combat_paths(c, s, actor, from, budget, riding);
    if let Actor::Servant { faction } = actor {
        let (_, retreat) = retreat_options(c, s, faction);
        if retreat.is_empty() {
            out.push(Action::RetreatMove { path: Vec::new() });
        }
        for (_, p) in retreat {
            out.push(Action::RetreatMove { path: p });
        }
    }
    for (_, p) in &paths {
        out.push(Action::Move { path: p.clone() });
    }
    let mut pres: Vec<Vec<DistrictIdx>> = vec![Vec::new()];
    pres.extend(paths.into_iter().map(|(_, p)| p));
    let targets: Vec<Actor> = q::combat_actors(s)
        .into_iter()
        .filter(|&a| a != actor && q::hostile_to(s, owner, a))
        .collect();
    let kinds: &[(AttackKind, Option<CardType>)] = match actor {
        Actor::Unit { .. } => &[(AttackKind::Luck, None)],
        Actor::Servant { .. } => &[
            (AttackKind::Buster, None),
            (AttackKind::Arts, None),
            (AttackKind::Quick, None),
            (AttackKind::Luck, None),
            (AttackKind::Luck, Some(CardType::Buster)),
            (AttackKind::Luck, Some(CardType::Arts)),
            (AttackKind::Luck, Some(CardType::Quick)),
        ],
    };
    let Some(m) = q::map(c, s) else { return };
    for pre in &pres {
        let at = pre.last().copied().unwrap_or(from);
        for &t in &targets {
            let Some(tp) = q::actor_pos(s, t) else {
                continue;
            };
            let hop = m.hop(at, tp);
            let mode = if hop == 0 {
                AttackMode::Melee
            } else {
                AttackMode::Ranged
            };
            let modes: &[AttackMode] = if hop == 1 {
                &[AttackMode::Melee, AttackMode::Ranged]
            } else {
                std::slice::from_ref(&mode)
            };
            for &mode in modes {
                for &(kind, luck_card) in kinds {
                    out.push(Action::Attack {
                        pre_move: pre.clone(),
                        target: t,
                        mode,
                        kind,
                        luck_card,
                    });
                }
            }
        }
        if let Actor::Servant { faction } = actor {
            for target in np_target_candidates(c, s, faction) {
                out.push(Action::FireNp {
                    pre_move: pre.clone(),
                    target,
                });
            }
        }
    }
}
