//! The person's decision as a small state machine, without any drawing: what is open (an
//! Arcastella's menu, a card to convert, a spell or skill being composed), where the
//! keyboard focus is, what the open decision offers ([`Offer`]), and how a [`Pick`] from any
//! input (a key, a click, a test) moves it on or completes an `Action`. The overlay draws
//! the offer and turns clicks into picks; it decides nothing.

use crate::app::duel::choose::{self, Composing, Step};
use crate::app::duel::describe;
use crate::app::keys::{Bindings, GameKey, key_label, with_key};
use crate::content::duel::DuelContent;
use crate::locale::Named;
use crate::locale::capitalized;
use crate::rules::duel::{Action, CardInst, CardUid, Decision, PlayerId, State, UnitId};
use crate::tr;

/// The warning on an attack that taps the last Arcastella that could block (D-14.4).
fn no_blocker() -> String {
    tr!("hud-no-blocker-warning")
}

/// One input of the person deciding, whatever the device.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    /// A card of the hand (a click, or its number key).
    Card(CardUid),
    /// A unit on the board (a click, or Q/W/E for the person's own Arcastella).
    Unit(UnitId),
    /// A click on the board away from every unit: an open menu closes.
    Away,
    /// A button of the offer, by its index in [`Offer::buttons`].
    Button(usize),
    /// Move the keyboard focus forward (Tab) or back (Shift+Tab).
    Focus(Dir),
    /// Take the focused button (Enter).
    Confirm,
    /// Close what is open (Esc).
    Cancel,
    /// The Pass button (P): pass, continue, or decline a block; in the Charge Phase it ends
    /// the person's charging for the phase.
    Pass,
    /// Pass once in the Charge Phase: the rules ask again if the opponent converts.
    PassOnce,
    /// Pass now and at every decision of the opponent's turn but a Block.
    PassUntilMyTurn,
    /// A whole action (a hint's suggestion).
    Play(Action),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Next,
    Prev,
}

/// What a button does.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    Take(Action),
    Compose(Composing),
    Unit(UnitId),
    Cancel,
}

/// One button of the offer.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub label: String,
    /// The rules text under it (an Arcastella's menu).
    pub detail: String,
    /// Why it cannot be taken now; `None`: it can.
    pub blocked: Option<String>,
    pub effect: Effect,
    /// The unit it is about (a target, a blocker), marked on the board while it has focus.
    pub unit: Option<UnitId>,
}

impl Button {
    fn new(label: impl AsRef<str>, effect: Effect) -> Self {
        let unit = match &effect {
            Effect::Unit(u) => Some(*u),
            _ => None,
        };
        Button {
            label: capitalized(label.as_ref()),
            detail: String::new(),
            blocked: None,
            effect,
            unit,
        }
    }

    fn about(mut self, unit: UnitId) -> Self {
        self.unit = Some(unit);
        self
    }

    /// Whether Tab stops here: a usable choice, not Cancel or Close.
    fn focusable(&self) -> bool {
        self.blocked.is_none() && self.effect != Effect::Cancel
    }
}

/// What the open decision shows: one prompt line, its buttons (under the prompt, or in an
/// Arcastella's menu), the focused button, and which units glow.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Offer {
    pub text: String,
    pub buttons: Vec<Button>,
    /// The buttons are this Arcastella's menu, drawn beside it.
    pub menu: Option<u8>,
    /// A line under the buttons (why an option is missing).
    pub note: Option<String>,
    /// The focused button, by index in `buttons`: the only one Enter takes.
    pub focus: Option<usize>,
    /// Where the focus starts, among the focusable buttons: the choice that takes the most
    /// HP (a target that takes no damage is never where Enter lands first).
    pub first: usize,
    /// Units that may be picked, the focused one among them, and units that may act.
    pub targets: Vec<UnitId>,
    pub selected: Option<UnitId>,
    pub actors: Vec<UnitId>,
    /// The hand card being converted or cast.
    pub card: Option<CardUid>,
}

