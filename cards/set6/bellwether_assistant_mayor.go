package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bellwether - Assistant Mayor",
		WheneverYouInk("Fear Always Works",
			Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)).
			During(DuringYourTurn()))
}
