//! The duel's runtime state (D-28.2): players, zones, units, continuous effects, the
//! pending decision and the RNG. Ids and small vectors only, so cloning is cheap.

use serde::{Deserialize, Serialize};

use crate::content::duel::{ArcIdx, CardIdx, Effect, FolIdx, StatMod, TickPhase};
use crate::rules::dice::Dice;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PlayerId {
    P0,
    P1,
}

impl PlayerId {
    pub const BOTH: [PlayerId; 2] = [PlayerId::P0, PlayerId::P1];

    pub fn other(self) -> PlayerId {
        match self {
            PlayerId::P0 => PlayerId::P1,
            PlayerId::P1 => PlayerId::P0,
        }
    }
    pub fn index(self) -> usize {
        match self {
            PlayerId::P0 => 0,
            PlayerId::P1 => 1,
        }
    }
}

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerId::P0 => write!(f, "P0"),
            PlayerId::P1 => write!(f, "P1"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardUid(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct FollowerUid(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ContinuousId(pub u32);

/// A unit on the board: an Arcastella by slot, or a follower by uid (D-1.34).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum UnitId {
    Arc { player: PlayerId, slot: u8 },
    Follower { player: PlayerId, uid: FollowerUid },
}

impl UnitId {
    pub fn player(self) -> PlayerId {
        match self {
            UnitId::Arc { player, .. } | UnitId::Follower { player, .. } => player,
        }
    }
    pub fn arc(player: PlayerId, slot: u8) -> UnitId {
        UnitId::Arc { player, slot }
    }
}

/// One physical card (D-2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardInst {
    pub uid: CardUid,
    pub def: CardIdx,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArcState {
    pub def: ArcIdx,
    pub hp: u32,
    pub tapped: bool,
    pub fallen: bool,
    pub support_used: bool,
    pub resonance: u8,
    pub barrier: bool,
    pub code: Option<CardInst>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FollowerState {
    pub uid: FollowerUid,
    pub def: FolIdx,
    pub hp: u32,
    pub barrier: bool,
    pub summoned_turn: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ContinuousBody {
    Modifier(StatMod),
    Periodic(Vec<Effect>),
}

/// A continuous effect (D-24.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Continuous {
    pub id: ContinuousId,
    pub controller: PlayerId,
    pub source: Source,
    pub bearer: Option<UnitId>,
    pub body: ContinuousBody,
    pub remaining: u8,
    pub tick: TickPhase,
    pub created_turn: u32,
    pub created_phase: Phase,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// Top of the deck is the last element (D-2.3).
    pub deck: Vec<CardInst>,
    pub hand: Vec<CardInst>,
    pub ether_area: Vec<CardInst>,
    /// Top of the cemetery is the last element.
    pub cemetery: Vec<CardInst>,
    pub arcastella: [ArcState; 3],
    pub leader_slot: u8,
    pub followers: Vec<FollowerState>,
    pub ether: u32,
    pub astral_charges: u8,
    pub ether_effect_used: bool,
}

impl PlayerState {
    pub fn arc(&self, slot: u8) -> Option<&ArcState> {
        self.arcastella.get(usize::from(slot))
    }
    pub fn leader(&self) -> &ArcState {
        &self.arcastella[usize::from(self.leader_slot.min(2))]
    }
    pub fn follower(&self, uid: FollowerUid) -> Option<&FollowerState> {
        self.followers.iter().find(|f| f.uid == uid)
    }
    /// Every card the player owns outside the board (for conservation checks).
    pub fn zone_card_count(&self) -> usize {
        self.deck.len() + self.hand.len() + self.ether_area.len() + self.cemetery.len()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Start,
    Draw,
    Charge,
    Main,
    End,
}

/// An attack skill or Astral Code waiting for the defender's Block decision (D-14.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingAttack {
    pub attacker: UnitId,
    pub source: Source,
    pub target: UnitId,
    pub amount: u32,
    pub dice: Vec<u8>,
}

/// The decision the engine waits for (D-29.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    StartWindow {
        player: PlayerId,
    },
    Charge {
        player: PlayerId,
    },
    Priority {
        player: PlayerId,
    },
    Block {
        defender: PlayerId,
        attack: PendingAttack,
    },
}

impl Decision {
    pub fn player(&self) -> PlayerId {
        match self {
            Decision::StartWindow { player }
            | Decision::Charge { player }
            | Decision::Priority { player } => *player,
            Decision::Block { defender, .. } => *defender,
        }
    }
}

/// What caused an effect (D-28.2), for events and logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Card(CardUid),
    AttackSkill { unit: UnitId, index: u8 },
    AstralCode { unit: UnitId },
    SupportSkill { unit: UnitId },
    LeaderSkill { unit: UnitId },
    Pulse { unit: UnitId },
    Continuous(ContinuousId),
    EtherEffect(CardUid),
    OnKo { unit: UnitId },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DamageKind {
    Attack,
    Astral,
    Spell,
    Support,
    Other,
}

impl DamageKind {
    /// D-16.1, D-16.3, D-22.9: attack and Astral damage, the only kinds that DEF reduces
    /// and that cause a break check.
    pub fn physical(self) -> bool {
        matches!(self, DamageKind::Attack | DamageKind::Astral)
    }
}

impl Source {
    /// D-15.6: the kind of an attack's damage, `Astral` from an Astral Code, else `Attack`.
    pub fn attack_kind(self) -> DamageKind {
        if matches!(self, Source::AstralCode { .. }) {
            DamageKind::Astral
        } else {
            DamageKind::Attack
        }
    }

    /// The unit whose own skill (or knock-out effect) this is, if it is one.
    pub fn own_unit(self) -> Option<UnitId> {
        match self {
            Source::AttackSkill { unit, .. }
            | Source::AstralCode { unit }
            | Source::SupportSkill { unit }
            | Source::LeaderSkill { unit }
            | Source::Pulse { unit }
            | Source::OnKo { unit } => Some(unit),
            Source::Card(_) | Source::Continuous(_) | Source::EtherEffect(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    LeaderFallen,
    BothLeadersFallen,
    TurnLimit,
    Concede,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Win { winner: PlayerId, reason: EndReason },
    Draw { reason: EndReason },
}

impl Outcome {
    pub fn winner(self) -> Option<PlayerId> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RngMode {
    Seeded,
    Scripted(Vec<u32>),
}

/// One seat's lineup, leader and deck list (D-4.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub lineup: [String; 3],
    pub leader_slot: u8,
    /// Card ids in list order.
    pub deck: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub seed: u64,
    pub players: [PlayerSetup; 2],
    pub first_player: Option<PlayerId>,
    pub shuffle_decks: bool,
    pub auto_pass: bool,
    pub rng_mode: RngMode,
    /// The house rules the table chose; a replay made before there were any read none.
    #[serde(default)]
    pub house: HouseRules,
}

/// Rules a table may play instead of the seed's, each named, off by default and recorded
/// in the replay with the game's setup (docs/duel-rules-changes.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    /// "Balanced start" (D-4.7): the second player gains [`BALANCED_START_ETHER`] in setup
    /// instead of the content's number (the seed's 2), which the AI's play against itself
    /// found to favour the second player.
    #[serde(default)]
    pub balanced_start: bool,
}

/// The second player's setup ether under the house rule "balanced start" (D-4.7).
pub const BALANCED_START_ETHER: u32 = 1;

impl HouseRules {
    /// The ether the second player gains in setup (D-4.7), given the content's number.
    pub fn second_player_ether(self, content: u32) -> u32 {
        if self.balanced_start {
            BALANCED_START_ETHER
        } else {
            content
        }
    }
}

/// Everything the duel engine knows (D-28.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub rng: Dice,
    pub turn: u32,
    pub turn_player: PlayerId,
    pub first_player: PlayerId,
    pub phase: Phase,
    pub players: [PlayerState; 2],
    /// In creation order.
    pub continuous: Vec<Continuous>,
    pub pending: Option<Decision>,
    pub consecutive_passes: u8,
    pub phase_actions: u32,
    pub next_card_uid: u32,
    pub next_follower_uid: u32,
    pub next_continuous_id: u32,
    pub outcome: Option<Outcome>,
    pub auto_pass: bool,
    pub shuffle_decks: bool,
    pub seed: u64,
}

impl State {
    pub fn player(&self, p: PlayerId) -> &PlayerState {
        &self.players[p.index()]
    }
    pub fn player_mut(&mut self, p: PlayerId) -> &mut PlayerState {
        &mut self.players[p.index()]
    }
    pub fn arc(&self, player: PlayerId, slot: u8) -> Option<&ArcState> {
        self.player(player).arc(slot)
    }
    /// The player who must decide now, if any.
    pub fn deciding_player(&self) -> Option<PlayerId> {
        self.pending.as_ref().map(Decision::player)
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Whether a unit is on the board and not fallen.
    pub fn unit_alive(&self, unit: UnitId) -> bool {
        match unit {
            UnitId::Arc { player, slot } => self.arc(player, slot).is_some_and(|a| !a.fallen),
            UnitId::Follower { player, uid } => self.player(player).follower(uid).is_some(),
        }
    }
    /// D-14.4: whether Arcastella `slot` of `defender` could block: standing and untapped.
    /// Whether it may block a given attack also needs it not to be the target.
    pub fn can_block(&self, defender: PlayerId, slot: u8) -> bool {
        self.arc(defender, slot)
            .is_some_and(|a| !a.fallen && !a.tapped)
    }
    /// Current HP of a unit on the board.
    pub fn unit_hp(&self, unit: UnitId) -> Option<u32> {
        match unit {
            UnitId::Arc { player, slot } => self.arc(player, slot).map(|a| a.hp),
            UnitId::Follower { player, uid } => self.player(player).follower(uid).map(|f| f.hp),
        }
    }
}
