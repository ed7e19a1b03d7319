# 聖杯戦争を言葉で：名前、判定やダメージの補正、コアのイベントから作るログの行。
# $faction、$actor、$target、$master、$district、$skill などは見る側の呼び名で届く
# （サーヴァントの真名は見る側が知っている場合のみ、G-35.1）。
# $signed は「+3」「−2」の形、$dice は出目（「4+6」）で届く。

## 名前。
grail-class-saber = セイバー
grail-class-archer = アーチャー
grail-class-lancer = ランサー
grail-class-rider = ライダー
grail-class-caster = キャスター
grail-class-assassin = アサシン
grail-class-berserker = バーサーカー
grail-card-buster = { -buster }
grail-card-arts = { -arts }
grail-card-quick = { -quick }
grail-card-luck = 幸運
grail-card-one = { $card ->
    [buster] { -buster }カード
    [arts] { -arts }カード
   *[quick] { -quick }カード
}
grail-stat-str = 筋力
grail-stat-end = 耐久
grail-stat-agi = 敏捷
grail-stat-luk = 幸運
grail-servant-named = { $class }（{ $name }）
grail-unit = { $owner }の{ $unit }
grail-unit-numbered = { $owner }の{ $unit }{ $number }
grail-unit-unknown = 召喚されたユニット
grail-master-of = { $faction }の{ -master }
grail-unknown-faction = 陣営{ $id }
grail-unknown-district = 地区{ $id }
grail-unknown-skill = 不明なスキル
grail-log-a-skill = スキル
grail-unknown-effect = 効果
grail-list = { $first }、{ $then }
grail-nobody = なし
grail-time-morning = 朝
grail-time-noon = 昼
grail-time-night = 夜

## 強化や補正の出所（G-21.1）。
grail-source-np = { -noble-phantasm }
grail-source-command-spell = { -command-spell }
grail-source-critical = { -critical }
grail-source-fumble = { -fumble }
grail-source-class-trait = クラス能力
grail-source-passive = パッシブ

## 2d6判定の補正（G-22.4）。
grail-term-stat = { $stat }ボーナス
grail-term-np = { -noble-phantasm }ボーナス
grail-term-np-rank = { -noble-phantasm }ランク
grail-term-unit = ユニットのボーナス
grail-term-range = 距離ペナルティ
grail-term-hit-up = 命中強化（{ $source }）
grail-term-defense-up = 防御強化（{ $source }）
grail-term-all-checks = 全判定強化（{ $source }）
grail-term-retreat = { -withdraw }中
grail-term-fleeing = 逃亡中

## ダメージの補正（G-28）。
grail-term-dice = ダイス
grail-term-base = ベース
grail-term-damage-stat = { $stat }/5
grail-term-buster-pending = { -buster }ボーナス
grail-term-damage-up = 与ダメージ強化（{ $source }）
grail-term-next-attack = 次の攻撃のパワー
grail-term-first-strike = 先制攻撃
grail-term-passive-buster-np = 常時発動の{ -buster }{ -noble-phantasm }
grail-term-weakness = 弱点を知る
grail-term-guard = ガード
grail-term-damage-cut = 被ダメージ軽減（{ $source }）
grail-term-invincible = 無敵
grail-term-clash = 打ち合いの勝ち分
grail-term-power = { -noble-phantasm }のパワー
grail-term-buster-np = { -buster }{ -noble-phantasm }
grail-term-np-power-up = { -noble-phantasm }の威力強化（{ $source }）
grail-term-flat = 定数
grail-term-first-attack = 初撃
grail-term-self-destruct = 自害
grail-term = { $term } { $signed }

