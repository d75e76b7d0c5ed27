package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno Madrigal - Out of the Shadows",
		WhenPlayed("It Was Your Vision",
			GainsAbility(Chosen(Chars()),
				Whenever("", EvBanished, ReturnToHand(ThisCard).Optional()).InChallenge(),
				ThisTurn)))
}
