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
