//! What each entry of the Grail menu does, on hover (the book's promise): a skill's card
//! or a noble phantasm's (name, kind, terms, effects) before it is used, and for the rest
//! the entry's own words: what it does, what it costs and what it risks.

use super::intel::{self, Entry};
use super::scene::Scene;
use crate::rules::grail::menu::{Label, LabelArg, MenuEntry, MenuItem};
use crate::rules::grail::query as q;
use crate::rules::grail::{Action, EncounterStance, FactionId, Illegal, check};
use crate::tr;

/// The tooltip of menu entry `e` for faction `f`, where it has one.
pub fn tip(scene: &Scene, f: FactionId, e: &MenuEntry) -> Option<String> {
    let (c, s) = (&scene.content.0, &scene.session.state);
    if let Some((owner, skill)) = skill_of(&e.label) {
        return q::skill(c, s, owner, skill).map(|k| lines(intel::skill(k)));
    }
    if matches!(e.label.id, "grail-menu-fire-np" | "grail-menu-declare-np") {
        let np = &q::sdef(c, s, f)?.np;
        let mut text = lines(intel::phantasm(&scene.words(), np));
        // An entry that cannot be taken says why (a passive phantasm is never charged or
        // fired), not what taking it would do.
        if !matches!(e.item, MenuItem::Unusable(_)) {
            text.push('\n');
            text.push_str(&tr!(words_of(e.label.id)?));
        }
        return Some(text);
    }
    // A command spell that asks for more (a district, the cards) says what it does at its
    // first step as the others do (G-33.6).
    if e.label.id != "grail-menu-command-spells"
        && let Some(Action::UseCommandSpell { spell }) = first_action(&e.item)
    {
        let (name, about) = scene.words().command_spell(spell);
        return Some(format!(
            "{name}\n{about}\n{}",
            tr!("combat-spell-cost", n = spell.cost())
        ));
    }
    if let Some(why) = targets_refused(scene, f, e) {
        return Some(why);
    }
    // In a fight, Wait is the round's main action passed, not the turn's quiet Wait.
    if e.label.id == "grail-menu-wait" && s.combat.is_some() {
        return Some(tr!("grail-tip-wait-combat"));
    }
    words_of(e.label.id).map(|id| tr!(id))
}

/// G-9: an Encounter or Ambush that cannot be declared now, refused for different reasons
/// at different factions, says each one's (the entry's own reason is the most common one,
/// and "beyond your movement" hid a faction in the same district that was concealed).
fn targets_refused(scene: &Scene, f: FactionId, e: &MenuEntry) -> Option<String> {
    if !matches!(e.item, MenuItem::Unusable(_)) {
        return None;
    }
    let declare = |target: FactionId| match e.label.id {
        "grail-menu-encounter" => Some(Action::DeclareEncounter {
            target,
            stance: EncounterStance::Fight,
        }),
        "grail-menu-ambush" => Some(Action::DeclareAmbush { target }),
        _ => None,
    };
    let (c, s) = (&scene.content.0, &scene.session.state);
    let w = scene.words();
    let refused: Vec<(FactionId, Illegal)> = s
        .factions
        .iter()
        .filter(|x| x.id != f && x.alive())
        .filter_map(|x| {
            let why = check(c, s, f, &declare(x.id)?).err()?;
            Some((x.id, why))
        })
        .collect();
    let first = &refused.first()?.1;
    if refused.iter().all(|(_, why)| why == first) {
        return None;
    }
    let lines: Vec<String> = refused
        .iter()
        .map(|(t, why)| {
            tr!(
                "grail-tip-refused-at",
                faction = w.faction(*t),
                why = w.illegal(why)
            )
        })
        .collect();
    Some(lines.join("\n"))
}

/// The first action an entry leads to.
fn first_action(item: &MenuItem) -> Option<&Action> {
    match item {
        MenuItem::Take(a) => Some(a),
        MenuItem::Step(entries) => entries.iter().find_map(|e| first_action(&e.item)),
        MenuItem::Unusable(_) => None,
    }
}

fn skill_of(l: &Label) -> Option<(FactionId, crate::rules::grail::SkillRef)> {
    l.args.iter().find_map(|(_, a)| match a {
        LabelArg::Skill { owner, skill } => Some((*owner, *skill)),
        _ => None,
    })
}

fn lines(e: Entry) -> String {
    let mut out = vec![e.text];
    out.extend(e.about);
    out.extend(e.flavour);
    out.join("\n")
}

