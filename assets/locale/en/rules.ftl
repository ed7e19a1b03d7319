# The Rules screen, How to play and its pictures.
# The leader's crown ($crown) and the timing icons ($sun, $moon, $star, $cycle) come as
# arguments: the catalog font lacks some of them, which egui's emoji font draws.

rules-page-title = How to play · Rules
rules-tab-how-to-play = How to play
rules-tab-rules = Rules
rules-next = Next: the full rules
rules-terms-head = Terms

## The rules summary (rules-duel.md), one headed paragraph each.

rules-goal-head = The goal
rules-goal = Each player fields three { -arcastella }, one of them the leader ({ $crown }), and a deck of 20–30 spell cards. Bring the enemy leader to 0 HP to win. If both leaders fall at once, it is a draw. After turn 30 the leader with the higher share of HP wins.
rules-turn-head = A turn
rules-turn = Start: your { -arcastella } untap, your leader's skill and your followers' pulses resolve, and you may cast Turn start cards. Draw: draw up to 5 cards. Charge: convert cards into { -ether }. Main: act. End: { -resonance } resets, lasting effects tick, and all { -ether } empties.
rules-ether-head = Ether and the Charge Phase
rules-ether = Starting with the turn player, both players take turns converting one card from hand into { -ether } equal to its cost, or passing. The phase ends when both pass one after the other. Converting a card with an { -ether-effect } may trigger it, once per turn. The second player starts the game with { $second_ether } { -ether }. Ether does not carry over to the next turn.
rules-house-head = House rules
rules-house = The game plays the rules as written unless the setup screen chooses a house rule. "Balanced start": the second player starts the game with { $house_ether } { -ether } instead of { $seed_ether } (played by the AI against itself, the written start favours the second player).
rules-house-on = On in this duel.
rules-house-off = Off in this duel.
rules-main-head = The Main Phase
rules-main = Players take turns, turn player first: cast a spell, use an { -attack-skill }, a { -support-skill } or an { -astral-code }, or pass. Each action resolves completely before the other player answers. The phase ends when both players pass one after the other. Timing tags say when a card or skill can be used: { $sun } Your turn, { $moon } Opponent's turn, { $star } Any time, { $cycle } Turn start.
rules-spells-head = Spells
rules-spells = Pay the cost in { -ether } and name which of your { -arcastella } casts it (it may be tapped). Some cards need a class or { -resonance }. Spell damage ignores DEF and cannot be blocked. { -sephirot-code }s are spells that equip an { -arcastella } and change its stats.
rules-attacks-head = Attack skills and Astral Codes
rules-attacks = Pay the cost; the user taps. Dice are rolled at once, so the defender knows the damage. DEF reduces attack and Astral damage: in full for an untapped target, by half (rounded down) for a tapped one. Support skills do not tap and work once per turn.
rules-block-head = Block
rules-block = When an { -attack-skill } or { -astral-code } targets one of your { -arcastella }, another untapped { -arcastella } of yours may { -block }: it taps and takes the hit instead, with its full DEF. Followers cannot block, and attacks on followers cannot be blocked.
rules-tapped-head = Tapped and fallen
rules-tapped = A tapped { -arcastella } (turned sideways) cannot attack or block and has half DEF until its owner's next turn. An { -arcastella } at 0 HP falls: it stays on the board, greyed out, and cannot act or be targeted.
rules-rebuild-head = Deck rebuild and Astral charges
rules-rebuild = When you must draw from an empty deck, your { -cemetery } and { -ether-area } are shuffled into a new deck and you earn an { -astral-charge } (at most one). A charge lets one of your { -arcastella } use its { -astral-code }, a special attack.
rules-classes-head = Classes
rules-classes = Aura Comporta (violet, rings): gains { -resonance } each time it casts a spell and spends it on stronger skills; { -resonance } resets every End Phase. Sephira Warden (teal, Sephirot): its Codes break less often. Conductor (amber, baton and stars): summons followers, which pulse at the start of your turn and leave { -afterglow }s when defeated. Comet (crimson, streak): high damage, low DEF. Bastion (slate blue, hexagon): high HP and DEF.
rules-damage-head = Damage, step by step
rules-damage = 1 the amount is fixed (and a block declared); 2 a Code on the target makes a break check (1d6 against its fragility); 3 DEF (attacks only), then Ward, then a Barrier cancels the hit; 4 HP drops; 5 a unit at 0 HP falls.

