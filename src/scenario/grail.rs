//! Grail War scenario files (rules-grail.md Appendix B, docs/scenarios.md). A scenario
//! names its test ID and rule IDs, builds a fixture (B.0 CF or a strategic start) with
//! JSON-pointer overrides of content and state, scripts the dice (G-37.5), plays steps and
//! checks expected values. [`run_str`] returns the first difference as an error. The
//! runner drives the core through its public API only: the core reads no files.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::content::grail::{GrailContent, GrailRules, MapDef, MasterDef, ServantDef, Stat};
use crate::rules::dice::Dice;
use crate::rules::grail::query as q;
use crate::rules::grail::state::*;
use crate::rules::grail::{
    Action, Event, advance, apply, begin_fixture_combat, check, initiative_of, legal_actions,
    new_game_with_dice, range_penalty, retreat_options, threshold, timeout_action,
};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    id: String,
    rules: Vec<String>,
    /// For people; the runner ignores it.
    #[serde(default, rename = "description")]
    _description: String,
    setup: Setup,
    #[serde(default)]
    dice: Vec<u32>,
    steps: Vec<Value>,
    /// Every scripted die must be used (default true).
    #[serde(default = "yes")]
    all_dice_used: bool,
    /// The scenario expects a scripted-dice fault (GT-77).
    #[serde(default)]
    expect_dice_fault: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Setup {
    /// "CF" (the B.0 combat fixture) or "strategic" (CF factions, Day 1 Morning).
    fixture: String,
    /// Extra seats after Red and Blue: starter servant ids (their default masters).
    #[serde(default)]
    extra: Vec<String>,
    /// Combat origin for CF: "encounter" (default), "ambush" (Red ambushes Blue) or
    /// "ambush_flee" (the same, Blue fleeing).
    #[serde(default)]
    origin: Option<String>,
    /// JSON-pointer overrides of the content object {servants, masters, maps}.
    #[serde(default)]
    content: Map<String, Value>,
    /// JSON-pointer overrides of the state, applied before the combat starts.
    #[serde(default)]
    state: Map<String, Value>,
    /// Overrides applied after the combat is created (hands, charges...).
    #[serde(default)]
    combat_state: Map<String, Value>,
    #[serde(default)]
    day_limit: Option<u8>,
}

/// Runs a Grail War scenario from its JSON text; the error is the first difference, named
/// by the scenario (or case) ID and the step.
pub fn run_str(text: &str) -> Result<(), String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("bad scenario JSON: {e}"))?;
    // A file may hold several cases of one test ID: {"id", "rules", "cases": [...]}.
    if let Some(cases) = v.get("cases").and_then(Value::as_array) {
        for (k, case) in cases.iter().enumerate() {
            let mut c = case.clone();
            if let Value::Object(o) = &mut c {
                o.insert(
                    "id".into(),
                    json!(format!(
                        "{}#{}",
                        v.get("id").and_then(Value::as_str).unwrap_or("?"),
                        k + 1
                    )),
                );
                o.insert("rules".into(), v.get("rules").cloned().unwrap_or(json!([])));
            }
            run_scenario_value(c)?;
        }
        return Ok(());
    }
    run_scenario_value(v)
}

fn run_scenario_value(v: Value) -> Result<(), String> {
    let sc: Scenario = serde_json::from_value(v).map_err(|e| format!("bad scenario: {e}"))?;
    if sc.rules.is_empty() {
        return Err(format!("{}: a scenario must list its rule IDs", sc.id));
    }
    let mut run = Runner::new(&sc)?;
    for (i, step) in sc.steps.iter().enumerate() {
        run.step(step)
            .map_err(|e| format!("{} step {i} {}: {e}", sc.id, short(step)))?;
    }
    if let Some(fault) = &run.s.dice_fault {
        if !sc.expect_dice_fault {
            return Err(format!("{}: dice fault: {fault}", sc.id));
        }
    } else if sc.expect_dice_fault {
        return Err(format!("{}: a dice fault was expected", sc.id));
    }
    if sc.all_dice_used && !run.s.rng.remaining().is_empty() {
        return Err(format!(
            "{}: scripted dice left unused: {:?}",
            sc.id,
            run.s.rng.remaining()
        ));
    }
    Ok(())
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 160 {
        format!("{}…", &s[..160])
    } else {
        s
    }
}

