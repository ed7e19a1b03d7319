//! The Grail War's content (content-grail.md): servants, masters and maps, loaded from
//! `assets/content/grail/*.json` and validated (G-3.5, G-5.7, G-5.8, G-24.2, G-29.2, G-38.2).
//! Every problem is a [`ContentError`] naming the file, the JSON path and the reason.

mod types;
mod validate;

use std::path::Path;

use serde::de::DeserializeOwned;
use serde_json::Value;

pub use types::*;

use super::ContentError;

pub const SERVANTS_FILE: &str = "servants.json";
pub const MASTERS_FILE: &str = "masters.json";
pub const MAPS_FILE: &str = "maps.json";
pub const RULES_FILE: &str = "rules.json";

const BUILTIN_SERVANTS: &str = include_str!("../../assets/content/grail/servants.json");
const BUILTIN_MASTERS: &str = include_str!("../../assets/content/grail/masters.json");
const BUILTIN_MAPS: &str = include_str!("../../assets/content/grail/maps.json");
const BUILTIN_RULES: &str = include_str!("../../assets/content/grail/rules.json");

/// A map with its derived graph: adjacency, hop distances and path costs (G-5.4, G-5.5).
#[derive(Clone, Debug, PartialEq)]
pub struct MapGraph {
    pub def: MapDef,
    /// Neighbours of each district with the edge cost, sorted by district index.
    pub adj: Vec<Vec<(u8, u8)>>,
    /// G-5.4: hop distance (fewest edges) between every pair; `u8::MAX` if unreachable.
    pub hops: Vec<Vec<u8>>,
    /// G-5.5: shortest path cost between every pair with the edge costs.
    pub cost: Vec<Vec<u8>>,
    /// G-5.8: start districts by seat.
    pub start: Vec<u8>,
    /// G-5.7: the Grail (Dragon Vein) district.
    pub grail: u8,
}

impl MapGraph {
    pub fn len(&self) -> usize {
        self.def.districts.len()
    }
    pub fn is_empty(&self) -> bool {
        self.def.districts.is_empty()
    }
    pub fn index_of(&self, id: &str) -> Option<u8> {
        self.def
            .districts
            .iter()
            .position(|d| d.id == id)
            .and_then(|i| u8::try_from(i).ok())
    }
    pub fn id(&self, d: u8) -> &str {
        self.def
            .districts
            .get(usize::from(d))
            .map(|x| x.id.as_str())
            .unwrap_or("?")
    }
    /// G-5.3: the leyline of a district.
    pub fn leyline(&self, d: u8) -> Leyline {
        self.def
            .districts
            .get(usize::from(d))
            .map(|x| x.leyline)
            .unwrap_or(Leyline::None)
    }
    pub fn hop(&self, a: u8, b: u8) -> u8 {
        self.hops
            .get(usize::from(a))
            .and_then(|r| r.get(usize::from(b)))
            .copied()
            .unwrap_or(u8::MAX)
    }
    /// Shortest path cost; with `riding` every edge costs 1 (G-4.2.5).
    pub fn path_cost(&self, a: u8, b: u8, riding: bool) -> u8 {
        if riding {
            return self.hop(a, b);
        }
        self.cost
            .get(usize::from(a))
            .and_then(|r| r.get(usize::from(b)))
            .copied()
            .unwrap_or(u8::MAX)
    }
    /// The cost of the edge a–b, if they are adjacent.
    pub fn edge_cost(&self, a: u8, b: u8) -> Option<u8> {
        self.adj
            .get(usize::from(a))?
            .iter()
            .find(|(n, _)| *n == b)
            .map(|(_, c)| *c)
    }

    fn build(def: MapDef) -> Result<MapGraph, String> {
        let n = def.districts.len();
        let idx = |id: &str| def.districts.iter().position(|d| d.id == id);
        let mut adj: Vec<Vec<(u8, u8)>> = vec![Vec::new(); n];
        for e in &def.edges {
            let (Some(a), Some(b)) = (idx(&e.a), idx(&e.b)) else {
                return Err(format!("edge {}-{} names an unknown district", e.a, e.b));
            };
            let (a8, b8) = (a as u8, b as u8);
            adj[a].push((b8, e.cost));
            adj[b].push((a8, e.cost));
        }
        for l in &mut adj {
            l.sort_unstable();
        }
        let shortest = |unit: bool| -> Vec<Vec<u8>> {
            let mut out = vec![vec![u8::MAX; n]; n];
            for (s, row) in out.iter_mut().enumerate() {
                row[s] = 0;
                // Dijkstra on a tiny graph: repeated relaxation is enough.
                let mut changed = true;
                while changed {
                    changed = false;
                    for u in 0..n {
                        if row[u] == u8::MAX {
                            continue;
                        }
                        for &(v, c) in &adj[u] {
                            let w = if unit { 1 } else { c };
                            let nd = row[u].saturating_add(w);
                            if nd < row[usize::from(v)] {
                                row[usize::from(v)] = nd;
                                changed = true;
                            }
                        }
                    }
                }
            }
            out
        };
        let hops = shortest(true);
        let cost = shortest(false);
        let mut start = Vec::new();
        for s in &def.start_districts {
            start.push(idx(s).ok_or_else(|| format!("unknown start district {s}"))? as u8);
        }
        let grail = idx(&def.grail_district).ok_or("unknown grail district")? as u8;
        Ok(MapGraph {
            def,
            adj,
            hops,
            cost,
            start,
            grail,
        })
    }
}