## 強化（G-20.2）：名前と効果。
grail-buff-stat-up = { $stat }強化
grail-buff-lowered = 低下：{ $effect }
grail-buff-stat-up-effect = { $stat } { $signed }
grail-buff-damage-dealt-up = 与ダメージ強化
grail-buff-damage-dealt-up-effect = 与ダメージ { $signed }
grail-buff-damage-taken-down = 被ダメージ軽減
grail-buff-damage-taken-down-effect = 被ダメージ { $signed }
grail-buff-hit-up = 命中強化
grail-buff-hit-up-effect = 命中判定 { $signed }
grail-buff-defense-up = 防御強化
grail-buff-defense-up-effect = 防御判定 { $signed }
grail-buff-all-checks-up = 全判定強化
grail-buff-all-checks-up-effect = すべての2d6判定 { $signed }
grail-buff-skill-check-up = スキル判定強化
grail-buff-skill-check-up-effect = スキル判定値 { $signed }
grail-buff-crit-range-up = クリティカル範囲拡大
grail-buff-crit-range-up-effect = クリティカル範囲 { $signed }
grail-buff-np-power-up = { -noble-phantasm }の威力強化
grail-buff-np-power-up-effect = { -noble-phantasm }の威力 { $signed }
grail-buff-movement-up = 移動力強化
grail-buff-movement-up-effect = 移動力 { $signed }
grail-buff-guts = ガッツ
grail-buff-guts-effect = 致命傷を受けてもHP{ $hp }で持ちこたえる
grail-buff-invincible = 無敵
grail-buff-invincible-effect = 攻撃のダメージを受けない
grail-buff-invincible-pierce = 無敵貫通
grail-buff-invincible-pierce-effect = 攻撃が無敵を貫通する
grail-buff-regen-hp = HP自動回復
grail-buff-regen-hp-effect = ラウンド開始ごとにHPを{ $amount }回復
grail-buff-regen-mp = MP自動回復
grail-buff-regen-mp-effect = ラウンド開始ごとにMPを{ $amount }回復
grail-buff-next-attack-power = 次の攻撃のパワー強化
grail-buff-next-attack-power-effect = ラウンド{ $round }からの次の攻撃のダメージ { $signed }
grail-buff-next-attack-crit = 次の攻撃のクリティカル強化
grail-buff-next-attack-crit-effect = ラウンド{ $round }からの次の攻撃のクリティカル範囲 { $signed }

## 弱体（G-21.5）。
grail-debuff-db1 = 筋力低下
grail-debuff-db1-effect = 筋力 { $signed }
grail-debuff-db2 = 耐久低下
grail-debuff-db2-effect = 耐久 { $signed }
grail-debuff-db3 = 敏捷低下
grail-debuff-db3-effect = 敏捷 { $signed }
grail-debuff-db4 = 幸運低下
grail-debuff-db4-effect = 幸運 { $signed }
grail-debuff-db5 = 攻撃力低下
grail-debuff-db5-effect = 与ダメージ { $signed }
grail-debuff-db6 = 防御力低下
grail-debuff-db6-effect = 被ダメージ { $signed }
grail-debuff-db7 = 命中低下
grail-debuff-db7-effect = 攻撃と{ -noble-phantasm }の命中判定 { $signed }
grail-debuff-db8 = 回避低下
grail-debuff-db8-effect = 防御判定 { $signed }
grail-debuff-db9 = クリティカル封印
grail-debuff-db9-effect = { -critical }が出ない
grail-debuff-db10 = 火傷
grail-debuff-db10-effect = 自分の手番の開始ごとに{ $amount }ダメージ
grail-debuff-db11 = 毒
grail-debuff-db11-effect = ラウンド終了ごとに{ $amount }ダメージ
grail-debuff-db12 = 回復不可
grail-debuff-db12-effect = 令呪以外ではHPが回復しない
grail-debuff-db13 = 魔力流出
grail-debuff-db13-effect = 自分の手番の開始ごとにMPを{ $amount }失う
grail-debuff-db14 = 拘束
grail-debuff-db14-effect = 移動できない
grail-debuff-db15 = 移動低下
grail-debuff-db15-effect = 移動力 { $signed }
grail-debuff-db16 = スタン
grail-debuff-db16-effect = 次のメインアクションは待機しか選べない
grail-debuff-db17 = 魅了
grail-debuff-db17-effect = 次の手番では攻撃も{ -noble-phantasm }の発動もできない
grail-debuff-db18 = スキル封印
grail-debuff-db18-effect = スキルを使えない
grail-debuff-db19 = 宝具封印
grail-debuff-db19-effect = { -noble-phantasm }のチャージも発動もできない
grail-debuff-db20 = 強化無効
grail-debuff-db20-effect = 解除可能な強化を新たに得られない

