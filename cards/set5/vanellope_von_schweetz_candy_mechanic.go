package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vanellope von Schweetz - Candy Mechanic",
		Whenever("You've Got to Pay to Play", EvQuested, Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)))
}
