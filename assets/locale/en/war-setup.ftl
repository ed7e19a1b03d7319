# The Grail War's setup: its factions, the day limit, the seed.

war-title = The Grail War
war-about = Up to seven { -master }s, each with a { -servant } of a different class, fight across the city for the Holy Grail, day after day, each day a Morning, a Noon and a Night. The last faction standing wins it.
war-add-faction = Add a faction
war-remove-faction = Remove
war-faction-count = { $min } to { $max } factions, one per class.
# Two or more factions played by people.
war-hot-seat = { $n } people play: a hot-seat war, taking turns at this one screen.

## The table of factions: one row each.
war-col-who = Played by
war-col-servant = Servant
war-col-master = Master
war-class-taken = Another faction has a { $class } already: every faction is of a different class.
war-master-taken = Another faction has this { -master } already.

## The whole war.
war-days = Days:
war-days-note = The war lasts { $days } days at most. On the last day the Grail appears in its district; when that day's Night ends, the war is judged: a faction standing there alone wins it, else the one with the most Grail points, else the one whose { -servant } has the most of its HP left.
war-start = Start the war