## 持続（G-21.3）とツールチップ。
grail-expiry-round-end = ラウンド{ $round }の終了まで
grail-expiry-activations = 次の手番{ $n }回の終了まで
grail-expiry-strategic-rounds = ターン終了まで（このターンの戦闘では{ $n }ラウンド）
grail-expiry-combat-end = 戦闘終了まで
grail-expiry-turn-end = ターン終了まで
grail-expiry-day-end = その日の終わりまで
grail-expiry-permanent = 使い切るか解除されるまで
grail-expiry-skirmish-rounds = 戦いの最初の{ $n }ラウンド
grail-expiry-skirmish-end = スカーミッシュ終了まで
grail-buff-tip = { $effect }、{ $expiry }。出所：{ $source }。{ $removable ->
    [no] 解除できない。
   *[yes] {""}
}

## 令呪の効果（G-33.6）。
grail-spell-about-hp-recovery = { -servant }のHPを150回復する。
grail-spell-about-mp-recovery = { -servant }のMPを150回復する。
grail-spell-about-fighting-spirit = このラウンドの間、与ダメージ+25。
grail-spell-about-defense-boost = このラウンドの間、被ダメージ−25。
grail-spell-about-ability-boost = このラウンドの間、全判定+5、スキル判定+10。
grail-spell-about-withdrawal = 令呪を2画使い、戦闘からただちに離れて{ $district }へ移る。
grail-spell-about-self-destruct = 自分の{ -servant }に500ダメージ。{ -servant }は倒れる。
grail-spell-about-debuff-removal = { -servant }の弱体をすべて解除する。
grail-spell-about-concentration = このラウンドの間、命中判定+10。
grail-spell-about-technique = このラウンドの間、防御判定+10。
grail-spell-about-strength-boost = このラウンドの間、筋力+50。
grail-spell-about-endurance-boost = このラウンドの間、耐久+50。
grail-spell-about-agility-boost = このラウンドの間、敏捷+50。
grail-spell-about-rally = 使われるまで続くガッツ（回復量30）。
grail-spell-about-unfalling = このラウンドの間、無敵。
grail-spell-about-boundless = このラウンドの間、無敵貫通。
grail-spell-about-star-eye = このラウンドの間、クリティカル範囲+10。
grail-spell-about-phantasm-uplift = このラウンドの間、{ -noble-phantasm }のパワー+50。
grail-spell-about-tactical-refinement = 手札をすべて捨て、{ $cards }を得る。
grail-spell-about-battle-roar = チャージなしで{ -noble-phantasm }をただちに発動する：{ $target }。
grail-spell-about-teleport = { -servant }をただちに{ $district }へ移す。
grail-np-target-area = 範囲全体に

