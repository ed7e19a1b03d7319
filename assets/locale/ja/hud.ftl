# The duel board: top and bottom bars, side panel, prompts, buttons, tooltips, the reasons an action is unusable, the AI's announcements, the end screen.

## Hot seat: the curtain between the players.
hud-curtain-turn = { $name }のターンです。
hud-curtain-move = { $name }の番です。
hud-curtain-hint = 相手に画面が見えないことを確かめてから { $key } を押してください。
hud-curtain-lift = 私が{ $name }です

## The bars and the side panel's buttons.
hud-opponent-hand-empty = 手札：なし
hud-opponent-hand = 手札：{ $cards }
hud-hand-hidden = 手札{ $n }枚（非公開）
hud-speed = 速度 { $speed }倍
hud-slower = 遅く (−)
hud-faster = 速く (+)
hud-skip = スキップ
hud-skip-tip = 表示待ちの行動をすぐに表示
hud-log-hide = ログを隠す
hud-log-show = ログを表示
hud-log-no-room = ここにはログを表示する場所がありません。設定でUIの倍率を小さくしてください。
hud-rules = ルール
hud-menu = メニュー
hud-duel-over = 対戦終了。{ $outcome }
hud-see-result = 結果を見る

## Each side's counters and its public piles.
hud-ether = ♦ { -ether } { $n }
hud-ether-tip = { -ether }はカードやスキルのコストになります。毎ターンの終わりに0になります。
hud-hand-count = { -hand } { $n }
hud-deck-count = { -deck } { $n }
hud-deck-tip = { -deck }が尽きると{ -deck-rebuild }を行い、{ -astral-charge }を1つ得ます。
hud-ether-area-count = { -ether-area } { $n }
hud-cemetery-count = { -cemetery } { $n }
hud-pile-tip = 公開情報：クリックでカードを確認
hud-astral-charges = アストラル ★ { $n }
hud-astral-tip = { -astral-charge }1つで、{ -arcastella }1体が{ -astral-code }を使えます。{ -deck-rebuild }で得られます。
hud-pile-ether-area = { $name }の{ -ether-area }
hud-pile-cemetery = { $name }の{ -cemetery }
hud-pile-empty = まだカードはありません。
hud-pile-card = { $place }. { $name }（{ -ether } { $cost }）

## The side panel: turn, phases, Pass, Undo, Hint.
hud-undo = 取り消す
hud-undo-none = 取り消せる行動はありません（最後の選択のあとにダイス・ドロー・公開があると確定します）
hud-redo = やり直す
hud-turn-of-limit = ターン { $turn } / { $limit }
hud-your-turn = あなたのターン
hud-turn-of-player = { $name }のターン
hud-phase-start = スタート
hud-phase-draw = ドロー
hud-phase-charge = チャージ
hud-phase-main = メイン
hud-phase-end = エンド
hud-showing-moves = 行動を{ $n }件表示中…（{ $key }でスキップ）
hud-pass-done-charging = チャージ終了
hud-pass-continue = 続ける
hud-pass-no-block = ブロックしない
hud-pass = パス
hud-pass-done-charging-tip = このチャージフェイズの残りをすべてパスします
hud-pass-not-here = 今はパスできません
hud-pass-once = 1回だけパス
hud-pass-once-tip = 相手がこのあと{ -ether-conversion }したカードには、まだ応じられます
hud-hint = ヒント
hud-hint-thinking = 考え中…
hud-hint-tip = AIに最善の手を3つ尋ねます
hud-hint-busy-tip = AIが最善の手を3つ探しています
hud-hint-move = { $action }（{ $percent }%）
hud-hint-play = この手を選ぶ
hud-ai-thinking = AIが考えています…
hud-not-now-over = 対戦は終了しました
hud-not-now-not-yours = 今はあなたの選択ではありません
hud-not-now-showing = 直前の行動の表示が終わるまでお待ちください（スキップキーですぐに表示）

## Banners and numbers rising over the board.
hud-turn-banner = ターン{ $turn } — { $whose }
hud-phase-banner = { $phase }フェイズ
hud-fx-barrier = { -barrier }
hud-fx-def = −{ $n } { -def }
hud-fx-fallen = { -fallen }

## The hand's card faces and their tooltips.
hud-hand-empty = 手札はありません。
hud-card-timing = { $icon } { $timing }
hud-card-timing-resonance = { $icon } { $timing } · 共鳴{ $resonance }
hud-card-cost-timing = { -ether } { $cost } · { $icon } { $timing }

## The labels over each unit.
hud-label-stats = HP { $hp }/{ $max }  { -def } { $def }
hud-label-power = { -power } { $power }
hud-label-ward = { -ward } { $n }
hud-label-fallen = { -fallen }
hud-label-tapped = { -tap }状態
hud-label-resonance = 共鳴 { $stars }

## A unit's tooltip.
hud-tip-side = { $side }ユニット
hud-tip-arc-stats = { $class } · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-leader-stats = { $class } · { -leader } · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-attack = { $name }（{ $cost }）：{ $text }
hud-tip-support = ✚ { $name }（{ $cost }）：{ $text }
hud-tip-leader-skill = { -leader-skill }「{ $name }」：{ $text }
hud-tip-astral = ★ { -astral-code }「{ $name }」（{ $cost } + チャージ1）：{ $text }
hud-tip-on-fallen = { -fallen }時：{ $text }
hud-tip-follower-stats = { -follower } · HP { $hp }/{ $max } · { -def } { $def }
hud-tip-pulse = パルス（持ち主のターン開始時）：{ $text }
hud-tip-on-ko = 撃破時：{ $text }
hud-tip-arc-terms = { -def } { -astral-code }
hud-tip-follower-terms = { -follower } { -def }
hud-lasting-recurring = 繰り返す効果
hud-lasting = 継続：{ $what }（残り{ $n }回）

