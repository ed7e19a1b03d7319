# 聖杯戦争の全体：街、日、陣営、選択。

war-day = { $day }日目（全{ $limit }日）
war-lead = このターンの先手：{ $faction }
war-grail-appeared = 聖杯が現れた
war-phase-turn-start = ターン開始
war-phase-priority = { -encounter }・{ -ambush }・{ -soul-eating }の宣言
war-phase-declarations = 秘密の行動宣言
war-phase-priority-resolution = { -encounter }と{ -ambush }の解決
war-phase-resolution = 移動と行動の解決
war-phase-turn-end = ターン終了
war-phase-day-end = 一日の終わり：維持
war-phase-over = 聖杯戦争の終結

## 左の陣営一覧。
war-factions = 陣営
war-out = 脱落（{ $day }日目・{ $time }）
war-roster-line = HP { $hp }/{ $max } · { $district }
war-roster-spells = 令呪 { $spells } · 聖杯ポイント { $points }
war-asleep = { -master }は睡眠中
war-concealed = 気配遮断中：{ -encounter }・{ -ambush }の前に{ -investigate }が必要
war-allied = あなたの同盟相手
war-truce = あなたと休戦中

## 選択の説明。
war-prompt-priority = { -encounter }・{ -ambush }・{ -soul-eating }を宣言するか、パスします。
war-prompt-priority-response = このターンの宣言：{ $made } こちらも宣言で応じるか、もう一度パスします。
war-prompt-declaration = 移動先と行動を秘密に宣言します。
war-prompt-declaration-engaged = 交戦中です。この地区で行う行動を秘密に宣言します。
war-prompt-declaration-engaged-by = このターンは交戦中です（{ $made }）。この地区で行う行動を秘密に宣言します。
war-prompt-targeted = { $by }があなたに対して宣言しました。解決の前に使えるものを使えます。
war-prompt-resolution = あなたの移動と行動がこれから解決されます。
war-prompt-offer = { $target }と{ -encounter }しました。提案を選びます。
war-prompt-answer = { $from }からの提案：{ $offer ->
    [truce] 休戦
    [alliance] 同盟
    [intel] 情報交換
   *[fight] 戦闘
}。どう答えますか？
war-prompt-after-decline = { $by }が{ $offer ->
    [truce] 休戦
    [alliance] 同盟
    [intel] 情報交換
   *[fight] 戦闘
}の提案を断りました。それでも戦うか、退くか？
war-prompt-ambushed = { $by }の{ -ambush }です。{ -flee }するか、迎え撃つか？

## 続きとリプレイ。
war-save-day = { $day }日目・{ $time }
war-bar-position = { $day }日目・{ $time } · 行動 { $action }/{ $actions } · { $shown }
war-combats = 戦闘（{ $n }）
war-combats-none = 戦闘はありませんでした。
war-combat-item = { $day }日目・{ $time }：{ $district }での{ $who }
war-combat-watch-tip = この戦闘だけを見ます。リプレイはその開始に飛び、終わりで止まります。

## 聖杯戦争の終わり。
war-end-title = 聖杯戦争の終結
war-end-winner = { $name }が{ $by ->
    [last] 最後まで残った陣営として
    [district] 聖杯の地区を押さえて
    [points] 最多の聖杯ポイントで
   *[hp] { -servant }の傷が最も浅い陣営として
}聖杯戦争に勝利
war-end-draw = 聖杯戦争は引き分け：{ $names }
war-end-faction = 陣営
war-end-fate = 結末
war-end-combats = 戦闘
war-end-kills = 撃破
war-end-points = 聖杯ポイント
war-end-standing = 生存（HP { $hp }/{ $max }）
war-end-out = { $day }日目・{ $time }に脱落（{ $how ->
    [killed] 撃破された
    [vanished] 消滅
   *[self] 自壊
}）

## 一日の終わり。
war-upkeep-title = { $day }日目の終わり：維持
war-upkeep-faction = 陣営
war-upkeep-cost = 維持費
war-upkeep-servant = 自身のMPから
war-upkeep-master = { -master }の肩代わり
war-upkeep-none = この日に見えた維持はありません。
war-upkeep-vanished = { $name }の{ -servant }は維持できず消滅した。
war-upkeep-asleep = { $name }の{ -master }は休まなかったため、翌日は一日眠る。

## 交渉。
war-talk-title = 交渉
war-talk-where = { $district }での{ -encounter }
war-talk-offered = 提案：{ $offer ->
    [truce] この日の終わりまでの休戦
    [alliance] 同盟
    [intel] 情報交換
   *[fight] 戦闘
}
war-talk-offer = 休戦・同盟・情報交換を提案すると、相手は受諾・拒否・攻撃で答えます。戦いを挑めば戦闘が始まります。
war-talk-answer = 受諾すれば戦闘なしで成立します。拒否すれば相手が戦うか退くかを選びます。攻撃すれば戦闘が始まります。
war-talk-declined = それでも戦えば戦闘が始まります。退けば戦闘はありません。

## 結果の前の警告。
war-warn-sleep = { $engaged ->
    [yes] { $tonight ->
        [yes] { -encounter }か{ -ambush }が今夜の行動を使うため今日はもう{ -rest }できません。
       *[no] { -encounter }か{ -ambush }がこのターンの行動を使います。今日の後のターンで{ -rest }しないと、
    }
   *[no] { $tonight ->
        [yes] 今夜{ -rest }しないと、
       *[no] マスターは今日まだ{ -rest }していません。{ -rest }はターンの行動を使い、こちらへの{ -encounter }や{ -ambush }も行動を使います。早めに{ -rest }しないと、
    }
}{ $last ->
    [yes] 戦争最後の日である明日
   *[no] 明日
}、マスターは一日中眠り、{ -command-spell }も移動も使えません。
war-warn-upkeep = 日の終わりに{ -servant }の維持に{ $need }MPが必要ですが、使えるMPは{ $have }です。それまでにMPを得なければ消滅します。
war-warn-engaged-move = このターンはあなたが{ -encounter }か{ -ambush }に関わっています。ここで宣言する移動は、戦闘にならなかった場合にだけ行われます。

## 脱落。
war-out-title = 脱落
war-out-head = { $name }は聖杯戦争から脱落しました
war-out-goes-on = 戦争はあなた抜きで続きます。最後まで観戦するか、離れてください（「続きから」で再開できます）。
war-out-watch = 最後まで観戦
war-out-watch-tip = 残った陣営の毎ターンと戦闘を、そのまま見ます。
war-out-skip-fights = 観戦（戦闘は早送り）
war-out-skip-fights-tip = 街のターンはそのまま、残った陣営の戦闘は一度に終わり、結果はログに残ります。
war-out-leave = 離れる
war-out-leave-tip = タイトルに戻ります。戦争は「続きから」で再開できます。
war-clock = 残り{ $time }
war-clock-tip = この戦いで設定された宣言の制限時間です（原典：5分以内に宣言が無かった場合は待機として扱います）。時間切れになると規定の行動が選ばれます：移動なしの待機、パス、カードなしのガード、または終了。ポーズメニューの間は止まります。
war-bond-title = マスターとの交流
war-bond-line = 「{ $line }」
war-bond-level = 絆
war-bond-of = { $bond }／{ $of }
war-bond-unlocked = 4つめのマスタースキルが解禁：{ $skill }
war-bond-ahead = あと{ $left }回、戦わずに待機すれば（マスターが起きているターン）、4つめのスキルが解禁されます：{ $skill }。
war-bond-continue = 続ける
war-fight-over-title = 戦闘終了
war-fight-over-continue = 街に戻る
