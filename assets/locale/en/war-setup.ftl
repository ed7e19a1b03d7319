# The Grail War's setup: its factions, the day limit, the seed.

war-setup-title = The Grail War
war-setup-about = Up to seven { -master }s, each with a { -servant } of a different class, fight across the city for the Holy Grail, day after day, each day a Morning, a Noon and a Night. The last faction standing wins it.
war-setup-add-faction = Add a faction
war-setup-remove-faction = Remove
war-setup-faction-count = { $min } to { $max } factions, one per class.
# Two or more factions played by people.
war-setup-hot-seat = { $n } people play: a hot-seat war, taking turns at this one screen.

## The table of factions: one row each.
war-setup-col-who = Played by
war-setup-col-servant = Servant
war-setup-col-master = Master
war-setup-class-taken = Another faction has a { $class } already: every faction is of a different class.
war-setup-master-taken = Another faction has this { -master } already.

## The whole war.
war-setup-days = Days:
war-setup-days-note = The war lasts { $days } days at most. On the last day the Grail appears in its district; when that day's Night ends, the war is judged: a faction standing there alone wins it, else the one with the most Grail points, else the one whose { -servant } has the most of its HP left.
war-setup-start = Start the war
