package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "you may draw a card, then choose and discard a card": the may covers
	// both; the discard follows the draw (6.1.5.1 by its "then").
	card("The Bayou - Mysterious Swamp",
		WheneverAny("Show Me the Way", EvQuested, Chars().AtThisLocation(),
			Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
