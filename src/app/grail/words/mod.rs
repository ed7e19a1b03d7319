//! The Grail War in the viewer's words: names of factions, servants, masters, districts,
//! cards, skills, command spells and buffs, the menu's labels, the terms of checks and
//! damages, and one log line for each event, all from the message catalog (`grail`,
//! `grail-log`) in the current language.
//!
//! A servant is known by its class (G-2.2: every class is public); its true name shows only
//! where the viewer knows it (G-35.1: its own or its ally's servant, tier 3 knowledge, or a
//! spectator who sees all). A master's name is private to the owner and its ally (G-35.1).

use fluent_bundle::FluentValue;

use crate::content::grail::{CardType, Class, GrailContent, SkillOwner};
use crate::locale::{Args, Named, text};
use crate::rules::grail::Illegal;
use crate::rules::grail::action::{CommandSpell, NpTarget, TargetRef};
use crate::rules::grail::event::{CheckTerm, DamageTerm, Event, EventKind};
use crate::rules::grail::menu::{Label, LabelArg};
use crate::rules::grail::query as q;
use crate::rules::grail::state::{
    Actor, Buff, BuffOrDebuff, DistrictIdx, EffectSource, FactionId, GameState, SkillRef,
};
use crate::rules::grail::view::is_insider;
use crate::tr;

mod log;
mod log_combat;
mod terms;

pub use terms::{buff_kind, class_name, debuff, time};
use terms::{cards, crit_buff, expiry, list, signed, spell_name, stat};

/// How the viewer names things in the Grail War, in the current language.
pub struct Words<'a> {
    c: &'a GrailContent,
    s: &'a GameState,
    viewer: Option<FactionId>,
    /// Summoned units by uid and owner, in the order they came: the state forgets a unit
    /// once it is destroyed, and its last lines still name it.
    units: Vec<(u32, FactionId)>,
    /// Buffs by uid and holder, as they were applied: a `BuffRemoved` names only the uid of
    /// a buff the state no longer holds.
    buffs: Vec<(u32, Buff)>,
}

impl<'a> Words<'a> {
    /// `viewer`: the faction whose side is shown, or None for a spectator of a replay who sees all.
    pub fn new(c: &'a GrailContent, s: &'a GameState, viewer: Option<FactionId>) -> Self {
        let mut units = Vec::new();
        if let Some(cb) = &s.combat {
            units.extend(cb.units.iter().map(|u| (u.uid, u.owner)));
        }
        let buffs = s
            .factions
            .iter()
            .flat_map(|x| x.servant.buffs.iter().map(|b| (b.uid, *b)))
            .collect();
        Words {
            c,
            s,
            viewer,
            units,
            buffs,
        }
    }

    /// Remembers the units summoned and the buffs applied by `events`, so that the lines of
    /// their later events still name them once the state has let them go (a destroyed unit,
    /// an expired buff). A log that keeps one `Words` across steps feeds it each step's events.
    pub fn learn(&mut self, events: &[Event]) {
        for e in events {
            match &e.kind {
                EventKind::UnitSummoned { unit, owner }
                    if !self.units.iter().any(|(u, _)| u == unit) =>
                {
                    self.units.push((*unit, *owner));
                }
                EventKind::BuffApplied { buff, .. } => {
                    self.buffs.retain(|(u, _)| *u != buff.uid);
                    self.buffs.push((buff.uid, *buff));
                }
                _ => {}
            }
        }
    }

    /// G-35.1: whether the viewer knows `f`'s true name.
    fn knows_true_name(&self, f: FactionId) -> bool {
        match self.viewer {
            None => true,
            Some(v) => is_insider(self.s, v, f) || q::knowledge_tier(self.s, v, f) >= 3,
        }
    }

    /// G-35.1: master details are private to the owner and its ally.
    fn knows_master(&self, f: FactionId) -> bool {
        match self.viewer {
            None => true,
            Some(v) => is_insider(self.s, v, f),
        }
    }

    /// The faction by its class, as everyone knows it ("Saber", "セイバー").
    pub fn faction(&self, f: FactionId) -> String {
        match q::class(self.c, self.s, f) {
            Some(k) => self.class(k),
            None => tr!("grail-unknown-faction", id = u32::from(f) + 1),
        }
    }

    /// A servant or summoned unit: the faction's name, with the servant's true name only where the
    /// viewer knows it (own/ally, tier 3 knowledge (G-35.1), or a spectator), e.g. "Saber (Roland)".
    pub fn actor(&self, a: Actor) -> String {
        match a {
            Actor::Servant { faction } => match q::sdef(self.c, self.s, faction) {
                Some(d) if self.knows_true_name(faction) => tr!(
                    "grail-servant-named",
                    class = self.faction(faction),
                    name = d.shown_name()
                ),
                _ => self.faction(faction),
            },
            Actor::Unit { uid } => self.unit(uid),
        }
    }