## How to play: three facts, then the first turn step by step.

rules-htp-intro = Bring the enemy leader ({ $crown }) to 0 HP. Three things decide most duels:
rules-htp-hand-head = 1. Your hand fills back up to 5
rules-htp-hand = In each of your turns, before the Charge Phase, you draw until you hold 5 cards. Cards are fuel, not treasure: convert and cast what helps now, and the gaps fill again. A card you hold on to is a card you do not draw.
rules-htp-ether-head = 2. Ether empties at the end of every turn
rules-htp-ether = In the Charge Phase you convert cards from your hand into { -ether }, each worth its cost. Whatever you have not spent by the End Phase is lost, yours and the opponent's alike. Convert only what you will spend this turn. In the opponent's Charge Phase you may convert too: that { -ether } pays for answers during their turn, and it is gone at its end. A card with an { -ether-effect } triggers it as you convert it, if you choose, and each player triggers one { -ether-effect } a turn.
rules-htp-tapped-head = 3. An attacker stays tapped through the opponent's turn
rules-htp-tapped = Attacking taps your { -arcastella }, and it stays tapped through the whole of the opponent's next turn: their attacks meet only half its DEF, and it cannot block. It untaps at the start of your next turn. A tapped { -arcastella } can still cast spells and use its { -support-skill }. Before you attack with everyone, ask who will guard your leader.
rules-htp-first-turn = Your first turn
rules-htp-start-name = Start
rules-htp-start = Your { -arcastella } untap, start-of-turn effects happen, and you draw up to 5 cards.
rules-htp-charge-name = Charge
rules-htp-charge = Click a card in your hand and choose Convert: you gain { -ether } equal to the number in its corner. You and the opponent take turns converting; press Done charging when you have what you mean to spend.
rules-htp-main-name = Main
rules-htp-main = Click a card to cast it: you are asked which of your { -arcastella } casts it and at what, when there is a choice. Or click one of your { -arcastella } (Q, W, E) for its skills: each says what it costs, and a greyed one says why not. Press Pass when you are done.
rules-htp-block-name = Block
rules-htp-block = When the opponent attacks one of your { -arcastella }, you are asked whether another untapped one takes the hit instead. Each choice shows the damage it would take: a blocker uses its full DEF, and then it is tapped.
rules-htp-end-name = End
rules-htp-end = Unspent { -ether } is lost, and the opponent's turn begins.
rules-htp-hover = Hover over any card, { -arcastella } or underlined word to read its full text.

## The pictures' labels (short: each sits under a drawing a quarter or a third of the page wide).

rules-pic-end-of-turn = End of your turn
rules-pic-next-turn = Your next turn
rules-pic-draw = draw
rules-pic-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
rules-pic-cards-again = { $n } cards again
rules-pic-charge = Charge
rules-pic-main = Main
rules-pic-end = End
rules-pic-next = Next turn
rules-pic-convert = { $n ->
    [one] convert 1 card
   *[other] convert { $n } cards
}
rules-pic-spend = spend { $n }
rules-pic-lost = { $n ->
    [one] the 1 left is lost
   *[other] the { $n } left are lost
}
rules-pic-from-zero = starts from 0
rules-pic-your-turn = Your turn
rules-pic-opponent-turn = Opponent's whole turn
rules-pic-attacks = attacks, and taps
rules-pic-def-half = DEF ½
rules-pic-half-def = half DEF, cannot block
rules-pic-no-attack = and cannot attack
rules-pic-untaps = untaps at the Start
