//! Skirmish setup: the sides of one Grail War combat fought to its end (2 to 4: who plays
//! each, its servant and master, how far it stands from the fight, whether it waits to
//! intervene), who ambushed, and the seed. What the core would refuse is said before Start.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::grail::GrailData;
use crate::app::grail::picks::{MAX_RANGE, SIDES, Side, SkirmishPicks, Who};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::replays::names::ai_label;
use crate::app::screens::Screen;
use crate::app::theme::{DANGER, DIM, GOLD, c32, sky};
use crate::content::grail::{Class, GrailContent};
use crate::locale::Named;
use crate::tr;

use super::page::page_with_footer;

/// The seed as typed: kept apart from the picks, so that a number being typed (or a wrong
/// one) does not lose the player's text.
#[derive(Resource, Default)]
struct SeedEntry {
    /// A number of the player's rather than a fresh seed each game.
    fixed: bool,
    text: String,
}

/// The last picks checked and the core's answer: the check sets up a whole game, so it runs
/// when the picks change, not every frame.
#[derive(Default)]
struct Checked(Option<(SkirmishPicks, Result<(), String>)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SeedEntry>()
        .add_systems(OnEnter(Screen::SkirmishSetup), seed_from_picks)
        .add_systems(
            EguiPrimaryContextPass,
            skirmish_setup
                .in_set(AppSystems::Draw)
                .run_if(in_state(Screen::SkirmishSetup)),
        );
}

/// The seed entry shows the picks' seed (a rematch keeps it).
fn seed_from_picks(picks: Res<SkirmishPicks>, mut entry: ResMut<SeedEntry>) {
    entry.fixed = picks.seed.is_some();
    if let Some(seed) = picks.seed {
        entry.text = seed.to_string();
    }
}

#[allow(clippy::too_many_arguments)]
fn skirmish_setup(
    mut contexts: EguiContexts,
    mut picks: ResMut<SkirmishPicks>,
    mut entry: ResMut<SeedEntry>,
    content: Res<GrailData>,
    mut checked: Local<Checked>,
    mut next: ResMut<NextState<Screen>>,
    keys: Keys,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    sky(ctx, time.elapsed_secs());
    // Esc closes an open list or leaves a text field first; only then does it leave.
    let esc_leaves = !ctx.any_popup_open() && !ctx.text_edit_focused();
    let c = &content.0;
    let seed = seed_choice(&entry);
    if let Ok(s) = &seed {
        picks.seed = *s;
    }
    let fresh = checked.0.as_ref().is_some_and(|(p, _)| *p == *picks);
    if !fresh {
        checked.0 = Some((picks.clone(), picks.check(c)));
    }
    let check = checked.0.as_ref().map_or(&Ok(()), |(_, r)| r);
    let why = problem(seed.as_ref().err(), check);
    let (mut start, mut back) = (false, false);
    page_with_footer(
        ctx,
        "skirmish_setup",
        &tr!("skirmish-title"),
        egui::vec2(1060.0, 540.0),
        |ui| {
            if let Some(why) = &why {
                ui.label(RichText::new(why).color(c32(DANGER)));
            }
            ui.horizontal(|ui| {
                let b = egui::Button::new(
                    RichText::new(tr!("skirmish-start"))
                        .size(20.0)
                        .color(c32(GOLD)),
                );
                start = ui.add_enabled(why.is_none(), b).clicked();
                back = ui.button(tr!("menu-back")).clicked();
            });
        },
        |ui| {
            ui.label(RichText::new(tr!("skirmish-about")).color(c32(DIM)));
            ui.add_space(4.0);
            sides(ui, c, &mut picks);
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let more = picks.sides.len() < *SIDES.end();
                if ui
                    .add_enabled(more, egui::Button::new(tr!("skirmish-add-side")))
                    .clicked()
                {
                    add_side(&mut picks);
                }
                ui.label(
                    RichText::new(tr!(
                        "skirmish-side-count",
                        min = *SIDES.start(),
                        max = *SIDES.end()
                    ))
                    .color(c32(DIM)),
                );
            });
            ui.separator();
            ambusher_row(ui, &mut picks);
            seed_row(ui, &mut entry);
        },
    );
    if start {
        next.set(Screen::Skirmish);
    } else if back || (esc_leaves && keys.just_pressed(&GameKey::Cancel)) {
        next.set(Screen::Title);
    }
    Ok(())
}

/// One column per side.
fn sides(ui: &mut egui::Ui, c: &GrailContent, picks: &mut SkirmishPicks) {
    let n = picks.sides.len();
    let mut remove = None;
    ui.columns(n, |cols| {
        for (i, ui) in cols.iter_mut().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                if side_column(ui, c, picks, i) {
                    remove = Some(i);
                }
            });
        }
    });
    if let Some(i) = remove {
        remove_side(picks, i);
    }
}

