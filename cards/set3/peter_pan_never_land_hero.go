package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Peter Pan - Never Land Hero",
		StaticOf("Over Here, Tink", SelfGets(StatStrength, 2)).If_(YouHave(Chars().Named("Tinker Bell"), 1)))
}
