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