/// Side `i`'s column; tells whether its Remove was pressed.
fn side_column(ui: &mut egui::Ui, c: &GrailContent, picks: &mut SkirmishPicks, i: usize) -> bool {
    let n = picks.sides.len();
    let w = ui.available_width();
    let mut remove = false;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(side_name(&picks.sides, i))
                .size(19.0)
                .strong()
                .color(c32(GOLD)),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let fewer = n > *SIDES.start();
            remove = ui
                .add_enabled(
                    fewer,
                    egui::Button::new(tr!("skirmish-remove-side")).small(),
                )
                .clicked();
        });
    });
    who_box(ui, w, picks, i);
    servant_box(ui, w, c, picks, i);
    master_box(ui, w, c, picks, i);
    let side = &mut picks.sides[i];
    ui.horizontal(|ui| {
        ui.label(tr!("skirmish-range"));
        for r in 0..=MAX_RANGE {
            ui.selectable_value(&mut side.range, r, r.to_string());
        }
    })
    .response
    .on_hover_text(tr!("skirmish-range-tip"));
    // G-17.3, G-17.4: a side that waits does not fight at first; when the combat starts it
    // is asked whether it joins.
    ui.checkbox(&mut side.waiting, tr!("skirmish-waiting"))
        .on_hover_text(tr!("skirmish-waiting-tip"));
    remove
}

fn who_box(ui: &mut egui::Ui, w: f32, picks: &mut SkirmishPicks, i: usize) {
    let shown = who_name(&picks.sides, i, picks.sides[i].who);
    let mut who = picks.sides[i].who;
    egui::ComboBox::from_id_salt(("skirmish-who", i))
        .selected_text(shown)
        .width(w)
        .truncate()
        .show_ui(ui, |ui| {
            for option in WHO {
                ui.selectable_value(&mut who, option, who_name(&picks.sides, i, option));
            }
        });
    picks.sides[i].who = who;
}

fn servant_box(ui: &mut egui::Ui, w: f32, c: &GrailContent, picks: &mut SkirmishPicks, i: usize) {
    let shown = picks.sides[i]
        .servant
        .as_deref()
        .and_then(|id| c.servant_idx(id))
        .map_or_else(
            || tr!("skirmish-servant-random"),
            |k| servant_label(c, usize::from(k)),
        );
    let mut pick = picks.sides[i].servant.clone();
    let choices = servant_choices(c, &picks.sides, i);
    egui::ComboBox::from_id_salt(("skirmish-servant", i))
        .selected_text(shown.clone())
        .width(w)
        .height(LIST_HEIGHT)
        .truncate()
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut pick, None, tr!("skirmish-servant-random"));
            for (k, free) in choices {
                let def = &c.servants[k];
                ui.add_enabled_ui(free, |ui| {
                    ui.selectable_value(&mut pick, Some(def.id.clone()), servant_label(c, k))
                        .on_disabled_hover_text(tr!(
                            "skirmish-class-taken",
                            class = class_name(def.class)
                        ));
                });
            }
        })
        .response
        .on_hover_text(shown);
    picks.sides[i].servant = pick;
}

fn master_box(ui: &mut egui::Ui, w: f32, c: &GrailContent, picks: &mut SkirmishPicks, i: usize) {
    let shown = picks.sides[i]
        .master
        .as_deref()
        .and_then(|id| c.master_idx(id))
        .map_or_else(
            || tr!("skirmish-master-random"),
            |k| c.masters[usize::from(k)].shown_name().to_string(),
        );
    let mut pick = picks.sides[i].master.clone();
    egui::ComboBox::from_id_salt(("skirmish-master", i))
        .selected_text(shown.clone())
        .width(w)
        .height(LIST_HEIGHT)
        .truncate()
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut pick, None, tr!("skirmish-master-random"));
            for m in &c.masters {
                ui.add_enabled_ui(!master_taken(&picks.sides, i, &m.id), |ui| {
                    ui.selectable_value(&mut pick, Some(m.id.clone()), m.shown_name())
                        .on_disabled_hover_text(tr!("skirmish-master-taken"));
                });
            }
        })
        .response
        .on_hover_text(shown);
    picks.sides[i].master = pick;
}

