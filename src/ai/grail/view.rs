//! What one faction may know (G-35, G-8.6, G-24.6, G-40.1), as a state the search can play
//! on: built by an allow-list from fixed stand-in values, so a field added to the core's
//! state stays hidden until it is judged public.

use crate::content::grail::{CardCounts, GrailContent};
use crate::rules::dice::Dice;
use crate::rules::grail::{
    self as core, CombatOrigin, CombatPhase, CombatState, Controller, Declaration, Faction,
    FactionId, FactionSetup, FactionStatus, FactionView, GameConfig, GameState, Knowledge,
    MasterState, Participant, Phase, ServantState, TimeOfDay, TurnState, is_insider,
};

use super::{GrailState, Identities};

/// What one faction knows: the core view, and a state holding only what it may know, the
/// rest at fixed stand-in values (the same whatever the hidden values are).
#[derive(Clone, Debug, PartialEq)]
pub struct GrailView {
    pub view: FactionView,
    pub(super) public: GrailState,
    /// Seats whose private information the viewer does not share (not itself, not its ally).
    pub(super) outsider: Vec<bool>,
    /// For each seat, the servant and master definitions consistent with what the viewer
    /// knows.
    pub(super) identities: Identities,
}

/// Declarations are secret in these phases (G-8.6; mirrors `view_for`).
pub(super) fn declarations_hidden(p: &Phase) -> bool {
    matches!(
        p,
        Phase::TurnStart | Phase::PriorityWindow { .. } | Phase::Declarations { .. }
    )
}

impl GrailView {
    /// The view of `viewer` in `g`.
    pub fn new(c: &GrailContent, g: &GrailState, viewer: FactionId) -> GrailView {
        let view = g.s.view_for(c, viewer);
        let n = g.s.factions.len();
        let outsider: Vec<bool> = (0..n)
            .map(|f| !is_insider(&g.s, viewer, f as FactionId))
            .collect();
        let identities = Identities::new(c, &g.s, &view);
        let neutral_master = (0..c.masters.len() as u16)
            .find(|m| !(0..n).any(|f| !outsider[f] && g.s.factions[f].master.def == *m))
            .unwrap_or(0);
        let known = Known {
            s: &g.s,
            viewer,
            outsider: &outsider,
            servant_candidates: &identities.servants,
            neutral_master,
        };
        let public = GrailState {
            s: known.state(),
            free_in_row: g.free_in_row,
            menu_open: g.menu_open,
        };
        GrailView {
            view,
            public,
            outsider,
            identities,
        }
    }

    pub fn viewer(&self) -> FactionId {
        self.view.viewer
    }

    /// The servants and masters each seat may have, as far as the viewer knows.
    pub fn identities(&self) -> &Identities {
        &self.identities
    }
}

/// What one faction may know of a state (G-35, G-8.6, G-24.6, G-40.1), as a state the search
/// can play on. Each builder starts from a fixed stand-in and copies in, field by field,
/// only what the viewer may know: a field added to the core's state stays at its
/// stand-in here until it is judged public and listed.
struct Known<'a> {
    s: &'a GameState,
    viewer: FactionId,
    /// Seats whose private information the viewer does not share.
    outsider: &'a [bool],
    servant_candidates: &'a [Vec<u16>],
    /// A master no insider has, standing in for every outsider's (G-35.1: masters are private).
    neutral_master: u16,
}

/// The stand-in state: no seed, no dice, no factions.
fn blank_state() -> GameState {
    GameState {
        rules_version: 0,
        config: GameConfig {
            rng_seed: 0,
            day_limit: 0,
            map: String::new(),
            factions: Vec::new(),
            decision_timer_s: None,
            skirmish: None,
        },
        rng: Dice::seeded(0),
        map: 0,
        soul_eaten: Vec::new(),
        day: 0,
        time: TimeOfDay::Morning,
        turn_index: 0,
        lead_seat: 0,
        phase: Phase::GameOver,
        factions: Vec::new(),
        relations: Vec::new(),
        priority_decls: Vec::new(),
        priority_events: Vec::new(),
        resolving: None,
        combat: None,
        pending: None,
        outcome: None,
        grail_manifested: false,
        negate_ambush: Vec::new(),
        next_uid: 0,
        next_combat_id: 0,
        event_seq: 0,
        dice_fault: None,
        actions_applied: 0,
        log: None,
    }
}

