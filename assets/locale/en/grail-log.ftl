# The Grail War in plain words: names, terms and the log lines made from the core's events.
# $faction, $actor, $target, $master, $district, $skill and the like arrive already named
# in the viewer's words (a servant's true name only where the viewer knows it, G-35.1).
# $signed arrives with its sign ("+3", "−2"); $dice as the faces ("4+6").

## Names.
grail-class-saber = Saber
grail-class-archer = Archer
grail-class-lancer = Lancer
grail-class-rider = Rider
grail-class-caster = Caster
grail-class-assassin = Assassin
grail-class-berserker = Berserker
grail-card-buster = { -buster }
grail-card-arts = { -arts }
grail-card-quick = { -quick }
grail-card-luck = Luck
grail-card-one = { $card ->
    [buster] a { -buster } card
    [arts] an { -arts } card
   *[quick] a { -quick } card
}
grail-stat-str = STR
grail-stat-end = END
grail-stat-agi = AGI
grail-stat-luk = LUK
grail-servant-named = { $class } ({ $name })
grail-unit = { $owner }'s { $unit }
grail-unit-numbered = { $owner }'s { $unit } { $number }
grail-unit-unknown = a summoned unit
grail-master-of = { $faction }'s { -master }
grail-unknown-faction = faction { $id }
grail-unknown-district = district { $id }
grail-unknown-skill = an unknown skill
grail-log-a-skill = a skill
grail-unknown-effect = an effect
grail-list = { $first }, { $then }
grail-nobody = nobody
grail-time-morning = Morning
grail-time-noon = Noon
grail-time-night = Night

## Where a buff or a term comes from (G-21.1).
grail-source-np = { -noble-phantasm }
grail-source-command-spell = { -command-spell }
grail-source-critical = { -critical }
grail-source-fumble = { -fumble }
grail-source-class-trait = class trait
grail-source-passive = passive

## The terms of a 2d6 check (G-22.4).
grail-term-stat = { $stat } bonus
grail-term-np = { -noble-phantasm } bonus
grail-term-np-rank = { -noble-phantasm } rank
grail-term-unit = unit bonus
grail-term-range = range penalty
grail-term-hit-up = hit up ({ $source })
grail-term-defense-up = defense up ({ $source })
grail-term-all-checks = all checks up ({ $source })
grail-term-retreat = retreating
grail-term-fleeing = fleeing

## The terms of a damage (G-28).
grail-term-dice = dice
grail-term-base = base
grail-term-damage-stat = { $stat } / 5
grail-term-buster-pending = { -buster } bonus
grail-term-damage-up = damage up ({ $source })
grail-term-next-attack = next-attack power
grail-term-first-strike = first strike
grail-term-passive-buster-np = passive { -buster } { -noble-phantasm }
grail-term-weakness = weakness known
grail-term-guard = guard
grail-term-damage-cut = damage cut ({ $source })
grail-term-invincible = invincible
grail-term-clash = clash margin
grail-term-power = { -noble-phantasm } power
grail-term-buster-np = { -buster } { -noble-phantasm }
grail-term-np-power-up = { -noble-phantasm } power up ({ $source })
grail-term-flat = flat
grail-term-first-attack = first attack
grail-term-self-destruct = self-destruct
grail-term = { $signed } { $term }

