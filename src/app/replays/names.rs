//! A recorded game's words in the player's language: the names the game gave its seats,
//! the players and result lines of a replay or save, and the most common reasons a file
//! cannot be watched or continued. Files keep the English the game wrote (the app matches
//! "You" and the AI's labels), so the translation is made when shown.

use crate::ai::Difficulty;
use crate::replay::{GameKind, Replay};
use crate::tr;

/// A difficulty's name in the current language ("Normal").
pub fn difficulty_name(d: Difficulty) -> String {
    match d {
        Difficulty::Easy => tr!("common-difficulty-easy"),
        Difficulty::Normal => tr!("common-difficulty-normal"),
        Difficulty::Hard => tr!("common-difficulty-hard"),
    }
}

/// The name of an AI seat at `d` in the current language ("AI (Normal)").
pub fn ai_label(d: Difficulty) -> String {
    tr!("common-ai-seat", difficulty = difficulty_name(d))
}

/// A seat's name as saved (the game writes its own names in English) in the current
/// language: "You", "Player 2", "AI (Normal)", "AI 1". A name someone chose stays as it is.
pub fn shown_seat_name(name: &str) -> String {
    if name == "You" {
        return tr!("common-you");
    }
    if name == "AI" {
        return tr!("common-ai");
    }
    if let Some(d) = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard]
        .into_iter()
        .find(|d| name == format!("AI ({d:?})"))
    {
        return ai_label(d);
    }
    if let Some(n) = name
        .strip_prefix("Player ")
        .and_then(|n| n.parse::<usize>().ok())
    {
        return tr!("common-player", n = n);
    }
    // Two AIs are numbered: "AI (Easy) 2"; the simulator names its seats by their bot
    // setting: "random 1", "greedy 2", "mcts(300 iterations) 1".
    if let Some((label, n)) = name.rsplit_once(' ')
        && let Ok(n) = n.parse::<usize>()
    {
        let bot = match label {
            "random" => Some(tr!("common-bot-random")),
            "greedy" => Some(tr!("common-bot-greedy")),
            _ if label.starts_with("mcts(") => Some(tr!("common-bot-search")),
            _ if label == "AI" || label.starts_with("AI (") => Some(shown_seat_name(label)),
            _ => None,
        };
        if let Some(bot) = bot {
            return tr!("common-ai-numbered", name = bot, n = n);
        }
    }
    name.to_string()
}

/// Whose a unit is, by its seat's shown name ([`shown_seat_name`]): "your" for the
/// person, else "Player 2's".
pub fn side_of(shown: &str) -> String {
    if shown == tr!("common-you") {
        tr!("common-side-yours")
    } else {
        tr!("common-side-of", name = shown)
    }
}

/// The players as one line: "You vs AI (Normal)"; seats of one name are counted, not
/// repeated ("You vs AI (Normal) ×6"), so that a war of seven fits on a line.
pub fn players_line(r: &Replay) -> String {
    seats_line(r.seats().iter().map(|s| s.name.as_str()))
}

/// [`players_line`] of the seats' recorded names.
fn seats_line<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for name in names.map(shown_seat_name) {
        match counted.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => counted.push((name, 1)),
        }
    }
    counted
        .into_iter()
        .map(|(name, n)| match n {
            1 => name,
            n => tr!("replays-seats-alike", name = name, n = n),
        })
        .collect::<Vec<_>>()
        .join(&tr!("replays-vs"))
}

