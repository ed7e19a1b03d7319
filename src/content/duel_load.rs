//! Loading the duel's content files (`assets/content/duel/*.json`, D-28.1) and checking them
//! (D-31). Every problem is a [`ContentError`] naming the file, the JSON path and the reason.

#[path = "duel_validate.rs"]
mod validate;

use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::ContentError;
use super::duel::{DuelContent, DuelRules};

/// The shipped content folder, relative to the crate root (the working directory of the game).
pub const DUEL_CONTENT_DIR: &str = "assets/content/duel";
/// The five content files, by name inside the content folder.
pub const ARCASTELLA_FILE: &str = "arcastella.json";
pub const FOLLOWERS_FILE: &str = "followers.json";
pub const CARDS_FILE: &str = "cards.json";
pub const DECKS_FILE: &str = "decks.json";
pub const RULES_FILE: &str = "rules.json";
/// The most ether the second player may gain in setup (D-4.7): more than any card costs
/// (D-31.4) would let turn 1 be answered with anything.
const SECOND_PLAYER_ETHER_MAX: u32 = 9;

/// Reads, parses and validates the five duel content files in `dir` (D-31.1).
///
/// A file that cannot be read is reported with its full path and the I/O error; every later
/// error names the file by its bare name (`cards.json`) with a JSON path.
pub fn load_duel_dir(dir: &Path) -> Result<DuelContent, ContentError> {
    let read = |name: &str| {
        let path = dir.join(name);
        std::fs::read_to_string(&path)
            .map_err(|e| ContentError::new(path.display().to_string(), "", e.to_string()))
    };
    let arcastella = read(ARCASTELLA_FILE)?;
    let followers = read(FOLLOWERS_FILE)?;
    let cards = read(CARDS_FILE)?;
    let decks = read(DECKS_FILE)?;
    let rules = parse_duel_rules(&read(RULES_FILE)?)?;
    parse_duel(&arcastella, &followers, &cards, &decks, rules)
}

/// Parses and validates the duel content from the JSON text of its four definition files
/// (each a JSON array) and the rules' numbers, then builds the indexes and the content hash.
pub fn parse_duel(
    arcastella: &str,
    followers: &str,
    cards: &str,
    decks: &str,
    rules: DuelRules,
) -> Result<DuelContent, ContentError> {
    let arcastella = parse_file(ARCASTELLA_FILE, arcastella)?;
    let followers = parse_file(FOLLOWERS_FILE, followers)?;
    let cards = parse_file(CARDS_FILE, cards)?;
    let decks = parse_file(DECKS_FILE, decks)?;
    let content = DuelContent::from_defs(arcastella, followers, cards, decks, rules)?;
    validate::validate(&content)?;
    check_japanese(&content)?;
    Ok(content)
}

/// `rules.json`: one object; a missing or unknown field, or a number out of range, is an
/// error at its name.
pub fn parse_duel_rules(text: &str) -> Result<DuelRules, ContentError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let rules: DuelRules = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        ContentError::new(RULES_FILE, json_path(path), json_reason(e.inner()))
    })?;
    de.end()
        .map_err(|e| ContentError::new(RULES_FILE, "", json_reason(&e)))?;
    if rules.second_player_ether > SECOND_PLAYER_ETHER_MAX {
        return Err(ContentError::new(
            RULES_FILE,
            "second_player_ether",
            format!("must be 0-{SECOND_PLAYER_ETHER_MAX} (D-4.7)"),
        ));
    }
    Ok(rules)
}

/// Deserializes one file, tracking the JSON path so that an error can say where it is.
fn parse_file<T: DeserializeOwned + Serialize>(
    file: &str,
    text: &str,
) -> Result<Vec<T>, ContentError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let items: Vec<T> = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        ContentError::new(file, json_path(path), json_reason(e.inner()))
    })?;
    // Trailing characters after the array.
    de.end()
        .map_err(|e| ContentError::new(file, "", json_reason(&e)))?;
    reject_unknown_fields(file, text, &items)?;
    Ok(items)
}

