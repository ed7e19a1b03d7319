//! What a faction is warned of before a consequence it may not see coming: a master who
//! has not rested (G-16.1), an upkeep it cannot pay (G-6.4), a move a fight will drop
//! (G-10.1), the last command spells (G-33.3). The core answers them, so that every screen and the AI read one truth; the
//! screens word them.

use crate::content::grail::GrailContent;

use super::action::CommandSpell;
use super::query as q;
use super::state::{FactionId, GameState, Phase, TimeOfDay};

/// A consequence ahead of a faction, with the figures the rules give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warning {
    /// G-16.1: the master has not rested today; unless it rests before the day ends it
    /// sleeps through the next day, unable to use command spells or to move (G-16.2).
    /// `tonight`: this is the day's last turn; `last_day`: the next day is the war's last;
    /// `engaged`: an encounter or ambush takes this turn's action (G-9), so no rest now.
    WillSleep {
        tonight: bool,
        last_day: bool,
        engaged: bool,
    },
    /// G-6.4: the upkeep due at the day's end (`need`) is not less than the servant's MP
    /// and the master's MP it can reach (`have`): paid or not, the servant vanishes
    /// (G-7.4, G-34.3) unless it gains MP first.
    Upkeep { need: i32, have: i32 },
    /// G-10.1: the faction is engaged this turn (an encounter or ambush involves it), so a
    /// move it declares runs only if it takes part in no combat: a fight drops it.
    EngagedMove,
}

/// The warnings for `f` now: none in a skirmish (it has no day), for a faction out of the
/// war, or after the end.
pub fn warnings(c: &GrailContent, s: &GameState, f: FactionId) -> Vec<Warning> {
    let mut out = Vec::new();
    let Some(x) = s.faction(f).filter(|x| x.alive()) else {
        return out;
    };
    if s.config.skirmish.is_some() || s.is_over() {
        return out;
    }
    // Sleeping counts as the day's rest (G-16.1), and the war's last day has no next day.
    if !x.master.rested_today && !x.master.asleep && s.day < s.config.day_limit {
        out.push(Warning::WillSleep {
            tonight: s.time == TimeOfDay::Night,
            last_day: s.day + 1 == s.config.day_limit,
            engaged: x.turn.engaged,
        });
    }
    if x.turn.engaged && matches!(s.phase, Phase::Declarations { .. }) {
        out.push(Warning::EngagedMove);
    }
    let need = q::upkeep(c, s, f);
    let have = x.servant.mp + q::accessible_master_mp(s, f);
    if have <= need {
        out.push(Warning::Upkeep { need, have });
    }
    out
}

/// G-33.3: whether `spell` spends the master's last command spells, after which the master
/// no longer supplies MP (G-7.2: the link needs one left).
pub fn spends_last_command_spells(s: &GameState, f: FactionId, spell: &CommandSpell) -> bool {
    s.faction(f)
        .is_some_and(|x| x.master.command_spells > 0 && x.master.command_spells <= spell.cost())
}
