package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flounder - Collector's Companion",
		PayLessForThis("I'm Not a Guppy", 1, YouHave(Chars().Named("Ariel"), 1), Chars().Named("Flounder")))
}
