//! Which screens the robot reached and which moves between them it made: a screen is the
//! `Screen` state with what changes its promises (a menu over it, a replay being watched, a
//! review, a hot-seat curtain, the combat's round or the duel's phase).

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::app::duel::{DuelPhase, DuelSession, Playback};
use crate::app::grail::{CombatRound, GrailPlayback, GrailSession};
use crate::app::review::ReviewRun;
use crate::app::screens::{Menu, Screen};

/// Frames spent on each screen, and each move from one screen to another.
#[derive(Debug, Default, Clone)]
pub struct Coverage {
    pub frames: BTreeMap<String, u32>,
    pub moves: BTreeMap<(String, String), u32>,
    last: Option<String>,
}

impl Coverage {
    /// The screen of the last frame recorded.
    pub fn now(&self) -> &str {
        self.last.as_deref().unwrap_or("Start")
    }

    pub(super) fn enter(&mut self, screen: String) {
        *self.frames.entry(screen.clone()).or_default() += 1;
        if let Some(last) = self.last.take()
            && last != screen
        {
            *self.moves.entry((last, screen.clone())).or_default() += 1;
        }
        self.last = Some(screen);
    }

    /// Adds another run's figures to these.
    pub fn merge(&mut self, other: &Coverage) {
        for (k, v) in &other.frames {
            *self.frames.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &other.moves {
            *self.moves.entry(k.clone()).or_default() += v;
        }
    }

    /// The figures as JSON, for a run in another process to hand back.
    pub fn to_json(&self) -> String {
        let moves: Vec<(&str, &str, u32)> = self
            .moves
            .iter()
            .map(|((a, b), n)| (a.as_str(), b.as_str(), *n))
            .collect();
        serde_json::json!({ "frames": self.frames, "moves": moves }).to_string()
    }

    /// Figures written by [`Coverage::to_json`].
    pub fn from_json(text: &str) -> Result<Coverage, serde_json::Error> {
        #[derive(serde::Deserialize)]
        struct Figures {
            frames: BTreeMap<String, u32>,
            moves: Vec<(String, String, u32)>,
        }
        let f: Figures = serde_json::from_str(text)?;
        Ok(Coverage {
            frames: f.frames,
            moves: f.moves.into_iter().map(|(a, b, n)| ((a, b), n)).collect(),
            last: None,
        })
    }

    /// A table of the screens and moves, for the test's report.
    pub fn report(&self) -> String {
        let mut out = format!("{} screens:\n", self.frames.len());
        for (k, v) in &self.frames {
            out += &format!("  {k}: {v} frames\n");
        }
        out += &format!("{} moves between screens:\n", self.moves.len());
        for ((a, b), v) in &self.moves {
            out += &format!("  {a} -> {b}: {v}\n");
        }
        out
    }
}

/// What is on screen this frame, in the robot's words.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnScreen<'w> {
    screen: Res<'w, State<Screen>>,
    menu: Option<Res<'w, State<Menu>>>,
    phase: Option<Res<'w, State<DuelPhase>>>,
    round: Option<Res<'w, State<CombatRound>>>,
    playback: Option<Res<'w, Playback>>,
    grail_playback: Option<Res<'w, GrailPlayback>>,
    review: Option<Res<'w, ReviewRun>>,
    duel: Option<Res<'w, DuelSession>>,
    grail: Option<Res<'w, GrailSession>>,
}

impl OnScreen<'_> {
    pub fn name(&self) -> String {
        let screen = *self.screen.get();
        let mut name = format!("{screen:?}");
        if self.playback.is_some() || self.grail_playback.is_some() {
            name += "/replay";
        }
        if self.review.is_some() {
            name += "/review";
        }
        let curtain = match screen {
            Screen::Duel => self
                .duel
                .as_ref()
                .is_some_and(|d| d.shown.curtain.is_some()),
            Screen::Skirmish | Screen::War => self.grail.as_ref().is_some_and(|g| g.shown.hidden()),
            _ => false,
        };
        if curtain {
            name += "/curtain";
        }
        if let Some(p) = &self.phase {
            name += &format!("/{:?}", p.get());
        }
        if let Some(r) = &self.round {
            name += &format!("/{:?}", r.get());
        }
        if let Some(m) = self.menu.as_ref().filter(|m| *m.get() != Menu::None) {
            name += &format!("/menu:{:?}", m.get());
        }
        name
    }

    /// Whether a menu that offers Resume and Leave is up, or the title: where Esc must lead.
    pub fn is_way_out(&self) -> bool {
        *self.screen.get() == Screen::Title
            || self.menu.as_ref().is_some_and(|m| *m.get() == Menu::Pause)
    }

    /// Whether the duel's board is in plain sight: no curtain, and no menu or window the
    /// person opened over it (the Rules window covers the board by the person's wish).
    pub fn duel_board_in_sight(&self) -> bool {
        *self.screen.get() == Screen::Duel
            && self.menu.as_ref().is_none_or(|m| *m.get() == Menu::None)
            && self
                .duel
                .as_ref()
                .is_some_and(|d| d.shown.curtain.is_none())
    }
}
