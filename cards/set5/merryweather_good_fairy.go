package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merryweather - Good Fairy",
		WhenPlayed("Ray of Hope",
			PayInk(1).Optional(),
			Gets(StatStrength, 2, Chosen(Chars()), ThisTurn).IfYouDo()))
}
