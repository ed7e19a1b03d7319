//! The Grail War bots are legal, fair (they decide from their faction's view only, G-35.4)
//! and reproducible.

use std::collections::BTreeSet;

use horizon_notes::ai::grail::{GrailAction, GrailGame, GrailState, GrailView};
use horizon_notes::ai::mcts::{self, Budget, MctsConfig, Tree};
use horizon_notes::ai::{Bot, BotSpec, Game, make_bot, show};
use horizon_notes::content::grail::{CardCounts, GrailContent};
use horizon_notes::rules::dice::Dice;
use horizon_notes::rules::grail::sim::{SimOptions, random_action};
use horizon_notes::rules::grail::{
    self as core, FactionId, GameConfig, GameState, Phase, is_insider, new_game,
};
use horizon_notes::sim::{Player, Simulated, game_seed, play, sim_grail_bots};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn content() -> GrailContent {
    GrailContent::builtin().expect("content loads")
}

/// A position after `steps` random actions (the simulator's policy) of a seeded game.
fn position(c: &GrailContent, seed: u64, factions: usize, steps: usize) -> GameState {
    let (mut s, _) = new_game(c, GameConfig::default_lineup(seed, factions)).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let opts = SimOptions::default();
    let mut free = 0;
    for _ in 0..steps {
        let Some(f) = s.deciding() else { break };
        let Some(a) = random_action(c, &s, &mut rng, &opts, free) else {
            break;
        };
        free = if a.is_free() { free + 1 } else { 0 };
        core::apply(c, &mut s, f, a).expect("a listed action");
    }
    s
}

/// Positions of many seeded games at many depths, each with a pending decision.
fn positions(c: &GrailContent, base: u64, count: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let factions = 2 + (i % 6) as usize;
        let s = position(c, game_seed(base, i), factions, ((i * 37) % 700) as usize);
        if s.outcome.is_none() && s.deciding().is_some() {
            out.push(s);
        }
    }
    out
}

fn specs(list: &[&str]) -> Vec<BotSpec> {
    list.iter().map(|s| s.parse().expect("spec")).collect()
}

/// Every decision of the bots is offered and, for a core action, legal in the full state;
/// opening the free-action menu leads to a legal free action.
#[test]
fn bots_never_choose_an_illegal_action() {
    let c = content();
    let specs = specs(&["random", "greedy", "mcts:iters=12"]);
    let mut decisions = 0;
    for (i, s) in positions(&c, 21, 150).into_iter().enumerate() {
        let f = s.deciding().expect("a decision");
        for spec in &specs {
            let mut bot = make_bot::<GrailGame>(spec, i as u64);
            let mut g = GrailState::new(s.clone());
            // Up to a few free actions, then the main action.
            for _ in 0..8 {
                if g.s.deciding() != Some(f) {
                    break;
                }
                let a = bot.choose(&c, &GrailView::new(&c, &g, f));
                if let Some(action) = GrailGame::resolve(&c, &g, a) {
                    assert!(
                        core::legal_actions(&c, &g.s).contains(&action),
                        "{spec} chose {action:?}, not legal"
                    );
                } else {
                    assert_eq!(a, GrailAction::FreeMenu, "{spec} chose {a:?}, not offered");
                }
                decisions += 1;
                let free = GrailGame::resolve(&c, &g, a).is_none_or(|x| x.is_free());
                let mut ev = Vec::new();
                GrailGame::play(&c, &mut g, a, &mut ev).expect("an offered action plays");
                if !free {
                    break;
                }
            }
        }
    }
    assert!(decisions >= 450, "too few decisions: {decisions}");
}

