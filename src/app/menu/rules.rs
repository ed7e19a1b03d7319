//! The Rules screen: the duel rules summary over the night sky.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::duel::rules_text;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;
use crate::app::theme::sky;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_screen
            .in_set(AppSystems::Draw)
            .run_if(in_state(Screen::Rules)),
    );
}

fn rules_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    sky(ctx, time.elapsed_secs());
    egui::Window::new("Rules of the duel")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(760.0, 560.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(500.0)
                .show(ui, rules_text);
            ui.separator();
            if ui.button("Back").clicked() {
                next.set(Screen::Title);
            }
        });
    Ok(())
}
