# The Rules screen, How to play and its pictures.
# The summary follows the seed rules (seeds/000) in its wording and terms.

rules-page-title = 遊び方・ルール
rules-tab-how-to-play = 遊び方
rules-tab-rules = ルール
rules-next = 次へ：ルール全文
rules-terms-head = 用語

## The rules summary (rules-duel.md), one headed paragraph each.

rules-goal-head = 勝利条件
rules-goal = 各プレイヤーは{ -arcastella }3体（うち1体がリーダー{ $crown }）と、20〜30枚の{ -spell-card }からなる{ -deck }で戦います。相手リーダーのHPを0にすれば勝利です。両リーダーが同時に倒れた場合は引き分け。30ターンを過ぎると、HPの残り割合が高いリーダーの側が勝利します。
rules-turn-head = ターンの流れ
rules-turn = スタートフェイズ：自分の{ -arcastella }が{ -untap }し、{ -leader-skill }と{ -follower }のパルスが発動し、［ターン開始時］のカードを使えます。ドローフェイズ：{ -hand }が5枚になるまでドロー。チャージフェイズ：カードを{ -ether-conversion }。メインフェイズ：行動します。エンドフェイズ：{ -resonance }がリセットされ、継続効果が進み、{ -ether }はすべて失われます。
rules-ether-head = エーテルとチャージフェイズ
rules-ether = ターンプレイヤーから順番に、お互いに{ -hand }のカードを1枚{ -ether-conversion }してコスト分の{ -ether }を獲得するか、パスします。お互いが続けてパスを宣言するとフェイズは終わります。{ -ether-effect }を持つカードは、{ -ether-conversion }したときに発動できます（ターンに1度だけ）。後攻のプレイヤーはゲーム開始時に{ -ether }を{ $second_ether }点獲得します。{ -ether }は次のターンに持ち越せません。
rules-house-head = ハウスルール
rules-house = 準備画面でハウスルールを選ばない限り、原作のルールで遊びます。「バランス開始」：後攻のプレイヤーはゲーム開始時に{ -ether }を{ $seed_ether }点ではなく{ $house_ether }点獲得します（コンピュータ同士の対戦では、原作の始め方は後攻に有利でした）。
rules-house-on = この決闘ではオン。
rules-house-off = この決闘ではオフ。
rules-main-head = メインフェイズ
rules-main = ターンプレイヤーから順番に、{ -spell-card }の発動、{ -attack-skill }・{ -support-skill }・{ -astral-code }の発動、またはパスを行います。各行動は、相手が応じる前にすべて処理されます。お互いが続けてパスするとフェイズは終わります。カードやスキルを使えるタイミングは発動タイミングで示されます：{ $sun } 自分のターン、{ $moon } 相手のターン、{ $star } 好きなタイミング、{ $cycle } ターン開始時。
rules-spells-head = スペルカード
rules-spells = コストを{ -ether }で支払い、自分のどの{ -arcastella }が発動するかを宣言します（{ -tap }状態でも構いません）。クラスや{ -resonance }が必要なカードもあります。{ -spell-card }のダメージはDEFの影響を受けず、{ -block }もできません。{ -sephirot-code }は{ -arcastella }に装備してステータスを変える{ -spell-card }です。
rules-attacks-head = { -attack-skill }と{ -astral-code }
rules-attacks = コストを支払って発動し、発動した{ -arcastella }は{ -tap }されます。ダイスはその場で振られるので、守る側はダメージを知ってから判断できます。DEFは{ -attack-skill }と{ -astral-code }のダメージを軽減します：{ -untap }状態の対象は全額、{ -tap }状態の対象は半分（切り捨て）。{ -support-skill }は発動しても{ -tap }されませんが、1ターンに1回しか発動できません。
rules-block-head = { -block }
rules-block = { -attack-skill }または{ -astral-code }の対象になった自分の{ -arcastella }がいるとき、{ -untap }状態の他の{ -arcastella }が{ -block }を宣言できます：ダメージを肩代わりして{ -tap }されますが、DEFは全額適用されます。{ -follower }は{ -block }できず、{ -follower }への攻撃は{ -block }できません。
rules-tapped-head = { -tap }と{ -fallen }
rules-tapped = { -tap }状態（横向き）の{ -arcastella }は、持ち主の次のターンまで攻撃も{ -block }もできず、DEFは半分になります。HPが0になった{ -arcastella }は{ -fallen }状態になります：灰色で盤面に残り続けますが、行動することも対象になることもできません。
rules-rebuild-head = { -deck-rebuild }と{ -astral-charge }
rules-rebuild = 空の{ -deck }からドローするとき、{ -cemetery }と{ -ether-area }のカードをシャッフルして新しい{ -deck }にし、{ -astral-charge }を得ます（最大1つ）。{ -astral-charge }があれば、自分の{ -arcastella }1体が必殺技である{ -astral-code }を発動できます。
rules-classes-head = クラス
rules-classes = アウラ・コンポルタ（紫、リング）：スペルを発動するたびに{ -resonance }を得て、より強いスキルに使います。{ -resonance }はエンドフェイズごとにリセットされます。セフィラ・ワーデン（青緑、セフィロト）：コードが破損しにくい。コンダクター（琥珀、タクトと星）：{ -follower }を召喚します。{ -follower }は自分のターン開始時にパルスを放ち、倒されると{ -afterglow }を残します。コメット（深紅、尾）：高いダメージ、低いDEF。バスティオン（青灰、六角形）：高いHPとDEF。
rules-damage-head = ダメージ処理の流れ
rules-damage = ① ダメージが確定します（{ -block }もここで宣言）。② 対象が{ -sephirot-code }を装備していれば破損判定（1d6と脆さを比べる）。③ DEF（攻撃のみ）、次に{ -ward }、そして{ -barrier }がダメージを打ち消します。④ 体力（HP）が減ります。⑤ HPが0になったユニットは{ -fallen }します。

