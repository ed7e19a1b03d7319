//! The duel bots are legal, fair (they see only their seat's view) and reproducible.

use std::path::Path;

use horizon_notes::ai::duel::DuelGame;
use horizon_notes::ai::mcts::MctsBot;
use horizon_notes::ai::mcts::{self, Budget, MctsConfig, Rollout};
use horizon_notes::ai::{Bot, BotSpec, Difficulty, Evaluation, Game, make_bot, show};
use horizon_notes::content::duel::DuelContent;
use horizon_notes::content::duel::{Effect, FolIdx, Target};
use horizon_notes::content::duel_load::load_duel_dir;
use horizon_notes::rules::duel::constants::FOLLOWER_MAX;
use horizon_notes::rules::duel::state::{FollowerState, FollowerUid};
use horizon_notes::rules::duel::{self, Action, PlayerId, State};
use horizon_notes::sim::{self, Player, game_seed, sim_config};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn content() -> DuelContent {
    load_duel_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/content/duel"))
        .expect("content loads")
}

/// A random position after `steps` random actions of a seeded game.
fn position(c: &DuelContent, seed: u64, steps: usize) -> State {
    let (mut s, _) = duel::new_game(c, &sim_config(c, seed).expect("config")).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..steps {
        let Some(p) = s.deciding_player() else { break };
        let legal = duel::legal_actions(c, &s);
        duel::apply(c, &mut s, p, legal[rng.random_range(0..legal.len())]).expect("legal");
    }
    s
}

/// Every decision of the bots over many positions is legal (10,000 decisions).
#[test]
fn bots_never_choose_an_illegal_action() {
    let c = content();
    let specs: Vec<BotSpec> = ["random", "greedy", "mcts:iters=24"]
        .iter()
        .map(|s| s.parse().expect("spec"))
        .collect();
    let mut decisions = 0;
    let mut i = 0u64;
    while decisions < 10_000 {
        i += 1;
        let s = position(&c, game_seed(11, i), (i % 150) as usize);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let legal = duel::legal_actions(&c, &s);
        for spec in &specs {
            let mut bot = make_bot::<DuelGame>(spec, i);
            let a = bot.choose(&c, &s.view_for(p));
            assert!(legal.contains(&a), "{spec} chose {a:?}, not in {legal:?}");
            decisions += 1;
        }
    }
}

/// The actions offered from a view are exactly those offered in the full state, in the same
/// order: legality never needs what the view hides, and the simulator's random players pick
/// from the state without building a view.
#[test]
fn the_view_offers_the_same_actions_as_the_state() {
    let c = content();
    for i in 0..300 {
        let s = position(&c, game_seed(16, i), (i % 200) as usize);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let mut full = Vec::new();
        DuelGame::legal(&c, &s, &mut full);
        assert_eq!(
            DuelGame::view_legal(&c, &s.view_for(p)),
            full,
            "at {:?}",
            s.pending
        );
        assert!(!full.is_empty());
    }
}

/// A bot cannot read hidden cards: swapping which unseen cards the opponent holds in hand
/// and in deck leaves the view, and so the decision, unchanged (D-29.6).
#[test]
fn bots_cannot_see_the_opponents_hand() {
    let c = content();
    let mut checked = 0;
    for i in 0..200u64 {
        let s = position(&c, game_seed(12, i), 40 + (i % 60) as usize);
        let Some(me) = s.deciding_player() else {
            continue;
        };
        let opp = me.other();
        if s.player(opp).hand.is_empty() || s.player(opp).deck.is_empty() {
            continue;
        }
        let mut t = s.clone();
        let ps = t.player_mut(opp);
        let (h, d) = (ps.hand[0], ps.deck[0]);
        ps.hand[0] = d;
        ps.deck[0] = h;
        if h.def == d.def {
            continue;
        }
        assert_eq!(
            s.view_for(me),
            t.view_for(me),
            "the view must not depend on hidden cards"
        );
        for spec in ["greedy", "mcts:iters=64"] {
            let spec: BotSpec = spec.parse().expect("spec");
            let a = make_bot::<DuelGame>(&spec, 7).choose(&c, &s.view_for(me));
            let b = make_bot::<DuelGame>(&spec, 7).choose(&c, &t.view_for(me));
            assert_eq!(
                a, b,
                "{spec}: the decision changed with the opponent's hidden hand"
            );
        }
        checked += 1;
    }
    assert!(checked > 20, "too few positions checked: {checked}");
}

