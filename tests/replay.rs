//! Replays (docs/replays.md): recorded games verify; every kind of broken,
//! edited or malicious file gets a clear error naming the file, the field and the reason,
//! never a panic, a hang or a huge allocation; mutated files never crash the loader.

use std::path::Path;

use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::content::grail::GrailContent;
use horizon_notes::replay::{
    self, DuelPlayback, MAX_ACTIONS, MAX_DEPTH, MAX_FILE_BYTES, Replay, ReplayError, SeatInfo,
};
use horizon_notes::rules::{duel, grail};
use horizon_notes::sim::{game_seed, sim_config};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("shipped content loads")
}

fn seats() -> [SeatInfo; 2] {
    [
        SeatInfo::bot("Random 1", "random", None),
        SeatInfo::bot("Random 2", "random", None),
    ]
}

/// A random duel played to its end, as a replay.
fn random_duel(c: &DuelContent, seed: u64) -> replay::DuelReplay {
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
    replay::record_duel(c, &config, seats(), &actions, "2026-11-29T23:00:00Z".into())
        .expect("records")
}

fn json(r: &replay::DuelReplay) -> String {
    Replay::Duel(r.clone()).to_json()
}

/// Parses and verifies; the error if either fails.
fn check(c: &DuelContent, text: &str) -> Result<replay::Verified, ReplayError> {
    let r = replay::parse_bytes("game.json", text.as_bytes())?;
    replay::verify("game.json", &r, Some(c), None)
}

fn edit(r: &replay::DuelReplay, f: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&json(r)).expect("valid json");
    f(&mut v);
    v.to_string()
}

fn expect_err(c: &DuelContent, text: &str, field: &str, words: &str) -> ReplayError {
    let e = check(c, text).expect_err("must be refused");
    assert_eq!(e.file, "game.json");
    assert!(
        e.field.starts_with(field),
        "field {:?} (want {field}): {e}",
        e.field
    );
    assert!(
        e.reason.to_string().contains(words),
        "reason lacks {words:?}: {e}"
    );
    e
}

#[test]
fn recorded_duels_round_trip_and_verify() {
    let c = content();
    for seed in 0..20 {
        let r = random_duel(&c, seed);
        let text = json(&r);
        let loaded = replay::parse_bytes("game.json", text.as_bytes()).expect("loads");
        assert_eq!(loaded, Replay::Duel(r.clone()));
        let v = replay::verify("game.json", &loaded, Some(&c), None).expect("verifies");
        assert_eq!(v.actions, r.actions.len());
        assert!(v.finished);
        assert!(r.result.is_some());
    }
}

#[test]
fn playback_reaches_the_same_state_step_by_step_and_by_jumping() {
    let c = content();
    let r = random_duel(&c, 3);
    let (mut p, _) = DuelPlayback::start("f", &r, &c).expect("starts");
    let mut ev = Vec::new();
    let half = r.actions.len() / 2;
    for _ in 0..half {
        p.step("f", &r, &c, &mut ev).expect("steps");
    }
    let jumped = DuelPlayback::at("f", &r, &c, half).expect("jumps");
    assert_eq!(jumped.state, p.state);
    let end = DuelPlayback::at("f", &r, &c, r.actions.len()).expect("to the end");
    assert_eq!(end.state.hash(), r.final_state_hash);
}

#[test]
fn a_newer_or_unknown_version_is_refused_by_name() {
    let c = content();
    let r = random_duel(&c, 1);
    let e = expect_err(
        &c,
        &edit(&r, |v| v["format_version"] = 2.into()),
        "format_version",
        "newer",
    );
    assert!(e.to_string().starts_with("game.json: at format_version: "));
    expect_err(
        &c,
        &edit(&r, |v| v["format_version"] = 0.into()),
        "format_version",
        "not supported",
    );
    expect_err(
        &c,
        &edit(&r, |v| v["format_version"] = "one".into()),
        "format_version",
        "invalid type",
    );
}

#[test]
fn other_card_data_is_named() {
    let c = content();
    let r = random_duel(&c, 2);
    let other = "ab".repeat(32);
    expect_err(
        &c,
        &edit(&r, |v| v["content_hash"] = other.clone().into()),
        "content_hash",
        "other card data",
    );
    expect_err(
        &c,
        &edit(&r, |v| v["content_hash"] = "xyz".into()),
        "content_hash",
        "SHA-256",
    );
}

