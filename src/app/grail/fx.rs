//! The motion of the combat: what a shown event sets moving on screen (dice tumbling and
//! landing, a strike, a guard raised, damage numbers, a phantasm released, a clash, a fall),
//! each for its time at the animation speed. The overlay draws them (`hud::motion`); the
//! city's map draws a servant walking its move.

use bevy::prelude::*;

use crate::app::session::PlaybackClock;
use crate::app::settings::Settings;
use crate::content::grail::CardType;
use crate::rules::grail::{
    Actor, AttackKind, AttackMode, CheckPurpose, CheckTerm, DamageTerm, DistrictIdx, Event,
    EventKind, FactionId,
};

/// What moves.
#[derive(Clone, Debug, PartialEq)]
pub enum FxKind {
    /// A 2d6 check: the dice tumble, then land on their faces with the terms and total.
    Dice {
        actor: Actor,
        purpose: CheckPurpose,
        dice: Vec<u32>,
        terms: Vec<(CheckTerm, i32)>,
        total: i32,
        crit: bool,
        fumble: bool,
    },
    /// The attacker moves in and strikes.
    Strike {
        attacker: Actor,
        target: Actor,
        kind: AttackKind,
        mode: AttackMode,
    },
    /// A defender raises a guard.
    Guard {
        defender: Actor,
    },
    /// The opposed check is decided: the attack hits or misses.
    Decided {
        attacker: Actor,
        hit: bool,
    },
    Damage {
        target: Actor,
        amount: i32,
        breakdown: Vec<(DamageTerm, i32)>,
    },
    Heal {
        target: Actor,
        hp: i32,
    },
    /// A noble phantasm is released (`name`: its content id).
    Phantasm {
        faction: FactionId,
        name: String,
    },
    /// Two phantasms meet (G-30.7).
    Clash {
        a: FactionId,
        b: FactionId,
        value_a: i32,
        value_b: i32,
        penalty_a: i32,
        penalty_b: i32,
        winner: Option<FactionId>,
    },
    Fall {
        faction: FactionId,
    },
    /// A servant walks its move across the city (G-10.1), district by district: `path`
    /// starts where it stood. A teleport sets nothing moving: the token jumps.
    Walk {
        faction: FactionId,
        path: Vec<DistrictIdx>,
    },
    /// A command card leaves the hand (G-24.3): it flies up from the servant's card.
    CardSpent {
        actor: Actor,
        card: CardType,
    },
    /// The hands are dealt again after every third round (G-24.5).
    Refill {
        faction: FactionId,
        cards: u32,
    },
}

/// Seconds of the motion clock a walk takes per road, so that a long move reads as long.
pub const WALK_STEP: f32 = 0.35;

/// One moving thing: its kind, when it began on the motion clock, and how long it lasts.
#[derive(Clone, Debug, PartialEq)]
pub struct Fx {
    pub kind: FxKind,
    pub born: f32,
    pub life: f32,
}

impl Fx {
    /// How far along it is, 0 to 1.
    pub fn t(&self, now: f32) -> f32 {
        ((now - self.born) / self.life.max(0.01)).clamp(0.0, 1.0)
    }
}

/// The things moving now, on a clock that runs at the animation speed (and the replay's).
#[derive(Resource, Default, Debug)]
pub struct Motion {
    pub now: f32,
    pub live: Vec<Fx>,
}

impl Motion {
    /// Starts what event `e` sets moving, for `secs` seconds of the motion clock.
    pub fn start(&mut self, e: &Event, secs: f32) {
        let Some(kind) = fx_of(e) else {
            return;
        };
        // A damage number stays a little longer than its event, to be read.
        let life = match kind {
            FxKind::Damage { .. }
            | FxKind::Heal { .. }
            | FxKind::Dice { .. }
            | FxKind::CardSpent { .. }
            | FxKind::Refill { .. } => secs * 1.6,
            FxKind::Walk { ref path, .. } => WALK_STEP * path.len().saturating_sub(1) as f32,
            _ => secs,
        }
        .max(0.2);
        self.live.push(Fx {
            kind,
            born: self.now,
            life,
        });
    }
}