/// All Grail War content, indexed.
#[derive(Clone, Debug, PartialEq)]
pub struct GrailContent {
    pub servants: Vec<ServantDef>,
    pub masters: Vec<MasterDef>,
    pub maps: Vec<MapGraph>,
    pub rules: GrailRules,
    /// SHA-256 of the canonical JSON of all definitions.
    pub hash: String,
    /// Per servant and per master, in the order of `servants` and `masters`.
    passives: PassiveIndex,
    /// G-21.6: the buffs a critical may grant, flattened once at load.
    critical_buffs: Vec<(BuffKind, i32)>,
}

/// G-21.6: the most MP a buff may cost to be chosen on a critical (「消費MP30以下の強化」).
pub const CRITICAL_BUFF_MP_CAP: i32 = 30;

/// G-21.6: every buff a skill of the content grants for at most 30 MP, each kind once at its
/// strongest, in the order the content first names it. A weaker entry of the same kind would
/// never be the better choice, and a bonus to movement does nothing in the combat where a
/// critical falls.
fn critical_buffs(servants: &[ServantDef], masters: &[MasterDef]) -> Vec<(BuffKind, i32)> {
    let skills = servants
        .iter()
        .flat_map(|d| &d.skills)
        .chain(masters.iter().flat_map(|d| &d.skills));
    let mut out: Vec<(BuffKind, i32)> = Vec::new();
    for k in skills.filter(|k| k.mp_cost <= CRITICAL_BUFF_MP_CAP) {
        for e in &k.effects {
            let Effect::ApplyBuff {
                kind, magnitude, ..
            } = e
            else {
                continue;
            };
            let buff = (*kind, *magnitude);
            if strength(buff) <= 0 || *kind == BuffKind::MovementUp {
                continue;
            }
            match out.iter_mut().find(|(k, _)| same_kind(*k, *kind)) {
                Some(entry) if strength(buff) > strength(*entry) => *entry = buff,
                Some(_) => {}
                None => out.push(buff),
            }
        }
    }
    out
}

/// How strong a buff is: Guts by the HP it leaves, any other by its magnitude.
fn strength((kind, magnitude): (BuffKind, i32)) -> i32 {
    match kind {
        BuffKind::Guts { hp } => hp,
        _ => magnitude,
    }
}

/// Whether two buffs are of one kind: a stat's by its stat, Guts whatever its HP.
fn same_kind(a: BuffKind, b: BuffKind) -> bool {
    match (a, b) {
        (BuffKind::StatUp { stat: x }, BuffKind::StatUp { stat: y }) => x == y,
        _ => std::mem::discriminant(&a) == std::mem::discriminant(&b),
    }
}

/// A passive `ApplyBuff` of a definition (G-19.2.4): a passive skill's or a passive NP's
/// (G-29.8). Flattened once at load because every stat, movement and check lookup sums them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassiveBuff {
    pub kind: BuffKind,
    pub magnitude: i32,
    /// From a bond-locked skill: counts only once the fourth skill is unlocked (G-15.2).
    pub bond_locked: bool,
}

#[derive(Clone, Debug, Default, PartialEq)]
struct PassiveIndex {
    servants: Vec<Vec<PassiveBuff>>,
    masters: Vec<Vec<PassiveBuff>>,
}

fn passive_buffs(skills: &[Skill], np: Option<&NoblePhantasm>) -> Vec<PassiveBuff> {
    let from = |effects: &[Effect], bond_locked: bool| -> Vec<PassiveBuff> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::ApplyBuff {
                    kind, magnitude, ..
                } => Some(PassiveBuff {
                    kind: *kind,
                    magnitude: *magnitude,
                    bond_locked,
                }),
                _ => None,
            })
            .collect()
    };
    let mut out: Vec<PassiveBuff> = skills
        .iter()
        .filter(|k| k.timing == Timing::Passive)
        .flat_map(|k| from(&k.effects, k.bond_locked))
        .collect();
    if let Some(np) = np.filter(|np| np.kind == NpKind::Passive) {
        out.extend(from(&np.on_fire, false));
    }
    out
}