## An action in words: hints, the AI's announced move.
hud-action-cast = { $caster }が「{ $card }」を使用
hud-action-cast-on = { $caster }が{ $target }に「{ $card }」を使用
hud-action-skill = { $user }：{ $skill }
hud-action-skill-on = { $user }：{ $skill } → { $target }
hud-action-astral = { $user }：{ -astral-code }「{ $skill }」
hud-action-astral-on = { $user }：{ -astral-code }「{ $skill }」 → { $target }
hud-action-convert = { $card }を{ -ether-conversion }
hud-action-convert-effect = { $card }を{ -ether-conversion }し{ -ether-effect }を発動
hud-action-block = { $unit }でブロック
hud-action-no-block = ブロックしない
hud-action-pass = パス
hud-action-concede = 投了

## While others decide.
hud-ai-move = { $name }：{ $action }
hud-to-move = { $name }の番です
hud-thinking = { $name }が考えています…
hud-arc-menu-title = { $name }の行動

## Why a card or skill cannot be used now (the core's reasons).
hud-unusable-game-over = 対戦は終了しています
hud-unusable-not-your-decision = あなたの選択を待ってください
hud-unusable-decide-block-first = 先に{ -block }を決定
hud-unusable-only-turn-start-cards = 開始時カードのみ
hud-unusable-timing-turn-start = ターン開始時のみ
hud-unusable-only-your-turn = 自分のターンのみ
hud-unusable-only-opponent-turn = 相手のターンのみ
hud-unusable-cannot-convert = 今は{ -ether-conversion }できません
hud-unusable-needs-ether = { -ether }が{ $need }必要（現在{ $have }）
hud-unusable-needs-class = { -fallen }していない{ $class }が必要
hud-unusable-needs-resonance = { -resonance }が{ $need }必要（現在{ $have }）
hud-unusable-needs-aura-resonance = { -resonance }{ $n }以上の{ $class }が必要
hud-unusable-fallen = { -fallen }
hud-unusable-tapped = { -tap }状態
hud-unusable-support-used = このターンはもう使用済み
hud-unusable-needs-astral-charge = { -astral-charge }が必要（{ -deck-rebuild }で獲得）
hud-unusable-not-priority = メインフェイズで優先権があるときのみ
hud-unusable-no-legal-target = 選べる対象がありません
hud-unusable-no-such-skill = そのスキルはありません

## An Arcastella's menu.
hud-option-attack = { $name } — { $cost }
hud-option-support = { $name } — { $cost }（{ -support-skill }）
hud-option-support-detail = { $icon } { $timing }。{ $text }
hud-option-astral-name = { -astral-code }「{ $name }」
hud-option-astral = { -astral-code }「{ $name }」 — { $cost } + チャージ1
hud-takes = { $n }ダメージ
hud-takes-range = { $least }〜{ $most }ダメージ
## A hit wholly stopped, and by what.
hud-takes-none = 0ダメージ（{ $by ->
    [barrier] { -barrier }が防ぐ
    [ward] { -ward }が防ぐ
   *[def] { -def }が防ぐ
}）

## The person's decision: prompts and buttons.
hud-no-blocker-warning = ブロックできる最後の{ -arcastella }が{ -tap }されます。相手の攻撃をブロックできる者がいなくなります。
hud-charge-prompt = チャージフェイズ：カードをクリックして{ -ether-conversion }するか、「チャージ終了」を押してください。
hud-cancel = キャンセル
hud-close = 閉じる
hud-convert-prompt = { $card }を{ -ether-conversion }しますか？
hud-ether-effect-spent = このターンの{ -ether-effect }は使用済みです。
hud-choose-caster = 「{ $what }」を使用する{ -arcastella }を選んでください
hud-choose-target = { $what }の対象を選んでください
hud-target-takes = { $unit } — { $takes }
## One of several look-alike followers, by its place on the board.
hud-unit-placed = { $unit }（左から{ $n }番目）
hud-turn-start-prompt = ターン開始時：ターン開始時のカードを使うか、続けてください。
hud-your-move-prompt = あなたの番：カードを使う、{ -arcastella }をクリック（{ $keys }）して行動する、またはパス。
hud-opponent-turn-prompt = 相手のターン：[相手のターン]か[好きなタイミング]のカードやスキルで応じるか、パスしてください。
hud-convert-with-effect = { -ether-conversion }（+{ $ether }）して発動：{ $effect }
hud-convert-plain = { -ether-conversion }（{ -ether } +{ $ether }）
hud-no-block-takes = ブロックしない：{ $target }が{ $n }ダメージ
hud-block-with-takes = { $unit }でブロック：{ $n }ダメージ
hud-block-prompt = { $attacker }の{ $source }が{ $target }に{ $amount }ダメージ（{ -def }適用前）。ブロックしますか？

## The end screen.
hud-end-title = 対戦終了
hud-end-you-win = あなたの勝ち！
hud-end-wins = { $name }の勝ち
hud-end-draw = 引き分け
hud-end-turns = { $n }ターン
hud-end-player-deck = { $name } — { $deck }
hud-end-col-arcastella = { -arcastella }
hud-end-col-damage = 与えたダメージ
hud-end-col-hp = 残りHP
hud-end-followers = { -follower }
hud-end-rematch = 再戦
hud-end-main-menu = メインメニュー
hud-end-how = 決着までの流れ
hud-end-recap-line = ターン{ $turn }：{ $text }
hud-pass-until-turn = 自分のターンまでパス
hud-pass-until-turn-tip = 今と、相手のターンの残りの選択をすべてパスします。攻撃されたときのブロックは選べます。
