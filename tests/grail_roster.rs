//! The game draws its servants and masters (G-2.2, G-2.6): one servant of each seat's class,
//! a master no other seat has, from the seed; the players' picks are kept; bad picks are
//! refused with a reason.

use std::collections::BTreeSet;

use horizon_notes::content::grail::{Class, GrailContent};
use horizon_notes::rules::grail::*;

fn content() -> GrailContent {
    GrailContent::builtin().expect("content")
}

/// The servant and master ids of each seat of a new game.
fn lineup(c: &GrailContent, config: GameConfig) -> Vec<(String, String)> {
    let (s, _) = new_game(c, config).expect("a valid config");
    s.factions
        .iter()
        .map(|x| {
            (
                c.servants[usize::from(x.servant.def)].id.clone(),
                c.masters[usize::from(x.master.def)].id.clone(),
            )
        })
        .collect()
}

/// G-2.2, G-2.6: the default lineup draws one servant of each seat's class and distinct
/// masters; the same seed draws the same, and over seeds every servant and master is drawn.
#[test]
fn g2_6_the_default_lineup_draws_servants_and_masters_from_the_seed() {
    let c = content();
    let mut servants = BTreeSet::new();
    let mut masters = BTreeSet::new();
    let mut differs = false;
    for seed in 0..60 {
        let config = GameConfig::default_lineup(seed, 7);
        let got = lineup(&c, config.clone());
        assert_eq!(
            got,
            lineup(&c, config.clone()),
            "seed {seed}: the same draw"
        );
        let resolved = config.resolve(&c).expect("resolves");
        for (seat, (sv, m)) in got.iter().enumerate() {
            let d = &c.servants[usize::from(c.servant_idx(sv).expect("known"))];
            assert_eq!(
                Some(d.class),
                config.factions[seat].class,
                "seed {seed} seat {seat}"
            );
            assert_eq!(&resolved.factions[seat].servant, sv);
            assert_eq!(&resolved.factions[seat].master, m);
        }
        let ms: BTreeSet<&String> = got.iter().map(|(_, m)| m).collect();
        assert_eq!(ms.len(), 7, "seed {seed}: masters are distinct");
        differs |= got != lineup(&c, GameConfig::default_lineup(seed + 1000, 7));
        servants.extend(got.iter().map(|(s, _)| s.clone()));
        masters.extend(got.into_iter().map(|(_, m)| m));
    }
    assert!(differs, "the draw follows the seed");
    assert_eq!(servants.len(), c.servants.len(), "every servant is drawn");
    assert_eq!(masters.len(), c.masters.len(), "every master is drawn");
}

/// G-37.2: the draw does not use the game's dice, so a scripted game draws as a seeded one.
#[test]
fn g37_2_the_draw_leaves_the_dice_alone() {
    let c = content();
    let config = GameConfig::default_lineup(9, 5);
    let (a, _) = new_game(&c, config.clone()).expect("seeded");
    let (b, _) = new_game_with_dice(&c, config, rules_dice_scripted()).expect("scripted");
    let ids = |s: &GameState| -> Vec<(u16, u16)> {
        s.factions
            .iter()
            .map(|x| (x.servant.def, x.master.def))
            .collect()
    };
    assert_eq!(ids(&a), ids(&b));
    assert_eq!(b.rng.remaining(), &[] as &[u32]);
    assert!(!b.rng.exhausted(), "no die was rolled to draw");
}

fn rules_dice_scripted() -> horizon_notes::rules::dice::Dice {
    horizon_notes::rules::dice::Dice::scripted(Vec::new())
}

/// G-2.6: the players' picks are kept, and the draws take only what the picks left: a seat
/// with neither servant nor class draws a class no other seat has.
#[test]
fn g2_6_picks_are_kept_and_draws_fill_the_rest() {
    let c = content();
    for seed in 0..40 {
        let mut config = GameConfig::default_lineup(seed, 4);
        config.factions[0].servant = "caster_taliesin".into();
        config.factions[0].class = None;
        config.factions[1].master = "master_sofia".into();
        config.factions[2].class = None;
        let got = lineup(&c, config);
        assert_eq!(got[0].0, "caster_taliesin");
        assert_eq!(got[1].1, "master_sofia");
        let classes: Vec<Class> = got
            .iter()
            .map(|(sv, _)| c.servants[usize::from(c.servant_idx(sv).expect("known"))].class)
            .collect();
        assert_eq!(classes[1], Class::Archer);
        assert_eq!(classes[3], Class::Rider);
        assert!(
            ![Class::Caster, Class::Archer, Class::Rider].contains(&classes[2]),
            "seed {seed}: seat 2 drew a taken class {:?}",
            classes[2]
        );
        let ms: BTreeSet<&String> = got.iter().map(|(_, m)| m).collect();
        assert_eq!(
            ms.len(),
            4,
            "seed {seed}: drawn masters avoid the picked one"
        );
    }
}

