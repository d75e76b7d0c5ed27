package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Max - Loyal Sheepdog",
		PayLessForThis("Here Boy", 1, YouHave(Chars().Named("Prince Eric"), 1), Chars().Named("Max")))
}