/// What the decision needs to read: the content, the state as the person may know it,
/// whose decision it is, the core's legal actions, and names for units and attacks.
pub struct Table<'a> {
    pub c: &'a DuelContent,
    pub state: &'a State,
    pub me: PlayerId,
    pub legal: &'a [Action],
    pub unit_name: &'a dyn Fn(UnitId) -> String,
    /// The keys as bound now, for the buttons' texts.
    pub keys: &'a Bindings,
    pub source_name: &'a dyn Fn(crate::rules::duel::Source) -> String,
}

/// What the person is in the middle of.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Interaction {
    /// The person's Arcastella whose menu is open.
    pub menu: Option<u8>,
    /// A card clicked in the Charge Phase: convert it how?
    pub convert: Option<CardInst>,
    pub composing: Option<Composing>,
    /// Keyboard focus among the offer's focusable buttons.
    pub focus: usize,
}

impl Interaction {
    pub fn is_open(&self) -> bool {
        self.menu.is_some() || self.convert.is_some() || self.composing.is_some()
    }

    pub fn clear(&mut self) {
        *self = Interaction::default();
    }

    /// What the decision at `t` offers now.
    pub fn offer(&self, t: &Table) -> Offer {
        let mut o = match t.state.pending.as_ref() {
            Some(Decision::Block { attack, .. }) => block_offer(t, attack),
            Some(Decision::Charge { .. }) => self.charge_offer(t),
            Some(d @ (Decision::StartWindow { .. } | Decision::Priority { .. })) => {
                self.main_offer(t, matches!(d, Decision::Priority { .. }))
            }
            None => Offer::default(),
        };
        let focusable: Vec<usize> = (0..o.buttons.len())
            .filter(|i| o.buttons[*i].focusable())
            .collect();
        o.focus =
            (!focusable.is_empty()).then(|| focusable[(o.first + self.focus) % focusable.len()]);
        if let Some(u) = o.focus.and_then(|i| o.buttons[i].unit) {
            o.selected = Some(u);
        }
        o
    }

    /// Carries out one pick; returns the action it completes, if any.
    pub fn pick(&mut self, t: &Table, pick: Pick) -> Option<Action> {
        let offer = self.offer(t);
        match pick {
            Pick::Card(uid) => self.pick_card(t, uid),
            Pick::Unit(u) => self.pick_unit(t, &offer, u),
            Pick::Away => {
                self.menu = None;
                None
            }
            Pick::Button(i) => match offer.buttons.get(i) {
                Some(b) if b.blocked.is_none() => self.take(t, b.effect.clone()),
                _ => None,
            },
            Pick::Focus(dir) => {
                let n = offer.buttons.iter().filter(|b| b.focusable()).count();
                if n > 0 {
                    let at = self.focus % n;
                    self.focus = match dir {
                        Dir::Next => (at + 1) % n,
                        Dir::Prev => (at + n - 1) % n,
                    };
                }
                None
            }
            Pick::Confirm => offer
                .focus
                .and_then(|i| self.take(t, offer.buttons[i].effect.clone())),
            Pick::Cancel => {
                if self.composing.is_some() || self.convert.is_some() {
                    self.composing = None;
                    self.convert = None;
                    self.focus = 0;
                } else {
                    self.menu = None;
                }
                None
            }
            Pick::Pass | Pick::PassOnce | Pick::PassUntilMyTurn => [Action::Pass, Action::NoBlock]
                .into_iter()
                .find(|a| t.legal.contains(a)),
            Pick::Play(a) => t.legal.contains(&a).then_some(a),
        }
    }

    fn take(&mut self, t: &Table, effect: Effect) -> Option<Action> {
        match effect {
            Effect::Take(a) => Some(a),
            Effect::Compose(k) => self.compose(k),
            Effect::Unit(u) => self.compose_unit(u),
            Effect::Cancel => {
                self.pick(t, Pick::Cancel);
                None
            }
        }
    }

    /// A card or skill chosen: done if nothing more is to be asked, else its next question.
    fn compose(&mut self, k: Composing) -> Option<Action> {
        self.menu = None;
        self.convert = None;
        self.focus = 0;
        if let Step::Done(a) = k.step() {
            self.composing = None;
            return Some(a);
        }
        self.composing = Some(k);
        None
    }

