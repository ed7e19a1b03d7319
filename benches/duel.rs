//! Duel engine speed: complete random games per second from the opening and from a
//! mid-game position, and the cost of cloning a `State` (the goal: >= 10,000 games/s, docs/performance.md).

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::duel::{self, Action, State};
use horizon_notes::sim::{game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("content loads")
}

/// Random legal actions until the game ends, without events (as a playout in search).
fn playout(c: &DuelContent, s: &mut State, rng: &mut ChaCha8Rng, legal: &mut Vec<Action>) {
    while let Some(p) = s.deciding_player() {
        duel::legal_actions_into(c, s, legal);
        let a = legal[rng.random_range(0..legal.len())];
        let _ = duel::apply_quiet(c, s, p, a);
    }
}

/// A position reached after turn 8 of a seeded random game.
fn midgame(c: &DuelContent) -> State {
    for i in 0.. {
        let (mut s, _) =
            duel::new_game(c, &sim_config(c, game_seed(9, i)).expect("config")).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        while s.turn < 8 {
            let Some(p) = s.deciding_player() else { break };
            let legal = duel::legal_actions(c, &s);
            let a = legal[rng.random_range(0..legal.len())];
            duel::apply(c, &mut s, p, a).expect("legal");
        }
        if !s.is_over() {
            return s;
        }
    }
    unreachable!("some random game reaches turn 8")
}

fn bench(cr: &mut Criterion) {
    let c = content();
    let mut g = cr.benchmark_group("duel");
    g.throughput(Throughput::Elements(1));
    let mut i = 0u64;
    let mut legal = Vec::new();
    // Configs (deck lists as names) are made once: the bench measures setup and play.
    let configs: Vec<_> = (0..256)
        .map(|k| sim_config(&c, game_seed(1, k)).expect("config"))
        .collect();
    g.bench_function("random_game_from_opening", |b| {
        b.iter(|| {
            i += 1;
            let config = &configs[i as usize % configs.len()];
            let (mut s, _) = duel::new_game(&c, config).expect("setup");
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            playout(&c, &mut s, &mut rng, &mut legal);
            black_box(s.outcome)
        })
    });
    let mid = midgame(&c);
    g.bench_function("random_playout_from_midgame", |b| {
        b.iter(|| {
            i += 1;
            let mut s = mid.clone();
            s.rng = horizon_notes::rules::dice::Dice::seeded(i);
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            playout(&c, &mut s, &mut rng, &mut legal);
            black_box(s.outcome)
        })
    });
    g.bench_function("state_clone", |b| b.iter(|| black_box(mid.clone())));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
