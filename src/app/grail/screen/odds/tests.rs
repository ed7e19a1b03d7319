//! The odds panels checked against the core's odds, drawn in both languages.

use bevy_egui::egui::{self, Pos2, Rect, Ui};

use super::draw::{draw_attack, draw_reaction, percent, reaction_name, signed};
use super::*;
use crate::app::grail::words::Words;
use crate::locale::{Lang, with_lang};
use crate::rules::dice::Dice;
use crate::rules::grail::Reaction;
use crate::rules::grail::odds::CheckSpec;
use crate::rules::grail::odds::tests::{attacks, positions};
use crate::rules::grail::query as q;
use crate::rules::grail::{
    CombatOrigin, Controller, EventKind, FactionId, FactionSetup, GameConfig, NpCharge, NpTarget,
    apply, begin_fixture_combat, legal_actions, new_game_with_dice,
};
use crate::tr;

fn content() -> GrailContent {
    GrailContent::builtin().expect("content")
}

fn reacting(s: &GameState) -> Option<()> {
    matches!(
        s.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::Reaction { .. })
    )
    .then_some(())
}

fn sums_to_one(d: &[(i32, f64)]) {
    let total: f64 = d.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-9, "the histogram sums to {total}");
}

/// The fixed part of every check rolled in `ev` (its total less its dice), by actor.
fn rolled_fixed(ev: &[crate::rules::grail::Event]) -> Vec<(Actor, i32)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::CheckRolled {
                actor, dice, total, ..
            } => Some((*actor, total - dice.iter().sum::<u32>() as i32)),
            _ => None,
        })
        .collect()
}

fn terms_sum(spec: &CheckSpec) -> i32 {
    spec.mods.iter().map(|(_, v)| v).sum()
}

/// Saber and Lancer in combat at the temple, both NPs charged, Saber to act: Saber's NP
/// clashes with Lancer's (G-30.6).
fn clash_position(c: &GrailContent) -> (GameState, Action) {
    let setup = |name: &str, servant: &str, master: &str| FactionSetup {
        name: name.into(),
        servant: servant.into(),
        master: master.into(),
        controller: Controller::Ai,
        class: None,
    };
    let mut config = GameConfig::default_lineup(1, 2);
    config.factions = vec![
        setup("A", "saber_roland", "master_celestine"),
        setup("B", "lancer_zhaoyun", "master_tobias"),
    ];
    let (mut s, _) = new_game_with_dice(c, config, Dice::seeded(7)).expect("game");
    let m = q::map(c, &s).expect("map").clone();
    let temple = m.index_of("TEMPLE").expect("temple");
    let market = m.index_of("MARKET").expect("market");
    for f in &mut s.factions {
        f.servant.mp = 100;
        f.district = temple;
    }
    let _ = begin_fixture_combat(
        c,
        &mut s,
        CombatOrigin::Encounter {
            initiator: 0,
            target: 1,
            origin: market,
        },
        vec![0, 1],
    );
    for _ in 0..100 {
        let d = s.pending.clone().expect("a decision");
        if d.kind
            == (DecisionKind::MainAction {
                actor: Actor::Servant { faction: 0 },
            })
        {
            break;
        }
        let legal = legal_actions(c, &s);
        let pick = [Action::Done, Action::Wait]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or_else(|| legal[0].clone());
        apply(c, &mut s, d.faction, pick).expect("legal");
    }
    let round = s.combat.as_ref().map_or(1, |cb| cb.round);
    for f in [0 as FactionId, 1] {
        if let Some(p) = s
            .combat
            .as_mut()
            .and_then(|cb| cb.participants.iter_mut().find(|p| p.faction == f))
        {
            p.np_charge = Some(NpCharge {
                declared_round: round,
                fire_round: round,
            });
        }
    }
    let fire = Action::FireNp {
        pre_move: Vec::new(),
        target: NpTarget::Unit {
            actor: Actor::Servant { faction: 1 },
        },
    };
    (s, fire)
}

