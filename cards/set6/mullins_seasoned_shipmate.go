package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mullins - Seasoned Shipmate",
		StaticOf("Fall in Line", SelfGains(Resist, 1)).If_(YouHave(Chars().Yours().Named("Mr. Smee"), 1)))
}
