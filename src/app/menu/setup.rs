//! Duel setup: each side's preset deck (or a random one) and who goes first.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::duel::DuelData;
use crate::app::duel::describe;
use crate::app::duel::{DeckPick, DuelSetup};
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::session::Seat;
use crate::app::settings::Settings;
use crate::app::theme::{self, DIM, GOLD, c32};
use crate::rules::duel::PlayerId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        setup
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::DuelSetup)),
    );
}

fn seat_name(setup: &DuelSetup, p: PlayerId) -> String {
    match &setup.seats[p.index()] {
        Seat::Human if setup.seats.iter().all(Seat::is_human) => {
            format!("Player {}", p.index() + 1)
        }
        Seat::Human => "You".into(),
        Seat::Ai { label, .. } => label.clone(),
        Seat::Recorded { name } => name.clone(),
    }
}

fn setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<DuelSetup>,
    content: Res<DuelData>,
    settings: Res<Settings>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    let c = &content.0;
    egui::Window::new("New duel")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(720.0)
        .show(ctx, |ui| {
            ui.columns(2, |cols| {
                for (ui, p) in cols.iter_mut().zip(PlayerId::BOTH) {
                    ui.label(
                        RichText::new(seat_name(&setup, p))
                            .size(20.0)
                            .strong()
                            .color(c32(theme::player_rgb(p, &settings))),
                    );
                    let current = match &setup.decks[p.index()] {
                        DeckPick::Random => "Random deck".to_string(),
                        DeckPick::Preset(id) => c.deck(id).map_or(id.clone(), |d| d.name.clone()),
                    };
                    egui::ComboBox::from_id_salt(("deck", p.index()))
                        .selected_text(current)
                        .width(280.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                &mut setup.decks[p.index()],
                                DeckPick::Random,
                                "Random deck",
                            );
                            for d in &c.decks {
                                ui.selectable_value(
                                    &mut setup.decks[p.index()],
                                    DeckPick::Preset(d.id.clone()),
                                    &d.name,
                                );
                            }
                        });
                    ui.add_space(4.0);
                    match &setup.decks[p.index()] {
                        DeckPick::Random => {
                            ui.label(
                                RichText::new(
                                    "One of the preset decks, drawn when the duel starts.",
                                )
                                .color(c32(DIM)),
                            );
                        }
                        DeckPick::Preset(id) => {
                            if let Some(d) = c.deck(id) {
                                for (slot, arc_id) in d.lineup.iter().enumerate() {
                                    if let Some(a) = c.arc_idx(arc_id).map(|i| c.arc(i)) {
                                        let crown = if slot as u8 == d.leader_slot {
                                            "♛ leader"
                                        } else {
                                            ""
                                        };
                                        ui.horizontal(|ui| {
                                            ui.label(
                                                RichText::new(format!(
                                                    "{} {}",
                                                    describe::class_glyph(a.class),
                                                    a.name
                                                ))
                                                .color(c32(theme::class_rgb(a.class))),
                                            );
                                            ui.label(
                                                RichText::new(format!(
                                                    "{} · HP {} · DEF {} {crown}",
                                                    describe::class_name(a.class),
                                                    a.max_hp,
                                                    a.def
                                                ))
                                                .color(c32(DIM))
                                                .size(12.0),
                                            );
                                        });
                                    }
                                }
                                let n: u32 = d.cards.iter().map(|(_, k)| u32::from(*k)).sum();
                                ui.label(
                                    RichText::new(format!("{n} cards"))
                                        .color(c32(DIM))
                                        .size(12.0),
                                );
                            }
                        }
                    }
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Who goes first:");
                let first = setup.first;
                let names = [
                    seat_name(&setup, PlayerId::P0),
                    seat_name(&setup, PlayerId::P1),
                ];
                let mut pick = first;
                ui.selectable_value(&mut pick, None, "Coin flip");
                ui.selectable_value(&mut pick, Some(PlayerId::P0), &names[0]);
                ui.selectable_value(&mut pick, Some(PlayerId::P1), &names[1]);
                setup.first = pick;
            });
            ui.label(
                RichText::new(
                    "The second player starts with 2 ether to answer the first player's opening.",
                )
                .color(c32(DIM))
                .size(12.0),
            );
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui
                    .add(egui::Button::new(
                        RichText::new("Start the duel").size(20.0).color(c32(GOLD)),
                    ))
                    .clicked()
                {
                    next.set(Screen::Duel);
                }
                if ui.button("Back").clicked() {
                    next.set(Screen::Title);
                }
            });
        });
    Ok(())
}
