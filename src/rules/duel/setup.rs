//! Setup (D-4): checks the config (D-31.2), deploys both sides, shuffles, draws the opening
//! hands and runs to the first decision.

use crate::content::duel::{CardIdx, CardKind, DuelContent};
use crate::rules::dice::Dice;

use super::constants::{COPIES_MAX, DECK_MAX, DECK_MIN, OPENING_HAND};
use super::engine::Engine;
use super::event::Event;
use super::state::*;

/// Why a game could not be set up: which seat, and what is wrong with its lineup or deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub player: PlayerId,
    pub reason: String,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.player, self.reason)
    }
}

impl std::error::Error for SetupError {}

impl GameConfig {
    /// A config for two preset decks (content-duel.md C-5), shuffled and seeded.
    pub fn from_decks(
        c: &DuelContent,
        seed: u64,
        decks: [&str; 2],
    ) -> Result<GameConfig, SetupError> {
        let mut players = Vec::with_capacity(2);
        for (p, id) in PlayerId::BOTH.into_iter().zip(decks) {
            let d = c.deck(id).ok_or_else(|| SetupError {
                player: p,
                reason: format!("unknown deck \"{id}\""),
            })?;
            players.push(PlayerSetup {
                lineup: d.lineup.clone(),
                leader_slot: d.leader_slot,
                deck: d.expanded(),
            });
        }
        let [p0, p1]: [PlayerSetup; 2] = players.try_into().map_err(|_| SetupError {
            player: PlayerId::P0,
            reason: "two decks are needed".into(),
        })?;
        Ok(GameConfig {
            seed,
            players: [p0, p1],
            first_player: None,
            shuffle_decks: true,
            auto_pass: true,
            rng_mode: RngMode::Seeded,
            house: HouseRules::default(),
        })
    }
}

/// D-31.2 for one seat; returns the deck as card indices, in list order.
pub fn check_setup(
    c: &DuelContent,
    p: PlayerId,
    setup: &PlayerSetup,
) -> Result<Vec<CardIdx>, SetupError> {
    let err = |reason: String| SetupError { player: p, reason };
    if setup.leader_slot > 2 {
        return Err(err(format!("leader_slot {} is not 0-2", setup.leader_slot)));
    }
    let mut classes = Vec::new();
    for (i, id) in setup.lineup.iter().enumerate() {
        let a = c
            .arc_idx(id)
            .ok_or_else(|| err(format!("lineup[{i}]: unknown Arcastella \"{id}\"")))?;
        if setup.lineup[..i].contains(id) {
            return Err(err(format!("lineup[{i}]: \"{id}\" appears twice")));
        }
        classes.push(c.arc(a).class);
    }
    if !(DECK_MIN..=DECK_MAX).contains(&setup.deck.len()) {
        return Err(err(format!(
            "the deck has {} cards; it needs {DECK_MIN}-{DECK_MAX}",
            setup.deck.len()
        )));
    }
    // Copies are counted by card index: a setup runs before every simulated game, and
    // comparing every name with every earlier one was a tenth of a random game's time.
    let mut copies = vec![0usize; c.cards.len()];
    let mut deck = Vec::with_capacity(setup.deck.len());
    for (i, id) in setup.deck.iter().enumerate() {
        let idx = c
            .card_idx(id)
            .ok_or_else(|| err(format!("deck[{i}]: unknown card \"{id}\"")))?;
        let card = c.card(idx);
        if card.kind == CardKind::Afterglow {
            return Err(err(format!("deck[{i}]: \"{id}\" is an Afterglow card")));
        }
        if let Some(cls) = card.class_req
            && !classes.contains(&cls)
        {
            return Err(err(format!(
                "deck[{i}]: \"{id}\" needs a {cls:?} in the lineup"
            )));
        }
        let n = &mut copies[usize::from(idx.0)];
        *n += 1;
        if *n > COPIES_MAX {
            return Err(err(format!(
                "deck[{i}]: more than {COPIES_MAX} copies of \"{id}\""
            )));
        }
        deck.push(idx);
    }
    Ok(deck)
}

