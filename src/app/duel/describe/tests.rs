//! The words for content and events: keywords found whole, glosses, no rule IDs shown.

use super::keywords::{glosses, keyword_forms, keyword_runs};
use super::log::{Names, event_line};
use super::*;
use crate::locale::{Lang, glossary, with_lang};
use crate::rules::duel::{Event, Source};

fn keys(text: &str) -> Vec<&str> {
    keyword_runs(text)
        .into_iter()
        .filter_map(|(run, gloss)| gloss.map(|_| run))
        .collect()
}

fn shipped() -> DuelContent {
    crate::content::duel_load::load_duel_dir(&crate::cli::default_content_dir().join("duel"))
        .expect("the shipped content loads")
}

/// UX: hovering any keyword in any text shows its gloss; the splitter finds the
/// keywords as whole words in any case, the longest form first, and loses no text.
#[test]
fn keyword_runs_find_whole_keywords_and_keep_the_text() {
    let text = "Deal 2 damage; the tapped target's DEF is halved. Its ether effect: \
                gain 1 ether. Your Astral Code toward the Sephirot Codes — Barrier.";
    let runs = keyword_runs(text);
    assert_eq!(runs.iter().map(|(r, _)| *r).collect::<String>(), text);
    assert_eq!(
        keys(text),
        [
            "tapped",
            "DEF",
            "ether effect",
            "ether",
            "Astral Code",
            "Sephirot Codes",
            "Barrier"
        ]
    );
    // "toward" holds "ward" and "Etherwing" holds "ether": not words of their own.
    assert!(keys("toward Etherwing, untapping").is_empty());
    assert_eq!(keys("UNTAPPED, blocks."), ["UNTAPPED", "blocks"]);
    let gloss = |k: &str| keyword_runs(k)[0].1;
    assert_eq!(gloss("Astral Codes"), gloss("Astral Code"));
    assert_ne!(gloss("ether effect"), gloss("ether"));
    assert_ne!(gloss("untapped"), gloss("tapped"));
    assert!(keyword_runs("").is_empty());
    assert_eq!(keyword_runs("−2 DEF")[0], ("−2 ", None));
    assert_eq!(
        glosses("Tap it; taps, DEF.")
            .iter()
            .map(|(k, _)| *k)
            .collect::<Vec<_>>(),
        ["tap", "DEF"]
    );
}

/// Japanese is written without spaces: its keywords are found inside the text, the
/// longest first ("アンタップ" is not "タップ", "エーテルエフェクト" not "エーテル"),
/// with the Japanese gloss.
#[test]
fn japanese_keywords_are_found_without_spaces() {
    with_lang(Lang::Ja, || {
        let text = "アンタップ状態の対象のDEFは半分。エーテルエフェクト：エーテルを1獲得する。";
        let runs = keyword_runs(text);
        assert_eq!(runs.iter().map(|(r, _)| *r).collect::<String>(), text);
        assert_eq!(
            keys(text),
            ["アンタップ", "DEF", "エーテルエフェクト", "エーテル"]
        );
        assert_eq!(
            keys("アストラルコードでタップ"),
            ["アストラルコード", "タップ"]
        );
        let (term, gloss) = glosses("セフィロト・コード")[0];
        assert_eq!(term, "セフィロト・コード");
        assert!(gloss.contains("破損"), "{gloss}");
        assert_eq!(glosses("コード"), glosses("セフィロト・コード"));
    });
}

/// Every term and form of a glossed entry, in both languages, is found as itself:
/// none is hidden inside another entry's longer form.
#[test]
fn every_keyword_form_is_found_as_its_own_entry() {
    for l in Lang::ALL {
        with_lang(l, || {
            for (form, entry) in keyword_forms(l) {
                let runs = keyword_runs(form);
                assert_eq!(
                    runs,
                    [(*form, entry.term(l).gloss.as_deref())],
                    "{l:?} {form}"
                );
            }
        });
    }
}

