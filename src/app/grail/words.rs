//! The Grail War in the viewer's words: names of factions, servants, masters, districts,
//! cards, skills, command spells and buffs, the menu's labels, the terms of checks and
//! damages, and one log line for each event, all from the message catalog (`grail`,
//! `grail-log`) in the current language.
//!
//! A servant is known by its class (G-2.2: every class is public); its true name shows only
//! where the viewer knows it (G-35.1: its own or its ally's servant, tier 3 knowledge, or a
//! spectator who sees all). A master's name is private to the owner and its ally (G-35.1).

use fluent_bundle::FluentValue;

use crate::content::grail::{
    BuffKind, CardCounts, CardType, Class, DebuffId, GrailContent, SkillOwner, Stat,
};
use crate::locale::{Args, Named, text};
use crate::rules::grail::Illegal;
use crate::rules::grail::action::{
    Answer, CommandSpell, CritBuff, CritChoice, NpTarget, Offer, TargetRef,
};
use crate::rules::grail::event::{
    BuffEndReason, CancelReason, CardPurpose, CheckPurpose, CheckReason, CheckTerm, DamageTerm,
    Event, EventKind, FumbleOutcome, MpReason,
};
use crate::rules::grail::menu::{Label, LabelArg};
use crate::rules::grail::query as q;
use crate::rules::grail::state::{
    Actor, AttackMode, Buff, BuffOrDebuff, CombatEndReason, CombatOrigin, Declaration, DistrictIdx,
    EffectSource, EncounterStance, Expiry, FactionId, GameState, Outcome, ParticipantStatus,
    PriorityDecl, PriorityEvent, Reaction, SkillRef, TimeOfDay, TurnAction, WinReason,
};
use crate::rules::grail::view::is_insider;
use crate::tr;

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

/// A number with its sign, as a modifier reads: "+3", "−2" (a true minus sign).
fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        format!("+{v}")
    }
}

/// The faces of some dice: "4+6".
fn faces(dice: &[u32]) -> String {
    let shown: Vec<String> = dice.iter().map(u32::to_string).collect();
    if shown.is_empty() {
        "0".to_string()
    } else {
        shown.join("+")
    }
}

/// Items as one text, joined as the language lists them.
fn list(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .reduce(|first, then| tr!("grail-list", first = first, then = then))
        .unwrap_or_else(|| tr!("grail-nobody"))
}

fn stat(st: Stat) -> String {
    match st {
        Stat::Str => tr!("grail-stat-str"),
        Stat::End => tr!("grail-stat-end"),
        Stat::Agi => tr!("grail-stat-agi"),
        Stat::Luk => tr!("grail-stat-luk"),
    }
}

fn card_word(k: CardType) -> &'static str {
    match k {
        CardType::Buster => "buster",
        CardType::Arts => "arts",
        CardType::Quick => "quick",
    }
}

/// "a Buster card", "an Arts card".
fn one_card(k: CardType) -> String {
    tr!("grail-card-one", card = card_word(k))
}

fn cards(h: &CardCounts) -> String {
    tr!(
        "grail-menu-cards",
        buster = h.buster,
        arts = h.arts,
        quick = h.quick
    )
}

pub fn time(t: TimeOfDay) -> String {
    match t {
        TimeOfDay::Morning => tr!("grail-time-morning"),
        TimeOfDay::Noon => tr!("grail-time-noon"),
        TimeOfDay::Night => tr!("grail-time-night"),
    }
}

/// The Critical Buff Menu entries (G-21.6), as the menu names them.
fn crit_buff(b: CritBuff) -> String {
    match b {
        CritBuff::Might => tr!("grail-menu-buff-might"),
        CritBuff::Ward => tr!("grail-menu-buff-ward"),
        CritBuff::Aim => tr!("grail-menu-buff-aim"),
        CritBuff::Parry => tr!("grail-menu-buff-parry"),
        CritBuff::Keen => tr!("grail-menu-buff-keen"),
    }
}

/// G-21.5: each debuff's name, and what it does with its magnitude.
pub fn debuff(id: DebuffId, magnitude: i32) -> (String, String) {
    let m = i64::from(magnitude);
    // Debuffs that lower a value show it lowered; damage-taken ones raise it.
    let down = signed(-m);
    let up = signed(m);
    match id {
        DebuffId::DB1 => (
            tr!("grail-debuff-db1"),
            tr!("grail-debuff-db1-effect", signed = down),
        ),
        DebuffId::DB2 => (
            tr!("grail-debuff-db2"),
            tr!("grail-debuff-db2-effect", signed = down),
        ),
        DebuffId::DB3 => (
            tr!("grail-debuff-db3"),
            tr!("grail-debuff-db3-effect", signed = down),
        ),
        DebuffId::DB4 => (
            tr!("grail-debuff-db4"),
            tr!("grail-debuff-db4-effect", signed = down),
        ),
        DebuffId::DB5 => (
            tr!("grail-debuff-db5"),
            tr!("grail-debuff-db5-effect", signed = down),
        ),
        DebuffId::DB6 => (
            tr!("grail-debuff-db6"),
            tr!("grail-debuff-db6-effect", signed = up),
        ),
        DebuffId::DB7 => (
            tr!("grail-debuff-db7"),
            tr!("grail-debuff-db7-effect", signed = down),
        ),
        DebuffId::DB8 => (
            tr!("grail-debuff-db8"),
            tr!("grail-debuff-db8-effect", signed = down),
        ),
        DebuffId::DB9 => (tr!("grail-debuff-db9"), tr!("grail-debuff-db9-effect")),
        DebuffId::DB10 => (
            tr!("grail-debuff-db10"),
            tr!("grail-debuff-db10-effect", amount = m),
        ),
        DebuffId::DB11 => (
            tr!("grail-debuff-db11"),
            tr!("grail-debuff-db11-effect", amount = m),
        ),
        DebuffId::DB12 => (tr!("grail-debuff-db12"), tr!("grail-debuff-db12-effect")),
        DebuffId::DB13 => (
            tr!("grail-debuff-db13"),
            tr!("grail-debuff-db13-effect", amount = m),
        ),
        DebuffId::DB14 => (tr!("grail-debuff-db14"), tr!("grail-debuff-db14-effect")),
        DebuffId::DB15 => (
            tr!("grail-debuff-db15"),
            tr!("grail-debuff-db15-effect", signed = down),
        ),
        DebuffId::DB16 => (tr!("grail-debuff-db16"), tr!("grail-debuff-db16-effect")),
        DebuffId::DB17 => (tr!("grail-debuff-db17"), tr!("grail-debuff-db17-effect")),
        DebuffId::DB18 => (tr!("grail-debuff-db18"), tr!("grail-debuff-db18-effect")),
        DebuffId::DB19 => (tr!("grail-debuff-db19"), tr!("grail-debuff-db19-effect")),
        DebuffId::DB20 => (tr!("grail-debuff-db20"), tr!("grail-debuff-db20-effect")),
    }
}