/// Whole games of 2-7 factions between every kind of bot, each told what it sees of every
/// action (so that MCTS follows its kept tree): every one of at least 10,000 decisions is
/// offered and, for a core action, legal in the full state (docs/ai.md).
#[test]
fn bots_stay_legal_through_whole_games() {
    let c = content();
    let kinds = specs(&["mcts:iters=8", "greedy", "random"]);
    let mut decisions = 0u64;
    let mut game = 0u64;
    while decisions < 10_000 {
        game += 1;
        let factions = 2 + (game % 6) as usize;
        let seed = game_seed(27, game);
        let mut bots: Vec<Box<dyn Bot<GrailGame>>> = (0..factions)
            .map(|k| make_bot::<GrailGame>(&kinds[(k + game as usize) % 3], seed ^ k as u64))
            .collect();
        let (s, _) = new_game(&c, GameConfig::default_lineup(seed, factions)).expect("setup");
        let mut g = GrailState::new(s);
        let mut ev = Vec::new();
        while g.s.outcome.is_none() {
            let f = g.s.deciding().expect("a decision while the game runs");
            let a = bots[usize::from(f)].choose(&c, &GrailView::new(&c, &g, f));
            match GrailGame::resolve(&c, &g, a) {
                Some(action) => assert!(
                    core::legal_actions(&c, &g.s).contains(&action),
                    "game {game}: faction {f} chose {action:?}, not legal"
                ),
                None => assert_eq!(a, GrailAction::FreeMenu, "game {game}: {a:?} not offered"),
            }
            for (seat, bot) in bots.iter_mut().enumerate() {
                show::<GrailGame>(bot.as_mut(), seat, &c, &g, a);
            }
            GrailGame::play(&c, &mut g, a, &mut ev).expect("an offered action plays");
            decisions += 1;
            assert!(decisions < 1_000_000, "game {game} does not end");
        }
    }
}

/// A kept tree: descending to the played action keeps exactly that child's statistics, the
/// next search adds its iterations to them where every move below is the same faction's
/// (otherwise it starts afresh), and an action not in the tree empties it.
#[test]
fn the_tree_is_kept_between_decisions() {
    let c = content();
    let cfg = MctsConfig::new(Budget::Iterations(60));
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut kept_some = 0;
    for s in positions(&c, 28, 40) {
        let f = s.deciding().expect("a decision");
        let mut g = GrailState::new(s);
        let mut tree = Tree::default();
        let out =
            mcts::search_in::<GrailGame>(&mut tree, &c, &GrailView::new(&c, &g, f), &cfg, &mut rng);
        assert_eq!(tree.root_visits(), 60);
        let best = out[0].clone();
        tree.descend(best.action);
        assert_eq!(tree.root_visits(), best.visits);
        let mut ev = Vec::new();
        GrailGame::play(&c, &mut g, best.action, &mut ev).expect("an offered action plays");
        // The same faction decides again (after a free action or the free-action menu): the
        // search goes on from the kept subtree.
        if g.s.outcome.is_none() && g.s.deciding() == Some(f) && best.visits > 0 {
            let v = GrailView::new(&c, &g, f);
            let kept = tree.serves(usize::from(f));
            let next = mcts::search_in::<GrailGame>(&mut tree, &c, &v, &cfg, &mut rng);
            let before = if kept { best.visits } else { 0 };
            assert_eq!(tree.root_visits(), before + 60, "kept: {kept}");
            let legal = GrailGame::view_legal(&c, &v);
            assert!(
                next.iter().all(|x| legal.contains(&x.action)),
                "only legal moves"
            );
            kept_some += u32::from(kept);
        }
        tree.descend(GrailAction::Core(0));
        assert_eq!(tree.root_visits(), 0);
    }
    assert!(
        kept_some > 3,
        "too few kept subtrees that served the same faction's next decision: {kept_some}"
    );
}

/// Whole games between MCTS bots that keep their trees replay exactly for a seed.
#[test]
fn bot_games_replay_for_a_seed() {
    let c = content();
    let bots = specs(&["mcts:iters=10", "mcts:iters=10", "random"]);
    let play = || {
        let mut players: Vec<Player<GrailGame>> = bots
            .iter()
            .enumerate()
            .map(|(k, b)| Player::new(b, 40 + k as u64))
            .collect();
        let config = GrailGame::setup(&c, 41, bots.len()).expect("config");
        play::<GrailGame>(&c, &config, &mut players, None)
            .expect("the game finishes")
            .1
    };
    let (a, b) = (play(), play());
    assert!(a.actions > 0);
    assert_eq!(a, b);
}

