//! The Grail War's undo line (`rules::undo`, docs/decisions.md "Where undo stops"):
//! whether one applied step can be taken back by a faction.
//!
//! Chance and knowledge are read from the state: a step settles when the RNG moved (every
//! die of G-37.4: checks, Rest, Investigate, Soul-eating, fumble tables), when the faction's
//! knowledge of another servant grew (tiers, G-10.3, G-14.4; skills and NP seen, G-35.3) or
//! when it gained an ally (whose private values it now sees, G-14.3, G-35.1). The rest of
//! the hidden information (G-35.1: MP, hands, master skills, the NP; G-8.6: declarations)
//! is read from the events, every variant classified, each seen or not by its visibility
//! (G-40.1).

use crate::rules::undo::{Line, Undo};

use super::event::{Event, EventKind, Visibility};
use super::state::{Actor, Declaration, FactionId, GameState, Reaction};
use super::view::{event_visible, is_insider};

/// What the step from `before` to `after` means for `seat`'s undo. `events` are the
/// step's events, as `apply` returns them.
///
/// Settled when the RNG moved ([`Line::Chance`]), or when something hidden from `seat`
/// was shown to it ([`Line::Revealed`]): another faction's declarations (the last
/// submission reveals them all, G-8.6), its hand, MP, skills or NP in an event `seat`
/// sees (G-24.6, G-35.1), or knowledge gained by exchange or alliance (G-14.3, G-14.4).
/// Exposed when `seat`'s own hidden information was shown to factions outside its
/// alliance (a card consumed in combat, G-24.6; a master skill unlocked, G-15.2); open
/// otherwise. A non-final declaration and a priority Pass are open.
pub fn judge(
    before: &GameState,
    after: &GameState,
    events: &[Event],
    seat: FactionId,
) -> Undo<FactionId> {
    let rng = if before.rng == after.rng {
        Undo::Open
    } else {
        Undo::Settled(Line::Chance)
    };
    let audience = Audience::of(before, after, events);
    events
        .iter()
        .fold(rng.and(knowledge(before, after, seat)), |found, e| {
            found.and(audience.event_line(e, seat))
        })
}

/// G-35, G-14.3: what `seat` knows about the others grew, or it gained an ally.
fn knowledge(before: &GameState, after: &GameState, seat: FactionId) -> Undo<FactionId> {
    if let Some(ally) = after.ally_of(seat)
        && before.ally_of(seat) != Some(ally)
    {
        return Undo::Settled(Line::Revealed { of: ally });
    }
    let (Some(was), Some(now)) = (before.faction(seat), after.faction(seat)) else {
        return Undo::Open;
    };
    was.knowledge
        .iter()
        .zip(&now.knowledge)
        .zip(0..)
        .find(|((k0, k1), f)| k0 != k1 && !is_insider(before, seat, *f))
        .map_or(Undo::Open, |(_, of)| Undo::Settled(Line::Revealed { of }))
}

/// Whose hidden information an event's payload carries (G-35.1, G-8.6, G-24.6).
enum Carries<'e> {
    Nothing,
    /// Shown to every faction that sees the event.
    Secret(FactionId),
    /// G-30: both NPs of a clash, shown to every faction that sees it.
    Pair(FactionId, FactionId),
    /// G-8.6: every declaration at once, shown to all.
    Declarations(&'e [(FactionId, Declaration)]),
    /// G-14.3, G-14.4: `a` and `b` learn each other's hidden information; the event
    /// itself is public, but nobody else learns anything.
    Exchange(FactionId, FactionId),
}

/// The owner of a combat actor's hand and pools: a servant's faction. A summoned unit
/// holds no cards and no MP (G-29.9).
fn owner(actor: Actor) -> Carries<'static> {
    match actor {
        Actor::Servant { faction } => Carries::Secret(faction),
        Actor::Unit { .. } => Carries::Nothing,
    }
}

