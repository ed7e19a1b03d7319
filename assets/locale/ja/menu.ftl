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
menu-house-balanced-start = ハウスルール：バランス開始
menu-house-balanced-start-tip =
    オフ（原作のルール）：後攻は{ -ether }{ $seed }点で始めます。
    オン：後攻は{ -ether }{ $house }点で始めます。
    AI同士の対戦では、原作の始め方は後攻に有利でした。このハウスルールはその差を縮めます。リプレイに記録されます。

menu-paused = 一時停止
menu-resume = 再開
menu-concede = 投了
menu-concede-ask = この決闘を投了しますか？
menu-concede-yes = 投了する
menu-no = いいえ
menu-leave = メインメニューに戻る
menu-leave-ask-saved = この決闘を離れますか？ 保存済みなので、タイトル画面の「続きから」で再開できます。
menu-leave-ask-unsaved = この決闘を離れますか？ 保存されていないため、再開できません。
menu-leave-game-ask-saved = このゲームを離れますか？ 保存済みなので、タイトル画面の「続きから」で再開できます。
menu-leave-game-ask-unsaved = このゲームを離れますか？ 保存されていないため、再開できません。
menu-leave-yes = 離れる
menu-back-to-replays = リプレイに戻る
menu-rules-window = 遊び方・ルール