#[test]
fn an_illegal_action_names_its_index() {
    let c = content();
    let r = random_duel(&c, 4);
    let i = r
        .actions
        .iter()
        .position(|s| s.action != duel::Action::Concede)
        .expect("an action");
    // The other seat acts out of turn.
    let text = edit(&r, |v| {
        let who = v["actions"][i]["player"]
            .as_str()
            .unwrap_or("P0")
            .to_string();
        v["actions"][i]["player"] = if who == "P0" { "P1" } else { "P0" }.into();
    });
    let e = expect_err(
        &c,
        &text,
        &format!("actions[{i}].action"),
        "decision belongs",
    );
    assert_eq!(e.action, Some(i));
    // An action that is not among the legal ones.
    let text = edit(&r, |v| {
        v["actions"][0]["action"] = serde_json::json!({"UseAstralCode": {"user": 2, "target": {"Arc": {"player": "P1", "slot": 0}}}});
    });
    let e = check(&c, &text).expect_err("refused");
    assert_eq!(e.action, Some(0), "{e}");
}

#[test]
fn an_edited_action_is_caught_at_the_first_divergence() {
    let c = content();
    let r = random_duel(&c, 5);
    // Claim a different state after action 7 and at the end: verification names action 7.
    let text = edit(&r, |v| {
        v["actions"][7]["after"] = "00000000".into();
        v["final_state_hash"] = "0".repeat(64).into();
    });
    let e = expect_err(&c, &text, "actions[7].after", "first divergence");
    assert_eq!(e.action, Some(7));
    // Without fingerprints, the final hash is what differs.
    let text = edit(&r, |v| {
        for s in v["actions"].as_array_mut().expect("list") {
            s.as_object_mut().expect("step").remove("after");
        }
        v["final_state_hash"] = "0".repeat(64).into();
    });
    expect_err(&c, &text, "final_state_hash", "all");
}

#[test]
fn a_wrong_result_is_caught() {
    let c = content();
    let r = random_duel(&c, 6);
    let text = edit(&r, |v| v["result"]["turns"] = 999.into());
    expect_err(&c, &text, "result", "the replay says");
}

#[test]
fn a_truncated_file_says_so() {
    let c = content();
    let text = json(&random_duel(&c, 7));
    for cut in [10, text.len() / 2, text.len() - 2] {
        let e = check(&c, &text[..cut]).expect_err("truncated");
        assert!(
            e.reason.to_string().contains("truncated") || e.reason.to_string().contains("EOF"),
            "{e}"
        );
    }
}

#[test]
fn huge_numbers_are_refused_before_parsing() {
    let c = content();
    let r = random_duel(&c, 8);
    let text = json(&r).replacen(
        &format!("\"seed\": {}", r.seed),
        &format!("\"seed\": {}", "9".repeat(100_000)),
        1,
    );
    let e = check(&c, &text).expect_err("huge number");
    assert!(e.reason.to_string().contains("number longer"), "{e}");
    // A number that fits the length cap but not the type gets serde's message and field.
    let text = edit(&r, |v| v["actions"][0]["player"] = 1e300.into());
    expect_err(&c, &text, "actions[0].player", "expected");
    let text = json(&r).replacen(
        &format!("\"seed\": {}", r.seed),
        "\"seed\": 99999999999999999999",
        1,
    );
    let e = check(&c, &text).expect_err("u64 overflow");
    assert_eq!(e.field, "seed", "{e}");
}

#[test]
fn deep_nesting_is_refused_before_parsing() {
    let c = content();
    let r = random_duel(&c, 9);
    let deep = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
    let text = edit(&r, |v| v["created"] = "x".into()).replacen("\"x\"", &deep, 1);
    let e = check(&c, &text).expect_err("deep");
    assert!(
        e.reason
            .to_string()
            .contains(&format!("nested more than {MAX_DEPTH}")),
        "{e}"
    );
}

