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

/// The Grail War's report: every servant's wars, every pair of servants of different
/// classes in both seats, skirmishes fought to the end, the same on one thread and two.
#[test]
fn the_grail_report_covers_every_servant_and_pair_and_repeats_on_any_threads() {
    use horizon_notes::balance::grail_balance;
    use horizon_notes::content::grail::GrailContent;
    let c = GrailContent::load_dir(&default_content_dir().join("grail")).expect("content");
    let (wars, per) = (3, 1);
    let one =
        grail_balance(&c, wars, per, 4, (&BotSpec::Random, &BotSpec::Random), 1).expect("played");
    let two =
        grail_balance(&c, wars, per, 4, (&BotSpec::Random, &BotSpec::Random), 2).expect("played");
    let n = c.servants.len();
    let cross = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .filter(|&(a, b)| c.servants[a].class != c.servants[b].class)
        .count();
    assert_eq!(
        one.pairs.len(),
        cross,
        "every pair of servants of different classes"
    );
    assert!(
        one.pairs.iter().all(|p| p.rate.games == 2 * per),
        "both seats"
    );
    assert_eq!(one.skirmishes, 2 * per * cross as u64);
    let fought: u64 = one.skirmish_ends.iter().map(|e| e.1).sum();
    assert_eq!(fought, one.skirmishes, "one combat a skirmish");
    // Neither side declares a retreat or offers a ceasefire; a random bot may still send its
    // servant away by a command spell, so only the ceasefire is sure to be absent.
    assert!(
        one.skirmish_ends
            .iter()
            .all(|(how, _, _)| how != "ceasefire"),
        "nobody offers a ceasefire: {:?}",
        one.skirmish_ends
    );
    let seats: u64 = one.servants.iter().map(|s| s.wars).sum();
    assert_eq!(seats, 7 * wars, "seven servants a war");
    let ended: u64 = one.war_ends.iter().map(|e| e.1).sum();
    assert_eq!(ended, wars);
    // A servant's rate counts only the decided wars: each has one winner among seven seats.
    let drawn = one
        .war_ends
        .iter()
        .find(|e| e.0 == "draw")
        .map_or(0, |e| e.1);
    let decided_seats: u64 = one.servants.iter().map(|s| s.rate.games).sum();
    let wins: u64 = one.servants.iter().map(|s| s.rate.wins).sum();
    assert_eq!(decided_seats, 7 * (wars - drawn));
    assert_eq!(wins, wars - drawn, "one winner a decided war");
    let strip = |mut r: horizon_notes::balance::GrailBalance| {
        r.secs = 0.0;
        r
    };
    assert_eq!(strip(one), strip(two), "the same on one thread and two");
}