## Buffs (G-20.2): a short name and what it does.
grail-buff-stat-up = { $stat } up
grail-buff-lowered = Lowered: { $effect }
grail-buff-stat-up-effect = { $stat } { $signed }
grail-buff-damage-dealt-up = Damage up
grail-buff-damage-dealt-up-effect = damage dealt { $signed }
grail-buff-damage-taken-down = Damage cut
grail-buff-damage-taken-down-effect = damage taken { $signed }
grail-buff-hit-up = Hit up
grail-buff-hit-up-effect = hit checks { $signed }
grail-buff-defense-up = Defense up
grail-buff-defense-up-effect = defense checks { $signed }
grail-buff-all-checks-up = All checks up
grail-buff-all-checks-up-effect = every 2d6 check { $signed }
grail-buff-skill-check-up = Skill checks up
grail-buff-skill-check-up-effect = skill check value { $signed }
grail-buff-crit-range-up = Critical range up
grail-buff-crit-range-up-effect = critical range { $signed }
grail-buff-np-power-up = { -noble-phantasm } power up
grail-buff-np-power-up-effect = { -noble-phantasm } power { $signed }
grail-buff-movement-up = Movement up
grail-buff-movement-up-effect = movement { $signed }
grail-buff-guts = Guts
grail-buff-guts-effect = survives a lethal blow with { $hp } HP
grail-buff-invincible = Invincible
grail-buff-invincible-effect = takes no damage from attacks
grail-buff-invincible-pierce = Invincibility Pierce
grail-buff-invincible-pierce-effect = its attacks ignore Invincible
grail-buff-regen-hp = HP regeneration
grail-buff-regen-hp-effect = recovers { $amount } HP at each round start
grail-buff-regen-mp = MP regeneration
grail-buff-regen-mp-effect = recovers { $amount } MP at each round start
grail-buff-next-attack-power = Next attack power
grail-buff-next-attack-power-effect = its next attack from round { $round } deals { $signed } damage
grail-buff-next-attack-crit = Next attack critical
grail-buff-next-attack-crit-effect = its next attack from round { $round } has critical range { $signed }

## Debuffs (G-21.5).
grail-debuff-db1 = Strength Down
grail-debuff-db1-effect = STR { $signed }
grail-debuff-db2 = Endurance Down
grail-debuff-db2-effect = END { $signed }
grail-debuff-db3 = Agility Down
grail-debuff-db3-effect = AGI { $signed }
grail-debuff-db4 = Luck Down
grail-debuff-db4-effect = LUK { $signed }
grail-debuff-db5 = Attack Down
grail-debuff-db5-effect = damage dealt { $signed }
grail-debuff-db6 = Defense Down
grail-debuff-db6-effect = damage taken { $signed }
grail-debuff-db7 = Accuracy Down
grail-debuff-db7-effect = attack and { -noble-phantasm } hit checks { $signed }
grail-debuff-db8 = Evasion Down
grail-debuff-db8-effect = defense checks { $signed }
grail-debuff-db9 = Crit Seal
grail-debuff-db9-effect = cannot score a { -critical }
grail-debuff-db10 = Burn
grail-debuff-db10-effect = { $amount } damage at the start of each of its activations
grail-debuff-db11 = Poison
grail-debuff-db11-effect = { $amount } damage at each round end
grail-debuff-db12 = Heal Block
grail-debuff-db12-effect = recovers no HP, except from command spells
grail-debuff-db13 = Mana Leak
grail-debuff-db13-effect = loses { $amount } MP at the start of each of its activations
grail-debuff-db14 = Bind
grail-debuff-db14-effect = cannot move
grail-debuff-db15 = Slow
grail-debuff-db15-effect = movement { $signed }
grail-debuff-db16 = Stun
grail-debuff-db16-effect = its next main action must be to wait
grail-debuff-db17 = Charm
grail-debuff-db17-effect = cannot attack or fire a { -noble-phantasm } in its next activation
grail-debuff-db18 = Skill Seal
grail-debuff-db18-effect = cannot use skills
grail-debuff-db19 = NP Seal
grail-debuff-db19-effect = cannot charge or fire its { -noble-phantasm }
grail-debuff-db20 = Buff Block
grail-debuff-db20-effect = cannot gain new removable buffs

