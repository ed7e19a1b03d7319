//! AI speed in the Grail War: ISMCTS iterations per second from a mid-game position
//! (docs/ai.md), with the default rollout horizon.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horizon_notes::ai::grail::{GrailGame, GrailState, GrailView};
use horizon_notes::ai::mcts::{self, Budget, MctsConfig};
use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::sim::{SimOptions, random_action};
use horizon_notes::rules::grail::{self as core, DecisionKind, GameConfig, GameState, new_game};
use horizon_notes::sim::game_seed;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A Declaration of a 7-faction game on day 3 or later, reached by random play.
fn midgame(c: &GrailContent) -> Option<GameState> {
    let opts = SimOptions::default();
    for i in 0..200 {
        let seed = game_seed(9, i);
        let (mut s, _) = new_game(c, GameConfig::default_lineup(seed, 7)).ok()?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut free = 0;
        while let Some(f) = s.deciding() {
            let declaring = matches!(
                s.pending.as_ref().map(|d| &d.kind),
                Some(DecisionKind::Declaration { engaged: false })
            );
            if s.day >= 3 && declaring && s.factions.iter().filter(|x| x.alive()).count() >= 4 {
                return Some(s);
            }
            let a = random_action(c, &s, &mut rng, &opts, free)?;
            free = if a.is_free() { free + 1 } else { 0 };
            core::apply(c, &mut s, f, a).ok()?;
        }
    }
    None
}

fn bench(cr: &mut Criterion) {
    let c = GrailContent::builtin().expect("content");
    let s = midgame(&c).expect("some random game reaches day 3 with four factions left");
    let f = s.deciding().expect("a decision");
    let view = GrailView::new(&c, &GrailState::new(s), f);
    let iters = 100;
    let cfg = MctsConfig::new(Budget::Iterations(iters));
    let mut g = cr.benchmark_group("mcts");
    g.throughput(Throughput::Elements(u64::from(iters)));
    g.sample_size(10);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    g.bench_function("grail_midgame_iterations", |b| {
        b.iter(|| black_box(mcts::search::<GrailGame>(&c, &view, &cfg, &mut rng)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
