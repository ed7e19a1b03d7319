//! The duel's content as a resource, shared with the AI's background tasks.

use std::sync::Arc;

use bevy::prelude::*;

use crate::content::duel::DuelContent;

/// The loaded duel content: Arcastella, cards, followers and preset decks.
#[derive(Resource, Clone)]
pub struct DuelData(pub Arc<DuelContent>);

impl AsRef<DuelContent> for DuelData {
    fn as_ref(&self) -> &DuelContent {
        &self.0
    }
}