/// The effect enums accept unknown fields in their variants, so a misspelt optional field
/// (`Periodic.target`) would silently read as `null`. Any key of the file that the parsed value
/// does not write back is reported as an unknown field.
fn reject_unknown_fields<T: Serialize>(
    file: &str,
    text: &str,
    items: &T,
) -> Result<(), ContentError> {
    let internal = |reason: String| ContentError::new(file, "", reason);
    let raw: Value = serde_json::from_str(text).map_err(|e| internal(e.to_string()))?;
    let typed = serde_json::to_value(items).map_err(|e| internal(e.to_string()))?;
    match first_unknown_key(&raw, &typed, String::new()) {
        Some((path, reason)) => Err(ContentError::new(file, path, reason)),
        None => Ok(()),
    }
}

/// The path and reason of the first object key in `raw` that `typed` lacks.
fn first_unknown_key(raw: &Value, typed: &Value, path: String) -> Option<(String, String)> {
    match (raw, typed) {
        (Value::Object(raw), Value::Object(typed)) => raw.iter().find_map(|(key, value)| {
            let at = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            match typed.get(key) {
                Some(known) => first_unknown_key(value, known, at),
                // Translations are left out of the serialized form (and so of the hash);
                // one is known where the field it translates is.
                None if translated_field(key).is_some_and(|en| typed.contains_key(en)) => None,
                None => {
                    let expected: Vec<String> = typed.keys().map(|k| format!("`{k}`")).collect();
                    Some((
                        at,
                        format!(
                            "unknown field `{key}`, expected one of {}",
                            expected.join(", ")
                        ),
                    ))
                }
            }
        }),
        (Value::Array(raw), Value::Array(typed)) => raw
            .iter()
            .zip(typed)
            .enumerate()
            .find_map(|(i, (r, t))| first_unknown_key(r, t, format!("{path}[{i}]"))),
        _ => None,
    }
}

/// The field a translation field translates: `name` for `name_ja`.
fn translated_field(key: &str) -> Option<&str> {
    key.strip_suffix("_ja")
        .filter(|en| ["name", "flavor"].contains(en))
}

/// One Japanese field of the content: its file, its JSON path and its text if given.
struct JapaneseField<'a> {
    file: &'static str,
    path: String,
    text: Option<&'a str>,
}

/// Every name and flavour line of the content that a player reads, as its Japanese field.
fn japanese_fields(content: &DuelContent) -> Vec<JapaneseField<'_>> {
    fn push<'a>(
        out: &mut Vec<JapaneseField<'a>>,
        file: &'static str,
        path: String,
        text: &'a Option<String>,
    ) {
        out.push(JapaneseField {
            file,
            path,
            text: text.as_deref(),
        });
    }
    let mut out = Vec::new();
    for (i, a) in content.arcastella.iter().enumerate() {
        let f = ARCASTELLA_FILE;
        push(&mut out, f, format!("[{i}].name_ja"), &a.name_ja);
        push(&mut out, f, format!("[{i}].flavor_ja"), &a.flavor_ja);
        for (j, s) in a.attack_skills.iter().enumerate() {
            push(
                &mut out,
                f,
                format!("[{i}].attack_skills[{j}].name_ja"),
                &s.name_ja,
            );
        }
        push(
            &mut out,
            f,
            format!("[{i}].support_skill.name_ja"),
            &a.support_skill.name_ja,
        );
        push(
            &mut out,
            f,
            format!("[{i}].leader_skill.name_ja"),
            &a.leader_skill.name_ja,
        );
        push(
            &mut out,
            f,
            format!("[{i}].astral_code.name_ja"),
            &a.astral_code.name_ja,
        );
    }
    for (i, x) in content.followers.iter().enumerate() {
        push(
            &mut out,
            FOLLOWERS_FILE,
            format!("[{i}].name_ja"),
            &x.name_ja,
        );
        push(
            &mut out,
            FOLLOWERS_FILE,
            format!("[{i}].flavor_ja"),
            &x.flavor_ja,
        );
    }
    for (i, c) in content.cards.iter().enumerate() {
        push(&mut out, CARDS_FILE, format!("[{i}].name_ja"), &c.name_ja);
        push(
            &mut out,
            CARDS_FILE,
            format!("[{i}].flavor_ja"),
            &c.flavor_ja,
        );
    }
    for (i, d) in content.decks.iter().enumerate() {
        push(&mut out, DECKS_FILE, format!("[{i}].name_ja"), &d.name_ja);
    }
    out
}

/// The names and flavour lines that have no Japanese, each as `cards.json: [12].name_ja`.
/// They show in English (docs/content.md), so content loads without them; the app logs them.
pub fn untranslated(content: &DuelContent) -> Vec<String> {
    japanese_fields(content)
        .into_iter()
        .filter(|f| f.text.is_none())
        .map(|f| format!("{}: {}", f.file, f.path))
        .collect()
}

