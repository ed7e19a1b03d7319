//! What the Grail War's two setup screens (the skirmish's sides, the war's factions) share:
//! who plays a side, its servant and master lists with the picks another side holds
//! greyed, the seed entry, and the line saying why Start is disabled.

use bevy_egui::egui::{self, RichText};

use crate::ai::Difficulty;
use crate::app::grail::picks::{ClockPick, SEED_CLOCK_MINUTES, Side, Who};
use crate::app::grail::setup_reasons::setup_reason;
use crate::app::grail::war_picks::WarSide;
use crate::app::grail::words::class_name;
use crate::app::replays::names::ai_label;
use crate::app::theme::Tip;
use crate::app::theme::{self, DANGER, DIM, GOLD, c32};
use crate::content::grail::{Class, GrailContent};
use crate::locale::Named;
use crate::rules::grail::SetupError;
use crate::tr;

/// A side as the shared lists read and set it: who plays it, its servant and master
/// (content ids; `None`: drawn from the seed).
pub(super) trait Pick {
    fn who(&self) -> Who;
    fn servant(&self) -> Option<&str>;
    fn master(&self) -> Option<&str>;
    fn set(&mut self) -> (&mut Who, &mut Option<String>, &mut Option<String>);
}

/// The skirmish's sides and the war's factions hold the three picks under the same names.
macro_rules! pick_fields {
    ($($t:ty),+) => {$(
        impl Pick for $t {
            fn who(&self) -> Who {
                self.who
            }
            fn servant(&self) -> Option<&str> {
                self.servant.as_deref()
            }
            fn master(&self) -> Option<&str> {
                self.master.as_deref()
            }
            fn set(&mut self) -> (&mut Who, &mut Option<String>, &mut Option<String>) {
                (&mut self.who, &mut self.servant, &mut self.master)
            }
        }
    )+};
}
pick_fields!(Side, WarSide);

/// The words where the two screens differ (a skirmish has sides, a war factions): each a
/// message id.
pub(super) struct Words {
    /// The egui id of the screen's lists.
    pub salt: &'static str,
    /// Why a servant is greyed, with `$class`.
    pub class_taken: &'static str,
    /// Why a master is greyed.
    pub master_taken: &'static str,
}

/// The servant and master lists show this many points before they scroll: most of the
/// content at once, and still on screen at the largest UI scale.
const LIST_HEIGHT: f32 = 320.0;

/// Who may play a side, in the order the list shows them.
const WHO: [Who; 4] = [
    Who::Human,
    Who::Ai(Difficulty::Easy),
    Who::Ai(Difficulty::Normal),
    Who::Ai(Difficulty::Hard),
];

/// Side `i`'s "who plays it" list, `w` points wide.
pub(super) fn who_box<S: Pick>(
    ui: &mut egui::Ui,
    w: f32,
    words: &Words,
    sides: &mut [S],
    i: usize,
) {
    let mut who = sides[i].who();
    egui::ComboBox::from_id_salt((words.salt, "who", i))
        .selected_text(who_name(sides, i, who))
        .width(w)
        .truncate()
        .show_ui(ui, |ui| {
            for option in WHO {
                ui.selectable_value(&mut who, option, who_name(sides, i, option));
            }
        });
    *sides[i].set().0 = who;
}

/// Side `i`'s servant list: Random, then the content's in class order, a class another
/// side holds greyed (G-2.2).
pub(super) fn servant_box<S: Pick>(
    ui: &mut egui::Ui,
    w: f32,
    words: &Words,
    c: &GrailContent,
    sides: &mut [S],
    i: usize,
) {
    let shown = sides[i]
        .servant()
        .and_then(|id| c.servant_idx(id))
        .map_or_else(
            || tr!("skirmish-servant-random"),
            |k| servant_label(c, usize::from(k)),
        );
    let mut pick = sides[i].servant().map(str::to_string);
    let choices = servant_choices(c, sides, i);
    egui::ComboBox::from_id_salt((words.salt, "servant", i))
        .selected_text(shown.clone())
        .width(w)
        .height(LIST_HEIGHT)
        .truncate()
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut pick, None, tr!("skirmish-servant-random"));
            for (k, free) in choices {
                let def = &c.servants[k];
                ui.add_enabled_ui(free, |ui| {
                    ui.selectable_value(&mut pick, Some(def.id.clone()), servant_label(c, k))
                        .disabled_tip(tr!(words.class_taken, class = class_name(def.class)));
                });
            }
        })
        .response
        .tip(shown);
    *sides[i].set().1 = pick;
}

