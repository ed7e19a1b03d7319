# リプレイの検討（リプレイ画面と終了画面の「検討」ボタン）。

review-title = 検討
review-button = 検討
review-button-tip = このゲームを検討付きで観る：両陣営の勝率の推移、悪手、より良い手
review-running = 検討中：{ $total }手中{ $done }手
review-running-why = 各手は、その陣営が知り得た情報だけから探索します。検討中もリプレイを観られます。
review-cancel = 中止
review-cancelled = 検討を中止しました。
review-close = 検討を閉じる
review-cannot = このゲームは検討できません：{ $why }
review-reused = このリプレイと共に保存された検討を表示しています。
review-seat-numbered = { $name }{ $n }

review-col-side = 陣営
review-col-accuracy = 精度
review-col-inaccuracies = 緩手
review-col-mistakes = 悪手
review-col-blunders = 大悪手
review-col-luck = 運
review-accuracy = { $value }%
review-points = { $points }pt

review-axis-win = 勝率（%）
review-turning-point = 転機
review-blunder = 大悪手
review-mistake = 悪手
review-inaccuracy = 緩手
review-big-roll = 大きな出目・ドロー
review-click-hint = グラフか下の行をクリックすると、その場面を観られます。
review-row-tip = この場面を観る

review-tab-turning-points = 転機
review-tab-mistakes = { $side }の悪手
review-no-turning-points = 10pt以上の変動はありません：最後まで互角のゲームでした。
review-no-mistakes = 緩手・悪手・大悪手はありません。
review-mistakes-order = 損失の大きい順。クリックでその場面へ。
review-turning-line = { $when }：{ $what } — { $side } { $swing }{ $mistake ->
    [yes] （悪手の後）
   *[no] {""}
}
review-moment-move = { $side }が「{ $played }」を選んだ{ $luck ->
    [yes] 。そしてダイスかドローが決めた
   *[no] {""}
}
review-moment-hit = { $source }で{ $target }のHPが{ $hp }に
review-moment-hit-plain = { $target }のHPが{ $hp }に
review-moment-fell = { $source }で{ $target }が倒れた
review-moment-fell-plain = { $target }が倒れた
review-moment-fell-credited = { $by }が{ $target }を倒した
review-moment-escaped = { $target }が戦闘から離脱した
review-mistake-line = { $when }・{ $class }：「{ $played }」。より良い手は「{ $best }」で、{ $kept }pt多く残せた
review-when-turn = ターン{ $turn }
review-when-round = ラウンド{ $round }
review-when-day = { $day }日目・{ $time }
review-free-actions = フリーアクションを開く
review-some-move = ある手