/// D-29.4: sets up a new game and runs every automatic step up to the first decision.
pub fn new_game(c: &DuelContent, config: &GameConfig) -> Result<(State, Vec<Event>), SetupError> {
    let mut decks = Vec::with_capacity(2);
    for (p, setup) in PlayerId::BOTH.into_iter().zip(&config.players) {
        decks.push(check_setup(c, p, setup)?);
    }
    let mut rng = match &config.rng_mode {
        RngMode::Seeded => Dice::seeded(config.seed),
        RngMode::Scripted(v) => Dice::scripted(v.clone()),
    };
    // D-4.3
    let first = match config.first_player {
        Some(p) => p,
        None if rng.coin() == 0 => PlayerId::P0,
        None => PlayerId::P1,
    };
    // D-4.5: uids in deck-list order, P0 first; the first listed card ends on top.
    let mut next_uid = 1u32;
    let mut players = Vec::with_capacity(2);
    for (setup, defs) in config.players.iter().zip(decks) {
        let mut deck: Vec<CardInst> = Vec::with_capacity(defs.len());
        for def in defs {
            deck.push(CardInst {
                uid: CardUid(next_uid),
                def,
            });
            next_uid += 1;
        }
        deck.reverse();
        players.push(player_state(c, setup, deck));
    }
    if config.shuffle_decks {
        for ps in &mut players {
            rng.shuffle(&mut ps.deck);
        }
    }
    let [p0, p1]: [PlayerState; 2] = players.try_into().map_err(|_| SetupError {
        player: PlayerId::P0,
        reason: "two players are needed".into(),
    })?;
    let mut state = State {
        rng,
        turn: 1,
        turn_player: first,
        first_player: first,
        phase: Phase::Start,
        players: [p0, p1],
        continuous: Vec::new(),
        pending: None,
        consecutive_passes: 0,
        phase_actions: 0,
        next_card_uid: next_uid,
        next_follower_uid: 1,
        next_continuous_id: 1,
        outcome: None,
        auto_pass: config.auto_pass,
        shuffle_decks: config.shuffle_decks,
        seed: config.seed,
    };
    let mut ev = vec![Event::GameStarted {
        first_player: first,
        seed: config.seed,
    }];
    let mut e = Engine::new(c, &mut state, &mut ev);
    // D-4.6, D-4.7
    for p in [first, first.other()] {
        for _ in 0..OPENING_HAND {
            e.draw_card(p);
        }
    }
    // D-4.7's number is content (the seed's 2), or the house rule "balanced start"'s
    // (docs/duel-rules-changes.md).
    let ether = config
        .house
        .second_player_ether(c.rules.second_player_ether);
    e.set_ether(first.other(), ether);
    e.begin_turn();
    e.settle();
    Ok((state, ev))
}

fn player_state(c: &DuelContent, setup: &PlayerSetup, deck: Vec<CardInst>) -> PlayerState {
    let arc = |id: &String| {
        let def = c.arc_idx(id).unwrap_or(crate::content::duel::ArcIdx(0));
        ArcState {
            def,
            hp: c.arc(def).max_hp,
            tapped: false,
            fallen: false,
            support_used: false,
            resonance: 0,
            barrier: false,
            code: None,
        }
    };
    PlayerState {
        deck,
        hand: Vec::new(),
        ether_area: Vec::new(),
        cemetery: Vec::new(),
        arcastella: [
            arc(&setup.lineup[0]),
            arc(&setup.lineup[1]),
            arc(&setup.lineup[2]),
        ],
        leader_slot: setup.leader_slot,
        followers: Vec::new(),
        ether: 0,
        astral_charges: 0,
        ether_effect_used: false,
    }
}