/// Side `i`'s master list: Random, then the content's, one another side holds greyed.
pub(super) fn master_box<S: Pick>(
    ui: &mut egui::Ui,
    w: f32,
    words: &Words,
    c: &GrailContent,
    sides: &mut [S],
    i: usize,
) {
    let shown = sides[i]
        .master()
        .and_then(|id| c.master_idx(id))
        .map_or_else(
            || tr!("skirmish-master-random"),
            |k| c.masters[usize::from(k)].shown_name().to_string(),
        );
    let mut pick = sides[i].master().map(str::to_string);
    egui::ComboBox::from_id_salt((words.salt, "master", i))
        .selected_text(shown.clone())
        .width(w)
        .height(LIST_HEIGHT)
        .truncate()
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut pick, None, tr!("skirmish-master-random"));
            for m in &c.masters {
                ui.add_enabled_ui(!master_taken(sides, i, &m.id), |ui| {
                    ui.selectable_value(&mut pick, Some(m.id.clone()), m.shown_name())
                        .disabled_tip(tr!(words.master_taken));
                });
            }
        })
        .response
        .tip(shown);
    *sides[i].set().2 = pick;
}

/// The name of side `i` on a setup screen: [`who_name`], with AIs of the same strength
/// numbered ("AI (Normal) 2") so that choices and reasons that name a side tell them apart.
pub(super) fn side_name<S: Pick>(sides: &[S], i: usize) -> String {
    let who = sides[i].who();
    let name = who_name(sides, i, who);
    if who == Who::Human || sides.iter().filter(|s| s.who() == who).count() < 2 {
        return name;
    }
    let n = sides[..=i].iter().filter(|s| s.who() == who).count();
    tr!("common-ai-numbered", name = name, n = n)
}

/// What side `i` is called when `who` plays it: a person is "You", or "Player N" (N its
/// place among the sides) once another side is a person too, as the replay names them; an
/// AI by its strength.
pub(super) fn who_name<S: Pick>(sides: &[S], i: usize, who: Who) -> String {
    match who {
        Who::Human => {
            let others = sides
                .iter()
                .enumerate()
                .any(|(j, s)| j != i && s.who() == Who::Human);
            if others {
                tr!("common-player", n = i + 1)
            } else {
                tr!("common-you")
            }
        }
        Who::Ai(d) => ai_label(d),
    }
}

/// A servant as the list shows it: its class and its name ("Saber · Roland, …").
fn servant_label(c: &GrailContent, k: usize) -> String {
    let def = &c.servants[k];
    tr!(
        "skirmish-servant-item",
        class = class_name(def.class),
        name = def.shown_name()
    )
}

/// The content's servants for side `i` in class order, each with whether it may be picked:
/// G-2.2, every faction has a different class, so a class another side picked is taken.
pub(super) fn servant_choices<S: Pick>(
    c: &GrailContent,
    sides: &[S],
    i: usize,
) -> Vec<(usize, bool)> {
    let class_of = |id: &str| c.servant_idx(id).map(|k| c.servants[usize::from(k)].class);
    let taken: Vec<Class> = sides
        .iter()
        .enumerate()
        .filter(|(j, _)| *j != i)
        .filter_map(|(_, s)| s.servant().and_then(class_of))
        .collect();
    let mut out: Vec<(usize, bool)> = c
        .servants
        .iter()
        .enumerate()
        .map(|(k, d)| (k, !taken.contains(&d.class)))
        .collect();
    let rank = |k: usize| Class::ALL.iter().position(|x| *x == c.servants[k].class);
    out.sort_by_key(|(k, _)| rank(*k));
    out
}