/// G-20.2: each buff kind's name, and what it does with its magnitude.
pub fn buff_kind(kind: BuffKind, magnitude: i32) -> (String, String) {
    let m = i64::from(magnitude);
    let sg = signed(m);
    match kind {
        BuffKind::StatUp { stat: st } => (
            tr!("grail-buff-stat-up", stat = stat(st)),
            tr!("grail-buff-stat-up-effect", stat = stat(st), signed = sg),
        ),
        BuffKind::DamageDealtUp => (
            tr!("grail-buff-damage-dealt-up"),
            tr!("grail-buff-damage-dealt-up-effect", signed = sg),
        ),
        // A cut of the damage taken: its magnitude lowers the damage.
        BuffKind::DamageTakenDown => (
            tr!("grail-buff-damage-taken-down"),
            tr!("grail-buff-damage-taken-down-effect", signed = signed(-m)),
        ),
        BuffKind::HitUp => (
            tr!("grail-buff-hit-up"),
            tr!("grail-buff-hit-up-effect", signed = sg),
        ),
        BuffKind::DefenseUp => (
            tr!("grail-buff-defense-up"),
            tr!("grail-buff-defense-up-effect", signed = sg),
        ),
        BuffKind::AllChecksUp => (
            tr!("grail-buff-all-checks-up"),
            tr!("grail-buff-all-checks-up-effect", signed = sg),
        ),
        BuffKind::SkillCheckUp => (
            tr!("grail-buff-skill-check-up"),
            tr!("grail-buff-skill-check-up-effect", signed = sg),
        ),
        BuffKind::CritRangeUp => (
            tr!("grail-buff-crit-range-up"),
            tr!("grail-buff-crit-range-up-effect", signed = sg),
        ),
        BuffKind::NpPowerUp => (
            tr!("grail-buff-np-power-up"),
            tr!("grail-buff-np-power-up-effect", signed = sg),
        ),
        BuffKind::MovementUp => (
            tr!("grail-buff-movement-up"),
            tr!("grail-buff-movement-up-effect", signed = sg),
        ),
        BuffKind::Guts { hp } => (
            tr!("grail-buff-guts"),
            tr!("grail-buff-guts-effect", hp = hp),
        ),
        BuffKind::Invincible => (
            tr!("grail-buff-invincible"),
            tr!("grail-buff-invincible-effect"),
        ),
        BuffKind::InvinciblePierce => (
            tr!("grail-buff-invincible-pierce"),
            tr!("grail-buff-invincible-pierce-effect"),
        ),
        BuffKind::RegenHp => (
            tr!("grail-buff-regen-hp"),
            tr!("grail-buff-regen-hp-effect", amount = m),
        ),
        BuffKind::RegenMp => (
            tr!("grail-buff-regen-mp"),
            tr!("grail-buff-regen-mp-effect", amount = m),
        ),
        BuffKind::NextAttackPower { from_round } => (
            tr!("grail-buff-next-attack-power"),
            tr!(
                "grail-buff-next-attack-power-effect",
                round = from_round,
                signed = sg
            ),
        ),
        BuffKind::NextAttackCrit { from_round } => (
            tr!("grail-buff-next-attack-crit"),
            tr!(
                "grail-buff-next-attack-crit-effect",
                round = from_round,
                signed = sg
            ),
        ),
    }
}

/// G-21.3: when a buff ends. A skirmish has no turns and no days: the game ends with its
/// one combat (G-36.1 as the Skirmish bends it), so what lasts the turn or the day lasts
/// the skirmish, and a strategic `Rounds(n)` its first n rounds.
fn expiry(e: Expiry, skirmish: bool) -> String {
    match e {
        Expiry::RoundEnd { round } => tr!("grail-expiry-round-end", round = round),
        Expiry::Activations { n } => tr!("grail-expiry-activations", n = n),
        Expiry::StrategicRounds { n } if skirmish => {
            tr!("grail-expiry-skirmish-rounds", n = n)
        }
        Expiry::StrategicRounds { n } => tr!("grail-expiry-strategic-rounds", n = n),
        Expiry::CombatEnd => tr!("grail-expiry-combat-end"),
        Expiry::TurnEnd | Expiry::DayEnd if skirmish => tr!("grail-expiry-skirmish-end"),
        Expiry::TurnEnd => tr!("grail-expiry-turn-end"),
        Expiry::DayEnd => tr!("grail-expiry-day-end"),
        Expiry::Permanent => tr!("grail-expiry-permanent"),
    }
}

