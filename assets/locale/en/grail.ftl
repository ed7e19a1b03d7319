# The Grail War: the steps of a decision and their labels.
# Labels name factions, districts, servants and skills by the screen's words for them:
# $faction, $target, $district, $skill, $class and $card arrive already named.

## Priority declarations (G-9).
grail-menu-pass = Pass
grail-menu-encounter = { -encounter }
grail-menu-ambush = { -ambush }
grail-menu-soul-eating = { -soul-eating }
grail-menu-faction = { $faction }
grail-menu-stance-negotiate = Negotiate
grail-menu-stance-fight = Fight
grail-menu-stance-block = Block the eating
grail-menu-stance-steal = Steal the eating

## The secret declaration (G-8.6, G-10).
grail-menu-move-only = Move only
grail-menu-investigate = { -investigate }
grail-menu-class = { $class }
grail-menu-rest = { -rest }
grail-menu-wait = { -wait }
grail-menu-turn-skill = { $skill }
grail-menu-stay = Stay here
grail-menu-go-to = To { $district } (cost { $cost })

## Answers (G-11, G-12, G-17).
grail-menu-done = Done
grail-menu-offer-truce = Offer a truce
grail-menu-offer-alliance = Offer an alliance
grail-menu-offer-intel = Offer to exchange intel
grail-menu-offer-fight = Fight
grail-menu-accept = Accept
grail-menu-decline = Decline
grail-menu-answer-attack = Attack instead
grail-menu-fight-anyway = Fight anyway
grail-menu-withdraw = { -withdraw }
grail-menu-flee = { -flee }
grail-menu-stand = Stand and fight
grail-menu-join = Join the combat
grail-menu-stay-out = Stay out

## Combat (G-18 to G-31).
grail-menu-declare-np = Charge the { -noble-phantasm }
grail-menu-cancel-np = Cancel the charge
grail-menu-retreat = Declare a retreat
grail-menu-ceasefire = Offer a ceasefire
grail-menu-attack = Attack
grail-menu-target = { $target }
grail-menu-attack-card = { $card } ({ $in_hand } in hand)
grail-menu-attack-luck = Luck (any card, or none)
grail-menu-melee = Melee
grail-menu-ranged = Ranged
grail-menu-range = Range { $range }
grail-menu-from-here = From here
grail-menu-after-move = After moving to { $district } (cost { $cost })
grail-menu-farther = Farther: moves of cost { $cost } or more
grail-menu-move = { -move }
grail-menu-fire-np = Fire the { -noble-phantasm }
grail-menu-np-at-unit = At { $target }
grail-menu-np-at-district = At { $district }
grail-menu-np-area = Over the area
grail-menu-retreat-move = Retreat
grail-menu-defend = Defend
grail-menu-luck-defense = Defend with luck
grail-menu-guard = Guard
grail-menu-with-card = Spending { $card } ({ $in_hand } in hand)
grail-menu-without-card = Spending no card
grail-menu-crit-heal-hp = Recover HP
grail-menu-crit-heal-mp = Recover MP
grail-menu-crit-gain-card = Gain a card (this round)
grail-menu-card = { $card }
grail-menu-crit-buff = A boost
grail-menu-crit-buff-kind = { $buff }
grail-crit-buff = { $name } ({ $effect })
grail-menu-fumble-hp = Lose HP
grail-menu-fumble-mp = Lose MP

## Free actions (G-7.5, G-14.3, G-19, G-33).
grail-menu-command-spells = { -command-spell }
grail-menu-district = { $district }
grail-menu-cards = { $buster } { -buster }, { $arts } { -arts }, { $quick } { -quick }
grail-menu-skills = Skills
grail-menu-skill = { $skill }
grail-menu-use = Use
grail-menu-use-with = Use, with { $modifiers }
grail-menu-use-on = On { $targets }{ $with_modifiers ->
        [0] {""}
       *[other] , with { $modifiers }
    }
grail-menu-supply-mp = Supply { $amount } MP
grail-menu-dissolve-alliance = Dissolve the alliance