/// The stand-in faction of seat `id` among `n`: the first servant and master, no MP,
/// no knowledge.
fn blank_faction(id: FactionId, n: usize) -> Faction {
    Faction {
        id,
        name: String::new(),
        controller: Controller::Ai,
        servant: ServantState {
            def: 0,
            hp: 0,
            mp: 0,
            buffs: Vec::new(),
        },
        master: MasterState {
            def: 0,
            mp: 0,
            command_spells: 0,
            asleep: false,
            rested_today: false,
            fourth_skill_unlocked: false,
        },
        district: 0,
        status: FactionStatus::Active,
        bond: 0,
        knowledge: vec![Knowledge::default(); n],
        workshop: None,
        grail_points: 0,
        turn: TurnState::default(),
    }
}

/// The stand-in combat: nobody in it, nothing under way.
fn blank_combat(id: u32) -> CombatState {
    CombatState {
        id,
        district: 0,
        origin: CombatOrigin::SoulEating {
            eater: 0,
            encounterers: Vec::new(),
        },
        round: 0,
        phase: CombatPhase::Ended,
        participants: Vec::new(),
        units: Vec::new(),
        initiative: Vec::new(),
        order: Vec::new(),
        quiet_rounds: 0,
        offensive_this_round: false,
        attack: None,
        end_reason: None,
    }
}

