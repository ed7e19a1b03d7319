//! A menu page over the sky: a window that fits the screen at every UI scale, its title bar
//! on top and Back at the bottom always in view, the content scrolling between them.

use bevy_egui::egui::{self, Align2};

use crate::tr;

/// The room a page leaves for its title bar and around it, in points.
const TITLE_BAR: f32 = 36.0;
const MARGIN: f32 = 16.0;

/// Shows the page `title` (its egui id `id`), at most `max` points of content; gives the
/// Back button.
pub(super) fn page(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    max: egui::Vec2,
    contents: impl FnOnce(&mut egui::Ui),
) -> Option<egui::Response> {
    let mut back = None;
    page_with_footer(
        ctx,
        id,
        title,
        max,
        |ui| back = Some(ui.button(tr!("menu-back"))),
        contents,
    );
    back
}

/// [`page`] with its own footer (a page with more than Back at the bottom): the footer
/// stays in view, the content scrolls above it.
pub(super) fn page_with_footer(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    max: egui::Vec2,
    footer: impl FnOnce(&mut egui::Ui),
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(content_size(ctx.content_rect(), max))
        .show(ctx, |ui| {
            egui::Panel::bottom(egui::Id::new((id, "back")))
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, footer);
            egui::CentralPanel::no_frame().show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, contents);
            });
        });
}

/// A page's content size on a screen (both in points, so at the UI scale).
fn content_size(screen: egui::Rect, max: egui::Vec2) -> egui::Vec2 {
    egui::vec2(
        (screen.width() - 2.0 * MARGIN).min(max.x),
        (screen.height() - 2.0 * MARGIN - TITLE_BAR).clamp(120.0, max.y),
    )
}
