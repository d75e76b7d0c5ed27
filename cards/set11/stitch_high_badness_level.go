package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stitch - High Badness Level",
		StaticOf("Amped Up", SelfGains(Challenger, 3)).If_(YouHave(Chars().Named("Lilo"), 1)))
}
