package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Slightly - Lost Boy",
		PayLessForThis("The Fox", 1, YouHave(Chars().Named("Peter Pan"), 1), Chars().Named("Slightly")))
}
