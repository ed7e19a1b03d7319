# Card and skill text generated from effect data.

# Whom an effect reaches, as its sentence names them.
effect-target-chosen = 対象
effect-target-caster = 使用者
# Only inside a lasting effect, whose sentence names the unit it is on first.
effect-target-bearer = そのユニット
effect-target-own-leader = 自分のリーダー
effect-target-enemy-leader = 敵リーダー
effect-target-all-enemy-units = 敵ユニット全体
effect-target-all-enemy-arcastella = 敵{ -arcastella }全体
effect-target-all-enemy-followers = 敵{ -follower }全体
effect-target-all-ally-arcastella = 味方{ -arcastella }全体
effect-target-all-ally-followers = 味方{ -follower }全体
effect-target-all-ally-units = 味方ユニット全体
effect-target-random-enemy-unit = ランダムな敵ユニット1体
effect-target-lowest-hp-ally = HPが最も低い味方{ -arcastella }

# What a card asks its caster to pick.
effect-pick-enemy-unit = 対象：敵ユニット1体
effect-pick-enemy-arcastella = 対象：敵{ -arcastella }1体
effect-pick-enemy-follower = 対象：敵{ -follower }1体
effect-pick-ally-arcastella = 対象：味方{ -arcastella }1体
effect-pick-ally-unit = 対象：味方ユニット1体

# An amount that grows with something: its base, then what each one adds.
effect-scaled-resonance = { $base }（{ -resonance }1につき+{ $per }）
effect-scaled-ally-followers = { $base }（味方{ -follower }1体につき+{ $per }）
effect-scaled-afterglow = { $base }（{ -cemetery }の{ -afterglow }1枚につき+{ $per }）
effect-scaled-has-code = { $base }（使用者が{ -sephirot-code }を装備していれば+{ $per }）

# A stat change; the value carries its sign.
effect-stat-def = { -def } { $value }
effect-stat-power = { -power } { $value }
effect-stat-ward = { -ward } { $value }

effect-duration-this-turn = このターン
effect-duration-until-end = 自分のターン終了時まで（{ $count }回）
effect-duration-until-next = 次の自分のターンまで
effect-duration-next-turns = 次の自分のターン{ $count }回の間

effect-damage = { $target }に{ $amount }ダメージを与える。
effect-heal = { $target }のHPを{ $amount }回復する。
effect-draw = カードを{ $count }枚引く。
effect-gain-ether = { -ether }を{ $amount }獲得する。
effect-tap = { $target }を{ -tap }する。
effect-untap = { $target }を{ -untap }する。
effect-modify = { $target }は{ $duration }、{ $stat }。
effect-barrier = { $target }に{ -barrier }を付与する。
effect-periodic = 継続効果（次の自分のターン{ $count }回、各{ $when ->
    [start] 開始時
   *[end] 終了時
}）：{ $effects }
effect-periodic-on = { $target }に継続効果を付与（次の自分のターン{ $count }回、各{ $when ->
    [start] 開始時
   *[end] 終了時
}）：{ $effects }
effect-summon = { $name }を{ $count }体{ -summon }する。
effect-equip = この{ -sephirot-code }を{ $target }に装備する。
effect-gain-resonance = { $target }の{ -resonance }+{ $amount }。
effect-break-code = { $target }の{ -sephirot-code }を破壊する。
effect-recover = { -cemetery }の一番上の{ $kind }を{ -hand }に戻す。

# Two sentences in a row, and two items of a list.
effect-then = { $first }{ $then }
effect-list = { $first }、{ $then }

effect-code = { -sephirot-code }：{ $mods }（脆さ{ $fragility }）
effect-ether-effect = { -ether-effect }：{ $effects }
effect-needs-resonance = { -resonance }{ $amount }

# What a skill costs.
effect-cost-free = コストなし
effect-cost-ether = { -ether }{ $ether }
effect-cost-resonance = { -resonance }{ $resonance }
effect-cost-both = { -ether }{ $ether }＋{ -resonance }{ $resonance }

# An attack's damage, and what else it does.
effect-attack = { $damage }ダメージ
effect-attack-riders = { $damage }ダメージ。{ $riders }