fn carries(kind: &EventKind) -> Carries<'_> {
    match kind {
        EventKind::MpChanged { faction, .. }
        | EventKind::EmergencySupply { faction, .. }
        | EventKind::UpkeepPaid { faction, .. }
        | EventKind::Rested { faction, .. }
        | EventKind::SoulEaten { faction, .. }
        | EventKind::HandRefilled { faction, .. }
        | EventKind::HandSet { faction, .. }
        | EventKind::CriticalCardsFaded { faction, .. }
        | EventKind::SkillActivated { faction, .. }
        | EventKind::MasterSkillUnlocked { faction, .. }
        | EventKind::NpFired { faction, .. } => Carries::Secret(*faction),
        EventKind::Investigated { target, .. } => Carries::Secret(*target),
        EventKind::KnowledgeGained { about, .. } => Carries::Secret(*about),
        EventKind::BonusPending { actor, .. } | EventKind::CardConsumed { actor, .. } => {
            owner(*actor)
        }
        // G-27.1: a normal defense shows the matching card; the others show theirs, if any.
        EventKind::ReactionChosen { defender, reaction } => match reaction {
            Reaction::NormalDefense
            | Reaction::LuckDefense { card: Some(_) }
            | Reaction::Guard { card: Some(_) } => owner(*defender),
            Reaction::LuckDefense { card: None } | Reaction::Guard { card: None } => {
                Carries::Nothing
            }
        },
        EventKind::NpClash { a, b, .. } => Carries::Pair(*a, *b),
        EventKind::DeclarationsRevealed { decls } => Carries::Declarations(decls),
        EventKind::IntelExchanged { a, b } | EventKind::AllianceFormed { a, b } => {
            Carries::Exchange(*a, *b)
        }
        // Public by the rules (G-9.3 declarations, G-29.3.1 NpDeclared, G-35.1 positions,
        // HP, buffs and command spells), or dice, whose chance shows in the RNG. G-35.3's
        // reveal at a combat's end shows in the knowledge.
        EventKind::GameStarted { .. }
        | EventKind::DayStarted { .. }
        | EventKind::TurnStarted { .. }
        | EventKind::PriorityDeclared { .. }
        | EventKind::PriorityWindowClosed { .. }
        | EventKind::TargetedPrompt { .. }
        | EventKind::EventCancelled { .. }
        | EventKind::Moved { .. }
        | EventKind::MoveSkipped { .. }
        | EventKind::Returned { .. }
        | EventKind::Teleported { .. }
        | EventKind::BondGained { .. }
        | EventKind::NegotiationOffer { .. }
        | EventKind::NegotiationAnswer { .. }
        | EventKind::Withdrew { .. }
        | EventKind::TruceFormed { .. }
        | EventKind::AllianceDissolved { .. }
        | EventKind::SoulEatingDone { .. }
        | EventKind::SoulEatingBlocked { .. }
        | EventKind::SoulEatingVoid { .. }
        | EventKind::CombatStarted { .. }
        | EventKind::Intervened { .. }
        | EventKind::AmbushResponse { .. }
        | EventKind::RoundStarted { .. }
        | EventKind::InitiativeSet { .. }
        | EventKind::ActivationStarted { .. }
        | EventKind::NpDeclared { .. }
        | EventKind::NpChargeCancelled { .. }
        | EventKind::NpChargeLost { .. }
        | EventKind::RetreatDeclared { .. }
        | EventKind::CeasefireOffered { .. }
        | EventKind::AttackDeclared { .. }
        | EventKind::CheckRolled { .. }
        | EventKind::CheckResolved { .. }
        | EventKind::CriticalEffect { .. }
        | EventKind::FumbleEffect { .. }
        | EventKind::DamageDealt { .. }
        | EventKind::Healed { .. }
        | EventKind::BuffApplied { .. }
        | EventKind::BuffRemoved { .. }
        | EventKind::DebuffResisted { .. }
        | EventKind::GutsTriggered { .. }
        | EventKind::UnitSummoned { .. }
        | EventKind::UnitDestroyed { .. }
        | EventKind::RetreatMoved { .. }
        | EventKind::RetreatCaught { .. }
        | EventKind::Escaped { .. }
        | EventKind::Fled { .. }
        | EventKind::CommandSpellUsed { .. }
        | EventKind::TacticalRefinementUsed { .. }
        | EventKind::ServantDied { .. }
        | EventKind::ServantVanished { .. }
        | EventKind::FactionEliminated { .. }
        | EventKind::CombatEnded { .. }
        | EventKind::MasterFellAsleep { .. }
        | EventKind::MasterWoke { .. }
        | EventKind::TruceExpired { .. }
        | EventKind::GrailManifested { .. }
        | EventKind::GrailPointGained { .. }
        | EventKind::GameEnded { .. } => Carries::Nothing,
    }
}

