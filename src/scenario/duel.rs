//! Duel scenario files (docs/scenarios.md): a position or a new game, scripted dice, the
//! actions to take and what must hold afterwards. Rules are specified and checked this way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::content::duel::DuelRules;
use crate::content::duel::{DuelContent, TickPhase};
use crate::content::duel_load::{RULES_FILE, parse_duel, parse_duel_rules};
use crate::rules::dice::Dice;
use crate::rules::duel::event::Event;
use crate::rules::duel::setup::new_game;
use crate::rules::duel::{
    self as duel, Action, ArcState, CardInst, CardUid, Continuous, ContinuousBody, ContinuousId,
    Decision, FollowerState, FollowerUid, GameConfig, HouseRules, Phase, PlayerId, PlayerSetup,
    PlayerState, RngMode, Source, State, UnitId, stats,
};

use super::refs::{matches, parse_unit, shorten_units};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    id: String,
    rules: Vec<String>,
    /// For people; the runner ignores it.
    #[serde(default, rename = "description")]
    _description: String,
    content: ContentSpec,
    setup: Setup,
    /// Scripted dice (D-27.5). Without `dice` or `seed`, any roll fails the scenario.
    #[serde(default)]
    dice: Vec<u32>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default = "yes")]
    auto_pass: bool,
    steps: Vec<Step>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ContentSpec {
    /// Start from the game's shipped content.
    #[serde(default)]
    starter: bool,
    /// Content files (same shape as this object) relative to the scenario's folder.
    #[serde(default)]
    include: Vec<String>,
    #[serde(default)]
    arcastella: Vec<Value>,
    #[serde(default)]
    followers: Vec<Value>,
    #[serde(default)]
    cards: Vec<Value>,
    #[serde(default)]
    decks: Vec<Value>,
    /// The rules' numbers (`rules.json`'s shape), checked as that file is. Without it: the
    /// shipped file with `starter`, else the seed's numbers (`DuelRules::default`).
    #[serde(default)]
    rules: Option<Value>,
    /// JSON merge patches applied to definitions by id: `{"arcastella": {"arc_b1": {"def": 5}}}`.
    #[serde(default)]
    patch: BTreeMap<String, BTreeMap<String, Value>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum Setup {
    NewGame(Box<NewGameSpec>),
    Position(Box<PositionSpec>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGameSpec {
    players: [SeatSpec; 2],
    #[serde(default)]
    first_player: Option<PlayerId>,
    #[serde(default)]
    shuffle_decks: bool,
    /// The house rules the game is played with (none by default, as the seeds').
    #[serde(default)]
    house: HouseRules,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatSpec {
    #[serde(default)]
    lineup: Option<[String; 3]>,
    #[serde(default)]
    leader_slot: Option<u8>,
    /// A preset deck id (which also gives lineup and leader) or a list of card entries.
    deck: DeckSpec,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum DeckSpec {
    Preset(String),
    Cards(Vec<String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionSpec {
    turn: u32,
    turn_player: PlayerId,
    #[serde(default)]
    first_player: Option<PlayerId>,
    players: [PlayerSpec; 2],
    #[serde(default)]
    continuous: Vec<ContinuousSpec>,
    /// Begin this phase of the turn and run its automatic steps to the first decision.
    #[serde(default)]
    begin: Option<Phase>,
    /// Or stop at exactly this decision, in this phase.
    #[serde(default)]
    phase: Option<Phase>,
    #[serde(default)]
    decision: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerSpec {
    lineup: [String; 3],
    #[serde(default)]
    leader_slot: u8,
    #[serde(default)]
    arcastella: Vec<ArcSpec>,
    /// Card entries: `"id"` or `"id*3"`; deck and cemetery are listed bottom to top.
    #[serde(default)]
    deck: Vec<String>,
    #[serde(default)]
    hand: Vec<String>,
    #[serde(default)]
    ether_area: Vec<String>,
    #[serde(default)]
    cemetery: Vec<String>,
    #[serde(default)]
    followers: Vec<FollowerSpec>,
    #[serde(default)]
    ether: u32,
    #[serde(default)]
    astral_charges: u8,
    #[serde(default)]
    ether_effect_used: bool,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ArcSpec {
    hp: Option<u32>,
    #[serde(default)]
    tapped: bool,
    #[serde(default)]
    fallen: bool,
    #[serde(default)]
    support_used: bool,
    #[serde(default)]
    resonance: u8,
    #[serde(default)]
    barrier: bool,
    code: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FollowerSpec {
    def: String,
    hp: Option<u32>,
    #[serde(default)]
    summoned_turn: u32,
    #[serde(default)]
    barrier: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinuousSpec {
    controller: PlayerId,
    #[serde(default)]
    bearer: Option<String>,
    body: ContinuousBody,
    remaining: u8,
    tick: TickPhase,
    #[serde(default)]
    created_turn: u32,
    #[serde(default = "main_phase")]
    created_phase: Phase,
}

fn main_phase() -> Phase {
    Phase::Main
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    /// Who acts; defaults to the deciding player.
    #[serde(default)]
    by: Option<PlayerId>,
    #[serde(default)]
    act: Option<Value>,
    /// The action must be rejected, and the state left unchanged.
    #[serde(default)]
    rejected: bool,
    #[serde(default)]
    expect: Option<Expect>,
    /// Run `steps` this many times.
    #[serde(default)]
    repeat: Option<u32>,
    #[serde(default)]
    steps: Vec<Step>,
    #[serde(default)]
    note: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    /// `"none"`, or `{"Priority": "P1"}` / `{"Block": "P1"}` etc.
    decision: Option<Value>,
    phase: Option<Phase>,
    turn: Option<u32>,
    turn_player: Option<PlayerId>,
    /// `"none"`, or a (partial) Outcome such as `{"Win": {"winner": "P0"}}`.
    outcome: Option<Value>,
    #[serde(default)]
    units: BTreeMap<String, UnitExpect>,
    #[serde(default)]
    players: BTreeMap<PlayerId, PlayerExpect>,
    /// Patterns that must appear in this order among the last action's events.
    events: Option<Vec<Value>>,
    /// Patterns that must match the last action's events one for one.
    events_exact: Option<Vec<Value>>,
    /// Event names that must not appear among the last action's events.
    #[serde(default)]
    absent_events: Vec<String>,
    /// How many times each named event appears among the last action's events.
    #[serde(default)]
    event_counts: BTreeMap<String, usize>,
    dice_left: Option<Vec<u32>>,
    #[serde(default)]
    legal: Vec<Value>,
    #[serde(default)]
    illegal: Vec<Value>,
    continuous: Option<usize>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct UnitExpect {
    exists: Option<bool>,
    hp: Option<u32>,
    tapped: Option<bool>,
    fallen: Option<bool>,
    resonance: Option<u8>,
    barrier: Option<bool>,
    support_used: Option<bool>,
    /// The equipped Code's card id, or null for none.
    #[serde(default, deserialize_with = "double_option")]
    code: Option<Option<String>>,
    def: Option<u32>,
    power: Option<i32>,
    ward: Option<u32>,
    /// Number of continuous effects this unit bears.
    modifiers: Option<usize>,
}

fn double_option<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PlayerExpect {
    ether: Option<u32>,
    hand: Option<usize>,
    deck: Option<usize>,
    cemetery: Option<usize>,
    ether_area: Option<usize>,
    charges: Option<u8>,
    followers: Option<usize>,
    ether_effect_used: Option<bool>,
    hand_cards: Option<Vec<String>>,
    deck_cards: Option<Vec<String>>,
    cemetery_cards: Option<Vec<String>>,
    ether_area_cards: Option<Vec<String>>,
}

/// Runs a duel scenario from its JSON text. `base` is the scenario's folder (its
/// `include`s are relative to it); `content_dir` is the shipped content, used when the
/// scenario asks for `"starter": true`. Returns the first difference on failure.
pub fn run_str(text: &str, base: &Path, content_dir: &Path) -> Result<(), String> {
    let sc: Scenario =
        serde_path_to_error::deserialize(&mut serde_json::Deserializer::from_str(text))
            .map_err(|e| format!("bad scenario file: at {}: {}", e.path(), e.inner()))?;
    if sc.rules.is_empty() {
        return Err(format!(
            "{}: \"rules\" must name at least one rule ID",
            sc.id
        ));
    }
    let content = build_content(&sc.content, base, content_dir)?;
    let mut run = Runner::new(&content, &sc)?;
    if run.s.rng.exhausted() {
        return Err("setup: the scripted dice ran out".into());
    }
    run.steps(&sc.steps, "")?;
    Ok(())
}

fn build_content(
    spec: &ContentSpec,
    base: &Path,
    content_dir: &Path,
) -> Result<DuelContent, String> {
    let mut parts: [Vec<Value>; 4] = Default::default();
    let names = ["arcastella", "followers", "cards", "decks"];
    let mut rules = DuelRules::default();
    if spec.starter {
        let file = content_dir.join("duel").join(RULES_FILE);
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        rules = parse_duel_rules(&text).map_err(|e| e.to_string())?;
        for (i, name) in names.iter().enumerate() {
            let file = content_dir.join("duel").join(format!("{name}.json"));
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let v: Vec<Value> =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            parts[i].extend(v);
        }
    }
    // An inline def may start from another def of the same kind: `"like": "card_bolt_1"`
    // copies that def (as loaded so far) and merge-patches the rest of the object over it.
    let mut add = |spec: &ContentSpec| -> Result<(), String> {
        for (i, list) in [&spec.arcastella, &spec.followers, &spec.cards, &spec.decks]
            .into_iter()
            .enumerate()
        {
            for def in list {
                let mut def = def.clone();
                if let Some(like) = def.as_object_mut().and_then(|o| o.remove("like")) {
                    let base = parts[i]
                        .iter()
                        .find(|d| d.get("id") == Some(&like))
                        .cloned()
                        .ok_or_else(|| format!("\"like\": no {} with id {like}", names[i]))?;
                    let mut merged = base;
                    merge(&mut merged, &def);
                    def = merged;
                }
                let id = def.get("id").cloned();
                parts[i].retain(|d| d.get("id") != id.as_ref());
                parts[i].push(def);
            }
        }
        Ok(())
    };
    for inc in &spec.include {
        let file: PathBuf = base.join(inc);
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let inc_spec: ContentSpec =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        add(&inc_spec)?;
        rules = given_rules(&inc_spec)?.unwrap_or(rules);
    }
    add(spec)?;
    rules = given_rules(spec)?.unwrap_or(rules);
    for (kind, patches) in &spec.patch {
        let i = names
            .iter()
            .position(|n| n == kind)
            .ok_or_else(|| format!("patch: unknown kind \"{kind}\""))?;
        for (id, patch) in patches {
            let def = parts[i]
                .iter_mut()
                .find(|d| d.get("id").and_then(Value::as_str) == Some(id))
                .ok_or_else(|| format!("patch: no {kind} with id \"{id}\""))?;
            merge(def, patch);
        }
    }
    let [a, f, c, d] = parts.map(|v| Value::Array(v).to_string());
    parse_duel(&a, &f, &c, &d, rules).map_err(|e| e.to_string())
}

/// A content object's own `rules`, through the same parser and range checks as `rules.json`.
fn given_rules(spec: &ContentSpec) -> Result<Option<DuelRules>, String> {
    spec.rules
        .as_ref()
        .map(|v| parse_duel_rules(&v.to_string()).map_err(|e| e.to_string()))
        .transpose()
}

/// JSON merge patch (RFC 7386).
fn merge(target: &mut Value, patch: &Value) {
    match (target, patch) {
        (Value::Object(t), Value::Object(p)) => {
            for (k, v) in p {
                if v.is_null() {
                    t.remove(k);
                } else {
                    merge(t.entry(k.clone()).or_insert(Value::Null), v);
                }
            }
        }
        (t, p) => *t = p.clone(),
    }
}

struct Runner<'a> {
    c: &'a DuelContent,
    s: State,
    last_events: Vec<Event>,
    step_no: usize,
}

impl<'a> Runner<'a> {
    fn new(c: &'a DuelContent, sc: &Scenario) -> Result<Self, String> {
        let rng_mode = match sc.seed {
            Some(_) => RngMode::Seeded,
            None => RngMode::Scripted(sc.dice.clone()),
        };
        let (s, ev) = match &sc.setup {
            Setup::NewGame(ng) => {
                let mut players = Vec::new();
                for seat in &ng.players {
                    players.push(seat_setup(c, seat)?);
                }
                let [p0, p1]: [PlayerSetup; 2] = players
                    .try_into()
                    .map_err(|_| "two players are needed".to_string())?;
                let config = GameConfig {
                    seed: sc.seed.unwrap_or(0),
                    players: [p0, p1],
                    first_player: ng.first_player,
                    shuffle_decks: ng.shuffle_decks,
                    auto_pass: sc.auto_pass,
                    rng_mode,
                    house: ng.house,
                };
                new_game(c, &config).map_err(|e| format!("setup: {e}"))?
            }
            Setup::Position(pos) => {
                let dice = match sc.seed {
                    Some(seed) => Dice::seeded(seed),
                    None => Dice::scripted(sc.dice.clone()),
                };
                build_position(c, pos, dice, sc.auto_pass)?
            }
        };
        Ok(Runner {
            c,
            s,
            last_events: ev,
            step_no: 0,
        })
    }

    fn steps(&mut self, steps: &[Step], prefix: &str) -> Result<(), String> {
        for (i, step) in steps.iter().enumerate() {
            let label = format!("{prefix}step {}", i + 1);
            let label = if step.note.is_empty() {
                label
            } else {
                format!("{label} ({})", step.note)
            };
            if let Some(n) = step.repeat {
                for k in 0..n {
                    self.steps(&step.steps, &format!("{label} round {}: ", k + 1))?;
                }
                continue;
            }
            self.step_no += 1;
            self.step(step).map_err(|e| format!("{label}: {e}"))?;
        }
        Ok(())
    }

    fn step(&mut self, step: &Step) -> Result<(), String> {
        if let Some(act) = &step.act {
            let player = step
                .by
                .or(self.s.deciding_player())
                .ok_or("no decision is pending, and the step names no player")?;
            let action = self.parse_action(player, act)?;
            let before = self.s.clone();
            match duel::apply(self.c, &mut self.s, player, action) {
                Ok(ev) if step.rejected => {
                    let _ = ev;
                    return Err(format!(
                        "{player} {action:?} was accepted, but must be rejected"
                    ));
                }
                Ok(ev) => self.last_events = ev,
                Err(e) if step.rejected => {
                    let _ = e;
                    if self.s != before {
                        return Err("a rejected action changed the state".into());
                    }
                }
                Err(e) => return Err(format!("{player} {action:?} was rejected: {e}")),
            }
            if self.s.rng.exhausted() {
                return Err("the scripted dice ran out".into());
            }
        }
        if let Some(exp) = &step.expect {
            // `legal`/`illegal` are for the player deciding after the step's action; only a
            // step without an action may name another player with `by`.
            let whose = if step.act.is_some() { None } else { step.by };
            self.check(exp, whose)?;
        }
        Ok(())
    }

    fn card_by_ref(&self, player: PlayerId, v: &Value) -> Result<CardUid, String> {
        match v {
            Value::Number(n) => n
                .as_u64()
                .map(|n| CardUid(n as u32))
                .ok_or_else(|| format!("bad card uid {n}")),
            Value::String(id) => {
                let def = self
                    .c
                    .card_idx(id)
                    .ok_or_else(|| format!("unknown card \"{id}\""))?;
                self.s
                    .player(player)
                    .hand
                    .iter()
                    .find(|ci| ci.def == def)
                    .map(|ci| ci.uid)
                    .ok_or_else(|| format!("{player} holds no \"{id}\""))
            }
            _ => Err(format!("a card is a card id or a uid, not {v}")),
        }
    }

    /// The scenario action syntax (docs/scenarios.md).
    fn parse_action(&self, player: PlayerId, v: &Value) -> Result<Action, String> {
        if let Value::String(s) = v {
            return match s.as_str() {
                "pass" => Ok(Action::Pass),
                "no_block" => Ok(Action::NoBlock),
                "concede" => Ok(Action::Concede),
                _ => Err(format!("unknown action \"{s}\"")),
            };
        }
        let obj = v
            .as_object()
            .ok_or_else(|| format!("an action is a string or an object, not {v}"))?;
        let slot = |key: &str| -> Result<u8, String> {
            obj.get(key)
                .and_then(Value::as_u64)
                .map(|n| n as u8)
                .ok_or_else(|| format!("\"{key}\" must be a slot number"))
        };
        let target = || -> Result<Option<UnitId>, String> {
            match obj.get("target") {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => parse_unit(s).map(Some),
                Some(t) => Err(format!("bad target {t}")),
            }
        };
        let need_target = || target()?.ok_or_else(|| "\"target\" is required".to_string());
        if let Some(card) = obj.get("cast") {
            return Ok(Action::CastSpell {
                card: self.card_by_ref(player, card)?,
                caster: slot("caster")?,
                target: target()?,
            });
        }
        if obj.contains_key("attack") {
            return Ok(Action::UseAttackSkill {
                user: slot("attack")?,
                skill: obj.get("skill").and_then(Value::as_u64).unwrap_or(0) as u8,
                target: need_target()?,
            });
        }
        if obj.contains_key("support") {
            return Ok(Action::UseSupportSkill {
                user: slot("support")?,
                target: target()?,
            });
        }
        if obj.contains_key("astral") {
            return Ok(Action::UseAstralCode {
                user: slot("astral")?,
                target: need_target()?,
            });
        }
        if let Some(card) = obj.get("convert") {
            return Ok(Action::ConvertEther {
                card: self.card_by_ref(player, card)?,
                use_ether_effect: obj.get("effect").and_then(Value::as_bool).unwrap_or(false),
            });
        }
        if obj.contains_key("block") {
            return Ok(Action::Block {
                blocker: slot("block")?,
            });
        }
        serde_json::from_value(v.clone()).map_err(|e| format!("unknown action {v}: {e}"))
    }

    fn check(&self, exp: &Expect, by: Option<PlayerId>) -> Result<(), String> {
        let s = &self.s;
        if let Some(d) = &exp.decision {
            let actual = decision_short(s.pending.as_ref());
            if !matches(d, &actual) {
                return Err(format!("decision: expected {d}, got {actual}"));
            }
        }
        cmp("phase", exp.phase, s.phase)?;
        cmp("turn", exp.turn, s.turn)?;
        cmp("turn_player", exp.turn_player, s.turn_player)?;
        if let Some(o) = &exp.outcome {
            let actual = match s.outcome {
                None => Value::String("none".into()),
                Some(o) => serde_json::to_value(o).map_err(|e| e.to_string())?,
            };
            if !matches(o, &actual) {
                return Err(format!("outcome: expected {o}, got {actual}"));
            }
        }
        for (name, ue) in &exp.units {
            let unit = parse_unit(name)?;
            self.check_unit(name, unit, ue)?;
        }
        for (p, pe) in &exp.players {
            self.check_player(*p, pe)?;
        }
        let events: Vec<Value> = self
            .last_events
            .iter()
            .map(|e| {
                let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
                shorten_units(&mut v);
                v
            })
            .collect();
        if let Some(patterns) = &exp.events {
            let mut it = events.iter();
            for p in patterns {
                if !it.any(|e| matches(p, e)) {
                    return Err(format!(
                        "events: no {p} in order; the events were:\n  {}",
                        list(&events)
                    ));
                }
            }
        }
        if let Some(patterns) = &exp.events_exact {
            let ok = patterns.len() == events.len()
                && patterns.iter().zip(&events).all(|(p, e)| matches(p, e));
            if !ok {
                return Err(format!(
                    "events_exact: expected\n  {}\nthe events were:\n  {}",
                    list(patterns),
                    list(&events)
                ));
            }
        }
        for name in &exp.absent_events {
            if let Some(e) = events.iter().find(|e| e.get(name).is_some()) {
                return Err(format!("events: {name} must not occur, found {e}"));
            }
        }
        for (name, n) in &exp.event_counts {
            let got = events.iter().filter(|e| e.get(name).is_some()).count();
            if got != *n {
                return Err(format!("events: expected {n} × {name}, got {got}"));
            }
        }
        if let Some(d) = &exp.dice_left {
            cmp("dice_left", Some(d.as_slice()), s.rng.remaining())?;
        }
        let player = by.or(s.deciding_player());
        for (want, list) in [(true, &exp.legal), (false, &exp.illegal)] {
            for a in list {
                let p = player.ok_or("legal/illegal: no deciding player")?;
                let legal = match self.parse_action(p, a) {
                    Ok(action) => {
                        s.deciding_player() == Some(p)
                            && duel::legal_actions(self.c, s).contains(&action)
                    }
                    Err(_) if !want => false,
                    Err(e) => return Err(e),
                };
                if legal != want {
                    return Err(format!(
                        "{a} should be {} for {p}",
                        if want { "legal" } else { "illegal" }
                    ));
                }
            }
        }
        cmp("continuous", exp.continuous, s.continuous.len())?;
        Ok(())
    }

    fn check_unit(&self, name: &str, unit: UnitId, ue: &UnitExpect) -> Result<(), String> {
        let (c, s) = (self.c, &self.s);
        let f = |field: &str| format!("units.{name}.{field}");
        let present = match unit {
            UnitId::Arc { .. } => true,
            UnitId::Follower { player, uid } => s.player(player).follower(uid).is_some(),
        };
        cmp(&f("exists"), ue.exists, present)?;
        if !present {
            let asks_more = ue.hp.is_some() || ue.def.is_some() || ue.barrier.is_some();
            return if asks_more {
                Err(format!("{name} is not on the board"))
            } else {
                Ok(())
            };
        }
        cmp(&f("hp"), ue.hp, s.unit_hp(unit).unwrap_or(0))?;
        if let UnitId::Arc { player, slot } = unit {
            let a = s.arc(player, slot).ok_or("no such slot")?;
            cmp(&f("tapped"), ue.tapped, a.tapped)?;
            cmp(&f("fallen"), ue.fallen, a.fallen)?;
            cmp(&f("resonance"), ue.resonance, a.resonance)?;
            cmp(&f("barrier"), ue.barrier, a.barrier)?;
            cmp(&f("support_used"), ue.support_used, a.support_used)?;
            if let Some(want) = &ue.code {
                let got = a.code.map(|ci| c.card(ci.def).id.clone());
                cmp(&f("code"), Some(want.clone()), got)?;
            }
        } else if let UnitId::Follower { player, uid } = unit {
            let fs = s.player(player).follower(uid).ok_or("no such follower")?;
            cmp(&f("barrier"), ue.barrier, fs.barrier)?;
        }
        cmp(&f("def"), ue.def, stats::effective_def(c, s, unit))?;
        cmp(&f("power"), ue.power, stats::power(c, s, unit))?;
        cmp(&f("ward"), ue.ward, stats::ward(c, s, unit))?;
        let borne = s
            .continuous
            .iter()
            .filter(|x| x.bearer == Some(unit))
            .count();
        cmp(&f("modifiers"), ue.modifiers, borne)?;
        Ok(())
    }

    fn check_player(&self, p: PlayerId, pe: &PlayerExpect) -> Result<(), String> {
        let ps = self.s.player(p);
        let f = |field: &str| format!("players.{p}.{field}");
        cmp(&f("ether"), pe.ether, ps.ether)?;
        cmp(&f("hand"), pe.hand, ps.hand.len())?;
        cmp(&f("deck"), pe.deck, ps.deck.len())?;
        cmp(&f("cemetery"), pe.cemetery, ps.cemetery.len())?;
        cmp(&f("ether_area"), pe.ether_area, ps.ether_area.len())?;
        cmp(&f("charges"), pe.charges, ps.astral_charges)?;
        cmp(&f("followers"), pe.followers, ps.followers.len())?;
        cmp(
            &f("ether_effect_used"),
            pe.ether_effect_used,
            ps.ether_effect_used,
        )?;
        let ids = |zone: &[CardInst]| -> Vec<String> {
            zone.iter()
                .map(|ci| self.c.card(ci.def).id.clone())
                .collect()
        };
        cmp(&f("hand_cards"), pe.hand_cards.clone(), ids(&ps.hand))?;
        cmp(&f("deck_cards"), pe.deck_cards.clone(), ids(&ps.deck))?;
        cmp(
            &f("cemetery_cards"),
            pe.cemetery_cards.clone(),
            ids(&ps.cemetery),
        )?;
        cmp(
            &f("ether_area_cards"),
            pe.ether_area_cards.clone(),
            ids(&ps.ether_area),
        )?;
        Ok(())
    }
}

fn list(events: &[Value]) -> String {
    events
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join("\n  ")
}

fn cmp<T: PartialEq + std::fmt::Debug>(what: &str, want: Option<T>, got: T) -> Result<(), String> {
    match want {
        Some(w) if w != got => Err(format!("{what}: expected {w:?}, got {got:?}")),
        _ => Ok(()),
    }
}

/// `{"Priority": "P1"}`-style short form of the pending decision, or `"none"`.
fn decision_short(d: Option<&Decision>) -> Value {
    let Some(d) = d else {
        return Value::String("none".into());
    };
    let name = match d {
        Decision::StartWindow { .. } => "StartWindow",
        Decision::Charge { .. } => "Charge",
        Decision::Priority { .. } => "Priority",
        Decision::Block { .. } => "Block",
    };
    let mut m = serde_json::Map::new();
    m.insert(name.into(), Value::String(d.player().to_string()));
    Value::Object(m)
}

fn seat_setup(c: &DuelContent, seat: &SeatSpec) -> Result<PlayerSetup, String> {
    let (lineup, leader, deck) = match &seat.deck {
        DeckSpec::Preset(id) => {
            let d = c.deck(id).ok_or_else(|| format!("unknown deck \"{id}\""))?;
            (d.lineup.clone(), d.leader_slot, d.expanded())
        }
        DeckSpec::Cards(entries) => (
            seat.lineup
                .clone()
                .ok_or("a card-list deck needs a lineup")?,
            0,
            expand(entries)?,
        ),
    };
    Ok(PlayerSetup {
        lineup: seat.lineup.clone().unwrap_or(lineup),
        leader_slot: seat.leader_slot.unwrap_or(leader),
        deck,
    })
}

/// `"id*3"` is three copies of `id`.
fn expand(entries: &[String]) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for e in entries {
        match e.rsplit_once('*') {
            Some((id, n)) => {
                let n: usize = n.parse().map_err(|_| format!("bad count in \"{e}\""))?;
                out.extend(std::iter::repeat_n(id.to_string(), n));
            }
            None => out.push(e.clone()),
        }
    }
    Ok(out)
}

/// D-27.5: the test builder. Card uids are given from 1 in this order: P0's deck, hand,
/// ether area, cemetery and Codes (by slot), then P1's; followers get uids from 1 in order.
fn build_position(
    c: &DuelContent,
    pos: &PositionSpec,
    dice: Dice,
    auto_pass: bool,
) -> Result<(State, Vec<Event>), String> {
    let mut next_uid = 1u32;
    let mut next_fol = 1u32;
    let mut players = Vec::new();
    let card = |id: &str, next_uid: &mut u32| -> Result<CardInst, String> {
        let def = c
            .card_idx(id)
            .ok_or_else(|| format!("unknown card \"{id}\""))?;
        let inst = CardInst {
            uid: CardUid(*next_uid),
            def,
        };
        *next_uid += 1;
        Ok(inst)
    };
    for (pi, ps) in pos.players.iter().enumerate() {
        let zone = |entries: &[String], next_uid: &mut u32| -> Result<Vec<CardInst>, String> {
            expand(entries)?
                .iter()
                .map(|id| card(id, next_uid))
                .collect()
        };
        let deck = zone(&ps.deck, &mut next_uid)?;
        let hand = zone(&ps.hand, &mut next_uid)?;
        let ether_area = zone(&ps.ether_area, &mut next_uid)?;
        let cemetery = zone(&ps.cemetery, &mut next_uid)?;
        let mut arcs = Vec::new();
        for (slot, id) in ps.lineup.iter().enumerate() {
            let def = c
                .arc_idx(id)
                .ok_or_else(|| format!("players[{pi}]: unknown Arcastella \"{id}\""))?;
            let spec = ps.arcastella.get(slot);
            let d = ArcSpec::default();
            let spec = spec.unwrap_or(&d);
            let code = match &spec.code {
                Some(id) => Some(card(id, &mut next_uid)?),
                None => None,
            };
            arcs.push(ArcState {
                def,
                hp: if spec.fallen {
                    0
                } else {
                    spec.hp.unwrap_or(c.arc(def).max_hp)
                },
                tapped: spec.tapped,
                fallen: spec.fallen,
                support_used: spec.support_used,
                resonance: spec.resonance,
                barrier: spec.barrier,
                code,
            });
        }
        let mut followers = Vec::new();
        for f in &ps.followers {
            let def = c
                .follower_idx(&f.def)
                .ok_or_else(|| format!("unknown follower \"{}\"", f.def))?;
            followers.push(FollowerState {
                uid: FollowerUid(next_fol),
                def,
                hp: f.hp.unwrap_or(c.follower(def).max_hp),
                barrier: f.barrier,
                summoned_turn: f.summoned_turn,
            });
            next_fol += 1;
        }
        let [a0, a1, a2]: [ArcState; 3] = arcs
            .try_into()
            .map_err(|_| "three Arcastella are needed".to_string())?;
        players.push(PlayerState {
            deck,
            hand,
            ether_area,
            cemetery,
            arcastella: [a0, a1, a2],
            leader_slot: ps.leader_slot,
            followers,
            ether: ps.ether,
            astral_charges: ps.astral_charges,
            ether_effect_used: ps.ether_effect_used,
        });
    }
    let [p0, p1]: [PlayerState; 2] = players
        .try_into()
        .map_err(|_| "two players are needed".to_string())?;
    let mut continuous = Vec::new();
    for (i, cs) in pos.continuous.iter().enumerate() {
        let bearer = cs.bearer.as_deref().map(parse_unit).transpose()?;
        continuous.push(Continuous {
            id: ContinuousId(i as u32 + 1),
            controller: cs.controller,
            source: Source::Continuous(ContinuousId(i as u32 + 1)),
            bearer,
            body: cs.body.clone(),
            remaining: cs.remaining,
            tick: cs.tick,
            created_turn: cs.created_turn,
            created_phase: cs.created_phase,
        });
    }
    let n_cont = continuous.len() as u32;
    let mut s = State {
        rng: dice,
        turn: pos.turn,
        turn_player: pos.turn_player,
        first_player: pos.first_player.unwrap_or(if pos.turn % 2 == 1 {
            pos.turn_player
        } else {
            pos.turn_player.other()
        }),
        phase: pos.phase.unwrap_or(Phase::Main),
        players: [p0, p1],
        continuous,
        pending: None,
        consecutive_passes: 0,
        phase_actions: 0,
        next_card_uid: next_uid,
        next_follower_uid: next_fol,
        next_continuous_id: n_cont + 1,
        outcome: None,
        auto_pass,
        shuffle_decks: false,
        seed: 0,
    };
    let ev = match (&pos.begin, &pos.decision) {
        (Some(phase), None) => duel::begin_phase(c, &mut s, *phase),
        (None, Some(d)) => {
            s.pending = Some(parse_decision(d)?);
            Vec::new()
        }
        _ => {
            return Err(
                "a position needs exactly one of \"begin\" (a phase) or \"decision\"".into(),
            );
        }
    };
    Ok((s, ev))
}

/// `{"Priority": "P0"}`, `{"Charge": "P1"}`, `{"StartWindow": "P0"}`.
fn parse_decision(v: &Value) -> Result<Decision, String> {
    let obj = v
        .as_object()
        .filter(|o| o.len() == 1)
        .ok_or("a decision is {\"Kind\": \"P0\"}")?;
    let (kind, who) = obj.iter().next().ok_or("empty decision")?;
    let player: PlayerId = serde_json::from_value(who.clone()).map_err(|e| e.to_string())?;
    match kind.as_str() {
        "StartWindow" => Ok(Decision::StartWindow { player }),
        "Charge" => Ok(Decision::Charge { player }),
        "Priority" => Ok(Decision::Priority { player }),
        _ => Err(format!("a position cannot start at a {kind} decision")),
    }
}