## How to play: three facts, then the first turn step by step.

rules-htp-intro = 相手リーダー（{ $crown }）のHPを0にしましょう。多くの対戦は次の3つで決まります：
rules-htp-hand-head = 1. { -hand }は5枚まで補充される
rules-htp-hand = 自分のターンごとに、チャージフェイズの前に{ -hand }が5枚になるまでドローします。カードは宝ではなく燃料です：今役立つカードを変換し、発動すれば、空いた分はまた補充されます。抱えたままのカードの分だけ、新しいカードを引けません。
rules-htp-ether-head = 2. { -ether }は毎ターンの終わりに失われる
rules-htp-ether = チャージフェイズに{ -hand }のカードを{ -ether-conversion }します。1枚につきそのコスト分です。エンドフェイズまでに使わなかった分は、自分のものも相手のものも失われます。このターンに使う分だけ変換しましょう。相手のチャージフェイズにも変換できます：その{ -ether }は相手のターン中の対応に使え、そのターンの終わりに失われます。{ -ether-effect }を持つカードは変換するときに選べばその効果を発動でき、発動できるのは各プレイヤー1ターンに1回です。
rules-htp-tapped-head = 3. 攻撃した{ -arcastella }は相手のターン中ずっと{ -tap }されたまま
rules-htp-tapped = 攻撃すると{ -arcastella }は{ -tap }され、相手の次のターンの間ずっとそのままです：相手の攻撃に対してDEFは半分になり、{ -block }もできません。{ -untap }するのは自分の次のターンの開始時です。{ -tap }状態でも{ -spell-card }の発動と{ -support-skill }は使えます。全員で攻撃する前に、誰がリーダーを守るのか考えましょう。
rules-htp-first-turn = 最初のターン
rules-htp-start-name = スタート
rules-htp-start = { -arcastella }が{ -untap }し、ターン開始時の効果が発動し、{ -hand }が5枚になるまでドローします。
rules-htp-charge-name = チャージ
rules-htp-charge = { -hand }のカードをクリックして「変換」を選ぶと、カードの隅の数字と同じだけ{ -ether }を得ます。相手と交互に変換し、使うつもりの分が揃ったら「チャージ終了」を押します。
rules-htp-main-name = メイン
rules-htp-main = カードをクリックすると発動できます：選択肢があれば、どの{ -arcastella }が発動し何を対象にするかを聞かれます。または自分の{ -arcastella }（Q, W, E）をクリックしてスキルを選びます：それぞれにコストが表示され、使えないものは灰色でその理由が示されます。終わったら「パス」を押します。
rules-htp-block-name = ブロック
rules-htp-block = 相手が自分の{ -arcastella }を攻撃すると、{ -untap }状態の別の{ -arcastella }が代わりに受けるかを聞かれます。選択肢ごとに受けるダメージが表示されます：{ -block }した側はDEFを全額使い、その後{ -tap }されます。
rules-htp-end-name = エンド
rules-htp-end = 使わなかった{ -ether }は失われ、相手のターンが始まります。
rules-htp-hover = カード、{ -arcastella }、下線付きの言葉にカーソルを合わせると、全文が読めます。

## The pictures' labels (short: each sits under a drawing a quarter or a third of the page wide).

rules-pic-end-of-turn = 自分のターンの終わり
rules-pic-next-turn = 自分の次のターン
rules-pic-draw = ドロー
rules-pic-cards = { $n }枚
rules-pic-cards-again = また{ $n }枚に
rules-pic-charge = チャージ
rules-pic-main = メイン
rules-pic-end = エンド
rules-pic-next = 次のターン
rules-pic-convert = { $n }枚を変換
rules-pic-spend = { $n }を使う
rules-pic-lost = 残りの{ $n }は失われる
rules-pic-from-zero = 0から始まる
rules-pic-your-turn = 自分のターン
rules-pic-opponent-turn = 相手のターン中ずっと
rules-pic-attacks = 攻撃してタップ
rules-pic-def-half = DEF ½
rules-pic-half-def = DEF半減、ブロック不可
rules-pic-no-attack = 攻撃もできない
rules-pic-untaps = スタートでアンタップ
