package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mother Gothel - Conceited Manipulator",
		WhenPlayed("Mother Knows Best",
			PayInk(3).Optional(),
			ReturnToHand(Chosen(Chars())).IfYouDo()))
}
