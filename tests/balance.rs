//! The balance report (docs/balance.md): every ordered pairing of the preset decks is
//! played, each deck in both seats; the figures add up and do not depend on the threads.

use horizon_notes::ai::BotSpec;
use horizon_notes::balance::duel_balance;
use horizon_notes::cli::default_content_dir;
use horizon_notes::content::duel_load::load_duel_dir;

#[test]
fn the_duel_report_covers_every_pairing_and_repeats_on_any_threads() {
    let c = load_duel_dir(&default_content_dir().join("duel")).expect("content");
    let d = c.decks.len() as u64;
    let games = 6;
    let one = duel_balance(&c, games, 5, &BotSpec::Random, 1).expect("played");
    let two = duel_balance(&c, games, 5, &BotSpec::Random, 2).expect("played");
    assert_eq!(
        one.games,
        d * d * games,
        "every ordered pairing, mirrors too"
    );
    assert_eq!(one.pairings.len() as u64, d * (d - 1));
    for p in &one.pairings {
        assert_eq!(
            p.rate.games,
            2 * games,
            "both seats of {} v {}",
            p.deck,
            p.against
        );
        let back = one
            .pairings
            .iter()
            .find(|q| q.deck == p.against && q.against == p.deck)
            .expect("the other way round");
        assert!(
            p.rate.wins + back.rate.wins <= 2 * games,
            "a game has one winner at most"
        );
        assert!(p.rate.low <= p.rate.rate && p.rate.rate <= p.rate.high);
    }
    for (deck, r) in &one.decks {
        assert_eq!(
            r.games,
            2 * games * (d - 1),
            "{deck} against each other deck"
        );
    }
    assert!(!one.arcastella.is_empty());
    assert!(one.first_player.games == one.games);
    let strip = |mut r: horizon_notes::balance::DuelBalance| {
        r.secs = 0.0;
        r
    };
    assert_eq!(strip(one), strip(two), "the same on one thread and two");
}
