# The odds panels of the Skirmish: an attack's odds against each target, the reactions to an incoming attack, an NP clash.

## Numbers.
grail-odds-percent = { $p }%
grail-odds-percent-under = under 1%
grail-odds-percent-over = over 99%
grail-odds-plus = +{ $n }
grail-odds-minus = −{ $n }
grail-odds-mean = { $mean }
grail-odds-amount = { $n }
grail-odds-dice = { $count }d{ $sides }

## The attack panel.
grail-odds-attack-title = { $attacker } attacks
grail-odds-np-title = { $attacker } fires the { -noble-phantasm }
grail-odds-target = Against { $target }
grail-odds-best-reply = If they answer with { $reaction }
grail-odds-hit = to hit
grail-odds-crit = critical { $p }
grail-odds-fumble = fumble { $p }
grail-odds-defender-crit = their critical { $p }
grail-odds-defender-fumble = their fumble { $p }
grail-odds-mean-damage = { $mean } damage on average
grail-odds-falls = falls { $p }
grail-odds-replies = Each reply they may choose
grail-odds-col-reply = Reply
grail-odds-col-hit = Hit
grail-odds-col-damage = Avg. damage
grail-odds-col-falls = Falls
grail-odds-best-mark = ★ their best
grail-odds-expected = Expected damage { $dealt }, taken back { $taken }
grail-odds-assumes = Assumes the attacker takes the strongest damage boost on a critical, the defender the strongest damage cut, and a fumble is paid in MP.

## The reactions.
grail-odds-reaction-normal = Matching defense ({ $card })
grail-odds-reaction-normal-plain = Matching defense
grail-odds-reaction-luck = Luck defense
grail-odds-reaction-luck-card = Luck defense with { $card }
grail-odds-reaction-guard = Guard
grail-odds-reaction-guard-card = Guard with { $card }

## The breakdown of a check and of the damage.
grail-odds-hit-check = Hit check
grail-odds-defense-check = Defence check
grail-odds-no-defense-check = A Guard rolls no check: only a fumble misses.
grail-odds-check-dice = 2d6
grail-odds-fixed = Fixed total
grail-odds-crit-from = critical on { $n }+
grail-odds-no-crit = no critical
grail-odds-fumble-on = fumble on { $n }
grail-odds-no-fumble = no fumble
grail-odds-damage-roll = Damage
grail-odds-no-damage-roll = No damage roll
grail-odds-bar = { $amount } damage: { $p }

## The NP clash.
grail-odds-clash-title = { -noble-phantasm } clash with { $target }
grail-odds-clash-win = to win
grail-odds-clash-tie = tie { $p }
grail-odds-clash-lose = lose { $p }
grail-odds-clash-value = { $servant }'s value
grail-odds-clash-penalty = Category penalty
grail-odds-clash-to-target = To { $target }: { $mean } on average
grail-odds-clash-to-attacker = Back to { $attacker }: { $mean } on average
grail-odds-clash-no-reach = Their { -noble-phantasm } does not reach { $attacker }.

## The reaction panel.
grail-odds-incoming-np = { $attacker } fires { $np } at { $defender }
grail-odds-incoming-kind = { $kind } attack, { $mode } · { $card }
grail-odds-kind-luck = Luck
grail-odds-melee = melee
grail-odds-ranged = ranged, range { $range }
grail-odds-card-played = Card played: { $card }
grail-odds-no-card = No card played
grail-odds-answers = Your answers
grail-odds-avoid = avoid
grail-odds-avoid-guard = it misses on its own roll (a Guard never dodges)
grail-odds-hit-taken = hit { $p }
grail-odds-damage-taken = { $mean } damage taken on average
grail-odds-chosen-answer = ▶ your choice
grail-odds-no-damage = This { -noble-phantasm } deals no damage: it has no odds to show.
grail-odds-best-answer = ★ least damage
