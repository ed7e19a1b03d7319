//! The Grail War's secrets, marked (G-35): every hidden name carries a marker of letters no
//! name of the game holds, and every MP pool a number no other figure of a war reaches.

use super::marks::{MP_BAND, MP_BASE, MP_HEADROOM, Secret, Secrets, marker};
use crate::content::grail::{GrailContent, SkillOwner};
use crate::rules::grail::view::is_insider;
use crate::rules::grail::{Declaration, FactionId, GameState, TurnAction};

/// `c` with a marker after each hidden name (in both languages) and an MP pool of its own
/// size for each master and servant, and what each marker stands for. The content's hash
/// changes with the pools, so no replay of the real content is taken for one of it.
pub(super) fn marked_grail(mut c: GrailContent, secrets: &mut Secrets) -> GrailContent {
    let mark = |name: &mut String, m: &str| *name = format!("{name} {m}");
    let mark_both = |name: &mut String, ja: &mut Option<String>, m: &str| {
        mark(name, m);
        if let Some(ja) = ja {
            mark(ja, m);
        }
    };
    for (i, s) in c.servants.iter_mut().enumerate() {
        let m = marker('T', i);
        mark_both(&mut s.true_name, &mut s.true_name_ja, &m);
        secrets.markers.push((m, Secret::TrueName(i)));
        let m = marker('N', i);
        mark_both(&mut s.np.name, &mut s.np.name_ja, &m);
        secrets.markers.push((m, Secret::NoblePhantasm(i)));
        for (j, skill) in s.skills.iter_mut().enumerate() {
            let m = marker('S', i * 10 + j);
            mark_both(&mut skill.name, &mut skill.name_ja, &m);
            secrets.markers.push((m, Secret::ServantSkill(i, j)));
        }
    }
    for (i, master) in c.masters.iter_mut().enumerate() {
        let m = marker('M', i);
        mark_both(&mut master.name, &mut master.name_ja, &m);
        secrets.markers.push((m, Secret::Master(i)));
        for (j, skill) in master.skills.iter_mut().enumerate() {
            let m = marker('K', i * 10 + j);
            mark_both(&mut skill.name, &mut skill.name_ja, &m);
            secrets.markers.push((m, Secret::MasterSkill(i, j)));
        }
    }
    let pools = c
        .masters
        .iter_mut()
        .enumerate()
        .map(|(i, m)| (&mut m.max_mp, Secret::MasterMp(i)))
        .chain(
            c.servants
                .iter_mut()
                .enumerate()
                .map(|(i, s)| (&mut s.max_mp, Secret::ServantMp(i))),
        );
    for (k, (max_mp, secret)) in pools.enumerate() {
        let base = MP_BASE + MP_BAND * k as i64;
        *max_mp = i32::try_from(base).unwrap_or(i32::MAX) + MP_HEADROOM;
        secrets.mp_pools.push(secret);
    }
    c.hash = crate::content::hash_json(&(&c.hash, &c.servants, &c.masters));
    c
}

/// The skills each faction has seen declared or used, and the Noble Phantasms it has seen
/// fired.
/// G-8.6: once the declarations are revealed every faction's view shows them, the skill of a
/// Skill action among them (a master's or a servant's, whatever the tier); the log keeps the
/// line that named it after the view has moved on, so the robot remembers what each view
/// showed, for the game of one seed.
#[derive(Default)]
pub(crate) struct Declared {
    /// The game and the number of its actions when the views were last read: they change
    /// only with an action.
    game: Option<(u64, usize)>,
    seen: Vec<(FactionId, Secret)>,
}

impl Declared {
    /// Notes what each faction's view of `s` shows declared (a new `game` forgets the last).
    pub(super) fn observe(
        &mut self,
        c: &GrailContent,
        s: &GameState,
        (game, actions): (u64, usize),
    ) {
        match self.game {
            Some((g, n)) if g == game && n == actions => return,
            Some((g, _)) if g == game => {}
            _ => self.seen.clear(),
        }
        self.game = Some((game, actions));
        self.observe_combat(s);
        if s.factions.iter().all(|x| x.turn.declared.is_none()) {
            return;
        }
        for v in s.factions.iter().map(|x| x.id) {
            for info in s.view_for(c, v).factions {
                let Some(Declaration {
                    action: Some(TurnAction::Skill { skill, .. }),
                    ..
                }) = info.declared
                else {
                    continue;
                };
                let Some(x) = s.faction(info.id) else {
                    continue;
                };
                let secret = match skill.owner {
                    SkillOwner::Master => {
                        Secret::MasterSkill(x.master.def.into(), skill.idx.into())
                    }
                    SkillOwner::Servant => {
                        Secret::ServantSkill(x.servant.def.into(), skill.idx.into())
                    }
                };
                if !self.seen.contains(&(v, secret)) {
                    self.seen.push((v, secret));
                }
            }
        }
    }