/// A fixed seed and iteration budget give the same decision and the same hint.
#[test]
fn mcts_is_deterministic_for_a_seed() {
    let c = content();
    let cfg = MctsConfig::new(Budget::Iterations(300));
    for i in 0..10u64 {
        let s = position(&c, game_seed(13, i), 30);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let v = s.view_for(p);
        let a = mcts::suggest::<DuelGame>(&c, &v, &cfg, 99, 3);
        let b = mcts::suggest::<DuelGame>(&c, &v, &cfg, 99, 3);
        assert_eq!(a, b);
        assert!(!a.is_empty());
        assert!(
            a.windows(2).all(|w| w[0].visits >= w[1].visits),
            "most visited first"
        );
        assert!(a.iter().all(|x| (0.0..=1.0).contains(&x.win_estimate)));
    }
}

/// A thousand of a level's iterations count for `Game::level_permille` of the duel's (its
/// iterations cost a fortieth of the Grail War's); a budget named in iterations
/// (`mcts:iters=N`) is the duel's own.
#[test]
fn a_levels_duel_search_runs_the_duels_share_of_iterations() {
    let c = content();
    let plain = MctsConfig::new(Budget::Iterations(50));
    let level = plain.clone().as_level(Difficulty::Normal);
    assert!(DuelGame::level_permille() > 1_000);
    let mut searched = 0;
    for i in 0..20u64 {
        let s = position(&c, game_seed(15, i), 30);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let v = s.view_for(p);
        if DuelGame::view_legal(&c, &v).len() < 2 {
            continue;
        }
        let visits = |cfg: &MctsConfig| -> u32 {
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            mcts::search::<DuelGame>(&c, &v, cfg, &mut rng)
                .iter()
                .map(|x| x.visits)
                .sum()
        };
        assert_eq!(visits(&plain), 50);
        assert_eq!(visits(&level), mcts::level_iterations::<DuelGame>(50));
        assert_eq!(visits(&level), 50 * DuelGame::level_permille() / 1_000);
        searched += 1;
    }
    assert!(searched >= 5, "only {searched} positions with a choice");
}

/// Determinization keeps everything the view shows and deals exactly the unseen cards.
#[test]
fn determinization_is_consistent_with_the_view() {
    let c = content();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for i in 0..50u64 {
        let s = position(&c, game_seed(14, i), 60);
        let Some(me) = s.deciding_player() else {
            continue;
        };
        let v = s.view_for(me);
        let d = DuelGame::determinize(&c, &v, &mut rng);
        let opp = me.other();
        assert_eq!(d.player(opp).hand.len(), s.player(opp).hand.len());
        assert_eq!(d.player(opp).deck.len(), s.player(opp).deck.len());
        assert_eq!(d.player(me).hand, s.player(me).hand);
        let mut a: Vec<_> = d
            .player(opp)
            .hand
            .iter()
            .chain(&d.player(opp).deck)
            .map(|c| c.def)
            .collect();
        let mut b: Vec<_> = s
            .player(opp)
            .hand
            .iter()
            .chain(&s.player(opp).deck)
            .map(|c| c.def)
            .collect();
        a.sort();
        b.sort();
        assert_eq!(a, b);
        assert_eq!(DuelGame::to_move(&d), Some(me.index()));
        assert_eq!(duel::legal_actions(&c, &d), duel::legal_actions(&c, &s));
    }
}