/// Whether another side than `i` picked the master `id`: G-2.1, a faction is one servant
/// and its own master. The core draws no master twice but takes a named one as given, so
/// the screen keeps a master to one side.
pub(super) fn master_taken<S: Pick>(sides: &[S], i: usize, id: &str) -> bool {
    sides
        .iter()
        .enumerate()
        .any(|(j, s)| j != i && s.master() == Some(id))
}

/// The seed as typed: kept apart from the picks, so that a number being typed (or a wrong
/// one) does not lose the player's text.
#[derive(Default)]
pub(super) struct SeedEntry {
    /// A number of the player's rather than a fresh seed each game.
    pub fixed: bool,
    pub text: String,
}

impl SeedEntry {
    /// The entry shows the picks' seed (a rematch keeps it).
    pub fn show(&mut self, seed: Option<u64>) {
        self.fixed = seed.is_some();
        if let Some(seed) = seed {
            self.text = seed.to_string();
        }
    }

    /// The seed the entry asks for: `None` for a fresh one each game; a wrong number says
    /// why.
    pub fn choice(&self) -> Result<Option<u64>, String> {
        if !self.fixed {
            return Ok(None);
        }
        self.text
            .trim()
            .parse::<u64>()
            .map(Some)
            .map_err(|_| tr!("skirmish-seed-bad", max = u64::MAX.to_string()))
    }
}

pub(super) fn seed_row(ui: &mut egui::Ui, entry: &mut SeedEntry) {
    ui.horizontal(|ui| {
        theme::label(ui, tr!("skirmish-seed"));
        ui.selectable_value(&mut entry.fixed, false, tr!("skirmish-seed-random"));
        let chosen = ui
            .selectable_value(&mut entry.fixed, true, tr!("skirmish-seed-fixed"))
            .clicked();
        let field = egui::TextEdit::singleline(&mut entry.text)
            .desired_width(200.0)
            .char_limit(20);
        let field = ui.add_enabled(entry.fixed, field);
        // Choosing a number of one's own is followed by typing it.
        if chosen {
            field.request_focus();
        }
        if field.changed() {
            entry.text.retain(|ch| ch.is_ascii_digit());
        }
    });
}

/// G-8.4: the declaration clock, the seed's 5 minutes in hot seat by default. `people`: how
/// many people the picks have, for what the default means now.
pub(super) fn clock_row(ui: &mut egui::Ui, clock: &mut ClockPick, people: usize) {
    let name = |c: ClockPick| match c {
        ClockPick::Seeds => match ClockPick::Seeds.seconds(people) {
            Some(_) => tr!("setup-clock-seeds-on", minutes = SEED_CLOCK_MINUTES),
            None => tr!("setup-clock-seeds-off", minutes = SEED_CLOCK_MINUTES),
        },
        ClockPick::Off => tr!("setup-clock-off"),
        ClockPick::Minutes(m) => tr!("setup-clock-minutes", minutes = m),
    };
    ui.horizontal(|ui| {
        theme::label(ui, tr!("setup-clock"));
        egui::ComboBox::from_id_salt("declaration_clock")
            .selected_text(name(*clock))
            .width(320.0)
            .show_ui(ui, |ui| {
                for c in std::iter::once(ClockPick::Seeds).chain(ClockPick::CHOICES) {
                    ui.selectable_value(clock, c, name(c));
                }
            })
            .response
            .tip(tr!("setup-clock-tip", minutes = SEED_CLOCK_MINUTES));
    });
}

/// A setup's footer: why Start is disabled if it is, then Start (the message `start`) and
/// Back. Tells whether each was pressed.
pub(super) fn start_footer(ui: &mut egui::Ui, why: Option<&String>, start: &str) -> (bool, bool) {
    if let Some(why) = why {
        theme::label(ui, RichText::new(why).color(c32(DANGER)));
    }
    ui.horizontal(|ui| {
        let b = egui::Button::new(RichText::new(tr!(start)).size(20.0).color(c32(GOLD)));
        let start = ui.add_enabled(why.is_none(), b).clicked();
        (start, ui.button(tr!("menu-back")).clicked())
    })
    .inner
}