    /// A caster or target picked for what is being composed.
    fn compose_unit(&mut self, u: UnitId) -> Option<Action> {
        let mut k = self.composing.clone()?;
        match k.step() {
            Step::Caster(slots) => match u {
                UnitId::Arc { slot, .. } if slots.contains(&slot) => k.pick_caster(slot),
                _ => return None,
            },
            Step::Target(ts) if ts.contains(&u) => k.pick_target(u),
            _ => return None,
        }
        self.compose(k)
    }

    fn pick_card(&mut self, t: &Table, uid: CardUid) -> Option<Action> {
        let card = *t.state.player(t.me).hand.iter().find(|k| k.uid == uid)?;
        if choose::card_blocked(t.c, t.state, t.me, card, t.legal).is_some() {
            return None;
        }
        if matches!(t.state.pending, Some(Decision::Charge { .. })) {
            self.menu = None;
            self.composing = None;
            self.focus = 0;
            self.convert = Some(card);
            // A card without an ether effect converts one way only: no question to ask.
            let ways = convert_ways(t, card);
            if ways.len() == 1 && t.c.card(card.def).ether_effect.is_none() {
                self.convert = None;
                return Some(ways[0].0);
            }
            return None;
        }
        self.compose(Composing::card(t.c, uid, card.def, t.legal))
    }

    fn pick_unit(&mut self, t: &Table, offer: &Offer, u: UnitId) -> Option<Action> {
        match t.state.pending.as_ref()? {
            Decision::Block { .. } => match u {
                UnitId::Arc { player, slot } if player == t.me => {
                    let a = Action::Block { blocker: slot };
                    t.legal.contains(&a).then_some(a)
                }
                _ => None,
            },
            Decision::Priority { .. } | Decision::StartWindow { .. } => {
                if self.composing.is_some() {
                    return if offer.targets.contains(&u) {
                        self.compose_unit(u)
                    } else {
                        None
                    };
                }
                let priority = matches!(t.state.pending, Some(Decision::Priority { .. }));
                self.menu = match u {
                    UnitId::Arc { player, slot } if player == t.me && priority => Some(slot),
                    _ => None,
                };
                self.focus = 0;
                None
            }
            Decision::Charge { .. } => None,
        }
    }

    fn charge_offer(&self, t: &Table) -> Offer {
        let Some(card) = self.convert else {
            return Offer {
                text: tr!("hud-charge-prompt"),
                ..Offer::default()
            };
        };
        let def = t.c.card(card.def);
        let ways = convert_ways(t, card);
        let mut buttons: Vec<Button> = ways
            .iter()
            .map(|(a, label)| Button::new(label.clone(), Effect::Take(*a)))
            .collect();
        buttons.push(cancel(t, &tr!("hud-cancel")));
        let spent = def.ether_effect.is_some()
            && !ways.iter().any(|(a, _)| {
                matches!(
                    a,
                    Action::ConvertEther {
                        use_ether_effect: true,
                        ..
                    }
                )
            });
        Offer {
            text: tr!("hud-convert-prompt", card = def.shown_name()),
            buttons,
            note: spent.then(|| tr!("hud-ether-effect-spent")),
            card: Some(card.uid),
            ..Offer::default()
        }
    }

