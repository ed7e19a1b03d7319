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