/// Who could see the step's events (G-40.1): the table before it, and every faction that
/// took part in a combat during it.
struct Audience<'s> {
    before: &'s GameState,
    /// (combat id, participant), from both states and the combats the step started.
    members: Vec<(u32, FactionId)>,
    /// Interveners joined the combat being set up (G-17.3).
    interveners: Vec<FactionId>,
}

impl<'s> Audience<'s> {
    fn of(before: &'s GameState, after: &GameState, events: &[Event]) -> Audience<'s> {
        let mut members = Vec::new();
        for cb in [&before.combat, &after.combat].into_iter().flatten() {
            members.extend(cb.participants.iter().map(|p| (cb.id, p.faction)));
        }
        let mut interveners = Vec::new();
        for e in events {
            match &e.kind {
                EventKind::CombatStarted {
                    combat,
                    participants,
                    ..
                } => members.extend(participants.iter().map(|f| (*combat, *f))),
                EventKind::Intervened { faction, .. } => interveners.push(*faction),
                _ => {}
            }
        }
        Audience {
            before,
            members,
            interveners,
        }
    }

    fn sees(&self, e: &Event, viewer: FactionId) -> bool {
        let allies: Vec<FactionId> = self.before.ally_of(viewer).into_iter().collect();
        let members: Vec<FactionId> = match e.visibility {
            Visibility::Participants { combat } => self
                .members
                .iter()
                .filter(|(id, _)| *id == combat)
                .map(|(_, f)| *f)
                .chain(self.interveners.iter().copied())
                .collect(),
            Visibility::Public | Visibility::Factions { .. } | Visibility::Private { .. } => {
                Vec::new()
            }
        };
        event_visible(e, viewer, &allies, &members)
    }

    fn event_line(&self, e: &Event, seat: FactionId) -> Undo<FactionId> {
        match carries(&e.kind) {
            Carries::Nothing => Undo::Open,
            Carries::Secret(of) => self.shown(e, of, seat),
            Carries::Pair(a, b) => self.shown(e, a, seat).and(self.shown(e, b, seat)),
            Carries::Declarations(decls) => decls.iter().fold(Undo::Open, |found, (of, _)| {
                found.and(self.shown(e, *of, seat))
            }),
            Carries::Exchange(a, b) => {
                let other = if seat == a {
                    b
                } else if seat == b {
                    a
                } else {
                    return Undo::Open;
                };
                if is_insider(self.before, seat, other) {
                    Undo::Open
                } else {
                    Undo::Settled(Line::Revealed { of: other })
                }
            }
        }
    }

    /// `of`'s hidden information in `e`: revealed to `seat` if it sees it from outside
    /// `of`'s alliance; exposed to those outsiders who see it if it is `seat`'s own.
    fn shown(&self, e: &Event, of: FactionId, seat: FactionId) -> Undo<FactionId> {
        if of == seat {
            Undo::exposed(
                self.before
                    .factions
                    .iter()
                    .map(|x| x.id)
                    .filter(|w| !is_insider(self.before, *w, seat) && self.sees(e, *w)),
            )
        } else if !is_insider(self.before, seat, of) && self.sees(e, seat) {
            Undo::Settled(Line::Revealed { of })
        } else {
            Undo::Open
        }
    }
}
