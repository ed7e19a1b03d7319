# The Grail War: why an action cannot be taken now.
# One message for each reason the rules give (Illegal::message_id); a screen shows it next
# to the action. Districts are named by their ids.

## The decision itself.
grail-illegal-no-decision = Nothing is being asked right now.
grail-illegal-not-your-decision = Another faction is choosing now.
grail-illegal-eliminated = This faction is out of the game.
grail-illegal-no-free-action-here = Command spells, skills and MP supply cannot be used at this moment.
grail-illegal-wrong-decision = That is not what is being asked now.
grail-illegal-not-a-free-action = That cannot be done at any moment; it has its own step.
grail-illegal-not-a-priority-action = At the start of a turn, declare an { -encounter }, an { -ambush } or { -soul-eating }, or pass.
grail-illegal-not-a-round-start-action = That cannot be done at the start of a round.
grail-illegal-not-a-main-action = That is not a main action.
grail-illegal-not-a-unit-action = A summoned unit can only move, attack or wait.

## What the action refers to is not there.
grail-illegal-no-such-faction = There is no such faction.
grail-illegal-no-servant = This faction has no { -servant }.
grail-illegal-no-map = There is no map.
grail-illegal-no-combat = There is no combat.
grail-illegal-not-in-combat = That move can only be made in combat.
grail-illegal-not-a-participant = Your { -servant } is not in this combat.
grail-illegal-not-an-active-participant = Your { -servant } is no longer fighting in this combat.
grail-illegal-no-such-unit = There is no such summoned unit.
grail-illegal-no-position = The target is not on the map.
grail-illegal-unknown-district = There is no such district.

## Negotiation, MP supply and alliances.
grail-illegal-alliance-in-place = One of you is already in an alliance.
grail-illegal-link-inactive = The { -master } has no command spells left, so it cannot supply MP.
grail-illegal-supply-amount = Supply from 1 MP up to all of the { -master }'s MP.
grail-illegal-fought-this-turn = It fought this turn, and a faction that fought neither moves nor acts.
grail-illegal-dissolve-only-at-priority = An alliance can only be dissolved at the start of a turn.
grail-illegal-no-alliance = You have no alliance to dissolve.

## Command spells.
grail-illegal-sleeping-master-cannot-cast = The { -master } is asleep and cannot use command spells.
grail-illegal-no-command-spells = Not enough command spells.
grail-illegal-withdrawal-combat-only = The Withdrawal command spell works only in combat.
grail-illegal-refinement-combat-only = The Tactical Refinement command spell works only in combat.
grail-illegal-refinement-six-cards = Choose exactly 6 cards.
grail-illegal-battle-roar-combat-only = The Battle Roar command spell works only in combat.
grail-illegal-battle-roar-window = Battle Roar can be used only at the start of a round or of your { -servant }'s own turn.
grail-illegal-battle-roar-main-action-spent = Your { -servant } has already taken its main action this round.
grail-illegal-battle-roar-retreat-pending = Your { -servant } has declared it will { -withdraw }, so its { -noble-phantasm } cannot fire now.
grail-illegal-passive-np-never-fires = This { -noble-phantasm } is always in effect; it is never fired.
grail-illegal-teleport-outsider = A faction outside the combat stands in that district.
grail-illegal-rally-guts-present = The Guts given by Rally are still in place.

## Skills and their targets.
grail-illegal-master-skill-asleep = The { -master } is asleep and cannot use its skills.
grail-illegal-skill-locked = This skill unlocks through { -interaction } with the { -master } (bond 3).
grail-illegal-skill-seal = Skills are sealed.
grail-illegal-skill-used = This skill has already been used this round (or this turn).
grail-illegal-skill-effect-active = This skill's effect is still active.
grail-illegal-no-such-skill = There is no such skill.
grail-illegal-skill-timing = This skill cannot be used at this moment.
grail-illegal-modifier-on-non-magic = Only a magic skill can have other skills added to it.
grail-illegal-duplicate-modifier = The same skill is added twice.
grail-illegal-no-such-modifier = There is no such skill to add.
grail-illegal-not-a-modifier = That skill cannot be added to a magic skill.
grail-illegal-servant-mp-too-low = Not enough MP: paying would leave the { -servant } with none.
grail-illegal-master-mp-too-low = The { -master } does not have enough MP.
grail-illegal-no-chosen-target = This skill does not let you choose its target.
grail-illegal-exactly-one-target = Choose exactly one target.
grail-illegal-target-not-servant = The target must be a { -servant }.
grail-illegal-target-not-active = The target is no longer in the fight.
grail-illegal-target-not-hostile = The target is not an enemy.
grail-illegal-out-of-range = The target is out of range.
grail-illegal-exactly-one-faction-target = Choose exactly one faction as the target.
grail-illegal-not-another-living-servant = The target must be another faction's living { -servant }.