/// The actions offered from a view are exactly those offered in the full state: legality
/// never needs what the view hides.
#[test]
fn the_view_offers_the_same_actions_as_the_state() {
    let c = content();
    for s in positions(&c, 22, 300) {
        let f = s.deciding().expect("a decision");
        let g = GrailState::new(s);
        let mut full = Vec::new();
        GrailGame::legal(&c, &g, &mut full);
        let v = GrailView::new(&c, &g, f);
        assert_eq!(GrailGame::view_legal(&c, &v), full, "at {:?}", g.s.pending);
        assert!(!full.is_empty());
    }
}

/// What one step of play from `g` can lead to: each offered core action played, and each
/// action of the free-action menu when it is offered.
fn next_states(c: &GrailContent, g: &GrailState) -> Vec<GrailState> {
    let mut out = Vec::new();
    for (entry, core) in GrailGame::actions(c, g) {
        let mut next = g.clone();
        let mut ev = Vec::new();
        if core.is_some() {
            GrailGame::play(c, &mut next, entry, &mut ev).expect("offered");
            out.push(next);
            continue;
        }
        GrailGame::play(c, &mut next, entry, &mut ev).expect("the menu");
        for (free, _) in GrailGame::actions(c, &next) {
            let mut after = next.clone();
            GrailGame::play(c, &mut after, free, &mut ev).expect("offered in the menu");
            out.push(after);
        }
    }
    out
}

/// A rollout's step, drawn without listing every option, plays one of the options the bots
/// are offered (an entry of the menu for the menu's entry), and over many draws each of a
/// few offered actions.
#[test]
fn a_rollout_step_plays_an_offered_action() {
    let c = content();
    let (mut checked, mut covered) = (0, 0);
    let mut buf = Vec::new();
    for s in positions(&c, 57, 120) {
        let g = GrailState::new(s);
        let next = next_states(&c, &g);
        let main = GrailGame::actions(&c, &g).len();
        let draws = if main <= 4 { 200 } else { 20 };
        let mut seen = vec![false; next.len()];
        for k in 0..draws {
            let mut rng = ChaCha8Rng::seed_from_u64(k);
            let mut h = g.clone();
            assert!(GrailGame::rollout_step(&c, &mut h, &mut rng, &mut buf));
            let mut offered = false;
            for (n, seen) in next.iter().zip(seen.iter_mut()) {
                if *n == h {
                    (*seen, offered) = (true, true);
                }
            }
            assert!(offered, "an action not offered at {:?}", g.s.pending);
            checked += 1;
        }
        let menu = GrailGame::actions(&c, &g)
            .iter()
            .any(|(a, _)| *a == GrailAction::FreeMenu);
        if main <= 4 && !menu {
            assert!(
                seen.iter().all(|x| *x),
                "a main action never drawn at {:?}",
                g.s.pending
            );
            covered += 1;
        }
    }
    assert!(
        checked > 1_000 && covered > 10,
        "{checked} draws, {covered} positions covered"
    );
}

/// Determinization keeps everything the view shows: the dealt state gives the same view.
#[test]
fn determinization_is_consistent_with_the_view() {
    let c = content();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for s in positions(&c, 23, 120) {
        let f = s.deciding().expect("a decision");
        let g = GrailState::new(s);
        let v = GrailView::new(&c, &g, f);
        for _ in 0..3 {
            let d = GrailGame::determinize(&c, &v, &mut rng);
            assert_eq!(
                GrailView::new(&c, &d, f),
                v,
                "the dealt state shows another view"
            );
            assert_eq!(GrailGame::to_move(&d), Some(usize::from(f)));
            // Hidden values are within their ranges.
            for x in d.s.factions.iter() {
                let sd = &c.servants[usize::from(x.servant.def)];
                let md = &c.masters[usize::from(x.master.def)];
                assert!((0..=sd.max_mp).contains(&x.servant.mp));
                assert!((0..=md.max_mp).contains(&x.master.mp));
            }
            if let Some(cb) = &d.s.combat {
                for p in &cb.participants {
                    let real = g.s.combat.as_ref().and_then(|r| r.participant(p.faction));
                    assert_eq!(Some(p.hand.total()), real.map(|r| r.hand.total()));
                }
            }
        }
    }
}

