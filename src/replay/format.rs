//! The replay file format, version 1 (docs/replays.md). One JSON object per game:
//! `format_version`, `game`, `content_hash`, `seed`, `seats`, `setup`, `actions`, `result`,
//! `final_state_hash`, `created`. The setup is the game's full config, so a replay needs
//! nothing but the content it names by hash.

use serde::{Deserialize, Deserializer, Serialize};

use crate::ai::Difficulty;
use crate::rules::{duel, grail};

use super::load::MAX_ACTIONS;

/// The version this build writes and reads. A change to the file layout or to the rules
/// that changes what a list of actions means needs a new version.
pub const FORMAT_VERSION: u32 = 1;

/// Which game a replay records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Duel,
    Grail,
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            GameKind::Duel => "duel",
            GameKind::Grail => "grail",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Bot,
}

/// Who played a seat: a person, or a bot with its setting (`random`, `greedy`, `mcts(...)`)
/// and, for the menu's AIs, the difficulty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub kind: SeatKind,
    /// The name shown in lists and in the log ("You", "Player 2", "AI (Normal)").
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<Difficulty>,
}

impl SeatInfo {
    pub fn human(name: impl Into<String>) -> Self {
        SeatInfo {
            kind: SeatKind::Human,
            name: name.into(),
            bot: None,
            difficulty: None,
        }
    }
    pub fn bot(
        name: impl Into<String>,
        bot: impl Into<String>,
        difficulty: Option<Difficulty>,
    ) -> Self {
        SeatInfo {
            kind: SeatKind::Bot,
            name: name.into(),
            bot: Some(bot.into()),
            difficulty,
        }
    }
}

/// How a finished game ended: the winning seat (none for a draw), why, and its length in
/// turns (duel) or days (Grail War).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    pub winner: Option<u8>,
    pub reason: String,
    pub turns: u32,
}

/// One duel action and who took it (a concession may come from the seat not deciding).
/// `after` is the first 8 hex digits of the state hash once it is applied: optional, it
/// lets `verify` name the first action where a replay diverges.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelStep {
    pub player: duel::PlayerId,
    pub action: duel::Action,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
}

/// One Grail War action and the faction (seat index) that took it; `after` as for a duel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrailStep {
    pub faction: grail::FactionId,
    pub action: grail::Action,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
}

/// A replay of a game whose setup is `S` and whose actions are `A`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "S: Deserialize<'de>, A: Deserialize<'de>")
)]
pub struct Record<S, A> {
    pub format_version: u32,
    pub game: GameKind,
    /// `DuelContent::hash` / `GrailContent::hash` of the card data it was played with.
    pub content_hash: String,
    /// The game's seed (equal to the setup's).
    pub seed: u64,
    pub seats: Vec<SeatInfo>,
    pub setup: S,
    #[serde(deserialize_with = "capped_actions")]
    pub actions: Vec<A>,
    /// `None` while the game is still going (an autosave) or if it was abandoned.
    pub result: Option<GameResult>,
    /// `State::hash` after the last action.
    pub final_state_hash: String,
    /// When the game started, UTC, RFC 3339.
    pub created: String,
}

pub type DuelReplay = Record<duel::GameConfig, DuelStep>;
pub type GrailReplay = Record<grail::GameConfig, GrailStep>;

/// A replay of either game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Replay {
    Duel(DuelReplay),
    Grail(GrailReplay),
}

