package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Zipper - Flying Ranger",
		PayLessForThis("Best Mates", 1, YouHave(Chars().Yours().Named("Monterey Jack"), 1), Chars().Named("Zipper")),
		StaticOf("Burst of Speed", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
