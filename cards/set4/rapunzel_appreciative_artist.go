package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel - Appreciative Artist",
		StaticOf("Perceptive Partner", SelfGains(Ward, 0)).If_(YouHave(Chars().Named("Pascal"), 1)))
}
