# The Grail War's combat screen (a skirmish): bars, cards, choices, motion, the curtain and the end.

## The top bar.
combat-round = Round { $round } of { $cap }
combat-before-round = Before the first round
combat-refill-at = hands refill after round { $round }
combat-refill-fx = +{ $n } cards
combat-refill-now = hands refill after this round
combat-initiative = Initiative:

## The servants' cards.
combat-deciding = deciding…
combat-hp = HP { $hp } / { $max }
combat-unit-hp = { $unit }: HP { $hp } / { $max }
combat-mp = MP { $mp } / { $max }
combat-mp-hidden = MP unknown
combat-pools = Next attack: Buster +{ $buster } damage · Quick critical range +{ $quick }
combat-np-charge = Noble Phantasm fires in round { $round }
combat-spells = Command spells:
combat-master-mp = master MP { $mp }
combat-hand-size = { $n ->
    [one] Hand: 1 card
   *[other] Hand: { $n } cards
}
combat-status-active = In the fight
combat-status-escaped = Escaped
combat-status-fled = Fled
combat-status-withdrew = Withdrew
combat-status-dead = Fallen
combat-status-vanished = Vanished

## The map and the log.
combat-map = Around the fight
combat-map-rings = Gold rings: how far the one deciding can reach (1–3 districts).
combat-log = Log
combat-log-round = — Round { $round } —

## The hand and the choices.
combat-your-hand = Your hand
combat-hand-none = (no cards shown)
combat-hand-empty = No cards left: they come back after every third round.
combat-card-buster-bonus = +{ $n } dmg
combat-card-arts-bonus = +{ $n } MP
combat-card-quick-bonus = crit +{ $n }
combat-nobody-decides = Nobody decides now.
combat-ai-thinking = { $name } (AI) is thinking…
combat-waiting-for = Waiting for { $name }.
combat-prompt-main = { $actor }: your action.
combat-prompt-reaction = { $attacker } attacks you: { $how }, { $mode }, range { $range }. How do you answer?
combat-prompt-round-start = Round start: declare or cancel your Noble Phantasm, or use a free action.
combat-prompt-combat-start = The combat begins: skills and command spells before round 1.
combat-prompt-own-turn = Your activation begins: free actions first.
combat-prompt-critical = A critical on { $check ->
    [hit] your hit check
    [np] your { -noble-phantasm }'s hit check
   *[reaction] your defense against { $attacker }
}! Choose its effect.
combat-prompt-fumble = A fumble on { $check ->
    [hit] your hit check
    [np] your { -noble-phantasm }'s hit check
   *[reaction] your defense against { $attacker }
}: does it cost HP or MP?
combat-prompt-intervene = A combat breaks out nearby ({ $who }). Join it?
combat-luck-attack = a Luck attack
combat-mode-melee = melee
combat-mode-ranged = ranged
combat-back = ‹ Back
combat-confirm = Confirm
combat-take = Take
combat-hint = Hint
combat-hint-thinking = The AI is thinking about your move…
combat-hint-line = { $action } — the AI puts your chance to win the game at { $win }%

## Motion.
combat-critical = Critical!
combat-fumble = Fumble!
combat-guard = Guard
combat-hit = Hit!
combat-miss = Miss
combat-falls = Falls!
combat-np-released = { $name }: { $np }!
combat-clash-penalty = penalty −{ $n }
combat-clash-won = { $name } wins the clash
combat-clash-tie = The phantasms cancel out

## The curtain and the end.
combat-curtain = { $person }: { $faction } decides.
## Hot seat while an AI decides: nobody's side is shown.
combat-curtain-waiting = The AI factions are deciding…
combat-end-title = The skirmish is over
combat-end-winner = { $name } holds the field
combat-end-draw = Nobody holds the field
combat-end-line = { $name }: { $fate } (HP { $hp } / { $max })
combat-rematch = Rematch
combat-main-menu = Main menu

## The playback bar over a watched skirmish.
combat-bar-position = Round { $round } · action { $action }/{ $actions } · seen by { $shown }
combat-bar-all-sides = every side

## The title's unfinished games.
combat-save-skirmish = Skirmish
combat-save-round = round { $round }
combat-spell-cost = { $n ->
    [one] Costs 1 command spell.
   *[other] Costs { $n } command spells: use it only if you mean it.
}
combat-warn-last-spell = These are your master's last { -command-spell }s: without one left, the master no longer supplies MP to the { -servant }.
combat-card-tip-buster = { $card }: attacks with Strength and adds { $n } damage to your next hit. It answers an { $answers } attack. Any card may pay for a luck defense or a Guard.
combat-card-tip-arts = { $card }: attacks with Endurance and restores { $n } MP. It answers a { $answers } attack. Any card may pay for a luck defense or a Guard.
combat-card-tip-quick = { $card }: attacks with Agility and widens your next check's critical range by { $n }. It answers a { $answers } attack. Any card may pay for a luck defense or a Guard.
combat-pools-tip = Bonuses waiting for the next attack: Buster's add to its damage, Quick's widen its check's critical range.
combat-np-charge-tip = A noble phantasm is charging: it fires at its servant's action in that round, answered only by the defense its card calls for or a Guard. Two attack noble phantasms fired in one round clash.
combat-spells-tip = Command spells left of three: strong effects at any moment; with none left the master cannot supply MP.
combat-status-active-tip = Still fighting.
combat-status-escaped-tip = Its retreat got away: out of this fight, unharmed by it from now on.
combat-status-fled-tip = It fled the ambush: out of this fight when its turn to act came.
combat-status-withdrew-tip = Its master's command spell took it out of the fight to another district.
combat-status-dead-tip = Its servant fell: the faction is out of the war.
combat-status-vanished-tip = Its servant ran out of MP and vanished: the faction is out of the war.
combat-odds-ahead-one = If you choose this:
combat-odds-ahead-best = { $n } attacks lead on from here. The best of them: { $path }
combat-log-newest = ↓ Newest
combat-district-tip = Where the fight began. Its servants may move away from it within the fight: the map on the left shows where each one stands now.
combat-moves-first = {" "}(moving first to { $district })
