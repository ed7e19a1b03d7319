//! Content checks (content-grail.md) and content validation errors:
//! every broken file is reported with its file, JSON path and reason (G-3.5, G-5.7, G-5.8,
//! G-24.2, G-29.2, G-15.2).

use std::path::Path;

use horizon_notes::content::grail::*;
use horizon_notes::rules::grail::{GameConfig, new_game, query as q};

fn content() -> GrailContent {
    GrailContent::builtin().expect("starter content is valid")
}

const SERVANTS: &str = include_str!("../assets/content/grail/servants.json");
const MASTERS: &str = include_str!("../assets/content/grail/masters.json");
const MAPS: &str = include_str!("../assets/content/grail/maps.json");
const RULES: &str = include_str!("../assets/content/grail/rules.json");

/// content-grail.md §4.4, copied verbatim: hop distance / path cost without Riding.
const DISTANCES: &str = r"
| SHRINE | 0/0 | 1/2 | 1/2 | 2/3 | 2/3 | 2/3 | 2/3 | 3/4 | 3/4 | 3/4 | 4/5 | 4/6 | 4/5 | 5/6 | 5/6 |
| FOREST | 1/2 | 0/0 | 1/1 | 1/1 | 2/2 | 2/2 | 2/2 | 3/3 | 3/3 | 3/3 | 4/4 | 4/5 | 4/4 | 5/5 | 5/5 |
| OLDTOWN | 1/2 | 1/1 | 0/0 | 2/2 | 1/1 | 1/1 | 1/1 | 2/2 | 2/2 | 2/2 | 3/3 | 3/4 | 3/3 | 4/4 | 4/4 |
| RUINS | 2/3 | 1/1 | 2/2 | 0/0 | 1/1 | 2/2 | 3/3 | 2/2 | 4/4 | 3/3 | 3/3 | 5/6 | 4/4 | 5/5 | 4/4 |
| TEMPLE | 2/3 | 2/2 | 1/1 | 1/1 | 0/0 | 1/1 | 2/2 | 1/1 | 3/3 | 2/2 | 2/2 | 4/5 | 3/3 | 4/4 | 3/3 |
| MARKET | 2/3 | 2/2 | 1/1 | 2/2 | 1/1 | 0/0 | 1/1 | 1/1 | 2/2 | 2/2 | 2/2 | 3/4 | 3/3 | 4/4 | 3/3 |
| NBRIDGE | 2/3 | 2/2 | 1/1 | 3/3 | 2/2 | 1/1 | 0/0 | 2/2 | 1/1 | 1/1 | 2/2 | 2/3 | 2/2 | 3/3 | 3/3 |
| SBRIDGE | 3/4 | 3/3 | 2/2 | 2/2 | 1/1 | 1/1 | 2/2 | 0/0 | 2/2 | 1/1 | 1/1 | 3/4 | 2/2 | 3/3 | 2/2 |
| UNIV | 3/4 | 3/3 | 2/2 | 4/4 | 3/3 | 2/2 | 1/1 | 2/2 | 0/0 | 1/1 | 2/2 | 1/2 | 2/2 | 2/3 | 3/3 |
| STATION | 3/4 | 3/3 | 2/2 | 3/3 | 2/2 | 2/2 | 1/1 | 1/1 | 1/1 | 0/0 | 1/1 | 2/3 | 1/1 | 2/2 | 2/2 |
| HARBOR | 4/5 | 4/4 | 3/3 | 3/3 | 2/2 | 2/2 | 2/2 | 1/1 | 2/2 | 1/1 | 0/0 | 3/4 | 2/2 | 3/3 | 1/1 |
| CHURCH | 4/6 | 4/5 | 3/4 | 5/6 | 4/5 | 3/4 | 2/3 | 3/4 | 1/2 | 2/3 | 3/4 | 0/0 | 2/2 | 1/1 | 3/3 |
| BUSINESS | 4/5 | 4/4 | 3/3 | 4/4 | 3/3 | 3/3 | 2/2 | 2/2 | 2/2 | 1/1 | 2/2 | 2/2 | 0/0 | 1/1 | 1/1 |
| MANSION | 5/6 | 5/5 | 4/4 | 5/5 | 4/4 | 4/4 | 3/3 | 3/3 | 2/3 | 2/2 | 3/3 | 1/1 | 1/1 | 0/0 | 2/2 |
| INDUSTRIAL | 5/6 | 5/5 | 4/4 | 4/4 | 3/3 | 3/3 | 3/3 | 2/2 | 3/3 | 2/2 | 1/1 | 3/3 | 1/1 | 2/2 | 0/0 |
";

