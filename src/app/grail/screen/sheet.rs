//! The viewer's own faction in full: its servant (class, true name, stats, HP, MP, command
//! cards, skills with what they do, Noble Phantasm), its master (MP, command spells, bond
//! and which master skills are unlocked, G-15.2) and its declaration this turn once made
//! (G-8.6). From the viewer's own `FactionView` (`me`, `factions[me]`) only.

use bevy_egui::egui::{self, RichText};

use super::intel::{self, Entry, Fact, Shown};
use crate::app::grail::words::Words;
use crate::app::theme::{self, DIM, GOLD, PARCHMENT, c32};
use crate::content::grail::GrailContent;
use crate::rules::grail::{Faction, FactionInfo};
use crate::tr;

/// G-15.2: the bond at which the fourth master skill unlocks.
pub const BOND_TOP: u8 = 3;

/// A faction's sheet, ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub bond: u8,
    pub servant: Vec<Fact>,
    pub master: Vec<Fact>,
}

fn row(label: String, entries: Vec<Entry>) -> Fact {
    Fact {
        tier: 0,
        label,
        shown: Shown::Known(entries),
    }
}

fn one(label: String, text: String) -> Fact {
    row(label, vec![Entry::plain(text)])
}

/// The servant's and the master's MP, where the view carries them (the owner and its ally,
/// G-35.1).
pub fn shared(info: &FactionInfo) -> Vec<Fact> {
    let mut out = Vec::new();
    if let (Some(mp), Some(max)) = (info.servant.mp, info.servant.max_mp) {
        out.push(one(tr!("intel-mp"), tr!("intel-of", now = mp, max = max)));
    }
    if let Some(mp) = info.master_mp {
        out.push(one(tr!("intel-master-mp"), mp.to_string()));
    }
    out
}

/// The sheet of the viewer's own faction: `info` is its entry in the viewer's view, `me`
/// the view's own faction (which tells whether the bond-locked skill is unlocked, G-15.2).
pub fn sheet(w: &Words, c: &GrailContent, info: &FactionInfo, me: Option<&Faction>) -> Sheet {
    let sv = &info.servant;
    let mut servant = intel::public_facts(w, sv);
    if let (Some(mp), Some(max)) = (sv.mp, sv.max_mp) {
        servant.insert(
            3,
            one(tr!("intel-mp"), tr!("intel-of", now = mp, max = max)),
        );
    }
    if let Some(name) = &sv.true_name {
        servant.insert(0, one(tr!("intel-true-name"), intel::true_name(c, name)));
    }
    if let Some(d) = &sv.deck {
        servant.push(one(tr!("intel-deck"), intel::deck(d)));
    }
    if let Some(ks) = &sv.skills {
        servant.push(row(
            tr!("intel-skills"),
            ks.iter().map(intel::skill).collect(),
        ));
    }
    if let Some(np) = &sv.np {
        servant.push(row(tr!("intel-np"), vec![intel::phantasm(w, np)]));
    }
    if let Some(e) = sv.era {
        servant.push(one(tr!("intel-era"), intel::era(e)));
    }
    if let Some(t) = sv.weakness.as_ref().filter(|t| !t.is_empty()) {
        servant.push(one(tr!("intel-weakness"), t.clone()));
    }

    let mut master = vec![one(tr!("intel-master"), w.master(info.id))];
    if let Some(mp) = info.master_mp {
        let max = me
            .and_then(|m| c.masters.get(usize::from(m.master.def)))
            .map(|d| d.max_mp);
        master.push(one(
            tr!("intel-master-mp"),
            match max {
                Some(max) => tr!("intel-of", now = mp, max = max),
                None => mp.to_string(),
            },
        ));
    }
    master.push(one(
        tr!("intel-command-spells"),
        info.command_spells.to_string(),
    ));
    if let Some(b) = info.investigation_bonus {
        master.push(one(tr!("intel-investigation"), intel::signed(b)));
    }
    let unlocked = me.is_some_and(|m| m.master.fourth_skill_unlocked);
    if let Some(ks) = &info.master_skills {
        let list = ks
            .iter()
            .map(|k| {
                let mut e = intel::skill(k);
                // G-15.2: the bond-locked skill is usable only once the bond reaches 3.
                if k.bond_locked {
                    e.about.insert(
                        0,
                        if unlocked {
                            tr!("intel-skill-unlocked")
                        } else {
                            tr!("intel-skill-locked", bond = info.bond, top = BOND_TOP)
                        },
                    );
                }
                e
            })
            .collect();
        master.push(row(tr!("intel-master-skills"), list));
    }
    // G-8.6: the faction's own declaration, once made this turn.
    master.push(one(
        tr!("intel-declared"),
        match &info.declared {
            Some(d) => w.declaration(info.id, d),
            None => tr!("intel-not-declared"),
        },
    ));
    Sheet {
        bond: info.bond,
        servant,
        master,
    }
}