## Declarations at the start of a turn, and turn actions.
grail-illegal-encounter-target = Choose another faction that is still in the game.
grail-illegal-peace-forbids-encounter = You cannot declare an { -encounter } on a faction you have a truce or alliance with.
grail-illegal-concealed = That { -servant }'s presence is concealed: { -investigate } it first.
grail-illegal-out-of-reach = That faction is beyond your { -servant }'s movement.
grail-illegal-soul-eater-stance = Against { -soul-eating }, choose Block or Steal.
grail-illegal-target-engaged = That faction is already part of another declaration this turn.
grail-illegal-encounter-stance = Choose to negotiate or to fight.
grail-illegal-priority-not-first = Another declaration came first: an { -ambush } or { -soul-eating } must be the first of the turn.
grail-illegal-nothing-after-ambush = An { -ambush } was declared first this turn, so no { -encounter } can follow it.
grail-illegal-ambush-target = Choose another faction that is not yet part of a declaration this turn.
grail-illegal-peace-forbids-ambush = You cannot { -ambush } a faction you have a truce or alliance with.
grail-illegal-ambush-hop = The target of an { -ambush } must be 1 to 3 districts away.
grail-illegal-soul-eaten = This district has already been soul-eaten.
grail-illegal-sleeping-master-cannot-move = The { -master } is asleep, so the faction cannot move.
grail-illegal-engaged-move-only = Your faction is part of a declaration this turn: choose only a move.
grail-illegal-turn-action-required = Choose a turn action.
grail-illegal-sleeping-master-cannot-investigate = The { -master } is asleep and cannot { -investigate }.
grail-illegal-no-servant-of-class = No other faction has a living { -servant } of that class.
grail-illegal-tier-three = Investigation can reveal nothing more about that { -servant }.
grail-illegal-not-a-turn-action-skill = That skill is not used as a turn action.
grail-illegal-skill-cost-unpaid = Not enough MP for this skill.
grail-illegal-target-servant-needed = Choose a target { -servant }.
grail-illegal-skill-takes-no-target = This skill takes no target.

## The start of a round.
grail-illegal-np-decided = The { -noble-phantasm } has already been declared or cancelled at this round start.
grail-illegal-passive-np-never-declared = This { -noble-phantasm } is always in effect; it is never declared.
grail-illegal-charge-pending = The { -noble-phantasm } is already charging.
grail-illegal-np-seal = The { -noble-phantasm } is sealed.
grail-illegal-retreating = A { -servant } that has declared it will { -withdraw } cannot declare its { -noble-phantasm }.
grail-illegal-no-charge-to-cancel = There is no { -noble-phantasm } charge to cancel.
grail-illegal-retreat-pending = Your { -servant } has already declared it will { -withdraw }.
grail-illegal-berserker-ceasefire = A Berserker cannot offer a ceasefire.
grail-illegal-ceasefire-offered = A ceasefire has already been offered this round.

## Firing a Noble Phantasm.
grail-illegal-np-card-not-in-hand = The card the { -noble-phantasm } needs is not in hand.
grail-illegal-np-cost-unpaid = Not enough MP for the { -noble-phantasm }.
grail-illegal-stun = The { -servant } is stunned.
grail-illegal-charm = The { -servant } is charmed.
grail-illegal-np-area-only = This { -noble-phantasm } takes no target.
grail-illegal-not-a-hostile-participant = The target must be an enemy in this combat.
grail-illegal-out-of-np-range = The target is beyond the { -noble-phantasm }'s range.
grail-illegal-no-hostile-in-district = No enemy stands in that district.
grail-illegal-no-hostile-in-range = No enemy is within the { -noble-phantasm }'s range.
grail-illegal-np-target-form = That target does not suit the { -noble-phantasm } (anti-unit, anti-army or anti-fortress).

## Paths.
grail-illegal-not-adjacent = { $district } is not next to { $from }.
grail-illegal-outsider-on-path = A faction outside the combat stands in { $district }.
grail-illegal-combatant-on-path = Cannot move past { $district }: someone in the combat stands there.
grail-illegal-over-budget = The path costs { $cost }, but the movement is { $budget }.

## Main actions.
grail-illegal-empty-move = Choose where to { -move }.
grail-illegal-unit-attack-form = A summoned unit attacks without a card.
grail-illegal-unit-melee-same-district = A melee attack needs the target in the same district.
grail-illegal-out-of-unit-range = The target is out of the unit's range.
grail-illegal-retreater-waits = Your { -servant } cannot move to { -withdraw }, so it can only { -wait }.
grail-illegal-retreater-must-retreat = A { -servant } that has declared it will { -withdraw } can only make its withdrawal move.
grail-illegal-retreat-not-far-enough = To { -withdraw }, the { -servant } must move as far as it can.
grail-illegal-retreat-destination = The { -servant } must { -withdraw } to one of the farthest districts it can reach.
grail-illegal-stun-only-wait = A stunned { -servant } can only { -wait }.
grail-illegal-bind-forbids-moving = A bound { -servant } cannot move.
grail-illegal-no-retreat-declared = Your { -servant } did not declare it would { -withdraw } this round.
grail-illegal-charm-forbids-attacks = A charmed { -servant } cannot attack.
grail-illegal-target-not-participant = The target is not in this combat.
grail-illegal-attack-card-not-in-hand = The card for this attack is not in hand.
grail-illegal-luck-card-only-for-luck = Only a Luck attack lets you choose the card to spend.
grail-illegal-card-not-in-hand = That card is not in hand.
grail-illegal-melee-reach = The target is too far away for a melee attack.
grail-illegal-no-luck-ranged = There is no ranged Luck attack.
grail-illegal-ranged-hop = A ranged attack reaches 1 to 3 districts; a target in your own district is attacked in melee.
grail-illegal-charm-forbids-nps = A charmed { -servant } cannot fire its { -noble-phantasm }.
grail-illegal-no-np-declared = No { -noble-phantasm } was declared.
grail-illegal-not-fire-round = This is not the round the { -noble-phantasm } fires in.

## Reactions.
grail-illegal-units-only-guard = A summoned unit can only Guard.
grail-illegal-no-normal-defense-vs-luck = Against a Luck attack, only a Luck defense or Guard is possible.
grail-illegal-defense-card-not-in-hand = The card for this defense is not in hand.
grail-illegal-no-luck-defense-vs-np = A { -noble-phantasm } cannot be met with a Luck defense.
grail-illegal-not-a-critical-buff = That boost is not one a critical may grant.