/// The result as one line: "You won (leader fallen), turn 9", "AI (Normal) (Saber) won
/// (last standing), day 4" with the winner's `side` where its game names one (a skirmish
/// without its day), or "unfinished".
pub fn result_line(r: &Replay, side: Option<&str>) -> String {
    let Some(res) = r.result() else {
        return tr!("replays-result-unfinished");
    };
    let reason = end_reason(&res.reason);
    let turns = res.turns;
    let winner = res
        .winner
        .and_then(|w| r.seats().get(usize::from(w)))
        .map(|s| shown_seat_name(&s.name))
        .map(|who| match side {
            // A seat named for its side ("Saber (random)") says it already.
            Some(side) if !who.contains(side) => {
                tr!("replays-winner-side", who = who, side = side)
            }
            _ => who,
        });
    // A skirmish is one fight on day 1: its day says nothing.
    let skirmish = matches!(r, Replay::Grail(g) if g.setup.skirmish.is_some());
    match (r.game(), winner) {
        (GameKind::Grail, Some(who)) if skirmish => {
            tr!("replays-result-won-fight", who = who, reason = reason)
        }
        (GameKind::Grail, None) if skirmish && res.reason == "draw" => {
            tr!("replays-result-draw-plain-fight")
        }
        (GameKind::Grail, None) if skirmish => tr!("replays-result-draw-fight", reason = reason),
        (GameKind::Duel, Some(who)) => {
            tr!(
                "replays-result-won",
                who = who,
                reason = reason,
                turns = turns
            )
        }
        // A draw by the rules needs no reason beside it ("draw (draw)").
        (GameKind::Duel, None) if res.reason == "draw" => {
            tr!("replays-result-draw-plain", turns = turns)
        }
        (GameKind::Duel, None) => tr!("replays-result-draw", reason = reason, turns = turns),
        (GameKind::Grail, Some(who)) => tr!(
            "replays-result-won-day",
            who = who,
            reason = reason,
            turns = turns
        ),
        (GameKind::Grail, None) if res.reason == "draw" => {
            tr!("replays-result-draw-plain-day", turns = turns)
        }
        (GameKind::Grail, None) => {
            tr!("replays-result-draw-day", reason = reason, turns = turns)
        }
    }
}

/// How a game ended, from the words its replay records.
fn end_reason(recorded: &str) -> String {
    let id = match recorded {
        "leader fallen" => "replays-reason-leader-fallen",
        "both leaders fallen" => "replays-reason-both-leaders-fallen",
        "turn limit" => "replays-reason-turn-limit",
        "concession" => "replays-reason-concession",
        "last standing" => "replays-reason-last-standing",
        "holds the Grail district" => "replays-reason-grail-district",
        "most Grail points" => "replays-reason-grail-points",
        "most HP left" => "replays-reason-hp-percent",
        "held the field" => "replays-reason-held-the-field",
        "draw" => "replays-reason-draw",
        other => return other.to_string(),
    };
    tr!(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};

    #[test]
    fn the_games_own_seat_names_are_translated_and_chosen_ones_kept() {
        assert_eq!(shown_seat_name("You"), "You");
        assert_eq!(shown_seat_name("Player 2"), "Player 2");
        assert_eq!(shown_seat_name("random 1"), "Random AI 1");
        with_lang(Lang::Ja, || {
            assert_eq!(shown_seat_name("You"), "あなた");
            assert_eq!(shown_seat_name("Player 2"), "プレイヤー2");
            assert_eq!(shown_seat_name("AI (Hard)"), "AI（むずかしい）");
            assert_eq!(shown_seat_name("Mio"), "Mio");
            assert_eq!(shown_seat_name("Player X"), "Player X");
            assert_eq!(shown_seat_name("AI (Normal) 2"), "AI（ふつう） 2");
            assert_eq!(shown_seat_name("random 1"), "ランダムAI 1");
            assert_eq!(shown_seat_name("greedy 2"), "貪欲AI 2");
            assert_eq!(shown_seat_name("mcts(300 iterations) 1"), "探索AI 1");
            assert_eq!(shown_seat_name("Mio 2"), "Mio 2");
            assert_eq!(side_of("あなた"), "あなたの");
        });
    }

    /// A war of seven says its AIs once, counted: its line fits on the title screen.
    #[test]
    fn seats_of_one_name_are_counted() {
        let seats = [
            "You",
            "AI (Normal)",
            "AI (Normal)",
            "AI (Hard)",
            "AI (Normal)",
        ];
        assert_eq!(
            seats_line(seats.into_iter()),
            "You vs AI (Normal) ×3 vs AI (Hard)"
        );
        with_lang(Lang::Ja, || {
            assert_eq!(
                seats_line(seats.into_iter()),
                "あなた 対 AI（ふつう）×3 対 AI（むずかしい）"
            );
        });
    }

    /// A review names the person's units as theirs ("your Lyra"), never "You's Lyra".
    #[test]
    fn the_persons_side_is_yours() {
        assert_eq!(side_of(&shown_seat_name("You")), "your");
        assert_eq!(side_of(&shown_seat_name("Player 2")), "Player 2's");
    }
}
