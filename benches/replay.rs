//! Replay speed (the goal, docs/replays.md: verifying a 200-action duel replay takes well under 1 ms):
//! replays verified per second, and loaded-and-verified per second from the JSON text.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::replay::{self, DuelReplay, Replay, SeatInfo};
use horizon_notes::rules::duel;
use horizon_notes::sim::{game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("content loads")
}

/// A random duel's replay.
fn random_duel(c: &DuelContent, seed: u64) -> DuelReplay {
    let config = sim_config(c, game_seed(seed, 0)).expect("config");
    let (mut s, _) = duel::new_game(c, &config).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = Vec::new();
    while let Some(p) = s.deciding_player() {
        let legal = duel::legal_actions(c, &s);
        let a = legal[rng.random_range(0..legal.len())];
        duel::apply(c, &mut s, p, a).expect("legal");
        actions.push((p, a));
    }
    let seats = [
        SeatInfo::bot("Random 1", "random", None),
        SeatInfo::bot("Random 2", "random", None),
    ];
    replay::record_duel(c, &config, seats, &actions, "2026-11-29T00:00:00Z".into())
        .expect("records")
}

/// The replay, among the first 100 seeds, whose length is nearest 200 actions.
fn replay_of_200(c: &DuelContent) -> DuelReplay {
    (0..100)
        .map(|s| random_duel(c, s))
        .min_by_key(|r| r.actions.len().abs_diff(200))
        .expect("a replay")
}

fn bench(cr: &mut Criterion) {
    let c = content();
    let r = replay_of_200(&c);
    let text = Replay::Duel(r.clone()).to_json();
    eprintln!(
        "replay of {} actions, {} bytes of JSON",
        r.actions.len(),
        text.len()
    );
    let mut g = cr.benchmark_group("replay");
    g.throughput(Throughput::Elements(1));
    g.bench_function("verify_duel_200_actions", |b| {
        b.iter(|| replay::verify_duel("bench.json", black_box(&r), &c).expect("verifies"))
    });
    // The re-application alone, without the final state hash (SHA-256 of the state's JSON).
    g.bench_function("reapply_duel_200_actions", |b| {
        b.iter(|| {
            replay::DuelPlayback::at("bench.json", black_box(&r), &c, r.actions.len())
                .expect("re-applies")
        })
    });
    g.bench_function("load_and_verify_duel_200_actions", |b| {
        b.iter(|| {
            let loaded =
                replay::parse_bytes("bench.json", black_box(text.as_bytes())).expect("loads");
            replay::verify("bench.json", &loaded, Some(&c), None).expect("verifies")
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