impl GrailContent {
    /// The starter content of content-grail.md, compiled into the binary.
    pub fn builtin() -> Result<GrailContent, ContentError> {
        Self::from_json_strs(
            BUILTIN_SERVANTS,
            BUILTIN_MASTERS,
            BUILTIN_MAPS,
            BUILTIN_RULES,
        )
    }

    /// Loads `servants.json`, `masters.json`, `maps.json` and `rules.json` from a directory.
    pub fn load_dir(dir: &Path) -> Result<GrailContent, ContentError> {
        let read = |name: &str| {
            std::fs::read_to_string(dir.join(name))
                .map_err(|e| ContentError::new(name, "", format!("cannot read: {e}")))
        };
        Self::from_json_strs(
            &read(SERVANTS_FILE)?,
            &read(MASTERS_FILE)?,
            &read(MAPS_FILE)?,
            &read(RULES_FILE)?,
        )
    }

    /// Parses and validates the four files' texts.
    pub fn from_json_strs(
        servants: &str,
        masters: &str,
        maps: &str,
        rules: &str,
    ) -> Result<GrailContent, ContentError> {
        let servants: Vec<ServantDef> = parse_list(SERVANTS_FILE, servants, servant_parts)?;
        let masters: Vec<MasterDef> = parse_list(MASTERS_FILE, masters, master_parts)?;
        let maps: Vec<MapDef> = parse_list(MAPS_FILE, maps, |_| Vec::new())?;
        let rules = parse_rules(rules)?;
        Self::from_defs(servants, masters, maps, rules)
    }

    /// Validates definitions built in code (tests and scenario fixtures use this).
    pub fn from_defs(
        servants: Vec<ServantDef>,
        masters: Vec<MasterDef>,
        maps: Vec<MapDef>,
        rules: GrailRules,
    ) -> Result<GrailContent, ContentError> {
        validate::servants(SERVANTS_FILE, &servants)?;
        validate::masters(MASTERS_FILE, &masters)?;
        validate::maps(MAPS_FILE, &maps)?;
        validate::rules(RULES_FILE, &rules)?;
        let hash = super::hash_json(&(&servants, &masters, &maps, &rules));
        let mut graphs = Vec::with_capacity(maps.len());
        for (i, m) in maps.into_iter().enumerate() {
            graphs.push(
                MapGraph::build(m)
                    .map_err(|r| ContentError::new(MAPS_FILE, format!("[{i}]"), r))?,
            );
        }
        let passives = PassiveIndex {
            servants: servants
                .iter()
                .map(|d| passive_buffs(&d.skills, Some(&d.np)))
                .collect(),
            masters: masters
                .iter()
                .map(|d| passive_buffs(&d.skills, None))
                .collect(),
        };
        let critical_buffs = critical_buffs(&servants, &masters);
        Ok(GrailContent {
            servants,
            masters,
            maps: graphs,
            rules,
            hash,
            passives,
            critical_buffs,
        })
    }

    /// G-21.6: the buffs a critical may grant, as (kind, magnitude).
    pub fn critical_buffs(&self) -> &[(BuffKind, i32)] {
        &self.critical_buffs
    }

    /// The passive buffs of servant `idx` (its passive skills and passive NP).
    pub fn servant_passives(&self, idx: u16) -> &[PassiveBuff] {
        self.passives
            .servants
            .get(usize::from(idx))
            .map_or(&[], Vec::as_slice)
    }

    /// The passive buffs of master `idx` (its passive skills).
    pub fn master_passives(&self, idx: u16) -> &[PassiveBuff] {
        self.passives
            .masters
            .get(usize::from(idx))
            .map_or(&[], Vec::as_slice)
    }

    pub fn servant_idx(&self, id: &str) -> Option<u16> {
        self.servants
            .iter()
            .position(|s| s.id == id)
            .and_then(|i| u16::try_from(i).ok())
    }
    pub fn master_idx(&self, id: &str) -> Option<u16> {
        self.masters
            .iter()
            .position(|s| s.id == id)
            .and_then(|i| u16::try_from(i).ok())
    }
    pub fn map_idx(&self, id: &str) -> Option<u16> {
        self.maps
            .iter()
            .position(|m| m.def.id == id)
            .and_then(|i| u16::try_from(i).ok())
    }
}