/// Changes everything a faction may not know about an outsider `o` (G-35.1, G-8.6,
/// G-24.6) and the dice. Returns whether a hidden combat hand or declaration was changed.
fn scramble(c: &GrailContent, s: &mut GameState, o: FactionId, salt: u64) -> bool {
    let mut deeper = false;
    s.rng = Dice::seeded(salt);
    s.config.rng_seed ^= salt | 1;
    let n_masters = c.masters.len() as u16;
    let x = &mut s.factions[usize::from(o)];
    x.master.def = (x.master.def + 1 + (salt % 3) as u16) % n_masters;
    x.master.mp = (x.master.mp / 2).max(1);
    x.servant.mp = (x.servant.mp / 3).max(1);
    for k in x.knowledge.iter_mut() {
        k.tier = (k.tier + 1).min(3);
    }
    let hidden_phase = matches!(
        s.phase,
        Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
    );
    if hidden_phase && let Some(d) = &mut x.turn.declared {
        d.move_path.clear();
        d.action = d.action.map(|_| core::TurnAction::Rest);
        deeper = true;
    }
    if let Some(p) = s.combat.as_mut().and_then(|cb| cb.participant_mut(o)) {
        let t = p.hand.total() as u8;
        let hand = CardCounts {
            buster: 0,
            arts: t / 2,
            quick: t - t / 2,
        };
        if hand != p.hand {
            p.hand = hand;
            deeper = true;
        }
        p.buster_pending = 15 - p.buster_pending;
    }
    deeper
}

/// A bot cannot read hidden information: scrambling another faction's hidden values (and
/// the dice) leaves the view, and so the decision, unchanged.
#[test]
fn decisions_do_not_depend_on_hidden_information() {
    let c = content();
    let mut checked = 0;
    let mut deeper = 0;
    for (i, s) in positions(&c, 24, 200).into_iter().enumerate() {
        let me = s.deciding().expect("a decision");
        let Some(o) = (0..s.n()).find(|&o| s.alive(o) && !is_insider(&s, me, o)) else {
            continue;
        };
        let mut t = s.clone();
        if scramble(&c, &mut t, o, i as u64 + 1) {
            deeper += 1;
        }
        assert_ne!(s, t);
        let (gs, gt) = (GrailState::new(s), GrailState::new(t));
        let (vs, vt) = (GrailView::new(&c, &gs, me), GrailView::new(&c, &gt, me));
        assert_eq!(vs, vt, "the view must not depend on hidden information");
        if i % 4 == 0 {
            for spec in specs(&["greedy", "mcts:iters=24"]) {
                let a = make_bot::<GrailGame>(&spec, 7).choose(&c, &vs);
                let b = make_bot::<GrailGame>(&spec, 7).choose(&c, &vt);
                assert_eq!(a, b, "{spec}: the decision changed with hidden information");
            }
        }
        checked += 1;
    }
    assert!(checked > 100, "too few positions checked: {checked}");
    assert!(
        deeper > 5,
        "too few hidden hands or declarations changed: {deeper}"
    );
}

/// A fixed seed and iteration budget give the same decision and the same hint.
#[test]
fn mcts_is_deterministic_for_a_seed() {
    let c = content();
    let cfg = MctsConfig::new(Budget::Iterations(40));
    for s in positions(&c, 25, 12) {
        let f = s.deciding().expect("a decision");
        let v = GrailView::new(&c, &GrailState::new(s), f);
        let a = mcts::suggest::<GrailGame>(&c, &v, &cfg, 99, 3);
        let b = mcts::suggest::<GrailGame>(&c, &v, &cfg, 99, 3);
        assert_eq!(a, b);
        assert!(!a.is_empty());
        assert!(a.iter().all(|x| (0.0..=1.0).contains(&x.win_estimate)));
        let spec: BotSpec = "mcts:iters=40".parse().expect("spec");
        let x = make_bot::<GrailGame>(&spec, 5).choose(&c, &v);
        let y = make_bot::<GrailGame>(&spec, 5).choose(&c, &v);
        assert_eq!(x, y);
    }
}

