//! Replays of simulated games (`horizon-notes sim ... --replays DIR`): one file per game,
//! named by the game's index and seed, with the bots as seats.

use std::path::Path;

use crate::ai::BotSpec;
use crate::content::duel::DuelContent;
use crate::content::grail::GrailContent;
use crate::rules::{duel, grail};

use super::format::{Replay, SeatInfo};
use super::record::{record_duel, record_grail, save_atomic, timestamp_utc};

fn bot_seat(label: String, spec: &BotSpec) -> SeatInfo {
    SeatInfo::bot(label, spec.to_string(), None)
}

fn save(dir: &Path, name: String, r: &Replay) -> Result<(), String> {
    let path = dir.join(name);
    save_atomic(&path, &r.to_json()).map_err(|e| format!("{}: cannot save: {e}", path.display()))
}

/// Saves the replay of simulated duel `index`, whose seats were played by `bots`.
pub fn save_sim_duel(
    c: &DuelContent,
    dir: &Path,
    index: u64,
    config: &duel::GameConfig,
    bots: [&BotSpec; 2],
    actions: &[(duel::PlayerId, duel::Action)],
) -> Result<(), String> {
    let seats = [0, 1].map(|k| bot_seat(format!("{} {}", bots[k], k + 1), bots[k]));
    let r = record_duel(c, config, seats, actions, timestamp_utc())
        .map_err(|e| format!("duel {index}: {e}"))?;
    let name = format!("duel-{index:06}-{:016x}.json", config.seed);
    save(dir, name, &Replay::Duel(r))
}

/// The config `sim::play_grail` and `grail::sim::random_game` play: the default lineup
/// with the simulator's day limit.
fn sim_grail_config(seed: u64, factions: usize) -> grail::GameConfig {
    let mut config = grail::GameConfig::default_lineup(seed, factions);
    config.day_limit = grail::sim::SimOptions::default().day_limit;
    config
}

/// Saves the replay of simulated Grail War game `index` (seed `seed`) between `bots`.
pub fn save_sim_grail(
    c: &GrailContent,
    dir: &Path,
    index: u64,
    seed: u64,
    bots: &[BotSpec],
    actions: &[(grail::FactionId, grail::Action)],
) -> Result<(), String> {
    let config = sim_grail_config(seed, bots.len());
    let seats = bots
        .iter()
        .zip(&config.factions)
        .map(|(b, f)| bot_seat(format!("{} ({b})", f.name), b))
        .collect();
    let r = record_grail(c, &config, seats, actions, timestamp_utc())
        .map_err(|e| format!("grail war {index}: {e}"))?;
    save(
        dir,
        format!("grail-{index:06}-{seed:016x}.json"),
        &Replay::Grail(r),
    )
}

/// Plays random Grail War game `index` as `grail::sim::random_game` does, and saves its
/// replay. The faction that took each action is the one deciding before it.
pub fn random_grail_saved(
    c: &GrailContent,
    dir: &Path,
    index: u64,
    seed: u64,
    factions: usize,
) -> Result<grail::sim::GameSummary, String> {
    let config = sim_grail_config(seed, factions);
    let (first, _) = grail::new_game(c, config).map_err(|e| e.to_string())?;
    let mut deciding = first.deciding();
    let mut actions = Vec::new();
    let summary = grail::sim::random_game_with(
        c,
        seed,
        factions,
        &grail::sim::SimOptions::default(),
        |s, a, _| {
            let f = deciding.ok_or("an action with no faction deciding")?;
            actions.push((f, a.clone()));
            deciding = s.deciding();
            Ok(())
        },
    )
    .map_err(|e| e.to_string())?;
    let random = BotSpec::Random;
    save_sim_grail(c, dir, index, seed, &vec![random; factions], &actions)?;
    Ok(summary)
}