/// Effect text in Japanese: whole sentences, numbers and dice in place, no English
/// word but the content's names.
#[test]
fn effect_text_reads_in_japanese() {
    let c = shipped();
    let deal = Effect::Damage {
        amount: Amount::Dice { count: 1, bonus: 1 },
        target: Target::Chosen,
    };
    let draw = Effect::Draw { count: 2 };
    assert_eq!(
        effects(&c, &[deal.clone(), draw.clone()]),
        "Deal 1d6+1 damage to the target. Draw 2 cards."
    );
    with_lang(Lang::Ja, || {
        assert_eq!(
            effects(&c, &[deal, draw]),
            "対象に1d6+1ダメージを与える。カードを2枚引く。"
        );
        assert_eq!(timing(Timing::AnyTime).1, "好きなタイミング");
        assert_eq!(class_name(Class::AuraComporta), "アウラ・コンポルタ");
        assert_eq!(cost(2, 1), "エーテル2＋共鳴値1");
        assert_eq!(stat(StatMod::Def(-1)), "DEF -1");
    });
    assert_eq!(timing(Timing::AnyTime).1, "Any time");
    assert_eq!(cost(2, 0), "2 ether");
    assert_eq!(stat(StatMod::Power(2)), "Power +2");
}

/// A generated card or skill text in Japanese holds no English word: every letter of
/// the Latin alphabet in it is a dice roll ("1d6"), a stat (DEF, HP) or a name the
/// content has not translated yet.
#[test]
fn shipped_texts_have_no_english_words_in_japanese() {
    let c = shipped();
    let names: Vec<String> = c
        .arcastella
        .iter()
        .flat_map(|a| {
            [a.name.clone()]
                .into_iter()
                .chain(a.attack_skills.iter().map(|s| s.name.clone()))
        })
        .chain(c.followers.iter().map(|f| f.name.clone()))
        .chain(c.cards.iter().map(|k| k.name.clone()))
        .collect();
    with_lang(Lang::Ja, || {
        let mut texts: Vec<String> = c.cards.iter().map(|k| card_text(&c, k)).collect();
        texts.extend(c.cards.iter().flat_map(card_needs));
        for arc in &c.arcastella {
            texts.extend(arc.attack_skills.iter().map(|s| attack_text(&c, s)));
            texts.push(attack_text(&c, &arc.astral_code));
            texts.push(effects(&c, &arc.support_skill.effects));
            texts.push(effects(&c, &arc.leader_skill.effects));
            texts.push(class_rule(arc.class).to_string());
        }
        for t in texts {
            let mut rest = t.clone();
            for n in &names {
                rest = rest.replace(n.as_str(), "");
            }
            for word in rest.split(|ch: char| !ch.is_ascii_alphabetic()) {
                assert!(
                    word.is_empty() || ["d", "DEF", "HP"].contains(&word),
                    "English {word:?} in: {t}"
                );
            }
        }
    });
}

struct Test;

impl Names for Test {
    fn player(&self, p: crate::rules::duel::PlayerId) -> String {
        if p.index() == 0 {
            "You".into()
        } else {
            "AI".into()
        }
    }
    fn unit(&self, _: crate::rules::duel::UnitId) -> String {
        "Lyra".into()
    }
    fn card(&self, _: crate::rules::duel::CardUid) -> String {
        "Ember".into()
    }
    fn source(&self, _: Source) -> String {
        "Spark".into()
    }
}

/// Log lines are whole sentences in each language: English turns its verb for "You",
/// Japanese orders the words its own way.
#[test]
fn log_lines_read_in_both_languages() {
    use crate::rules::duel::PlayerId;
    let drawn = |p| Event::CardDrawn {
        player: p,
        card: crate::rules::duel::CardUid(0),
    };
    let line = |ev: &Event| event_line(ev, &Test).expect("logged");
    assert_eq!(line(&drawn(PlayerId::P0)), "You draw a card.");
    assert_eq!(line(&drawn(PlayerId::P1)), "AI draws a card.");
    let phase = Event::PhaseChanged { phase: Phase::Main };
    assert_eq!(line(&phase), "Main Phase.");
    with_lang(Lang::Ja, || {
        assert_eq!(line(&drawn(PlayerId::P1)), "AIがカードを1枚ドロー。");
        assert_eq!(line(&phase), "メインフェイズ。");
    });
}

