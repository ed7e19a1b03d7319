//! Content validation: ranges of G-3.5, deck size of G-24.2, NP data of G-29.2, skill rules
//! of G-19, master bond skills of G-15.2, the map rules of G-5.2, G-5.7 and G-5.8, and the
//! tuning knobs' ranges.

use std::collections::BTreeSet;

use super::types::*;
use crate::content::ContentError;

fn err(file: &str, path: String, reason: impl Into<String>) -> ContentError {
    ContentError::new(file, path, reason)
}

fn check_id(file: &str, path: String, id: &str) -> Result<(), ContentError> {
    let ok = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(err(
            file,
            path,
            format!("id \"{id}\" must be lowercase snake_case"),
        ))
    }
}

fn range(file: &str, path: String, v: i32, lo: i32, hi: i32) -> Result<(), ContentError> {
    if (lo..=hi).contains(&v) {
        Ok(())
    } else {
        Err(err(file, path, format!("{v} is outside {lo}..={hi}")))
    }
}

fn dice(file: &str, path: String, d: &DiceExpr) -> Result<(), ContentError> {
    if d.sides == 0 {
        return Err(err(
            file,
            format!("{path}.sides"),
            "a die needs at least 1 side",
        ));
    }
    if d.count > 20 {
        return Err(err(file, format!("{path}.count"), "at most 20 dice"));
    }
    Ok(())
}

