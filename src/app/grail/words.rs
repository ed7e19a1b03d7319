//! Interim: replaced by the words helper's module on merge.
use crate::content::grail::GrailContent;
use crate::rules::grail::menu::Label;
use crate::rules::grail::{Actor, DistrictIdx, Event, FactionId, GameState};

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
        format!("{a:?}")
    }
    pub fn district(&self, d: DistrictIdx) -> String {
        format!("district {d}")
    }
    pub fn master(&self, f: FactionId) -> String {
        format!("{}'s master", self.faction(f))
    }
    pub fn card(&self, k: crate::content::grail::CardType) -> String {
        format!("{k:?}")
    }
    pub fn buff(&self, b: &crate::rules::grail::Buff) -> (String, String) {
        (format!("{:?}", b.kind), format!("{b:?}"))
    }
    pub fn check_term(&self, t: &crate::rules::grail::CheckTerm) -> String {
        format!("{t:?}")
    }
    pub fn damage_term(&self, t: &crate::rules::grail::DamageTerm) -> String {
        format!("{t:?}")
    }
    pub fn label(&self, l: &Label) -> String {
        format!("{} {:?}", l.id, l.args)
    }
    pub fn event(&self, e: &Event) -> Option<String> {
        Some(format!("{:?}", e.kind))
    }
}
