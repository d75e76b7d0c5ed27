package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The optional draw followed by a discard of your choice: the "may" covers
	// both; the discard follows the draw (6.1.5.1 by its "then").
	card("The Bayou - Mysterious Swamp",
		WheneverAny("Show Me the Way", EvQuested, Chars().AtThisLocation(),
			Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
