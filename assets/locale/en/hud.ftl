# The duel board: top and bottom bars, side panel, prompts, buttons, tooltips, the reasons an action is unusable, the AI's announcements, the end screen.

## Hot seat: the curtain between the players.
hud-curtain-turn = { $name } — your turn.
hud-curtain-move = { $name } — your move.
hud-curtain-hint = Press { $key } when the other player cannot see the screen.
hud-curtain-lift = I am { $name }

## The bars and the side panel's buttons.
hud-opponent-hand-empty = Hand: no cards
hud-opponent-hand = Hand: { $cards }
hud-hand-hidden = { $n ->
    [one] Hand of 1 card, hidden
   *[other] Hand of { $n } cards, hidden
}
hud-speed = Speed { $speed }x
hud-slower = Slower (−)
hud-faster = Faster (+)
hud-skip = Skip
hud-skip-tip = Show queued moves at once
hud-log-hide = Hide log
hud-log-show = Show log
hud-log-no-room = No room for the log here: a smaller UI scale (Settings) makes room.
hud-rules = Rules
hud-menu = Menu
hud-duel-over = The duel is over. { $outcome }
hud-see-result = See the result

## Each side's counters and its public piles.
hud-ether = ♦ Ether { $n }
hud-ether-tip = Ether pays for cards and skills. It empties at the end of every turn.
hud-hand-count = Hand { $n }
hud-deck-count = Deck { $n }
hud-deck-tip = When the { -deck } runs out, it is rebuilt and you earn an { -astral-charge }.
hud-ether-area-count = Ether area { $n }
hud-cemetery-count = Cemetery { $n }
hud-pile-tip = Public: click to see its cards
hud-astral-charges = Astral ★ { $n }
hud-astral-tip = An { -astral-charge } lets one { -arcastella } use its { -astral-code }. Earned by rebuilding the { -deck }.
hud-pile-ether-area = { $name }'s { -ether-area }
hud-pile-cemetery = { $name }'s { -cemetery }
hud-pile-empty = No cards yet.
hud-pile-card = { $place }. { $name } ({ $cost } { -ether })

## The side panel: turn, phases, Pass, Undo, Hint.
hud-undo = Undo
hud-undo-none = Nothing to take back: a roll, a draw or a reveal since your last choice fixes it
hud-redo = Redo
hud-turn-of-limit = Turn { $turn } / { $limit }
hud-your-turn = Your turn
hud-turn-of-player = { $name }'s turn
hud-phase-start = Start
hud-phase-draw = Draw
hud-phase-charge = Charge
hud-phase-main = Main
hud-phase-end = End
hud-showing-moves = { $n ->
    [one] Showing 1 move… (press { $key } to skip)
   *[other] Showing { $n } moves… (press { $key } to skip)
}
hud-pass-done-charging = Done charging
hud-pass-continue = Continue
hud-pass-no-block = Do not block
hud-pass = Pass
hud-pass-done-charging-tip = Pass for the rest of this Charge Phase
hud-pass-not-here = Passing is not a choice here
hud-pass-once = Pass once
hud-pass-once-tip = You may still answer the cards the opponent converts after this
hud-hint = Hint
hud-hint-thinking = Thinking…
hud-hint-tip = Ask the AI for its three best moves
hud-hint-busy-tip = The AI is looking for its three best moves
hud-hint-move = { $action } ({ $percent }%)
hud-hint-play = Play this move
hud-ai-thinking = The AI is thinking…
hud-not-now-over = The duel is over
hud-not-now-not-yours = Not your decision now
hud-not-now-showing = Wait until the last moves are shown (the Skip key shows them at once)

## Banners and numbers rising over the board.
hud-turn-banner = Turn { $turn } — { $whose }
hud-phase-banner = { $phase } Phase
hud-fx-barrier = Barrier
hud-fx-def = −{ $n } { -def }
hud-fx-fallen = Fallen

## The hand's card faces and their tooltips.
hud-hand-empty = No cards in hand.
hud-card-timing = { $icon } { $timing }
hud-card-timing-resonance = { $icon } { $timing } · { $resonance }r
hud-card-cost-timing = { $cost } { -ether } · { $icon } { $timing }

## The labels over each unit.
hud-label-stats = HP { $hp }/{ $max }  { -def } { $def }
hud-label-power = Pow { $power }
hud-label-ward = Ward { $n }
hud-label-fallen = Fallen
hud-label-tapped = Tapped
hud-label-resonance = Res { $stars }

