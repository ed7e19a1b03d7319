//! The pending decision as a menu a screen can present (G-39.1 stays the truth: the menu's
//! leaves are exactly `legal_actions`). A player takes an action in steps — the kind of
//! action, then a district or a target, then the card, mode and range — so the menu is a
//! tree of those steps; free actions are grouped as command spells, skills and Supply MP.
//! Every entry carries a label (a message id of the catalog's `grail` file and its
//! arguments, which name factions, districts and skills by id for the screen to show in
//! the viewer's words), and an entry that cannot be taken now carries the reason.
//!
//! Only the deciding faction asks for its menu, and everything in it comes from its own
//! legal actions and their refusals, which never depend on what it may not know.

use crate::content::grail::{CardCounts, CardType, Class, GrailContent};

use super::action::{
    Action, Answer, CommandSpell, CritBuff, CritChoice, NpTarget, Offer, TargetRef,
};
use super::illegal::Illegal;
use super::legal::{candidate_actions, check};
use super::query as q;
use super::state::{
    Actor, AttackKind, AttackMode, DistrictIdx, EncounterStance, FactionId, GameState, Reaction,
    SkillRef, TurnAction,
};

/// A label: a message of the catalog and its arguments by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub id: &'static str,
    pub args: Vec<(&'static str, LabelArg)>,
}

/// What a label names. Ids, not words: the screen knows how the viewer calls each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelArg {
    Faction(FactionId),
    Actor(Actor),
    District(DistrictIdx),
    Class(Class),
    Card(CardType),
    Cards(CardCounts),
    Skill {
        owner: FactionId,
        skill: SkillRef,
    },
    Targets(Vec<TargetRef>),
    Skills {
        owner: FactionId,
        skills: Vec<SkillRef>,
    },
    Number(i64),
    /// A selector's value in the message (`melee`, `ranged`, …).
    Word(&'static str),
}

/// One entry of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuEntry {
    pub label: Label,
    pub item: MenuItem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// The next step: choose one of these.
    Step(Vec<MenuEntry>),
    /// The last step: this legal action.
    Take(Action),
    /// Cannot be taken now; the reason most of its variants give.
    Unusable(Illegal),
}

/// The pending decision's menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub faction: FactionId,
    pub entries: Vec<MenuEntry>,
}

