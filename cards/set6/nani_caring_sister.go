package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nani - Caring Sister",
		Activate("I Am So Sorry", Cost{Ink: 2}, Gets(StatStrength, -1, Chosen(Chars()), UntilYourNext)))
}
