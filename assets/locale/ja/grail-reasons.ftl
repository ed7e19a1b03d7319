# 聖杯戦争：その行動を今とれない理由。
# ルールが挙げる理由ごとに一つ（Illegal::message_id）。画面はその行動の横に表示する。
# マスは識別子のまま渡される。

## 判断そのもの。
grail-illegal-no-decision = 今は選ぶことがありません。
grail-illegal-not-your-decision = 他の陣営が選択中です。
grail-illegal-eliminated = この陣営はすでに脱落しています。
grail-illegal-no-free-action-here = 今は令呪・スキル・魔力供給を使えません。
grail-illegal-wrong-decision = 今求められている選択ではありません。
grail-illegal-not-a-free-action = その行動はいつでも行えるものではありません。決まった場面で選んでください。
grail-illegal-not-a-priority-action = ターン開始時に宣言できるのは{ -encounter }・{ -ambush }・{ -soul-eating }か、パスだけです。
grail-illegal-not-a-round-start-action = ラウンド開始時にはその行動をとれません。
grail-illegal-not-a-main-action = メインアクションではありません。
grail-illegal-not-a-unit-action = 召喚されたユニットは{ -move }・攻撃・{ -wait }しかできません。

## 行動が指すものがない。
grail-illegal-no-such-faction = その陣営は存在しません。
grail-illegal-no-servant = この陣営には{ -servant }がいません。
grail-illegal-no-map = マップがありません。
grail-illegal-no-combat = 戦闘は起きていません。
grail-illegal-not-in-combat = その移動は戦闘中にしか行えません。
grail-illegal-not-a-participant = あなたの{ -servant }はこの戦闘に参加していません。
grail-illegal-not-an-active-participant = あなたの{ -servant }はもうこの戦闘で戦っていません。
grail-illegal-no-such-unit = その召喚ユニットは存在しません。
grail-illegal-no-position = 対象がマップ上にいません。
grail-illegal-unknown-district = そのマスは存在しません。

## 交渉、魔力供給、同盟。
grail-illegal-alliance-in-place = どちらかの陣営がすでに同盟を結んでいます。
grail-illegal-link-inactive = { -master }に{ -command-spell }が残っていないため、魔力を供給できません。
grail-illegal-supply-amount = 供給する魔力は、1から{ -master }の魔力の全量までです。
grail-illegal-fought-this-turn = このターンに戦闘したため、移動も行動もできません。
grail-illegal-dissolve-only-at-priority = 同盟の解消はターン開始時にしかできません。
grail-illegal-no-alliance = 解消する同盟がありません。

## 令呪。
grail-illegal-sleeping-master-cannot-cast = { -master }が眠っているため、{ -command-spell }を使えません。
grail-illegal-no-command-spells = { -command-spell }が足りません。
grail-illegal-withdrawal-combat-only = { -command-spell }「撤退」は戦闘中にしか使えません。
grail-illegal-refinement-combat-only = { -command-spell }「戦術精錬」は戦闘中にしか使えません。
grail-illegal-refinement-six-cards = カードをちょうど6枚選んでください。
grail-illegal-battle-roar-combat-only = { -command-spell }「戦咆」は戦闘中にしか使えません。
grail-illegal-battle-roar-window = 「戦咆」はラウンド開始時か、自身の手番開始時にしか使えません。
grail-illegal-battle-roar-main-action-spent = このラウンドのメインアクションはすでに済んでいます。
grail-illegal-battle-roar-retreat-pending = { -withdraw }を宣言しているため、今は{ -noble-phantasm }を発動できません。
grail-illegal-passive-np-never-fires = 常時発動の{ -noble-phantasm }は、発動させるものではありません。
grail-illegal-teleport-outsider = そのマスには戦闘に参加していない陣営がいます。
grail-illegal-rally-guts-present = 「奮起」のガッツがまだ残っています。

