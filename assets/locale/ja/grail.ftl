# 聖杯戦争：判断の手順とその表示。
# 陣営・地区・サーヴァント・スキルは画面側の呼び名で渡される：
# $faction、$target、$district、$skill、$class、$card は名前になって届く。

## 優先宣言（G-9）。
grail-menu-pass = パス
grail-menu-encounter = { -encounter }
grail-menu-ambush = { -ambush }
grail-menu-soul-eating = { -soul-eating }
grail-menu-faction = { $faction }
grail-menu-stance-negotiate = 交渉
grail-menu-stance-fight = 戦闘
grail-menu-stance-block = 阻止
grail-menu-stance-steal = 横取り

## 秘密の行動宣言（G-8.6、G-10）。
grail-menu-move-only = 移動のみ
grail-menu-investigate = { -investigate }
grail-menu-class = { $class }
grail-menu-rest = { -rest }
grail-menu-wait = { -wait }
grail-menu-turn-skill = { $skill }
grail-menu-stay = ここに留まる
grail-menu-go-to = { $district }へ（コスト { $cost }）

## 応答（G-11、G-12、G-17）。
grail-menu-done = 完了
grail-menu-offer-truce = 停戦を持ちかける
grail-menu-offer-alliance = 同盟を持ちかける
grail-menu-offer-intel = 情報交換を持ちかける
grail-menu-offer-fight = 戦う
grail-menu-accept = 受け入れる
grail-menu-decline = 断る
grail-menu-answer-attack = 攻撃する
grail-menu-fight-anyway = それでも戦う
grail-menu-withdraw = 退く（戦わない）
grail-menu-flee = { -flee }
grail-menu-stand = 迎え撃つ
grail-menu-join = 戦闘に介入する
grail-menu-stay-out = 介入しない

## 戦闘（G-18〜G-31）。
grail-menu-declare-np = { -noble-phantasm }をチャージ
grail-menu-cancel-np = チャージを取り消す
grail-menu-retreat = { -withdraw }を宣言
grail-menu-ceasefire = 休戦を申し出る
grail-menu-attack = 攻撃
grail-menu-target = { $target }
grail-menu-attack-card = { $card }（手札 { $in_hand } 枚）
grail-menu-attack-luck = 幸運（カードなしでも可）
grail-menu-melee = 近接
grail-menu-ranged = 遠距離
grail-menu-range = 距離 { $range }
grail-menu-from-here = ここから
grail-menu-after-move = { $district }へ移動してから（コスト { $cost }）
grail-menu-farther = さらに遠く：コスト { $cost } 以上の移動
grail-menu-move = { -move }
grail-menu-fire-np = { -noble-phantasm }を発動
grail-menu-np-at-unit = { $target }に
grail-menu-np-at-district = { $district }に
grail-menu-np-area = 範囲に
grail-menu-retreat-move = { -withdraw }する
grail-menu-defend = 通常防御
grail-menu-luck-defense = 防御（幸運）
grail-menu-guard = ガード
grail-menu-with-card = { $card }を消費（手札 { $in_hand } 枚）
grail-menu-without-card = カードを消費しない
grail-menu-crit-heal-hp = HPを回復
grail-menu-crit-heal-mp = MPを回復
grail-menu-crit-gain-card = カードを得る（このラウンドのみ）
grail-menu-card = { $card }
grail-menu-crit-buff = 強化
grail-menu-crit-buff-kind = { $buff }
grail-crit-buff = { $name }（{ $effect }）
grail-menu-fumble-hp = HPを失う
grail-menu-fumble-mp = MPを失う

## フリーアクション（G-7.5、G-14.3、G-19、G-33）。
grail-menu-command-spells = { -command-spell }
grail-menu-district = { $district }
grail-menu-cards = { -buster } { $buster }枚、{ -arts } { $arts }枚、{ -quick } { $quick }枚
grail-menu-skills = スキル
grail-menu-skill = { $skill }
grail-menu-use = 使う
grail-menu-use-with = { $modifiers }を添えて使う
grail-menu-use-on = { $targets }に{ $with_modifiers ->
        [0] {""}
       *[other] （{ $modifiers }を併用）
    }
grail-menu-supply-mp = MPを{ $amount }供給
grail-menu-dissolve-alliance = 同盟を解消

