//! The Grail War's content as a resource, shared with the AI's background tasks.

use std::sync::Arc;

use bevy::prelude::*;

use crate::content::grail::GrailContent;

/// The loaded Grail War content: servants, masters, maps.
#[derive(Resource, Clone)]
pub struct GrailData(pub Arc<GrailContent>);

impl AsRef<GrailContent> for GrailData {
    fn as_ref(&self) -> &GrailContent {
        &self.0
    }
}
