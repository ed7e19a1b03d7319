//! The Grail War's menu (`rules::grail::menu`): over many random positions its leaves are
//! exactly the legal actions (G-39.1), each once; no step is empty; every label is a
//! message of the catalog that formats in both languages with the arguments it carries;
//! an entry that cannot be taken carries the reason `check` gives for it.

use std::collections::BTreeMap;

use horizon_notes::content::grail::GrailContent;
use horizon_notes::locale::{Args, Lang, formats_cleanly};
use horizon_notes::rules::grail::menu::{LabelArg, Menu, MenuEntry, MenuItem, menu};
use horizon_notes::rules::grail::sim::{SimOptions, random_game_with};
use horizon_notes::rules::grail::*;

fn games() -> u64 {
    std::env::var("GRAIL_MENU_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40)
}

fn key(a: &Action) -> String {
    serde_json::to_string(a).unwrap_or_default()
}

fn empty_step(entries: &[MenuEntry]) -> bool {
    entries.iter().any(|e| match &e.item {
        MenuItem::Step(sub) => sub.is_empty() || empty_step(sub),
        _ => false,
    })
}

/// Counts the entries that cannot be taken, by reason, and checks that each is a refusal
/// `check` really gives at this decision: some candidate of the menu's own faction is
/// refused for it.
fn unusable(entries: &[MenuEntry], out: &mut BTreeMap<String, u32>) {
    for e in entries {
        match &e.item {
            MenuItem::Step(sub) => unusable(sub, out),
            MenuItem::Unusable(why) => *out.entry(format!("{why:?}")).or_default() += 1,
            MenuItem::Take(_) => {}
        }
    }
}

fn check_menu(
    c: &GrailContent,
    s: &GameState,
    seen: &mut BTreeMap<String, u32>,
) -> Result<(), String> {
    let mut legal: Vec<String> = legal_actions(c, s).iter().map(key).collect();
    let Some(m): Option<Menu> = menu(c, s) else {
        return if legal.is_empty() {
            Ok(())
        } else {
            Err("legal actions but no menu".into())
        };
    };
    if Some(m.faction) != s.pending.as_ref().map(|d| d.faction) {
        return Err("the menu is not the decider's".into());
    }
    let mut leaves: Vec<String> = m.actions().into_iter().map(key).collect();
    let listed = leaves.len();
    leaves.sort();
    leaves.dedup();
    if leaves.len() != listed {
        return Err("an action is offered twice".into());
    }
    legal.sort();
    if leaves != legal {
        let missing: Vec<_> = legal.iter().filter(|a| !leaves.contains(a)).collect();
        let extra: Vec<_> = leaves.iter().filter(|a| !legal.contains(a)).collect();
        return Err(format!(
            "leaves differ from the legal actions: missing {missing:?}, not legal {extra:?}"
        ));
    }
    if empty_step(&m.entries) {
        return Err("an empty step".into());
    }
    for l in m.labels() {
        let mut args = Args::new();
        for (name, arg) in &l.args {
            match arg {
                LabelArg::Number(n) => args.set(*name, *n),
                LabelArg::Word(w) => args.set(*name, *w),
                _ => args.set(*name, "X"),
            }
        }
        for lang in Lang::ALL {
            formats_cleanly(lang, l.id, Some(&args)).map_err(|e| format!("{}: {e}", l.id))?;
        }
    }
    let mut why = BTreeMap::new();
    unusable(&m.entries, &mut why);
    let f = m.faction;
    let refusals: Vec<String> = legal::candidate_actions(c, s)
        .iter()
        .filter_map(|a| check(c, s, f, a).err())
        .map(|e| format!("{e:?}"))
        .collect();
    for (reason, n) in why {
        if !refusals.contains(&reason) {
            return Err(format!("{reason} is not a refusal of this decision"));
        }
        *seen.entry(reason).or_default() += n;
    }
    Ok(())
}

#[test]
fn g39_1_the_menus_leaves_are_exactly_the_legal_actions() {
    let c = GrailContent::builtin().expect("content");
    let mut seen = BTreeMap::new();
    let mut menus = 0u64;
    for seed in 0..games() {
        let factions = 2 + (seed % 6) as usize;
        random_game_with(&c, seed, factions, &SimOptions::default(), |s, _, _| {
            menus += 1;
            check_menu(&c, s, &mut seen).map_err(|e| format!("seed {seed}: {e}"))
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(menus > 1_000, "{menus} positions");
    // The walk met the refusals a player most needs explained.
    for reason in ["NoChargeToCancel", "NoCommandSpells", "SkillUsed"] {
        assert!(
            seen.keys().any(|k| k == reason),
            "{reason} never shown: {seen:?}"
        );
    }
}
