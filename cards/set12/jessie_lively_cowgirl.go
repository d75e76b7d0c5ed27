package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both checked as they trigger and as they resolve (6.2.4); Jessie
	// doesn't count herself among the other Toys (6.1.6).
	card("Jessie - Lively Cowgirl",
		Whenever("Part of a Family", EvQuested, Draw(1).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Toy"), 2)),
		WheneverYouPayToPlay("Yodel-Ay-Hee-Hoo!", 2, AnyCard(),
			Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)))
}
