//! Interim: replaced by the words helper's module on merge.
use crate::content::grail::{CardType, GrailContent};
use crate::rules::grail::menu::Label;
use crate::rules::grail::{Actor, CheckTerm, DamageTerm, DistrictIdx, Event, FactionId, GameState};

pub struct Words<'a> {
    s: &'a GameState,
}
impl<'a> Words<'a> {
    pub fn new(_c: &'a GrailContent, s: &'a GameState, _viewer: Option<FactionId>) -> Self {
        Words { s }
    }
    pub fn faction(&self, f: FactionId) -> String {
        self.s.factions[usize::from(f)].name.clone()
    }
    pub fn actor(&self, a: Actor) -> String {
        match a {
            Actor::Servant { faction } => self.faction(faction),
            Actor::Unit { uid } => format!("unit {uid}"),
        }
    }
    pub fn card(&self, k: CardType) -> String {
        format!("{k:?}")
    }
    pub fn check_term(&self, t: &CheckTerm) -> String {
        bare(format!("{t:?}"))
    }
    pub fn damage_term(&self, t: &DamageTerm) -> String {
        bare(format!("{t:?}"))
    }
    pub fn district(&self, d: DistrictIdx) -> String {
        format!("district {d}")
    }
    pub fn label(&self, l: &Label) -> String {
        format!("{} {:?}", l.id, l.args)
    }
    pub fn event(&self, e: &Event) -> Option<String> {
        Some(format!("{:?}", e.kind))
    }
}

/// A term's variant name without its data.
fn bare(debug: String) -> String {
    debug.split('(').next().unwrap_or_default().to_string()
}