#[test]
fn content_loads_from_the_asset_directory() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/grail");
    let c = GrailContent::load_dir(&dir).expect("loads");
    assert_eq!(c, content());
    assert_eq!(c.servants.len(), 14);
    assert_eq!(c.masters.len(), 11);
    assert_eq!(c.maps.len(), 1);
}

/// content-grail.md §2: the servant table (stats, HP, MP, movement, deck, era, class), with
/// the numbers tuned for balance where docs/balance.md changed them (Archer HP 125 → 115,
/// Rider 115 → 125, Caster 105 → 110, Berserker 130 → 145, Bjarki MP 110 → 130).
#[test]
fn content_servant_table() {
    let c = content();
    let rows: [(&str, Class, [i32; 5], i32, i32, u8, [u8; 3], Era); 7] = [
        (
            "saber_roland",
            Class::Saber,
            [50, 40, 40, 30, 50],
            115,
            150,
            3,
            [2, 2, 1],
            Era::Medieval,
        ),
        (
            "archer_tell",
            Class::Archer,
            [30, 30, 50, 50, 40],
            115,
            160,
            3,
            [1, 2, 2],
            Era::Medieval,
        ),
        (
            "lancer_zhaoyun",
            Class::Lancer,
            [40, 30, 60, 40, 40],
            105,
            130,
            4,
            [1, 1, 3],
            Era::Ancient,
        ),
        (
            "rider_hannibal",
            Class::Rider,
            [40, 40, 40, 50, 60],
            125,
            170,
            3,
            [2, 2, 1],
            Era::Ancient,
        ),
        (
            "caster_vainamoinen",
            Class::Caster,
            [20, 40, 30, 40, 60],
            110,
            240,
            2,
            [1, 3, 1],
            Era::Mythic,
        ),
        (
            "assassin_goemon",
            Class::Assassin,
            [30, 20, 60, 50, 30],
            110,
            120,
            4,
            [1, 1, 3],
            Era::Modern,
        ),
        (
            "berserker_bjarki",
            Class::Berserker,
            [60, 30, 30, 10, 40],
            145,
            130,
            3,
            [3, 1, 1],
            Era::Medieval,
        ),
    ];
    for (id, class, st, hp, mp, mv, deck, era) in rows {
        let s = &c.servants[usize::from(c.servant_idx(id).expect(id))];
        assert_eq!(s.class, class, "{id}");
        assert_eq!(
            [
                s.stats.str,
                s.stats.end,
                s.stats.agi,
                s.stats.luk,
                s.stats.np
            ],
            st,
            "{id}"
        );
        assert_eq!((s.max_hp, s.max_mp, s.movement), (hp, mp, mv), "{id}");
        assert_eq!([s.deck.buster, s.deck.arts, s.deck.quick], deck, "{id}");
        assert_eq!(s.era, era, "{id}");
    }
}

