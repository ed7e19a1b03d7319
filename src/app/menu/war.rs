//! The Grail War's setup: its factions (2 to 7, a row each: who plays it, its servant and
//! its master, one class and one master per faction), the day limit and the seed. What the
//! core would refuse is said before Start.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Difficulty;
use crate::app::grail::GrailData;
use crate::app::grail::picks::Who;
use crate::app::grail::war_picks::{DAY_LIMITS, FACTIONS, WarPicks, WarSide};
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
    start_footer, who_box,
};
use crate::app::input::esc_leaves;

/// The seed as typed on this screen.
#[derive(Resource, Default)]
struct WarSeed(SeedEntry);

const WORDS: Words = Words {
    salt: "war",
    class_taken: "war-setup-class-taken",
    master_taken: "war-setup-master-taken",
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WarSeed>()
        .add_systems(OnEnter(Screen::WarSetup), seed_from_picks)
        .add_systems(
            EguiPrimaryContextPass,
            war_setup
                .in_set(AppSystems::Draw)
                .run_if(in_state(Screen::WarSetup)),
        );
}

/// The seed entry shows the picks' seed (a rematch keeps it).
fn seed_from_picks(picks: Res<WarPicks>, mut entry: ResMut<WarSeed>) {
    entry.0.show(picks.seed);
}

#[allow(clippy::too_many_arguments)]
fn war_setup(
    mut contexts: EguiContexts,
    mut picks: ResMut<WarPicks>,
    mut entry: ResMut<WarSeed>,
    content: Res<GrailData>,
    mut checked: Local<Checked<WarPicks>>,
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
        "war_setup",
        &tr!("war-setup-title"),
        egui::vec2(1060.0, 600.0),
        |ui| (start, back) = start_footer(ui, why.as_ref(), "war-setup-start"),
        |ui| {
            theme::label(ui, RichText::new(tr!("war-setup-about")).color(c32(DIM)));
            ui.add_space(4.0);
            factions(ui, c, &mut picks);
            ui.add_space(4.0);
            let more = picks.sides.len() < *FACTIONS.end();
            let count = tr!(
                "war-setup-faction-count",
                min = *FACTIONS.start(),
                max = *FACTIONS.end()
            );
            if add_row(ui, more, "war-setup-add-faction", count) {
                add_faction(&mut picks);
            }
            let n = people(&picks);
            if n > 1 {
                theme::label(
                    ui,
                    RichText::new(tr!("war-setup-hot-seat", n = n)).color(c32(GOLD)),
                );
            }
            ui.separator();
            day_row(ui, &mut picks);
            clock_row(ui, &mut picks.clock, n);
            seed_row(ui, &mut entry.0);
        },
    );
    if start {
        next.set(Screen::War);
    } else if back || (esc_leaves && keys.just_pressed(&GameKey::Cancel)) {
        next.set(Screen::Title);
    }
    Ok(())
}

