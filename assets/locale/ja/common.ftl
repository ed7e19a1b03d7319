# Words many screens share: sides, players, seats, buttons.

## Players and seats.
common-you = あなた
common-player = プレイヤー{ $n }
common-ai = AI
common-ai-seat = AI（{ $difficulty }）
common-ai-numbered = { $name } { $n }
common-difficulty-easy = やさしい
common-difficulty-normal = ふつう
common-difficulty-hard = むずかしい
common-deck-numbered = デッキ{ $n }

## Whose a unit is: 「あなたのリラ」「相手のリラ」「プレイヤー1のリラ」.
common-side-yours = あなたの
common-side-enemy = 相手の
common-side-of = { $name }の
common-sided-name = { $side }{ $unit }

## What something is called when the log or a prompt cannot name it.
common-some-follower = { -follower }
common-some-card = カード
common-some-attack = 攻撃
common-some-astral-code = { -astral-code }
common-some-support-skill = { -support-skill }
common-some-leader-skill = { -leader-skill }
common-some-lasting-effect = 継続効果
common-leader-skill-of = { $unit }の{ -leader-skill }「{ $skill }」
common-pulse-of = { $unit }のパルス
common-parting-effect-of = { $unit }の脱落時効果
