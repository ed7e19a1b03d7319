//! The person's decision in the frame: keys become picks (`Input`), picks move the choice
//! on and complete actions (`Decide`), and what the decision offers is left for the overlay
//! to draw. No egui here, so the whole flow runs headless.

use bevy::prelude::*;

use super::model::{Dir, Interaction, Offer, Pick, Table};
use super::stops::PassFlow;
use crate::app::duel::ai::AiMove;
use crate::app::duel::choose;
use crate::app::duel::data::DuelData;
use crate::app::duel::layout::Highlights;
use crate::app::duel::session::{Duel, DuelChoice, DuelSession, sided_name};
use crate::app::input::Keys;
use crate::app::keys::GameKey;
use crate::app::screens::Menu;
use crate::app::session::{Pacing, Rewind, idle};
use crate::app::settings::Settings;
use crate::rules::duel::{self, Action, Decision, PlayerId, UnitId};

/// A pick from any input (the overlay's buttons and clicks, the keys, a test).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Picked(pub Pick);

/// The person's decision: what is open, what it offers, and whose charging is done.
#[derive(Resource, Default, Debug)]
pub struct Choosing {
    pub now: Interaction,
    /// What the overlay draws; empty unless the person shown may decide.
    pub offer: Offer,
    /// The person shown may decide now (their decision, the board at rest, no curtain).
    pub active: bool,
    /// The number of actions played when the choice was last reset: a new decision
    /// starts with nothing open.
    decision: usize,
    /// What the person asked to pass: the rest of a Charge Phase (D-8.5 would ask again
    /// after every card the opponent converts), or of the opponent's turn.
    pub passes: PassFlow,
}

/// Keys to picks while the person may decide; Esc closes what is open, or else opens and
/// closes the pause menu.
pub(super) fn read_keys(
    keys: Keys,
    choosing: Res<Choosing>,
    session: Res<DuelSession>,
    menu: Option<Res<State<Menu>>>,
    mut next_menu: ResMut<NextState<Menu>>,
    (mut picks, mut rewind): (MessageWriter<Picked>, MessageWriter<Rewind>),
) {
    let paused = menu.as_ref().is_some_and(|m| m.get().pauses());
    // Undo works while the AI answers too: its answers go with the choice.
    let mine = session.shown.curtain.is_none() && session.seat(session.shown.seat).is_human();
    if mine && !paused {
        if keys.just_pressed(&GameKey::Redo) {
            rewind.write(Rewind::Redo);
        } else if keys.just_pressed(&GameKey::Undo) {
            rewind.write(Rewind::Undo);
        }
    }
    if keys.just_pressed(&GameKey::Cancel) {
        if choosing.active && choosing.now.is_open() && !paused {
            picks.write(Picked(Pick::Cancel));
        } else {
            if let Some(m) = menu
                .as_ref()
                .map_or(Some(Menu::Pause), |m| m.get().on_escape())
            {
                next_menu.set(m);
            }
        }
    }
    if !choosing.active || paused {
        return;
    }
    let me = session.shown.seat;
    let mut write = |p: Pick| {
        picks.write(Picked(p));
    };
    if keys.just_pressed(&GameKey::NextTarget) {
        write(Pick::Focus(Dir::Next));
    }
    if keys.just_pressed(&GameKey::PrevTarget) {
        write(Pick::Focus(Dir::Prev));
    }
    if keys.just_pressed(&GameKey::Confirm) {
        write(Pick::Confirm);
    }
    if keys.just_pressed(&GameKey::Pass) {
        write(Pick::Pass);
    }
    for (slot, key) in GameKey::ARCS.iter().enumerate() {
        if keys.just_pressed(key) {
            write(Pick::Unit(UnitId::arc(me, slot as u8)));
        }
    }
    let hand = &session.state.player(me).hand;
    for (key, card) in GameKey::CARDS.iter().zip(hand) {
        if keys.just_pressed(key) {
            write(Pick::Card(card.uid));
        }
    }
}

/// Carries out this frame's picks for the person shown and hands a completed action to the
/// core; passes the decisions a person asked not to stop at (`stops`); leaves the offer
/// for the overlay and the glow for the board.
pub(super) fn interpret(
    mut picks: MessageReader<Picked>,
    mut choosing: ResMut<Choosing>,
    (session, duel, content): (Res<DuelSession>, Res<Duel>, Res<DuelData>),
    (pacing, settings): (Res<Pacing>, Res<Settings>),
    mut choices: MessageWriter<DuelChoice>,
    (mut highlights, ai_move): (ResMut<Highlights>, Res<AiMove>),
) {
    let s = &session.state;
    let me = session.shown.seat;
    if choosing.decision != session.actions.len() {
        choosing.decision = session.actions.len();
        choosing.now.clear();
    }
    if let Some(player) = super::stops::passed_for(&session, &mut choosing.passes, &settings) {
        picks.clear();
        choices.write(DuelChoice {
            seat: player,
            action: Action::Pass,
        });
        return;
    }
    let active = idle(&session, &pacing)
        && session.shown.curtain.is_none()
        && session.human_to_decide() == Some(me);
    choosing.active = active;
    if !active {
        picks.clear();
        choosing.now.clear();
        choosing.offer = Offer::default();
        clear_glow(&mut highlights);
        // The AI's announced move: who acts and at whom glow (the focus's marks stay the
        // person's).
        if let Some((p, a)) = ai_move.shown {
            highlights.targets.extend(actor(p, &a));
            highlights.targets.extend(choose::target(&a));
        }
        return;
    }
    let view = s.view_for(me);
    let legal = duel::legal_actions(&content.0, s);
    let unit_name = |u| sided_name(&duel, &session, &content.0, u);
    let source_name = |src| duel.source_name(s, &content.0, src, &unit_name);
    let table = Table {
        c: &content.0,
        state: &view.state,
        me,
        legal: &legal,
        unit_name: &unit_name,
        source_name: &source_name,
        keys: &settings.keys,
    };
    let picked: Vec<Pick> = picks.read().map(|p| p.0).collect();
    for pick in picked {
        let Some(action) = choosing.now.pick(&table, pick) else {
            continue;
        };
        if pick == Pick::Pass && matches!(s.pending, Some(Decision::Charge { .. })) {
            choosing.passes.done_charging[me.index()] = Some(s.turn);
        }
        if pick == Pick::PassUntilMyTurn {
            choosing.passes.until_my_turn[me.index()] = true;
        }
        choosing.now.clear();
        choices.write(DuelChoice { seat: me, action });
        break;
    }
    let offer = choosing.now.offer(&table);
    highlights.targets.clone_from(&offer.targets);
    highlights.actors.clone_from(&offer.actors);
    highlights.selected = offer.selected;
    choosing.offer = offer;
}

/// The unit that acts in `a`: the skill's user, the spell's caster.
fn actor(p: PlayerId, a: &Action) -> Option<UnitId> {
    match a {
        Action::UseAttackSkill { user, .. }
        | Action::UseSupportSkill { user, .. }
        | Action::UseAstralCode { user, .. } => Some(UnitId::arc(p, *user)),
        Action::CastSpell { caster, .. } => Some(UnitId::arc(p, *caster)),
        Action::Block { blocker } => Some(UnitId::arc(p, *blocker)),
        Action::ConvertEther { .. } | Action::NoBlock | Action::Pass | Action::Concede => None,
    }
}

fn clear_glow(h: &mut Highlights) {
    h.targets.clear();
    h.actors.clear();
    h.selected = None;
}

/// A new duel starts with nothing chosen.
pub(super) fn reset(mut choosing: ResMut<Choosing>) {
    *choosing = Choosing::default();
}