## How long a buff lasts (G-21.3), and the tooltip.
grail-expiry-round-end = until the end of round { $round }
grail-expiry-activations = { $n ->
    [one] until the end of its next activation
   *[other] until the end of its next { $n } activations
}
grail-expiry-strategic-rounds = { $n ->
    [one] until the turn ends, or for 1 round of a combat this turn
   *[other] until the turn ends, or for { $n } rounds of a combat this turn
}
grail-expiry-combat-end = until the combat ends
grail-expiry-turn-end = until the turn ends
grail-expiry-day-end = until the day ends
grail-expiry-permanent = until used up or removed
grail-expiry-skirmish-rounds = { $n ->
    [one] for the first round of the fight
   *[other] for the first { $n } rounds of the fight
}
grail-expiry-skirmish-end = until the skirmish ends
grail-buff-tip = { $effect }, { $expiry }. From { $source }.{ $removable ->
    [no] {" "}It cannot be removed.
   *[yes] {""}
}

## What each command spell does (G-33.6).
grail-spell-about-hp-recovery = The { -servant } recovers 150 HP.
grail-spell-about-mp-recovery = The { -servant } recovers 150 MP.
grail-spell-about-fighting-spirit = +25 damage dealt for this round.
grail-spell-about-defense-boost = −25 damage taken for this round.
grail-spell-about-ability-boost = +5 on every check and +10 on skill checks for this round.
grail-spell-about-withdrawal = Spends 2 command spells: leaves the combat at once for { $district }.
grail-spell-about-self-destruct = 500 damage to your own { -servant }: it dies.
grail-spell-about-debuff-removal = Removes every debuff from the { -servant }.
grail-spell-about-concentration = +10 on hit checks for this round.
grail-spell-about-technique = +10 on defense checks for this round.
grail-spell-about-strength-boost = STR +50 for this round.
grail-spell-about-endurance-boost = END +50 for this round.
grail-spell-about-agility-boost = AGI +50 for this round.
grail-spell-about-rally = Guts that restores 30 HP, until it is used.
grail-spell-about-unfalling = Invincible for this round.
grail-spell-about-boundless = Invincibility Pierce for this round.
grail-spell-about-star-eye = Critical range +10 for this round.
grail-spell-about-phantasm-uplift = { -noble-phantasm } power +50 for this round.
grail-spell-about-tactical-refinement = Discards the hand and takes { $cards }.
grail-spell-about-battle-roar = Fires the { -noble-phantasm } at once, without its charge: { $target }.
grail-spell-about-teleport = Moves the { -servant } at once to { $district }.
grail-np-target-area = over the whole area

