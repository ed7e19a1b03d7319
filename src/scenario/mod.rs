//! Scenario files: data-driven rule tests (docs/scenarios.md).

pub mod duel;
mod refs;
