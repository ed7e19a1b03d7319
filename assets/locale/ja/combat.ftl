# 聖杯戦争の戦闘画面（スカーミッシュ）：バー、カード、選択、演出、カーテン、終了。

## 上部バー。
combat-round = 第{ $round }ラウンド（最大{ $cap }）
combat-before-round = 第1ラウンド開始前
combat-refill-at = 第{ $round }ラウンド終了時に手札補充
combat-refill-fx = +{ $n }枚
combat-refill-now = このラウンドの終了時に手札補充
combat-initiative = 行動順：

## サーヴァントのカード。
combat-deciding = 選択中…
combat-hp = HP { $hp } / { $max }
combat-unit-hp = { $unit }：HP { $hp } / { $max }
combat-mp = MP { $mp } / { $max }
combat-mp-hidden = MP 不明
combat-pools = 次の攻撃：バスター ダメージ+{ $buster }・クイック クリティカル範囲+{ $quick }
combat-np-charge = 宝具は第{ $round }ラウンドに発動
combat-spells = 令呪：
combat-master-mp = マスターMP { $mp }
combat-hand-size = 手札 { $n }枚
combat-status-active = 交戦中
combat-status-escaped = { -withdraw }
combat-status-fled = { -flee }
combat-status-withdrew = 令呪撤退
combat-status-dead = 脱落
combat-status-vanished = 消滅

## 地図とログ。
combat-map = 戦場の周辺
combat-map-rings = 金の輪：選択中の者が届く距離（1〜3区画）。
combat-log = ログ
combat-log-round = ― 第{ $round }ラウンド ―

## 手札と選択。
combat-your-hand = あなたの手札
combat-hand-none = （表示できるカードはありません）
combat-hand-empty = カードがありません。3の倍数ラウンドの終了時に戻ります。
combat-card-buster-bonus = 攻撃+{ $n }
combat-card-arts-bonus = MP+{ $n }
combat-card-quick-bonus = クリ+{ $n }
combat-nobody-decides = いまは誰も選択していません。
combat-ai-thinking = { $name }（AI）が考えています…
combat-waiting-for = { $name }の選択を待っています。
combat-prompt-main = { $actor }：あなたの行動です。
combat-prompt-reaction = { $attacker }の攻撃：{ $how }、{ $mode }、距離{ $range }。どう応じますか？
combat-prompt-round-start = ラウンド開始：宝具の宣言・取り消し、またはフリーアクション。
combat-prompt-combat-start = 戦闘開始：第1ラウンド前のスキルと令呪。
combat-prompt-own-turn = あなたの手番の開始：まずフリーアクション。
combat-prompt-critical = { $check ->
    [hit] 命中判定
    [np] { -noble-phantasm }の命中判定
   *[reaction] { $attacker }の攻撃への防御判定
}でクリティカル！効果を選んでください。
combat-prompt-fumble = { $check ->
    [hit] 命中判定
    [np] { -noble-phantasm }の命中判定
   *[reaction] { $attacker }の攻撃への防御判定
}でファンブル：HPとMPのどちらで受けますか？
combat-prompt-intervene = 近くで戦闘が始まりました（{ $who }）。介入しますか？
combat-luck-attack = 幸運攻撃
combat-mode-melee = 近接
combat-mode-ranged = 遠距離
combat-back = ‹ 戻る
combat-confirm = 決定
combat-take = 実行
combat-hint = ヒント
combat-hint-thinking = AIがあなたの手を考えています…
combat-hint-line = { $action } ― AIの見立てでは、この手の後のあなたの勝率 { $win }%

## 演出。
combat-critical = クリティカル！
combat-fumble = ファンブル！
combat-guard = ガード
combat-hit = 命中！
combat-miss = 回避
combat-falls = 脱落！
combat-np-released = { $name }：{ $np }！
combat-clash-penalty = ペナルティ −{ $n }
combat-clash-won = { $name }が宝具の撃ち合いに勝利
combat-clash-tie = 宝具は相殺された

## カーテンと終了。
combat-curtain = { $person }：{ $faction }の選択です。
## Hot seat while an AI decides: nobody's side is shown.
combat-curtain-waiting = AI陣営が選択しています…
combat-end-title = スカーミッシュ終了
combat-end-winner = { $name }が戦場を制した
combat-end-draw = 戦場を制した者はいない
combat-end-line = { $name }：{ $fate }（HP { $hp } / { $max }）
combat-rematch = 再戦
combat-main-menu = メインメニュー

## 再生中のスカーミッシュの再生バー。
combat-bar-position = 第{ $round }ラウンド・行動 { $action }/{ $actions }・視点：{ $shown }
combat-bar-all-sides = 全陣営

## タイトル画面の中断中のゲーム。
combat-save-skirmish = スカーミッシュ
combat-save-round = 第{ $round }ラウンド
combat-spell-cost = 令呪を{ $n }画使用します。
combat-warn-last-spell = マスター最後の{ -command-spell }です。使い切るとマスターは{ -servant }にMPを供給できなくなります。
combat-card-tip-buster = { $card }：筋力で攻撃し、次の命中にダメージ+{ $n }。{ $answers }攻撃への通常防御に使えます。幸運防御とガードにはどのカードでも使えます。
combat-card-tip-arts = { $card }：耐久で攻撃し、MPを{ $n }回復。{ $answers }攻撃への通常防御に使えます。幸運防御とガードにはどのカードでも使えます。
combat-card-tip-quick = { $card }：敏捷で攻撃し、次の判定のクリティカル範囲+{ $n }。{ $answers }攻撃への通常防御に使えます。幸運防御とガードにはどのカードでも使えます。
combat-pools-tip = 次の攻撃を待つ恩恵：バスターはダメージに加わり、クイックは判定のクリティカル範囲を広げます。
combat-np-charge-tip = 宝具をチャージ中：そのラウンドのサーヴァントの行動で発動します。受けられるのはカードに対応する通常防御かガードだけ。同じラウンドに発動した攻撃宝具どうしは撃ち合いになります。
combat-spells-tip = 残りの令呪（3画のうち）：いつでも使える強力な効果。すべて使うとマスターはMPを供給できなくなります。
combat-status-active-tip = 戦闘中です。
combat-status-escaped-tip = 離脱に成功しました。この戦闘からは抜け、以後この戦闘で傷つくことはありません。
combat-status-fled-tip = 不意打ちから逃亡しました。自分の手番が来た時にこの戦闘から抜けました。
combat-status-withdrew-tip = マスターの令呪で戦闘から撤退し、別の地区へ移りました。
combat-status-dead-tip = サーヴァントが倒れました。この陣営は脱落です。
combat-status-vanished-tip = サーヴァントがMP切れで消滅しました。この陣営は脱落です。
combat-odds-ahead-one = これを選んだ場合：
combat-odds-ahead-best = ここから選べる攻撃は{ $n }通り。最も有利なもの：{ $path }
combat-log-newest = ↓ 最新へ
combat-district-tip = 戦闘が始まった地区です。戦闘中にサーヴァントはここから移動できます。今どこにいるかは左の地図に示されます。
combat-moves-first = （先に{ $district }へ移動）
