package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stitch - Carefree Surfer",
		WhenPlayed("Ohana", Draw(2).Optional()).If_(YouHave(Chars().Others(), 2)))
}
