//! What a replay needs of a rules core beyond [`Core`]: how one action is written in the
//! file and how a finished game's result reads. Recording, playback and verification are
//! written once over [`Recorded`]; the duel and the Grail War are its two implementations.

use serde::Serialize;

use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::core::{Core, DuelCore, GrailCore};
use crate::rules::{duel, grail};

use super::format::{DuelStep, GameKind, GameResult, GrailStep, Record};

/// A rules core whose games are recorded as replays.
pub trait Recorded: Core<Config: Serialize> {
    /// One action in the file: who took it, what it was, and the fingerprint after it.
    type Step: Clone + std::fmt::Debug + Serialize;
    const KIND: GameKind;

    /// The hash of the card data, which a replay names (`content_hash`).
    fn content_hash(c: &Self::Content) -> &str;
    /// The game's seed, as the setup holds it.
    fn seed(config: &Self::Config) -> u64;
    fn step(seat: Self::Seat, action: Self::Action, after: Option<String>) -> Self::Step;
    /// Who took a recorded action, and the action.
    fn taken(step: &Self::Step) -> (Self::Seat, Self::Action);
    /// The recorded fingerprint of the state after the action, if the file has one.
    fn after(step: &Self::Step) -> Option<&str>;
    /// How the game ended, in replay form; `None` while it goes on.
    fn result(s: &Self::State) -> Option<GameResult>;
}

/// A replay of game `G`.
pub type ReplayOf<G> = Record<<G as Core>::Config, <G as Recorded>::Step>;

impl Recorded for DuelCore {
    type Step = DuelStep;
    const KIND: GameKind = GameKind::Duel;

    fn content_hash(c: &DuelContent) -> &str {
        &c.hash
    }

    fn seed(config: &duel::GameConfig) -> u64 {
        config.seed
    }

    fn step(player: duel::PlayerId, action: duel::Action, after: Option<String>) -> DuelStep {
        DuelStep {
            player,
            action,
            after,
        }
    }

    fn taken(step: &DuelStep) -> (duel::PlayerId, duel::Action) {
        (step.player, step.action)
    }

    fn after(step: &DuelStep) -> Option<&str> {
        step.after.as_deref()
    }

    fn result(s: &duel::State) -> Option<GameResult> {
        let outcome = s.outcome?;
        let (winner, reason) = match outcome {
            duel::Outcome::Win { winner, reason } => (Some(winner.index() as u8), reason),
            duel::Outcome::Draw { reason } => (None, reason),
        };
        let reason = match reason {
            duel::EndReason::LeaderFallen => "leader fallen",
            duel::EndReason::BothLeadersFallen => "both leaders fallen",
            duel::EndReason::TurnLimit => "turn limit",
            duel::EndReason::Concede => "concession",
        };
        Some(GameResult {
            winner,
            reason: reason.into(),
            turns: s.turn,
        })
    }
}

impl Recorded for GrailCore {
    type Step = GrailStep;
    const KIND: GameKind = GameKind::Grail;

    fn content_hash(c: &GrailContent) -> &str {
        &c.hash
    }

    fn seed(config: &grail::GameConfig) -> u64 {
        config.rng_seed
    }

    fn step(faction: grail::FactionId, action: grail::Action, after: Option<String>) -> GrailStep {
        GrailStep {
            faction,
            action,
            after,
        }
    }

    fn taken(step: &GrailStep) -> (grail::FactionId, grail::Action) {
        (step.faction, step.action.clone())
    }

    fn after(step: &GrailStep) -> Option<&str> {
        step.after.as_deref()
    }

    fn result(s: &grail::GameState) -> Option<GameResult> {
        let (winner, reason) = match s.outcome.as_ref()? {
            grail::Outcome::Winner { faction, by } => (
                Some(*faction),
                match by {
                    grail::WinReason::LastStanding => "last standing",
                    grail::WinReason::GrailDistrict => "holds the Grail district",
                    grail::WinReason::GrailPoints => "most Grail points",
                    grail::WinReason::HpPercent => "most HP left",
                    grail::WinReason::HeldTheField => "held the field",
                },
            ),
            grail::Outcome::Draw { .. } => (None, "draw"),
        };
        Some(GameResult {
            winner,
            reason: reason.into(),
            turns: u32::from(s.day),
        })
    }
}
