//! G-35, G-40.1: no leaks. A faction's view (G-35.4) and the events it is shown (G-40.1)
//! must not change when everything it may not know about the others is changed.
//!
//! Over seeded random games (the simulator's policy), at random points and for each
//! faction F, a scrambled copy B of the state A changes what F may not know: the other
//! factions' servant identities among those that F's tier 0 data cannot tell apart (the test
//! content adds a twin of every servant: same class, stats, HP and movement, another deck,
//! profile and max MP, and a "deep" twin with another servant's skills and NP for the views
//! alone), their masters (all private, G-35.1), servant and master MP, combat hands (size
//! kept, G-24.6), their unrevealed declarations (G-8.6), and the dice and the seed. Then:
//!
//! 1. F's view of B equals its view of A, and so does the list of F's legal actions when F
//!    decides (a menu must not tell what a view hides). For the view only, B also changes
//!    what only a combat's participants see, when F is outside it (G-40.1), and the card
//!    bonuses pending (G-24.4) and what the others know (it shows in public through the
//!    weakness bonus, G-35.2), and uses the deep twins.
//!    The bots' view (`ai::grail::GrailView`) of B, without those, equals that of A.
//! 2. The next action is played in A and in B (with A's dice, so public rolls agree). Where
//!    another faction decides and part of its action is secret (a declaration, G-8.6; the
//!    cards of Tactical Refinement, G-33.6.19; a Supply MP amount, G-7.5), B plays another
//!    legal action with the same public face. If the action is illegal in B the point is
//!    skipped; if F's views after the step differ, the hidden values showed in public by
//!    the rules (a servant vanished, a master fell asleep, HP differs) and the point is
//!    skipped; a few events show a hidden value by the rules (`PUBLIC_OUTCOMES`,
//!    `shown_by_rule`) and skip it too; otherwise the events F is shown
//!    (`FactionStream`, numbered in F's own stream) must be equal.
//!
//! `GRAIL_PROP_GAMES=n` overrides the number of games.

use horizon_notes::ai::grail::{GrailState, GrailView};
use horizon_notes::content::grail::{CardCounts, GrailContent};
use horizon_notes::rules::dice::Dice;
use horizon_notes::rules::grail::sim::{RandomPolicy, SimOptions, ai_rng};
use horizon_notes::rules::grail::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

