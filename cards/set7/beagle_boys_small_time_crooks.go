package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beagle Boys - Small-Time Crooks",
		Whenever("Hurry It Up!", EvQuested,
			Gains(Rush, 0, Chosen(Chars().Yours()), ThisTurn),
			Gains(Resist, 1, Them(0), ThisTurn)))
}