## 令呪（G-33.6）。
grail-spell-hp-recovery = HP回復
grail-spell-mp-recovery = MP回復
grail-spell-fighting-spirit = 戦意向上
grail-spell-defense-boost = 防衛向上
grail-spell-ability-boost = 能力向上
grail-spell-withdrawal = 撤退
grail-spell-self-destruct = 自害
grail-spell-debuff-removal = 弱体解除
grail-spell-concentration = 精神集中
grail-spell-technique = 技術向上
grail-spell-strength-boost = 筋力向上
grail-spell-endurance-boost = 耐久向上
grail-spell-agility-boost = 敏捷向上
grail-spell-rally = 奮起
grail-spell-unfalling = 不倒
grail-spell-boundless = 無間
grail-spell-star-eye = 星眼
grail-spell-phantasm-uplift = 幻想隆起
grail-spell-tactical-refinement = 戦術精錬
grail-spell-battle-roar = 戦咆
grail-spell-teleport = 転移

## What each menu entry does, on hover.
grail-tip-pass = この段階では何も宣言しません。このあと非公開で移動と行動を宣言します。
grail-tip-encounter = 移動力の届く他陣営のもとへ行き、交渉（停戦・同盟・情報交換）か戦闘をします。終われば戻ります。ターンを使います：交戦中は行動を宣言できず（このターンは休息・調査・絆なし）、戦闘があれば宣言した移動も取り消されます。そのターン最初の公開宣言か、{ -encounter }・{ -soul-eating }の後にだけ宣言できます。
grail-tip-ambush = 1〜3地区先の陣営を遠くから襲います。相手のスキルで無効化されない限り、第1ラウンドはあなたが先に動きます。ターンを使います：交戦中は行動を宣言できません（このターンは休息・調査・絆なし）。そのターン最初の公開宣言としてだけ行え、その後は誰も宣言できません。
grail-tip-soul-eating = 今いる地区の人々を喰らい1d200のMPを得ます。一つの地区は戦争中に一度しか喰らえません。他の陣営は阻止（戦闘）や横取りで応じられます。ターンを使います：交戦中は行動を宣言できません。
grail-tip-stance-negotiate = まず交渉します：停戦・同盟・情報交換を申し出ます。相手はそれでも戦うことを選べます。
grail-tip-stance-fight = 交渉せずに、すぐ戦います。
grail-tip-stance-block = 魂喰いを止めます：その地区で喰らう者と戦います。
grail-tip-stance-steal = 魂喰いを横取りします：喰らう者と戦い、勝った方が喰らいます。
grail-tip-move-only = 移動だけで行動はしません。休息も調査も絆もありません。
grail-tip-investigate = 2d6＋マスターの補正を振り、6以上で選んだクラスのサーヴァントについて次の段階が分かります：カードとスキル、次に{ -noble-phantasm }、最後に真名と弱点。
grail-tip-rest = HPとMPを回復します。{ -leyline }の上ならより多く。今日のマスターの休息になります。休まないマスターは翌日一日眠ってしまいます。
grail-tip-wait = 行動しません。このターン戦わず、マスターが起きていれば、マスターとの交流になります。絆が深まり、3で4つめのマスタースキルが解禁されます。
grail-tip-stay = 移動しません。
grail-tip-done = この場面ではもう何もしません。先へ進みます。
grail-tip-offer-truce = その日の終わりまで互いに戦いません。
grail-tip-offer-alliance = 同盟者は情報を共有し、互いに戦いません。どちらかが解消するまで続きます。残る陣営がすべて同盟になると、同盟は解消されます。
grail-tip-offer-intel = 互いに相手のサーヴァントについて一段階多く知ります。
grail-tip-offer-fight = 交渉をやめて戦います。
grail-tip-accept = 申し出を受けます。
grail-tip-decline = 申し出を断ります。相手は立ち去るか戦うかを選びます。
grail-tip-answer-attack = 断って、すぐに戦います。
grail-tip-fight-anyway = 断られたので、今ここで戦います。
grail-tip-withdraw = 交渉をやめて引き上げます。戦闘は起きません。
grail-tip-flee = 不意打ちから逃亡します。自分の手番が来るまで防御判定に−10を受け、手番が来れば何があっても戦闘から抜けます。
grail-tip-stand = その場に留まり、不意打ちしてきた相手と戦います。
grail-tip-join = 今いる地区の戦闘に、選んだ側として加わります。
grail-tip-stay-out = 戦闘には加わりません。
grail-tip-declare-np = { -noble-phantasm }のチャージを始めます。チャージが終わったラウンドの行動で、カードとMPを払って発動します。戦闘中の全員に見えます。
grail-tip-cancel-np = チャージをやめます。何も支払いません。
grail-tip-retreat = 撤退を宣言します。このラウンドは移動力−2、すべての判定−10。行動時に離れ、敵に追いつかれなければ離脱できます。
grail-tip-ceasefire = 休戦を申し出ます。このラウンド開始時に戦闘中の全陣営が申し出れば、戦闘はここで終わります。バーサーカーは申し出られません。
grail-tip-attack = カードを使って攻撃します。カードの種類で判定に使うステータス（バスター筋力、アーツ耐久、クイック敏捷）と、防御に使えるカードが決まります。
grail-tip-attack-luck = どのカードでも、カードなしでも幸運で攻撃します。幸運防御かガードでしか受けられません。
grail-tip-melee = 同じ地区の相手を攻撃します（ランサーはもう1地区先まで届きます）。離れていれば、移動力の範囲で先に移動します。
grail-tip-ranged = 射程内の別の地区の相手を撃ちます。離れるほど命中判定が下がります。
grail-tip-move = 移動力の範囲で移動します。このラウンドの行動を使います。近づいて攻撃まで1回の行動で行うなら「攻撃」を選んでください（移動してから攻撃できます）。
grail-tip-fire-np = チャージ済みの{ -noble-phantasm }を、カードとMPを払って発動します。同じラウンドの攻撃宝具どうしは撃ち合いになり、ダメージが大きい方が勝ちます。
grail-tip-retreat-move = 宣言した撤退として離れます。追いつかれなければ離脱できます。
grail-tip-defend = この攻撃に対応するカードを使って判定します。攻撃の出目を上回れば、ダメージを受けません。
grail-tip-luck-defense = 2d6＋幸運の20分の1で判定します。好きなカード1枚を使っても使わなくても構いません。通常攻撃には使えますが、{ -noble-phantasm }には使えません。
grail-tip-guard = こちらの判定はありません。攻撃側の判定が失敗しない限り攻撃は当たり、受けるダメージを耐久の10分の1だけ減らします。好きなカード1枚を使ってその恩恵を得ても、使わなくても構いません。
grail-tip-crit-heal-hp = 1d10を振り、その分HPを回復します。
grail-tip-crit-heal-mp = 1d10を振り、その分MPを回復します。
grail-tip-crit-gain-card = 好きなカードを1枚、このラウンドだけ得ます。使わなければラウンドの終わりに消えます。
grail-tip-crit-buff = ゲーム中のスキルが消費MP30以下で与える強化を一つ、このラウンドの間得ます。
grail-tip-fumble-hp = HPに1d10のダメージを受けます。軽減されません。
grail-tip-fumble-mp = 代わりにMPを1d10失います。
grail-tip-command-spells = マスターの3画の{ -command-spell }。いつでも使える強力な効果です。すべて使うと、マスターはサーヴァントにMPを渡せなくなります。
grail-tip-skills = この場面で使えるサーヴァントとマスターのスキル。非公開宣言ではターンの行動として使うスキルだけ、戦闘ではその場面で使えるスキル。それぞれMPを消費します。
grail-tip-supply-mp = マスターが自分のMPをサーヴァントに渡します（{ -command-spell }が残っている間だけ）。示される量はサーヴァントのMPを満たす分なので、MPに応じて変わります。
grail-tip-dissolve-alliance = 今すぐ同盟を解消します。再び戦えるようになります。
grail-tip-range = この距離（地区数）から撃ちます。1地区ごとに命中判定とダメージに−2がかかります。
grail-tip-from-here = 移動せず、今いる場所から行動します。
grail-tip-after-move = 先にそこへ移動してから（移動力をその分使います）行動します。
grail-tip-farther = より遠い移動先の一覧です。
grail-tip-go-to = このターンにそこへ移動します。移動力からコストを引きます。
grail-tip-use = 今使います。スキル判定（1d100とランクの値）で成否が決まり、MPは成否にかかわらず払います。
grail-tip-use-on = この対象に使います。スキル判定（1d100とランクの値）で成否が決まり、MPは成否にかかわらず払います。
grail-tip-use-with = この魔術の補助を添えて使います（そのMPも払います）。
grail-tip-attack-card = このカードで攻撃します。カードの種類で判定に使うステータスと、防御に使えるカードが決まり、カードの恩恵も得ます。
grail-tip-with-card = このカードを使い、その恩恵を得ます。バスターは次の命中のダメージに、クイックは次の判定のクリティカル範囲に加わり、アーツはすぐにMPを回復します。
grail-tip-without-card = カードを使いません。手札は残りますが、恩恵もありません。
grail-tip-np-area = 宝具の種別が及ぶ範囲全体に放ちます。
grail-tip-class = このクラスのサーヴァントを調査します。2d6＋マスターの補正が6以上で、次の段階が分かります。
grail-tip-wait-combat = この手番では何もしません。カードとMPをこの後の防御のために残します。
grail-tip-refused-at = { $faction }：{ $why }
