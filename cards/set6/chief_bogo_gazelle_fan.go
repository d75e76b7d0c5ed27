package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chief Bogo - Gazelle Fan",
		StaticOf("You Like Gazelle Too?", SelfGains(Singer, 6)).If_(YouHave(Chars().Named("Gazelle"), 1)))
}
