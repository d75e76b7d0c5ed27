package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("LeFou - Bumbler",
		PayLessForThis("Loyal", 1, YouHave(Chars().Named("Gaston"), 1), Chars().Named("LeFou")))
}
