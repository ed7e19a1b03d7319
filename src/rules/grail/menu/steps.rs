//! Each legal action as the steps a player takes to it (G-39.1): the kind of action, then
//! its district or target, then its card, mode and range, each step a label of the catalog.

use super::*;

fn label(id: &'static str) -> Label {
    Label {
        id,
        args: Vec::new(),
    }
}

fn label_with(id: &'static str, args: Vec<(&'static str, LabelArg)>) -> Label {
    Label { id, args }
}

/// Where a path leads and what it costs, as the last step of a move.
fn destination(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    from: DistrictIdx,
    path: &[DistrictIdx],
) -> Label {
    match path.last() {
        None => label("grail-menu-stay"),
        Some(&to) => label_with(
            "grail-menu-go-to",
            vec![
                ("district", LabelArg::District(to)),
                (
                    "cost",
                    LabelArg::Number(i64::from(q::walk_cost(c, s, f, from, path))),
                ),
            ],
        ),
    }
}

/// Where the one `f` moves now stands: the unit whose activation it is, else `f`'s servant.
fn position(s: &GameState, f: FactionId) -> DistrictIdx {
    let mover = match s.pending.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::MainAction { actor }) => *actor,
        _ => Actor::Servant { faction: f },
    };
    q::actor_pos(s, mover)
        .or_else(|| s.faction(f).map(|x| x.district))
        .unwrap_or_default()
}

fn np_target(t: &NpTarget) -> Label {
    match t {
        NpTarget::Unit { actor } => label_with(
            "grail-menu-np-at-unit",
            vec![("target", LabelArg::Actor(*actor))],
        ),
        NpTarget::District { id } => label_with(
            "grail-menu-np-at-district",
            vec![("district", LabelArg::District(*id))],
        ),
        NpTarget::Area => label("grail-menu-np-area"),
    }
}