/// G-22, G-23, G-28, G-27.8: the attack panel shows the core's odds exactly (the same
/// f64s), every reply the core lists with its best reply marked, histograms that sum to
/// 1, and check terms that sum to the fixed part the engine then rolls with.
#[test]
fn g22_g28_attack_panel_shows_the_cores_odds() {
    let c = content();
    let found = positions(&c, 8, |s| attacks(&c, s));
    assert_eq!(found.len(), 8, "positions with an attack");
    let (mut replies, mut rolled) = (0, 0);
    for (k, (s, actions)) in found.iter().enumerate() {
        for a in actions {
            let p = attack_panel(&c, s, a).expect("panel");
            let o = odds::attack(&c, s, a, ASSUME).expect("odds");
            assert_eq!((p.attacker, p.is_np), (o.attacker, o.is_np));
            assert_eq!(p.expected_damage, o.expected_damage());
            assert_eq!(p.expected_taken, o.expected_damage_taken());
            assert_eq!(p.targets.len(), o.targets.len());
            for (tp, to) in p.targets.iter().zip(&o.targets) {
                assert_eq!(tp.target, to.target);
                let shown: Vec<&HitOdds> = tp.replies.iter().map(|r| &r.odds).collect();
                let listed: Vec<&HitOdds> = to.reactions.iter().collect();
                assert_eq!(shown, listed, "every reply the core lists, in its order");
                assert_eq!(tp.best_reply().map(|r| &r.odds), to.best_reply());
                for r in &tp.replies {
                    assert_eq!(r.terms.reaction, r.odds.reaction);
                    sums_to_one(&r.odds.damage);
                    replies += 1;
                }
            }
            let clashes: Vec<&ClashOdds> = p.clashes.iter().map(|cl| &cl.odds).collect();
            assert_eq!(clashes, o.clashes.iter().collect::<Vec<_>>());
            // The engine rolls the checks with the fixed parts the breakdown shows.
            let Some(best) = p.targets.first().and_then(|t| t.best_reply()) else {
                continue;
            };
            if p.targets.len() != 1 || !p.clashes.is_empty() {
                continue;
            }
            let mut x = s.clone();
            x.rng = Dice::seeded(k as u64 + 11);
            let f = x.deciding().expect("attacker");
            let mut ev = apply(&c, &mut x, f, a.clone()).expect("legal");
            if reacting(&x).is_some() {
                let d = x.pending.clone().expect("a decision");
                let r = Action::React {
                    reaction: best.terms.reaction,
                };
                ev.extend(apply(&c, &mut x, d.faction, r).expect("legal"));
            }
            for (actor, fixed) in rolled_fixed(&ev) {
                let spec = if actor == p.attacker {
                    &best.terms.hit
                } else {
                    best.terms.defense.as_ref().expect("a reaction check")
                };
                assert_eq!(terms_sum(spec), fixed);
                assert_eq!(spec.modifier(), fixed);
                rolled += 1;
            }
        }
    }
    assert!(
        replies > 0 && rolled > 0,
        "{replies} replies, {rolled} checks"
    );
}

/// G-30.7: a clash the core has is on the panel, with its odds and both values.
#[test]
fn g30_7_the_clash_is_shown() {
    let c = content();
    let (s, fire) = clash_position(&c);
    let o = odds::attack(&c, &s, &fire, ASSUME).expect("odds");
    assert_eq!(o.clashes.len(), 1, "the fixture clashes");
    let p = attack_panel(&c, &s, &fire).expect("panel");
    assert_eq!(p.clashes.len(), 1);
    let cl = &p.clashes[0];
    assert_eq!(cl.odds, o.clashes[0]);
    assert_eq!(cl.terms.target, cl.odds.target);
    assert!(cl.terms.attacker_roll.is_some() && cl.terms.target_roll.is_some());
    // G-30.3: anti-unit Saber against anti-army Lancer suffers 20.
    assert_eq!(
        (cl.terms.attacker_penalty, cl.terms.target_penalty),
        (20, 0)
    );
    sums_to_one(&cl.odds.damage_to_target);
    sums_to_one(&cl.odds.damage_to_attacker);
    assert!((cl.odds.win + cl.odds.tie + cl.odds.lose - 1.0).abs() < 1e-9);
}

/// G-27: the reaction panel shows every legal reaction with the core's odds, the
/// incoming attack as the decision states it, and the answer of least damage marked.
#[test]
fn g27_reaction_panel_shows_every_answer() {
    let c = content();
    let found = positions(&c, 6, reacting);
    assert_eq!(found.len(), 6, "positions with a reaction");
    for (s, ()) in &found {
        let p = reaction_panel(&c, s).expect("panel");
        let all = odds::reactions(&c, s, ASSUME).expect("odds");
        let shown: Vec<&HitOdds> = p.answers.iter().map(|a| &a.odds).collect();
        assert_eq!(shown, all.iter().collect::<Vec<_>>());
        let legal: Vec<Reaction> = legal_actions(&c, s)
            .into_iter()
            .filter_map(|a| match a {
                Action::React { reaction } => Some(reaction),
                _ => None,
            })
            .collect();
        let listed: Vec<Reaction> = p.answers.iter().map(|a| a.terms.reaction).collect();
        assert_eq!(listed, legal, "every legal reaction, once");
        let Some(DecisionKind::Reaction {
            defender,
            attacker,
            kind,
            mode,
            range,
            card,
            ..
        }) = s.pending.as_ref().map(|d| d.kind.clone())
        else {
            unreachable!("found at a reaction decision")
        };
        assert_eq!(
            (p.defender, p.attacker, p.kind, p.mode, p.range, p.card),
            (defender, attacker, kind, mode, range, card)
        );
        let least = all
            .iter()
            .map(|h| h.mean_damage)
            .fold(f64::INFINITY, f64::min);
        let best = p
            .best
            .and_then(|i| p.answers.get(i))
            .expect("a best answer");
        assert_eq!(best.odds.mean_damage, least);
        for a in &p.answers {
            sums_to_one(&a.odds.damage);
            // A miss deals nothing: the chance of no damage covers the chance to avoid.
            let none = a
                .odds
                .damage
                .iter()
                .find(|(d, _)| *d == 0)
                .map_or(0.0, |(_, p)| *p);
            assert!(none >= a.avoid() - 1e-12, "{none} < {}", a.avoid());
        }
    }
}

