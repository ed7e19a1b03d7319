# 聖杯戦争の準備：陣営、日数の上限、シード。

war-setup-title = 聖杯戦争
war-setup-about = 最大七人の{ -master }が、それぞれ異なるクラスの{ -servant }と組み、聖杯を求めて街で戦います。一日は朝・昼・夜の三つ。最後まで生き残った陣営が聖杯を手にします。
war-setup-add-faction = 陣営を追加
war-setup-remove-faction = 外す
war-setup-faction-count = 陣営は{ $min }つから{ $max }つまで。クラスは陣営ごとに一つずつです。
war-setup-hot-seat = { $n }人で遊ぶホットシート戦です。この画面を交代で使います。

## 陣営の表：一行に一陣営。
war-setup-col-who = 操作
war-setup-col-servant = { -servant }
war-setup-col-master = { -master }
war-setup-class-taken = 他の陣営がすでに{ $class }を選んでいます。各陣営のクラスはすべて異なります。
war-setup-master-taken = この{ -master }は他の陣営がすでに選んでいます。

## 戦争全体。
war-setup-days = 日数：
war-setup-days-note = 戦争は最長{ $days }日間です。最終日には聖杯が現れ、その日の夜が終わると勝者が決まります。聖杯の地区にただ一つ立つ陣営が勝ち、いなければ聖杯ポイント最多の陣営、それも同じなら{ -servant }のHPの残りの割合が最も高い陣営です。
war-setup-start = 聖杯戦争を始める

## コアが準備を受け付けない理由（G-2）。$seat は準備画面での陣営の名前。
setup-error-faction-count = 聖杯戦争の陣営は2つから7つまでです（{ $got }つではありません）。
setup-error-day-limit = 戦争は2日以上続きます。
setup-error-unknown-map = ゲームデータにマップ「{ $map }」がありません。
setup-error-too-few-starts = このマップには、この数の陣営が始める地区が足りません。
setup-error-unknown-servant = { $seat }：ゲームデータに{ -servant }「{ $servant }」がいません。
setup-error-unknown-master = { $seat }：ゲームデータに{ -master }「{ $master }」がいません。
setup-error-class-taken = { $seat }：他の陣営がすでに{ $class }を選んでいます。各陣営のクラスはすべて異なります。
setup-error-class-mismatch = { $seat }：{ $servant }は{ $class }ではありません。
setup-error-no-class-left = { $seat }：引けるクラスが残っていません。
setup-error-no-servant-of-class = { $seat }：ゲームデータに引ける{ $class }がいません。
setup-error-master-taken = { $seat }：この{ -master }は他の陣営がすでに選んでいます。
setup-error-no-master-left = { $seat }：引ける{ -master }が残っていません。他の陣営がすべて選んでいます。
setup-error-skirmish-faction-count = スカーミッシュの陣営は2つから4つまでです（{ $got }つではありません）。
setup-error-skirmish-range-count = 陣営ごとに戦闘からの距離が必要です。
setup-error-skirmish-range = { $seat }：陣営は戦闘の地区から0～3地区離れて始めます（{ $range }ではありません）。
setup-error-skirmish-fighters = 少なくとも二つの陣営が、待機せずに戦う必要があります。
setup-error-skirmish-waiting-seat = 待機する陣営が、このスカーミッシュの陣営ではありません。
setup-error-skirmish-ambusher-seat = { -ambush }を仕掛けた陣営が、このスカーミッシュの陣営ではありません。
setup-error-skirmish-ambusher-waits = { $seat }は{ -ambush }を仕掛けながら待機することはできません。仕掛けた陣営は戦います。
setup-error-skirmish-no-district = 求められたすべての距離に地区がある地区が、このマップにはありません。
