//! The fonts: egui's own for Latin text, and Noto Sans CJK JP (a subset, OFL; made by
//! `tools/subset-font`) for Japanese. In Japanese the Japanese face comes first, so that a
//! line mixing both scripts keeps one look; in English it is the fallback, for the odd
//! Japanese name.

use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::order::AppSystems;
use crate::app::settings::Settings;
use crate::locale::{Lang, set_lang};

const JAPANESE: &str = "noto-sans-cjk-jp";
const JAPANESE_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansJP-subset.otf");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        use_language.in_set(AppSystems::Input),
    );
}

/// Takes the language of the settings, at once: the catalog's language for every word,
/// and the fonts to draw it with.
fn use_language(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<Lang>>,
) -> Result {
    if *applied == Some(settings.language) {
        return Ok(());
    }
    set_lang(settings.language);
    contexts.ctx_mut()?.set_fonts(fonts_for(settings.language));
    *applied = Some(settings.language);
    Ok(())
}

/// egui's fonts with the Japanese face, first for Japanese and last for English.
pub fn fonts_for(l: Lang) -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        JAPANESE.to_owned(),
        std::sync::Arc::new(FontData::from_static(JAPANESE_FONT)),
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        match l {
            Lang::Ja => list.insert(0, JAPANESE.to_owned()),
            Lang::En => list.push(JAPANESE.to_owned()),
        }
    }
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui;

    /// Japanese text lays out in the Japanese face: every glyph is found (egui draws a
    /// missing one as a replacement box).
    #[test]
    fn japanese_text_has_its_glyphs_in_both_languages() {
        for l in Lang::ALL {
            let ctx = egui::Context::default();
            ctx.set_fonts(fonts_for(l));
            ctx.run_ui(egui::RawInput::default(), |_| {})
                .drop_without_applying_deltas();
            let text = "アルカステラがエーテル変換する。残照カード";
            let missing = ctx.fonts_mut(|f| {
                let font_id = egui::FontId::proportional(16.0);
                text.chars()
                    .filter(|c| !f.has_glyph(&font_id, *c))
                    .collect::<String>()
            });
            assert!(missing.is_empty(), "{l:?}: no glyph for {missing}");
        }
    }
}
