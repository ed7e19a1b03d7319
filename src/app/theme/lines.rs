//! Japanese broken into lines by its own rules (`locale::break_lines`) before egui lays it
//! out: egui would break inside a word and before a closing bracket (ux.md).

use std::sync::Arc;

use bevy_egui::egui::{self, Response, Ui, WidgetText, text::ByteIndex};

use crate::locale::break_lines_after;

/// `text` as drawn in `font` across the width left in `ui`: in Japanese with a line break
/// wherever a line must break, so that egui's own wrapping has nothing left to break; in
/// English as it is.
pub fn lines(ui: &Ui, text: &str, font: &egui::FontId) -> String {
    lines_within(ui.ctx(), text, font, ui.available_width())
}

/// `text` as drawn in `font` within `width` points, broken as [`lines`] breaks it.
pub fn lines_within(ctx: &egui::Context, text: &str, font: &egui::FontId, width: f32) -> String {
    if !has_japanese(text) {
        return text.to_string();
    }
    ctx.fonts_mut(|f| fitted_breaks(f, text, font, 0.0, width))
}

/// Whether `text` holds Japanese, which breaks by its own rules whatever the language of the
/// screen: a log written before the player switched to English keeps its Japanese lines.
fn has_japanese(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c, '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}')
    })
}

/// `text` broken by the Japanese rules so that each line, as egui lays it out (shaped and
/// rounded to the screen's pixels, which a sum of the glyphs' advances is not: at UI scale
/// 0.75 a line measured to fit ran a few points over and egui broke it inside a word), fits
/// in `width` points, its first line `indent` in.
fn fitted_breaks(
    f: &mut egui::epaint::text::FontsView<'_>,
    text: &str,
    font: &egui::FontId,
    indent: f32,
    width: f32,
) -> String {
    // A little short of the width to begin with: egui measures with kerning.
    let mut room = width - 2.0;
    let mut out = break_lines_after(text, indent, room, |c| f.glyph_width(font, c));
    for _ in 0..4 {
        let over = out
            .split('\n')
            .enumerate()
            .map(|(i, line)| {
                let start = if i == 0 { indent } else { 0.0 };
                let laid = f.layout_no_wrap(line.to_owned(), font.clone(), egui::Color32::WHITE);
                start + laid.size().x - width
            })
            .fold(f32::MIN, f32::max);
        if over <= 0.0 {
            break;
        }
        room -= over + 1.0;
        out = break_lines_after(text, indent, room, |c| f.glyph_width(font, c));
    }
    out
}

/// `text` laid out for `painter` in `font` and `colour` within `width`, broken as [`lines`]
/// breaks it.
pub fn layout(
    painter: &egui::Painter,
    text: &str,
    font: egui::FontId,
    colour: egui::Color32,
    width: f32,
) -> Arc<egui::Galley> {
    let text = lines_within(painter.ctx(), text, &font, width);
    painter.layout(text, font, colour, width)
}

/// `text` in its own look (size, colour), broken as [`lines`] breaks it across the width
/// left in `ui` (after the words before it, in a wrapping row).
fn broken(ui: &Ui, text: impl Into<WidgetText>) -> WidgetText {
    let width = ui.available_width();
    // As egui's label lays out a wrapping row: the text starts where the row has got to.
    let row = ui.layout().main_dir() == egui::Direction::LeftToRight && ui.layout().main_wrap();
    let indent = if row {
        width - ui.available_size_before_wrap().x
    } else {
        0.0
    };
    broken_within(ui, text, egui::FontSelection::Default, indent, width)
}

/// The words of a wrapping button `width` points wide, broken as [`lines`] breaks them.
pub fn button_lines(ui: &Ui, text: impl Into<WidgetText>, width: f32) -> WidgetText {
    let font = egui::FontSelection::Style(egui::TextStyle::Button);
    broken_within(
        ui,
        text,
        font,
        0.0,
        width - 2.0 * ui.spacing().button_padding.x,
    )
}

/// `text` broken within `width`, its first line `indent` in; a text of several looks is
/// left to egui.
fn broken_within(
    ui: &Ui,
    text: impl Into<WidgetText>,
    font: egui::FontSelection,
    indent: f32,
    width: f32,
) -> WidgetText {
    let text = text.into();
    if !has_japanese(text.text()) {
        return text;
    }
    let job = text.into_layout_job(ui.style(), font, ui.text_valign());
    if job.sections.len() != 1 {
        return WidgetText::LayoutJob(job);
    }
    let mut job = Arc::unwrap_or_clone(job);
    let font = &job.sections[0].format.font_id;
    job.text = ui.fonts_mut(|f| fitted_breaks(f, &job.text, font, indent, width));
    job.sections[0].byte_range = ByteIndex(0)..ByteIndex(job.text.len());
    WidgetText::LayoutJob(Arc::new(job))
}

/// A label, as `ui.label` adds it, whose Japanese breaks by its own rules where the label
/// wraps.
pub fn label(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    if ui.wrap_mode() != egui::TextWrapMode::Wrap {
        return ui.label(text);
    }
    let text = broken(ui, text);
    ui.label(text)
}

/// A wrapped label of `text`, broken as [`lines`] breaks it.
pub fn para(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    let text = broken(ui, text);
    ui.add(egui::Label::new(text).wrap())
}

