# The log lines made from the duel core's events.
# $player names a player; $you is "yes" when that player is the one at the screen, whom
# English addresses as "You" (with the verb's other form).

log-game-started = The duel begins (seed { $seed }). { $you ->
    [yes] You go
   *[other] { $player } goes
} first.
log-turn = — Turn { $turn }: { $player } —
log-phase = { $phase } Phase.
log-untaps = { $unit } untaps.
log-tapped = { $unit } is tapped { $cause ->
    [attack] after attacking
    [astral] after its { -astral-code }
    [block] to block
   *[effect] by an effect
}.
log-draws = { $you ->
    [yes] You draw
   *[other] { $player } draws
} a card.
log-hand-full = { $you ->
    [yes] Your
   *[other] { $player }'s
} hand is full: no draw.
log-no-cards = { $you ->
    [yes] You have
   *[other] { $player } has
} no card left to draw.
log-deck-rebuilt = { $you ->
    [yes] You rebuild
   *[other] { $player } rebuilds
} the deck from { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}: +1 { -astral-charge }.
log-astral-charges = { $you ->
    [yes] You now have
   *[other] { $player } now has
} { $charges ->
    [one] 1 { -astral-charge }
   *[other] { $charges } { -astral-charge }s
}.
log-converted = { $you ->
    [yes] You convert
   *[other] { $player } converts
} { $card } into { $gained } { -ether }.
log-ether-effect = The { -ether-effect } of { $card } triggers.
log-ether = { $you ->
    [yes] You have
   *[other] { $player } has
} { $ether } { -ether }.
log-passes = { $you ->
    [yes] You pass
   *[other] { $player } passes
} ({ $phase }).
log-casts = { $caster } casts { $card }.
log-casts-on = { $caster } casts { $card } on { $target }.
log-uses = { $user } uses { $skill }.
log-uses-on = { $user } uses { $skill } on { $target }.
log-astral-code = { $user } unleashes the { -astral-code } { $code } on { $target }!
log-triggers = { $source } triggers.
log-dice = Dice: { $faces } = { $total }.
log-dice-bonus = Dice: { $faces } ({ $sum }) { $bonus } = { $total }.
log-blocks = { $blocker } blocks for { $target }.
log-no-block = { $you ->
    [yes] You do not block
   *[other] { $player } does not block
}.
log-break-check = Break check for { $unit }'s { $code }: rolled { $roll } against fragility { $fragility }: { $broke ->
    [yes] it breaks
   *[other] it holds
}.
log-code-equipped = { $unit } equips { $code }.
log-code-removed = { $unit }'s { $code } { $reason ->
    [broken] breaks
    [replaced] is replaced
    [bearer-fell] falls with its bearer
   *[effect] is destroyed
}.
log-damage = { $target } takes { $amount } { $kind ->
    [astral] Astral damage
    [spell] spell damage
    [support] support damage
   *[other] damage
}, HP { $hp } left.
# $reductions lists what took the damage down from $raw.
log-damage-reduced = { $target } takes { $amount } { $kind ->
    [astral] Astral damage
    [spell] spell damage
    [support] support damage
   *[other] damage
} ({ $raw } { $reductions }), HP { $hp } left.
log-reduced-def = −{ $amount } { -def }
log-reduced-ward = −{ $amount } { -ward }
log-reduced-barrier = { -barrier }
log-healed = { $unit } heals { $amount }, HP { $hp }.
log-barrier = { $unit } gains a { -barrier }.
log-resonance = { $unit }'s { -resonance } is { $value }.
log-lasting = { $source } takes hold.
log-lasting-on = { $unit } is affected by { $source }.
log-lasting-ends = { $source } ends.
log-lasting-ends-on = { $source } on { $unit } ends.
log-a-lasting-ends = A lasting effect ends.
log-summoned = { $unit } is summoned.
log-summon-failed = { $you ->
    [yes] You have
   *[other] { $player } has
} no room for another { -follower }.
log-fell = { $unit } falls!
log-follower-defeated = { $unit } fades into { $card }.
log-to-cemetery = { $card } goes to the { -cemetery }.
log-returns = { $you ->
    [yes] You return
   *[other] { $player } returns
} { $card } to the { -hand }.
log-action-cap = The { $phase } Phase reached its action limit and ends.

# How a duel ended; the end screen shows it too.
log-win = { $you ->
    [yes] You win
   *[other] { $player } wins
}: { $reason ->
    [leader-fallen] the enemy leader fell
    [both-fallen] both leaders fell
    [turn-limit] the turn limit was reached; the healthier leader wins
   *[concede] { $loser_you ->
        [yes] you conceded
       *[other] { $loser } conceded
    }
}.
log-draw-game = A draw: { $reason ->
    [leader-fallen] the enemy leader fell
    [both-fallen] both leaders fell
    [turn-limit] the turn limit was reached; the healthier leader wins
   *[concede] the other side conceded
}.
