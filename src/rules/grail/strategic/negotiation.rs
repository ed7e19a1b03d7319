//! Negotiation at an encounter (G-11.3): the initiator's offer and the target's answer.

use super::*;

impl Engine<'_> {
    /// G-11.3: the initiator's offer.
    pub(super) fn propose(&mut self, f: FactionId, offer: Offer) {
        let Some((_, target)) = self.event_parties() else {
            return;
        };
        self.emit(EventKind::NegotiationOffer {
            from: f,
            to: target,
            offer,
        });
        if offer == Offer::Fight {
            self.encounter_combat();
        } else {
            self.set_stage(EventStage::Answer { offer });
        }
    }

    /// G-11.3, G-14: the target's answer.
    pub(super) fn respond(&mut self, f: FactionId, offer: Offer, answer: Answer) {
        let Some((by, _)) = self.event_parties() else {
            return;
        };
        self.emit(EventKind::NegotiationAnswer { answer });
        match answer {
            Answer::Accept => {
                let (a, b) = (by.min(f), by.max(f));
                match offer {
                    Offer::Truce => {
                        let day = self.s.day;
                        self.s.relations.push(Relation {
                            a,
                            b,
                            kind: RelationKind::Truce { until_day_end: day },
                        });
                        self.emit(EventKind::TruceFormed { a, b });
                    }
                    Offer::Alliance => {
                        self.s.relations.retain(|r| !r.joins(a, b));
                        self.s.relations.push(Relation {
                            a,
                            b,
                            kind: RelationKind::Alliance,
                        });
                        self.emit(EventKind::AllianceFormed { a, b });
                        // G-14.3: allies share the higher tier on every third servant.
                        for x in 0..self.s.n() {
                            if x == a || x == b {
                                continue;
                            }
                            let t = q::knowledge_tier(self.s, a, x)
                                .max(q::knowledge_tier(self.s, b, x));
                            self.set_tier(a, x, t);
                            self.set_tier(b, x, t);
                        }
                    }
                    Offer::IntelExchange => {
                        // G-14.4.
                        let ta = q::knowledge_tier(self.s, a, b);
                        let tb = q::knowledge_tier(self.s, b, a);
                        self.set_tier(a, b, (ta + 1).min(3));
                        self.set_tier(b, a, (tb + 1).min(3));
                        self.emit(EventKind::IntelExchanged { a, b });
                    }
                    Offer::Fight => {}
                }
                self.set_stage(EventStage::Done);
            }
            Answer::Attack => self.encounter_combat(),
            Answer::Decline => self.set_stage(EventStage::AfterDecline { offer }),
        }
    }
}