    /// What a combat shows everyone in it as it is used (the log names it, and an attack is
    /// answered knowing it): a Noble Phantasm fired (G-29.3.1) and a servant's skill used;
    /// the views learn them only at the combat's end (G-35.3). A master's skill stays
    /// unnamed to the other side (G-35.1).
    fn observe_combat(&mut self, s: &GameState) {
        let Some(combat) = &s.combat else {
            return;
        };
        for user in &combat.participants {
            let Some(x) = s.faction(user.faction) else {
                continue;
            };
            let servant = usize::from(x.servant.def);
            let skills = user
                .used_skills
                .iter()
                .filter(|k| k.owner == SkillOwner::Servant)
                .map(|k| Secret::ServantSkill(servant, k.idx.into()));
            let np = user.used_np.then_some(Secret::NoblePhantasm(servant));
            for secret in skills.chain(np) {
                for p in &combat.participants {
                    if !self.seen.contains(&(p.faction, secret)) {
                        self.seen.push((p.faction, secret));
                    }
                }
            }
        }
    }

    /// Whether `viewer`'s view has shown `secret` declared.
    pub(super) fn saw(&self, viewer: Option<FactionId>, secret: Secret) -> bool {
        viewer.is_some_and(|v| self.seen.contains(&(v, secret)))
    }
}

/// Whether `viewer` (or nobody) may read `secret` of the factions that hold it in `s`.
pub(super) fn may_know(
    c: &GrailContent,
    s: &GameState,
    viewer: Option<FactionId>,
    secret: Secret,
) -> bool {
    let holders: Vec<FactionId> = (0..s.factions.len())
        .filter_map(|i| FactionId::try_from(i).ok())
        .filter(|f| {
            s.faction(*f).is_some_and(|x| match secret {
                Secret::TrueName(i)
                | Secret::NoblePhantasm(i)
                | Secret::ServantSkill(i, _)
                | Secret::ServantMp(i) => usize::from(x.servant.def) == i,
                Secret::Master(i) | Secret::MasterSkill(i, _) | Secret::MasterMp(i) => {
                    usize::from(x.master.def) == i
                }
                Secret::Card(_) => false,
            })
        })
        .collect();
    // A name of no one in this game (a list of the roster) hides nothing of theirs.
    let Some(v) = viewer else {
        return holders.is_empty();
    };
    let view = s.view_for(c, v);
    holders.iter().all(|f| {
        if is_insider(s, v, *f) {
            return true;
        }
        let Some(info) = view.factions.iter().find(|x| x.id == *f) else {
            return false;
        };
        let sv = &info.servant;
        match secret {
            Secret::TrueName(_) => sv.true_name.is_some(),
            Secret::NoblePhantasm(_) => sv.np.is_some() || sv.seen_np.is_some(),
            Secret::ServantSkill(i, j) => {
                let id = &c.servants[i].skills[j].id;
                let known =
                    |list: &[crate::content::grail::Skill]| list.iter().any(|k| &k.id == id);
                sv.skills.as_deref().is_some_and(known) || known(&sv.seen_skills)
            }
            Secret::MasterSkill(..) => info.master_skills.is_some(),
            Secret::ServantMp(_) => sv.mp.is_some(),
            Secret::MasterMp(_) => info.master_mp.is_some(),
            Secret::Master(_) | Secret::Card(_) => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::robot::secrets::marks::mp_pool;
    use crate::rules::grail::{GameConfig, new_game};

    fn marked() -> (GrailContent, Secrets) {
        let mut secrets = Secrets::default();
        let c = marked_grail(GrailContent::builtin().expect("content"), &mut secrets);
        (c, secrets)
    }

    /// At the start each faction knows its own secrets and no one else's; behind a curtain
    /// nobody's may show; a servant who is not in the game hides nothing.
    #[test]
    fn each_side_may_read_only_its_own_secrets() {
        let (c, _) = marked();
        let (s, _) = new_game(&c, GameConfig::skirmish(4, 2)).expect("a skirmish");
        let def = |f: FactionId| usize::from(s.faction(f).expect("a faction").servant.def);
        let master = |f: FactionId| usize::from(s.faction(f).expect("a faction").master.def);
        for secret in [
            Secret::TrueName(def(0)),
            Secret::NoblePhantasm(def(0)),
            Secret::ServantSkill(def(0), 0),
            Secret::Master(master(0)),
            Secret::MasterMp(master(0)),
        ] {
            assert!(may_know(&c, &s, Some(0), secret), "{secret:?}: its own");
            assert!(
                !may_know(&c, &s, Some(1), secret),
                "{secret:?}: the enemy's"
            );
            assert!(
                !may_know(&c, &s, None, secret),
                "{secret:?}: behind a curtain"
            );
        }
        let absent = (0..c.servants.len())
            .find(|i| *i != def(0) && *i != def(1))
            .expect("a servant not in the game");
        assert!(may_know(&c, &s, None, Secret::TrueName(absent)));
    }

    /// Every MP figure a pool can show while it spends less than its headroom is in its
    /// own band, and no figure of a war below the bands (HP, damage, odds) is in any.
    #[test]
    fn each_mp_pool_has_a_band_of_its_own() {
        let (c, s) = marked();
        let pools = c
            .masters
            .iter()
            .map(|m| m.max_mp)
            .chain(c.servants.iter().map(|x| x.max_mp));
        for (k, max) in pools.enumerate() {
            for spent in [0, MP_HEADROOM - 1] {
                let n = i64::from(max - spent);
                assert_eq!(mp_pool(&s.mp_pools, n), Some(s.mp_pools[k]), "{n}");
            }
        }
        assert_eq!(mp_pool(&s.mp_pools, 320), None);
        assert_eq!(mp_pool(&s.mp_pools, MP_BASE - 1), None);
    }
}