/// The row under the sides: Add (the message `add`), pressable while `more`, beside how
/// many sides there may be. Tells whether Add was pressed.
pub(super) fn add_row(ui: &mut egui::Ui, more: bool, add: &str, count: String) -> bool {
    ui.horizontal(|ui| {
        let pressed = ui.add_enabled(more, egui::Button::new(tr!(add))).clicked();
        theme::label(ui, RichText::new(count).color(c32(DIM)));
        pressed
    })
    .inner
}

/// The last picks checked and the core's answer: the check sets up a whole game, so it runs
/// when the picks change, not every frame.
pub(super) struct Checked<P>(Option<(P, Result<(), SetupError>)>);

impl<P> Default for Checked<P> {
    fn default() -> Self {
        Checked(None)
    }
}

impl<P: Clone + PartialEq> Checked<P> {
    /// The core's answer for `picks`, asked again only when they changed.
    pub fn answer(
        &mut self,
        picks: &P,
        check: impl FnOnce(&P) -> Result<(), SetupError>,
    ) -> &Result<(), SetupError> {
        if !self.0.as_ref().is_some_and(|(p, _)| p == picks) {
            self.0 = Some((picks.clone(), check(picks)));
        }
        &self.0.as_ref().expect("just checked").1
    }
}

/// What keeps the game from starting, if anything: the seed first, then the core's own
/// setup error, its side named as `sides` name it here.
pub(super) fn problem<S: Pick>(
    seed: Option<&String>,
    check: &Result<(), SetupError>,
    sides: &[S],
) -> Option<String> {
    let name = |i: usize| {
        if i < sides.len() {
            side_name(sides, i)
        } else {
            tr!("common-player", n = i + 1)
        }
    };
    match (seed, check) {
        (Some(why), _) => Some(why.clone()),
        (None, Err(e)) => Some(tr!("skirmish-cannot-start", why = setup_reason(e, &name))),
        (None, Ok(())) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Lang, with_lang};

    fn side(who: Who) -> WarSide {
        WarSide {
            who,
            servant: None,
            master: None,
        }
    }

    fn content() -> GrailContent {
        GrailContent::builtin().expect("the built-in content loads")
    }

    #[test]
    fn one_person_is_you_and_several_are_numbered_by_their_side() {
        with_lang(Lang::En, || {
            let sides = [side(Who::Human), side(Who::Ai(Difficulty::Normal))];
            assert_eq!(who_name(&sides, 0, Who::Human), "You");
            assert_eq!(
                who_name(&sides, 1, Who::Ai(Difficulty::Normal)),
                "AI (Normal)"
            );
            // Side 1 played by a person too: both are players, named by their place.
            assert_eq!(who_name(&sides, 1, Who::Human), "Player 2");
        });
    }

    /// G-2.2: a class another side picked is greyed out; the side's own pick is not.
    #[test]
    fn a_class_picked_by_another_side_is_taken() {
        let c = content();
        let mut sides = vec![side(Who::Human), side(Who::Ai(Difficulty::Normal))];
        sides[0].servant = Some("saber_roland".into());
        let free = |i: usize, id: &str, sides: &[WarSide]| {
            let k = usize::from(c.servant_idx(id).expect("a servant of the content"));
            servant_choices(&c, sides, i)
                .into_iter()
                .find(|(x, _)| *x == k)
                .map(|(_, f)| f)
        };
        assert_eq!(free(1, "saber_elcid", &sides), Some(false));
        assert_eq!(free(1, "saber_roland", &sides), Some(false));
        assert_eq!(free(1, "archer_tell", &sides), Some(true));
        // The side itself may change to the other Saber.
        assert_eq!(free(0, "saber_elcid", &sides), Some(true));
        // A random servant claims no class on this screen.
        sides[0].servant = None;
        assert_eq!(free(1, "saber_elcid", &sides), Some(true));
    }

    #[test]
    fn the_servant_list_holds_every_servant_in_class_order() {
        let c = content();
        let sides = [side(Who::Human), side(Who::Human)];
        let list = servant_choices(&c, &sides, 0);
        assert_eq!(list.len(), c.servants.len());
        let ranks: Vec<usize> = list
            .iter()
            .map(|(k, _)| {
                Class::ALL
                    .iter()
                    .position(|x| *x == c.servants[*k].class)
                    .expect("a class")
            })
            .collect();
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");
        assert!(list.iter().all(|(_, free)| *free));
    }

    /// G-2.1: a master serves one faction.
    #[test]
    fn a_master_picked_by_another_side_is_taken() {
        let mut sides = vec![side(Who::Human), side(Who::Human), side(Who::Human)];
        sides[2].master = Some("master_lan".into());
        assert!(master_taken(&sides, 0, "master_lan"));
        assert!(!master_taken(&sides, 2, "master_lan"));
        assert!(!master_taken(&sides, 0, "master_aino"));
    }

    #[test]
    fn the_seed_is_fresh_or_a_whole_number() {
        with_lang(Lang::En, || {
            let entry = |fixed, text: &str| SeedEntry {
                fixed,
                text: text.into(),
            };
            assert_eq!(entry(false, "12x").choice(), Ok(None));
            assert_eq!(entry(true, "42").choice(), Ok(Some(42)));
            assert_eq!(
                entry(true, "18446744073709551615").choice(),
                Ok(Some(u64::MAX))
            );
            for bad in ["", "18446744073709551616", "-1"] {
                let why = entry(true, bad).choice().expect_err(bad);
                assert!(why.contains("18446744073709551615"), "{why}");
            }
        });
    }

    /// A rematch shows the seed it was played with; a fresh seed keeps what was typed.
    #[test]
    fn the_entry_shows_the_picks_seed() {
        let mut entry = SeedEntry {
            fixed: true,
            text: "77".into(),
        };
        entry.show(None);
        assert!(!entry.fixed);
        assert_eq!(entry.text, "77");
        entry.show(Some(5));
        assert!(entry.fixed);
        assert_eq!(entry.choice(), Ok(Some(5)));
    }

    /// G-2.2: the core's reason names the side as the screen does, in the screen's language.
    #[test]
    fn the_seed_comes_before_the_cores_error() {
        let sides = [side(Who::Human), side(Who::Ai(Difficulty::Normal))];
        let core = Err(SetupError::ClassTaken {
            seat: 1,
            class: Class::Saber,
        });
        with_lang(Lang::En, || {
            let seed = "bad seed".to_string();
            assert_eq!(problem(Some(&seed), &core, &sides), Some(seed.clone()));
            let said = problem(None, &core, &sides).expect("the core's error is said");
            assert!(
                said.contains("AI (Normal)") && said.contains("Saber"),
                "{said}"
            );
            assert_eq!(problem(None, &Ok(()), &sides), None);
        });
        with_lang(Lang::Ja, || {
            let said = problem(None, &core, &sides).expect("the core's error is said");
            assert!(
                said.contains("セイバー") && !said.contains("seat"),
                "{said}"
            );
        });
    }

    /// The check runs again only for picks it has not seen last.
    #[test]
    fn the_core_is_asked_again_only_when_the_picks_change() {
        let mut checked = Checked::default();
        let mut asked = 0;
        let mut ask = |p: &u8| {
            asked += 1;
            if *p > 1 {
                Ok(())
            } else {
                Err(SetupError::TooFewStarts)
            }
        };
        assert!(checked.answer(&1u8, &mut ask).is_err());
        assert!(checked.answer(&1u8, &mut ask).is_err());
        assert_eq!(checked.answer(&2u8, &mut ask), &Ok(()));
        assert_eq!(asked, 2);
    }
}
