package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Honey Lemon - Costumed Catalyst",
		WheneverAny("Let's Do This!", EvPlayed, Chars().Yours().Class("Floodborn"),
			ReturnToHand(Chosen(Chars())).Optional()).If_(UsedShift()))
}
