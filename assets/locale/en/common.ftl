# Words many screens share: sides, players, seats, buttons.