/// G-12.4: the side that ambushed acts first in round 1.
fn ambusher_row(ui: &mut egui::Ui, picks: &mut SkirmishPicks) {
    let names: Vec<String> = (0..picks.sides.len())
        .map(|i| side_name(&picks.sides, i))
        .collect();
    ui.horizontal(|ui| {
        ui.label(tr!("skirmish-ambusher"));
        ui.selectable_value(&mut picks.ambusher, None, tr!("skirmish-ambusher-nobody"));
        for (i, name) in names.into_iter().enumerate() {
            ui.selectable_value(&mut picks.ambusher, Some(i), name);
        }
    });
    ui.label(
        RichText::new(tr!("skirmish-ambusher-note"))
            .color(c32(DIM))
            .size(12.0),
    );
}

fn seed_row(ui: &mut egui::Ui, entry: &mut SeedEntry) {
    ui.horizontal(|ui| {
        ui.label(tr!("skirmish-seed"));
        ui.selectable_value(&mut entry.fixed, false, tr!("skirmish-seed-random"));
        let chosen = ui
            .selectable_value(&mut entry.fixed, true, tr!("skirmish-seed-fixed"))
            .clicked();
        let field = egui::TextEdit::singleline(&mut entry.text)
            .desired_width(200.0)
            .char_limit(20);
        let field = ui.add_enabled(entry.fixed, field);
        // Choosing a number of one's own is followed by typing it.
        if chosen {
            field.request_focus();
        }
        if field.changed() {
            entry.text.retain(|ch| ch.is_ascii_digit());
        }
    });
}

/// The servant and master lists show this many points before they scroll: most of the
/// content at once, and still on screen at the largest UI scale.
const LIST_HEIGHT: f32 = 320.0;

/// Who may play a side, in the order the list shows them.
const WHO: [Who; 4] = [
    Who::Human,
    Who::Ai(Difficulty::Easy),
    Who::Ai(Difficulty::Normal),
    Who::Ai(Difficulty::Hard),
];

/// What side `i` is called when `who` plays it: a person is "You", or "Player N" (N its
/// place among the sides) once another side is a person too, as the replay names them; an
/// AI by its strength.
fn who_name(sides: &[Side], i: usize, who: Who) -> String {
    match who {
        Who::Human => {
            let others = sides
                .iter()
                .enumerate()
                .any(|(j, s)| j != i && s.who == Who::Human);
            if others {
                tr!("common-player", n = i + 1)
            } else {
                tr!("common-you")
            }
        }
        Who::Ai(d) => ai_label(d),
    }
}

/// The name of side `i` on this screen: [`who_name`], with AIs of the same strength
/// numbered ("AI (Normal) 2") so that the ambusher's choices tell them apart.
fn side_name(sides: &[Side], i: usize) -> String {
    let who = sides[i].who;
    let name = who_name(sides, i, who);
    if who == Who::Human || sides.iter().filter(|s| s.who == who).count() < 2 {
        return name;
    }
    let n = sides[..=i].iter().filter(|s| s.who == who).count();
    tr!("common-ai-numbered", name = name, n = n)
}

/// A class in the player's language.
fn class_name(k: Class) -> String {
    match k {
        Class::Saber => tr!("skirmish-class-saber"),
        Class::Archer => tr!("skirmish-class-archer"),
        Class::Lancer => tr!("skirmish-class-lancer"),
        Class::Rider => tr!("skirmish-class-rider"),
        Class::Caster => tr!("skirmish-class-caster"),
        Class::Assassin => tr!("skirmish-class-assassin"),
        Class::Berserker => tr!("skirmish-class-berserker"),
    }
}

/// A servant as the list shows it: its class and its name ("Saber · Roland, …").
fn servant_label(c: &GrailContent, k: usize) -> String {
    let def = &c.servants[k];
    tr!(
        "skirmish-servant-item",
        class = class_name(def.class),
        name = def.shown_name()
    )
}

/// The content's servants for side `i` in class order, each with whether it may be picked:
/// G-2.2, every faction has a different class, so a class another side picked is taken.
fn servant_choices(c: &GrailContent, sides: &[Side], i: usize) -> Vec<(usize, bool)> {
    let class_of = |id: &str| c.servant_idx(id).map(|k| c.servants[usize::from(k)].class);
    let taken: Vec<Class> = sides
        .iter()
        .enumerate()
        .filter(|(j, _)| *j != i)
        .filter_map(|(_, s)| s.servant.as_deref().and_then(class_of))
        .collect();
    let mut out: Vec<(usize, bool)> = c
        .servants
        .iter()
        .enumerate()
        .map(|(k, d)| (k, !taken.contains(&d.class)))
        .collect();
    let rank = |k: usize| Class::ALL.iter().position(|x| *x == c.servants[k].class);
    out.sort_by_key(|(k, _)| rank(*k));
    out
}