impl Replay {
    pub fn game(&self) -> GameKind {
        match self {
            Replay::Duel(_) => GameKind::Duel,
            Replay::Grail(_) => GameKind::Grail,
        }
    }
    pub fn seats(&self) -> &[SeatInfo] {
        match self {
            Replay::Duel(r) => &r.seats,
            Replay::Grail(r) => &r.seats,
        }
    }
    pub fn result(&self) -> Option<&GameResult> {
        match self {
            Replay::Duel(r) => r.result.as_ref(),
            Replay::Grail(r) => r.result.as_ref(),
        }
    }
    pub fn action_count(&self) -> usize {
        match self {
            Replay::Duel(r) => r.actions.len(),
            Replay::Grail(r) => r.actions.len(),
        }
    }
    pub fn created(&self) -> &str {
        match self {
            Replay::Duel(r) => &r.created,
            Replay::Grail(r) => &r.created,
        }
    }
    pub fn seed(&self) -> u64 {
        match self {
            Replay::Duel(r) => r.seed,
            Replay::Grail(r) => r.seed,
        }
    }
    pub fn content_hash(&self) -> &str {
        match self {
            Replay::Duel(r) => &r.content_hash,
            Replay::Grail(r) => &r.content_hash,
        }
    }

    pub fn final_state_hash(&self) -> &str {
        match self {
            Replay::Duel(r) => &r.final_state_hash,
            Replay::Grail(r) => &r.final_state_hash,
        }
    }

    /// The players as one line: "You vs AI (Normal)".
    pub fn players_line(&self) -> String {
        self.seats()
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(" vs ")
    }

    /// The result as one line: "You won (leader fallen), turn 9", or "unfinished".
    pub fn result_line(&self) -> String {
        let Some(r) = self.result() else {
            return "unfinished".into();
        };
        let unit = match self.game() {
            GameKind::Duel => "turn",
            GameKind::Grail => "day",
        };
        let who = r
            .winner
            .and_then(|w| self.seats().get(usize::from(w)))
            .map_or("draw".to_string(), |s| format!("{} won", s.name));
        format!("{who} ({}), {unit} {}", r.reason, r.turns)
    }

    /// The JSON as saved: one field a line and one action a line, compact within (about
    /// half the size of pretty-printed JSON, and still readable and diffable).
    pub fn to_json(&self) -> String {
        match self {
            Replay::Duel(r) => r.to_json(),
            Replay::Grail(r) => r.to_json(),
        }
    }
}

impl<S: Serialize, A: Serialize> Record<S, A> {
    /// See [`Replay::to_json`].
    pub fn to_json(&self) -> String {
        // Serialising these plain data types cannot fail (no maps with non-string keys).
        fn j<T: Serialize + ?Sized>(v: &T) -> String {
            serde_json::to_string(v).unwrap_or_default()
        }
        let actions: Vec<String> = self
            .actions
            .iter()
            .map(|a| format!("    {}", j(a)))
            .collect();
        let actions = if actions.is_empty() {
            "[]".to_string()
        } else {
            format!("[\n{}\n  ]", actions.join(",\n"))
        };
        format!(
            "{{\n  \"format_version\": {},\n  \"game\": {},\n  \"content_hash\": {},\n  \"seed\": {},\n  \"seats\": {},\n  \"setup\": {},\n  \"actions\": {actions},\n  \"result\": {},\n  \"final_state_hash\": {},\n  \"created\": {}\n}}\n",
            self.format_version,
            j(&self.game),
            j(&self.content_hash),
            self.seed,
            j(&self.seats),
            j(&self.setup),
            j(&self.result),
            j(&self.final_state_hash),
            j(&self.created),
        )
    }
}

/// Reads the `actions` array, refusing more than [`MAX_ACTIONS`] elements as soon as the
/// next one starts, so a huge list is never held in memory.
fn capped_actions<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Capped<T>(std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Capped<T> {
        type Value = Vec<T>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "a list of at most {MAX_ACTIONS} actions")
        }
        fn visit_seq<S: serde::de::SeqAccess<'de>>(self, mut seq: S) -> Result<Vec<T>, S::Error> {
            let hint = seq.size_hint().unwrap_or(0).min(1024);
            let mut out = Vec::with_capacity(hint);
            while let Some(x) = seq.next_element()? {
                if out.len() == MAX_ACTIONS {
                    return Err(serde::de::Error::custom(format!(
                        "more than {MAX_ACTIONS} actions"
                    )));
                }
                out.push(x);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(Capped(std::marker::PhantomData))
}
