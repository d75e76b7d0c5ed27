package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Finnick - Tiny Terror",
		WhenPlayed("You Better Run",
			PayInk(2).Optional(),
			ReturnToHand(Chosen(Chars().Opposing().StrengthAtMost(2))).IfYouDo()))
}
