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
use crate::app::screens::Screen;
use crate::app::theme::{self, DIM, GOLD, c32, sky};
use crate::content::grail::GrailContent;
use crate::tr;

use super::page::page_with_footer;
use super::sides::{
    Checked, SeedEntry, Words, add_row, clock_row, master_box, problem, seed_row, servant_box,
    side_name, start_footer, who_box,
};
use crate::app::input::esc_leaves;
use crate::app::theme::Tip;

/// The seed as typed on this screen.
#[derive(Resource, Default)]
struct SkirmishSeed(SeedEntry);

const WORDS: Words = Words {
    salt: "skirmish",
    class_taken: "skirmish-class-taken",
    master_taken: "skirmish-master-taken",
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SkirmishSeed>()
        .add_systems(OnEnter(Screen::SkirmishSetup), seed_from_picks)
        .add_systems(
            EguiPrimaryContextPass,
            skirmish_setup
                .in_set(AppSystems::Draw)
                .run_if(in_state(Screen::SkirmishSetup)),
        );
}

/// The seed entry shows the picks' seed (a rematch keeps it).
fn seed_from_picks(picks: Res<SkirmishPicks>, mut entry: ResMut<SkirmishSeed>) {
    entry.0.show(picks.seed);
}

#[allow(clippy::too_many_arguments)]
fn skirmish_setup(
    mut contexts: EguiContexts,
    mut picks: ResMut<SkirmishPicks>,
    mut entry: ResMut<SkirmishSeed>,
    content: Res<GrailData>,
    mut checked: Local<Checked<SkirmishPicks>>,
    mut next: ResMut<NextState<Screen>>,
    keys: Keys,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    sky(ctx, time.elapsed_secs());
    let esc_leaves = esc_leaves(ctx);
    let c = &content.0;
    let seed = entry.0.choice();
    if let Ok(s) = &seed {
        picks.seed = *s;
    }
    let check = checked.answer(&picks, |p| p.check(c));
    let why = problem(seed.as_ref().err(), check, &picks.sides);
    let (mut start, mut back) = (false, false);
    page_with_footer(
        ctx,
        "skirmish_setup",
        &tr!("skirmish-title"),
        egui::vec2(1060.0, 540.0),
        |ui| (start, back) = start_footer(ui, why.as_ref(), "skirmish-start"),
        |ui| {
            theme::label(ui, RichText::new(tr!("skirmish-about")).color(c32(DIM)));
            ui.add_space(4.0);
            sides(ui, c, &mut picks);
            ui.add_space(4.0);
            let more = picks.sides.len() < *SIDES.end();
            let count = tr!(
                "skirmish-side-count",
                min = *SIDES.start(),
                max = *SIDES.end()
            );
            if add_row(ui, more, "skirmish-add-side", count) {
                add_side(&mut picks);
            }
            ui.separator();
            ambusher_row(ui, &mut picks);
            let people = picks.sides.iter().filter(|s| s.who == Who::Human).count();
            clock_row(ui, &mut picks.clock, people);
            seed_row(ui, &mut entry.0);
        },
    );
    if start {
        next.set(Screen::Skirmish);
    } else if back || (esc_leaves && keys.just_pressed(&GameKey::Cancel)) {
        next.set(Screen::Title);
    }
    Ok(())
}

/// The narrowest a side's column gets before the sides take a second row.
const COLUMN_MIN: f32 = 300.0;

/// One column per side, in rows of as many as fit the window.
fn sides(ui: &mut egui::Ui, c: &GrailContent, picks: &mut SkirmishPicks) {
    let n = picks.sides.len();
    let per_row = ((ui.available_width() / COLUMN_MIN) as usize).clamp(1, n.max(1));
    let mut remove = None;
    for first in (0..n).step_by(per_row) {
        ui.columns(per_row, |cols| {
            for (k, ui) in cols.iter_mut().enumerate() {
                let i = first + k;
                if i >= n {
                    break;
                }
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    if side_column(ui, c, picks, i) {
                        remove = Some(i);
                    }
                });
            }
        });
    }
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
        theme::label(
            ui,
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
    who_box(ui, w, &WORDS, &mut picks.sides, i);
    servant_box(ui, w, &WORDS, c, &mut picks.sides, i);
    master_box(ui, w, &WORDS, c, &mut picks.sides, i);
    let side = &mut picks.sides[i];
    // The tip on the words and each number: a row's own hover lies under them.
    ui.horizontal(|ui| {
        theme::label(ui, tr!("skirmish-range")).tip(tr!("skirmish-range-tip"));
        for r in 0..=MAX_RANGE {
            ui.selectable_value(&mut side.range, r, r.to_string())
                .tip(tr!("skirmish-range-tip"));
        }
    });
    // G-17.3, G-17.4: a side that waits does not fight at first; when the combat starts it
    // is asked whether it joins.
    ui.checkbox(&mut side.waiting, tr!("skirmish-waiting"))
        .tip(tr!("skirmish-waiting-tip"));
    remove
}

/// G-12.4: the side that ambushed acts first in round 1.
fn ambusher_row(ui: &mut egui::Ui, picks: &mut SkirmishPicks) {
    let names: Vec<String> = (0..picks.sides.len())
        .map(|i| side_name(&picks.sides, i))
        .collect();
    ui.horizontal(|ui| {
        theme::label(ui, tr!("skirmish-ambusher"));
        ui.selectable_value(&mut picks.ambusher, None, tr!("skirmish-ambusher-nobody"));
        for (i, name) in names.into_iter().enumerate() {
            ui.selectable_value(&mut picks.ambusher, Some(i), name);
        }
    });
    theme::label(
        ui,
        RichText::new(tr!("skirmish-ambusher-note"))
            .color(c32(DIM))
            .size(12.0),
    );
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

#[cfg(test)]
mod tests {
    use super::super::sides::who_name;
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