/// Bad input is an error, never a panic.
#[test]
fn panels_of_the_wrong_decision_are_errors() {
    let c = content();
    let (s, fire) = clash_position(&c);
    assert_eq!(
        attack_panel(&c, &s, &Action::Wait),
        Err(OddsError::WrongAction)
    );
    assert_eq!(reaction_panel(&c, &s), Err(OddsError::WrongAction));
    let mut over = s.clone();
    over.pending = None;
    assert_eq!(attack_panel(&c, &over, &fire), Err(OddsError::NoDecision));
    assert_eq!(reaction_panel(&c, &over), Err(OddsError::NoDecision));
}

/// Every text an egui pass painted.
fn painted(out: &egui::FullOutput) -> Vec<String> {
    fn walk(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
            egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    for c in &out.shapes {
        walk(&c.shape, &mut texts);
    }
    texts
}

/// Draws `ui` in a pass of a fresh context, twice (the collapsing headers settle), and
/// returns the texts painted.
fn render(mut draw: impl FnMut(&mut Ui)) -> Vec<String> {
    let ctx = egui::Context::default();
    let input = || egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(900.0, 2400.0))),
        ..Default::default()
    };
    ctx.run_ui(input(), |ui| draw(ui))
        .drop_without_applying_deltas();
    let out = ctx.run_ui(input(), |ui| draw(ui));
    let texts = painted(&out);
    out.drop_without_applying_deltas();
    texts
}

fn all_resolved(l: Lang, texts: &[String]) {
    assert!(!texts.is_empty(), "{l:?}: nothing painted");
    for t in texts {
        assert!(
            !t.contains('{') && !t.contains("grail-odds-"),
            "{l:?}: unresolved text {t:?}"
        );
    }
}

/// The panels draw in both languages without a panic, every label resolved, the
/// headline chances painted as the panel holds them.
#[test]
fn the_panels_draw_in_both_languages() {
    let c = content();
    let mut attacks_found = positions(&c, 2, |s| attacks(&c, s));
    let (s, fire) = clash_position(&c);
    attacks_found.push((s, vec![fire]));
    let reactions = positions(&c, 2, reacting);
    for l in Lang::ALL {
        with_lang(l, || {
            for (s, actions) in &attacks_found {
                let w = Words::new(&c, s, s.deciding());
                let p = attack_panel(&c, s, &actions[0]).expect("panel");
                let texts = render(|ui| draw_attack(ui, &p, &w, None));
                all_resolved(l, &texts);
                if let Some(best) = p.targets.first().and_then(|t| t.best_reply()) {
                    let hit = percent(best.odds.hit);
                    assert!(texts.contains(&hit), "{l:?}: {hit} not among {texts:?}");
                }
                for cl in &p.clashes {
                    assert!(texts.contains(&percent(cl.odds.win)));
                }
            }
            for (s, ()) in &reactions {
                let w = Words::new(&c, s, s.deciding());
                let p = reaction_panel(&c, s).expect("panel");
                let texts = render(|ui| draw_reaction(ui, &p, &w, None));
                all_resolved(l, &texts);
                for a in &p.answers {
                    assert!(texts.contains(&percent(a.avoid())));
                }
                // The answer picked for confirmation leads the panel, marked: a newcomer
                // read the odds of another answer than the one about to be given.
                if let Some(last) = p.answers.last() {
                    let chosen = last.terms.reaction;
                    let texts = render(|ui| draw_reaction(ui, &p, &w, Some(chosen)));
                    let mark = tr!("grail-odds-chosen-answer");
                    let at = texts.iter().position(|t| *t == mark).expect("the mark");
                    let name = reaction_name(&last.terms, &w);
                    assert_eq!(texts.iter().position(|t| *t == name), Some(at - 1));
                    let first_answer = p
                        .answers
                        .iter()
                        .filter_map(|a| {
                            texts.iter().position(|t| *t == reaction_name(&a.terms, &w))
                        })
                        .min();
                    assert_eq!(first_answer, Some(at - 1), "the chosen answer comes first");
                }
            }
        });
    }
}

#[test]
fn percentages_never_round_a_risk_away() {
    with_lang(Lang::En, || {
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(0.001), "under 1%");
        assert_eq!(percent(0.999), "over 99%");
        assert_eq!(percent(0.234), "23%");
        assert_eq!(signed(3), "+3");
        assert_eq!(signed(-2), "−2");
    });
}