/// The steps that lead to `a`, from the kind of action to the last choice: those of an
/// attack and a phantasm asked only where there is a choice, every other always.
pub(super) fn steps(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> Vec<Step> {
    let faction = |id: FactionId| LabelArg::Faction(id);
    let always: Vec<Label> = match a {
        Action::Attack {
            pre_move,
            target,
            mode,
            kind,
            luck_card,
        } => return attack_steps(c, s, f, pre_move, *target, *mode, *kind, *luck_card),
        Action::FireNp { pre_move, target } => {
            return vec![
                Step::always(label("grail-menu-fire-np")),
                Step::option(np_target(target), 0),
                strike_from(c, s, f, pre_move),
            ];
        }
        Action::Pass => vec![label("grail-menu-pass")],
        Action::DeclareEncounter { target, stance } => vec![
            label("grail-menu-encounter"),
            label_with("grail-menu-faction", vec![("faction", faction(*target))]),
            label(match stance {
                EncounterStance::Negotiate => "grail-menu-stance-negotiate",
                EncounterStance::Fight => "grail-menu-stance-fight",
                EncounterStance::Block => "grail-menu-stance-block",
                EncounterStance::Steal => "grail-menu-stance-steal",
            }),
        ],
        Action::DeclareAmbush { target } => vec![
            label("grail-menu-ambush"),
            label_with("grail-menu-faction", vec![("faction", faction(*target))]),
        ],
        Action::DeclareSoulEating => vec![label("grail-menu-soul-eating")],
        Action::Declare { move_path, action } => {
            let mut out = match action {
                None => vec![label("grail-menu-move-only")],
                Some(TurnAction::Investigate { class }) => vec![
                    label("grail-menu-investigate"),
                    label_with("grail-menu-class", vec![("class", LabelArg::Class(*class))]),
                ],
                Some(TurnAction::Rest) => vec![label("grail-menu-rest")],
                Some(TurnAction::Wait) => vec![label("grail-menu-wait")],
                Some(TurnAction::Skill { skill, target }) => {
                    let mut v = vec![label_with(
                        "grail-menu-turn-skill",
                        vec![(
                            "skill",
                            LabelArg::Skill {
                                owner: f,
                                skill: *skill,
                            },
                        )],
                    )];
                    if let Some(t) = target {
                        v.push(label_with(
                            "grail-menu-faction",
                            vec![("faction", faction(*t))],
                        ));
                    }
                    v
                }
            };
            let from = s.faction(f).map(|x| x.district).unwrap_or_default();
            out.push(destination(c, s, f, from, move_path));
            out
        }
        Action::Propose { offer } => vec![label(match offer {
            Offer::Truce => "grail-menu-offer-truce",
            Offer::Alliance => "grail-menu-offer-alliance",
            Offer::IntelExchange => "grail-menu-offer-intel",
            Offer::Fight => "grail-menu-offer-fight",
        })],
        Action::Respond { answer } => vec![label(match answer {
            Answer::Accept => "grail-menu-accept",
            Answer::Decline => "grail-menu-decline",
            Answer::Attack => "grail-menu-answer-attack",
        })],
        Action::AfterDecline { fight } => vec![label(if *fight {
            "grail-menu-fight-anyway"
        } else {
            "grail-menu-withdraw"
        })],
        Action::AmbushResponse { flee } => vec![label(if *flee {
            "grail-menu-flee"
        } else {
            "grail-menu-stand"
        })],
        Action::Intervene { join } => vec![label(if *join {
            "grail-menu-join"
        } else {
            "grail-menu-stay-out"
        })],
        Action::Done => vec![label("grail-menu-done")],
        Action::DeclareNp => vec![label("grail-menu-declare-np")],
        Action::CancelNp => vec![label("grail-menu-cancel-np")],
        Action::DeclareRetreat => vec![label("grail-menu-retreat")],
        Action::OfferCeasefire => vec![label("grail-menu-ceasefire")],
        Action::Move { path } => vec![
            label("grail-menu-move"),
            destination(c, s, f, position(s, f), path),
        ],
        Action::RetreatMove { path } => vec![
            label("grail-menu-retreat-move"),
            destination(c, s, f, position(s, f), path),
        ],
        Action::Wait => vec![label("grail-menu-wait")],
        Action::React { reaction } => match reaction {
            Reaction::NormalDefense => vec![label("grail-menu-defend")],
            Reaction::LuckDefense { card } => vec![
                label("grail-menu-luck-defense"),
                spending(*card, hand(s, f)),
            ],
            Reaction::Guard { card } => {
                vec![label("grail-menu-guard"), spending(*card, hand(s, f))]
            }
        },
        Action::ChooseCritical { choice } => match choice {
            CritChoice::HealHp => vec![label("grail-menu-crit-heal-hp")],
            CritChoice::HealMp => vec![label("grail-menu-crit-heal-mp")],
            CritChoice::GainCard { card } => vec![
                label("grail-menu-crit-gain-card"),
                label_with("grail-menu-card", vec![("card", LabelArg::Card(*card))]),
            ],
            CritChoice::Buff { menu } => vec![
                label("grail-menu-crit-buff"),
                label_with(
                    "grail-menu-crit-buff-kind",
                    vec![("buff", LabelArg::Buff(*menu))],
                ),
            ],
        },
        Action::ChooseFumbleTarget { hp } => vec![label(if *hp {
            "grail-menu-fumble-hp"
        } else {
            "grail-menu-fumble-mp"
        })],
        Action::UseCommandSpell { spell } => {
            let mut v = vec![label("grail-menu-command-spells"), label(spell_id(spell))];
            match spell {
                CommandSpell::Withdrawal { destination: d }
                | CommandSpell::Teleport { destination: d } => {
                    v.push(label_with(
                        "grail-menu-district",
                        vec![("district", LabelArg::District(*d))],
                    ));
                }
                CommandSpell::TacticalRefinement { cards } => {
                    v.push(label_with(
                        "grail-menu-cards",
                        vec![
                            ("buster", LabelArg::Number(i64::from(cards.buster))),
                            ("arts", LabelArg::Number(i64::from(cards.arts))),
                            ("quick", LabelArg::Number(i64::from(cards.quick))),
                        ],
                    ));
                }
                CommandSpell::BattleRoar { target } => v.push(np_target(target)),
                _ => {}
            }
            v
        }
        Action::UseSkill {
            skill,
            targets,
            magic_mods,
        } => vec![
            label("grail-menu-skills"),
            label_with(
                "grail-menu-skill",
                vec![(
                    "skill",
                    LabelArg::Skill {
                        owner: f,
                        skill: *skill,
                    },
                )],
            ),
            if targets.is_empty() && magic_mods.is_empty() {
                label("grail-menu-use")
            } else if targets.is_empty() {
                // A skill with no target of its choosing (itself, its district) and a modifier.
                label_with(
                    "grail-menu-use-with",
                    vec![(
                        "modifiers",
                        LabelArg::Skills {
                            owner: f,
                            skills: magic_mods.clone(),
                        },
                    )],
                )
            } else {
                label_with(
                    "grail-menu-use-on",
                    vec![
                        ("targets", LabelArg::Targets(targets.clone())),
                        (
                            "modifiers",
                            LabelArg::Skills {
                                owner: f,
                                skills: magic_mods.clone(),
                            },
                        ),
                        ("with_modifiers", LabelArg::Number(magic_mods.len() as i64)),
                    ],
                )
            },
        ],
        Action::SupplyMp { amount } => vec![label_with(
            "grail-menu-supply-mp",
            vec![("amount", LabelArg::Number(i64::from(*amount)))],
        )],
        Action::DissolveAlliance => vec![label("grail-menu-dissolve-alliance")],
    };
    always.into_iter().map(Step::always).collect()
}

/// G-26.5: an attack's steps — the target, the card (G-26.2, with how many of it the hand
/// holds), the card a Luck attack spends if any, the mode (G-26.1, G-26.3), the range
/// (G-26.4), and where it strikes from.
#[allow(clippy::too_many_arguments)]
fn attack_steps(
    c: &GrailContent,
    s: &GameState,
    f: FactionId,
    pre_move: &[DistrictIdx],
    target: Actor,
    mode: AttackMode,
    kind: AttackKind,
    luck_card: Option<CardType>,
) -> Vec<Step> {
    let hand = hand(s, f);
    let at = pre_move.last().copied().unwrap_or_else(|| position(s, f));
    let range = match (q::map(c, s), q::actor_pos(s, target)) {
        (Some(m), Some(there)) => i64::from(m.hop(at, there)),
        _ => 0,
    };
    let mut v = vec![
        Step::always(label("grail-menu-attack")),
        Step::option(
            label_with(
                "grail-menu-target",
                vec![("target", LabelArg::Actor(target))],
            ),
            0,
        ),
        match kind.card() {
            Some(card) => Step::option(in_hand("grail-menu-attack-card", card, hand), 0)
                .refused_if(!hand.has(card), Illegal::AttackCardNotInHand),
            None => Step::option(label("grail-menu-attack-luck"), 0),
        },
    ];
    if kind == AttackKind::Luck {
        v.push(Step::option(spending(luck_card, hand), 0).refused_if(
            luck_card.is_some_and(|card| !hand.has(card)),
            Illegal::CardNotInHand,
        ));
    }
    v.push(match mode {
        AttackMode::Melee => Step::option(label("grail-menu-melee"), 0),
        AttackMode::Ranged => Step::option(label("grail-menu-ranged"), 1),
    });
    v.push(Step::option(
        label_with("grail-menu-range", vec![("range", LabelArg::Number(range))]),
        range,
    ));
    v.push(strike_from(c, s, f, pre_move));
    v
}

/// Where an attack or a phantasm strikes from: here first, then after a move, the
/// cheaper first; where there are many, the farther under a heading of their own.
fn strike_from(c: &GrailContent, s: &GameState, f: FactionId, pre_move: &[DistrictIdx]) -> Step {
    match pre_move.last() {
        None => Step::option(label("grail-menu-from-here"), 0),
        Some(&to) => {
            let cost = i64::from(q::walk_cost(c, s, f, position(s, f), pre_move));
            Step::option(
                label_with(
                    "grail-menu-after-move",
                    vec![
                        ("district", LabelArg::District(to)),
                        ("cost", LabelArg::Number(cost)),
                    ],
                ),
                1 + cost,
            )
            .under(label_with(
                "grail-menu-farther",
                vec![("cost", LabelArg::Number(cost))],
            ))
        }
    }
}

/// `f`'s hand in the combat (none outside one).
fn hand(s: &GameState, f: FactionId) -> CardCounts {
    q::participant(s, f).map(|p| p.hand).unwrap_or_default()
}

/// A card with how many of it the hand holds.
fn in_hand(id: &'static str, card: CardType, hand: CardCounts) -> Label {
    label_with(
        id,
        vec![
            ("card", LabelArg::Card(card)),
            ("in_hand", LabelArg::Number(i64::from(hand.get(card)))),
        ],
    )
}

/// The card a Luck attack or a reaction spends, if any (G-26.2, G-27).
fn spending(card: Option<CardType>, hand: CardCounts) -> Label {
    match card {
        Some(card) => in_hand("grail-menu-with-card", card, hand),
        None => label("grail-menu-without-card"),
    }
}

/// G-33.6: each command spell's name.
fn spell_id(spell: &CommandSpell) -> &'static str {
    match spell {
        CommandSpell::HpRecovery => "grail-spell-hp-recovery",
        CommandSpell::MpRecovery => "grail-spell-mp-recovery",
        CommandSpell::FightingSpirit => "grail-spell-fighting-spirit",
        CommandSpell::DefenseBoost => "grail-spell-defense-boost",
        CommandSpell::AbilityBoost => "grail-spell-ability-boost",
        CommandSpell::Withdrawal { .. } => "grail-spell-withdrawal",
        CommandSpell::SelfDestruct => "grail-spell-self-destruct",
        CommandSpell::DebuffRemoval => "grail-spell-debuff-removal",
        CommandSpell::Concentration => "grail-spell-concentration",
        CommandSpell::Technique => "grail-spell-technique",
        CommandSpell::StrengthBoost => "grail-spell-strength-boost",
        CommandSpell::EnduranceBoost => "grail-spell-endurance-boost",
        CommandSpell::AgilityBoost => "grail-spell-agility-boost",
        CommandSpell::Rally => "grail-spell-rally",
        CommandSpell::Unfalling => "grail-spell-unfalling",
        CommandSpell::Boundless => "grail-spell-boundless",
        CommandSpell::StarEye => "grail-spell-star-eye",
        CommandSpell::PhantasmUplift => "grail-spell-phantasm-uplift",
        CommandSpell::TacticalRefinement { .. } => "grail-spell-tactical-refinement",
        CommandSpell::BattleRoar { .. } => "grail-spell-battle-roar",
        CommandSpell::Teleport { .. } => "grail-spell-teleport",
    }
}
