package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mufasa - Ruler of Pride Rock",
		WhenPlayed("A Delicate Balance", ExertAllInkwell(), ReturnFromInkwellAtRandom(2)),
		Whenever("Everything the Light Touches", EvQuested, ReadyAllInkwell()))
}