## スキルとその対象。
grail-illegal-master-skill-asleep = { -master }が眠っているため、マスタースキルを使えません。
grail-illegal-skill-locked = このスキルは{ -master }との{ -interaction }で絆が3になると解禁されます。
grail-illegal-skill-seal = スキル封印を受けています。
grail-illegal-skill-used = このスキルはこのラウンド（またはこのターン）にすでに使っています。
grail-illegal-skill-effect-active = このスキルの効果がまだ続いています。
grail-illegal-no-such-skill = そのスキルはありません。
grail-illegal-skill-timing = このスキルは今は使えません。
grail-illegal-modifier-on-non-magic = 他のスキルを併用できるのは魔術スキルだけです。
grail-illegal-duplicate-modifier = 同じスキルを二度併用しています。
grail-illegal-no-such-modifier = 併用するスキルがありません。
grail-illegal-not-a-modifier = そのスキルは魔術スキルに併用できません。
grail-illegal-servant-mp-too-low = 魔力が足りません。支払うと{ -servant }の魔力が尽きます。
grail-illegal-master-mp-too-low = { -master }の魔力が足りません。
grail-illegal-no-chosen-target = このスキルは対象を選べません。
grail-illegal-exactly-one-target = 対象を1つだけ選んでください。
grail-illegal-target-not-servant = 対象は{ -servant }でなければなりません。
grail-illegal-target-not-active = 対象はもう戦闘に参加していません。
grail-illegal-target-not-hostile = 対象は敵ではありません。
grail-illegal-out-of-range = 対象が射程外です。
grail-illegal-exactly-one-faction-target = 対象の陣営を1つだけ選んでください。
grail-illegal-not-another-living-servant = 対象は他の陣営の生存している{ -servant }でなければなりません。

## ターン開始時の宣言とターン行動。
grail-illegal-encounter-target = 脱落していない他の陣営を選んでください。
grail-illegal-peace-forbids-encounter = 休戦中・同盟中の陣営には{ -encounter }を宣言できません。
grail-illegal-concealed = その{ -servant }は気配遮断で隠れています。先に{ -investigate }が必要です。
grail-illegal-out-of-reach = その陣営は{ -servant }の移動力で届く範囲にいません。
grail-illegal-soul-eater-stance = { -soul-eating }に対しては、阻止か横取りを選んでください。
grail-illegal-target-engaged = その陣営はこのターン、すでに別の宣言に関わっています。
grail-illegal-encounter-stance = 交渉か戦闘かを選んでください。
grail-illegal-priority-not-first = 先に他の宣言があったため、{ -ambush }や{ -soul-eating }は宣言できません。
grail-illegal-nothing-after-ambush = このターンは先に{ -ambush }が宣言されたため、{ -encounter }を宣言できません。
grail-illegal-ambush-target = このターンまだ宣言に関わっていない、他の陣営を選んでください。
grail-illegal-peace-forbids-ambush = 休戦中・同盟中の陣営には{ -ambush }を仕掛けられません。
grail-illegal-ambush-hop = { -ambush }の相手は1〜3マス離れていなければなりません。
grail-illegal-soul-eaten = このマスではすでに{ -soul-eating }が行われています。
grail-illegal-sleeping-master-cannot-move = { -master }が眠っているため、{ -move }できません。
grail-illegal-engaged-move-only = このターンは宣言に関わっているため、{ -move }しか選べません。
grail-illegal-turn-action-required = ターン行動を選んでください。
grail-illegal-sleeping-master-cannot-investigate = { -master }が眠っているため、{ -investigate }できません。
grail-illegal-no-servant-of-class = 他の陣営に、そのクラスの生存している{ -servant }はいません。
grail-illegal-tier-three = その{ -servant }について、{ -investigate }で分かることはもうありません。
grail-illegal-not-a-turn-action-skill = そのスキルはターン行動として使うものではありません。
grail-illegal-skill-cost-unpaid = このスキルに使う魔力が足りません。
grail-illegal-target-servant-needed = 対象の{ -servant }を選んでください。
grail-illegal-skill-takes-no-target = このスキルは対象をとりません。

## ラウンド開始時。
grail-illegal-np-decided = このラウンド開始時には、すでに{ -noble-phantasm }の宣言か取り消しをしています。
grail-illegal-passive-np-never-declared = 常時発動の{ -noble-phantasm }は宣言するものではありません。
grail-illegal-charge-pending = { -noble-phantasm }はすでにチャージ中です。
grail-illegal-np-seal = 宝具封印を受けています。
grail-illegal-retreating = { -withdraw }を宣言しているため、{ -noble-phantasm }を宣言できません。
grail-illegal-no-charge-to-cancel = 取り消す{ -noble-phantasm }のチャージがありません。
grail-illegal-retreat-pending = すでに{ -withdraw }を宣言しています。
grail-illegal-berserker-ceasefire = バーサーカーは停戦を申し出られません。
grail-illegal-ceasefire-offered = このラウンドはすでに停戦を申し出ています。