/// Whether another side than `i` picked the master `id`: G-2.1, a faction is one servant
/// and its own master (the draw never gives one master twice either).
fn master_taken(sides: &[Side], i: usize, id: &str) -> bool {
    sides
        .iter()
        .enumerate()
        .any(|(j, s)| j != i && s.master.as_deref() == Some(id))
}

/// A new side, played by the AI at Normal, drawn at random, at the fight.
fn add_side(picks: &mut SkirmishPicks) {
    if picks.sides.len() < *SIDES.end() {
        picks.sides.push(Side {
            who: Who::Ai(Difficulty::Normal),
            servant: None,
            master: None,
            range: 0,
            waiting: false,
        });
    }
}

/// Removes side `i` while more than the fewest remain; the ambusher keeps pointing at the
/// same side, or at nobody once its side is gone.
fn remove_side(picks: &mut SkirmishPicks, i: usize) {
    if picks.sides.len() <= *SIDES.start() || i >= picks.sides.len() {
        return;
    }
    picks.sides.remove(i);
    picks.ambusher = match picks.ambusher {
        Some(a) if a == i => None,
        Some(a) if a > i => Some(a - 1),
        other => other,
    };
}

/// The seed the entry asks for: `None` for a fresh one each game; a wrong number says why.
fn seed_choice(entry: &SeedEntry) -> Result<Option<u64>, String> {
    if !entry.fixed {
        return Ok(None);
    }
    entry
        .text
        .trim()
        .parse::<u64>()
        .map(Some)
        .map_err(|_| tr!("skirmish-seed-bad", max = u64::MAX.to_string()))
}