/// B.0 CF servants and masters, followed by the starter content, under the rules spec's
/// numbers (not the shipped `rules.json`), which B.0's figures assume.
fn cf_content_value() -> Result<Value, String> {
    let starter = GrailContent::builtin().map_err(|e| e.to_string())?;
    let a = json!({
        "id": "cf_a", "name": "A", "true_name": "A", "class": "Saber", "era": "Medieval",
        "stats": {"str": 50, "end": 40, "agi": 40, "luk": 30, "np": 50},
        "max_hp": 115, "max_mp": 150, "movement": 3, "deck": {"buster": 2, "arts": 2, "quick": 1},
        "skills": [],
        "np": {"id": "a_np", "name": "A-NP", "card": "Buster", "kind": "Attack", "category": "AntiUnit",
               "power": 25, "range": 0, "mp_cost": 40, "charge": 1, "on_hit": [], "on_fire": [], "summon": null}
    });
    let b = json!({
        "id": "cf_b", "name": "B", "true_name": "B", "class": "Lancer", "era": "Medieval",
        "stats": {"str": 30, "end": 30, "agi": 50, "luk": 50, "np": 40},
        "max_hp": 125, "max_mp": 160, "movement": 3, "deck": {"buster": 1, "arts": 2, "quick": 2},
        "skills": [],
        "np": {"id": "b_np", "name": "B-NP", "card": "Quick", "kind": "Attack", "category": "AntiUnit",
               "power": 45, "range": 3, "mp_cost": 35, "charge": 1, "on_hit": [], "on_fire": [], "summon": null}
    });
    let red = json!({"id": "cf_red_master", "name": "Red master", "max_mp": 180, "investigation_bonus": 1, "skills": []});
    let blue = json!({"id": "cf_blue_master", "name": "Blue master", "max_mp": 160, "investigation_bonus": 2, "skills": []});
    let mut servants = vec![a, b];
    servants.extend(
        starter
            .servants
            .iter()
            .map(|s| serde_json::to_value(s).unwrap_or(Value::Null)),
    );
    let mut masters = vec![red, blue];
    masters.extend(
        starter
            .masters
            .iter()
            .map(|s| serde_json::to_value(s).unwrap_or(Value::Null)),
    );
    let maps: Vec<Value> = starter
        .maps
        .iter()
        .map(|m| serde_json::to_value(&m.def).unwrap_or(Value::Null))
        .collect();
    let rules = serde_json::to_value(GrailRules::default()).map_err(|e| e.to_string())?;
    Ok(json!({"servants": servants, "masters": masters, "maps": maps, "rules": rules}))
}

/// Sets `value` at a JSON pointer (the parent must exist; a missing last key is created).
fn set_pointer(root: &mut Value, pointer: &str, value: Value) -> Result<(), String> {
    if let Some(slot) = root.pointer_mut(pointer) {
        *slot = value;
        return Ok(());
    }
    let (parent, key) = pointer
        .rsplit_once('/')
        .ok_or_else(|| format!("bad pointer {pointer}"))?;
    let p = root
        .pointer_mut(parent)
        .ok_or_else(|| format!("no such path {parent}"))?;
    match p {
        Value::Object(m) => {
            m.insert(key.to_string(), value);
            Ok(())
        }
        Value::Array(a) if key == "-" => {
            a.push(value);
            Ok(())
        }
        _ => Err(format!("cannot set {pointer}")),
    }
}

fn default_master(servant: &str) -> &'static str {
    match servant {
        "saber_roland" => "master_celestine",
        "archer_tell" => "master_tobias",
        "lancer_zhaoyun" => "master_lan",
        "rider_hannibal" => "master_dorotea",
        "caster_vainamoinen" => "master_aino",
        "assassin_goemon" => "master_kuroda",
        _ => "master_hilde",
    }
}

