//! The Grail War's menu (`rules::grail::menu`): over many random positions its leaves are
//! exactly the legal actions (G-39.1), each once; no step is empty; every label is a
//! message of the catalog that formats in both languages with the arguments it carries;
//! an entry that cannot be taken carries the reason `check` gives for it. In skirmishes,
//! an attack is asked in short steps (G-26.5): the card with its count in hand, the
//! mode, the range, where from — at most four entries a step, no step with a single
//! entry, and a card the hand lacks one entry that says so (G-26.2).

use std::collections::BTreeMap;

use horizon_notes::content::grail::GrailContent;
use horizon_notes::locale::{Args, Lang, formats_cleanly};
use horizon_notes::rules::grail::menu::{LabelArg, Menu, MenuEntry, MenuItem, first_focus, menu};
use horizon_notes::rules::grail::sim::{SimOptions, ai_rng, random_action, random_game_with};
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
    // How a review tells a move: the labels down to it, ending at the leaf that takes it.
    for a in m.actions() {
        let path = m.path_to(a).ok_or("a leaf without a path")?;
        if path.is_empty() || path.len() > depth(&m.entries) {
            return Err(format!("a path of {} labels", path.len()));
        }
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

/// What is wrong with the steps under `entries` (an attack's), each with the labels that
/// lead to it; the number of cards the hand lacks among them.
fn attack_steps<'m>(
    entries: &'m [MenuEntry],
    trail: &mut Vec<&'m str>,
    out: &mut Vec<String>,
) -> u32 {
    let mut lacking = 0;
    if entries.len() > 4 {
        out.push(format!("{} entries under {trail:?}", entries.len()));
    }
    if entries.len() < 2 {
        out.push(format!("a step of one entry under {trail:?}"));
    }
    for e in entries {
        // G-26.2: a card the hand lacks is one entry, refused for the card.
        let lacks = e.label.id == "grail-menu-attack-card"
            && e.label
                .args
                .iter()
                .any(|(name, arg)| *name == "in_hand" && *arg == LabelArg::Number(0));
        if lacks {
            lacking += 1;
            if e.item != MenuItem::Unusable(Illegal::AttackCardNotInHand) {
                out.push(format!("a card not in hand under {trail:?}: {:?}", e.item));
            }
        }
        if let MenuItem::Step(sub) = &e.item {
            trail.push(e.label.id);
            lacking += attack_steps(sub, trail, out);
            trail.pop();
        }
    }
    lacking
}

/// G-26.5: over seeded random skirmishes of two to four sides at ranges 0-3, every step
/// under Attack has two to four entries, and a card kind the hand lacks is one entry
/// refused for the card (G-26.2).
#[test]
fn g26_5_an_attack_is_asked_in_short_steps_each_a_real_choice() {
    let c = GrailContent::builtin().expect("content");
    let opts = SimOptions::default();
    let (mut attacks, mut cards_lacking, mut deepest) = (0u32, 0u32, 0usize);
    for seed in 0..games() {
        let n = 2 + (seed % 3) as usize;
        let mut config = GameConfig::skirmish(seed, n);
        config.skirmish = Some(SkirmishSetup {
            range: (0..n).map(|i| ((seed + i as u64) % 4) as u8).collect(),
            waiting: Vec::new(),
            ambusher: None,
        });
        let (mut s, _) = new_game(&c, config).expect("a skirmish");
        let mut rng = ai_rng(seed);
        let mut free = 0;
        while let Some(f) = s.deciding() {
            let m = menu(&c, &s).expect("a menu for the decision");
            for e in &m.entries {
                if let (MenuItem::Step(sub), "grail-menu-attack") = (&e.item, e.label.id) {
                    attacks += 1;
                    let mut problems = Vec::new();
                    cards_lacking += attack_steps(sub, &mut vec![e.label.id], &mut problems);
                    assert!(problems.is_empty(), "seed {seed}: {problems:?}");
                    deepest = deepest.max(depth(sub));
                }
            }
            let a = random_action(&c, &s, &mut rng, &opts, free).expect("a legal action");
            free = if a.is_free() { free + 1 } else { 0 };
            apply(&c, &mut s, f, a).expect("legal");
        }
    }
    assert!(attacks > 50, "{attacks} attack menus");
    assert!(
        cards_lacking > 0,
        "no attack menu with a card missing from the hand"
    );
    // Card, Luck's card, mode, range, where from: the longest way has them all.
    assert!(deepest >= 4, "the deepest attack menu has {deepest} steps");
}

fn depth(entries: &[MenuEntry]) -> usize {
    1 + entries
        .iter()
        .map(|e| match &e.item {
            MenuItem::Step(sub) => depth(sub),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// G-39.1: Enter pressed at once does nothing a player did not mean: at every step the
/// focus starts on going on as things are (Done, Pass) where the step offers it, so a round
/// never starts with a retreat or a ceasefire under the focus, and otherwise on an entry
/// that can be taken.
#[test]
fn g39_1_the_focus_starts_on_going_on() {
    fn check(entries: &[MenuEntry]) -> Result<(), String> {
        let i = first_focus(entries);
        let goes_on = |e: &MenuEntry| matches!(e.item, MenuItem::Take(Action::Done | Action::Pass));
        let usable = |e: &MenuEntry| !matches!(e.item, MenuItem::Unusable(_));
        if entries.iter().any(goes_on) && !goes_on(&entries[i]) {
            return Err(format!(
                "focus on {:?} beside Done or Pass",
                entries[i].label
            ));
        }
        if entries.iter().any(usable) && !usable(&entries[i]) {
            return Err(format!("focus on the unusable {:?}", entries[i].label));
        }
        for e in entries {
            if let MenuItem::Step(sub) = &e.item {
                check(sub)?;
            }
        }
        Ok(())
    }
    let c = GrailContent::builtin().expect("content");
    let mut round_starts = 0u32;
    for seed in 0..games() {
        random_game_with(
            &c,
            seed,
            2 + (seed % 4) as usize,
            &SimOptions::default(),
            |s, _, _| {
                let Some(m) = menu(&c, s) else {
                    return Ok(());
                };
                if matches!(
                    s.pending.as_ref().map(|d| &d.kind),
                    Some(DecisionKind::RoundStartWindow)
                ) {
                    round_starts += 1;
                }
                check(&m.entries).map_err(|e| format!("seed {seed}: {e}"))
            },
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(round_starts > 10, "{round_starts} round starts");
}