/// A Japanese field given but empty would show nothing where the English shows a name: a
/// mistake, unlike a field left out.
fn check_japanese(content: &DuelContent) -> Result<(), ContentError> {
    match japanese_fields(content)
        .into_iter()
        .find(|f| f.text.is_some_and(|t| t.trim().is_empty()))
    {
        Some(f) => Err(ContentError::new(
            f.file,
            f.path,
            "empty translation: give the Japanese or leave the field out to show the English",
        )),
        None => Ok(()),
    }
}

/// `serde_path_to_error` writes the root as ".""; the root path is empty in a `ContentError`.
fn json_path(path: String) -> String {
    if path == "." { String::new() } else { path }
}

/// The reason of a JSON error. A data error (wrong type, missing or unknown field) is located
/// by its JSON path, so the "at line L column C" suffix is dropped; a syntax error keeps it.
fn json_reason(e: &serde_json::Error) -> String {
    let full = e.to_string();
    if e.is_data() {
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        if let Some(message) = full.strip_suffix(&suffix) {
            return message.to_string();
        }
    }
    full
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::content::duel::{CardKind, Class};

    fn shipped_dir() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(DUEL_CONTENT_DIR)
    }

    /// The four shipped files as JSON values, to be broken one way at a time.
    struct Files {
        arcastella: Value,
        followers: Value,
        cards: Value,
        decks: Value,
        rules: Value,
    }

    fn shipped() -> Files {
        let read = |name: &str| -> Value {
            let text = std::fs::read_to_string(shipped_dir().join(name)).expect("readable");
            serde_json::from_str(&text).expect("valid JSON")
        };
        Files {
            arcastella: read(ARCASTELLA_FILE),
            followers: read(FOLLOWERS_FILE),
            cards: read(CARDS_FILE),
            decks: read(DECKS_FILE),
            rules: read(RULES_FILE),
        }
    }

    impl Files {
        fn parse(&self) -> Result<DuelContent, ContentError> {
            parse_duel(
                &self.arcastella.to_string(),
                &self.followers.to_string(),
                &self.cards.to_string(),
                &self.decks.to_string(),
                parse_duel_rules(&self.rules.to_string())?,
            )
        }

        /// Index of the item with this id in a file's array.
        fn index(file: &Value, id: &str) -> usize {
            file.as_array()
                .expect("array")
                .iter()
                .position(|v| v["id"] == id)
                .expect("known id")
        }

        fn card(&mut self, id: &str) -> (usize, &mut Value) {
            let i = Self::index(&self.cards, id);
            (i, &mut self.cards[i])
        }

        fn arc(&mut self, id: &str) -> (usize, &mut Value) {
            let i = Self::index(&self.arcastella, id);
            (i, &mut self.arcastella[i])
        }

        fn deck(&mut self, id: &str) -> (usize, &mut Value) {
            let i = Self::index(&self.decks, id);
            (i, &mut self.decks[i])
        }
    }

    #[track_caller]
    fn expect_err(files: &Files, file: &str, path: &str, reason: &str) -> ContentError {
        let err = files.parse().expect_err("broken content must not load");
        assert_eq!(err.file, file, "{err}");
        assert_eq!(err.path, path, "{err}");
        assert!(
            err.reason.contains(reason),
            "reason {:?} lacks {reason:?}",
            err.reason
        );
        err
    }

    #[test]
    fn d28_shipped_content_loads_with_every_definition() {
        let content = load_duel_dir(&shipped_dir()).expect("shipped content is valid");
        assert_eq!(content.arcastella.len(), 10);
        assert_eq!(content.followers.len(), 2);
        let afterglow = content
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Afterglow)
            .count();
        assert_eq!(afterglow, 2);
        assert_eq!(content.cards.len() - afterglow, 28);
        assert_eq!(content.decks.len(), 3);
        // Team HP as tuned in docs/balance.md (content-duel.md C-5 gives 88, 84 and 86).
        for (deck, team_hp) in [
            ("deck_nocturne", 186),
            ("deck_vanguard", 156),
            ("deck_procession", 176),
        ] {
            let d = content.deck(deck).expect("preset deck");
            assert_eq!(d.expanded().len(), 24, "{deck}");
            assert_eq!(d.leader_slot, 0);
            let hp: u32 = d
                .lineup
                .iter()
                .map(|a| content.arc(content.arc_idx(a).expect("known")).max_hp)
                .sum();
            assert_eq!(hp, team_hp, "{deck}");
        }
        // C-5: every deckable card is in at least one preset.
        for card in content
            .cards
            .iter()
            .filter(|c| c.kind != CardKind::Afterglow)
        {
            assert!(
                content
                    .decks
                    .iter()
                    .any(|d| d.cards.iter().any(|(id, _)| *id == card.id)),
                "{} is in no preset",
                card.id
            );
        }
        assert_eq!(content.hash.len(), 64);
    }

    #[test]
    fn c2_spot_checks_of_the_transcription() {
        let content = load_duel_dir(&shipped_dir()).expect("shipped content is valid");
        let arc = |id: &str| content.arc(content.arc_idx(id).expect("known"));
        let card = |id: &str| content.card(content.card_idx(id).expect("known"));
        let vey = arc("arc_vey");
        // C-2's HP 28, doubled (docs/balance.md).
        assert_eq!(
            (vey.max_hp, vey.def, vey.class),
            (56, 3, Class::AuraComporta)
        );
        assert_eq!(vey.attack_skills[0].resonance_cost, 2);
        assert_eq!(arc("arc_pell").on_fallen.len(), 1);
        assert_eq!(
            content
                .arcastella
                .iter()
                .filter(|a| !a.on_fallen.is_empty())
                .count(),
            1
        );
        let sforzando = card("card_sforzando");
        assert_eq!((sforzando.cost, sforzando.resonance_cost), (2, 3));
        assert_eq!(sforzando.class_req, Some(Class::AuraComporta));
        assert_eq!(
            card("card_code_starforge")
                .code
                .as_ref()
                .map(|c| c.fragility),
            Some(2)
        );
        let mote = content.follower(content.follower_idx("fol_mote").expect("known"));
        assert_eq!(mote.afterglow, "card_afterglow_mote");
    }

    #[test]
    fn d31_1_unreadable_file_names_its_path() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("no/such/content/dir");
        let err = load_duel_dir(&dir).expect_err("missing folder");
        assert!(err.file.ends_with(ARCASTELLA_FILE), "{err}");
        assert!(err.file.contains("no/such/content/dir"), "{err}");
        assert!(!err.reason.is_empty());
    }

    #[test]
    fn d31_1_negative_cost() {
        let mut f = shipped();
        f.cards[3]["cost"] = json!(-1);
        let err = expect_err(
            &f,
            CARDS_FILE,
            "[3].cost",
            "invalid value: integer `-1`, expected u8",
        );
        assert_eq!(
            err.to_string(),
            "cards.json: at [3].cost: invalid value: integer `-1`, expected u8"
        );
    }

    #[test]
    fn d31_1_missing_field() {
        let mut f = shipped();
        f.arcastella[2]
            .as_object_mut()
            .expect("object")
            .remove("flavor");
        expect_err(&f, ARCASTELLA_FILE, "[2]", "missing field `flavor`");
    }

    #[test]
    fn d31_1_misspelt_field() {
        let mut f = shipped();
        let card = f.cards[5].as_object_mut().expect("object");
        let effects = card.remove("effects").expect("has effects");
        card.insert("efects".into(), effects);
        expect_err(&f, CARDS_FILE, "[5].efects", "unknown field `efects`");
    }

    #[test]
    fn d31_1_misspelt_field_inside_an_effect() {
        // A misspelt required field reads as missing.
        let mut f = shipped();
        let (i, arc) = f.arc("arc_pell");
        arc["on_fallen"][0] = json!({ "Summon": { "folower": "fol_mote", "count": 1 } });
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].on_fallen[0].Summon"),
            "missing field `follower`",
        );
        // A misspelt optional field must not silently read as null.
        let mut f = shipped();
        let (i, card) = f.card("card_requiem_drift");
        let periodic = card["effects"][0]["Periodic"]
            .as_object_mut()
            .expect("object");
        let target = periodic.remove("target").expect("has target");
        periodic.insert("targte".into(), target);
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Periodic.targte"),
            "unknown field `targte`",
        );
    }

    #[test]
    fn d31_1_broken_json_syntax() {
        let f = shipped();
        let mut text = f.decks.to_string();
        text.truncate(text.len() - 3);
        let err = parse_duel(
            &f.arcastella.to_string(),
            &f.followers.to_string(),
            &f.cards.to_string(),
            &text,
            DuelRules::default(),
        )
        .expect_err("truncated JSON");
        assert_eq!(err.file, DECKS_FILE);
        assert!(err.reason.contains("EOF while parsing"), "{err}");
        assert!(err.reason.contains("line 1 column"), "{err}");
        let err =
            parse_duel("[{,]", "[]", "[]", "[]", DuelRules::default()).expect_err("bad syntax");
        assert_eq!(err.file, ARCASTELLA_FILE);
        assert!(err.reason.contains("key must be a string"), "{err}");
        let err = parse_duel("[] x", "[]", "[]", "[]", DuelRules::default())
            .expect_err("trailing characters");
        assert_eq!(
            (err.file.as_str(), err.path.as_str()),
            (ARCASTELLA_FILE, "")
        );
        assert!(err.reason.contains("trailing characters"), "{err}");
    }

    #[test]
    fn d4_7_rules_file_names_its_field() {
        let f = shipped();
        let content = f.parse().expect("the shipped content loads");
        assert_eq!(
            content.rules.second_player_ether,
            f.rules["second_player_ether"].as_u64().expect("a number") as u32
        );
        let at = |text: &str| {
            let err = parse_duel_rules(text).expect_err("refused");
            assert_eq!(err.file, RULES_FILE);
            (err.path, err.reason)
        };
        let (path, reason) = at("{}");
        assert!(
            reason.contains("missing field `second_player_ether`"),
            "{reason}"
        );
        assert_eq!(path, "");
        let (path, reason) = at(r#"{"second_player_ether": 1, "first_player_ether": 1}"#);
        assert!(
            reason.contains("unknown field `first_player_ether`"),
            "{path}: {reason}"
        );
        let (path, reason) = at(r#"{"second_player_ether": -1}"#);
        assert_eq!(path, "second_player_ether");
        assert!(reason.contains("invalid value"), "{reason}");
        let (path, reason) = at(r#"{"second_player_ether": 10}"#);
        assert_eq!(
            (path.as_str(), reason.as_str()),
            ("second_player_ether", "must be 0-9 (D-4.7)")
        );
        let (_, reason) = at(r#"{"second_player_ether": 2"#);
        assert!(reason.contains("EOF while parsing"), "{reason}");
    }

    #[test]
    fn d31_2_unknown_card_in_deck() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_vanguard");
        deck["cards"][4][0] = json!("card_no_such_card");
        expect_err(
            &f,
            DECKS_FILE,
            &format!("[{i}].cards[4][0]"),
            "unknown card \"card_no_such_card\"",
        );
    }

    #[test]
    fn d31_2_deck_too_many_copies() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        deck["cards"][0][1] = json!(4);
        expect_err(&f, DECKS_FILE, &format!("[{i}].cards[0][1]"), "4 copies");
    }

    #[test]
    fn d31_2_deck_too_many_copies_via_duplicated_entry() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        // Overtone Spark ×3 is entry 0; one more copy in a separate entry makes 4.
        let cards = deck["cards"].as_array_mut().expect("array");
        cards.push(json!(["card_overtone_spark", 1]));
        let last = cards.len() - 1;
        expect_err(
            &f,
            DECKS_FILE,
            &format!("[{i}].cards[{last}][1]"),
            "\"card_overtone_spark\" has 4 copies",
        );
    }

    #[test]
    fn d31_2_deck_size_out_of_range() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_procession");
        deck["cards"].as_array_mut().expect("array").truncate(3);
        expect_err(&f, DECKS_FILE, &format!("[{i}].cards"), "8 cards");
    }

    #[test]
    fn d31_2_afterglow_in_deck() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_procession");
        deck["cards"][6] = json!(["card_afterglow_mote", 2]);
        expect_err(&f, DECKS_FILE, &format!("[{i}].cards[6][0]"), "Afterglow");
    }

    #[test]
    fn d31_2_class_req_not_in_lineup() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_vanguard");
        // Perigee Burn needs a Comet; swap Rhea for Halden (Bastion).
        deck["lineup"][2] = json!("arc_halden");
        let entry = deck["cards"]
            .as_array()
            .expect("array")
            .iter()
            .position(|e| e[0] == "card_perigee_burn")
            .expect("in deck");
        expect_err(
            &f,
            DECKS_FILE,
            &format!("[{i}].cards[{entry}][0]"),
            "needs class Comet",
        );
    }

    #[test]
    fn d31_2_lineup_duplicate_and_leader_slot() {
        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        deck["lineup"][1] = json!("arc_lyra");
        expect_err(&f, DECKS_FILE, &format!("[{i}].lineup[1]"), "twice");

        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        deck["lineup"][2] = json!("arc_nobody");
        expect_err(
            &f,
            DECKS_FILE,
            &format!("[{i}].lineup[2]"),
            "unknown Arcastella",
        );

        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        deck["leader_slot"] = json!(3);
        expect_err(&f, DECKS_FILE, &format!("[{i}].leader_slot"), "0–2");
    }

    #[test]
    fn d31_3_chosen_in_leader_skill() {
        let mut f = shipped();
        let (i, arc) = f.arc("arc_halden");
        arc["leader_skill"]["effects"][0]["Heal"]["target"] = json!("Chosen");
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].leader_skill.effects[0].Heal.target"),
            "`Chosen` is not allowed here: leader skills",
        );
    }

    #[test]
    fn d31_3_chosen_without_target_rule() {
        let mut f = shipped();
        let (i, card) = f.card("card_aurora_cascade");
        card["effects"][0]["Damage"]["target"] = json!("Chosen");
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Damage.target"),
            "no target rule",
        );
    }

    #[test]
    fn d31_3_chosen_in_ether_effect_and_payload() {
        let mut f = shipped();
        let (i, card) = f.card("card_nova_refrain");
        card["ether_effect"][0]["Damage"]["target"] = json!("Chosen");
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].ether_effect[0].Damage.target"),
            "ether effects",
        );

        let mut f = shipped();
        let (i, card) = f.card("card_requiem_drift");
        card["effects"][0]["Periodic"]["effects"][0]["Damage"]["target"] = json!("Chosen");
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Periodic.effects[0].Damage.target"),
            "Periodic payloads",
        );
    }

    #[test]
    fn d31_3_bearer_outside_payload() {
        let mut f = shipped();
        let (i, card) = f.card("card_shard");
        card["effects"][0]["Damage"]["target"] = json!("Bearer");
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Damage.target"),
            "`Bearer`",
        );
    }

    #[test]
    fn d31_3_equip_on_non_code() {
        let mut f = shipped();
        let (i, card) = f.card("card_nebula_veil");
        card["effects"][0] = json!({ "Equip": { "target": "Chosen" } });
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Equip"),
            "Code card",
        );
    }

    #[test]
    fn d31_3_code_card_shape() {
        let mut f = shipped();
        let (i, card) = f.card("card_code_keystone");
        card["target"] = json!("AllyUnit");
        expect_err(&f, CARDS_FILE, &format!("[{i}].target"), "AllyArcastella");

        let mut f = shipped();
        let (i, card) = f.card("card_code_keystone");
        card["code"] = Value::Null;
        expect_err(&f, CARDS_FILE, &format!("[{i}].code"), "needs `code`");

        let mut f = shipped();
        let (i, card) = f.card("card_shard");
        card["code"] = json!({ "fragility": 1, "mods": [] });
        expect_err(&f, CARDS_FILE, &format!("[{i}].code"), "kind Code");
    }

    #[test]
    fn d31_4_cost_ten() {
        let mut f = shipped();
        f.cards[7]["cost"] = json!(10);
        expect_err(&f, CARDS_FILE, "[7].cost", "cost 10");

        let mut f = shipped();
        let (i, arc) = f.arc("arc_rhea");
        arc["astral_code"]["cost"] = json!(10);
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].astral_code.cost"),
            "cost 10",
        );
    }

    #[test]
    fn d31_4_fragility_seven() {
        let mut f = shipped();
        let (i, card) = f.card("card_code_halo");
        card["code"]["fragility"] = json!(7);
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].code.fragility"),
            "fragility 7",
        );
    }

    #[test]
    fn d31_4_unknown_follower_in_summon() {
        let mut f = shipped();
        let (i, arc) = f.arc("arc_pell");
        arc["astral_code"]["riders"][0]["Summon"]["follower"] = json!("fol_wisp");
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].astral_code.riders[0].Summon.follower"),
            "unknown follower \"fol_wisp\"",
        );
    }

    #[test]
    fn d31_4_afterglow_must_be_an_afterglow_card() {
        let mut f = shipped();
        f.followers[1]["afterglow"] = json!("card_shard");
        expect_err(&f, FOLLOWERS_FILE, "[1].afterglow", "not of kind Afterglow");

        let mut f = shipped();
        f.followers[0]["afterglow"] = json!("card_nothing");
        expect_err(&f, FOLLOWERS_FILE, "[0].afterglow", "unknown card");
    }

    #[test]
    fn d31_4_three_attack_skills() {
        let mut f = shipped();
        let (i, arc) = f.arc("arc_lyra");
        let skill = arc["attack_skills"][0].clone();
        arc["attack_skills"]
            .as_array_mut()
            .expect("array")
            .push(skill);
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].attack_skills"),
            "3 attack skills",
        );
    }

    #[test]
    fn d31_4_counts_and_dice() {
        let mut f = shipped();
        let (i, card) = f.card("card_requiem_drift");
        card["effects"][0]["Periodic"]["count"] = json!(0);
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Periodic.count"),
            "at least 1",
        );

        let mut f = shipped();
        let (i, card) = f.card("card_eclipse_thread");
        card["effects"][0]["Modify"]["count"] = json!(0);
        expect_err(
            &f,
            CARDS_FILE,
            &format!("[{i}].effects[0].Modify.count"),
            "at least 1",
        );

        let mut f = shipped();
        let (i, arc) = f.arc("arc_vey");
        arc["astral_code"]["damage"]["Dice"]["count"] = json!(7);
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].astral_code.damage.Dice.count"),
            "1–6",
        );
    }

    #[test]
    fn d31_4_max_hp_zero() {
        let mut f = shipped();
        f.followers[0]["max_hp"] = json!(0);
        expect_err(&f, FOLLOWERS_FILE, "[0].max_hp", "max_hp");
    }

    /// Every name and flavour line the player reads has its Japanese.
    #[test]
    fn the_shipped_content_is_all_in_japanese() {
        let content = load_duel_dir(&shipped_dir()).expect("shipped content is valid");
        assert_eq!(untranslated(&content), Vec::<String>::new());
    }

    /// A translation left out loads, in English, and is listed by file and path.
    #[test]
    fn a_missing_translation_is_listed() {
        let mut f = shipped();
        let (i, card) = f.card("card_meteor_verse");
        card.as_object_mut().expect("object").remove("name_ja");
        let (j, arc) = f.arc("arc_vey");
        arc["attack_skills"][1]
            .as_object_mut()
            .expect("object")
            .remove("name_ja");
        let content = f.parse().expect("loads without a translation");
        assert_eq!(
            untranslated(&content),
            [
                format!("{ARCASTELLA_FILE}: [{j}].attack_skills[1].name_ja"),
                format!("{CARDS_FILE}: [{i}].name_ja"),
            ]
        );
    }

    #[test]
    fn an_empty_translation_does_not_load() {
        let mut f = shipped();
        let (i, arc) = f.arc("arc_lyra");
        arc["support_skill"]["name_ja"] = json!(" ");
        expect_err(
            &f,
            ARCASTELLA_FILE,
            &format!("[{i}].support_skill.name_ja"),
            "empty translation",
        );
        let mut f = shipped();
        f.followers[1]["flavor_ja"] = json!("");
        expect_err(&f, FOLLOWERS_FILE, "[1].flavor_ja", "empty translation");
    }

    /// Only a field that has an English to translate takes a translation.
    #[test]
    fn a_translation_of_nothing_is_an_unknown_field() {
        let mut f = shipped();
        let (i, card) = f.card("card_meteor_verse");
        card["cost_ja"] = json!(3);
        expect_err(&f, CARDS_FILE, &format!("[{i}].cost_ja"), "unknown field");
        let mut f = shipped();
        let (i, deck) = f.deck("deck_nocturne");
        deck["flavor_ja"] = json!("夜");
        expect_err(&f, DECKS_FILE, &format!("[{i}].flavor_ja"), "unknown field");
    }

    /// A translation changes no rule: replays and saves name the content by a hash that
    /// leaves it out.
    #[test]
    fn translations_leave_the_hash_alone() {
        let before = shipped().parse().expect("valid").hash;
        let mut f = shipped();
        f.card("card_meteor_verse").1["name_ja"] = json!("別の名");
        f.followers[0]
            .as_object_mut()
            .expect("object")
            .remove("flavor_ja");
        assert_eq!(f.parse().expect("valid").hash, before);
    }
}
