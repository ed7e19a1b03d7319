# Words about content that no single item holds (classes, timings, card kinds).

class-aura-comporta = アウラ・コンポルタ
    .needs = アウラ・コンポルタが必要
    .rule = スペルを1枚使うごとに{ -resonance }+1。{ -resonance }はエンドフェイズごとにリセット。
class-sephira-warden = セフィラ・ワーデン
    .needs = セフィラ・ワーデンが必要
    .rule = 装備した{ -sephirot-code }が破損しにくい（脆さ−1）。
class-conductor = コンダクター
    .needs = コンダクターが必要
    .rule = { -follower }を{ -summon }する。{ -follower }は自分のターン開始時に効果を発動する。
class-comet = コメット
    .needs = コメットが必要
    .rule = 高火力だが{ -def }が低い。
class-bastion = バスティオン
    .needs = バスティオンが必要
    .rule = HPと{ -def }が高い。味方をかばって{ -block }する壁。

# A phase's own name; the messages that show it add "Phase".
phase-start = スタート
phase-draw = ドロー
phase-charge = チャージ
phase-main = メイン
phase-end = エンド

timing-your-turn = 自分のターン
timing-opponent-turn = 相手のターン
timing-any-time = 好きなタイミング
timing-turn-start = ターン開始時

# The kind of card a recovery takes back ("the top Spell card of your cemetery").
card-kind-spell = { -spell-card }
card-kind-code = { -sephirot-code }
card-kind-afterglow = { -afterglow }
