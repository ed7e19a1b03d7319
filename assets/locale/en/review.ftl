# The review of a replay (the Review button on the Replays screen and the end screens).

review-title = Review
review-button = Review
review-button-tip = Watch this game with its review: each side's chance to win over the game, its mistakes and the better moves
review-running = Reviewing the game: { $done } of { $total } decisions
review-running-why = Each decision is searched from what its side could know. The replay can be watched meanwhile.
review-cancel = Cancel
review-cancelled = The review was cancelled.
review-close = Close the review
review-cannot = This game cannot be reviewed: { $why }
review-reused = The review saved with this replay is shown.
review-seat-numbered = { $name } { $n }

review-col-side = Side
review-col-accuracy = Accuracy
review-col-inaccuracies = Inaccuracies
review-col-mistakes = Mistakes
review-col-blunders = Blunders
review-col-luck = Luck
review-accuracy = { $value }%
review-points = { $points } pts

review-axis-win = Chance to win (%)
review-turning-point = Turning point
review-blunder = Blunder
review-mistake = Mistake
review-inaccuracy = Inaccuracy
review-big-roll = Big roll or draw
review-click-hint = Click the graph or a line below to watch that moment.
review-row-tip = Watch this moment

review-tab-turning-points = Turning points
review-tab-mistakes = Mistakes of { $side }
review-no-turning-points = No swing of 10 points or more: an even game throughout.
review-no-mistakes = No inaccuracy, mistake or blunder.
review-mistakes-order = Worst first; click one to see its moment.
review-turning-line = { $when }: { $what } — { $side } { $swing }{ $mistake ->
    [yes] , after a mistake
   *[no] {""}
}
review-moment-move = { $side } played “{ $played }”{ $luck ->
    [yes] , and the dice or a draw fell
   *[no] {""}
}
review-moment-hit = { $source } left { $target } at { $hp } HP
review-moment-hit-plain = { $target } was left at { $hp } HP
review-moment-fell = { $source } felled { $target }
review-moment-fell-plain = { $target } fell
review-moment-fell-credited = { $by } defeated { $target }
review-moment-escaped = { $target } got away from the fight
review-mistake-line = { $when } · { $class }: “{ $played }”; better “{ $best }”, which kept { $kept } points more

review-when-turn = Turn { $turn }
review-when-round = Round { $round }
review-when-day = Day { $day }, { $time }
review-free-actions = Open the free actions
review-some-move = a move