/// The message that says what the entry of label `id` does.
fn words_of(id: &str) -> Option<&'static str> {
    Some(match id {
        "grail-menu-pass" => "grail-tip-pass",
        "grail-menu-encounter" => "grail-tip-encounter",
        "grail-menu-ambush" => "grail-tip-ambush",
        "grail-menu-soul-eating" => "grail-tip-soul-eating",
        "grail-menu-stance-negotiate" => "grail-tip-stance-negotiate",
        "grail-menu-stance-fight" => "grail-tip-stance-fight",
        "grail-menu-stance-block" => "grail-tip-stance-block",
        "grail-menu-stance-steal" => "grail-tip-stance-steal",
        "grail-menu-move-only" => "grail-tip-move-only",
        "grail-menu-investigate" => "grail-tip-investigate",
        "grail-menu-rest" => "grail-tip-rest",
        "grail-menu-wait" => "grail-tip-wait",
        "grail-menu-stay" => "grail-tip-stay",
        "grail-menu-done" => "grail-tip-done",
        "grail-menu-offer-truce" => "grail-tip-offer-truce",
        "grail-menu-offer-alliance" => "grail-tip-offer-alliance",
        "grail-menu-offer-intel" => "grail-tip-offer-intel",
        "grail-menu-offer-fight" => "grail-tip-offer-fight",
        "grail-menu-accept" => "grail-tip-accept",
        "grail-menu-decline" => "grail-tip-decline",
        "grail-menu-answer-attack" => "grail-tip-answer-attack",
        "grail-menu-fight-anyway" => "grail-tip-fight-anyway",
        "grail-menu-withdraw" => "grail-tip-withdraw",
        "grail-menu-flee" => "grail-tip-flee",
        "grail-menu-stand" => "grail-tip-stand",
        "grail-menu-join" => "grail-tip-join",
        "grail-menu-stay-out" => "grail-tip-stay-out",
        "grail-menu-declare-np" => "grail-tip-declare-np",
        "grail-menu-cancel-np" => "grail-tip-cancel-np",
        "grail-menu-retreat" => "grail-tip-retreat",
        "grail-menu-ceasefire" => "grail-tip-ceasefire",
        "grail-menu-attack" => "grail-tip-attack",
        "grail-menu-attack-luck" => "grail-tip-attack-luck",
        "grail-menu-melee" => "grail-tip-melee",
        "grail-menu-ranged" => "grail-tip-ranged",
        "grail-menu-move" => "grail-tip-move",
        "grail-menu-fire-np" => "grail-tip-fire-np",
        "grail-menu-retreat-move" => "grail-tip-retreat-move",
        "grail-menu-defend" => "grail-tip-defend",
        "grail-menu-luck-defense" => "grail-tip-luck-defense",
        "grail-menu-guard" => "grail-tip-guard",
        "grail-menu-crit-heal-hp" => "grail-tip-crit-heal-hp",
        "grail-menu-crit-heal-mp" => "grail-tip-crit-heal-mp",
        "grail-menu-crit-gain-card" => "grail-tip-crit-gain-card",
        "grail-menu-crit-buff" => "grail-tip-crit-buff",
        "grail-menu-fumble-hp" => "grail-tip-fumble-hp",
        "grail-menu-fumble-mp" => "grail-tip-fumble-mp",
        "grail-menu-command-spells" => "grail-tip-command-spells",
        "grail-menu-skills" => "grail-tip-skills",
        "grail-menu-supply-mp" => "grail-tip-supply-mp",
        "grail-menu-dissolve-alliance" => "grail-tip-dissolve-alliance",
        "grail-menu-range" => "grail-tip-range",
        "grail-menu-from-here" => "grail-tip-from-here",
        "grail-menu-after-move" => "grail-tip-after-move",
        "grail-menu-farther" => "grail-tip-farther",
        "grail-menu-go-to" => "grail-tip-go-to",
        "grail-menu-use" => "grail-tip-use",
        "grail-menu-use-on" => "grail-tip-use-on",
        "grail-menu-use-with" => "grail-tip-use-with",
        "grail-menu-attack-card" => "grail-tip-attack-card",
        "grail-menu-with-card" => "grail-tip-with-card",
        "grail-menu-without-card" => "grail-tip-without-card",
        "grail-menu-np-area" => "grail-tip-np-area",
        "grail-menu-class" => "grail-tip-class",
        _ => return None,
    })
}
