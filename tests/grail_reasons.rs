//! Every reason the Grail War's rules give for refusing an action (`Illegal`, G-39.3) has
//! a sentence for players in English and Japanese: it formats cleanly with the reason's
//! data, the Japanese holds no Latin letters but the district ids it is given, neither
//! names a rule id or a debuff code (those are for the log), and no two reasons read the
//! same, so a player can tell them apart.

use std::collections::BTreeSet;

use horizon_notes::locale::{self, Args, Lang};
use horizon_notes::rules::grail::Illegal;

/// Every reason, those with data given sample values (district ids as the content spells
/// them). `every_reason_is_listed` fails when the enum gains a variant this list lacks.
fn every_reason() -> Vec<Illegal> {
    vec![
        Illegal::NoDecision,
        Illegal::NotYourDecision,
        Illegal::Eliminated,
        Illegal::NoFreeActionHere,
        Illegal::WrongDecision,
        Illegal::NotAFreeAction,
        Illegal::NotAPriorityAction,
        Illegal::NotARoundStartAction,
        Illegal::NotAMainAction,
        Illegal::NotAUnitAction,
        Illegal::NoSuchFaction,
        Illegal::NoServant,
        Illegal::NoMap,
        Illegal::NoCombat,
        Illegal::NotInCombat,
        Illegal::NotAParticipant,
        Illegal::NotAnActiveParticipant,
        Illegal::NoSuchUnit,
        Illegal::NoPosition,
        Illegal::UnknownDistrict,
        Illegal::AllianceInPlace,
        Illegal::LinkInactive,
        Illegal::SupplyAmount,
        Illegal::DissolveOnlyAtPriority,
        Illegal::FoughtThisTurn,
        Illegal::NoAlliance,
        Illegal::SleepingMasterCannotCast,
        Illegal::NoCommandSpells,
        Illegal::WithdrawalCombatOnly,
        Illegal::RefinementCombatOnly,
        Illegal::RefinementSixCards,
        Illegal::BattleRoarCombatOnly,
        Illegal::BattleRoarWindow,
        Illegal::BattleRoarMainActionSpent,
        Illegal::BattleRoarRetreatPending,
        Illegal::PassiveNpNeverFires,
        Illegal::TeleportOutsider,
        Illegal::RallyGutsPresent,
        Illegal::MasterSkillAsleep,
        Illegal::SkillLocked,
        Illegal::SkillSeal,
        Illegal::SkillUsed,
        Illegal::SkillEffectActive,
        Illegal::NoSuchSkill,
        Illegal::SkillTiming,
        Illegal::ModifierOnNonMagic,
        Illegal::DuplicateModifier,
        Illegal::NoSuchModifier,
        Illegal::NotAModifier,
        Illegal::ServantMpTooLow,
        Illegal::MasterMpTooLow,
        Illegal::NoChosenTarget,
        Illegal::ExactlyOneTarget,
        Illegal::TargetNotServant,
        Illegal::TargetNotActive,
        Illegal::TargetNotHostile,
        Illegal::OutOfRange,
        Illegal::ExactlyOneFactionTarget,
        Illegal::NotAnotherLivingServant,
        Illegal::EncounterTarget,
        Illegal::PeaceForbidsEncounter,
        Illegal::Concealed,
        Illegal::OutOfReach,
        Illegal::SoulEaterStance,
        Illegal::TargetEngaged,
        Illegal::EncounterStance,
        Illegal::PriorityNotFirst,
        Illegal::NothingAfterAmbush,
        Illegal::AmbushTarget,
        Illegal::PeaceForbidsAmbush,
        Illegal::AmbushHop,
        Illegal::SoulEaten,
        Illegal::SleepingMasterCannotMove,
        Illegal::EngagedMoveOnly,
        Illegal::TurnActionRequired,
        Illegal::SleepingMasterCannotInvestigate,
        Illegal::NoServantOfClass,
        Illegal::TierThree,
        Illegal::NotATurnActionSkill,
        Illegal::SkillCostUnpaid,
        Illegal::TargetServantNeeded,
        Illegal::SkillTakesNoTarget,
        Illegal::NpDecided,
        Illegal::PassiveNpNeverDeclared,
        Illegal::ChargePending,
        Illegal::NpSeal,
        Illegal::Retreating,
        Illegal::NoChargeToCancel,
        Illegal::RetreatPending,
        Illegal::BerserkerCeasefire,
        Illegal::CeasefireOffered,
        Illegal::NpCardNotInHand,
        Illegal::NpCostUnpaid,
        Illegal::Stun,
        Illegal::Charm,
        Illegal::NpAreaOnly,
        Illegal::NotAHostileParticipant,
        Illegal::OutOfNpRange,
        Illegal::NoHostileInDistrict,
        Illegal::NoHostileInRange,
        Illegal::NpTargetForm,
        Illegal::NotAdjacent {
            district: "HARBOR".into(),
            from: "TEMPLE".into(),
        },
        Illegal::OutsiderOnPath {
            district: "MARKET".into(),
        },
        Illegal::CombatantOnPath {
            district: "OLD_TOWN".into(),
        },
        Illegal::OverBudget { cost: 4, budget: 3 },
        Illegal::EmptyMove,
        Illegal::UnitAttackForm,
        Illegal::UnitMeleeSameDistrict,
        Illegal::OutOfUnitRange,
        Illegal::RetreaterWaits,
        Illegal::RetreaterMustRetreat,
        Illegal::RetreatNotFarEnough,
        Illegal::RetreatDestination,
        Illegal::StunOnlyWait,
        Illegal::BindForbidsMoving,
        Illegal::NoRetreatDeclared,
        Illegal::CharmForbidsAttacks,
        Illegal::TargetNotParticipant,
        Illegal::AttackCardNotInHand,
        Illegal::LuckCardOnlyForLuck,
        Illegal::CardNotInHand,
        Illegal::MeleeReach,
        Illegal::NoLuckRanged,
        Illegal::RangedHop,
        Illegal::CharmForbidsNps,
        Illegal::NoNpDeclared,
        Illegal::NotFireRound,
        Illegal::UnitsOnlyGuard,
        Illegal::NoNormalDefenseVsLuck,
        Illegal::DefenseCardNotInHand,
        Illegal::NoLuckDefenseVsNp,
        Illegal::NotACriticalBuff,
    ]
}

