# 設定画面と設定ファイルの通知。

settings-speed = アニメーションの速さ
settings-speed-value = { $speed }倍
settings-ui-scale = 表示の大きさ
settings-fullscreen = フルスクリーン
settings-colour-blind = 色覚に配慮したプレイヤー色
settings-colour-blind-pair = 青とオレンジ
settings-show-log = 盤面の横にログを表示
settings-language = 言語