/// G-33.6: each command spell's name (the menu's own messages).
fn spell_name(cs: &CommandSpell) -> String {
    match cs {
        CommandSpell::HpRecovery => tr!("grail-spell-hp-recovery"),
        CommandSpell::MpRecovery => tr!("grail-spell-mp-recovery"),
        CommandSpell::FightingSpirit => tr!("grail-spell-fighting-spirit"),
        CommandSpell::DefenseBoost => tr!("grail-spell-defense-boost"),
        CommandSpell::AbilityBoost => tr!("grail-spell-ability-boost"),
        CommandSpell::Withdrawal { .. } => tr!("grail-spell-withdrawal"),
        CommandSpell::SelfDestruct => tr!("grail-spell-self-destruct"),
        CommandSpell::DebuffRemoval => tr!("grail-spell-debuff-removal"),
        CommandSpell::Concentration => tr!("grail-spell-concentration"),
        CommandSpell::Technique => tr!("grail-spell-technique"),
        CommandSpell::StrengthBoost => tr!("grail-spell-strength-boost"),
        CommandSpell::EnduranceBoost => tr!("grail-spell-endurance-boost"),
        CommandSpell::AgilityBoost => tr!("grail-spell-agility-boost"),
        CommandSpell::Rally => tr!("grail-spell-rally"),
        CommandSpell::Unfalling => tr!("grail-spell-unfalling"),
        CommandSpell::Boundless => tr!("grail-spell-boundless"),
        CommandSpell::StarEye => tr!("grail-spell-star-eye"),
        CommandSpell::PhantasmUplift => tr!("grail-spell-phantasm-uplift"),
        CommandSpell::TacticalRefinement { .. } => tr!("grail-spell-tactical-refinement"),
        CommandSpell::BattleRoar { .. } => tr!("grail-spell-battle-roar"),
        CommandSpell::Teleport { .. } => tr!("grail-spell-teleport"),
    }
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
            EffectSource::Skill { faction, skill } => self.skill(*faction, *skill),
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

    /// The priority event at `index` (G-9.10), named by its declaration.
    fn priority_event(&self, index: usize) -> String {
        let decl = self.s.priority_events.get(index).and_then(|pe| match pe {
            PriorityEvent::Encounter { decl }
            | PriorityEvent::Ambush { decl }
            | PriorityEvent::SoulEating { decl, .. } => self.s.priority_decls.get(*decl),
        });
        match decl {
            Some(PriorityDecl::Encounter { by, target, .. }) => tr!(
                "grail-log-event-encounter",
                by = self.faction(*by),
                target = self.faction(*target)
            ),
            Some(PriorityDecl::Ambush { by, target }) => tr!(
                "grail-log-event-ambush",
                by = self.faction(*by),
                target = self.faction(*target)
            ),
            Some(PriorityDecl::SoulEating { by }) => {
                tr!("grail-log-event-soul-eating", by = self.faction(*by))
            }
            None => tr!("grail-log-cancelled-event"),
        }
    }

    /// G-8.6: one revealed declaration.
    pub fn declaration(&self, f: FactionId, d: &Declaration) -> String {
        let action = match &d.action {
            None => tr!("grail-log-act-engaged"),
            Some(TurnAction::Skill {
                skill,
                target: None,
            }) => tr!("grail-log-act-skill", skill = self.skill(f, *skill)),
            Some(TurnAction::Skill {
                skill,
                target: Some(t),
            }) => tr!(
                "grail-log-act-skill-on",
                skill = self.skill(f, *skill),
                target = self.faction(*t)
            ),
            Some(TurnAction::Investigate { class }) => {
                tr!("grail-log-act-investigate", class = self.class(*class))
            }
            Some(TurnAction::Rest) => tr!("grail-log-act-rest"),
            Some(TurnAction::Wait) => tr!("grail-log-act-wait"),
        };
        let go = match d.move_path.last() {
            None => tr!("grail-log-act-stay"),
            Some(to) => tr!("grail-log-act-move", district = self.district(*to)),
        };
        tr!(
            "grail-log-declaration",
            faction = self.faction(f),
            action = action,
            going = go
        )
    }

    /// A move along a path (G-5.5): from, the districts passed, the last one and its cost.
    fn moved(&self, f: FactionId, from: DistrictIdx, path: &[DistrictIdx], cost: u8) -> String {
        let to = path.last().copied().unwrap_or(from);
        let passed = &path[..path.len().saturating_sub(1)];
        if passed.is_empty() {
            tr!(
                "grail-log-moved",
                faction = self.faction(f),
                from = self.district(from),
                to = self.district(to),
                cost = cost
            )
        } else {
            tr!(
                "grail-log-moved-via",
                faction = self.faction(f),
                from = self.district(from),
                via = list(passed.iter().map(|d| self.district(*d))),
                to = self.district(to),
                cost = cost
            )
        }
    }

    fn combat_origin(&self, o: &CombatOrigin) -> String {
        match o {
            CombatOrigin::Encounter {
                initiator,
                target,
                origin,
            } => tr!(
                "grail-log-origin-encounter",
                initiator = self.faction(*initiator),
                target = self.faction(*target),
                from = self.district(*origin)
            ),
            CombatOrigin::Ambush {
                ambusher,
                target,
                target_flees,
            } => tr!(
                "grail-log-origin-ambush",
                ambusher = self.faction(*ambusher),
                target = self.faction(*target),
                flees = if *target_flees { "yes" } else { "no" }
            ),
            CombatOrigin::SoulEating {
                eater,
                encounterers,
            } if encounterers.is_empty() => {
                tr!(
                    "grail-log-origin-soul-eating-alone",
                    eater = self.faction(*eater)
                )
            }
            CombatOrigin::SoulEating {
                eater,
                encounterers,
            } => tr!(
                "grail-log-origin-soul-eating",
                eater = self.faction(*eater),
                challengers = list(encounterers.iter().map(|(f, _, _)| self.faction(*f)))
            ),
        }
    }

    fn buff_name_by_uid(&self, uid: u32) -> String {
        self.buffs
            .iter()
            .rev()
            .find(|(u, _)| *u == uid)
            .map(|(_, b)| self.buff(b).0)
            .unwrap_or_else(|| tr!("grail-unknown-effect"))
    }

    /// The log line of one event the viewer may see (already filtered by view::FactionStream),
    /// or None for bookkeeping events a player need not read. Every EventKind must be handled
    /// (a `match` with no wildcard arm, so a new kind fails to compile until it is told).
    ///
    /// Bookkeeping (None): `TargetedPrompt` (the target's own menu asks it) and
    /// `PriorityWindowClosed` (the events it counts each get their own lines); in a
    /// skirmish, the day and turn its setup opens, and a Grail point (G-34.5 counts only
    /// for the War's end, and the fall's own line says who felled the servant).
    ///
    /// A skirmish is one fight, not the War (docs/grail-rules-changes.md, "The
    /// Skirmish"): its lines say so — the fight begins, a side is out of the fight, a
    /// servant falls to a rival — and none speaks of the Holy Grail War.
    pub fn event(&self, e: &Event) -> Option<String> {
        let fa = |f: FactionId| self.faction(f);
        let sv = |f: FactionId| self.actor(Actor::Servant { faction: f });
        let yes = |b: bool| if b { "yes" } else { "no" };
        let skirmish = self.s.config.skirmish.is_some();
        Some(match &e.kind {
            // A skirmish is one combat: its day and turn are the setup's bookkeeping.
            EventKind::GameStarted { factions } if skirmish => {
                tr!("grail-log-skirmish-started", factions = *factions)
            }
            EventKind::DayStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::GrailPointGained { .. }
                if skirmish =>
            {
                return None;
            }
            EventKind::GameStarted { factions } => {
                tr!("grail-log-game-started", factions = *factions)
            }
            EventKind::DayStarted { day } => tr!("grail-log-day-started", day = *day),
            EventKind::TurnStarted { time: t, lead } => tr!(
                "grail-log-turn-started",
                time = time(*t),
                day = e.day,
                lead = fa(*lead)
            ),
            EventKind::PriorityDeclared { decl } => match decl {
                PriorityDecl::Encounter { by, target, stance } => tr!(
                    "grail-log-encounter-declared",
                    by = fa(*by),
                    target = fa(*target),
                    stance = match stance {
                        EncounterStance::Negotiate => "negotiate",
                        EncounterStance::Fight => "fight",
                        EncounterStance::Block => "block",
                        EncounterStance::Steal => "steal",
                    }
                ),
                PriorityDecl::Ambush { by, target } => tr!(
                    "grail-log-ambush-declared",
                    by = fa(*by),
                    target = fa(*target)
                ),
                PriorityDecl::SoulEating { by } => {
                    tr!("grail-log-soul-eating-declared", by = fa(*by))
                }
            },
            EventKind::PriorityWindowClosed { .. } => return None,
            EventKind::DeclarationsRevealed { decls } => tr!(
                "grail-log-declarations",
                list = list(decls.iter().map(|(f, d)| self.declaration(*f, d)))
            ),
            EventKind::TargetedPrompt { .. } => return None,
            EventKind::EventCancelled { index, reason } => tr!(
                "grail-log-cancelled",
                what = self.priority_event(*index),
                reason = match reason {
                    CancelReason::PartyEliminated => "eliminated",
                    CancelReason::TargetTeleported => "teleported",
                }
            ),
            EventKind::Moved {
                faction,
                from,
                path,
                cost,
            } => self.moved(*faction, *from, path, *cost),
            EventKind::MoveSkipped { faction, reason } => tr!(
                "grail-log-move-skipped",
                faction = fa(*faction),
                reason = self.illegal(reason)
            ),
            EventKind::Returned { faction, from, to } => tr!(
                "grail-log-returned",
                faction = fa(*faction),
                from = self.district(*from),
                to = self.district(*to)
            ),
            EventKind::Teleported { faction, from, to } => tr!(
                "grail-log-teleported",
                faction = fa(*faction),
                from = self.district(*from),
                to = self.district(*to)
            ),
            EventKind::Rested {
                faction,
                hp,
                mp,
                master_mp,
            } => tr!(
                "grail-log-rested",
                faction = fa(*faction),
                hp = signed(i64::from(hp.1)),
                hp_dice = faces(&hp.0),
                mp = signed(i64::from(mp.1)),
                mp_dice = faces(&mp.0),
                master_mp = signed(i64::from(master_mp.1)),
                master_dice = faces(&master_mp.0)
            ),
            EventKind::Investigated {
                faction,
                target,
                dice,
                total,
                success,
                new_tier,
            } => tr!(
                "grail-log-investigated",
                faction = fa(*faction),
                target = fa(*target),
                dice = faces(dice),
                total = *total,
                success = yes(*success),
                tier = *new_tier
            ),
            EventKind::KnowledgeGained {
                faction,
                about,
                tier,
            } => tr!(
                "grail-log-knowledge",
                faction = fa(*faction),
                about = fa(*about),
                tier = *tier
            ),
            EventKind::BondGained { faction, bond } => {
                tr!("grail-log-bond", faction = fa(*faction), bond = *bond)
            }
            EventKind::MasterSkillUnlocked { faction, skill } => tr!(
                "grail-log-master-skill-unlocked",
                master = self.master(*faction),
                skill = self.skill(*faction, *skill)
            ),
            EventKind::NegotiationOffer { from, to, offer } => tr!(
                "grail-log-offer",
                from = fa(*from),
                to = fa(*to),
                offer = match offer {
                    Offer::Truce => "truce",
                    Offer::Alliance => "alliance",
                    Offer::IntelExchange => "intel",
                    Offer::Fight => "fight",
                }
            ),
            EventKind::NegotiationAnswer { answer } => tr!(
                "grail-log-answer",
                answer = match answer {
                    Answer::Accept => "accept",
                    Answer::Decline => "decline",
                    Answer::Attack => "attack",
                }
            ),
            EventKind::Withdrew { faction } => tr!("grail-log-withdrew", faction = fa(*faction)),
            EventKind::TruceFormed { a, b } => tr!("grail-log-truce", a = fa(*a), b = fa(*b)),
            EventKind::AllianceFormed { a, b } => {
                tr!("grail-log-alliance", a = fa(*a), b = fa(*b))
            }
            EventKind::AllianceDissolved { a, b } => {
                tr!("grail-log-alliance-dissolved", a = fa(*a), b = fa(*b))
            }
            EventKind::IntelExchanged { a, b } => tr!("grail-log-intel", a = fa(*a), b = fa(*b)),
            EventKind::SoulEaten {
                faction,
                district,
                dice,
                gained,
            } => tr!(
                "grail-log-soul-eaten",
                faction = fa(*faction),
                district = self.district(*district),
                dice = *dice,
                gained = signed(i64::from(*gained))
            ),
            EventKind::SoulEatingDone { faction, district } => tr!(
                "grail-log-soul-eating-done",
                faction = fa(*faction),
                district = self.district(*district)
            ),
            EventKind::SoulEatingBlocked { eater } => {
                tr!("grail-log-soul-eating-blocked", eater = fa(*eater))
            }
            EventKind::SoulEatingVoid { faction, district } => tr!(
                "grail-log-soul-eating-void",
                faction = fa(*faction),
                district = self.district(*district)
            ),
            // The setup's Encounter is no declaration of the skirmish's; its Ambush is.
            EventKind::CombatStarted {
                district,
                origin,
                participants,
                ..
            } if skirmish => tr!(
                "grail-log-skirmish-fight",
                district = self.district(*district),
                participants = list(participants.iter().map(|f| sv(*f))),
                ambush = match origin {
                    CombatOrigin::Ambush { .. } => self.combat_origin(origin),
                    _ => "none".to_string(),
                }
            ),
            EventKind::CombatStarted {
                district,
                origin,
                participants,
                ..
            } => tr!(
                "grail-log-combat-started",
                district = self.district(*district),
                participants = list(participants.iter().map(|f| sv(*f))),
                origin = self.combat_origin(origin)
            ),
            EventKind::Intervened { faction, from } => tr!(
                "grail-log-intervened",
                faction = sv(*faction),
                from = self.district(*from)
            ),
            EventKind::AmbushResponse { target, flee } => tr!(
                "grail-log-ambush-response",
                target = sv(*target),
                flee = yes(*flee)
            ),
            // G-24.5: hands are refilled at the end of every third round.
            EventKind::RoundStarted { round } => tr!(
                "grail-log-round-started",
                round = *round,
                refilled = yes(*round > 1 && (*round - 1).is_multiple_of(3))
            ),
            EventKind::InitiativeSet { order } => tr!(
                "grail-log-initiative",
                order = list(order.iter().map(|a| self.actor(*a)))
            ),
            EventKind::ActivationStarted { actor } => {
                tr!("grail-log-activation", actor = self.actor(*actor))
            }
            EventKind::NpDeclared {
                faction,
                fire_round,
            } => tr!(
                "grail-log-np-declared",
                faction = sv(*faction),
                round = *fire_round
            ),
            EventKind::NpChargeCancelled { faction } => {
                tr!("grail-log-np-cancelled", faction = sv(*faction))
            }
            EventKind::NpChargeLost { faction } => tr!("grail-log-np-lost", faction = sv(*faction)),
            EventKind::RetreatDeclared { faction } => {
                tr!("grail-log-retreat-declared", faction = sv(*faction))
            }
            EventKind::CeasefireOffered { faction } => {
                tr!("grail-log-ceasefire-offered", faction = sv(*faction))
            }
            EventKind::SkillActivated {
                faction,
                skill,
                roll,
                value,
                success,
                mp_paid,
            } => tr!(
                "grail-log-skill",
                user = self.skill_user(*faction, *skill),
                skill = self.skill(*faction, *skill),
                rolled = yes(roll.is_some()),
                roll = roll.unwrap_or_default(),
                value = *value,
                success = yes(*success),
                mp = *mp_paid
            ),
            EventKind::CardConsumed {
                actor,
                card,
                purpose,
            } => tr!(
                "grail-log-card",
                actor = self.actor(*actor),
                card = one_card(*card),
                purpose = match purpose {
                    CardPurpose::Attack => "attack",
                    CardPurpose::Reaction => "reaction",
                    CardPurpose::Np => "np",
                }
            ),
            EventKind::BonusPending {
                actor,
                buster,
                quick,
            } => tr!(
                "grail-log-bonus-pending",
                actor = self.actor(*actor),
                buster = signed(i64::from(*buster)),
                quick = signed(i64::from(*quick))
            ),
            EventKind::HandRefilled { faction, hand } => tr!(
                "grail-log-hand-refilled",
                faction = sv(*faction),
                cards = cards(hand)
            ),
            EventKind::HandSet { faction, hand } => tr!(
                "grail-log-hand-set",
                faction = sv(*faction),
                cards = cards(hand)
            ),
            EventKind::AttackDeclared {
                attacker,
                target,
                mode,
                kind,
                range,
            } => tr!(
                "grail-log-attack",
                attacker = self.actor(*attacker),
                target = self.actor(*target),
                kind = match kind.card() {
                    Some(k) => self.card(k),
                    None => tr!("grail-card-luck"),
                },
                mode = match mode {
                    AttackMode::Melee => "melee",
                    AttackMode::Ranged => "ranged",
                },
                range = *range
            ),
            EventKind::ReactionChosen { defender, reaction } => {
                let card = |c: &Option<CardType>| c.map_or_else(|| "none".to_string(), one_card);
                match reaction {
                    Reaction::NormalDefense => {
                        tr!("grail-log-defend", defender = self.actor(*defender))
                    }
                    Reaction::LuckDefense { card: c } => tr!(
                        "grail-log-luck-defense",
                        defender = self.actor(*defender),
                        card = card(c)
                    ),
                    Reaction::Guard { card: c } => tr!(
                        "grail-log-guard",
                        defender = self.actor(*defender),
                        card = card(c)
                    ),
                }
            }
            EventKind::CheckRolled {
                actor,
                purpose,
                dice,
                modifiers,
                total,
                crit_from,
                crit,
                fumble,
                ..
            } => {
                let terms: String = modifiers
                    .iter()
                    .map(|(t, v)| format!(" {} {}", signed(i64::from(*v)), self.check_term(t)))
                    .collect();
                // G-23.3: a widened critical range is worth telling; the default 12 is not.
                let odds = match crit_from {
                    Some(from) if *from < 12 && !crit => {
                        tr!("grail-log-check-odds", crit = *from)
                    }
                    _ => String::new(),
                };
                tr!(
                    "grail-log-check",
                    actor = self.actor(*actor),
                    purpose = match purpose {
                        CheckPurpose::Hit => "hit",
                        CheckPurpose::NpHit => "np",
                        CheckPurpose::Reaction => "reaction",
                    },
                    dice = faces(dice),
                    terms = terms,
                    total = *total,
                    called = if *crit {
                        "crit"
                    } else if *fumble {
                        "fumble"
                    } else {
                        "none"
                    },
                    odds = odds
                )
            }
            // G-22.2, G-22.3, G-23.1, G-23.2: the opposed result and why.
            EventKind::CheckResolved {
                attacker,
                defender,
                winner,
                reason,
            } => {
                let why = match reason {
                    CheckReason::Crit => "crit",
                    CheckReason::Fumble => "fumble",
                    CheckReason::Total => "total",
                    CheckReason::TieToReaction => "tie",
                    CheckReason::Guard => "guard",
                };
                if winner == attacker {
                    tr!(
                        "grail-log-hit",
                        attacker = self.actor(*attacker),
                        defender = self.actor(*defender),
                        reason = why
                    )
                } else {
                    tr!(
                        "grail-log-miss",
                        attacker = self.actor(*attacker),
                        defender = self.actor(*defender),
                        reason = why
                    )
                }
            }
            EventKind::CriticalEffect {
                actor,
                choice,
                dice,
            } => {
                let who = self.actor(*actor);
                let amount = dice.unwrap_or_default();
                match choice {
                    CritChoice::HealHp => {
                        tr!("grail-log-crit-heal-hp", actor = who, amount = amount)
                    }
                    CritChoice::HealMp => {
                        tr!("grail-log-crit-heal-mp", actor = who, amount = amount)
                    }
                    CritChoice::GainCard { card } => {
                        tr!("grail-log-crit-card", actor = who, card = one_card(*card))
                    }
                    CritChoice::Buff { menu } => {
                        tr!("grail-log-crit-buff", actor = who, buff = crit_buff(*menu))
                    }
                }
            }
            EventKind::FumbleEffect {
                actor,
                table,
                detail,
                dice,
            } => {
                let amount = dice.last().copied().unwrap_or_default();
                let what = match detail {
                    FumbleOutcome::Hp => tr!("grail-log-fumble-hp", amount = amount),
                    FumbleOutcome::Mp => tr!("grail-log-fumble-mp", amount = amount),
                    FumbleOutcome::CardLost(k) => tr!("grail-log-fumble-card", card = one_card(*k)),
                    FumbleOutcome::EmptyHand => tr!("grail-log-fumble-empty"),
                    FumbleOutcome::Debuff(id) => tr!(
                        "grail-log-fumble-debuff",
                        debuff = debuff(*id, id.magnitude()).0
                    ),
                };
                tr!(
                    "grail-log-fumble",
                    actor = self.actor(*actor),
                    table = *table,
                    what = what
                )
            }
            // G-29.3.1: firing names the NP; the event carries its English name.
            EventKind::NpFired {
                faction,
                np,
                targets,
            } => {
                let name = self.np(*faction, np);
                tr!(
                    "grail-log-np-fired",
                    faction = sv(*faction),
                    np = name,
                    targets = if targets.is_empty() {
                        "none".to_string()
                    } else {
                        list(targets.iter().map(|a| self.actor(*a)))
                    }
                )
            }
            // G-30.3, G-30.7: both values with their terms and category penalties.
            EventKind::NpClash {
                a,
                b,
                breakdown_a,
                breakdown_b,
                value_a,
                value_b,
                penalty_a,
                penalty_b,
                winner,
                reaches,
                ..
            } => {
                let penalty = |p: i32| {
                    if p == 0 {
                        String::new()
                    } else {
                        tr!("grail-log-clash-penalty", penalty = p)
                    }
                };
                tr!(
                    "grail-log-np-clash",
                    a = sv(*a),
                    b = sv(*b),
                    value_a = *value_a,
                    value_b = *value_b,
                    terms_a = self.damage_terms(breakdown_a),
                    terms_b = self.damage_terms(breakdown_b),
                    penalty_a = penalty(*penalty_a),
                    penalty_b = penalty(*penalty_b),
                    winner = winner.map_or_else(|| "none".to_string(), sv),
                    reaches = yes(*reaches)
                )
            }
            EventKind::DamageDealt {
                target,
                source,
                amount,
                breakdown,
                dice,
            } => {
                // The dice term shows its faces: "+7 dice [3+4]".
                let terms = if breakdown.is_empty() {
                    String::new()
                } else {
                    let named = list(breakdown.iter().map(|(t, v)| {
                        let mut term = self.damage_term(t);
                        if *t == DamageTerm::Dice && !dice.is_empty() {
                            term = format!("{term} [{}]", faces(dice));
                        }
                        tr!("grail-term", signed = signed(i64::from(*v)), term = term)
                    }));
                    tr!("grail-log-terms", terms = named)
                };
                match source {
                    Some(src) => tr!(
                        "grail-log-damage",
                        source = self.actor(*src),
                        target = self.actor(*target),
                        amount = *amount,
                        terms = terms
                    ),
                    None => tr!(
                        "grail-log-damage-plain",
                        target = self.actor(*target),
                        amount = *amount,
                        terms = terms
                    ),
                }
            }
            EventKind::Healed { target, hp } => {
                tr!("grail-log-healed", target = self.actor(*target), hp = *hp)
            }
            EventKind::MpChanged {
                faction,
                servant,
                master,
                reason,
            } => {
                let mut parts = Vec::new();
                if *servant != 0 || *master == 0 {
                    parts.push(tr!(
                        "grail-log-mp-servant",
                        signed = signed(i64::from(*servant))
                    ));
                }
                if *master != 0 {
                    parts.push(tr!(
                        "grail-log-mp-master",
                        signed = signed(i64::from(*master))
                    ));
                }
                let (word, source) = match reason {
                    MpReason::ArtsCard => ("arts-card", String::new()),
                    MpReason::NpCost => ("np-cost", String::new()),
                    MpReason::ArtsNp => ("arts-np", String::new()),
                    MpReason::PassiveArtsNp => ("passive-arts-np", String::new()),
                    MpReason::Critical => ("critical", String::new()),
                    MpReason::Fumble => ("fumble", String::new()),
                    MpReason::Regen => ("regen", String::new()),
                    MpReason::ManaLeak => ("mana-leak", String::new()),
                    MpReason::Skill(r) => ("skill", self.skill(*faction, *r)),
                    MpReason::Effect(src) => ("effect", self.source(src)),
                    MpReason::CommandSpell => ("command-spell", String::new()),
                    MpReason::Supply => ("supply", String::new()),
                    MpReason::SoulEating => ("soul-eating", String::new()),
                    MpReason::Rest => ("rest", String::new()),
                };
                tr!(
                    "grail-log-mp",
                    faction = sv(*faction),
                    parts = list(parts),
                    reason = word,
                    source = source
                )
            }
            EventKind::EmergencySupply { faction, amount } => tr!(
                "grail-log-emergency-supply",
                master = self.master(*faction),
                amount = *amount
            ),
            EventKind::BuffApplied { target, buff } => {
                let (name, tip) = self.buff(buff);
                match buff.kind {
                    BuffOrDebuff::Buff { .. } => tr!(
                        "grail-log-buff",
                        target = self.actor(*target),
                        buff = name,
                        tip = tip
                    ),
                    BuffOrDebuff::Debuff { .. } => tr!(
                        "grail-log-debuff",
                        target = self.actor(*target),
                        buff = name,
                        tip = tip
                    ),
                }
            }
            EventKind::BuffRemoved {
                target,
                uid,
                reason,
            } => tr!(
                "grail-log-buff-ended",
                target = self.actor(*target),
                buff = self.buff_name_by_uid(*uid),
                reason = match reason {
                    BuffEndReason::Consumed => "consumed",
                    BuffEndReason::Expired => "expired",
                    BuffEndReason::CombatEnd => "combat-end",
                    BuffEndReason::TurnEnd => "turn-end",
                    BuffEndReason::DayEnd => "day-end",
                    BuffEndReason::Cleansed => "cleansed",
                    BuffEndReason::Dispelled => "dispelled",
                    BuffEndReason::CommandSpell => "command-spell",
                }
            ),
            // G-4.2.1: Saber's Magic Resistance.
            EventKind::DebuffResisted { target, roll } => tr!(
                "grail-log-resisted",
                target = self.actor(*target),
                roll = *roll
            ),
            EventKind::GutsTriggered { target, hp } => {
                tr!("grail-log-guts", target = self.actor(*target), hp = *hp)
            }
            EventKind::UnitSummoned { unit, owner } => tr!(
                "grail-log-summoned",
                owner = sv(*owner),
                unit = self.unit(*unit)
            ),
            EventKind::UnitDestroyed { unit } => {
                tr!("grail-log-unit-destroyed", unit = self.unit(*unit))
            }
            EventKind::RetreatMoved {
                faction,
                from,
                path,
                cost,
            } => tr!(
                "grail-log-retreat-moved",
                faction = sv(*faction),
                from = self.district(*from),
                to = self.district(path.last().copied().unwrap_or(*from)),
                cost = *cost
            ),
            EventKind::RetreatCaught { faction, by } => tr!(
                "grail-log-retreat-caught",
                faction = sv(*faction),
                by = self.actor(*by)
            ),
            EventKind::Escaped { faction } => tr!("grail-log-escaped", faction = sv(*faction)),
            EventKind::Fled { faction } => tr!("grail-log-fled", faction = sv(*faction)),
            EventKind::CommandSpellUsed {
                faction,
                spell,
                remaining,
            } => {
                let (name, about) = self.command_spell(spell);
                tr!(
                    "grail-log-command-spell",
                    master = self.master(*faction),
                    spell = name,
                    about = about,
                    remaining = *remaining
                )
            }
            // G-33.6.19: the cards taken are the owner's secret (`HandSet` tells them).
            EventKind::TacticalRefinementUsed { faction, remaining } => tr!(
                "grail-log-refinement",
                master = self.master(*faction),
                spell = tr!("grail-spell-tactical-refinement"),
                remaining = *remaining
            ),
            // G-34.5: the kill credit; a skirmish names only who felled the servant.
            EventKind::ServantDied { faction, credited } if skirmish => tr!(
                "grail-log-skirmish-fell",
                faction = sv(*faction),
                by = credited.map_or_else(|| "none".to_string(), sv)
            ),
            EventKind::ServantDied { faction, credited } => tr!(
                "grail-log-died",
                faction = sv(*faction),
                credited = credited.map_or_else(|| "none".to_string(), fa)
            ),
            EventKind::ServantVanished { faction } => {
                tr!("grail-log-vanished", faction = sv(*faction))
            }
            EventKind::FactionEliminated { faction } if skirmish => {
                tr!("grail-log-skirmish-out", faction = fa(*faction))
            }
            EventKind::FactionEliminated { faction } => {
                tr!("grail-log-eliminated", faction = fa(*faction))
            }
            EventKind::CombatEnded {
                rounds,
                reason,
                results,
                ..
            } => tr!(
                "grail-log-combat-ended",
                rounds = *rounds,
                reason = match reason {
                    CombatEndReason::NoHostiles => "no-hostiles",
                    CombatEndReason::Ceasefire => "ceasefire",
                    CombatEndReason::Stalemate => "stalemate",
                    CombatEndReason::RoundCap => "round-cap",
                },
                results = list(results.iter().map(|(f, st, hp)| tr!(
                    "grail-log-result",
                    faction = sv(*f),
                    status = match st {
                        ParticipantStatus::Active => "active",
                        ParticipantStatus::Escaped => "escaped",
                        ParticipantStatus::Fled => "fled",
                        ParticipantStatus::Withdrew => "withdrew",
                        ParticipantStatus::Dead => "dead",
                        ParticipantStatus::Vanished => "vanished",
                    },
                    hp = *hp
                )))
            ),
            EventKind::UpkeepPaid {
                faction,
                amount,
                from_servant,
                from_master,
            } => tr!(
                "grail-log-upkeep",
                faction = sv(*faction),
                amount = *amount,
                servant = *from_servant,
                master = *from_master
            ),
            EventKind::MasterFellAsleep { faction } => {
                tr!("grail-log-asleep", master = self.master(*faction))
            }
            EventKind::MasterWoke { faction } => {
                tr!("grail-log-woke", master = self.master(*faction))
            }
            EventKind::TruceExpired { a, b } => {
                tr!("grail-log-truce-expired", a = fa(*a), b = fa(*b))
            }
            EventKind::GrailManifested { district } => tr!(
                "grail-log-grail-manifested",
                district = self.district(*district)
            ),
            EventKind::GrailPointGained { faction, points } => tr!(
                "grail-log-grail-point",
                faction = fa(*faction),
                points = *points
            ),
            // G-36: the winner and how.
            // A skirmish is one combat: it is won by holding the field, not the War.
            EventKind::GameEnded { outcome } if skirmish => match outcome {
                Outcome::Winner { faction, .. } => {
                    tr!("grail-log-skirmish-won", faction = sv(*faction))
                }
                Outcome::Draw { factions } if factions.is_empty() => {
                    tr!("grail-log-skirmish-none")
                }
                Outcome::Draw { factions } => tr!(
                    "grail-log-skirmish-draw",
                    factions = list(factions.iter().map(|f| sv(*f)))
                ),
            },
            EventKind::GameEnded { outcome } => match outcome {
                Outcome::Winner { faction, by } => tr!(
                    "grail-log-winner",
                    faction = sv(*faction),
                    by = match by {
                        WinReason::LastStanding => "last",
                        WinReason::GrailDistrict => "district",
                        WinReason::GrailPoints => "points",
                        WinReason::HpPercent | WinReason::HeldTheField => "hp",
                    }
                ),
                Outcome::Draw { factions } => tr!(
                    "grail-log-draw",
                    factions = list(factions.iter().map(|f| sv(*f)))
                ),
            },
        })
    }
}

/// A class in the player's language (the setup screens name classes before a game exists).
pub fn class_name(k: Class) -> String {
    match k {
        Class::Saber => tr!("grail-class-saber"),
        Class::Archer => tr!("grail-class-archer"),
        Class::Lancer => tr!("grail-class-lancer"),
        Class::Rider => tr!("grail-class-rider"),
        Class::Caster => tr!("grail-class-caster"),
        Class::Assassin => tr!("grail-class-assassin"),
        Class::Berserker => tr!("grail-class-berserker"),
    }
}
