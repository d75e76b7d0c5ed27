package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. The damage is counted as the cost is
	// determined (4.3.6, 6.1.8).
	card("Robin Hood - Timely Contestant",
		PayLessForThisForEachDamage("Tag Me In!", 1, Chars().Opposing(), Chars().Named("Robin Hood")))
}
