package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scroop - Odious Mutineer",
		WhenPlayed("Do Say Hello to Mr. Arrow",
			PayInk(3).Optional(),
			Banish(Chosen(Chars().IsDamaged())).IfYouDo()))
}
