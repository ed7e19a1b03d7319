//! A readable summary of the duel rules (rules-duel.md), for the Rules screen and the F1
//! window during a duel.

use bevy_egui::egui::{self, RichText};

use super::describe;
use crate::app::theme::{self, GOLD, PARCHMENT, c32, para};
use crate::content::duel::{DuelRules, Timing};
use crate::locale::{Args, glossary, lang, text};
use crate::rules::duel::{BALANCED_START_ETHER, HouseRules};
use crate::tr;

/// The summary's sections, as the ids of their heading and paragraph.
const RULES: &[(&str, &str)] = &[
    ("rules-goal-head", "rules-goal"),
    ("rules-turn-head", "rules-turn"),
    ("rules-ether-head", "rules-ether"),
    ("rules-main-head", "rules-main"),
    ("rules-spells-head", "rules-spells"),
    ("rules-attacks-head", "rules-attacks"),
    ("rules-block-head", "rules-block"),
    ("rules-tapped-head", "rules-tapped"),
    ("rules-rebuild-head", "rules-rebuild"),
    ("rules-classes-head", "rules-classes"),
    ("rules-damage-head", "rules-damage"),
];

/// The leader's crown, as the board marks the leader; the catalog font lacks it, so it
/// comes as an argument.
pub(super) const CROWN: &str = "♛";

/// The summary as headings and paragraphs in the current language; the setup ether is the
/// content's (D-4.7), or the house rule's in a duel that plays it. `house`: the house rules
/// of the duel beside which the summary is read (none on the title).
fn sections(rules: &DuelRules, house: Option<HouseRules>) -> Vec<(String, String)> {
    let icon = |t| describe::timing(t).0;
    let mut args = Args::new();
    args.set("crown", CROWN);
    args.set("sun", icon(Timing::YourTurn));
    args.set("moon", icon(Timing::OpponentTurn));
    args.set("star", icon(Timing::AnyTime));
    args.set("cycle", icon(Timing::TurnStart));
    let played = house.unwrap_or_default();
    args.set(
        "second_ether",
        played.second_player_ether(rules.second_player_ether),
    );
    args.set("seed_ether", rules.second_player_ether);
    args.set("house_ether", BALANCED_START_ETHER);
    let mut out: Vec<(String, String)> = RULES
        .iter()
        .map(|(head, body)| (text(head, None), text(body, Some(&args))))
        .collect();
    // The house rules, after the rules they change: whether this duel plays them.
    let mut house_rules = text("rules-house", Some(&args));
    if let Some(h) = house {
        let now = if h.balanced_start {
            "rules-house-on"
        } else {
            "rules-house-off"
        };
        house_rules = format!("{house_rules} {}", text(now, None));
    }
    out.push((text("rules-house-head", None), house_rules));
    out
}

/// The duel's rule terms and what each means, as the glossary gives them; a term still
/// without a gloss is listed alone.
fn terms() -> Vec<(String, Option<String>)> {
    let l = lang();
    glossary()
        .iter()
        .filter(|e| e.game == "duel")
        .map(|e| {
            let t = e.term(l);
            (t.term.clone(), t.gloss.clone())
        })
        .collect()
}

/// The rules as headed paragraphs, then the terms.
pub fn rules_text(ui: &mut egui::Ui, rules: &DuelRules, house: Option<HouseRules>) {
    for (head, body) in sections(rules, house) {
        para(ui, RichText::new(head).size(18.0).strong().color(c32(GOLD)));
        para(ui, RichText::new(body).size(14.5).color(c32(PARCHMENT)));
        ui.add_space(6.0);
    }
    theme::label(
        ui,
        RichText::new(tr!("rules-terms-head"))
            .size(18.0)
            .strong()
            .color(c32(GOLD)),
    );
    for (term, gloss) in terms() {
        ui.horizontal_wrapped(|ui| {
            theme::label(ui, RichText::new(term).size(14.5).strong().color(c32(GOLD)));
            if let Some(g) = gloss {
                para(ui, RichText::new(g).size(14.5).color(c32(PARCHMENT)));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::duel::describe::cites_a_rule;

    use crate::locale::{Lang, with_lang};

    /// The rules summary is for players: it names no rule ID, in either language.
    #[test]
    fn the_summary_cites_no_rule_ids() {
        for l in Lang::ALL {
            for (head, body) in with_lang(l, || sections(&DuelRules::default(), None)) {
                assert!(
                    !cites_a_rule(&head) && !cites_a_rule(&body),
                    "{head}: {body}"
                );
            }
        }
    }

    /// The setup ether in the summary is the content's (D-4.7: the seed's 2), or the
    /// house rule's beside a duel that plays it; the house rule is named on the title's
    /// summary and said on or off beside a duel.
    #[test]
    fn d4_7_the_summary_gives_the_setup_ether_the_duel_plays() {
        let rules = DuelRules::default();
        let on = HouseRules {
            balanced_start: true,
        };
        let ether = |l, house| with_lang(l, || sections(&rules, house))[2].1.clone();
        let house = |l, h| with_lang(l, || sections(&rules, h)).last().cloned();
        let en = ether(Lang::En, None);
        assert!(en.contains("starts the game with 2"), "{en}");
        let en = ether(Lang::En, Some(on));
        assert!(en.contains("starts the game with 1"), "{en}");
        let ja = ether(Lang::Ja, Some(on));
        assert!(ja.contains("を1点獲得"), "{ja}");
        let (_, title) = house(Lang::En, None).expect("a house rules section");
        assert!(
            title.contains("Balanced start") && !title.contains("this duel"),
            "{title}"
        );
        let (_, beside) = house(Lang::En, Some(on)).expect("a house rules section");
        assert!(beside.contains("On in this duel"), "{beside}");
        let (_, beside) = house(Lang::Ja, Some(HouseRules::default())).expect("a section");
        assert!(beside.contains("この決闘ではオフ"), "{beside}");
    }

    /// The Japanese summary is Japanese throughout: the seeds' terms, no English word
    /// left (HP, DEF and dice as 1d6 are the seeds' own).
    #[test]
    fn the_japanese_summary_reads_in_japanese() {
        let english = with_lang(Lang::En, || sections(&DuelRules::default(), None));
        let japanese = with_lang(Lang::Ja, || sections(&DuelRules::default(), None));
        assert_eq!(english.len(), japanese.len());
        let all: String = japanese
            .iter()
            .flat_map(|(h, b)| [h.as_str(), b.as_str()])
            .collect();
        for term in [
            "アルカステラ",
            "エーテル変換",
            "共鳴値",
            "戦闘脱落",
            "セフィロト・コード",
        ] {
            assert!(all.contains(term), "{term} missing");
        }
        for (head, body) in &japanese {
            for word in body.split(|c: char| !c.is_ascii_alphabetic()) {
                assert!(
                    ["", "HP", "DEF", "d", "Q", "W", "E"].contains(&word),
                    "{word} in {head}: {body}"
                );
            }
        }
        assert!(japanese[0].1.contains(CROWN));
    }
}
