# リプレイ画面、再生バー、中断中のゲームの一覧。

replays-title = リプレイ
replays-no-data-folder = データフォルダがありません。$XDG_DATA_HOME か $HOME を設定してください。
replays-none-yet = リプレイはまだありません。最後まで遊んだ対戦は上のフォルダーに保存されます。中断中のゲームはタイトル画面の「続きから」にあります。
replays-folder-unreadable = { $dir } を読み込めません：{ $error }
replays-col-date = 日時
replays-col-game = ゲーム
replays-col-players = プレイヤー
replays-col-result = 結果
replays-col-length = 長さ
replays-game-duel = 決闘
replays-game-grail = 聖杯戦争
replays-game-skirmish = スカーミッシュ（聖杯戦争）
replays-actions = { $n }手
replays-watch = 観る
replays-cannot-read = 読み込めません
replays-refresh = 更新
replays-refusal-game = このゲームはまだ画面で再生できません
replays-refusal-content = 別のゲームデータで記録されています
replays-cannot-watch = このリプレイは再生できません：{ $why }

replays-vs = { " 対 " }
replays-seats-alike = { $name }×{ $n }

# 勝者とその陣営：「AI（ノーマル）（セイバー）」。
replays-winner-side = { $who }（{ $side }）
replays-result-unfinished = 未決着
replays-result-won = { $who }の勝利（{ $reason }）、{ $turns }ターン目
replays-result-draw = 引き分け（{ $reason }）、{ $turns }ターン目
replays-result-draw-plain = 引き分け、{ $turns }ターン目
replays-result-won-day = { $who }の勝利（{ $reason }）、{ $turns }日目
replays-result-draw-day = 引き分け（{ $reason }）、{ $turns }日目
replays-result-draw-plain-day = 引き分け、{ $turns }日目
replays-result-won-fight = { $who }の勝利（{ $reason }）
replays-result-draw-fight = 引き分け（{ $reason }）
replays-result-draw-plain-fight = 引き分け
replays-reason-leader-fallen = リーダーの{ -fallen }
replays-reason-both-leaders-fallen = 両リーダーの{ -fallen }
replays-reason-turn-limit = ターン上限
replays-reason-concession = 投了
replays-reason-last-standing = 最後の生き残り
replays-reason-grail-district = 聖杯の地区を保持
replays-reason-grail-points = 聖杯ポイント最多
replays-reason-hp-percent = 残りHP最多
replays-reason-held-the-field = 戦場に最後まで残った
replays-reason-draw = 引き分け

replays-problem-truncated = ファイルが途中で切れています。
replays-problem-newer = 新しいバージョンの HorizonNotes で作られたファイルです。
replays-problem-older = このバージョンでは読めない、古い HorizonNotes のファイルです。
replays-problem-other-content = 別のカードデータで記録されています。
replays-problem-tampered = 記録された手順が記録の結果と一致しません。ファイルが書き換えられています。
replays-problem-not-a-duel = これは聖杯戦争のリプレイで、決闘ではありません。

replays-bar-label = リプレイ
replays-bar-position = { $turn }ターン目 · { $action }/{ $actions }手 · イベント { $event }/{ $events }
replays-play = 再生
replays-pause = 一時停止
replays-play-tip = 再生／一時停止（{ $key }）
replays-step-back = 戻る
replays-step-back-tip = 1イベント戻る：盤面は手順から組み直されます（{ $key }）
replays-step-forward = 進む
replays-step-forward-tip = 1イベント進む（{ $key }）
replays-speed = 速さ
replays-speed-tip = 再生の速さ。アニメーションの速さの設定に掛け合わされます（速く：{ $faster }、遅く：{ $slower }）
replays-speed-value = { $speed }倍
replays-turn = ターン
replays-turn-tip = ターンの始めへ移動（前：{ $prev }、次：{ $next }。Shift + 矢印キーでも可）
replays-show-hands = 手札を表示
replays-hide-hands = 手札を隠す
replays-hands-tip = 両者の手札を表向きにするか、両方隠す（{ $key }）
replays-swap-sides = 手前を入れ替え
replays-swap-sides-tip = どちらの陣営を手前に表示するか
replays-menu-tip = 再開、またはリプレイを終了します（{ $key }）。
replays-take-over = ここから引き継ぐ
replays-take-over-tip = この手順の終わりから、{ $who }（手前）としてAI（ふつう）と対戦を続けます

# リプレイ・セーブファイルの問題の詳細。先頭にファイル名（common の fault-in-file）。
# フィールド名はファイル内のキーのまま。
replays-fault-at-field = { $field } で、{ $reason }
replays-fault-too-large = ファイルが { $bytes } バイトあります。リプレイは最大 { $max } バイトです
replays-fault-long-number = { $line }行：{ $max } 文字より長い数値があります
replays-fault-too-deep = { $line }行：入れ子が { $max } 段より深くなっています
replays-fault-missing = 項目がありません
replays-fault-version-newer = バージョン { $version } は新しいHorizonNotesで書かれています。このHorizonNotesが読めるのはバージョン { $ours } です
replays-fault-version-older = バージョン { $version } には対応していません。このHorizonNotesが読めるのはバージョン { $ours } です
replays-fault-not-seeded = リプレイはシード付きのダイスで遊んだものに限ります
replays-fault-seed = { $seed } が設定のシード { $setup } と違います
replays-fault-seats = 席が { $seats } つありますが、設定のプレイヤーは { $players } 人です
replays-fault-not-a-hash = SHA-256ハッシュ（16進数64桁）ではありません
replays-fault-no-duel-content = 決闘のカードデータが読み込まれていません
replays-fault-no-grail-content = 聖杯戦争のデータが読み込まれていません
replays-fault-other-content = 別のカードデータ（{ $recorded }…）で記録されています。このゲームのデータは { $ours }… です
replays-fault-setup = ゲームの設定がルールに合いません
replays-fault-no-more-actions = 行動がもうありません
replays-fault-refused = 記録された行動がルール上できません
replays-fault-diverges = この行動の後の状態が記録と違います（最初の食い違い）
replays-fault-hash = { $n } 個の行動はすべて適用できますが、結果の状態 { $got }… が記録の { $want }… と違います
replays-fault-result = 記録された結果と、行動から出る結果が違います
replays-fault-still-going = 記録ではゲームが終わっていますが、行動の後もゲームが続いています
replays-fault-two-seats = 席は2つのはずです
replays-fault-bad-bot = AIの設定として読めません
replays-fault-not-a-duel = 決闘ではなく聖杯戦争のリプレイです

