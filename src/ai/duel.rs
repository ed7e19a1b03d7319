//! The duel as a [`Game`] for the bots: determinization of the hidden cards and a
//! hand-written evaluation.

use std::hash::{Hash, Hasher};

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHasher;

use crate::content::duel::DuelContent;
use crate::rules::dice::Dice;
use crate::rules::duel::{
    self, Action, CardInst, CardUid, DuelView, PlayerId, State, UnitId, stats,
};

use super::mcts::Rollout;
use super::{Difficulty, Evaluation, Game};

pub mod eval;
mod prune;

/// The HorizonNotes duel.
pub struct DuelGame;

/// How many duel iterations a thousand of a level's count for (`Game::level_permille`).
const DUEL_LEVEL_PERMILLE: u32 = 2_000;

/// The chance a level's move-average rollout step is a uniform pick (`Rollout::Mast`).
const DUEL_MAST_EPSILON: f64 = 0.5;

/// How many turns Hard's rollouts play before the fitted evaluation scores them
/// (`Game::level_horizon`).
const DUEL_HARD_HORIZON: u32 = 3;

fn seat(p: PlayerId) -> usize {
    p.index()
}

fn player(seat: usize) -> PlayerId {
    if seat == 0 {
        PlayerId::P0
    } else {
        PlayerId::P1
    }
}

impl Game for DuelGame {
    type Content = DuelContent;
    type State = State;
    type View = DuelView;
    type Action = Action;

    fn to_move(s: &State) -> Option<usize> {
        s.deciding_player().map(seat)
    }

    fn legal(c: &DuelContent, s: &State, out: &mut Vec<Action>) {
        duel::legal_actions_into(c, s, out);
        prune::drop_idle(c, s, out);
    }

    fn apply(c: &DuelContent, s: &mut State, a: Action) {
        let Some(p) = s.deciding_player() else {
            return;
        };
        // The search only applies actions it took from `legal`, so this cannot fail; it
        // never reads events, so none are built.
        let _ = duel::apply_quiet(c, s, p, a);
    }

    fn view(_: &DuelContent, s: &State, seat: usize) -> DuelView {
        s.view_for(player(seat))
    }

    fn view_seat(v: &DuelView) -> usize {
        seat(v.viewer)
    }

    fn view_legal(c: &DuelContent, v: &DuelView) -> Vec<Action> {
        let mut out = Vec::new();
        Self::legal(c, &v.state, &mut out);
        out
    }

    fn determinize(_: &DuelContent, v: &DuelView, rng: &mut ChaCha8Rng) -> State {
        let mut s = v.state.clone();
        let me = v.viewer;
        let mut own = v.own_deck.clone();
        own.shuffle(rng);
        s.player_mut(me).deck = own;
        let mut defs = v.unseen_defs.clone();
        defs.shuffle(rng);
        let mut cards: Vec<CardInst> = v
            .unseen_uids
            .iter()
            .zip(defs)
            .map(|(uid, def)| CardInst { uid: *uid, def })
            .collect();
        cards.shuffle(rng);
        let hand_size = v.hand_sizes[me.other().index()].min(cards.len());
        let deck = cards.split_off(hand_size);
        let opp = s.player_mut(me.other());
        opp.hand = cards;
        opp.deck = deck;
        s.rng = Dice::seeded(rng.random());
        s
    }

