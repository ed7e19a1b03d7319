//! How scenario files name units: `A0`-`A2` are P0's Arcastella slots, `B0`-`B2` P1's;
//! `AF<uid>` / `BF<uid>` are followers by uid.

use serde_json::Value;

use crate::rules::duel::{FollowerUid, PlayerId, UnitId};

pub fn parse_unit(s: &str) -> Result<UnitId, String> {
    let player = match s.as_bytes().first() {
        Some(b'A') => PlayerId::P0,
        Some(b'B') => PlayerId::P1,
        _ => {
            return Err(format!(
                "\"{s}\" is not a unit (A0-A2, B0-B2, AF<uid>, BF<uid>)"
            ));
        }
    };
    let rest = &s[1..];
    if let Some(uid) = rest.strip_prefix('F') {
        let uid: u32 = uid
            .parse()
            .map_err(|_| format!("\"{s}\": bad follower uid"))?;
        return Ok(UnitId::Follower {
            player,
            uid: FollowerUid(uid),
        });
    }
    match rest.parse::<u8>() {
        Ok(slot) if slot < 3 => Ok(UnitId::Arc { player, slot }),
        _ => Err(format!("\"{s}\": the slot must be 0-2")),
    }
}

pub fn unit_name(u: UnitId) -> String {
    let side = |p: PlayerId| if p == PlayerId::P0 { 'A' } else { 'B' };
    match u {
        UnitId::Arc { player, slot } => format!("{}{slot}", side(player)),
        UnitId::Follower { player, uid } => format!("{}F{}", side(player), uid.0),
    }
}

/// Rewrites serde's JSON form of every `UnitId` inside `v` into its short name, so that
/// expected events can say `"target": "B1"`.
pub fn shorten_units(v: &mut Value) {
    match v {
        Value::Object(map) => {
            if map.len() == 1 {
                let unit: Option<UnitId> = serde_json::from_value(Value::Object(map.clone())).ok();
                let is_unit = map.contains_key("Arc") || map.contains_key("Follower");
                if is_unit && let Some(u) = unit {
                    *v = Value::String(unit_name(u));
                    return;
                }
            }
            for (_, child) in map.iter_mut() {
                shorten_units(child);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(shorten_units),
        _ => {}
    }
}

/// Partial match: every key of an expected object must match; arrays match element by
/// element; a string pattern matches an object whose single key is that string.
pub fn matches(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, ev)| a.get(k).is_some_and(|av| matches(ev, av))),
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| matches(x, y))
        }
        (Value::String(name), Value::Object(a)) => a.len() == 1 && a.contains_key(name),
        _ => expected == actual,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn unit_names_round_trip() {
        for s in ["A0", "A2", "B1", "AF3", "BF12"] {
            assert_eq!(unit_name(parse_unit(s).expect("parses")), s);
        }
        assert!(parse_unit("C1").is_err());
        assert!(parse_unit("A3").is_err());
    }

    #[test]
    fn partial_match_ignores_unlisted_fields() {
        let actual = json!({"DamageDealt": {"target": "B1", "amount": 8, "dice": [3, 5]}});
        assert!(matches(&json!({"DamageDealt": {"amount": 8}}), &actual));
        assert!(matches(&json!("DamageDealt"), &actual));
        assert!(!matches(&json!({"DamageDealt": {"amount": 7}}), &actual));
        assert!(!matches(&json!({"DamageDealt": {"dice": [3]}}), &actual));
    }
}
