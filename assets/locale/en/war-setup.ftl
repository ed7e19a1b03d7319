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

## Why the core refuses a setup (G-2); $seat is the side's name on the setup screen.
setup-error-faction-count = a war has 2 to 7 factions, not { $got }.
setup-error-day-limit = the war lasts at least 2 days.
setup-error-unknown-map = the game data has no map "{ $map }".
setup-error-too-few-starts = the map has too few starting districts for so many factions.
setup-error-unknown-servant = { $seat }: the game data has no { -servant } "{ $servant }".
setup-error-unknown-master = { $seat }: the game data has no { -master } "{ $master }".
setup-error-class-taken = { $seat }: another faction has a { $class } already; every faction is of a different class.
setup-error-class-mismatch = { $seat }: { $servant } is not a { $class }.
setup-error-no-class-left = { $seat }: no class is left to draw.
setup-error-no-servant-of-class = { $seat }: the game data has no { $class } to draw.
setup-error-master-taken = { $seat }: another faction has this { -master } already.
setup-error-no-master-left = { $seat }: no { -master } is left to draw; the other factions have them all.
setup-error-skirmish-faction-count = a skirmish has 2 to 4 sides, not { $got }.
setup-error-skirmish-range-count = each side needs its distance from the fight.
setup-error-skirmish-range = { $seat }: a side starts 0 to 3 districts from the fight, not { $range }.
setup-error-skirmish-fighters = at least two sides must fight rather than wait.
setup-error-skirmish-waiting-seat = a waiting side is not a side of this skirmish.
setup-error-skirmish-ambusher-seat = the side that set the { -ambush } is not a side of this skirmish.
setup-error-skirmish-ambusher-waits = { $seat } cannot both set the { -ambush } and wait: the side that ambushes fights.
setup-error-skirmish-no-district = the map has no district with districts at every distance asked for.
