//! Grail War engine speed (docs/performance.md): complete random 7-faction games per second,
//! and the cost of cloning a mid-game `GameState` (goal: >= 1,000 games/s on one core).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::sim::{SimOptions, ai_rng, random_action, random_game};
use horizon_notes::rules::grail::{GameConfig, GameState, apply, new_game};

/// A position on Day 3 of a seeded random game, preferably inside a combat.
fn midgame(c: &GrailContent) -> GameState {
    let (mut s, _) = new_game(c, GameConfig::default_lineup(5, 7)).expect("setup");
    let mut rng = ai_rng(5);
    let opts = SimOptions::default();
    while s.outcome.is_none() && !(s.day >= 3 && s.combat.is_some()) {
        let Some(f) = s.deciding() else { break };
        let Some(a) = random_action(c, &s, &mut rng, &opts, 0) else {
            break;
        };
        if apply(c, &mut s, f, a).is_err() {
            break;
        }
    }
    s
}

fn bench(cr: &mut Criterion) {
    let c = GrailContent::builtin().expect("content");
    let mut g = cr.benchmark_group("grail");
    g.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    g.bench_function("random_7_faction_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&c, seed, 7).expect("game"))
        })
    });
    let s = midgame(&c);
    g.bench_function("state_clone_midgame", |b| b.iter(|| black_box(s.clone())));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
