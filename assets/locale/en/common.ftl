# Words many screens share: sides, players, seats, buttons.

## Players and seats. The game saves its own names in English ("You", "AI (Normal)") and
## shows them with these.
common-you = You
common-player = Player { $n }
common-ai = AI
common-ai-seat = AI ({ $difficulty })
# Two AIs playing each other: "AI (Easy) 2".
common-ai-numbered = { $name } { $n }
common-difficulty-easy = Easy
common-difficulty-normal = Normal
common-difficulty-hard = Hard
common-deck-numbered = Deck { $n }

## Whose a unit is: "your Lyra", "enemy Lyra", "Player 1's Lyra".
common-side-yours = your
common-side-enemy = enemy
common-side-of = { $name }'s
common-sided-name = { $side } { $unit }

## What something is called when the log or a prompt cannot name it.
common-some-follower = a { -follower }
common-some-card = a card
common-some-attack = an attack
common-some-astral-code = an { -astral-code }
common-some-support-skill = a { -support-skill }
common-some-leader-skill = a { -leader-skill }
common-some-lasting-effect = A lasting effect
common-leader-skill-of = { $unit }'s { -leader-skill } { $skill }
common-pulse-of = { $unit }'s pulse
common-parting-effect-of = { $unit }'s parting effect
