# The Replays screen, the playback bar and the list of unfinished games.
