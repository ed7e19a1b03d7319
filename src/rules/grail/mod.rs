//! The Grail War rules core (rules-grail.md): a pure, deterministic engine.