    fn main_offer(&self, t: &Table, priority: bool) -> Offer {
        if let Some(k) = &self.composing {
            let (text, units): (String, Vec<UnitId>) = match k.step() {
                Step::Caster(slots) => (
                    tr!("hud-choose-caster", what = k.what.as_str()),
                    slots.iter().map(|s| UnitId::arc(t.me, *s)).collect(),
                ),
                Step::Target(ts) => (tr!("hud-choose-target", what = k.what.as_str()), ts),
                Step::Done(_) | Step::Nothing => (String::new(), Vec::new()),
            };
            // Each target with what it would take (the core's preview).
            let mut no_blocker = false;
            let names = distinct_names(t.state, &units, t.unit_name);
            let mut buttons: Vec<Button> = units
                .iter()
                .zip(names)
                .map(|(u, name)| {
                    let preview = k
                        .candidates
                        .iter()
                        .find(|a| choose::target(a) == Some(*u))
                        .and_then(|a| choose::target_preview(t.c, t.state, t.me, *a));
                    let label = match preview {
                        Some((takes, last)) => {
                            no_blocker |= last;
                            tr!("hud-target-takes", unit = name, takes = takes)
                        }
                        None => name,
                    };
                    Button::new(label, Effect::Unit(*u))
                })
                .collect();
            buttons.push(cancel(t, &tr!("hud-cancel")));
            let card = k.candidates.iter().find_map(|a| match a {
                Action::CastSpell { card, .. } => Some(*card),
                _ => None,
            });
            return Offer {
                text,
                buttons,
                note: no_blocker.then(self::no_blocker),
                first: most_damaged(t, k, &units),
                targets: units,
                card,
                ..Offer::default()
            };
        }
        // Arcastella that can act glow softly; Q/W/E or a click opens their menu.
        let actors = (0..3u8)
            .filter(|slot| {
                t.legal.iter().any(|a| {
                    matches!(a, Action::UseAttackSkill { user, .. }
                        | Action::UseSupportSkill { user, .. }
                        | Action::UseAstralCode { user, .. } if user == slot)
                })
            })
            .map(|slot| UnitId::arc(t.me, slot))
            .collect();
        let arcs: Vec<String> = GameKey::ARCS
            .iter()
            .filter_map(|k| {
                t.keys
                    .get(k)
                    .and_then(|ks| ks.first())
                    .map(|k| key_label(*k))
            })
            .collect();
        let text = if !priority {
            tr!("hud-turn-start-prompt")
        } else if t.state.turn_player == t.me {
            tr!("hud-your-move-prompt", keys = arcs.join("/"))
        } else {
            tr!("hud-opponent-turn-prompt")
        };
        let mut o = Offer {
            text,
            actors,
            ..Offer::default()
        };
        if let Some(slot) = self.menu {
            o.menu = Some(slot);
            o.selected = Some(UnitId::arc(t.me, slot));
            for opt in choose::arc_options(t.c, t.state, t.me, slot, t.legal) {
                let k = Composing {
                    what: opt.name.clone(),
                    candidates: t
                        .legal
                        .iter()
                        .filter(|a| opt.kind.matches(slot, a))
                        .copied()
                        .collect(),
                };
                let last = !k.candidates.is_empty()
                    && k.candidates.iter().all(|a| {
                        choose::target_preview(t.c, t.state, t.me, *a).is_some_and(|(_, l)| l)
                    });
                let detail = if last {
                    format!("{} {}", opt.detail, no_blocker())
                } else {
                    opt.detail
                };
                o.buttons.push(Button {
                    label: opt.label,
                    detail,
                    blocked: opt.blocked,
                    effect: Effect::Compose(k),
                    unit: None,
                });
            }
            o.buttons.push(cancel(t, &tr!("hud-close")));
        }
        o
    }
}

/// The Cancel (or Close) button, with the Cancel key as bound now.
fn cancel(t: &Table, text: &str) -> Button {
    Button::new(with_key(text, t.keys, GameKey::Cancel), Effect::Cancel)
}

/// The ways to convert `card` that the core allows, in words.
fn convert_ways(t: &Table, card: CardInst) -> Vec<(Action, String)> {
    let def = t.c.card(card.def);
    t.legal
        .iter()
        .filter_map(|a| match a {
            Action::ConvertEther {
                card: uid,
                use_ether_effect,
            } if *uid == card.uid => Some((
                *a,
                if *use_ether_effect {
                    tr!(
                        "hud-convert-with-effect",
                        ether = def.cost,
                        effect = def
                            .ether_effect
                            .as_deref()
                            .map_or(String::new(), |e| describe::effects(t.c, e))
                    )
                } else {
                    tr!("hud-convert-plain", ether = def.cost)
                },
            )),
            _ => None,
        })
        .collect()
}