## The command spells (G-33.6).
grail-spell-hp-recovery = HP Recovery
grail-spell-mp-recovery = MP Recovery
grail-spell-fighting-spirit = Fighting Spirit
grail-spell-defense-boost = Defense Boost
grail-spell-ability-boost = Ability Boost
grail-spell-withdrawal = Withdrawal
grail-spell-self-destruct = Self-Destruct
grail-spell-debuff-removal = Debuff Removal
grail-spell-concentration = Concentration
grail-spell-technique = Technique
grail-spell-strength-boost = Strength Boost
grail-spell-endurance-boost = Endurance Boost
grail-spell-agility-boost = Agility Boost
grail-spell-rally = Rally
grail-spell-unfalling = Unfalling
grail-spell-boundless = Boundless
grail-spell-star-eye = Star Eye
grail-spell-phantasm-uplift = Phantasm Uplift
grail-spell-tactical-refinement = Tactical Refinement
grail-spell-battle-roar = Battle Roar
grail-spell-teleport = Teleport

## What each menu entry does, on hover.
grail-tip-pass = Declare nothing in the open this turn; you still declare a move and an action in secret next.
grail-tip-encounter = Go to another faction within your movement, meet it, then talk (truce, alliance, an exchange of what you know) or fight; you come back after. It takes your turn: engaged, you declare no action (no rest, investigation or bond this turn), and a fight drops the move you declare. Only the turn's first open declaration, or one after an { -encounter } or { -soul-eating }.
grail-tip-ambush = Strike a faction one to three districts away from afar: you act first in round 1, unless a skill of theirs negates it. It takes your turn: engaged, you declare no action (no rest, investigation or bond this turn). Only as the turn's first open declaration; after it nobody declares anything.
grail-tip-soul-eating = Eat the humans of your district for 1d200 MP; a district is eaten once in the war. Others may answer by blocking it (a fight) or stealing it. It takes your turn: engaged, you declare no action this turn.
grail-tip-stance-negotiate = Talk first: offer a truce, an alliance or an exchange of what you know. The other side may still choose to fight.
grail-tip-stance-fight = Fight at once, with no talk.
grail-tip-stance-block = Stop the eating: you fight the eater in its district.
grail-tip-stance-steal = Take the eating for yourself: you fight the eater, and the winner eats.
grail-tip-move-only = Move and take no action: no rest, no investigation, no bond.
grail-tip-investigate = Roll 2d6 plus your master's bonus; 6 or more tells you the next step about a class's servant: its cards and skills, then its { -noble-phantasm }, then its true name and weakness.
grail-tip-rest = Recover HP and MP, more on a { -leyline }. It is your master's rest for today: a master who does not rest sleeps through the next day.
grail-tip-wait = Take no action. With no fight this turn and your master awake, it is time with your master: the bond grows, and at 3 the fourth master skill unlocks.
grail-tip-stay = Declare no move.
grail-tip-done = Nothing more in this window: go on.
grail-tip-offer-truce = No fight between you until the day's end.
grail-tip-offer-alliance = Allies share what they know and never fight each other, until one dissolves it. When every faction left is allied, the alliances end.
grail-tip-offer-intel = Each side learns one more step about the other's servant.
grail-tip-offer-fight = End the talk and fight.
grail-tip-accept = Take the offer.
grail-tip-decline = Refuse the offer; the other side then chooses to leave or to fight.
grail-tip-answer-attack = Refuse and fight at once.
grail-tip-fight-anyway = They declined: fight them now.
grail-tip-withdraw = Leave the talk and go back; nobody fights.
grail-tip-flee = Escape the ambush: until your first turn to act your defenses take −10, then you leave the fight whatever happened.
grail-tip-stand = Stay and fight the ambusher.
grail-tip-join = Take part in the combat in your district, on the side you choose.
grail-tip-stay-out = Let the combat go on without you.
grail-tip-declare-np = Begin charging your { -noble-phantasm }: it fires once charged, at a round's main action, paying its card and MP. Everyone in the fight sees it coming.
grail-tip-cancel-np = Stop the charge; nothing is paid.
grail-tip-retreat = Declare a retreat: this round your movement is 2 lower and every check 10 lower; at your action you move away, and escape unless a hostile catches up.
grail-tip-ceasefire = Offer to stop fighting: if every side still in the fight offers one at this round's start, the fight ends here. A Berserker cannot offer one.
grail-tip-attack = Spend a card to attack: its kind names the stat you roll with (Buster strength, Arts endurance, Quick agility) and the card that answers it.
grail-tip-attack-luck = Attack on luck with any card or none: only a luck defense or a Guard answers it.
grail-tip-melee = Strike a target in your district (a Lancer reaches one district further); where it stands elsewhere, you move there first within your movement.
grail-tip-ranged = Shoot a target in another district, within range; each district away costs on the hit check.
grail-tip-move = Move within your movement; it takes your action this round. To close in and strike in one action, choose Attack: it can move first (after moving to …).
grail-tip-fire-np = Fire the charged { -noble-phantasm }, paying its card and MP. Two attack { -noble-phantasm }s in one round clash: the larger damage wins.
grail-tip-retreat-move = Move away as your retreat declared; out of reach, you escape the fight.
grail-tip-defend = Spend the card that answers this attack and roll: beat the attack's roll and you take nothing.
grail-tip-luck-defense = Roll 2d6 plus a twentieth of your luck, spending any one card or none; it answers any normal attack but not a { -noble-phantasm }.
grail-tip-guard = No roll of yours: the attack lands unless its own check fails, its damage cut by a tenth of your endurance. You may spend any one card, or none, and gain that card's bonus.
grail-tip-crit-heal-hp = Roll 1d10 and recover that much HP.
grail-tip-crit-heal-mp = Roll 1d10 and recover that much MP.
grail-tip-crit-gain-card = A card of your choice, for this round only: unspent, it fades at the round's end.
grail-tip-crit-buff = Any buff a skill of the game gives for 30 MP or less, for this round.
grail-tip-fumble-hp = Take 1d10 damage to HP, which nothing reduces.
grail-tip-fumble-mp = Lose 1d10 MP instead.
grail-tip-command-spells = Your master's three { -command-spell }s: strong effects at any moment. With none left, the master can no longer give the servant MP.
grail-tip-skills = Your servant's and your master's skills that can be used at this point: in a secret declaration only the skills used as the turn's action, in a fight those of its windows. Each costs MP.
grail-tip-supply-mp = Your master gives the servant MP from their own (only while a { -command-spell } is left). The amount offered is what fills your servant's MP up, so it changes as its MP does.
grail-tip-dissolve-alliance = End your alliance now: you may fight each other again.
grail-tip-range = Shoot from this distance in districts: each district costs 2 on the hit check and on the damage.
grail-tip-from-here = Act from where you stand, without moving first.
grail-tip-after-move = Move there first (it costs that much of your movement), then act.
grail-tip-farther = The moves that cost more, one page further.
grail-tip-go-to = Move there this turn; the cost is taken from your movement.
grail-tip-use = Use it now: a skill check (1d100 against its rank) decides whether it works; its MP is paid either way.
grail-tip-use-on = Use it on these targets: a skill check (1d100 against its rank) decides whether it works; its MP is paid either way.
grail-tip-use-with = Use it, with this magecraft modifier added (its MP too).
grail-tip-attack-card = Attack with this card: its kind names the stat you roll with and the card that answers it; it adds its bonus.
grail-tip-with-card = Spend this card for its bonus, which waits for later: Buster adds damage to your next hit, Quick widens your next check's critical range, Arts restores MP at once.
grail-tip-without-card = Spend no card: you keep your hand, with no bonus.
grail-tip-np-area = Fire it over the whole area its category covers.
grail-tip-class = Investigate this class's servant: 2d6 plus your master's bonus, 6 or more, tells you its next step.
grail-tip-wait-combat = Do nothing with this activation: keep your cards and MP for the answers to come.
grail-tip-refused-at = { $faction }: { $why }
