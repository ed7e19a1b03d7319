# Words about content that no single item holds (classes, timings, card kinds).

class-aura-comporta = Aura Comporta
    .needs = Needs an Aura Comporta
    .rule = Gains 1 resonance for each spell it casts; resonance resets every End Phase.
class-sephira-warden = Sephira Warden
    .needs = Needs a Sephira Warden
    .rule = Codes on a Sephira Warden break less often (fragility −1).
class-conductor = Conductor
    .needs = Needs a Conductor
    .rule = Summons followers, which pulse at the start of your turn.
class-comet = Comet
    .needs = Needs a Comet
    .rule = High damage, low DEF.
class-bastion = Bastion
    .needs = Needs a Bastion
    .rule = High HP and DEF: a wall that blocks for the others.

# A phase's own name; the messages that show it add "Phase".
phase-start = Start
phase-draw = Draw
phase-charge = Charge
phase-main = Main
phase-end = End

timing-your-turn = Your turn
timing-opponent-turn = Opponent's turn
timing-any-time = Any time
timing-turn-start = Turn start

# The kind of card a recovery takes back ("the top Spell card of your cemetery").
card-kind-spell = Spell card
card-kind-code = Code card
card-kind-afterglow = Afterglow card
