# 設定画面と設定ファイルの通知。

settings-speed = アニメーションの速さ
settings-speed-value = { $speed }倍
settings-ui-scale = 表示の大きさ
settings-fullscreen = フルスクリーン
settings-colour-blind = 色覚に配慮したプレイヤー色
settings-colour-blind-pair = 青とオレンジ
settings-show-log = 盤面の横にログを表示
settings-language = 言語
settings-language-en = English
settings-language-ja = 日本語
settings-title = 設定

settings-reset-title = 設定を初期化しました
settings-reset-ok = OK
settings-reset-body = 設定ファイルを読み込めなかったため、初期設定を使います。
settings-reset-kept = 元のファイルは { $path } として残しました。
settings-reset-not-kept = 元のファイルを退避できませんでした：{ $error }
settings-reset-not-saved = 初期設定を保存できませんでした：{ $error }

settings-keys = キー操作
settings-keys-hint = 操作をクリックしてから新しいキーを押します（Escで変更しない）
settings-key-waiting = キーを押してください…
settings-key-unbound = （なし）
settings-key-tip = クリックしてから、この操作に使うキーを押します
settings-default-keys = 初期設定に戻す
settings-keys-reset = すべてのキーを初期設定に戻しました。
settings-remap-kept = 「{ $action }」のキーはそのままです。
settings-remap-unbindable = { $key } は割り当てられません。別のキーを選んでください。
settings-remap-taken = 「{ $action }」を { $key } にしました（「{ $other }」からは外しました）。
settings-remap-done = 「{ $action }」を { $key } にしました。

settings-action-confirm = 決定
settings-action-cancel = キャンセル／メニュー
settings-action-pass = パス
settings-action-next-target = 次の対象
settings-action-prev-target = 前の対象（Shift + Tab でも可）
settings-action-card = { $n }枚目の手札
settings-action-arc = { $n }体目の{ -arcastella }で行動
settings-action-log = ログの表示／非表示
settings-action-hint = ヒント
settings-action-rules = ルール
settings-action-faster = アニメーション・再生を速く
settings-action-slower = アニメーション・再生を遅く
settings-action-skip = アニメーションを飛ばす
settings-action-screenshot = スクリーンショットを保存
settings-action-play-pause = リプレイ：再生／一時停止
settings-action-step-forward = リプレイ：1イベント進む
settings-action-step-back = リプレイ：1イベント戻る
settings-action-next-turn = リプレイ：次のターン（Shift + → でも可）
settings-action-prev-turn = リプレイ：前のターン（Shift + ← でも可）
settings-action-show-hands = リプレイ：両者の手札の表示／非表示
settings-action-undo = 元に戻す（Ctrl + Z）
settings-action-redo = やり直す（Ctrl + Shift + Z）

settings-key-none = キーなし
settings-key-space = スペース
settings-key-enter = Enter
settings-key-numpad-enter = テンキーEnter
settings-key-escape = Esc
settings-key-tab = Tab
settings-key-backspace = BackSpace
settings-key-delete = Delete
settings-key-insert = Insert
settings-key-home = Home
settings-key-end = End
settings-key-page-up = PageUp
settings-key-page-down = PageDown
settings-key-arrow-up = ↑
settings-key-arrow-down = ↓
settings-key-arrow-left = ←
settings-key-arrow-right = →
settings-key-numpad = テンキー{ $key }

# 設定ファイルの問題（「ファイル：フィールド で、」の後）。
settings-fault-speed = { $value } は 0.5 から 4 の間ではありません
settings-fault-ui-scale = { $value } は 0.75 から 1.5 の間ではありません
settings-fault-language = 「{ $code }」はこのゲームの言語ではありません（en、ja）
settings-fault-no-such-action = そのような操作はありません
settings-fault-not-a-key = 「{ $key }」はキーの名前ではありません
settings-stops = 決闘の停止
settings-stops-tip = パスするだけでもよい場面で、選択を求めるかどうか。オフにした場面は自動でパスします。ブロックは必ず選択を求めます。ホットシートでは、自動でパスした場面で交代は起きません。
settings-stops-own = 自分のターン：
settings-stops-theirs = 相手のターン：
settings-stop-start = 開始時
settings-stop-charge = チャージ
settings-stop-main = メイン
