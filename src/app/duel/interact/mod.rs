//! The person's side of the duel without any drawing: keys and picks in, completed actions
//! out (as `DuelChoice` messages), and the offer of the open decision for the overlay to
//! draw. Runs headless, so the choice flow is tested without a window.

mod model;
mod stops;
mod systems;

use bevy::prelude::*;

use crate::app::duel::layout::Highlights;
use crate::app::duel::session::DuelSession;
use crate::app::order::AppSystems;
use crate::app::screens::Screen;

pub use model::{Button, Dir, Effect, Interaction, Offer, Pick};
pub use stops::PassFlow;
pub use systems::{Choosing, Picked};

pub(super) fn plugin(app: &mut App) {
    let on_board = || in_state(Screen::Duel).and_then(resource_exists::<DuelSession>);
    app.init_resource::<Choosing>()
        .init_resource::<Highlights>()
        .add_message::<Picked>()
        .add_systems(OnEnter(Screen::Duel), systems::reset)
        .add_systems(
            Update,
            (
                systems::read_keys.in_set(AppSystems::Input),
                systems::interpret.in_set(AppSystems::Decide),
            )
                .run_if(on_board()),
        );
}
