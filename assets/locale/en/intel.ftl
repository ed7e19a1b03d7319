# What the viewer knows of each faction (G-35): its own faction's sheet, and for each rival
# exactly what investigations and shared combats revealed, tier by tier.
# $signed arrives with its sign ("+3", "−2"); $rank as the rank's letters ("A+", "EX").

## The window over the map.
intel-title-sheet = { $faction }: your faction
intel-title-rival = { $faction }: what you know
intel-close = Close (Esc)
intel-open-sheet = Open your faction's sheet
intel-open-rival = See what you know of this faction
intel-roster-tier = Knowledge
intel-hidden = Only what is public is shown while another player is at the machine.
intel-sheet-about = Everything about your own faction. Rivals see only what they have learned of it.

## The knowledge track (G-35.1).
intel-knowledge = Knowledge { $tier } of { $top }
intel-knowledge-about = { $tier ->
    [0] Only what is public. Investigate it to learn its command cards and skills.
    [1] Its command cards and skills are known. Next: its { -noble-phantasm }.
    [2] Its command cards, skills and { -noble-phantasm } are known. Next: its true name, profile and weakness.
   *[other] Fully known: its weakness gives you +5 damage against it.
}
intel-tier-head = { $tier ->
    [0] Public: everyone knows it
    [1] Knowledge 1: command cards and skills
    [2] Knowledge 2: the { -noble-phantasm }
   *[other] Knowledge 3: true name, profile and weakness
}
intel-unknown = Unknown: revealed at knowledge { $tier }
intel-seen = Seen in a combat you shared; the whole at knowledge { $tier }

intel-shared = Shared by your ally

## The items of a servant's card.
intel-class = Class
intel-stats = Stats
intel-stats-line = STR { $str } · END { $end } · AGI { $agi } · LUK { $luk } · NP { $np }
intel-hp = HP
intel-mp = MP
intel-of = { $now } / { $max }
intel-movement = Movement
intel-buffs = Effects on it
intel-none = none
intel-deck = Command cards
intel-deck-line = { -buster } { $buster } · { -arts } { $arts } · { -quick } { $quick } ({ $total } cards)
intel-skills = Skills
intel-np = { -noble-phantasm }
intel-true-name = True name
intel-era = Era
intel-era-mythic = Age of Gods
intel-era-ancient = Antiquity
intel-era-medieval = Middle Ages
intel-era-modern = Modern age
intel-profile = Profile
intel-weakness = Weakness

## The master (own faction only).
intel-master = Master
intel-master-mp = Master MP
intel-command-spells = Command spells left
intel-investigation = Investigation bonus
intel-master-skills = Master skills
intel-skill-unlocked = Unlocked by the bond
intel-skill-locked = Locked: unlocks at bond { $top } (now { $bond })
intel-bond = Bond { $bond } of { $top }
intel-declared = This turn's declaration
intel-not-declared = not declared yet

## A skill: what it costs, when it is used, on whom, and what it does.
intel-skill-head = { $name } · rank { $rank } · { $mp ->
    [0] no MP
   *[other] { $mp } MP
}{ $magic ->
    [yes] {" "}· magecraft
   *[no] {""}
}
intel-skill-use = { $when }, { $target }
intel-timing-combat-start = At the start of a combat
intel-timing-round-start = At the start of a round
intel-timing-own-turn-start = At the start of its own activation
intel-timing-passive = Always on
intel-timing-auto = By itself { $trigger ->
    [combat] when a combat starts
    [ambushed] when ambushed
    [half] when its HP falls below half
    [lethal] when a blow would kill it
   *[debuff] when it receives a debuff
}
intel-timing-magic = With a magecraft skill it uses
intel-timing-anytime = At any time { $context ->
    [combat] in a combat
    [city] in the city
   *[both] in a combat or in the city
}
intel-timing-turn-action = As the turn's action
intel-target-self = on itself
intel-target-hostile = on a hostile within { $range ->
    [one] one district
   *[other] { $range } districts
}
intel-target-all-hostiles = on every hostile within { $range ->
    [one] one district
   *[other] { $range } districts
}
intel-target-other-servant = on another servant
intel-target-district = on the district it stands in
intel-dice = { $count }d{ $sides }
intel-dice-flat = { $count }d{ $sides }{ $flat }
intel-duration-instant = at once
intel-duration-rounds = for { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
intel-duration-activations = for { $n ->
    [one] { $n } activation
   *[other] { $n } activations
}
intel-duration-combat = until the combat ends
intel-duration-turn = until the turn ends
intel-duration-day = until the day ends
intel-duration-permanent = for good
intel-effect-heal = recovers { $dice } HP
intel-effect-mp = recovers { $dice } MP
intel-effect-master-mp = its { -master } recovers { $dice } MP
intel-effect-buff = { $buff }: { $effect }, { $duration }
intel-effect-debuff = inflicts { $debuff }: { $effect }, { $duration }
intel-effect-cleanse = removes every removable debuff
intel-effect-dispel = removes a hostile's removable buffs
intel-effect-card = adds { $card ->
    [buster] a { -buster } card
    [arts] an { -arts } card
    [quick] a { -quick } card
   *[choice] a card of its choice
} to the hand
intel-effect-charge = { -noble-phantasm } fires up to { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} sooner
intel-effect-knowledge = knowledge of the target +{ $tiers }
intel-effect-workshop = makes its district its workshop (rest there +20)
intel-effect-no-first-strike = an ambush gets no first strike against it
intel-effect-upkeep = upkeep { $signed }
intel-effect-rest = each rest roll { $signed }
intel-effect-investigate = investigation { $signed }
intel-effect-magic-sure = the magecraft needs no check
intel-effect-magic-amplify = the magecraft's numbers +{ $percent }%
intel-effect-magic-extend = the magecraft lasts { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} longer

## A Noble Phantasm.
intel-np-head = { $name } · { $card }
intel-np-kind = { $kind ->
    [attack] Attack
    [support] Support
    [passive] Passive
   *[summon] Summoning
} · { $category ->
    [unit] Anti-Unit
    [army] Anti-Army
   *[fortress] Anti-Fortress
}
intel-np-terms = power { $power } · range { $range } · { $mp } MP · charge { $charge }
intel-np-on-fire = on firing: { $effect }
intel-np-on-hit = on a hit: { $effect }
intel-np-summon = summons { $count } × { $unit } ({ $hp } HP each)