## 宝具の発動。
grail-illegal-np-card-not-in-hand = { -noble-phantasm }に必要なカードが手札にありません。
grail-illegal-np-cost-unpaid = { -noble-phantasm }に使う魔力が足りません。
grail-illegal-stun = { -servant }はスタン状態です。
grail-illegal-charm = { -servant }は魅了状態です。
grail-illegal-np-area-only = この{ -noble-phantasm }は対象を選びません。
grail-illegal-not-a-hostile-participant = 対象はこの戦闘の敵でなければなりません。
grail-illegal-out-of-np-range = 対象が{ -noble-phantasm }の射程外です。
grail-illegal-no-hostile-in-district = そのマスには敵がいません。
grail-illegal-no-hostile-in-range = { -noble-phantasm }の射程内に敵がいません。
grail-illegal-np-target-form = その対象の選び方は、この{ -noble-phantasm }の種別（対人・対軍・対城）に合いません。

## 経路。
grail-illegal-not-adjacent = { $district }は{ $from }と隣り合っていません。
grail-illegal-outsider-on-path = { $district }には戦闘に参加していない陣営がいます。
grail-illegal-combatant-on-path = { $district }には戦闘の参加者がいるため、その先へは進めません。
grail-illegal-over-budget = 経路のコスト{ $cost }が移動力{ $budget }を超えています。

## メインアクション。
grail-illegal-empty-move = { -move }先を選んでください。
grail-illegal-unit-attack-form = 召喚ユニットはカードを使わずに攻撃します。
grail-illegal-unit-melee-same-district = 近接攻撃は同じマスの相手にしか行えません。
grail-illegal-out-of-unit-range = 対象がユニットの射程外です。
grail-illegal-retreater-waits = 動けないため{ -withdraw }の移動ができず、{ -wait }しか選べません。
grail-illegal-retreater-must-retreat = { -withdraw }を宣言した{ -servant }は、{ -withdraw }の移動しかできません。
grail-illegal-retreat-not-far-enough = { -withdraw }では、可能な限り遠くまで{ -move }しなければなりません。
grail-illegal-retreat-destination = { -withdraw }先は、たどり着ける最も遠いマスでなければなりません。
grail-illegal-stun-only-wait = スタン状態では{ -wait }しか選べません。
grail-illegal-bind-forbids-moving = 拘束状態では{ -move }できません。
grail-illegal-no-retreat-declared = このラウンドは{ -withdraw }を宣言していません。
grail-illegal-charm-forbids-attacks = 魅了状態では攻撃できません。
grail-illegal-target-not-participant = 対象はこの戦闘に参加していません。
grail-illegal-attack-card-not-in-hand = この攻撃に必要なカードが手札にありません。
grail-illegal-luck-card-only-for-luck = 消費するカードを選べるのは幸運の攻撃だけです。
grail-illegal-card-not-in-hand = そのカードは手札にありません。
grail-illegal-melee-reach = 対象が遠すぎて、近接攻撃が届きません。
grail-illegal-no-luck-ranged = 幸運の遠距離攻撃はありません。
grail-illegal-ranged-hop = 遠距離攻撃の射程は1〜3マスです。同じマスの相手には近接攻撃を行います。
grail-illegal-charm-forbids-nps = 魅了状態では{ -noble-phantasm }を発動できません。
grail-illegal-no-np-declared = { -noble-phantasm }を宣言していません。
grail-illegal-not-fire-round = 今は{ -noble-phantasm }を発動できるラウンドではありません。

## リアクション。
grail-illegal-units-only-guard = 召喚ユニットはガードしかできません。
grail-illegal-no-normal-defense-vs-luck = 幸運の攻撃には、幸運防御かガードしかできません。
grail-illegal-defense-card-not-in-hand = この防御に必要なカードが手札にありません。
grail-illegal-no-luck-defense-vs-np = { -noble-phantasm }に対して幸運防御はできません。
grail-illegal-not-a-critical-buff = クリティカルで得られる強化ではありません。
