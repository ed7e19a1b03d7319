# The whole Grail War on screen: the city, the day, the factions, the decisions.

war-day = Day { $day } of { $limit }
war-lead = { $faction } leads this turn
war-grail-appeared = The Grail has appeared
war-phase-turn-start = The turn begins
war-phase-priority = Encounters, ambushes and soul-eating
war-phase-declarations = Secret declarations
war-phase-priority-resolution = Encounters and ambushes are resolved
war-phase-resolution = Moves and actions are resolved
war-phase-turn-end = The turn ends
war-phase-day-end = The day ends: upkeep
war-phase-over = The war is over

## The factions on the left.
war-factions = The factions
war-out = Out of the war (day { $day }, { $time })
war-roster-line = HP { $hp }/{ $max } · { $district }
war-roster-spells = Command spells { $spells } · Grail points { $points }
war-asleep = master asleep
war-concealed = presence concealed: { -investigate } it before an { -encounter } or { -ambush }
war-allied = your ally
war-truce = truce with you

## What the decision is.
war-prompt-priority = Declare an encounter, an ambush or soul-eating, or pass.
war-prompt-priority-response = Declared this turn: { $made } Answer with a declaration of your own, or pass again.
war-prompt-declaration = Declare in secret where you move and what you do.
war-prompt-declaration-engaged = You are engaged: declare in secret what you do here.
war-prompt-declaration-engaged-by = You are engaged this turn ({ $made }): declare in secret what you do here.
war-prompt-targeted = { $by } has declared against you: use what you may before it is resolved.
war-prompt-resolution = Your move and action are about to be resolved.
war-prompt-offer = You meet { $target }: make an offer.
war-prompt-answer = { $from } offers { $offer ->
    [truce] a truce
    [alliance] an alliance
    [intel] to exchange intelligence
   *[fight] a fight
}: your answer?
war-prompt-after-decline = { $by } declined { $offer ->
    [truce] your truce
    [alliance] your alliance
    [intel] your exchange of intelligence
   *[fight] your challenge
}: fight anyway, or withdraw?
war-prompt-ambushed = { $by } ambushes you: flee or stand?

## Continue and replays.
war-save-day = day { $day }, { $time }
war-bar-position = Day { $day }, { $time } · action { $action }/{ $actions } · { $shown }
war-combats = Combats ({ $n })
war-combats-none = No combat was fought.
war-combat-item = Day { $day }, { $time }: { $who } at { $district }
war-combat-watch-tip = Watch this combat on its own: the replay jumps to its start and pauses at its end.

## The end of the war.
war-end-title = The Holy Grail War is over
war-end-winner = { $name } wins the Holy Grail War { $by ->
    [last] as the last faction standing
    [district] holding the Grail's district
    [points] with the most Grail points
   *[hp] with its servant the least wounded
}
war-end-draw = The war ends in a draw between { $names }
war-end-faction = Faction
war-end-fate = Fate
war-end-combats = Combats
war-end-kills = Defeated
war-end-points = Grail points
war-end-standing = standing (HP { $hp }/{ $max })
war-end-out = out on day { $day }, { $time } ({ $how ->
    [killed] defeated
    [vanished] vanished
   *[self] destroyed itself
})

## The day's end.
war-upkeep-title = Day { $day } ends: upkeep
war-upkeep-faction = Faction
war-upkeep-cost = Upkeep
war-upkeep-servant = From its MP
war-upkeep-master = Master covered
war-upkeep-none = You were shown no upkeep this day.
war-upkeep-vanished = { $name }'s servant could not be kept and vanished.
war-upkeep-asleep = { $name }'s master did not rest and sleeps through the next day.

## A negotiation.
war-talk-title = Negotiation
war-talk-where = An encounter in { $district }
war-talk-offered = On the table: { $offer ->
    [truce] a truce until the day ends
    [alliance] an alliance
    [intel] an exchange of intelligence
   *[fight] a fight
}
war-talk-offer = Offer a truce, an alliance or an exchange of intelligence, which they may accept, decline or answer with an attack; or offer a fight, and the combat begins.
war-talk-answer = Accept, and it holds with no combat; decline, and they choose to fight or to withdraw; or attack, and the combat begins.
war-talk-declined = Fight anyway, and the combat begins; or withdraw, and there is no combat.

## Warnings before consequences.
war-warn-sleep = { $engaged ->
    [yes] { $tonight ->
        [yes] An { -encounter } or { -ambush } takes tonight's action, so no { -rest } is left today:
       *[no] An { -encounter } or { -ambush } takes this turn's action: { -rest } at a later turn today, or
    }
   *[no] { $tonight ->
        [yes] Take a { -rest } tonight, or
       *[no] Your master has not rested today. A { -rest } takes a turn's action, and an { -encounter } or { -ambush } against you takes it too: { -rest } early, or
    }
} your master sleeps through { $last ->
    [yes] tomorrow, the war's last day
   *[no] tomorrow
}: no { -command-spell }, no move.
war-warn-upkeep = At the day's end your { -servant } owes { $need } MP of upkeep and can draw on { $have }: unless it gains MP first, it vanishes.
war-warn-engaged-move = An { -encounter } or { -ambush } involves you this turn: a move you declare now happens only if no fight breaks out.

## Out of the war.
war-out-title = Out of the war
war-out-head = { $name } is out of the Holy Grail War
war-out-goes-on = The war goes on without you. Watch it to its end, or leave: it waits under Continue.
war-out-watch = Watch to the end
war-out-watch-tip = Every turn and every fight of the sides left, as it happens.
war-out-skip-fights = Watch, fights at once
war-out-skip-fights-tip = The city's turns as they happen; each fight of the sides left passes at once, its outcome in the log.
war-out-leave = Leave
war-out-leave-tip = Back to the title. The war stays under Continue.
war-clock = { $time } left
war-clock-tip = The declaration clock of this game's setup (the original rules: a declaration not made within 5 minutes counts as Wait). At zero the rules' default is taken for you: Wait with no move, Pass, Guard with no card, or Done. The pause menu stops it.
war-bond-title = Interaction with your master
war-bond-line = “{ $line }”
war-bond-level = Bond
war-bond-of = { $bond } of { $of }
war-bond-unlocked = Fourth skill unlocked: { $skill }
war-bond-ahead = { $left ->
    [one] One more quiet Wait
   *[other] { $left } more quiet Waits
} (a turn with no fight, your master awake) and the fourth skill unlocks: { $skill }.
war-bond-continue = Continue
war-fight-over-title = The fight is over
war-fight-over-continue = Back to the city
