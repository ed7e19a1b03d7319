# The Settings screen and the settings file's notices.

settings-speed = Animation speed
# The speed multiplier, as 0.5x, 1x, 2x.
settings-speed-value = { $speed }x
settings-ui-scale = UI scale
settings-fullscreen = Fullscreen
settings-colour-blind = Colour-blind-safe player colours
settings-colour-blind-pair = blue and orange
settings-show-log = Show the log beside the board
settings-language = Language
# Each language named in itself, the same in every language.
settings-language-en = English
settings-language-ja = 日本語
settings-title = Settings

# The notice over any screen when the settings file could not be read.
settings-reset-title = Settings reset
settings-reset-ok = OK
settings-reset-body = The settings file could not be read, so the defaults are used.
settings-reset-kept = The old file was kept as { $path }.
settings-reset-not-kept = It could not be kept aside: { $error }.
settings-reset-not-saved = The defaults could not be saved: { $error }.

settings-keys = Keys
settings-keys-hint = click an action, then press its new key (Esc: keep it)
settings-key-waiting = press a key…
settings-key-unbound = (none)
settings-key-tip = Click, then press the key for this action
settings-default-keys = Default keys
settings-keys-reset = Every key is back to its default.
settings-remap-kept = { $action } keeps its keys.
settings-remap-unbindable = { $key } cannot be bound; pick another key.
settings-remap-taken = { $action } is now { $key }; { $other } lost it.
settings-remap-done = { $action } is now { $key }.

# What each key action does, as the Settings screen lists them.
settings-action-confirm = Confirm
settings-action-cancel = Cancel / menu
settings-action-pass = Pass
settings-action-next-target = Next target
settings-action-prev-target = Previous target (also Shift + Tab)
settings-action-card = Card { $n } in hand
settings-action-arc = Act with { -arcastella } { $n }
settings-action-log = Show / hide the log
settings-action-hint = Hint
settings-action-rules = Rules
settings-action-faster = Faster animations (a replay: faster playback)
settings-action-slower = Slower animations (a replay: slower playback)
settings-action-skip = Skip animations
settings-action-screenshot = Save a screenshot
settings-action-play-pause = Replay: play / pause
settings-action-step-forward = Replay: one event forward
settings-action-step-back = Replay: one event back
settings-action-next-turn = Replay: next turn (also Shift + Arrow Right)
settings-action-prev-turn = Replay: previous turn (also Shift + Arrow Left)
settings-action-show-hands = Replay: show / hide both hands
settings-action-undo = Undo (Ctrl + Z)
settings-action-redo = Redo (Ctrl + Shift + Z)

# Keys as a player reads them, in settings and in the hints on buttons.
settings-key-none = no key
settings-key-space = Space
settings-key-enter = Enter
settings-key-numpad-enter = Num Enter
settings-key-escape = Escape
settings-key-tab = Tab
settings-key-backspace = Backspace
settings-key-delete = Delete
settings-key-insert = Insert
settings-key-home = Home
settings-key-end = End
settings-key-page-up = PageUp
settings-key-page-down = PageDown
settings-key-arrow-up = Arrow Up
settings-key-arrow-down = Arrow Down
settings-key-arrow-left = Arrow Left
settings-key-arrow-right = Arrow Right
# A key of the numeric keypad: "Num 4", "Num +".
settings-key-numpad = Num { $key }

# What is wrong with a settings file (after "FILE: at FIELD:").
settings-fault-speed = { $value } is not between 0.5 and 4
settings-fault-ui-scale = { $value } is not between 0.75 and 1.5
settings-fault-language = "{ $code }" is not a language of the game (en, ja)
settings-fault-no-such-action = no such action
settings-fault-not-a-key = "{ $key }" is not a key
settings-stops = Duel stops
settings-stops-tip = Where the duel asks you though you could simply pass. A decision you turn off here is passed for you; a Block always asks. In hot seat, a decision passed for you hands nothing over.
settings-stops-own = Your turn:
settings-stops-theirs = The opponent's turn:
settings-stop-start = Start window
settings-stop-charge = Charge
settings-stop-main = Main
