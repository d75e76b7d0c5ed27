package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nick Wilde - Wily Fox",
		WhenPlayed("It's Called a Hustle",
			PutInHand(Chosen(ItemsF().Named("Pawpsicle").Yours().InZoneOf(ZoneDiscard))).Optional()))
}
