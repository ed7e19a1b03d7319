//! Japanese line breaking (ux.md: no break inside a word, none before 。、）」). egui breaks
//! Japanese between any two kana or kanji and lets a closing bracket or a full-width
//! colon start a line; the app breaks Japanese lines here instead, before egui sees them.
//!
//! The rules are a small part of JIS X 4051: no line starts with a closing bracket, a
//! comma, a full stop, a small kana or a long-vowel mark, and none ends with an opening
//! bracket (kinsoku); and a line breaks only between phrases: after punctuation or a
//! space, before an opening bracket, and where a run of kana or kanji meets a run of
//! another script, except that kanji keep the kana that follow them (okurigana and
//! particles, "考えています") and a number keeps its counter ("5枚"). A phrase wider than
//! the line is broken by the kinsoku rules alone.

/// Characters that may not start a line.
const NO_START: &str = "）」』】〕〉》］｝)]}、。，．,.！？!?：；:;・ー～…‥々ゝゞ\
ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ";
/// Characters that may not end a line.
const NO_END: &str = "（「『【〔〈《［｛([{";
/// Punctuation after which a new phrase begins.
const PHRASE_END: &str = "、。，．！？：；・）」』】〕〉》］｝";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Kanji,
    Hiragana,
    Katakana,
    /// Letters, digits and signs that read with them (Latin, full-width or not).
    Latin,
    Space,
    Other,
}

fn script(c: char) -> Script {
    match c {
        _ if c.is_whitespace() => Script::Space,
        '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '々' => Script::Kanji,
        '\u{3040}'..='\u{309F}' => Script::Hiragana,
        '\u{30A0}'..='\u{30FF}' => Script::Katakana,
        _ if c.is_alphanumeric() || "+-−%/#.×".contains(c) => Script::Latin,
        '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}' => {
            Script::Latin
        }
        _ => Script::Other,
    }
}

/// Whether the kinsoku rules allow a break between `a` and `b`.
fn kinsoku_allows(a: char, b: char) -> bool {
    !NO_START.contains(b) && !NO_END.contains(a) && !b.is_whitespace()
}

/// Whether a line may break between `a` and `b` (a phrase boundary the kinsoku rules allow).
pub fn may_break(a: char, b: char) -> bool {
    boundary(a, b).is_some()
}

/// How a phrase ends between `a` and `b`: at punctuation, a space or before an opening
/// bracket (`Strong`), or where one script meets another (`Weak`, "たった|今" as readily
/// as "が|考え"); `None` inside a phrase or where the kinsoku rules forbid it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Boundary {
    Weak,
    Strong,
}

fn boundary(a: char, b: char) -> Option<Boundary> {
    if !kinsoku_allows(a, b) {
        return None;
    }
    if a.is_whitespace() || PHRASE_END.contains(a) || NO_END.contains(b) {
        return Some(Boundary::Strong);
    }
    use Script::*;
    match (script(a), script(b)) {
        (x, y) if x == y => None,
        (Kanji, Hiragana) => None,
        (Latin, Kanji) if a.is_numeric() => None,
        _ => Some(Boundary::Weak),
    }
}

/// `text` with a line break wherever a line of Japanese must break to fit in `width`, each
/// character `width_of` wide; existing line breaks are kept.
pub fn break_lines(text: &str, width: f32, width_of: impl FnMut(char) -> f32) -> String {
    break_lines_after(text, 0.0, width, width_of)
}

