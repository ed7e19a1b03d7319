//! Duel setup: each side's preset deck (or a random one) and who goes first.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::duel::DuelData;
use crate::app::duel::describe;
use crate::app::duel::{DeckPick, DuelSetup};
use crate::app::input::{Keys, esc_leaves};
use crate::app::keys::GameKey;
use crate::app::order::AppSystems;
use crate::app::replays::names::shown_seat_name;
use crate::app::screens::Screen;
use crate::app::session::Seat;
use crate::app::settings::Settings;
use crate::app::theme::{self, DIM, GOLD, Tip, c32};
use crate::locale::Named;
use crate::rules::duel::{HouseRules, PlayerId};
use crate::tr;

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
            tr!("common-player", n = p.index() + 1)
        }
        Seat::Human => tr!("common-you"),
        Seat::Ai { label, .. } => shown_seat_name(label),
        Seat::Recorded { name } => shown_seat_name(name),
    }
}

fn setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<DuelSetup>,
    content: Res<DuelData>,
    settings: Res<Settings>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
    keys: Keys,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::app::theme::sky(ctx, time.elapsed_secs());
    if esc_leaves(ctx) && keys.just_pressed(&GameKey::Cancel) {
        next.set(Screen::Title);
    }
    let c = &content.0;
    egui::Window::new(tr!("menu-setup-title"))
        .id(egui::Id::new("new_duel"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(720.0)
        .show(ctx, |ui| {
            ui.columns(2, |cols| {
                for (ui, p) in cols.iter_mut().zip(PlayerId::BOTH) {
                    theme::label(
                        ui,
                        RichText::new(seat_name(&setup, p))
                            .size(20.0)
                            .strong()
                            .color(c32(theme::player_rgb(p, &settings))),
                    );
                    let current = match &setup.decks[p.index()] {
                        DeckPick::Random => tr!("menu-random-deck"),
                        DeckPick::Preset(id) => c
                            .deck(id)
                            .map_or(id.clone(), |d| d.shown_name().to_string()),
                    };
                    egui::ComboBox::from_id_salt(("deck", p.index()))
                        .selected_text(current)
                        .width(280.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                &mut setup.decks[p.index()],
                                DeckPick::Random,
                                tr!("menu-random-deck"),
                            );
                            for d in &c.decks {
                                ui.selectable_value(
                                    &mut setup.decks[p.index()],
                                    DeckPick::Preset(d.id.clone()),
                                    d.shown_name(),
                                );
                            }
                        });
                    ui.add_space(4.0);
                    match &setup.decks[p.index()] {
                        DeckPick::Random => {
                            theme::label(
                                ui,
                                RichText::new(tr!("menu-random-deck-note")).color(c32(DIM)),
                            );
                        }
                        DeckPick::Preset(id) => {
                            if let Some(d) = c.deck(id) {
                                for (slot, arc_id) in d.lineup.iter().enumerate() {
                                    if let Some(a) = c.arc_idx(arc_id).map(|i| c.arc(i)) {
                                        // The crown comes from egui's own fonts.
                                        let crown = if slot as u8 == d.leader_slot {
                                            format!(" ♛ {}", tr!("menu-setup-leader"))
                                        } else {
                                            String::new()
                                        };
                                        ui.horizontal(|ui| {
                                            theme::label(
                                                ui,
                                                RichText::new(format!(
                                                    "{} {}",
                                                    describe::class_glyph(a.class),
                                                    a.shown_name()
                                                ))
                                                .color(c32(theme::class_rgb(a.class))),
                                            );
                                            theme::label(
                                                ui,
                                                RichText::new(
                                                    tr!(
                                                        "menu-setup-arc-stats",
                                                        class = describe::class_name(a.class),
                                                        hp = a.max_hp,
                                                        def = a.def
                                                    ) + &crown,
                                                )
                                                .color(c32(DIM))
                                                .size(12.0),
                                            );
                                        });
                                    }
                                }
                                let n: u32 = d.cards.iter().map(|(_, k)| u32::from(*k)).sum();
                                theme::label(
                                    ui,
                                    RichText::new(tr!("menu-setup-cards", n = n))
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
                theme::label(ui, tr!("menu-setup-first"));
                let first = setup.first;
                let names = [
                    seat_name(&setup, PlayerId::P0),
                    seat_name(&setup, PlayerId::P1),
                ];
                let mut pick = first;
                ui.selectable_value(&mut pick, None, tr!("menu-setup-coin-flip"));
                ui.selectable_value(&mut pick, Some(PlayerId::P0), &names[0]);
                ui.selectable_value(&mut pick, Some(PlayerId::P1), &names[1]);
                setup.first = pick;
            });
            let ether =
                |house: HouseRules| house.second_player_ether(content.0.rules.second_player_ether);
            theme::label(
                ui,
                RichText::new(tr!("menu-setup-second-ether", n = ether(setup.house)))
                    .color(c32(DIM))
                    .size(12.0),
            );
            // The seeds' rules are the default; a house rule is the table's choice, named
            // and explained (docs/duel-rules-changes.md D-4.7).
            let balanced = HouseRules {
                balanced_start: true,
            };
            ui.checkbox(
                &mut setup.house.balanced_start,
                tr!("menu-house-balanced-start"),
            )
            .tip(tr!(
                "menu-house-balanced-start-tip",
                seed = ether(HouseRules::default()),
                house = ether(balanced)
            ));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui
                    .add(egui::Button::new(
                        RichText::new(tr!("menu-setup-start"))
                            .size(20.0)
                            .color(c32(GOLD)),
                    ))
                    .clicked()
                {
                    next.set(Screen::Duel);
                }
                if ui.button(tr!("menu-back")).clicked() {
                    next.set(Screen::Title);
                }
            });
        });
    Ok(())
}
