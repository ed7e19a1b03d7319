//! Why the core refuses a setup (G-2), in the player's words: the setup screens check
//! their picks with the core and show its reason, a side named as the screen names it.

use super::words::class_name;
use crate::rules::grail::SetupError;
use crate::tr;

/// `e` in words; `seat` names a side of the screen by its index.
pub fn setup_reason(e: &SetupError, seat: &dyn Fn(usize) -> String) -> String {
    let side = |s: usize| seat(s);
    let faction = |f: crate::rules::grail::FactionId| seat(usize::from(f));
    match e {
        SetupError::FactionCount { got } => tr!("setup-error-faction-count", got = *got),
        SetupError::DayLimit { .. } => tr!("setup-error-day-limit"),
        SetupError::UnknownMap { map } => tr!("setup-error-unknown-map", map = map.as_str()),
        SetupError::TooFewStarts => tr!("setup-error-too-few-starts"),
        SetupError::UnknownServant { seat, servant } => tr!(
            "setup-error-unknown-servant",
            seat = side(*seat),
            servant = servant.as_str()
        ),
        SetupError::UnknownMaster { seat, master } => tr!(
            "setup-error-unknown-master",
            seat = side(*seat),
            master = master.as_str()
        ),
        SetupError::ClassTaken { seat, class } => tr!(
            "setup-error-class-taken",
            seat = side(*seat),
            class = class_name(*class)
        ),
        SetupError::ClassMismatch {
            seat,
            servant,
            class,
        } => tr!(
            "setup-error-class-mismatch",
            seat = side(*seat),
            servant = servant.as_str(),
            class = class_name(*class)
        ),
        SetupError::NoClassLeft { seat } => tr!("setup-error-no-class-left", seat = side(*seat)),
        SetupError::NoServantOfClass { seat, class } => tr!(
            "setup-error-no-servant-of-class",
            seat = side(*seat),
            class = class_name(*class)
        ),
        SetupError::NoMasterLeft { seat } => tr!("setup-error-no-master-left", seat = side(*seat)),
        SetupError::MasterTaken { seat, .. } => {
            tr!("setup-error-master-taken", seat = side(*seat))
        }
        SetupError::SkirmishFactionCount { got } => {
            tr!("setup-error-skirmish-faction-count", got = *got)
        }
        SetupError::SkirmishRangeCount { .. } => tr!("setup-error-skirmish-range-count"),
        SetupError::SkirmishRange { seat, range } => tr!(
            "setup-error-skirmish-range",
            seat = side(*seat),
            range = *range
        ),
        SetupError::SkirmishFighters { .. } => tr!("setup-error-skirmish-fighters"),
        SetupError::SkirmishWaitingSeat { .. } => tr!("setup-error-skirmish-waiting-seat"),
        SetupError::SkirmishAmbusherSeat { .. } => tr!("setup-error-skirmish-ambusher-seat"),
        SetupError::SkirmishAmbusherWaits { seat } => {
            tr!("setup-error-skirmish-ambusher-waits", seat = faction(*seat))
        }
        SetupError::SkirmishNoDistrict { .. } => tr!("setup-error-skirmish-no-district"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::grail::Class;
    use crate::locale::{Lang, with_lang};

    fn name(i: usize) -> String {
        format!("Side {}", i + 1)
    }

    /// G-2.2: the reason names the side as the screen does, in both languages.
    #[test]
    fn a_refused_setup_says_why_in_the_players_language() {
        let e = SetupError::ClassTaken {
            seat: 2,
            class: Class::Lancer,
        };
        let en = with_lang(Lang::En, || setup_reason(&e, &name));
        assert!(en.contains("Side 3") && en.contains("Lancer"), "{en}");
        let ja = with_lang(Lang::Ja, || setup_reason(&e, &name));
        assert!(ja.contains("Side 3") && ja.contains("ランサー"), "{ja}");
        let waits = SetupError::SkirmishAmbusherWaits { seat: 1 };
        let ja = with_lang(Lang::Ja, || setup_reason(&waits, &name));
        assert!(ja.contains("Side 2") && ja.contains("待機"), "{ja}");
    }
}
