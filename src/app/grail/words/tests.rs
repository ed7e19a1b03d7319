//! What the log tells each viewer of a master's skill.

use super::Words;
use crate::content::grail::{GrailContent, SkillOwner};
use crate::locale::{Lang, Named, with_lang};
use crate::rules::grail::event::{Event, EventKind, Visibility};
use crate::rules::grail::query as q;
use crate::rules::grail::state::{SkillRef, TimeOfDay};
use crate::rules::grail::{GameConfig, new_game};

/// G-35.1: a master's skills are private to its owner and ally, so the line of its use names
/// the skill to them and to a spectator, and to anyone else says only that a skill was used.
#[test]
fn a_masters_skill_is_named_only_to_those_who_know_it() {
    let c = GrailContent::builtin().expect("content");
    let (s, _) = new_game(&c, GameConfig::skirmish(4, 2)).expect("a skirmish");
    let skill = SkillRef {
        owner: SkillOwner::Master,
        idx: 0,
    };
    let known = q::skill(&c, &s, 0, skill).expect("the first master has a skill");
    let used = Event {
        seq: 0,
        day: 1,
        time: TimeOfDay::Morning,
        round: Some(1),
        visibility: Visibility::Public,
        kind: EventKind::SkillActivated {
            faction: 0,
            skill,
            roll: Some(29),
            value: 80,
            success: true,
            mp_paid: 10,
        },
    };
    for l in Lang::ALL {
        with_lang(l, || {
            let name = known.shown_name();
            let line = |viewer| Words::new(&c, &s, viewer).event(&used).expect("a line");
            assert!(line(Some(0)).contains(name), "{l:?}: {}", line(Some(0)));
            assert!(line(None).contains(name), "{l:?}: {}", line(None));
            let other = line(Some(1));
            assert!(!other.contains(name), "{l:?}: {other}");
            assert!(other.contains("29"), "{l:?}: the roll is seen: {other}");
        });
    }
}

/// G-20.2: a buff's kind that lowers (a skill's drawback) is named by what it does, never
/// "… up"; one that raises keeps its kind's name. In both languages.
#[test]
fn a_lowering_buff_is_not_called_up() {
    use super::terms::buff_kind;
    use crate::content::grail::BuffKind;
    for l in Lang::ALL {
        with_lang(l, || {
            let (up, _) = buff_kind(BuffKind::DefenseUp, 2);
            let (down, effect) = buff_kind(BuffKind::DefenseUp, -1);
            assert_ne!(up, down, "{l:?}");
            assert!(
                down.contains(&effect),
                "{l:?}: {down} does not say {effect}"
            );
            assert_eq!(buff_kind(BuffKind::DefenseUp, 2).0, up);
        });
    }
}
