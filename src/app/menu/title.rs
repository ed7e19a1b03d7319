//! The title screen: New duel (against the AI, with a difficulty, or hot seat), the Grail
//! War (not playable yet, and it says so), Replays, Rules, Settings, Quit.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::{BotSpec, Difficulty};
use crate::app::duel::DuelSetup;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session::Seat;
use crate::app::theme::{DIM, GOLD, PARCHMENT, c32};

#[derive(Resource)]
struct TitleChoice {
    difficulty: Difficulty,
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(TitleChoice {
        difficulty: Difficulty::Normal,
    })
    .add_systems(
        EguiPrimaryContextPass,
        title
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::Title)),
    );
}

pub fn ai_seat(d: Difficulty) -> Seat {
    let label = match d {
        Difficulty::Easy => "AI (Easy)",
        Difficulty::Normal => "AI (Normal)",
        Difficulty::Hard => "AI (Hard)",
    };
    Seat::Ai {
        spec: BotSpec::Mcts(d.config()),
        label: label.into(),
    }
}

fn title(
    mut contexts: EguiContexts,
    mut choice: ResMut<TitleChoice>,
    mut setup: ResMut<DuelSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    // At the largest UI scales a 720-pixel window is under 560 points tall: the title and
    // the buttons shrink so that Quit stays on screen.
    let compact = ctx.content_rect().height() < 560.0;
    let (heading, gap, button_h) = if compact {
        (44.0, 10.0, 34.0)
    } else {
        (64.0, 26.0, 42.0)
    };
    egui::Area::new(egui::Id::new("title"))
        .anchor(
            Align2::CENTER_CENTER,
            egui::vec2(0.0, if compact { 0.0 } else { -30.0 }),
        )
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("HorizonNotes").size(heading).color(c32(GOLD)));
                ui.label(
                    RichText::new("Stars that sing, a duel of Arcastella")
                        .size(18.0)
                        .italics()
                        .color(c32(PARCHMENT)),
                );
                ui.add_space(gap);
                let size = egui::vec2(320.0, button_h);
                let big = |t: &str| egui::Button::new(RichText::new(t).size(22.0)).min_size(size);
                ui.horizontal(|ui| {
                    ui.add_space(0.0);
                    ui.label(RichText::new("AI strength:").color(c32(DIM)));
                    for (d, name) in [
                        (Difficulty::Easy, "Easy"),
                        (Difficulty::Normal, "Normal"),
                        (Difficulty::Hard, "Hard"),
                    ] {
                        ui.selectable_value(&mut choice.difficulty, d, name);
                    }
                });
                if ui.add(big("New duel against the AI")).clicked() {
                    setup.seats = [Seat::Human, ai_seat(choice.difficulty)];
                    next.set(Screen::DuelSetup);
                }
                if ui.add(big("New duel, hot seat (two players)")).clicked() {
                    setup.seats = [Seat::Human, Seat::Human];
                    next.set(Screen::DuelSetup);
                }
                // Why it is disabled is written on it: a hover tooltip covered Replays.
                ui.add_enabled(
                    false,
                    egui::Button::new((
                        RichText::new("Grail War").size(22.0),
                        RichText::new("not playable yet").size(15.0).italics(),
                    ))
                    .min_size(size),
                );
                if ui.add(big("Replays")).clicked() {
                    next.set(Screen::Replays);
                }
                if ui.add(big("Rules")).clicked() {
                    next.set(Screen::Rules);
                }
                if ui.add(big("Settings")).clicked() {
                    next.set(Screen::Settings);
                }
                if ui.add(big("Quit")).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}