## The days and the turns (G-6, G-8).
grail-log-game-started = The Holy Grail War begins with { $factions } factions.
grail-log-day-started = Day { $day } begins.
grail-log-turn-started = { $time } of day { $day }: { $lead } leads the turn.
grail-log-encounter-declared = { $by } declares an { -encounter } with { $target } { $stance ->
    [negotiate] to negotiate
    [fight] to fight
    [block] to block the { -soul-eating }
   *[steal] to steal the { -soul-eating }
}.
grail-log-ambush-declared = { $by } declares an { -ambush } on { $target }.
grail-log-soul-eating-declared = { $by } declares { -soul-eating }.
grail-log-declarations = The declarations are revealed: { $list }.
grail-log-declaration = { $faction } { $action } and { $going }
grail-log-act-skill = uses { $skill }
grail-log-act-skill-on = uses { $skill } on { $target }
grail-log-act-investigate = investigates the { $class }
grail-log-act-rest = rests
grail-log-act-wait = waits
grail-log-act-engaged = is engaged
grail-log-act-stay = stays
grail-log-act-move = moves to { $district }
grail-log-cancelled = { $what } is called off: { $reason ->
    [eliminated] one side is out of the game
   *[teleported] the target teleported away
}.
grail-log-cancelled-event = A priority event
grail-log-event-encounter = { $by }'s { -encounter } with { $target }
grail-log-event-ambush = { $by }'s { -ambush } on { $target }
grail-log-event-soul-eating = { $by }'s { -soul-eating }
grail-log-moved = { $faction } moves from { $from } to { $to } (cost { $cost }).
grail-log-moved-via = { $faction } moves from { $from } via { $via } to { $to } (cost { $cost }).
grail-log-move-skipped = { $faction } does not move. { $reason }
grail-log-returned = { $faction } goes back from { $from } to { $to }.
grail-log-teleported = { $faction } teleports from { $from } to { $to }.
grail-log-rested = { $faction } rests: { $hp } HP [{ $hp_dice }], { $mp } MP [{ $mp_dice }], { $master_mp } { -master } MP [{ $master_dice }].
grail-log-investigated = { $faction } investigates { $target }: [{ $dice }]{ $bonus } = { $total }, { $success ->
    [yes] a success; knowledge is now tier { $tier }
   *[no] a failure
}.
grail-log-knowledge = { $faction } now knows { $about } at tier { $tier }: { $tier ->
    [1] its deck and skills
    [2] its { -noble-phantasm }
   *[3] its true name, profile and weakness
}.
grail-log-bond = { $faction }'s bond with its { -master } grows to { $bond }.
grail-log-master-skill-unlocked = { $master } unlocks { $skill }.
grail-log-offer = { $from } offers { $to } { $offer ->
    [truce] a truce
    [alliance] an alliance
    [intel] an exchange of intel
   *[fight] a fight
}.
grail-log-answer = { $answer ->
    [accept] The offer is accepted.
    [decline] The offer is declined.
   *[attack] The offer is answered with an attack.
}
grail-log-withdrew = { $faction } withdraws.
grail-log-truce = { $a } and { $b } agree to a truce until the day ends.
grail-log-alliance = { $a } and { $b } form an alliance.
grail-log-alliance-dissolved = The alliance of { $a } and { $b } is dissolved.
grail-log-intel = { $a } and { $b } exchange intel.
grail-log-soul-eaten = { $faction } eats the souls of { $district }: [{ $dice }], { $gained } MP.
grail-log-soul-eating-done = { $faction } has eaten the souls of { $district }.
grail-log-soul-eating-blocked = { $eater }'s { -soul-eating } is blocked.
grail-log-soul-eating-void = The souls of { $district } were already eaten: { $faction } finds nothing.
grail-log-upkeep = { $faction } pays { $amount } MP of upkeep ({ $servant } from the { -servant }, { $master } from the { -master }).
grail-log-asleep = { $master } falls asleep for the day.
grail-log-woke = { $master } wakes up.
grail-log-truce-expired = The truce of { $a } and { $b } ends.
grail-log-grail-manifested = The Holy Grail appears in { $district }.
grail-log-grail-point = { $faction } gains a Grail point ({ $points } in all).

