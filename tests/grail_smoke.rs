//! Smoke: random 7-faction games end (G-36.3) without errors.

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::sim::random_game;

#[test]
fn g36_3_random_games_end() {
    let c = GrailContent::builtin().expect("content");
    for seed in 0..20 {
        let g = random_game(&c, seed, 7).unwrap_or_else(|e| panic!("{e}"));
        assert!(g.outcome.is_some());
        eprintln!(
            "{seed}: {:?} days {} combats {} rounds {:?} actions {}",
            g.outcome, g.days, g.combats, g.rounds_per_combat, g.actions
        );
    }
}
