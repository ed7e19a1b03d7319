//! The day's end (G-6.5): upkeep, vanishing servants and masters falling asleep (G-6.4,
//! G-16), and the war's final resolution (G-36).

use super::*;

impl Engine<'_> {
    /// G-6.5: the day-end sequence.
    pub(super) fn day_end(&mut self) {
        // 1. Upkeep in seat order (G-6.4).
        for i in 0..self.s.n() {
            if !self.fac(i).alive() {
                continue;
            }
            let cost = q::upkeep(self.c, self.s, i);
            let sv = self.fac(i).servant.mp;
            let acc = q::accessible_master_mp(self.s, i);
            if sv + acc < cost {
                self.eliminate(i, EliminationCause::Vanished, false);
                continue;
            }
            let from_servant = sv.min(cost);
            let from_master = cost - from_servant;
            let x = self.fac_mut(i);
            x.servant.mp -= from_servant;
            x.master.mp -= from_master;
            self.emit_private(
                i,
                EventKind::UpkeepPaid {
                    faction: i,
                    amount: cost,
                    from_servant,
                    from_master,
                },
            );
            if self.fac(i).servant.mp == 0 {
                self.zero_mp_check_deferred(i);
            }
        }
        // 2. Victory check.
        self.victory_check();
        if self.s.outcome.is_some() {
            return;
        }
        // 3. Final resolution on the last day.
        if self.s.day >= self.s.config.day_limit {
            self.final_resolution();
            return;
        }
        // 4. Masters who neither rested nor slept will sleep (G-16.1).
        let sleepers: Vec<(FactionId, bool)> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| (x.id, !x.master.rested_today && !x.master.asleep))
            .collect();
        // 5. Truces ending today (G-14.2).
        let day = self.s.day;
        let expired: Vec<(FactionId, FactionId)> = self
            .s
            .relations
            .iter()
            .filter(|r| r.kind == RelationKind::Truce { until_day_end: day })
            .map(|r| (r.a, r.b))
            .collect();
        self.s
            .relations
            .retain(|r| r.kind != RelationKind::Truce { until_day_end: day });
        for (a, b) in expired {
            self.emit(EventKind::TruceExpired { a, b });
        }
        for i in 0..self.s.factions.len() {
            self.remove_buffs(i as FactionId, BuffEndReason::DayEnd, |b| {
                b.expiry == Expiry::DayEnd
            });
        }
        // 6. Next day.
        self.s.day += 1;
        self.emit(EventKind::DayStarted { day: self.s.day });
        for (f, sleep) in sleepers {
            let was = self.fac(f).master.asleep;
            let m = &mut self.fac_mut(f).master;
            m.rested_today = false;
            m.asleep = sleep;
            if sleep && !was {
                self.emit(EventKind::MasterFellAsleep { faction: f });
            } else if !sleep && was {
                self.emit(EventKind::MasterWoke { faction: f });
            }
        }
        // 7. The Grail appears on the last day.
        if self.s.day == self.s.config.day_limit {
            self.s.grail_manifested = true;
            let district = q::map(self.c, self.s).map(|m| m.grail).unwrap_or(0);
            self.emit(EventKind::GrailManifested { district });
        }
        self.s.time = TimeOfDay::Morning;
        self.s.turn_index += 1;
        self.s.phase = Phase::TurnStart;
    }

    /// G-7.4 during upkeep: an emergency supply, or vanishing without an immediate win check.
    pub(super) fn zero_mp_check_deferred(&mut self, f: FactionId) {
        let master = self.fac(f).master.mp;
        if q::link_active(self.s, f) && master >= 1 {
            let amount = master.min(10);
            let x = self.fac_mut(f);
            x.master.mp -= amount;
            x.servant.mp += amount;
            self.emit_private(f, EventKind::EmergencySupply { faction: f, amount });
        } else {
            self.eliminate(f, EliminationCause::Vanished, false);
        }
    }

    /// G-36.2: the final resolution at the day limit.
    pub fn final_resolution(&mut self) {
        let alive: Vec<FactionId> = self
            .s
            .factions
            .iter()
            .filter(|x| x.alive())
            .map(|x| x.id)
            .collect();
        let grail = q::map(self.c, self.s).map(|m| m.grail);
        let on_grail: Vec<FactionId> = alive
            .iter()
            .copied()
            .filter(|&f| Some(self.fac(f).district) == grail)
            .collect();
        if let [one] = on_grail.as_slice() {
            self.finish(Outcome::Winner {
                faction: *one,
                by: WinReason::GrailDistrict,
            });
            return;
        }
        let best_pts = alive
            .iter()
            .map(|&f| self.fac(f).grail_points)
            .max()
            .unwrap_or(0);
        let top: Vec<FactionId> = alive
            .iter()
            .copied()
            .filter(|&f| self.fac(f).grail_points == best_pts)
            .collect();
        if let [one] = top.as_slice() {
            self.finish(Outcome::Winner {
                faction: *one,
                by: WinReason::GrailPoints,
            });
            return;
        }
        let pct = |e: &Self, f: FactionId| e.fac(f).servant.hp.max(0) * 1000 / e.max_hp(f).max(1);
        let best_hp = top.iter().map(|&f| pct(self, f)).max().unwrap_or(0);
        let top_hp: Vec<FactionId> = top
            .iter()
            .copied()
            .filter(|&f| pct(self, f) == best_hp)
            .collect();
        match top_hp.as_slice() {
            [one] => self.finish(Outcome::Winner {
                faction: *one,
                by: WinReason::HpPercent,
            }),
            _ => self.finish(Outcome::Draw { factions: top_hp }),
        }
    }
}