/// Nothing the player reads names a rule ID, in either language: not the glosses, the
/// class rules, or the text of any shipped card or skill.
#[test]
fn player_text_cites_no_rule_ids() {
    assert!(cites_a_rule("counts in full (D-14)") && cites_a_rule("G-25.2"));
    assert!(!cites_a_rule("D-Day, GOLD-2") && !cites_a_rule("Deal 2"));
    let c = shipped();
    for l in Lang::ALL {
        with_lang(l, || {
            let mut texts: Vec<String> = glossary()
                .iter()
                .filter_map(|e| e.term(l).gloss.clone())
                .collect();
            texts.extend(
                [
                    Class::AuraComporta,
                    Class::SephiraWarden,
                    Class::Conductor,
                    Class::Comet,
                    Class::Bastion,
                ]
                .map(|k| class_rule(k).to_string()),
            );
            for card in &c.cards {
                texts.push(card_text(&c, card));
            }
            for arc in &c.arcastella {
                texts.extend(arc.attack_skills.iter().map(|s| attack_text(&c, s)));
                texts.push(attack_text(&c, &arc.astral_code));
                texts.push(effects(&c, &arc.support_skill.effects));
                texts.push(effects(&c, &arc.leader_skill.effects));
                texts.push(arc.flavor.clone());
            }
            for t in texts {
                assert!(!cites_a_rule(&t), "a rule ID in: {t}");
            }
        });
    }
}

/// A concession names who conceded: the player read "the other side conceded" on the line
/// that told them they had lost by their own concession.
#[test]
fn a_concession_names_who_conceded() {
    use crate::rules::duel::{EndReason, Outcome, PlayerId};
    let names = |p: PlayerId| match p {
        PlayerId::P0 => "You".to_string(),
        PlayerId::P1 => "AI (Normal)".to_string(),
    };
    let lost = Outcome::Win {
        winner: PlayerId::P1,
        reason: EndReason::Concede,
    };
    let won = Outcome::Win {
        winner: PlayerId::P0,
        reason: EndReason::Concede,
    };
    with_lang(Lang::En, || {
        assert_eq!(
            super::log::outcome(lost, names),
            "AI (Normal) wins: you conceded."
        );
        assert_eq!(
            super::log::outcome(won, names),
            "You win: AI (Normal) conceded."
        );
    });
    with_lang(Lang::Ja, || {
        assert!(super::log::outcome(lost, names).contains("Youが投了"));
    });
}

/// A unit's own lasting skill is named once in the log: "Your Orrin is affected by your
/// Orrin's leader skill" read twice the name (a newcomer's report).
#[test]
fn a_units_own_lasting_skill_names_it_once() {
    use crate::content::duel::{StatMod, TickPhase};
    use crate::rules::duel::{Continuous, ContinuousBody, ContinuousId, Phase, PlayerId, UnitId};
    let orrin = UnitId::arc(PlayerId::P0, 0);
    let added = |bearer: UnitId| Event::ContinuousAdded {
        continuous: Continuous {
            id: ContinuousId(1),
            controller: PlayerId::P0,
            source: Source::LeaderSkill { unit: orrin },
            bearer: Some(bearer),
            body: ContinuousBody::Modifier(StatMod::Def(1)),
            remaining: 1,
            tick: TickPhase::End,
            created_turn: 1,
            created_phase: Phase::Main,
        },
    };
    with_lang(Lang::En, || {
        let own = event_line(&added(orrin), &Test).expect("logged");
        assert_eq!(own, "Spark takes hold.");
        let other = event_line(&added(UnitId::arc(PlayerId::P0, 1)), &Test).expect("logged");
        assert_eq!(other, "Lyra is affected by Spark.");
    });
}