#[test]
fn oversized_files_are_refused_without_reading_them() {
    let dir = std::env::temp_dir().join(format!("hn-replay-size-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("huge.json");
    // 100 MB claimed by the file system, never written or read.
    let f = std::fs::File::create(&path).expect("create");
    f.set_len(100 * 1024 * 1024).expect("sparse file");
    let e = replay::load_file(&path).expect_err("too big");
    assert!(e.reason.to_string().contains("at most"), "{e}");
    assert!(e.file.ends_with("huge.json"));
    let _ = std::fs::remove_dir_all(&dir);
    // In memory, the same cap.
    let big = vec![b' '; MAX_FILE_BYTES as usize + 1];
    assert!(replay::parse_bytes("big.json", &big).is_err());
}

#[test]
fn too_many_actions_are_refused_while_reading() {
    let c = content();
    let r = random_duel(&c, 10);
    let pass = r#"{"player":"P0","action":"Pass"}"#;
    let list = vec![pass; MAX_ACTIONS + 1].join(",");
    let text = json(&r).replacen("\"actions\": [", &format!("\"actions\": [{list},"), 1);
    assert!(
        text.len() as u64 <= MAX_FILE_BYTES,
        "the test file fits the size cap"
    );
    let e = check(&c, &text).expect_err("too many");
    assert!(
        e.reason
            .to_string()
            .contains(&format!("more than {MAX_ACTIONS} actions")),
        "{e}"
    );
    assert!(e.field.starts_with("actions"), "{e}");
}

#[test]
fn missing_unknown_and_mismatched_fields_are_named() {
    let c = content();
    let r = random_duel(&c, 11);
    let text = edit(&r, |v| {
        v.as_object_mut().expect("object").remove("actions");
    });
    expect_err(&c, &text, "", "\"actions\" is missing");
    let text = edit(&r, |v| v["cheat"] = true.into());
    expect_err(&c, &text, "", "no field \"cheat\"");
    let text = edit(&r, |v| v["game"] = "chess".into());
    expect_err(&c, &text, "game", "not one of the allowed values");
    let text = edit(&r, |v| v["seed"] = 12345.into());
    expect_err(&c, &text, "seed", "differs from the setup");
    let text = edit(&r, |v| {
        v["seats"].as_array_mut().expect("seats").pop();
    });
    expect_err(&c, &text, "seats", "1 seats");
    let text = edit(&r, |v| {
        v["setup"]["players"][0]["lineup"][0] = "nobody".into()
    });
    expect_err(&c, &text, "setup", "");
    let text = edit(&r, |v| {
        v["setup"]["rng_mode"] = serde_json::json!({"Scripted": [1, 2]})
    });
    expect_err(&c, &text, "setup.rng_mode", "seeded");
    let e = check(&c, "").expect_err("empty");
    assert!(!e.reason.to_string().is_empty());
    let e = check(&c, "[1, 2]").expect_err("not an object");
    assert!(!e.reason.to_string().is_empty());
}

/// The reason in Japanese holds no English word: the words a Japanese player may meet
/// in it are the file's own keys and values (which the field and quotes show), and the
/// names JSON, SHA-256 and HorizonNotes, and short hashes (8 hex digits).
fn japanese_only(text: &str, quoted: &[&str]) -> bool {
    let mut rest = text.to_string();
    for word in ["JSON", "SHA-256", "HorizonNotes"].iter().chain(quoted) {
        rest = rest.replace(word, "");
    }
    rest.split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !(w.len() == 8 && w.chars().all(|ch| ch.is_ascii_hexdigit())))
        .all(|w| !w.chars().any(|ch| ch.is_ascii_alphabetic()))
}

#[test]
fn every_broken_replay_is_explained_in_japanese() {
    let c = content();
    let r = random_duel(&c, 12);
    let text = json(&r);
    let cases: Vec<(String, &[&str])> = vec![
        (text[..text.len() / 2].to_string(), &[]),
        (edit(&r, |v| v["format_version"] = 99.into()), &[]),
        (edit(&r, |v| v["format_version"] = 0.into()), &[]),
        (edit(&r, |v| v["seed"] = "abc".into()), &[]),
        (edit(&r, |v| v["seed"] = 12345.into()), &[]),
        (edit(&r, |v| v["cheat"] = true.into()), &["cheat"]),
        (edit(&r, |v| v["game"] = "chess".into()), &["chess"]),
        (
            edit(&r, |v| {
                v.as_object_mut().expect("object").remove("actions");
            }),
            &["actions"],
        ),
        (
            edit(&r, |v| {
                v["seats"].as_array_mut().expect("seats").pop();
            }),
            &[],
        ),
        (edit(&r, |v| v["content_hash"] = "1".repeat(64).into()), &[]),
        (edit(&r, |v| v["final_state_hash"] = "x".into()), &[]),
        (
            edit(&r, |v| {
                v["actions"][3]["after"] = "00000000".into();
                v["final_state_hash"] = "0".repeat(64).into();
            }),
            &[],
        ),
        (edit(&r, |v| v["result"]["turns"] = 999.into()), &[]),
        (format!("{{\"seed\": {}}}", "9".repeat(40)), &[]),
        ("[".repeat(MAX_DEPTH + 1), &[]),
        (format!("{text} x"), &[]),
    ];
    for (i, (text, quoted)) in cases.iter().enumerate() {
        let e = check(&c, text).expect_err("broken");
        let (ja, detail) =
            horizon_notes::locale::with_lang(horizon_notes::locale::Lang::Ja, || {
                (e.reason.message(), e.problem_or_detail())
            });
        assert!(japanese_only(&ja, quoted), "case {i}: {ja} (English: {e})");
        assert!(!detail.is_empty(), "case {i}");
        assert_ne!(ja, e.reason.to_string(), "case {i}: not translated");
    }
}

/// A random Grail War game of `factions` seats, recorded from the state's log.
fn random_grail(c: &GrailContent, seed: u64, factions: usize) -> replay::GrailReplay {
    let mut config = grail::GameConfig::default_lineup(seed, factions);
    config.day_limit = 3;
    let (mut s, _) = grail::new_game(c, config.clone()).expect("setup");
    s.log = Some(Vec::new());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut free_in_row = 0;
    while let Some(f) = s.deciding() {
        let legal = grail::legal_actions(c, &s);
        let main: Vec<_> = legal.iter().filter(|a| !a.is_free()).cloned().collect();
        let pool = if free_in_row >= 1 && !main.is_empty() {
            &main
        } else {
            &legal
        };
        let a = pool[rng.random_range(0..pool.len())].clone();
        free_in_row = if a.is_free() { free_in_row + 1 } else { 0 };
        grail::apply(c, &mut s, f, a).expect("legal");
        assert!(s.actions_applied < 50_000, "the game ends");
    }
    let log = s.log.take().expect("log");
    let seats = (0..factions)
        .map(|i| SeatInfo::bot(format!("Bot {i}"), "random", None))
        .collect();
    replay::record_grail(c, &config, seats, &log, "2026-11-29T23:00:00Z".into()).expect("records")
}

#[test]
fn grail_war_replays_round_trip_verify_and_catch_edits() {
    let c = GrailContent::builtin().expect("builtin content");
    let r = random_grail(&c, 3, 3);
    assert!(r.result.is_some());
    let text = Replay::Grail(r.clone()).to_json();
    let loaded = replay::parse_bytes("war.json", text.as_bytes()).expect("loads");
    let v = replay::verify("war.json", &loaded, None, Some(&c)).expect("verifies");
    assert_eq!(v.actions, r.actions.len());
    // Faction 0 acting out of turn at the first action faction 0 did not take.
    let i = r
        .actions
        .iter()
        .position(|s| s.faction != 0)
        .expect("others act");
    let mut v: serde_json::Value = serde_json::from_str(&text).expect("json");
    v["actions"][i]["faction"] = 0.into();
    let edited = replay::parse_bytes("war.json", v.to_string().as_bytes()).expect("parses");
    let e = replay::verify("war.json", &edited, None, Some(&c)).expect_err("diverges");
    assert_eq!(e.action, Some(i), "{e}");
    // Without the Grail content, a clear message rather than a panic.
    assert!(replay::verify("war.json", &loaded, None, None).is_err());
}

/// One mutation of a replay file's bytes.
#[derive(Clone, Debug)]
enum Mutation {
    Flip(usize, u8),
    Insert(usize, u8),
    Delete(usize),
    Truncate(usize),
    Digits(usize, u64),
}

fn mutate(bytes: &mut Vec<u8>, m: &Mutation) {
    let n = bytes.len().max(1);
    match *m {
        Mutation::Flip(i, b) => {
            if let Some(x) = bytes.get_mut(i % n) {
                *x ^= b;
            }
        }
        Mutation::Insert(i, b) => bytes.insert(i % (bytes.len() + 1), b),
        Mutation::Delete(i) => {
            if !bytes.is_empty() {
                bytes.remove(i % n);
            }
        }
        Mutation::Truncate(i) => bytes.truncate(i % n),
        Mutation::Digits(i, v) => {
            // Overwrite the digits of the number starting at or after `i`.
            let Some(start) = (i % n..bytes.len()).find(|&k| bytes[k].is_ascii_digit()) else {
                return;
            };
            let end = (start..bytes.len())
                .find(|&k| !bytes[k].is_ascii_digit())
                .unwrap_or(bytes.len());
            bytes.splice(start..end, v.to_string().into_bytes());
        }
    }
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1u8..=255).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (
            any::<usize>(),
            prop::sample::select(b"{}[]\",:0123456789-e ".to_vec())
        )
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), any::<u64>()).prop_map(|(i, v)| Mutation::Digits(i, v)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Mutated replay files: the loader and the verifier return a value or an error naming
    /// the file, and never panic.
    #[test]
    fn mutated_files_never_crash_the_loader(
        seed in 0u64..4,
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        thread_local! {
            static FIXTURES: (DuelContent, Vec<String>) = {
                let c = content();
                let texts = (0..4).map(|s| json(&random_duel(&c, 100 + s))).collect();
                (c, texts)
            };
        }
        FIXTURES.with(|(c, texts)| {
            let mut bytes = texts[seed as usize].clone().into_bytes();
            for m in &muts {
                mutate(&mut bytes, m);
            }
            match replay::parse_bytes("mutant.json", &bytes) {
                Ok(r) => {
                    if let Err(e) = replay::verify("mutant.json", &r, Some(c), None) {
                        prop_assert_eq!(e.file.as_str(), "mutant.json");
                        prop_assert!(!e.reason.to_string().is_empty());
                    }
                }
                Err(e) => {
                    prop_assert_eq!(e.file.as_str(), "mutant.json");
                    prop_assert!(!e.reason.to_string().is_empty());
                }
            }
            Ok(())
        })?;
    }
}
