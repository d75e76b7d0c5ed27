package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.6: "while this character is exerted" is checked as the
	// character is challenged; the challenging character's player decides
	// whether to pay (1.4.3).
	reservation := UnlessTheyPay(3, TgtOtherOwner,
		Gets(StatStrength, -3, TriggerOther, ThisTurn).Say("if they don't, the challenging character gets -3 strength this turn"))
	reservation[0] = reservation[0].Say("the challenging character's player may pay 3 ink")
	card("Tiana - Restaurant Owner",
		WheneverAny("Special Reservation", EvChallenged, Chars().Yours(), reservation...).
			During(SourceExerted()))
}
