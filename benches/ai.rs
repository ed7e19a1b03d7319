//! AI speed: ISMCTS iterations per second from a mid-game duel position (docs/ai.md).

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horizon_notes::ai::duel::DuelGame;
use horizon_notes::ai::mcts::{self, Budget, MctsConfig};
use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::duel::{self, State};
use horizon_notes::sim::{game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("content loads")
}

/// A Main Phase decision after turn 6 of a seeded random game.
fn midgame(c: &DuelContent) -> State {
    for i in 0.. {
        let (mut s, _) =
            duel::new_game(c, &sim_config(c, game_seed(5, i)).expect("config")).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        while let Some(p) = s.deciding_player() {
            if s.turn >= 6 && s.phase == duel::Phase::Main && duel::legal_actions(c, &s).len() > 4 {
                return s;
            }
            let legal = duel::legal_actions(c, &s);
            duel::apply(c, &mut s, p, legal[rng.random_range(0..legal.len())]).expect("legal");
        }
    }
    unreachable!("some random game reaches a rich Main Phase")
}

fn bench(cr: &mut Criterion) {
    let c = content();
    let s = midgame(&c);
    let view = s.view_for(s.deciding_player().expect("a decision"));
    let iters = 500;
    let cfg = MctsConfig::new(Budget::Iterations(iters));
    let mut g = cr.benchmark_group("mcts");
    g.throughput(Throughput::Elements(u64::from(iters)));
    g.sample_size(20);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    g.bench_function("duel_midgame_iterations", |b| {
        b.iter(|| black_box(mcts::search::<DuelGame>(&c, &view, &cfg, &mut rng)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