/// Whether `actual` contains everything in `expected` (objects by key, arrays elementwise).
fn json_contains(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Object(a), Value::Object(e)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| json_contains(av, v))),
        (Value::Array(a), Value::Array(e)) => {
            a.len() == e.len() && a.iter().zip(e).all(|(x, y)| json_contains(x, y))
        }
        (Value::Number(a), Value::Number(e)) => a.as_f64() == e.as_f64(),
        (a, e) => a == e,
    }
}

struct Runner {
    c: GrailContent,
    s: GameState,
    events: Vec<Event>,
    mark: usize,
}

impl Runner {
    fn new(sc: &Scenario) -> Result<Runner, String> {
        let mut content = cf_content_value()?;
        for (p, v) in &sc.setup.content {
            set_pointer(&mut content, p, v.clone())?;
        }
        let servants: Vec<ServantDef> = serde_json::from_value(content["servants"].clone())
            .map_err(|e| format!("content servants: {e}"))?;
        let masters: Vec<MasterDef> = serde_json::from_value(content["masters"].clone())
            .map_err(|e| format!("content masters: {e}"))?;
        let maps: Vec<MapDef> = serde_json::from_value(content["maps"].clone())
            .map_err(|e| format!("content maps: {e}"))?;
        let rules: GrailRules = serde_json::from_value(content["rules"].clone())
            .map_err(|e| format!("content rules: {e}"))?;
        let c =
            GrailContent::from_defs(servants, masters, maps, rules).map_err(|e| e.to_string())?;
        let mut factions = vec![
            FactionSetup {
                name: "Red".into(),
                servant: "cf_a".into(),
                master: "cf_red_master".into(),
                controller: Controller::Human,
                class: None,
            },
            FactionSetup {
                name: "Blue".into(),
                servant: "cf_b".into(),
                master: "cf_blue_master".into(),
                controller: Controller::Human,
                class: None,
            },
        ];
        let colours = ["Green", "Yellow", "Purple", "Orange", "Grey"];
        for (i, sv) in sc.setup.extra.iter().enumerate() {
            factions.push(FactionSetup {
                name: colours.get(i).copied().unwrap_or("Other").into(),
                servant: sv.clone(),
                master: default_master(sv).into(),
                controller: Controller::Human,
                class: None,
            });
        }
        let config = GameConfig {
            rng_seed: 0,
            day_limit: sc.setup.day_limit.unwrap_or(7),
            map: "map_mikagami".into(),
            factions,
            decision_timer_s: None,
            skirmish: None,
        };
        let (mut s, mut events) = new_game_with_dice(&c, config, Dice::scripted(Vec::new()))
            .map_err(|e| e.to_string())?;
        let m = c.maps.get(usize::from(s.map)).ok_or("no map")?.clone();
        let idx = |id: &str| {
            m.index_of(id)
                .ok_or_else(|| format!("unknown district {id}"))
        };
        let cf = sc.setup.fixture == "CF";
        if cf || sc.setup.fixture == "strategic" {
            // B.0: MP 100 for both servants.
            s.factions[0].servant.mp = 100;
            s.factions[1].servant.mp = 100;
        }
        if cf {
            let temple = idx("TEMPLE")?;
            s.factions[0].district = temple;
            s.factions[1].district = temple;
        }
        let names = |m: &Map<String, Value>| -> Result<Map<String, Value>, String> {
            m.iter()
                .map(|(k, v)| {
                    let v = match v {
                        Value::String(x) if x.starts_with('@') => json!(idx(&x[1..])?),
                        other => other.clone(),
                    };
                    Ok((k.clone(), v))
                })
                .collect()
        };
        s = apply_overrides(s, &names(&sc.setup.state)?)?;
        if cf {
            let market = idx("MARKET")?;
            let origin = match sc.setup.origin.as_deref() {
                Some("ambush") => CombatOrigin::Ambush {
                    ambusher: 0,
                    target: 1,
                    target_flees: false,
                },
                Some("ambush_flee") => CombatOrigin::Ambush {
                    ambusher: 0,
                    target: 1,
                    target_flees: true,
                },
                _ => CombatOrigin::Encounter {
                    initiator: 0,
                    target: 1,
                    origin: market,
                },
            };
            events.extend(begin_fixture_combat(&c, &mut s, origin, vec![0, 1]));
        } else if sc.setup.fixture != "strategic" {
            return Err(format!("unknown fixture {}", sc.setup.fixture));
        }
        s = apply_overrides(s, &sc.setup.combat_state)?;
        s.rng = Dice::scripted(sc.dice.clone());
        Ok(Runner {
            c,
            s,
            events,
            mark: 0,
        })
    }

