# タイトル画面、対戦の準備、続きから、ポーズメニューとその確認。

menu-back = 戻る
menu-game-name = HorizonNotes
menu-tagline = 星は歌う、{ -arcastella }の決闘
menu-continue = 続きから
menu-unfinished-games = 中断中のゲーム（{ $n }）
menu-unfinished-title = 中断中のゲーム
menu-ai-strength = AIの強さ：
menu-new-duel-ai = AIと対戦
menu-new-duel-hot-seat = 2人で対戦（1台を交代で）
menu-grail-war = 聖杯戦争
menu-skirmish = スカーミッシュ
menu-skirmish-note = 一度の戦闘を決着まで
menu-grail-war-whole = 聖杯戦争の全編
menu-grail-war-whole-note = 最大七つの陣営で
menu-replays = リプレイ
menu-how-to-play = 遊び方
menu-rules = ルール
menu-settings = 設定
menu-quit = 終了

menu-save-line = { $game } · { $players } · { $progress } · { $saved }
menu-save-duel = 決闘
menu-save-turn = { $turn }ターン目
menu-saved = 保存済み
menu-saved-just-now = たった今保存
menu-saved-minutes = { $n }分前に保存
menu-saved-hours = { $n }時間前に保存
menu-saved-days = { $n }日前に保存
menu-delete = 削除
menu-save-broken = { $file }：{ $why }
menu-save-grail = 聖杯戦争のゲーム：このバージョンでは続きを遊べません
menu-saves-unreadable = { $dir } を読み込めません：{ $error }
menu-save-cannot-delete = { $file } を削除できません：{ $error }

menu-setup-title = 新しい決闘
menu-random-deck = ランダムデッキ
menu-random-deck-note = 開始時に既成のデッキから1つを選びます。
menu-setup-leader = リーダー
menu-setup-arc-stats = { $class } · HP { $hp } · { -def } { $def }
menu-setup-cards = { $n }枚
menu-setup-first = 先攻：
menu-setup-coin-flip = コイントス
menu-setup-second-ether = 後攻は先攻の出だしに応じられるよう、{ -ether }を{ $n }点持って始めます。
menu-setup-start = 決闘開始

menu-paused = 一時停止
menu-resume = 再開
menu-concede = 投了
menu-concede-ask = この決闘を投了しますか？
menu-concede-yes = 投了する
menu-no = いいえ
menu-leave = メインメニューに戻る
menu-leave-ask-saved = この決闘を離れますか？ 保存済みなので、タイトル画面の「続きから」で再開できます。
menu-leave-ask-unsaved = この決闘を離れますか？ 保存されていないため、再開できません。
menu-leave-yes = 離れる
menu-rules-window = 遊び方・ルール
