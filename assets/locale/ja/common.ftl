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

## ファイルの問題：場所、次に理由。フィールド名はファイル内のキーのまま。
fault-in-file = { $file }：{ $reason }
fault-at-field = { $file }：{ $field } で、{ $reason }
fault-io-not-found = ファイルがありません
fault-io-permission = 読み取りが許可されていません
fault-io-other = 読み込めません（システムエラー { $code }）
fault-json-syntax = JSONとして正しくありません（{ $line }行 { $column }列）
fault-json-truncated = ファイルが途中で切れています（{ $line }行 { $column }列）
fault-json-trailing = JSONの終わりの後に余分な文字があります（{ $line }行 { $column }列）
fault-json-missing-field = 「{ $name }」の項目がありません（{ $line }行 { $column }列）
fault-json-unknown-field = 「{ $name }」という項目はありません（{ $line }行 { $column }列）
fault-json-unknown-variant = 「{ $name }」は使える値ではありません（{ $line }行 { $column }列）
fault-json-wrong-value = 値の型または範囲が正しくありません（{ $line }行 { $column }列）

## シミュレーターの席（AIの種類で呼ぶ）。
common-bot-random = ランダムAI
common-bot-greedy = 貪欲AI
common-bot-search = 探索AI