    fn value(c: &DuelContent, s: &State, seat: usize) -> f64 {
        let me = player(seat);
        if let Some(o) = s.outcome {
            return match o.winner() {
                Some(w) if w == me => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        let diff = side_strength(c, s, me) - side_strength(c, s, me.other());
        0.5 + 0.5 * (diff * 1.5).tanh()
    }

    /// A duel iteration costs a fortieth of a Grail War one, and the levels' searches
    /// ended in a fraction of the wait a person sees anyway (`Settings::ai_min_delay`).
    /// Twice the iterations won 76 of 120 duels against Normal's old self, four times 72
    /// (docs/ai.md, the ladder): the second doubling bought nothing, so the levels take
    /// the first.
    fn level_permille() -> u32 {
        DUEL_LEVEL_PERMILLE
    }

    /// Move-average rollouts won 61 of 80 duels against uniform ones at equal iterations, at
    /// about the same cost an iteration, and Normal with them 103 of 120 against its
    /// reference (docs/ai.md, "Move-average rollouts").
    fn level_rollout() -> Rollout {
        Rollout::Mast {
            epsilon: DUEL_MAST_EPSILON,
        }
    }

    /// The fitted evaluation reads a position well enough that two turns of random play
    /// before it beat four (docs/ai.md, the fitted evaluation's runs); the hand-written one
    /// needs four.
    fn horizon(e: Evaluation) -> u32 {
        match e {
            Evaluation::Fitted => 2,
            Evaluation::Hand => 4,
        }
    }

    /// Hard's three times Normal's iterations bought little over Normal (25 of 44 duels);
    /// the same count with rollouts of three turns won 24 of 30 against it (docs/ai.md, the
    /// duel's ladder with Hard), at about twice the time a decision, inside Hard's 3 s.
    /// Normal keeps the game's two.
    fn level_horizon(d: Difficulty, e: Evaluation) -> u32 {
        match (d, e) {
            (Difficulty::Hard, Evaluation::Fitted) => DUEL_HARD_HORIZON,
            _ => Self::horizon(e),
        }
    }

    /// A finished duel is scored by its result, whichever the evaluation.
    fn value_by(c: &DuelContent, s: &State, seat: usize, e: Evaluation) -> f64 {
        match e {
            Evaluation::Fitted if s.outcome.is_none() => eval::fitted_value(c, s, player(seat)),
            _ => Self::value(c, s, seat),
        }
    }

    /// A card is named by its definition: the opponent's unseen cards take other instances
    /// in every deal, and two copies of a card are the same move.
    fn policy_key(_: &DuelContent, s: &State, a: Action) -> u64 {
        let by_def = |card: CardUid| {
            s.deciding_player()
                .and_then(|p| s.player(p).hand.iter().find(|h| h.uid == card))
                .map_or(card, |h| CardUid(u32::MAX - u32::from(h.def.0)))
        };
        let named = match a {
            Action::CastSpell {
                card,
                caster,
                target,
            } => Action::CastSpell {
                card: by_def(card),
                caster,
                target,
            },
            Action::ConvertEther {
                card,
                use_ether_effect,
            } => Action::ConvertEther {
                card: by_def(card),
                use_ether_effect,
            },
            other => other,
        };
        let mut h = FxHasher::default();
        named.hash(&mut h);
        h.finish()
    }

    /// Every duel action is public: what it plays is revealed as it is played (D-29.6).
    fn seen_by(_: &DuelContent, _: &State, _: Action, _: usize) -> bool {
        true
    }

    fn clock(s: &State) -> u32 {
        s.turn
    }
}

/// A side's strength: leader HP matters most (its fall loses), then the team's HP, board
/// presence, cards, ether and the Astral charge.
fn side_strength(c: &DuelContent, s: &State, p: PlayerId) -> f64 {
    let ps = s.player(p);
    let mut v = 0.0;
    for (slot, a) in ps.arcastella.iter().enumerate() {
        let unit = UnitId::arc(p, slot as u8);
        let max = f64::from(stats::max_hp(c, s, unit).unwrap_or(1).max(1));
        let hp = f64::from(a.hp) / max;
        let weight = if slot as u8 == ps.leader_slot {
            2.5
        } else {
            0.6
        };
        v += weight * hp;
        if !a.fallen && a.code.is_some() {
            v += 0.05;
        }
    }
    v += 0.06 * ps.followers.len() as f64;
    v += 0.04 * ps.hand.len() as f64;
    // Ether lasts until the End Phase (D-8.8): worth a little, less than the card it cost.
    v += 0.025 * f64::from(ps.ether);
    v += 0.08 * f64::from(ps.astral_charges);
    v
}