pub fn draw(ui: &mut egui::Ui, sh: &Sheet) {
    theme::label(
        ui,
        RichText::new(tr!("intel-sheet-about"))
            .color(c32(DIM))
            .small(),
    );
    for f in &sh.servant {
        intel::fact(ui, f);
    }
    ui.separator();
    ui.horizontal(|ui| {
        theme::label(
            ui,
            RichText::new(tr!("intel-bond", bond = sh.bond, top = BOND_TOP)).color(c32(PARCHMENT)),
        );
        intel::track(ui, sh.bond, BOND_TOP, c32(GOLD));
    });
    for f in &sh.master {
        intel::fact(ui, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};
    use crate::rules::core::{Core, GrailCore};
    use crate::rules::grail::{GameConfig, GameState};

    fn game() -> (GrailContent, GameState) {
        let c = GrailContent::builtin().expect("content");
        let (s, _) = GrailCore::new_game(&c, &GameConfig::default_lineup(7, 7)).expect("setup");
        (c, s)
    }

    fn sheet_of(c: &GrailContent, s: &GameState, f: u8) -> Sheet {
        let view = s.view_for(c, f);
        let w = Words::new(c, s, Some(f));
        with_lang(Lang::En, || {
            sheet(&w, c, &view.factions[usize::from(f)], view.me.as_ref())
        })
    }

    fn texts(facts: &[Fact]) -> Vec<String> {
        facts
            .iter()
            .flat_map(|f| match &f.shown {
                Shown::Known(l) | Shown::Seen(l) => l.clone(),
                Shown::Unknown => Vec::new(),
            })
            .flat_map(|e| std::iter::once(e.text).chain(e.about))
            .collect()
    }

    /// The own sheet holds the whole servant (true name, deck, every skill, the NP) and
    /// the master's MP out of its maximum.
    #[test]
    fn the_sheet_holds_the_whole_servant() {
        let (c, s) = game();
        let def = crate::rules::grail::query::sdef(&c, &s, 0)
            .expect("own servant")
            .clone();
        let sh = sheet_of(&c, &s, 0);
        let all = texts(&sh.servant);
        assert_eq!(all[0], def.true_name);
        for k in &def.skills {
            assert!(all.iter().any(|t| t.starts_with(&k.name)), "{}", k.name);
        }
        assert!(all.iter().any(|t| t.starts_with(&def.np.name)));
        assert!(all.contains(&with_lang(Lang::En, || intel::deck(&def.deck))));
        let m = crate::rules::grail::query::mdef(&c, &s, 0).expect("own master");
        let mp = with_lang(Lang::En, || {
            tr!("intel-of", now = s.factions[0].master.mp, max = m.max_mp)
        });
        assert!(texts(&sh.master).contains(&mp));
    }

    /// G-15.2: the bond-locked master skill reads locked until the bond unlocks it.
    #[test]
    fn the_bond_locked_skill_reads_locked_until_unlocked() {
        let (c, mut s) = game();
        let m = crate::rules::grail::query::mdef(&c, &s, 0)
            .expect("own master")
            .clone();
        assert!(m.skills.iter().any(|k| k.bond_locked), "a fourth skill");
        let locked = with_lang(Lang::En, || {
            tr!("intel-skill-locked", bond = 0, top = BOND_TOP)
        });
        let unlocked = with_lang(Lang::En, || tr!("intel-skill-unlocked"));
        let before = texts(&sheet_of(&c, &s, 0).master);
        assert!(before.contains(&locked) && !before.contains(&unlocked));
        s.factions[0].bond = 3;
        s.factions[0].master.fourth_skill_unlocked = true;
        let sh = sheet_of(&c, &s, 0);
        assert_eq!(sh.bond, 3);
        let after = texts(&sh.master);
        assert!(after.contains(&unlocked) && !after.iter().any(|t| t.starts_with("Locked")));
    }

    /// G-8.6: the declaration reads "not declared" until the faction has made one.
    #[test]
    fn the_declaration_shows_once_made() {
        let (c, mut s) = game();
        let none = with_lang(Lang::En, || tr!("intel-not-declared"));
        assert!(texts(&sheet_of(&c, &s, 0).master).contains(&none));
        s.factions[0].turn.declared = Some(crate::rules::grail::state::Declaration {
            move_path: Vec::new(),
            action: Some(crate::rules::grail::state::TurnAction::Rest),
        });
        assert!(!texts(&sheet_of(&c, &s, 0).master).contains(&none));
    }

    /// G-35.1: an ally's MP and its master's MP are shared; a rival's are not.
    #[test]
    fn only_an_insider_shares_its_mp() {
        let (c, s) = game();
        let view = s.view_for(&c, 0);
        assert_eq!(shared(&view.factions[1]), Vec::new());
        assert_eq!(shared(&view.factions[0]).len(), 2);
    }
}