/// The variant names serde derives for `Illegal`: deserializing a name that is none of
/// them fails with an error that lists them all, in backquotes. This is the enum's own
/// list, independent of the one above.
fn variant_names() -> BTreeSet<String> {
    let err = serde_json::from_str::<Illegal>("\"NoSuchReason\"")
        .expect_err("not a variant")
        .to_string();
    let (_, expected) = err
        .split_once("expected one of")
        .unwrap_or_else(|| panic!("serde's error lists no variants: {err}"));
    expected
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn name(r: &Illegal) -> String {
    format!("{r:?}")
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The reason's data as the message's arguments, by field name, and the text of those
/// that are strings (district ids, shown as they are).
fn data(r: &Illegal) -> (Args<'static>, Vec<String>) {
    let mut args = Args::new();
    let mut texts = Vec::new();
    let value = serde_json::to_value(r).expect("serializable");
    if let Some(fields) = value
        .as_object()
        .and_then(|o| o.values().next())
        .and_then(|v| v.as_object())
    {
        for (k, v) in fields {
            if let Some(s) = v.as_str() {
                args.set(k.clone(), s.to_string());
                texts.push(s.to_string());
            } else if let Some(n) = v.as_i64() {
                args.set(k.clone(), n);
            } else {
                panic!("{}: field {k} is neither text nor a number", name(r));
            }
        }
    }
    (args, texts)
}

/// `G-` or `DB` followed by a digit: a rule id or a debuff code.
fn names_a_code(s: &str) -> bool {
    let b = s.as_bytes();
    b.windows(3).any(|w| {
        (w[0] == b'G' && w[1] == b'-' && w[2].is_ascii_digit())
            || (w[0] == b'D' && w[1] == b'B' && w[2].is_ascii_digit())
    })
}

#[test]
fn every_reason_is_listed() {
    let names = variant_names();
    assert!(names.len() > 100, "serde listed only {names:?}");
    let listed: Vec<String> = every_reason().iter().map(name).collect();
    let set: BTreeSet<String> = listed.iter().cloned().collect();
    assert_eq!(set.len(), listed.len(), "a reason is listed twice");
    let missing: Vec<_> = names.difference(&set).collect();
    assert!(missing.is_empty(), "not in every_reason(): {missing:?}");
}

#[test]
fn every_reason_has_a_sentence_in_both_languages() {
    let mut failures = Vec::new();
    let mut seen: Vec<BTreeSet<String>> = vec![BTreeSet::new(); Lang::ALL.len()];
    for r in every_reason() {
        let n = name(&r);
        let id = r.message_id();
        if id != format!("grail-illegal-{}", kebab(&n)) {
            failures.push(format!("{n}: id {id}"));
        }
        let (args, texts) = data(&r);
        for (i, l) in Lang::ALL.into_iter().enumerate() {
            let text = match locale::formats_cleanly(l, id, Some(&args)) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("{l:?} {n}: {e}"));
                    continue;
                }
            };
            let shown = locale::with_lang(l, || r.message());
            if shown != text {
                failures.push(format!(
                    "{l:?} {n}: message() gives {shown:?}, not {text:?}"
                ));
            }
            if text.trim().is_empty() {
                failures.push(format!("{l:?} {n}: empty"));
            }
            if names_a_code(&text) {
                failures.push(format!("{l:?} {n}: names a rule id or code: {text}"));
            }
            if !seen[i].insert(text.clone()) {
                failures.push(format!(
                    "{l:?} {n}: reads the same as another reason: {text}"
                ));
            }
            if l == Lang::Ja {
                let mut rest = text.clone();
                for t in &texts {
                    rest = rest.replace(t.as_str(), "");
                }
                if rest.chars().any(|c| c.is_ascii_alphabetic()) {
                    failures.push(format!("Ja {n}: Latin letters in {text}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