    fn district(&self, v: &Value) -> Result<DistrictIdx, String> {
        let m = q::map(&self.c, &self.s).ok_or("no map")?;
        match v {
            Value::String(id) => m
                .index_of(id)
                .ok_or_else(|| format!("unknown district {id}")),
            Value::Number(n) => n
                .as_u64()
                .map(|x| x as DistrictIdx)
                .ok_or("bad district".into()),
            _ => Err("bad district".into()),
        }
    }

    /// Replaces district names by indexes in an action's JSON (fields that hold districts).
    fn resolve_names(&self, v: &Value) -> Result<Value, String> {
        Ok(match v {
            Value::Object(o) => {
                let mut out = Map::new();
                for (k, x) in o {
                    let nx = match (k.as_str(), x) {
                        ("path" | "pre_move" | "move_path", Value::Array(a)) => Value::Array(
                            a.iter()
                                .map(|d| self.district(d).map(|i| json!(i)))
                                .collect::<Result<_, _>>()?,
                        ),
                        ("destination" | "id", Value::String(_))
                            if o.get("type").is_none_or(|t| t != "Faction") =>
                        {
                            json!(self.district(x)?)
                        }
                        _ => self.resolve_names(x)?,
                    };
                    out.insert(k.clone(), nx);
                }
                Value::Object(out)
            }
            Value::Array(a) => Value::Array(
                a.iter()
                    .map(|x| self.resolve_names(x))
                    .collect::<Result<_, _>>()?,
            ),
            other => other.clone(),
        })
    }

