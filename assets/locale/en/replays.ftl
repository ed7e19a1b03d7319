# The Replays screen, the playback bar and the list of unfinished games.

replays-title = Replays
replays-no-data-folder = No data folder: set $XDG_DATA_HOME or $HOME.
replays-none-yet = No replays yet. Every game played to its end is saved in the folder above; an unfinished one waits on the title screen under Continue.
replays-folder-unreadable = { $dir }: cannot read: { $error }
replays-col-date = Date
replays-col-game = Game
replays-col-players = Players
replays-col-result = Result
replays-col-length = Length
replays-game-duel = Duel
replays-game-grail = Grail War
replays-game-skirmish = Skirmish (Grail War)
replays-actions = { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
replays-watch = Watch
replays-cannot-read = cannot be read
replays-refresh = Refresh
replays-refusal-game = This game cannot be shown in the window yet
replays-refusal-content = Recorded with other game data
replays-cannot-watch = This replay cannot be watched: { $why }

# Between the players of a game: "You vs AI (Normal)".
replays-vs = { " vs " }
# Seats of one name, counted: "AI (Normal) ×6".
replays-seats-alike = { $name } ×{ $n }
# The names the game gives its seats; names players chose are shown as they are.

# The winner and the side it played: "AI (Normal) (Saber)".
replays-winner-side = { $who } ({ $side })
replays-result-unfinished = unfinished
replays-result-won = { $who } won ({ $reason }), turn { $turns }
replays-result-draw = draw ({ $reason }), turn { $turns }
replays-result-draw-plain = draw, turn { $turns }
replays-result-won-day = { $who } won ({ $reason }), day { $turns }
replays-result-draw-day = draw ({ $reason }), day { $turns }
replays-result-draw-plain-day = draw, day { $turns }
replays-result-won-fight = { $who } won ({ $reason })
replays-result-draw-fight = draw ({ $reason })
replays-result-draw-plain-fight = draw
replays-reason-leader-fallen = leader { -fallen }
replays-reason-both-leaders-fallen = both leaders { -fallen }
replays-reason-turn-limit = turn limit
replays-reason-concession = concession
replays-reason-last-standing = last standing
replays-reason-grail-district = holds the Grail district
replays-reason-grail-points = most Grail points
replays-reason-hp-percent = most HP left
replays-reason-held-the-field = held the field
replays-reason-draw = draw

# What is wrong with a replay or save, for the reasons met most; the technical detail
# (file, field, reason) is in the tooltip.
replays-problem-truncated = The file is cut short (truncated).
replays-problem-newer = It was written by a newer HorizonNotes.
replays-problem-older = It was written by an older HorizonNotes that this one no longer reads.
replays-problem-other-content = It was recorded with other card data.
replays-problem-tampered = Its actions do not lead to the game it records: the file was changed.
replays-problem-not-a-duel = This is a Grail War replay, not a duel.

# What is wrong with a replay or save file, in detail. The file name comes first
# (common's fault-in-file); field names are the file's own keys.
replays-fault-at-field = at { $field }: { $reason }
replays-fault-too-large = the file is { $bytes } bytes; a replay is at most { $max }
replays-fault-long-number = line { $line }: a number longer than { $max } characters
replays-fault-too-deep = line { $line }: nested more than { $max } levels deep
replays-fault-missing = missing
replays-fault-version-newer = version { $version } was written by a newer HorizonNotes; this one reads version { $ours }
replays-fault-version-older = version { $version } is not supported; this HorizonNotes reads version { $ours }
replays-fault-not-seeded = a replay plays with the seeded dice ("Seeded")
replays-fault-seed = { $seed } differs from the setup's seed { $setup }
replays-fault-seats = { $seats } seats, but the setup has { $players } players
replays-fault-not-a-hash = not a SHA-256 hash (64 hex digits)
replays-fault-no-duel-content = no duel content loaded
replays-fault-no-grail-content = no Grail War content loaded
replays-fault-other-content = recorded with other card data ({ $recorded }…); this game's data is { $ours }…
replays-fault-setup = the setup is refused: { $detail }
replays-fault-no-more-actions = no more actions
replays-fault-refused = the rules refuse this action: { $detail }
replays-fault-diverges = the state after this action differs from the recorded one (first divergence)
replays-fault-hash = all { $n } actions apply, but they lead to state { $got }…, not the recorded { $want }…
replays-fault-result = the replay says { $recorded }; the actions give { $actual }
replays-fault-still-going = the replay says the game ended, but after its actions it is still going
replays-fault-two-seats = two seats expected
replays-fault-bad-bot = not a bot setting: { $detail }
replays-fault-not-a-duel = a Grail War replay, not a duel

# The playback bar.
replays-bar-label = REPLAY
replays-bar-position = turn { $turn } · action { $action }/{ $actions } · event { $event }/{ $events }
replays-play = Play
replays-pause = Pause
replays-play-tip = Play / pause ({ $key })
replays-step-back = Back
replays-step-back-tip = One event back: the board is rebuilt from the actions ({ $key })
replays-step-forward = Step
replays-step-forward-tip = One event forward ({ $key })
replays-speed = Speed
replays-speed-tip = Playback speed, on top of the animation speed setting ({ $faster } faster, { $slower } slower)
replays-speed-value = { $speed }x
replays-turn = Turn
replays-turn-tip = Jump to the start of a turn ({ $prev } previous, { $next } next; also Shift + arrows)
replays-show-hands = Show hands
replays-hide-hands = Hide hands
replays-hands-tip = Both hands face up, or both hidden ({ $key })
replays-swap-sides = Swap sides
replays-swap-sides-tip = Whose side is at the bottom
replays-menu-tip = Resume, or leave the replay ({ $key }).
replays-take-over = Take over from here
replays-take-over-tip = Play on as { $who } (bottom) against the AI (Normal), from the end of the action shown
