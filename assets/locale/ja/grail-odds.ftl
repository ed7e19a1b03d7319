# スカーミッシュのパネル：各対象への攻撃の見込み、受けた攻撃への応手、宝具の激突。

## 数値。
grail-odds-percent = { $p }%
grail-odds-percent-under = 1%弱
grail-odds-percent-over = 99%強
grail-odds-plus = +{ $n }
grail-odds-minus = −{ $n }
grail-odds-mean = { $mean }
grail-odds-amount = { $n }
grail-odds-dice = { $count }d{ $sides }

## 攻撃パネル。
grail-odds-attack-title = { $attacker }の攻撃
grail-odds-np-title = { $attacker }の{ -noble-phantasm }解放
grail-odds-target = 対象：{ $target }
grail-odds-best-reply = 相手が{ $reaction }で応じた場合
grail-odds-hit = 命中
grail-odds-crit = クリティカル { $p }
grail-odds-fumble = ファンブル { $p }
grail-odds-defender-crit = 相手のクリティカル { $p }
grail-odds-defender-fumble = 相手のファンブル { $p }
grail-odds-mean-damage = ダメージ期待値 { $mean }
grail-odds-falls = 撃破 { $p }
grail-odds-replies = 相手が選べる応手
grail-odds-col-reply = 応手
grail-odds-col-hit = 命中
grail-odds-col-damage = ダメージ期待値
grail-odds-col-falls = 撃破
grail-odds-best-mark = ★ 相手の最善
grail-odds-expected = 期待ダメージ { $dealt }、被ダメージ { $taken }
grail-odds-assumes = クリティカルでは攻撃側が与ダメージ強化、防御側が被ダメージ軽減を選び、ファンブルはMPで払うと想定しています。

## 応手。
grail-odds-reaction-normal = 通常防御（{ $card }）
grail-odds-reaction-normal-plain = 通常防御
grail-odds-reaction-luck = 防御（幸運）
grail-odds-reaction-luck-card = 防御（幸運、{ $card }を消費）
grail-odds-reaction-guard = ガード
grail-odds-reaction-guard-card = ガード（{ $card }を消費）

## 判定とダメージの項目。
grail-odds-hit-check = 命中判定
grail-odds-defense-check = 防御判定
grail-odds-no-defense-check = ガードは判定を振らない。ファンブルのときだけ外れる。
grail-odds-check-dice = 2d6
grail-odds-fixed = 補正の合計
grail-odds-crit-from = { $n }以上でクリティカル
grail-odds-no-crit = クリティカルなし
grail-odds-fumble-on = { $n }でファンブル
grail-odds-no-fumble = ファンブルなし
grail-odds-damage-roll = ダメージ
grail-odds-no-damage-roll = ダメージ判定なし
grail-odds-bar = { $amount } ダメージ：{ $p }

## 宝具の激突。
grail-odds-clash-title = { $target }との{ -noble-phantasm }激突
grail-odds-clash-win = 勝利
grail-odds-clash-tie = 引き分け { $p }
grail-odds-clash-lose = 敗北 { $p }
grail-odds-clash-value = { $servant }の値
grail-odds-clash-penalty = 区分補正
grail-odds-clash-to-target = { $target }へ：期待値 { $mean }
grail-odds-clash-to-attacker = { $attacker }へ返る：期待値 { $mean }
grail-odds-clash-no-reach = 相手の{ -noble-phantasm }は{ $attacker }に届かない。

## 応手パネル。
grail-odds-incoming-np = { $attacker }が{ $defender }へ{ $np }を放つ
grail-odds-incoming-kind = { $kind }攻撃・{ $mode }・{ $card }
grail-odds-kind-luck = 幸運
grail-odds-melee = 近接
grail-odds-ranged = 遠距離・距離{ $range }
grail-odds-card-played = 使用カード：{ $card }
grail-odds-no-card = カードなし
grail-odds-answers = こちらの応手
grail-odds-avoid = 回避
grail-odds-avoid-guard = 攻撃側の失敗で外れる（ガードは回避しない）
grail-odds-hit-taken = 命中 { $p }
grail-odds-damage-taken = 被ダメージ期待値 { $mean }
grail-odds-chosen-answer = ▶ 選択中
grail-odds-no-damage = この{ -noble-phantasm }はダメージを与えないため、確率はありません。
grail-odds-best-answer = ★ 被害最小
