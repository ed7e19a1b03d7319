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