/// The value is a share: in [0, 1], 1/n at the start for everyone, and summing to 1.
#[test]
fn value_is_a_share_of_the_table() {
    let c = content();
    let (s, _) = new_game(&c, GameConfig::default_lineup(1, 7)).expect("setup");
    let g = GrailState::new(s);
    let total: f64 = (0..7).map(|f| GrailGame::value(&c, &g, f)).sum();
    assert!((total - 1.0).abs() < 1e-9);
    for s in positions(&c, 26, 60) {
        let g = GrailState::new(s);
        let vals: Vec<f64> = (0..g.s.factions.len())
            .map(|f| GrailGame::value(&c, &g, f))
            .collect();
        assert!(vals.iter().all(|v| (0.0..=1.0).contains(v)));
        assert!((vals.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}

/// Whole games between bots end, and every faction's bot is asked only for its own seat.
#[test]
fn bot_games_finish() {
    let c = content();
    let bots = specs(&["greedy", "random", "random", "mcts:iters=4"]);
    let r = sim_grail_bots(&c, 2, 3, &bots, 2, None).expect("games finish");
    assert_eq!(r.games, 2);
    assert_eq!(r.factions, 4);
    assert_eq!(r.wins.iter().map(|w| w.1).sum::<u64>() + r.no_winner, 2);
}

/// G-35.1, G-35.3, G-2.2: determinization deals every other faction a servant and a master
/// that the viewer cannot rule out: of the public class and profile, fitting what its tier
/// reveals, the skills and NP it saw, the buffs and units it left, and none that the viewer
/// knows to be at another seat. The real identities are always among the candidates, and
/// over many positions the candidates are often more than one (tier 0 does not name the
/// servant) and sometimes narrowed to one by what was learnt.
#[test]
fn determinization_deals_identities_consistent_with_what_is_known() {
    use horizon_notes::ai::grail::deal::{master_consistent, servant_consistent};
    let c = content();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut open, mut narrowed, mut deals) = (0, 0, 0);
    for s in positions(&c, 29, 160) {
        let n = s.factions.len();
        for viewer in (0..n as FactionId).filter(|&f| s.alive(f)) {
            let g = GrailState::new(s.clone());
            let v = GrailView::new(&c, &g, viewer);
            let ids = v.identities();
            for f in 0..n {
                let (real_s, real_m) = (s.factions[f].servant.def, s.factions[f].master.def);
                assert!(
                    ids.servants[f].contains(&real_s),
                    "seat {f}: its servant ruled out"
                );
                assert!(
                    ids.masters[f].contains(&real_m),
                    "seat {f}: its master ruled out"
                );
                if ids.insider[f] {
                    assert_eq!(
                        (&ids.servants[f][..], &ids.masters[f][..]),
                        (&[real_s][..], &[real_m][..])
                    );
                    continue;
                }
                let class = c.servants[usize::from(real_s)].class;
                let of_class = c.servants.iter().filter(|d| d.class == class).count();
                match ids.servants[f].len() {
                    1 if of_class > 1 => narrowed += 1,
                    k if k > 1 => open += 1,
                    _ => {}
                }
            }
            for _ in 0..3 {
                let d = GrailGame::determinize(&c, &v, &mut rng);
                deals += 1;
                let mut servants = BTreeSet::new();
                let mut masters = BTreeSet::new();
                for (f, x) in d.s.factions.iter().enumerate() {
                    let sd = &c.servants[usize::from(x.servant.def)];
                    let md = &c.masters[usize::from(x.master.def)];
                    assert!(
                        servants.insert(x.servant.def),
                        "servant {} dealt twice",
                        sd.id
                    );
                    assert!(masters.insert(x.master.def), "master {} dealt twice", md.id);
                    if ids.insider[f] {
                        assert_eq!(x.servant.def, s.factions[f].servant.def);
                        assert_eq!(x.master.def, s.factions[f].master.def);
                        continue;
                    }
                    let f = f as FactionId;
                    assert!(
                        servant_consistent(&v.view, f, sd),
                        "seat {f}: {} does not fit",
                        sd.id
                    );
                    assert!(
                        master_consistent(&v.view, f, md),
                        "seat {f}: {} does not fit",
                        md.id
                    );
                }
            }
        }
    }
    assert!(deals > 1000, "too few deals: {deals}");
    assert!(open > 500, "too few seats left open at low tiers: {open}");
    assert!(
        narrowed > 200,
        "too few seats narrowed down by investigation: {narrowed}"
    );
}

/// The bots never offer an action the core calls pointless (a heal at full HP, a teleport
/// to the servant's own district, a boost already on, a retreat caught where it starts),
/// in the menu of free actions or among the main ones.
#[test]
fn the_bots_offer_no_pointless_action() {
    let c = content();
    let mut menus = 0;
    for s in positions(&c, 91, 300) {
        let f = s.deciding().expect("a decision");
        for menu_open in [false, true] {
            let g = GrailState {
                s: s.clone(),
                free_in_row: 0,
                menu_open,
            };
            menus += usize::from(menu_open);
            for (_, a) in GrailGame::actions(&c, &g) {
                if let Some(a) = a {
                    assert_eq!(
                        core::pointless(&c, &s, f, &a),
                        None,
                        "{a:?} at {:?}",
                        s.pending
                    );
                }
            }
        }
    }
    assert!(menus > 0);
}

/// G-16.1: at the day's last turn a master who has neither rested nor slept is offered a
/// rest and nothing else it could declare instead (no encounter or ambush either).
#[test]
fn a_master_who_must_rest_is_offered_a_rest() {
    let c = content();
    let mut met = 0;
    for s in positions(&c, 92, 600) {
        let f = s.deciding().expect("a decision");
        let x = s.faction(f).expect("the faction");
        let deciding_turn = matches!(
            s.pending.as_ref().map(|d| &d.kind),
            Some(core::DecisionKind::Declaration { .. })
        );
        if !(deciding_turn
            && s.time == core::TimeOfDay::Night
            && s.day < s.config.day_limit
            && !x.master.rested_today
            && !x.master.asleep)
        {
            continue;
        }
        let offered = GrailGame::actions(&c, &GrailState::new(s.clone()));
        let rests = core::legal_main_actions(&c, &s).into_iter().any(|a| {
            matches!(
                a,
                core::Action::Declare {
                    action: Some(core::TurnAction::Rest),
                    ..
                }
            )
        });
        if !rests {
            continue;
        }
        met += 1;
        for (_, a) in offered {
            if let Some(a) = a {
                assert!(
                    matches!(
                        a,
                        core::Action::Declare {
                            action: Some(core::TurnAction::Rest),
                            ..
                        }
                    ),
                    "{a:?} offered to a master who must rest"
                );
            }
        }
    }
    assert!(met > 0, "no master who had to rest was met");
}

/// The purpose audit counts what it should: a heal at full HP, played at a war's start, is
/// one pointless action; and short AI-only wars and skirmishes show no aimless play.
#[test]
fn the_purpose_audit_counts_aimless_play_and_the_bots_show_none() {
    use horizon_notes::sim::purpose::{audit, sim_purpose};
    let c = content();
    let config = GameConfig::default_lineup(5, 3);
    let (s, _) = new_game(&c, config.clone()).expect("setup");
    let f = s.deciding().expect("a decision");
    let heal = core::Action::UseCommandSpell {
        spell: core::CommandSpell::HpRecovery,
    };
    assert!(core::legal_free_actions(&c, &s).contains(&heal));
    let r = audit(&c, &config, &[(f, heal)]).expect("replays");
    assert_eq!(r.pointless.get("heal at full HP"), Some(&1), "{r:?}");
    assert_eq!(r.aimless(), 1);

    let bots = specs(&["mcts:iters=6", "mcts:iters=6", "mcts:iters=6"]);
    let wars = sim_purpose(&c, 4, 3, &bots, false, 2).expect("wars");
    assert_eq!(wars.aimless(), 0, "{wars}");
    assert!(wars.actions > 1000);
    let skirmishes = sim_purpose(&c, 6, 4, &bots[..2], true, 2).expect("skirmishes");
    assert_eq!(skirmishes.aimless(), 0, "{skirmishes}");
}
