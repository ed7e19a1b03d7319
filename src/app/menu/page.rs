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
    // A page opens at its top (its tabs in sight), not where it was left scrolled.
    let opened = crate::app::theme::just_opened(ctx, egui::Order::Middle, id);
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
                let mut scroll = egui::ScrollArea::vertical().auto_shrink([false, false]);
                if opened {
                    scroll = scroll.vertical_scroll_offset(0.0);
                }
                scroll.show(ui, contents);
            });
        });
}

/// A page as a modal over a game (its settings, from the pause menu): the game beneath takes
/// no click or key, the content scrolls between the title and Back; `opened`, the page was
/// opened this frame (it opens at its top). Gives the Back button.
pub(super) fn modal_page(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    max: egui::Vec2,
    opened: bool,
    contents: impl FnOnce(&mut egui::Ui),
) -> Option<egui::Response> {
    let size = content_size(ctx.content_rect(), max);
    let mut back = None;
    egui::Modal::new(egui::Id::new(id)).show(ctx, |ui| {
        ui.set_width(size.x);
        ui.heading(title);
        ui.separator();
        let mut scroll = egui::ScrollArea::vertical()
            .max_height(size.y - 2.0 * MARGIN - TITLE_BAR)
            .auto_shrink([false, true]);
        if opened {
            scroll = scroll.vertical_scroll_offset(0.0);
        }
        scroll.show(ui, contents);
        ui.separator();
        back = Some(ui.button(tr!("menu-back")));
    });
    back
}

/// A page's content size on a screen (both in points, so at the UI scale).
fn content_size(screen: egui::Rect, max: egui::Vec2) -> egui::Vec2 {
    egui::vec2(
        (screen.width() - 2.0 * MARGIN).min(max.x),
        (screen.height() - 2.0 * MARGIN - TITLE_BAR).clamp(120.0, max.y),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a frame does with the page.
    #[derive(Clone, Copy, PartialEq)]
    enum Do {
        Hide,
        Show,
        /// Show it scrolled to its end, as a person who read to the bottom leaves it.
        ScrollDown,
    }

    /// Runs one frame and gives how far the page's list is scrolled down.
    fn frame(ctx: &egui::Context, what: Do) -> f32 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(640.0, 360.0),
            )),
            ..Default::default()
        };
        let mut offset = 0.0;
        let mut out = ctx.run_ui(input, |ui| {
            if what == Do::Hide {
                return;
            }
            page(
                ui.ctx(),
                "a_page",
                "A page",
                egui::vec2(400.0, 300.0),
                |ui| {
                    let top = ui.min_rect().top();
                    for i in 0..80 {
                        ui.label(format!("line {i}"));
                    }
                    offset = ui.clip_rect().top() - top;
                    if what == Do::ScrollDown {
                        ui.scroll_to_cursor_animation(
                            Some(egui::Align::BOTTOM),
                            egui::style::ScrollAnimation::none(),
                        );
                    }
                },
            );
        });
        out.textures_delta.clear();
        offset
    }

    /// A page left scrolled down opens again at its top: the Rules page's tabs were out of
    /// sight when it was opened a second time.
    #[test]
    fn a_page_opens_again_at_its_top() {
        let ctx = egui::Context::default();
        for what in [Do::Show, Do::Show, Do::ScrollDown, Do::Show] {
            frame(&ctx, what);
        }
        let scrolled = frame(&ctx, Do::Show);
        assert!(
            scrolled > 100.0,
            "the test's page did not scroll: {scrolled}"
        );
        frame(&ctx, Do::Hide);
        frame(&ctx, Do::Hide);
        assert_eq!(frame(&ctx, Do::Show), 0.0);
    }
}