    /// A summoned unit: its owner's and its kind's names (G-29.9.1), numbered among the
    /// owner's units when it has several.
    fn unit(&self, uid: u32) -> String {
        let owner = self
            .units
            .iter()
            .find(|(u, _)| *u == uid)
            .map(|(_, o)| *o)
            .or_else(|| q::actor_owner(self.s, Actor::Unit { uid }));
        let Some(owner) = owner else {
            return tr!("grail-unit-unknown");
        };
        let kind = q::sdef(self.c, self.s, owner)
            .and_then(|d| d.np.summon.as_ref())
            .map(|sp| sp.name.clone());
        let Some(kind) = kind else {
            return tr!("grail-unit-unknown");
        };
        let same: Vec<u32> = self
            .units
            .iter()
            .filter(|(_, o)| *o == owner)
            .map(|(u, _)| *u)
            .collect();
        match same.iter().position(|u| *u == uid) {
            Some(i) if same.len() > 1 => tr!(
                "grail-unit-numbered",
                owner = self.faction(owner),
                unit = kind,
                number = i + 1
            ),
            _ => tr!("grail-unit", owner = self.faction(owner), unit = kind),
        }
    }

    /// The faction's master: "Saber's master" or, when known, the master's name.
    pub fn master(&self, f: FactionId) -> String {
        match q::mdef(self.c, self.s, f) {
            Some(m) if self.knows_master(f) => m.shown_name().to_string(),
            _ => tr!("grail-master-of", faction = self.faction(f)),
        }
    }

    pub fn district(&self, d: DistrictIdx) -> String {
        q::map(self.c, self.s)
            .and_then(|m| m.def.districts.get(usize::from(d)))
            .map(|x| x.shown_name().to_string())
            .unwrap_or_else(|| tr!("grail-unknown-district", id = d))
    }

    /// A fired noble phantasm's name (the event names it by its content id; firing it
    /// shows it to everyone in the combat, G-35.3).
    pub fn np(&self, owner: FactionId, id: &str) -> String {
        q::sdef(self.c, self.s, owner)
            .map(|d| &d.np)
            .filter(|d| d.id == id)
            .map_or_else(|| id.to_string(), |d| d.shown_name().to_string())
    }

    /// G-29.3.1: the Noble Phantasm `attacker` fires, named in the shown language; `name` is
    /// the English one a decision carries, kept where the attacker is no servant.
    pub fn fired_np(&self, attacker: Actor, name: &str) -> String {
        match attacker {
            Actor::Servant { faction } => {
                q::sdef(self.c, self.s, faction).map(|d| d.np.shown_name().to_string())
            }
            _ => None,
        }
        .unwrap_or_else(|| name.to_string())
    }

    pub fn card(&self, k: CardType) -> String {
        match k {
            CardType::Buster => tr!("grail-card-buster"),
            CardType::Arts => tr!("grail-card-arts"),
            CardType::Quick => tr!("grail-card-quick"),
        }
    }

    pub fn class(&self, k: Class) -> String {
        class_name(k)
    }

    /// A skill of `owner` by reference (its name in the current language).
    pub fn skill(&self, owner: FactionId, s: SkillRef) -> String {
        q::skill(self.c, self.s, owner, s)
            .map(|k| k.shown_name().to_string())
            .unwrap_or_else(|| tr!("grail-unknown-skill"))
    }

    /// A used skill or a buff's source as the viewer is told: a master's skill by name only
    /// to its owner and ally (G-35.1 keeps master skills private; its roll and effect are
    /// seen by all).
    fn skill_as_seen(&self, owner: FactionId, s: SkillRef) -> String {
        match s.owner {
            SkillOwner::Master if !self.knows_master(owner) => tr!("grail-log-a-skill"),
            _ => self.skill(owner, s),
        }
    }

    /// Whoever uses a skill: the servant, or its master for a master's skill.
    fn skill_user(&self, f: FactionId, s: SkillRef) -> String {
        match s.owner {
            SkillOwner::Servant => self.actor(Actor::Servant { faction: f }),
            SkillOwner::Master => self.master(f),
        }
    }

    /// Where an NP is aimed (G-29.6), as the menu says it.
    fn np_target(&self, t: &NpTarget) -> String {
        match t {
            NpTarget::Unit { actor } => tr!("grail-menu-np-at-unit", target = self.actor(*actor)),
            NpTarget::District { id } => {
                tr!("grail-menu-np-at-district", district = self.district(*id))
            }
            NpTarget::Area => tr!("grail-np-target-area"),
        }
    }

