//! The simulator's random policy (G-37.6) picks from the legal actions (G-39.1) exactly as
//! a uniform pick from the listed actions would: `random_action` builds only the action it
//! picks, so at every decision of random games it must equal the pick from the full
//! lists, and those lists must be the free and non-free parts of `legal_actions`.

use std::collections::HashSet;

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::sim::{SimOptions, ai_rng, random_action};
use horizon_notes::rules::grail::*;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The policy over materialised lists: a free action with the configured chance, else a
/// uniformly random non-free one.
fn pick_from_lists(
    c: &GrailContent,
    s: &GameState,
    rng: &mut ChaCha8Rng,
    opts: &SimOptions,
    free_in_a_row: u32,
) -> Option<Action> {
    if free_in_a_row < opts.max_free_in_a_row && rng.random_range(0..1000) < opts.free_per_mille {
        let free = legal_free_actions(c, s);
        if !free.is_empty() {
            return Some(free[rng.random_range(0..free.len())].clone());
        }
    }
    let main = legal_main_actions(c, s);
    if main.is_empty() {
        return None;
    }
    Some(main[rng.random_range(0..main.len())].clone())
}

fn as_set(v: &[Action]) -> HashSet<&Action> {
    let set: HashSet<&Action> = v.iter().collect();
    assert_eq!(set.len(), v.len(), "an action is listed twice: {v:?}");
    set
}

/// G-39.1, G-37.6: lists and the random pick agree at every decision.
#[test]
fn g39_1_random_pick_equals_pick_from_the_legal_lists() {
    let c = GrailContent::builtin().expect("content");
    let opts = SimOptions::default();
    let mut decisions = 0u64;
    for seed in 0..12u64 {
        let factions = 2 + (seed as usize % 6);
        let (mut s, _) = new_game(&c, GameConfig::default_lineup(seed, factions)).expect("game");
        let mut rng = ai_rng(seed);
        let mut free = 0;
        while s.outcome.is_none() {
            let all = legal_actions(&c, &s);
            let main = legal_main_actions(&c, &s);
            let frees = legal_free_actions(&c, &s);
            let (all_free, all_main): (Vec<Action>, Vec<Action>) =
                all.into_iter().partition(Action::is_free);
            assert_eq!(
                as_set(&main),
                as_set(&all_main),
                "main list at {:?}",
                s.pending
            );
            assert_eq!(
                as_set(&frees),
                as_set(&all_free),
                "free list at {:?}",
                s.pending
            );
            let mut reference = rng.clone();
            let expected = pick_from_lists(&c, &s, &mut reference, &opts, free);
            let a = random_action(&c, &s, &mut rng, &opts, free).expect("an action");
            assert_eq!(Some(&a), expected.as_ref(), "pick at {:?}", s.pending);
            assert_eq!(rng, reference, "the policy drew different random numbers");
            free = if a.is_free() { free + 1 } else { 0 };
            let f = s.deciding().expect("decision");
            apply(&c, &mut s, f, a).expect("a listed action is legal");
            decisions += 1;
        }
    }
    assert!(decisions > 2_000, "only {decisions} decisions");
}

/// The family of a command spell that takes a parameter.
fn family_of(a: &Action) -> Option<SpellFamily> {
    match a {
        Action::UseCommandSpell { spell } => match spell {
            CommandSpell::Teleport { .. } => Some(SpellFamily::Teleport),
            CommandSpell::Withdrawal { .. } => Some(SpellFamily::Withdrawal),
            CommandSpell::TacticalRefinement { .. } => Some(SpellFamily::TacticalRefinement),
            CommandSpell::BattleRoar { .. } => Some(SpellFamily::BattleRoar),
            _ => None,
        },
        _ => None,
    }
}

/// G-39.1: a listing that refuses a family of command spells, or some actions, is the
/// legal free list without them, in its order (the bots ask for only what they play).
#[test]
fn g39_1_a_filtered_free_list_is_the_legal_one_without_what_it_refuses() {
    let c = GrailContent::builtin().expect("content");
    let families = [
        SpellFamily::Teleport,
        SpellFamily::Withdrawal,
        SpellFamily::TacticalRefinement,
        SpellFamily::BattleRoar,
    ];
    let mut seen = HashSet::new();
    for seed in 0..6u64 {
        let (mut s, _) =
            new_game(&c, GameConfig::default_lineup(seed, 3 + seed as usize % 4)).expect("game");
        let mut rng = ai_rng(seed);
        let opts = SimOptions::default();
        let mut free = 0;
        while s.outcome.is_none() {
            let all = legal_free_actions(&c, &s);
            for refused in families {
                let kept = legal_free_actions_where(&c, &s, |fam| fam != refused, |_| true);
                let expected: Vec<Action> = all
                    .iter()
                    .filter(|a| family_of(a) != Some(refused))
                    .cloned()
                    .collect();
                assert_eq!(kept, expected, "without {refused:?} at {:?}", s.pending);
                if kept.len() < all.len() {
                    seen.insert(refused);
                }
            }
            let spell = |a: &Action| matches!(a, Action::UseCommandSpell { .. });
            let no_spells = legal_free_actions_where(&c, &s, |_| true, |a| !spell(a));
            let expected: Vec<Action> = all.iter().filter(|a| !spell(a)).cloned().collect();
            assert_eq!(no_spells, expected, "no spells at {:?}", s.pending);
            let a = random_action(&c, &s, &mut rng, &opts, free).expect("an action");
            free = if a.is_free() { free + 1 } else { 0 };
            let f = s.deciding().expect("decision");
            apply(&c, &mut s, f, a).expect("a listed action is legal");
        }
    }
    for fam in [SpellFamily::Teleport, SpellFamily::TacticalRefinement] {
        assert!(seen.contains(&fam), "no legal {fam:?} was ever listed");
    }
}
