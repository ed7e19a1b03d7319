//! Replays of simulated games (`horizon-notes sim ... --replays DIR`): one file per game,
//! named by the game's index and seed, with the bots as seats.

use std::path::Path;

use super::format::SeatInfo;
use super::record::{record, save_atomic, timestamp_utc};
use super::recorded::Recorded;

/// Saves the replay of simulated game `index`, set up with `config`, whose seats were
/// played as `seats` say.
pub fn save_sim<G: Recorded>(
    c: &G::Content,
    dir: &Path,
    index: u64,
    config: &G::Config,
    seats: Vec<SeatInfo>,
    actions: &[(G::Seat, G::Action)],
) -> Result<(), String> {
    let r = record::<G>(c, config, seats, actions, timestamp_utc())
        .map_err(|e| format!("{} {index}: {e}", G::KIND))?;
    let path = dir.join(format!(
        "{}-{index:06}-{:016x}.json",
        G::KIND,
        G::seed(config)
    ));
    save_atomic(&path, &r.to_json()).map_err(|e| format!("{}: cannot save: {e}", path.display()))
}