/// G-2.2, G-2.6: a pick of the wrong class, two seats of one class and a draw with nothing
/// left are refused, naming the seat.
#[test]
fn g2_2_bad_picks_are_refused() {
    let c = content();
    let mut wrong = GameConfig::default_lineup(1, 3);
    wrong.factions[1].servant = "saber_elcid".into();
    let e = new_game(&c, wrong).expect_err("a Saber on the Archer seat");
    assert!(
        matches!(
            e,
            SetupError::ClassMismatch {
                seat: 1,
                class: Class::Archer,
                ..
            }
        ),
        "{e}"
    );
    let mut twins = GameConfig::default_lineup(1, 3);
    twins.factions[2].class = Some(Class::Saber);
    let e = new_game(&c, twins).expect_err("two Saber seats");
    assert_eq!(
        e,
        SetupError::ClassTaken {
            seat: 2,
            class: Class::Saber
        },
        "{e}"
    );
    let mut picked = GameConfig::default_lineup(1, 3);
    picked.factions[0].servant = "archer_yoichi".into();
    picked.factions[0].class = None;
    let e = new_game(&c, picked).expect_err("a picked Archer and an Archer seat");
    assert!(
        matches!(
            e,
            SetupError::ClassTaken {
                seat: 1,
                class: Class::Archer
            }
        ),
        "{e}"
    );
    let one_master = GrailContent::from_defs(
        c.servants.clone(),
        c.masters[..1].to_vec(),
        c.maps.iter().map(|m| m.def.clone()).collect(),
        c.rules,
    )
    .expect("valid content");
    let e = new_game(&one_master, GameConfig::default_lineup(1, 2)).expect_err("one master");
    assert_eq!(e, SetupError::NoMasterLeft { seat: 1 }, "{e}");
    assert!(e.to_string().contains("seat 1"), "{e}");
    // G-2.1: a master is one faction's; the second seat to name it is refused.
    let mut shared = GameConfig::default_lineup(1, 3);
    let master = c.masters[0].id.clone();
    shared.factions[0].master = master.clone();
    shared.factions[2].master = master.clone();
    let e = new_game(&c, shared).expect_err("one master named twice");
    assert_eq!(e, SetupError::MasterTaken { seat: 2, master }, "{e}");
    let sabers_only = GrailContent::from_defs(
        c.servants[..1].to_vec(),
        c.masters.clone(),
        c.maps.iter().map(|m| m.def.clone()).collect(),
        c.rules,
    )
    .expect("valid content");
    let mut open = GameConfig::default_lineup(1, 2);
    for fs in &mut open.factions {
        fs.class = None;
    }
    let e = new_game(&sabers_only, open.clone()).expect_err("one class for two seats");
    assert_eq!(e, SetupError::NoClassLeft { seat: 1 }, "{e}");
    open.factions[0].class = Some(Class::Lancer);
    let e = new_game(&sabers_only, open).expect_err("no Lancer");
    assert_eq!(
        e,
        SetupError::NoServantOfClass {
            seat: 0,
            class: Class::Lancer
        },
        "{e}"
    );
}

/// G-2.6: a config written before seats could be drawn (no `class`) still loads and names
/// its servants; a drawing seat leaves `servant` and `master` out.
#[test]
fn g2_6_config_json_stays_compatible() {
    let c = content();
    let old = r#"{"rng_seed": 4, "day_limit": 7, "map": "map_mikagami", "decision_timer_s": null,
        "factions": [
          {"name": "A", "servant": "saber_roland", "master": "master_celestine", "controller": "Ai"},
          {"name": "B", "servant": "archer_tell", "master": "master_tobias", "controller": "Human"}]}"#;
    let config: GameConfig = serde_json::from_str(old).expect("the old form loads");
    assert_eq!(
        config,
        GameConfig::starter_lineup(4, 2).with_names_and_no_class()
    );
    let got = lineup(&c, config);
    assert_eq!(got[0], ("saber_roland".into(), "master_celestine".into()));
    let drawn = r#"{"rng_seed": 4, "day_limit": 7, "map": "map_mikagami", "decision_timer_s": null,
        "factions": [{"name": "A", "controller": "Ai", "class": "Lancer"},
                     {"name": "B", "controller": "Ai"}]}"#;
    let config: GameConfig = serde_json::from_str(drawn).expect("a drawing config loads");
    let got = lineup(&c, config.clone());
    assert!(got[0].0.starts_with("lancer_"), "{got:?}");
    let back: GameConfig =
        serde_json::from_str(&serde_json::to_string(&config).expect("json")).expect("round trip");
    assert_eq!(back, config);
}

trait OldForm {
    fn with_names_and_no_class(self) -> GameConfig;
}

impl OldForm for GameConfig {
    /// The starter lineup as the old JSON above writes it: names A and B, seat B human.
    fn with_names_and_no_class(mut self) -> GameConfig {
        for (fs, name) in self.factions.iter_mut().zip(["A", "B"]) {
            fs.name = name.into();
            assert_eq!(
                fs.class, None,
                "the starter lineup names servants, not classes"
            );
        }
        self.factions[1].controller = Controller::Human;
        self
    }
}