fn games() -> u64 {
    std::env::var("GRAIL_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400)
}

fn read(name: &str) -> Value {
    let path = format!("{}/assets/content/grail/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Renames the ids of a definition's skills, which content wants unique. The NP keeps
/// its id: a twin's NP is the same, and firing it names it (G-29.3.1).
fn rename_ids(def: &mut Value, suffix: &str) {
    if let Some(Value::Array(skills)) = def.get_mut("skills") {
        for sk in skills {
            if let Some(Value::String(id)) = sk.get_mut("id") {
                id.push_str(suffix);
            }
        }
    }
}

/// The built-in content plus, for each servant and master, a twin that tier 0 cannot tell
/// apart (`_twin`: another deck, max MP, profile and weakness; masters: another max MP and
/// investigation bonus) and, for servants, a deep twin (`_deep`: another servant's deck,
/// skills, NP and profile on the same tier 0 data).
fn twin_content() -> GrailContent {
    let servants = read("servants.json");
    let masters = read("masters.json");
    let maps = read("maps.json");
    let list = servants.as_array().expect("a list of servants").clone();
    let mut all = list.clone();
    for (i, x) in list.iter().enumerate() {
        let mut t = x.clone();
        let id = x["id"].as_str().expect("an id").to_string();
        t["id"] = Value::from(format!("{id}_twin"));
        t["true_name"] = Value::from(format!("{} the Other", x["true_name"]));
        t["profile"] = Value::from("Another hero with the same numbers.");
        t["weakness"] = Value::from("Another weakness.");
        let mp = x["max_mp"].as_i64().expect("max_mp");
        t["max_mp"] = Value::from(if mp > 200 { mp - 20 } else { mp + 20 });
        let d = &x["deck"];
        t["deck"] =
            serde_json::json!({"buster": d["arts"], "arts": d["quick"], "quick": d["buster"]});
        rename_ids(&mut t, "_twin");
        all.push(t);
        let other = &list[(i + 1) % list.len()];
        let mut deep = x.clone();
        deep["id"] = Value::from(format!("{id}_deep"));
        for k in [
            "true_name",
            "era",
            "deck",
            "skills",
            "np",
            "profile",
            "weakness",
        ] {
            deep[k] = other[k].clone();
        }
        deep["max_mp"] = other["max_mp"].clone();
        rename_ids(&mut deep, "_deep");
        all.push(deep);
    }
    let mlist = masters.as_array().expect("a list of masters").clone();
    let mut mall = mlist.clone();
    for m in &mlist {
        let mut t = m.clone();
        t["id"] = Value::from(format!("{}_twin", m["id"].as_str().expect("an id")));
        t["name"] = Value::from("Another master");
        let mp = m["max_mp"].as_i64().expect("max_mp");
        t["max_mp"] = Value::from(if mp > 200 { mp - 40 } else { mp + 40 });
        let bonus = m["investigation_bonus"].as_i64().expect("bonus");
        t["investigation_bonus"] = Value::from((bonus + 1) % 4);
        rename_ids(&mut t, "_twin");
        mall.push(t);
    }
    GrailContent::from_json_strs(
        &Value::Array(all).to_string(),
        &Value::Array(mall).to_string(),
        &maps.to_string(),
        &read("rules.json").to_string(),
    )
    .expect("the twin content is valid")
}

/// The twin of servant definition `def` of the given kind (`_twin` or `_deep`), or the
/// original for a twin.
fn servant_swap(c: &GrailContent, def: u16, suffix: &str) -> u16 {
    let id = &c.servants[usize::from(def)].id;
    let base = id
        .strip_suffix("_twin")
        .or_else(|| id.strip_suffix("_deep"))
        .unwrap_or(id);
    let want = if base == id.as_str() {
        format!("{base}{suffix}")
    } else {
        base.to_string()
    };
    c.servants
        .iter()
        .position(|d| d.id == want)
        .map_or(def, |i| i as u16)
}

fn master_swap(c: &GrailContent, def: u16) -> u16 {
    let id = &c.masters[usize::from(def)].id;
    let want = match id.strip_suffix("_twin") {
        Some(base) => base.to_string(),
        None => format!("{id}_twin"),
    };
    c.masters
        .iter()
        .position(|d| d.id == want)
        .map_or(def, |i| i as u16)
}

fn random_hand(rng: &mut ChaCha8Rng, total: u32) -> CardCounts {
    let mut h = CardCounts::default();
    for _ in 0..total {
        match rng.random_range(0..3) {
            0 => h.buster += 1,
            1 => h.arts += 1,
            _ => h.quick += 1,
        }
    }
    h
}

/// Everything `viewer` may not know about the others changed (see the module comment).
/// `for_view` also changes what only the view is checked against: the deep twins, the
/// combat's course outside `viewer`'s sight and the pending card bonuses.
fn scramble(
    c: &GrailContent,
    a: &GameState,
    viewer: FactionId,
    rng: &mut ChaCha8Rng,
    for_view: bool,
) -> GameState {
    let mut b = a.clone();
    b.rng = Dice::seeded(rng.random());
    b.config.rng_seed = rng.random();
    let view = a.view_for(c, viewer);
    let hidden_decls = matches!(
        a.phase,
        Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
    );
    let n = a.factions.len();
    for o in 0..a.n() {
        if is_insider(a, viewer, o) {
            continue;
        }
        let unknown = view.factions.iter().find(|x| x.id == o).is_some_and(|x| {
            x.servant.tier == 0 && x.servant.seen_skills.is_empty() && x.servant.seen_np.is_none()
        });
        let x = &mut b.factions[usize::from(o)];
        // G-35.1: at tier 0, with nothing seen, only the public data narrows it down.
        if unknown {
            let kind = if for_view && rng.random_bool(0.5) {
                "_deep"
            } else {
                "_twin"
            };
            x.servant.def = servant_swap(c, x.servant.def, kind);
        }
        x.master.def = master_swap(c, x.master.def);
        let smax = c.servants[usize::from(x.servant.def)].max_mp;
        let mmax = c.masters[usize::from(x.master.def)].max_mp;
        if x.alive() {
            x.servant.mp = rng.random_range(1..=smax);
        }
        x.master.mp = rng.random_range(0..=mmax);
        if for_view {
            // What it knows of the others shows in public by the rules through the weakness
            // bonus (G-35.2), so only the view is checked against it.
            for (about, k) in x.knowledge.iter_mut().enumerate().take(n) {
                if about != usize::from(o) {
                    k.tier = rng.random_range(0..=3);
                }
            }
        }
        if hidden_decls && let Some(d) = &mut x.turn.declared {
            d.move_path.clear();
            d.action = d.action.map(|_| TurnAction::Wait);
        }
    }
    if let Some(cb) = &mut b.combat {
        let seen = cb.participant(viewer).is_some();
        for p in &mut cb.participants {
            if is_insider(a, viewer, p.faction) {
                continue;
            }
            if for_view && !seen {
                // G-40.1: the course of a combat is shown to its participants only.
                let size = rng.random_range(0..=6);
                p.hand = random_hand(rng, size);
                p.np_charge = rng.random_bool(0.5).then_some(NpCharge {
                    declared_round: 1,
                    fire_round: 2,
                });
                p.retreat = rng.random_bool(0.5).then_some(RetreatState {
                    declared_round: 1,
                    moved: false,
                });
                p.ceasefire_offered = rng.random_bool(0.5);
                p.main_action_spent = rng.random_bool(0.5);
            } else {
                p.hand = random_hand(rng, p.hand.total());
            }
            if for_view {
                // G-24.4: the pools follow from public cards, so only the view is checked.
                p.buster_pending = rng.random_range(0..=15);
                p.quick_pending = rng.random_range(0..=3);
            }
        }
        if for_view && !seen {
            cb.quiet_rounds = rng.random_range(0..=2);
            cb.order.reverse();
            cb.initiative.reverse();
        }
    }
    b
}

/// The part of an action that a faction outside the actor's alliance sees: `None` when it
/// sees all of it.
fn secret_kind(a: &Action) -> Option<u8> {
    match a {
        // G-8.6: a declaration is hidden until all are in.
        Action::Declare { .. } => Some(0),
        // G-33.6.19, G-24.6: the six cards are the new hand.
        Action::UseCommandSpell {
            spell: CommandSpell::TacticalRefinement { .. },
        } => Some(1),
        // G-7.5, G-35.1: MP is private.
        Action::SupplyMp { .. } => Some(2),
        _ => None,
    }
}

/// Another legal action of `f` in `b` with the same public face as `a`.
fn same_face(
    c: &GrailContent,
    b: &GameState,
    f: FactionId,
    a: &Action,
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    let kind = secret_kind(a)?;
    let mut options: Vec<Action> = legal_actions(c, b)
        .into_iter()
        .chain(legal_free_actions(c, b))
        .filter(|x| secret_kind(x) == Some(kind))
        .collect();
    if kind == 2 {
        let mp = b.factions[usize::from(f)].master.mp;
        if mp >= 1 {
            options.push(Action::SupplyMp {
                amount: rng.random_range(1..=mp),
            });
        }
    }
    options.choose(rng).cloned()
}

fn kind_name(e: &Event) -> String {
    serde_json::to_value(&e.kind)
        .ok()
        .and_then(|v| v.get("type").and_then(Value::as_str).map(str::to_string))
        .unwrap_or_default()
}

/// The event kinds shown in one list and not the other (as multisets), if any.
fn outcome_differs(a: &[Event], b: &[Event]) -> Option<Vec<String>> {
    let mut left: Vec<String> = a.iter().map(kind_name).collect();
    let mut extra = Vec::new();
    for k in b.iter().map(kind_name) {
        match left.iter().position(|x| *x == k) {
            Some(i) => {
                left.remove(i);
            }
            None => extra.push(k),
        }
    }
    extra.extend(left);
    (!extra.is_empty()).then_some(extra)
}

/// Events whose happening, by the rules, shows a hidden value in public: a declared skill
/// runs only if its cost can be paid (G-10.2, G-7.6), and then its effects follow.
const PUBLIC_OUTCOMES: &[&str] = &["SkillActivated"];

/// Events whose payload, by the rules, shows a hidden value: the F2 fumble loses a card
/// picked at random from the hand, and the lost card is public (G-23.5, G-24.6).
fn shown_by_rule(e: &Event) -> bool {
    matches!(e.kind, EventKind::FumbleEffect { table: 2, .. })
}

#[derive(Default, Debug)]
struct Tally {
    outcomes: u64,
    views: u64,
    menus: u64,
    steps: u64,
    substituted: u64,
    swapped: u64,
}

/// Checks one point of a game for every faction; `next` is the action the game plays.
fn check_point(
    c: &GrailContent,
    a: &GameState,
    next: &Action,
    rng: &mut ChaCha8Rng,
    tally: &mut Tally,
) -> Result<(), String> {
    let decider = a.deciding().ok_or("no decision")?;
    for viewer in 0..a.n() {
        let b = scramble(c, a, viewer, rng, true);
        tally.views += 1;
        if a.view_for(c, viewer) != b.view_for(c, viewer) {
            return Err(format!(
                "the view of {viewer} changed with what it may not know\nA: {:?}\nB: {:?}",
                a.view_for(c, viewer),
                b.view_for(c, viewer)
            ));
        }
        if decider == viewer {
            tally.menus += 1;
            let (la, lb) = (legal_actions(c, a), legal_actions(c, &b));
            let (fa, fb) = (legal_free_actions(c, a), legal_free_actions(c, &b));
            if la != lb || fa != fb {
                return Err(format!(
                    "the legal actions of {viewer} changed with what it may not know"
                ));
            }
        }
        let mut b = scramble(c, a, viewer, rng, false);
        // The bots' view is built from what the faction may know, too.
        let (ga, gb) = (GrailState::new(a.clone()), GrailState::new(b.clone()));
        if GrailView::new(c, &ga, viewer) != GrailView::new(c, &gb, viewer) {
            return Err(format!(
                "the bots' view of {viewer} changed with what it may not know"
            ));
        }
        // One step from both, with the same dice.
        b.rng = a.rng.clone();
        if b.factions
            .iter()
            .zip(&a.factions)
            .any(|(x, y)| x.servant.def != y.servant.def)
        {
            tally.swapped += 1;
        }
        let action_b = if is_insider(a, viewer, decider) {
            next.clone()
        } else {
            match same_face(c, &b, decider, next, rng) {
                Some(other) => {
                    tally.substituted += 1;
                    other
                }
                None => next.clone(),
            }
        };
        if check(c, &b, decider, &action_b).is_err() {
            continue;
        }
        let (mut a2, mut b2) = (a.clone(), b.clone());
        let ea = apply(c, &mut a2, decider, next.clone()).map_err(|e| e.to_string())?;
        let eb = apply(c, &mut b2, decider, action_b.clone()).map_err(|e| e.to_string())?;
        if a2.view_for(c, viewer) != b2.view_for(c, viewer) {
            continue;
        }
        // Each state's stream starts here at the same number, so a difference in how many
        // events either was shown shows in the numbers.
        let (sa, sb) = (
            FactionStream::new(viewer).take(a, &a2, &ea),
            FactionStream::new(viewer).take(&b, &b2, &eb),
        );
        if let Some(kinds) = outcome_differs(&sa, &sb) {
            // A public outcome that the hidden values decide by the rules: the events that
            // happened differ, not what one of them tells.
            if kinds.iter().all(|k| PUBLIC_OUTCOMES.contains(&k.as_str())) {
                tally.outcomes += 1;
                continue;
            }
            return Err(format!(
                "{viewer} was shown other kinds of events ({kinds:?}) after {decider} played \
                 {next:?} / {action_b:?}:\nA: {sa:#?}\nB: {sb:#?}"
            ));
        }
        let first = sa.iter().zip(&sb).find(|(x, y)| x != y);
        if let Some((x, y)) = first
            && shown_by_rule(x)
            && shown_by_rule(y)
        {
            tally.outcomes += 1;
            continue;
        }
        tally.steps += 1;
        if sa != sb {
            let first = sa.iter().zip(&sb).position(|(x, y)| x != y);
            return Err(format!(
                "{viewer} was shown different events after {decider} played {next:?} / \
                 {action_b:?} (first difference at {first:?}):\nA: {sa:#?}\nB: {sb:#?}"
            ));
        }
    }
    Ok(())
}

/// G-35, G-40.1, G-8.6, G-24.6: over seeded random games of 3 to 7 factions, a faction's
/// view, legal actions and shown events never depend on what it may not know.
#[test]
fn g35_g40_1_nothing_hidden_leaks_into_views_or_events() {
    let c = twin_content();
    let shipped = GrailContent::builtin().expect("content");
    let opts = SimOptions {
        day_limit: 3,
        ..SimOptions::default()
    };
    let mut tally = Tally::default();
    for seed in 0..games() {
        let factions = 3 + (seed % 5) as usize;
        // The seats draw from the shipped roster, so that every servant at the table has
        // its twins in the test content and none is itself a twin.
        let mut config = GameConfig::default_lineup(seed, factions)
            .resolve(&shipped)
            .expect("a lineup");
        config.day_limit = opts.day_limit;
        let (mut s, _) = new_game(&c, config).expect("setup");
        let mut rng = ai_rng(seed);
        let mut probe = ChaCha8Rng::seed_from_u64(seed ^ 0x1ea4);
        let mut policy = RandomPolicy::default();
        let mut free = 0;
        while let Some(seat) = s.deciding() {
            let action = policy
                .pick(&c, &s, &mut rng, &opts, free)
                .expect("a decision has a legal action");
            free = if action.is_free() { free + 1 } else { 0 };
            let secret = secret_kind(&action).is_some();
            if probe.random_bool(if secret { 0.3 } else { 0.04 })
                && let Err(e) = check_point(&c, &s, &action, &mut probe, &mut tally)
            {
                panic!("seed {seed}, day {} {:?}: {e}", s.day, s.time);
            }
            apply(&c, &mut s, seat, action).expect("legal actions apply");
        }
    }
    eprintln!("{tally:?}");
    let g = games();
    assert!(tally.views > 20 * g, "too few views compared: {tally:?}");
    assert!(tally.steps > 10 * g, "too few steps compared: {tally:?}");
    assert!(
        tally.substituted > g,
        "too few secret actions replaced: {tally:?}"
    );
    assert!(tally.swapped > g, "too few identities swapped: {tally:?}");
}

/// G-40.1, G-37: the public `GameStarted` carries no seed; two games that differ only in
/// their seed start with the same event for everyone.
#[test]
fn g40_1_game_started_carries_no_seed() {
    let c = GrailContent::builtin().expect("content");
    let first = |seed: u64| {
        let (_, ev) = new_game(&c, GameConfig::default_lineup(seed, 4)).expect("setup");
        ev.into_iter().next().expect("an event")
    };
    let (a, b) = (first(1), first(2));
    assert!(matches!(a.kind, EventKind::GameStarted { .. }), "{a:?}");
    assert_eq!(a.visibility, Visibility::Public);
    assert_eq!(a, b);
}

/// G-40.1, G-24.6, G-29.3.1, G-31.1: a faction outside a combat sees who fights whom and
/// their statuses, but not the hand sizes, charges, retreats or order that only the
/// participants are shown.
#[test]
fn g40_1_a_combat_s_course_is_shown_to_its_participants() {
    let c = GrailContent::builtin().expect("content");
    let (mut s, _) = new_game(&c, GameConfig::default_lineup(3, 3)).expect("setup");
    let _ = begin_fixture_combat(
        &c,
        &mut s,
        CombatOrigin::Ambush {
            ambusher: 0,
            target: 1,
            target_flees: false,
        },
        vec![0, 1],
    );
    let cb = s.combat.as_mut().expect("combat");
    for p in &mut cb.participants {
        p.np_charge = Some(NpCharge {
            declared_round: 1,
            fire_round: 2,
        });
    }
    let inside = s.view_for(&c, 0).combat.expect("combat");
    let outside = s.view_for(&c, 2).combat.expect("combat");
    assert!(inside.seen && !outside.seen);
    assert_eq!(inside.participants[1].hand_size, Some(5));
    assert!(inside.participants[1].np_charge.is_some());
    assert_eq!(outside.participants.len(), 2);
    for p in &outside.participants {
        assert_eq!(p.status, ParticipantStatus::Active);
        assert_eq!((p.hand_size, p.hand, p.np_charge), (None, None, None));
    }
    assert!(outside.order.is_empty() && outside.initiative.is_empty());
}