## Combat (G-17 to G-32).
grail-log-combat-started = Combat in { $district } between { $participants }: { $origin }.
grail-log-origin-encounter = { $initiator }'s { -encounter } with { $target }, from { $from }
grail-log-origin-ambush = { $ambusher } ambushes { $target }{ $flees ->
    [yes] , who tries to { -flee }
   *[no] {""}
}
grail-log-origin-soul-eating = { $eater }'s { -soul-eating }, challenged by { $challengers }
grail-log-origin-soul-eating-alone = { $eater }'s { -soul-eating }
grail-log-intervened = { $faction } intervenes from { $from }.
grail-log-ambush-response = { $flee ->
    [yes] { $target } tries to { -flee }.
   *[no] { $target } stands and fights.
}
grail-log-round-started = Round { $round } begins{ $refilled ->
    [yes] , with freshly refilled hands
   *[no] {""}
}.
grail-log-initiative = Initiative: { $order }.
grail-log-activation = { $actor } acts.
grail-log-np-declared = { $faction } starts charging its { -noble-phantasm }: it fires in round { $round }.
grail-log-np-cancelled = { $faction } cancels its { -noble-phantasm } charge.
grail-log-np-lost = { $faction }'s { -noble-phantasm } charge is lost.
grail-log-retreat-declared = { $faction } declares a retreat.
grail-log-ceasefire-offered = { $faction } offers a ceasefire: the fight ends if every side still in it offers one at this round's start.
grail-log-skill = { $user } uses { $skill }{ $rolled ->
    [yes] : [{ $roll }] against { $value }, { $success ->
        [yes] a success
       *[no] a failure
    }
   *[no] {""}
}{ $mp ->
    [0] {""}
   *[other] {" "}({ $mp } MP)
}.
grail-log-card = { $actor } spends { $card } { $purpose ->
    [attack] to attack
    [reaction] to react
   *[np] for its { -noble-phantasm }
}.
grail-log-bonus-pending = { $actor } has card bonuses pending: { -buster } { $buster }, { -quick } { $quick }.
grail-log-hand-refilled = { $faction }'s hand is refilled: { $cards }.
grail-log-critical-cards-faded = The card { $faction } gained by a { -critical } fades: { $cards }.
grail-log-hand-set = { $faction } takes a new hand: { $cards }.
grail-log-attack = { $attacker } attacks { $target }: { $kind } { $mode ->
    [melee] melee
   *[ranged] ranged
}, range { $range }.
grail-log-defend = { $defender } defends.
grail-log-luck-defense = { $defender } defends with luck.
grail-log-guard = { $defender } guards.
grail-log-check = { $actor }'s { $purpose ->
    [hit] hit check
    [np] { -noble-phantasm } hit check
   *[reaction] defense check
}: [{ $dice }]{ $terms } = { $total }{ $called ->
    [crit] {" "}— a { -critical }
    [fumble] {" "}— a { -fumble }
   *[none] {""}
}{ $odds }.
grail-log-check-odds = {" "}({ -critical } on a roll of { $crit } or more on the dice)
grail-log-hit = { $attacker } hits { $defender }{ $reason ->
    [crit] {" "}with a { -critical }
    [fumble] : the defense fumbled
    [guard] {" "}through the guard
   *[other] {" "}with the higher total
}.
grail-log-miss = { $defender } avoids { $attacker }'s attack{ $reason ->
    [crit] {" "}with a { -critical }
    [fumble] : the attack fumbled
    [tie] : a tie goes to the defense
   *[other] {" "}with the higher total
}.
grail-log-crit-heal-hp = { $actor }'s { -critical }: { $amount } HP recovered.
grail-log-crit-heal-mp = { $actor }'s { -critical }: { $amount } MP recovered.
grail-log-crit-card = { $actor }'s { -critical }: gains { $card } for this round.
grail-log-crit-buff = { $actor }'s { -critical }: { $buff } for this round.
grail-log-fumble = { $actor } rolls a { -fumble }: { $what }.
grail-log-fumble-hp = loses { $amount } HP
grail-log-fumble-mp = loses { $amount } MP
grail-log-fumble-card = loses { $card }
grail-log-fumble-empty = no card to lose
grail-log-fumble-debuff = suffers { $debuff }
grail-log-np-fired = { $faction } fires { $np }{ $targets ->
    [none] {""}
   *[other] {" "}at { $targets }
}.
grail-log-np-clash = The { -noble-phantasm }s of { $a } and { $b } clash: { $value_a } ({ $terms_a }{ $penalty_a }) against { $value_b } ({ $terms_b }{ $penalty_b }). { $winner ->
    [none] Neither prevails.
   *[other] { $winner } prevails{ $reaches ->
        [yes] {" "}and still reaches its target
       *[no] {""}
    }.
}
grail-log-clash-penalty = , category penalty −{ $penalty }
grail-log-damage = { $source } deals { $amount } damage to { $target }{ $terms }.
grail-log-damage-plain = { $target } takes { $amount } damage{ $terms }.
grail-log-terms = {" "}({ $terms })
grail-log-healed = { $hp ->
    [0] { $target } recovers no HP (already full, or a debuff forbids it).
   *[other] { $target } recovers { $hp } HP.
}
grail-log-mp = { $faction }: { $parts } ({ $reason ->
    [arts-card] { -arts } card
    [np-cost] { -noble-phantasm } cost
    [arts-np] { -arts } { -noble-phantasm }
    [passive-arts-np] passive { -arts } { -noble-phantasm }
    [critical] { -critical }
    [fumble] { -fumble }
    [regen] regeneration
    [mana-leak] Mana Leak
    [command-spell] { -command-spell }
    [supply] MP supply
    [soul-eating] { -soul-eating }
    [rest] { -rest }
   *[other] { $source }
}).
grail-log-mp-servant = { -servant } MP { $signed }
grail-log-mp-master = { -master } MP { $signed }
grail-log-emergency-supply = { $master } supplies { $amount } MP in an emergency.
grail-log-buff = { $target } gains { $buff }: { $tip }
grail-log-debuff = { $target } suffers { $buff }: { $tip }
grail-log-buff-ended = { $target } loses { $buff } ({ $reason ->
    [consumed] used up
    [expired] it ran out
    [combat-end] the combat ended
    [turn-end] the turn ended
    [day-end] the day ended
    [cleansed] cleansed
    [dispelled] dispelled
   *[command-spell] a command spell
}).
grail-log-resisted = { $target } resists the debuff with Magic Resistance ([{ $roll }] of 50 or less).
grail-log-guts = { $target } holds on with Guts: { $hp } HP.
grail-log-summoned = { $owner } summons { $unit }.
grail-log-unit-destroyed = { $unit } is destroyed.
grail-log-retreat-moved = { $faction } retreats from { $from } to { $to } (cost { $cost }).
grail-log-retreat-stayed = { $faction } tries to retreat but cannot move from { $from }.
grail-log-retreat-caught = { $by } catches { $faction } as it retreats.
grail-log-escaped = { $faction } escapes the combat.
grail-log-fled = { $faction } flees the combat.
grail-log-command-spell = { $master } uses the command spell { $spell }: { $about } { $remaining ->
    [one] (1 left)
   *[other] ({ $remaining } left)
}
grail-log-refinement = { $master } uses the command spell { $spell }: a new hand of six cards { $remaining ->
    [one] (1 left).
   *[other] ({ $remaining } left).
}
grail-log-died = { $faction } falls{ $credited ->
    [none] .
   *[other] ; { $credited } gets the credit.
}
grail-log-vanished = { $faction } vanishes for lack of mana.
grail-log-eliminated = { $faction } is out of the Holy Grail War.
grail-log-combat-ended = { $rounds ->
    [one] The combat ends after 1 round
   *[other] The combat ends after { $rounds } rounds
} ({ $reason ->
    [no-hostiles] no hostile pair is left
    [ceasefire] everyone offered a ceasefire
    [stalemate] a stalemate
   *[round-cap] the round limit
}): { $results }.
grail-log-result = { $faction } { $status ->
    [active] still standing
    [escaped] escaped
    [fled] fled
    [withdrew] withdrew
    [dead] fell
   *[vanished] vanished
} ({ $hp } HP)
grail-log-winner = { $faction } wins the Holy Grail War { $by ->
    [last] as the last faction standing
    [district] standing alone in the Grail's district
    [points] with the most Grail points
   *[hp] with the most HP left
}.
grail-log-draw = The Holy Grail War ends in a draw between { $factions }.
grail-log-skirmish-won = { $faction } holds the field: the skirmish is won.
grail-log-skirmish-draw = Nobody holds the field; still standing: { $factions }.
grail-log-skirmish-none = Nobody holds the field: no servant is left standing.
grail-log-skirmish-started = A skirmish begins between { $factions } factions.
grail-log-skirmish-fight = The fight is in { $district }, between { $participants }{ $ambush ->
    [none] .
   *[other] : { $ambush }.
}
grail-log-skirmish-fell = { $faction } falls{ $by ->
    [none] .
   *[other] {" "}to { $by }.
}
grail-log-skirmish-out = { $faction } is out of the fight.
grail-log-initiative-ambush = { $ambusher } set the ambush and acts first this round: { $order }.
grail-log-initiative-changed = With the round's start done, the order of action: { $order }.
