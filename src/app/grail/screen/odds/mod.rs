//! The odds panels of the Skirmish combat screen: the attack a servant considers (against
//! each target, with every reply the target may choose and any NP clash) and the answers
//! of a servant under attack, with the exact odds in front of the player, as Wesnoth's
//! attack prediction and XCOM's shot breakdown show them.
//!
//! Every number comes from the core (`rules::grail::odds`): the odds themselves and the
//! terms they are made of. The panels only arrange them; drawing them needs a `Words` for
//! the names and nothing else. The state given must be the one the deciding faction may
//! know (its own hand, the others' as the screen shows them): the odds read it as it is.

use crate::content::grail::{CardType, GrailContent};
use crate::rules::grail::odds::{
    self, Assume, ClashOdds, ClashTerms, HitOdds, HitTerms, OddsError, TargetOdds,
};
use crate::rules::grail::{Action, Actor, AttackKind, AttackMode, DecisionKind, GameState};

pub mod draw;

/// The critical and fumble choices the panels assume (G-23.4, G-23.5): each side takes
/// what helps it most in this attack, the attacker C3's strongest damage boost and the defender its strongest damage cut, and a
/// fumbling defender pays F1 in MP rather than HP; the greedy bot scores attacks alike.
pub const ASSUME: Assume = Assume {
    attacker_might: true,
    defender_ward: true,
    fumble_hp: false,
};

/// One reply of a target (or one answer of the defender): its odds and what they are made of.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub odds: HitOdds,
    pub terms: HitTerms,
}

impl Reply {
    /// The chance the attack misses: the complement of `odds.hit`.
    pub fn avoid(&self) -> f64 {
        1.0 - self.odds.hit
    }
}

/// One target of an attack: each reply it may choose, in the core's order.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetPanel {
    pub target: Actor,
    pub replies: Vec<Reply>,
    /// The index in `replies` of the target's best reply, the one that leaves the least mean
    /// damage (`TargetOdds::best_reply`): the summary an attacker plans against.
    pub best: Option<usize>,
}

impl TargetPanel {
    pub fn best_reply(&self) -> Option<&Reply> {
        self.best.and_then(|i| self.replies.get(i))
    }
}

/// An NP clash with one target (G-30.7): its odds and each side's value.
#[derive(Clone, Debug, PartialEq)]
pub struct ClashPanel {
    pub odds: ClashOdds,
    pub terms: ClashTerms,
}

/// What the attack panel shows for one `Attack` or attack `FireNp`.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackPanel {
    pub attacker: Actor,
    pub is_np: bool,
    pub targets: Vec<TargetPanel>,
    pub clashes: Vec<ClashPanel>,
    /// `AttackOdds::expected_damage` and `AttackOdds::expected_damage_taken`.
    pub expected_damage: f64,
    pub expected_taken: f64,
}

/// The attack panel of a legal `Attack` or `FireNp` of the faction deciding at `s`.
pub fn attack_panel(
    c: &GrailContent,
    s: &GameState,
    action: &Action,
) -> Result<AttackPanel, OddsError> {
    let o = odds::attack(c, s, action, ASSUME)?;
    let terms = odds::attack_terms(c, s, action)?;
    let targets = o
        .targets
        .iter()
        .zip(terms.targets)
        .map(|(t, ts)| TargetPanel {
            target: t.target,
            best: best_index(t),
            replies: t
                .reactions
                .iter()
                .cloned()
                .zip(ts)
                .map(|(odds, terms)| Reply { odds, terms })
                .collect(),
        })
        .collect();
    let clashes = o
        .clashes
        .iter()
        .cloned()
        .zip(terms.clashes)
        .map(|(odds, terms)| ClashPanel { odds, terms })
        .collect();
    Ok(AttackPanel {
        attacker: o.attacker,
        is_np: o.is_np,
        targets,
        clashes,
        expected_damage: o.expected_damage(),
        expected_taken: o.expected_damage_taken(),
    })
}

/// The index of `t`'s best reply among its reactions.
fn best_index(t: &TargetOdds) -> Option<usize> {
    let best = t.best_reply()?;
    t.reactions.iter().position(|h| std::ptr::eq(h, best))
}

/// What the reaction panel shows: the incoming attack and each answer.
#[derive(Clone, Debug, PartialEq)]
pub struct ReactionPanel {
    pub defender: Actor,
    pub attacker: Actor,
    pub is_np: bool,
    pub np_name: Option<String>,
    pub kind: AttackKind,
    pub mode: AttackMode,
    pub range: u8,
    /// The card the attack paid, public by G-24.6.
    pub card: Option<CardType>,
    /// Every legal answer, in the core's order.
    pub answers: Vec<Reply>,
    /// The index in `answers` of the one that leaves the least mean damage taken.
    pub best: Option<usize>,
}

/// The reaction panel of the reaction decision pending at `s`.
pub fn reaction_panel(c: &GrailContent, s: &GameState) -> Result<ReactionPanel, OddsError> {
    let all = odds::reactions(c, s, ASSUME)?;
    let Some(DecisionKind::Reaction {
        defender,
        attacker,
        is_np,
        kind,
        mode,
        range,
        card,
        np_name,
    }) = s.pending.as_ref().map(|d| &d.kind)
    else {
        return Err(OddsError::WrongAction);
    };
    let best = best_index(&TargetOdds {
        target: *defender,
        reactions: all.clone(),
    });
    let answers = all
        .into_iter()
        .map(|h| {
            let terms = odds::reaction_terms(
                c,
                s,
                &Action::React {
                    reaction: h.reaction,
                },
            )?;
            Ok(Reply { odds: h, terms })
        })
        .collect::<Result<Vec<_>, OddsError>>()?;
    Ok(ReactionPanel {
        defender: *defender,
        attacker: *attacker,
        is_np: *is_np,
        np_name: np_name.clone(),
        kind: *kind,
        mode: *mode,
        range: *range,
        card: *card,
        answers,
        best,
    })
}

#[cfg(test)]
mod tests;
