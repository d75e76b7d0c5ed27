package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Norton Nimnul - Misanthropic Genius",
		WheneverAny("Devitalizer Ray", EvPlayed, ItemsF().Yours(),
			Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn)).Once().During(DuringYourTurn()))
}