/// The window's AI seats keep their search trees between their decisions as the
/// simulator's bots do (`AiThinking`, shown the public actions since, D-29.6): many of
/// their searches add to the visits of a kept subtree; another line (an undo, a game taken
/// over) or a rewind starts afresh.
#[test]
fn the_windows_ai_keeps_its_tree_between_decisions() {
    use bevy::ecs::world::{FromWorld, World};
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
    use horizon_notes::app::session::AiThinking;
    use std::sync::Arc;

    AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let c = Arc::new(content());
    let spec = BotSpec::Mcts(MctsConfig::new(Budget::Iterations(40)));
    let config = sim_config(&c, game_seed(15, 1)).expect("config");
    let (mut s, _) = duel::new_game(&c, &config).expect("setup");
    let mut ai = AiThinking::<DuelGame>::from_world(&mut World::new());
    let search = |ai: &mut AiThinking<DuelGame>, s: &State, seat: usize, played: &[Action]| {
        let view = s.view_for(PlayerId::BOTH[seat]);
        ai.start(c.clone(), view, spec.clone(), 9, seat, played, 0.0);
        loop {
            if let Some((by, a)) = ai.poll(played.len(), Some(seat), 1.0, 0.0) {
                assert_eq!(by, seat);
                return a;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    };
    let (mut played, mut searched, mut kept) = (Vec::new(), 0, 0);
    let mut afresh_checked = false;
    while let Some(p) = s.deciding_player() {
        let seat = p.index();
        let choice = DuelGame::view_legal(&c, &s.view_for(p)).len() > 1;
        if choice && searched > 6 && !afresh_checked {
            // An undo back past the seat's last decision.
            let other = &played[..played.len() / 2];
            let _ = search(&mut ai, &s, seat, other);
            assert_eq!(ai.kept_visits(seat), 40, "another line searches afresh");
            ai.forget();
            assert_eq!(ai.kept_visits(seat), 0, "a rewind forgets the trees");
            afresh_checked = true;
        }
        let a = search(&mut ai, &s, seat, &played);
        assert!(
            duel::legal_actions(&c, &s).contains(&a),
            "{a:?} is not legal"
        );
        if choice {
            searched += 1;
            // More visits than its own 40: it searched on from a kept subtree.
            kept += usize::from(ai.kept_visits(seat) > 40);
        }
        duel::apply(&c, &mut s, p, a).expect("legal");
        played.push(a);
    }
    assert!(afresh_checked, "no decision to check a fresh search at");
    assert!(
        kept * 3 > searched,
        "only {kept} of {searched} searches went on from a kept tree"
    );
}

/// MCTS bots keep their trees between decisions: after its own action and the opponent's
/// (all public in the duel, D-29.6), a bot starts most decisions with visits already in
/// its tree (about two in three); every decision stays legal and a whole game replays for a seed.
#[test]
fn mcts_keeps_its_tree_and_replays() {
    let c = content();
    let cfg = MctsConfig::new(Budget::Iterations(40));
    let config = sim_config(&c, game_seed(15, 1)).expect("config");
    let play = |record: bool| {
        let mut bots: Vec<MctsBot<Action>> =
            (0..2).map(|k| MctsBot::new(cfg.clone(), 70 + k)).collect();
        let (mut s, _) = duel::new_game(&c, &config).expect("setup");
        let (mut decisions, mut kept) = (0, 0);
        while let Some(p) = s.deciding_player() {
            let bot = &mut bots[p.index()];
            if bot.tree().root_visits() > 0 {
                kept += 1;
            }
            let a = Bot::<DuelGame>::choose(bot, &c, &s.view_for(p));
            assert!(
                duel::legal_actions(&c, &s).contains(&a),
                "{a:?} is not legal"
            );
            for (seat, bot) in bots.iter_mut().enumerate() {
                show::<DuelGame>(bot, seat, &c, &s, a);
            }
            duel::apply(&c, &mut s, p, a).expect("legal");
            decisions += 1;
        }
        if record {
            assert!(
                kept * 3 > decisions,
                "only {kept} of {decisions} decisions started from a kept tree"
            );
        }
        s
    };
    assert_eq!(play(true), play(false));
    // The simulator's game loop tells the bots what they see as well.
    let spec: BotSpec = "mcts:iters=40".parse().expect("spec");
    let replay = || {
        let mut players = [Player::new(&spec, 1), Player::new(&spec, 2)];
        sim::play::<DuelGame>(&c, &config, &mut players, None)
            .expect("the game finishes")
            .0
    };
    assert_eq!(replay(), replay());
}

/// D-8.6, D-8.8: the bots never convert a card for its ether alone once their ether pays for
/// the dearest thing they could cast or use this turn (the Easy AI once converted its whole
/// hand with nothing to cast); Pass stays offered.
#[test]
fn bots_convert_no_card_for_ether_they_cannot_spend() {
    let c = content();
    let mut charges = 0;
    for i in 0..400 {
        let s = position(&c, game_seed(23, i), (i % 60) as usize);
        let Some(duel::Decision::Charge { player }) = s.pending else {
            continue;
        };
        charges += 1;
        let ps = s.player(player);
        let skills = ps
            .arcastella
            .iter()
            .filter(|a| !a.fallen)
            .flat_map(|a| {
                let d = c.arc(a.def);
                let mut costs: Vec<u8> = d.attack_skills.iter().map(|k| k.cost).collect();
                costs.extend([d.support_skill.cost, d.astral_code.cost]);
                costs
            })
            .max()
            .unwrap_or(0);
        let mut offered = Vec::new();
        DuelGame::legal(&c, &s, &mut offered);
        assert!(offered.contains(&duel::Action::Pass));
        for a in duel::legal_actions(&c, &s) {
            // A conversion for its ether effect is offered unless the effect would change
            // nothing (`bots_spend_nothing_on_effects_that_change_nothing`).
            let duel::Action::ConvertEther {
                card,
                use_ether_effect: false,
            } = a
            else {
                continue;
            };
            let rest = ps
                .hand
                .iter()
                .filter(|h| h.uid != card)
                .map(|h| c.card(h.def).cost)
                .max()
                .unwrap_or(0);
            let useful = ps.ether < u32::from(rest.max(skills));
            assert_eq!(
                offered.contains(&a),
                useful,
                "{a:?} with ether {}",
                ps.ether
            );
        }
    }
    assert!(charges > 20, "only {charges} Charge decisions met");
}

/// Effects that would change nothing: a summon with every follower space taken (D-21.2) and a
/// heal of one's own leader at full HP.
fn changes_nothing(effects: &[Effect]) -> bool {
    !effects.is_empty()
        && effects.iter().all(|e| {
            matches!(
                e,
                Effect::Summon { .. }
                    | Effect::Heal {
                        target: Target::OwnLeader,
                        ..
                    }
            )
        })
}

/// With every follower space taken and the leader at full HP, the bots pay for no spell or
/// support skill and spend no ether effect (D-8.9) that would change nothing (the Normal AI
/// once kindled a follower with no room for it); every other legal action stays offered.
#[test]
fn bots_spend_nothing_on_effects_that_change_nothing() {
    let c = content();
    let mut left_out = 0;
    for i in 0..600 {
        let mut s = position(&c, game_seed(29, i), (i % 80) as usize);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let turn = s.turn;
        let ps = s.player_mut(p);
        while ps.followers.len() < FOLLOWER_MAX {
            let uid = FollowerUid(10_000 + ps.followers.len() as u32);
            ps.followers.push(FollowerState {
                uid,
                def: FolIdx(0),
                hp: 1,
                barrier: false,
                summoned_turn: turn,
            });
        }
        let slot = usize::from(ps.leader_slot);
        ps.arcastella[slot].hp = c.arc(ps.arcastella[slot].def).max_hp;
        let ps = s.player(p);
        let card = |uid| ps.hand.iter().find(|h| h.uid == uid).map(|h| c.card(h.def));
        let mut offered = Vec::new();
        DuelGame::legal(&c, &s, &mut offered);
        for a in duel::legal_actions(&c, &s) {
            let idle = match a {
                duel::Action::ConvertEther {
                    card: uid,
                    use_ether_effect: true,
                } => card(uid)
                    .and_then(|d| d.ether_effect.as_deref())
                    .is_some_and(changes_nothing),
                duel::Action::CastSpell { card: uid, .. } => {
                    card(uid).is_some_and(|d| changes_nothing(&d.effects))
                }
                duel::Action::UseSupportSkill { user, .. } => ps
                    .arc(user)
                    .is_some_and(|u| changes_nothing(&c.arc(u.def).support_skill.effects)),
                _ => continue,
            };
            left_out += usize::from(idle);
            assert_eq!(offered.contains(&a), !idle, "{a:?}");
        }
    }
    assert!(
        left_out > 10,
        "only {left_out} actions that change nothing met"
    );
}

/// The fitted evaluation (docs/ai.md) reads both sides alike: each feature is one seat's
/// figure less the other's, so the two seats' chances sum to 1 in every position, and a
/// finished duel is scored by its result.
#[test]
fn the_fitted_evaluation_is_a_chance_for_either_seat() {
    use horizon_notes::ai::duel::eval::features;
    use horizon_notes::rules::duel::PlayerId;
    let c = content();
    let mut seen_unequal = 0;
    for seed in 0..60 {
        let s = position(&c, seed, (seed as usize * 7) % 160);
        let (a, b) = (
            features(&c, &s, PlayerId::P0),
            features(&c, &s, PlayerId::P1),
        );
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(*x, -*y, "seed {seed}: {a:?} against {b:?}");
        }
        let v0 = DuelGame::value_by(&c, &s, 0, Evaluation::Fitted);
        let v1 = DuelGame::value_by(&c, &s, 1, Evaluation::Fitted);
        assert!((v0 + v1 - 1.0).abs() < 1e-12, "seed {seed}: {v0} + {v1}");
        assert!((0.0..=1.0).contains(&v0));
        if s.outcome.is_some() {
            assert_eq!(v0, DuelGame::value(&c, &s, 0), "seed {seed}");
        } else if (v0 - 0.5).abs() > 1e-3 {
            seen_unequal += 1;
        }
    }
    assert!(seen_unequal > 30, "the evaluation tells positions apart");
}

/// A level's duel rollouts are the duel's move-average ones (`Game::level_rollout`); the
/// references and a budget named in iterations roll out uniformly.
#[test]
fn a_levels_duel_rollouts_learn_move_averages() {
    let c = content();
    let level = MctsConfig::new(Budget::Iterations(200)).as_level(Difficulty::Normal);
    let mast = MctsConfig {
        rollout: Some(DuelGame::level_rollout()),
        ..level.clone()
    };
    let uniform = MctsConfig {
        rollout: Some(Rollout::Uniform),
        ..level.clone()
    };
    assert!(matches!(DuelGame::level_rollout(), Rollout::Mast { .. }));
    let differ = searches_that_differ(&c, 17, &level, &mast, &uniform);
    assert!(
        differ >= 3,
        "only {differ} searches changed by the rollouts"
    );
}

/// Searches `level` from ten seeded positions: each must find what `same` finds, and the
/// count of those where `other` finds another move is returned.
fn searches_that_differ(
    c: &DuelContent,
    seed: u64,
    level: &MctsConfig,
    same: &MctsConfig,
    other: &MctsConfig,
) -> usize {
    let mut differ = 0;
    for i in 0..10u64 {
        let s = position(c, game_seed(seed, i), 30);
        let Some(p) = s.deciding_player() else {
            continue;
        };
        let v = s.view_for(p);
        let found = |cfg: &MctsConfig| mcts::suggest::<DuelGame>(c, &v, cfg, i, 8);
        assert_eq!(found(level), found(same));
        differ += usize::from(found(level) != found(other));
    }
    differ
}

/// Hard's duel rollouts play three turns before the fitted evaluation scores them
/// (`Game::level_horizon`), Normal's two, as the game's own horizon.
#[test]
fn hards_duel_rollouts_play_three_turns() {
    let c = content();
    assert_eq!(
        DuelGame::level_horizon(Difficulty::Hard, Evaluation::Fitted),
        3
    );
    assert_eq!(
        DuelGame::level_horizon(Difficulty::Normal, Evaluation::Fitted),
        DuelGame::horizon(Evaluation::Fitted)
    );
    let hard = MctsConfig::new(Budget::Iterations(200)).as_level(Difficulty::Hard);
    let three = MctsConfig {
        rollout_horizon: Some(3),
        ..hard.clone()
    };
    let two = MctsConfig {
        rollout_horizon: Some(2),
        ..hard.clone()
    };
    let differ = searches_that_differ(&c, 19, &hard, &three, &two);
    assert!(differ >= 3, "only {differ} searches changed by the horizon");
}