/// Which of `units` would lose the most HP by the core's preview: damage past the HP a
/// unit has left counts for nothing, so a 16-point Astral Code is first aimed at a leader
/// with 30 HP, not at a follower with 2 (the first on a tie, or where nothing is dealt).
fn most_damaged(t: &Table, k: &Composing, units: &[UnitId]) -> usize {
    let damage = |u: &UnitId| {
        k.candidates
            .iter()
            .find(|a| choose::target(a) == Some(*u))
            .and_then(|a| choose::target_damage(t.c, t.state, t.me, *a))
            .unwrap_or(0)
            .min(t.state.unit_hp(*u).unwrap_or(0))
    };
    let mut best = (0, 0);
    for (i, u) in units.iter().enumerate() {
        let d = damage(u);
        if d > best.1 {
            best = (i, d);
        }
    }
    best.0
}

/// The block prompt: not blocking, or each legal blocker, with the damage each would take
/// (the core's preview: DEF, tapped, ward and barrier included).
fn block_offer(t: &Table, attack: &crate::rules::duel::PendingAttack) -> Offer {
    let target = (t.unit_name)(attack.target);
    let taken = choose::damage_taken(t.c, t.state, attack.target, attack.amount, false);
    let mut buttons = vec![
        Button::new(
            tr!("hud-no-block-takes", target = target.as_str(), n = taken),
            Effect::Take(Action::NoBlock),
        )
        .about(attack.target),
    ];
    let mut targets = vec![attack.target];
    for a in t.legal {
        if let Action::Block { blocker } = a {
            let unit = UnitId::arc(t.me, *blocker);
            targets.push(unit);
            let taken = choose::damage_taken(t.c, t.state, unit, attack.amount, true);
            buttons.push(
                Button::new(
                    tr!(
                        "hud-block-with-takes",
                        unit = (t.unit_name)(unit),
                        n = taken
                    ),
                    Effect::Take(*a),
                )
                .about(unit),
            );
        }
    }
    Offer {
        text: capitalized(&tr!(
            "hud-block-prompt",
            attacker = (t.unit_name)(attack.attacker),
            source = (t.source_name)(attack.source),
            target = target,
            amount = attack.amount
        )),
        buttons,
        targets,
        ..Offer::default()
    }
}

/// The units' names, each one a person can tell apart: followers of one kind look alike,
/// so where names repeat each is named by its place.
fn distinct_names(
    s: &State,
    units: &[UnitId],
    unit_name: &dyn Fn(UnitId) -> String,
) -> Vec<String> {
    let names: Vec<String> = units.iter().map(|u| unit_name(*u)).collect();
    units
        .iter()
        .zip(&names)
        .map(|(u, name)| {
            if names.iter().filter(|n| *n == name).count() > 1 {
                placed(s, *u, name)
            } else {
                name.clone()
            }
        })
        .collect()
}

/// A follower's name with its place on the board, counted from the left as the board lays
/// them out (by when they came); an Arcastella's name as it is.
fn placed(s: &State, u: UnitId, name: &str) -> String {
    let UnitId::Follower { player, uid } = u else {
        return name.to_string();
    };
    let n = s
        .player(player)
        .followers
        .iter()
        .filter(|f| f.uid.0 <= uid.0)
        .count();
    tr!("hud-unit-placed", unit = name, n = n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::duel::{FollowerState, FollowerUid};

    /// Three look-alike enemy followers as targets get three names, by place.
    #[test]
    fn look_alike_targets_are_named_by_place() {
        let c = crate::content::duel_load::load_duel_dir(
            &crate::cli::default_content_dir().join("duel"),
        )
        .expect("content");
        let config = crate::sim::sim_config(&c, 1).expect("a setup");
        let (mut s, _) = crate::rules::duel::new_game(&c, &config).expect("a duel");
        let p = PlayerId::P1;
        let units: Vec<UnitId> = (0..3)
            .map(|i| {
                let uid = FollowerUid(10 + i);
                s.player_mut(p).followers.push(FollowerState {
                    uid,
                    def: crate::content::duel::FolIdx(0),
                    hp: 3,
                    barrier: false,
                    summoned_turn: 1,
                });
                UnitId::Follower { player: p, uid }
            })
            .collect();
        let names = distinct_names(&s, &units, &|_| "enemy Lumen Mote".to_string());
        assert_eq!(
            names,
            [
                "enemy Lumen Mote (1st from the left)",
                "enemy Lumen Mote (2nd from the left)",
                "enemy Lumen Mote (3rd from the left)"
            ]
        );
    }
}
