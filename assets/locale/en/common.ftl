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

## What is wrong with a file: where, then why. Field names are the file's own keys.
fault-in-file = { $file }: { $reason }
fault-at-field = { $file }: at { $field }: { $reason }
fault-io-not-found = no such file
fault-io-permission = not allowed to read it
fault-io-other = cannot read it: { $kind } (system error { $code })
fault-json-syntax = not valid here: { $detail } (line { $line }, column { $column })
fault-json-truncated = the file ends too early (truncated?) at line { $line }, column { $column }
fault-json-trailing = text after the end of the JSON at line { $line }, column { $column }
fault-json-missing-field = the field "{ $name }" is missing (line { $line }, column { $column })
fault-json-unknown-field = there is no field "{ $name }" (line { $line }, column { $column })
fault-json-unknown-variant = "{ $name }" is not one of the allowed values (line { $line }, column { $column })
fault-json-wrong-value = { $detail } (line { $line }, column { $column })

## The simulator's seats, named by their bot.
common-bot-random = Random AI
common-bot-greedy = Greedy AI
common-bot-search = Search AI
