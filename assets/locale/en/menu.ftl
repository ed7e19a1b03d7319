# The title screen, setup, Continue, the pause menu and its confirmations.

menu-back = Back
# The game's name on the title screen.
menu-game-name = HorizonNotes
menu-tagline = Stars that sing, a duel of { -arcastella }
menu-continue = Continue
# The button that opens the list of unfinished games.
menu-unfinished-games = Unfinished games ({ $n })
menu-unfinished-title = Unfinished games
menu-ai-strength = AI strength:
menu-new-duel-ai = New duel against the AI
menu-new-duel-hot-seat = New duel, hot seat (two players)
menu-grail-war = Grail War
# The Grail War's choices on the title screen: one combat, or the whole war.
menu-skirmish = Skirmish
menu-skirmish-note = one combat, fought to its end
menu-grail-war-whole = The whole war
menu-grail-war-whole-note = up to seven factions
menu-replays = Replays
menu-how-to-play = How to play
menu-rules = Rules
menu-settings = Settings
menu-quit = Quit

# One unfinished game: "Duel · You vs AI (Normal) · turn 7 · saved 5 min ago".
menu-save-line = { $game } · { $players } · { $progress } · { $saved }
menu-save-duel = Duel
menu-save-turn = turn { $turn }
menu-saved = saved
menu-saved-just-now = saved just now
menu-saved-minutes = saved { $n } min ago
menu-saved-hours = saved { $n } h ago
menu-saved-days = { $n ->
    [one] saved { $n } day ago
   *[other] saved { $n } days ago
}
menu-delete = Delete
# A save that cannot be continued: its file name and why.
menu-save-broken = { $file }: { $why }
menu-save-grail = a Grail War game: this version cannot continue it
menu-saves-unreadable = { $dir }: cannot read: { $error }
menu-save-cannot-delete = { $file }: cannot delete: { $error }

menu-setup-title = New duel
menu-random-deck = Random deck
menu-random-deck-note = One of the preset decks, drawn when the duel starts.
menu-setup-leader = leader
menu-setup-arc-stats = { $class } · HP { $hp } · { -def } { $def }
menu-setup-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
menu-setup-first = Who goes first:
menu-setup-coin-flip = Coin flip
menu-setup-second-ether = The second player starts with { $n } { -ether } to answer the first player's opening.
menu-setup-start = Start the duel
menu-house-balanced-start = House rule: balanced start
menu-house-balanced-start-tip =
    Off, as the rules are written: the second player starts with { $seed } { -ether }.
    On: with { $house } { -ether }.
    Played by the AI against itself, the written start favours the second player; this house rule evens the odds. The replay records it.

menu-paused = Paused
menu-resume = Resume
menu-concede = Concede
menu-concede-ask = Concede this duel?
menu-concede-yes = Yes, concede
menu-no = No
menu-leave = Leave to the main menu
menu-leave-ask-saved = Leave this duel? It is saved: Continue on the title screen resumes it.
menu-leave-ask-unsaved = Leave this duel? It is not saved and cannot be resumed.
menu-leave-game-ask-saved = Leave this game? It is saved: Continue on the title screen resumes it.
menu-leave-game-ask-unsaved = Leave this game? It is not saved and cannot be resumed.
menu-leave-yes = Yes, leave
menu-back-to-replays = Back to the replays
menu-rules-window = How to play · Rules
