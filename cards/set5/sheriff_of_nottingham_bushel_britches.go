package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Sheriff of Nottingham - Bushel Britches",
		PayLessForThisForEach("Every Little Bit Helps", 1, ItemsF().Yours(), Chars().Named("Sheriff of Nottingham")))
}
