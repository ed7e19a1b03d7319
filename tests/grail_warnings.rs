//! The warnings the core gives before a consequence (G-16.1 sleep, G-6.4 upkeep, G-33.3
//! the last command spells), which the war's screen words for the person deciding.

use horizon_notes::content::grail::GrailContent;
use horizon_notes::rules::grail::*;

fn war(day_limit: u8) -> (GrailContent, GameState) {
    let c = GrailContent::builtin().expect("content");
    let mut config = GameConfig::starter_lineup(3, 3);
    config.day_limit = day_limit;
    let (s, _) = new_game(&c, config).expect("game");
    (c, s)
}

fn sleeps(w: &[Warning]) -> Option<(bool, bool)> {
    w.iter().find_map(|w| match w {
        Warning::WillSleep {
            tonight, last_day, ..
        } => Some((*tonight, *last_day)),
        Warning::Upkeep { .. } | Warning::EngagedMove => None,
    })
}

/// G-16.1: a master who has not rested is warned all day that it will sleep through the
/// next one; the day's last turn says tonight, and a next day that is the war's last says
/// so; a master that rested, or sleeps today, or a war with no next day, hears nothing.
#[test]
fn g16_1_an_unrested_master_is_warned_of_tomorrows_sleep() {
    let (c, mut s) = war(3);
    assert_eq!(sleeps(&warnings(&c, &s, 0)), Some((false, false)));
    s.time = TimeOfDay::Night;
    assert_eq!(sleeps(&warnings(&c, &s, 0)), Some((true, false)));
    s.day = 2;
    assert_eq!(sleeps(&warnings(&c, &s, 0)), Some((true, true)));
    s.day = 3;
    assert_eq!(
        sleeps(&warnings(&c, &s, 0)),
        None,
        "the last day has no tomorrow"
    );
    s.day = 1;
    s.factions[0].master.rested_today = true;
    assert_eq!(sleeps(&warnings(&c, &s, 0)), None);
    s.factions[0].master.rested_today = false;
    // G-9: an encounter or ambush takes the turn's action, and the warning says no rest
    // is left to take now.
    s.factions[0].turn.engaged = true;
    assert!(
        warnings(&c, &s, 0)
            .iter()
            .any(|w| matches!(w, Warning::WillSleep { engaged: true, .. }))
    );
    s.factions[0].turn.engaged = false;
    s.factions[0].master.asleep = true;
    assert_eq!(
        sleeps(&warnings(&c, &s, 0)),
        None,
        "a day asleep counts as rest"
    );
}

/// G-6.4, G-7.4: an upkeep the servant and the master's reachable MP cannot more than
/// cover is warned of (paid to zero, the servant vanishes as surely as unpaid).
#[test]
fn g6_4_an_upkeep_that_cannot_be_paid_is_warned_of() {
    let (c, mut s) = war(3);
    let upkeep = |w: &[Warning]| {
        w.iter().find_map(|w| match w {
            Warning::Upkeep { need, have } => Some((*need, *have)),
            Warning::WillSleep { .. } | Warning::EngagedMove => None,
        })
    };
    assert_eq!(upkeep(&warnings(&c, &s, 0)), None);
    let need = query::upkeep(&c, &s, 0);
    s.factions[0].servant.mp = need - 3;
    s.factions[0].master.mp = 3;
    assert_eq!(upkeep(&warnings(&c, &s, 0)), Some((need, need)));
    s.factions[0].master.mp = 4;
    assert_eq!(upkeep(&warnings(&c, &s, 0)), None);
    // G-7.2: without a command spell the master's MP is out of reach.
    s.factions[0].master.command_spells = 0;
    assert_eq!(upkeep(&warnings(&c, &s, 0)), Some((need, need - 3)));
}

/// G-33.3, G-7.2: a spell is the last when it leaves no command spell, the two-spell
/// Withdrawal with two left included.
#[test]
fn g33_3_the_last_command_spells_are_known_before_they_are_spent() {
    let (_, mut s) = war(3);
    let boost = CommandSpell::HpRecovery;
    assert!(!spends_last_command_spells(&s, 0, &boost));
    s.factions[0].master.command_spells = 1;
    assert!(spends_last_command_spells(&s, 0, &boost));
    s.factions[0].master.command_spells = 2;
    let withdrawal = CommandSpell::Withdrawal {
        destination: s.factions[0].district,
    };
    assert!(spends_last_command_spells(&s, 0, &withdrawal));
    assert!(!spends_last_command_spells(&s, 0, &boost));
}

/// G-10.1: an engaged faction declaring its move is told a fight will drop it; nobody else,
/// and not outside the declarations.
#[test]
fn g10_1_an_engaged_faction_is_told_a_fight_drops_its_move() {
    let (c, mut s) = war(3);
    let told = |s: &GameState, f| warnings(&c, s, f).contains(&Warning::EngagedMove);
    s.factions[0].turn.engaged = true;
    assert!(!told(&s, 0), "not before the declarations");
    s.phase = Phase::Declarations { cursor: 0 };
    assert!(told(&s, 0));
    assert!(!told(&s, 1));
}