## 日とターン（G-6、G-8）。
grail-log-game-started = { $factions }陣営による聖杯戦争が始まる。
grail-log-day-started = { $day }日目が始まる。
grail-log-turn-started = { $day }日目の{ $time }：{ $lead }が先手。
grail-log-encounter-declared = { $by }が{ $target }への{ -encounter }を宣言（{ $stance ->
    [negotiate] 交渉
    [fight] 戦闘
    [block] { -soul-eating }の阻止
   *[steal] { -soul-eating }の横取り
}）。
grail-log-ambush-declared = { $by }が{ $target }への{ -ambush }を宣言。
grail-log-soul-eating-declared = { $by }が{ -soul-eating }を宣言。
grail-log-declarations = 行動宣言の公開：{ $list }。
grail-log-declaration = { $faction }は{ $action }、{ $going }
grail-log-act-skill = 「{ $skill }」を使う
grail-log-act-skill-on = { $target }に「{ $skill }」を使う
grail-log-act-investigate = { $class }を{ -investigate }する
grail-log-act-rest = { -rest }する
grail-log-act-wait = { -wait }する
grail-log-act-engaged = 交戦中
grail-log-act-stay = その場に留まる
grail-log-act-move = { $district }へ{ -move }する
grail-log-cancelled = { $what }は取りやめになった：{ $reason ->
    [eliminated] 一方が脱落した
   *[teleported] 対象が転移した
}。
grail-log-cancelled-event = 優先イベント
grail-log-event-encounter = { $by }による{ $target }への{ -encounter }
grail-log-event-ambush = { $by }による{ $target }への{ -ambush }
grail-log-event-soul-eating = { $by }の{ -soul-eating }
grail-log-moved = { $faction }が{ $from }から{ $to }へ移動（コスト{ $cost }）。
grail-log-moved-via = { $faction }が{ $from }から{ $via }を経て{ $to }へ移動（コスト{ $cost }）。
grail-log-move-skipped = { $faction }は移動しない：{ $reason }
grail-log-returned = { $faction }が{ $from }から{ $to }へ戻る。
grail-log-teleported = { $faction }が{ $from }から{ $to }へ転移。
grail-log-rested = { $faction }が{ -rest }：HP { $hp }[{ $hp_dice }]、MP { $mp }[{ $mp_dice }]、{ -master }のMP { $master_mp }[{ $master_dice }]。
grail-log-investigated = { $faction }が{ $target }を{ -investigate }：[{ $dice }]{ $bonus }={ $total }、{ $success ->
    [yes] うまくいった。情報レベルは{ $tier }になった
   *[no] 失敗
}。
grail-log-knowledge = { $faction }は{ $about }についてレベル{ $tier }の情報を得た：{ $tier ->
    [1] デッキとスキル
    [2] { -noble-phantasm }
   *[3] 真名・プロフィール・弱点
}。
grail-log-bond = { $faction }と{ -master }の絆が{ $bond }に深まった。
grail-log-master-skill-unlocked = { $master }が「{ $skill }」を解放した。
grail-log-offer = { $from }が{ $to }に{ $offer ->
    [truce] 停戦
    [alliance] 同盟
    [intel] 情報交換
   *[fight] 戦闘
}を持ちかける。
grail-log-answer = { $answer ->
    [accept] 申し出は受け入れられた。
    [decline] 申し出は断られた。
   *[attack] 申し出への答えは攻撃だった。
}
grail-log-withdrew = { $faction }が{ -withdraw }する。
grail-log-truce = { $a }と{ $b }がその日の終わりまで停戦する。
grail-log-alliance = { $a }と{ $b }が同盟を結ぶ。
grail-log-alliance-dissolved = { $a }と{ $b }の同盟が解消された。
grail-log-intel = { $a }と{ $b }が情報を交換する。
grail-log-soul-eaten = { $faction }が{ $district }で{ -soul-eating }：[{ $dice }]、MP { $gained }。
grail-log-soul-eating-done = { $faction }が{ $district }で{ -soul-eating }を終えた。
grail-log-soul-eating-blocked = { $eater }の{ -soul-eating }は阻止された。
grail-log-soul-eating-void = { $district }の魂はすでに喰われていた：{ $faction }は何も得られない。
grail-log-upkeep = { $faction }が現界のためにMPを{ $amount }支払う（{ -servant }から{ $servant }、{ -master }から{ $master }）。
grail-log-asleep = { $master }はその日の終わりまで眠りに落ちた。
grail-log-woke = { $master }が目を覚ました。
grail-log-truce-expired = { $a }と{ $b }の停戦が終わった。
grail-log-grail-manifested = 聖杯が{ $district }に現れた。
grail-log-grail-point = { $faction }が聖杯ポイントを得た（合計{ $points }）。

