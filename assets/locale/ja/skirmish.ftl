# スカーミッシュの準備：聖杯戦争の一度の戦闘に加わる陣営、不意打ちした陣営、シード。

skirmish-title = スカーミッシュ
skirmish-about = 聖杯戦争の戦闘を一度だけ、決着まで戦います。各陣営は{ -servant }と{ -master }を一組ずつ出し、最後まで{ -servant }が戦い続けた陣営が勝ちです。
skirmish-add-side = 陣営を追加
skirmish-remove-side = 外す
skirmish-side-count = 陣営は{ $min }つから{ $max }つまで。

## 陣営ごと。
skirmish-servant-random = ランダムな{ -servant }
skirmish-master-random = ランダムな{ -master }
skirmish-servant-item = { $class } · { $name }
skirmish-class-taken = 他の陣営がすでに{ $class }を選んでいます。各陣営のクラスはすべて異なります。
skirmish-master-taken = この{ -master }は他の陣営がすでに選んでいます。
skirmish-range = 離れた地区数：
skirmish-range-tip = 戦闘の起きる地区から何地区離れて始めるか。0は戦闘の地区そのものです。
skirmish-waiting = 近くで待機し、介入に備える
skirmish-waiting-tip = 最初は戦いません。戦闘が始まったときに、加わるかどうかを選びます。

## スカーミッシュ全体。
skirmish-ambusher = { -ambush }を仕掛けた陣営：
skirmish-ambusher-nobody = なし
skirmish-ambusher-note = { -ambush }を仕掛けた陣営は、敏捷に関わらず1ラウンド目に最初に行動します。
skirmish-seed = シード：
skirmish-seed-random = 毎回ランダム
skirmish-seed-fixed = 指定する：
skirmish-seed-bad = シードには0から{ $max }までの数を入れてください。
skirmish-cannot-start = 開始できません：{ $why }
skirmish-start = スカーミッシュ開始

setup-clock = 宣言の制限時間：
setup-clock-seeds-on = 原典どおり：{ $minutes }分（2人以上）
setup-clock-seeds-off = 原典どおり：AI戦ではなし（2人以上で{ $minutes }分）
setup-clock-off = なし
setup-clock-minutes = 1回の選択に{ $minutes }分
setup-clock-tip = 原典：{ $minutes }分以内に宣言が無かった場合は待機として扱います。人の選択のたびに画面上の時計が減り、時間切れになると規定の行動になります：移動なしの待機、パス、カードなしのガード、または終了。ポーズメニューと交代画面の間は止まります。
