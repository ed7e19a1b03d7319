# 聖杯戦争画面の街の地図：地区、霊地、道、移動の計画。

## 霊地の種類（G-5.3）。
city-leyline-none = なし
city-leyline-small = 小霊地
city-leyline-medium = 中霊地
city-leyline-large = 大霊地
city-leyline-dragon-vein = 龍脈

## 地図の上の説明。
city-legend-leyline = { -leyline }（{ -rest }ボーナス）：
city-legend-level = { $level } +{ $bonus }
city-legend-road = 道：1
city-legend-rough = 坂道：2
city-legend-soul-eaten = 魂喰い済み
city-legend-you = あなた
city-legend-grail = 聖杯

## 地区にカーソルを合わせたときのカード。
city-card-leyline = { $level }：ここで{ -rest }すると、回復の判定ごとに+{ $bonus }
city-card-no-leyline = { -leyline }なし：ここで{ -rest }しても回復は増えない
city-card-grail = 聖杯がここに現れた。
city-card-soul-eaten = 魂喰い済み：ここではもう{ -soul-eating }できない。
city-card-nobody = ここにいると分かっている陣営はない。
city-card-you = { $faction }（あなた）
city-card-click = クリックで選び、もう一度クリックで実行。

## 提示された地区までの移動コスト。
city-cost = コスト{ $cost }