    /// A command spell's name and a one-line "what it does" (the lead shows both in the menu).
    pub fn command_spell(&self, cs: &CommandSpell) -> (String, String) {
        // G-33.6.1 to G-33.6.21.
        let about = match cs {
            CommandSpell::HpRecovery => tr!("grail-spell-about-hp-recovery"),
            CommandSpell::MpRecovery => tr!("grail-spell-about-mp-recovery"),
            CommandSpell::FightingSpirit => tr!("grail-spell-about-fighting-spirit"),
            CommandSpell::DefenseBoost => tr!("grail-spell-about-defense-boost"),
            CommandSpell::AbilityBoost => tr!("grail-spell-about-ability-boost"),
            CommandSpell::Withdrawal { destination } => tr!(
                "grail-spell-about-withdrawal",
                district = self.district(*destination)
            ),
            CommandSpell::SelfDestruct => tr!("grail-spell-about-self-destruct"),
            CommandSpell::DebuffRemoval => tr!("grail-spell-about-debuff-removal"),
            CommandSpell::Concentration => tr!("grail-spell-about-concentration"),
            CommandSpell::Technique => tr!("grail-spell-about-technique"),
            CommandSpell::StrengthBoost => tr!("grail-spell-about-strength-boost"),
            CommandSpell::EnduranceBoost => tr!("grail-spell-about-endurance-boost"),
            CommandSpell::AgilityBoost => tr!("grail-spell-about-agility-boost"),
            CommandSpell::Rally => tr!("grail-spell-about-rally"),
            CommandSpell::Unfalling => tr!("grail-spell-about-unfalling"),
            CommandSpell::Boundless => tr!("grail-spell-about-boundless"),
            CommandSpell::StarEye => tr!("grail-spell-about-star-eye"),
            CommandSpell::PhantasmUplift => tr!("grail-spell-about-phantasm-uplift"),
            CommandSpell::TacticalRefinement { cards: c } => {
                tr!("grail-spell-about-tactical-refinement", cards = cards(c))
            }
            CommandSpell::BattleRoar { target } => tr!(
                "grail-spell-about-battle-roar",
                target = self.np_target(target)
            ),
            CommandSpell::Teleport { destination } => tr!(
                "grail-spell-about-teleport",
                district = self.district(*destination)
            ),
        };
        (spell_name(cs), about)
    }

    /// G-21.1: where a buff or a modifier came from.
    fn source(&self, src: &EffectSource) -> String {
        match src {
            EffectSource::Skill { faction, skill } => self.skill_as_seen(*faction, *skill),
            EffectSource::Np => tr!("grail-source-np"),
            EffectSource::CommandSpell => tr!("grail-source-command-spell"),
            EffectSource::Critical => tr!("grail-source-critical"),
            EffectSource::Fumble => tr!("grail-source-fumble"),
            EffectSource::ClassTrait => tr!("grail-source-class-trait"),
            EffectSource::Passive => tr!("grail-source-passive"),
        }
    }

    /// A buff or debuff as (short name, tooltip text with its effect and expiry).
    pub fn buff(&self, b: &Buff) -> (String, String) {
        let (name, effect) = match b.kind {
            BuffOrDebuff::Buff { kind } => buff_kind(kind, b.magnitude),
            BuffOrDebuff::Debuff { id } => debuff(id, b.magnitude),
        };
        // G-21.4: command spells', passives' and class traits' effects cannot be removed.
        let tip = tr!(
            "grail-buff-tip",
            effect = effect,
            expiry = expiry(b.expiry, self.s.config.skirmish.is_some()),
            source = self.source(&b.source),
            removable = if b.removable { "yes" } else { "no" }
        );
        (name, tip)
    }

    /// A menu label (crate::rules::grail::menu::Label) in words: every LabelArg resolved.
    pub fn label(&self, l: &Label) -> String {
        let mut args = Args::new();
        for (name, arg) in &l.args {
            let value: FluentValue = match arg {
                LabelArg::Faction(f) => self.faction(*f).into(),
                LabelArg::Actor(a) => self.actor(*a).into(),
                LabelArg::District(d) => self.district(*d).into(),
                LabelArg::Class(k) => self.class(*k).into(),
                LabelArg::Card(k) => self.card(*k).into(),
                LabelArg::Cards(h) => cards(h).into(),
                LabelArg::Skill { owner, skill } => self.skill(*owner, *skill).into(),
                LabelArg::Targets(ts) => list(ts.iter().map(|t| self.target_ref(t))).into(),
                LabelArg::Skills { owner, skills } => {
                    list(skills.iter().map(|k| self.skill(*owner, *k))).into()
                }
                LabelArg::Number(n) => (*n).into(),
                LabelArg::Buff(b) => crit_buff(*b).into(),
                LabelArg::Word(w) => (*w).into(),
            };
            args.set(*name, value);
        }
        // An entry may start with a rule term, which the glossary writes in lower case.
        crate::locale::capitalized(&text(l.id, Some(&args)))
    }