impl Menu {
    /// Every action the menu lets the player take, in menu order.
    pub fn actions(&self) -> Vec<&Action> {
        fn walk<'a>(entries: &'a [MenuEntry], out: &mut Vec<&'a Action>) {
            for e in entries {
                match &e.item {
                    MenuItem::Step(sub) => walk(sub, out),
                    MenuItem::Take(a) => out.push(a),
                    MenuItem::Unusable(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.entries, &mut out);
        out
    }

    /// Every label of the menu, at every depth.
    pub fn labels(&self) -> Vec<&Label> {
        fn walk<'a>(entries: &'a [MenuEntry], out: &mut Vec<&'a Label>) {
            for e in entries {
                out.push(&e.label);
                if let MenuItem::Step(sub) = &e.item {
                    walk(sub, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.entries, &mut out);
        out
    }
}

/// The menu of the pending decision, or `None` when nobody decides.
pub fn menu(c: &GrailContent, s: &GameState) -> Option<Menu> {
    let faction = s.pending.as_ref()?.faction;
    if s.outcome.is_some() {
        return None;
    }
    let mut root = Node::default();
    for a in candidate_actions(c, s) {
        let outcome = check(c, s, faction, &a);
        root.insert(&steps(c, s, faction, &a), a, outcome);
    }
    Some(Menu {
        faction,
        entries: root.into_entries(),
    })
}

/// The tree as it is built: children in the order their first action came.
#[derive(Default)]
struct Node {
    children: Vec<(Label, Node)>,
    leaf: Option<(Action, Result<(), Illegal>)>,
}

impl Node {
    fn insert(&mut self, path: &[Label], a: Action, outcome: Result<(), Illegal>) {
        let Some((first, rest)) = path.split_first() else {
            // Two candidates with one path are one action offered twice; the legal one wins.
            if self.leaf.as_ref().is_none_or(|(_, o)| o.is_err()) {
                self.leaf = Some((a, outcome));
            }
            return;
        };
        let i = match self.children.iter().position(|(l, _)| l == first) {
            Some(i) => i,
            None => {
                self.children.push((first.clone(), Node::default()));
                self.children.len() - 1
            }
        };
        self.children[i].1.insert(rest, a, outcome);
    }

    fn reasons(&self, out: &mut Vec<Illegal>) {
        if let Some((_, Err(why))) = &self.leaf {
            out.push(why.clone());
        }
        for (_, n) in &self.children {
            n.reasons(out);
        }
    }

    fn legal(&self) -> bool {
        matches!(self.leaf, Some((_, Ok(())))) || self.children.iter().any(|(_, n)| n.legal())
    }

    fn into_item(self) -> MenuItem {
        if !self.legal() {
            let mut why = Vec::new();
            self.reasons(&mut why);
            return MenuItem::Unusable(most_common(why));
        }
        match self.leaf {
            Some((a, Ok(()))) if self.children.is_empty() => MenuItem::Take(a),
            _ => MenuItem::Step(self.into_entries()),
        }
    }

    fn into_entries(self) -> Vec<MenuEntry> {
        self.children
            .into_iter()
            .map(|(label, n)| MenuEntry {
                label,
                item: n.into_item(),
            })
            .collect()
    }
}

/// The reason given most often (the first of those tied), so that a group says what
/// stops most of its variants.
fn most_common(why: Vec<Illegal>) -> Illegal {
    let mut best: Option<(&Illegal, usize)> = None;
    for w in &why {
        let n = why.iter().filter(|x| *x == w).count();
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((w, n));
        }
    }
    best.map_or(Illegal::WrongDecision, |(w, _)| w.clone())
}

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

/// Where `f`'s servant stands: its combat position in a combat, else its district.
fn position(s: &GameState, f: FactionId) -> DistrictIdx {
    q::actor_pos(s, Actor::Servant { faction: f })
        .or_else(|| s.faction(f).map(|x| x.district))
        .unwrap_or_default()
}

fn kind_word(k: AttackKind) -> &'static str {
    match k {
        AttackKind::Buster => "buster",
        AttackKind::Arts => "arts",
        AttackKind::Quick => "quick",
        AttackKind::Luck => "luck",
    }
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

fn card_or_none(id_with: &'static str, id_without: &'static str, card: Option<CardType>) -> Label {
    match card {
        Some(card) => label_with(id_with, vec![("card", LabelArg::Card(card))]),
        None => label(id_without),
    }
}

/// The steps that lead to `a`, from the kind of action to the last choice.
fn steps(c: &GrailContent, s: &GameState, f: FactionId, a: &Action) -> Vec<Label> {
    let faction = |id: FactionId| LabelArg::Faction(id);
    match a {
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
        Action::Attack {
            pre_move,
            target,
            mode,
            kind,
            luck_card,
        } => {
            let from = position(s, f);
            let at = pre_move.last().copied().unwrap_or(from);
            let range = match (q::map(c, s), q::actor_pos(s, *target)) {
                (Some(m), Some(there)) => i64::from(m.hop(at, there)),
                _ => 0,
            };
            vec![
                label("grail-menu-attack"),
                label_with(
                    "grail-menu-target",
                    vec![("target", LabelArg::Actor(*target))],
                ),
                label_with(
                    "grail-menu-attack-option",
                    vec![
                        ("kind", LabelArg::Word(kind_word(*kind))),
                        (
                            "mode",
                            LabelArg::Word(match mode {
                                AttackMode::Melee => "melee",
                                AttackMode::Ranged => "ranged",
                            }),
                        ),
                        ("range", LabelArg::Number(range)),
                        (
                            "luck_card",
                            luck_card.map_or(LabelArg::Word("none"), LabelArg::Card),
                        ),
                        (
                            "moved",
                            LabelArg::Word(if pre_move.is_empty() { "no" } else { "yes" }),
                        ),
                        ("district", LabelArg::District(at)),
                    ],
                ),
            ]
        }
        Action::Move { path } => vec![
            label("grail-menu-move"),
            destination(c, s, f, position(s, f), path),
        ],
        Action::FireNp { pre_move, target } => {
            // The move comes last even when there is none, so that firing from here and
            // firing after a move are siblings.
            vec![
                label("grail-menu-fire-np"),
                np_target(target),
                destination(c, s, f, position(s, f), pre_move),
            ]
        }
        Action::RetreatMove { path } => vec![
            label("grail-menu-retreat-move"),
            destination(c, s, f, position(s, f), path),
        ],
        Action::Wait => vec![label("grail-menu-wait")],
        Action::React { reaction } => match reaction {
            Reaction::NormalDefense => vec![label("grail-menu-defend")],
            Reaction::LuckDefense { card } => vec![
                label("grail-menu-luck-defense"),
                card_or_none("grail-menu-with-card", "grail-menu-without-card", *card),
            ],
            Reaction::Guard { card } => vec![
                label("grail-menu-guard"),
                card_or_none("grail-menu-with-card", "grail-menu-without-card", *card),
            ],
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
                label(match menu {
                    CritBuff::Might => "grail-menu-buff-might",
                    CritBuff::Ward => "grail-menu-buff-ward",
                    CritBuff::Aim => "grail-menu-buff-aim",
                    CritBuff::Parry => "grail-menu-buff-parry",
                    CritBuff::Keen => "grail-menu-buff-keen",
                }),
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