/// content-grail.md §2: the NPs, with Tell's power tuned for balance (45 → 40, docs/balance.md).
#[test]
fn content_noble_phantasms() {
    let c = content();
    let rows: [(&str, CardType, NpCategory, i32, u8, i32, u8); 7] = [
        (
            "saber_roland",
            CardType::Buster,
            NpCategory::AntiUnit,
            25,
            0,
            40,
            1,
        ),
        (
            "archer_tell",
            CardType::Quick,
            NpCategory::AntiUnit,
            40,
            3,
            35,
            1,
        ),
        (
            "lancer_zhaoyun",
            CardType::Quick,
            NpCategory::AntiArmy,
            30,
            1,
            40,
            1,
        ),
        (
            "rider_hannibal",
            CardType::Buster,
            NpCategory::AntiFortress,
            20,
            2,
            60,
            2,
        ),
        (
            "caster_vainamoinen",
            CardType::Arts,
            NpCategory::AntiArmy,
            35,
            2,
            50,
            1,
        ),
        (
            "assassin_goemon",
            CardType::Quick,
            NpCategory::AntiUnit,
            30,
            1,
            25,
            0,
        ),
        (
            "berserker_bjarki",
            CardType::Buster,
            NpCategory::AntiArmy,
            15,
            0,
            40,
            1,
        ),
    ];
    for (id, card, cat, power, range, cost, charge) in rows {
        let np = &c.servants[usize::from(c.servant_idx(id).expect(id))].np;
        assert_eq!(
            (
                np.card,
                np.category,
                np.power,
                np.range,
                np.mp_cost,
                np.charge
            ),
            (card, cat, power, range, cost, charge),
            "{id}"
        );
        assert_eq!(np.kind, NpKind::Attack);
    }
}

/// content-grail.md §3: masters, and exactly one bond skill each (G-15.2).
#[test]
fn content_master_table() {
    let c = content();
    for (id, mp, inv) in [
        ("master_celestine", 180, 1),
        ("master_tobias", 160, 2),
        ("master_lan", 150, 1),
        ("master_dorotea", 200, 3),
        ("master_aino", 260, 2),
        ("master_kuroda", 140, 2),
        ("master_hilde", 300, 0),
    ] {
        let m = &c.masters[usize::from(c.master_idx(id).expect(id))];
        assert_eq!((m.max_mp, m.investigation_bonus), (mp, inv), "{id}");
        assert_eq!(m.skills.len(), 4, "{id}");
        assert_eq!(m.skills.iter().filter(|s| s.bond_locked).count(), 1, "{id}");
    }
}

/// GT-63, G-6.3: the upkeep column of content-grail.md §2 with the default masters.
#[test]
fn gt63_content_upkeep_column() {
    let c = content();
    let (s, _) = new_game(&c, GameConfig::starter_lineup(1, 7)).expect("game");
    let want = [35, 25, 35, 40, 50, 20, 30];
    for (f, w) in want.iter().enumerate() {
        assert_eq!(q::upkeep(&c, &s, f as u8), *w, "seat {f}");
    }
}