impl Known<'_> {
    fn outsider(&self, f: FactionId) -> bool {
        self.outsider.get(usize::from(f)).copied().unwrap_or(true)
    }

    fn state(&self) -> GameState {
        let s = self.s;
        let blank = blank_state();
        GameState {
            // Public: the rules, the map and the clock (G-35.1 "always public"), relations
            // and priority declarations (public events, G-9.3, G-14), the decision and who
            // decides (G-39.1), the outcome. The dice, the seed and the counters that also
            // count private events and actions stay at the stand-in.
            rules_version: s.rules_version,
            config: GameConfig {
                day_limit: s.config.day_limit,
                map: s.config.map.clone(),
                factions: s
                    .config
                    .factions
                    .iter()
                    .enumerate()
                    .map(|(f, x)| {
                        let inside = !self.outsider(f as FactionId);
                        FactionSetup {
                            name: x.name.clone(),
                            controller: x.controller,
                            servant: if inside {
                                x.servant.clone()
                            } else {
                                String::new()
                            },
                            master: if inside {
                                x.master.clone()
                            } else {
                                String::new()
                            },
                            // G-35.1: the class is public (tier 0).
                            class: x.class,
                        }
                    })
                    .collect(),
                decision_timer_s: s.config.decision_timer_s,
                // Public: where the seats stand and who waits, and that the game ends with
                // its combat, which the search must know to value its ends.
                skirmish: s.config.skirmish.clone(),
                ..blank.config.clone()
            },
            map: s.map,
            soul_eaten: s.soul_eaten.clone(),
            day: s.day,
            time: s.time,
            turn_index: s.turn_index,
            lead_seat: s.lead_seat,
            phase: s.phase.clone(),
            factions: s.factions.iter().map(|x| self.faction(x)).collect(),
            relations: s.relations.clone(),
            priority_decls: s.priority_decls.clone(),
            priority_events: s.priority_events.clone(),
            resolving: s.resolving.clone(),
            combat: s.combat.as_ref().map(|cb| self.combat(cb)),
            pending: s.pending.clone(),
            outcome: s.outcome.clone(),
            grail_manifested: s.grail_manifested,
            negate_ambush: s.negate_ambush.clone(),
            // Buff and unit ids, and combat ids: every buff, unit and combat is public.
            next_uid: s.next_uid,
            next_combat_id: s.next_combat_id,
            ..blank
        }
    }

    // The updates from the stand-in are for fields added to the core later.
    #[allow(clippy::needless_update)]
    fn faction(&self, x: &Faction) -> Faction {
        if !self.outsider(x.id) {
            // Itself or its ally: everything (G-35.1, G-14.3).
            return x.clone();
        }
        let blank = blank_faction(x.id, self.s.factions.len());
        let hidden_decls = declarations_hidden(&self.s.phase);
        Faction {
            id: x.id,
            name: x.name.clone(),
            controller: x.controller,
            servant: ServantState {
                // The first servant consistent with what the viewer knows: it keeps the
                // public class, stats and movement (G-35.1 tier 0).
                def: self
                    .servant_candidates
                    .get(usize::from(x.id))
                    .and_then(|c| c.first().copied())
                    .unwrap_or(blank.servant.def),
                hp: x.servant.hp,
                buffs: x.servant.buffs.clone(),
                ..blank.servant.clone()
            },
            master: MasterState {
                def: self.neutral_master,
                // G-35.1: command spells and sleep are public; resting and the bond skill
                // show in public events (revealed declarations, `MasterSkillUnlocked`).
                command_spells: x.master.command_spells,
                asleep: x.master.asleep,
                rested_today: x.master.rested_today,
                fourth_skill_unlocked: x.master.fourth_skill_unlocked,
                ..blank.master.clone()
            },
            district: x.district,
            status: x.status,
            bond: x.bond,
            // What it knows of the others (G-35) stays at the stand-in: nothing.
            // Set by a skill used in public (G-20.1, G-10.2).
            workshop: x.workshop,
            grail_points: x.grail_points,
            turn: TurnState {
                engaged: x.turn.engaged,
                // G-8.6: that it declared shows in the Declarations cursor, not what.
                declared: match &x.turn.declared {
                    Some(_) if hidden_decls => Some(Declaration {
                        move_path: Vec::new(),
                        action: None,
                    }),
                    d => d.clone(),
                },
                turn_ended: x.turn.turn_ended,
                intervened: x.turn.intervened,
                fought: x.turn.fought,
                skills_used: x.turn.skills_used.clone(),
                teleported: x.turn.teleported,
                ..blank.turn.clone()
            },
            ..blank
        }
    }

    #[allow(clippy::needless_update)]
    fn combat(&self, cb: &CombatState) -> CombatState {
        let seen = cb.participant(self.viewer).is_some();
        CombatState {
            // The combat's course is shown to its participants (G-40.1): rounds, order,
            // units, the attack being resolved with its declared reactions and its rolls. A
            // seat outside it is never asked while it runs, but the search needs a playable
            // state, so this is kept for it too; what only participants learn is not.
            id: cb.id,
            district: cb.district,
            origin: cb.origin.clone(),
            round: cb.round,
            phase: cb.phase,
            participants: cb
                .participants
                .iter()
                .map(|p| self.participant(p, seen))
                .collect(),
            units: cb.units.clone(),
            initiative: cb.initiative.clone(),
            order: cb.order.clone(),
            quiet_rounds: cb.quiet_rounds,
            offensive_this_round: cb.offensive_this_round,
            attack: cb.attack.clone(),
            end_reason: cb.end_reason,
            ..blank_combat(cb.id)
        }
    }

    fn participant(&self, p: &Participant, seen: bool) -> Participant {
        if !self.outsider(p.faction) {
            return p.clone();
        }
        // A participant as it joins: nothing used, charged or pending.
        let blank = core::new_participant(p.faction);
        Participant {
            faction: p.faction,
            status: p.status,
            // G-24.6: the size shows, the cards and the pending bonuses do not.
            hand: CardCounts {
                buster: p.hand.total().min(u32::from(u8::MAX)) as u8,
                ..blank.hand
            },
            np_charge: p.np_charge.filter(|_| seen),
            retreat: p.retreat.filter(|_| seen),
            fleeing: p.fleeing,
            joined_as_intervener: p.joined_as_intervener,
            main_action_spent: p.main_action_spent,
            np_fired_round: p.np_fired_round,
            skills_used_this_round: p.skills_used_this_round.clone(),
            auto_fired: p.auto_fired.clone(),
            hp_half_fired: p.hp_half_fired,
            last_hostile_damager: p.last_hostile_damager,
            ceasefire_offered: p.ceasefire_offered,
            np_decided_this_window: p.np_decided_this_window,
            teleported: p.teleported,
            // G-35.3: revealed to the participants only.
            used_skills: if seen {
                p.used_skills.clone()
            } else {
                Vec::new()
            },
            used_np: seen && p.used_np,
            ..blank
        }
    }
}