/// Tooltips whose Japanese breaks by its own rules, as egui's `on_hover_text` and
/// `on_disabled_hover_text` would show them otherwise.
pub trait Tip {
    /// The tooltip while the widget is hovered.
    fn tip(self, text: impl Into<WidgetText>) -> Self;
    /// The tooltip while the widget is hovered and disabled.
    fn disabled_tip(self, text: impl Into<WidgetText>) -> Self;
}

impl Tip for Response {
    fn tip(self, text: impl Into<WidgetText>) -> Self {
        self.on_hover_ui(|ui| tip_body(ui, text))
    }

    fn disabled_tip(self, text: impl Into<WidgetText>) -> Self {
        self.on_disabled_hover_ui(|ui| tip_body(ui, text))
    }
}

fn tip_body(ui: &mut Ui, text: impl Into<WidgetText>) {
    // As egui's own tooltips: the area would otherwise shrink round a changing text.
    ui.set_max_width(ui.spacing().tooltip_width);
    para(ui, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, may_break, with_lang};

    const SENTENCE: &str = "タップされたアルカステラは防御力が半分になります。\
        攻撃するには、メインフェイズでスキルを選んでください（相手が防御を選べます）。";

    /// The lines painted by `draw` 200 points wide in Japanese (tooltips 180), and the breaks
    /// egui made itself among them, as the two characters either side.
    fn egui_breaks(draw: impl Fn(&mut Ui)) -> (usize, Vec<(char, char)>) {
        egui_breaks_at(1.0, draw)
    }

    /// [`egui_breaks`] at UI scale `zoom`.
    fn egui_breaks_at(zoom: f32, draw: impl Fn(&mut Ui)) -> (usize, Vec<(char, char)>) {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(zoom);
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(200.0, 2000.0),
            )),
            ..Default::default()
        };
        ctx.global_style_mut(|s| s.spacing.tooltip_width = 180.0);
        ctx.set_fonts(super::super::fonts::fonts_for(Lang::Ja));
        // A popup is sized in its first frame and shown from the second.
        let mut out = with_lang(Lang::Ja, || {
            for _ in 0..2 {
                ctx.run_ui(input.clone(), |ui| draw(ui))
                    .textures_delta
                    .clear();
            }
            ctx.run_ui(input, |ui| draw(ui))
        });
        out.textures_delta.clear();
        let mut shapes: Vec<egui::Shape> = out.shapes.into_iter().map(|c| c.shape).collect();
        let mut breaks = Vec::new();
        let mut rows = 0;
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Vec(v) => shapes.extend(v),
                egui::Shape::Text(t) => {
                    rows += t.galley.rows.len();
                    for pair in t.galley.rows.windows(2) {
                        let (Some(a), Some(b)) =
                            (pair[0].row.glyphs.last(), pair[1].row.glyphs.first())
                        else {
                            continue;
                        };
                        if !pair[0].ends_with_newline {
                            breaks.push((a.chr, b.chr));
                        }
                    }
                }
                _ => {}
            }
        }
        (rows, breaks)
    }

    fn inside_words(breaks: &[(char, char)]) -> Vec<(char, char)> {
        breaks
            .iter()
            .filter(|(a, b)| !may_break(*a, *b))
            .copied()
            .collect()
    }

    /// ux.md: a paragraph of Japanese breaks between phrases, never inside a word nor
    /// before 。、）; egui's own label breaks between any two kana.
    #[test]
    fn a_paragraph_of_japanese_breaks_between_phrases() {
        let (_, own) = egui_breaks(|ui| {
            ui.label(SENTENCE);
        });
        assert!(!inside_words(&own).is_empty(), "egui alone: {own:?}");
        let (rows, broken) = egui_breaks(|ui| {
            para(ui, SENTENCE);
        });
        assert!(
            rows > 2 && inside_words(&broken).is_empty(),
            "{rows} {broken:?}"
        );
    }

    /// A tooltip breaks by the same rules.
    #[test]
    fn a_tooltip_of_japanese_breaks_between_phrases() {
        let (rows, breaks) = egui_breaks(|ui| {
            egui::Tooltip::always_open(
                ui.ctx().clone(),
                ui.layer_id(),
                egui::Id::new("tip"),
                egui::PopupAnchor::Position(egui::pos2(10.0, 10.0)),
            )
            .show(|ui| tip_body(ui, SENTENCE));
        });
        assert!(
            rows > 2 && inside_words(&breaks).is_empty(),
            "{rows} {breaks:?}"
        );
    }

    /// The duel's log at every UI scale, on an English screen: its lines written in
    /// Japanese before the player switched still break between phrases (the robot found
    /// egui breaking them inside words, seed 7).
    #[test]
    fn a_log_line_at_a_small_scale_breaks_between_phrases() {
        let lines_of = [
            "プレイヤー1のマエストラ・イルーネのリーダースキル「星詠み」が効果を発揮した。",
            "プレイヤー1のルーメン・モートが召喚された。",
            "プレイヤー2が星雲のヴェール Qz45Cをエーテルエリアに置いた。",
        ];
        for zoom in [0.75, 1.0, 1.25, 1.5] {
            let (rows, breaks) = egui_breaks_at(zoom, |ui| {
                with_lang(Lang::En, || {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        for text in lines_of {
                            let font = egui::FontId::proportional(11.5);
                            let text = lines(ui, text, &font);
                            label(ui, egui::RichText::new(text).size(11.5));
                        }
                    });
                });
            });
            assert!(
                rows > 3 && inside_words(&breaks).is_empty(),
                "at {zoom}: {rows} {breaks:?}"
            );
        }
    }
}
