package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	brooms := Chars().Yours().Class("Broom")
	card("Mickey Mouse - Wayward Sorcerer",
		StaticOf("Animate Broom", PayLess(1, brooms.InZoneOf(ZoneHand))),
		WheneverAny("Ceaseless Worker", EvBanished, brooms,
			ReturnToHand(TriggerSubject).Optional()).InChallenge())
}
