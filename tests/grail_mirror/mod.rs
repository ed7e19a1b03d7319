//! What the Grail app tests share: every servant and master entity checked against the
//! core's view for the faction shown (G-35: the mirror holds only what it may know), and
//! `CombatRound` against the combat.

use bevy::prelude::*;

use horizon_notes::app::grail::mirror::{
    self, Buffs, Charge, Command, Hand, MasterOf, Pools, ServantOf, Standing, Vitals,
};
use horizon_notes::app::grail::{CombatRound, GrailData, GrailSession, GrailTable};
use horizon_notes::rules::grail::{CombatPhase, GameState};

/// The round state the core's combat stands in once everything is shown.
fn round_of(s: &GameState) -> Option<CombatRound> {
    if s.is_over() {
        return Some(CombatRound::Over);
    }
    Some(match s.combat.as_ref()?.phase {
        CombatPhase::Intervention { .. }
        | CombatPhase::Begin
        | CombatPhase::CombatStartWindow { .. } => CombatRound::Opening,
        CombatPhase::RoundStart | CombatPhase::RoundStartWindow { .. } => CombatRound::RoundStart,
        CombatPhase::Activation { .. } | CombatPhase::RoundEnd => CombatRound::Activation,
        CombatPhase::Ended => CombatRound::Over,
    })
}

/// Every entity against the core's view for the viewer; panics with the difference.
pub fn check(app: &mut App) {
    let world = app.world_mut();
    let c = world.resource::<GrailData>().0.clone();
    let session = world.resource::<GrailSession>();
    let viewer = world.resource::<GrailTable>().viewer(session);
    let s = session.state.clone();
    let seen = mirror::seen(&c, &s, viewer);
    let round = *world.resource::<State<CombatRound>>().get();
    // Only a combat's participants are shown its rounds (G-40.1).
    let members = &world.resource::<GrailTable>().members;
    let inside = viewer.faction().is_none_or(|f| members.contains(&f));
    if let Some(r) = round_of(&s).filter(|_| inside || s.is_over()) {
        assert_eq!(
            round,
            r,
            "CombatRound follows the combat ({:?})",
            s.combat.as_ref().map(|cb| cb.phase)
        );
    }
    let mut q = world.query::<(
        &ServantOf,
        &Vitals,
        &Standing,
        &Hand,
        &Pools,
        &Charge,
        &Buffs,
    )>();
    let mut servants = 0;
    for (of, v, st, h, p, ch, b) in q.iter(world) {
        servants += 1;
        let x = &seen[usize::from(of.0)];
        let part = x.part.as_ref();
        assert_eq!(
            (v.hp, v.max_hp, v.mp, v.max_mp),
            (
                x.info.servant.hp,
                x.info.servant.max_hp,
                x.info.servant.mp,
                x.info.servant.max_mp
            ),
            "faction {}: HP and MP",
            of.0
        );
        assert_eq!(st.district, x.info.district, "faction {}: district", of.0);
        assert_eq!(
            st.status,
            part.map(|p| p.status),
            "faction {}: status",
            of.0
        );
        assert_eq!(
            (h.size, h.cards),
            (part.and_then(|p| p.hand_size), part.and_then(|p| p.hand)),
            "faction {}: hand",
            of.0
        );
        assert_eq!(
            (p.buster, p.quick),
            (
                part.and_then(|p| p.buster_pending),
                part.and_then(|p| p.quick_pending)
            ),
            "faction {}: pools",
            of.0
        );
        assert_eq!(
            ch.0,
            part.and_then(|p| p.np_charge),
            "faction {}: NP charge",
            of.0
        );
        assert_eq!(b.0, x.info.servant.buffs, "faction {}: buffs", of.0);
        // The mirror never holds a rival's secrets (G-35.1, G-24.6).
        if let Some(v) = viewer.faction()
            && v != of.0
            && s.ally_of(v) != Some(of.0)
        {
            assert_eq!(
                (seen[usize::from(of.0)].info.servant.mp, h.cards, p.buster),
                (None, None, None),
                "faction {} hides its secrets from {v}",
                of.0
            );
        }
    }
    assert_eq!(servants, s.factions.len(), "a servant entity per faction");
    let mut q = world.query::<(&MasterOf, &Command)>();
    for (of, cmd) in q.iter(world) {
        let x = &seen[usize::from(of.0)];
        assert_eq!(
            (cmd.mp, cmd.spells),
            (x.info.master_mp, x.info.command_spells),
            "master {}",
            of.0
        );
    }
}