/// As [`break_lines`], for a text whose first line starts `indent` into the line (after the
/// words before it in a wrapping row).
pub fn break_lines_after(
    text: &str,
    indent: f32,
    width: f32,
    mut width_of: impl FnMut(char) -> f32,
) -> String {
    text.split('\n')
        .enumerate()
        .map(|(i, para)| {
            let indent = if i == 0 { indent } else { 0.0 };
            break_paragraph(para, indent, width, &mut width_of)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn break_paragraph(
    para: &str,
    indent: f32,
    width: f32,
    width_of: &mut impl FnMut(char) -> f32,
) -> String {
    let chars: Vec<char> = para.chars().collect();
    let widths: Vec<f32> = chars.iter().map(|c| width_of(*c)).collect();
    let mut out = String::with_capacity(para.len() + 8);
    let mut start = 0;
    while start < chars.len() {
        let mut used = if start == 0 { indent } else { 0.0 };
        let mut end = start;
        while end < chars.len() && (end == start || used + widths[end] <= width) {
            used += widths[end];
            end += 1;
        }
        if end == chars.len() {
            out.extend(&chars[start..]);
            break;
        }
        // The last break in the line that fits: after punctuation where one lies in the
        // line's second half, else between any two phrases, else by kinsoku alone, else
        // where the line is full.
        let last = |ok: &dyn Fn(char, char) -> bool, from: usize| {
            (from.max(start + 1)..=end)
                .rev()
                .find(|&i| ok(chars[i - 1], chars[i]))
        };
        let strong = |a, b| boundary(a, b) == Some(Boundary::Strong);
        let at = last(&strong, start + (end - start) / 2)
            .or_else(|| last(&may_break, start))
            .or_else(|| last(&kinsoku_allows, start))
            .unwrap_or(end);
        let mut kept = at;
        while kept > start && chars[kept - 1].is_whitespace() {
            kept -= 1;
        }
        out.extend(&chars[start..kept]);
        out.push('\n');
        start = at;
        while start < chars.len() && chars[start].is_whitespace() {
            start += 1;
        }
    }
    out
}

/// The words of `text` that no line may break inside (ux.md): its runs between the places
/// a line may break, spaces left out.
pub fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    for (i, c) in text.char_indices() {
        if let Some(a) = prev
            && may_break(a, c)
        {
            out.push(text[start..i].trim());
            start = i;
        }
        prev = Some(c);
    }
    out.push(text[start..].trim());
    out.retain(|w| !w.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_the_runs_between_breaks() {
        assert_eq!(
            words("スターリング・コリスター"),
            ["スターリング・", "コリスター"]
        );
        assert_eq!(words("手札5枚を捨てる"), ["手札", "5枚を", "捨てる"]);
        assert_eq!(words("Nebula Veil"), ["Nebula", "Veil"]);
    }

    /// Every character one unit wide: `width` is how many fit on a line.
    fn lines(text: &str, width: usize) -> Vec<String> {
        break_lines(text, width as f32, |_| 1.0)
            .split('\n')
            .map(str::to_string)
            .collect()
    }

    /// A text that starts after other words breaks its first line sooner.
    #[test]
    fn the_first_line_after_other_words_is_shorter() {
        let got = break_lines_after("行動順：アサシン、バーサーカー。", 6.0, 12.0, |_| 1.0);
        assert_eq!(got, "行動順：\nアサシン、バーサーカー。");
    }

    #[test]
    fn no_line_starts_with_a_closing_bracket_or_ends_with_an_opening_one() {
        let got = lines("行動順：アサシン（石川五右衛門）、バーサーカー。", 12);
        assert_eq!(
            got,
            ["行動順：アサシン", "（石川五右衛門）、", "バーサーカー。"]
        );
        for l in &got {
            let first = l.chars().next().expect("a character");
            let last = l.chars().last().expect("a character");
            assert!(!NO_START.contains(first), "{l}");
            assert!(!NO_END.contains(last), "{l}");
        }
    }

    #[test]
    fn a_word_stays_whole_and_kanji_keep_their_kana() {
        assert_eq!(lines("むずかしさ：ふつう", 7), ["むずかしさ：", "ふつう"]);
        assert_eq!(
            lines("アサシンが考えています", 8),
            ["アサシンが", "考えています"]
        );
        assert_eq!(lines("手札5枚を捨てる", 6), ["手札5枚を", "捨てる"]);
        assert_eq!(lines("手札5枚", 3), ["手札", "5枚"]);
    }

    #[test]
    fn punctuation_late_in_the_line_wins_over_a_change_of_script() {
        assert_eq!(
            lines("第1ラウンド・たった今保存", 10),
            ["第1ラウンド・", "たった今保存"]
        );
    }

    #[test]
    fn a_phrase_longer_than_the_line_breaks_by_kinsoku_alone() {
        let got = lines("ああああっああああ", 5);
        assert_eq!(got, ["ああああっ", "ああああ"]);
    }

    #[test]
    fn spaces_and_short_text_are_left_alone() {
        assert_eq!(lines("短い", 10), ["短い"]);
        assert_eq!(lines("one two three", 8), ["one two", "three"]);
        assert_eq!(lines("一行目\n二行目", 10), ["一行目", "二行目"]);
    }
}
