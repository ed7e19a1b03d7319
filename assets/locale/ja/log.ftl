# The log lines made from the duel core's events.
# $player names a player; $you is "yes" when that player is the one at the screen, whom
# English addresses as "You" (with the verb's other form).

log-game-started = 決闘開始（シード{ $seed }）。{ $player }の先攻。
log-turn = — ターン{ $turn }：{ $player } —
log-phase = { $phase }フェイズ。
log-untaps = { $unit }が{ -untap }。
log-tapped = { $unit }が{ $cause ->
    [attack] 攻撃して
    [astral] { -astral-code }を使って
    [block] { -block }して
   *[effect] 効果で
}{ -tap }。
log-draws = { $player }がカードを1枚ドロー。
log-hand-full = { $player }の{ -hand }は上限のためドローなし。
log-no-cards = { $player }はドローできるカードがない。
log-deck-rebuilt = { $player }が{ $cards }枚で{ -deck-rebuild }：{ -astral-charge }+1。
log-astral-charges = { $player }の{ -astral-charge }は{ $charges }。
log-converted = { $player }が{ $card }を{ -ether-conversion }：{ -ether }+{ $gained }。
log-ether-effect = { $card }の{ -ether-effect }が発動。
log-ether = { $player }の{ -ether }は{ $ether }。
log-passes = { $player }がパス（{ $phase }フェイズ）。
log-casts = { $caster }が「{ $card }」を使用。
log-casts-on = { $caster }が{ $card }を{ $target }に使用。
log-uses = { $user }が「{ $skill }」を使用。
log-uses-on = { $user }が{ $skill }を{ $target }に使用。
log-astral-code = { $user }が{ -astral-code }「{ $code }」を{ $target }に放つ！
log-triggers = { $source }が発動。
log-dice = ダイス：{ $faces } = { $total }。
log-dice-bonus = ダイス：{ $faces }（{ $sum }）{ $bonus } = { $total }。
log-blocks = { $blocker }が{ $target }をかばって{ -block }。
log-no-block = { $player }は{ -block }しない。
log-break-check = { $unit }の{ $code }の破損判定：出目{ $roll }、脆さ{ $fragility }で{ $broke ->
    [yes] 破損
   *[other] 無事
}。
log-code-equipped = { $unit }が{ $code }を装備。
log-code-removed = { $unit }の{ $code }が{ $reason ->
    [broken] 破損した
    [replaced] 付け替えられた
    [bearer-fell] 装備者とともに失われた
   *[effect] 破壊された
}。
log-damage = { $target }に{ $amount }{ $kind ->
    [astral] アストラルダメージ
    [spell] スペルダメージ
    [support] 支援スキルダメージ
   *[other] ダメージ
}、残りHP { $hp }。
# $reductions lists what took the damage down from $raw.
log-damage-reduced = { $target }に{ $amount }{ $kind ->
    [astral] アストラルダメージ
    [spell] スペルダメージ
    [support] 支援スキルダメージ
   *[other] ダメージ
}（{ $raw }から{ $reductions }）、残りHP { $hp }。
log-reduced-def = { -def }−{ $amount }
log-reduced-ward = { -ward }−{ $amount }
log-reduced-barrier = { -barrier }
log-healed = { $unit }のHPが{ $amount }回復、HP { $hp }。
log-barrier = { $unit }が{ -barrier }を得た。
log-resonance = { $unit }の{ -resonance }は{ $value }。
log-lasting = { $source }の効果が続く。
log-lasting-on = { $unit }が{ $source }の効果を受けた。
log-lasting-ends = { $source }の効果が終了。
log-lasting-ends-on = { $unit }への{ $source }の効果が終了。
log-a-lasting-ends = 継続効果が終了。
log-summoned = { $unit }が{ -summon }された。
log-summon-failed = { $player }は{ -follower }をこれ以上出せない。
log-fell = { $unit }が{ -fallen }！
log-follower-defeated = { $unit }は{ $card }になった。
log-to-cemetery = { $card }は{ -cemetery }へ。
log-returns = { $player }が{ $card }を{ -hand }に戻す。
log-action-cap = { $phase }フェイズは行動回数の上限に達したため終了。

# How a duel ended; the end screen shows it too.
log-win = { $player }の勝利：{ $reason ->
    [leader-fallen] 敵リーダーが{ -fallen }
    [both-fallen] 両リーダーが{ -fallen }
    [turn-limit] ターン上限に到達、HPの多いリーダーの勝ち
   *[concede] { $loser }が投了
}。
log-draw-game = 引き分け：{ $reason ->
    [leader-fallen] 敵リーダーが{ -fallen }
    [both-fallen] 両リーダーが{ -fallen }
    [turn-limit] ターン上限に到達、HPの多いリーダーの勝ち
   *[concede] 相手が投了
}。