## 戦闘（G-17〜G-32）。
grail-log-combat-started = { $district }で戦闘：{ $participants }。{ $origin }。
grail-log-origin-encounter = { $from }からの{ $initiator }による{ $target }への{ -encounter }
grail-log-origin-ambush = { $ambusher }が{ $target }に{ -ambush }{ $flees ->
    [yes] （{ $target }は{ -flee }を図る）
   *[no] {""}
}
grail-log-origin-soul-eating = { $eater }の{ -soul-eating }に{ $challengers }が立ち向かう
grail-log-origin-soul-eating-alone = { $eater }の{ -soul-eating }
grail-log-intervened = { $faction }が{ $from }から介入する。
grail-log-ambush-response = { $flee ->
    [yes] { $target }は{ -flee }を図る。
   *[no] { $target }は迎え撃つ。
}
grail-log-round-started = ラウンド{ $round }開始{ $refilled ->
    [yes] （手札が補充された）
   *[no] {""}
}。
grail-log-initiative = 行動順：{ $order }。
grail-log-activation = { $actor }の手番。
grail-log-np-declared = { $faction }が{ -noble-phantasm }のチャージを始めた：ラウンド{ $round }に発動。
grail-log-np-cancelled = { $faction }が{ -noble-phantasm }のチャージを取り消した。
grail-log-np-lost = { $faction }の{ -noble-phantasm }のチャージが失われた。
grail-log-retreat-declared = { $faction }が{ -withdraw }を宣言。
grail-log-ceasefire-offered = { $faction }が休戦を申し出た。このラウンド開始時に戦闘中の全陣営が申し出れば、戦闘は終わる。
grail-log-skill = { $user }が「{ $skill }」を使う{ $rolled ->
    [yes] ：[{ $roll }]（判定値{ $value }）、{ $success ->
        [yes] 判定に通った
       *[no] 判定に失敗
    }
   *[no] {""}
}{ $mp ->
    [0] {""}
   *[other] （MP { $mp }）
}。
grail-log-card = { $actor }が{ $card }を消費（{ $purpose ->
    [attack] 攻撃
    [reaction] リアクション
   *[np] { -noble-phantasm }
}）。
grail-log-bonus-pending = { $actor }のカードボーナス：{ -buster } { $buster }、{ -quick } { $quick }。
grail-log-hand-refilled = { $faction }の手札が補充された：{ $cards }。
grail-log-critical-cards-faded = { $faction }が{ -critical }で得たカードが消えた：{ $cards }。
grail-log-hand-set = { $faction }が新しい手札を得た：{ $cards }。
grail-log-attack = { $attacker }が{ $target }を攻撃：{ $kind }・{ $mode ->
    [melee] 近接
   *[ranged] 遠距離
}、距離{ $range }。
grail-log-defend = { $defender }が通常防御する。
grail-log-luck-defense = { $defender }が幸運で防御する。
grail-log-guard = { $defender }がガードする。
grail-log-check = { $actor }の{ $purpose ->
    [hit] 命中判定
    [np] { -noble-phantasm }の命中判定
   *[reaction] 防御判定
}：[{ $dice }]{ $terms } = { $total }{ $called ->
    [crit] {" "}{ -critical }！
    [fumble] {" "}{ -fumble }！
   *[none] {""}
}{ $odds }
grail-log-check-odds = （出目{ $crit }以上で{ -critical }）
grail-log-hit = { $attacker }の攻撃が{ $defender }に命中{ $reason ->
    [crit] （{ -critical }）
    [fumble] （防御側の{ -fumble }）
    [guard] （ガードの上から）
   *[other] （合計で上回った）
}。
grail-log-miss = { $defender }が{ $attacker }の攻撃を防いだ{ $reason ->
    [crit] （{ -critical }）
    [fumble] （攻撃側の{ -fumble }）
    [tie] （同値は防御側の勝ち）
   *[other] （合計で上回った）
}。
grail-log-crit-heal-hp = { $actor }の{ -critical }：HPを{ $amount }回復。
grail-log-crit-heal-mp = { $actor }の{ -critical }：MPを{ $amount }回復。
grail-log-crit-card = { $actor }の{ -critical }：このラウンドだけ{ $card }を得た。
grail-log-crit-buff = { $actor }の{ -critical }：このラウンドの間{ $buff }。
grail-log-fumble = { $actor }の{ -fumble }：{ $what }。
grail-log-fumble-hp = HPを{ $amount }失う
grail-log-fumble-mp = MPを{ $amount }失う
grail-log-fumble-card = { $card }を失う
grail-log-fumble-empty = 失うカードがない
grail-log-fumble-debuff = { $debuff }を受ける
grail-log-np-fired = { $faction }が{ $targets ->
    [none] {""}
   *[other] { $targets }に
}{ $np }を発動。
grail-log-np-clash = { $a }と{ $b }の{ -noble-phantasm }が打ち合う：{ $value_a }（{ $terms_a }{ $penalty_a }）対{ $value_b }（{ $terms_b }{ $penalty_b }）。{ $winner ->
    [none] どちらも押し切れない。
   *[other] { $winner }が押し切った{ $reaches ->
        [yes] 。攻撃はなお対象に届く
       *[no] {""}
    }。
}
grail-log-clash-penalty = 、種別ペナルティ−{ $penalty }
grail-log-damage = { $source }が{ $target }に{ $amount }ダメージ{ $terms }。
grail-log-damage-plain = { $target }が{ $amount }ダメージを受けた{ $terms }。
grail-log-terms = （{ $terms }）
grail-log-healed = { $hp ->
    [0] { $target }はHPを回復しない（すでに最大か、弱体化で回復できない）。
   *[other] { $target }がHPを{ $hp }回復。
}
grail-log-mp = { $faction }：{ $parts }（{ $reason ->
    [arts-card] { -arts }カード
    [np-cost] { -noble-phantasm }のコスト
    [arts-np] { -arts }{ -noble-phantasm }
    [passive-arts-np] 常時発動の{ -arts }{ -noble-phantasm }
    [critical] { -critical }
    [fumble] { -fumble }
    [regen] 自動回復
    [mana-leak] 魔力流出
    [command-spell] { -command-spell }
    [supply] 魔力供給
    [soul-eating] { -soul-eating }
    [rest] { -rest }
   *[other] { $source }
}）。
grail-log-mp-servant = { -servant }のMP { $signed }
grail-log-mp-master = { -master }のMP { $signed }
grail-log-emergency-supply = { $master }が緊急でMPを{ $amount }供給した。
grail-log-buff = { $target }に{ $buff }：{ $tip }
grail-log-debuff = { $target }に弱体「{ $buff }」：{ $tip }
grail-log-buff-ended = { $target }の{ $buff }が切れた（{ $reason ->
    [consumed] 使い切った
    [expired] 期限切れ
    [combat-end] 戦闘終了
    [turn-end] ターン終了
    [day-end] その日の終わり
    [cleansed] 解呪
    [dispelled] 解除
   *[command-spell] 令呪
}）。
grail-log-resisted = { $target }が対魔力で弱体を防いだ（[{ $roll }]、50以下）。
grail-log-guts = { $target }がガッツで持ちこたえた：HP { $hp }。
grail-log-summoned = { $owner }が{ $unit }を召喚。
grail-log-unit-destroyed = { $unit }が倒された。
grail-log-retreat-moved = { $faction }が{ $from }から{ $to }へ{ -withdraw }（コスト{ $cost }）。
grail-log-retreat-stayed = { $faction }は{ -withdraw }を試みたが、{ $from }から動けない。
grail-log-retreat-caught = { $by }が{ -withdraw }する{ $faction }に追いついた。
grail-log-escaped = { $faction }が戦闘から{ -withdraw }した。
grail-log-fled = { $faction }が戦闘から{ -flee }した。
grail-log-command-spell = { $master }が令呪「{ $spell }」を使う：{ $about }（残り{ $remaining }画）
grail-log-refinement = { $master }が令呪「{ $spell }」を使う：6枚の新しい手札（残り{ $remaining }画）。
grail-log-died = { $faction }が倒れた{ $credited ->
    [none] 。
   *[other] 。{ $credited }の戦果。
}
grail-log-vanished = { $faction }は魔力が尽きて消えた。
grail-log-eliminated = { $faction }が聖杯戦争から脱落した。
grail-log-combat-ended = { $rounds }ラウンドで戦闘終了（{ $reason ->
    [no-hostiles] 敵対する組が残っていない
    [ceasefire] 全員が休戦を申し出た
    [stalemate] 決着がつかない
   *[round-cap] ラウンド上限
}）：{ $results }。
grail-log-result = { $faction }は{ $status ->
    [active] 無事
    [escaped] { -withdraw }
    [fled] { -flee }
    [withdrew] 令呪撤退
    [dead] 戦死
   *[vanished] 消えた
}（HP { $hp }）
grail-log-winner = { $faction }が聖杯戦争に勝利した：{ $by ->
    [last] 最後の生き残り
    [district] 聖杯の地区にただ一人立つ
    [points] 聖杯ポイント最多
   *[hp] 残りHP最多
}。
grail-log-draw = 聖杯戦争は{ $factions }の引き分けに終わった。
grail-log-skirmish-won = { $faction }が戦場を制し、スカーミッシュに勝利した。
grail-log-skirmish-draw = 戦場を制した者はいない。残ったのは{ $factions }。
grail-log-skirmish-none = 戦場を制した者はいない。立っているサーヴァントは一騎もいない。
grail-log-skirmish-started = { $factions }陣営のスカーミッシュが始まる。
grail-log-skirmish-fight = 戦場は{ $district }、戦うのは{ $participants }{ $ambush ->
    [none] 。
   *[other] 。{ $ambush }。
}
grail-log-skirmish-fell = { $faction }が{ $by ->
    [none] 倒れた。
   *[other] { $by }に倒された。
}
grail-log-skirmish-out = { $faction }が戦いから脱落した。
grail-log-initiative-ambush = 不意打ちを仕掛けた{ $ambusher }がこのラウンド最初に動く：{ $order }。
grail-log-initiative-changed = ラウンド開始の処理を経た行動順：{ $order }。
