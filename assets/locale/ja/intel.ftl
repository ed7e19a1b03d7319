# 各陣営について見る側が知っていること（G-35）：自陣営の詳細と、各ライバルについて
# 調査と共に戦った戦闘で判明したことを調査レベルごとに。
# $signed は「+3」「−2」の形、$rank はランクの文字（「A+」「EX」）で届く。

## 地図の上に開く画面。
intel-title-sheet = { $faction }：あなたの陣営
intel-title-rival = { $faction }：判明している情報
intel-close = 閉じる（Esc）
intel-open-sheet = 自陣営の詳細を開く
intel-open-rival = この陣営について判明している情報を見る
intel-roster-tier = 調査レベル
intel-hidden = 他のプレイヤーが画面の前にいる間は、公開情報だけを表示します。
intel-sheet-about = 自陣営のすべて。ライバルには、調べて判明した分しか見えません。

## 調査レベル（G-35.1）。
intel-knowledge = 調査レベル { $tier }/{ $top }
intel-knowledge-about = { $tier ->
    [0] 公開情報のみ。{ -investigate }すればコマンドカードとスキルが判明します。
    [1] コマンドカードとスキルが判明。次は{ -noble-phantasm }。
    [2] コマンドカード、スキル、{ -noble-phantasm }が判明。次は真名、プロフィール、弱点。
   *[other] すべて判明。弱点を知っているので、この相手へのダメージ+5。
}
intel-tier-head = { $tier ->
    [0] 公開情報：誰もが知っている
    [1] 調査レベル1：コマンドカードとスキル
    [2] 調査レベル2：{ -noble-phantasm }
   *[other] 調査レベル3：真名、プロフィール、弱点
}
intel-unknown = 不明：調査レベル{ $tier }で判明
intel-seen = 共に戦った戦闘で見たもの。全体は調査レベル{ $tier }で判明

intel-shared = 同盟相手が教えてくれた情報

## サーヴァントの情報の項目。
intel-class = クラス
intel-stats = ステータス
intel-stats-line = 筋力 { $str } · 耐久 { $end } · 敏捷 { $agi } · 幸運 { $luk } · 宝具 { $np }
intel-hp = HP
intel-mp = MP
intel-of = { $now } / { $max }
intel-movement = 移動力
intel-buffs = かかっている効果
intel-none = なし
intel-deck = コマンドカード
intel-deck-line = { -buster } { $buster } · { -arts } { $arts } · { -quick } { $quick }（計{ $total }枚）
intel-skills = スキル
intel-np = { -noble-phantasm }
intel-true-name = 真名
intel-era = 時代
intel-era-mythic = 神代
intel-era-ancient = 古代
intel-era-medieval = 中世
intel-era-modern = 近代
intel-profile = プロフィール
intel-weakness = 弱点

## マスター（自陣営のみ）。
intel-master = { -master }
intel-master-mp = { -master }のMP
intel-command-spells = 残りの{ -command-spell }
intel-investigation = 調査の補正
intel-master-skills = { -master }のスキル
intel-skill-unlocked = 絆により解禁済み
intel-skill-locked = 未解禁：絆{ $top }で解禁（現在{ $bond }）
intel-bond = 絆 { $bond }/{ $top }
intel-declared = このターンの行動宣言
intel-not-declared = まだ宣言していない

## スキル：コスト、使う時、対象、効果。
intel-skill-head = { $name } · ランク{ $rank } · { $mp ->
    [0] MP不要
   *[other] MP { $mp }
}{ $magic ->
    [yes] {" "}· 魔術
   *[no] {""}
}
intel-skill-use = { $when }、{ $target }
intel-timing-combat-start = 戦闘開始時
intel-timing-round-start = ラウンド開始時
intel-timing-own-turn-start = 自分の手番の開始時
intel-timing-passive = 常時
intel-timing-auto = 自動：{ $trigger ->
    [combat] 戦闘開始時
    [ambushed] 不意打ちを受けた時
    [half] HPが半分を下回った時
    [lethal] 致命傷を受ける時
   *[debuff] デバフを受けた時
}
intel-timing-magic = 魔術スキルを使う時
intel-timing-anytime = { $context ->
    [combat] 戦闘中いつでも
    [city] 街でいつでも
   *[both] 戦闘中も街でもいつでも
}
intel-timing-turn-action = ターンの行動として
intel-target-self = 自身に
intel-target-hostile = { $range }地区以内の敵一体に
intel-target-all-hostiles = { $range }地区以内の敵全員に
intel-target-other-servant = 他のサーヴァント一体に
intel-target-district = いる地区に
intel-dice = { $count }d{ $sides }
intel-dice-flat = { $count }d{ $sides }{ $flat }
intel-duration-instant = ただちに
intel-duration-rounds = { $n }ラウンド
intel-duration-activations = 手番{ $n }回分
intel-duration-combat = 戦闘終了まで
intel-duration-turn = ターン終了まで
intel-duration-day = その日の終わりまで
intel-duration-permanent = 永続
intel-effect-heal = HPを{ $dice }回復
intel-effect-mp = MPを{ $dice }回復
intel-effect-master-mp = { -master }のMPを{ $dice }回復
intel-effect-buff = { $buff }：{ $effect }、{ $duration }
intel-effect-debuff = { $debuff }を付与：{ $effect }、{ $duration }
intel-effect-cleanse = 解除できるデバフをすべて解除
intel-effect-dispel = 敵の解除できるバフをすべて解除
intel-effect-card = 手札に{ $card ->
    [buster] { -buster }カード
    [arts] { -arts }カード
    [quick] { -quick }カード
   *[choice] 好きなカード
}を一枚加える
intel-effect-charge = { -noble-phantasm }の発動までのラウンドが最大{ $rounds }減る
intel-effect-knowledge = 対象の調査レベル+{ $tiers }
intel-effect-workshop = いる地区を自分の陣地にする（そこでの休息+20）
intel-effect-no-first-strike = 不意打ちの先制攻撃を受けない
intel-effect-upkeep = 現界のためのMP { $signed }
intel-effect-rest = 休息の回復量 { $signed }
intel-effect-investigate = 調査 { $signed }
intel-effect-magic-sure = その魔術は判定なしで成功
intel-effect-magic-amplify = その魔術の数値+{ $percent }%
intel-effect-magic-extend = その魔術の効果が{ $rounds }ラウンド長く続く

## 宝具。
intel-np-head = { $name } · { $card }
intel-np-kind = { $kind ->
    [attack] 攻撃
    [support] 支援
    [passive] 常時
   *[summon] 召喚
} · { $category ->
    [unit] 対人
    [army] 対軍
   *[fortress] 対城
}
intel-np-terms = パワー { $power } · 射程 { $range } · MP { $mp } · チャージ { $charge }
intel-np-on-fire = 発動時：{ $effect }
intel-np-on-hit = 命中時：{ $effect }
intel-np-summon = { $unit }を{ $count }体召喚（各HP { $hp }）
