//! The Grail War on screen: the viewer's words for its names, menus and events.

pub mod words;