/// content-grail.md §4: districts, leylines, 24 edges, start districts, and the whole
/// distance table (hop / cost), G-5.3, G-5.4, G-5.7, G-5.8.
#[test]
fn content_map_and_distance_table() {
    let c = content();
    let m = &c.maps[0];
    assert_eq!(m.def.id, "map_mikagami");
    assert_eq!(m.len(), 15);
    assert_eq!(m.def.edges.len(), 24);
    assert_eq!(m.id(m.grail), "SHRINE");
    assert_eq!(m.leyline(m.grail), Leyline::DragonVein);
    let starts: Vec<&str> = m.start.iter().map(|&d| m.id(d)).collect();
    assert_eq!(
        starts,
        [
            "TEMPLE",
            "UNIV",
            "HARBOR",
            "INDUSTRIAL",
            "FOREST",
            "OLDTOWN",
            "BUSINESS"
        ]
    );
    for (id, ley) in [
        ("RUINS", Leyline::Large),
        ("CHURCH", Leyline::Medium),
        ("MANSION", Leyline::Medium),
        ("FOREST", Leyline::Small),
        ("MARKET", Leyline::None),
    ] {
        assert_eq!(m.leyline(m.index_of(id).expect(id)), ley, "{id}");
    }
    let order = [
        "SHRINE",
        "FOREST",
        "OLDTOWN",
        "RUINS",
        "TEMPLE",
        "MARKET",
        "NBRIDGE",
        "SBRIDGE",
        "UNIV",
        "STATION",
        "HARBOR",
        "CHURCH",
        "BUSINESS",
        "MANSION",
        "INDUSTRIAL",
    ];
    let mut checked = 0;
    for line in DISTANCES.lines() {
        let cells: Vec<&str> = line
            .split('|')
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .collect();
        let Some((name, rest)) = cells.split_first() else {
            continue;
        };
        let a = m.index_of(name).expect(name);
        for (j, cell) in rest.iter().enumerate() {
            let b = m.index_of(order[j]).expect("district");
            let (hop, cost) = cell.split_once('/').expect("hop/cost");
            assert_eq!(m.hop(a, b).to_string(), hop, "hop {name}-{}", order[j]);
            assert_eq!(
                m.path_cost(a, b, false).to_string(),
                cost,
                "cost {name}-{}",
                order[j]
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 225);
}

fn servants_value() -> serde_json::Value {
    serde_json::from_str(SERVANTS).expect("json")
}

fn load_servants(
    v: &serde_json::Value,
) -> Result<GrailContent, horizon_notes::content::ContentError> {
    GrailContent::from_json_strs(&v.to_string(), MASTERS, MAPS, RULES)
}

fn err_of(
    r: Result<GrailContent, horizon_notes::content::ContentError>,
) -> horizon_notes::content::ContentError {
    match r {
        Ok(_) => panic!("the broken content was accepted"),
        Err(e) => e,
    }
}

#[test]
fn broken_json_names_the_file_and_position() {
    let e = err_of(GrailContent::from_json_strs("[{", MASTERS, MAPS, RULES));
    assert_eq!(e.file, "servants.json");
    assert!(e.reason.contains("line 1"), "{e}");
}

#[test]
fn broken_missing_skill_field_names_the_skill() {
    let mut v = servants_value();
    v[0]["skills"][1]
        .as_object_mut()
        .expect("skill")
        .remove("rank");
    let e = err_of(load_servants(&v));
    assert_eq!(
        (e.file.as_str(), e.path.as_str()),
        ("servants.json", "[0].skills[1]")
    );
    assert!(e.reason.contains("rank"), "{e}");
}

/// G-3.5: value ranges.
#[test]
fn broken_ranges_name_the_field() {
    for (field, value, path) in [
        ("max_hp", 300, "[2].max_hp"),
        ("max_mp", 50, "[2].max_mp"),
        ("movement", 5, "[2].movement"),
    ] {
        let mut v = servants_value();
        v[2][field] = serde_json::json!(value);
        let e = err_of(load_servants(&v));
        assert_eq!(e.path, path, "{e}");
        assert!(e.reason.contains("outside"), "{e}");
    }
    let mut v = servants_value();
    v[1]["stats"]["agi"] = serde_json::json!(120);
    assert_eq!(err_of(load_servants(&v)).path, "[1].stats.agi");
}

/// G-3.2: content may use any stat value from 0 to 100, not only the rank values.
#[test]
fn g3_2_stats_take_any_value_from_0_to_100() {
    for (value, ok) in [
        (0, true),
        (37, true),
        (100, true),
        (101, false),
        (-1, false),
    ] {
        let mut v = servants_value();
        v[3]["stats"]["luk"] = serde_json::json!(value);
        match load_servants(&v) {
            Ok(c) => assert!(ok, "LUK {value} was accepted: {}", c.servants[3].stats.luk),
            Err(e) => {
                assert!(!ok, "LUK {value} was refused: {e}");
                assert_eq!(e.path, "[3].stats.luk", "{e}");
            }
        }
    }
}

/// G-24.2: five cards.
#[test]
fn broken_deck_size() {
    let mut v = servants_value();
    v[3]["deck"]["quick"] = serde_json::json!(2);
    let e = err_of(load_servants(&v));
    assert_eq!(e.path, "[3].deck");
    assert!(e.reason.contains("G-24.2"), "{e}");
}

/// G-29.2: NP range, charge and summon spec.
#[test]
fn broken_np() {
    let mut v = servants_value();
    v[0]["np"]["range"] = serde_json::json!(4);
    assert_eq!(err_of(load_servants(&v)).path, "[0].np.range");
    let mut v = servants_value();
    v[0]["np"]["kind"] = serde_json::json!("Summon");
    let e = err_of(load_servants(&v));
    assert_eq!(e.path, "[0].np.summon");
    let mut v = servants_value();
    v[0]["np"]["card"] = serde_json::json!("Purple");
    let e = err_of(load_servants(&v));
    assert_eq!(e.path, "[0].np");
    assert!(e.reason.contains("Purple"), "{e}");
}

/// G-19.2.4: a passive skill costs nothing; duplicate ids are errors.
#[test]
fn broken_skills_and_ids() {
    let mut v = servants_value();
    v[3]["skills"][2]["mp_cost"] = serde_json::json!(5);
    assert_eq!(err_of(load_servants(&v)).path, "[3].skills[2].mp_cost");
    let mut v = servants_value();
    v[1]["id"] = serde_json::json!("saber_roland");
    let e = err_of(load_servants(&v));
    assert_eq!(e.path, "[1].id");
    assert!(e.reason.contains("duplicate"), "{e}");
}

/// G-15.2: exactly one bond-locked master skill.
#[test]
fn broken_master_bond_skills() {
    let mut v: serde_json::Value = serde_json::from_str(MASTERS).expect("json");
    v[4]["skills"][0]["bond_locked"] = serde_json::json!(true);
    let e = err_of(GrailContent::from_json_strs(
        SERVANTS,
        &v.to_string(),
        MAPS,
        RULES,
    ));
    assert_eq!(
        (e.file.as_str(), e.path.as_str()),
        ("masters.json", "[4].skills")
    );
    let mut v: serde_json::Value = serde_json::from_str(MASTERS).expect("json");
    v[0]["investigation_bonus"] = serde_json::json!(4);
    let e = err_of(GrailContent::from_json_strs(
        SERVANTS,
        &v.to_string(),
        MAPS,
        RULES,
    ));
    assert_eq!(e.path, "[0].investigation_bonus");
}

/// G-28.1: the flat damage term is content; a broken `rules.json` names its field.
#[test]
fn broken_rules() {
    let rules = |text: &str| err_of(GrailContent::from_json_strs(SERVANTS, MASTERS, MAPS, text));
    let e = rules(r#"{"normal_damage_flat": 21}"#);
    assert_eq!(
        (e.file.as_str(), e.path.as_str()),
        ("rules.json", "normal_damage_flat")
    );
    assert!(e.reason.contains("0..=20"), "{e}");
    let e = rules(r#"{"normal_damage_flat": 10, "normal_damage_dice": 3}"#);
    assert!(e.reason.contains("normal_damage_dice"), "{e}");
    let e = rules("{}");
    assert!(e.reason.contains("normal_damage_flat"), "{e}");
    let e = rules("[10]");
    assert_eq!(e.file, "rules.json");
    assert!(e.reason.contains("object"), "{e}");
    let e = rules("{");
    assert!(e.reason.contains("line 1"), "{e}");
}

/// G-28.1: the shipped flat term differs from the spec's 5 (docs/balance.md), and the
/// content hash covers it, so a replay made under another value is refused.
#[test]
fn rules_number_is_in_the_hash() {
    let shipped = GrailContent::builtin().expect("builtin");
    assert_eq!(shipped.rules.normal_damage_flat, 12);
    let spec =
        GrailContent::from_json_strs(SERVANTS, MASTERS, MAPS, r#"{"normal_damage_flat": 5}"#)
            .expect("the spec's number is valid");
    assert_eq!(spec.rules, GrailRules::default());
    assert_ne!(spec.hash, shipped.hash);
}

/// G-5.2, G-5.7, G-5.8: map errors.
#[test]
fn broken_maps() {
    let map = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(MAPS).expect("json");
        f(&mut v);
        err_of(GrailContent::from_json_strs(
            SERVANTS,
            MASTERS,
            &v.to_string(),
            RULES,
        ))
    };
    let e = map(&|v| v[0]["edges"][3]["b"] = serde_json::json!("MOON"));
    assert_eq!(
        (e.file.as_str(), e.path.as_str()),
        ("maps.json", "[0].edges[3].b")
    );
    let e = map(&|v| v[0]["edges"][0]["cost"] = serde_json::json!(3));
    assert_eq!(e.path, "[0].edges[0].cost");
    let e = map(&|v| v[0]["districts"][3]["leyline"] = serde_json::json!("DragonVein"));
    assert!(e.reason.contains("G-5.7"), "{e}");
    let e = map(&|v| v[0]["start_districts"][2] = serde_json::json!("SHRINE"));
    assert_eq!(e.path, "[0].start_districts[2]");
    let e = map(&|v| v[0]["start_districts"][2] = serde_json::json!("TEMPLE"));
    assert!(e.reason.contains("distinct"), "{e}");
    let e = map(&|v| {
        let edges = v[0]["edges"].as_array_mut().expect("edges");
        edges.retain(|e| e["a"] != "CHURCH" && e["b"] != "CHURCH");
    });
    assert!(e.reason.contains("connected"), "{e}");
}

/// The starter content file as shipped is the one the engine embeds.
#[test]
fn the_error_display_names_file_path_and_reason() {
    let mut v = servants_value();
    v[0]["max_hp"] = serde_json::json!(10);
    let e = err_of(load_servants(&v));
    assert_eq!(
        e.to_string(),
        "servants.json: at [0].max_hp: 10 is outside 90..=200"
    );
}

/// The servants of content-grail.md §2; every other servant is the larger roster's.
const SPEC_SERVANTS: [&str; 7] = [
    "saber_roland",
    "archer_tell",
    "lancer_zhaoyun",
    "rider_hannibal",
    "caster_vainamoinen",
    "assassin_goemon",
    "berserker_bjarki",
];

/// G-2.2, G-35.1, G-10.4: every class has at least two servants, and the servants of a class
/// share the public profile of tier 0 (stats, max HP, movement), so that only investigation
/// (deck and skills at tier 1, the NP at tier 2, the true name at tier 3) tells them apart.
#[test]
fn roster_two_servants_a_class_share_the_public_profile() {
    let c = content();
    assert!(c.servants.len() >= 14);
    for class in Class::ALL {
        let of: Vec<&ServantDef> = c.servants.iter().filter(|d| d.class == class).collect();
        assert!(of.len() >= 2, "{class:?} has {} servants", of.len());
        for d in &of[1..] {
            let public = |x: &ServantDef| (x.stats, x.max_hp, x.movement);
            assert_eq!(public(d), public(of[0]), "{} against {}", d.id, of[0].id);
            // Tier 1 tells them apart.
            assert!(
                (d.deck, &d.skills) != (of[0].deck, &of[0].skills),
                "{} and {} look alike at tier 1",
                d.id,
                of[0].id
            );
            assert_ne!(d.np, of[0].np);
            assert_ne!(d.true_name, of[0].true_name);
        }
    }
}

/// G-19.2, G-29.2, G-29.7, G-29.8, G-29.9: the servants added to the spec's seven use, together,
/// Support, Passive and Summon NPs and servant skills of every timing the engine plays.
#[test]
fn roster_new_servants_use_every_np_kind_and_skill_timing() {
    let c = content();
    let new: Vec<&ServantDef> = c
        .servants
        .iter()
        .filter(|d| !SPEC_SERVANTS.contains(&d.id.as_str()))
        .collect();
    assert_eq!(new.len(), 7);
    for kind in [
        NpKind::Attack,
        NpKind::Support,
        NpKind::Passive,
        NpKind::Summon,
    ] {
        assert!(new.iter().any(|d| d.np.kind == kind), "no {kind:?} NP");
    }
    let timings: Vec<&Timing> = new
        .iter()
        .flat_map(|d| &d.skills)
        .map(|k| &k.timing)
        .collect();
    let kinds: [(&str, fn(&Timing) -> bool); 8] = [
        ("CombatStart", |t| *t == Timing::CombatStart),
        ("RoundStart", |t| *t == Timing::RoundStart),
        ("OwnTurnStart", |t| *t == Timing::OwnTurnStart),
        ("Passive", |t| *t == Timing::Passive),
        ("Auto", |t| matches!(t, Timing::Auto { .. })),
        ("OnMagicUse", |t| *t == Timing::OnMagicUse),
        ("Anytime", |t| matches!(t, Timing::Anytime { .. })),
        ("TurnAction", |t| *t == Timing::TurnAction),
    ];
    for (name, is) in kinds {
        assert!(timings.iter().any(|t| is(t)), "no {name} skill");
    }
    // A Passive NP is never paid for (G-29.8); a Summon NP names its units (G-29.9.1).
    for d in &new {
        match d.np.kind {
            NpKind::Passive => assert_eq!((d.np.mp_cost, d.np.charge), (0, 0), "{}", d.id),
            NpKind::Summon => assert!(d.np.summon.is_some(), "{}", d.id),
            _ => {}
        }
        assert!(!d.weakness.is_empty() && !d.profile.is_empty(), "{}", d.id);
    }
}

/// G-6.3, G-3.7, G-4.2: the new servants' upkeep with a master that has no UpkeepMod
/// (10 + NP/2 + era + class traits + passives), as docs/content.md lists it.
#[test]
fn roster_new_servants_upkeep() {
    let c = content();
    let want = [
        ("saber_elcid", 35),
        ("archer_yoichi", 25),
        ("lancer_horatius", 35),
        ("rider_zenobia", 45),
        ("caster_taliesin", 40),
        ("assassin_zhuanzhu", 30),
        ("berserker_ajax", 50),
    ];
    for (i, (id, upkeep)) in want.iter().enumerate() {
        let mut config = GameConfig::starter_lineup(1, 2);
        config.factions[0].servant = (*id).into();
        config.factions[0].master = "master_celestine".into();
        config.factions[1].servant = if i == 0 {
            "archer_tell"
        } else {
            "saber_roland"
        }
        .into();
        let (s, _) = new_game(&c, config).expect(id);
        assert_eq!(q::upkeep(&c, &s, 0), *upkeep, "{id}");
    }
}

/// G-15.2, G-3.5: the masters added to the spec's seven have four skills with one bond
/// skill each, and are valid (the content loads).
#[test]
fn roster_masters() {
    let c = content();
    assert!(c.masters.len() >= 11);
    for m in &c.masters {
        assert_eq!(m.skills.len(), 4, "{}", m.id);
        assert_eq!(
            m.skills.iter().filter(|s| s.bond_locked).count(),
            1,
            "{}",
            m.id
        );
        assert!(!m.profile.is_empty(), "{}", m.id);
    }
}

/// docs/content.md: every servant's true name, NP and skills, every master and its skills,
/// the map and every district have their Japanese.
#[test]
fn every_grail_name_has_its_japanese() {
    let c = content();
    assert_eq!(untranslated(&c), Vec::<String>::new());
    let roland = &c.servants[usize::from(c.servant_idx("saber_roland").expect("Roland"))];
    assert_eq!(roland.np.name_ja.as_deref(), Some("不毀の剣デュランダル"));
    // A translation left out shows the English and is listed; one given empty is refused.
    let mut v = servants_value();
    v[2]["skills"][1]
        .as_object_mut()
        .expect("a skill")
        .remove("name_ja");
    let missing = load_servants(&v).expect("loads without it");
    assert_eq!(
        untranslated(&missing),
        vec!["servants.json: [2].skills[1].name_ja".to_string()]
    );
    v[3]["np"]["name_ja"] = serde_json::json!("  ");
    let e = err_of(load_servants(&v));
    assert_eq!(
        (e.file.as_str(), e.path.as_str()),
        ("servants.json", "[3].np.name_ja")
    );
    let mut m: serde_json::Value = serde_json::from_str(MAPS).expect("json");
    m[0]["districts"][4]["name_ja"] = serde_json::json!("");
    let e = err_of(GrailContent::from_json_strs(
        SERVANTS,
        MASTERS,
        &m.to_string(),
        RULES,
    ));
    assert_eq!(e.path, "[0].districts[4].name_ja");
    // Translations change no rule: the content hash leaves them out.
    assert_eq!(missing.hash, c.hash);
}

/// The seed's options the engine plays are in the shipped content, not only in fixtures: a
/// skill that negates the ambush's first strike (G-20.1, 「スキルによる無効化あり」), a
/// passive Arts NP (G-29.8, 「毎R開始時MP2回復」) and a Buster or Quick summon (G-29.9.4).
#[test]
fn the_shipped_content_uses_the_seeds_options() {
    use horizon_notes::content::grail::{CardType, Effect, NpKind};
    let c = content();
    let negates = c
        .servants
        .iter()
        .flat_map(|s| &s.skills)
        .chain(c.masters.iter().flat_map(|m| &m.skills))
        .filter(|k| k.effects.contains(&Effect::NegateAmbushFirstStrike))
        .count();
    assert!(negates >= 1, "a skill negates the ambush's first strike");
    assert!(
        c.servants
            .iter()
            .any(|s| s.np.kind == NpKind::Passive && s.np.card == CardType::Arts),
        "a passive Arts NP"
    );
    assert!(
        c.servants
            .iter()
            .any(|s| s.np.kind == NpKind::Summon && s.np.card != CardType::Arts),
        "a Buster or Quick summon"
    );
}

/// G-21.6: a critical's buffs are the content's for 30 MP or less, each kind once at its
/// strongest, never a movement bonus; with the shipped content the damage buffs are +10.
#[test]
fn the_critical_buffs_come_from_the_content() {
    use horizon_notes::content::grail::{BuffKind, CRITICAL_BUFF_MP_CAP, Effect};
    let c = content();
    let buffs = c.critical_buffs();
    assert!(buffs.contains(&(BuffKind::DamageDealtUp, 10)), "{buffs:?}");
    assert!(
        buffs.contains(&(BuffKind::DamageTakenDown, 10)),
        "{buffs:?}"
    );
    assert!(buffs.iter().all(|(k, _)| *k != BuffKind::MovementUp));
    for (i, (k, _)) in buffs.iter().enumerate() {
        assert!(
            buffs[i + 1..].iter().all(|(o, _)| o != k),
            "{k:?} is offered once"
        );
    }
    // Each is granted by some skill for at most 30 MP, at that strength.
    for &(kind, magnitude) in buffs {
        let granted = c
            .servants
            .iter()
            .flat_map(|s| &s.skills)
            .chain(c.masters.iter().flat_map(|m| &m.skills))
            .filter(|k| k.mp_cost <= CRITICAL_BUFF_MP_CAP)
            .flat_map(|k| &k.effects)
            .any(|e| {
                matches!(e, Effect::ApplyBuff { kind: k, magnitude: m, .. }
                    if *k == kind && *m == magnitude)
            });
        assert!(granted, "{kind:?} {magnitude} is a skill's");
    }
}

/// G-15.1: every shipped master speaks a line at each bond level, in English and Japanese;
/// a master with the wrong number of lines, or an empty one, is refused naming the field.
#[test]
fn every_master_has_a_line_for_each_bond_level() {
    let c = content();
    for m in &c.masters {
        assert_eq!(m.talk.len(), BOND_LEVELS, "{}'s lines", m.id);
        assert_eq!(
            m.talk_ja.as_ref().map(Vec::len),
            Some(BOND_LEVELS),
            "{}'s Japanese lines",
            m.id
        );
    }
    let broken = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(MASTERS).expect("json");
        edit(&mut v);
        let e = err_of(GrailContent::from_json_strs(
            SERVANTS,
            &v.to_string(),
            MAPS,
            RULES,
        ));
        (e.file, e.path)
    };
    let fewer = broken(&|v| {
        v[1]["talk"].as_array_mut().expect("lines").pop();
    });
    assert_eq!(fewer, ("masters.json".into(), "[1].talk".into()));
    let empty = broken(&|v| v[2]["talk_ja"][1] = serde_json::json!(" "));
    assert_eq!(empty, ("masters.json".into(), "[2].talk_ja[1]".into()));
}
