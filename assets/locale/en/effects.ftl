# Card and skill text generated from effect data.

# Whom an effect reaches, as its sentence names them.
effect-target-chosen = the target
effect-target-caster = the caster
# Only inside a lasting effect, whose sentence names the unit it is on first.
effect-target-bearer = it
effect-target-own-leader = your leader
effect-target-enemy-leader = the enemy leader
effect-target-all-enemy-units = every enemy unit
effect-target-all-enemy-arcastella = every enemy { -arcastella }
effect-target-all-enemy-followers = every enemy { -follower }
effect-target-all-ally-arcastella = each of your { -arcastella }
effect-target-all-ally-followers = each of your { -follower }s
effect-target-all-ally-units = each of your units
effect-target-random-enemy-unit = a random enemy unit
effect-target-lowest-hp-ally = your { -arcastella } with the lowest HP

# What a card asks its caster to pick.
effect-pick-enemy-unit = Target: an enemy unit
effect-pick-enemy-arcastella = Target: an enemy { -arcastella }
effect-pick-enemy-follower = Target: an enemy { -follower }
effect-pick-ally-arcastella = Target: one of your { -arcastella }
effect-pick-ally-unit = Target: one of your units

# An amount that grows with something: its base, then what each one adds.
effect-scaled-resonance = { $base } (+{ $per } per { -resonance })
effect-scaled-ally-followers = { $base } (+{ $per } per ally { -follower })
effect-scaled-afterglow = { $base } (+{ $per } per { -afterglow } in your { -cemetery })
effect-scaled-has-code = { $base } (+{ $per } if the user holds a Code)

# A stat change; the value carries its sign.
effect-stat-def = { -def } { $value }
effect-stat-power = { -power } { $value }
effect-stat-ward = { -ward } { $value }

effect-duration-this-turn = this turn
effect-duration-until-end = until the end of your turn, { $count } times
effect-duration-until-next = until your next turn
effect-duration-next-turns = for your next { $count } turns

effect-damage = Deal { $amount } damage to { $target }.
effect-heal = Heal { $target } by { $amount }.
effect-draw = { $count ->
    [one] Draw a card.
   *[other] Draw { $count } cards.
}
effect-gain-ether = Gain { $amount } { -ether }.
effect-tap = Tap { $target }.
effect-untap = Untap { $target }.
effect-modify = { $target } gets { $stat } { $duration }.
effect-barrier = { $target } gains a { -barrier }.
effect-periodic = At the { $when ->
    [start] start
   *[end] end
} of your next { $count ->
    [one] turn
   *[other] { $count } turns
}: { $effects }
effect-periodic-on = At the { $when ->
    [start] start
   *[end] end
} of your next { $count ->
    [one] turn
   *[other] { $count } turns
} on { $target }: { $effects }
effect-summon = { $count ->
    [one] Summon a { $name }.
   *[other] Summon { $count } { $name }s.
}
effect-equip = Equip this Code to { $target }.
effect-gain-resonance = { $target } gains { $amount } { -resonance }.
effect-break-code = Break the Code of { $target }.
effect-recover = Return the top { $kind } of your { -cemetery } to your { -hand }.

# Two sentences in a row, and two items of a list.
effect-then = { $first } { $then }
effect-list = { $first }, { $then }

effect-code = Code: { $mods } (fragility { $fragility }).
effect-ether-effect = Ether effect: { $effects }
effect-needs-resonance = { $amount } { -resonance }

# What a skill costs.
effect-cost-free = free
effect-cost-ether = { $ether } { -ether }
effect-cost-resonance = { $resonance } { -resonance }
effect-cost-both = { $ether } { -ether } + { $resonance } { -resonance }

# An attack's damage, and what else it does.
effect-attack = { $damage } damage
effect-attack-riders = { $damage } damage. { $riders }