    /// A skill's target (G-19.6).
    fn target_ref(&self, t: &TargetRef) -> String {
        match t {
            TargetRef::Faction { id } => self.faction(*id),
            TargetRef::Actor { actor } => self.actor(*actor),
            TargetRef::District { id } => self.district(*id),
        }
    }

    /// Why an action cannot be taken (a menu entry's `Unusable`, a skipped move), with the
    /// districts a path reason names by content id told by their names.
    pub fn illegal(&self, r: &Illegal) -> String {
        let named = |id: &str| {
            q::map(self.c, self.s)
                .and_then(|m| m.index_of(id))
                .map_or_else(|| id.to_string(), |d| self.district(d))
        };
        let id = r.message_id();
        match r {
            Illegal::NotAdjacent { district, from } => {
                tr!(id, district = named(district), from = named(from))
            }
            Illegal::OutsiderOnPath { district } | Illegal::CombatantOnPath { district } => {
                tr!(id, district = named(district))
            }
            _ => r.message(),
        }
    }

    /// A check's terms and a damage's terms, for the odds panel and the dice callouts:
    pub fn check_term(&self, t: &CheckTerm) -> String {
        match t {
            CheckTerm::Stat(st) => tr!("grail-term-stat", stat = stat(*st)),
            CheckTerm::Np => tr!("grail-term-np"),
            CheckTerm::NpRank => tr!("grail-term-np-rank"),
            CheckTerm::Unit => tr!("grail-term-unit"),
            CheckTerm::Range => tr!("grail-term-range"),
            CheckTerm::HitUp(src) => tr!("grail-term-hit-up", source = self.source(src)),
            CheckTerm::AccuracyDown => tr!("grail-debuff-db7"),
            CheckTerm::DefenseUp(src) => tr!("grail-term-defense-up", source = self.source(src)),
            CheckTerm::EvasionDown => tr!("grail-debuff-db8"),
            CheckTerm::AllChecks(src) => tr!("grail-term-all-checks", source = self.source(src)),
            CheckTerm::Retreat => tr!("grail-term-retreat"),
            CheckTerm::Fleeing => tr!("grail-term-fleeing"),
        }
    }

    pub fn damage_term(&self, t: &DamageTerm) -> String {
        match t {
            DamageTerm::Dice => tr!("grail-term-dice"),
            DamageTerm::Base => tr!("grail-term-base"),
            DamageTerm::Stat(st) => tr!("grail-term-damage-stat", stat = stat(*st)),
            DamageTerm::BusterPending => tr!("grail-term-buster-pending"),
            DamageTerm::DamageDealtUp(src) => {
                tr!("grail-term-damage-up", source = self.source(src))
            }
            DamageTerm::AttackDown => tr!("grail-debuff-db5"),
            DamageTerm::NextAttackPower => tr!("grail-term-next-attack"),
            DamageTerm::FirstStrike => tr!("grail-term-first-strike"),
            DamageTerm::PassiveBusterNp => tr!("grail-term-passive-buster-np"),
            DamageTerm::Weakness => tr!("grail-term-weakness"),
            DamageTerm::Range => tr!("grail-term-range"),
            DamageTerm::Guard => tr!("grail-term-guard"),
            DamageTerm::DamageTakenDown(src) => {
                tr!("grail-term-damage-cut", source = self.source(src))
            }
            DamageTerm::DefenseDown => tr!("grail-debuff-db6"),
            DamageTerm::Invincible => tr!("grail-term-invincible"),
            DamageTerm::Clash => tr!("grail-term-clash"),
            DamageTerm::Power => tr!("grail-term-power"),
            DamageTerm::BusterNp => tr!("grail-term-buster-np"),
            DamageTerm::NpPowerUp(src) => {
                tr!("grail-term-np-power-up", source = self.source(src))
            }
            DamageTerm::Flat => tr!("grail-term-flat"),
            DamageTerm::FirstAttack => tr!("grail-term-first-attack"),
            DamageTerm::Poison => tr!("grail-debuff-db11"),
            DamageTerm::Burn => tr!("grail-debuff-db10"),
            DamageTerm::SelfDestruct => tr!("grail-term-self-destruct"),
        }
    }

    /// "+3 AGI bonus, −1 range penalty".
    fn terms<T>(&self, terms: &[(T, i32)], name: impl Fn(&T) -> String) -> String {
        list(
            terms
                .iter()
                .map(|(t, v)| tr!("grail-term", signed = signed(i64::from(*v)), term = name(t))),
        )
    }

    fn damage_terms(&self, terms: &[(DamageTerm, i32)]) -> String {
        self.terms(terms, |t| self.damage_term(t))
    }
}

#[cfg(test)]
mod tests;