/// The names that have no Japanese, each as `servants.json: [3].skills[1].name_ja`. They
/// show in English (docs/content.md), so content loads without them.
pub fn untranslated(c: &GrailContent) -> Vec<String> {
    let mut out = Vec::new();
    let mut push = |file: &str, path: String, text: &Option<String>| {
        if text.is_none() {
            out.push(format!("{file}: {path}"));
        }
    };
    for (i, s) in c.servants.iter().enumerate() {
        push(
            SERVANTS_FILE,
            format!("[{i}].true_name_ja"),
            &s.true_name_ja,
        );
        for (j, k) in s.skills.iter().enumerate() {
            push(
                SERVANTS_FILE,
                format!("[{i}].skills[{j}].name_ja"),
                &k.name_ja,
            );
        }
        push(SERVANTS_FILE, format!("[{i}].np.name_ja"), &s.np.name_ja);
    }
    for (i, m) in c.masters.iter().enumerate() {
        push(MASTERS_FILE, format!("[{i}].name_ja"), &m.name_ja);
        if !m.talk.is_empty() {
            let ja = m.talk_ja.as_ref().map(|_| String::new());
            push(MASTERS_FILE, format!("[{i}].talk_ja"), &ja);
        }
        for (j, k) in m.skills.iter().enumerate() {
            push(
                MASTERS_FILE,
                format!("[{i}].skills[{j}].name_ja"),
                &k.name_ja,
            );
        }
    }
    for (i, m) in c.maps.iter().enumerate() {
        push(MAPS_FILE, format!("[{i}].name_ja"), &m.def.name_ja);
        for (j, d) in m.def.districts.iter().enumerate() {
            push(
                MAPS_FILE,
                format!("[{i}].districts[{j}].name_ja"),
                &d.name_ja,
            );
        }
    }
    out
}

/// Sub-values checked one by one first, so that an error names the deepest path it can.
type Parts = fn(&Value) -> Vec<(String, Part)>;

enum Part {
    Skill,
    Np,
}

fn servant_parts(v: &Value) -> Vec<(String, Part)> {
    let mut out = Vec::new();
    if let Some(skills) = v.get("skills").and_then(Value::as_array) {
        for (j, _) in skills.iter().enumerate() {
            out.push((format!("skills[{j}]"), Part::Skill));
        }
    }
    if v.get("np").is_some() {
        out.push(("np".to_string(), Part::Np));
    }
    out
}

fn master_parts(v: &Value) -> Vec<(String, Part)> {
    let mut out = Vec::new();
    if let Some(skills) = v.get("skills").and_then(Value::as_array) {
        for (j, _) in skills.iter().enumerate() {
            out.push((format!("skills[{j}]"), Part::Skill));
        }
    }
    out
}

fn sub_value<'v>(v: &'v Value, path: &str) -> Option<&'v Value> {
    // Only "name" or "name[j]" is used here.
    match path.split_once('[') {
        None => v.get(path),
        Some((name, rest)) => {
            let j: usize = rest.trim_end_matches(']').parse().ok()?;
            v.get(name)?.get(j)
        }
    }
}

/// `rules.json`: one object; a missing or unknown field is an error at its name.
fn parse_rules(text: &str) -> Result<GrailRules, ContentError> {
    let root: Value = serde_json::from_str(text).map_err(|e| {
        ContentError::new(
            RULES_FILE,
            "",
            format!(
                "invalid JSON at line {} column {}: {e}",
                e.line(),
                e.column()
            ),
        )
    })?;
    if !root.is_object() {
        return Err(ContentError::new(
            RULES_FILE,
            "",
            "the top level must be a JSON object",
        ));
    }
    serde_json::from_value(root).map_err(|e| ContentError::new(RULES_FILE, "", e.to_string()))
}

fn parse_list<T: DeserializeOwned>(
    file: &str,
    text: &str,
    parts: Parts,
) -> Result<Vec<T>, ContentError> {
    let root: Value = serde_json::from_str(text).map_err(|e| {
        ContentError::new(
            file,
            "",
            format!(
                "invalid JSON at line {} column {}: {e}",
                e.line(),
                e.column()
            ),
        )
    })?;
    let Value::Array(items) = root else {
        return Err(ContentError::new(
            file,
            "",
            "the top level must be a JSON array",
        ));
    };
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        for (path, part) in parts(&item) {
            if let Some(sub) = sub_value(&item, &path) {
                let res = match part {
                    Part::Skill => serde_json::from_value::<Skill>(sub.clone()).map(|_| ()),
                    Part::Np => serde_json::from_value::<NoblePhantasm>(sub.clone()).map(|_| ()),
                };
                if let Err(e) = res {
                    return Err(ContentError::new(
                        file,
                        format!("[{i}].{path}"),
                        e.to_string(),
                    ));
                }
            }
        }
        let v: T = serde_json::from_value(item)
            .map_err(|e| ContentError::new(file, format!("[{i}]"), e.to_string()))?;
        out.push(v);
    }
    Ok(out)
}
