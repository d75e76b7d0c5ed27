package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vixey - Forest Friend",
		PayLessForThis("Showin' Up", 1, YouHave(Chars().Named("Tod"), 1), Chars().Named("Vixey")))
}
