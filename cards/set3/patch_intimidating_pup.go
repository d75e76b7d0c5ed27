package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Patch - Intimidating Pup",
		Activate("Bark", Cost{Exert: true}, Gets(StatStrength, -2, Chosen(Chars()), UntilYourNext)))
}
