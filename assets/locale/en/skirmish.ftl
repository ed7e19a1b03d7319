# The Skirmish setup: the sides of one Grail War combat, who ambushed, the seed.

skirmish-title = Skirmish
skirmish-about = One Grail War combat, fought to its end: each side brings a { -servant } and its { -master }, and the last side with a { -servant } still fighting holds the field.
skirmish-add-side = Add a side
skirmish-remove-side = Remove
skirmish-side-count = { $min } to { $max } sides.

## One side.
skirmish-servant-random = Random { -servant }
skirmish-master-random = Random { -master }
# A servant in the list: "Saber · Roland, Paladin of Roncevaux".
skirmish-servant-item = { $class } · { $name }
skirmish-class-taken = Another side has a { $class } already: every side is of a different class.
skirmish-master-taken = Another side has this { -master } already.
skirmish-range = Districts away:
skirmish-range-tip = How many districts away from the fight the side starts: 0 is in the district of the fight itself.
skirmish-waiting = Waits nearby to intervene
skirmish-waiting-tip = The side does not fight at first: when the combat starts, it chooses whether to join it.

## The whole skirmish.
skirmish-ambusher = Who set the { -ambush }:
skirmish-ambusher-nobody = Nobody
skirmish-ambusher-note = The side that set the { -ambush } acts first in round 1, whatever its agility.
skirmish-seed = Seed:
skirmish-seed-random = Random each game
skirmish-seed-fixed = This number:
skirmish-seed-bad = The seed is a whole number from 0 to { $max }.
# Why Start is disabled: the rules' own words.
skirmish-cannot-start = Cannot start: { $why }
skirmish-start = Start the skirmish

setup-clock = Declaration clock:
setup-clock-seeds-on = As the original rules: { $minutes } minutes (two or more people)
setup-clock-seeds-off = As the original rules: none against the AI ({ $minutes } minutes with two or more people)
setup-clock-off = None
setup-clock-minutes = { $minutes } { $minutes ->
    [one] minute
   *[other] minutes
} a decision
setup-clock-tip = The original rules: a declaration not made within { $minutes } minutes counts as Wait. A clock above the game counts down each decision of a person; when it runs out the rules' default is taken: Wait with no move, Pass, Guard with no card, or Done. The pause menu and the hand-over screen stop it.