fn fx_of(e: &Event) -> Option<FxKind> {
    Some(match &e.kind {
        EventKind::CheckRolled {
            actor,
            purpose,
            dice,
            modifiers,
            total,
            crit,
            fumble,
            ..
        } => FxKind::Dice {
            actor: *actor,
            purpose: *purpose,
            dice: dice.clone(),
            terms: modifiers.clone(),
            total: *total,
            crit: *crit,
            fumble: *fumble,
        },
        EventKind::AttackDeclared {
            attacker,
            target,
            mode,
            kind,
            ..
        } => FxKind::Strike {
            attacker: *attacker,
            target: *target,
            kind: *kind,
            mode: *mode,
        },
        EventKind::ReactionChosen {
            defender,
            reaction: crate::rules::grail::Reaction::Guard { .. },
        } => FxKind::Guard {
            defender: *defender,
        },
        EventKind::CheckResolved {
            attacker, winner, ..
        } => FxKind::Decided {
            attacker: *attacker,
            hit: winner == attacker,
        },
        EventKind::DamageDealt {
            target,
            amount,
            breakdown,
            ..
        } => FxKind::Damage {
            target: *target,
            amount: *amount,
            breakdown: breakdown.clone(),
        },
        EventKind::Healed { target, hp } => FxKind::Heal {
            target: *target,
            hp: *hp,
        },
        EventKind::NpFired { faction, np, .. } => FxKind::Phantasm {
            faction: *faction,
            name: np.clone(),
        },
        EventKind::NpClash {
            a,
            b,
            value_a,
            value_b,
            penalty_a,
            penalty_b,
            winner,
            ..
        } => FxKind::Clash {
            a: *a,
            b: *b,
            value_a: *value_a,
            value_b: *value_b,
            penalty_a: *penalty_a,
            penalty_b: *penalty_b,
            winner: *winner,
        },
        EventKind::ServantDied { faction, .. } => FxKind::Fall { faction: *faction },
        EventKind::Moved {
            faction,
            from,
            path,
            ..
        } if !path.is_empty() => FxKind::Walk {
            faction: *faction,
            path: std::iter::once(*from).chain(path.iter().copied()).collect(),
        },
        EventKind::CardConsumed { actor, card, .. } => FxKind::CardSpent {
            actor: *actor,
            card: *card,
        },
        EventKind::HandRefilled { faction, hand } => FxKind::Refill {
            faction: *faction,
            cards: u32::from(hand.buster) + u32::from(hand.arts) + u32::from(hand.quick),
        },
        _ => return None,
    })
}

/// The motion clock runs at the animation speed (and a watched replay's); finished things
/// are dropped. A paused replay holds everything where it is.
pub(super) fn tick(
    mut motion: ResMut<Motion>,
    time: Res<Time>,
    settings: Res<Settings>,
    clock: Option<Res<PlaybackClock>>,
) {
    let rate = match clock.as_deref() {
        Some(c) if !c.playing => 0.0,
        Some(c) => settings.speed * c.speed,
        None => settings.speed,
    };
    let now = motion.now + time.delta_secs() * rate;
    motion.now = now;
    motion.live.retain(|f| now - f.born < f.life);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: EventKind) -> Event {
        Event::public(kind)
    }

    /// A move (G-10.1) walks from where the servant stood through every district of its
    /// path, for a while per road; a teleport (G-33.6) sets nothing moving.
    #[test]
    fn a_move_walks_its_path_and_a_teleport_jumps() {
        let mut m = Motion::default();
        m.start(
            &event(EventKind::Moved {
                faction: 2,
                from: 4,
                path: vec![5, 9, 3],
                cost: 3,
            }),
            0.3,
        );
        assert_eq!(
            m.live.first().map(|f| &f.kind),
            Some(&FxKind::Walk {
                faction: 2,
                path: vec![4, 5, 9, 3]
            })
        );
        assert_eq!(m.live[0].life, 3.0 * WALK_STEP);
        m.start(
            &event(EventKind::Teleported {
                faction: 2,
                from: 3,
                to: 0,
            }),
            0.3,
        );
        assert_eq!(m.live.len(), 1, "a teleport starts no motion");
    }
}
