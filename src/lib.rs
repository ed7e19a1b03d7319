//! HorizonNotes: a duel card battle and a Grail War, with AI, hot seat and replays.

pub mod ai;
pub mod app;
pub mod balance;
pub mod bench;
pub mod cli;
pub mod content;
pub mod fault;
pub mod locale;
pub mod paths;
pub mod replay;
pub mod review;
pub mod rules;
pub mod scenario;
pub mod sim;