/// The factions as the rows of a table: seven columns of lists would not fit the screen.
fn factions(ui: &mut egui::Ui, c: &GrailContent, picks: &mut WarPicks) {
    let gap = ui.spacing().item_spacing.x;
    // The seat's number and Remove take what they need; the three lists share the rest,
    // the servant's widest for its class and name.
    let rest = (ui.available_width() - NUMBER_W - REMOVE_W - 5.0 * gap).max(240.0);
    let (who_w, servant_w, master_w) = (rest * 0.22, rest * 0.43, rest * 0.35);
    let fewer = picks.sides.len() > *FACTIONS.start();
    let mut remove = None;
    egui::Grid::new("war_factions")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            theme::label(ui, "");
            for id in [
                "war-setup-col-who",
                "war-setup-col-servant",
                "war-setup-col-master",
            ] {
                theme::label(ui, RichText::new(tr!(id)).color(c32(DIM)));
            }
            ui.end_row();
            for i in 0..picks.sides.len() {
                ui.add_sized(
                    [NUMBER_W, ui.spacing().interact_size.y],
                    egui::Label::new(
                        RichText::new((i + 1).to_string())
                            .size(17.0)
                            .strong()
                            .color(c32(GOLD)),
                    ),
                );
                who_box(ui, who_w, &WORDS, &mut picks.sides, i);
                servant_box(ui, servant_w, &WORDS, c, &mut picks.sides, i);
                master_box(ui, master_w, &WORDS, c, &mut picks.sides, i);
                if ui
                    .add_enabled(
                        fewer,
                        egui::Button::new(tr!("war-setup-remove-faction")).small(),
                    )
                    .clicked()
                {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        remove_faction(picks, i);
    }
}

/// The room the seat's number and Remove take in a faction's row, in points.
const NUMBER_W: f32 = 24.0;
const REMOVE_W: f32 = 90.0;

/// G-2.6, G-36.2: how many days the war lasts at most, and what happens when they run out.
fn day_row(ui: &mut egui::Ui, picks: &mut WarPicks) {
    ui.horizontal(|ui| {
        theme::label(ui, tr!("war-setup-days"));
        ui.add(egui::Slider::new(&mut picks.day_limit, DAY_LIMITS));
    });
    theme::label(
        ui,
        RichText::new(tr!("war-setup-days-note", days = picks.day_limit))
            .color(c32(DIM))
            .size(12.0),
    );
}

/// How many factions a person plays: with two or more, the war is played hot seat.
fn people(picks: &WarPicks) -> usize {
    picks.sides.iter().filter(|s| s.who == Who::Human).count()
}

/// A new faction, played by the AI at Normal, its servant and master drawn.
fn add_faction(picks: &mut WarPicks) {
    if picks.sides.len() < *FACTIONS.end() {
        picks.sides.push(WarSide {
            who: Who::Ai(Difficulty::Normal),
            servant: None,
            master: None,
        });
    }
}

/// Removes faction `i` while more than the fewest remain.
fn remove_faction(picks: &mut WarPicks, i: usize) {
    if picks.sides.len() > *FACTIONS.start() && i < picks.sides.len() {
        picks.sides.remove(i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::menu::sides::{master_taken, servant_choices};

    fn content() -> GrailContent {
        GrailContent::builtin().expect("the built-in content loads")
    }

    /// G-2.2: seven factions at most, one per class; two at least.
    #[test]
    fn factions_are_added_up_to_seven_and_removed_down_to_two() {
        let mut p = WarPicks::default();
        assert_eq!(p.sides.len(), 7);
        add_faction(&mut p);
        assert_eq!(p.sides.len(), 7, "seven factions at most");
        for _ in 0..9 {
            remove_faction(&mut p, 0);
        }
        assert_eq!(p.sides.len(), 2, "two factions at least");
        add_faction(&mut p);
        assert_eq!(p.sides[2].who, Who::Ai(Difficulty::Normal));
        assert_eq!(p.sides[2].servant, None);
        remove_faction(&mut p, 3);
        assert_eq!(p.sides.len(), 3, "no such faction");
    }

    /// Removing a faction keeps the others' picks, each on its own row.
    #[test]
    fn a_removed_faction_takes_only_its_own_picks() {
        let mut p = WarPicks::default();
        p.sides[1].servant = Some("lancer_zhaoyun".into());
        p.sides[2].master = Some("master_lan".into());
        remove_faction(&mut p, 1);
        assert_eq!(p.sides.len(), 6);
        assert_eq!(p.sides[1].master.as_deref(), Some("master_lan"));
        assert!(p.sides.iter().all(|s| s.servant.is_none()));
    }

    #[test]
    fn two_people_make_a_hot_seat_war() {
        let mut p = WarPicks::default();
        assert_eq!(people(&p), 1);
        p.sides[4].who = Who::Human;
        assert_eq!(people(&p), 2);
        p.sides[0].who = Who::Ai(Difficulty::Hard);
        assert_eq!(people(&p), 1);
    }

    /// G-2.2 over seven factions: once six have picked six classes, the seventh may pick
    /// only a servant of the class left, or Random; and whatever the screen offers, the core
    /// accepts.
    #[test]
    fn the_last_faction_may_pick_only_the_class_left() {
        let c = content();
        let mut p = WarPicks::default();
        let mut first_of = Vec::new();
        for class in crate::content::grail::Class::ALL {
            let k = c.servants.iter().position(|s| s.class == class);
            first_of.push(k.expect("a servant of every class"));
        }
        for (i, k) in first_of.iter().take(6).enumerate() {
            p.sides[i].servant = Some(c.servants[*k].id.clone());
        }
        let last = crate::content::grail::Class::ALL[6];
        for (k, free) in servant_choices(&c, &p.sides, 6) {
            assert_eq!(free, c.servants[k].class == last, "{}", c.servants[k].id);
        }
        p.seed = Some(3);
        assert_eq!(p.check(&c), Ok(()));
        p.sides[6].servant = Some(c.servants[first_of[6]].id.clone());
        assert_eq!(p.check(&c), Ok(()));
    }

    /// G-2.1: a master serves one faction. The core takes a named master as given, so the
    /// screen keeps every picked master to one faction.
    #[test]
    fn a_master_another_faction_picked_is_greyed() {
        let c = content();
        let mut p = WarPicks::default();
        let m = c.masters[0].id.clone();
        p.sides[5].master = Some(m.clone());
        for i in 0..7 {
            assert_eq!(master_taken(&p.sides, i, &m), i != 5, "faction {i}");
        }
        assert!(!master_taken(&p.sides, 0, &c.masters[1].id));
    }

    /// G-2.6: every day limit the slider offers makes a war the core accepts.
    #[test]
    fn every_day_limit_offered_is_accepted() {
        let c = content();
        let mut p = WarPicks {
            seed: Some(1),
            ..WarPicks::default()
        };
        for d in DAY_LIMITS {
            p.day_limit = d;
            assert_eq!(p.check(&c), Ok(()), "day limit {d}");
        }
    }
}
