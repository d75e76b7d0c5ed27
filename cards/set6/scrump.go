package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrump",
		Activate("I Made Her", Cost{ExertOne: ExertOneOfYour(Chars())},
			Gets(StatStrength, -2, Chosen(Chars()), UntilYourNext)))
}