/// What keeps the skirmish from starting, if anything: the seed first, then the core's own
/// setup error.
fn problem(seed: Option<&String>, check: &Result<(), String>) -> Option<String> {
    match (seed, check) {
        (Some(why), _) => Some(why.clone()),
        (None, Err(why)) => Some(tr!("skirmish-cannot-start", why = why.as_str())),
        (None, Ok(())) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};

    fn side(who: Who) -> Side {
        Side {
            who,
            servant: None,
            master: None,
            range: 0,
            waiting: false,
        }
    }

    fn content() -> GrailContent {
        GrailContent::builtin().expect("the built-in content loads")
    }

    #[test]
    fn one_person_is_you_and_several_are_numbered_by_their_side() {
        with_lang(Lang::En, || {
            let sides = [side(Who::Human), side(Who::Ai(Difficulty::Normal))];
            assert_eq!(side_name(&sides, 0), "You");
            assert_eq!(side_name(&sides, 1), "AI (Normal)");
            // Side 1 played by a person too: both are players, named by their place.
            assert_eq!(who_name(&sides, 1, Who::Human), "Player 2");
            let people = [
                side(Who::Ai(Difficulty::Easy)),
                side(Who::Human),
                side(Who::Human),
            ];
            assert_eq!(side_name(&people, 1), "Player 2");
            assert_eq!(side_name(&people, 2), "Player 3");
        });
    }

    #[test]
    fn ais_of_one_strength_are_numbered_and_others_are_not() {
        with_lang(Lang::En, || {
            let sides = [
                side(Who::Ai(Difficulty::Hard)),
                side(Who::Human),
                side(Who::Ai(Difficulty::Hard)),
                side(Who::Ai(Difficulty::Easy)),
            ];
            assert_eq!(side_name(&sides, 0), "AI (Hard) 1");
            assert_eq!(side_name(&sides, 2), "AI (Hard) 2");
            assert_eq!(side_name(&sides, 3), "AI (Easy)");
            assert_eq!(side_name(&sides, 1), "You");
        });
        with_lang(Lang::Ja, || {
            let sides = [side(Who::Human), side(Who::Ai(Difficulty::Normal))];
            assert_ne!(side_name(&sides, 0), "You");
        });
    }

    /// G-2.2: a class another side picked is greyed out; the side's own pick is not.
    #[test]
    fn a_class_picked_by_another_side_is_taken() {
        let c = content();
        let mut sides = vec![side(Who::Human), side(Who::Ai(Difficulty::Normal))];
        sides[0].servant = Some("saber_roland".into());
        let free = |i: usize, id: &str, sides: &[Side]| {
            let k = usize::from(c.servant_idx(id).expect("a servant of the content"));
            servant_choices(&c, sides, i)
                .into_iter()
                .find(|(x, _)| *x == k)
                .map(|(_, f)| f)
        };
        assert_eq!(free(1, "saber_elcid", &sides), Some(false));
        assert_eq!(free(1, "saber_roland", &sides), Some(false));
        assert_eq!(free(1, "archer_tell", &sides), Some(true));
        // The side itself may change to the other Saber.
        assert_eq!(free(0, "saber_elcid", &sides), Some(true));
        // A random servant claims no class on this screen.
        sides[0].servant = None;
        assert_eq!(free(1, "saber_elcid", &sides), Some(true));
    }

    #[test]
    fn the_servant_list_holds_every_servant_in_class_order() {
        let c = content();
        let sides = [side(Who::Human), side(Who::Human)];
        let list = servant_choices(&c, &sides, 0);
        assert_eq!(list.len(), c.servants.len());
        let ranks: Vec<usize> = list
            .iter()
            .map(|(k, _)| {
                Class::ALL
                    .iter()
                    .position(|x| *x == c.servants[*k].class)
                    .expect("a class")
            })
            .collect();
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");
        assert!(list.iter().all(|(_, free)| *free));
    }

    /// G-2.1: a master serves one faction.
    #[test]
    fn a_master_picked_by_another_side_is_taken() {
        let mut sides = vec![side(Who::Human), side(Who::Human), side(Who::Human)];
        sides[2].master = Some("master_lan".into());
        assert!(master_taken(&sides, 0, "master_lan"));
        assert!(!master_taken(&sides, 2, "master_lan"));
        assert!(!master_taken(&sides, 0, "master_aino"));
    }

    #[test]
    fn sides_are_added_up_to_four_and_removed_down_to_two() {
        let mut p = SkirmishPicks::default();
        assert_eq!(p.sides.len(), 2);
        remove_side(&mut p, 0);
        assert_eq!(p.sides.len(), 2, "two sides at least");
        for _ in 0..5 {
            add_side(&mut p);
        }
        assert_eq!(p.sides.len(), 4, "four sides at most");
        assert_eq!(p.sides[3].who, Who::Ai(Difficulty::Normal));
        remove_side(&mut p, 7);
        assert_eq!(p.sides.len(), 4, "no such side");
    }

    /// G-12.4: the ambusher stays the same side when another goes, and nobody once its own
    /// side goes.
    #[test]
    fn the_ambusher_follows_its_side() {
        let mut p = SkirmishPicks::default();
        add_side(&mut p);
        add_side(&mut p);
        p.sides[2].servant = Some("lancer_zhaoyun".into());
        p.ambusher = Some(2);
        remove_side(&mut p, 0);
        assert_eq!(p.ambusher, Some(1));
        assert_eq!(p.sides[1].servant.as_deref(), Some("lancer_zhaoyun"));
        remove_side(&mut p, 2);
        assert_eq!(p.ambusher, Some(1));
        remove_side(&mut p, 1);
        assert_eq!(p.ambusher, Some(1), "two sides stay");
        add_side(&mut p);
        remove_side(&mut p, 1);
        assert_eq!(p.ambusher, None);
    }

    #[test]
    fn the_seed_is_fresh_or_a_whole_number() {
        with_lang(Lang::En, || {
            let entry = |fixed, text: &str| SeedEntry {
                fixed,
                text: text.into(),
            };
            assert_eq!(seed_choice(&entry(false, "12x")), Ok(None));
            assert_eq!(seed_choice(&entry(true, "42")), Ok(Some(42)));
            assert_eq!(
                seed_choice(&entry(true, "18446744073709551615")),
                Ok(Some(u64::MAX))
            );
            for bad in ["", "18446744073709551616", "-1"] {
                let why = seed_choice(&entry(true, bad)).expect_err(bad);
                assert!(why.contains("18446744073709551615"), "{why}");
            }
        });
    }

    #[test]
    fn the_seed_comes_before_the_cores_error() {
        with_lang(Lang::En, || {
            let seed = "bad seed".to_string();
            let core: Result<(), String> = Err("seat 1: class Saber is taken".into());
            assert_eq!(problem(Some(&seed), &core), Some(seed.clone()));
            let said = problem(None, &core).expect("the core's error is said");
            assert!(said.contains("seat 1: class Saber is taken"), "{said}");
            assert_eq!(problem(None, &Ok(())), None);
        });
    }

    /// The default picks start, and G-2.2 holds through the screen: a class picked twice
    /// is refused by the core, which the screen then says.
    #[test]
    fn the_default_picks_pass_the_cores_check() {
        let c = content();
        let mut p = SkirmishPicks::default();
        assert_eq!(p.check(&c), Ok(()));
        p.sides[0].servant = Some("saber_roland".into());
        p.sides[1].servant = Some("saber_elcid".into());
        assert!(p.check(&c).is_err());
    }
}