## A unit's tooltip.
# Whose it is: "Your", "Enemy", "Player 1's" (capitalized by the game).
hud-tip-side = { $side }
hud-tip-arc-stats = { $class } · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-leader-stats = { $class } · Leader · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-attack = { $name } ({ $cost }): { $text }
hud-tip-support = ✚ { $name } ({ $cost }): { $text }
hud-tip-leader-skill = Leader skill { $name }: { $text }
hud-tip-astral = ★ { -astral-code } { $name } ({ $cost } + 1 charge): { $text }
hud-tip-on-fallen = When it falls: { $text }
hud-tip-follower-stats = Follower · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-pulse = Pulse (start of its owner's turn): { $text }
hud-tip-on-ko = When defeated: { $text }
# The rule terms the tooltips explain beside the skills' text (not shown as such).
hud-tip-arc-terms = { -def } { -astral-code }
hud-tip-follower-terms = { -follower } { -def }
hud-lasting-recurring = a recurring effect
hud-lasting = { $n ->
    [one] Lasting: { $what } (1 more tick)
   *[other] Lasting: { $what } ({ $n } more ticks)
}

## An action in words: hints, the AI's announced move.
hud-action-cast = { $caster } casts { $card }
hud-action-cast-on = { $caster } casts { $card } on { $target }
hud-action-skill = { $user }: { $skill }
hud-action-skill-on = { $user }: { $skill } on { $target }
hud-action-astral = { $user }: { -astral-code } { $skill }
hud-action-astral-on = { $user }: { -astral-code } { $skill } on { $target }
hud-action-convert = Convert { $card }
hud-action-convert-effect = Convert { $card } with its { -ether-effect }
hud-action-block = Block with { $unit }
hud-action-no-block = Do not block
hud-action-pass = Pass
hud-action-concede = Concede

## While others decide.
hud-ai-move = { $name }: { $action }
hud-to-move = { $name } to move
hud-thinking = { $name } is thinking…
hud-arc-menu-title = { $name } acts

## Why a card or skill cannot be used now (the core's reasons).
hud-unusable-game-over = The game is over
hud-unusable-not-your-decision = Wait for your decision
hud-unusable-decide-block-first = Decide the { -block } first
hud-unusable-only-turn-start-cards = Only turn-start cards now
hud-unusable-timing-turn-start = Only in the turn-start window
hud-unusable-only-your-turn = Only in your turn
hud-unusable-only-opponent-turn = Only in the opponent's turn
hud-unusable-cannot-convert = Cannot be converted now
hud-unusable-needs-ether = Needs { $need } { -ether } (you have { $have })
hud-unusable-needs-class = Needs a standing { $class }
hud-unusable-needs-resonance = Needs { $need } { -resonance } (has { $have })
hud-unusable-needs-aura-resonance = Needs an { $class } with { $n } { -resonance }
hud-unusable-fallen = Fallen
hud-unusable-tapped = Tapped
hud-unusable-support-used = Already used this turn
hud-unusable-needs-astral-charge = Needs an { -astral-charge } (earned by rebuilding your { -deck })
hud-unusable-not-priority = Only when you have priority in the Main Phase
hud-unusable-no-legal-target = No legal target
hud-unusable-no-such-skill = No such skill

## An Arcastella's menu.
hud-option-attack = { $name } — { $cost }
hud-option-support = { $name } — { $cost } (support)
hud-option-support-detail = { $icon } { $timing }. { $text }
hud-option-astral-name = { -astral-code }: { $name }
hud-option-astral = { -astral-code }: { $name } — { $cost } + 1 charge
hud-takes = takes { $n }
hud-takes-range = takes { $least }-{ $most }
## A hit wholly stopped, and by what.
hud-takes-none = takes 0 ({ $by ->
    [barrier] its { -barrier } stops it
    [ward] its { -ward } stops it
   *[def] its { -def } stops it
})

## The person's decision: prompts and buttons.
hud-no-blocker-warning = This taps your last { -arcastella } that could { -block }: none is left for the opponent's attacks.
hud-charge-prompt = Charge Phase: click a card to convert it into { -ether }, or press Done charging.
hud-cancel = Cancel
hud-close = Close
hud-convert-prompt = Convert { $card } into { -ether }?
hud-ether-effect-spent = Its { -ether-effect } is spent for this turn.
hud-choose-caster = Choose who casts { $what }
hud-choose-target = Choose a target for { $what }
hud-target-takes = { $unit } — { $takes }
## One of several look-alike followers, by its place on the board.
hud-unit-placed = { $unit } ({ $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
} from the left)
hud-turn-start-prompt = Turn start: cast a turn-start card, or continue.
hud-your-move-prompt = Your move: play a card, click an { -arcastella } ({ $keys }) to act, or pass.
hud-opponent-turn-prompt = The opponent's turn: you may answer with an Opponent's turn or Any time card or skill, or pass.
hud-convert-with-effect = Convert (+{ $ether } { -ether }) and trigger: { $effect }
hud-convert-plain = Convert for +{ $ether } { -ether }
hud-no-block-takes = No { -block }: { $target } takes { $n }
hud-block-with-takes = Block with { $unit }: takes { $n }
hud-block-prompt = { $attacker }'s { $source } hits { $target } for { $amount } before { -def }. Block?

## The end screen.
hud-end-title = The duel is over
hud-end-you-win = You win!
hud-end-wins = { $name } wins
hud-end-draw = A draw
hud-end-turns = { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
hud-end-player-deck = { $name } — { $deck }
hud-end-col-arcastella = Arcastella
hud-end-col-damage = Damage dealt
hud-end-col-hp = HP left
hud-end-followers = Followers
hud-end-rematch = Rematch
hud-end-main-menu = Main menu
hud-end-how = How it ended
hud-end-recap-line = Turn { $turn }: { $text }
hud-pass-until-turn = Pass until my turn
hud-pass-until-turn-tip = Pass now and at every decision of the opponent's turn; an attack still asks whether you block.