    /// "@NAME" strings in expected values stand for district indexes.
    fn names_in_value(&self, v: &Value) -> Result<Value, String> {
        Ok(match v {
            Value::String(x) if x.starts_with('@') => json!(self.district(&json!(&x[1..]))?),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, x)| Ok((k.clone(), self.names_in_value(x)?)))
                    .collect::<Result<_, String>>()?,
            ),
            Value::Array(a) => Value::Array(
                a.iter()
                    .map(|x| self.names_in_value(x))
                    .collect::<Result<_, _>>()?,
            ),
            other => other.clone(),
        })
    }

    fn action(&self, v: &Value) -> Result<(FactionId, Action), String> {
        let f = v
            .get("faction")
            .and_then(Value::as_u64)
            .ok_or("missing faction")? as FactionId;
        let a = self.resolve_names(v.get("action").ok_or("missing action")?)?;
        let a: Action = serde_json::from_value(a).map_err(|e| format!("bad action: {e}"))?;
        Ok((f, a))
    }

    fn decision_matches(&self, want: &Value) -> bool {
        if want.get("over").is_some_and(|v| v == true) {
            return self.s.outcome.is_some();
        }
        if let Some(r) = want.get("round").and_then(Value::as_u64)
            && self.s.combat.as_ref().map(|cb| u64::from(cb.round)) != Some(r)
        {
            return false;
        }
        if let Some(d) = want.get("day").and_then(Value::as_u64)
            && u64::from(self.s.day) != d
        {
            return false;
        }
        if let Some(t) = want.get("time").and_then(Value::as_str)
            && serde_json::to_value(self.s.time)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .as_deref()
                != Some(t)
        {
            return false;
        }
        let Some(d) = &self.s.pending else {
            return want.get("over").is_some_and(|v| v == true);
        };
        let Ok(dv) = serde_json::to_value(d) else {
            return false;
        };
        let mut w = want.clone();
        if let Value::Object(o) = &mut w {
            o.remove("over");
            o.remove("round");
            o.remove("day");
            o.remove("time");
            if let Some(t) = o.remove("decision") {
                o.insert("kind".into(), json!({"type": t}));
            }
        }
        json_contains(&dv, &w)
    }

    fn play(&mut self, f: FactionId, a: Action) -> Result<(), String> {
        let ev = apply(&self.c, &mut self.s, f, a).map_err(|e| e.to_string())?;
        self.events.extend(ev);
        Ok(())
    }

    fn step(&mut self, step: &Value) -> Result<(), String> {
        let o = step.as_object().ok_or("a step is an object")?;
        let (kind, body) = o.iter().next().ok_or("an empty step")?;
        match kind.as_str() {
            "do" => {
                let (f, a) = self.action(body)?;
                self.play(f, a)
            }
            "do_all" => {
                for b in body.as_array().ok_or("do_all takes a list")? {
                    let (f, a) = self.action(b)?;
                    self.play(f, a)?;
                }
                Ok(())
            }
            "reject" => {
                let (f, a) = self.action(body)?;
                let before = serde_json::to_string(&self.s).map_err(|e| e.to_string())?;
                match apply(&self.c, &mut self.s, f, a.clone()) {
                    Ok(_) => Err(format!("{a:?} was accepted")),
                    Err(_) => {
                        let after = serde_json::to_string(&self.s).map_err(|e| e.to_string())?;
                        if before == after {
                            Ok(())
                        } else {
                            Err("a rejected action changed the state (G-39.4)".into())
                        }
                    }
                }
            }
            "until" => {
                for _ in 0..2000 {
                    if self.decision_matches(body) {
                        return Ok(());
                    }
                    let Some((f, a)) = timeout_action(&self.c, &self.s) else {
                        return Err(format!(
                            "no decision to advance; pending {:?}",
                            self.s.pending
                        ));
                    };
                    self.play(f, a)?;
                }
                Err("the awaited decision never came".into())
            }
            "expect_decision" => {
                if self.decision_matches(body) {
                    Ok(())
                } else {
                    Err(format!("pending decision is {:?}", self.s.pending))
                }
            }
            "set" => {
                let map = body.as_object().ok_or("set takes an object")?;
                let map: Map<String, Value> = map
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), self.names_in_value(v)?)))
                    .collect::<Result<_, String>>()?;
                self.s = apply_overrides(self.s.clone(), &map)?;
                Ok(())
            }
            "dice" => {
                let vals: Vec<u32> =
                    serde_json::from_value(body.clone()).map_err(|e| e.to_string())?;
                self.s.rng = Dice::scripted(vals);
                Ok(())
            }
            "advance" => {
                let ev = advance(&self.c, &mut self.s);
                self.events.extend(ev);
                Ok(())
            }
            "expect" => {
                let sv = serde_json::to_value(&self.s).map_err(|e| e.to_string())?;
                for (p, want) in body.as_object().ok_or("expect takes an object")? {
                    let want = &self.names_in_value(want)?;
                    let got = sv.pointer(p).ok_or_else(|| format!("no such path {p}"))?;
                    if !json_contains(got, want) {
                        return Err(format!("{p}: expected {want}, got {got}"));
                    }
                }
                Ok(())
            }
            "expect_event" | "expect_no_event" => {
                let body = &self.names_in_value(body)?;
                let found = self.events[self.mark..]
                    .iter()
                    .any(|e| serde_json::to_value(&e.kind).is_ok_and(|v| json_contains(&v, body)));
                match (kind.as_str(), found) {
                    ("expect_event", false) => Err(format!(
                        "no event matches {body}; recent: {:?}",
                        self.events[self.mark..]
                            .iter()
                            .rev()
                            .take(12)
                            .map(|e| &e.kind)
                            .collect::<Vec<_>>()
                    )),
                    ("expect_no_event", true) => Err(format!("an event matches {body}")),
                    _ => Ok(()),
                }
            }
            "mark" => {
                self.mark = self.events.len();
                Ok(())
            }
            "legal" | "illegal" => {
                let (f, a) = self.action(body)?;
                let r = check(&self.c, &self.s, f, &a);
                match (kind.as_str(), r) {
                    ("legal", Err(e)) => Err(format!("{a:?} is illegal: {e}")),
                    ("illegal", Ok(())) => Err(format!("{a:?} is legal")),
                    _ => Ok(()),
                }
            }
            "legal_set" => {
                // {"type": "React", "equals": [actions]}: the legal actions of that type.
                let ty = body
                    .get("type")
                    .and_then(Value::as_str)
                    .ok_or("legal_set needs type")?;
                let want: Vec<Value> = body
                    .get("equals")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                let mut got: Vec<Value> = legal_actions(&self.c, &self.s)
                    .into_iter()
                    .filter_map(|a| serde_json::to_value(a).ok())
                    .filter(|v| v.get("type").and_then(Value::as_str) == Some(ty))
                    .collect();
                let mut want: Vec<Value> = want
                    .iter()
                    .map(|w| self.resolve_names(w))
                    .collect::<Result<_, _>>()?;
                got.sort_by_key(|v| v.to_string());
                want.sort_by_key(|v| v.to_string());
                let got_s: Vec<String> = got.iter().map(|v| v.to_string()).collect();
                let want_s: Vec<String> = want.iter().map(|v| v.to_string()).collect();
                if got_s == want_s {
                    Ok(())
                } else {
                    Err(format!("legal {ty}: expected {want_s:?}, got {got_s:?}"))
                }
            }
            "calc" => self.calc(body),
            other => Err(format!("unknown step kind {other}")),
        }
    }

    /// Direct checks of rule formulas.
    fn calc(&self, body: &Value) -> Result<(), String> {
        let what = body
            .get("what")
            .and_then(Value::as_str)
            .ok_or("calc needs what")?;
        let f = body.get("faction").and_then(Value::as_u64).unwrap_or(0) as FactionId;
        let want = body.get("equals").cloned().ok_or("calc needs equals")?;
        let c = &self.c;
        let s = &self.s;
        let stat = |v: &str| -> Result<Stat, String> {
            serde_json::from_value(json!(v)).map_err(|e| e.to_string())
        };
        let got: Value = match what {
            "upkeep" => json!(q::upkeep(c, s, f)),
            "stat" => json!(q::stat(
                c,
                s,
                f,
                stat(body.get("stat").and_then(Value::as_str).unwrap_or("Str"))?
            )),
            "stat_bonus" => json!(q::stat_bonus(
                c,
                s,
                f,
                stat(body.get("stat").and_then(Value::as_str).unwrap_or("Str"))?
            )),
            "np_hit_bonus" => json!(q::np_rank(c, s, f) / 10),
            "movement" => json!(q::movement(c, s, f)),
            "range_penalty" => {
                let class = body
                    .get("class")
                    .cloned()
                    .map(serde_json::from_value)
                    .transpose()
                    .map_err(|e| e.to_string())?;
                let kind =
                    serde_json::from_value(body.get("kind").cloned().unwrap_or(json!("Buster")))
                        .map_err(|e| e.to_string())?;
                let range = body.get("range").and_then(Value::as_u64).unwrap_or(1) as u8;
                json!(range_penalty(class, kind, AttackMode::Ranged, range))
            }
            "threshold" => json!(threshold(
                body.get("reduction").and_then(Value::as_i64).unwrap_or(0) as i32
            )),
            "initiative" => serde_json::to_value(initiative_of(c, s)).map_err(|e| e.to_string())?,
            "turn_order" => json!(s.turn_order()),
            "retreat_hops" => json!(retreat_options(c, s, f).0),
            "path_cost" => {
                let m = q::map(c, s).ok_or("no map")?;
                let a = self.district(body.get("from").ok_or("from")?)?;
                let b = self.district(body.get("to").ok_or("to")?)?;
                json!(m.path_cost(a, b, q::riding(c, s, f)))
            }
            other => return Err(format!("unknown calc {other}")),
        };
        if json_contains(&got, &want) {
            Ok(())
        } else {
            Err(format!("calc {what}: expected {want}, got {got}"))
        }
    }
}

fn apply_overrides(s: GameState, map: &Map<String, Value>) -> Result<GameState, String> {
    if map.is_empty() {
        return Ok(s);
    }
    let mut v = serde_json::to_value(&s).map_err(|e| e.to_string())?;
    for (p, x) in map {
        set_pointer(&mut v, p, x.clone())?;
    }
    serde_json::from_value(v).map_err(|e| format!("state override: {e}"))
}
