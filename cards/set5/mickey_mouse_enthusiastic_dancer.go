package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Enthusiastic Dancer",
		StaticOf("Perfect Partners", SelfGets(StatStrength, 2)).If_(YouHave(Chars().Named("Minnie Mouse"), 1)))
}