fn effects(file: &str, path: &str, list: &[Effect], magic_mods: bool) -> Result<(), ContentError> {
    for (k, e) in list.iter().enumerate() {
        let p = format!("{path}[{k}]");
        if e.is_magic_mod() != magic_mods {
            return Err(err(
                file,
                p,
                if magic_mods {
                    "an OnMagicUse skill may only carry Magic* modifiers (G-20.3)"
                } else {
                    "Magic* modifiers belong only to OnMagicUse skills (G-19.2.6)"
                },
            ));
        }
        match e {
            Effect::HealHp { dice: d }
            | Effect::RestoreMp { dice: d }
            | Effect::RestoreMasterMp { dice: d } => dice(file, format!("{p}.dice"), d)?,
            Effect::ApplyBuff { kind, duration, .. } => {
                if let BuffKind::Guts { hp } = kind
                    && *hp <= 0
                {
                    return Err(err(
                        file,
                        format!("{p}.kind.hp"),
                        "Guts must restore at least 1 HP",
                    ));
                }
                if matches!(duration, Duration::Instant) {
                    return Err(err(
                        file,
                        format!("{p}.duration"),
                        "a buff cannot be Instant",
                    ));
                }
            }
            Effect::ApplyDebuff {
                duration: Some(Duration::Instant),
                ..
            } => {
                return Err(err(
                    file,
                    format!("{p}.duration"),
                    "a debuff cannot be Instant",
                ));
            }
            Effect::GainKnowledge { tiers } if *tiers == 0 || *tiers > 3 => {
                return Err(err(file, format!("{p}.tiers"), "tiers must be 1..=3"));
            }
            Effect::MagicAmplify { percent } if *percent < 0 => {
                return Err(err(file, format!("{p}.percent"), "must be >= 0"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// A translation left out shows the English (docs/content.md); one given empty would show
/// nothing where the English shows a name.
fn japanese(file: &str, path: String, text: &Option<String>) -> Result<(), ContentError> {
    match text {
        Some(t) if t.trim().is_empty() => Err(err(
            file,
            path,
            "empty translation: give the Japanese or leave the field out to show the English",
        )),
        _ => Ok(()),
    }
}

fn skill(file: &str, path: &str, s: &Skill, owner: SkillOwner) -> Result<(), ContentError> {
    check_id(file, format!("{path}.id"), &s.id)?;
    japanese(file, format!("{path}.name_ja"), &s.name_ja)?;
    if s.owner != owner {
        return Err(err(
            file,
            format!("{path}.owner"),
            format!("must be {owner:?}"),
        ));
    }
    range(file, format!("{path}.mp_cost"), s.mp_cost, 0, 300)?;
    if s.timing == Timing::Passive && s.mp_cost != 0 {
        return Err(err(
            file,
            format!("{path}.mp_cost"),
            "a Passive skill costs 0 MP (G-19.2.4)",
        ));
    }
    let magic_mod = s.timing == Timing::OnMagicUse;
    effects(file, &format!("{path}.effects"), &s.effects, magic_mod)?;
    if s.effects.is_empty() {
        return Err(err(
            file,
            format!("{path}.effects"),
            "a skill needs at least one effect",
        ));
    }
    let strategic_target = matches!(
        s.target,
        TargetSpec::AnyOtherServant | TargetSpec::CurrentDistrict
    );
    if strategic_target && s.timing != Timing::TurnAction {
        return Err(err(
            file,
            format!("{path}.target"),
            "AnyOtherServant and CurrentDistrict are strategic targets: TurnAction skills only (G-19.6)",
        ));
    }
    if s.timing == Timing::TurnAction
        && matches!(
            s.target,
            TargetSpec::HostileInRange { .. } | TargetSpec::AllHostilesInRange { .. }
        )
    {
        return Err(err(
            file,
            format!("{path}.target"),
            "a TurnAction skill cannot target combat hostiles",
        ));
    }
    if let TargetSpec::HostileInRange { range: r } | TargetSpec::AllHostilesInRange { range: r } =
        s.target
        && r > 3
    {
        return Err(err(
            file,
            format!("{path}.target.range"),
            "range must be 0..=3",
        ));
    }
    Ok(())
}

fn unique_ids<'a>(
    file: &str,
    items: impl Iterator<Item = (String, &'a str)>,
) -> Result<(), ContentError> {
    let mut seen = BTreeSet::new();
    for (path, id) in items {
        if !seen.insert(id.to_string()) {
            return Err(err(file, path, format!("duplicate id \"{id}\"")));
        }
    }
    Ok(())
}

/// G-3.5, G-24.2, G-29.2: every servant.
pub fn servants(file: &str, list: &[ServantDef]) -> Result<(), ContentError> {
    unique_ids(
        file,
        list.iter()
            .enumerate()
            .map(|(i, s)| (format!("[{i}].id"), s.id.as_str())),
    )?;
    let mut skill_ids = Vec::new();
    for (i, s) in list.iter().enumerate() {
        let p = format!("[{i}]");
        check_id(file, format!("{p}.id"), &s.id)?;
        japanese(file, format!("{p}.true_name_ja"), &s.true_name_ja)?;
        for (name, v) in [
            ("str", s.stats.str),
            ("end", s.stats.end),
            ("agi", s.stats.agi),
            ("luk", s.stats.luk),
            ("np", s.stats.np),
        ] {
            range(file, format!("{p}.stats.{name}"), v, 0, 100)?;
        }
        range(file, format!("{p}.max_hp"), s.max_hp, 90, 200)?;
        range(file, format!("{p}.max_mp"), s.max_mp, 100, 250)?;
        range(file, format!("{p}.movement"), i32::from(s.movement), 2, 4)?;
        if s.deck.total() != 5 {
            return Err(err(
                file,
                format!("{p}.deck"),
                format!(
                    "a deck has exactly 5 cards (G-24.2), found {}",
                    s.deck.total()
                ),
            ));
        }
        for (j, sk) in s.skills.iter().enumerate() {
            let sp = format!("{p}.skills[{j}]");
            skill(file, &sp, sk, SkillOwner::Servant)?;
            if sk.bond_locked {
                return Err(err(
                    file,
                    format!("{sp}.bond_locked"),
                    "only a master skill can be bond-locked",
                ));
            }
            skill_ids.push((format!("{sp}.id"), sk.id.clone()));
        }
        let np = &s.np;
        let np_p = format!("{p}.np");
        check_id(file, format!("{np_p}.id"), &np.id)?;
        japanese(file, format!("{np_p}.name_ja"), &np.name_ja)?;
        range(file, format!("{np_p}.range"), i32::from(np.range), 0, 3)?;
        range(file, format!("{np_p}.charge"), i32::from(np.charge), 0, 2)?;
        range(file, format!("{np_p}.mp_cost"), np.mp_cost, 0, 250)?;
        range(file, format!("{np_p}.power"), np.power, 0, 200)?;
        effects(file, &format!("{np_p}.on_hit"), &np.on_hit, false)?;
        effects(file, &format!("{np_p}.on_fire"), &np.on_fire, false)?;
        match (np.kind, &np.summon) {
            (NpKind::Summon, None) => {
                return Err(err(
                    file,
                    format!("{np_p}.summon"),
                    "a Summon NP needs a summon spec (G-29.9.1)",
                ));
            }
            (NpKind::Summon, Some(u)) => {
                let up = format!("{np_p}.summon");
                range(file, format!("{up}.count"), i32::from(u.count), 1, 5)?;
                range(file, format!("{up}.hp"), u.hp, 1, 200)?;
                range(file, format!("{up}.movement"), i32::from(u.movement), 0, 4)?;
                range(file, format!("{up}.range"), i32::from(u.range), 0, 3)?;
                range(file, format!("{up}.guard"), u.guard, 0, 50)?;
                dice(file, format!("{up}.damage"), &u.damage)?;
            }
            (_, Some(_)) => {
                return Err(err(
                    file,
                    format!("{np_p}.summon"),
                    "only a Summon NP has a summon spec",
                ));
            }
            _ => {}
        }
        if np.kind != NpKind::Attack && !np.on_hit.is_empty() {
            return Err(err(
                file,
                format!("{np_p}.on_hit"),
                "only an Attack NP has on_hit effects (G-29.2)",
            ));
        }
    }
    unique_ids(
        file,
        skill_ids.iter().map(|(p, id)| (p.clone(), id.as_str())),
    )
}

/// G-3.5, G-15.2: every master.
pub fn masters(file: &str, list: &[MasterDef]) -> Result<(), ContentError> {
    unique_ids(
        file,
        list.iter()
            .enumerate()
            .map(|(i, s)| (format!("[{i}].id"), s.id.as_str())),
    )?;
    let mut skill_ids = Vec::new();
    for (i, m) in list.iter().enumerate() {
        let p = format!("[{i}]");
        check_id(file, format!("{p}.id"), &m.id)?;
        japanese(file, format!("{p}.name_ja"), &m.name_ja)?;
        range(file, format!("{p}.max_mp"), m.max_mp, 120, 320)?;
        range(
            file,
            format!("{p}.investigation_bonus"),
            m.investigation_bonus,
            0,
            3,
        )?;
        for (j, sk) in m.skills.iter().enumerate() {
            let sp = format!("{p}.skills[{j}]");
            skill(file, &sp, sk, SkillOwner::Master)?;
            skill_ids.push((format!("{sp}.id"), sk.id.clone()));
        }
        talk(file, &p, m)?;
        let bond = m.skills.iter().filter(|s| s.bond_locked).count();
        if !m.skills.is_empty() && bond != 1 {
            return Err(err(
                file,
                format!("{p}.skills"),
                format!("exactly one skill must be bond_locked (G-15.2), found {bond}"),
            ));
        }
    }
    unique_ids(
        file,
        skill_ids.iter().map(|(p, id)| (p.clone(), id.as_str())),
    )
}

/// G-15.1: a master's talk is a line for each bond level or none, in English and, where
/// given, in Japanese, none of them empty.
fn talk(file: &str, p: &str, m: &MasterDef) -> Result<(), ContentError> {
    if !m.talk.is_empty() && m.talk.len() != BOND_LEVELS {
        return Err(err(
            file,
            format!("{p}.talk"),
            format!(
                "a line for each of the {BOND_LEVELS} bond levels, found {}",
                m.talk.len()
            ),
        ));
    }
    if let Some(ja) = &m.talk_ja
        && ja.len() != m.talk.len()
    {
        return Err(err(
            file,
            format!("{p}.talk_ja"),
            format!(
                "as many lines as talk ({}), found {}",
                m.talk.len(),
                ja.len()
            ),
        ));
    }
    let lines = m.talk.iter().map(|t| ("talk", t));
    let ja = m.talk_ja.iter().flatten().map(|t| ("talk_ja", t));
    for (k, (field, line)) in lines.enumerate().chain(ja.enumerate()) {
        if line.trim().is_empty() {
            return Err(err(file, format!("{p}.{field}[{k}]"), "an empty line"));
        }
    }
    Ok(())
}

/// G-5.2, G-5.7, G-5.8: every map.
/// G-28.1's flat term stays below a hit's 2d10, so the dice still decide a hit's size
/// (G-28.6's scale); 0 leaves a hit to the dice and the stat.
pub fn rules(file: &str, r: &GrailRules) -> Result<(), ContentError> {
    range(
        file,
        "normal_damage_flat".into(),
        r.normal_damage_flat,
        0,
        20,
    )
}

pub fn maps(file: &str, list: &[MapDef]) -> Result<(), ContentError> {
    if list.is_empty() {
        return Err(err(file, String::new(), "at least one map is needed"));
    }
    unique_ids(
        file,
        list.iter()
            .enumerate()
            .map(|(i, m)| (format!("[{i}].id"), m.id.as_str())),
    )?;
    for (i, m) in list.iter().enumerate() {
        let p = format!("[{i}]");
        japanese(file, format!("{p}.name_ja"), &m.name_ja)?;
        for (j, d) in m.districts.iter().enumerate() {
            japanese(file, format!("{p}.districts[{j}].name_ja"), &d.name_ja)?;
        }
        if m.districts.is_empty() || m.districts.len() > 64 {
            return Err(err(
                file,
                format!("{p}.districts"),
                "a map has 1..=64 districts",
            ));
        }
        unique_ids(
            file,
            m.districts
                .iter()
                .enumerate()
                .map(|(j, d)| (format!("{p}.districts[{j}].id"), d.id.as_str())),
        )?;
        let known: BTreeSet<&str> = m.districts.iter().map(|d| d.id.as_str()).collect();
        let mut pairs = BTreeSet::new();
        for (j, e) in m.edges.iter().enumerate() {
            let ep = format!("{p}.edges[{j}]");
            for (side, id) in [("a", &e.a), ("b", &e.b)] {
                if !known.contains(id.as_str()) {
                    return Err(err(
                        file,
                        format!("{ep}.{side}"),
                        format!("unknown district \"{id}\""),
                    ));
                }
            }
            if e.a == e.b {
                return Err(err(file, ep, "an edge cannot join a district to itself"));
            }
            if e.cost != 1 && e.cost != 2 {
                return Err(err(
                    file,
                    format!("{ep}.cost"),
                    "edge cost must be 1 or 2 (G-5.2)",
                ));
            }
            let key = if e.a < e.b {
                (e.a.clone(), e.b.clone())
            } else {
                (e.b.clone(), e.a.clone())
            };
            if !pairs.insert(key) {
                return Err(err(file, ep, "duplicate edge"));
            }
        }
        let veins: Vec<&District> = m
            .districts
            .iter()
            .filter(|d| d.leyline == Leyline::DragonVein)
            .collect();
        if veins.len() != 1 {
            return Err(err(
                file,
                format!("{p}.districts"),
                format!(
                    "exactly one Dragon Vein district is needed (G-5.7), found {}",
                    veins.len()
                ),
            ));
        }
        if veins.first().map(|d| d.id.as_str()) != Some(m.grail_district.as_str()) {
            return Err(err(
                file,
                format!("{p}.grail_district"),
                "the Grail district must be the Dragon Vein district (G-5.7)",
            ));
        }
        if m.start_districts.len() != 7 {
            return Err(err(
                file,
                format!("{p}.start_districts"),
                "exactly 7 start districts are needed (G-5.8)",
            ));
        }
        let mut starts = BTreeSet::new();
        for (j, s) in m.start_districts.iter().enumerate() {
            let sp = format!("{p}.start_districts[{j}]");
            if !known.contains(s.as_str()) {
                return Err(err(file, sp, format!("unknown district \"{s}\"")));
            }
            if s == &m.grail_district {
                return Err(err(
                    file,
                    sp,
                    "a start district cannot be the Grail district (G-5.8)",
                ));
            }
            if !starts.insert(s.as_str()) {
                return Err(err(file, sp, "start districts must be distinct (G-5.8)"));
            }
        }
        // Connectivity: every district reachable from the first.
        let mut seen = BTreeSet::new();
        let mut stack = vec![m.districts[0].id.as_str()];
        while let Some(d) = stack.pop() {
            if !seen.insert(d) {
                continue;
            }
            for e in &m.edges {
                if e.a == d {
                    stack.push(e.b.as_str());
                } else if e.b == d {
                    stack.push(e.a.as_str());
                }
            }
        }
        if seen.len() != m.districts.len() {
            return Err(err(
                file,
                format!("{p}.edges"),
                "the map graph must be connected",
            ));
        }
    }
    Ok(())
}
