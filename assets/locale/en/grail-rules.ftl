## The Grail War's rules and its first-war walkthrough (F1 on every Grail screen, and the
## title's Rules page).

grail-rules-window = The Grail War: how to play and the rules
grail-rules-tab-first = Your first war
grail-rules-tab-rules = The rules
grail-rules-game-duel = The duel
grail-rules-game-grail = The Grail War

grail-rules-first-intro = You are a master with a servant, one faction among up to seven. Each faction is out when its servant falls; the last one standing wins the Holy Grail. These steps carry you through a first war; the rules tab says how each thing works.
grail-rules-first-1 = Each day has a Morning, a Noon and a Night: three turns. Rest once every day, or your master sleeps through the next one and can use no { -command-spell } and make no move. The war warns you in red while you have not.
grail-rules-first-2 = A turn starts with open declarations: an { -encounter }, an { -ambush } or { -soul-eating }, or Pass. Then every faction declares in secret where it moves and what it does: { -rest }, { -investigate }, a skill, or { -wait }.
grail-rules-first-3 = Early on, { -investigate } the classes you fear: each success tells you more of that servant, its cards and skills first, then its { -noble-phantasm }, then its true name.
grail-rules-first-4 = Pick your fights: an { -encounter } lets you talk first (a truce, an alliance, an exchange of what you know) or fight; an { -ambush } strikes from afar and acts first in the first round.
grail-rules-first-5 = In a fight, the fastest acts first. Attack with a card, answer attacks with the card that beats theirs, and watch the odds beside the menu before you choose.
grail-rules-first-6 = Keep an eye on MP: your servant pays its upkeep every night, and your master's MP is there to draw on while a { -command-spell } is left. A servant that runs dry vanishes.
grail-rules-first-hover = Every menu entry says on hover what it does, and Hint weighs your choices for you.

grail-rules-day-head = The day
grail-rules-day = A war lasts a set number of days, each a Morning, a Noon and a Night; in each turn every faction acts once. After the Night every servant pays its upkeep in MP (from its own MP, then its master's): one that cannot pay vanishes. A master must { -rest } once a day; one that does not sleeps through the whole next day, unable to use a { -command-spell } or to move.
grail-rules-turn-head = A turn
grail-rules-turn = First the open declarations, in turn order, the lead seat changing every turn: an { -encounter } (go to another faction, talk or fight, come back), an { -ambush } (strike a faction one to three districts away from afar) or { -soul-eating } (eat humans for 1d200 MP, unless someone blocks or steals it), or Pass. Then, in secret, each faction not caught up in one declares its move (within its movement; moving takes no action) and one action: { -rest } (recover HP and MP, more on a { -leyline }), { -investigate } (2d6 plus the master's bonus, 6 or more), a skill, or { -wait } (it may then join the turn's fights, or spend the time with its master). The declarations resolve first, each fight to its end; then moves and actions, in turn order.
grail-rules-combat-head = Combat
grail-rules-combat = A fight runs in rounds. At each round's start a servant may declare a { -noble-phantasm } or a retreat ({ -withdraw }: −2 movement and −10 on every check that round; a hostile that catches up stops it). Then each acts once, the highest { -agility } first: move, attack, a skill, or wait. Every attack gets one answer: a defense with the card that beats it, a defense on luck (2d6 plus a twentieth of luck, any card or none), or a Guard, which needs no roll of its own: the blow lands unless the attacker's own check fails, its damage softened by a tenth of endurance. A melee attack reaches the attacker's own district (a Lancer one further), a ranged one 1 to 3 districts, and an attack or a phantasm may move first within the servant's movement, in the same action (a Move alone takes the action); an attack may also be made on luck, with any card or none, and then only a luck defense or a Guard answers it. A fight ends when one side is left, or the sides stop fighting.
grail-rules-checks-head = Checks
grail-rules-checks = An attack rolls 2d6 plus a tenth of the stat its card names, against the defender's 2d6 plus its own; the higher hits. Two sixes are a { -critical }: it wins whatever the other rolled, and its roller recovers 1d10 HP or MP, or, for that round only, gains a card of its choice or takes any buff a skill of the game gives for 30 MP or less. Two ones are a { -fumble }: it loses, and 1d3 decides the harm (1d10 damage, a lost card, or a debuff). A skill is checked differently: 1d100 against its rank's number (the log's "[59] against 80"), at or under it the skill works. A ranged attack may reach 1 to 3 districts away, each district costing 2 on its hit check and its damage ("−6 range penalty" at 3).
grail-rules-cards-head = Command cards
grail-rules-cards = A servant holds five cards of three kinds, spent to attack and to defend. { -buster } attacks with strength and adds 5 damage to the next hit; { -arts } attacks with endurance and restores 3 MP; { -quick } attacks with agility and widens the next check's critical range. Each kind is answered by one other, as the picture shows. The hand refills after every third round.
grail-rules-cards-picture = Each arrow points from an attack to the card that defends against it.
grail-rules-np-head = Noble Phantasms
grail-rules-np = A servant's { -noble-phantasm } is declared at a round's start and fires once charged — a charge of 2 declared in round 1 fires at its servant's action in round 3 — paying its card, which must be in hand then, and its MP. An attack one is answered only by the defense its card calls for, or a Guard. Two attack { -noble-phantasm }s fired in the same round clash: the larger damage wins, cancels the other and deals the difference.
grail-rules-spells-head = Command spells
grail-rules-spells = A master holds three { -command-spell }s, usable at any moment for a strong effect: recovery, a boost, a buff, or Withdrawal from a fight (two at once). With none left, the master can no longer give the servant MP; the war warns you before the last one.
grail-rules-intel-head = What you know
grail-rules-intel = Every servant's class, stats, HP and place are known from the start. Each successful investigation of a class tells you more of its servant: first its cards and skills, then its { -noble-phantasm }, then its true name and weakness. A skill or { -noble-phantasm } used in a fight is seen by everyone in it.
grail-rules-allies-head = Truces and alliances
grail-rules-allies = An { -encounter } may end in talk: a truce holds until the day's end; an alliance holds until one side dissolves it; an exchange of what each knows raises both sides' knowledge by one step. Allies share what they know and never fight each other; when every faction left is allied, the alliances end.
grail-rules-win-head = How a war is won
grail-rules-win = The last faction standing wins the Holy Grail. On the war's last day the Grail appears in its district; when that day's Night ends, a faction standing there alone wins; otherwise the most Grail points (one for each servant a faction defeats), then the servant with the most of its HP left.
grail-rules-open = Rules (F1)
grail-rules-pic-upkeep = Upkeep: each servant pays MP
grail-rules-pic-rest = rest in one of the three turns
grail-rules-day-picture = A day: three turns, one of them your master's rest; after the Night every servant pays its upkeep.
grail-rules-pic-open = Open declarations: encounter, ambush, soul-eating or pass
grail-rules-pic-secret = Secret declarations: a move and an action
grail-rules-pic-resolve = Fights first, then moves and actions
grail-rules-turn-picture = A turn: what is declared in the open is answered before anyone declares in secret.
