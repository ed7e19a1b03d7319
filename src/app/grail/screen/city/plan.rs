//! Planning a move on the map: which districts the present step of the core's menu offers
//! (its entries whose label names a district, G-39.1), what each costs as the label says
//! (G-5.5), and why one cannot be taken. The map only points at menu entries: pressing one
//! is pressing it in the bottom menu, and no path or cost is worked out here.

use crate::rules::grail::DistrictIdx;
use crate::rules::grail::Illegal;
use crate::rules::grail::menu::{LabelArg, MenuEntry, MenuItem};

/// The menu's label for staying where one stands (G-5.5): it names no district, so the map
/// puts it on the mover's own.
const STAY: &str = "grail-menu-stay";

/// One district the present step offers.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub district: DistrictIdx,
    /// The entry of the step.
    pub entry: usize,
    /// The move's cost as the label gives it.
    pub cost: Option<i64>,
    /// Why it cannot be taken now.
    pub why: Option<Illegal>,
}

/// The district an entry names: the first its label names, or `here` for staying.
fn district_of(e: &MenuEntry, here: Option<DistrictIdx>) -> Option<DistrictIdx> {
    if e.label.id == STAY {
        return here;
    }
    e.label.args.iter().find_map(|(_, a)| match a {
        LabelArg::District(d) => Some(*d),
        _ => None,
    })
}

/// The districts `entries` (one step of the menu) offer, `here` being where the mover
/// stands. A district that two entries name is left to the bottom menu, where their labels
/// tell them apart: a click on the map could not.
pub fn offers(entries: &[MenuEntry], here: Option<DistrictIdx>) -> Vec<Offer> {
    let named: Vec<(usize, DistrictIdx)> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| district_of(e, here).map(|d| (i, d)))
        .collect();
    named
        .iter()
        .filter(|(_, d)| named.iter().filter(|(_, x)| x == d).count() == 1)
        .map(|&(i, district)| {
            let e = &entries[i];
            let cost = if e.label.id == STAY {
                Some(0)
            } else {
                e.label.args.iter().find_map(|(name, a)| match a {
                    LabelArg::Number(n) if *name == "cost" => Some(*n),
                    _ => None,
                })
            };
            Offer {
                district,
                entry: i,
                cost,
                why: match &e.item {
                    MenuItem::Unusable(why) => Some(why.clone()),
                    _ => None,
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::grail::GrailContent;
    use crate::rules::core::{Core, GrailCore};
    use crate::rules::grail::menu::{self, Label};
    use crate::rules::grail::{self, Action, DecisionKind, GameConfig, GameState, query};

    fn entry(id: &'static str, args: Vec<(&'static str, LabelArg)>, item: MenuItem) -> MenuEntry {
        MenuEntry {
            label: Label { id, args },
            item,
        }
    }

    /// The war played on, everyone passing or keeping still, until a faction declares its
    /// move (G-8): the state, the mover and its menu.
    fn at_a_declaration() -> (GrailContent, GameState, grail::FactionId, menu::Menu) {
        let c = GrailContent::builtin().expect("content");
        let (mut s, _) = GrailCore::new_game(&c, &GameConfig::default_lineup(5, 7)).expect("setup");
        for _ in 0..200 {
            let Some(f) = s.deciding() else { break };
            if matches!(
                s.pending.as_ref().map(|d| &d.kind),
                Some(DecisionKind::Declaration { engaged: false })
            ) {
                let m = menu::menu(&c, &s).expect("a menu");
                return (c, s, f, m);
            }
            let legal = grail::legal_main_actions(&c, &s);
            let a = legal
                .iter()
                .find(|a| matches!(a, Action::Pass))
                .unwrap_or(&legal[0])
                .clone();
            GrailCore::apply(&c, &mut s, f, a, &mut Vec::new()).expect("legal");
        }
        panic!("no declaration came");
    }

    /// The destinations of a declared move (G-8, G-10.1): every district the step offers is
    /// the end of its entry's move path, at the cost the core gives that path (G-5.5); the
    /// mover's own district is the entry that stays; and nothing else of the step is offered.
    #[test]
    fn a_declared_move_offers_each_destination_at_its_cost() {
        let (c, s, f, m) = at_a_declaration();
        let here = s.faction(f).map(|x| x.district);
        // Every kind of declared action ends with where to go; the first one will do.
        let dests = m
            .entries
            .iter()
            .find_map(|e| match &e.item {
                MenuItem::Step(sub) if !offers(sub, here).is_empty() => Some(sub),
                _ => None,
            })
            .expect("an action that leads to destinations");
        let found = offers(dests, here);
        assert!(found.len() > 1, "somewhere to go: {found:?}");
        assert_eq!(
            found.len(),
            dests.len(),
            "every destination has its district"
        );
        for o in &found {
            let MenuItem::Take(Action::Declare { move_path, .. }) = &dests[o.entry].item else {
                panic!("{o:?} is not a declared move");
            };
            match move_path.last() {
                None => {
                    assert_eq!(Some(o.district), here);
                    assert_eq!(o.cost, Some(0));
                }
                Some(&to) => {
                    assert_eq!(o.district, to);
                    let from = here.expect("the mover stands somewhere");
                    let cost = query::walk_cost(&c, &s, f, from, move_path);
                    assert_eq!(o.cost, Some(i64::from(cost)));
                }
            }
            assert_eq!(o.why, None);
        }
        assert!(
            offers(&m.entries, here).is_empty(),
            "the kinds of action name no district"
        );
    }

    #[test]
    fn an_unusable_district_keeps_its_reason_and_a_shared_one_is_left_out() {
        let go = |d: DistrictIdx, item: MenuItem| {
            entry(
                "grail-menu-go-to",
                vec![
                    ("district", LabelArg::District(d)),
                    ("cost", LabelArg::Number(2)),
                ],
                item,
            )
        };
        let entries = vec![
            go(3, MenuItem::Unusable(Illegal::WrongDecision)),
            entry("grail-menu-stay", vec![], MenuItem::Take(Action::Pass)),
            go(5, MenuItem::Take(Action::Pass)),
            entry(
                "grail-menu-np-at-district",
                vec![("district", LabelArg::District(5))],
                MenuItem::Step(vec![]),
            ),
            entry("grail-menu-pass", vec![], MenuItem::Take(Action::Pass)),
        ];
        let found = offers(&entries, Some(7));
        assert_eq!(
            found,
            vec![
                Offer {
                    district: 3,
                    entry: 0,
                    cost: Some(2),
                    why: Some(Illegal::WrongDecision)
                },
                Offer {
                    district: 7,
                    entry: 1,
                    cost: Some(0),
                    why: None
                },
            ]
        );
        assert_eq!(offers(&entries[1..2], None), vec![], "nowhere to stay");
    }
}
