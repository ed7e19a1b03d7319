# 聖杯戦争の準備：陣営、日数の上限、シード。

war-title = 聖杯戦争
war-about = 最大七人の{ -master }が、それぞれ異なるクラスの{ -servant }と組み、聖杯を求めて街で戦います。一日は朝・昼・夜の三つ。最後まで生き残った陣営が聖杯を手にします。
war-add-faction = 陣営を追加
war-remove-faction = 外す
war-faction-count = 陣営は{ $min }つから{ $max }つまで。クラスは陣営ごとに一つずつです。
war-hot-seat = { $n }人で遊ぶホットシート戦です。この画面を交代で使います。

## 陣営の表：一行に一陣営。
war-col-who = 操作
war-col-servant = { -servant }
war-col-master = { -master }
war-class-taken = 他の陣営がすでに{ $class }を選んでいます。各陣営のクラスはすべて異なります。
war-master-taken = この{ -master }は他の陣営がすでに選んでいます。

## 戦争全体。
war-days = 日数：
war-days-note = 戦争は最長{ $days }日間です。最終日には聖杯が現れ、その日の夜が終わると勝者が決まります。聖杯の地区にただ一つ立つ陣営が勝ち、いなければ聖杯ポイント最多の陣営、それも同じなら{ -servant }のHPの残りの割合が最も高い陣営です。
war-start = 聖杯戦争を始める
