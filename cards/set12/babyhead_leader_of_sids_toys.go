package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Babyhead - Leader of Sid's Toys",
		WheneverYouPayToPlay("Tighten the Bolts", 2, AnyCard(), Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)),
		WheneverAny("Replacement Parts", EvBanished, Chars().Yours().Others(), Draw(1)).During(DuringYourTurn()))
}
